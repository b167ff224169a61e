"""Help ▸ Rules summary: the game's summary in a scrollable, resizable window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from app.engine.phrases import breakable

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = ["RulesDialog"]


class RulesDialog(QDialog):
    """Shows rich text that may be taller than the screen (the summaries are)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(breakable(html))  # Japanese wraps between phrases
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
