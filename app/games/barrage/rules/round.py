"""Round structure (seed 000 "ゲームの流れ", "収入フェイズ", "ラウンド終了フェイズ"; seed 004).

Five rounds of five phases: 1. income (uncovered company-board incomes) and headstream drops
(rounds 1-4, as the tiles show); 2. actions, one placement per turn in turn order until every
company is out of engineers; 3. water flow; 4. scoring; 5. end of round: the least energy plays
first next round (ties: the current order among them reversed), energy markers back to 0,
engineers back, patent office refilled (standard setup). Round 5 ends with the final scoring
instead (seed 004: the end-of-round phase is not played in the last round).

`step` is the automatic transition `app.engine.flow.advance` repeats until a seat must decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import push_decision
from app.engine.game import PlayerId
from app.games.barrage.data.data import game_data
from app.games.barrage.model import Phase, Turn
from app.games.barrage.rules import (
    construction,
    contracts,
    endgame,
    leeghwater_setup,
    notes,
    production,
    scoring,
    water,
)
from app.games.barrage.rules.board import built, company_of
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.patent import refill_patent_office
from app.games.barrage.rules.rewards import grant

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["can_act", "end_round", "end_turn", "enter_income", "next_order", "next_turn", "step"]


def enter_income(state: State) -> None:
    """Phase 1: incomes (in reverse turn order, as BGA) and headstream drops."""
    state.phase = Phase.INCOME
    for seat in reversed(state.turn_order):
        for row in company_of(state, seat).rows:
            count = built(state, seat, row.structure)
            for income in (i for i in row.incomes if i.after <= count):
                with entry():
                    notes.income(seat, income.reward, row.structure)
                    grant(state, seat, income.reward, "income")
    if state.round <= game_data().setup.headstream_rounds:
        tiles = {t.id: t for t in game_data().headstreams.tiles}
        for slot, tile in enumerate(state.headstream_tiles):
            drops = tiles[tile].drops[state.round - 1]
            with entry():
                notes.headstream(slot, drops, state.round)
                water.add_drops(state, slot, drops)


def can_act(state: State, seat: PlayerId) -> bool:
    """Return True if `seat` still takes turns: engineers left, or a no-engineer tile to use."""
    p = state.seats[seat]
    if p.engineers > 0:
        return True
    return not p.passed and construction.can_build_without_engineers(state, seat)


def next_turn(state: State, after: int | None) -> bool:
    """Push the turn of the next seat that can act after `after` (None: from the start).

    Returns:
        False when nobody can act any more (the action phase is over).
    """
    order = state.turn_order
    start = 0 if after is None else order.index(PlayerId(after)) + 1
    for k in range(len(order)):
        seat = order[(start + k) % len(order)]
        if can_act(state, seat):
            push_decision(state.pending, Turn(waiting=(seat,)))
            return True
    return False


def end_turn(state: State, seat: int) -> None:
    """End of a turn: contract piles refilled, Sekibo's copied ability ends."""
    with entry():
        contracts.refill(state)
    state.seats[seat].copied_officer = ""


def next_order(state: State) -> list[PlayerId]:
    """Return next round's turn order: least energy first, ties reverse the current order."""
    position = {seat: i for i, seat in enumerate(state.turn_order)}
    return sorted(state.turn_order, key=lambda s: (state.seats[s].energy, -position[s]))


def end_round(state: State) -> None:
    """Phase 5: new turn order, markers to 0, engineers back, patent office refilled."""
    state.turn_order = next_order(state)
    notes.turn_order(state.turn_order, state.round + 1)
    with entry():
        notes.round_reset(state.round)
        engineers = game_data().setup.starting_resources["engineers"]
        for p in state.seats:
            p.energy = 0
            p.engineers = engineers
            p.constructions = 0
            p.passed = False
            p.officer_uses = 0
    state.occupied = []
    if not state.introductory:
        refill_patent_office(state)
        notes.refilled("patents", [x for x in state.patent_display if x is not None])
    if state.lwp is not None:
        leeghwater_setup.end_round(state)
    state.round += 1


def _after_turn(state: State) -> None:
    seat = state.turn_seat
    state.turn_seat = None
    if seat is not None:
        end_turn(state, seat)
        if next_turn(state, seat):
            return
    state.phase = Phase.WATER_FLOW


def step(state: State) -> bool:
    """Do one automatic transition; False when a seat must decide or the game is over."""
    if state.phase == Phase.OVER:
        return False
    if state.pending:
        return production.lapse_extra(state)
    if state.phase in (Phase.SETUP, Phase.DRAFT):
        enter_income(state)
    elif state.phase == Phase.INCOME:
        state.phase = Phase.ACTIONS
        if not next_turn(state, None):
            state.phase = Phase.WATER_FLOW
    elif state.phase == Phase.ACTIONS:
        _after_turn(state)
    elif state.phase == Phase.WATER_FLOW:
        water.flow_all(state)
        state.phase = Phase.SCORING
    elif state.phase == Phase.SCORING:
        scoring.score_round(state)
        if state.round >= game_data().setup.rounds:
            endgame.final_scoring(state)
            state.phase = Phase.OVER
        else:
            end_round(state)
            enter_income(state)
    else:
        return False
    return True
