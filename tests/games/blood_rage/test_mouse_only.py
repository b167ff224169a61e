"""A whole 2-player Blood Rage game (a human and a bot) played through the window by mouse only.

Every move of the human is made with simulated mouse input on what a player sees at 1280×800:
the stock of figures, board items through the view's viewport (provinces, fjords, upgrade
slots, figures clicked or dragged on the map), the card widgets of the "Your cards" tab and of
the row under the board, the choice panel's rows, its Confirm button, the tabs and the round
summary's Close — never the controller's methods. What the human wants comes from the easy bot
(which never holds a late card back: the human does, once); the test finds the gestures for it,
every other move of a kind dragged and the others clicked. A drag from the stock or the hand
starts as a real press and move on its widget; the `QDrag` it then runs (a nested event loop a
test cannot drive) is replaced by the drag events Qt delivers to the view's viewport over the
target. A step that cannot be made by mouse, a target off screen or covered, a click that is
refused or leads to another move, or a row that is not in words fails the test.
"""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.blood_rage import GAME
from app.games.blood_rage.controller import BloodRageController
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Battle
from app.games.blood_rage.view import panels
from app.games.blood_rage.view.drops import parse_target
from app.games.blood_rage.view.mapitems import ProvinceItem
from app.games.blood_rage.view.screen import SCENE_TABS, TABS, BrBoard
from app.games.blood_rage.view.sheets import slot_card
from app.games.blood_rage.view.steps import WHERE, steps_for
from app.games.blood_rage.view.words import same_move
from app.ui.board import supply
from tests.mousekit import LEFT, NONE, MouseKit, Unclickable
from tests.shell.conftest import make_window

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QPoint

    from app.games.blood_rage.view.cardrow import CardRow
    from app.games.blood_rage.view.panels import CardButton
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.slow]

LOG = logging.getLogger(__name__)
RAW = re.compile(r"\b(province|fjord|slot|sheet|card|figure|reserve|decision):\w|\bui\.[a-z_]+")
"""What an internal id or an untranslated catalogue key looks like."""
COMMON = frozenset(
    {"pick", "invade", "march", "move_to_battle", "decline", "pillage", "upgrade", "quest"}
    | {"battle_card", "hold", "late_battle_card", "raise"}
)
"""Moves both games make by mouse (each seed adds its own)."""


class MousePlayer(MouseKit):
    """Makes a human's moves with mouse input only, counting the inputs by what they hit.

    Inputs: board, drag, stock, card, tab, row, confirm, close.
    """

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        assert window.page is not None
        board = window.page.board
        assert isinstance(board, BrBoard)
        assert isinstance(window.controller, BloodRageController)
        super().__init__(window, board, TABS, SCENE_TABS, RAW)
        self.board: BrBoard = board
        self.controller: BloodRageController = window.controller
        self.avoid_movable = True  # a click on a movable figure would pick it up
        monkeypatch.setattr(panels, "start_piece_drag", self.fake_drag)
        monkeypatch.setattr(supply, "start_piece_drag", self.fake_drag)

    def figure(self, seat: int, province: int, kind: str) -> QPoint:
        """Where the movable figure of `seat` of `kind` is drawn in `province` (viewport)."""
        item = self.board.scene.item_for(f"province:{province}")
        assert isinstance(item, ProvinceItem)
        for f in item.figures:
            if f.item_id == f"figure:{seat}:{province}:{kind}" and f.movable and f.isVisible():
                self.show_part(f.sceneBoundingRect().center())  # the map, if another tab is up
                return self.board.view.mapFromScene(f.sceneBoundingRect().center())
        raise Unclickable(f"no movable {kind} of seat {seat} drawn in province {province}")

    def drag_figure(self, start: QPoint, to: int) -> None:
        """Press a figure on the map, move it over province `to`, and let go there."""
        end, port = self.spot(f"province:{to}"), self.board.view.viewport()
        assert port.rect().contains(start)
        QTest.mousePress(port, LEFT, NONE, start)
        QTest.mouseMove(port, (start + end) / 2)
        QTest.mouseMove(port, end)
        QTest.mouseRelease(port, LEFT, NONE, end)
        self.count("drag")

    # -- cards and the panel -------------------------------------------------------------------
    def card_widget(self, card: int, row: CardRow | None = None) -> CardButton:
        """A card on screen: in `row`, else the "Your cards" tab when up, else the row below."""
        row = row or (self.board.hand if self.board.hand.isVisible() else self.board.cards)
        for widget in row.cards:
            if widget.piece_id == f"card:{card}":
                row.ensureWidgetVisible(widget)  # scroll to it, as a player would
                QApplication.processEvents()
                return widget
        raise Unclickable(f"card {card} is not shown ({[w.piece_id for w in row.cards]})")

    def card(self, card: int, row: CardRow | None = None) -> None:
        self.button(self.card_widget(card, row), "card")

    def row(self, value: Any, same: Callable[[Any, Any], bool] | None = None) -> None:
        """Click the choice panel's row of `value` (or of a copy of it: same card, same move)."""
        super().row(value, same or _same)

    # -- a whole move ----------------------------------------------------------------------------
    def play(self, seat: int, action: Any) -> None:
        """Make `action` by mouse: its own gesture, then the steps still asked, then Confirm."""
        self.inputs = []
        rejected = len(self.rejected)
        for _ in range(2):  # widgets made by the last refresh show on the next loop pass
            QApplication.processEvents()
        self.close_summaries()
        label = _label(self.controller, action)
        self.gesture(seat, action, drag=self.kinds[label] % 2 == 1)
        self.finish(seat, action)
        self.log[(label, *self.inputs)] += 1
        self.kinds[label] += 1
        assert self.rejected[rejected:] == [], (action, self.rejected[rejected:])

    def gesture(self, seat: int, action: Any, drag: bool) -> None:
        """Drag (`drag`) or click a figure or an upgrade card; click the two cards of a pick."""
        kind = action.kind
        if kind == "invade":
            stock = self.board.stock.buttons[action.figure]
            target = f"fjord:{action.to}" if action.fjord else f"province:{action.to}"
            if drag:
                self.drag_widget(stock, target)
            else:
                self.button(stock, "stock")
                self.item(target)
        elif kind in ("march", "move_to_battle"):
            figure = action.figures[0] if kind == "march" else action.figure
            top = self.controller.session.state.pending[-1]
            to = action.to if kind == "march" else int(top.province)
            start = self.figure(seat, action.source, figure)
            if drag:
                self.drag_figure(start, to)
            else:
                self.click(self.board.view.viewport(), start, "board")
                self.item(f"province:{to}")
        elif kind == "upgrade" and drag:  # clicked, the card asks for its slot after
            self.drag_widget(self.card_widget(action.card), self.slot_of(seat, action))
        elif kind == "pick" and len(action.cards) > 1:
            self.card(action.cards[0])  # in the "Your cards" tab
            self.card(action.cards[1])  # there too: the row under the board gives way to it

    def slot_of(self, seat: int, action: Any) -> str:
        """The slot an upgrade goes to (the one holding the card it replaces)."""
        family = game_data().cards[action.card].family
        me = self.controller.session.state.seats[seat]
        for k in range(2 if family == "monster" else 3 if family == "clan" else 1):
            if slot_card(me, family, k) == action.replaces:
                return f"slot:{seat}:{family}:{k}"
        raise Unclickable(f"no slot for {action}")

    def card_action_slot(self, seat: int, card: int) -> str:
        """The clan sheet's slot holding a card whose action is being taken."""
        me = self.controller.session.state.seats[seat]
        for k in range(3):
            if slot_card(me, "clan", k) == card:
                return f"slot:{seat}:clan:{k}"
        raise Unclickable(f"card {card} is on no clan slot")

    def finish(self, seat: int, action: Any) -> None:
        """Make the steps still asked, on the board or a card if they have one, else a row."""
        controller = self.controller
        top = controller.session.state.pending[-1].kind
        wanted = dict(steps_for(top)(action))
        for _ in range(len(wanted) + 3):
            narrow = controller.narrowing()
            step = narrow.next_step() if narrow is not None else None
            if narrow is None or step is None:
                break
            before = list(narrow.chosen)
            value = wanted.get(step.key)
            if step.key == "choice":
                self.row(controller.legal_for(PlayerId(seat)).index(action))
            elif step.key in (WHERE, "to") and parse_target(str(value)) is not None:
                self.item(str(value))
            elif step.key == WHERE and action.kind == "use_card" and top == "turn":  # its card
                slot = self.card_action_slot(seat, action.card)
                if slot not in self.board.scene.highlighted():
                    raise Unclickable(f"the card of {action} is not lit on the clan sheet")
                self.item(slot)
            elif step.key == WHERE and str(value).startswith("card:"):
                self.card(int(str(value).split(":")[1]))
            elif step.key == "replaces":  # the clan sheets came up, the slots lit
                slot = self.slot_of(seat, action)
                if (
                    self.board.current_tab() != "clans"
                    or slot not in self.board.scene.highlighted()
                ):
                    raise Unclickable(f"the slot of {action} is not shown lit")
                self.item(slot)
            else:
                self.row(value)
            after = controller.narrowing()
            if after is None or (after.chosen == before and after.action() is None):
                raise Unclickable(f"the click on {step.key}={value!r} chose nothing ({action})")
        narrow = controller.narrowing()
        assert narrow is not None
        assert narrow.action() == action, (narrow.action(), action)
        self.button(self.board.choices.confirm, "confirm")


def _label(controller: BloodRageController, action: Any) -> str:
    """The kind of a move, "late_…" for the answer to a late card (after the reveal)."""
    top = controller.session.state.pending[-1]
    return f"late_{action.kind}" if isinstance(top, Battle) and top.stage == "late" else action.kind


def _same(a: Any, b: Any) -> bool:
    """Two rows' values that make the same move (copies of one card)."""
    return hasattr(a, "kind") and hasattr(b, "kind") and bool(same_move(a) == same_move(b))


@pytest.mark.parametrize(
    ("seed", "language", "also"),
    [(5, "en", frozenset({"keep"})), (21, "ja", frozenset({"use_card", "pass"}))],
)
def test_a_whole_game_against_a_bot_by_mouse_only(
    qtbot, tmp_path, monkeypatch, seed, language, also
):
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_language(language)
    try:
        player = play_whole_game(qtbot, window, monkeypatch, seed)
        assert COMMON | also <= set(player.kinds), set(player.kinds)
    finally:  # the translator is process-wide: later tests expect English
        window.set_language("en")
        QApplication.processEvents()


def play_whole_game(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, seed: int
) -> MousePlayer:
    """Play seed `seed` to its end, the human by mouse, and check the end dialog opened."""
    seats = [Seat(name="You"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(GAME, GAME.Options(players=2), seed, seats)
    window.start_session(session)
    controller = window.controller
    assert controller is not None
    player = MousePlayer(window, monkeypatch)
    intent = make_bot("easy", GAME, PlayerId(0), seed)
    moves, started = 0, time.monotonic()
    while not controller.is_over():
        assert time.monotonic() < started + 300
        QApplication.processEvents()
        if controller.awaiting_confirm():
            assert window.page is not None
            player.button(window.page.turn_bar.confirm_button, "confirm turn")
            continue
        seat = controller.acting_human()
        if seat is None:
            qtbot.wait(2)
            continue
        action = intent.choose(session.state)
        hold = [a for a in controller.legal_for(seat) if a.kind == "hold"]
        if hold and not player.kinds["hold"]:  # the easy bot never holds a late card back
            action = hold[0]
        player.play(int(seat), action)
        moves += 1
    LOG.info(
        "seed %d: %d moves in %.1f s, inputs %s",
        seed,
        moves,
        time.monotonic() - started,
        dict(player.clicks),
    )
    for key, n in sorted(player.log.items()):
        LOG.info("%3d × %s", n, " ".join(key))
    assert session.outcome() is not None
    assert moves >= 40  # three Ages of drafts, turns, battles and quests
    assert player.clicks["confirm"] == moves
    assert player.clicks["board"] + player.clicks["drag"] >= moves // 3  # the map is played on
    end = window.end_dialog
    assert end is not None  # the breakdown opened by itself
    end.close()
    window.close_game()
    return player
