"""Helpers for the card-effect tests: a battle in Horgr, playing actions by short specs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import (
    choose_card,
    decline,
    hold_card,
    pillage,
    use_card,
)
from tests.games.blood_rage.builders import card, make_state, province

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

__all__ = ["BOARD", "answer", "battle", "choose", "fight", "glory", "position", "use"]

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0, "destroyed": ["utgard", "andlang"]}
"""Three seats, Utgard and Andlang destroyed; seat 0 to act."""


def position(players: int = 3, **spec: Any) -> State:
    """An Action-phase position (`positions.arrange`), Horgr's token a Rage step by default."""
    spec = {**BOARD, "tokens": {"horgr": "rage_1"}, **spec}
    return make_state(players, **spec)


def battle(state: State, where: str = "horgr", by: int = 0) -> State:
    """Seat `by` pillages `where` (nobody moves in: every Call to Battle is declined)."""
    state = GAME.apply(state, pillage(by, province(where)))
    while state.pending and state.pending[-1].kind == "call_to_battle":
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, decline(seat))
    return state


def choose(state: State, cards: dict[int, str | None]) -> State:
    """Each seat chooses its card (by id) face down; None holds a late card back."""
    for seat, cid in cards.items():
        action = hold_card(seat) if cid is None else choose_card(seat, card(cid))
        assert GAME.check(state, action) is None, GAME.check(state, action)
        state = GAME.apply(state, action)
    return state


def fight(cards: dict[int, str | None], where: str = "horgr", **spec: Any) -> State:
    """Build the position, pillage `where` with seat 0 and choose the cards."""
    hands = {str(s): [c] for s, c in cards.items() if c is not None}
    spec.setdefault("hands", hands)
    spec.setdefault("rage", [3, 2, 0])
    return choose(battle(position(**spec), where), cards)


def use(state: State, seat: int, cid: str, choice: str = "") -> State:
    """Seat `seat` uses the card `cid` with `choice` (a card action or an answer)."""
    action = use_card(seat, card(cid), choice)
    reason = GAME.check(state, action)
    assert reason is None, (
        f"{reason}: {[str(a) for a in GAME.legal_actions(state, PlayerId(seat))]}"
    )
    return GAME.apply(state, action)


def answer(state: State, seat: int) -> State:
    """Seat `seat` declines the optional step on top."""
    return GAME.apply(state, decline(seat))


def glory(state: State) -> list[int]:
    """Glory by seat."""
    return [s.glory for s in state.seats]
