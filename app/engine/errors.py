"""Errors a player or a user of a save file can read."""

from __future__ import annotations

__all__ = ["IllegalAction", "InvalidSave"]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class InvalidSave(ValueError):
    """A save file that cannot be loaded; the message names the file and the problem."""
