"""Through the Desert (Reiner Knizia): the `GAME` object, Qt-free."""

from __future__ import annotations

from app.games.through_the_desert.game import ThroughTheDesert

__all__ = ["GAME"]

GAME = ThroughTheDesert()
