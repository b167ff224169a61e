"""File ▸ Print setup…: the print preview dialog and printing through QPrinter."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter

from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.printing.preview import make_print_preview, paper_of, print_setup
from tests.engine.toy import ToyGame, ToyOptions
from tests.printing.pdfbytes import media_boxes, page_count

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = pytest.mark.gui
TTD = GAME


def test_preview_defaults_to_a4_and_paints_the_sheet(qtbot) -> None:
    dialog = make_print_preview(None, TTD, TtdOptions(players=3), 7)
    qtbot.addWidget(dialog)
    painted: list[QPrinter] = []
    dialog.paintRequested.connect(painted.append)
    with qtbot.waitSignal(dialog.paintRequested, timeout=5000):
        dialog.show()
    assert painted
    assert paper_of(painted[0]) == "a4"
    assert painted[0].pageLayout().pageSize().id() == QPageSize.PageSizeId.A4
    assert dialog.windowTitle() == "Print setup"


def test_game_without_sheet_is_refused_before_the_dialog(qapp) -> None:
    with pytest.raises(ValueError, match="has no printed setup"):
        make_print_preview(None, ToyGame(), ToyOptions(players=2), 7)


@pytest.mark.parametrize(
    ("size", "paper", "box"),
    [
        (QPageSize.PageSizeId.Letter, "letter", (0, 0, 612, 792)),
        (QPageSize.PageSizeId.A4, "a4", (0, 0, 595, 842)),
    ],
)
def test_printing_follows_the_printer_paper(qapp, tmp_path: Path, size, paper, box) -> None:
    path = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageSize(QPageSize(size))
    assert paper_of(printer) == paper
    assert print_setup(printer, TTD, TtdOptions(players=5), 9) == 1
    del printer
    data = path.read_bytes()
    assert page_count(data) == 1
    assert media_boxes(data) == [box]


def test_the_preview_saves_the_sheet_as_a_pdf(qtbot, tmp_path: Path, monkeypatch) -> None:
    # Issue 18 §5: the print preview had no "Save as PDF" (only a printer).
    from PySide6.QtWidgets import QFileDialog, QToolBar

    dialog = make_print_preview(None, TTD, TtdOptions(players=3), 7)
    qtbot.addWidget(dialog)
    toolbar = dialog.findChild(QToolBar)
    assert toolbar is not None
    assert dialog.save_pdf_action in toolbar.actions()
    assert dialog.save_pdf_action.text() == "Save as PDF…"
    target = tmp_path / "sheet"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_args: (str(target), "PDF files (*.pdf)")
    )
    dialog.save_pdf_action.trigger()
    written = tmp_path / "sheet.pdf"
    data = written.read_bytes()
    assert data.startswith(b"%PDF")
    assert page_count(data) >= 1
    warned: list[str] = []
    monkeypatch.setattr("app.printing.preview.QMessageBox.warning", lambda *a: warned.append(a[1]))
    assert not dialog.save_pdf(tmp_path / "no-such-folder" / "x.pdf")
    assert warned == ["Cannot save the PDF"]
