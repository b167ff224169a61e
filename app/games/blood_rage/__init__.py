"""Blood Rage (Eric M. Lang): the `GAME` object, Qt-free. Not yet in `app.games.GAMES`."""

from __future__ import annotations

from app.games.blood_rage.game import BloodRage

__all__ = ["GAME"]

GAME = BloodRage()
"""Blood Rage as a `Game` (STYLE.md §3): registered in `app.games` once it plays to the end."""
