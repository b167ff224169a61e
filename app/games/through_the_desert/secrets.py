"""What each seat keeps to itself in Through the Desert, in words (issue 34 §4, §5), Qt-free.

Collected water holes lie face down (seed 001 "水場の占拠": 「自分の前に伏せて置きます」): their
values and their sum are the seat's own until the end, unless the game uses open scores.
`line_for` words the log's "takes the water hole on C6: 3 points" without the value for a
viewer who may not see it; `secret_texts` lists the phrases that would give a value away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.secrets import phrases
from app.engine.text import Seat
from app.games.through_the_desert.model import HIDDEN
from app.games.through_the_desert.rules.board import geo
from app.games.through_the_desert.rules.scoring import public_points, water_is_public
from app.games.through_the_desert.texts import DOMAIN, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.model import State

__all__ = ["line_for", "own_score", "secret_texts", "water_line"]


def line_for(line: Text, view: State) -> Text:
    """Return the log line `line` as the holder of `view` may read it.

    A water hole taken by a seat whose values `view` hides loses its value (and the ledger
    amount of the seat's water points, which that viewer has no counter for).
    """
    if line.domain != DOMAIN or line.key != "log.water":
        return line
    who = line.arg("who")
    if not isinstance(who, Seat) or HIDDEN not in view.seats[who.index].water:
        return line
    cell = line.arg("cell")
    assert cell is not None
    hidden = t("log.water_hidden", who=who, cell=cell)
    private = f"seat:{who.index}:water_points"
    return hidden.with_deltas({k: v for k, v in line.deltas if k != private})


def water_line(state: State, seat: int) -> Text:
    """Return "2 water holes, worth 5 in all": the private panel's line of `seat`'s own tiles."""
    water = state.seats[seat].water
    return t("private.water", n=len(water), points=sum(water))


def own_score(state: State, seat: int) -> Text:
    """The score so far of `seat` with its face-down water holes (its own view)."""
    water = sum(state.seats[seat].water)
    n = public_points(state, seat) + water
    return t("score_so_far.own", who=Seat(seat), n=n, water=water)


def secret_texts(state: State, seat: int) -> set[str]:
    """The phrases that would tell another seat the values of `seat`'s water holes.

    The cells are not kept with the values, so every cell the seat holds or has enclosed
    that no longer has a water hole is paired with every value the seat holds.
    """
    water = state.seats[seat].water
    if water_is_public(state) or not water or HIDDEN in water:
        return set()
    board = geo(state)
    cells = [
        board.name(c)
        for c in range(len(state.water))
        if (state.owner[c] == seat or state.area[c] == seat) and state.water[c] == 0
    ]
    lines = [
        t("log.water", who=Seat(seat), cell=cell, n=value)
        for cell in cells
        for value in sorted(set(water))
    ]
    return phrases([*lines, water_line(state, seat), own_score(state, seat)])
