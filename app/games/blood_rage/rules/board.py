"""The board and the figures on it (seed 003 「ゲームボード」「フィギュア」「氏族シート」).

Queries (STR, invade cost, figures on the board, free villages, who is in a province with its
fjord) and the copy-on-write moves of figures between stock, provinces, fjords and Valhalla.
A figure in a fjord counts in both provinces the fjord supports (「各フィヨルドは、それが接続し
ている２つの地域を援護している」); anything that hits a province hits its fjord too.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, TypeVar

from app.games.blood_rage.cards.registry import Event, acting, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import LEADER, NO_CARD, NO_FJORD, SHIP, WARRIOR
from app.games.blood_rage.rules.edit import replaced, update_province, update_seat

if TYPE_CHECKING:
    from app.games.blood_rage.model import ClanState, State

__all__ = [
    "add",
    "base_strength",
    "clan_strength",
    "destroy",
    "fjord_of",
    "fjord_open",
    "forces",
    "free_villages",
    "invade_cost",
    "is_ship",
    "minus",
    "on_board",
    "participants",
    "plus",
    "put_in_fjord",
    "put_in_province",
    "stat_value",
    "strength",
    "take_from_province",
    "upgrade_cards",
]


T = TypeVar("T", str, int)


def plus(kinds: tuple[str, ...], kind: str) -> tuple[str, ...]:
    """Return `kinds` with one more `kind` (sorted)."""
    return tuple(sorted((*kinds, kind)))


def minus(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """Return `items` with one `item` fewer (it must be there): a figure kind or a card."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


@cache
def is_ship(kind: str) -> bool:
    """Ships, and monsters that count as ships (Sea Serpent, monsters.json `ship`)."""
    if kind == SHIP:
        return True
    data = game_data()
    index = data.monster_index.get(kind)
    return index is not None and data.monsters[index].ship


@cache
def base_strength(kind: str) -> int:
    """Printed STR of a figure kind (clan sheet or monster card)."""
    data = game_data()
    for f in data.figures:
        if f.kind == kind:
            return f.strength
    return data.monsters[data.monster_index[kind]].strength


def stat_value(seat: ClanState, stat: str) -> int:
    """Return the value of a clan stat at its current step."""
    return game_data().value(stat, getattr(seat.stats, stat))


def strength(seat: ClanState, kind: str) -> int:
    """A figure's STR: its troop upgrade's STR if that slot is filled, else the printed one.

    Special STR rules of upgrades and monsters (pairs of Warriors, Dark Elf in Yggdrasil) are
    card effects that act per province (`clan_strength`, timing `figure_strength`).
    """
    slot = {LEADER: seat.upgrades.leader, WARRIOR: seat.upgrades.warrior, SHIP: seat.upgrades.ship}
    card = slot.get(kind, NO_CARD)
    if card != NO_CARD:
        value = game_data().cards[card].strength
        if value is not None:
            return value
    return base_strength(kind)


def invade_cost(state: State, player: int, kind: str) -> int:
    """Rage to invade with `kind`: its STR, the Leader free, monsters as printed (RULES.md R10)."""
    data = game_data()
    seat = state.seats[player]
    if kind == LEADER:
        cost = next(f.invade_cost for f in data.figures if f.kind == LEADER)
    elif kind in (WARRIOR, SHIP):
        cost = strength(seat, kind)
    else:
        cost = data.monsters[data.monster_index[kind]].invade_cost
    event = Event("cost", cost=cost, seats=(player,), what="invade")
    return max(0, fire(state, event, upgrade_cards(state, player)).cost)


def upgrade_cards(state: State, player: int) -> list[tuple[int, int]]:
    """Return (seat, card) for every upgrade card on `player`'s clan sheet."""
    return [(player, c) for c in _sheet(state.seats[player]) if c != NO_CARD]


def on_board(state: State, player: int) -> int:
    """Figures of `player` in provinces and fjords (the Horns limit counts these)."""
    return sum(len(p.figures[player]) for p in state.provinces) + sum(
        len(f.ships[player]) for f in state.fjords
    )


def free_villages(state: State, province: int) -> int:
    """Empty villages of a province (a large number for Yggdrasil, which has none)."""
    villages = game_data().provinces[province].villages
    if villages is None:
        return 1_000
    return villages - sum(len(f) for f in state.provinces[province].figures)


def fjord_of(province: int) -> int:
    """The fjord supporting `province`, or `NO_FJORD`."""
    return game_data().fjord_of[province]


def fjord_open(state: State, fjord: int) -> bool:
    """A fjord can be invaded while one of its provinces stands (RULES.md R12)."""
    return any(not state.provinces[p].destroyed for p in game_data().fjord_provinces[fjord])


def forces(state: State, province: int, player: int) -> tuple[str, ...]:
    """`player`'s figures in `province` and in the fjord supporting it."""
    here = state.provinces[province].figures[player]
    fjord = fjord_of(province)
    return here if fjord == NO_FJORD else here + state.fjords[fjord].ships[player]


def participants(state: State, province: int) -> tuple[int, ...]:
    """Seats with a figure in `province` or its fjord, in seat order."""
    return tuple(p for p in range(state.players) if forces(state, province, p))


def clan_strength(state: State, province: int, player: int) -> int:
    """Total STR of `player`'s figures in `province` and its fjord (no cards).

    Upgrades that change STR by place or by pairs (Dark Elf in Yggdrasil, Brothers and Masters
    in Arms) act at the `figure_strength` timing.
    """
    seat = state.seats[player]
    here = forces(state, province, player)
    total = sum(strength(seat, k) for k in here)
    cards = acting(upgrade_cards(state, player), "figure_strength") if here else []
    if not cards:
        return total
    event = Event("figure_strength", province=province, seats=(player,), strength=[total])
    event.figures = tuple((player, k) for k in here)
    return fire(state, event, cards).strength[0]


def _sheet(seat: ClanState) -> tuple[int, ...]:
    u = seat.upgrades
    return (u.leader, u.warrior, u.ship, *u.monsters, *u.clan)


def add(draft: State, player: int, kinds: tuple[str, ...], where: str) -> None:
    """Add figures to a seat's `reserve` or `valhalla`."""
    seat = draft.seats[player]
    update_seat(draft, player, **{where: tuple(sorted(getattr(seat, where) + kinds))})


def put_in_province(draft: State, player: int, kind: str, province: int) -> None:
    """Place a figure in a province."""
    figures = draft.provinces[province].figures
    new = replaced(figures, player, plus(figures[player], kind))
    update_province(draft, province, figures=new)


def take_from_province(draft: State, player: int, kind: str, province: int) -> None:
    """Remove one figure from a province."""
    figures = draft.provinces[province].figures
    new = replaced(figures, player, minus(figures[player], kind))
    update_province(draft, province, figures=new)


def put_in_fjord(draft: State, player: int, kind: str, fjord: int) -> None:
    """Place a ship in a fjord."""
    f = draft.fjords[fjord]
    new = f.model_copy(update={"ships": replaced(f.ships, player, plus(f.ships[player], kind))})
    draft.fjords = replaced(draft.fjords, fjord, new)


def destroy(draft: State, province: int, seats: tuple[int, ...]) -> tuple[tuple[int, str], ...]:
    """Send every figure of `seats` in `province` and its fjord to Valhalla; return them."""
    dead: list[tuple[int, str]] = []
    figures = list(draft.provinces[province].figures)
    fjord = fjord_of(province)
    ships = list(draft.fjords[fjord].ships) if fjord != NO_FJORD else []
    for p in seats:
        gone = figures[p] + (ships[p] if ships else ())
        if not gone:
            continue
        dead += [(p, k) for k in gone]
        figures[p] = ()
        if ships:
            ships[p] = ()
        add(draft, p, gone, "valhalla")
    update_province(draft, province, figures=tuple(figures))
    if ships:
        new = draft.fjords[fjord].model_copy(update={"ships": tuple(ships)})
        draft.fjords = replaced(draft.fjords, fjord, new)
    return tuple(dead)
