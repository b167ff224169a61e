"""Bounded input (issue 17; STYLE.md §3 "Bounded input"): no move a file holds crashes the rules.

Regions, borders and survey cards are indices into the map and card files before any rule reads
them (`actions.Region`, `actions.Card`), so none indexes a table from the end; a region not in
play, a card not held or a start that mixes a hand card with the deck is refused by `check()`
(seed 002 「鉱山の建設」, 2 players: a survey card from hand or the top card of the deck).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction, InvalidSave
from app.engine.text import Text
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import StartAuction
from app.games.tinners_trail.model import TinOptions
from tests.engine.actionfuzz import Arena, build_arena, load_with_move, played_to, run_property


def _deck_start(state: Any) -> StartAuction | None:
    for seat in GAME.to_act(state):
        for action in GAME.legal_actions(state, seat):
            if isinstance(action, StartAuction) and action.deck:
                return action
    return None


@pytest.fixture(scope="module")
def deck_turn() -> Any:
    """Two players, a turn on which the mover may start an auction with the deck's top card."""
    return played_to(GAME, TinOptions(players=2), 3, lambda s: _deck_start(s) is not None)


@pytest.fixture(scope="module")
def arena() -> Arena:
    return build_arena(GAME, [TinOptions(players=p) for p in (2, 3, 5)])


@pytest.mark.parametrize("card", [-2, -5, -(2**63), 10**30])
def test_a_card_that_is_no_survey_card_is_refused(deck_turn: Any, card: int):
    """Issue 17: `StartAuction(card=-2, deck=true)` was accepted though never legal."""
    legal = _deck_start(deck_turn.state)
    assert legal is not None
    data = {**GAME.dump_action(legal), "card": card}
    with pytest.raises(ValidationError):
        GAME.parse_action(data)
    with pytest.raises(InvalidSave, match=r"^edited\.json: move \d+ is not allowed"):
        load_with_move(deck_turn, data)


def test_a_hand_card_and_the_deck_together_are_refused(deck_turn: Any):
    """Seed 002, 2 players: a survey card from hand OR the top card of the region's deck."""
    legal = _deck_start(deck_turn.state)
    assert legal is not None
    both = legal.model_copy(update={"card": 0})
    reason = GAME.check(deck_turn.state, both)
    assert isinstance(reason, Text)
    with pytest.raises(IllegalAction):
        GAME.apply(deck_turn.state, both)


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "mine", "region": -1, "tin": 1, "copper": 0},
        {"kind": "pump_water", "region": -(10**30)},
        {"kind": "adit", "border": 2**63},
        {"kind": "keep", "cards": [-1]},
        {"kind": "play_card", "card": 2**31},
        {"kind": "pass", "player": 5},
    ],
)
def test_indices_past_the_tables_do_not_parse(data: dict[str, Any]):
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
    print(f"tinners_trail: {dict(tally)}")  # noqa: T201 - the count for the record


@pytest.mark.parametrize("target", ["region:99", "border:999", "region:-1", "region:１", "region:"])
def test_a_drop_target_past_the_map_file_is_no_target(target: str):
    """The board's drop targets are bounded like moves: no action is built from them."""
    from app.games.tinners_trail.view.drops import parse_target

    assert parse_target(target) is None
    assert parse_target("region:0") == ("region", 0)
