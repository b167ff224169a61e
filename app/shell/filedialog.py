"""Open and save dialogs whose dates and sizes follow the UI language.

Qt's own file dialog (the one shown where the platform offers no native dialog) formats the
size and date columns with `QLocale.system()`, the operating system's setting ("C" on many
Linux machines: "2 12 2026", "3 bytes"), not with the language the app shows. Our dialogs put a
proxy model in between that formats those two columns with the default `QLocale`, which
`LanguageManager.set_language` sets ("2026/12/02 8:31", "3 バイト" in Japanese).

`get_open_file_name` and `get_save_file_name` replace `QFileDialog`'s static functions of the
same name (tests replace them in this module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QFileSystemModel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = ["LocaleFileProxy", "file_dialog", "get_open_file_name", "get_save_file_name"]

SIZE_COLUMN = 1
DATE_COLUMN = 3


class LocaleFileProxy(QIdentityProxyModel):
    """A file dialog's model with its size and date columns in the default `QLocale`."""

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        """Return the source's data; sizes and dates are formatted again for display."""
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole and column in (SIZE_COLUMN, DATE_COLUMN):
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                info = source.fileInfo(self.mapToSource(index))
                if column == DATE_COLUMN and info.lastModified().isValid():
                    return QLocale().toString(info.lastModified(), QLocale.FormatType.ShortFormat)
                if column == SIZE_COLUMN and info.isFile():
                    return QLocale().formattedDataSize(info.size())
        return super().data(index, role)


def file_dialog(
    parent: QWidget | None, caption: str, start: str, filters: str, *, save: bool
) -> QFileDialog:
    """Return an open (or save) dialog set up like `QFileDialog`'s static functions.

    `start` is a folder, or a file whose folder is shown with its name selected.
    """
    dialog = QFileDialog(parent, caption, start, filters)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setProxyModel(LocaleFileProxy(dialog))
    return dialog


def _ask(dialog: QFileDialog) -> tuple[str, str]:
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return "", ""
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()
    finally:
        dialog.deleteLater()


def get_open_file_name(
    parent: QWidget | None, caption: str, start: str, filters: str
) -> tuple[str, str]:
    """Ask for an existing file; return (path, chosen filter), ("", "") if cancelled."""
    return _ask(file_dialog(parent, caption, start, filters, save=False))


def get_save_file_name(
    parent: QWidget | None, caption: str, start: str, filters: str
) -> tuple[str, str]:
    """Ask for a file to write (Qt asks before replacing one); ("", "") if cancelled."""
    return _ask(file_dialog(parent, caption, start, filters, save=True))
