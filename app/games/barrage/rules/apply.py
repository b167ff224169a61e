"""Check and apply the actions built so far (STYLE.md §3 "apply"; seed 000 b), rewards).

Answers to the draft (seed 000 b) 通常ルール: reverse turn order) and to reward choices
(machineries of choice, drops on headstreams). Placements in the action phase (`Turn`) are not
built yet: `legal_actions` offers none and `check` refuses them with that reason.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from app.engine.errors import IllegalAction
from app.engine.flow import advance, pop_decision, push_decision, top_decision
from app.engine.game import PlayerId
from app.games.barrage.actions import ChooseMachineryAction, PickCompany, PlaceDrops
from app.games.barrage.data.data import geometry
from app.games.barrage.model import ChooseMachinery, Draft, PlaceDropsChoice, Turn
from app.games.barrage.rules import water
from app.games.barrage.rules.round import step
from app.games.barrage.rules.setup import new_company

if TYPE_CHECKING:
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["apply", "check", "legal_actions"]


def legal_actions(state: State, player: PlayerId) -> list[AnyAction]:
    """Return every action `player` may take now (empty: not their decision, or not built)."""
    top = top_decision(state.pending)
    if top is None or player not in top.waiting:
        return []
    if isinstance(top, Draft):
        return [
            PickCompany(player=player, company=company, contract=contract)
            for company, _ in state.draft_pairs
            for contract in state.draft_contracts
        ]
    if isinstance(top, ChooseMachinery):
        return [
            ChooseMachineryAction(player=player, excavators=e, mixers=top.count - e)
            for e in range(top.count + 1)
        ]
    if isinstance(top, PlaceDropsChoice):
        ids = [h.id for h in geometry().data.headstreams]
        return [
            PlaceDrops(player=player, headstreams=combo)
            for combo in combinations_with_replacement(ids, top.count)
        ]
    return []


def check(state: State, action: AnyAction) -> str | None:
    """Return None if `action` is legal now, else the reason."""
    top = top_decision(state.pending)
    if top is None:
        return "nobody is to act"
    if action.player not in top.waiting:
        return f"it is not P{action.player + 1}'s decision"
    if isinstance(top, Turn):
        return "placing engineers is not built yet"
    if action not in legal_actions(state, action.player):
        return f"{action} does not answer the current question ({top.kind})"
    return None


def apply(state: State, action: AnyAction) -> State:
    """Return the state after `action`; never mutates `state`.

    Raises:
        IllegalAction: If `check` refuses the action.
    """
    if (reason := check(state, action)) is not None:
        raise IllegalAction(reason)
    draft = state.model_copy(deep=True)
    match action:
        case PickCompany():
            _on_pick(draft, action)
        case ChooseMachineryAction():
            pop_decision(draft.pending)
            draft.seats[action.player].excavators += action.excavators
            draft.seats[action.player].mixers += action.mixers
        case PlaceDrops():
            _on_place_drops(draft, action)
        case _:
            raise IllegalAction(f"{action.kind} is not built yet")
    advance(draft, step)
    return draft


def _on_pick(draft: State, action: PickCompany) -> None:
    decision = pop_decision(draft.pending)
    if not isinstance(decision, Draft):
        raise IllegalAction("no draft is under way")
    officer = next(o for c, o in draft.draft_pairs if c == action.company)
    new_company(draft, action.player, action.company, officer)
    draft.seats[action.player].contracts.append(action.contract)
    draft.draft_pairs.remove((action.company, officer))
    draft.draft_contracts.remove(action.contract)
    rest = [PlayerId(s) for s in decision.order[1:]]
    if rest:
        push_decision(draft.pending, Draft(waiting=(rest[0],), order=rest))


def _on_place_drops(draft: State, action: PlaceDrops) -> None:
    decision = pop_decision(draft.pending)
    if not isinstance(decision, PlaceDropsChoice):
        raise IllegalAction("no drops are waiting to be placed")
    index = geometry().headstream_index
    for hid in action.headstreams:
        if decision.flow_now:
            water.flow_now(draft, index[hid])
        else:
            water.add_drops(draft, index[hid], 1)
