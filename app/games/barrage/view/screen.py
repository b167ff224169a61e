"""The Barrage screen: one scene, shown by two views laid out for a 1280×800 window.

The scene holds every board (map, management board with contracts and the energy track, one
company board per seat). Showing all of it at once made every label unreadable, so the screen
shows one board at a time, each fitted to its view:

- the main view (left, most of the room) shows the tab chosen above it: the map, the action
  spaces (management board, contracts, patent office, energy track, round bonuses, objective)
  or any seat's company board;
- the right column shows the company board of the seat to play (or of the viewer), with the
  piece palette and the step-by-step choice panel under it.

One place for each thing, nothing that jumps (issue 18 §3): while the main view shows the same
company board, the right column says so in the board's place instead of showing it twice; the
hint and the choice panel have fixed heights, so the company board keeps its size between steps.

Picking an engineer from the palette shows the action spaces, picking a structure shows the map,
so the targets of the piece in the hand are always on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from app.games.barrage.view.panels import LIST_H, PROMPT_LINES, ChoicePanel, PiecePalette
from app.ui.board.screen import BoardWidget, HintLabel, fix_line_height, text_scale
from app.ui.board.view import BoardView

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from app.games.barrage.view.scene import BarrageScene

__all__ = ["SIDE_WIDTH", "BarrageBoard"]

SIDE_WIDTH = 330
"""Least width of the right column (current company board, palette, choices) in pixels."""
SIDE_SHARE = 0.36
"""Share of the board's width the right column takes on a wide window."""
_STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
HINT_LINES = 2
"""Lines the hint under the company board always has room for (it must not move the board)."""
MIN_LIST_H = 48
"""Least height of the list of choices at a large text size (two rows, then it scrolls)."""


class BarrageBoard(BoardWidget):
    """Tabs over the main view; the current company, palette and choices at the right."""

    scene: BarrageScene

    def __init__(self, scene: BarrageScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barrageBoard")
        self.scene = scene
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        main = QVBoxLayout()
        main.setSpacing(0)
        self.tabs = QTabBar(self)
        self.tabs.setObjectName("barrageTabs")
        self.tabs.setExpanding(False)
        self.tabs.setDocumentMode(True)
        # every tab stays on screen at larger text sizes: the seat tabs' names are shortened
        # when space runs out (`_fit_tabs`), their colour swatch tells them apart
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.tabs.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.view = BoardView(scene, self)
        self.view.setMinimumSize(320, 240)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.tabs, 1)
        top.addWidget(self.view.detach_zoom_bar())  # above the board, not over it
        main.addLayout(top)
        main.addWidget(self.view, 1)
        layout.addLayout(main, 1)
        layout.addWidget(self._build_side())
        self._keys: list[str] = []
        self._company_seat = -1
        self._fill_tabs()
        self.retranslate()
        self.tabs.currentChanged.connect(self._on_tab)
        scene.selection_changed.connect(self.palette_widget.set_selected)
        scene.selection_changed.connect(self._on_selection)
        scene.targets_shown.connect(self.follow)
        self.palette_widget.picked.connect(scene.select_piece)
        self.show_tab("map")
        self.show_company(0)
        self._set_text_scale(text_scale())  # View ▸ Text size chosen before this game

    def _build_side(self) -> QWidget:
        """Build the right column: the current company, the hint, palette and choices."""
        side = self.side = QWidget(self)
        side.setObjectName("barrageSide")
        side.setFixedWidth(SIDE_WIDTH)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.company_title = QLabel(side)
        self.company_title.setObjectName("barrageCompanyTitle")
        fix_line_height(self.company_title)  # a Latin name: 3 px less, the board moved
        column.addWidget(self.company_title)
        # the company board, or (while the main view shows it) a line saying where it is
        self.company_stack = QStackedWidget(side)
        self.company_view = BoardView(self.scene, self.company_stack)
        self.company_view.setObjectName("barrageCompanyView")
        self.company_view.setMinimumHeight(180)
        self.company_view.zoom_bar.hide()  # the seat's tab zooms; this pane always fits
        self.company_elsewhere = QLabel(self.company_stack)
        self.company_elsewhere.setObjectName("barrageCompanyElsewhere")
        self.company_elsewhere.setWordWrap(True)
        self.company_elsewhere.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.company_stack.addWidget(self.company_view)
        self.company_stack.addWidget(self.company_elsewhere)
        column.addWidget(self.company_stack, 1)
        self.hint = HintLabel(side)
        self.hint.setObjectName("barrageHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        column.addWidget(self.hint)
        self.palette_widget = PiecePalette(side)
        column.addWidget(self.palette_widget)
        self.choices = ChoicePanel(side)
        column.addWidget(self.choices)
        self._fix_heights()
        return side

    def _fix_heights(self) -> None:
        """Give the hint and the choice panel one height for every step and every text size.

        Their sum is what they take at the normal text size: a larger text size takes its
        lines' room from the list of choices, so the company board keeps its size and its
        labels grow with the text (View ▸ Text size).
        """
        line = self.hint.fontMetrics().lineSpacing()
        hint = HINT_LINES * line
        self.hint.setFixedHeight(hint)
        normal = round(line / text_scale())
        block = (HINT_LINES + PROMPT_LINES) * normal + LIST_H + self.choices.chrome()
        least = PROMPT_LINES * line + MIN_LIST_H + self.choices.chrome()
        self.choices.fix_height(max(least, block - hint))

    # -- tabs -------------------------------------------------------------------------------
    def _fill_tabs(self) -> None:
        current = self.current_tab() if self._keys else "map"
        self.tabs.blockSignals(True)
        while self.tabs.count():
            self.tabs.removeTab(0)
        seats = [f"company:{s}" for s in range(self.scene.players)]
        lwp = ["leeghwater"] if self.scene.leeghwater is not None else []
        self._keys = ["map", "actions", *lwp, "contracts", *seats]
        for key in self._keys:
            self.tabs.addTab(self._tab_text(key))
        self._fit_tabs()
        self.tabs.setCurrentIndex(self._keys.index(current))
        self.tabs.blockSignals(False)

    def _swatch(self, seat: int) -> QIcon:
        """Return a small square of the seat's colour (a shortened seat tab's icon)."""
        pixmap = QPixmap(12, 12)
        pixmap.fill(QColor(self.scene.seats.fill(seat)))
        return QIcon(pixmap)

    def _fit_tabs(self) -> None:
        """Name the tabs in full if they fit above the board, else shorten the seats' names.

        Seat names go to 3 characters, then 1 (CJK names are short but wide), with a swatch
        of the seat's colour (the name stays in the tooltip), then the swatch alone with the
        contracts tab named "Contracts" (four seats and the Leeghwater tab at 1280×800: issue
        18 §2, no tab off the bar); if even that does not fit (a large text size), the names
        stay whole and the tab bar scrolls (Qt keeps the current tab in view).
        """
        room = self.width() - self.side.width() - self.view.zoom_bar.sizeHint().width() - 4
        for short in (None, 3, 1, 0, None):
            self._name_tabs(short)
            if self.tabs.sizeHint().width() <= room:
                break
        self.tabs.setUsesScrollButtons(self.tabs.sizeHint().width() > room)

    def _name_tabs(self, short: int | None) -> None:
        """Write the tab names, the seats' cut to `short` characters with a colour swatch."""
        for k, key in enumerate(self._keys):
            text = self._tab_text(key)
            if key == "contracts" and short == 0:
                text = QCoreApplication.translate("Barrage", "Contracts")
                self.tabs.setTabToolTip(k, self._tab_text(key))
            elif key == "contracts":
                self.tabs.setTabToolTip(k, "")
            if key.startswith("company:"):
                self.tabs.setTabToolTip(k, text)
                text = text if short is None else text[:short]
                seat = int(key.partition(":")[2])
                self.tabs.setTabIcon(k, self._swatch(seat) if short is not None else QIcon())
            self.tabs.setTabText(k, text)

    def _tab_text(self, key: str) -> str:
        if key == "map":
            return QCoreApplication.translate("Barrage", "Map")
        if key == "actions":
            return QCoreApplication.translate("Barrage", "Actions")
        if key == "contracts":
            return QCoreApplication.translate("Barrage", "Energy · contracts")
        if key == "leeghwater":
            return QCoreApplication.translate("Barrage", "Leeghwater")
        seat = int(key.partition(":")[2])
        names = self.scene.seats.names
        return names[seat] if seat < len(names) else key

    def current_tab(self) -> str:
        """Return the key of the board shown in the main view ("map", "actions", "company:1")."""
        index = self.tabs.currentIndex()
        return self._keys[index] if 0 <= index < len(self._keys) else "map"

    def tab_keys(self) -> list[str]:
        """Return the keys of the tabs, in order ("map", "actions", "contracts", "company:0"…)."""
        return list(self._keys)

    def show_tab(self, key: str) -> None:
        """Show one board in the main view.

        Keys: "map", "actions", "leeghwater", "contracts", "company:<seat>".
        """
        if key in self._keys and self.tabs.currentIndex() != self._keys.index(key):
            self.tabs.setCurrentIndex(self._keys.index(key))  # calls _on_tab
        else:
            self.view.set_region(self.scene.region(key))

    def _on_tab(self, index: int) -> None:
        if 0 <= index < len(self._keys):
            self.view.set_region(self.scene.region(self._keys[index]))
        self._place_company()

    def _place_company(self) -> None:
        """Show the right column's company board unless the main view shows the same one."""
        twice = self.current_tab() == f"company:{self._company_seat}"
        self.company_stack.setCurrentWidget(self.company_elsewhere if twice else self.company_view)
        names = self.scene.seats.names
        seat = self._company_seat
        self.company_elsewhere.setText(
            QCoreApplication.translate(
                "Barrage", "%1's company board is shown large at the left."
            ).replace("%1", names[seat] if 0 <= seat < len(names) else "")
        )

    def _on_selection(self, piece: str) -> None:
        if piece == "engineer" and self.current_tab() == "map":
            self.show_tab("actions")
        elif piece in _STRUCTURES:
            self.show_tab("map")
        elif piece == "building":
            self.show_tab("leeghwater")

    def follow(self, targets: list[str]) -> None:
        """Show the board holding the lit items when none of them is on screen.

        Choosing a contract, a map space or a headstream in the panel lights its items; this
        brings their board into the main view, so the eye finds them without a click.
        """
        shown = [self.view.board_rect(), self.company_view.board_rect()]
        centres = []
        for target in targets:
            item = self.scene.item_for(target)
            if item is not None:
                centres.append(item.sceneBoundingRect().center())
        if not centres or any(r.contains(c) for r in shown for c in centres):
            return
        counts = {
            key: sum(self.scene.region(key).contains(c) for c in centres) for key in self._keys
        }
        best = max(self._keys, key=lambda k: counts[k])
        if counts[best]:
            self.show_tab(best)

    # -- the company in the right column -------------------------------------------------------
    def show_company(self, seat: int) -> None:
        """Show `seat`'s company board in the right column."""
        names = self.scene.seats.names
        name = names[seat] if 0 <= seat < len(names) else ""
        self.company_title.setText(
            QCoreApplication.translate("Barrage", "Company of %1").replace("%1", name)
        )
        for k, key in enumerate(self._keys):  # swatches follow a palette change
            if key.startswith("company:") and not self.tabs.tabIcon(k).isNull():
                self.tabs.setTabIcon(k, self._swatch(int(key.partition(":")[2])))
        if seat != self._company_seat:
            self._company_seat = seat
            self._fit_company()
        self._place_company()

    def _fit_company(self) -> None:
        """Fit the whole company board in the right column, or its top part on a short window.

        The whole board is shown when it is drawn as large as the top part alone would be.
        """
        seat = self._company_seat
        whole = self.scene.region(f"company:{seat}")
        top = self.scene.region(f"company_top:{seat}")
        size = self.company_view.viewport().size()
        w, h = max(1, size.width()), max(1, size.height())
        fits = min(w / whole.width(), h / whole.height()) >= 0.95 * min(
            w / top.width(), h / top.height()
        )
        region = whole if fits else top
        if region != self.company_view.region:
            self.company_view.set_region(region)

    def company_seat(self) -> int:
        """Return the seat whose company board the right column shows."""
        return self._company_seat

    # -- Qt events -------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Give the right column its share of a wider window (the map keeps the rest)."""
        self.side.setFixedWidth(max(SIDE_WIDTH, round(self.width() * SIDE_SHARE)))
        super().resizeEvent(event)
        if self._company_seat >= 0:
            self._fit_company()
        self._fit_tabs()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite texts on a language change; scale board labels with the text size."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.choices.retranslate()
            self.retranslate()
            self.language_changed.emit()
        elif kind == QEvent.Type.FontChange:
            self._set_text_scale(text_scale())
            self._fix_heights()
            self._fit_tabs()
        super().changeEvent(event)

    def _set_text_scale(self, scale: float) -> None:
        """Draw both boards larger with a larger text size (labels grow, none is cut)."""
        if scale != self.view.text_scale:
            self.view.set_text_scale(scale)
            self.company_view.set_text_scale(scale)

    def retranslate(self) -> None:
        """Write the tab names and the company title again."""
        self._fit_tabs()
        seat, self._company_seat = self._company_seat, -1
        self.show_company(seat)
