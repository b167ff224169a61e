"""Simple answers: the draft pick and the reward choices (seed 000 b) 通常ルール, rewards).

Draft: in reverse turn order each seat takes one company/officer pair and one starting contract.
Rewards: machineries of choice (any split), drops on headstreams of choice (they wait for the
water flow, or flow at once).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.engine.game import PlayerId
from app.games.barrage.actions import ChooseMachineryAction, PickCompany, PlaceDrops
from app.games.barrage.data.data import geometry
from app.games.barrage.model import ChooseMachinery, Draft, PlaceDropsChoice
from app.games.barrage.rules import water
from app.games.barrage.rules.company import new_company

if TYPE_CHECKING:
    from app.games.barrage.model import BarrageDecision, State

__all__ = ["Choice", "legal", "on_choice"]

Choice = PickCompany | ChooseMachineryAction | PlaceDrops
"""Answers handled here."""


def legal(state: State, player: PlayerId, top: BarrageDecision) -> list[Choice]:
    """Return the answers to a draft or reward-choice decision."""
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


def on_choice(draft: State, action: Choice) -> None:
    """Apply a checked answer."""
    match action:
        case PickCompany():
            _on_pick(draft, action)
        case ChooseMachineryAction():
            pop_decision(draft.pending)
            draft.seats[action.player].excavators += action.excavators
            draft.seats[action.player].mixers += action.mixers
        case PlaceDrops():
            _on_place_drops(draft, action)


def _on_pick(draft: State, action: PickCompany) -> None:
    decision = pop_decision(draft.pending)
    assert isinstance(decision, Draft)
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
    assert isinstance(decision, PlaceDropsChoice)
    index = geometry().headstream_index
    if decision.flow_now:
        water.flow_now_each(draft, [index[hid] for hid in action.headstreams])
        return
    for hid in action.headstreams:
        water.add_drops(draft, index[hid], 1)
