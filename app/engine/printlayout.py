"""Print layouts: pages of simple shapes and text in millimetres, without Qt (STYLE.md §2).

A game's `printing.py` describes its setup sheet as a `PrintLayout`; `app.printing.painter`
draws any layout with QPainter onto a printer or a PDF. Coordinates are millimetres from the
top-left corner of the paper, y growing downwards. Text sizes are in points (1/72 inch).
Colours are "#rrggbb" strings; a fill or stroke of None means "none".
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.engine.phrases import LONGEST_PHRASE, has_japanese, phrases

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "MM_PER_PT",
    "NO_LINE_START",
    "PAPER_SIZES",
    "Circle",
    "Colour",
    "Line",
    "Page",
    "PageBuilder",
    "Paper",
    "Polygon",
    "Polyline",
    "PrintLayout",
    "Rect",
    "Shape",
    "Text",
    "break_tokens",
    "page_size",
    "text_width",
    "wrap_text",
    "wrap_words",
]

MM_PER_PT = 25.4 / 72
"""Millimetres in one typographic point."""

Paper = Literal["a4", "letter"]
"""The paper sizes the app prints on."""

PAPER_SIZES: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
"""Portrait (width, height) in millimetres by paper name."""

Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
"""A colour as "#rrggbb"."""

Point = tuple[float, float]


def page_size(paper: str) -> tuple[float, float]:
    """Return the portrait (width, height) in mm of a paper name ("a4" or "letter").

    Raises:
        ValueError: the paper name is not known.
    """
    try:
        return PAPER_SIZES[paper.lower()]
    except KeyError:
        known = ", ".join(PAPER_SIZES)
        raise ValueError(f"unknown paper size {paper!r} (use one of: {known})") from None


class _Shape(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Line(_Shape):
    """A straight line."""

    kind: Literal["line"] = "line"
    start: Point
    """First end (mm)."""
    end: Point
    """Second end (mm)."""
    stroke: Colour = "#000000"
    """Line colour."""
    width: float = Field(default=0.3, gt=0)
    """Line width (mm)."""
    dashed: bool = False
    """Draw dashes instead of a solid line."""


class Polyline(_Shape):
    """An open chain of straight segments."""

    kind: Literal["polyline"] = "polyline"
    points: tuple[Point, ...] = Field(min_length=2)
    """Vertices in order (mm)."""
    stroke: Colour = "#000000"
    """Line colour."""
    width: float = Field(default=0.3, gt=0)
    """Line width (mm)."""


class Polygon(_Shape):
    """A closed shape (the last vertex joins the first)."""

    kind: Literal["polygon"] = "polygon"
    points: tuple[Point, ...] = Field(min_length=3)
    """Vertices in order (mm)."""
    fill: Colour | None = None
    """Inside colour, or None for no fill."""
    stroke: Colour | None = "#000000"
    """Outline colour, or None for no outline."""
    width: float = Field(default=0.3, gt=0)
    """Outline width (mm)."""


class Circle(_Shape):
    """A circle."""

    kind: Literal["circle"] = "circle"
    centre: Point
    """Centre (mm)."""
    radius: float = Field(gt=0)
    """Radius (mm)."""
    fill: Colour | None = None
    """Inside colour, or None for no fill."""
    stroke: Colour | None = "#000000"
    """Outline colour, or None for no outline."""
    width: float = Field(default=0.3, gt=0)
    """Outline width (mm)."""


class Rect(_Shape):
    """An axis-aligned rectangle."""

    kind: Literal["rect"] = "rect"
    x: float
    """Left edge (mm)."""
    y: float
    """Top edge (mm)."""
    w: float = Field(ge=0)
    """Width (mm)."""
    h: float = Field(ge=0)
    """Height (mm)."""
    fill: Colour | None = None
    """Inside colour, or None for no fill."""
    stroke: Colour | None = "#000000"
    """Outline colour, or None for no outline."""
    width: float = Field(default=0.3, gt=0)
    """Outline width (mm)."""


class Text(_Shape):
    """One line of text anchored at a point."""

    kind: Literal["text"] = "text"
    at: Point
    """Anchor (mm): `align` says which end of the line, `valign` which height it is."""
    text: str
    """The text (one line; any script, including Japanese)."""
    size: float = Field(default=10.0, gt=0)
    """Font size (pt)."""
    bold: bool = False
    """Bold weight."""
    align: Literal["left", "center", "right"] = "left"
    """Horizontal anchor: the anchor is the left end, the middle or the right end."""
    valign: Literal["baseline", "top", "middle"] = "baseline"
    """Vertical anchor: the baseline, the top of the capitals, or halfway up the capitals."""
    colour: Colour = "#000000"
    """Text colour."""


Shape = Annotated[Line | Polyline | Polygon | Circle | Rect | Text, Field(discriminator="kind")]
"""Any drawable primitive."""


class Page(BaseModel):
    """One sheet of paper and what is drawn on it, in drawing order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    width: float = Field(gt=0)
    """Paper width (mm)."""
    height: float = Field(gt=0)
    """Paper height (mm)."""
    shapes: tuple[Shape, ...] = ()
    """Shapes, painted first to last."""


class PrintLayout(BaseModel):
    """A printable document: a title plus pages."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    title: str
    """Document title (PDF metadata, print-job name)."""
    pages: tuple[Page, ...] = Field(min_length=1)
    """The pages in order."""


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Return a generous estimate of the printed width (mm) of one line of text.

    Layout code has no font metrics (it is Qt-free); it uses this to wrap and place text so
    that it fits. Wide (CJK) characters count one em, others about 0.6 em (0.65 bold).
    """
    em = size * MM_PER_PT
    narrow = 0.65 if bold else 0.6
    total = 0.0
    for char in text:
        total += em if _is_wide(char) else (0.3 * em if char in " .,:;|!il1'()" else narrow * em)
    return total


NO_LINE_START = frozenset("、。，．・：；？！）」』】〕ー々")
"""Japanese characters that must not begin a line (they stay at the end of the one before)."""


def break_tokens(text: str) -> list[str]:
    """Split a sentence where a line may break: after spaces, and between Japanese phrases.

    Japanese breaks between its phrases (`app.engine.phrases`, as on screen), never inside a
    word; a phrase too long for any line still breaks between its wide characters. Each token
    keeps its trailing space, so joining the tokens with "" gives `text` back.
    """
    if not has_japanese(text):
        return _char_tokens(text)
    tokens: list[str] = []
    for phrase in phrases(text):
        tokens += _char_tokens(phrase) if len(phrase) > LONGEST_PHRASE else [phrase]
    return tokens


def _char_tokens(text: str) -> list[str]:
    """Split after spaces and between wide (CJK) characters."""
    tokens: list[str] = []
    for char in text:
        joins = bool(tokens) and (
            char == " " or not (_is_wide(char) or _is_wide(tokens[-1][-1]) or tokens[-1][-1] == " ")
        )
        if joins:
            tokens[-1] += char
        else:
            tokens.append(char)
    return tokens


def wrap_words(words: Sequence[str], size: float, width: float, gap: str = "") -> list[str]:
    """Join `words` with `gap` into lines of at most `width` mm (estimated by `text_width`).

    A word that must not begin a line (`NO_LINE_START`) stays on the line before, even if that
    makes it a little longer.
    """
    lines: list[str] = []
    current = ""
    for word in words:
        trial = f"{current}{gap}{word}" if current else word
        too_long = text_width(trial.rstrip(), size) > width
        if current.strip() and too_long and word[:1] not in NO_LINE_START:
            lines.append(current.rstrip())
            trial = word.lstrip()
        current = trial
    return [*lines, current.rstrip()] if current.strip() else lines


def wrap_text(text: str, size: float, width: float) -> list[str]:
    """Break a sentence into lines of at most `width` mm: at spaces, or between wide characters."""
    return wrap_words(break_tokens(text), size, width)


class PageBuilder:
    """Collects shapes for one page; `page()` returns the finished, immutable `Page`.

    Args:
        width: Paper width in mm.
        height: Paper height in mm.
    """

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self._shapes: list[Line | Polyline | Polygon | Circle | Rect | Text] = []

    def add(self, shape: Line | Polyline | Polygon | Circle | Rect | Text) -> None:
        """Append any shape."""
        self._shapes.append(shape)

    def line(self, start: Point, end: Point, stroke: str = "#000000", width: float = 0.3) -> None:
        """Append a solid line."""
        self.add(Line(start=start, end=end, stroke=stroke, width=width))

    def polygon(
        self, points: tuple[Point, ...], fill: str | None, stroke: str | None, width: float = 0.3
    ) -> None:
        """Append a closed polygon."""
        self.add(Polygon(points=points, fill=fill, stroke=stroke, width=width))

    def circle(
        self, centre: Point, radius: float, fill: str | None, stroke: str | None, width: float = 0.3
    ) -> None:
        """Append a circle."""
        self.add(Circle(centre=centre, radius=radius, fill=fill, stroke=stroke, width=width))

    def rect(
        self, box: tuple[float, float, float, float], fill: str | None, stroke: str | None
    ) -> None:
        """Append a rectangle given as (x, y, w, h) with a 0.3 mm outline."""
        x, y, w, h = box
        self.add(Rect(x=x, y=y, w=w, h=h, fill=fill, stroke=stroke))

    def text(self, at: Point, text: str, size: float = 10.0, **style: object) -> None:
        """Append a line of text; `style` takes `Text` fields (bold, align, valign, colour)."""
        self.add(Text.model_validate({"at": at, "text": text, "size": size, **style}))

    def page(self) -> Page:
        """Return the page built so far."""
        return Page(width=self.width, height=self.height, shapes=tuple(self._shapes))
