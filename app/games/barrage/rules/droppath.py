"""`DropPath`: where one drop of water went (`rules.water` moves it, `rules.notes` logs it).

Its own module so that the water rules and the log lines both import it without importing each
other.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["DropPath"]


class DropPath(BaseModel):
    """Where one drop went."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    passed: tuple[int, ...]
    """Basins whose powerhouse spaces the drop passed by natural flow."""
    dam: int | None
    """Dam index where it stopped, or None when it left the map."""
    exit: str | None
    """Exit it left by, or None when it stopped in a dam."""
