"""The private panel of a Tinners' Trail seat: its survey cards and the tiles it has seen.

Shown only behind the hot-seat hand-off screen (the shell asks `private_panel(seat)` for the
viewer only). Everything comes from `view_for(state, seat)`, so it holds what that seat knows.
The seat's survey cards are in one place, each group under its heading: the cards dealt to
keep (while it chooses), the cards in hand, and the cards it has played this game (public,
but listed for its owner; the controller reads them from the moves, `played_by`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE
from app.games.tinners_trail.secrets import card_words
from app.games.tinners_trail.texts import card_text, region_text, t, tile_text
from app.ui.i18n import show
from app.ui.widgets.seatlist import SeatListPanel

if TYPE_CHECKING:
    from collections.abc import Iterable

    from PySide6.QtWidgets import QWidget

    from app.games.tinners_trail.model import State

__all__ = ["HandPanel", "played_by"]


def played_by(actions: Iterable[Any], seat: int) -> tuple[int, ...]:
    """The survey cards `seat` played from its hand in `actions`, in order.

    A card played before an auction (`StartAuction.card`) or after winning one (`PlayCard`);
    a 2-player deck card is nobody's.
    """
    return tuple(
        a.card
        for a in actions
        if a.player == seat
        and a.kind in ("start_auction", "play_card")
        and a.card >= 0
        and not getattr(a, "deck", False)
    )


class HandPanel(SeatListPanel):
    """A seat's survey cards (one framed line each, with a tooltip) and the tiles it knows."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(seat, "tinHand", parent)

    def show_state(self, state: State, played: tuple[int, ...] = ()) -> None:
        """Show the seat's cards and known tiles in `state` (already `view_for` the seat).

        Args:
            state: What the seat may see.
            played: The cards the seat has played so far (`played_by`).
        """
        self._clear()
        me = state.seats[self.seat]
        if me.offer:
            self._heading(t("ui.hand.offer"))
            self._cards(state, me.offer)
        self._heading(t("ui.hand.title"))
        if not [c for c in me.hand if c >= 0]:
            self._line(t("ui.hand.none"))
        self._cards(state, me.hand)
        self._heading(t("ui.hand.played"))
        if not played:
            self._line(t("ui.hand.played_none"))
        for card in played:
            self._line(card_words(card))
        self._seen_tiles(state)

    def _cards(self, state: State, cards: tuple[int, ...]) -> None:
        data = game_data()
        for card in sorted(cards, key=lambda c: (data.card_group[c], c)):
            if card < 0:
                continue
            tip = show(t(_card_tip(state, card), card=card_text(card)))
            if data.cards[card].benefit == "pump":  # what the pump does, as the map says
                tip += "\n" + show(t("tip.pump_stays"))
            self._line(card_words(card), tip, framed=True)

    def _seen_tiles(self, state: State) -> None:
        seen = [
            r
            for r, tile in enumerate(state.tile)
            if tile not in (NO_TILE, HIDDEN_TILE) and not state.face_up[r]
        ]
        if seen:
            self._heading(t("ui.hand.seen"))
            for region in seen:
                tin, copper = state.tin[region], state.copper[region]
                words = t(
                    "ui.hand.tile", region=region_text(region), tile=tile_text(state.tile[region])
                )
                if tin or copper:  # an adit added ore on the tile since (issue 35)
                    words = t("ui.hand.tile_added", tile=words, tin=tin, copper=copper)
                self._line(words)


def _card_tip(state: State, card: int) -> str:
    """The tooltip key of a survey card: the 2-player rule, a wild card, or a letter's card."""
    if state.players == 2:
        return "tip.card_two"
    return "tip.card_wild" if GROUPS[game_data().card_group[card]] == "W" else "tip.card"
