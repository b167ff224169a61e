"""The end of an Age: Discard, Ragnarök, Release Valhalla, and on to the next Age.

Seed 003 「3. 捨て札フェイズ」「5. ラグナロクフェイズ」「6. ヴァルハラ開放フェイズ」
「ゲームの終了条件」.

Discard: every clan discards the cards left in its hand and may keep one for the next Age; after
the third Age it keeps none (「第３時代ではプレイヤー達は全てのカードを捨て札にし」). A clan with
two or more cards chooses (`Keep`, all at once, hidden); one card is kept without asking
(RULES.md R17). Ragnarök: the province under the Doom token is destroyed for good; every figure
in it and in its fjord dies and goes to Valhalla, and earns its clan 2/3/4 glory in Ages 1/2/3;
the Doom token moves to the next Age's province. Before it falls, the owner of a figure that may
escape (the Volur Witch) is asked. Release Valhalla: every figure in Valhalla goes
back to its clan's stock (the figures on the board stay; RULES.md R18). Then the pillage tokens
show their reward again, the first-player token passes left and the next Age's Gods' Gifts
begin (「新しい条件で神の恵みフェイズを開始します」).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import keep_card
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_PROVINCE, NO_TOKEN, Keep, Phase
from app.games.blood_rage.rules import draft as gods_gifts
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import destroy, upgrade_cards
from app.games.blood_rage.rules.edit import update_province, update_seat
from app.games.blood_rage.rules.reward import gain_glory
from app.games.blood_rage.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import KeepCard
    from app.games.blood_rage.model import State

__all__ = [
    "choices",
    "enter_discard",
    "fall",
    "next_age",
    "on_keep",
    "ragnarok",
    "reason",
    "release_valhalla",
    "standing",
]


def _keep(draft: State, player: int, card: int | None, chosen: bool = False) -> None:
    """Keep `card` (None: nothing) and discard the rest of the hand unseen.

    `chosen`: the seat's `KeepCard` chose it, and that action's line counts it; a card kept
    without asking (the only one left) has its own line.
    """
    hand = draft.seats[player].hand
    rest = tuple(c for c in hand if c != card)
    draft.discard_unseen = draft.discard_unseen + rest
    if card is None:
        update_seat(draft, player, hand=())
    else:
        update_seat(draft, player, hand=(), kept=card)
        if not chosen:
            notes.seat_line("kept_last", player, ledger.card_keys(player, hand=-1, kept=1))
    if rest:
        deltas = {**ledger.card_keys(player, hand=-len(rest)), "discard_unseen": len(rest)}
        notes.seat_line("discarded", player, deltas, n=len(rest))


def enter_discard(draft: State) -> None:
    """Discard phase: keep one card (none after Age 3); choose if there are two or more."""
    draft.phase = Phase.DISCARD
    notes.line("action_over")
    limit = game_data().keep_after_age[draft.age - 1]
    waiting = []
    for p, seat in enumerate(draft.seats):
        if limit == 0 or not seat.hand:
            _keep(draft, p, None)
        elif len(seat.hand) == 1:
            _keep(draft, p, seat.hand[0])
        else:
            waiting.append(PlayerId(p))
    if waiting:
        draft.pending.append(Keep(waiting=tuple(waiting)))


def choices(state: State, player: int) -> list[KeepCard]:
    """Every card `player` may keep."""
    top = state.pending[-1]
    if not isinstance(top, Keep) or player not in top.waiting:
        return []
    return [keep_card(player, c) for c in state.seats[player].hand]


def reason(state: State, action: KeepCard) -> Text | None:
    """Why this card cannot be kept, or None."""
    if action.card not in state.seats[action.player].hand:
        return t("reason.not_in_hand")
    return None


def on_keep(draft: State, action: KeepCard) -> None:
    """Keep the card face down on the clan sheet; the rest of the hand is discarded unseen."""
    top = draft.pending[-1]
    assert isinstance(top, Keep)
    _keep(draft, action.player, action.card, chosen=True)
    top.waiting = tuple(s for s in top.waiting if s != action.player)


def ragnarok(draft: State) -> None:
    """Ragnarök begins: effects that may save a figure ask their owners, then the province falls.

    Cards acting on figures about to die (`dying`: the Volur Witch's "may" flee, RULES.md C17)
    put their questions on the stack; the province falls (`fall`) once they are answered, on the
    flow's next step, or at once when nobody is asked.
    """
    draft.phase = Phase.RAGNAROK
    province = draft.ragnarok[draft.age - 1]
    notes.line("ragnarok", province=province)
    everyone = tuple(range(draft.players))
    cards = [c for p in everyone for c in upgrade_cards(draft, p)]
    event = fire(draft, Event("dying", province=province, seats=everyone), cards)
    if event.offers:
        draft.pending.extend(reversed(event.offers))
        return
    fall(draft)


def standing(state: State) -> bool:
    """Whether this Age's doomed province still stands (Ragnarök waits for its questions)."""
    return not state.provinces[state.ragnarok[state.age - 1]].destroyed


def fall(draft: State) -> None:
    """Destroy the doomed province; its figures and its fjord's die, with glory; move Doom."""
    data = game_data()
    province = draft.ragnarok[draft.age - 1]
    everyone = tuple(range(draft.players))
    cards = [c for p in everyone for c in upgrade_cards(draft, p)]
    where = ledger.standing(draft, province, everyone)
    dead = destroy(draft, province, everyone)
    glory = data.ragnarok_glory[draft.age - 1]
    for p in range(draft.players):
        kinds = tuple(k for s, k in dead if s == p)
        if kinds:
            gain_glory(draft, p, glory * len(kinds), "ragnarok")
            deltas = ledger.merge(
                where[p], ledger.figures(p, kinds, "valhalla"), ledger.glory(p, glory * len(kinds))
            )
            notes.figures_line("ragnarok_glory", p, kinds, deltas, glory=glory * len(kinds))
    was = draft.provinces[province]
    fallen = {
        ledger.province_key(province, "destroyed"): 1,
        ledger.province_key(province, "token"): -int(was.token != NO_TOKEN),
        ledger.province_key(province, "pillaged"): -int(was.pillaged),
        ledger.province_key(province, "doom"): -int(draft.doom == province),
    }
    update_province(draft, province, destroyed=True, token=NO_TOKEN, pillaged=False)
    notes.line("fallen", fallen, province=province)
    if dead:
        seats = tuple(sorted({p for p, _ in dead}))
        fire(draft, Event("on_death", province=province, seats=seats, figures=dead), cards)
        event = Event("ragnarok", province=province, seats=seats, figures=dead, amount=glory)
        fire(draft, event, cards)
    draft.doom = draft.ragnarok[draft.age] if draft.age < data.ages else NO_PROVINCE
    if draft.doom != NO_PROVINCE:
        notes.line("doom", {ledger.province_key(draft.doom, "doom"): 1}, province=draft.doom)


def release_valhalla(draft: State) -> None:
    """Every figure in Valhalla returns to its clan's stock."""
    draft.phase = Phase.VALHALLA
    back: list[tuple[int, str]] = []
    for p, seat in enumerate(draft.seats):
        if seat.valhalla:
            back += [(p, k) for k in seat.valhalla]
            deltas = ledger.merge(
                ledger.figures(p, seat.valhalla, "valhalla", -1),
                ledger.figures(p, seat.valhalla, "reserve"),
            )
            notes.figures_line("released", p, seat.valhalla, deltas)
            update_seat(draft, p, reserve=tuple(sorted(seat.reserve + seat.valhalla)), valhalla=())
    if back:
        cards = [c for p in range(draft.players) for c in upgrade_cards(draft, p)]
        seats = tuple(sorted({p for p, _ in back}))
        fire(draft, Event("valhalla", seats=seats, figures=tuple(back)), cards)


def next_age(draft: State) -> None:
    """Tokens back to their reward side, first player to the left, the next Age's draft."""
    deltas = {"age": 1}
    for i, province in enumerate(draft.provinces):
        if province.pillaged:
            update_province(draft, i, pillaged=False)
            deltas[ledger.province_key(i, "pillaged")] = -1
    draft.first_player = gods_gifts.to_left(draft.first_player, draft.players)
    draft.age += 1
    notes.line("new_age", deltas, age=draft.age)
    notes.seat_line("first_player", draft.first_player)
    gods_gifts.enter(draft)
