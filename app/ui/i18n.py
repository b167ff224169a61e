"""Translation of the engine's English (prompts, refusal reasons, log lines, score sources).

The rules code is Qt-free and speaks English. The GUI shows its text through
`translate_engine_text`, a table of whole-line patterns with Japanese templates; captured
pieces named `colour` or `source` are translated word by word, the rest (names, cell names,
numbers) is kept. Text no pattern knows stays English. Game terms follow the Japanese
rulebook: ラクダ, 騎手, 水場, オアシス, キャラバン, 領地.

The language is the application's default `QLocale` (the shell sets it when the user picks a
language), so no module state is kept here.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

__all__ = ["current_language", "name_seats", "translate_engine_text"]

_WORDS_JA = {
    "green": "緑",
    "pink": "ピンク",
    "yellow": "黄",
    "purple": "紫",
    "turquoise": "水色",
    "red": "赤",
    "blue": "青",
    "Water holes": "水場",
    "Oases": "オアシス",
    "Areas": "領地",
    "Largest caravans": "最長キャラバン",
    "Total": "合計",
}

_PATTERNS_JA: tuple[tuple[str, str], ...] = (
    # Through the Desert: log lines, headings, prompts
    (
        r"(?P<who>.+) places the (?P<colour>\w+) rider on (?P<cell>\w+)",
        "{who}が{colour}の騎手を{cell}に置く",
    ),
    (
        r"(?P<who>.+) places an? (?P<colour>\w+) camel on (?P<cell>\w+)",
        "{who}が{colour}のラクダを{cell}に置く",
    ),
    (
        r"Rider placement, round (?P<r>\d+) of (?P<n>\d+)",
        "騎手の配置 第{r}ラウンド（全{n}ラウンド）",
    ),
    (r"Camel turn (?P<n>\d+)", "ラクダの手番 {n}"),
    (
        r"(?P<who>.+): place a rider camel \(round (?P<r>\d+) of (?P<n>\d+)\)",
        "{who}：騎手を置いてください（第{r}ラウンド／全{n}ラウンド）",
    ),
    (r"(?P<who>.+): place (?P<n>\d+) camels?", "{who}：ラクダを{n}頭置いてください"),
    (r"Game end|Game over", "ゲーム終了"),
    # Through the Desert: refusal reasons
    (
        r"that space is not free \(camel, oasis, mountain or off the board\)",
        "そのマスは空いていません（ラクダ・オアシス・山・盤外）",
    ),
    (
        r"that space is inside an area another player has enclosed",
        "そのマスは他のプレイヤーが囲んだ領地の中です",
    ),
    (
        r"it would touch another player's caravan of the same colour",
        "他のプレイヤーの同じ色のキャラバンに接してしまいます",
    ),
    (
        r"a camel must be placed next to your own caravan of the same colour",
        "ラクダは自分の同じ色のキャラバンの隣に置かなければなりません",
    ),
    (r"you have no caravan of that colour", "その色のキャラバンを持っていません"),
    (r"no camels of that colour are left", "その色のラクダはもう残っていません"),
    (
        r"riders go on a free space \(not a camel, oasis or mountain\)",
        "騎手は空いているマスに置きます（ラクダ・オアシス・山には置けません）",
    ),
    (r"riders may not be placed on a water hole", "騎手は水場には置けません"),
    (r"riders may not be placed next to an oasis", "騎手はオアシスの隣には置けません"),
    (r"riders may not be placed next to another rider", "騎手は他の騎手の隣には置けません"),
    (r"you have no rider of that colour left to place", "その色の騎手はもう残っていません"),
    (
        r"in the first round, choose a colour no other player has placed yet",
        "第1ラウンドでは、他のプレイヤーがまだ置いていない色を選んでください",
    ),
    (
        r"riders are placed only before the camel turns",
        "騎手はラクダの手番が始まる前にしか置けません",
    ),
    (r"place your riders first", "先に騎手を置いてください"),
    (r"no such space", "そのマスはありません"),
    # Any game
    (r"it is not your turn", "あなたの手番ではありません"),
    (r"the game is over", "ゲームは終了しています"),
    (r"(?P<what>.+) is not allowed now", "{what}は今は行えません"),
    (r"Player (?P<n>\d+)", "プレイヤー{n}"),
)
_COMPILED_JA = tuple((re.compile(p), t) for p, t in _PATTERNS_JA)
_TRANSLATED_GROUPS = frozenset({"colour", "source"})


def current_language() -> str:
    """Return "ja" when the application's default locale is Japanese, else "en"."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def translate_engine_text(text: str, language: str | None = None) -> str:
    """Return engine English `text` in the UI language (unknown text stays English).

    Args:
        text: A prompt, reason, log line, heading or score source from the rules code.
        language: "ja" or "en"; None means the application's current language.
    """
    lang = language or current_language()
    if lang != "ja" or not text:
        return text
    if text in _WORDS_JA:
        return _WORDS_JA[text]
    for pattern, template in _COMPILED_JA:
        match = pattern.fullmatch(text)
        if match is not None:
            parts = {
                key: _WORDS_JA.get(value, value) if key in _TRANSLATED_GROUPS else value
                for key, value in match.groupdict().items()
            }
            return template.format(**parts)
    return text


_SEAT_TOKEN = re.compile(r"\bPlayer (\d)(?!\d)|^P(\d)(?![\w])|\bseat (\d)(?!\d)")


def name_seats(text: str, names: list[str]) -> str:
    """Replace engine seat tokens ("Player 2", a leading "P2", "seat 1") with seat names.

    "Player N" and "PN" are 1-based; "seat N" is the 0-based seat index. Tokens naming a seat
    that does not exist are left alone.
    """

    def swap(match: re.Match[str]) -> str:
        if match.group(3) is not None:
            index = int(match.group(3))
        else:
            index = int(match.group(1) or match.group(2)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return _SEAT_TOKEN.sub(swap, text)
