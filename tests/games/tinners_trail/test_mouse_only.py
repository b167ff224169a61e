"""A whole 2-player Tinners' Trail game (a human and a bot) played through the window by mouse only.

Every move of the human is made with simulated mouse input on what a player sees at 1280×800:
the piece palette (clicked, then a region or border clicked; or dragged onto one), regions
and adit spaces clicked through the view's viewport, the choice panel's rows and its Confirm
button, the ore picker's − and + buttons, the bidding panel (the amount's arrows, Bid, Drop
out), the investing panel (the amount's arrows, Invest, Stop investing), the tabs and the
round summary's Close — never the controller's methods. What the human wants comes from the
easy bot,
except that the first time a kind of move it would not make is legal (an auction on the deck's
card, an adit, a rail, the steam pumps, pasties, dropping out, no peek, stopping the pumps) the
human makes that one, and it passes first until it has both looked at a tile and skipped a
look, so every kind of decision is met. (A survey card after the auction, `play_card` and
`no_card`, is a 3–5 player rule: with two the card comes before the bidding.) A move of the
palette is made by its three gestures in turn (each kind starting at another one, and the
other language one further): palette click then target click, drag, target click then rows;
a place on the map is lit for it, except a turn's many places. A drag from the palette
starts as a real press and move on its button; the `QDrag` it then runs (a nested event loop a
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
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.tinners_trail import GAME
from app.games.tinners_trail.controller import TinnersTrailController
from app.games.tinners_trail.view.drops import parse_target
from app.games.tinners_trail.view.ore import ORE
from app.games.tinners_trail.view.screen import TABS, TinBoard
from app.games.tinners_trail.view.steps import MOVE, WHERE, anchor_of, steps_of
from app.ui.board import supply
from tests.mousekit import MouseKit, Unclickable
from tests.shell.conftest import make_window

if TYPE_CHECKING:
    from collections import Counter

    from PySide6.QtWidgets import QSpinBox

    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.slow]

LOG = logging.getLogger(__name__)
RAW = re.compile(r"\b(region|border|dev|decision):\w|\b(ui|tip|hint|event|action)\.[a-z_]+")
"""What an internal id or an untranslated catalogue key looks like."""
PALETTE = {
    "start_auction": "mine",
    "miner": "dev:miner",
    "port": "dev:port",
    "rail": "dev:rail",
    "adit": "dev:adit",
    "pumps": "dev:pumps",
}
"""The palette piece that starts each kind of move."""
CURIOUS = {
    "start_auction_deck": "",
    "adit": "",
    "rail": "",
    "port": "",
    "miner": "",
    "pumps": "",
    "pasty": "",
    "drop_out": "",
    "skip_peek": "",
    "stop_pumping": "pump_water",
}
"""Kinds the human makes the first time they are legal (once it made the kind named beside)."""
EXPECTED = frozenset(
    {"keep", "start_auction_deck", "start_auction_card", "bid", "drop_out", "mine", "miner"}
    | {"port", "rail", "adit", "pumps", "pump_water", "stop_pumping", "pasty", "pass"}
    | {"invest", "stop_investing", "peek", "skip_peek"}
)
"""Kinds both games make by mouse (every kind of `actions.py` a 2-player game has)."""


class MousePlayer(MouseKit):
    """Makes a human's moves with mouse input only, counting the inputs by what they hit.

    Inputs: palette, board, drag, row, confirm, arrow, bid, drop, invest, stop, tab, close.
    """

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch, first: int) -> None:
        assert window.page is not None
        board = window.page.board
        assert isinstance(board, TinBoard)
        assert isinstance(window.controller, TinnersTrailController)
        super().__init__(window, board, TABS, TABS, RAW)
        self.board: TinBoard = board
        self.controller: TinnersTrailController = window.controller
        self.check_lit = True  # a dragged piece lights its legal targets
        self.first = first
        """Shifts the gesture of the first palette move of each kind (they take turns after)."""
        monkeypatch.setattr(supply, "start_piece_drag", self.fake_drag)

    def palette(self, piece: str) -> QWidget:
        widget = self.board.palette_widget.buttons[piece]
        if not widget.isEnabled():
            raise Unclickable(f"the palette's {piece} is disabled")
        return widget

    def drag_piece(self, piece: str, target_id: str) -> None:
        """Press a palette piece, move it (its drag starts), let it go over a target."""
        self.drag_widget(self.palette(piece), target_id)

    def spin_to(self, spin: QSpinBox, amount: int) -> None:
        """Click the amount's up or down arrow until it shows `amount`."""
        option = QStyleOptionSpinBox()
        spin.initStyleOption(option)
        style, control = spin.style(), QStyle.ComplexControl.CC_SpinBox
        for _ in range(60):
            if spin.value() == amount:
                return
            part = QStyle.SubControl.SC_SpinBoxUp
            if spin.value() > amount:
                part = QStyle.SubControl.SC_SpinBoxDown
            rect = style.subControlRect(control, option, part, spin)
            self.click(spin, rect.center(), "arrow")
        raise Unclickable(f"the amount does not reach £{amount}")

    def load(self, value: Any) -> None:
        """Click the ore picker's − and + buttons until it shows the load `value`."""
        picker = self.board.choices.ore
        if not picker.isVisible():
            raise Unclickable(f"no ore picker for {value}")
        for _ in range(20):
            if picker.value == value:
                return
            fewer = [k for k in range(2) if picker.value[k] > value[k]]
            buttons = picker.less if fewer else picker.more
            k = fewer[0] if fewer else next(k for k in range(2) if picker.value[k] < value[k])
            self.button(buttons[("tin", "copper")[k]], "arrow")
        raise Unclickable(f"the ore picker does not reach {value}")

    # -- a whole move ----------------------------------------------------------------------------
    def play(self, seat: int, action: Any) -> None:
        """Make `action` by mouse: its own gesture, then the steps still asked, then Confirm."""
        self.inputs = []
        rejected = len(self.rejected)
        done = len(self.controller.session.actions)
        for _ in range(2):  # widgets made by the last refresh show on the next loop pass
            QApplication.processEvents()
        self.close_summaries()
        kind = action.kind
        if kind in ("bid", "drop_out"):
            self.auction(action)
        elif kind in ("invest", "stop_investing"):
            self.investing(action)
        else:
            way = self.first + list(PALETTE).index(kind) if kind in PALETTE else 0
            self.gesture(action, (way + self.kinds[label(action)]) % 3)
            self.finish(seat, action)
        assert self.controller.session.actions[done] == action
        self.log[(label(action), *self.inputs)] += 1
        self.kinds[label(action)] += 1
        assert self.rejected[rejected:] == [], (action, self.rejected[rejected:])

    def auction(self, action: Any) -> None:
        """The bidding panel: the amount by its arrows, then Bid; or Drop out."""
        panel = self.board.auction
        if not panel.isVisible():
            raise Unclickable(f"no bidding panel for {action}")
        if action.kind == "drop_out":
            self.button(panel.drop, "drop")
            return
        self.spin_to(panel.amount, action.amount)
        self.button(panel.bid, "bid")

    def investing(self, action: Any) -> None:
        """The investing panel: the amount by its arrows (£5 a click), then Invest; or Stop."""
        panel = self.board.investing
        if not panel.isVisible():
            raise Unclickable(f"no investing panel for {action}")
        if action.kind == "stop_investing":
            self.button(panel.stop, "stop")
            return
        self.spin_to(panel.amount, action.amount)
        self.button(panel.invest, "invest")

    def gesture(self, action: Any, way: int) -> None:
        """A palette move: piece then target (way 0), a drag (1), or the target then rows (2)."""
        piece = PALETTE.get(action.kind)
        if piece is None:
            return
        target = anchor_of(action)
        if piece == "dev:pumps":  # any wet region takes the pumps (none: the list's row)
            wet = self.controller.legal_targets(piece)
            target = wet[0] if wet else target
        if parse_target(target) is None:
            return  # no place on the map: the choice panel's row
        if way == 1:
            self.drag_piece(piece, target)
        elif way == 0:
            self.button(self.palette(piece), "palette")
            if not self.board.scene.highlighted() >= {target}:
                raise Unclickable(f"{target} is not lit for {piece}")
            self.item(target)

    def finish(self, seat: int, action: Any) -> None:
        """Make the steps still asked, on the board if they have a place there, else a row."""
        controller = self.controller
        wanted = dict(steps_of(action))
        narrow = controller.narrowing()
        if narrow is not None and narrow.chosen and narrow.action() not in (None, action):
            # the pumps were dropped on another region, which the pumping starts with: Back
            self.button(self.board.choices.back, "back")
        for _ in range(len(wanted) + 3):
            narrow = controller.narrowing()
            step = narrow.next_step() if narrow is not None else None
            if narrow is None or step is None:
                break
            before = list(narrow.chosen)
            value = wanted.get(step.key)
            if step.key == "choice":
                self.row(controller.legal_for(PlayerId(seat)).index(action))
            elif step.key == MOVE:
                self.row(action)
            elif step.key == ORE:  # the ore picker: its − and + buttons, then its Confirm
                self.load(value)
                break
            elif step.key == WHERE and parse_target(str(value)) is not None:
                if controller.session.state.pending[-1].kind != "turn" and (
                    str(value) not in self.board.scene.highlighted()
                ):  # a turn's places are many and not lit; a decision's few places are
                    raise Unclickable(f"{value} is not lit for {action}")
                self.item(str(value))
            else:
                self.row(value)
            after = controller.narrowing()
            if after is None or (after.chosen == before and after.action() is None):
                raise Unclickable(f"the click on {step.key}={value!r} chose nothing ({action})")
        narrow = controller.narrowing()
        assert narrow is not None
        if action.kind != "mine" or narrow.action() is not None:  # else the picker's load
            assert narrow.action() == action, (narrow.action(), action)
        self.button(self.board.choices.confirm, "confirm")


def label(action: Any) -> str:
    """The kind of a move; an auction's start says which card it plays (hand or deck)."""
    if action.kind == "start_auction":
        return "start_auction_card" if action.card >= 0 else "start_auction_deck"
    return str(action.kind)


def intent(controller: TinnersTrailController, bot: Any, seat: int, done: Counter[str]) -> Any:
    """The easy bot's move, or a move of a kind the human still has to make (`CURIOUS`).

    Until the human has both looked at a tile and skipped a look, it passes first once it has
    spent 4 work points in a round (only the first to pass looks, with two players).
    """
    legal = controller.legal_for(PlayerId(seat))
    for kind, after in CURIOUS.items():
        if not done[kind] and (not after or done[after]):
            for action in legal:
                if label(action) == kind:
                    return action
    state = controller.session.state
    passes = [a for a in legal if a.kind == "pass"]
    looked = done["peek"] and done["skip_peek"]
    if passes and not looked and not state.passed and state.seats[seat].work >= 4:
        return passes[0]
    return bot.choose(state)


@pytest.mark.parametrize(("seed", "language"), [(1, "en"), (2, "ja")])
def test_a_whole_game_against_a_bot_by_mouse_only(qtbot, tmp_path, monkeypatch, seed, language):
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_language(language)
    try:
        player = play_whole_game(qtbot, window, monkeypatch, seed, language)
        assert set(player.kinds) >= EXPECTED, EXPECTED - set(player.kinds)
    finally:  # the translator is process-wide: later tests expect English
        window.set_language("en")
        QApplication.processEvents()


def play_whole_game(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, seed: int, language: str
) -> MousePlayer:
    """Play seed `seed` to its end, the human by mouse, and check the end dialog opened."""
    seats = [Seat(name="You"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(GAME, GAME.Options(players=2), seed, seats)
    window.start_session(session)
    controller = window.controller
    assert isinstance(controller, TinnersTrailController)
    player = MousePlayer(window, monkeypatch, first=int(language == "ja"))
    bot = make_bot("easy", GAME, PlayerId(0), seed)
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
        player.play(int(seat), intent(controller, bot, int(seat), player.kinds))
        moves += 1
    LOG.info(
        "seed %d: %d moves in %.1f s, inputs %s",
        seed,
        moves,
        time.monotonic() - started,
        dict(player.clicks),
    )
    LOG.info("moves by kind %s", dict(sorted(player.kinds.items())))
    for key, n in sorted(player.log.items()):
        LOG.info("%3d × %s", n, " ".join(key))
    assert session.outcome() is not None
    assert moves >= 20  # cards kept, four rounds of turns, auctions, investing and peeks
    assert player.clicks["board"] + player.clicks["drag"] >= moves // 4  # the map is played on
    end = window.end_dialog
    assert end is not None  # the breakdown opened by itself
    end.close()
    window.close_game()
    return player
