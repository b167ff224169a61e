"""Barrage (Cranio Creations, 2019): the `GAME` object, Qt-free (see RULES.md)."""

from __future__ import annotations

from app.games.barrage.game import Barrage

__all__ = ["GAME"]

GAME = Barrage()
