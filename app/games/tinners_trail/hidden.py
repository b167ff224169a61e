"""Hidden information (seed 002): survey hands, face-down tiles, the decks, the dice.

A seat sees its own survey cards, the face-down tiles it has looked at (its own peeks and the
tile it surveyed with a card), and everything face up. Who looked at which tile is public (the
peek tokens lie on the tiles); what they saw is not. Another seat's cards show only their
letter (`card_back`), the 2-player decks only their size, and the seed is blanked so the future
dice and shuffles cannot be computed. `determinize` deals the unseen cards and tiles at random
for the search bot, which never reads the real ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE, card_back

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.tinners_trail.model import State

__all__ = ["determinize", "redact"]


def _backs(cards: tuple[int, ...]) -> tuple[int, ...]:
    group = game_data().card_group
    return tuple(card_back(group[c]) if c >= 0 else c for c in cards)


def redact(state: State, player: int) -> State:
    """Return what `player` may see of `state`."""
    seats = tuple(
        s
        if p == player
        else s.model_copy(update={"hand": _backs(s.hand), "offer": _backs(s.offer)})
        for p, s in enumerate(state.seats)
    )
    bit = 1 << player if player >= 0 else 0  # -1: the public view (the GUI's), nobody's peeks
    tile = tuple(
        HIDDEN_TILE if x != NO_TILE and not up and not known & bit else x
        for x, up, known in zip(state.tile, state.face_up, state.known, strict=True)
    )
    return state.model_copy(
        update={
            "seats": seats,
            "tile": tile,
            "decks": tuple(_backs(d) for d in state.decks),
            "rng": Rng(seed=0, draws=state.rng.draws),
        }
    )


def _card_pools(view: State, player: int, rng: Random) -> list[list[int]]:
    data = game_data()
    seen = set(view.played) | set(view.seats[player].hand) | set(view.seats[player].offer)
    pools: list[list[int]] = [[] for _ in GROUPS]
    for card, group in enumerate(data.card_group):
        if card not in seen:
            pools[group].append(card)
    for pool in pools:
        rng.shuffle(pool)
    return pools


def _fill(cards: tuple[int, ...], pools: list[list[int]]) -> tuple[int, ...]:
    return tuple(pools[-1 - c].pop() if c < 0 else c for c in cards)


def _tiles(view: State, rng: Random) -> tuple[int, ...]:
    data = game_data()
    seen = set(view.spent) | {x for x in view.tile if x >= 0}
    pools: list[list[int]] = [[] for _ in GROUPS]
    for tile, group in enumerate(data.tile_group):
        if tile not in seen:
            pools[group].append(tile)
    for pool in pools:
        rng.shuffle(pool)
    return tuple(
        pools[data.region_group[r]].pop() if x == HIDDEN_TILE else x
        for r, x in enumerate(view.tile)
    )


def determinize(view: State, player: int, rng: Random) -> State:
    """Return a full state consistent with `view`: unseen cards and tiles dealt at random."""
    pools = _card_pools(view, player, rng)
    seats = tuple(
        s.model_copy(update={"hand": _fill(s.hand, pools), "offer": _fill(s.offer, pools)})
        if p != player
        else s
        for p, s in enumerate(view.seats)
    )
    decks = tuple(_fill(d, pools) for d in view.decks)
    return view.model_copy(
        update={
            "seats": seats,
            "decks": decks,
            "tile": _tiles(view, rng),
            "rng": Rng(seed=rng.randrange(1, 10**9), draws=view.rng.draws),
        }
    )
