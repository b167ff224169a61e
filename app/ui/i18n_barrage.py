"""Japanese for the engine English of Barrage (a table read by `app.ui.i18n`).

Covers `app.games.barrage.text` (log lines, headings, prompts), the actions' `str()` (quoted in
refusal reasons), the refusal reasons of `rules.apply`, `rules.placement` and
`rules.construction`, and the VP sources of the end breakdown. Terms follow the Japanese rules
summary (seed 000): ダム基礎, ダム上部, 導管, 発電所, 技術者, 掘削機, ミキサー, 重機, 源流,
建設ホイール, 契約, 重役. Map spaces (`B3U`, `C5L`, `P9_0`), headstreams (`HA`) and contract
numbers are ids and stay as they are; an action space id keeps its suffix after the Japanese
name of its board section (`turbine_b2c` -> `発電 b2c`). People's names are in katakana.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = ["GROUPS", "PATTERNS", "WORDS", "WORDS_EN"]

_STRUCTURES = {
    "base": "ダム基礎",
    "elevation": "ダム上部",
    "conduit": "導管",
    "powerhouse": "発電所",
    "joker": "ワイルド",
}
_SECTIONS = {
    "turbine": "発電",
    "water": "水源",
    "bank": "銀行",
    "workshop": "工場",
    "contract": "契約",
    "machinery": "建機",
    "patent": "特許",
}
_OFFICERS = {
    "wilhelm_adler": "ヴィルヘルム・アドラー",
    "graziano_del_monte": "グラツィアーノ・デル・モンテ",
    "viktor_fiesler": "ヴィクトール・フィースラー",
    "jill_mcdowell": "ジル・マクダウェル",
    "solomon_p_jordan": "ソロモン・P・ジョーダン",
    "anton_krylov": "アントン・クリロフ",
    "mahiri_sekibo": "マヒリ・セキボ",
    "tommaso_battista": "トンマーゾ・バッティスタ",
    "simone_luciani": "シモーネ・ルチアーニ",
    "margot_fouche": "マルゴ・フーシェ",
    "leslie_spencer": "レスリー・スペンサー",
}
_OFFICER_NAMES = {
    "Wilhelm Adler": "wilhelm_adler",
    "Graziano Del Monte": "graziano_del_monte",
    "Viktor Fiesler": "viktor_fiesler",
    "Jill McDowell": "jill_mcdowell",
    "Solomon P. Jordan": "solomon_p_jordan",
    "Anton Krylov": "anton_krylov",
    "Mahiri Sekibo": "mahiri_sekibo",
    "Tommaso Battista": "tommaso_battista",
    "Simone Luciani": "simone_luciani",
    "Margot Fouche": "margot_fouche",
    "Leslie Spencer": "leslie_spencer",
}
_COMPANIES = {
    "usa": "アメリカ",
    "germany": "ドイツ",
    "italy": "イタリア",
    "france": "フランス",
    "netherlands": "オランダ",
}
_COMPANY_NAMES = {
    "USA": "usa",
    "Germany": "germany",
    "Italy": "italy",
    "France": "france",
    "Netherlands": "netherlands",
}
_KINDS = {
    # actions
    "pick_company": "企業の選択",
    "bid": "入札",
    "construct": "建設",
    "produce": "発電",
    "manage_water": "水源",
    "bank": "銀行",
    "turn_wheel": "ホイールを回すこと",
    "take_contracts": "契約の取得",
    "buy_machinery": "重機の購入",
    "buy_patent": "特許の購入",
    "pass": "パス",
    "copy_officer": "重役のコピー",
    "fulfil_contract": "契約の達成",
    "free_build": "無料の建設",
    "skip": "見送り",
    "choose_machinery": "重機の選択",
    "place_drops": "水の配置",
    # decisions
    "auction": "手番順オークション",
    "draft": "企業の選択",
    "turn": "手番",
    "contract_choice": "契約の達成",
    "extra_production": "追加の発電",
}
_PHASES = {
    "setup": "準備",
    "auction": "手番順オークション",
    "draft": "企業の選択",
    "income": "収入フェイズ",
    "actions": "アクションフェイズ",
    "water flow": "水流フェイズ",
    "scoring": "得点フェイズ",
    "over": "ゲーム終了",
}
_SOURCES = {
    "start": ("Start", "初期VP"),
    "auction": ("Auction bids", "オークションの入札"),
    "income": ("Income", "収入"),
    "contracts": ("Contracts", "契約"),
    "conduit_fees": ("Conduit fees", "導管の使用料"),
    "ranking": ("Energy ranking", "発電順位"),
    "energy_track": ("Energy track", "発電トラック"),
    "bonus_tiles": ("Bonus tiles", "ボーナスタイル"),
    "advanced_tiles": ("Advanced tiles", "上級技術タイル"),
    "objective": ("Objective", "目的タイル"),
    "resources": ("Leftover resources", "残りの資産"),
    "water": ("Water in own dams", "自分のダムの水"),
}
_ADVANCED = re.compile(r"adv(?P<level>[123])_(?P<structure>\w+)")


def _tile(tile: str) -> str:
    """Return a technology tile id in Japanese (`adv2_base` -> 上級IIダム基礎)."""
    if tile == "anton_tile":
        return "アントンのコピー"
    match = _ADVANCED.fullmatch(tile)
    if match is not None:
        structure = _STRUCTURES.get(match["structure"], match["structure"])
        return f"上級{'I' * int(match['level'])}{structure}"
    return _STRUCTURES.get(tile, tile)


def _space(space: str) -> str:
    """Return an action space id with its board section in Japanese (`water_p2` -> 水源 p2)."""
    section, _, rest = space.partition("_")
    name = _SECTIONS.get(section)
    if name is None:
        return space
    return f"{name} {rest}" if rest else name


def _listed(text: str) -> str:
    return text.replace(", ", "、")


WORDS: Mapping[str, str] = {
    **{key: ja for key, (_en, ja) in _SOURCES.items()},
    **{name: _OFFICERS[oid] for name, oid in _OFFICER_NAMES.items()},
    **{name: _COMPANIES[cid] for name, cid in _COMPANY_NAMES.items()},
    "Setup": "準備",
}
"""Whole texts (VP sources, officer and company names, a heading) and their Japanese."""

WORDS_EN: Mapping[str, str] = {key: en for key, (en, _ja) in _SOURCES.items()}
"""VP source ids in readable English (the end-of-game breakdown)."""

GROUPS: Mapping[str, Callable[[str], str]] = {
    "structure": lambda v: _STRUCTURES.get(v, v),
    "tile": _tile,
    "copies": lambda v: f"→{_tile(v)}",
    "space": _space,
    "at": lambda v: f"（{_space(v)}）",
    "officer": lambda v: _OFFICERS.get(v, v),
    "company": lambda v: _COMPANIES.get(v, v),
    "kind": lambda v: _KINDS.get(v, v),
    "phase": lambda v: _PHASES.get(v, v),
    "list": _listed,
    "bought": lambda v: f"＋{v}×3クレジット",
}
"""How captured pieces are translated, by group name (trailing digits ignored)."""

_W = r"(?P<who>.+)"
_HEADS = r"(?P<list>H\w(?:, H\w)*)"
_NUMBERS = r"(?P<list>\d+(?:, \d+)*)"

_LOG: tuple[tuple[str, str], ...] = (
    (
        _W + r" builds an? (?P<structure>\w+) on (?P<cell>\w+) with the (?P<tile>\w+) tile",
        "{who}が{cell}に{structure}を建設（{tile}タイル）",
    ),
    (
        _W + r" puts water on " + _HEADS + r" \((?P<space>\w+)\)",
        "{who}が源流{list}に水を置く（{space}）",
    ),
    (_W + r" takes (?P<n>\d+) credit\(s\) from the bank", "{who}が銀行から{n}クレジットを得る"),
    (
        _W + r" turns the construction wheel \((?P<space>\w+)\)",
        "{who}が建設ホイールを回す（{space}）",
    ),
    (
        _W + r" takes contract\(s\) " + _NUMBERS + r", discards (?P<list2>\d+(?:, \d+)*)",
        "{who}が契約{list}を取り、{list2}を捨てる",
    ),
    (_W + r" takes contract\(s\) " + _NUMBERS, "{who}が契約{list}を取る"),
    (
        _W + r" buys (?P<e>\d+) excavator\(s\) and (?P<m>\d+) mixer\(s\)",
        "{who}が掘削機{e}個とミキサー{m}個を買う",
    ),
    (
        _W + r" buys an advanced technology tile \((?P<space>\w+)\)",
        "{who}が上級技術タイルを買う（{space}）",
    ),
    (_W + r" copies the ability of (?P<officer>\w+)", "{who}が{officer}の能力をコピーする"),
    (_W + r" passes", "{who}はパス"),
    (
        _W + r" bids (?P<vp>\d+) VP for (?:turn )?position (?P<pos>\d+)",
        "{who}が手番{pos}番に{vp}VPを入札",
    ),
    (
        _W + r" takes (?P<company>\w+) and starting contract (?P<contract>\d+)",
        "{who}が{company}と初期契約{contract}を取る",
    ),
    (_W + r" fulfils contract (?P<contract>\d+)", "{who}が契約{contract}を達成"),
    (_W + r" builds for free on (?P<cell>\w+)", "{who}が{cell}に無料で建設"),
    (_W + r" declines", "{who}は見送る"),
    (
        _W + r" takes (?P<e>\d+) excavator\(s\), (?P<m>\d+) mixer\(s\)",
        "{who}が掘削機{e}個とミキサー{m}個を得る",
    ),
    (_W + r" puts drops on " + _HEADS, "{who}が源流{list}に水を置く"),
    (
        _W + r" produces (?P<energy>-?\d+) energy with (?P<d>\d+) drop\(s\)(?: at (?P<at>\w+))?:"
        r" (?P<dam>\w+) -> (?P<conduit>\w+) -> (?P<ph>\w+)",
        "{who}が水{d}個で発電量{energy}を得る{at}：{dam} → {conduit} → {ph}",
    ),
)

_ACTION_STR: tuple[tuple[str, str], ...] = (
    (
        _W + r" builds an? (?P<structure>\w+) on (?P<cell>\w+)"
        r" \((?P<tile>\w+)(?: as (?P<copies>\w+))?;"
        r" (?P<e>\d+)E (?P<m>\d+)M(?: \+(?P<bought>\d+)x3C)?\)",
        "{who}が{cell}に{structure}を建設（{tile}{copies}タイル、掘削機{e}・ミキサー{m}{bought}）",
    ),
    (
        _W
        + r" produces with (?P<d>\d+) drop\(s\): (?P<dam>\w+) -> (?P<conduit>\w+) -> (?P<ph>\w+)",
        "{who}が水{d}個で発電：{dam} → {conduit} → {ph}",
    ),
    (_W + r" adds water to " + _HEADS, "{who}が源流{list}に水を加える"),
    (_W + r" turns the wheel \((?P<space>\w+)\)", "{who}がホイールを回す（{space}）"),
    (
        _W + r" buys (?P<e>\d+) excavator\(s\), (?P<m>\d+) mixer\(s\)",
        "{who}が掘削機{e}個とミキサー{m}個を買う",
    ),
    (_W + r" buys a patent \((?P<space>\w+)\)", "{who}が特許を買う（{space}）"),
    (_W + r" copies (?P<officer>\w+)", "{who}が{officer}をコピーする"),
)

_PROMPTS: tuple[tuple[str, str], ...] = (
    (_W + r": bid VP for a turn position", "{who}：手番順にVPを入札してください"),
    (
        _W + r": take a company with its officer and a starting contract",
        "{who}：企業（重役つき）と初期契約を選んでください",
    ),
    (
        _W + r": place engineers on an action space",
        "{who}：アクションスペースに技術者を置いてください",
    ),
    (_W + r": choose machineries", "{who}：重機を選んでください"),
    (_W + r": put drops on headstreams", "{who}：源流に水を置いてください"),
    (_W + r": fulfil a contract or decline", "{who}：契約を達成するか、見送ってください"),
    (_W + r": produce again or decline", "{who}：もう一度発電するか、見送ってください"),
    (
        _W + r": build the free structure or decline",
        "{who}：無料の建物を建てるか、見送ってください",
    ),
    (r"Round (?P<n>\d+): (?P<phase>[a-z ]+)", "ラウンド{n}：{phase}"),
)

_REASONS: tuple[tuple[str, str], ...] = (
    (
        r"(?P<kind>\w+) does not answer a turn of the action phase",
        "アクションフェイズの手番では{kind}はできません",
    ),
    (
        r"you can pass only when you have no engineers left",
        "技術者が残っていないときだけパスできます",
    ),
    (r"there is no action space '(?P<id>.*)'", "アクションスペース「{id}」はありません"),
    (
        r"(?P<text>.+) cannot be carried out in full now \((?P<kind>\w+)\)",
        "今は「{text}」を実行できません（{kind}の最中）",
    ),
    (r"nobody is to act", "手番のプレイヤーがいません"),
    (r"it is not (?P<who>.+)'s decision", "{who}が決める番ではありません"),
    (
        r"space (?P<space>\w+) needs at least (?P<n>\d+) engineer\(s\)",
        "{space}には技術者が{n}人以上必要です",
    ),
    (
        r"space (?P<space>\w+) needs (?P<n>\d+) engineer\(s\); you have (?P<m>\d+)",
        "{space}には技術者が{n}人必要です（残り{m}人）",
    ),
    (
        r"space (?P<space>\w+) costs (?P<n>\d+) credit\(s\); you have (?P<m>\d+)",
        "{space}には{n}クレジットかかります（所持{m}クレジット）",
    ),
    (
        r"the patent office is not used in the introductory game",
        "入門用ゲームでは特許事務所を使いません",
    ),
    (
        r"space (?P<space>\w+) is not used with (?P<n>\d+) players",
        "{n}人プレイでは{space}を使いません",
    ),
    (
        r"space (?P<space>\w+) is already taken this round",
        "{space}はこのラウンドすでに使われています",
    ),
    (
        r"the (?P<tile>\w+) tile is not in your supply \(tiles on the wheel cannot be used\)",
        "{tile}タイルが手元にありません（ホイール上のタイルは使えません）",
    ),
    (
        r"the (?P<tile>\w+) tile does not build an? (?P<structure>\w+)",
        "{tile}タイルでは{structure}を建設できません",
    ),
    (
        r"no (?P<structure>\w+) piece is left on your company board",
        "企業ボードに{structure}のコマが残っていません",
    ),
    (
        r"no construction space of your company board can take your engineers",
        "企業ボードの建設スペースに技術者を置けません",
    ),
    (
        r"an? (?P<structure>\w+) cannot be built on (?P<cell>\w+)",
        "{cell}には{structure}を建設できません",
    ),
    (
        r"you cannot pay this construction \(machinery or credits\)",
        "この建設の支払い（重機またはクレジット）ができません",
    ),
)

PATTERNS: tuple[tuple[str, str], ...] = _LOG + _ACTION_STR + _PROMPTS + _REASONS
"""Whole-line patterns and their Japanese templates (`{group}` is the translated capture)."""
