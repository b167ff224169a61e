"""Why a move is good, in words ("Suggest a move"; PRODUCT.md "Preview and suggestions").

`explain(view, action)` plays the move on the acting seat's own view and names what it earns
at once (seed 001 "ゲーム中の得点", "ゲームの終了と精算"): spaces enclosed, water holes and
oasis tiles taken, the lead of a colour's largest caravan won or tied. The two largest gains in
points are named, largest first. A move that earns nothing now is explained by where it leads
(an oasis or a water hole next to the new camel), by the caravan of another player it blocks,
or as extending the caravan. A rider is explained by the water holes and oases around it.
Only what the seat can see is used: the board, and its own water-hole tiles. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, TextList
from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.rules import camel
from app.games.through_the_desert.rules.board import camel_reason, geo
from app.games.through_the_desert.rules.scoring import (
    CARAVAN_SOLE,
    CARAVAN_TIE,
    OASIS_TILE,
    breakdown,
    caravan_sizes,
)
from app.games.through_the_desert.texts import colour_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.actions import PlaceCamel
    from app.games.through_the_desert.model import State

__all__ = ["enclosure_preview", "explain"]

_MOST = 2
"""How many gains a reason names at most."""


def explain(view: State, action: PlaceRider | PlaceCamel) -> Text | None:
    """Return the main reason for `action` in the acting seat's `view`, or None if illegal."""
    if isinstance(action, PlaceRider):
        return _rider(view, action.cell)
    if camel_reason(view, action.player, action.colour, action.cell) is not None:
        return None
    gains = _gains(view, action)
    if gains:
        gains.sort(key=lambda gain: -gain[0])
        named = [text for _, text in gains[:_MOST]]
        return named[0] if len(named) == 1 else t("hint.list", items=TextList(tuple(named)))
    return _prospect(view, action)


def enclosure_preview(view: State, action: PlaceCamel) -> Text | None:
    """Return "closes an area: n spaces, n points" if the camel encloses an area, else None.

    The hover line of a space while a camel is held (the TtD stranger: a space that would
    close an area said nothing of it). The points are the scoring's own (`breakdown`).
    """
    if camel_reason(view, action.player, action.colour, action.cell) is not None:
        return None
    after = _after(view, action)
    oases = set(after.oases)
    spaces = sum(
        1
        for c, (was, now) in enumerate(zip(view.area, after.area, strict=True))
        if was != now and c not in oases
    )
    if spaces == 0:
        return None
    points = _area_points(after, action.player) - _area_points(view, action.player)
    return t("hint.closes_area", n=spaces, points=points)


def _area_points(state: State, seat: int) -> int:
    """Return the points `seat`'s enclosed areas score in `state` (the scoring's own)."""
    return sum(line.points for line in breakdown(state)[seat] if line.source == "areas")


def _after(view: State, action: PlaceCamel) -> State:
    """Return `view` after the camel is placed (the turn's bookkeeping left out)."""
    draft = view.model_copy()
    draft.pending = [d.model_copy() for d in view.pending]
    camel.on_place(draft, action)
    return draft


def _award(sizes: list[int], seat: int) -> int:
    """Return the points `seat`'s caravan would get for its colour's largest caravan."""
    best = max(sizes)
    if best == 0 or sizes[seat] != best:
        return 0
    return CARAVAN_SOLE if sizes.count(best) == 1 else CARAVAN_TIE


def _gains(view: State, action: PlaceCamel) -> list[tuple[int, Text]]:
    """Return (points, words) of everything the camel earns at once."""
    after = _after(view, action)
    me = action.player
    gains: list[tuple[int, Text]] = []
    oases = set(after.oases)
    spaces = sum(
        1
        for c, (was, now) in enumerate(zip(view.area, after.area, strict=True))
        if was != now and c not in oases
    )
    if spaces > 0:
        gains.append((spaces, t("hint.encloses", n=spaces)))
    taken = after.seats[me].water[len(view.seats[me].water) :]
    if taken:
        gains.append((sum(taken), t("hint.water", n=len(taken), points=sum(taken))))
    reached = len(after.seats[me].oases) - len(view.seats[me].oases)
    if reached > 0:
        points = OASIS_TILE * reached
        gains.append((points, t("hint.oasis", n=reached, points=points)))
    before_sizes = caravan_sizes(view)[action.colour]
    after_sizes = caravan_sizes(after)[action.colour]
    lead = _award(after_sizes, me) - _award(before_sizes, me)
    if lead > 0:
        colour = colour_text(action.colour)
        if _award(after_sizes, me) == CARAVAN_SOLE:
            gains.append((lead, t("hint.caravan_lead", colour=colour)))
        else:
            gains.append((lead, t("hint.caravan_tie", colour=colour)))
    return gains


def _prospect(view: State, action: PlaceCamel) -> Text:
    """Return why a camel that earns nothing now is worth placing."""
    g = geo(view)
    me, colour, cell = action.player, action.colour, action.cell
    scored = {o for c, o in view.seats[me].oases if c == colour}
    around = g.neighbours[cell]
    if any(m in view.oases and m not in scored for n in around for m in g.neighbours[n]):
        return t("hint.toward_oasis")
    water = max((view.water[n] for n in around if view.owner[n] == -1), default=0)
    if water:
        return t("hint.toward_water", points=water)
    blocked = _blocked(view, action)
    if blocked is not None:
        seat, their_colour = blocked
        return t("hint.blocks", who=Seat(seat), colour=colour_text(their_colour))
    return t("hint.extends", colour=colour_text(colour))


def _blocked(view: State, action: PlaceCamel) -> tuple[int, int] | None:
    """Return (seat, colour) of another player's caravan that could have grown onto the cell."""
    for seat, player in enumerate(view.seats):
        if seat == action.player:
            continue
        for colour in player.colours:
            if view.supply[colour] and camel_reason(view, seat, colour, action.cell) is None:
                return seat, colour
    return None


def _rider(view: State, cell: int) -> Text:
    """Return what lies within two spaces of a rider's space."""
    g = geo(view)
    ring1 = set(g.neighbours[cell])
    near = (ring1 | {m for n in ring1 for m in g.neighbours[n]}) - {cell}
    water = sum(1 for n in near if view.water[n] and view.owner[n] == -1)
    oases = sum(1 for n in near if n in view.oases)
    found = []
    if water:
        found.append(t("hint.count.water", n=water))
    if oases:
        found.append(t("hint.count.oasis", n=oases))
    if not found:
        return t("hint.rider_room")
    return t("hint.rider", what=TextList(tuple(found)))
