"""Engine texts in the UI language.

The rules hand the GUI `app.engine.text.Text` values (a game's message key and arguments); this
module renders them in the language the user picked, with the seats' names. It knows no game:
each game's words live in its own catalogue (`resources/<game>/texts.<lang>.json`).

The language is the application's default `QLocale` (the shell sets it when the user picks a
language), so no module state is kept here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from app.engine.phrases import breakable
from app.engine.text import Text, join_words, render

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["current_language", "join_names", "sentence", "show"]


def current_language() -> str:
    """Return "ja" when the application's default locale is Japanese, else "en"."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def show(text: Text | str | None, names: Sequence[str] | None = None) -> str:
    """Return an engine text in the UI language with seat `names` ("" for None).

    A plain `str` is already in the UI language (a Qt translation or a user's name) and is
    returned as it is.
    """
    if text is None:
        return ""
    if isinstance(text, Text):
        language = current_language()
        rendered = render(text, language, names)
        # Japanese wraps between phrases, never inside a word (issue 22; `app.engine.phrases`)
        return breakable(rendered) if language == "ja" else rendered
    return text


def join_names(names: Sequence[str]) -> str:
    """Return seat names as one list in the UI language ("Anna and Bea" / "アンナ、ベア")."""
    return join_words(list(names), current_language())


def sentence(text: str) -> str:
    """Return a refusal or hint as a sentence: its first letter capitalised (English).

    Engine reasons are clauses ("riders may not be placed on a water hole") so that they can
    be joined into longer texts; shown alone, under the board or in the status line, they read
    as a sentence (the TtD stranger, issue 35). Japanese has no case and is returned as it is.
    """
    for i, char in enumerate(text):
        if char.isalpha():
            return text[:i] + char.upper() + text[i + 1 :] if char.islower() else text
        if not (char.isspace() or char in "\u2060\u200b"):
            return text
    return text
