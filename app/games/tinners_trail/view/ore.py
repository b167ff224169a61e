"""The ore picker's numbers: which loads are legal, the default load, the steppers' limits. Qt-free.

A mining action's ore (seed 002 「鉱石の採掘」) is chosen with two steppers, tin and copper,
instead of a list of every combination. The steppers only ever show a legal load: a step is
allowed only when the load it makes is among the legal actions' loads (capacity, the cubes in
the region, the money for the water), and a step that is not says why, with its numbers.

The default load (`best_load`) follows one rule, said in the picker's tooltip
(`ui.ore.default`): the most cubes the seat can carry and pay for (capacity, the cubes in the
region, the money for the water), the dearer ore first at this round's prices (tin when the
prices are equal). Issue 35: the old default weighed each cube's net worth against the water
and so showed full loads, part loads or nothing with no rule a player could see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.texts import ORES, region_text, t

if TYPE_CHECKING:
    from collections.abc import Collection, Hashable, Iterable

    from app.engine.text import Text
    from app.games.tinners_trail.model import State

__all__ = ["ORE", "best_load", "loads", "step_refusal"]

ORE = "ore"
"""Key of the narrowing step whose values are `(tin, copper)` loads."""

Load = tuple[int, int]


def loads(values: Iterable[Hashable]) -> frozenset[Load]:
    """The legal `(tin, copper)` loads among a step's values."""
    out = set()
    for v in values:
        if isinstance(v, tuple) and len(v) == 2 and all(isinstance(n, int) for n in v):
            out.add((int(v[0]), int(v[1])))
    return frozenset(out)


def best_load(state: State, region: int, allowed: Collection[Load]) -> Load:
    """The default load: the most cubes, then the dearer ore (tin at equal prices)."""
    data = game_data()
    prices = [data.price_values[k][state.prices[k]] for k in (0, 1)]
    dear = 1 if prices[1] > prices[0] else 0

    def worth(load: Load) -> tuple[int, int]:
        return (sum(load), load[dear])

    return max(allowed, key=worth) if allowed else (0, 0)


def step_refusal(state: State, player: int, region: int, load: Load, ore: int) -> Text:
    """Why one more cube of `ore` than `load` is not allowed: capacity, cubes or money."""
    more = [load[0] + (ore == 0), load[1] + (ore == 1)]
    cap = capacity(state, region)
    n = sum(more)
    if n > cap:
        return t("reason.capacity", n=cap)
    here = (state.tin[region], state.copper[region])[ore]
    if more[ore] > here:
        return t("ui.ore.no_more", region=region_text(region), n=here, ore=t(f"ore.{ORES[ore]}"))
    water = state.water[region]
    return t("ui.ore.money", n=n, money=n * water, water=water, have=state.seats[player].money)
