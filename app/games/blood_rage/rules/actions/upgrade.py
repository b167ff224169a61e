"""Upgrade (seed 003 「アップグレード（強化する）」).

Choose an upgrade card from your hand, pay its cost in Rage and place it in a matching slot of
the clan sheet: one each for the Leader, the Warriors and the ship, two for monsters, three for
the clan (「『戦士・族長・船』はそれぞれ１つ、『怪物』は２つ、『氏族』は３つ」). Into a full slot
the new card replaces the old one, which is discarded (「古いカードは捨て札にし」); a replaced
monster's figure leaves the game (reference §2.4, S8). A monster card brings its figure into the
stock. After a leader, warrior or ship upgrade a figure of that kind from the stock, and after a
monster upgrade the new monster, may invade at once for no Rage (reference §5, S7, S8; RULES.md
R11). Empty slots of one kind are all alike, so the action names only the card it replaces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import upgrade
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.data.models import UPGRADE_FAMILIES
from app.games.blood_rage.model import NO_CARD, FreeInvade
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.action import answer, spend
from app.games.blood_rage.rules.actions import invade
from app.games.blood_rage.rules.board import add, minus, upgrade_cards
from app.games.blood_rage.rules.edit import replaced, update_province, update_seat
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import Upgrade
    from app.games.blood_rage.model import ClanState, State

__all__ = ["choices", "cost", "on_upgrade", "reason", "slots"]

_SLOT = {"leader": "leader", "warrior": "warrior", "ship": "ship", "monster": "monsters"}


def slots(seat: ClanState, family: str) -> tuple[int, ...]:
    """The cards in the slots of a family (`NO_CARD` for an empty slot)."""
    value = getattr(seat.upgrades, _SLOT.get(family, "clan"))
    return value if isinstance(value, tuple) else (value,)


def cost(state: State, player: int, card: int) -> int:
    """Rage to play `card` as an upgrade: its printed cost (`cost` effects may lower it)."""
    printed = game_data().cards[card].cost or 0
    event = Event("cost", cost=printed, seats=(player,), what="upgrade")
    return max(0, fire(state, event, upgrade_cards(state, player)).cost)


def reason(state: State, action: Upgrade) -> Text | None:
    """Why this upgrade is not allowed now, or None."""
    seat = state.seats[action.player]
    if action.card not in seat.hand:
        return t("reason.not_in_hand")
    family = game_data().cards[action.card].family
    if family not in UPGRADE_FAMILIES:
        return t("reason.not_upgrade", card=card_text(action.card))
    held = slots(seat, family)
    if action.replaces == NO_CARD and NO_CARD not in held:
        return t("reason.slots_full")
    if action.replaces != NO_CARD and action.replaces not in held:
        return t("reason.not_in_slot")
    price = cost(state, action.player, action.card)
    if price > seat.rage:
        return t("reason.rage", n=price, left=seat.rage)
    return None


def choices(state: State, player: int) -> list[Upgrade]:
    """Every upgrade `player` may make now."""
    seat = state.seats[player]
    cards = game_data().cards
    out = []
    for card in seat.hand:
        family = cards[card].family
        if family not in UPGRADE_FAMILIES:
            continue
        for old in sorted(set(slots(seat, family))):
            action = upgrade(player, card, old)
            if reason(state, action) is None:
                out.append(action)
    return out


def _with_card(seat: ClanState, family: str, card: int, old: int) -> ClanState:
    """The clan sheet with `card` in place of `old` (`NO_CARD`: the first empty slot)."""
    name = _SLOT.get(family, "clan")
    value = getattr(seat.upgrades, name)
    value = replaced(value, value.index(old), card) if isinstance(value, tuple) else card
    return seat.model_copy(update={"upgrades": seat.upgrades.model_copy(update={name: value})})


def _remove_monster(draft: State, player: int, kind: str) -> str:
    """A replaced monster's figure goes back to the box, wherever it is; return where it was.

    The place is named as `ledger.figure` names it ("reserve", "p3", "f1"; "box" if nowhere).
    """
    seat = draft.seats[player]
    for where in ("reserve", "valhalla"):
        if kind in getattr(seat, where):
            update_seat(draft, player, **{where: minus(getattr(seat, where), kind)})
            return where
    for i, province in enumerate(draft.provinces):
        if kind in province.figures[player]:
            figures = replaced(province.figures, player, minus(province.figures[player], kind))
            update_province(draft, i, figures=figures)
            return f"p{i}"
    for i, fjord in enumerate(draft.fjords):
        if kind in fjord.ships[player]:
            ships = replaced(fjord.ships, player, minus(fjord.ships[player], kind))
            draft.fjords = replaced(draft.fjords, i, fjord.model_copy(update={"ships": ships}))
            return f"f{i}"
    return "box"


def on_upgrade(draft: State, action: Upgrade) -> None:
    """Pay, place the card (discarding the one it replaces), bring a monster into the stock."""
    p, data = action.player, game_data()
    answer(draft)
    spend(draft, p, cost(draft, p, action.card))
    card = data.cards[action.card]
    seat = draft.seats[p]
    seat = _with_card(seat, card.family, action.card, action.replaces)
    seat = seat.model_copy(update={"hand": minus(seat.hand, action.card)})
    draft.seats = replaced(draft.seats, p, seat)
    if action.replaces != NO_CARD:
        draft.discard = (*draft.discard, action.replaces)
        gone = data.cards[action.replaces].monster
        if gone is not None:
            place = _remove_monster(draft, p, gone)
            deltas = ledger.figure(p, gone, place, -1)
            notes.seat_line("monster_gone", p, deltas, card=action.replaces)
    if card.monster is not None:
        add(draft, p, (card.monster,), "reserve")
    if card.family in data.free_invade_after:
        _offer_free_invasion(draft, p, card.monster or card.family)


def _offer_free_invasion(draft: State, player: int, figure: str) -> None:
    """The upgraded kind (or the new monster) may invade for free, if one can go anywhere."""
    if figure not in draft.seats[player].reserve:
        return
    draft.pending.append(FreeInvade(waiting=(PlayerId(player),), figure=figure))
    if not invade.choices(draft, player):
        draft.pending.pop()
