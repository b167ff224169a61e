"""Japanese for the engine English of Through the Desert (a table read by `app.ui.i18n`).

Game terms follow the Japanese rulebook: ラクダ, 騎手, 水場, オアシス, キャラバン, 領地.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = ["GROUPS", "PATTERNS", "WORDS"]

_COLOURS = {
    "green": "緑",
    "pink": "ピンク",
    "yellow": "黄",
    "purple": "紫",
    "turquoise": "水色",
    "red": "赤",
    "blue": "青",
}

WORDS: Mapping[str, str] = {
    **_COLOURS,
    "Water holes": "水場",
    "Oases": "オアシス",
    "Areas": "領地",
    "Largest caravans": "最長キャラバン",
}
"""Whole texts (score sources, colours) and their Japanese."""

GROUPS: Mapping[str, Callable[[str], str]] = {
    "colour": lambda v: _COLOURS.get(v, v),
}
"""How captured pieces are translated, by group name (trailing digits ignored)."""

PATTERNS: tuple[tuple[str, str], ...] = (
    # log lines, headings, prompts
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
    # refusal reasons
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
)
"""Whole-line patterns and their Japanese templates (`{group}` is the translated capture)."""
