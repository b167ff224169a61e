"""Tinners' Trail (Martin Wallace): the `GAME` object, Qt-free."""

from __future__ import annotations

from app.games.tinners_trail.game import TinnersTrail

__all__ = ["GAME"]

GAME = TinnersTrail()
