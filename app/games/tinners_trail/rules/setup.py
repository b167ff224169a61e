"""Setup (seed 002 「ゲームの準備」; the designed tables are in RULES.md).

Each player's money marker starts on £20. The area tiles of each letter in play (A, B, C; D too
with 4-5 players) are shuffled onto that letter's regions, face up on the regions the map marks,
face down elsewhere; the spare tiles go back to the box unseen. Each player draws two survey
cards of each letter in play and, with 3-5 players, one wild card; then everyone at once keeps
one card of each letter (`KeepCards`). The others go back to the box unseen; with 2 players the
discarded A, B and C cards are shuffled back into their decks, which stay beside the board.
The round-1 prices are rolled at once (nothing anybody does before can change them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.engine.rng import Rng
from app.games.tinners_trail.data.data import GROUPS, WILD, board, game_data
from app.games.tinners_trail.model import NO_TILE, Keep, Phase, PlayerState, State, note
from app.games.tinners_trail.rules import prices
from app.games.tinners_trail.rules.changeover import open_column
from app.games.tinners_trail.rules.edit import log, update_seat

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.tinners_trail.actions import KeepCards
    from app.games.tinners_trail.model import TinOptions

__all__ = ["finish_keep", "keep_choices", "on_keep", "setup"]


def _tiles(players: int, draw: Random) -> list[int]:
    data, b = game_data(), board(players)
    tiles = [NO_TILE] * len(data.regions)
    for group in b.groups:
        pile = [i for i, g in enumerate(data.tile_group) if g == group]
        draw.shuffle(pile)
        for region in b.regions:
            if data.region_group[region] == group:
                tiles[region] = pile.pop()
    return tiles


def _deal(players: int, draw: Random) -> tuple[list[list[int]], list[tuple[int, ...]]]:
    """Return each seat's dealt cards and what is left of each letter's deck."""
    data, b = game_data(), board(players)
    offers: list[list[int]] = [[] for _ in range(players)]
    decks: list[tuple[int, ...]] = [() for _ in GROUPS]
    each = int(data.setup["cards_drawn_per_group"])
    dealt = [(g, each) for g in b.groups] + ([(WILD, b.wild_drawn)] if b.wild_drawn else [])
    for group, count in dealt:
        deck = [i for i, g in enumerate(data.card_group) if g == group]
        draw.shuffle(deck)
        for p in range(players):
            offers[p] += [deck.pop() for _ in range(count)]
        decks[group] = tuple(deck)
    return offers, decks


def setup(options: TinOptions, seed: int) -> State:
    """Return the position at the first decision: everyone keeping survey cards."""
    players = options.players
    data, b = game_data(), board(players)
    rng = Rng(seed=seed)
    draw = rng.stream()
    tiles = _tiles(players, draw)
    offers, decks = _deal(players, draw)
    size = len(data.regions)
    money = int(data.setup["starting_money"])
    state = State(
        players=players,
        phase=Phase.KEEP,
        pending=[Keep(waiting=tuple(PlayerId(p) for p in range(players)))],
        rng=rng,
        seats=tuple(
            PlayerState(money=money, mines=b.mines, offer=tuple(offers[p]), slot=p)
            for p in range(players)
        ),
        tile=tuple(tiles),
        face_up=tuple(r.face_up and b.in_play[i] for i, r in enumerate(data.regions)),
        known=(0,) * size,
        closed=(False,) * size,
        mine=(-1,) * size,
        tin=(0,) * size,
        copper=(0,) * size,
        water=(0,) * size,
        drains=(0,) * size,
        miner=(False,) * size,
        port=(False,) * size,
        rail=(False,) * size,
        pump=(False,) * size,
        pumps=b.dev.pumps,
        arrivals=players,
        decks=tuple(decks) if players == 2 else (),
    )
    log(state, note("round", n=1))
    prices.roll(state, first=True)
    open_column(state)
    return state


def keep_choices(state: State, player: int) -> list[tuple[int, ...]]:
    """Every set of cards `player` may keep: one of each letter's two, plus the wild card."""
    data = game_data()
    offer = state.seats[player].offer
    choices: list[tuple[int, ...]] = [()]
    for group in board(state.players).groups:
        pair = [c for c in offer if data.card_group[c] == group]
        choices = [(*kept, c) for kept in choices for c in pair]
    wild = tuple(c for c in offer if data.card_group[c] == WILD)
    return [tuple(sorted((*kept, *wild))) for kept in choices]


def on_keep(draft: State, action: KeepCards) -> None:
    """Keep the chosen cards; with 2 players the others go back into their decks."""
    player = action.player
    top = draft.pending[-1]
    top.waiting = tuple(p for p in top.waiting if p != player)
    seat = draft.seats[player]
    if draft.players == 2:
        data = game_data()
        decks = list(draft.decks)
        for card in seat.offer:
            if card not in action.cards:
                group = data.card_group[card]
                decks[group] = (*decks[group], card)
        draft.decks = tuple(decks)
    update_seat(draft, player, hand=tuple(sorted(action.cards)), offer=())


def finish_keep(draft: State) -> None:
    """Everyone has kept their cards: shuffle the 2-player decks, start round 1's actions."""
    if draft.players == 2:
        draw = draft.rng.stream()
        decks = []
        for deck in draft.decks:
            cards = list(deck)
            draw.shuffle(cards)
            decks.append(tuple(cards))
        draft.decks = tuple(decks)
        log(draft, note("decks_shuffled"))
    draft.phase = Phase.ACTIONS
