"""Writes setup sheets to PDF files (used by `hotseat print-setup` and the GUI)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF
from PySide6.QtGui import QGuiApplication, QPageSize, QPdfWriter

from app.engine.printlayout import page_size
from app.printing.painter import paint_layout
from app.printing.sheet import setup_layout

if TYPE_CHECKING:
    from pydantic import BaseModel

    from app.engine.game import GameBase
    from app.engine.printlayout import PrintLayout

__all__ = [
    "SHEET_LANGUAGES",
    "page_size_id",
    "ui_language",
    "write_layout_pdf",
    "write_setup_pdf",
]

SHEET_LANGUAGES = ("en", "ja")
"""Languages a setup sheet can be printed in."""
RESOLUTION = 1200
"""Dots per inch of the PDF's coordinate space (text and lines stay vectors)."""


def page_size_id(paper: str) -> QPageSize.PageSizeId:
    """Return Qt's page size for "a4" or "letter".

    Raises:
        ValueError: the paper size is unknown.
    """
    page_size(paper)  # validates the name
    if paper.lower() == "letter":
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


def ui_language() -> str:
    """Return "ja" when the application's default locale is Japanese, else "en"."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def write_layout_pdf(layout: PrintLayout, paper: str, path: Path) -> int:
    """Write `layout` to a PDF on `paper`; return the number of pages written.

    Needs a QGuiApplication. Raises OSError when the file cannot be written.
    """
    size = QPageSize(page_size_id(paper))
    with Path(path).open("wb"):
        pass  # fail here, with the OS's reason, rather than inside Qt
    writer = QPdfWriter(str(path))
    writer.setPageSize(size)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    writer.setResolution(RESOLUTION)
    writer.setTitle(layout.title)
    writer.setCreator("Hotseat")
    return paint_layout(layout, writer)


_OWN_APP: list[QGuiApplication] = []
"""The application made by `_ensure_gui_application`, kept for the life of the process
(Qt does not support destroying and re-creating it)."""


def _ensure_gui_application() -> None:
    """Create an offscreen QGuiApplication if none exists yet (a PDF needs no display)."""
    app = QCoreApplication.instance()
    if app is None:
        argv = [sys.argv[0] if sys.argv else "hotseat", "-platform", "offscreen"]
        _OWN_APP.append(QGuiApplication(argv))
    elif not isinstance(app, QGuiApplication):
        raise RuntimeError("writing a PDF needs a QGuiApplication, not a QCoreApplication")


def write_setup_pdf(
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    paper: str,
    path: Path,
    language: str | None = None,
) -> int:
    """Set up a game and write its setup sheet to a PDF; return the number of pages.

    Args:
        game: The game (`app.games.GAMES[id]`).
        options: The game's Options (with `players`).
        seed: The setup seed.
        paper: "a4" or "letter".
        path: Where to write the PDF (overwritten).
        language: "en" or "ja"; None: the UI language.

    Raises:
        ValueError: game without a printed setup, unknown paper or language.
        OSError: the file cannot be written.
    """
    page_size(paper)
    lang = language or ui_language()
    if lang not in SHEET_LANGUAGES:
        msg = f"unknown language {lang!r} (choose from {', '.join(SHEET_LANGUAGES)})"
        raise ValueError(msg)
    _ensure_gui_application()
    layout = setup_layout(game, options, seed, paper, lang)
    return write_layout_pdf(layout, paper, path)
