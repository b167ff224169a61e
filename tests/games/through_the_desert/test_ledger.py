"""The ledger of Through the Desert (issue 18 §1; STYLE.md §3 "Ledger").

Every number the table shows (supply per colour, riders to place, camels placed, caravan
sizes, water holes and their points, oasis tiles, enclosed spaces, final largest-caravan
points, the water holes left on the board) changes only with a log line that carries the
change: placing a camel or rider (seed 001 "ラクダを置く", "騎手の配置"), taking a water hole
("水場の占拠"), reaching an oasis ("オアシスを繋ぐ"), enclosing an area ("領地"), the final
scoring ("ゲームの終了と精算").
"""

from __future__ import annotations

import pytest

from app.engine.conformance import check_ledger
from app.engine.events import deltas_of
from app.engine.game import PlayerId
from app.engine.text import render
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import TtdOptions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_counter_change_has_its_line(players: int) -> None:
    assert check_ledger(GAME, players, seeds=range(3)) >= 3 * 60


def test_open_scores_show_water_points_to_everyone_and_still_add_up() -> None:
    state = GAME.setup(TtdOptions(players=3, open_scores=True), 1)
    assert "seat:1:water_points" in GAME.counters(GAME.view_for(state, PlayerId(0)))
    assert check_ledger(GAME, 3, seeds=range(2), options={"open_scores": True}) > 0


def test_hidden_water_points_are_counted_in_the_owners_view_only() -> None:
    state = GAME.setup(TtdOptions(players=3), 1)
    state = state.model_copy(
        update={"seats": tuple(s.model_copy(update={"water": (2,)}) for s in state.seats)}
    )
    mine = GAME.counters(GAME.view_for(state, PlayerId(0)))
    assert mine["seat:0:water_points"] == 2
    assert "seat:1:water_points" not in mine
    assert mine["seat:1:water_holes"] == 1


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_counter_change_has_its_line_in_many_games(players: int) -> None:
    games = 30
    steps = check_ledger(GAME, players, seeds=range(100, 100 + games))
    steps += check_ledger(
        GAME, players, seeds=range(200, 200 + games), options={"open_scores": True}
    )
    assert steps >= 2 * games * 60


def test_the_camel_line_shows_its_amounts_in_both_languages() -> None:
    """A camel on a water hole: the move's line, then the hole's (seed 001 "水場の占拠")."""
    state = GAME.setup(TtdOptions(players=3), 5)
    wet: list[PlaceCamel] = []
    while not wet:  # first moves until a camel can land on a water hole
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        wet = [a for a in legal if isinstance(a, PlaceCamel) and state.water[a.cell]]
        if not wet:
            state = GAME.apply(state, legal[0])
    action = wet[0]
    after = GAME.apply(state, action)
    line = GAME.describe(state, action)
    (water,) = [e for e in GAME.step_events(state, action, after) if e.key == "log.water"]
    value = state.water[action.cell]
    assert deltas_of([line, water])[f"seat:{seat}:water_points"] == value
    assert "left in the supply" in render(line, "en")
    assert f"{value} point" in render(water, "en")
    assert f"（{value}点）" in render(water, "ja")
