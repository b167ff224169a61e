"""What an action will cause that the player cannot see at once (PRODUCT.md "Preview").

Shown before Confirm: for a production the water path (dam → conduit → powerhouse → where the
water stops next), the energy made, the credits paid to a conduit's owner and the contracts it
can fulfil; for water actions where the drops will flow; for a construction what the structure
will hold or lead to. Everything is measured on copies of the state (the engine's `apply`, the
water module's flow), never guessed. Returns `Text` values of the game's catalogue. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.engine.text import Seat, TextList
from app.games.barrage.data.data import geometry
from app.games.barrage.model import ContractChoice
from app.games.barrage.rules import water
from app.games.barrage.rules.board import new_incomes
from app.games.barrage.texts import basin, contract, count, map_space, reward, t, tile
from app.games.barrage.view.lwppreview import KINDS, lwp_lit, lwp_preview

if TYPE_CHECKING:
    from app.engine.game import GameBase
    from app.engine.text import Arg, Text
    from app.games.barrage.model import State

__all__ = ["lit_spaces", "preview", "water_path"]


def preview(game: GameBase[Any, Any], state: State, action: Any) -> list[Text]:
    """Return the preview lines of a legal `action` in `state` (empty when nothing to add)."""
    if game.check(state, action) is not None:
        return []
    after: State = game.apply(state, action)
    return (
        _by_kind(game, state, after, action)
        + _wheel_back(state, after, action)
        + _last_engineers(state, after, action)
    )


def _by_kind(game: GameBase[Any, Any], state: State, after: State, action: Any) -> list[Text]:
    kind = action.kind
    if kind == "produce":
        return _produce(game, state, after, action)
    if kind in ("manage_water", "place_drops"):
        return _water(state, after, action)
    if kind in ("construct", "free_build"):
        return _construct(state, after, action)
    if kind in KINDS:
        return lwp_preview(state, after, action)
    return []


def _wheel_back(state: State, after: State, action: Any) -> list[Text]:
    """What the acting seat's construction wheel gives back (seed 000 ホイールの使用).

    The log shows the return on its own line; the preview says it before Confirm (the
    workshop's turns, a reward's turn, a construction's). A turn of its own that brings nothing
    back says so; a construction's own turn then needs no line.
    """
    seat = int(getattr(action, "player", -1))
    if not 0 <= seat < len(state.seats) or seat >= len(after.seats):
        return []
    before_w, after_w = state.seats[seat].wheel, after.seats[seat].wheel
    if before_w.open == after_w.open:
        return []
    tiles: list[Arg] = []
    excavators = mixers = 0
    for was, now in zip(before_w.segments, after_w.segments, strict=True):
        if (was.tile or was.excavators or was.mixers) and not (
            now.tile or now.excavators or now.mixers
        ):
            tiles += [tile(was.tile)] if was.tile else []
            excavators += was.excavators
            mixers += was.mixers
    items = tiles + [count(k, n) for k, n in (("excavators", excavators), ("mixers", mixers)) if n]
    if items:
        return [t("preview.wheel_back", items=TextList(tuple(items)))]
    if action.kind in ("construct", "free_build"):
        return []
    return [t("preview.wheel_nothing")]


def _last_engineers(state: State, after: State, action: Any) -> list[Text]:
    """A move that uses the seat's last engineers ends its actions for the round (issue 35 §2)."""
    seat = int(action.player)
    if state.seats[seat].engineers > 0 and after.seats[seat].engineers == 0:
        return [t("preview.last_engineers")]
    return []


def lit_spaces(game: GameBase[Any, Any], state: State, action: Any) -> list[str]:
    """Return the map spaces the preview of `action` lights (board ids).

    A production's water path; the dams a water action's drops reach (at once, or in the
    water flow phase when they wait on headstreams); else none.
    """
    if action.kind in KINDS:
        return lwp_lit(state, action)
    if action.kind not in ("produce", "manage_water", "place_drops"):
        return []
    if game.check(state, action) is not None:
        return []
    after: State = game.apply(state, action)
    if action.kind == "produce":
        return water_path(state, after, action)
    geo = geometry()
    filled = _filled(state, after)
    if not filled and after.drops_exited == state.drops_exited:
        filled = _filled(_flowed(state), _flowed(after))
    return [f"map:{geo.dams[i].id}" for i in filled]


def _flowed(state: State) -> State:
    """A copy of `state` after every drop waiting on the headstreams has flowed down."""
    draft = state.model_copy(deep=True)
    water.flow_all(draft)
    return draft


def water_path(state: State, after: State, action: Any) -> list[str]:
    """Return the map spaces a production's water passes and stops in (board ids)."""
    out = [f"map:{action.dam}", f"map:{action.conduit}", f"map:{action.powerhouse}"]
    geo = geometry()
    out += [f"map:{geo.dams[i].id}" for i in _filled(state, after) if geo.dams[i].id != action.dam]
    return out


def _filled(before: State, after: State) -> list[int]:
    """Dams (indexes) holding more drops after than before."""
    return [
        i for i, (b, a) in enumerate(zip(before.dams, after.dams, strict=True)) if a.drops > b.drops
    ]


def _destinations(before: State, after: State) -> Text:
    """Where new water stopped: dams with the drops they got, and drops leaving the map."""
    geo = geometry()
    parts: list[Arg] = [
        t(
            "preview.stops_in",
            drops=count("drops", after.dams[i].drops - before.dams[i].drops),
            dam=map_space(geo.dams[i].id),
        )
        for i in _filled(before, after)
    ]
    gone = after.drops_exited - before.drops_exited
    if gone:
        parts.append(t("preview.leaves_map", drops=count("drops", gone)))
    if not parts:
        return t("preview.nowhere")
    return t("reward.list", items=TextList(tuple(parts)))


def _produce(game: GameBase[Any, Any], state: State, after: State, action: Any) -> list[Text]:
    seat = action.player
    lines = [
        t(
            "preview.path",
            dam=map_space(action.dam),
            conduit=map_space(action.conduit),
            powerhouse=map_space(action.powerhouse),
            then=_destinations(state, after),
        ),
        t(
            "preview.energy",
            energy=count("energy", after.seats[seat].energy - state.seats[seat].energy),
        ),
    ]
    geo = geometry()
    owner = state.conduits[geo.conduit_index[action.conduit]]
    if owner != seat and 0 <= owner < len(state.seats):  # what the engine moved to the owner
        credits = after.seats[owner].credits - state.seats[owner].credits
        vp = after.seats[owner].vp - state.seats[owner].vp
        lines.append(
            t(
                "preview.fee",
                credits=count("credits", credits),
                owner=Seat(owner),
                vp=count("vp", vp),
            )
        )
    lines.append(_contracts(game, after, seat))
    return lines


def _income(state: State, after: State, seat: int) -> list[Text]:
    """The incomes a construction uncovers on the seat's company board (seed 004 Phase 1).

    Paid at once and at the start of every later round; the rewards are the engine's own
    (`uncovered_incomes`), not read again from the data here.
    """
    return [t("preview.income", what=reward(r)) for r in new_incomes(state, after, seat)]


def _contracts(game: GameBase[Any, Any], after: State, seat: int) -> Text:
    top = after.pending[-1] if after.pending else None
    if not isinstance(top, ContractChoice) or seat not in top.waiting:
        return t("preview.no_contract")
    ids = [
        a.contract for a in game.legal_actions(after, PlayerId(seat)) if a.kind == "fulfil_contract"
    ]
    if not ids:
        return t("preview.no_contract")
    return t("preview.contracts", contracts=TextList(tuple(contract(c) for c in ids), "or"))


def _water(state: State, after: State, action: Any) -> list[Text]:
    if _filled(state, after) or after.drops_exited != state.drops_exited:
        return [t("preview.flows_now", where=_destinations(state, after))]
    # The drops wait on the headstreams: compare the water flow phase with and without them
    # (its end result does not depend on the order the drops flow in).
    before, later = _flowed(state), _flowed(after)
    return [t("preview.flows_later", where=_destinations(before, later))]


def _construct(state: State, after: State, action: Any) -> list[Text]:
    return _structure(state, after, action) + _income(state, after, int(action.player))


def _structure(state: State, after: State, action: Any) -> list[Text]:
    geo = geometry()
    sid = action.space
    if sid in geo.dam_index:
        i = geo.dam_index[sid]
        holds = count("drops", water.capacity(after, i))
        lines = [t("preview.dam_holds", dam=map_space(sid), drops=holds)]
        gain = _flowed(after).dams[i].drops - _flowed(state).dams[i].drops
        if gain > 0:  # drops waiting upstream that now stop here
            lines.append(t("preview.dam_fills", drops=count("drops", gain)))
        return lines
    if sid in geo.conduit_index:
        c = geo.conduits[geo.conduit_index[sid]]
        return [
            t(
                "preview.conduit",
                conduit=map_space(sid),
                value=c.production,
                basin=basin(c.to_basin),
            )
        ]
    if sid in geo.powerhouse_index:
        b = geo.powerhouse_basin[geo.powerhouse_index[sid]]
        return [t("preview.powerhouse", powerhouse=map_space(sid), basin=basin(b))]
    return []
