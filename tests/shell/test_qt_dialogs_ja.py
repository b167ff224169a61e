"""Qt's own dialogs in the Japanese UI (issue 22, first point).

Every dialog Qt draws for the app (open and save dialogs, print preview, print dialog with its
options and printer properties, message boxes) is opened the way the app opens it, after
`set_language("ja")`, and every text on it is read: labels, buttons, tool tips, combo items,
tabs, column headers, actions. None may still hold an English word (file names, paths, the
app's name and format names such as PDF excepted). The file list shows dates and sizes the
Japanese way. Modal dialogs are inspected from a timer while they are up, then closed.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTimer, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QWidget,
)

from app.engine.resources import resource_path
from app.shell.filemenu import FileCommands
from tests.shell.conftest import ttd_session

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.shell.window import MainWindow

pytestmark = [
    pytest.mark.gui,
]

TS = resource_path("i18n", "qtgaps_ja.ts")
INVISIBLE = str.maketrans("", "", "\u2060\u200b")
KEPT = {"Hotseat", "OK", "PDF", "JSON", "mm", "pt", "in", "pc", "CC", "DD"}
"""Latin words a Japanese UI keeps: the app's name, OK, format names, units and their symbols."""
PAPER = {"ANSI", "ARCH", "JIS", "PRC", "US", "DL", "Extra", "Plus", "Small", "Super"}
"""Paper-size designations, which Japanese printer dialogs (and Qt's catalogue) keep in Latin
letters: 「JIS B5」「ANSI C」「レター Extra」「Super A」."""


# -- reading a dialog ---------------------------------------------------------------------
def _texts(dialog: QWidget) -> set[str]:
    """Every text the dialog shows now (its visible widgets and its actions)."""
    found = {dialog.windowTitle()}
    for widget in [dialog, *dialog.findChildren(QWidget)]:
        if widget is not dialog and not widget.isVisibleTo(dialog):
            continue
        found |= {widget.toolTip(), widget.whatsThis()}
        if isinstance(widget, QLabel | QAbstractButton):
            found.add(widget.text())
        if isinstance(widget, QGroupBox):
            found.add(widget.title())
        if isinstance(widget, QLineEdit):
            found.add(widget.placeholderText())
        if isinstance(widget, QAbstractSpinBox):
            found.add(widget.specialValueText())
        if isinstance(widget, QComboBox):
            found |= {widget.itemText(i) for i in range(widget.count())}
        if isinstance(widget, QTabWidget):
            found |= {widget.tabText(i) for i in range(widget.count())}
            found |= {widget.tabToolTip(i) for i in range(widget.count())}
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found |= _view_texts(widget)
    for action in dialog.findChildren(QAction):
        found |= {action.text(), action.toolTip(), action.statusTip()}
    return found


def _view_texts(view: QAbstractItemView) -> set[str]:
    model = view.model()
    horizontal = Qt.Orientation.Horizontal
    found = {str(model.headerData(c, horizontal) or "") for c in range(model.columnCount())}
    root = view.rootIndex()
    for row in range(model.rowCount(root)):
        for column in range(model.columnCount(root)):
            found.add(str(model.index(row, column, root).data() or ""))
    return found


def _all_tabs_texts(dialog: QWidget) -> set[str]:
    """`_texts` with every tab of every tab widget shown in turn."""
    found = _texts(dialog)
    for tabs in dialog.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                found |= _texts(dialog)
    return found


def _english(texts: set[str], names: set[str]) -> list[str]:
    """The texts that still hold an English word (`names`: file and folder names shown)."""
    bad = []
    for text in texts:
        plain = text.translate(INVISIBLE)
        plain = re.sub(r"\S*/\S*", " ", plain)  # paths
        plain = re.sub(r"\S*\.[A-Za-z]+\b", " ", plain)  # file names and patterns: *.json
        words = re.findall(r"[A-Za-z]{2,}", plain)
        if any(w not in KEPT and w not in PAPER and w not in names for w in words):
            bad.append(text)
    return sorted(bad)


def _names(*paths: Path) -> set[str]:
    """Words of the folder and file names a file dialog may list (home, sidebar, tmp)."""
    parts = {part for path in paths for part in path.parts}
    return {w for part in parts for w in re.findall(r"[A-Za-z]{2,}", part)}


# -- modal dialogs --------------------------------------------------------------------------
def _while_modal(qtbot, action: Callable[[], object], inspect: Callable[[QDialog], None]) -> None:
    """Run `action`, which opens a modal dialog; call `inspect` on it while it is up, close it."""
    seen: list[QDialog] = []
    before = QApplication.activeModalWidget()

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog is before:
            QTimer.singleShot(10, poll)
            return
        seen.append(dialog)
        try:
            inspect(dialog)
        finally:
            dialog.reject()

    QTimer.singleShot(0, poll)
    action()
    assert seen, "no modal dialog came up"


@pytest.fixture
def ja_window(window: MainWindow) -> MainWindow:
    """The main window in Japanese."""
    window.set_language("ja")
    QApplication.processEvents()
    return window


# -- the catalogue ----------------------------------------------------------------------------
def _messages() -> list[tuple[str, str, str, str]]:
    """(context, source, comment, translation) of every message in qtgaps_ja.ts."""
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            out.append(
                (
                    name,
                    message.findtext("source", ""),
                    message.findtext("comment", ""),
                    message.findtext("translation", ""),
                )
            )
    return out


def test_gap_catalogue_fills_only_what_qt_leaves_open():
    """No entry overrides one of Qt's; each is compiled and Japanese."""
    qt = QTranslator()
    assert qt.load("qtbase_ja", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    gaps = QTranslator()
    assert gaps.load("qtgaps_ja", str(resource_path("i18n")))
    messages = _messages()
    assert messages
    overriding = [m[:2] for m in messages if qt.translate(m[0], m[1], m[2] or None)]
    assert overriding == [], "Qt's catalogue translates these: drop them from qtgaps_ja.ts"
    stale = [m[:2] for m in messages if gaps.translate(m[0], m[1], m[2] or None) != m[3]]
    assert stale == [], "run `make translations` after editing qtgaps_ja.ts"
    assert [m[:2] for m in messages if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", m[3])] == []


def test_gap_catalogue_is_loaded_after_qts(ja_window):
    assert QApplication.translate("QFileDialog", "&Look in:") == "ファイルの場所(&L):"
    assert QApplication.translate("QFileDialog", "File &name:") == "ファイル名(&N):"  # Qt's


# -- file dialogs -------------------------------------------------------------------------------
def _file_list(dialog: QFileDialog, qtbot, name: str) -> dict[int, str]:
    """The detail view's cells (by column) of the row showing `name`, once listed."""
    view = next(v for v in dialog.findChildren(QAbstractItemView) if v.objectName() == "treeView")
    model = view.model()

    def row() -> int:
        root = view.rootIndex()
        names = [model.index(r, 0, root).data() for r in range(model.rowCount(root))]
        return names.index(name) if name in names else -1

    qtbot.waitUntil(lambda: row() >= 0)
    root = view.rootIndex()
    return {c: str(model.index(row(), c, root).data()) for c in range(model.columnCount(root))}


def test_open_dialog_is_japanese_with_japanese_dates(ja_window, qtbot, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    game = folder / "game.json"
    game.write_text("{}", encoding="utf-8")
    when = datetime(2026, 12, 2, 8, 31)
    os.utime(game, (when.timestamp(), when.timestamp()))
    ja_window.prefs.last_dir = str(folder)
    found: set[str] = set()
    cells: dict[int, str] = {}

    def inspect(dialog: QDialog) -> None:
        assert isinstance(dialog, QFileDialog)
        cells.update(_file_list(dialog, qtbot, game.name))
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        found.update(_texts(dialog))

    _while_modal(qtbot, ja_window.files.ask_open, inspect)
    assert _english(found, _names(Path.home(), tmp_path)) == []
    # The Japanese short form, not "2 12 2026 08:31" (the system's C locale, which Qt uses).
    assert re.fullmatch(r"2026/12/02 \d{1,2}:31", cells[3]), cells[3]
    assert cells[1] == QLocale().formattedDataSize(2)
    assert "バイト" in cells[1]
    assert "ファイルの場所(&L):" in found
    assert "ファイルの種類(&T):" in found


def test_save_dialog_is_japanese(ja_window, qtbot, tmp_path):
    ja_window.start_session(ttd_session("hh"))
    ja_window.prefs.last_dir = str(tmp_path)
    found: set[str] = set()

    def inspect(dialog: QDialog) -> None:
        assert isinstance(dialog, QFileDialog)
        assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
        found.update(_texts(dialog))

    _while_modal(qtbot, ja_window.files.save_as, inspect)
    assert _english(found, _names(Path.home(), tmp_path)) == []
    assert "保存(&S)" in found


# -- printing ----------------------------------------------------------------------------------
def test_print_preview_print_dialog_and_printer_properties_are_japanese(ja_window, qtbot):
    ja_window.start_session(ttd_session("hh"))
    ja_window._on_handoff_accepted()  # behind the hand-off screen nothing prints (issue 34 §2)
    found: dict[str, set[str]] = {}

    def properties(dialog: QDialog) -> None:
        found["properties"] = _all_tabs_texts(dialog)

    def print_dialog(dialog: QDialog) -> None:
        more = next(b for b in dialog.findChildren(QPushButton) if b.text() == "オプション(&O) >>")
        more.click()
        QApplication.processEvents()
        found["print"] = _all_tabs_texts(dialog)
        button = next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "properties")
        _while_modal(qtbot, button.click, properties)

    def preview(dialog: QDialog) -> None:
        found["preview"] = _texts(dialog)
        action = next(a for a in dialog.findChildren(QAction) if a.text() == "印刷")
        _while_modal(qtbot, action.trigger, print_dialog)

    _while_modal(qtbot, ja_window.print_setup, preview)
    assert set(found) == {"preview", "print", "properties"}
    for name, texts in found.items():
        assert _english(texts, set()) == [], name
    assert {"次のページ", "幅をあわせる", "ページ設定"} <= found["preview"]
    assert {"両面印刷", "長辺とじ", "短辺とじ"} <= found["print"]


# -- message boxes -----------------------------------------------------------------------------
def test_the_print_question_during_a_game_is_japanese(ja_window, qtbot):
    """Issue 34 §3: the question before a sheet with every seat's secrets, in Japanese."""
    from app.shell.printask import SecretsQuestion

    box = SecretsQuestion(ja_window)
    qtbot.addWidget(box)
    box.show()
    QApplication.processEvents()
    texts = _texts(box)
    assert _english(texts, set()) == []
    assert box.public_button.text().translate(INVISIBLE) == "公開部分のみ"
    assert box.all_button.text().translate(INVISIBLE) == "非公開部分も含めてすべて"
    box.close()


def _open_refusal(window: MainWindow, qtbot, tmp_path: Path) -> tuple[set[str], str]:
    """The box shown for a damaged save file: (its texts but the reason, the reason)."""
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    read: list[tuple[set[str], str]] = []

    def inspect(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        said, reason = dialog.text().split("\n\n", 1)
        texts = _texts(dialog) - {dialog.text()}
        read.append((texts | {said}, reason))

    _while_modal(qtbot, lambda: window.files.open_game(bad), inspect)
    return read[0]


def test_message_boxes_are_japanese(ja_window, qtbot, tmp_path):
    ja_window.start_session(ttd_session("hh"))
    boxes = {
        "unsaved": lambda: FileCommands.ask_unsaved(ja_window.files),
        "about": ja_window.show_about,
    }
    found: dict[str, set[str]] = {}
    for name, show in boxes.items():

        def inspect(dialog: QDialog, name: str = name) -> None:
            found[name] = _texts(dialog)

        _while_modal(qtbot, show, inspect)
    found["cannot open"], _reason = _open_refusal(ja_window, qtbot, tmp_path)
    for name, texts in found.items():
        assert _english(texts, _names(tmp_path)) == [], name
    unsaved = {t.translate(INVISIBLE) for t in found["unsaved"]}
    assert {"保存", "保存しない", "キャンセル"} <= unsaved
    assert "OK" in found["cannot open"]


def test_open_refusal_reason_is_japanese(ja_window, qtbot, tmp_path):
    _shown, reason = _open_refusal(ja_window, qtbot, tmp_path)
    assert _english({reason}, _names(tmp_path)) == []
