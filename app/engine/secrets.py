"""Secrets in words: the phrases the privacy walk looks for (issue 34 §5), Qt-free.

A game's `secret_texts(state, seat)` lists what `view_for` hides from every seat but `seat`,
rendered as the UI renders it. `phrases` renders messages in every language with the seat's
name left out (a name is public): the longest run of words between names is the phrase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import LANGUAGES, render

if TYPE_CHECKING:
    from collections.abc import Iterable

    from app.engine.text import Text

__all__ = ["phrases"]

_NAME = "\x01"
"""Stands for every seat's name while rendering (never in a real text)."""
_SEATS = 8


def phrases(texts: Iterable[Text]) -> set[str]:
    """Return each of `texts` in every language, seat names cut out (longest piece kept)."""
    out: set[str] = set()
    for text in texts:
        for lang in LANGUAGES:
            pieces = render(text, lang, [_NAME] * _SEATS).split(_NAME)
            out.add(max(pieces, key=len).strip())
    return out
