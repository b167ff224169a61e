"""Hidden information of Barrage for bots and views (issue #4 "Bots"; STYLE.md §3 `view_for`).

Hidden information is only the order of the face-down piles (private contracts, advanced
tiles; with the Leeghwater Project the external works decks): `redact` blanks them (and the
seed they came from), `determinize` deals the unseen tiles back in a random order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.barrage import bots_leeghwater as lwp_bots
from app.games.barrage.data.data import game_data

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.barrage.model import State

__all__ = ["HIDDEN_CONTRACT", "HIDDEN_TILE", "determinize", "hidden_sizes", "redact"]

HIDDEN_CONTRACT = 0
"""Stands for a face-down contract in a view."""
HIDDEN_TILE = "hidden"
"""Stands for a face-down advanced tile in a view."""


def hidden_sizes(state: State) -> tuple[int, ...]:
    """Return the sizes of the face-down piles (a change means tiles were revealed)."""
    return (
        *(len(p.deck) for p in state.private),
        *(len(d) for d in state.advanced_decks),
        *lwp_bots.hidden_sizes(state),
    )


def redact(state: State) -> State:
    """Return `state` with the face-down pile orders and the seed blanked."""
    private = [
        p.model_copy(update={"deck": [HIDDEN_CONTRACT] * len(p.deck)}) for p in state.private
    ]
    decks = [[HIDDEN_TILE] * len(d) for d in state.advanced_decks]
    rng = Rng(seed=0, draws=state.rng.draws)
    update = {"private": private, "advanced_decks": decks, "rng": rng}
    if state.lwp is not None:
        update["lwp"] = lwp_bots.redact_expansion(state.lwp)
    return state.model_copy(update=update)


def determinize(view: State, rng: Random) -> State:
    """Return a full state: the unseen tiles of each pile dealt in a random order."""
    if view.lwp is not None:
        view = view.model_copy(update={"lwp": lwp_bots.determinize_expansion(view.lwp, rng)})
    if all(HIDDEN_CONTRACT not in p.deck for p in view.private) and all(
        HIDDEN_TILE not in d for d in view.advanced_decks
    ):
        return view
    seen = {c for p in view.private for c in p.face_up} | set(view.discarded)
    for s in view.seats:
        seen |= set(s.contracts) | set(s.fulfilled)
    private = []
    for pile in view.private:
        unseen = [c.id for c in game_data().contracts.tier(pile.tier) if c.id not in seen]
        rng.shuffle(unseen)
        private.append(pile.model_copy(update={"deck": unseen[: len(pile.deck)]}))
    owned = {t for t in view.patent_display if t} | {t for s in view.seats for t in s.tiles}
    owned |= {g.tile for s in view.seats for g in s.wheel.segments if g.tile}
    decks = []
    for level, deck in enumerate(view.advanced_decks, start=1):
        pool = [
            a.id
            for a in game_data().technology.advanced
            if a.level == level
            and (a.expansion is None or view.lwp is not None)
            and a.id not in owned
        ]
        rng.shuffle(pool)
        decks.append(pool[: len(deck)])
    return view.model_copy(update={"private": private, "advanced_decks": decks})
