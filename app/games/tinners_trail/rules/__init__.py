"""Rules of Tinners' Trail, one module per phase or mechanic (seed 002)."""

from __future__ import annotations
