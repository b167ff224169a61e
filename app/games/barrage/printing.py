"""The printed setup sheet of Barrage (issue #4 "Printed setup"), Qt-free.

One page: a schematic of the map (the three areas, the twelve basins with their dam spaces
and rivers, the headstream tiles by slot, the neutral dams), then the lists: headstream tiles
with their drops by round, neutral dams (basin, space, level), the bonus tile of each round,
the objective, the national and face-up private contracts, the patent office (standard setup),
and the seats: companies, officers and starting contracts by turn position (introductory) or
the pool to draft in reverse turn order (standard); the seed and the setup code at the foot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.printlayout import PageBuilder, PrintLayout, page_size, text_width, wrap_text
from app.engine.setupcode import encode
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, Phase
from app.games.barrage.printmap import (
    AREA_NAMES,
    BASIN_PLACES,
    GREY,
    schematic,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.barrage.data.components import Reward
    from app.games.barrage.model import State

    Tr = Callable[[str], str]

__all__ = ["BASIN_PLACES", "layout", "reward_text"]

GAME_ID = "barrage"
MARGIN = 12.0
FOOTER = 24.0
"""Height of the setup-code box (mm)."""
LIST, HEAD = 8.5, 10.0
"""Font sizes (pt) of list lines and section headings."""
LINE = 3.9
"""Distance between list lines (mm)."""
GAP = 6.0
"""Space between two columns (mm)."""
MAP_MIN, MAP_MAX = 62.0, 92.0
"""Height range of the schematic (mm)."""
_LEVELS = {1: "I", 2: "II", 3: "III"}
_STRUCTURES = {
    "base": "base",
    "elevation": "elevation",
    "conduit": "conduit",
    "powerhouse": "powerhouse",
    "joker": "joker",
}
"""English structure names used on the sheet (translated through `tr`)."""
_BONUS = {
    "contracts_fulfilled": "{vp} VP per contract fulfilled",
    "powerhouses_built": "{vp} VP per powerhouse built",
    "bases_built": "{vp} VP per base built",
    "conduits_built": "{vp} VP per conduit built",
    "elevations_built": "{vp} VP per elevation built",
    "advanced_tiles_owned": "{vp} VP per advanced technology tile",
}
_OBJECTIVES = {
    "red_spaces": "Bases and powerhouses on red-outlined spaces",
    "linked_dams": "Dams linked by an own conduit to an own powerhouse",
    "most_area": "Structures in the area where you have the most",
    "fewest_area": "Structures in the area where you have the fewest",
    "basins_with_1": "Basins with at least 1 own structure",
    "basins_with_3": "Basins with at least 3 own structures (not 11 and 12)",
}
_REWARDS = (
    ("vp", "{n} VP"),
    ("credits", "credits ×{n}"),
    ("excavator", "excavators ×{n}"),
    ("mixer", "mixers ×{n}"),
    ("any_machine", "machinery of choice ×{n}"),
    ("rotate_wheel", "wheel turns ×{n}"),
    ("energy", "energy ×{n}"),
    ("place_drops", "drops on headstreams ×{n}"),
    ("flow_drops", "drops that flow now ×{n}"),
    ("build_conduit_max", "free conduit (value ≤ {n})"),
    ("build_elevation", "free elevation ×{n}"),
    ("build_powerhouse", "free powerhouse ×{n}"),
)
"""Reward fields and how the sheet writes them."""


# -- text helpers -----------------------------------------------------------------------------
def _para(
    page: PageBuilder, at: tuple[float, float], text: str, width: float, **style: object
) -> float:
    """Write `text` wrapped to `width` from baseline `at`; return the next line's baseline."""
    x, y = at
    size = float(style.pop("size", LIST))  # type: ignore[arg-type]
    for line in wrap_text(text, size, width):
        page.text((x, y), line, size, **style)
        y += LINE * size / LIST
    return y


def _heading(page: PageBuilder, x: float, y: float, text: str) -> float:
    """Write a section heading on baseline `y`; return the first list baseline under it."""
    page.text((x, y), text, HEAD, bold=True)
    return y + 4.8


def reward_text(reward: Reward, t: Tr) -> str:
    """Return a reward in words, e.g. "7 VP, wheel turns ×4"."""
    parts = [t(tpl).format(n=getattr(reward, key)) for key, tpl in _REWARDS if getattr(reward, key)]
    if reward.build_base is not None:
        areas = "/".join(t(AREA_NAMES[a]) for a in reward.build_base)
        parts.append(t("free base ({areas})").format(areas=areas) if areas else t("free base"))
    return ", ".join(parts)


def _contract_line(cid: int, t: Tr) -> str:
    c = next(c for tier in game_data().contracts.tiers for c in tier.contracts if c.id == cid)
    return t("#{id}: {energy} energy → {reward}").format(
        id=cid, energy=c.energy, reward=reward_text(c.reward, t)
    )


def _company(cid: str, t: Tr) -> str:
    return t(next(c.name for c in game_data().companies.companies if c.id == cid))


def _officer(oid: str) -> str:
    return next(o.name for o in game_data().officers.officers if o.id == oid)


def _player(seat: int, t: Tr) -> str:
    return t("Player {seat}").format(seat=seat + 1)


def _tile_name(tile_id: str, t: Tr) -> str:
    tile = next(a for a in game_data().technology.advanced if a.id == tile_id)
    return t("{level} {structure}").format(
        level=_LEVELS[tile.level], structure=t(_STRUCTURES[tile.structure])
    )


# -- the page ---------------------------------------------------------------------------------
def layout(
    state: State, options: BarrageOptions, paper: str = "a4", tr: Tr | None = None
) -> PrintLayout:
    """Return the one-page setup sheet of a freshly set-up game.

    Args:
        state: The state right after `GAME.setup(options, seed)`.
        options: The options it was set up with (they go into the setup code).
        paper: "a4" or "letter".
        tr: Translates an English template (before formatting); the default keeps English.

    Raises:
        ValueError: the paper size is unknown.
    """
    t: Tr = tr or (lambda text: text)
    width, height = page_size(paper)
    code = encode(GAME_ID, options, state.rng.seed)
    page = PageBuilder(width, height)
    title = t("Barrage")
    kind = t("Introductory setup") if state.introductory else t("Standard setup")
    page.text((MARGIN, MARGIN + 6), title, 17, bold=True)
    info = t("{kind} for {players} players · seed {seed} · code {code}").format(
        kind=kind, players=state.players, seed=state.rng.seed, code=code
    )
    page.text((MARGIN, MARGIN + 12), info, 10, colour=GREY)
    top = MARGIN + 17
    footer_top = height - MARGIN - FOOTER
    lists = _lists(PageBuilder(width, height), state, options, 0.0, t)  # measure only
    map_height = max(MAP_MIN, min(MAP_MAX, footer_top - 6 - lists - top))
    schematic(page, state, (MARGIN, top, width - 2 * MARGIN, map_height), t)
    _lists(page, state, options, top + map_height + 7, t)
    _footer(page, state, code, footer_top, t)
    return PrintLayout(title=f"{title} — {code}", pages=(page.page(),))


def _lists(page: PageBuilder, state: State, options: BarrageOptions, y: float, t: Tr) -> float:
    """Draw the two list columns and the seats from baseline `y`; return the height used."""
    column = (page.width - 2 * MARGIN - GAP) / 2
    left = _water_list(page, state, (MARGIN, y + 4), column, t)
    left = _tile_list(page, state, (MARGIN, left + 2.5), column, t)
    right_x = MARGIN + column + GAP
    right = _contract_list(page, state, (right_x, y + 4), column, t)
    right = _patent_list(page, state, (right_x, right + 2.5), column, t)
    end = _seats(page, state, options, max(left, right) + 2.5, t)
    return end - y


def _water_list(
    page: PageBuilder, state: State, at: tuple[float, float], width: float, t: Tr
) -> float:
    """Headstream tiles by slot and the neutral dams; return the next free baseline."""
    x, y = at
    geo, data = geometry(), game_data()
    drops = {tile.id: tile.drops for tile in data.headstreams.tiles}
    y = _heading(page, x, y, t("Headstream tiles (drops in rounds 1–4)"))
    for slot, head in enumerate(geo.data.headstreams):
        tile = state.headstream_tiles[slot]
        line = t("{slot} above basin {basin}: tile {tile} ({drops})").format(
            slot=head.id, basin=head.basin, tile=tile, drops=" · ".join(map(str, drops[tile]))
        )
        y = _para(page, (x, y), line, width)
    y = _heading(
        page,
        x,
        y + 2.5,
        t("Neutral dams ({drops} drop each)").format(drops=data.neutral_dams.initial_drops),
    )
    for d, dam in enumerate(state.dams):
        if dam.owner != NEUTRAL:
            continue
        basin = geo.dam_basin[d]
        line = t("{area}: basin {basin}, space {space}, level {level}").format(
            area=t(AREA_NAMES[geo.area_of(basin)]),
            basin=basin,
            space=geo.dams[d].id,
            level=dam.level,
        )
        y = _para(page, (x, y), line, width)
    return y


def _tile_list(
    page: PageBuilder, state: State, at: tuple[float, float], width: float, t: Tr
) -> float:
    """Bonus tiles by round and the objective tile; return the next free baseline."""
    x, y = at
    data = game_data()
    tiles = {tile.id: tile for tile in data.bonus_tiles.tiles}
    y = _heading(page, x, y, t("Bonus tiles on the energy track"))
    for r, tid in enumerate(state.bonus_tiles, start=1):
        tile = tiles[tid]
        what = t(_BONUS[tile.counts]).format(vp=tile.vp_each)
        y = _para(page, (x, y), t("Round {round}: {tile}").format(round=r, tile=what), width)
    vp = "/".join(map(str, data.objectives.vp_by_rank))
    y = _heading(page, x, y + 2.5, t("Objective tile ({vp} VP)").format(vp=vp))
    return _para(page, (x, y), t(_OBJECTIVES[state.objective]), width)


def _contract_list(
    page: PageBuilder, state: State, at: tuple[float, float], width: float, t: Tr
) -> float:
    """National and face-up private contracts; return the next free baseline."""
    x, y = at
    y = _heading(page, x, y, t("National contracts"))
    for cid in state.national:
        y = _para(page, (x, y), _contract_line(cid, t), width)
    y = _heading(page, x, y + 2.5, t("Private contracts face up"))
    for pile in state.private:
        label = t(pile.tier.capitalize())
        page.text((x, y), label, LIST, bold=True)
        for cid in pile.face_up:
            y = _para(page, (x + 14, y), _contract_line(cid, t), width - 14)
    return y


def _patent_list(
    page: PageBuilder, state: State, at: tuple[float, float], width: float, t: Tr
) -> float:
    """The patent office display (standard setup); return the next free baseline."""
    x, y = at
    y = _heading(page, x, y, t("Patent office"))
    if not state.patent_display:
        note = t("None in the introductory setup; every company takes a joker tile.")
        return _para(page, (x, y), note, width, colour=GREY)
    for slot, tile in enumerate(state.patent_display, start=1):
        name = _tile_name(tile, t) if tile else "—"
        y = _para(page, (x, y), t("Slot {slot}: {tile}").format(slot=slot, tile=name), width)
    left = sum(len(d) for d in state.advanced_decks)
    note = t("The other {count} advanced tiles: decks I, II, III, shuffled.").format(count=left)
    return _para(page, (x, y), note, width, colour=GREY)


# -- the seats ------------------------------------------------------------------------------
def _seats(page: PageBuilder, state: State, options: BarrageOptions, y: float, t: Tr) -> float:
    """The seats and their companies, or the offer to draft; return the last baseline."""
    x, width = MARGIN, page.width - 2 * MARGIN
    order = ", ".join(_player(s, t) for s in state.turn_order)
    if state.phase == Phase.AUCTION:
        y = _heading(page, x, y, t("Turn-order auction"))
        y = _para(page, (x, y), t("Bidding order: {order}").format(order=order), width)
    elif state.introductory:
        y = _heading(page, x, y, t("Companies by turn position"))
    else:
        y = _heading(page, x, y, t("Turn order: {order}").format(order=order))
    if any(p.company for p in state.seats):
        return _seat_rows(page, state, y, t)
    if state.introductory:
        return _intro_offer(page, y, t)
    return _draft_offer(page, state, options, y, t)


def _seat_rows(page: PageBuilder, state: State, y: float, t: Tr) -> float:
    x, width = MARGIN, page.width - 2 * MARGIN
    for position, seat in enumerate(state.turn_order, start=1):
        p = state.seats[seat]
        start = ", ".join(_contract_line(c, t) for c in p.contracts)
        line = t("{position}. {player}: {company} · {officer} · starting contract {contract}")
        text = line.format(
            position=position,
            player=_player(seat, t),
            company=_company(p.company, t),
            officer=_officer(p.officer),
            contract=start,
        )
        y = _para(page, (x, y), text, width)
    return y


def _intro_offer(page: PageBuilder, y: float, t: Tr) -> float:
    x, width = MARGIN, page.width - 2 * MARGIN
    y = _para(page, (x, y), t("After the auction, by turn position:"), width, colour=GREY)
    for position, m in enumerate(game_data().setup.intro_matchups[:4], start=1):
        line = t("{position}. {company} · {officer} · starting contract {contract}").format(
            position=position,
            company=_company(m.company, t),
            officer=_officer(m.officer),
            contract=_contract_line(m.contract, t),
        )
        y = _para(page, (x, y), line, width)
    return y


def _draft_offer(
    page: PageBuilder, state: State, options: BarrageOptions, y: float, t: Tr
) -> float:
    x, width = MARGIN, page.width - 2 * MARGIN
    first = _player(state.turn_order[-1], t)
    if options.auction:
        note = t("Each player takes one pair and one starting contract, in reverse turn order:")
    else:
        note = t(
            "Each player takes one pair and one starting contract, in reverse turn order"
            " ({player} first):"
        ).format(player=first)
    y = _para(page, (x, y), note, width, colour=GREY)
    pairs = ";  ".join(f"{_company(c, t)} · {_officer(o)}" for c, o in state.draft_pairs)
    y = _para(page, (x, y), t("Companies and officers: {pairs}").format(pairs=pairs), width)
    page.text((x, y), t("Starting contracts:"), LIST)
    indent = text_width(t("Starting contracts:"), LIST) + 2
    for cid in state.draft_contracts:
        y = _para(page, (x + indent, y), _contract_line(cid, t), width - indent)
    if state.extra_officers:
        names = ", ".join(_officer(o) for o in state.extra_officers)
        extra = t("Extra officer for Mahiri Sekibo to copy: {names}").format(names=names)
        y = _para(page, (x, y), extra, width)
    return y


# -- the schematic ----------------------------------------------------------------------------
def _footer(page: PageBuilder, state: State, code: str, top: float, t: Tr) -> None:
    """The seed and setup code in a box at the foot of the page."""
    w = page.width - 2 * MARGIN
    page.rect((MARGIN, top, w, FOOTER), "#f4f4f4", GREY)
    page.text((MARGIN + 4, top + 7), t("Setup code"), 9, colour=GREY)
    page.text((MARGIN + 4, top + 15), code, 18, bold=True)
    seed_label = t("Seed {seed}").format(seed=state.rng.seed)
    page.text((MARGIN + w - 4, top + 7), seed_label, 9, align="right", colour=GREY)
    play = t("Play this setup: Game ▸ New game… ▸ Play this setup, code {code}")
    page.text((MARGIN + 4, top + 21), play.format(code=code), 9)
