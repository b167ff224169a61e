"""Consistency checks run once on Barrage's component data (reference §1-§11).

Each check returns readable problems instead of raising, so one load reports everything that is
wrong. The map checks are the ones the rules rely on most: water must always reach an exit, and
every conduit must lead from a basin with dams to a basin with powerhouses.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from app.games.barrage.data.mapdata import Geometry

if TYPE_CHECKING:
    from app.games.barrage.data.gamedata import GameData
    from app.games.barrage.data.mapdata import MapData

__all__ = ["check_all", "check_components", "check_map"]


def check_all(data: GameData) -> list[str]:
    """Return every problem found in the component data (empty: all good)."""
    return check_map(data.map) + check_components(data) + _check_leeghwater(data)


def _check_leeghwater(data: GameData) -> list[str]:
    """The expansion's counts (reference §12: 15 external works, 5 a deck; 10 buildings)."""
    lwp, out = data.leeghwater, []
    want = lwp.expected
    if len(lwp.external_works) != want["external_works"]:
        out.append(f"leeghwater.json: {len(lwp.external_works)} external works")
    for deck in ("A", "B", "C"):
        if sum(1 for w in lwp.external_works if w.deck == deck) != want["per_deck"]:
            out.append(f"leeghwater.json: deck {deck} does not hold {want['per_deck']}")
    if len(lwp.private_buildings) != want["private_buildings"]:
        out.append(f"leeghwater.json: {len(lwp.private_buildings)} private buildings")
    ids = [w.id for w in lwp.external_works] + [b.id for b in lwp.private_buildings]
    if len(set(ids)) != len(ids):
        out.append("leeghwater.json: duplicate ids")
    return out


def _check_rivers(m: MapData) -> list[str]:
    ids = {b.id for b in m.basins}
    out: list[str] = []
    for b in m.basins:
        if (b.downstream is None) == (b.exit is None):
            out.append(f"basin {b.id}: exactly one of downstream/exit must be set")
        if b.downstream is not None and b.downstream not in ids:
            out.append(f"basin {b.id}: downstream {b.downstream} does not exist")
        if b.exit is not None and b.exit not in m.exits:
            out.append(f"basin {b.id}: unknown exit {b.exit}")
    if out:
        return out
    for b in m.basins:  # acyclic: every walk ends at an exit within len(basins) steps
        seen: list[int] = []
        current: int | None = b.id
        while current is not None and current not in seen:
            seen.append(current)
            current = next(x for x in m.basins if x.id == current).downstream
        if current is not None:
            out.append(f"river from basin {b.id} loops back to {current}")
    return out


def _check_spaces(m: MapData) -> list[str]:
    ids = {b.id: b for b in m.basins}
    out: list[str] = []
    all_ids = [d.id for b in m.basins for d in b.dams] + [
        c.id for b in m.basins for c in b.conduits
    ]
    all_ids += [p.id for b in m.basins for p in b.powerhouses]
    out += [f"space id {k} used {n} times" for k, n in Counter(all_ids).items() if n > 1]
    for b in m.basins:
        if b.id not in m.areas.get(b.area, ()):
            out.append(f"basin {b.id}: area {b.area} does not list it")
        for c in b.conduits:
            target = ids.get(c.to_basin)
            if target is None:
                out.append(f"conduit {c.id}: to_basin {c.to_basin} does not exist")
            elif not target.powerhouses:
                out.append(f"conduit {c.id}: basin {c.to_basin} has no powerhouse spaces")
            if not b.dams:
                out.append(f"conduit {c.id}: basin {b.id} has no dams to draw from")
        spaces = [(d.id, d.red, d.surcharge) for d in b.dams]
        spaces += [(p.id, p.red, p.surcharge) for p in b.powerhouses]
        out += [f"space {s}: red={r} but surcharge={c}" for s, r, c in spaces if r != (c > 0)]
    listed = sorted(z for zs in m.areas.values() for z in zs)
    if listed != sorted(ids):
        out.append(f"areas list basins {listed}, map has {sorted(ids)}")
    out += [f"headstream {h.id}: no basin {h.basin}" for h in m.headstreams if h.basin not in ids]
    return out


def _check_expected(m: MapData) -> list[str]:
    geo = Geometry(m)
    e = m.expected
    got = {
        "basins": len(m.basins),
        "dam_spaces": len(geo.dams),
        "red_dam_spaces": sum(d.red for d in geo.dams),
        "conduit_spaces": len(geo.conduits),
        "powerhouse_spaces": len(geo.powerhouses),
        "red_powerhouse_spaces": sum(p.red for p in geo.powerhouses),
    }
    out = [f"{k}: {v} != expected {getattr(e, k)}" for k, v in got.items() if v != getattr(e, k)]
    for h in m.headstreams:
        path = geo.path_from(h.basin)
        if path != e.full_paths.get(h.id):
            out.append(f"headstream {h.id}: path {path} != expected {e.full_paths.get(h.id)}")
    for basin, conduits in e.conduits_into.items():
        found = tuple(geo.conduits[i].id for i in geo.conduits_into(basin))
        if sorted(found) != sorted(conduits):
            out.append(f"conduits into {basin}: {found} != expected {conduits}")
    return out


def check_map(m: MapData) -> list[str]:
    """Return the map's problems: links, rivers, counts and paths."""
    out = _check_rivers(m) + _check_spaces(m)
    return out or _check_expected(m)


def _count(label: str, got: int, expected: int) -> list[str]:
    return [] if got == expected else [f"{label}: {got} != expected {expected}"]


def _check_contracts(data: GameData) -> list[str]:
    c = data.contracts
    out: list[str] = []
    for tier in c.tiers:
        out += _count(f"{tier.tier} contracts", len(tier.contracts), c.expected[tier.tier])
    ids = [t.id for tier in c.tiers for t in tier.contracts]
    out += [f"contract id {k} used {n} times" for k, n in Counter(ids).items() if n > 1]
    enabled = sum(t.enabled for t in c.tier("starting"))
    out += _count("enabled starting contracts", enabled, c.expected["starting_enabled"])
    return out


def _check_people(data: GameData) -> list[str]:
    comp = data.companies
    base_companies = [x for x in comp.companies if x.expansion is None]
    out = _count("base companies", len(base_companies), comp.expected["base_companies"])
    for x in comp.companies:
        for row in x.rows:
            if row.pieces != data.setup.pieces[row.structure]:
                out.append(f"company {x.id}: {row.structure} row has {row.pieces} pieces")
            out += [
                f"company {x.id}: income after {i.after} beyond {row.pieces} pieces"
                for i in row.incomes
                if i.after > row.pieces
            ]
        if sorted(r.structure for r in x.rows) != sorted(data.setup.pieces):
            out.append(f"company {x.id}: rows must be one per structure")
    officers = data.officers
    base_officers = [o for o in officers.officers if o.expansion is None]
    out += _count("base officers", len(base_officers), officers.expected["base_officers"])
    company_ids = {x.id for x in comp.companies}
    officer_ids = {o.id for o in officers.officers}
    contract_ids = {t.id for t in data.contracts.tier("starting") if t.enabled}
    for i, m in enumerate(data.setup.intro_matchups):
        if m.company not in company_ids or m.officer not in officer_ids:
            out.append(f"intro matchup {i + 1}: unknown company/officer {m}")
        if m.contract not in contract_ids:
            out.append(f"intro matchup {i + 1}: unknown starting contract {m.contract}")
    if officers.extra_officer_rule.officer not in officer_ids:
        out.append("extra officer rule names an unknown officer")
    return out


def _check_tiles(data: GameData) -> list[str]:
    b = data.bonus_tiles
    base_bonus = [t for t in b.tiles if t.expansion is None]
    out = _count("base bonus tiles", len(base_bonus), b.expected["base_tiles"])
    out += _count("intro bonus tiles", sum(t.intro for t in base_bonus), b.expected["intro_tiles"])
    o = data.objectives
    out += _count("objective tiles", len(o.tiles), o.expected["tiles"])
    h = data.headstreams
    out += _count("headstream tiles", len(h.tiles), 8)
    out += _count("headstream slots", h.slots_per_game, len(data.map.headstreams))
    t = data.technology
    out += _count("basic technology tiles", len(t.basic), t.expected["basic"])
    adv = [a for a in t.advanced if a.expansion is None]
    out += _count("base advanced tiles", len(adv), t.expected["advanced_base"])
    for level in (1, 2, 3):
        structures = sorted(a.structure for a in adv if a.level == level)
        if structures != ["base", "conduit", "elevation", "joker", "powerhouse"]:
            out.append(f"advanced level {level}: structures {structures}")
    return out


def _check_track(data: GameData) -> list[str]:
    e = data.energy
    out: list[str] = []
    expect_min = 0
    for row in e.credits:
        if row.min_energy != expect_min:
            out.append(f"credit rows: gap or overlap at energy {expect_min}")
        expect_min = (row.max_energy or 0) + 1
    if e.credits[-1].max_energy is not None:
        out.append("credit rows: the last row must be open-ended")
    out += _count("track sections", len(e.sections), e.rounds + 1)
    for s in e.sections:
        if s.min_energy != s.index * e.section_size:
            out.append(f"track section {s.index} starts at {s.min_energy}")
    return out


def _check_setup_links(data: GameData) -> list[str]:
    geo = Geometry(data.map)
    out: list[str] = []
    for area in data.neutral_dams.areas:
        for sid in area.candidate_spaces:
            i = geo.dam_index.get(sid)
            if i is None:
                out.append(f"neutral dam space {sid} does not exist")
            elif geo.area_of(geo.dam_basin[i]) != area.area or geo.dams[i].red:
                out.append(f"neutral dam space {sid} is not a normal {area.area} dam space")
    tiles = sum(len(a.candidate_spaces) for a in data.neutral_dams.areas)
    out += _count("neutral dam setup tiles", tiles, data.neutral_dams.setup_tiles_total)
    board = data.board
    uids = [s.uid for s in board.spaces]
    out += [f"action space {k} used {n} times" for k, n in Counter(uids).items() if n > 1]
    out += _count("action spaces", len(board.spaces), int(str(board.expected["spaces"])))
    by_section = Counter(s.section for s in board.spaces)
    expected_sections = board.expected["by_section"]
    if isinstance(expected_sections, dict) and dict(by_section) != expected_sections:
        out.append(f"action spaces by section {dict(by_section)} != {expected_sections}")
    return out


def check_components(data: GameData) -> list[str]:
    """Return the problems of every file other than the map."""
    return (
        _check_contracts(data)
        + _check_people(data)
        + _check_tiles(data)
        + _check_track(data)
        + _check_setup_links(data)
    )
