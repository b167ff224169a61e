"""The fit walk at every step of a whole game (issue 36 §2), through the real window.

`StepWalk` plays a seeded game of humans in the 1280×800 main window, one decision at a time, the
way people do: the screen is taken at each hand-off, the move is suggested (its line shown under
the prompt), taken up on the board (the choice panel's confirm/preview state), played, and the
turn confirmed. At each of these states it checks:

- the board views keep their size and place on the window for the whole game ("board moved");
- the game log shows at least `LOG_LINES` lines ("log shows N lines");
- every visible label, button, tab and list item fits (`tests.fitwalk.walk_widgets`), the
  overlays that opened (round summaries, battle reveals, the results) included;
- every `board_every`-th decision, the whole `tests.fitwalk.walk` (every board tab's texts).

Findings are lines "step N state: finding"; `counts()` gives how many of each kind.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from app.engine.session import Seat, Session
from app.engine.suggestion import Suggestion
from app.games import GAMES
from app.ui.board.view import BoardView
from tests.fitwalk import walk, walk_widgets
from tests.guikit import take_screen
from tests.textcheck import JA_NAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.engine.game import PlayerId
    from app.shell.window import MainWindow

__all__ = ["LOG_LINES", "NAMES", "StepWalk", "log_lines", "view_rects"]

LOG_LINES = 8
"""The least number of log lines on screen at every step (issue 36 §1)."""
NAMES = {
    "en": ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"],
    "ja": ["アンナベル・モンゴメリー", *JA_NAMES[1:]],
}
MAX_STEPS = 4000


def log_lines(window: MainWindow) -> int:
    """How many lines of the game log are on screen (0 when it is hidden)."""
    page = window.page
    assert page is not None
    log = page.log
    if not log.isVisible() or window.stack.currentWidget() is not page:
        return 0
    line = max(1, log.fontMetrics().lineSpacing())
    return log.viewport().height() // line


def view_rects(window: MainWindow) -> dict[str, QRect]:
    """Each visible board view's rectangle on the window, by name."""
    out: dict[str, QRect] = {}
    for view in window.findChildren(BoardView):
        if view.isVisible():
            key = view.objectName() or "board"
            out[key] = QRect(view.mapTo(window, QPoint(0, 0)), view.size())
    return out


class StepWalk:
    """Walk one seeded game of `players` humans in `window`, checking every state.

    Args:
        window: The main window (1280×800, shown).
        settle: Lets the window draw (`tests.guikit.settle` bound to the test's qtbot).
        game_id: The game.
        players: Seats (all human).
        options: The game's options beyond `players`.
        lang: "en" or "ja" (the window's language is set here).
        seed: The game's seed (the moves are drawn from it too).
    """

    def __init__(  # noqa: PLR0913 - a game's whole description
        self,
        window: MainWindow,
        settle: Any,
        game_id: str,
        players: int,
        options: dict[str, Any],
        lang: str,
        *,
        seed: int = 3,
    ) -> None:
        self.window = window
        self.settle = settle
        self.game = GAMES[game_id]
        self.rng = random.Random(f"stepwalk:{game_id}:{players}:{seed}")
        window.set_language(lang)
        seats = [Seat(name=name) for name in NAMES[lang][:players]]
        self.session = Session(
            self.game, self.game.Options(players=players, **options), seed, seats
        )
        self.findings: list[str] = []
        self.steps = 0
        self.checks = 0
        self._views: dict[str, QRect] = {}
        self._step = 0
        self.parts: list[tuple[int, int]] = []
        """(first step, decisions walked so far) of each part `run_sampled` walked."""
        self.total = 0
        """Moves of the whole seeded game (`run_sampled`)."""
        self.shots: dict[tuple[int, str], str] = {}
        """(step, state) -> a PNG path: the window is grabbed there (looking at it)."""

    # -- checking ---------------------------------------------------------------------------
    def check(self, state: str, whole: bool = False, texts: bool = True) -> None:
        """Check the window now ("step N state: ...").

        The board's place and the log's lines always; with `texts` every widget's text, with
        `whole` every board tab's texts too.
        """
        if texts or whole:
            self.settle()
        else:
            QApplication.processEvents()
        self.checks += 1
        where = f"step {self._step} {state}"
        window = self.window
        found: list[str] = []
        if window.stack.currentWidget() is window.page:
            for key, rect in view_rects(window).items():
                old = self._views.setdefault(key, rect)
                if rect != old:
                    found.append(f"board moved {key} {_box(old)} -> {_box(rect)}")
                    self._views[key] = rect
            lines = log_lines(window)
            if lines < LOG_LINES:
                found.append(f"log shows {lines} lines")
        if whole:
            found += walk(window)
        elif texts:
            found += walk_widgets(window)
        shot = self.shots.get((self._step, state))
        if shot is not None:
            window.grab().save(shot)
        self.findings += [f"{where}: {f}" for f in sorted(set(found))]

    # -- playing ----------------------------------------------------------------------------
    def run(
        self, texts_every: int = 1, board_every: int = 0, max_steps: int = MAX_STEPS
    ) -> list[str]:
        """Play the game to its end (or `max_steps` moves); return the findings.

        Every state gets the board's place and the log's lines checked; every `texts_every`-th
        decision (and every overlay) the widgets' texts; every `board_every`-th (0: none but the
        start and the end) every board tab's texts.
        """
        assert self.window.start_session(self.session)
        self._play(max_steps, texts_every, board_every)
        return self.findings

    def run_sampled(self, per_part: int, texts_every: int = 1) -> list[str]:
        """Walk three parts of the game, `per_part` decisions each: its start, middle and end.

        The whole game is played first on the engine (the same seeded random policy); each part
        is opened in the window where it starts and walked decision by decision (the last one to
        the game's end and its results). The board's place is compared across the parts: it is
        one game in one window.
        """
        moves = self._whole_game()
        starts = [0, max(0, len(moves) // 2 - per_part // 2), max(0, len(moves) - per_part)]
        for start in dict.fromkeys(starts):  # a short game: its parts may coincide
            game = self.session.game
            session = Session(game, self.session.options, self.session.seed, self.session.seats)
            for action in moves[:start]:
                session.apply(action)
                session.end_turn()
            assert self.window.start_session(session)
            self._step = start
            last = start == starts[-1]
            self._play(MAX_STEPS if last else per_part, texts_every, 0, ends=(start == 0, last))
            self.parts.append((start, self.steps))
        return self.findings

    def _whole_game(self) -> list[Any]:
        """The moves of the seeded random game to its end, played on the engine."""
        game = self.session.game
        state = self.session.state
        moves: list[Any] = []
        while len(moves) < MAX_STEPS:
            actors = sorted(game.to_act(state))
            if not actors:
                break
            action = self.rng.choice(game.legal_actions(state, actors[0]))
            state = game.apply(state, action)
            moves.append(action)
        self.total = len(moves)
        return moves

    def _play(
        self,
        max_steps: int,
        texts_every: int,
        board_every: int,
        ends: tuple[bool, bool] = (True, True),
    ) -> None:
        """Walk up to `max_steps` decisions in the window from the session it shows.

        `ends`: whether the first and the last state get every board tab's texts walked.
        """
        window = self.window
        controller = window.controller
        assert controller is not None
        self.check("start", whole=ends[0])
        first = self._step
        for self._step in range(first + 1, first + max_steps + 1):
            self._overlays()
            take_screen(controller)
            window._sync_pages()  # as the hand-off page's button does
            seat = controller.acting_human()
            if seat is None:
                break
            action = self.rng.choice(controller.legal_for(seat))
            whole = board_every > 0 and self._step % board_every == 0
            texts = self._step % texts_every == 0
            self._suggest(seat, action)
            self.check("suggested", whole=whole, texts=texts)
            played = len(controller.session.actions)
            take_up = getattr(controller, "click_suggested", lambda _a: False)
            if take_up(action) and len(controller.session.actions) == played:
                self.check("preview", texts=texts)
            if len(controller.session.actions) == played:
                assert controller.try_apply(action), action
            self.steps += 1
            if controller.awaiting_confirm():
                self.check("confirm", texts=texts)
                controller.confirm_turn()
        self._overlays()
        self.check("end", whole=ends[1])

    def _suggest(self, seat: PlayerId, action: Any) -> None:
        """Show `action` as the suggestion (as "Suggest a move" would; no search)."""
        c = self.window.controller
        assert c is not None
        view = self.game.view_for(c.session.state, seat)
        driver = c.suggestions
        driver._shown = Suggestion(seat, action, self.game.explain(view, action))
        driver._position = (c.session.state, seat)
        c.show_suggestion(action)
        driver.changed.emit()

    def _overlays(self) -> None:
        """Check and close the overlays that opened (summary, reveal, results)."""
        self.settle()
        window = self.window
        c = window.controller
        panels: list[tuple[str, QWidget | None]] = [
            ("summary", window.page.log.summary_dialog if window.page else None),
            ("reveal", getattr(c, "reveal_panel", None)),
            ("results", window.end_dialog),
        ]
        for name, panel in panels:
            if panel is not None and panel.isVisible():
                self.check(name)
                panel.close()
                self.settle()

    def counts(self) -> Counter[str]:
        """How many findings of each kind (the words before the first quote or number)."""
        kinds: Counter[str] = Counter()
        for line in self.findings:
            what = line.split(": ", 1)[1]
            kinds[re.split(r"['\"(\d]", what, maxsplit=1)[0].strip()] += 1
        return kinds


def _box(rect: QRect) -> str:
    return f"{rect.x()},{rect.y()} {rect.width()}x{rect.height()}"
