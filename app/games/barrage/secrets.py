"""What each seat keeps to itself in Barrage: nothing (issue 34 §5), Qt-free.

Barrage's only hidden information is the order of the face-down piles (private contracts,
advanced tiles, the Leeghwater Project's external works), hidden from every seat alike
(`hidden.redact`): no seat holds a secret of its own, so no phrase may be missing from another
seat's screen. Every contract and tile a company holds lies face up (seed 000).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["secret_texts"]


def secret_texts(state: State, seat: int) -> set[str]:
    """No seat of Barrage keeps a secret from the others: the empty set."""
    del state, seat
    return set()
