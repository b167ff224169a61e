"""The fit walk (issue 18 §2): every text in the main window fits its box, none is drawn over
another, none leaves its shape, none is under `MIN_PX` on screen, and the seats never scroll.

`walk(window)` shows each tab of the game's board in turn and measures what is on screen:

- widgets: every visible `QLabel`, `QAbstractButton`, `QTabBar` tab and list item. A one-line
  text is measured with its font against the widget's contents rect; a word-wrapped label must
  get the height its width asks for (`heightForWidth`). Texts ending in "…" were elided: a
  finding unless the label is an `ElidedLabel`, whose whole text is one click away.
- board texts: every `QGraphicsSimpleTextItem` / `QGraphicsTextItem` of every board view, and
  the texts items paint themselves. Those are caught by calling the item's (Python) `paint` with
  `_Recorder`, a `QPainter` that notes each `drawText` (box, flags, font, transform). A text is
  "over" another when their ink boxes (the text's tight bounds) meet by more than `_SLACK` px on
  screen; "outside" when a painted text needs more room than the box it is drawn in, or a text
  item leaves its parent shape (a Qt shape item or a board slot: a province, a region);
  "under" when an item drawn above a text item (a figure, an adit space) covers more than
  `_COVERED` of its ink; "small" under `MIN_PX` at the view's fitted zoom.

Each finding is one line (where, what, the text), so a failing run says what to mend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractGraphicsShapeItem,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGraphicsItem,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from app.ui.board.items import SlotItem
from app.ui.board.view import BoardView
from app.ui.widgets.elided import ElidedLabel
from app.ui.widgets.players import PlayersPanel
from tests.guikit import MIN_PX

if TYPE_CHECKING:
    from app.shell.window import MainWindow

__all__ = ["BoardText", "board_texts", "walk", "walk_widgets"]

_SLACK = 1.0
"""Screen pixels two ink boxes may share (antialiasing, rounding) before they count as over."""
_ELLIPSIS = "…"
_CJK = 0x2E80
"""First code point of the CJK blocks (kana, kanji, full-width forms)."""


@dataclass(frozen=True)
class BoardText:
    """One text on a board: where its ink is (scene), its size on screen and what drew it."""

    text: str
    ink: QRectF
    px: float
    item: QGraphicsItem
    box_overflow: bool
    """Painted text that needs more room than the box it was drawn in (clipped or spilling)."""


class _Recorder(QPainter):
    """A painter that notes every text drawn through it (Python `paint` methods call us)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, QRectF, bool, float, QTransform]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override] # noqa: N802 - Qt name
        """Note the text, its ink box (item coordinates) and whether it fits the box given."""
        metrics = QFontMetricsF(self.font())
        px = float(self.font().pixelSize())
        if px <= 0:
            px = self.font().pointSizeF() * 96 / 72
        first = args[0]
        if isinstance(first, QRectF | QRect) and len(args) >= 3:
            box, flags, text = QRectF(first), int(args[1]), str(args[2])
            # the painter lays the text out as drawn (fallback fonts: CJK lines are taller)
            need = self.boundingRect(box, flags, text)
            lines = text.split("\n")
            ink = _ink_of_lines(metrics, need, lines, flags, px)
            # only the width: a text a little taller than its box is drawn whole (no clip), and
            # CJK fonts' own line spacing is much larger than what they draw
            over = need.width() > box.width() + 1
        else:
            if isinstance(first, int | float) and len(args) >= 3:
                x, y, text = float(args[0]), float(args[1]), str(args[2])
            else:
                x, y, text = float(first.x()), float(first.y()), str(args[1])
            tight = metrics.tightBoundingRect(text)
            ink = tight.translated(x, y)
            over = False
        if text.strip():
            self.texts.append((text, ink, over, px, self.worldTransform()))


def _ink_of_lines(
    metrics: QFontMetricsF, need: QRectF, lines: list[str], flags: int, px: float
) -> QRectF:
    """The ink box of `lines` laid out in `need`: cap height to baseline, not the line gaps."""
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    top = need.top() + metrics.ascent() - metrics.capHeight()
    bottom = need.bottom() - metrics.descent()
    if any(ord(c) >= _CJK for c in "".join(lines)):
        # a CJK fallback font sets the lines (ascent ~1.16 em, descent ~0.29 em); its glyphs
        # ink from ~0.88 em above the baseline to ~0.12 em below
        top = need.top() + 0.28 * px
        bottom = need.bottom() - 0.17 * px
    left = need.left()
    if flags & int(Qt.AlignmentFlag.AlignHCenter):
        left = need.center().x() - widest / 2
    elif flags & int(Qt.AlignmentFlag.AlignRight):
        left = need.right() - widest
    return QRectF(left, top, widest, max(1.0, bottom - top))


def _painted(
    item: QGraphicsItem, view: BoardView
) -> list[tuple[str, QRectF, bool, float, QTransform]]:
    """Texts `item` paints itself (empty for Qt's own items), transforms relative to the item.

    The recorder paints with the item's transform on screen, so an item that leaves out small
    texts at low zoom (level of detail) is measured as it is drawn.
    """
    paint = getattr(type(item), "paint", None)
    if paint is None or not hasattr(paint, "__code__"):  # C++ paint: no Python texts
        return []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    recorder = _Recorder(image)
    device = item.deviceTransform(view.viewportTransform())
    recorder.setWorldTransform(device)
    option = QStyleOptionGraphicsItem()
    try:
        item.paint(recorder, option, None)
    finally:
        recorder.end()
    back, _ = device.inverted()
    return [(t, ink, o, px, tf * back) for t, ink, o, px, tf in recorder.texts]


def board_texts(view: BoardView) -> list[BoardText]:
    """Every text on screen in `view` (scene coordinates), measured at the view's zoom."""
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    zoom = view.zoom()
    out: list[BoardText] = []
    for item in view.scene().items():
        if not item.isVisible() or item.opacity() <= 0.01:
            continue
        if not shown.intersects(item.sceneBoundingRect()):
            continue
        scene = item.sceneTransform()
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if not text.strip():
                continue
            font = item.font()
            px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
            metrics = QFontMetricsF(font)
            if isinstance(item, QGraphicsSimpleTextItem):
                box = item.boundingRect()
                need = metrics.boundingRect(box, int(Qt.AlignmentFlag.AlignLeft), text)
                ink = _ink_of_lines(metrics, need, text.split("\n"), 0, px)
            else:
                ink = item.boundingRect().adjusted(4, 4, -4, -4)
            scale = abs(scene.m22()) * zoom
            out.append(BoardText(text, scene.mapRect(ink), px * scale, item, False))
            continue
        for text, ink, over, px, local in _painted(item, view):
            scale = abs(local.m22() * scene.m22()) * zoom
            out.append(BoardText(text, scene.mapRect(local.mapRect(ink)), px * scale, item, over))
    return [t for t in out if shown.intersects(t.ink)]


def _board_findings(where: str, view: BoardView) -> list[str]:
    texts = board_texts(view)
    zoom = view.zoom()
    found: list[str] = []
    for t in texts:
        if t.px < MIN_PX - 0.05:
            found.append(f"{where}: small {t.px:.1f}px {t.text!r}")
        if _ELLIPSIS in t.text:
            found.append(f"{where}: elided {t.text!r}")
        if t.box_overflow:
            found.append(f"{where}: outside its box {t.text!r}")
        found += _outside_parent(where, t)
        found += _covered(where, t)
    slack = _SLACK / max(zoom, 1e-6)
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            common = a.ink.intersected(b.ink)
            if common.width() > slack and common.height() > slack:
                found.append(f"{where}: over {a.text!r} / {b.text!r}")
    return found


_COVERED = 0.2
"""Share of a text's ink an item drawn above it may cover before the text counts as hidden."""


def _covered(where: str, t: BoardText) -> list[str]:
    """A text item must not be hidden under another item drawn above it (a figure on a name).

    Texts over texts are "over"; a text's own shape items (its badge, its parent) are below it.
    """
    item = t.item
    scene = item.scene()
    if scene is None or not isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
        return []
    area = t.ink.width() * t.ink.height()
    for other in scene.items(t.ink, Qt.ItemSelectionMode.IntersectsItemShape):
        if other is item:
            break  # the rest are drawn below the text
        if isinstance(other, QGraphicsSimpleTextItem | QGraphicsTextItem):
            continue
        if not other.isVisible() or other.opacity() <= 0.01 or item.isAncestorOf(other):
            continue
        if getattr(other, "see_through", False):  # a translucent mark (what changed) hides nothing
            continue
        ink = QPainterPath()
        ink.addRect(t.ink)
        common = other.sceneTransform().map(other.shape()).intersected(ink).boundingRect()
        if common.width() * common.height() > _COVERED * area:
            return [f"{where}: under {type(other).__name__} {t.text!r}"]
    return []


def _outside_parent(where: str, t: BoardText) -> list[str]:
    """A text item inside a shape item must stay inside that shape.

    Shapes are Qt's shape items and the boards' slots (a province's name is a child of its
    sector: "ムスペルヘイム" ran over the border into the next province, issue 18 §2).
    """
    parent = t.item.parentItem()
    if not isinstance(t.item, QGraphicsSimpleTextItem | QGraphicsTextItem):
        return []
    if not isinstance(parent, QAbstractGraphicsShapeItem | SlotItem):
        return []
    shape = parent.sceneTransform().map(parent.shape())
    ink = t.ink.adjusted(1, 1, -1, -1)
    if not shape.contains(ink):
        return [f"{where}: outside its shape {t.text!r}"]
    return []


# -- widgets -----------------------------------------------------------------------------------
def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def _label_findings(label: QLabel) -> list[str]:
    text = label.text()
    if not text.strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    name = _name(label)
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + 1:
            return [f"{name}: wrapped label cut ({need} > {label.height()}) {_short(text)!r}"]
        return []
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text
    )
    if rich:
        need_w = label.sizeHint().width()
        if need_w > label.width() + 1 and not label.hasScaledContents():
            return [f"{name}: rich label too wide ({need_w} > {label.width()}) {_short(text)!r}"]
        return []
    metrics = QFontMetricsF(label.font())
    room = label.contentsRect().adjusted(label.margin(), 0, -label.margin(), 0)
    found = []
    for line in text.split("\n"):
        if metrics.horizontalAdvance(line) > room.width() + 1:
            found.append(f"{name}: label cut {_short(line)!r}")
    lines = len(text.split("\n"))
    if metrics.height() * lines > room.height() + 2:
        found.append(f"{name}: label too low {_short(text)!r}")
    if _ELLIPSIS in text and label.toolTip() and not isinstance(label, ElidedLabel):
        # an `ElidedLabel` opens its whole text on a click (issue 36 §1: one click away)
        found.append(f"{name}: elided {_short(text)!r}")
    return found


def _button_findings(button: QAbstractButton) -> list[str]:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text.strip():
        return []
    metrics = QFontMetricsF(button.font())
    room = float(button.contentsRect().width())
    style = button.style()
    if isinstance(button, QCheckBox | QRadioButton):
        room -= style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + 4
    elif isinstance(button, QPushButton):
        option = QStyleOptionButton()
        option.initFrom(button)
        room -= 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, button)
    elif isinstance(button, QToolButton):
        room -= 4
    if not button.icon().isNull():
        room -= button.iconSize().width() + 4
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if widest > room + 1:
        return [f"{_name(button)}: button text cut {_short(text)!r}"]
    return []


def _tab_findings(bar: QTabBar) -> list[str]:
    found = []
    metrics = QFontMetricsF(bar.font())
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text = bar.tabText(index).replace("&", "")
        rect = bar.tabRect(index)
        icon = 0 if bar.tabIcon(index).isNull() else bar.iconSize().width() + 4
        if not bar.rect().contains(rect):
            found.append(f"{_name(bar)}: tab off the bar {text!r}")
        elif metrics.horizontalAdvance(text) + icon > rect.width() - 8:
            found.append(f"{_name(bar)}: tab text cut {text!r}")
    return found


def _list_findings(view: QAbstractItemView) -> list[str]:
    if not isinstance(view, QListWidget) or view.wordWrap():
        return []
    if view.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
        return []  # a list that scrolls sideways shows every text whole
    found = []
    metrics = QFontMetricsF(view.font())
    room = view.viewport().width()
    for row in range(view.count()):
        item = view.item(row)
        if item is None or item.isHidden():
            continue
        icon = 0 if item.icon().isNull() else view.iconSize().width() + 6
        width = max(metrics.horizontalAdvance(line) for line in item.text().split("\n"))
        if width + icon + 8 > room:
            found.append(f"{_name(view)}: list item cut {_short(item.text())!r}")
    return found


def _table_findings(table: QTableWidget) -> list[str]:
    """Every header and cell text of a table fits its column (a name cut in the results)."""
    found = []
    header = table.horizontalHeader()
    metrics = QFontMetricsF(header.font())
    for col in range(table.columnCount()):
        head = table.horizontalHeaderItem(col)
        if head is not None and not header.isSectionHidden(col):
            need = metrics.horizontalAdvance(head.text()) + 2 * _HEADER_PAD
            if need > header.sectionSize(col) + 1:
                found.append(f"{_name(table)}: header cut {_short(head.text())!r}")
        for row in range(table.rowCount()):
            item = table.item(row, col)
            if item is None or not item.text() or table.isRowHidden(row):
                continue
            if _cell_cut(table, item, row, col):
                found.append(f"{_name(table)}: cell cut {_short(item.text())!r}")
    if table.horizontalScrollBar().isVisible():
        found.append(f"{_name(table)}: the table scrolls sideways")
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()) if not table.isRowHidden(r))
    if not table.verticalScrollBar().isVisible() and rows > table.viewport().height() + 1:
        found.append(f"{_name(table)}: rows cut ({rows} > {table.viewport().height()})")
    side = table.verticalHeader()
    room = side.width()
    for row in range(table.rowCount()):
        head = table.verticalHeaderItem(row)
        if head is not None and side.isVisible():
            need = QFontMetricsF(side.font()).horizontalAdvance(head.text()) + 2 * _HEADER_PAD
            if need > room + 1:
                found.append(f"{_name(table)}: row header cut {_short(head.text())!r}")
    return found


def _combo_findings(combo: QComboBox) -> list[str]:
    """The item shown in a combo box fits the box beside its arrow (and icon)."""
    text = combo.currentText()
    if not text.strip():
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    icon = 0 if combo.itemIcon(combo.currentIndex()).isNull() else combo.iconSize().width() + 4
    if QFontMetricsF(combo.font()).horizontalAdvance(text) + icon > field.width() + 1:
        return [f"{_name(combo)}: combo text cut {_short(text)!r}"]
    return []


def _cell_cut(table: QTableWidget, item: QTableWidgetItem, row: int, col: int) -> bool:
    """Whether a cell's text needs more room than its cell (wrapped: more lines than fit)."""
    metrics = QFontMetricsF(item.font())
    room = table.columnWidth(col) - 2 * _HEADER_PAD
    if not table.wordWrap():
        return metrics.horizontalAdvance(item.text()) > room + 1
    flags = int(Qt.TextFlag.TextWordWrap)
    need = metrics.boundingRect(QRectF(0, 0, room, 100000), flags, item.text())
    return need.width() > room + 1 or need.height() > table.rowHeight(row) + 1


_HEADER_PAD = 3
"""Pixels a header or cell keeps on each side of its text."""


def _drawn_findings(widget: QWidget) -> list[str]:
    """A widget that paints its own texts (the story graph) lists them in `drawn_texts()`.

    Each must fit its box, stay inside the widget and meet no other (the legend ran under
    "N moves", issue 36), and none but a seat's name in the legend may end in "…" (the
    Japanese round and Age names were cut to 「第一時…」 in the review's narrow graph).
    """
    texts = widget.drawn_texts()  # type: ignore[attr-defined]
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setFont(widget.font())
    inks: list[tuple[QRectF, str]] = []
    found = []
    try:
        for box, flags, text in texts:
            need = painter.boundingRect(box, flags, text)
            if need.width() > box.width() + 1:
                found.append(f"{_name(widget)}: drawn text cut {_short(text)!r}")
            if not QRectF(widget.rect()).adjusted(-1, -1, 1, 1).contains(need.intersected(box)):
                found.append(f"{_name(widget)}: drawn text outside {_short(text)!r}")
            if text.endswith(_ELLIPSIS) and not any(
                name.startswith(text[:-1]) for name in getattr(widget, "names", ())
            ):  # only the legend's names may be cut (whole in the graph's tooltip)
                found.append(f"{_name(widget)}: drawn text elided {_short(text)!r}")
            inks.append((need.intersected(box), text))
    finally:
        painter.end()
    for i, (a, ta) in enumerate(inks):
        for b, tb in inks[i + 1 :]:
            common = a.intersected(b)
            if common.width() > _SLACK and common.height() > _SLACK:
                found.append(f"{_name(widget)}: drawn texts over {ta!r} / {tb!r}")
    return found


def walk_widgets(root: QWidget) -> list[str]:
    """Findings of every visible label, button, tab bar, list, table and drawn text under `root`.

    `root` itself is walked too (a dialog).
    """
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget) or _in_scrolled_list(widget):
            continue
        if hasattr(widget, "drawn_texts"):
            found += _drawn_findings(widget)
        if isinstance(widget, QTableWidget):
            found += _table_findings(widget)
        elif isinstance(widget, QComboBox):
            found += _combo_findings(widget)
        elif isinstance(widget, QLabel):
            found += _label_findings(widget)
        elif isinstance(widget, QAbstractButton):
            found += _button_findings(widget)
        elif isinstance(widget, QTabBar):
            found += _tab_findings(widget)
        elif isinstance(widget, QAbstractItemView):
            found += _list_findings(widget)
    return found


def _in_scrolled_list(widget: QWidget) -> bool:
    """Whether `widget` is scrolled out of sight inside a scroll area."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) and parent.viewport().isAncestorOf(widget):
            viewport = parent.viewport()
            top_left = widget.mapTo(viewport, widget.rect().topLeft())
            box = QRect(top_left, widget.size())
            return not viewport.rect().intersects(box)
        parent = parent.parentWidget()
    return False


def _players_scroll(window: MainWindow) -> list[str]:
    page = window.page
    assert page is not None
    area = page.players_box.findChild(QScrollArea)
    if area is not None and area.isVisible() and area.verticalScrollBar().maximum() > 0:
        return ["players: the seats scroll"]
    return []


FIRST_FACTS = 3
"""Facts every seat's line in the Players panel shows whole (issue 36 §1: about two, then "…")."""


def seat_line_findings(window: MainWindow) -> list[str]:
    """Each seat's one line shows its name and its first `FIRST_FACTS` facts whole.

    The rest may end in "…" (the line's tooltip and a click give every fact).
    """
    page = window.page
    assert page is not None
    panel = page.findChild(PlayersPanel)
    if panel is None or not panel.isVisible():
        return []
    found = []
    for seat, line in enumerate(panel.lines):
        shown = line.text()
        for fact in panel.facts(seat)[:FIRST_FACTS]:
            if fact not in shown:
                found.append(
                    f"players: seat {seat}'s line cuts {_short(fact)!r}: {_short(shown)!r}"
                )
                break
    return found


def private_rows_findings(window: MainWindow) -> list[str]:
    """A scrolling private box ends between two rows (issue 36 §1: a water hole cut in half).

    A row is a visible widget of the panel with no visible widget inside it (a card, a label);
    none may be cut by the bottom of the box's visible part.
    """
    page = window.page
    assert page is not None
    panel = page.private_panel
    area = page.private_box.findChild(QScrollArea)
    if panel is None or area is None or not panel.isVisible():
        return []
    bar = area.verticalScrollBar()
    if bar.maximum() == 0:
        return []
    room = area.viewport().height()
    bottom = bar.value() + room
    found = []
    for child in panel.findChildren(QWidget):
        if not child.isVisible() or child.height() >= room:
            continue
        if any(c.isVisible() for c in child.findChildren(QWidget)):
            continue
        top = child.mapTo(panel, QPoint(0, 0)).y()
        if top < bottom < top + child.height():
            found.append(f"private: a row cut at the box's bottom {_name(child)}")
    return found


def walk(window: MainWindow) -> list[str]:
    """Walk every tab of the game shown in `window`; return the findings (sorted, unique)."""
    page = window.page
    assert page is not None
    board: Any = page.board
    found: list[str] = _players_scroll(window) + seat_line_findings(window)
    found += private_rows_findings(window)
    bar = getattr(board, "tabs", None)
    keys = board.tab_keys() if hasattr(board, "tab_keys") else getattr(board, "_tabs", ())
    tabs = list(keys) if isinstance(bar, QTabBar) and keys else [None]
    first = board.current_tab() if tabs != [None] else None
    for key in tabs:
        if key is not None:
            board.show_tab(key)
        QApplication.processEvents()
        found += walk_widgets(window)
        for view in window.findChildren(BoardView):
            if _shown(view):
                where = f"{view.objectName() or 'board'}[{key}]"
                found += _board_findings(where, view)
    if first is not None:
        board.show_tab(first)
    return sorted(set(found))


def _name(widget: QWidget) -> str:
    """The widget's class and name, or the nearest named ancestor's ("QLabel in CardRow#x")."""
    name = widget.objectName()
    if name:
        return f"{type(widget).__name__}#{name}"
    parent = widget.parentWidget()
    while parent is not None and not parent.objectName():
        parent = parent.parentWidget()
    if parent is None:
        return type(widget).__name__
    return f"{type(widget).__name__} in {type(parent).__name__}#{parent.objectName()}"


def _short(text: str) -> str:
    text = text.replace("\n", "⏎")
    return text if len(text) <= 60 else text[:57] + "…"
