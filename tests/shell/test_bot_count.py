"""Game ▸ Learn a game asks how many easy bots; its OK always answers (issue 35).

A new user's first click on OK did nothing and said nothing: `QInputDialog.getInt` disabled OK
while the typed number was outside 1–3. Now OK refuses such a number with the range in words
(the field keeps what was typed) and a number in range starts the lesson at the first click.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialogButtonBox, QLabel

pytestmark = [pytest.mark.gui]


def _ok(dialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def _type(dialog, text: str) -> None:
    spin = dialog.findChild(QAbstractSpinBox)
    spin.lineEdit().selectAll()
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_Delete)
    QTest.keyClicks(spin.lineEdit(), text)


def test_ok_refuses_a_count_out_of_range_with_a_reason_then_starts(window, qtbot):
    window.files.confirm_replace = lambda: True
    seen: dict[str, Any] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        _type(dialog, "4")
        QTest.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)  # refused, with a reason
        seen["open"] = dialog.isVisible()
        seen["said"] = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible()]
        spin = dialog.findChild(QAbstractSpinBox)
        assert spin is not None
        seen["kept"] = spin.text()
        _type(dialog, "3")
        QTest.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)  # one click starts

    QTimer.singleShot(0, answer)
    assert window.learn("tinners_trail")
    assert seen["open"] is True
    assert "Choose 1 to 3 easy bots." in seen["said"]
    assert seen["kept"] == "4"
    assert [s.kind for s in window.controller.session.seats] == ["human", "bot", "bot", "bot"]


def test_the_refusal_reads_in_japanese(qtbot):
    from app.engine.phrases import plain
    from app.shell.botcount import BotCountDialog
    from app.shell.language import LanguageManager

    app = QApplication.instance()
    assert app is not None
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    try:
        dialog = BotCountDialog(1, 3, 2)
        qtbot.addWidget(dialog)
        _type(dialog, "0")
        dialog.accept()
        label = dialog.findChild(QLabel, "botCountError")
        assert label is not None
        said = label.text()
        assert plain(said) == "やさしいボットは1〜3体で選んでください。"
        assert plain(dialog.windowTitle()) == "ゲームを覚える"
    finally:
        manager.set_language("en")
