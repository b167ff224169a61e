"""Private buildings (seed 000 レーフワーテル計画拡張 "私有建物アクション（建設と発動）"; ref. §12).

Building: a construction action (engineers on the next construction space of the company
board, its red space +3 credits) with the building technology tile: the tile and the machinery
printed top left go into the open wheel segment, the wheel turns 1, and the leftmost building
piece of the extension board goes onto a free building space of the tile (the leftmost one in
play; a red-outlined one costs 3 credits more). One piece per company per building, 5 pieces.
Solomon P. Jordan may pay machinery with 3 credits each. Building advanced tiles: I uses the
building's action at once without engineers (its printed cost paid), II pays only one of the
two machinery types, III scores the building's VP at once too.

Using: only a company with a piece on it, once a round on its action spaces: the first company
of the round takes the cheap left space, later ones the dear right spaces; the level I tile's
use at once is the round's use too (no space taken); Margot Fouche's own space uses one of her
buildings a second time. The actions are in `rules.building_actions`.
Buildings give no income; their VP are scored at the end of the game (`final_vp`).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Literal

from app.engine.flow import push_decision
from app.games.barrage.actions import BuildBuilding, UseBuilding
from app.games.barrage.data.data import game_data
from app.games.barrage.model import NOBODY, BuildingUseChoice
from app.games.barrage.rules import building_actions, expansion_notes, wheel
from app.games.barrage.rules.board import has_officer_ability, officer_of
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.construction import SOLOMON_PRICE, next_slot
from app.games.barrage.rules.rewards import add_vp

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.data.leeghwater import PrivateBuilding
    from app.games.barrage.model import State

__all__ = [
    "SOURCE",
    "building_tiles",
    "built_by",
    "final_vp",
    "has_used",
    "legal_build",
    "legal_use",
    "on_build",
    "on_use",
    "pieces_left",
]

SOURCE = "buildings"
"""Breakdown line of the VP private buildings give."""


@cache
def building_tiles() -> dict[str, str | None]:
    """Tile id -> effect id of every tile that builds private buildings."""
    out: dict[str, str | None] = {game_data().leeghwater.basic_tile: None}
    out |= {a.id: a.effect for a in game_data().technology.advanced if a.structure == "building"}
    return out


def built_by(state: State, seat: int) -> list[str]:
    """Return the private buildings `seat` has a piece on."""
    ex = state.lwp
    if ex is None:
        return []
    return [b for b, slots in zip(ex.buildings, ex.built, strict=True) if seat in slots]


def pieces_left(state: State, seat: int) -> int:
    """Return the building pieces still on the seat's extension board."""
    return game_data().leeghwater.pieces - len(built_by(state, seat))


def _free_slot(state: State, index: int) -> int | None:
    """Return the leftmost free building space in play on building `index`."""
    assert state.lwp is not None
    slots = game_data().leeghwater.construction_slots
    for k, owner in enumerate(state.lwp.built[index]):
        if owner == NOBODY and slots[k].min_players <= state.players:
            return k
    return None


def _payments(b: PrivateBuilding, effect: str | None, *, solomon: bool) -> list[tuple[int, ...]]:
    """Every (excavators, mixers, machineries paid in credits) way to pay for `b`."""
    reqs = [(b.excavators, b.mixers)]
    if effect == "building_one_machinery":
        reqs = [(b.excavators, 0), (0, b.mixers)]
    out: set[tuple[int, int, int]] = set()
    for e, m in reqs:
        if not solomon:
            out.add((e, m, 0))
            continue
        out.update((e - a, m - c, a + c) for a in range(e + 1) for c in range(m + 1))
    return sorted(out)


def legal_build(state: State, seat: PlayerId) -> list[BuildBuilding]:
    """Return every private building construction `seat` can carry out in full."""
    ex, p = state.lwp, state.seats[seat]
    slot = next_slot(p)
    if ex is None or slot is None or p.engineers < slot.engineers or pieces_left(state, seat) < 1:
        return []
    tiles = sorted({t for t in p.tiles if t in building_tiles()})
    solomon = has_officer_ability(state, seat, "machinery_for_credits")
    data = game_data().leeghwater
    out = []
    for index, bid in enumerate(ex.buildings):
        k = _free_slot(state, index)
        if k is None or seat in ex.built[index]:
            continue
        fixed = slot.space_cost + data.construction_slots[k].surcharge
        for tile in tiles:
            for e, m, n in _payments(data.building(bid), building_tiles()[tile], solomon=solomon):
                if e <= p.excavators and m <= p.mixers and fixed + SOLOMON_PRICE * n <= p.credits:
                    out.append(
                        BuildBuilding(
                            player=seat,
                            building=bid,
                            tile=tile,
                            excavators=e,
                            mixers=m,
                            credits_for_machinery=n,
                        )
                    )
    return out


def on_build(state: State, action: BuildBuilding) -> None:
    """Carry out a legal construction of a private building, then its tile's effect."""
    ex, p, seat = state.lwp, state.seats[action.player], action.player
    assert ex is not None
    slot = next_slot(p)
    assert slot is not None
    p.engineers -= slot.engineers
    p.credits -= slot.space_cost
    p.constructions += 1
    index = ex.buildings.index(action.building)
    k = _free_slot(state, index)
    assert k is not None
    p.credits -= game_data().leeghwater.construction_slots[k].surcharge
    p.credits -= SOLOMON_PRICE * action.credits_for_machinery
    wheel.load_and_turn(p, action.tile, action.excavators, action.mixers, seat=action.player)
    ex.built[index][k] = seat
    effect = building_tiles()[action.tile]
    b = game_data().leeghwater.building(action.building)
    if effect == "building_vp_now":
        add_vp(state, seat, SOURCE, b.vp)
    elif effect == "building_use_now":
        choice = BuildingUseChoice(waiting=(seat,), building=action.building)
        if legal_use(state, seat, "tile", choice.building):
            push_decision(state.pending, choice)


def _space_for(state: State, seat: int, index: int, via: str) -> tuple[int, int] | None:
    """Return the (engineers, credits) a use takes, or None if it cannot be used so."""
    assert state.lwp is not None
    b = game_data().leeghwater.building(state.lwp.buildings[index])
    used = state.lwp.used[index]
    if via == "space":
        if has_used(state, seat, index) or len(used) >= len(b.spaces):
            return None
        space = b.spaces[len(used)]  # the first company of the round: the cheap left space
        return space.engineers, space.credits
    if via == "officer":
        if not _is_margot(state, seat):
            return None
        spaces = officer_of(state, seat).action_spaces
        uses = state.seats[seat].officer_uses
        return (spaces[uses].engineers, spaces[uses].space_cost) if uses < len(spaces) else None
    return 0, 0


def has_used(state: State, seat: int, index: int) -> bool:
    """Whether `seat` used building `index` this round: on its space or with the level I tile.

    Seed 000: each company uses each private building once a round; the level I building
    tile's use at once is that use (Margot Fouche's own space still gives a second one).
    """
    assert state.lwp is not None
    return seat in state.lwp.used[index] or seat in state.lwp.used_at_once[index]


def _is_margot(state: State, seat: int) -> bool:
    return state.seats[seat].officer != "" and officer_of(state, seat).ability == "building_twice"


Via = Literal["space", "officer", "tile"]
"""How a private building is used (`UseBuilding.via`)."""


def legal_use(
    state: State, seat: PlayerId, via: Via = "space", only: str | None = None
) -> list[UseBuilding]:
    """Return every use of a private building `seat` can carry out now (`via` as `UseBuilding`)."""
    out: list[UseBuilding] = []
    p = state.seats[seat]
    for bid in built_by(state, seat):
        if only is not None and bid != only:
            continue
        assert state.lwp is not None
        space = _space_for(state, seat, state.lwp.buildings.index(bid), via)
        if space is None or p.engineers < space[0]:
            continue
        budget = p.credits - space[1]
        for target, e, m in building_actions.options(state, seat, bid, budget):
            out.append(
                UseBuilding(
                    player=seat, building=bid, via=via, target=target, excavators=e, mixers=m
                )
            )
    return out


def on_use(state: State, action: UseBuilding) -> None:
    """Place the engineers (space or Margot's), pay, and carry out the building's action."""
    ex, p, seat = state.lwp, state.seats[action.player], action.player
    assert ex is not None
    index = ex.buildings.index(action.building)
    space = _space_for(state, seat, index, action.via)
    assert space is not None
    p.engineers -= space[0]
    p.credits -= space[1]
    if action.via == "space":
        ex.used[index].append(seat)
    elif action.via == "officer":
        p.officer_uses += 1
    else:
        ex.used_at_once[index].append(seat)
    building_actions.carry_out(state, action)


def final_vp(state: State) -> None:
    """Seed 000 ゲーム終了時: each company scores the VP printed on the buildings it built."""
    data = game_data().leeghwater
    for seat in range(state.players):
        mine = built_by(state, seat)
        vp = sum(data.building(b).vp for b in mine)
        with entry():
            expansion_notes.building_vp(seat, mine, vp)
            add_vp(state, seat, SOURCE, vp)
