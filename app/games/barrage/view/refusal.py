"""Why a drop on the board starts no legal action (issue 8 §3: "refused drops say why").

The engine's own reasons first: `placement_reason` for an engineer on a management space (taken,
closed with this many players, not enough engineers or credits) and `check()` of a probe
construction for a structure on the map (no tile, no piece, cannot be built there, cannot pay).
What the space itself allows but the action cannot do in full gets a reason per section (no
powerhouse to produce from, no water reaching one). Returns `Text` values. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.games.barrage.actions import (
    BuildBuilding,
    Construct,
    DoExternalWork,
    FulfilContract,
    UseBuilding,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.describe import prompt
from app.games.barrage.model import NEUTRAL, NOBODY, FreeBuildChoice, Turn
from app.games.barrage.rules.construction import next_slot, tile_info
from app.games.barrage.rules.placement import placement_reason
from app.games.barrage.rules.production import systems
from app.games.barrage.texts import map_space, structure, t

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase
    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["built_by", "click_reason", "refusal", "step_reason", "taken_reason"]

_KINDS = {
    "turbine": "produce",
    "water": "manage_water",
    "bank": "bank",
    "workshop": "turn_wheel",
    "contract": "take_contracts",
    "machinery": "buy_machinery",
    "patent": "buy_patent",
}
"""The action kind of each management section."""


def refusal(game: GameBase[Any, Any], state: State, seat: int, piece: str, target: str) -> Text:
    """Return why dropping `piece` on `target` starts nothing for `seat` now."""
    top = state.pending[-1] if state.pending else None
    kind, _, rest = target.partition(":")
    if piece == "engineer":
        if not isinstance(top, Turn):
            return t("reason.decide_first", prompt=prompt(state))
        if kind in ("ework", "buse", "bspace"):
            return _leeghwater(game, state, seat, kind, rest)
        return _engineer(state, seat, kind, rest)
    if piece == "building":
        return _building_piece(game, state, seat, kind, rest)
    if kind != "map":
        return t("reason.structure_target")
    return _structure(game, state, seat, piece, rest)


def _structure(game: GameBase[Any, Any], state: State, seat: int, piece: str, sid: str) -> Text:
    geo = geometry()
    if not (sid in geo.dam_index or sid in geo.conduit_index or sid in geo.powerhouse_index):
        return t("reason.structure_target")  # a headstream or another space of the map
    top = state.pending[-1] if state.pending else None
    if isinstance(top, FreeBuildChoice):
        if top.structure != piece:
            return t("reason.free_build_kind", structure=structure(top.structure))
        why = t("reason.cannot_build_on", structure=structure(piece), space=map_space(sid))
    elif isinstance(top, Turn):
        why = _construct(game, state, seat, piece, sid)
    else:
        return t("reason.decide_first", prompt=prompt(state))
    return t("reason.space_built", space=map_space(sid)) if _built(state, sid, piece) else why


def _building_piece(
    game: GameBase[Any, Any], state: State, seat: int, kind: str, rest: str
) -> Text:
    top = state.pending[-1] if state.pending else None
    if kind != "bldg":
        return t("reason.building_target")
    if not isinstance(top, Turn):
        return t("reason.decide_first", prompt=prompt(state))
    return _leeghwater(game, state, seat, kind, rest)


def _leeghwater(game: GameBase[Any, Any], state: State, seat: int, kind: str, rest: str) -> Text:
    """The engine's reason for a probe of the Leeghwater action the target starts."""
    probe: Any
    known = {b.id for b in game_data().leeghwater.private_buildings}
    if kind != "ework" and rest.partition(":")[0] not in known:
        return t("reason.building_target")
    if kind == "ework":
        probe = DoExternalWork(player=PlayerId(seat), slot=int(rest))
    elif kind == "bldg":
        probe = BuildBuilding(player=PlayerId(seat), building=rest, tile="building")
    else:
        probe = UseBuilding(player=PlayerId(seat), building=rest.partition(":")[0])
    why = game.check(state, probe)
    return why if why is not None else t("reason.not_in_full", what=t(f"kind.{probe.kind}"))


def _engineer(state: State, seat: int, kind: str, rest: str) -> Text:
    if kind == "mgmt":
        return _management(state, seat, rest)
    if kind == "cbuild":
        if rest != str(seat):
            return t("reason.other_company")
        if next_slot(state.seats[seat]) is None:
            return t("reason.no_construction_space")
        return t("reason.no_construction")
    if kind == "officer":
        return t("reason.not_in_full", what=t("kind.copy_officer"))
    return t("reason.engineer_target")


def _management(state: State, seat: int, uid: str) -> Text:
    space = next((s for s in game_data().board.spaces if s.uid == uid), None)
    if space is None:
        return t("reason.no_space")
    why = placement_reason(state, seat, space)  # type: ignore[arg-type]
    if why is not None:
        return why
    if space.section == "turbine":
        return _no_production(state, seat)
    return t("reason.not_in_full", what=t(f"kind.{_KINDS.get(space.section, 'pass')}"))


def _no_production(state: State, seat: int) -> Text:
    if seat not in state.powerhouses:
        return t("reason.no_powerhouse")
    if not systems(state, seat):
        return t("reason.no_water_path")
    return t("reason.not_in_full", what=t("kind.produce"))


def _built(state: State, sid: str, piece: str) -> bool:
    """Whether the map space already holds a structure of that kind (elevations: never)."""
    geo = geometry()
    if piece == "base" and sid in geo.dam_index:
        return state.dams[geo.dam_index[sid]].level > 0
    if piece == "conduit" and sid in geo.conduit_index:
        return state.conduits[geo.conduit_index[sid]] != NOBODY
    if piece == "powerhouse" and sid in geo.powerhouse_index:
        return state.powerhouses[geo.powerhouse_index[sid]] != NOBODY
    return False


def _construct(game: GameBase[Any, Any], state: State, seat: int, piece: str, sid: str) -> Text:
    reason = None
    for tile in (piece, "joker"):
        probe = Construct(player=seat, tile=tile, structure=piece, space=sid)  # type: ignore[arg-type]
        reason = game.check(state, probe)
        if reason is None or getattr(reason, "key", "") != "reason.tile_not_in_supply":
            break
    return reason if reason is not None else t("reason.cannot_pay")


_ENGINEER_KINDS = ("mgmt", "cbuild", "officer", "ework", "buse")
_STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
_VAGUE = ("reason.structure_target", "reason.cannot_build_on", "reason.space_built")


def click_reason(game: GameBase[Any, Any], state: State, seat: int, target: str) -> Text | None:
    """Return why a click on `target` starts nothing for `seat` now (issue 35 §1), or None.

    The reason of the action the item would start: an engineer on an action space, a structure
    on a map space (the most telling of the four kinds), a contract fulfilled, a construction
    space out of turn; None for items no action involves (the generic line then).
    """
    kind, _, rest = target.partition(":")
    if kind in _ENGINEER_KINDS or kind == "bldg":
        piece = "building" if kind == "bldg" else "engineer"
        return refusal(game, state, seat, piece, target)
    if kind == "cslot":
        owner, _, _k = rest.partition(":")
        return t("reason.other_company") if owner != str(seat) else t("reason.leftmost_slot")
    if kind == "map":
        return _map_reason(game, state, seat, target)
    if kind == "head" or (kind == "patent" and state.introductory):
        # a headstream; the display of the patent office, greyed in the introductory game
        return t("reason.headstream_click" if kind == "head" else "reason.patent_intro")
    return _other_reason(game, state, seat, kind, rest)


def _other_reason(
    game: GameBase[Any, Any], state: State, seat: int, kind: str, rest: str
) -> Text | None:
    """A contract, a tile of the patent office's display, a construction wheel (issue 35)."""
    if kind == "contract" and rest.isdigit():
        return _contract_reason(game, state, seat, int(rest))
    if kind == "patent":  # a tile of the display is bought on its patent office space
        return refusal(game, state, seat, "engineer", f"mgmt:patent_{rest}")
    if kind == "wheel":
        return _wheel_reason(state, seat, rest)
    return None


def _wheel_reason(state: State, seat: int, owner: str) -> Text:
    """Why no action of the step loads or turns a construction wheel (issue 35)."""
    if owner != str(seat):
        return t("reason.other_company")
    if not isinstance(state.pending[-1] if state.pending else None, Turn):
        return t("reason.decide_first", prompt=prompt(state))
    return _engineer(state, seat, "cbuild", owner)  # a construction loads it


def _contract_reason(game: GameBase[Any, Any], state: State, seat: int, cid: int) -> Text | None:
    """A face-up contract at the action choice is taken (contract office), not fulfilled."""
    top = state.pending[-1] if state.pending else None
    if isinstance(top, Turn) and any(cid in pile.face_up for pile in state.private):
        return t("reason.take_contract_office")
    return game.check(state, FulfilContract(player=PlayerId(seat), contract=cid))


def _map_reason(game: GameBase[Any, Any], state: State, seat: int, target: str) -> Text:
    top = state.pending[-1] if state.pending else None
    if isinstance(top, FreeBuildChoice):
        return refusal(game, state, seat, top.structure, target)
    reasons = [refusal(game, state, seat, piece, target) for piece in _STRUCTURES]
    telling = [r for r in reasons if getattr(r, "key", "") not in _VAGUE]
    return (telling or reasons)[0]


def taken_reason(state: State, target: str) -> Text | None:
    """Why an action space holding engineers this round is closed (None: it is not, or a bank).

    Said for a click after a turn is played and waits for Confirm, when the space the player just
    took (or another one taken) was clicked in silence (issue 35 §1).
    """
    kind, _, uid = target.partition(":")
    if kind != "mgmt" or uid == "bank" or all(o.uid != uid for o in state.occupied):
        return None
    space = next((s for s in game_data().board.spaces if s.uid == uid), None)
    if space is None or space.section == "bank":
        return None
    return placement_reason(state, PlayerId(0), space)


def built_by(tile: str) -> str:
    """Return the first piece a technology tile builds ("" for a tile that builds none)."""
    if tile == game_data().leeghwater.basic_tile:
        return "building"  # Leeghwater: it builds a private building (the building piece)
    try:
        builds = tile_info(tile).builds
    except KeyError:  # Leslie Spencer's tile
        return ""
    return str(builds[0]) if builds else ""


def step_reason(
    game: GameBase[Any, Any], state: State, seat: int, remaining: Sequence[Any], target: str
) -> Text | None:
    """Why `target` is no choice of the move being built (None: no such reason here).

    `remaining` are the legal actions that agree with the choices made. A production or a
    construction under way is refused for its own reason when an item it cannot use is
    clicked, not for another action the item could start (the stranger clicked his own empty
    dam at "choose the dam to release water from" and read why he could not pay for an
    elevation; with a dam space chosen, the conduit tile said it needed mixers for some other
    conduit; issue 35).
    """
    if not remaining:
        return None
    kinds = {a.kind for a in remaining}
    if kinds == {"construct"}:
        return _construct_step(game, state, seat, remaining, target)
    if kinds == {"produce"}:
        return _produce_step(state, seat, remaining, target)
    return None


def _construct_step(
    game: GameBase[Any, Any], state: State, seat: int, remaining: Sequence[Any], target: str
) -> Text | None:
    """A tile or structure refused at the chosen space, a space refused for the chosen tile."""
    kind, _, rest = target.partition(":")
    spaces = {a.space for a in remaining}
    tiles = {(a.tile, a.structure) for a in remaining}
    probe: Construct | None = None
    if kind in ("tile", "struct") and len(spaces) == 1:
        owner, _, thing = rest.partition(":")
        piece = built_by(thing) if kind == "tile" else thing
        if owner != str(seat) or piece not in _STRUCTURES:
            return None
        tile = thing if kind == "tile" else piece
        space = next(iter(spaces))
        if any(a.tile == tile and a.structure == piece for a in remaining):
            return None
        probe = Construct(player=seat, tile=tile, structure=piece, space=space)  # type: ignore[arg-type]
    elif kind == "map" and len(tiles) == 1 and rest not in spaces:
        tile, piece = next(iter(tiles))
        probe = Construct(player=seat, tile=tile, structure=piece, space=rest)  # type: ignore[arg-type]
    if probe is None:
        return None
    why = game.check(state, probe)
    if why is not None:
        return why
    return t(
        "reason.cannot_build_on", structure=structure(probe.structure), space=map_space(probe.space)
    )


def _produce_step(state: State, seat: int, remaining: Sequence[Any], target: str) -> Text | None:
    kind, _, sid = target.partition(":")
    geo = geometry()
    if kind != "map":
        return None
    if sid in geo.dam_index and all(a.dam != sid for a in remaining):
        return _dam_reason(state, seat, sid)
    if any(all(getattr(a, part) == sid for a in remaining) for part in _PARTS):
        return t("reason.part_of_move", what=map_space(sid))  # not another action's reason
    dams = {a.dam for a in remaining}
    if sid in geo.conduit_index and all(a.conduit != sid for a in remaining) and len(dams) == 1:
        return _conduit_reason(state, seat, next(iter(dams)), sid)
    return None


_PARTS = ("dam", "conduit", "powerhouse")
"""The map spaces a production runs through."""


def _dam_reason(state: State, seat: int, sid: str) -> Text:
    geo = geometry()
    dam = state.dams[geo.dam_index[sid]]
    where = map_space(sid)
    if dam.owner == NOBODY:
        return t("reason.dam_none_built", dam=where)
    if dam.owner not in (seat, NEUTRAL):
        return t("reason.dam_not_yours", dam=where)
    if dam.drops <= 0:
        return t("reason.dam_no_water", dam=where)
    return t("reason.dam_no_path", dam=where)


def _conduit_reason(state: State, seat: int, dam: str, sid: str) -> Text:
    """Why the production from the chosen `dam` cannot run through the conduit `sid`."""
    geo = geometry()
    c = geo.conduit_index[sid]
    if geo.conduit_basin[c] != geo.dam_basin[geo.dam_index[dam]]:
        return t("reason.conduit_other_dam", conduit=map_space(sid), dam=map_space(dam))
    if state.conduits[c] == NOBODY:
        return t("reason.conduit_none_built", conduit=map_space(sid))
    return t("reason.conduit_no_powerhouse", conduit=map_space(sid))
