"""Every id an action may name, read from the game's data (STYLE.md §3 "Bounded input").

The action models (`actions.py`) accept a string field only if it is one of these, so no rule
ever looks up a name the data does not have; whether the named thing may be used now is the
rules' question (`check()` refuses it with a reason).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator

from app.games.barrage.data.data import game_data, geometry

__all__ = [
    "ACTION_SPACE",
    "ANTON_TILE",
    "BUILDING",
    "COMPANY",
    "CONDUIT",
    "CONTRACT",
    "DAM",
    "EXTERNAL_WORK_SLOTS",
    "HEADSTREAM",
    "MAP_SPACE",
    "OFFICER",
    "PATENT_SLOTS",
    "POWERHOUSE",
    "PRODUCTION_SPACE",
    "TILE",
    "USE_TARGET",
    "WHEEL_SEGMENTS",
    "one_of",
]


def one_of(allowed: frozenset[Any], what: str) -> AfterValidator:
    """A validator that accepts only the values in `allowed` (an error names `what`)."""

    def check(value: Any) -> Any:
        if value not in allowed:
            msg = f"no {what} of the game has this id"
            raise ValueError(msg)
        return value

    return AfterValidator(check)


ANTON_TILE = "anton_tile"
"""Anton Krylov's tile (his `extra_component` in officers.json): it builds as a copy of a tile on
his wheel. Leslie Spencer's tile builds nothing, so a construction never names it."""


_DATA = game_data()
_GEO = geometry()
_TECH = _DATA.technology
_LWP = _DATA.leeghwater

_DAMS = frozenset(_GEO.dam_index)
_CONDUITS = frozenset(_GEO.conduit_index)
_POWERHOUSES = frozenset(_GEO.powerhouse_index)
_SPACES = frozenset(s.uid for s in _DATA.board.spaces)
_TILES = (
    frozenset(b.id for b in _TECH.basic)
    | frozenset(a.id for a in _TECH.advanced)
    | frozenset({_LWP.basic_tile})
    | frozenset(  # officers' own tiles (Anton Krylov's, Leslie Spencer's)
        o.extra_component
        for o in _DATA.officers.officers
        if o.extra_component is not None and o.extra_component.endswith("_tile")
    )
)

DAM = Annotated[str, one_of(_DAMS, "dam space")]
"""A dam space of the map (`B5U`)."""
CONDUIT = Annotated[str, one_of(_CONDUITS, "conduit space")]
"""A conduit space of the map (`C3L`)."""
POWERHOUSE = Annotated[str, one_of(_POWERHOUSES, "powerhouse space")]
"""A powerhouse space of the map (`P9_0`)."""
MAP_SPACE = Annotated[str, one_of(_DAMS | _CONDUITS | _POWERHOUSES, "map space")]
"""Any space of the map a structure goes on."""
ACTION_SPACE = Annotated[str, one_of(_SPACES, "action space")]
"""An action space of the management board (`bank`, `workshop_r1`)."""
PRODUCTION_SPACE = Annotated[str, one_of(_SPACES | {""}, "action space")]
"""An action space, or "" for a production a decision grants."""
HEADSTREAM = Annotated[str, one_of(frozenset(_GEO.headstream_index), "headstream")]
"""A headstream slot (`HA`..`HD`)."""
TILE = Annotated[str, one_of(_TILES, "technology tile")]
"""Any technology tile of the game: basic, advanced, the building tile, an officer's tile. Which
of them builds what is the rules' question (`construction.construct_reason`)."""
BUILDING = Annotated[str, one_of(frozenset(b.id for b in _LWP.private_buildings), "building")]
"""A private building (Leeghwater)."""
COMPANY = Annotated[str, one_of(frozenset(c.id for c in _DATA.companies.companies), "company")]
"""A company."""
OFFICER = Annotated[str, one_of(frozenset(o.id for o in _DATA.officers.officers), "officer")]
"""An executive officer."""
CONTRACT = Annotated[
    int, one_of(frozenset(c.id for t in _DATA.contracts.tiers for c in t.contracts), "contract")
]
"""A contract tile (starting, national or private)."""
WHEEL_SEGMENTS = 6
"""Segments of a construction wheel (`model.Wheel`)."""
EXTERNAL_WORK_SLOTS = 3
"""External works spaces, 1..3 (Leeghwater)."""
PATENT_SLOTS = 3
"""Patent office slots, 1..3 (0: none)."""
USE_TARGET = Annotated[
    str,
    one_of(
        frozenset({""})
        | frozenset(str(i) for i in range(WHEEL_SEGMENTS))
        | frozenset(
            f"{slot}:{patent}"
            for slot in range(1, EXTERNAL_WORK_SLOTS + 1)
            for patent in range(PATENT_SLOTS + 1)
        ),
        "building action target",
    ),
]
"""A private building's object: "", a wheel segment ("0".."5") or "work slot:patent slot"."""
