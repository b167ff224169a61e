"""Legal actions, check and apply for every decision (STYLE.md §3 "apply").

The decision on top of `State.pending` says who acts and what is legal: the auction, the draft,
a turn of the action phase (a placement: seed 000 "置いたら必ずアクションを実行する。実行できない
アクションは置けない"), and the follow-up choices (machineries, drops, contract, extra
production, free construction). `check` tests one action against the few legal actions of the
same kind and space, so it stays cheap while the GUI drags.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.errors import IllegalAction
from app.engine.flow import advance, pop_decision, top_decision
from app.engine.text import engine_text
from app.games.barrage.actions import (
    BankCredits,
    Bid,
    BuyMachinery,
    BuyPatent,
    ChooseMachineryAction,
    Construct,
    CopyOfficer,
    FreeBuild,
    FulfilContract,
    ManageWater,
    Pass,
    PickCompany,
    PlaceDrops,
    Produce,
    Skip,
    TakeContracts,
    TurnWheel,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import (
    Auction,
    ContractChoice,
    ExtraProduction,
    FreeBuildChoice,
    Phase,
    Turn,
)
from app.games.barrage.rules import (
    advanced,
    architect,
    auction,
    bookkeeping,
    choices,
    construction,
    contracts,
    expansion_apply,
    freebuild,
    management,
    officers,
    production,
    snapshot,
)
from app.games.barrage.rules.board import company_of
from app.games.barrage.rules.placement import placement_reason
from app.games.barrage.rules.round import step
from app.games.barrage.texts import t

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.model import BarrageDecision, State

__all__ = ["apply", "apply_in_place", "carry_out", "check", "draft_for", "legal_actions"]

TURN_ACTIONS = (
    Construct,
    Produce,
    ManageWater,
    BankCredits,
    TurnWheel,
    TakeContracts,
    BuyMachinery,
    BuyPatent,
    CopyOfficer,
    Pass,
    *expansion_apply.TURN_ACTIONS,
)
"""Actions that answer a `Turn`."""
_PLACEMENTS = (Produce, ManageWater, BankCredits, TurnWheel, TakeContracts, BuyMachinery, BuyPatent)
"""Turn actions that put engineers on a management space."""


def _turn_actions(state: State, seat: PlayerId, turn: Turn) -> list[AnyAction]:
    out: list[AnyAction] = []
    out += management.legal(state, seat)
    out += production.legal(state, seat)
    out += construction.legal(state, seat)
    out += officers.legal(state, seat, turn)
    out += expansion_apply.turn_actions(state, seat)
    if state.seats[seat].engineers == 0:
        out.append(Pass(player=seat))
    return out


def legal_actions(state: State, player: PlayerId) -> list[AnyAction]:
    """Return every action `player` may take now (empty: not their decision)."""
    top = top_decision(state.pending)
    if top is None or player not in top.waiting:
        return []
    if isinstance(top, Turn):
        return _turn_actions(state, player, top)
    return _answers(state, player, top)


def _answers(state: State, player: PlayerId, top: BarrageDecision) -> list[AnyAction]:
    found = expansion_apply.answers(state, player, top)
    if found is not None:
        return found
    out: list[AnyAction] = []
    if isinstance(top, Auction):
        out += auction.legal(state, player, top)
    elif isinstance(top, ContractChoice):
        fulfil = contracts.fulfillable(state, player, top.energy)
        out += [FulfilContract(player=player, contract=c) for c in fulfil]
        out.append(Skip(player=player))
    elif isinstance(top, ExtraProduction):
        out += production.legal(state, player, top.source)
        out.append(Skip(player=player))
    elif isinstance(top, FreeBuildChoice):
        out += freebuild.legal(state, player, top)
        out.append(Skip(player=player))
    else:
        out += choices.legal(state, player, top)
    return out


def _turn_candidates(state: State, action: AnyAction, turn: Turn) -> list[AnyAction]:
    """Return the legal turn actions of the same kind (and space) as `action`."""
    seat = action.player
    found: list[AnyAction] = []
    expansion = expansion_apply.candidates(state, action)
    if expansion is not None:
        return expansion
    if isinstance(action, Construct):
        found += construction.legal(
            state, seat, tile=action.tile, structure=action.structure, space=action.space
        )
    elif isinstance(action, Produce):
        found += production.legal(state, seat, space=action.space, dam=action.dam)
    elif isinstance(action, BankCredits):
        found += management.legal(state, seat, "bank")
    elif isinstance(action, TakeContracts):
        found += _take_candidate(state, action)
    elif isinstance(action, ManageWater | TurnWheel | BuyMachinery | BuyPatent):
        found += management.legal(state, seat, action.space)
    elif isinstance(action, CopyOfficer):
        found += officers.legal(state, seat, turn)
    elif isinstance(action, Pass) and state.seats[seat].engineers == 0:
        found.append(Pass(player=seat))
    return found


def _take_candidate(state: State, action: TakeContracts) -> list[AnyAction]:
    """Return [action] if it is legal (the contract office has many combinations)."""
    space = _space(action)
    if (
        space is None
        or space.section != "contract"
        or placement_reason(state, action.player, space) is not None
        or not contracts.take_is_legal(state, action, space)
    ):
        return []
    return [action]


def _candidates(state: State, action: AnyAction, top: BarrageDecision) -> list[AnyAction]:
    """Return the legal actions of the same kind (and space) as `action`."""
    if isinstance(top, Turn):
        return _turn_candidates(state, action, top)
    if isinstance(top, ExtraProduction) and isinstance(action, Produce):
        return list(production.legal(state, action.player, top.source, dam=action.dam))
    return _answers(state, action.player, top)


def _reason(state: State, action: AnyAction, top: BarrageDecision) -> Text:
    what = t(f"kind.{action.kind}")
    if isinstance(top, Turn) and not isinstance(action, TURN_ACTIONS):
        return t("reason.wrong_kind", what=what)
    if isinstance(action, Pass):
        return t("reason.pass_with_engineers")
    if isinstance(top, Turn) and (why := _turn_reason(state, action)) is not None:
        return why
    return t("reason.not_in_full", what=what)


def _turn_reason(state: State, action: AnyAction) -> Text | None:
    """Return why a turn action is refused (None: no more precise reason than the default)."""
    if (why := expansion_apply.reason(state, action)) is not None:
        return why
    if isinstance(action, Construct):
        return construction.construct_reason(state, action)
    if isinstance(action, (Produce, *management.ManagementAction.__args__)):
        space = _space(action)
        if space is None:
            return t("reason.no_space")
        engineers = action.engineers if isinstance(action, BankCredits) else None
        return placement_reason(state, action.player, space, engineers)
    return None


def _space(action: AnyAction) -> ActionSpace | None:
    uid = "bank" if isinstance(action, BankCredits) else getattr(action, "space", "")
    return next((s for s in game_data().board.spaces if s.uid == uid), None)


def check(state: State, action: AnyAction) -> Text | None:
    """Return None if `action` is legal now, else the reason."""
    top = top_decision(state.pending)
    if top is None:
        return engine_text("game_over" if state.phase == "over" else "nobody_to_act")
    if action.player not in top.waiting:
        return engine_text("not_your_turn")
    if action in _candidates(state, action, top):
        return None
    return _reason(state, action, top)


def apply(state: State, action: AnyAction) -> State:
    """Return the state after `action`; never mutates `state`.

    Raises:
        IllegalAction: If `check` refuses the action.
    """
    if (reason := check(state, action)) is not None:
        raise IllegalAction(reason)
    draft = draft_for(state, action)

    def automatic(d: State) -> bool:
        _own_for_step(d, state)
        return step(d)

    bookkeeping.watch(draft)  # the ledger follows the draft (only while the log is written)
    apply_in_place(draft, action, automatic)
    return draft


def draft_for(state: State, action: AnyAction) -> State:
    """Return a copy of `state` that carrying out `action` (`carry_out`) may change in place.

    Copy on write (rules.snapshot): only what the action changes is owned; the automatic
    steps after it own theirs as they come (`apply`).
    """
    draft = snapshot.draft_of(state)
    _own_for(draft, state, action)
    if state.lwp is not None:
        snapshot.own_expansion(draft, state)
    return draft


_SEAT_ONLY = (BankCredits, TurnWheel, BuyMachinery, BuyPatent, CopyOfficer, Pass)
"""Turn actions that change only the acting seat (and the draft's own lists and decisions)."""


def _own_for(draft: State, source: State, action: AnyAction) -> None:
    """Copy the parts of `source` that carrying out `action` changes in place."""
    if not isinstance(top_decision(source.pending), Turn):
        snapshot.own_all(draft, source)  # answers to rewards and setup choices: rare, varied
        return
    if isinstance(action, expansion_apply.TURN_ACTIONS):
        snapshot.own_all(draft, source)  # the expansion's actions: rare, varied
        return
    # Only constructions and the workshop load or turn the acting seat's wheel.
    turns = isinstance(action, Construct | TurnWheel)
    snapshot.own_seat(draft, source, action.player, wheel=turns)
    if isinstance(action, _SEAT_ONLY):
        return
    if isinstance(action, TakeContracts):
        snapshot.own_piles(draft, source)
    elif isinstance(action, Construct):
        _own_for_construct(draft, source, action)
    elif isinstance(action, Produce):
        geo = geometry()
        owner = source.conduits[geo.conduit_index[action.conduit]]
        snapshot.own_seat(draft, source, owner, wheel=False)  # conduit fee and VP
        snapshot.own_dam(draft, source, geo.dam_index[action.dam])
        _own_for_water(draft, source, geo.powerhouse_basin[geo.powerhouse_index[action.powerhouse]])
    elif isinstance(action, ManageWater) and management.space_of(action).flow_now:  # type: ignore[union-attr]
        for hid in action.headstreams:
            slot = geometry().headstream_index[hid]
            _own_for_water(draft, source, geometry().data.headstreams[slot].basin)


def _own_for_construct(draft: State, source: State, action: Construct) -> None:
    """The dam built on (a base replaces it, an elevation raises it) and tiles filling dams."""
    effect = construction.tile_info(action.tile, action.copies).effect
    if effect in ("fill_empty_own_dams", "fill_dam"):
        snapshot.own_dams(draft, source)
    elif action.structure in ("base", "elevation"):
        snapshot.own_dam(draft, source, geometry().dam_index[action.space])


def _own_for_water(draft: State, source: State, basin: int) -> None:
    """Water entering `basin`: the dams downstream and the seats USA's ability pays."""
    geo = geometry()
    for b in geo.path_from(basin):
        if isinstance(b, int):
            for dam in geo.dams_of[b]:
                snapshot.own_dam(draft, source, dam)
    for seat, p in enumerate(source.seats):
        if p.company and company_of(source, seat).ability == "usa_natural_flow":
            snapshot.own_seat(draft, source, seat, wheel=False)  # energy only


def _own_for_step(draft: State, source: State) -> None:
    """Copy what the next automatic step (`rules.round.step`) changes in place."""
    if draft.pending:
        return  # only drops an extra production nobody can take
    if draft.phase == Phase.ACTIONS and draft.turn_seat is not None:
        snapshot.own_piles(draft, source)  # end of turn: piles refilled, copied officer ends
        snapshot.own_seat(draft, source, draft.turn_seat, wheel=False)
        return
    snapshot.own_all(draft, source)  # phases and rounds change everything


def apply_in_place(
    draft: State, action: AnyAction, automatic: Callable[[State], bool] = step
) -> None:
    """Carry out a checked action on a draft state, then the automatic steps."""
    with bookkeeping.entry(own=False):  # what the action itself changes: its own log line
        carry_out(draft, action)
    advance(draft, automatic)


def carry_out(draft: State, action: AnyAction) -> None:
    """Carry out a checked action on a draft state, without the automatic steps after it."""
    top = top_decision(draft.pending)
    before = draft.seats[action.player].engineers
    if isinstance(top, Turn) and not isinstance(action, CopyOfficer):
        pop_decision(draft.pending)
        draft.turn_seat = action.player
    at = len(draft.pending)
    if not expansion_apply.carry_out(draft, action, top):
        _carry_out(draft, action, top)
    if isinstance(top, Turn) and draft.lwp is not None:
        architect.offer(draft, action, before, at)


def _carry_out(draft: State, action: AnyAction, top: BarrageDecision | None) -> None:
    match action:
        case Construct():
            idx = construction.on_construct(draft, action)
            effect = construction.tile_info(action.tile, action.copies).effect
            advanced.apply_effect(draft, action.player, effect, idx)
        case Produce():
            _on_produce(draft, action, top)
        case ManageWater() | BankCredits() | TurnWheel() | TakeContracts() | BuyMachinery():
            management.on_management(draft, action)
        case BuyPatent():
            management.on_management(draft, action)
        case _:
            _on_answer(draft, action, top)


def _on_answer(draft: State, action: AnyAction, top: BarrageDecision | None) -> None:
    match action:
        case CopyOfficer():
            officers.on_copy(draft, action)
        case Pass():
            draft.seats[action.player].passed = True
        case Bid():
            auction.on_bid(draft, action)
        case FulfilContract():
            contracts.on_fulfil(draft, action)
        case FreeBuild():
            assert isinstance(top, FreeBuildChoice)
            freebuild.on_free_build(draft, action, top)
        case Skip():
            pop_decision(draft.pending)
        case PickCompany() | ChooseMachineryAction() | PlaceDrops():
            choices.on_choice(draft, action)


def _on_produce(draft: State, action: Produce, top: BarrageDecision | None) -> None:
    if isinstance(top, ExtraProduction):
        pop_decision(draft.pending)
        production.on_produce(draft, action, top.source)
    else:
        production.on_produce(draft, action, "turbine")
