"""Tinners' Trail controller: board hooks, step-by-step choices and the auction panel.

Every move comes from the engine's legal list, narrowed step by step (`app.ui.narrowing`
with `view.steps`): a drop from the palette (`view.drops`), a click on a region or border, a
choice in the panel or a row of the legal-move list adds choices; Confirm plays the one action
left, after showing what it costs (`view.steps.preview`). An auction is shown as a bidding
panel (Bid with the amount, Drop out) that stays on the board while the bid passes round; a
human's investing turn as an investing panel (the amount in £5 steps, Invest, Stop investing).

Hidden information: survey cards in hand and the face-down tiles a seat looked at. Hot-seat
play with several humans shows the hand-off screen before each human's private decision; an
auction, investing and pumping show nothing private, so the bid passes from seat to seat on
the public board without one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.engine.game import PlayerId
from app.engine.text import Seat, Text, TextList
from app.engine.topictext import summary_html
from app.games.tinners_trail import GAME
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import Auction
from app.games.tinners_trail.rules.auction import needed
from app.games.tinners_trail.rules.worktrack import left
from app.games.tinners_trail.texts import benefit_text, card_text, region_text, t, tile_text
from app.games.tinners_trail.view.drops import DropHandling, parse_target
from app.games.tinners_trail.view.hand import HandPanel, played_by
from app.games.tinners_trail.view.scene import TinScene
from app.games.tinners_trail.view.screen import TinBoard
from app.games.tinners_trail.view.steps import (
    MOVE,
    WHERE,
    anchor_of,
    preview,
    step_prompt,
    steps_of,
    value_words,
)
from app.games.tinners_trail.view.turnpanel import TurnPanels
from app.ui.i18n import current_language
from app.ui.narrowing import Narrowing
from app.ui.stepcontroller import StepController

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from PySide6.QtWidgets import QWidget

    from app.games.tinners_trail.model import State
    from app.ui.widgets.choices import ChoicePanel

__all__ = ["TinnersTrailController", "card_short"]

PUBLIC_DECISIONS = frozenset({"auction", "invest", "pumping"})
"""Decisions that show nothing private: no hand-off screen before them."""
ROUND_END_KEYS = frozenset(
    {
        "event.forced_pass", "event.actions_over", "event.sale", "event.sale_tin",
        "event.sale_copper", "event.invested", "event.invest_all", "event.cannot_invest",
        "event.devs_removed", "event.pumps_refilled", "event.no_peek", "event.no_peek_tiles",
        "event.markers_reset", "event.round", "event.pump_drains", "event.price",
        "event.price_up", "event.price_down", "event.game_end",
    }
)  # fmt: skip
"""The round's end on the hand-off page (all public): the sale, investments and VP scored, the
housekeeping and the next round's prices (a stranger's "since your last turn" went from the
last pass straight to round 2)."""


class TinnersTrailController(
    TurnPanels, DropHandling, StepController[TinScene, TinBoard, HandPanel]
):
    """Game controller of Tinners' Trail.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    public_decisions = PUBLIC_DECISIONS
    recent_event_keys = frozenset(
        {"event.won", "event.insurance", "event.closed", "event.tile_stays"}  # an auction's end
        | ROUND_END_KEYS
    )
    own_view_in_public = True  # a bidder, investor or pumper sees its own cards and tiles
    handoff_in_public = True  # so another human's bid or pumping comes after "Pass to Bea"

    # -- board -----------------------------------------------------------------------------
    def make_scene(self) -> TinScene:
        """Return the map, the work track and the shared boards."""
        return TinScene(*self.seat_looks(), self)

    def make_board(self, scene: TinScene, parent: QWidget) -> TinBoard:
        """Return the tabbed board with the palette and the panels."""
        return TinBoard(scene, parent)

    def connect_board(self, board: TinBoard) -> None:
        """Wire the choice and auction panels to the controller."""
        super().connect_board(board)
        board.auction.bid_clicked.connect(self.bid)
        board.auction.drop_clicked.connect(self.drop_out)
        board.investing.invest_clicked.connect(self.invest)
        board.investing.stop_clicked.connect(self.stop_investing)
        board.choices.ore.value_changed.connect(self.show_ore_words)

    def choice_panel(self) -> ChoicePanel | None:
        """Return the board's choice panel."""
        return self._board.choices if self._board is not None else None

    # -- hidden information ------------------------------------------------------------------
    def has_hidden_information(self) -> bool:
        """Survey cards in hand and the tiles a seat looked at are private."""
        return True

    def secrets_words(self) -> str:
        """Survey cards and the tiles a seat looked at."""
        return QCoreApplication.translate(
            "TinnersTrail", "the survey cards in hand and the face-down tiles each player looked at"
        )

    def shows_its_seat(self, action: Any) -> bool:
        """A look at a face-down tile: the seat sees it before the screen is passed on."""
        return bool(action.kind == "peek")

    def held_words(self) -> str | None:
        """After a peek: what the seat saw, and that Confirm passes the screen on."""
        actions = self.session.actions
        if not actions or actions[-1].kind != "peek" or self.confirm_seat() is None:
            return None
        peek = actions[-1]
        view = self.game.view_for(self.session.state, peek.player)
        tile = view.tile[peek.region]
        if tile < 0:
            return None
        words = t("ui.peek_seen", region=region_text(peek.region), tile=tile_text(tile))
        return self.engine_text(words)

    def make_private_panel(self, seat: int, parent: QWidget) -> HandPanel:
        """Return `seat`'s survey cards and the tiles it has seen."""
        return HandPanel(seat, parent)

    def _refresh_private(self, panel: HandPanel) -> None:
        step = self.replay_step()
        actions = self.session.actions[: len(self.session.actions) if step is None else step]
        view = self.game.view_for(self.shown_state(), PlayerId(panel.seat))
        panel.show_state(view, played_by(actions, panel.seat))

    # -- narrowing ---------------------------------------------------------------------------
    pump_target: str | None = None
    """The region the steam pumps were dropped on: the first pumping starts there."""

    def new_narrowing(self, actions: Sequence[Any]) -> Narrowing:
        """Return a fresh narrowing of `actions` by Tinners' Trail's steps (`view.steps`).

        After steam pumps dropped on a region, the pumping that follows is narrowed to that
        region (issue 35: the drop on Hensbarrow was asked "where to pump?" again).
        """
        narrow = Narrowing(actions, steps_of)
        target, self.pump_target = self.pump_target, None
        if target is not None and self._top_kind() == "pumping":
            step = narrow.next_step()
            if step is not None and step.key == WHERE and target in step.values:
                narrow.choose(WHERE, target)
        return narrow

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Drop a piece (`StepController.drop_piece`); the steam pumps keep their region."""
        taken = super().drop_piece(piece_id, target_id)
        self.pump_target = target_id if taken and piece_id == "dev:pumps" else None
        return taken

    def pick_move(self, action: Any) -> bool:
        """A row of the legal-move list: make all its choices (the same row again confirms)."""
        if self.narrowing() is not None and self._top_kind() in ("auction", "invest"):
            return self.play(action)  # the bidding and investing panels have no choice list
        return super().pick_move(action)

    def click_target(self, target_id: str) -> bool:
        """A region or border was clicked with nothing in the hand: choose what it stands for."""
        narrow = self.narrowing()
        if narrow is None or parse_target(target_id) is None:
            return False
        step = narrow.next_step()
        if step is not None and step.key == WHERE and target_id in step.values:
            return self.choose(WHERE, target_id)
        if any(anchor_of(a) == target_id for a in self.legal_for(narrow_seat(self))):
            narrow.chosen.clear()
            return self.choose(WHERE, target_id)
        return False

    def highlights(self) -> list[str]:
        """Return the regions and borders lit by the current step."""
        narrow = self.narrowing()
        if narrow is None:
            return []
        step = narrow.next_step()
        if step is not None and step.key == WHERE and self._top_kind() != "turn":
            return sorted(v for v in step.values if isinstance(v, str) and parse_target(v))
        chosen = dict(narrow.chosen).get(WHERE)
        return [chosen] if isinstance(chosen, str) and parse_target(chosen) else []

    def step_header(self) -> str | None:
        """Return the prompt line of a move being built (None: the engine's prompt)."""
        narrow = self.narrowing()
        if narrow is None or not narrow.chosen:
            return None
        action = narrow.action()
        if action is not None:
            return self.engine_text(t("ui.step.confirm", action=self.action_text(action)))
        step = narrow.next_step()
        if step is None or step.key == MOVE:
            return None  # the engine's prompt asks for the decision's answer
        return self.engine_text(
            t("ui.step.who", who=Seat(narrow_seat(self)), step=step_prompt(step.key))
        )

    def move_line(self, view: Any, action: Any) -> str:
        """Return a row of the legal-move list: the action and what it costs its player."""
        line = super().move_line(view, action)
        if action.kind == "keep":  # the log's line names no card: say which ones are kept
            cards = TextList(tuple(card_short(c) for c in action.cards))
            line = self.engine_text(t("ui.move.keep", who=Seat(action.player), cards=cards))
        changes = preview(self.game, view, action, work=False)  # the line names the work
        if changes is None:
            return line
        return self.engine_text(t("ui.move_line", action=line, changes=changes))

    def show_suggestion(self, action: Any | None) -> None:
        """Outline the region or border a suggested action uses; put a bid's amount in the box.

        A suggested bid or investment is a number: the bidding or investing panel's amount
        shows it, ready for Bid or Invest (issue 38 §2), as the board outlines a place.
        """
        target = anchor_of(action) if action is not None else ""
        self.scene().set_suggested([target] if parse_target(target) else [])
        kind = getattr(action, "kind", None)
        if self._board is not None and action is not None and kind in ("bid", "invest"):
            panel = self._board.auction if kind == "bid" else self._board.investing
            panel.amount.setValue(action.amount)

    def choice_words(self, key: str, value: Hashable) -> tuple[str, str]:
        """Return the words of a choice (and its tooltip): its one action's line, or its name."""
        narrow = self.narrowing()
        if narrow is not None:
            trial = Narrowing(narrow.remaining(), steps_of)
            if trial.choose(key, value) and (action := trial.action()) is not None:
                view = self.view_of(self.session.state)
                return self.seen_mark(action, self.move_line(view, action)), ""
        words = value_words(key, value)
        return (self.engine_text(words) if words is not None else str(value)), ""

    def seen_mark(self, action: Any, line: str) -> str:
        """Mark a look at a tile the seat already saw ("already seen").

        Seed 002 allows it (any face-down tile), but it shows nothing new; issue 35: the
        round's end offered it like any other.
        """
        if getattr(action, "kind", "") != "peek":
            return line
        view = self.view_of(self.session.state)
        if not view.known[action.region] >> int(action.player) & 1:
            return line
        return self.engine_text(t("ui.peek.seen", move=line))

    def action_text(self, action: Any) -> str:
        """A legal action in words (a second look at a tile marked "already seen")."""
        return self.seen_mark(action, super().action_text(action))

    # -- refresh -----------------------------------------------------------------------------
    def _on_drop_hint(self, reason: str) -> None:
        """Under the board: why the target under the pointer refuses, or what the drop costs."""
        if self._board is not None:
            self._board.hint.setText(reason or self.hover_cost)

    def _refresh(self) -> None:
        state: State = self.displayed_state()
        one_on = self._one_step_on()
        if self._scene is not None:
            self._scene.set_seats(*self.seat_looks()[1:])
            self._scene.dice_ms = self._anim_ms if one_on else 0
            self._scene.sync(state, self.highlights())
        if self._board is not None:
            self.refresh_panels(state)
        self._refresh_private_panels()

    # -- panels ------------------------------------------------------------------------------
    def anchor_of(self, action: Any) -> str | None:
        """Where an action starts on the board (the tooltips' "what you can do here")."""
        return anchor_of(action)

    def counter_items(self, key: str) -> tuple[str, ...]:
        """A region's cubes, drainage and pieces show on the region; an adit on its border."""
        kind, name, *_ = [*key.split(":"), ""]
        if kind == "region" and name in game_data().region_index:
            return (f"region:{game_data().region_index[name]}",)
        return (f"border:{name}",) if kind == "border" else ()

    def rules_summary(self) -> str:
        """Return the rules summary (HTML) in the UI language, when it has been written."""
        return summary_html(GAME, current_language())  # its numbers from the data

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Public facts about a seat for the players panel, the most useful first.

        The panel's line ends in "…" where it runs out of room (issue 36 §1): money and the
        VP total lead, the VP by round (the longest, read least) comes last, whole in the
        line's tooltip.
        """
        state: State = self.displayed_state()
        me = state.seats[seat]
        rounds = TextList(tuple(t("ui.vp", n=v) for v in me.vp[: state.round]))
        return [
            (t("ui.money"), f"£{me.money}"),
            (t("ui.vp_total"), t("ui.vp", n=sum(me.vp))),
            (t("ui.work_left"), str(left(state, seat))),
            (t("ui.mines_left"), str(me.mines)),
            (t("ui.ore_held"), t("ui.ore_choice", tin=me.tin, copper=me.copper)),
            (t("ui.cards_held"), str(len(me.hand))),
            (t("ui.vp_by_round"), t("ui.vp_each", rounds=rounds) if rounds.items else "–"),
        ]

    def player_line(self, seat: int) -> list[Text | str]:
        """A seat's short facts for its line in the Players panel: VP, money, work left first."""
        state: State = self.displayed_state()
        me = state.seats[seat]
        return [
            t("ui.vp", n=sum(me.vp)),
            f"£{me.money}",
            t("ui.line.work", n=left(state, seat)),
            t("ui.line.mines", n=me.mines),
            t("ui.ore_choice", tin=me.tin, copper=me.copper),
            t("ui.line.cards", n=len(me.hand)),
        ]

    def auction_words(self, state: State) -> tuple[str, str] | None:
        """Return the auction panel's title and status lines, or None when no auction runs."""
        top = state.pending[-1] if state.pending else None
        if not isinstance(top, Auction):
            return None
        title = t("ui.auction.title", region=region_text(top.region))
        lines: list[Text] = []
        if top.card >= 0:
            lines.append(t("ui.auction.card", card=card_text(top.card)))
        if top.leader >= 0:
            lines.append(t("ui.auction.high", who=Seat(top.leader), money=top.bid))
        else:
            lines.append(t("ui.auction.no_bid"))
        lines.append(t("ui.auction.minimum", money=needed(top)))
        lines.append(t("ui.auction.bidders", who=TextList(tuple(Seat(s) for s in top.bidders))))
        if top.waiting:
            lines.append(t("ui.auction.turn", who=Seat(top.waiting[0])))
        return self.engine_text(title), "\n".join(self.engine_text(x) for x in lines)


def card_short(card: int) -> Text:
    """A survey card in few words ("A3 (+3 tin, £4)") for lists of cards."""
    c = game_data().cards[card]
    return t("ui.card_short", label=c.id, benefit=benefit_text(card), money=c.price)


def narrow_seat(controller: TinnersTrailController) -> int:
    """The acting human's seat (only asked while there is one)."""
    seat = controller.acting_human()
    return int(seat) if seat is not None else -1
