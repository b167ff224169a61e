"""Why a move is good, in words ("Suggest a move"; PRODUCT.md "Preview and suggestions").

`explain(view, action)` names the main reason for a move of Blood Rage in the acting seat's own
view, with the numbers behind it (seed 003): the STR on each side of the battle a pillage
starts, the figures that could still answer the Call to Battle counted (「1. 戦の呼び声」) and
the best battle card of the seat's own hand, and the token it pays (「略奪」); the doomed
province, whose figures die at Ragnarök for 2/3/4 glory each (「5. ラグナロクフェイズ」); the
quest whose realm the move holds (「4. クエストフェイズ」); what an upgrade adds; the legendary
bonus a stat step reaches (「ゲームの終了条件」). At most two reasons are named, the larger first.

Only what the seat can see is read: the view is redacted once more for the acting seat (so a
full state gives the same answer as the seat's view), rivals' cards count only by how many they
hold, and the board, stats and tokens are public. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from app.games.blood_rage.actions import (
    ChooseCard,
    Decline,
    HoldCard,
    Invade,
    KeepCard,
    March,
    MoveToBattle,
    PassTurn,
    PickCards,
    Pillage,
    RaiseStat,
    TakeQuest,
    Upgrade,
)
from app.games.blood_rage.botplan import Plan
from app.games.blood_rage.botvalue import (
    ages_after,
    card_bonus,
    card_value,
    quest_chance,
    win_chance,
)
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.hidden import redact
from app.games.blood_rage.model import NO_CARD, NO_TOKEN, CallToBattle, FreeInvade
from app.games.blood_rage.rules.board import stat_value, strength
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.texts import (
    card_text,
    figure_text,
    monster_text,
    province_text,
    realm_text,
    stat_text,
    t,
    token_text,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["explain"]

Reason: TypeAlias = "tuple[float, Text]"
"""(weight in rough glory, words)."""


def explain(view: State, action: AnyAction) -> Text | None:
    """Return the main reason for `action` in its seat's `view`, or None (illegal, or none)."""
    seat = int(action.player)
    view = redact(view, seat)  # a view stays the same; a full state loses what is hidden
    if check(view, action) is not None:
        return None
    why = _REASONS.get(type(action))
    reasons = why(Plan(view, seat), action) if why is not None else []
    if not reasons:
        return None
    reasons.sort(key=lambda reason: -reason[0])
    if len(reasons) == 1:
        return reasons[0][1]
    return t("hint.pair", first=reasons[0][1], second=reasons[1][1])


def _rivals(plan: Plan, province: int, power: list[int] | None = None) -> int:
    row = power if power is not None else plan.worth.str[province]
    return max((s for q, s in enumerate(row) if q != plan.player), default=0)


def _token(plan: Plan, province: int) -> Text | None:
    here = plan.state.provinces[province]
    if here.token == NO_TOKEN or here.pillaged or here.destroyed:
        return None
    return token_text(here.token)


# -- pillage and battles -------------------------------------------------------------------------
def _pillage(plan: Plan, action: Pillage) -> list[Reason]:
    x, me = action.province, plan.player
    power = plan.forecast(x, me)
    theirs = _rivals(plan, x, power)
    token = _token(plan, x)
    assert token is not None  # a legal pillage has its token
    reward = plan.worth.reward(me, x)
    if theirs == 0:
        return [(reward, t("hint.pillage_free", province=province_text(x), token=token))]
    mine = power[me] + round(plan.worth.best_card(me))
    chance = win_chance(mine - theirs - plan.rival_card())
    key = "hint.pillage_win" if chance >= 0.5 else "hint.pillage_risk"
    axes = stat_value(plan.seat, "axes")
    battle = t(key, province=province_text(x), mine=mine, theirs=theirs)
    return [(chance * (reward + axes) + 1, battle), (reward * chance, t("hint.then", token=token))]


def _move(plan: Plan, action: MoveToBattle) -> list[Reason]:
    top = plan.state.pending[-1]
    assert isinstance(top, CallToBattle)
    power = strength(plan.seat, action.figure)
    mine = plan.worth.str[top.province][plan.player] + power
    theirs = _rivals(plan, top.province)
    text = t("hint.join", n=power, province=province_text(top.province), mine=mine, theirs=theirs)
    return [(max(0.1, plan.score(action)), text)]


def _decline(plan: Plan, action: Decline) -> list[Reason]:
    top = plan.state.pending[-1]
    if isinstance(top, FreeInvade):
        return [(0.1, t("hint.decline_free"))]
    if not isinstance(top, CallToBattle):
        return []
    me, x = plan.player, top.province
    mine, theirs = plan.worth.str[x][me], _rivals(plan, x)
    if mine == 0 and top.pillager != me:
        return [(0.1, t("hint.stay_out", province=province_text(x)))]
    return [(0.1, t("hint.decline", province=province_text(x), mine=mine, theirs=theirs))]


def _card(plan: Plan, action: ChooseCard) -> list[Reason]:
    top = plan.state.pending[-1]
    province = getattr(top, "province", -1)
    if province < 0:
        return []
    me = plan.player
    bonus = round(card_bonus(action.card))
    mine = plan.worth.str[province][me] + bonus
    theirs = _rivals(plan, province)
    guess = plan.rival_card()
    if win_chance(plan.worth.str[province][me] - theirs - guess) >= 0.8:
        key = "hint.card_spare"
    elif win_chance(mine - theirs - guess) < 0.3:
        key = "hint.card_lost"
    else:
        key = "hint.card_win"
    return [(1.0, t(key, card=card_text(action.card), mine=mine, theirs=theirs, n=bonus))]


# -- invading and marching -----------------------------------------------------------------------
def _place(plan: Plan, province: int, power: int, count: int) -> list[Reason]:
    """Reasons for bringing `count` figures of `power` STR into `province`."""
    state, me = plan.state, plan.player
    out: list[Reason] = []
    if province == state.doom:
        glory = game_data().ragnarok_glory[state.age - 1]
        out.append((glory * count, t("hint.doom", province=province_text(province), n=glory)))
    mine = plan.worth.str[province][me] + power
    theirs = _rivals(plan, province)
    token = _token(plan, province)
    if token is not None and province != state.doom:
        key = "hint.prepare" if mine > theirs else "hint.prepare_short"
        text = t(key, province=province_text(province), token=token, mine=mine, theirs=theirs)
        out.append((plan.worth.reward(me, province) * 0.5, text))
    out += _quest_reasons(plan, province, mine, theirs)
    return out


def _quest_reasons(plan: Plan, province: int, mine: int, theirs: int) -> list[Reason]:
    cards = game_data().cards
    realm = game_data().provinces[province].realm or "yggdrasil"
    out: list[Reason] = []
    for card in sorted({*plan.seat.quests, *plan.seat.hand}):
        quest = cards[card].quest
        if quest is not None and quest.target == realm:
            place = _quest_place(realm)
            key = "hint.quest_hold" if mine > theirs else "hint.quest_reach"
            out.append((quest.glory * 0.6, t(key, place=place, mine=mine, theirs=theirs)))
            break
    return out


def _quest_place(target: str) -> Text:
    return province_text(YGGDRASIL) if target == "yggdrasil" else realm_text(target)


def _invade(plan: Plan, action: Invade) -> list[Reason]:
    power = strength(plan.seat, action.figure)
    places = game_data().fjord_provinces[action.to] if action.fjord else (action.to,)
    out: list[Reason] = []
    for province in places:
        if not plan.state.provinces[province].destroyed:
            out += _place(plan, province, power, 1)
    if isinstance(plan.state.pending[-1], FreeInvade):
        out.append((0.5, t("hint.free_invade", figure=figure_text(action.figure))))
    elif plan.invade_price(action.figure) == 0:
        out.append((0.4, t("hint.no_cost", figure=figure_text(action.figure))))
    if not out:
        out.append((0.2, t("hint.board", figure=figure_text(action.figure), n=power)))
    return out


def _march(plan: Plan, action: March) -> list[Reason]:
    power = sum(strength(plan.seat, k) for k in action.figures)
    out = _place(plan, action.to, power, len(action.figures))
    if not out:
        out.append((0.1, t("hint.regroup", province=province_text(action.to), n=power)))
    return out


# -- cards, quests, stats --------------------------------------------------------------------------
def _upgrade(plan: Plan, action: Upgrade) -> list[Reason]:
    c = game_data().cards[action.card]
    later = ages_after(plan.state)
    out: list[Reason] = []
    if c.monster is not None:
        m = game_data().monsters[game_data().monster_index[c.monster]]
        out.append(
            (2.0 + m.strength, t("hint.monster", monster=monster_text(c.monster), n=m.strength))
        )
    elif c.family == "clan":
        out.append((2.0, t("hint.clan", card=card_text(action.card))))
    else:
        old = strength(plan.seat, c.family)
        text = t("hint.troop", figure=figure_text(c.family), old=old, new=c.strength or old)
        out.append((2.0, text))
    if action.replaces != NO_CARD:
        out.append((1.0, t("hint.replaces", card=card_text(action.replaces))))
    elif later:
        out.append((0.5 * later, t("hint.early", n=later)))
    return out


def _quest(plan: Plan, action: TakeQuest) -> list[Reason]:
    quest = game_data().cards[action.card].quest
    assert quest is not None
    me = plan.player
    if quest.target == "glorious_death":
        dead = len(plan.state.seats[me].valhalla)
        return [(quest.glory, t("hint.quest_death", n=dead, glory=quest.glory))]
    chance = quest_chance(plan.state, me, quest.target, plan.worth.str)
    provinces = [
        i
        for i, p in enumerate(game_data().provinces)
        if (p.realm or "yggdrasil") == quest.target and not plan.state.provinces[i].destroyed
    ]
    best = max(provinces, key=lambda i: plan.worth.str[i][me] - _rivals(plan, i))
    mine, theirs = plan.worth.str[best][me], _rivals(plan, best)
    key = "hint.quest_hold" if mine > theirs else "hint.quest_reach"
    text = t(key, place=_quest_place(quest.target), mine=mine, theirs=theirs)
    return [(chance * quest.glory, text), (1.0, t("hint.quest_glory", n=quest.glory))]


def _hold(plan: Plan, action: HoldCard) -> list[Reason]:
    return [(0.5, t("hint.hold"))]


def _pass(plan: Plan, action: PassTurn) -> list[Reason]:
    return [(0.1, t("hint.pass", n=plan.seat.rage))]


def _pick(plan: Plan, action: PickCards) -> list[Reason]:
    return [(card_value(plan.state, plan.player, c), _card_use(plan, c)) for c in action.cards]


def _card_use(plan: Plan, card: int) -> Text:
    c = game_data().cards[card]
    name = card_text(card)
    if c.family == "battle":
        key = "hint.pick_battle" if c.effect == "plain" else "hint.pick_effect"
        return t(key, card=name, n=c.strength or 0)
    if c.family == "quest":
        assert c.quest is not None
        return t("hint.pick_quest", card=name, n=c.quest.glory)
    if c.monster is not None:
        m = game_data().monsters[game_data().monster_index[c.monster]]
        return t("hint.pick_monster", card=name, n=m.strength, cost=c.cost or 0)
    return t("hint.pick_upgrade", card=name, cost=c.cost or 0)


def _keep(plan: Plan, action: KeepCard) -> list[Reason]:
    return [(1.0, t("hint.keep", card=card_text(action.card), use=_card_use(plan, action.card)))]


def _raise(plan: Plan, action: RaiseStat) -> list[Reason]:
    data = game_data()
    step = int(getattr(plan.seat.stats, action.stat))
    bonus = data.legendary[step] if step < len(data.legendary) else 0
    old, new = data.value(action.stat, step), data.value(action.stat, min(step + 1, 6))
    out: list[Reason] = [(1.0, t("hint.raise", stat=stat_text(action.stat), old=old, new=new))]
    if bonus > data.legendary[step - 1]:
        out.append((bonus, t("hint.legendary", stat=stat_text(action.stat), n=bonus)))
    return out


_REASONS: dict[type, Callable[[Plan, AnyAction], list[Reason]]] = {
    Pillage: _pillage,  # type: ignore[dict-item]
    MoveToBattle: _move,  # type: ignore[dict-item]
    Decline: _decline,  # type: ignore[dict-item]
    ChooseCard: _card,  # type: ignore[dict-item]
    HoldCard: _hold,  # type: ignore[dict-item]
    Invade: _invade,  # type: ignore[dict-item]
    March: _march,  # type: ignore[dict-item]
    Upgrade: _upgrade,  # type: ignore[dict-item]
    TakeQuest: _quest,  # type: ignore[dict-item]
    PassTurn: _pass,  # type: ignore[dict-item]
    PickCards: _pick,  # type: ignore[dict-item]
    KeepCard: _keep,  # type: ignore[dict-item]
    RaiseStat: _raise,  # type: ignore[dict-item]
}
"""The reasons of each kind of action; other kinds (card effects' choices) have none yet."""
