"""A game's board widget: its scene in a zoomable view, a hint line, and (tabbed) panels below.

`BoardWidget` is what `app.ui.boardcontroller.BoardController` needs of every game's board:
the scene, the main view (zoom), the one-line hint and `language_changed`. `TabbedBoard` is the
layout Blood Rage and Tinners' Trail share: tabs choosing which part of the one scene the view
shows (each part fills the view at the same zoom), the zoom bar beside them, the view, the hint
under it, then a row of panels the game builds (`_build_bottom`). A game names its tabs
(`tab_names`), builds its panels and reacts to what is picked; the rest lives here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QTabBar, QVBoxLayout, QWidget

from app.ui.board.view import BoardView
from app.ui.i18n import sentence
from app.ui.widgets.elided import line_height

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.ui.board.scene import BoardScene

__all__ = [
    "BoardWidget",
    "HintLabel",
    "TabbedBoard",
    "fix_line_height",
    "readable_font",
    "text_scale",
]


class BoardWidget(QWidget):
    """The board of a game: its scene, the view showing it and a one-line hint."""

    language_changed = Signal()
    """The UI language changed: the controller writes the panels again."""

    scene: BoardScene
    """The board scene (one per game)."""
    view: BoardView
    """The main view of the scene (View ▸ Zoom acts on it)."""
    hint: QLabel
    """The line under the board: why a drop would be refused, or what it costs."""


class TabbedBoard(BoardWidget):
    """Tabs over the board view; the hint and the game's row of panels below.

    Args:
        scene: The game's scene; `scene.region(tab)` gives each tab's part of it.
        tabs: The tab keys, in order (the first is shown at the start).
        panel_height: Height of the row of panels under the hint (pixels).
        parent: Qt parent.
    """

    def __init__(
        self,
        scene: BoardScene,
        tabs: Sequence[str],
        panel_height: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self._tabs = tuple(tabs)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.tabs = QTabBar(self)
        self.tabs.setExpanding(False)
        self.tabs.setDocumentMode(True)
        for _ in self._tabs:
            self.tabs.addTab("")
        self.view = BoardView(scene, self)
        self.view.setMinimumSize(320, 240)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.tabs)
        top.addStretch(1)
        top.addWidget(self.view.detach_zoom_bar())
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.hint = HintLabel(self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.hint)
        self._fix_hint_height()
        bottom = QWidget(self)
        bottom.setFixedHeight(panel_height)
        row = QHBoxLayout(bottom)
        row.setContentsMargins(0, 0, 0, 0)
        self._build_bottom(bottom, row)
        layout.addWidget(bottom)
        self.auto_tab = False
        """A tab was brought up by the game, not the user (the first one comes back after)."""
        self.retranslate()
        self.tabs.currentChanged.connect(self._on_tab)

    def start(self) -> None:
        """Show the first tab at the text size chosen before this game (end of `__init__`)."""
        self.show_tab(self._tabs[0])
        self.view.set_text_scale(text_scale())  # View ▸ Text size chosen before this game

    # -- the game's parts ---------------------------------------------------------------------
    def _build_bottom(self, bottom: QWidget, row: QHBoxLayout) -> None:
        """Build the game's panels into `row` of the widget `bottom` under the hint."""
        raise NotImplementedError

    def tab_names(self) -> dict[str, str]:
        """Return each tab's name in the UI language."""
        raise NotImplementedError

    def retranslate_panels(self) -> None:
        """Write the panels' own texts again (the language changed)."""

    # -- tabs -------------------------------------------------------------------------------
    def current_tab(self) -> str:
        """Return the key of the part shown."""
        index = self.tabs.currentIndex()
        return self._tabs[index] if 0 <= index < len(self._tabs) else self._tabs[0]

    def show_tab(self, key: str) -> None:
        """Show one part of the scene in the view."""
        if key in self._tabs and self.tabs.currentIndex() != self._tabs.index(key):
            self.tabs.setCurrentIndex(self._tabs.index(key))  # calls _on_tab
        else:
            self.view.set_region(self.scene.region(key))

    def _on_tab(self, index: int) -> None:
        self.auto_tab = False
        if 0 <= index < len(self._tabs):
            self.view.set_region(self.scene.region(self._tabs[index]))

    # -- Qt events -------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite texts on a language change; scale the board with the text size."""
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.retranslate_panels()
            self.retranslate()
            self.language_changed.emit()
        elif event.type() == QEvent.Type.FontChange:
            self.view.set_text_scale(text_scale())
            self._fix_hint_height()
        super().changeEvent(event)

    def _fix_hint_height(self) -> None:
        """One height for the hint's line, empty, Latin or Japanese (issue 36 §1).

        A Japanese line set in the CJK fallback font is a few pixels taller: the view above
        it shrank and moved each time the hint changed script.
        """
        fix_line_height(self.hint)

    def retranslate(self) -> None:
        """Write the tab names again."""
        names = self.tab_names()
        for k, key in enumerate(self._tabs):
            self.tabs.setTabText(k, names[key])


def text_scale() -> float:
    """Return View ▸ Text size: the application font against its size at start (1.0 default).

    A larger text size draws the board that much larger (pan for the rest), so no label
    shrinks below what it was.
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 1.0
    base = app.property("hotseat_base_point_size")
    size = QApplication.font().pointSizeF()
    if not isinstance(base, float) or base <= 0 or size <= 0:
        return 1.0
    return size / base


def fix_line_height(label: QLabel) -> None:
    """Give a one-line label the height of a line in either script, whatever its text."""
    label.setFixedHeight(line_height(label.font()))


class HintLabel(QLabel):
    """The line under a board: why a drop or click is refused, or what it does.

    Every text set is shown as a sentence (`sentence`), in every game, in the application's
    font, never smaller than the log's (the TtD stranger found the refusals lowercase and small).
    """

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        """Show `text` with its first letter capitalised."""
        super().setText(sentence(text))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Keep the application's font size (a style may set a smaller one on small labels)."""
        if event.type() == QEvent.Type.FontChange:
            readable_font(self)
        super().changeEvent(event)


def readable_font(widget: QWidget) -> None:
    """Give `widget` at least the application's font size (the log's), never smaller."""
    least = QApplication.font().pointSizeF()
    font = widget.font()
    if 0 < font.pointSizeF() < least:
        font.setPointSizeF(least)
        widget.setFont(font)
