"""Hotseat: four heavy board games on one computer."""

from __future__ import annotations

__all__ = ["__version__"]

__version__ = "0.1.0"
