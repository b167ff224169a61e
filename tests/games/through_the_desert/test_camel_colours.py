"""The five camel colours are told apart at a glance (stranger: pastel green and blue were not).

Distances are CIE76 ΔE in CIELAB (sRGB, D65). Also checked: a camel under the amber wash of
"changed since your last turn" (`app/ui/board/changed.py`, alpha 60) against any other camel
as drawn plainly, where the old green and turquoise came within 12.
"""

from __future__ import annotations

import itertools

from app.games.through_the_desert.data.data import COLOURS, camel_fills

WASH = (255, 176, 0)
WASH_ALPHA = 60 / 255


def _rgb(fill: str) -> tuple[float, float, float]:
    return tuple(int(fill[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(v: float) -> float:
        return v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return float(sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5)


def _washed(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    return tuple(
        c * (1 - WASH_ALPHA) + w / 255 * WASH_ALPHA for c, w in zip(rgb, WASH, strict=True)
    )  # type: ignore[return-value]


def test_one_fill_per_colour():
    assert len(camel_fills()) == len(COLOURS)


def test_every_two_camel_colours_are_far_apart():
    fills = [_rgb(f) for f in camel_fills()]
    nearest = min(_delta(a, b) for a, b in itertools.combinations(fills, 2))
    assert nearest >= 40, nearest  # the old pastels: 26 (pink and purple), green-blue 33


def test_green_and_blue_are_far_apart():
    fills = camel_fills()
    green, blue = _rgb(fills[COLOURS.index("green")]), _rgb(fills[COLOURS.index("turquoise")])
    assert _delta(green, blue) >= 50


def test_a_camel_under_the_changed_wash_is_not_taken_for_another():
    fills = [_rgb(f) for f in camel_fills()]
    nearest = min(_delta(_washed(a), b) for a, b in itertools.permutations(fills, 2))
    assert nearest >= 20, nearest  # the old pastels: 12
