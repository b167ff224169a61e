"""Tinners' Trail components loaded from `resources/tinners_trail/` (Qt-free)."""

from __future__ import annotations
