"""Setup (seed 003 「ゲームの準備」) for 2-4 players.

Each clan takes its Leader, 8 Warriors and its ship into its stock, puts its stat tokens on the
first step (Rage 6, Axes 3, Horns 4) and its Rage token on 6 (「自分の氏族の準備」). The
green-edged pillage token goes on Yggdrasil and the other 8 are shuffled face up onto the
provinces around it. The 8 Ragnarök tokens are shuffled: one on each Age's Ragnarök slot, the
Doom token on Age 1's province, then 3/2/1 more (2/3/4 players) destroy provinces at setup; those
lose their pillage token and the other Ragnarök tokens go back to the box (「ボードの準備」).
Each Age's deck loses the 3+ and 4+ cards the player count leaves out and is shuffled
(「カードの準備」). Someone gets the first-player token (here: drawn with the seed unless the
options name a seat), and the Gods' Gifts draft of Age 1 is dealt at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.blood_rage.data.data import YGGDRASIL, deck, game_data
from app.games.blood_rage.model import (
    NO_TOKEN,
    ClanState,
    FjordState,
    Phase,
    ProvinceState,
    State,
)
from app.games.blood_rage.rules import draft

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.blood_rage.model import BrOptions

__all__ = ["clans_of", "setup", "starting_reserve"]


def clans_of(options: BrOptions) -> tuple[str, ...]:
    """Return the clan of each seat; raise ValueError for clans the game does not have."""
    data = game_data()
    clans = options.clans or tuple(c.id for c in data.clans[: options.players])
    if len(clans) != options.players or any(c not in data.clan_index for c in clans):
        msg = f"need {options.players} different clans among {sorted(data.clan_index)}"
        raise ValueError(msg)
    return clans


def starting_reserve() -> tuple[str, ...]:
    """Return a clan's figures at the start: Leader, Warriors and ship (sorted kinds)."""
    kinds = [f.kind for f in game_data().figures for _ in range(f.count)]
    return tuple(sorted(kinds))


def _board(players: int, draw: Random) -> tuple[tuple[ProvinceState, ...], tuple[int, ...]]:
    """Return the provinces (tokens placed, some destroyed) and the Ragnarök order."""
    data = game_data()
    empty = ((),) * players
    shuffled = [i for i, x in enumerate(data.tokens) if not x.fixed]
    draw.shuffle(shuffled)
    fixed = next(i for i, x in enumerate(data.tokens) if x.fixed)
    token = {YGGDRASIL: fixed} | dict(zip(data.ring, shuffled, strict=True))
    ragnarok = list(data.ring)
    draw.shuffle(ragnarok)
    ruined = set(ragnarok[3 : 3 + data.destroyed_at_setup[players]])
    provinces = tuple(
        ProvinceState(
            figures=empty,
            destroyed=i in ruined,
            token=NO_TOKEN if i in ruined else token[i],
        )
        for i in range(len(data.provinces))
    )
    return provinces, tuple(ragnarok[:3])


def setup(options: BrOptions, seed: int) -> State:
    """Return the position at the first decision: every seat picking from 8 dealt cards."""
    data, players = game_data(), options.players
    clans = clans_of(options)
    if not -1 <= options.first_player < players:
        msg = f"first_player must be a seat 0-{players - 1} or -1"
        raise ValueError(msg)
    rng = Rng(seed=seed)
    draw = rng.stream()
    provinces, ragnarok = _board(players, draw)
    decks = []
    for age in range(1, data.ages + 1):
        cards = list(deck(age, players))
        draw.shuffle(cards)
        decks.append(tuple(cards))
    first = options.first_player if options.first_player >= 0 else draw.randrange(players)
    state = State(
        players=players,
        age=1,
        phase=Phase.GODS_GIFTS,
        rng=rng,
        first_player=first,
        seats=tuple(
            ClanState(clan=c, rage=data.starting_rage, reserve=starting_reserve()) for c in clans
        ),
        provinces=provinces,
        fjords=tuple(FjordState(ships=((),) * players) for _ in data.fjords),
        ragnarok=(ragnarok[0], ragnarok[1], ragnarok[2]),
        doom=ragnarok[0],
        decks=(decks[0], decks[1], decks[2]),
    )
    draft.enter(state)
    return state
