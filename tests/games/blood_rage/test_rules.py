"""Rules of the Action phase and the end of an Age not covered by the scenarios (seed 003)."""

from __future__ import annotations

from typing import Any

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import invade, pass_turn, pick
from app.games.blood_rage.model import Phase
from app.games.blood_rage.rules import scoring
from app.games.blood_rage.rules.board import invade_cost
from app.games.blood_rage.rules.reward import GLORY_SOURCES, gain_glory
from tests.games.blood_rage.builders import drafting, fjord, make_state, province

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0}


def test_a_fjord_between_two_destroyed_provinces_is_closed():
    """RULES.md R12: ships go into a fjord while one of its provinces stands."""
    state = make_state(2, **BOARD, destroyed=["gimle", "myrkulor", "horgr"], rage=[6, 0])
    west, east = fjord("west"), fjord("east")
    assert "destroyed" in str(GAME.check(state, invade(0, "ship", west, fjord=True)))
    assert GAME.check(state, invade(0, "ship", east, fjord=True)) is None
    ships = [a for a in GAME.legal_actions(state, PlayerId(0)) if a.kind == "invade" and a.fjord]
    assert sorted(a.to for a in ships) == sorted(f for f in range(4) if f != west)


def test_the_leader_stays_free_when_upgraded():
    """Reference §2.2: the clan sheet's free Leader; the upgrade changes only its STR."""
    state = make_state(3, **BOARD, upgrades={"0": ["a1.lord_of_hammers"]})
    assert invade_cost(state, 0, "leader") == 0
    assert invade_cost(state, 0, "ship") == 2
    assert invade_cost(state, 0, "warrior") == 1


def test_rage_is_reset_to_the_rage_stat_when_the_action_phase_begins():
    """Seed 003 「氏族シート」: 激情値 is the Rage each Action phase starts with (RULES.md R8)."""
    state = make_state(2, **BOARD, rage=[1, 0], stats={"0": {"rage": 3}})
    assert state.seats[0].rage == 1
    state = GAME.apply(state, pass_turn(PlayerId(0)))  # Age 1 ends, Age 2's draft begins
    assert drafting(state)
    assert state.age == 2
    while drafting(state):
        for seat in sorted(GAME.to_act(state)):
            first = GAME.legal_actions(state, seat)[0]
            state = GAME.apply(state, pick(seat, first.cards))  # type: ignore[union-attr]
    assert state.phase is Phase.ACTION
    assert [s.rage for s in state.seats] == [8, 6]  # Rage stat step 3 = 8, step 1 = 6
    assert GAME.to_act(state) == {PlayerId(state.first_player)}
    assert state.first_player == 1  # passed left at the end of Age 1


def test_seats_without_rage_are_skipped_and_the_turn_goes_left():
    state = make_state(4, **BOARD, rage=[1, 0, 2, 0])
    state = GAME.apply(state, invade(0, "warrior", province("gimle")))
    assert GAME.to_act(state) == {PlayerId(2)}
    state = GAME.apply(state, pass_turn(PlayerId(2)))
    assert state.phase is Phase.GODS_GIFTS  # nobody has Rage left: the Age is over
    assert state.age == 2


def test_every_turn_action_kind_is_offered_and_passes_check():
    state = make_state(
        3,
        **BOARD,
        destroyed=["utgard", "andlang"],
        hands={"0": ["a1.troll", "a1.quest_alfheim", "a1.tyrs_bash"]},
        figures={"gimle": {"0": ["warrior"]}},
    )
    legal = GAME.legal_actions(state, PlayerId(0))
    kinds = {a.kind for a in legal}
    assert kinds == {"invade", "march", "upgrade", "quest", "pillage", "pass"}
    assert all(GAME.check(state, a) is None for a in legal)
    assert len(set(legal)) == len(legal)
    assert GAME.legal_actions(state, PlayerId(1)) == []


def test_estimate_is_glory_plus_the_legendary_bonuses_held():
    state = make_state(3, **BOARD, glory=[5, 0, 2], stats={"1": {"axes": 6}, "2": {"rage": 4}})
    assert scoring.estimate(state) == (5.0, 20.0, 12.0)  # the baseline (GAME uses the bots')


def test_the_end_breakdown_names_where_the_glory_came_from():
    """Issue 10 "end breakdown": battle glory, pillage, quests, Ragnarök, card effects and each
    legendary stat, in that order, adding up to the score; a card taking glory away counts
    against its victim's card line (Loki's Poison, reference §3.4)."""
    state = make_state(2, **BOARD)
    draft = state.model_copy(deep=True)
    gain_glory(draft, 0, 4, "battle")
    gain_glory(draft, 0, 5, "pillage")
    gain_glory(draft, 0, 3, "battle")
    gain_glory(draft, 0, -2, "cards")
    gain_glory(draft, 1, 20, "legendary_horns")
    gain_glory(draft, 1, 6, "quests")
    assert dict(draft.seats[0].glory_by) == {"battle": 7, "pillage": 5, "cards": -2}
    lines = scoring.outcome(draft).breakdown
    assert [x.source for x in lines[0]] == list(GLORY_SOURCES)
    assert {x.source: x.points for x in lines[1] if x.points} == {
        "quests": 6,
        "legendary_horns": 20,
    }
    assert (
        [sum(x.points for x in seat) for seat in lines]
        == [10, 26]
        == [s.glory for s in draft.seats]
    )


def test_glory_without_a_recorded_source_keeps_its_own_line():
    """A save from before the sources were recorded (glory but no record): the stat bonuses are
    worked out from the stats, the rest is one line, and the breakdown still adds up."""
    state = make_state(2, **BOARD, glory=[31, 0], stats={"0": {"horns": 6}})
    lines = {x.source: x.points for x in scoring.outcome(state).breakdown[0] if x.points}
    assert lines == {"legendary_horns": 20, "glory": 11}
    draft = state.model_copy(deep=True)
    gain_glory(draft, 0, 3, "ragnarok")  # the save played on: new glory is recorded
    lines = {x.source: x.points for x in scoring.outcome(draft).breakdown[0] if x.points}
    assert lines == {"ragnarok": 3, "glory": 31}
