"""Phase flow and the pending-decision stack (STYLE.md §3, "Phases" and "Decisions").

A game keeps `pending: list[Decision]` in its state. The top decision says who acts and what
is legal; it pops itself when done. Auctions (Tinners' Trail), drafts (Blood Rage) and
multi-step actions (Barrage) are decisions. `advance` runs the automatic steps between two
player decisions (end of turn, end of phase, end of game) and refuses to loop forever.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict

from app.engine.game import PlayerId

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = [
    "Decision",
    "FlowLoopError",
    "HasPending",
    "advance",
    "pop_decision",
    "push_decision",
    "to_act_of",
    "top_decision",
]

ADVANCE_LIMIT = 10_000
"""More automatic steps than this between two decisions means a bug in a phase module."""


class FlowLoopError(RuntimeError):
    """`advance` went round more than `ADVANCE_LIMIT` times without a decision."""


class Decision(BaseModel):
    """A question some seats must answer before play goes on.

    Games subclass it with a `kind: Literal[...]` field and their own data (the bids so far,
    the cards left in a draft hand, the steps of a multi-step action).
    """

    model_config = ConfigDict(extra="forbid")

    waiting: tuple[PlayerId, ...]
    """Seats that still have to answer, in seat order; simultaneous picks list several."""


class HasPending(Protocol):
    """A state with a decision stack."""

    pending: list[Decision]


D = TypeVar("D", bound=Decision)


def top_decision(pending: Sequence[D]) -> D | None:
    """Return the decision that must be answered now, or None."""
    return pending[-1] if pending else None


def push_decision(pending: list[D], decision: D) -> None:
    """Put `decision` on top: it is answered before the ones below it."""
    pending.append(decision)


def pop_decision(pending: list[D]) -> D:
    """Remove and return the top decision (it has been answered)."""
    return pending.pop()


def to_act_of(pending: Sequence[Decision]) -> frozenset[PlayerId]:
    """Return the seats the top decision waits for (empty with no decision)."""
    top = top_decision(pending)
    return frozenset(top.waiting) if top is not None else frozenset()


S = TypeVar("S")


def advance(draft: S, step: Callable[[S], bool], limit: int = ADVANCE_LIMIT) -> int:
    """Run `step(draft)` until it reports that nothing automatic is left.

    Args:
        draft: The state being built by `apply` (mutable here only).
        step: Does one automatic transition (end a turn, end a phase, score a round) and
            returns True, or returns False when some seat must decide or the game is over.
        limit: Safety bound on the number of steps.

    Returns:
        How many automatic steps ran.

    Raises:
        FlowLoopError: If `step` kept going for more than `limit` steps.
    """
    for count in range(limit):
        if not step(draft):
            return count
    msg = f"flow did not settle after {limit} automatic steps"
    raise FlowLoopError(msg)
