"""`GameData`: every component file of Barrage, validated (loaded by `data.data.game_data`).

Its own module so that the consistency checks (`data.checks`) and the loader (`data.data`, which
runs them) both import it without importing each other.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from app.games.barrage.data.boards import Construction, ManagementBoard, SetupData
from app.games.barrage.data.components import (
    Companies,
    Contracts,
    HeadstreamTiles,
    NeutralDams,
    Officers,
)
from app.games.barrage.data.leeghwater import LeeghwaterData
from app.games.barrage.data.mapdata import MapData
from app.games.barrage.data.tiles import BonusTiles, EnergyTrack, ObjectiveTiles, Technology

__all__ = ["GameData"]


class GameData(BaseModel):
    """Every component file of the base game, validated."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    map: MapData
    """map.json."""
    headstreams: HeadstreamTiles
    """headstreams.json."""
    neutral_dams: NeutralDams
    """neutral_dams.json."""
    board: ManagementBoard
    """management_board.json."""
    companies: Companies
    """companies.json."""
    officers: Officers
    """officers.json."""
    contracts: Contracts
    """contracts.json."""
    bonus_tiles: BonusTiles
    """bonus_tiles.json."""
    objectives: ObjectiveTiles
    """objective_tiles.json."""
    energy: EnergyTrack
    """energy_track.json."""
    construction: Construction
    """construction.json."""
    technology: Technology
    """technology.json."""
    setup: SetupData
    """setup.json."""
    leeghwater: LeeghwaterData
    """leeghwater.json (the Leeghwater Project expansion)."""
