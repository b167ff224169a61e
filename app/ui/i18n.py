"""Translation of the engine's English (prompts, refusal reasons, log lines, score sources).

The rules code is Qt-free and speaks English. The GUI shows its text through
`translate_engine_text`: whole texts looked up in word tables, else whole-line patterns with
Japanese templates. Each game keeps its table in its own module (`i18n_ttd`, `i18n_barrage`):
`WORDS` (whole texts), `PATTERNS` (regex, template) and `GROUPS` (how a captured piece is
translated, by group name without trailing digits). A captured `text` is translated again as
a whole line, a `who` of the form "Player N" becomes "プレイヤーN", other pieces (names, cell
names, numbers) are kept. Optional groups that did not match give "". Text no table knows
stays English.

The language is the application's default `QLocale` (the shell sets it when the user picks a
language), so no module state is kept here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from app.ui import i18n_barrage, i18n_ttd

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = ["current_language", "name_seats", "translate_engine_text"]

_TABLES = (i18n_ttd, i18n_barrage)

_WORDS_JA: Mapping[str, str] = {
    **{k: v for table in _TABLES for k, v in table.WORDS.items()},
    "Total": "合計",
}
_WORDS_EN: Mapping[str, str] = i18n_barrage.WORDS_EN

_PATTERNS_JA: tuple[tuple[str, str], ...] = (
    *(p for table in _TABLES for p in table.PATTERNS),
    # any game
    (r"Game end|Game over", "ゲーム終了"),
    (r"it is not your turn", "あなたの手番ではありません"),
    (r"the game is over", "ゲームは終了しています"),
    (r"(?P<what>.+) is not allowed now", "{what}は今は行えません"),
    (r"Player (?P<n>\d+)", "プレイヤー{n}"),
)
_COMPILED_JA = tuple((re.compile(p), t) for p, t in _PATTERNS_JA)
_PLAYER = re.compile(r"Player (\d+)")
_GROUPS: Mapping[str, Callable[[str], str]] = {
    **{k: v for table in _TABLES for k, v in table.GROUPS.items()},
    "who": lambda v: _PLAYER.sub(r"プレイヤー\1", v) if _PLAYER.fullmatch(v) else v,
}
_TRAILING_DIGITS = re.compile(r"\d+$")


def current_language() -> str:
    """Return "ja" when the application's default locale is Japanese, else "en"."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def translate_engine_text(text: str, language: str | None = None) -> str:
    """Return engine English `text` in the UI language (unknown text stays English).

    In English only engine ids meant for people (VP sources such as `energy_track`) are
    reworded; everything else is returned unchanged.

    Args:
        text: A prompt, reason, log line, heading or score source from the rules code.
        language: "ja" or "en"; None means the application's current language.
    """
    lang = language or current_language()
    if lang != "ja" or not text:
        return _WORDS_EN.get(text, text)
    return _to_japanese(text)


def _to_japanese(text: str) -> str:
    if text in _WORDS_JA:
        return _WORDS_JA[text]
    for pattern, template in _COMPILED_JA:
        match = pattern.fullmatch(text)
        if match is not None:
            return template.format(**{k: _piece(k, v) for k, v in match.groupdict().items()})
    return text


def _piece(group: str, value: str | None) -> str:
    """Return a captured piece in Japanese (see the module docstring)."""
    if value is None:
        return ""
    if group == "text":
        return _to_japanese(value)
    convert = _GROUPS.get(_TRAILING_DIGITS.sub("", group))
    return convert(value) if convert is not None else value


_SEAT_TOKEN = re.compile(r"\bPlayer (\d)(?!\d)|^P(\d)(?![\w])|\bseat (\d)(?!\d)|\bP(\d)(?='s\b)")


def name_seats(text: str, names: list[str]) -> str:
    """Replace engine seat tokens ("Player 2", a leading "P2", "seat 1") with seat names.

    "Player N", "PN" (at the start, or as "PN's") are 1-based; "seat N" is the 0-based seat
    index. Tokens naming a seat that does not exist are left alone.
    """

    def swap(match: re.Match[str]) -> str:
        if match.group(3) is not None:
            index = int(match.group(3))
        else:
            index = int(match.group(1) or match.group(2) or match.group(4)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return _SEAT_TOKEN.sub(swap, text)
