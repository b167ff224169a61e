"""Patent office (seed 000 "特許事務所ボードに配置するタイル", "ラウンド終了フェイズ"; ref. §10).

Standard setup only: advanced technology tiles in three decks (I, II, III), each shuffled; three
tiles on display, drawn from deck I until it is empty, then II, then III. At the end of each
round the unbought tiles are discarded and the display is drawn anew. With the Leeghwater
Project each deck also holds its building tile and loses one random tile at setup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data

if TYPE_CHECKING:
    import random  # noqa: TID251 (annotations only: streams come from Rng)

    from app.games.barrage.model import State

__all__ = ["refill_patent_office", "setup_patent_office"]


def setup_patent_office(state: State, r: random.Random) -> None:
    """Shuffle the three advanced decks and fill the display."""
    tech = game_data().technology
    decks = []
    lwp = state.lwp is not None
    for level in tech.patent_office.deck_order:
        deck = [
            a.id
            for a in tech.advanced
            if a.level == level and (a.expansion is None or (lwp and a.expansion == "leeghwater"))
        ]
        r.shuffle(deck)
        if lwp:  # reference §12: the building tile joins, then 1 random tile per level goes
            deck.pop(r.randrange(len(deck)))
        decks.append(deck)
    state.advanced_decks = decks
    state.patent_display = [None] * tech.patent_office.display
    refill_patent_office(state)


def refill_patent_office(state: State) -> None:
    """Discard the display and draw new tiles from deck I, then II, then III (seed 000)."""
    for slot in range(len(state.patent_display)):
        deck = next((d for d in state.advanced_decks if d), None)
        state.patent_display[slot] = deck.pop(0) if deck is not None else None
