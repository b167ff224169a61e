"""A finished game's statistics from its ledger (issue 38 §3): every number from the log's lines."""

from __future__ import annotations

import itertools
import json
from functools import cache
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.bots import make_bot
from app.engine.gamestats import game_stats, stats_spec
from app.engine.resources import resource_path
from app.engine.saves import load_save
from app.engine.story import story_of
from app.engine.text import LANGUAGES, Text
from app.games import GAMES
from app.games.blood_rage.actions import pass_turn
from app.games.blood_rage.model import Phase, Turn
from app.games.through_the_desert.rules.scoring import OASIS_TILE
from tests.fixtures.saves.expect import HERE as SAVES
from tests.games.blood_rage.cardcases import DOOM, horgr, upgraded

if TYPE_CHECKING:
    from app.engine.game import Outcome

MAX_PLAYERS = {"barrage": 4, "blood_rage": 4, "through_the_desert": 5, "tinners_trail": 5}


@cache
def finished(game_id: str, players: int, seed: int = 5) -> tuple[list[Any], list[Any], Outcome]:
    """The states, actions and outcome of a game the easy bot played in every seat."""
    game = GAMES[game_id]
    state = game.setup(game.Options(players=players), seed)
    bots = [make_bot("easy", game, p, f"stats:{seed}") for p in game.seats(state)]
    states, actions = [state], []
    while acting := sorted(game.to_act(state)):
        action = bots[acting[0]].choose(game.view_for(state, acting[0]))
        state = game.apply(state, action)
        states.append(state)
        actions.append(action)
    outcome = game.outcome(state)
    assert outcome is not None
    return states, actions, outcome


GAMES_AND_COUNTS = [
    pytest.param(g, n, marks=[pytest.mark.slow] if (g, n) == ("barrage", 4) else [])
    for g in sorted(MAX_PLAYERS)
    for n in (2, MAX_PLAYERS[g])
]
FINISHED_SAVES = sorted(p.name for p in SAVES.glob("*-finished-*.json"))


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_COUNTS)
def test_the_points_by_source_add_up_to_the_final_scores(game_id, players):
    states, actions, outcome = finished(game_id, players)
    stats = game_stats(GAMES[game_id], states, actions)
    assert stats is not None
    assert tuple(stats.total(seat) for seat in range(players)) == outcome.scores
    assert stats.running[-1] == outcome.scores
    assert len(stats.running) == len(states)
    assert "Other" not in [str(row.label) for row in stats.rows]  # every source is named


@pytest.mark.parametrize("name", FINISHED_SAVES)
def test_the_finished_fixture_saves_add_up_too(name):
    """Saves of earlier revisions (standard setups, Leeghwater) replayed: the same sums."""
    session = load_save((SAVES / name).read_text(encoding="utf-8"), GAMES, name).session
    outcome = session.outcome()
    if outcome is None:
        pytest.skip("today's rules replay this save to a game not over (expected.json)")
    stats = game_stats(session.game, session.snapshots, session.actions)
    assert stats is not None
    assert tuple(stats.total(seat) for seat in range(len(outcome.scores))) == outcome.scores


def _breakdown(outcome: Outcome, seat: int) -> dict[str, int]:
    return {line.source: line.points for line in outcome.breakdown[seat] if line.points}


@pytest.mark.parametrize(("game_id", "players"), GAMES_AND_COUNTS)
def test_each_source_agrees_with_the_games_own_breakdown(game_id, players):
    """The ledger's sums by source are the ones the rules kept apart (`Outcome.breakdown`)."""
    states, actions, outcome = finished(game_id, players)
    spec = stats_spec(game_id)
    stats = game_stats(GAMES[game_id], states, actions)
    assert spec is not None
    assert stats is not None
    ids = {str(Text.of(game_id, row.label)): row.id for row in spec.rows if row.points}
    for seat in range(players):
        mine: dict[str, int] = {}
        for row in (row for row in stats.rows if row.points):
            source = ids[str(row.label)]
            if game_id == "tinners_trail":  # one row, a column per round
                for period, value in enumerate(row.values[seat]):
                    mine[f"round{period + 1}"] = value
            else:
                mine[source] = row.total(seat)
        theirs = _breakdown(outcome, seat)
        if game_id == "blood_rage":  # one row for the three legendary stats
            legendary = [k for k in theirs if k.startswith("legendary_")]
            theirs["legendary"] = sum(theirs.pop(k) for k in legendary)
        if game_id == "barrage":  # a turn-order bid is paid when the company is taken
            theirs["start"] = theirs.get("start", 0) + theirs.pop("auction", 0)
        assert {k: v for k, v in mine.items() if v} == {k: v for k, v in theirs.items() if v}


def test_barrage_counts_energy_and_credits_by_round():
    states, actions, _outcome = finished("barrage", 2)
    stats = game_stats(GAMES["barrage"], states, actions)
    assert stats is not None
    assert [str(p) for p in stats.periods] == [f"Round {n}" for n in range(1, 6)]
    rows = {str(row.label): row for row in stats.rows}
    # each round's energy is what the energy track held when the round ended: the amount its
    # reset line takes back (the last round's stays on the track)
    game = GAMES["barrage"]
    track = [[0] * 5 for _ in (0, 1)]
    for before, action, after in zip(states, actions, states[1:], strict=False):
        for line in game.step_events(before, action, after):
            if game.ledger_key(line) == "event.round_reset":
                for seat in (0, 1):
                    track[seat][before.round - 1] = -dict(line.deltas).get(f"seat:{seat}:energy", 0)
    for seat in (0, 1):
        track[seat][4] = states[-1].seats[seat].energy
    for seat in (0, 1):
        produced = list(rows["Energy produced"].values[seat])
        assert produced == track[seat]
        assert sum(produced) > 0
    assert len(rows["Credits gained"].values[0]) == 5


def test_a_round_that_ends_inside_a_step_gives_the_next_rounds_income_to_that_round():
    """Barrage's last move of a round also pays the next round's income (after "round_reset")."""
    states, actions, _outcome = finished("barrage", 2)
    stats = game_stats(GAMES["barrage"], states, actions)
    assert stats is not None
    income = next(row for row in stats.rows if str(row.label) == "Income")
    for seat in (0, 1):
        paid = [
            states[i + 1].seats[seat].vp_sources.get("income", 0)
            - states[i].seats[seat].vp_sources.get("income", 0)
            for i in range(len(actions))
        ]
        by_round = [0] * 5
        for i, amount in enumerate(paid):
            after = states[i + 1]
            by_round[after.round - 1] += amount  # income is paid as a round begins
        assert list(income.values[seat]) == by_round


def test_blood_rage_counts_battles_won_and_quests_by_age():
    states, actions, _outcome = finished("blood_rage", 4)
    stats = game_stats(GAMES["blood_rage"], states, actions)
    assert stats is not None
    assert [str(p) for p in stats.periods] == ["Age 1", "Age 2", "Age 3", "End of game"]
    rows = {str(row.label): row for row in stats.rows}
    won = sum(rows["Battles won"].total(seat) for seat in range(4))
    assert won > 0
    assert rows["Battles won (Axes)"].values  # glory from them, by Age
    assert sum(rows["Quests completed"].total(seat) for seat in range(4)) > 0


def _age_glory(states: list[Any], seat: int) -> list[int]:
    """Glory gained in each Age by the states: a step belongs to the Age it started in."""
    gained = [0, 0, 0]
    for before, after in itertools.pairwise(states):
        gained[before.age - 1] += after.seats[seat].glory - before.seats[seat].glory
    return gained


def test_blood_rages_end_of_game_glory_has_its_own_column_not_age_3s():
    """The legendary stats (and the cards' end bonuses) are scored after Age 3, in their column.

    Each Age's column holds the glory earned in that Age; the last step also ends the game, so
    the Age 3 column is that Age's glory less the end's; the columns add up to the scores.
    """
    states, actions, outcome = finished("blood_rage", 4)
    stats = game_stats(GAMES["blood_rage"], states, actions)
    assert stats is not None
    assert [str(p) for p in stats.periods] == ["Age 1", "Age 2", "Age 3", "End of game"]
    rows = {str(row.label): row for row in stats.rows}
    legendary_seen = 0
    for seat in range(4):
        by_age = [sum(row.values[seat][p] for row in stats.rows if row.points) for p in range(4)]
        bonus = sum(v for k, v in _breakdown(outcome, seat).items() if k.startswith("legendary_"))
        assert rows["Legendary stats"].values[seat] == (0, 0, 0, bonus)
        assert by_age[3] == bonus  # no end-of-game card among the easy bots' upgrades here
        assert by_age[:3] == [*_age_glory(states, seat)[:2], _age_glory(states, seat)[2] - bonus]
        assert sum(by_age) == outcome.scores[seat]
        legendary_seen += bonus
    assert legendary_seen > 0


def test_a_card_end_bonus_goes_to_the_end_of_game_column():
    """Thor's Conquest pays at the game's end (seed 003 「ゲームの終了条件」), not in Age 3."""
    game = GAMES["blood_rage"]
    state = upgraded(
        "a3.thors_conquest",
        age=3,
        figures=horgr(["leader", "warrior"], []),
        ships={"east": {"0": ["ship"]}},
        ragnarok=DOOM,
    )
    states, actions = [state], []
    while state.phase is Phase.ACTION:
        top = state.pending[-1]
        assert isinstance(top, Turn)
        actions.append(pass_turn(top.seat))
        state = game.apply(state, actions[-1])
        states.append(state)
    assert state.phase is Phase.OVER
    stats = game_stats(game, states, actions)
    assert stats is not None
    cards = next(row for row in stats.rows if str(row.label) == "Card effects")
    assert str(stats.periods[-1]) == "End of game"
    assert cards.values[0][-1] == 3 * 3  # Leader, Warrior and ship on the board
    assert sum(cards.values[0][:-1]) == 0


def test_tinners_trail_counts_ore_sold_and_money_from_sales():
    states, actions, _outcome = finished("tinners_trail", 2)
    stats = game_stats(GAMES["tinners_trail"], states, actions)
    assert stats is not None
    rows = {str(row.label): row for row in stats.rows}
    last = states[-1]
    for seat in (0, 1):
        mined = rows["Tin mined"].total(seat)
        assert rows["Tin sold"].total(seat) == mined - last.seats[seat].tin
        assert rows["Money from sales (£)"].total(seat) > 0


def test_through_the_desert_has_no_rounds_and_weighs_oasis_tiles_by_the_rules():
    spec = stats_spec("through_the_desert")
    assert spec is not None
    assert spec.score["oases"] == OASIS_TILE
    states, actions, _outcome = finished("through_the_desert", 2)
    stats = game_stats(GAMES["through_the_desert"], states, actions)
    assert stats is not None
    assert stats.periods == ()
    assert all(len(values) == 1 for row in stats.rows for values in row.values)


def test_through_the_deserts_story_climbs_through_the_game_once_it_is_over():
    """The water holes count from the move that took them: the line is not flat until the end.

    Before the end, the public score leaves them out (they were face down); once the game is
    over everything is public, so the story shows the ledger's running points.
    """
    game = GAMES["through_the_desert"]
    states, actions, outcome = finished("through_the_desert", 2)
    stats = game_stats(game, states, actions)
    assert stats is not None
    story = story_of(game, states, 2, outcome.scores, stats.running)
    assert story is not None
    caravans = next(row for row in stats.rows if str(row.label) == "Largest caravans")
    for seat in (0, 1):
        # the last move only adds the largest caravans: water holes were counted all along
        before_end = outcome.scores[seat] - caravans.total(seat)
        assert story.scores[-2][seat] == before_end
        line = story.seat(seat)
        assert line == sorted(line)  # points are never lost in this game
        half = line[len(line) // 2]
        assert half > 0


def test_every_label_is_in_both_languages():
    for game_id in MAX_PLAYERS:
        spec = stats_spec(game_id)
        assert spec is not None
        for lang in LANGUAGES:
            path = resource_path(game_id, f"texts.{lang}.json")
            texts = json.loads(path.read_text(encoding="utf-8"))
            assert {row.label for row in spec.rows} <= texts.keys(), (game_id, lang)
