"""Bounded input (issue 17; STYLE.md §3 "Bounded input"): no move a file holds crashes the rules.

A cell is one of the board file's hexes and a colour one of the five before any rule reads them
(`actions.CELLS`); a hex that exists but is not in play, not free or not reachable is refused by
`check()` with the rules' reason (seed 001 "ラクダを置く", "準備": 2-3 players use the larger
part of the board only).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction, InvalidSave
from app.engine.text import Text
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import CELLS, PlaceCamel
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceCamels, TtdOptions
from tests.engine.actionfuzz import Arena, build_arena, load_with_move, played_to, run_property


def _camel_turn(players: int) -> Any:
    return played_to(
        GAME,
        TtdOptions(players=players),
        5,
        lambda s: bool(s.pending) and isinstance(s.pending[-1], PlaceCamels),
    )


@pytest.fixture(scope="module")
def arena() -> Arena:
    return build_arena(GAME, [TtdOptions(players=p) for p in (2, 3, 5)])


@pytest.mark.parametrize("cell", [2**63, 10**30, 2**34, CELLS, -1])
def test_a_cell_off_the_board_file_is_refused_as_a_move_and_in_a_save(cell: int):
    """Issue 17: `place_camel` with cell 2**63 or 10**30 raised MemoryError/OverflowError."""
    session = _camel_turn(3)
    legal = GAME.legal_actions(session.state, next(iter(GAME.to_act(session.state))))[0]
    data = {**GAME.dump_action(legal), "cell": cell}
    with pytest.raises(ValidationError):
        GAME.parse_action(data)
    with pytest.raises(InvalidSave, match=r"^edited\.json: move \d+ is not allowed"):
        load_with_move(session, data)


def test_a_hex_of_the_small_part_is_refused_with_three_players():
    """Seed 001 "準備": with 2-3 players the part beyond the dividing line is not in play."""
    session = _camel_turn(3)
    seat = next(iter(GAME.to_act(session.state)))
    legal = GAME.legal_actions(session.state, seat)[0]
    small = next(i for i, c in enumerate(geometry(5).cells) if c.part == "small")
    action = PlaceCamel(player=seat, colour=legal.colour, cell=small)
    reason = GAME.check(session.state, action)
    assert isinstance(reason, Text)
    assert "not free" in str(reason)
    with pytest.raises(IllegalAction):
        GAME.apply(session.state, action)


def test_malformed_moves_never_crash_the_rules(arena: Arena):
    tally = run_property(arena, examples=400, batch=20)
    assert tally["refused"] > 0
    assert tally["accepted"] > 0


@pytest.mark.slow
def test_a_hundred_thousand_malformed_moves(arena: Arena):
    tally = run_property(arena, examples=500, batch=200, exact=True)
    assert sum(tally.values()) >= 100_000
    print(f"through_the_desert: {dict(tally)}")  # noqa: T201 - the count for the record


@pytest.mark.parametrize("target", ["cell:312", "cell:99999999999999999999", "cell:-1", "cell:３"])
def test_a_drop_target_past_the_board_file_is_no_cell(target: str):
    """The board's drop targets are bounded like moves: no PlaceCamel is built from them."""
    from app.games.through_the_desert.view.scene import parse_cell_id

    assert parse_cell_id(target) is None
    assert parse_cell_id(f"cell:{CELLS - 1}") == CELLS - 1
