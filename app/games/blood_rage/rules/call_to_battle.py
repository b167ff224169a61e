"""Call to Battle (seed 003 「略奪」「1. 戦の呼び声」).

From the player on the pillager's left, clockwise and the pillager included, each seat may move
one of its figures from an adjacent province into an empty village of the pillaged province, for
no Rage and whatever Rage it has left; ships cannot move (「※船は移動できません」). Round after
round, until the villages are full or every seat has declined (「地域の村マスがすべて埋まる、または
全員が参加させないことを宣言するまで何周でも続きます」): here, until every seat in a row has
declined since the last move (RULES.md R15). A seat with no figure that could move declines
without being asked. Then, with no enemy in the province or its fjord, the pillage succeeds
without a battle and without battle glory (「この場合は戦闘に勝利しても名誉を得られません」);
otherwise the battle begins (`rules.battle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import move_to_battle
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import CallToBattle
from app.games.blood_rage.rules import battle, notes
from app.games.blood_rage.rules.board import (
    free_villages,
    is_ship,
    participants,
    put_in_province,
    take_from_province,
    upgrade_cards,
)
from app.games.blood_rage.rules.reward import pillage_reward
from app.games.blood_rage.texts import figure_text, province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import Decline, MoveToBattle
    from app.games.blood_rage.model import State

__all__ = ["begin", "choices", "finish", "on_decline", "on_move", "reason"]


def _top(state: State) -> CallToBattle | None:
    top = state.pending[-1] if state.pending else None
    return top if isinstance(top, CallToBattle) else None


def choices(state: State, player: int) -> list[MoveToBattle]:
    """Every figure `player` may move into the battle now (one per move)."""
    top = _top(state)
    if top is None or player not in top.waiting:
        return []
    return _moves(state, player, top.province)


def _moves(state: State, player: int, province: int) -> list[MoveToBattle]:
    if free_villages(state, province) < 1:
        return []
    out = []
    for source in game_data().neighbours[province]:
        here = state.provinces[source].figures[player]
        out += [move_to_battle(player, k, source) for k in sorted(set(here)) if not is_ship(k)]
    return out


def reason(state: State, action: MoveToBattle) -> Text | None:
    """Why this move is not allowed now, or None (the seat is the one asked)."""
    top = _top(state)
    assert top is not None
    data = game_data()
    if not 0 <= action.source < len(data.provinces):
        return t("reason.no_such_place")
    if action.source not in data.neighbours[top.province]:
        return t("reason.not_adjacent", province=province_text(action.source))
    if is_ship(action.figure):
        return t("reason.ships_stay")
    if action.figure not in state.provinces[action.source].figures[action.player]:
        return t(
            "reason.figure_not_there",
            figure=figure_text(action.figure),
            province=province_text(action.source),
        )
    return None


def begin(draft: State, province: int, pillager: int) -> None:
    """Push the Call to Battle and ask the first seat that can move (left of the pillager)."""
    top = CallToBattle(waiting=(), province=province, pillager=pillager)
    draft.pending.append(top)
    _ask(draft, top, (pillager + 1) % draft.players)


def _ask(draft: State, top: CallToBattle, seat: int) -> None:
    """Ask `seat`, or the next seat that can move; nobody once the round of declines is full."""
    n = draft.players
    while top.passes < n:
        if _moves(draft, seat, top.province):
            top.waiting = (PlayerId(seat),)
            return
        top.passes += 1
        seat = (seat + 1) % n
    top.waiting = ()


def on_move(draft: State, action: MoveToBattle) -> None:
    """Move the figure in; the next seat is asked and the round of declines starts afresh."""
    top = _top(draft)
    assert top is not None
    take_from_province(draft, action.player, action.figure, action.source)
    put_in_province(draft, action.player, action.figure, top.province)
    top.passes = 0
    _ask(draft, top, (action.player + 1) % draft.players)


def on_decline(draft: State, action: Decline) -> None:
    """The seat moves nothing this time round."""
    top = _top(draft)
    assert top is not None
    top.passes += 1
    _ask(draft, top, (action.player + 1) % draft.players)


def finish(draft: State, top: CallToBattle) -> None:
    """Everyone has declined or the villages are full: unopposed success, or the battle."""
    clans = participants(draft, top.province)
    if clans != (top.pillager,):
        battle.begin(draft, top.province, top.pillager, clans)
        return
    notes.seat_line("unopposed", top.pillager, province=top.province)
    pillage_reward(draft, top.pillager, top.province)
    event = Event("on_pillage", province=top.province, seats=(top.pillager,))
    fire(draft, event, upgrade_cards(draft, top.pillager))
    draft.pending.extend(reversed(event.offers))
