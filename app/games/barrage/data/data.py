"""Load and check Barrage's component data once (reference §1-§11; seed 000 "ゲームの準備").

`game_data()` reads every JSON file under `resources/barrage/` into frozen pydantic models and
runs consistency checks: every conduit joins existing basins, the rivers form no cycle and
reach an exit, the counts match the reference, and every id the files cross-reference exists.
A broken file raises `DataError` naming the file and the problem. The checks are in
`data.checks`; the validated whole is `data.gamedata.GameData` (re-exported here).
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from app.engine.resources import resource_path
from app.games.barrage.data.boards import Construction, ManagementBoard, SetupData
from app.games.barrage.data.checks import check_all
from app.games.barrage.data.components import (
    Companies,
    Contracts,
    HeadstreamTiles,
    NeutralDams,
    Officers,
)
from app.games.barrage.data.gamedata import GameData
from app.games.barrage.data.leeghwater import LeeghwaterData
from app.games.barrage.data.mapdata import Geometry, MapData
from app.games.barrage.data.tiles import BonusTiles, EnergyTrack, ObjectiveTiles, Technology

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["DataError", "GameData", "game_data", "geometry", "load_file", "resources_dir"]

M = TypeVar("M", bound=BaseModel)


class DataError(ValueError):
    """A component file that is missing, malformed or inconsistent."""


def resources_dir() -> Path:
    """Return the folder holding Barrage's JSON files."""
    return resource_path("barrage")


def load_file(name: str, model: type[M]) -> M:
    """Read `resources/barrage/<name>` and validate it as `model`."""
    path = resources_dir() / name
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
        return model.model_validate(raw)
    except (OSError, ValueError) as exc:
        msg = f"{path}: {exc}"
        raise DataError(msg) from exc


@cache
def game_data() -> GameData:
    """Load, validate and check all component files (once per process)."""
    data = GameData(
        map=load_file("map.json", MapData),
        headstreams=load_file("headstreams.json", HeadstreamTiles),
        neutral_dams=load_file("neutral_dams.json", NeutralDams),
        board=load_file("management_board.json", ManagementBoard),
        companies=load_file("companies.json", Companies),
        officers=load_file("officers.json", Officers),
        contracts=load_file("contracts.json", Contracts),
        bonus_tiles=load_file("bonus_tiles.json", BonusTiles),
        objectives=load_file("objective_tiles.json", ObjectiveTiles),
        energy=load_file("energy_track.json", EnergyTrack),
        construction=load_file("construction.json", Construction),
        technology=load_file("technology.json", Technology),
        setup=load_file("setup.json", SetupData),
        leeghwater=load_file("leeghwater.json", LeeghwaterData),
    )
    problems = check_all(data)
    if problems:
        raise DataError("resources/barrage: " + "; ".join(problems))
    return data


@cache
def geometry() -> Geometry:
    """Return the derived map indexes (checked data only)."""
    return Geometry(game_data().map)
