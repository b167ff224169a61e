"""Bounded input (issue 17; STYLE.md §3 "Bounded input"): no move a file holds crashes the rules.

Cards are indices into the card file, provinces and fjords into the board file, figures are the
clans' figure kinds and the monsters, and an effect's option follows its grammar with the same
bounds (`actions.Card`, `actions.Province`, `actions.Figure`, `actions._choice`) before any rule
reads them; a card not on the clan sheet or an option the effect does not offer is refused by
`check()` (seed 003 「アップグレード」: a clan card's action is used from the clan sheet).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction, InvalidSave
from app.engine.text import Text
from app.games.blood_rage import GAME
from app.games.blood_rage.model import BrOptions, Turn
from tests.engine.actionfuzz import Arena, build_arena, load_with_move, played_to, run_property


@pytest.fixture(scope="module")
def action_turn() -> Any:
    """A turn of the Action phase (seed 003 「2. アクションフェイズ」)."""
    return played_to(
        GAME, BrOptions(players=3), 2, lambda s: bool(s.pending) and isinstance(s.pending[-1], Turn)
    )


@pytest.fixture(scope="module")
def arena() -> Arena:
    return build_arena(GAME, [BrOptions(players=p) for p in (2, 3, 4)], stops=(0, 5, 20, 60, 120))


def _seat(state: Any) -> int:
    return int(next(iter(GAME.to_act(state))))


@pytest.mark.parametrize("card", [2**31, 2**63, 10**30, 102, -1, -(2**31)])
def test_a_card_past_the_card_file_is_refused(action_turn: Any, card: int):
    """Issue 17: `use_card` with card 2**31 raised IndexError in `cards.registry.code_of`."""
    data = {"kind": "use_card", "player": _seat(action_turn.state), "card": card, "choice": ""}
    with pytest.raises(ValidationError):
        GAME.parse_action(data)
    with pytest.raises(InvalidSave, match=r"^edited\.json: move \d+ is not allowed"):
        load_with_move(action_turn, data)


def test_a_card_of_the_game_not_on_the_clan_sheet_is_refused(action_turn: Any):
    """Seed 003 「アップグレード」: only upgrades on your clan sheet give card actions."""
    action = GAME.parse_action(
        {"kind": "use_card", "player": _seat(action_turn.state), "card": 0, "choice": ""}
    )
    reason = GAME.check(action_turn.state, action)
    assert isinstance(reason, Text)
    with pytest.raises(IllegalAction):
        GAME.apply(action_turn.state, action)


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "use_card", "card": 1, "choice": "province:99"},
        {"kind": "use_card", "card": 1, "choice": "spot:f4:ship"},
        {"kind": "use_card", "card": 1, "choice": "spot:p1:dragon"},
        {"kind": "use_card", "card": 1, "choice": "stat:luck"},
        {"kind": "use_card", "card": 1, "choice": "province:-1"},
        {"kind": "invade", "figure": "warrior", "to": 4, "fjord": True},
        {"kind": "invade", "figure": "dragon", "to": 1},
        {"kind": "march", "source": 1, "to": 9, "figures": ["warrior"]},
        {"kind": "pillage", "province": -1},
        {"kind": "pick", "cards": [2**31]},
        {"kind": "upgrade", "card": 3, "replaces": -2},
    ],
)
def test_values_the_data_lacks_do_not_parse(data: dict[str, Any]):
    with pytest.raises(ValidationError):
        GAME.parse_action({"player": 0, **data})


def test_malformed_moves_never_crash_the_rules(arena: Arena):
    tally = run_property(arena, examples=400, batch=20)
    assert tally["refused"] > 0
    assert tally["accepted"] > 0


@pytest.mark.slow
def test_a_hundred_thousand_malformed_moves(arena: Arena):
    tally = run_property(arena, examples=500, batch=200, exact=True)
    assert sum(tally.values()) >= 100_000
    print(f"blood_rage: {dict(tally)}")  # noqa: T201 - the count for the record


@pytest.mark.parametrize(
    "target", ["province:9", "fjord:4", "sheet:5", "province:99999999999", "slot:0:clan:3", "x:1"]
)
def test_a_drop_target_past_the_board_file_is_no_target(target: str):
    """The board's drop targets are bounded like moves: no probe action is built from them."""
    from app.games.blood_rage.view.drops import parse_target

    assert parse_target(target) is None
    assert parse_target("fjord:3") == ("fjord", (3,), "")


@pytest.mark.parametrize("piece", ["reserve:dragon", "card:102", "figure:0:9:warrior", "card:-1"])
def test_a_piece_the_data_lacks_is_no_piece(piece: str):
    from app.games.blood_rage.view.drops import parse_piece

    assert parse_piece(piece) is None
    assert parse_piece("figure:1:3:troll") == ("figure", 1, 3, "troll")
