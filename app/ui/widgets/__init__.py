"""Game-independent panels: prompt line, players, log, legal moves, buttons, hand-off."""

from __future__ import annotations
