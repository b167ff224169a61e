"""The panels under the Tinners' Trail board: palette, choices and auction, kept up to date.

A mixin of `TinnersTrailController` (kept apart so each module stays small). The palette shows
the acting seat's mines and the developments left this round; the choice panel the next step
of the move being built (or Confirm with the move's cost); during an auction the bidding panel
replaces it, with the minimum bid and the bidder's money as the amount's range.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.tinners_trail.actions import Bid, DropOut
from app.games.tinners_trail.rules.developments import pump_group
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.steps import MOVE, WHERE, preview, step_prompt

if TYPE_CHECKING:
    from collections.abc import Hashable

    from app.engine.game import GameBase, PlayerId
    from app.engine.session import Session
    from app.engine.text import Text
    from app.games.tinners_trail.model import State
    from app.games.tinners_trail.view.screen import TinBoard
    from app.ui.narrowing import Narrowing
    from app.ui.palette import PlayerStyle

__all__ = ["TurnPanels"]

_DEVS = ("miner", "port", "rail", "adit")


class TurnPanels:
    """Panel hooks of the Tinners' Trail controller (mixed into `TinnersTrailController`)."""

    session: Session
    game: GameBase[Any, Any]
    _board: TinBoard | None

    if TYPE_CHECKING:

        def acting_human(self) -> PlayerId | None:
            """See `TinnersTrailController.acting_human`."""

        def present_actor(self) -> PlayerId | None:
            """See `TinnersTrailController.present_actor`."""

        def awaiting_confirm(self) -> bool:
            """See `TinnersTrailController.awaiting_confirm`."""

        def legal_for(self, seat: int) -> list[Any]:
            """See `TinnersTrailController.legal_for`."""

        def engine_text(self, text: Text | str | None) -> str:
            """See `TinnersTrailController.engine_text`."""

        def action_text(self, action: Any) -> str:
            """See `TinnersTrailController.action_text`."""

        def seat_style(self, seat: int) -> PlayerStyle:
            """See `TinnersTrailController.seat_style`."""

        def narrowing(self) -> Narrowing | None:
            """See `TinnersTrailController.narrowing`."""

        def choose(self, key: str, value: Hashable) -> bool:
            """See `TinnersTrailController.choose`."""

        def back(self) -> bool:
            """See `TinnersTrailController.back`."""

        def cancel_choice(self) -> None:
            """See `TinnersTrailController.cancel_choice`."""

        def confirm_choice(self) -> bool:
            """See `TinnersTrailController.confirm_choice`."""

        def play(self, action: Any) -> bool:
            """See `TinnersTrailController.play`."""

        def choice_words(self, key: str, value: Hashable) -> tuple[str, str]:
            """See `TinnersTrailController.choice_words`."""

        def auction_words(self, state: State) -> tuple[str, str] | None:
            """See `TinnersTrailController.auction_words`."""

        def _top_kind(self) -> str:
            """See `TinnersTrailController._top_kind`."""

    def connect_panels(self, board: TinBoard) -> None:
        """Wire the panels' buttons to the controller."""
        board.choices.chosen.connect(self._on_chosen)
        board.choices.back_clicked.connect(self.back)
        board.choices.confirm_clicked.connect(self.confirm_choice)
        board.choices.cancel_clicked.connect(self.cancel_choice)
        board.auction.bid_clicked.connect(self.bid)
        board.auction.drop_clicked.connect(self.drop_out)

    def bid(self, amount: int) -> bool:
        """The bidding panel's Bid: bid `amount` for the acting human."""
        seat = self.acting_human()
        return seat is not None and self.play(Bid(player=seat, amount=max(1, amount)))

    def drop_out(self) -> bool:
        """The bidding panel's Drop out."""
        seat = self.acting_human()
        return seat is not None and self.play(DropOut(player=seat))

    def _on_chosen(self, value: Hashable) -> None:
        narrow = self.narrowing()
        step = narrow.next_step() if narrow is not None else None
        if step is not None:
            self.choose(step.key, value)

    def refresh_panels(self, state: State) -> None:
        """Show the palette and the choice or auction panel for the present."""
        assert self._board is not None
        self._refresh_palette()
        auction = self.auction_words(self.session.state)
        self._board.show_auction(auction is not None)
        if auction is not None:
            self._refresh_auction(*auction)
        else:
            self._refresh_choices()
        self._follow_phase()

    def _follow_phase(self) -> None:
        """Show the investment board while a human invests, and the map again afterwards."""
        assert self._board is not None
        investing = self._top_kind() == "invest" and self.acting_human() is not None
        if investing and self._board.current_tab() == "map":
            self._board.show_tab("boards")
            self._board.auto_tab = True
        elif not investing and self._board.auto_tab and self.acting_human() is not None:
            self._board.show_tab("map")
            self._board.auto_tab = False

    def _refresh_palette(self) -> None:
        assert self._board is not None
        state: State = self.session.state
        seat = self.acting_human()
        shown = seat if seat is not None else self.present_actor()
        turn = self._top_kind() == "turn"
        style = self.seat_style(shown) if shown is not None else None
        counts = {"mine": state.seats[shown].mines if shown is not None else 0}
        counts |= {f"dev:{k}": state.devs[i] for i, k in enumerate(_DEVS)}
        group = pump_group(state)
        counts["dev:pumps"] = state.pumps[group[0]][group[1]] if group is not None else 0
        tips = {"mine": self.engine_text(t("tip.build_mine"))}
        for kind in (*_DEVS, "pumps"):
            tips[f"dev:{kind}"] = self.engine_text(t(f"tip.dev_{kind}"))
        self._board.palette_widget.show_pieces(style, counts, tips, seat is not None and turn)

    def _refresh_auction(self, title: str, status: str) -> None:
        assert self._board is not None
        seat = self.acting_human()
        legal = self.legal_for(seat) if seat is not None else []
        bids = [a.amount for a in legal if a.kind == "bid"]
        can_drop = any(a.kind == "drop_out" for a in legal)
        low, high = (min(bids), max(bids)) if bids else (1, 1)
        self._board.auction.show_auction(title, status, low, high, bool(bids), can_drop)

    def _refresh_choices(self) -> None:
        assert self._board is not None
        panel = self._board.choices
        narrow = self.narrowing()
        if narrow is None:
            panel.show_step("", [], False, False)
            return
        action = narrow.action()
        can_back = bool(narrow.chosen)
        if action is not None:
            words = [t("ui.step.confirm", action=self.action_text(action))]
            cost = preview(self.game, self.session.state, action)
            if cost is not None:
                words.append(t("ui.step.cost", changes=cost))
            panel.show_step("\n".join(self.engine_text(w) for w in words), [], can_back, True)
            return
        step = narrow.next_step()
        if step is None:
            panel.show_step("", [], can_back, False)
            return
        values = list(step.values)
        prompt = self.game.prompt(self.session.state) if step.key == MOVE else step_prompt(step.key)
        if step.key == WHERE and self._top_kind() == "turn":
            # Regions and borders are on the map (drag or click); the list keeps the rest.
            values = [v for v in values if isinstance(v, str) and v.startswith("decision:")]
            prompt = t("ui.step.where_turn")
        choices = [(v, self.choice_words(step.key, v)[0]) for v in values]
        panel.show_step(self.engine_text(prompt), choices, can_back, False)
