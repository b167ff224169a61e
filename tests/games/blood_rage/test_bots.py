"""Bots of Blood Rage: legal moves from views only, sensible choices, search hooks."""

from __future__ import annotations

import math
from typing import Any

import pytest

from app.engine.bots import MctsBot, make_bot
from app.engine.game import PlayerId
from app.engine.rng import Random
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import (
    ChooseCard,
    Invade,
    PassTurn,
    Pillage,
    UseCard,
    decline,
    pillage,
    use_card,
)
from app.games.blood_rage.botplan import CARD_SCORERS, Plan
from app.games.blood_rage.bots import HEURISTIC_ONLY, easy_action, ordered_actions
from app.games.blood_rage.botvalue import Worth
from app.games.blood_rage.cards.registry import EFFECTS, CardEffect
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import HIDDEN_CARD, Battle, BrOptions, State
from app.sim import RunPlan, simulate
from tests.games.blood_rage import cardcases
from tests.games.blood_rage.builders import card, make_state, province
from tests.games.blood_rage.effects import fight, position

ME = PlayerId(0)
BOARD: dict[str, Any] = {
    "phase": "action",
    "first_player": 0,
    "destroyed": ["utgard", "horgr", "muspelheim"],
    "ragnarok": ["elvagar", "angerboda", "myrkulor"],
    "tokens": {"gimle": "glory", "andlang": "rage_1"},
}


def _game(players: int, seed: int) -> list[State]:
    state = GAME.setup(BrOptions(players=players), seed)
    bots = [make_bot("easy", GAME, PlayerId(p), seed) for p in range(players)]
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        seat = PlayerId(acting[0])
        action = bots[seat].choose(GAME.view_for(state, seat))
        assert action in GAME.legal_actions(state, seat)
        state = GAME.apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_plays_whole_games(players: int) -> None:
    states = _game(players, 3)
    kinds = {d.kind for s in states for d in s.pending}
    assert {"draft", "turn", "call_to_battle", "battle"} <= kinds
    assert GAME.outcome(states[-1]) is not None
    assert max(states[-1].seats[p].glory for p in range(players)) > 20


def test_easy_beats_random() -> None:
    report = simulate(GAME, BrOptions(players=2), RunPlan(bots=("easy", "random"), games=8, seed=4))
    assert report.stats["easy"].wins >= 7


def test_easy_pillages_the_battle_it_wins() -> None:
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_smash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    assert easy_action(GAME.view_for(state, ME), ME, Random("t")) == pillage(ME, province("gimle"))


def test_easy_sends_figures_to_the_doomed_province_for_glory() -> None:
    state = make_state(2, **BOARD, rage=[1, 6], stats={"0": {"horns": 6}})
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    assert isinstance(action, Invade)
    assert action.to == province("elvagar")  # Age 1's Ragnarök: 2 glory a figure


def test_easy_plays_its_least_needed_card_in_a_battle_it_wins_anyway() -> None:
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_smite", "a1.tyrs_bash"], "1": []},
        figures={"gimle": {"0": ["leader", "warrior", "warrior"], "1": ["warrior"]}},
    )
    state = GAME.apply(state, pillage(ME, province("gimle")))
    while isinstance(state.pending[-1], Battle) is False:
        seat = sorted(GAME.to_act(state))[0]
        state = GAME.apply(state, GAME.legal_actions(state, seat)[-1])  # decline the call
    chosen = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    assert isinstance(chosen, ChooseCard)
    assert chosen.card == card("a1.tyrs_bash")


def test_search_hooks_order_legal_moves() -> None:
    states = _game(2, 5)
    rng = Random("order")
    for state in states[::7]:
        for seat in sorted(GAME.to_act(state)):
            legal = GAME.legal_actions(state, seat)
            ordered = ordered_actions(state, seat, rng)
            assert set(ordered) <= set(legal)
            if isinstance(state.pending[-1], HEURISTIC_ONLY):
                assert len(ordered) == 1
            else:
                assert sorted(map(str, ordered)) == sorted(map(str, legal))
            assert GAME.rollout_action(state, seat, rng) in legal
    values = GAME.values(states[len(states) // 2])
    assert all(0.0 <= v <= 1.0 for v in values)


def test_determinize_keeps_the_view_and_the_cards_revealed_in_a_battle() -> None:
    for state in _game(2, 1):
        for seat in range(2):
            view = GAME.view_for(state, PlayerId(seat))
            full = GAME.determinize(view, PlayerId(seat), Random("deal"))
            assert GAME.view_for(full, PlayerId(seat)) == view
            assert HIDDEN_CARD not in full.seats[1 - seat].hand
            for d in view.pending:
                if isinstance(d, Battle):
                    shown = d.played[1 - seat]
                    if shown >= 0 and shown in state.seats[1 - seat].hand:
                        assert shown in full.seats[1 - seat].hand


def _swap_hands(state: State, me: int) -> State:
    """The same position with the rival's hand and the decks dealt differently."""
    other = 1 - me
    full = GAME.determinize(GAME.view_for(state, PlayerId(me)), PlayerId(me), Random("swap"))
    assert GAME.view_for(full, PlayerId(me)) == GAME.view_for(state, PlayerId(me))
    assert full.seats[other].hand != state.seats[other].hand or not state.seats[other].hand
    return full


def test_normal_sees_only_the_view() -> None:
    states = [s for s in _game(2, 5) if s.pending and s.pending[-1].kind == "turn"]
    state = states[len(states) // 3]
    me = sorted(GAME.to_act(state))[0]
    other = _swap_hands(state, me)
    choices = [
        MctsBot(GAME, PlayerId(me), seed=9, iterations=30).choose(GAME.view_for(s, PlayerId(me)))
        for s in (state, other)
    ]
    assert choices[0] == choices[1]
    assert choices[0] in GAME.legal_actions(state, PlayerId(me))


def test_normal_plays_a_pillage_decision_legally() -> None:
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_smash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    bot = MctsBot(GAME, ME, seed=1, iterations=40, seconds=math.inf)  # the budget, not the clock
    action = bot.choose(GAME.view_for(state, ME))
    assert action in GAME.legal_actions(state, ME)
    assert isinstance(action, Pillage) or bot.last_iterations == 40


# -- card actions and card questions (RULES.md C1, B7) -------------------------------------------
def test_easy_uses_tyrs_challenge_to_take_a_token_again() -> None:
    """RULES.md C21: 2 Rage to pillage Gimle again, unopposed, is its best action (5 glory)."""
    state = make_state(
        2,
        **BOARD,
        upgrades={"0": ["a2.tyrs_challenge"]},
        pillaged=["gimle"],
        rage=[3, 6],
        figures={"gimle": {"0": ["leader", "warrior"]}, "andlang": {"1": ["warrior"]}},
    )
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    assert action == use_card(ME, card("a2.tyrs_challenge"), f"province:{province('gimle')}")


def test_easy_leaves_tyrs_challenge_when_the_battle_is_lost() -> None:
    """RULES.md C21: the same card action against a much stronger rival is not worth 2 Rage."""
    state = make_state(
        2,
        **BOARD,
        upgrades={"0": ["a2.tyrs_challenge"]},
        pillaged=["gimle"],
        rage=[3, 6],
        hands={"1": ["a1.tyrs_smash"]},
        figures={"gimle": {"0": ["warrior"], "1": ["leader", "warrior", "warrior"]}},
    )
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    assert not isinstance(action, UseCard)


def test_easy_raises_the_stat_that_reaches_a_legendary_step() -> None:
    """Thor's Oath (reference §3.3; RULES.md C2): Horns 3 → 4 is worth 10 glory at the end."""
    state = fight(
        {0: "a2.thors_oath", 1: "a1.tyrs_bash"},
        figures={"horgr": {"0": ["leader"], "1": ["warrior"]}},
        stats={"0": {"horns": 3}},
    )
    assert state.pending[-1].kind == "card_choice"
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    assert action == use_card(ME, card("a2.thors_oath"), "stat:horns")


@pytest.mark.parametrize(("rage", "saves"), [(1, False), (4, True)])
def test_easy_saves_a_figure_only_with_rage_to_invade_it_again(rage: int, saves: bool) -> None:
    """RULES.md C24 Frigga's Protection: 1 Rage brings the loser's Leader back to the stock;
    with its last Rage spent it could not invade again this Age (an action needs Rage, R8)."""
    state = fight(
        {0: "a1.tyrs_bash", 1: "a1.tyrs_smash"},
        upgrades={"0": ["a2.friggas_protection"]},
        figures={"horgr": {"0": ["leader"], "1": ["leader", "warrior"]}},
        rage=[rage, 2, 0],
    )
    assert state.pending[-1].kind == "card_choice"
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    saved = use_card(ME, card("a2.friggas_protection"), "figure:leader")
    assert (action == saved) is saves
    assert saves or action == decline(ME)


def _witch_asked_at_ragnarok(age: int, cards: tuple[str, ...] = ()) -> State:
    """Seat 0's Volur Witch in the doomed Horgr, asked at the Ragnarök of `age`."""
    others = ["gimle", "elvagar"]
    state = make_state(
        3,
        age=age,
        first_player=0,
        phase="action",
        destroyed=["utgard", "andlang"],
        ragnarok=[*others[: age - 1], "horgr", *others[age - 1 :]],
        rage=[1, 0, 0],
        upgrades={"0": ["a3.volur_witch.3p", *cards]},
        figures={"horgr": {"0": ["volur_witch"]}},
    )
    state = GAME.apply(state, PassTurn(player=ME))
    assert state.pending[-1].kind == "card_choice", state.phase
    return state


@pytest.mark.parametrize(
    ("age", "cards", "flees"),
    [(3, (), False), (3, ("a3.thors_conquest",), False), (1, (), True)],
)
def test_easy_lets_the_witch_die_at_ragnarok_for_its_glory(
    age: int, cards: tuple[str, ...], flees: bool
) -> None:
    """RULES.md C17: at the last Ragnarök her death's 4 glory beats keeping her (Thor's
    Conquest: 3); earlier, a STR-3 figure kept on the board is worth more than 2 glory."""
    state = _witch_asked_at_ragnarok(age, cards)
    action = easy_action(GAME.view_for(state, ME), ME, Random("t"))
    fled = use_card(ME, card("a3.volur_witch.3p"), "")
    assert action == (fled if flees else decline(ME))


def test_easy_lets_a_figure_die_at_ragnarok_rather_than_pay_frigga() -> None:
    """RULES.md C24: at Ragnarök a saved figure would forgo the Age's glory for its death."""
    state = make_state(
        3,
        first_player=0,
        phase="action",
        destroyed=["utgard", "andlang"],
        ragnarok=["elvagar", "horgr", "gimle"],
        rage=[4, 0, 0],
        upgrades={"0": ["a2.friggas_protection"]},
        figures={"gimle": {"0": ["warrior"]}, "elvagar": {"0": ["leader"]}},
        pillaged=["yggdrasil", "myrkulor", "elvagar", "angerboda", "muspelheim", "horgr"],
    )
    state = GAME.apply(state, pillage(ME, province("gimle")))
    assert state.pending[-1].kind == "card_choice", state.phase
    assert easy_action(GAME.view_for(state, ME), ME, Random("t")) == decline(ME)


def test_easy_sacrifices_the_figures_it_needs_least_for_a_legendary_step() -> None:
    """RULES.md C23 Frigga's Sacrifice: Axes 3 → 4 (10 glory) for the two Warriors in a
    pillaged province, not the Leader dying at Ragnarök for glory in the doomed Horgr."""
    sacrifice = card("a3.friggas_sacrifice.3p")
    state = position(
        upgrades={"0": ["a3.friggas_sacrifice.3p"]},
        stats={"0": {"axes": 3}},
        pillaged=["gimle"],
        ragnarok=["horgr", "elvagar", "myrkulor"],
        figures={"gimle": {"0": ["warrior", "warrior"]}, "horgr": {"0": ["leader"]}},
    )
    rng = Random("t")
    assert easy_action(GAME.view_for(state, ME), ME, rng) == use_card(ME, sacrifice, "stat:axes")
    state = GAME.apply(state, use_card(ME, sacrifice, "stat:axes"))
    for _ in range(2):
        action = easy_action(GAME.view_for(state, ME), ME, rng)
        assert action == use_card(ME, sacrifice, f"spot:p{province('gimle')}:warrior")
        state = GAME.apply(state, action)
    assert state.seats[0].stats.axes == 4


def test_every_card_answer_has_a_prior() -> None:
    """RULES.md B7: every effect with options (a card action or a question) has a scorer, and
    the card actions and answers of whole games are scored."""
    asking = {k for k, code in EFFECTS.items() if code.options is not CardEffect.options}
    assert asking == set(CARD_SCORERS)
    seen = 0
    for state in _game(2, 5) + _game(3, 7):
        for seat in sorted(GAME.to_act(state)):
            uses = [a for a in GAME.legal_actions(state, seat) if isinstance(a, UseCard)]
            plan = Plan(GAME.view_for(state, seat), seat)
            seen += sum(1 for action in uses if plan.score(action) != 0.0)
    assert seen > 5


def test_the_worth_of_a_won_pillage_waiting_for_its_card_question_counts_the_axes_glory():
    """RULES.md C2: the winner's Axes glory is paid after the reward's card questions (Lord of
    Axes here); while the question waits, the position is still worth that glory to the winner."""
    state = cardcases.lord_won_pillage("a2.lord_of_axes")
    top = state.pending[-2]
    assert isinstance(top, Battle)
    assert top.stage == "reward"
    worth = Worth(state)
    assert worth.battle(0) == game_data().value("axes", state.seats[0].stats.axes)
    assert worth.battle(1) == 0.0
