"""The panels under the Blood Rage board, kept up to date: stock, cards, battle and choices.

A mixin of `BloodRageController` (kept apart so each module stays small). The stock palette
shows the acting seat's figures off the board; the card row the cards of the seat at the
screen (never another's: it is empty on the public board); the choice panel the battle or Call
to Battle in progress (or the last battle's reveal, for everyone), then the next step of the
move being built, or Confirm with what the move will cause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import Seat
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import HOLD, NO_CARD, Battle, CallToBattle, Draft
from app.games.blood_rage.rules.board import clan_strength, is_ship, participants
from app.games.blood_rage.rules.resolution import totals
from app.games.blood_rage.texts import card_text, effect_text, figure_text, province_text, t
from app.games.blood_rage.view.looks import card_detail, card_tip, lines
from app.games.blood_rage.view.steps import MOVE, WHERE, preview, step_prompt

if TYPE_CHECKING:
    from collections.abc import Hashable

    from app.engine.text import Text
    from app.games.blood_rage.model import State
    from app.games.blood_rage.view.hand import HandPanel
    from app.games.blood_rage.view.scene import BrScene
    from app.games.blood_rage.view.screen import BrBoard
    from app.ui.narrowing import Step
    from app.ui.stepcontroller import StepController

    # type checkers see the controller's base class (its methods); at run time a plain mixin
    _Base = StepController[BrScene, BrBoard, HandPanel]
else:
    _Base = object

__all__ = ["BATTLE_NOTES", "RESULT_NOTES", "TurnPanels", "battle_words", "stock_tip"]

BATTLE_NOTES = (
    "note.reveal",
    "note.reveal_none",
    "note.reveal_held",
    "note.strength",
    "note.tie",
    "note.battle_won",
    "note.pillage_failed",
)
"""Log lines that make up a battle's reveal."""
RESULT_NOTES = frozenset({"note.tie", "note.battle_won", "note.pillage_failed"})
"""The reveal's lines that say how the battle ended (shown first)."""
_HOW_TO = frozenset(
    {"draft", "turn", "free_invade", "call_to_battle", "battle", "keep", "stat_choice"}
)
"""Decisions with a line saying how to answer them on the board."""


def stock_tip(kind: str) -> Text:
    """Where a stock figure goes: ships and the Sea Serpent into fjords, the others onto land."""
    key = "ui.tip.stock_ship" if is_ship(kind) else "ui.tip.stock_figure"
    return t(key, figure=figure_text(kind))


def battle_words(state: State) -> list[Text]:
    """The battle or Call to Battle in progress: who is in, STR so far, who still chooses.

    Before the reveal only the figures' STR and who has chosen; after it, every card played
    and each clan's STR with it.
    """
    top = state.pending[-1] if state.pending else None
    if isinstance(top, Battle):
        out = [t("ui.battle.title", province=province_text(top.province))]
        if top.stage == "choose":
            played = (NO_CARD,) * state.players
            strength = totals(state, top.model_copy(update={"played": played}))
            for seat in top.seats:
                key = "ui.battle.choosing" if seat in top.waiting else "ui.battle.chosen"
                out.append(t(key, who=Seat(seat), n=strength[seat]))
            return out
        strength = totals(state, top)
        for seat in top.seats:
            card = top.played[seat]
            if card >= 0:
                out.append(
                    t("ui.battle.revealed", who=Seat(seat), card=card_text(card), n=strength[seat])
                )
            else:
                key = "ui.battle.late" if card == HOLD else "ui.battle.no_card"
                out.append(t(key, who=Seat(seat), n=strength[seat]))
        return out
    if isinstance(top, CallToBattle):
        out = [t("ui.battle.call", province=province_text(top.province), who=Seat(top.pillager))]
        for seat in participants(state, top.province):
            n = clan_strength(state, top.province, seat)
            out.append(t("ui.battle.in", who=Seat(seat), n=n))
        return out
    return []


class TurnPanels(_Base):
    """Panel hooks of the Blood Rage controller (mixed into `BloodRageController`)."""

    _draft_pick: set[int]
    _offer_slots: tuple[int, ...] = ()
    """The draft offer's cards in their places at the start of this pick (s52 026)."""

    if TYPE_CHECKING:

        def own_words(self, action: Any) -> str:
            """See `BloodRageController.own_words`."""

        def click_card(self, piece_id: str) -> bool:
            """See `BloodRageController.click_card`."""

        def choice_words(self, key: str, value: Hashable) -> tuple[str, str]:
            """See `BloodRageController.choice_words`."""

        def last_reveal(self) -> list[str]:
            """See `BloodRageController.last_reveal`."""

    def refresh_panels(self, state: State) -> None:
        """Show the stock, the cards and the choices for the state shown."""
        assert self._board is not None
        self._refresh_stock(state)
        self._refresh_cards(state)
        top = state.pending[-1] if state.pending else None
        self._board.set_drafting(isinstance(top, Draft) and self.viewer() is not None)
        status = [self.engine_text(x) for x in battle_words(state)] or self.last_reveal()
        self._board.choices.show_status("\n".join(status))
        self.refresh_choices()
        self._board.hint.setText(self.how_to())

    def how_to(self) -> str:
        """The line under the board: how to make the move asked for now, with the mouse."""
        top = self.session.state.pending[-1] if self.session.state.pending else None
        if top is None or self.acting_human() is None or top.kind not in _HOW_TO:
            return ""
        if isinstance(top, Draft) and top.picks > 1:  # seed 003 「1. 神の恵みフェイズ」: 2 players
            return self.engine_text(t("ui.how.draft_two"))
        return self.engine_text(t(f"ui.how.{top.kind}"))

    def _refresh_stock(self, state: State) -> None:
        assert self._board is not None
        seat = self.acting_human()
        # the stock of the screen's owner, never a thinking bot's (issue 34 §1)
        shown = next((s for s in (seat, self.owner(), self.present_actor()) if s is not None), None)
        if shown is None or self.replay_step() is not None:
            self._board.stock.show_stock(None, {}, {}, {})
            return
        me = state.seats[shown]
        kinds = list(dict.fromkeys(me.reserve))
        counts = {k: me.reserve.count(k) for k in kinds}
        legal = self.legal_for(seat) if seat is not None else []
        usable = {a.figure for a in legal if a.kind == "invade"}
        tips = {k: self.engine_text(stock_tip(k)) for k in kinds}
        if seat is not None and not self.awaiting_confirm():
            for k in (k for k in kinds if k not in usable):
                why = self.supply_refusal(seat, f"reserve:{k}")
                if why is not None:  # greyed: the tooltip says why (issue 35 §1)
                    tips[k] = self.engine_text(why)
        enabled = {k: k in usable for k in kinds}
        self._board.stock.show_stock(self.seat_style(shown), counts, tips, enabled)

    def _refresh_cards(self, state: State) -> None:
        """The viewer's cards (the draft offer while drafting); nothing on the public board.

        While the offer is in the "Your cards" tab, the row under the board shows the cards
        picked so far (s52 023); a card taken from the offer leaves an empty slot until the
        next offer comes (s52 026: the cards shifted left under the pointer).
        """
        assert self._board is not None
        seat = self.viewer()
        if seat is None:
            self._board.show_picks_in_row(False)
            for row in (self._board.cards, self._board.hand):
                row.show_cards(self.engine_text(t("ui.hand.hidden")), [])
            return
        top = state.pending[-1] if state.pending else None
        offer = isinstance(top, Draft) and seat < len(top.offers) and bool(top.offers[seat])
        legal = self.legal_for(seat) if self.acting_human() == seat else []
        usable = {c for a in legal for c in _cards_of(a)}
        hand = self._card_rows(state.seats[seat].hand, usable)
        if not (offer and isinstance(top, Draft)):
            self._offer_slots = ()
            self._board.show_picks_in_row(False)
            title = self.engine_text(t("ui.hand.title"))
            for row in (self._board.cards, self._board.hand):
                row.show_cards(title, hand)
        else:
            offered = self._card_rows(self._slots_for(top.offers[seat]), usable)
            title = self.engine_text(t("ui.hand.offer"))
            picks = self._board.cards_in_tab()
            self._board.show_picks_in_row(picks)
            self._board.hand.show_cards(title, offered)
            if picks:
                self._board.cards.show_cards(self.engine_text(t("ui.hand.picked")), hand)
            else:
                self._board.cards.show_cards(title, offered)
        self._select_cards()

    def _slots_for(self, offer: tuple[int, ...]) -> tuple[int, ...]:
        """The offer in its places: a card taken leaves `NO_CARD` where it was (s52 026)."""
        cards = tuple(c for c in offer if c >= 0)
        kept = getattr(self, "_offer_slots", ())
        if not set(cards) <= set(kept) or len(cards) > len([c for c in kept if c >= 0]):
            self._offer_slots = cards
            return cards
        self._offer_slots = tuple(c if c in cards else NO_CARD for c in kept)
        return self._offer_slots

    def _card_rows(
        self, cards: tuple[int, ...], usable: set[int]
    ) -> list[tuple[str, str, str, str, str, bool]]:
        data = game_data()
        rows = []
        for card in cards:
            if card == NO_CARD:
                rows.append(("", "", "", "", "", False))
            elif card >= 0:
                rows.append(
                    (
                        f"card:{card}",
                        self.engine_text(card_text(card)),
                        self.engine_text(card_detail(card)),
                        self.engine_text(effect_text(data.cards[card].effect)),
                        lines(card_tip(card)),
                        card in usable,
                    )
                )
        return rows

    def _select_cards(self) -> None:
        assert self._board is not None
        chosen = {f"card:{c}" for c in self._draft_pick}
        narrow = self.narrowing()
        if narrow is not None:
            chosen |= {str(v) for k, v in narrow.chosen if k == WHERE}
            action = narrow.action()
            if action is not None and action.kind == "pick":
                chosen |= {f"card:{c}" for c in action.cards}
        self._board.cards.set_selected(chosen)
        self._board.hand.set_selected(chosen)

    def confirm_words(self, action: Any) -> str:
        """The move the choices name, then what it will cause (Rage spent, STR)."""
        words = [t("ui.step.confirm", action=self.own_words(action))]
        cost = preview(self.game, self.session.state, action)
        if cost is not None:
            words.append(t("ui.step.cost", changes=cost))
        return "\n".join(self.engine_text(w) for w in words)

    def step_choices(self, step: Step) -> tuple[str, list[tuple[Any, str]]]:
        """The step's question and its choices (copies of one card listed once)."""
        view = self.view_of(self.session.state)  # words from what the viewer may see
        prompt = self.game.prompt(view) if step.key in (MOVE, WHERE) else step_prompt(step.key)
        # Copies of one card make the same choice: list it once.
        first: dict[str, Hashable] = {}
        values = list(step.values)
        if step.key == WHERE:  # a decision (Pass) first: under 30 places it was out of sight
            values.sort(key=lambda v: not str(v).startswith("decision:"))
        for value in values:
            first.setdefault(self.choice_words(step.key, value)[0], value)
        return self.engine_text(prompt), [(value, text) for text, value in first.items()]


def _cards_of(action: Any) -> tuple[int, ...]:
    """The hand cards an action uses (to grey out the others)."""
    if action.kind == "pick":
        return tuple(action.cards)
    if action.kind == "quest":
        return tuple(action.cards)
    if action.kind in ("upgrade", "battle_card", "keep"):
        return (action.card,)
    return ()
