"""Phase 1: ore prices (seed 002 「フェイズ1:鉱石価格の決定」).

Three dice (orange 0/1/2/2/3/3, blue 2/2/3/3/4/4, grey 0/1/1/2/2/3) are rolled for tin, then
again for copper. The total picks a space of the price row (tin £4/£5/£6/£7, copper
£2/£4/£8/£10; which totals fall on which space is designed, see RULES.md). From round 2, an ore
whose previous price was the lowest adds 1 to the total, and one whose previous price was the
highest subtracts 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import note
from app.games.tinners_trail.rules.edit import log

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = ["HIGHEST", "SHIFT", "adjustment", "price", "roll"]

HIGHEST = 3
"""Index of the dearest space of a price row."""
SHIFT = 1
"""What the dice total gains after the cheapest price, and loses after the dearest (seed 002)."""


def price(state: State, ore: int) -> int:
    """Return this round's price in £ of ore 0 (tin) or 1 (copper)."""
    return int(game_data().price_values[ore][state.prices[ore]])


def adjustment(previous: int | None) -> int:
    """Return +1 after the cheapest space, -1 after the dearest, else 0 (None: round 1)."""
    if previous is None:
        return 0
    if previous == 0:
        return SHIFT
    return -SHIFT if previous == HIGHEST else 0


def roll(draft: State, first: bool) -> None:
    """Roll tin then copper and move the price markers (`first`: round 1, no adjustment)."""
    data = game_data()
    dice = draft.rng.stream()
    spaces = list(draft.prices)
    rolled: list[tuple[int, ...]] = []
    for ore in (0, 1):
        faces = tuple(dice.choice(die) for die in data.dice)
        shift = adjustment(None if first else draft.prices[ore])
        total = sum(faces)
        spaces[ore] = data.price_space(ore, total + shift)
        rolled.append(faces)
        key = "price" if shift == 0 else ("price_up" if shift > 0 else "price_down")
        log(
            draft,
            note(
                key,
                names={"ore": f"ore:{ore}"},
                d1=faces[0],
                d2=faces[1],
                d3=faces[2],
                total=total,
                adjusted=total + shift,
                money=data.price_values[ore][spaces[ore]],
            ),
        )
    draft.prices = (spaces[0], spaces[1])
    draft.dice = (rolled[0], rolled[1])
