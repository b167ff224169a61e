"""The private panel of a Tinners' Trail seat: its survey cards and the tiles it has seen.

Shown only behind the hot-seat hand-off screen (the shell asks `private_panel(seat)` for the
viewer only). Everything comes from `view_for(state, seat)`, so it holds what that seat knows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE
from app.games.tinners_trail.texts import benefit_text, card_text, region_text, t, tile_text
from app.ui.i18n import show
from app.ui.widgets.seatlist import SeatListPanel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.games.tinners_trail.model import State

__all__ = ["HandPanel"]


class HandPanel(SeatListPanel):
    """A seat's survey cards (one framed line each, with a tooltip) and the tiles it knows."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(seat, "tinHand", parent)

    def show_state(self, state: State) -> None:
        """Show the seat's cards and known tiles in `state` (already `view_for` the seat)."""
        self._clear()
        me = state.seats[self.seat]
        cards = me.offer if me.offer else me.hand
        title = "ui.hand.offer" if me.offer else "ui.hand.title"
        self._heading(t(title))
        if not cards:
            self._line(t("ui.hand.none"))
        data = game_data()
        for card in sorted(cards, key=lambda c: (data.card_group[c], c)):
            if card < 0:
                continue
            c = data.cards[card]
            words = t("ui.hand.card", label=c.id, benefit=benefit_text(card), money=c.price)
            tip = show(t(_card_tip(state, card), card=card_text(card)))
            if c.benefit == "pump":  # what the pump does, as its tooltip on the map says
                tip += "\n" + show(t("tip.pump_stays"))
            self._line(words, tip, framed=True)
        seen = [
            r
            for r, tile in enumerate(state.tile)
            if tile not in (NO_TILE, HIDDEN_TILE) and not state.face_up[r]
        ]
        if seen:
            self._heading(t("ui.hand.seen"))
            for region in seen:
                self._line(
                    t(
                        "ui.hand.tile",
                        region=region_text(region),
                        tile=tile_text(state.tile[region]),
                    )
                )


def _card_tip(state: State, card: int) -> str:
    """The tooltip key of a survey card: the 2-player rule, a wild card, or a letter's card."""
    if state.players == 2:
        return "tip.card_two"
    return "tip.card_wild" if GROUPS[game_data().card_group[card]] == "W" else "tip.card"
