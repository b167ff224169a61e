"""Blood Rage controller: board hooks, step-by-step choices, the draft, battles and hand-offs.

Every move comes from the engine's legal list, narrowed step by step (`app.ui.narrowing` with
`view.steps`): a drop (`view.drops`: a figure from the stock or the map, an upgrade card on
the clan sheet), a click on a province, fjord, slot or card, a choice in the panel or a row of
the legal-move list adds choices; Confirm plays the one action left, after showing what it
will cause (`view.steps.preview`: Rage spent, STR in the province, STR in the battle). Action
kinds the steps do not know (a card effect's own action) are listed as they are.

Hidden information: hands, draft offers and picks, quests, the kept card, battle cards chosen
face down. With several humans each private decision (a draft pick, a turn, a battle card, the
card kept) waits behind the hand-off screen; a Call to Battle, a free invasion and a stat
choice show nothing private and stay on the public board. After a battle its reveal (cards,
STR, winner, losses and gains) is laid over the window for everyone (`view.revealing`), over
the next hand-off screen, and stays in the panel and the log.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Signal

from app.engine.game import PlayerId
from app.games.blood_rage.actions import pick, raise_stat
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Draft
from app.games.blood_rage.view.agesummary import AgeSummaries
from app.games.blood_rage.view.drops import DropHandling, parse_piece, parse_target, sheet_targets
from app.games.blood_rage.view.hand import HandPanel
from app.games.blood_rage.view.revealing import BattleReveals
from app.games.blood_rage.view.scene import BrScene, figure_id
from app.games.blood_rage.view.screen import BrBoard
from app.games.blood_rage.view.sheets import slot_card
from app.games.blood_rage.view.statclick import parse_stat, stat_action, stat_refusal
from app.games.blood_rage.view.steps import (
    WHERE,
    BrNarrowing,
    anchor_of,
    arriving,
    steps_for,
)
from app.games.blood_rage.view.turnpanel import TurnPanels
from app.games.blood_rage.view.words import MoveWords
from app.ui.stepcontroller import StepController

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from app.engine.session import Session
    from app.games.blood_rage.model import State
    from app.ui.narrowing import Narrowing
    from app.ui.widgets.choices import ChoicePanel

__all__ = ["BloodRageController"]

PUBLIC_DECISIONS = frozenset({"call_to_battle", "free_invade", "stat_choice"})
"""Decisions that show nothing private: no hand-off screen before them."""


class BloodRageController(
    BattleReveals,
    AgeSummaries,
    MoveWords,
    TurnPanels,
    DropHandling,
    StepController[BrScene, BrBoard, HandPanel],
):
    """Game controller of Blood Rage.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    public_decisions = PUBLIC_DECISIONS
    own_view_in_public = True  # a follow-up of the seat's own turn keeps its cards in sight
    handoff_in_public = True  # another human's Call to Battle answer: "Pass to Bea" first
    battle_revealed = Signal(int)
    """The action leading to this step ended a battle; its reveal is over the window."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._draft_pick: set[int] = set()
        self._asked_slot = False
        """The last refresh asked for an upgrade's slot (the clan sheets were brought up)."""
        self._refused_piece = None

    # -- board -----------------------------------------------------------------------------
    def make_scene(self) -> BrScene:
        """Return the map, the Age track and the clan sheets."""
        return BrScene(*self.seat_looks(), self)

    def make_board(self, scene: BrScene, parent: QWidget) -> BrBoard:
        """Return the tabbed board with the stock, the cards and the choice panel."""
        return BrBoard(scene, parent)

    def connect_board(self, board: BrBoard) -> None:
        """Wire the choice panel and the card row to the controller."""
        super().connect_board(board)
        board.cards.clicked.connect(self.click_card)
        board.hand.clicked.connect(self.click_card)
        board.card_tab = self.card_tab
        # the private panel says where the cards are, and the row under the board shows the
        # draft's picks while the offer is in the tab: both follow the tab
        board.cards_place_changed.connect(self._on_cards_place_changed)

    def _on_cards_place_changed(self) -> None:
        state = self.displayed_state()
        top = state.pending[-1] if state.pending else None
        if self._board is not None and isinstance(top, Draft):
            self._refresh_cards(state)
        self._refresh_private_panels()

    def card_tab(self, piece_id: str) -> str:
        """The tab where a dragged card may go: the map for a battle, else the clan sheets."""
        targets = self.legal_targets(piece_id)
        on_map = targets and all(t.startswith(("province:", "fjord:")) for t in targets)
        return "board" if on_map else "clans"

    def choice_panel(self) -> ChoicePanel | None:
        """Return the board's choice panel."""
        return self._board.choices if self._board is not None else None

    def _arrival(self) -> tuple[int, int, tuple[str, ...]] | None:
        """The figures a bot's move just applied brings into a province: (province, seat, kinds).

        Only a bot's move, one step after the last refresh, in the present: a human moved the
        figure by hand, and undo, replay steps and loaded games simply show the board.
        """
        if not self._one_step_on():
            return None
        action = self.session.actions[-1]
        if not self.is_bot(action.player):
            return None
        return arriving(self.session.state_at(len(self.session.actions) - 1), action)

    def _announce_round_end(self) -> None:
        """After a step (or its Confirm): an Age summary, then a battle's reveal over it.

        Both come before `_kick` asks for the next hand-off screen, so they lie over it.
        """
        super()._announce_round_end()
        self.announce_battle()

    # -- hidden information ------------------------------------------------------------------
    def has_hidden_information(self) -> bool:
        """Hands, offers, quests, the kept card and battle cards are private."""
        return True

    def secrets_words(self) -> str:
        """Hands, offers, quests, the kept card and battle cards."""
        return QCoreApplication.translate(
            "BloodRage", "the cards in each player's hand, draft offers, quests and battle cards"
        )

    def make_private_panel(self, seat: int, parent: QWidget) -> HandPanel:
        """Return `seat`'s cards: hand, draft offer, kept card, quests."""
        return HandPanel(seat, parent)

    def _refresh_private(self, panel: HandPanel) -> None:
        in_tab = self._board is not None and self._board.cards_in_tab()
        panel.show_state(self.game.view_for(self.shown_state(), PlayerId(panel.seat)), in_tab)

    # -- narrowing ---------------------------------------------------------------------------
    def new_narrowing(self, actions: Sequence[Any]) -> Narrowing:
        """Return a fresh narrowing of `actions` by Blood Rage's steps (`view.steps`)."""
        return BrNarrowing(actions, steps_for(self._top_kind()))

    def step_mark(self) -> tuple[Any, ...]:
        """The step on screen, with the first of two draft picks marked so far."""
        return (*super().step_mark(), tuple(sorted(self._draft_pick)))

    def _forget_partial(self) -> bool:
        """Forget the first of two draft picks (2 players); return whether one was marked."""
        marked, self._draft_pick = bool(self._draft_pick), set()
        return marked

    # -- clicks ------------------------------------------------------------------------------
    def anchor_of(self, action: Any) -> str | None:
        """Where an action starts on the board (the tooltips' "what you can do here")."""
        return anchor_of(action)

    def counter_items(self, key: str) -> tuple[str, ...]:
        """A province's figures, tokens and doom show on it; a fjord's ships on the fjord."""
        kind, name, *_ = [*key.split(":"), ""]
        index = _board_index().get((kind, name))
        return (f"{kind}:{index}",) if index is not None else ()

    def click_target(self, target_id: str) -> bool:
        """A province, fjord, slot or stat track was clicked with nothing in the hand: choose it."""
        narrow = self.narrowing()
        target = parse_target(target_id)
        if narrow is None or target is None:  # a stat track is no board target: its own click
            return narrow is not None and self._click_stat(narrow, target_id)
        step = narrow.next_step()
        if target[0] == "slot":
            return self._click_slot(narrow, target_id, target)
        if step is not None and step.key in (WHERE, "to") and target_id in step.values:
            return self.choose(step.key, target_id)
        if any(anchor_of(a) == target_id for a in narrow_all(self)):
            narrow.chosen.clear()
            return self.choose(WHERE, target_id)
        return False

    def click_card(self, piece_id: str) -> bool:
        """A card of the row was clicked: pick, keep, play or commit it (then Confirm)."""
        narrow = self.narrowing()
        piece = parse_piece(piece_id)
        if narrow is None or piece is None or piece[0] != "card":
            self.action_rejected.emit(self.engine_text(self._card_refusal(piece_id)))
            return False
        card = piece[2]
        top = self.session.state.pending[-1]
        if isinstance(top, Draft) and top.picks > 1:
            return self._toggle_pick(narrow, top.picks, card)
        if not narrow.can_choose(WHERE, f"card:{card}"):
            self.action_rejected.emit(self.engine_text(self._card_refusal(piece_id)))
            return False
        narrow.chosen.clear()
        return self.choose(WHERE, f"card:{card}")

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """A draft card dropped on the seat's own clan sheet is picked as a click picks it.

        With two picks a pass (2 players) the first marks the card and the second completes
        the pick, as clicks do (`click_card`); every other drop narrows the move it stands for.
        """
        seat = self.acting_human()
        top = self.session.state.pending[-1] if self.session.state.pending else None
        if (
            seat is not None
            and top is not None
            and top.kind == "draft"
            and piece_id.startswith("card:")
            and target_id in sheet_targets(int(seat))
            and self._actions_for(piece_id, target_id)
        ):
            return self.click_card(piece_id)
        return super().drop_piece(piece_id, target_id)

    def _click_slot(
        self, narrow: Narrowing, target_id: str, target: tuple[str, tuple[int, ...], str]
    ) -> bool:
        """A slot of a clan sheet: the card an upgrade replaces, or a card action to begin."""
        step = narrow.next_step()
        if step is None or step.key != "replaces":
            return self._starts_card_action(narrow, target)
        if target_id not in self._replace_slots(narrow):  # another clan's, or wrong kind
            return False
        seat, k = target[1]
        return self.choose("replaces", slot_card(self.session.state.seats[seat], target[2], k))

    def _starts_card_action(
        self, narrow: Narrowing, target: tuple[str, tuple[int, ...], str]
    ) -> bool:
        """A clan sheet's card with a card action was clicked on a turn: begin that action.

        One click on the card itself (issue 36 §3: Frigga's Sacrifice was only in the list of
        every legal move); the choice panel then asks its own choice, Confirm plays it.
        """
        seat, k = target[1]
        card = slot_card(self.session.state.seats[seat], target[2], k)
        where = f"card:{card}"
        if self._top_kind() != "turn" or not narrow.can_choose(WHERE, where):
            return False
        narrow.chosen.clear()
        return self.choose(WHERE, where)

    def card_action_slots(self) -> list[str]:
        """The clan sheet's slots whose card action the acting human may begin now."""
        seat = self.acting_human()
        if seat is None or self._top_kind() != "turn":
            return []
        me = self.session.state.seats[seat]
        cards = {a.card for a in self.legal_for(seat) if a.kind == "use_card"}
        return [f"slot:{seat}:clan:{k}" for k in range(3) if slot_card(me, "clan", k) in cards]

    def _click_stat(self, narrow: Narrowing, target_id: str) -> bool:
        """A stat track clicked during a quest's reward: choose that stat (Confirm raises it)."""
        raising = stat_action(narrow_all(self), target_id)
        if raising is None or not narrow.select(raising):
            return False
        self.changed()
        return True

    def click_refusal(self, target_id: str) -> str | None:
        """A stat track says why it does not move now; other places say it in general.

        A place clicked right after a figure that could go nowhere says why that figure's move
        there is refused (`sequence_refusal`).
        """
        after_figure = self.sequence_refusal(target_id)
        if after_figure is not None and self.acting_human() is not None:
            return self.engine_text(after_figure)
        me = self.acting_human()
        target = parse_stat(target_id)
        general = super().click_refusal(target_id)
        if target is None or general is None or me is None:
            return general
        check = self.game.check(self.session.state, raise_stat(int(me), cast("Any", target[1])))
        return self.engine_text(stat_refusal(narrow_all(self), target_id, int(me), check))

    def _toggle_pick(self, narrow: Narrowing, picks: int, card: int) -> bool:
        """Two picks a pass (2 players): the first click marks a card, the second completes."""
        self._draft_pick ^= {card}
        narrow.chosen.clear()
        if len(self._draft_pick) == picks:
            seat = self.acting_human()
            assert seat is not None
            action = pick(int(seat), tuple(sorted(self._draft_pick)))
            if not narrow.select(action):
                self._draft_pick = set()
                self.action_rejected.emit(
                    self.engine_text(self.game.check(self.session.state, action))
                )
                self.changed()
                return False
        self.changed()
        return True

    # -- what the board lights up ---------------------------------------------------------------
    def highlights(self) -> list[str]:
        """Return the places lit by the current step (or by the choices made)."""
        narrow = self.narrowing()
        if narrow is None:
            return []
        step = narrow.next_step()
        if step is not None and step.key == "to":
            return sorted(str(v) for v in step.values)
        if step is not None and step.key == "replaces":
            return self._replace_slots(narrow)
        if step is not None and step.key == WHERE and self._top_kind() != "turn":
            return sorted(str(v) for v in step.values if parse_target(str(v)) is not None)
        if step is not None and step.key == WHERE:  # a turn: the cards that act light up
            return self.card_action_slots()
        chosen = dict(narrow.chosen)
        return [str(v) for k, v in chosen.items() if k in (WHERE, "to") and parse_target(str(v))]

    def _replace_slots(self, narrow: Narrowing) -> list[str]:
        """The slots a clicked upgrade card may go to (the step asks which card it replaces)."""
        slots = {t for a in narrow.remaining() for t in self._targets_of(a)}
        return sorted(t for t in slots if t.startswith("slot:"))

    def asks_slot(self) -> bool:
        """Whether the move being built asks which slot (card) an upgrade replaces."""
        narrow = self.narrowing()
        step = narrow.next_step() if narrow is not None else None
        return step is not None and step.key == "replaces"

    def movable_figures(self) -> frozenset[str]:
        """Figures the acting human may drag now (march or into a battle)."""
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            return frozenset()
        out = set()
        for a in self.legal_for(seat):
            if a.kind == "march":
                out |= {figure_id(int(seat), a.source, f) for f in a.figures}
            elif a.kind == "move_to_battle":
                out.add(figure_id(int(seat), a.source, a.figure))
        return frozenset(out)

    def show_suggestion(self, action: Any | None) -> None:
        """Outline the place a suggested action uses."""
        target = anchor_of(action) if action is not None else ""
        self.scene().set_suggested([target] if parse_target(target) else [])

    # -- refresh -----------------------------------------------------------------------------
    def _on_drop_hint(self, reason: str) -> None:
        """Under the board: why the target under the pointer refuses, or what the drop costs."""
        if self._board is not None:
            self._board.hint.setText(reason or self.hover_cost or self.how_to())

    def _refresh(self) -> None:
        state: State = self.displayed_state()
        if self._scene is not None:
            self._scene.set_seats(*self.seat_looks()[1:])
            self._scene.movable = self.movable_figures()
            self._scene.sync(state, self.highlights())
            arrival = self._arrival()
            if arrival is not None:
                self._scene.animate_arrivals(*arrival, self._anim_ms)
        if self._board is not None:
            self.refresh_panels(state)
            self._auto_tab()
        self._refresh_private_panels()

    def _auto_tab(self) -> None:
        """Bring up the clan sheets when a clicked upgrade card asks for its slot, else the map.

        The slot is asked once (a user who goes back to the map is left there); the map
        comes back only after a tab the game brought up, never over one the user chose.
        """
        board = self._board
        assert board is not None
        asks = self.asks_slot()
        newly, self._asked_slot = asks and not self._asked_slot, asks
        if newly and board.current_tab() != "clans":
            board.show_tab("clans")
            board.auto_tab = True
        elif (
            not asks
            and board.auto_tab
            and not board.drafting
            and self._scene is not None
            and self._scene.selected_piece() is None
        ):
            board.show_tab("board")


def narrow_all(controller: BloodRageController) -> list[Any]:
    """The acting human's legal actions (only asked while there is one)."""
    seat = controller.acting_human()
    return controller.legal_for(seat) if seat is not None else []


@cache
def _board_index() -> dict[tuple[str, str], int]:
    """(`province` or `fjord`, data id) -> index: counters name them by id, the board by index."""
    data = game_data()
    out = {("province", p.id): i for i, p in enumerate(data.provinces)}
    out.update({("fjord", f.id): i for i, f in enumerate(data.fjords)})
    return out
