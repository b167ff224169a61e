"""Japanese texts of the game data: officer and company abilities, advanced technology tiles.

The English texts live in the game data (`summary`, `ability_summary`); their Japanese lives in
`resources/barrage/texts_ja.json`, one table per kind (`officers`, `companies`, `advanced`)
keyed by the data ids. The file is read once. Qt-free.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from app.engine.resources import resource_path

__all__ = ["KINDS", "japanese_text", "japanese_texts"]

TextKind = Literal["officers", "companies", "advanced"]
"""The tables of `texts_ja.json`."""

KINDS: tuple[TextKind, ...] = ("officers", "companies", "advanced")
"""Every table of `texts_ja.json`."""


@cache
def japanese_texts() -> dict[str, dict[str, str]]:
    """Return every table of `texts_ja.json` (kind -> id -> Japanese text), read once."""
    raw = json.loads(resource_path("barrage", "texts_ja.json").read_text(encoding="utf-8"))
    return {kind: {str(k): str(v) for k, v in raw[kind].items()} for kind in KINDS}


def japanese_text(kind: str, key: str) -> str | None:
    """Return the Japanese text of data id `key` in table `kind`, or None if there is none."""
    return japanese_texts().get(kind, {}).get(key)
