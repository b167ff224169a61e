"""Where the read-only data files live (a source checkout or a PyInstaller bundle)."""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["resource_path"]


def resource_path(*parts: str) -> Path:
    """Return the path of a file or folder under the top-level `resources/` folder."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root.joinpath("resources", *parts)
