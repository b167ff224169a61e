"""Errors a player or a user of a save file can read."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.engine.text import Text

__all__ = ["IllegalAction", "InvalidSave"]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why.

    Args:
        reason: The rules' reason (a `Text`, or a plain English string); `str()` is English.
    """

    def __init__(self, reason: Text | str) -> None:
        super().__init__(str(reason))
        self.reason = reason


class InvalidSave(ValueError):
    """A save file that cannot be loaded; the message names the file and the problem.

    Args:
        reason: The problem (a `Text`, or a plain English string); `str()` is English and the
            UI shows `reason` in its own language.
    """

    def __init__(self, reason: Text | str) -> None:
        super().__init__(str(reason))
        self.reason = reason
