"""Ranges of changes in the choice panel read from the smaller amount (the stranger's 070, 160)."""

from __future__ import annotations

from app.games.barrage.view.choices import change_range


def test_costs_read_from_the_smaller_amount_and_zero_has_no_sign() -> None:
    assert change_range(-2, -1) == "−1…−2"  # was "−2…−1"
    assert change_range(-3, 0) == "0…−3"  # was "−3…+0"
    assert change_range(0, 3) == "0…+3"  # was "+0…+3"
    assert change_range(1, 3) == "+1…+3"
    assert change_range(-2, -2) == "−2"
    assert change_range(0, 0) == "0"
    assert change_range(-1, 2) == "−1…+2"
