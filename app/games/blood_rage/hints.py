"""Why a move is good, in words ("Suggest a move"; PRODUCT.md "Preview and suggestions").

`explain(view, action)` names the main reason for a move of Blood Rage in the acting seat's own
view, with the numbers behind it (seed 003): the STR on each side of the battle a pillage
starts, the figures that could still answer the Call to Battle counted (「1. 戦の呼び声」) and
the best battle card of the seat's own hand, and the token it pays (「略奪」); the doomed
province, whose figures die at Ragnarök for 2/3/4 glory each (「5. ラグナロクフェイズ」); the
quest whose realm the move holds (「4. クエストフェイズ」); what an upgrade adds; the legendary
bonus a stat step reaches (「ゲームの終了条件」). At most two reasons are named, the larger first.
A battle card's reason names the card (the log hides it); "wins", "looks lost" and "the most STR"
are claimed of the STR shown (`app.engine.claim`), the rival's expected card shown when it is
what loses the battle.

Only what the seat can see is read: the view is redacted once more for the acting seat (so a
full state gives the same answer as the seat's view), rivals' cards count only by how many they
hold, and the board, stats and tokens are public. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from app.engine.claim import claim
from app.engine.text import TextList
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
    UseCard,
    pillage,
)
from app.games.blood_rage.botplan import Plan, option
from app.games.blood_rage.botvalue import (
    ages_after,
    card_bonus,
    card_value,
    quest_chance,
    win_chance,
)
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.hidden import redact
from app.games.blood_rage.model import (
    LEADER,
    NO_CARD,
    NO_TOKEN,
    CallToBattle,
    CardChoice,
    FreeInvade,
)
from app.games.blood_rage.rules.battle import is_late
from app.games.blood_rage.rules.board import stat_value, strength
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.rules.death import parse_spot, spot
from app.games.blood_rage.texts import (
    card_text,
    choice_text,
    figure_text,
    fjord_text,
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

__all__ = ["CARD_REASONS", "explain"]

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
    if chance >= 0.5:  # a margin of 0.5 at least, so more STR shown (a tie loses)
        battle = claim(battle, "mine", ">", "theirs")
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
    if isinstance(top, CardChoice):
        return [(0.1, t("hint.use_decline", card=card_text(top.card)))]
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
    # the card is the seat's own (the log says only "a card face down"): the reason names it
    card = card_text(action.card)
    if win_chance(plan.worth.str[province][me] - theirs - guess) >= 0.8:
        spare = t("hint.card_spare", card=card, mine=mine, theirs=theirs)
        return [(1.0, claim(spare, "mine", ">", "theirs"))]
    if win_chance(mine - theirs - guess) < 0.3:
        return [(1.0, _lost(card, mine, theirs, round(guess), bonus))]
    return [(1.0, t("hint.card_win", card=card, mine=mine, theirs=theirs, n=bonus))]


def _lost(card: Text, mine: int, theirs: int, guess: int, bonus: int) -> Text:
    """A battle that looks lost, by the STR shown: theirs alone, or with the card expected."""
    if mine <= theirs:  # a tie loses
        lost = t("hint.card_lost", card=card, mine=mine, theirs=theirs)
        return claim(lost, "mine", "<=", "theirs")
    total = theirs + guess
    if mine <= total:
        lost = t("hint.card_lost_guess", card=card, mine=mine, theirs=theirs, total=total)
        return claim(lost, "mine", "<=", "total")
    return t("hint.card_win", card=card, mine=mine, theirs=theirs, n=bonus)


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
        out.append((plan.worth.reward(me, province) * 0.5, _ahead(text, mine, theirs)))
    out += _quest_reasons(plan, province, mine, theirs)
    return out


_QUEST_KEYS = frozenset({"hint.quest_hold", "hint.quest_reach"})
"""The keys of `_quest_reasons`'s words."""


def _quest_reasons(plan: Plan, province: int, mine: int, theirs: int) -> list[Reason]:
    cards = game_data().cards
    realm = game_data().provinces[province].realm or "yggdrasil"
    out: list[Reason] = []
    for card in sorted({*plan.seat.quests, *plan.seat.hand}):
        quest = cards[card].quest
        if quest is not None and quest.target == realm:
            place = _quest_place(realm)
            key = "hint.quest_hold" if mine > theirs else "hint.quest_reach"
            text = _ahead(t(key, place=place, mine=mine, theirs=theirs), mine, theirs)
            out.append((quest.glory * 0.6, text))
            break
    return out


def _ahead(text: Text, mine: int, theirs: int) -> Text:
    """`text` (its words chosen by `mine > theirs`) claiming the lead it names, or no lead."""
    return claim(text, "mine", ">" if mine > theirs else "<=", "theirs")


def _quest_place(target: str) -> Text:
    return province_text(YGGDRASIL) if target == "yggdrasil" else realm_text(target)


def _invade(plan: Plan, action: Invade) -> list[Reason]:
    power = strength(plan.seat, action.figure)
    places = game_data().fjord_provinces[action.to] if action.fjord else (action.to,)
    out: list[Reason] = []
    # A ship between two provinces of one realm names the realm's quest once, for the
    # province where the seat leads by most ("the most STR in Manheim" twice said nothing).
    me, named = plan.player, set()
    for province in sorted(places, key=lambda x: _rivals(plan, x) - plan.worth.str[x][me]):
        if plan.state.provinces[province].destroyed:
            continue
        reasons = _place(plan, province, power, 1)
        realm = game_data().provinces[province].realm
        if realm in named:
            reasons = [r for r in reasons if r[1].key not in _QUEST_KEYS]
        named.add(realm)
        out += reasons
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
        new = c.strength or old
        figure = figure_text(c.family)
        if new == old:  # "Ship STR 2 → 2" said a change there is none of: the card's effect is
            text = t("hint.troop_same", card=card_text(action.card), figure=figure, n=old)
        else:
            text = t("hint.troop", figure=figure, old=old, new=new)
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
        glory = sum(_glory(c) for c in action.cards)
        return [(glory, t("hint.quest_death", n=dead, glory=glory))]
    chance = quest_chance(plan.state, me, quest.target, plan.worth.str)
    provinces = [
        i
        for i, p in enumerate(game_data().provinces)
        if (p.realm or "yggdrasil") == quest.target and not plan.state.provinces[i].destroyed
    ]
    if not provinces:  # the realm is gone (Ragnarök): nobody can hold the most STR there
        return [(0.1, t("hint.quest_gone", place=_quest_place(quest.target)))]
    best = max(provinces, key=lambda i: plan.worth.str[i][me] - _rivals(plan, i))
    mine, theirs = plan.worth.str[best][me], _rivals(plan, best)
    key = "hint.quest_hold" if mine > theirs else "hint.quest_reach"
    text = _ahead(t(key, place=_quest_place(quest.target), mine=mine, theirs=theirs), mine, theirs)
    if action.second != NO_CARD:  # two of a type in one turn, each paid on its own
        both = sum(_glory(c) for c in action.cards)
        return [(chance * both, text), (1.0, t("hint.quest_two", n=both))]
    return [(chance * quest.glory, text), (1.0, t("hint.quest_glory", n=quest.glory))]


def _glory(card: int) -> int:
    quest = game_data().cards[card].quest
    assert quest is not None
    return quest.glory


def _hold(plan: Plan, action: HoldCard) -> list[Reason]:
    late = TextList(tuple(card_text(c) for c in plan.seat.hand if is_late(c)))  # the seat's own
    return [(0.5, t("hint.hold", cards=late))]


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
    old, new = _step(plan, action.stat)
    text = t("hint.raise", stat=stat_text(action.stat), old=old, new=new)
    return [(1.0, text), *_legendary(plan, action.stat)]


# -- card effects: card actions and the answers to card questions (RULES.md C1) -----------------
def _use(plan: Plan, action: UseCard) -> list[Reason]:
    why = CARD_REASONS.get(game_data().cards[action.card].effect)
    return why(plan, action) if why is not None else []


def _challenge(plan: Plan, action: UseCard) -> list[Reason]:
    """Tyr's Challenge (C21): the battle for a province pillaged already, its token again."""
    x, me = int(option(action.choice)), plan.player
    token = token_text(plan.state.provinces[x].token)
    power = plan.forecast(x, me)
    theirs = _rivals(plan, x, power)
    weight, name, where = max(0.1, plan.score(action)), card_text(action.card), province_text(x)
    if theirs == 0:
        return [(weight, t("hint.use_challenge_free", card=name, province=where, token=token))]
    mine = power[me] + round(plan.worth.best_card(me))
    text = t("hint.use_challenge", card=name, province=where, token=token, mine=mine, theirs=theirs)
    return [(weight, text)]


def _thors_domain(plan: Plan, action: UseCard) -> list[Reason]:
    """Thor's Domain (C26): the pillage of the province just invaded, at once."""
    x = plan.asked().province
    now = t("hint.use_pillage_now", card=card_text(action.card), province=province_text(x))
    battle = _pillage(plan, pillage(plan.player, x))
    return [(battle[0][0] + 0.01, now), battle[0]]


def _domain(plan: Plan, action: UseCard) -> list[Reason]:
    """Frigga's Domain (C22): a figure back from Valhalla, where it would invade."""
    kind = option(action.choice)
    _, place, fjord = plan.best_place(kind)
    if place < 0:
        return []
    where = fjord_text(place) if fjord else province_text(place)
    n = strength(plan.seat, kind)
    name = card_text(action.card)
    text = t("hint.use_domain", card=name, figure=figure_text(kind), place=where, n=n)
    return [(max(0.1, plan.score(action)), text)]


def _sacrifice(plan: Plan, action: UseCard) -> list[Reason]:
    """Frigga's Sacrifice (C23): a stat step for the two figures needed least."""
    if isinstance(plan.state.pending[-1], CardChoice):
        _, kind, _ = parse_spot(action.choice)
        text = t("hint.use_spot", spot=choice_text(action.choice), n=strength(plan.seat, kind))
        return [(0.5, text)]
    spots = sorted(plan.own_figures(), key=lambda spot: plan.figure_loss(*spot))
    first, second = (choice_text(spot(p, k, f)) for p, k, f in spots[:2])
    stat = option(action.choice)
    old, new = _step(plan, stat)
    step = t("hint.raise", stat=stat_text(stat), old=old, new=new)
    name = card_text(action.card)
    text = t("hint.use_sacrifice", card=name, step=step, first=first, second=second)
    return [(1.0, text), *_legendary(plan, stat)]


def _card_stat(plan: Plan, action: UseCard) -> list[Reason]:
    """Frigga's Grace, Thor's Oath, Lord of Axes: the stat step and its legendary bonus."""
    stat = option(action.choice)
    old, new = _step(plan, stat)
    text = t("hint.use_stat", card=card_text(action.card), stat=stat_text(stat), old=old, new=new)
    return [(1.0, text), *_legendary(plan, stat)]


def _tide(plan: Plan, action: UseCard) -> list[Reason]:
    """Odin's Tide (C7): the figure kept in the battle."""
    kind = option(action.choice)
    where = province_text(plan.asked().province)
    n = strength(plan.seat, kind)
    name = card_text(action.card)
    return [(1.0, t("hint.use_tide", card=name, figure=figure_text(kind), n=n, province=where))]


def _protect(plan: Plan, action: UseCard) -> list[Reason]:
    """Frigga's Protection (C24): 1 Rage to keep a figure about to die in the stock."""
    kind = option(action.choice)
    n = strength(plan.seat, kind)
    name = card_text(action.card)
    return [(1.0, t("hint.use_protect", card=name, figure=figure_text(kind), n=n))]


def _prowess(plan: Plan, action: UseCard) -> list[Reason]:
    """Tyr's Prowess (C25): the card played back into the hand."""
    played = int(plan.asked().memo)
    back = t("hint.use_prowess", card=card_text(action.card), played=card_text(played))
    return [(1.0, back), (0.5, _card_use(plan, played))]


def _flee(plan: Plan, action: UseCard) -> list[Reason]:
    """Volur Witch (C17): to Yggdrasil instead of Valhalla."""
    n = strength(plan.seat, "volur_witch")
    where = province_text(YGGDRASIL)
    return [(1.0, t("hint.use_flee", card=card_text(action.card), province=where, n=n))]


def _hammers(plan: Plan, action: UseCard) -> list[Reason]:
    """Lord of Hammers (C14): the Leader moves on to where it helps."""
    to = int(option(action.choice))
    n = strength(plan.seat, LEADER)
    name, where = card_text(action.card), province_text(to)
    move = t("hint.use_hammers", card=name, figure=figure_text(LEADER), province=where, n=n)
    there = _place(plan, to, n, 1)
    return [(max((w for w, _ in there), default=0.0) + 0.01, move), *there]


def _step(plan: Plan, stat: str) -> tuple[int, int]:
    data = game_data()
    step = int(getattr(plan.seat.stats, stat))
    return data.value(stat, step), data.value(stat, min(step + 1, len(data.legendary)))


def _legendary(plan: Plan, stat: str) -> list[Reason]:
    data = game_data()
    step = int(getattr(plan.seat.stats, stat))
    bonus = data.legendary[step] if step < len(data.legendary) else 0
    if bonus > data.legendary[step - 1]:
        return [(bonus, t("hint.legendary", stat=stat_text(stat), n=bonus))]
    return []


CARD_REASONS: dict[str, Callable[[Plan, UseCard], list[Reason]]] = {
    "tyrs_challenge": _challenge,
    "thors_domain": _thors_domain,
    "friggas_domain": _domain,
    "friggas_sacrifice": _sacrifice,
    "friggas_protection": _protect,
    "tyrs_prowess": _prowess,
    "volur_witch": _flee,
    "lord_of_hammers": _hammers,
    "odins_tide": _tide,
    "friggas_grace": _card_stat,
    "thors_oath": _card_stat,
    "lord_of_axes": _card_stat,
}
"""The reasons of each card effect a `UseCard` carries out (by the card's effect key)."""

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
    UseCard: _use,  # type: ignore[dict-item]
}
"""The reasons of each kind of action."""
