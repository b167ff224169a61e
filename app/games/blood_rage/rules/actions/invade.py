"""Invade (seed 003 「侵略（フィギュアを配置する）」).

Put one figure from your stock into an empty village of a province, paying its STR in Rage
(the Leader is free: reference §2.2, RULES.md R10). Ships (and ship-like monsters) go only into a
fjord, which has no limit. Nobody invades Yggdrasil directly (「このアクションでユグドラシルに直接
フィギュアを配置する事は出来ません」) nor a destroyed province (「その地域にはフィギュアを置くことは
出来ません」). The Horns stat caps a clan's figures on the board (「指揮値は盤上に一度に置くことの
できるフィギュアの数を示します」). After a troop or monster upgrade a figure of that kind may invade
at once for no Rage (`FreeInvade`, RULES.md R11); so may the Warrior of Frigga's Succor and
Loki's Blessing (into one province) and a figure from Valhalla after Frigga's Domain. Right after
an invasion the `invade` timing fires: Troll and Fire Giant kill, Frigga's Succor and Thor's
Domain offer their follow-ups. Dark Elf may invade Yggdrasil (`CardEffect.invades_yggdrasil`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import invade
from app.games.blood_rage.cards.registry import EFFECTS, Event, fire
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import FreeInvade
from app.games.blood_rage.rules import notes
from app.games.blood_rage.rules.action import answer, spend
from app.games.blood_rage.rules.board import (
    fjord_open,
    free_villages,
    invade_cost,
    is_ship,
    minus,
    on_board,
    put_in_fjord,
    put_in_province,
    stat_value,
    upgrade_cards,
)
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.texts import figure_text, fjord_text, province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import Invade
    from app.games.blood_rage.model import State

__all__ = ["choices", "invades_yggdrasil", "on_invade", "reason"]


def _free(state: State) -> FreeInvade | None:
    top = state.pending[-1] if state.pending else None
    return top if isinstance(top, FreeInvade) else None


def invades_yggdrasil(kind: str) -> bool:
    """A monster whose ability lets it invade Yggdrasil directly (Dark Elf)."""
    data = game_data()
    index = data.monster_index.get(kind)
    if index is None:
        return False
    code = EFFECTS.get(data.monsters[index].ability)
    return code is not None and code.invades_yggdrasil


def _place_reason(state: State, action: Invade) -> Text | None:  # noqa: PLR0911
    """Where the figure goes: a fjord for ships, an empty village of a ring province otherwise."""
    data = game_data()
    free = _free(state)
    if free is not None and free.to >= 0 and (action.fjord or action.to != free.to):
        return t("reason.free_place", province=province_text(free.to))
    if action.fjord:
        if not is_ship(action.figure):
            return t("reason.only_ships_in_fjords")
        if not 0 <= action.to < len(data.fjords):
            return t("reason.no_such_place")
        if not fjord_open(state, action.to):
            return t("reason.fjord_closed", fjord=fjord_text(action.to))
        return None
    if is_ship(action.figure):
        return t("reason.ship_to_fjord")
    if not 0 <= action.to < len(data.provinces):
        return t("reason.no_such_place")
    where = province_text(action.to)
    fixed = free is not None and free.to == action.to
    if action.to == YGGDRASIL and not fixed and not invades_yggdrasil(action.figure):
        return t("reason.yggdrasil")
    if state.provinces[action.to].destroyed:
        return t("reason.destroyed", province=where)
    if free_villages(state, action.to) < 1:
        return t("reason.full", province=where)
    return None


def reason(state: State, action: Invade) -> Text | None:
    """Why this invasion is not allowed now, or None."""
    p = action.player
    seat = state.seats[p]
    free = _free(state)
    if free is not None and action.figure != free.figure:
        return t("reason.free_figure", figure=figure_text(free.figure))
    source = seat.valhalla if free is not None and free.source == "valhalla" else seat.reserve
    if action.figure not in source:
        return t("reason.not_in_stock", figure=figure_text(action.figure))
    if on_board(state, p) >= stat_value(seat, "horns"):
        return t("reason.horns", n=stat_value(seat, "horns"))
    if (why := _place_reason(state, action)) is not None:
        return why
    cost = 0 if free is not None else invade_cost(state, p, action.figure)
    if cost > seat.rage:
        return t("reason.rage", n=cost, left=seat.rage)
    return None


def choices(state: State, player: int) -> list[Invade]:
    """Every invasion `player` may make now."""
    data = game_data()
    free = _free(state)
    seat = state.seats[player]
    kinds = sorted(set(seat.reserve))
    if free is not None:
        source = seat.valhalla if free.source == "valhalla" else seat.reserve
        kinds = [free.figure] if free.figure in source else []
    out = []
    for kind in kinds:
        if is_ship(kind):
            targets = [(f, True) for f in range(len(data.fjords))]
        elif free is not None and free.to >= 0:
            targets = [(free.to, False)]
        else:
            ygg = [(YGGDRASIL, False)] if invades_yggdrasil(kind) else []
            targets = ygg + [(p, False) for p in data.ring]
        for to, fjord in targets:
            action = invade(player, kind, to, fjord)
            if reason(state, action) is None:
                out.append(action)
    return out


def on_invade(draft: State, action: Invade) -> None:
    """Pay (unless free), take the figure from the stock and place it."""
    p = action.player
    free = _free(draft)
    source = "reserve"
    if free is not None:
        free.waiting = ()
        source = free.source
    else:
        answer(draft)
        spend(draft, p, invade_cost(draft, p, action.figure))
    seat = draft.seats[p]
    update_seat(draft, p, **{source: minus(getattr(seat, source), action.figure)})
    if action.fjord:
        put_in_fjord(draft, p, action.figure, action.to)
    else:
        put_in_province(draft, p, action.figure, action.to)
    if free is not None:
        notes.seat_line("free_invade", p, figure=figure_text(action.figure))
    if free is None or free.follow_up:
        _after_invasion(draft, action)


def _after_invasion(draft: State, action: Invade) -> None:
    """The `invade` timing: the figure's ability acts, clan upgrades offer their follow-ups.

    The offers are pushed so that the first one offered is answered first.
    """
    province = -1 if action.fjord else action.to
    event = Event("invade", province=province, seats=(action.player,), what=action.figure)
    fire(draft, event, upgrade_cards(draft, action.player))
    draft.pending.extend(reversed(event.offers))
