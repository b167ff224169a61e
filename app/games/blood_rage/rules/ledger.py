"""The ledger of Blood Rage (STYLE.md §3 "Ledger", issue 18 §1): counters and their amounts.

Counters are the numbers the table shows (seed 003 「氏族シート」「ゲームボード」): per seat its
glory, the Rage left on the Rage track, the value of each stat (Rage, Axes, Horns), the cards
in hand, the cards offered to it in the draft, the card kept for the next Age (0/1), the quests
committed, the filled upgrade slots, the figures in its stock and in Valhalla per kind, and its
figures on the board; per province each clan's figures there and whether its pillage token is
there, pillaged, the province destroyed or under the Doom token; per fjord each clan's ships;
the Age, each Age deck's size, the face-up discard pile and the cards discarded unseen. Hand,
offer, quest and kept-card contents are hidden from other seats, but their counts are on the
table, so every view has them.

The rules attach the amounts to their log lines where they change the counters: the action's
own line (`GameBase.describe`, `action_deltas`) and the notes of the automatic steps
(`notes.*(deltas=...)`). The helpers here turn a rule's amounts into counter keys.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import LEADER, NO_CARD, NO_TOKEN, SHIP, WARRIOR, Draft

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from app.games.blood_rage.model import ClanState, State

__all__ = [
    "Deltas",
    "card_keys",
    "counters",
    "figure",
    "figures",
    "merge",
    "province_key",
    "seat_key",
]

Deltas = dict[str, int]
"""Counter key -> change."""


def seat_key(seat: int, what: str) -> str:
    """`seat:<n>:<what>` (glory, rage, hand, stat:axes, reserve:warrior, ...)."""
    return f"seat:{seat}:{what}"


def province_key(province: int, what: str) -> str:
    """`province:<id>:<what>` (a seat's figures by seat number, pillaged, token, ...)."""
    return f"province:{game_data().provinces[province].id}:{what}"


def _fjord_key(fjord: int, seat: int) -> str:
    return f"fjord:{game_data().fjords[fjord].id}:{seat}"


def _kinds() -> tuple[str, ...]:
    """Every figure kind a clan may own: its troops and every monster."""
    return (LEADER, WARRIOR, SHIP, *(m.id for m in game_data().monsters))


def _upgrades(seat: ClanState) -> int:
    u = seat.upgrades
    return sum(c != NO_CARD for c in (u.leader, u.warrior, u.ship, *u.monsters, *u.clan))


def counters(state: State) -> dict[str, int]:
    """Return every number a seat sees in `state` (a view), by stable key."""
    data = game_data()
    out: dict[str, int] = {"age": state.age}
    for a, deck in enumerate(state.decks, start=1):
        out[f"deck:{a}"] = len(deck)
    out["discard"] = len(state.discard)
    out["discard_unseen"] = len(state.discard_unseen)
    kinds = _kinds()
    board = [0] * state.players
    draft = next((d for d in state.pending if isinstance(d, Draft)), None)
    offers = draft.offers if draft is not None else ((),) * state.players
    for i, province in enumerate(state.provinces):
        for p, here in enumerate(province.figures):
            out[province_key(i, str(p))] = len(here)
            board[p] += len(here)
        out[province_key(i, "token")] = int(province.token != NO_TOKEN)
        out[province_key(i, "pillaged")] = int(province.pillaged)
        out[province_key(i, "destroyed")] = int(province.destroyed)
        out[province_key(i, "doom")] = int(state.doom == i)
    for f, fjord in enumerate(state.fjords):
        for p, ships in enumerate(fjord.ships):
            out[_fjord_key(f, p)] = len(ships)
            board[p] += len(ships)
    for p, seat in enumerate(state.seats):
        out[seat_key(p, "glory")] = seat.glory
        out[seat_key(p, "rage")] = seat.rage
        for stat in STATS:
            out[seat_key(p, f"stat:{stat}")] = data.value(stat, getattr(seat.stats, stat))
        out[seat_key(p, "hand")] = len(seat.hand)
        out[seat_key(p, "offer")] = len(offers[p])
        out[seat_key(p, "kept")] = int(seat.kept != NO_CARD)
        out[seat_key(p, "quests")] = len(seat.quests)
        out[seat_key(p, "upgrades")] = _upgrades(seat)
        reserve, valhalla = Counter(seat.reserve), Counter(seat.valhalla)
        for kind in kinds:
            out[seat_key(p, f"reserve:{kind}")] = reserve[kind]
            out[seat_key(p, f"valhalla:{kind}")] = valhalla[kind]
        out[seat_key(p, "board")] = board[p]
    return out


def merge(*parts: Mapping[str, int]) -> Deltas:
    """Add up several sets of changes."""
    out: Deltas = {}
    for part in parts:
        for k, v in part.items():
            out[k] = out.get(k, 0) + v
    return out


def figure(seat: int, kind: str, place: str, n: int = 1) -> Deltas:
    """`n` figures of `kind` added to `place` (negative: taken away) as counter changes.

    `place` is "reserve", "valhalla", "p<province>", "f<fjord>", or "box" / "held" (a figure
    out of the game, or off the board waiting for a card's question: nothing counted).
    """
    if place in ("reserve", "valhalla"):
        return {seat_key(seat, f"{place}:{kind}"): n}
    if place.startswith("p"):
        return {province_key(int(place[1:]), str(seat)): n, seat_key(seat, "board"): n}
    if place.startswith("f"):
        return {_fjord_key(int(place[1:]), seat): n, seat_key(seat, "board"): n}
    return {}


def figures(seat: int, kinds: Iterable[str], place: str, n: int = 1) -> Deltas:
    """`figure` for several kinds (each `n` times)."""
    return merge(*(figure(seat, k, place, n) for k in kinds))


def card_keys(seat: int, **amounts: int) -> Deltas:
    """A seat's card counters (`hand`, `kept`, `quests`, `upgrades`) by name."""
    return {seat_key(seat, k): v for k, v in amounts.items()}


def standing(state: State, province: int, seats: Iterable[int]) -> dict[int, Deltas]:
    """Per seat: its figures in `province` and the fjord supporting it, taken off the board.

    Called before `board.destroy` empties them (a lost battle, Ragnarök).
    """
    fjord = game_data().fjord_of[province]
    out = {}
    for p in seats:
        here = figures(p, state.provinces[province].figures[p], f"p{province}", -1)
        ships = figures(p, state.fjords[fjord].ships[p], f"f{fjord}", -1) if fjord >= 0 else {}
        out[p] = merge(here, ships)
    return out


def glory(seat: int, n: int) -> Deltas:
    """A seat's glory moving `n` spaces."""
    return {seat_key(seat, "glory"): n}
