"""Scoring tiles, the energy track and technology tiles as data (reference §8-§10).

Rule texts these tables serve: seed 000 "ボーナスタイルの条件一覧", "目的タイルの条件一覧",
"得点フェイズ" and "上級技術タイル".
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from app.games.barrage.data.components import Expansion, Structure

__all__ = [
    "AdvancedTile",
    "BasicTile",
    "BonusTile",
    "BonusTiles",
    "CreditRow",
    "EnergyTrack",
    "ObjectiveTile",
    "ObjectiveTiles",
    "PatentOffice",
    "Technology",
]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _File(_Frozen):
    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...] = ()
    """Conventions of the file."""


class BonusTile(_Frozen):
    """A round bonus tile."""

    id: str
    """Stable id."""
    counts: str
    """Counter id the scoring reads (e.g. `bases_built`)."""
    vp_each: int
    """VP per counted item."""
    intro: bool
    """Used in the introductory game."""
    expansion: Expansion | None
    """None for the base game."""


class BonusTiles(_File):
    """bonus_tiles.json."""

    draw: int
    """Tiles laid out, one per round."""
    tiles: tuple[BonusTile, ...]
    """All tiles."""
    expected: dict[str, int]
    """Reference counts."""


class ObjectiveTile(_Frozen):
    """An end-game objective tile."""

    id: str
    """Stable id (the two sources number the tiles differently)."""
    seed_000_number: int
    """Number in seed 000's list."""
    reference_number: int
    """Number in the reference's list."""
    max: int | None
    """Largest possible count, when a source gives one."""
    counts: str
    """What is counted."""


class ObjectiveTiles(_File):
    """objective_tiles.json."""

    vp_by_rank: tuple[int, ...]
    """VP for 1st, 2nd, 3rd."""
    tiles: tuple[ObjectiveTile, ...]
    """All tiles."""
    expected: dict[str, int]
    """Reference counts."""


class TrackSection(_Frozen):
    """A section of the energy track."""

    index: int
    """0..5."""
    min_energy: int
    """First energy value of the section."""
    holds_round: int | None
    """Round whose bonus tile lies here (None: the start section)."""


class CreditRow(_Frozen):
    """Credits (and VP) for an energy range at round scoring."""

    min_energy: int
    """Lowest energy of the range."""
    max_energy: int | None
    """Highest energy of the range (None: no limit)."""
    credits: int
    """Credits gained."""
    vp: int
    """VP gained (negative: lost)."""


class Ranking(_Frozen):
    """Round ranking VP."""

    first: int
    """VP of the most energy."""
    second: int
    """VP of the second most."""
    tied_second_each: int
    """VP of each player tied for second."""
    min_energy: int
    """Energy needed to rank at all."""


class BonusRule(_Frozen):
    """How a bonus tile pays."""

    min_energy: int
    """Below this, nothing."""
    penalty_per_section: int
    """VP less for each section short of the round's section."""


class EnergyTrack(_File):
    """energy_track.json."""

    max_marker: int
    """Last printed space; energy goes on beyond it."""
    section_size: int
    """Energy per section."""
    sections: tuple[TrackSection, ...]
    """Sections in order."""
    credits: tuple[CreditRow, ...]
    """Credit rows in order."""
    ranking: Ranking
    """Round ranking VP."""
    bonus: BonusRule
    """Bonus tile payment."""
    rounds: int
    """Rounds in a game."""

    def section_of(self, energy: int) -> int:
        """Return the index of the track section `energy` reaches (0: the start section)."""
        return max(s.index for s in self.sections if s.min_energy <= energy)

    def round_section(self, round_no: int) -> TrackSection:
        """Return the section holding round `round_no`'s bonus tile."""
        return next(s for s in self.sections if s.holds_round == round_no)

    def credit_row(self, energy: int) -> CreditRow:
        """Return the row paying for `energy`."""
        for row in self.credits:
            if row.min_energy <= energy and (row.max_energy is None or energy <= row.max_energy):
                return row
        msg = f"no credit row for energy {energy}"
        raise ValueError(msg)


class BasicTile(_Frozen):
    """A basic technology tile."""

    id: str
    """Stable id."""
    builds: tuple[Structure, ...]
    """Structures it builds."""
    intro_only: bool
    """Only in the introductory game (the joker)."""


class AdvancedTile(_Frozen):
    """An advanced technology tile (patent office)."""

    id: str
    """Stable id."""
    level: Literal[1, 2, 3]
    """Deck I, II or III."""
    structure: Literal["base", "elevation", "conduit", "powerhouse", "joker", "building"]
    """What it builds (joker: any of the four)."""
    effect: str
    """Effect id the rules key on."""
    no_engineers: bool
    """Builds without placing engineers."""
    expansion: Expansion | None
    """None for the base game."""
    summary: str
    """Paraphrase of the effect."""


class PatentOffice(_Frozen):
    """The patent office."""

    display: int
    """Tiles shown."""
    engineers: int
    """Engineers per purchase."""
    price: int
    """Credits per purchase."""
    deck_order: tuple[int, ...]
    """Decks drawn in this order."""
    refill: str
    """How the display is refilled."""


class Technology(_File):
    """technology.json."""

    basic: tuple[BasicTile, ...]
    """Basic tiles of each company."""
    advanced: tuple[AdvancedTile, ...]
    """Advanced tiles."""
    patent_office: PatentOffice
    """The patent office."""
    expected: dict[str, int]
    """Reference counts."""
