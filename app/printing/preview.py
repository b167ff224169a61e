"""File ▸ Print setup…: a print preview of the setup sheet (printer or PDF, A4 or Letter)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QBoxLayout,
    QFileDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QToolBar,
)

from app.engine.phrases import plain
from app.printing.painter import paint_layout
from app.printing.pdf import ui_language, write_layout_pdf
from app.printing.sheet import setup_layout

if TYPE_CHECKING:
    from pydantic import BaseModel
    from PySide6.QtWidgets import QWidget

    from app.engine.game import GameBase
    from app.engine.printlayout import PrintLayout

__all__ = [
    "SetupPreviewDialog",
    "make_print_preview",
    "paper_of",
    "print_setup",
    "show_print_preview",
]


def paper_of(printer: QPrinter) -> str:
    """Return the layout paper for the printer's page: "letter" for US sizes, else "a4"."""
    page_id = printer.pageLayout().pageSize().id()
    us_sizes = (QPageSize.PageSizeId.Letter, QPageSize.PageSizeId.Legal)
    return "letter" if page_id in us_sizes else "a4"


def print_setup(
    printer: QPrinter,
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    public: bool = False,
) -> int:
    """Draw the setup sheet on `printer` for its current paper; return the pages drawn.

    `public`: only the part every seat may see (`app.printing.sheet.setup_layout`).
    """
    printer.setFullPage(True)  # layouts measure from the paper's corner
    layout = setup_layout(game, options, seed, paper_of(printer), ui_language(), public)
    printer.setDocName(layout.title)
    return paint_layout(layout, printer)


class SetupPreviewDialog(QPrintPreviewDialog):
    """Print preview of one setup sheet; owns its printer (A4 by default, Letter selectable).

    Args:
        parent: Parent widget (or None).
        game: The game.
        options: The game's Options (with `players`).
        seed: The setup seed.
        public: Only the part every seat may see, on screen and in "Save as PDF" (issue 34 §3).
    """

    def __init__(
        self,
        parent: QWidget | None,
        game: GameBase[Any, Any],
        options: BaseModel,
        seed: int,
        public: bool = False,
    ) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setPageOrientation(QPageLayout.Orientation.Portrait)
        printer.setFullPage(True)
        super().__init__(printer, parent)
        self._printer = printer
        """The dialog's printer (Qt does not own it, so the dialog keeps it alive)."""
        self.game = game
        self.options = options
        self.seed = seed
        self.public = public
        """The sheet shown and saved leaves out every seat's secrets."""
        self.setWindowTitle(plain(QCoreApplication.translate("SetupSheet", "Print setup")))
        self.paintRequested.connect(self._on_paint_requested)
        # Qt's preview prints only to a printer; a group without one wants the PDF (issue 18 §5)
        self.save_pdf_action = QAction(self)
        self.save_pdf_action.setText(QCoreApplication.translate("SetupSheet", "Save as PDF…"))
        self.save_pdf_action.triggered.connect(self.ask_save_pdf)
        toolbar = self.findChild(QToolBar)
        if toolbar is not None:
            toolbar.addSeparator()
            toolbar.addAction(self.save_pdf_action)
        # A Close button of its own, under the sheet (the tool bar hides what does not fit):
        # without a window frame nothing said how to leave the preview (stranger, issue 35)
        self.close_button = QPushButton(QCoreApplication.translate("SetupSheet", "Close"), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout = self.layout()
        if isinstance(layout, QBoxLayout):
            layout.addLayout(row)

    def pdf_name(self) -> str:
        """The file name offered by Save as PDF: the public part's names no seed (issue 34)."""
        stem = f"{self.game.id.replace('_', '-')}-setup"
        return f"{stem}-public.pdf" if self.public else f"{stem}-{self.seed}.pdf"

    def ask_save_pdf(self) -> bool:
        """Ask for a file name and write the sheet there as a PDF; True once written."""
        name, _filter = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("SetupSheet", "Save as PDF"),
            str(Path.home() / self.pdf_name()),
            QCoreApplication.translate("SetupSheet", "PDF files (*.pdf)"),
        )
        return bool(name) and self.save_pdf(Path(name))

    def save_pdf(self, path: Path) -> bool:
        """Write the sheet on the preview's paper to `path` (a message box says why it failed)."""
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            write_layout_pdf(self.sheet(), paper_of(self._printer), path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("SetupSheet", "Cannot save the PDF"),
                f"{path}\n\n{exc.strerror or exc}",
            )
            return False
        return True

    def sheet(self) -> PrintLayout:
        """Return the sheet the preview shows, on its paper and in the UI language."""
        return setup_layout(
            self.game, self.options, self.seed, paper_of(self._printer), ui_language(), self.public
        )

    def _on_paint_requested(self, printer: QPrinter) -> None:
        print_setup(printer, self.game, self.options, self.seed, self.public)


def make_print_preview(
    parent: QWidget | None,
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    public: bool = False,
) -> SetupPreviewDialog:
    """Return a print-preview dialog of the setup sheet (`public`: its public part), not shown.

    Raises:
        ValueError: the game has no printed setup (checked before the dialog).
    """
    setup_layout(game, options, seed)  # fail early with the reason
    return SetupPreviewDialog(parent, game, options, seed, public)


def show_print_preview(
    parent: QWidget | None,
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    public: bool = False,
) -> int:
    """Show the print preview of the setup sheet modally; return the dialog's result code."""
    dialog = make_print_preview(parent, game, options, seed, public)
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
