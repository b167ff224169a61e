"""Setup of the Leeghwater Project (seed 000 レーフワーテル計画拡張 "準備"; reference §12).

With the expansion: the external works decks A, B and C are shuffled and 3 tiles from deck A
are laid out face up; 5 of the 10 private buildings are drawn; each company has 5 building
pieces (counted as the building spaces it holds) and the basic building tile; the two new
bonus tiles join the pool, the Netherlands the companies and the four new officers the
officers (`rules.setup`); each advanced deck gets its building tile and then loses one random
tile (`rules.patent`). Leslie Spencer starts with her special tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data
from app.games.barrage.model import NOBODY, Leeghwater
from app.games.barrage.rules import expansion_notes

if TYPE_CHECKING:
    import random  # noqa: TID251 (annotations only: streams come from Rng)

    from app.games.barrage.model import State

__all__ = [
    "LESLIE_TILE",
    "end_round",
    "refill_external_works",
    "setup_expansion",
    "starting_tiles",
]

LESLIE_TILE = "leslie_tile"
"""Leslie Spencer's special tile (officers.json `extra_component`)."""
DECKS = ("A", "B", "C")


def setup_expansion(state: State, r: random.Random) -> None:
    """Lay out the external works and draw the private buildings."""
    lwp = game_data().leeghwater
    decks = []
    for deck in DECKS:
        tiles = [w.id for w in lwp.external_works if w.deck == deck]
        r.shuffle(tiles)
        decks.append(tiles)
    buildings = sorted(
        r.sample([b.id for b in lwp.private_buildings], lwp.buildings_drawn),
        key=[b.id for b in lwp.private_buildings].index,
    )
    slots = len(lwp.construction_slots)
    state.lwp = Leeghwater(
        decks=decks,
        display=[None] * lwp.display,
        claimed_by=[NOBODY] * lwp.display,
        buildings=buildings,
        built=[[NOBODY] * slots for _ in buildings],
        used=[[] for _ in buildings],
        used_at_once=[[] for _ in buildings],
        works=[[] for _ in range(state.players)],
        architect=[False] * state.players,
    )
    refill_external_works(state)


def refill_external_works(state: State) -> None:
    """Discard the external works left and draw 3: from deck A, then B, then C (seed 000)."""
    ex = state.lwp
    assert ex is not None
    for slot in range(len(ex.display)):
        deck = next((d for d in ex.decks if d), None)
        ex.display[slot] = deck.pop(0) if deck is not None else None
        ex.claimed_by[slot] = NOBODY
    expansion_notes.works_refilled([w for w in ex.display if w is not None])


def end_round(state: State) -> None:
    """Seed 000 ラウンド終了時: buildings free again, architects back, external works redrawn."""
    ex = state.lwp
    assert ex is not None
    ex.used = [[] for _ in ex.buildings]
    ex.used_at_once = [[] for _ in ex.buildings]
    ex.architect = [False] * state.players
    refill_external_works(state)


def starting_tiles(state: State, officer_component: str | None) -> list[str]:
    """The expansion's tiles a new company gets: the building tile (and Leslie's tile)."""
    if state.lwp is None:
        return []
    tiles = [game_data().leeghwater.basic_tile]
    if officer_component == LESLIE_TILE:
        tiles.append(LESLIE_TILE)
    return tiles
