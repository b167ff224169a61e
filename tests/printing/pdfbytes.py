"""Reading the facts the tests check straight from PDF bytes (no PDF library needed)."""

from __future__ import annotations

import re

__all__ = ["media_boxes", "page_count"]


def page_count(data: bytes) -> int:
    """Number of page objects (`/Type /Page`, not `/Pages`)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def media_boxes(data: bytes) -> list[tuple[float, ...]]:
    """Every `/MediaBox [x0 y0 x1 y1]` in the file, in points."""
    found = re.findall(rb"/MediaBox\s*\[\s*([-\d.\s]+)\]", data)
    return [tuple(round(float(v)) for v in box.split()) for box in found]
