"""After the auction: tile, drainage tokens, survey card, mine (seed 002 「競りのあと」).

Seed 002 「◎地域タイル」「◎排水トークン」「◎調査カード」, in the rulebook's
order: the tile's tin, copper and water cubes go on the region and the tile leaves the game;
each drainage token there removes a water cube if it can, then the tokens go back; the survey
card's benefit acts (extra tin or copper, water removed but never below zero, a miner or a port
from the supply placed as the development rules say and only if the region has none, or a
steam pump that stays: one water cube now and one at the start of every later round); finally
the winner's mine goes on the region.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import WILD, board, game_data
from app.games.tinners_trail.model import NO_TILE, AfterCard, note
from app.games.tinners_trail.rules.edit import add_at, log, set_at, update_seat

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = [
    "apply_card",
    "build",
    "card_fits",
    "close",
    "on_after_card",
    "playable_after",
    "remove_water",
]


def card_fits(card: int, region: int) -> bool:
    """Whether a survey card may be played on `region`: its letter or wild."""
    data = game_data()
    return data.card_group[card] in (WILD, data.region_group[region])


def playable_after(state: State, winner: int, region: int) -> bool:
    """Whether the winner holds a card they may play on `region` now (letter or wild, price)."""
    data = game_data()
    money = state.seats[winner].money
    return any(
        card_fits(c, region) and data.cards[c].price <= money for c in state.seats[winner].hand
    )


def on_after_card(draft: State, winner: int, region: int, card: int) -> None:
    """Pay for and play `card` (or none, -1) after the auction, then build."""
    top = draft.pending[-1]
    top.waiting = ()
    was_up = isinstance(top, AfterCard) and top.was_up
    if card >= 0:
        seat = draft.seats[winner]
        price = game_data().cards[card].price
        hand = tuple(c for c in seat.hand if c != card)
        update_seat(draft, winner, money=seat.money - price, hand=hand)
        draft.played = (*draft.played, card)
    build(draft, region, winner, card, was_up=was_up)


def remove_water(draft: State, region: int, n: int) -> int:
    """Remove up to `n` water cubes from `region`; return how many were there to remove."""
    removed = min(n, draft.water[region])
    if removed:
        add_at(draft, "water", region, -removed)
    return removed


def build(draft: State, region: int, winner: int, card: int, *, was_up: bool = False) -> None:
    """Tile contents, drainage tokens, survey card, then the mine (rulebook order).

    `was_up`: the tile lay face up before the auction, so its line does not say "revealed"
    (issue 35); a drainage token with no water to remove says so rather than "removes 0".
    """
    where = {"region": f"region:{region}"}
    tile = game_data().tiles[draft.tile[region]]
    add_at(draft, "tin", region, tile.tin)
    add_at(draft, "copper", region, tile.copper)
    add_at(draft, "water", region, tile.water)
    names = {**where, "tile": f"tile:{draft.tile[region]}"}
    log(draft, note("tile", names=names, **({"up": 1} if was_up else {})))
    draft.spent = (*draft.spent, draft.tile[region])
    set_at(draft, "tile", region, NO_TILE)
    tokens = draft.drains[region]
    if tokens:
        removed = remove_water(draft, region, tokens)
        set_at(draft, "drains", region, 0)
        log(draft, note("drainage", names=where, n=tokens, removed=removed))
    if card >= 0:
        apply_card(draft, region, card)
    set_at(draft, "mine", region, winner)
    update_seat(draft, winner, mines=draft.seats[winner].mines - 1)
    log(draft, note("mine_built", winner, names=where))


def apply_card(draft: State, region: int, card: int) -> None:
    """Apply a survey card's benefit to `region` (which is getting its mine now)."""
    c = game_data().cards[card]
    names = {"region": f"region:{region}", "card": f"card:{card}"}
    effect, n = True, 0  # n: the cubes it adds or removes, for its log line (issue 35 §3)
    if c.benefit in ("tin", "copper"):
        add_at(draft, c.benefit, region, c.amount)
        n = c.amount
    elif c.benefit == "drain":
        n = remove_water(draft, region, c.amount)
    elif c.benefit == "miner":
        effect = not draft.miner[region]
        set_at(draft, "miner", region, True)
    elif c.benefit == "port":
        # Placed exactly as a port development: only on the coast, only if there is none.
        effect = not draft.port[region] and region in board(draft.players).coastal
        if effect:
            set_at(draft, "port", region, True)
            n = remove_water(draft, region, 1)
    else:  # a steam pump that stays on the region
        set_at(draft, "pump", region, True)
        n = remove_water(draft, region, 1)
    if effect:
        log(draft, note("card", names=names, n=n))
    else:
        log(draft, note("card_no_effect", names=names))


def close(draft: State, region: int) -> None:
    """2 players: remove the face-down tile and every piece; no mine may be built there."""
    for field in ("tin", "copper", "water", "drains"):
        set_at(draft, field, region, 0)
    for field in ("miner", "port", "rail", "pump"):
        set_at(draft, field, region, False)
    set_at(draft, "tile", region, NO_TILE)
    set_at(draft, "known", region, 0)
    set_at(draft, "closed", region, True)
    log(draft, note("closed", names={"region": f"region:{region}"}))
