"""Qt-free engine core shared by every game (STYLE.md §3)."""

from __future__ import annotations
