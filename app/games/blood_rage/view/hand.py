"""The private panel of a Blood Rage seat: what it keeps face down, beside its hand.

Shown only behind the hot-seat hand-off screen (the shell asks `private_panel(seat)` for the
viewer only). Everything comes from `view_for(state, seat)`, so it holds what that seat knows.
The hand and the draft offer live in one place, the board's card row (or its "Your cards" tab,
never both at once): here one line only says how many cards are there (issue 18 §3), then
what is nowhere else: the card it kept from the last Age, the quests it committed face down
and the card it chose face down for a battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.model import NO_CARD, Battle, Draft
from app.games.blood_rage.texts import card_text, effect_text, t
from app.games.blood_rage.view.looks import card_detail, card_tip, lines
from app.ui.i18n import show
from app.ui.widgets.seatlist import SeatListPanel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["HandPanel"]


class HandPanel(SeatListPanel):
    """A seat's face-down cards: one framed block each (name, kind/cost/STR, effect)."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(seat, "brHand", parent)

    def show_state(self, state: State, in_tab: bool = False) -> None:
        """Show the seat's cards in `state` (already `view_for` the seat).

        `in_tab`: the board shows the cards in its "Your cards" tab, not in the row under it;
        the line saying where they are must name the place they are in (issue 22).
        """
        self._clear()
        me = state.seats[self.seat]
        top = state.pending[-1] if state.pending else None
        offer = isinstance(top, Draft) and self.seat < len(top.offers) and top.offers[self.seat]
        held = sum(1 for c in me.hand if c >= 0)
        self._heading(t("ui.hand.title"))
        if in_tab:
            line = t("ui.hand.offer_in_tab" if offer else "ui.hand.in_tab", n=held)
        else:
            line = t("ui.hand.offer_in_row" if offer else "ui.hand.in_row", n=held)
        self._line(line)
        # s52 023: the picks are not listed here (a small box, cut mid-line) but whole in the
        # row under the board while the offer is in the "Your cards" tab; the panel keeps one
        # height whichever tab is open
        if isinstance(top, Battle) and top.played[self.seat] >= 0:
            self._section(t("ui.hand.battle_card"), (top.played[self.seat],))
        if me.kept != NO_CARD:
            self._section(t("ui.hand.kept"), (me.kept,))
        if me.quests:
            self._section(t("ui.hand.quests"), me.quests)

    def _section(self, title: Text, cards: tuple[int, ...], empty: Text | None = None) -> None:
        self._heading(title)
        shown = [c for c in cards if c >= 0]
        if not shown and empty is not None:
            self._line(show(empty))
        for card in shown:
            words = "\n".join((show(card_text(card)), show(card_detail(card)), show(_effect(card))))
            self._line(words, lines(card_tip(card)), framed=True)


def _effect(card: int) -> Text:
    from app.games.blood_rage.data.data import game_data  # noqa: PLC0415 - small helper

    return effect_text(game_data().cards[card].effect)
