"""Legal actions, refusals and carrying out of the Leeghwater Project's actions (`rules.apply`).

Turn actions: external works (`rules.external_works`), building and using private buildings
(`rules.private_buildings`; Margot Fouche's space is a `UseBuilding` `via="officer"`). Answers:
the architect (`rules.architect`), a drop into a dam (`rules.dam_drops`), a contract from hand
(external works, customer office), the level I building tile's use. Every function answers
None for an action or decision that is not the expansion's, so `rules.apply` falls through to
the base game's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision
from app.games.barrage.actions import (
    BuildBuilding,
    DoExternalWork,
    FulfilContract,
    PutDrop,
    Skip,
    UseArchitect,
    UseBuilding,
)
from app.games.barrage.data.data import game_data
from app.games.barrage.model import (
    ArchitectChoice,
    BuildingUseChoice,
    DamDropChoice,
    HandContractChoice,
)
from app.games.barrage.rules import (
    architect,
    contracts,
    dam_drops,
    external_works,
    private_buildings,
)
from app.games.barrage.rules.construction import next_slot
from app.games.barrage.texts import count, t, tile_phrase
from app.games.barrage.texts_leeghwater import building, external_work

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import BarrageDecision, State

__all__ = ["TURN_ACTIONS", "answers", "candidates", "carry_out", "reason", "turn_actions"]

TURN_ACTIONS = (DoExternalWork, BuildBuilding, UseBuilding)
"""The expansion's actions that answer a `Turn`."""
_DECISIONS = (ArchitectChoice, DamDropChoice, HandContractChoice, BuildingUseChoice)


def turn_actions(state: State, seat: PlayerId) -> list[AnyAction]:
    """Return the expansion's turn actions of `seat` (none without the expansion)."""
    if state.lwp is None:
        return []
    out: list[AnyAction] = []
    out += external_works.legal(state, seat)
    out += private_buildings.legal_build(state, seat)
    out += private_buildings.legal_use(state, seat)
    out += private_buildings.legal_use(state, seat, "officer")
    return out


def answers(state: State, seat: PlayerId, top: BarrageDecision) -> list[AnyAction] | None:
    """Return the answers to one of the expansion's decisions (None: not one of them)."""
    if not isinstance(top, _DECISIONS):
        return None
    out: list[AnyAction] = []
    if isinstance(top, ArchitectChoice):
        out.append(UseArchitect(player=seat))
    elif isinstance(top, DamDropChoice):
        out += dam_drops.legal(state, seat, top)
    elif isinstance(top, HandContractChoice):
        found = external_works.hand_fulfillable(state, seat, top.max_energy)
        out += [FulfilContract(player=seat, contract=c) for c in found]
    else:
        out += private_buildings.legal_use(state, seat, "tile", top.building)
    out.append(Skip(player=seat))
    return out


def candidates(state: State, action: AnyAction) -> list[AnyAction] | None:
    """Return the legal turn actions of the same kind as an expansion action (else None)."""
    seat = action.player
    if state.lwp is None and isinstance(action, TURN_ACTIONS):
        return []
    if isinstance(action, DoExternalWork):
        return list(external_works.legal(state, seat))
    if isinstance(action, BuildBuilding):
        return list(private_buildings.legal_build(state, seat))
    if isinstance(action, UseBuilding):
        if action.via == "tile":
            return []  # only as the answer to the level I building tile
        return list(private_buildings.legal_use(state, seat, action.via, action.building))
    return None


def reason(state: State, action: AnyAction) -> Text | None:
    """Return why an expansion turn action is refused (None: not one of them)."""
    if not isinstance(action, TURN_ACTIONS):
        return None
    if state.lwp is None:
        return t("reason.lwp_off")
    if isinstance(action, DoExternalWork):
        return _work_reason(state, action)
    if isinstance(action, BuildBuilding):
        return _build_reason(state, action)
    return _use_reason(state, action)


def _work_reason(state: State, action: DoExternalWork) -> Text:
    assert state.lwp is not None
    p = state.seats[action.player]
    shown = state.lwp.display[action.slot - 1]
    if shown is None:
        return t("reason.work_taken")
    if p.engineers < external_works.ENGINEERS:
        need = count("engineers", external_works.ENGINEERS)
        return t("reason.work_engineers", engineers=need, left=count("engineers", p.engineers))
    work = game_data().leeghwater.work(shown)
    if work.excavators > p.excavators or work.mixers > p.mixers:
        return t("reason.work_machinery", work=external_work(shown))
    return t("reason.not_in_full", what=t("kind.external_work"))


def _build_reason(state: State, action: BuildBuilding) -> Text:
    assert state.lwp is not None
    p = state.seats[action.player]
    if (why := _tile_reason(state, action)) is not None:
        return why
    if action.building not in state.lwp.buildings:
        return t("reason.building_not_in_game")
    index = state.lwp.buildings.index(action.building)
    if action.player in state.lwp.built[index]:
        return t("reason.building_own_piece", building=building(action.building))
    if private_buildings.pieces_left(state, action.player) < 1:
        return t("reason.no_piece", structure=t("structure.building"))
    slot = next_slot(p)
    if slot is None or p.engineers < slot.engineers:
        return t("reason.no_construction_space")
    return t("reason.cannot_pay")


def _tile_reason(state: State, action: BuildBuilding) -> Text | None:
    if action.tile not in state.seats[action.player].tiles:
        return t("reason.tile_not_in_supply", tile=tile_phrase(action.tile))
    if action.tile not in private_buildings.building_tiles():
        what = t("structure.building")
        return t("reason.tile_cannot_build", tile=tile_phrase(action.tile), structure=what)
    return None


def _use_reason(state: State, action: UseBuilding) -> Text:
    assert state.lwp is not None
    what = building(action.building)
    if action.building not in private_buildings.built_by(state, action.player):
        return t("reason.building_not_yours", building=what)
    index = state.lwp.buildings.index(action.building)
    if action.via == "space" and private_buildings.has_used(state, action.player, index):
        return t("reason.building_used", building=what)
    return t("reason.not_in_full", what=t("kind.use_building"))


def carry_out(draft: State, action: AnyAction, top: BarrageDecision | None) -> bool:
    """Carry out an expansion action or answer on the draft; False if it is not one."""
    match action:
        case DoExternalWork():
            external_works.on_external_work(draft, action)
        case BuildBuilding():
            private_buildings.on_build(draft, action)
        case UseBuilding():
            if isinstance(top, BuildingUseChoice):
                pop_decision(draft.pending)
            private_buildings.on_use(draft, action)
        case UseArchitect():
            architect.on_use_architect(draft, action)
        case PutDrop():
            dam_drops.on_put(draft, action)
        case FulfilContract() if isinstance(top, HandContractChoice):
            contracts.on_fulfil(draft, action)
        case _:
            return False
    return True
