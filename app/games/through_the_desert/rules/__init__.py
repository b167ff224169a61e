"""Rules of Through the Desert, one module per part of the game (seed 001)."""

from __future__ import annotations
