"""A seat's bonus-tile scoring with its cause: the numbers the log line states (issue 33).

Its own module so that `notes` (the log lines) can name it without importing `scoring`,
which imports `notes`.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["BonusScore"]


class BonusScore(NamedTuple):
    """A seat's bonus tile scoring and why (seed 000 ボーナスタイルによる得点)."""

    vp: int
    """VP scored."""
    full: int
    """What the tile counts times its VP each (the full reward)."""
    energy: int
    """This round's energy."""
    reached: int
    """Track section the energy marker is in (0: the start section, nothing scores)."""
    needed: int
    """Section holding this round's tile."""
    needed_from: int
    """First energy of that section (round 3: 18)."""
    short: int
    """Sections short of it (0: reached)."""
    cut: int
    """VP taken off the full reward: 4 per section short (may exceed it; never below 0 VP)."""
    under_minimum: bool
    """Under 6 energy: no reward whatever the count."""
