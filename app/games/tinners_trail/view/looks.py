"""What each map item shows, and its tooltip, from the state the viewer may see.

`region_look` turns one region of a (redacted) state into a `RegionLook`; `region_tip` and
`border_tip` write the tooltips from the game's catalogue (`ui.tip.*`), one fact a line, in
the UI language with the seats' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QFontMetricsF

from app.engine.text import Seat, Text, TextList
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE, AfterCard, Auction
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.texts import border_text, group_text, region_text, t
from app.games.tinners_trail.view.geometry import BOX_W, FONT
from app.games.tinners_trail.view.mapitems import RegionLook
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.tinners_trail.model import State
    from app.ui.palette import PlayerStyle

__all__ = ["border_tip", "name_lines", "region_look", "region_tip", "seats_of"]

_NAME_ROOM = BOX_W - 14
"""Width of a region's name (the letter badge sits at the bottom)."""


def seats_of(mask: int, players: int) -> tuple[int, ...]:
    """Return the seats in a bit mask (peek tokens)."""
    return tuple(s for s in range(players) if mask >> s & 1)


def name_lines(name: str) -> tuple[str, ...]:
    """Split a region name over two lines when it is too wide for its box (after ・ or a space)."""
    font = QFont()
    font.setPixelSize(FONT)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(name) <= _NAME_ROOM:
        return (name,)
    for mark in ("・", " "):
        at = name.find(mark)
        if at > 0:
            cut = at + 1
            return (name[:cut].strip(), name[cut:].strip())
    return (name,)


def _tile_state(state: State, region: int) -> str:
    tile = state.tile[region]
    if tile == NO_TILE:
        return "none"
    if state.face_up[region]:
        return "up"
    return "down" if tile == HIDDEN_TILE else "seen"


def region_look(state: State, region: int, styles: Sequence[PlayerStyle]) -> RegionLook:
    """Return what the box of `region` shows in `state` (the viewer's view)."""
    r = game_data().regions[region]
    in_play = board(state.players).in_play[region]
    tile = _tile_state(state, region)
    cubes = (0, 0, 0)
    if tile in ("up", "seen"):  # the tile and the ore adits added since (issue 35: 1/3/2 shown
        x = game_data().tiles[state.tile[region]]  # after an adit had added a tin and a copper)
        cubes = (x.tin + state.tin[region], x.copper + state.copper[region], x.water)
    status = ""
    if not in_play:
        status = show(t("ui.not_in_play"))
    elif state.closed[region]:
        status = show(t("ui.closed"))
    owner = state.mine[region]
    return RegionLook(
        name_lines=name_lines(show(t(f"region.{r.id}"))),
        letter=r.group,
        group=r.group,
        in_play=in_play,
        coastal=r.coastal,
        closed=state.closed[region],
        status=status,
        tile=tile,
        tile_cubes=cubes,
        peeks=tuple(styles[s] for s in seats_of(state.known[region], state.players)),
        mine=styles[owner] if owner >= 0 else None,
        cubes=(state.tin[region], state.copper[region], state.water[region]),
        drains=state.drains[region],
        miner=state.miner[region],
        port=state.port[region],
        rail=state.rail[region],
        pump=state.pump[region],
        auction=_auctioned(state) == region,
    )


def _auctioned(state: State) -> int:
    """The region under the auction marker, or -1."""
    top = state.pending[-1] if state.pending else None
    return top.region if isinstance(top, Auction | AfterCard) else -1


def region_tip(state: State, region: int, names: Sequence[str]) -> str:
    """Return the tooltip of a region: what it is, its tile or mine, tokens and pieces."""
    where = region_text(region)
    r = game_data().regions[region]
    owner = state.mine[region]
    if not board(state.players).in_play[region]:
        lines: list[Text] = [t("tip.region_out", region=where)]
    elif state.closed[region]:
        lines = [t("tip.region_closed", region=where)]
    elif owner >= 0:
        lines = [t("tip.region_mine", region=where, who=Seat(owner), n=capacity(state, region))]
        lines.append(
            t(
                "ui.tip.cubes",
                tin=state.tin[region],
                copper=state.copper[region],
                water=state.water[region],
            )
        )
    else:
        lines = [t("tip.region_coastal" if r.coastal else "tip.region", region=where)]
    if _auctioned(state) == region:
        lines.append(t("tip.auction_marker", region=where))
    lines += _tile_lines(state, region)
    if state.drains[region]:
        lines.append(t("tip.drainage"))
    for kind, key in (
        ("miner", "tip.dev_miner"),
        ("port", "tip.dev_port"),
        ("rail", "tip.dev_rail"),
        ("pump", "tip.pump_stays"),
    ):
        if getattr(state, kind)[region]:
            lines.append(t(key))
    return "\n".join(show(line, names) for line in lines)


def _tile_lines(state: State, region: int) -> list[Text]:
    tile = _tile_state(state, region)
    out: list[Text] = []
    if tile in ("up", "seen"):
        x = game_data().tiles[state.tile[region]]
        key = "tip.tile_up" if tile == "up" else "tip.tile_known"
        out.append(t(key, label=x.id, tin=x.tin, copper=x.copper, water=x.water))
    if tile in ("up", "seen", "down") and (state.tin[region] or state.copper[region]):
        out.append(t("tip.ore_added", tin=state.tin[region], copper=state.copper[region]))
    if tile == "down":
        out.append(t("tip.tile_down", group=group_text(game_data().region_group[region])))
    peekers = seats_of(state.known[region], state.players)
    if peekers and tile != "up":
        out.append(t("tip.peek_token", who=TextList(tuple(Seat(s) for s in peekers))))
    return out


def border_tip(state: State, border: int, names: Sequence[str]) -> str:
    """Return the tooltip of a border's adit space."""
    key = "ui.tip.adit" if border in state.adits else "ui.tip.border"
    lines = [t(key, border=border_text(border)), t("tip.dev_adit")]
    return "\n".join(show(line, names) for line in lines)
