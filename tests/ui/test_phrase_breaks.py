"""Japanese wraps between phrases, never inside a word (issue 22; `app.engine.phrases`).

Every Japanese string of every catalogue (the games', the engine's, the app's Qt catalogue), as
the UI shows it, is laid out by Qt at several widths: each line must end at a phrase boundary
(only a phrase longer than `LONGEST_PHRASE` may break inside; a wider one overflows, as an
English word does), and no line
may begin with closing punctuation.
"""

from __future__ import annotations

import itertools
import json
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from app.engine.phrases import BREAK, JOINER, LONGEST_PHRASE, breakable, phrases, plain
from app.engine.printlayout import break_tokens
from app.engine.resources import resource_path

pytestmark = pytest.mark.gui

WIDTHS = (90, 160, 260)
"""Line widths in pixels: a card, a narrow panel, the side column."""
_TAG = re.compile(r"<[^>]*>")
_BLOCK = re.compile(r"</p>\s*<p>|<br\s*/?>", re.IGNORECASE)
NO_START = "、。，．）」』】：；？！"
NO_END = "（「『【〔"


def _catalogue_strings() -> list[str]:
    texts: list[str] = []
    for path in sorted(resource_path("").glob("*/texts.ja.json")):
        texts += [v for v in json.loads(path.read_text(encoding="utf-8")).values() if v]
    root = ET.parse(resource_path("i18n") / "hotseat_ja.ts").getroot()
    texts += [m.text for m in root.iter("translation") if m.text]
    return [t for t in texts if any(ord(c) > 0x2E80 for c in t)]


def _lines(text: str, width: int, font: QFont) -> list[str]:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # a word-wrapped QLabel's mode
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def _allowed(marked: str) -> tuple[set[int], list[range]]:
    """Where the marked text lets a line end (plain-text offsets), and its too-long phrases."""
    bounds, at, start, spans = set(), 0, 0, []
    for char in marked:
        if char == JOINER:
            continue
        if char == BREAK:
            bounds.add(at)
        else:
            at += 1
            if char in " \u3000\n":
                bounds.add(at)
        if at in bounds:
            if at - start > LONGEST_PHRASE:
                spans.append(range(start, at))
            start = at
    if at - start > LONGEST_PHRASE:
        spans.append(range(start, at))
    return bounds, spans


def _bad_breaks(text: str, width: int, font: QFont) -> list[str]:
    """The places where `text`, marked and laid out at `width`, breaks badly."""
    # rich text: Qt lays out what is between the tags (the marks never go inside one); a
    # paragraph's or a line's end is a line end whatever the phrases, so it becomes "\n"
    marked = _TAG.sub("", _BLOCK.sub("\n", breakable(text)))
    text = _TAG.sub("", _BLOCK.sub("\n", text))
    bounds, long_spans = _allowed(marked)
    bad, at = [], 0
    for line in _lines(marked, width, font)[:-1]:
        at += len(plain(line))
        rest = text[at:].lstrip()
        if rest[:1] in NO_START:
            bad.append(f"line starts with {rest[:1]}: {text!r} at {width}px")
        if text[:at].rstrip()[-1:] in NO_END:
            bad.append(f"line ends with {text[:at].rstrip()[-1:]}: {text!r} at {width}px")
        if at not in bounds and not any(at in span for span in long_spans):
            bad.append(f"{text[:at]!r} / {text[at:]!r} at {width}px")
    return bad


def test_marks_fall_between_budoux_phrases():
    # where a string has no markup, the allowed breaks are exactly BudouX's phrase ends
    for text in (
        "手元に残すカードを1枚選んでください。残りは左隣に渡します。",
        "パステルバイオレットの駒",
    ):
        ends = set(itertools.accumulate(len(p) for p in phrases(text)))
        bounds, _ = _allowed(breakable(text))
        assert bounds == ends - {len(text)}


def test_every_catalogue_string_breaks_between_phrases(qapp):
    font = QFont("Noto Sans CJK JP", 10)
    strings = _catalogue_strings()
    assert len(strings) > 1000  # every game's catalogue is there
    bad = [b for text in strings for width in WIDTHS for b in _bad_breaks(text, width, font)]
    assert bad == [], bad[:10]


def test_without_the_marks_qt_breaks_inside_words(qapp):
    # the test above can fail: unmarked, Qt cuts 「配置」 (issue 22's example)
    font = QFont("Noto Sans CJK JP", 10)
    text = "Annaがパステルグリーンのラクダを D12に配置"
    cuts = {plain(line)[-1:] for width in range(60, 200, 7) for line in _lines(text, width, font)}
    assert "配" in cuts
    marked = {line[-1:] for w in range(60, 200, 7) for line in _lines(breakable(text), w, font)}
    assert "配" not in {plain(c) for c in marked}


def test_marks_are_invisible_and_reversible():
    for text in ("手元に残すカードを1枚選んでください。", "{who}が<b>配置</b>&nbsp;する", "Anna"):
        assert plain(breakable(text)) == text
    assert breakable("hello world") == "hello world"  # no Japanese, no marks
    marked = breakable("{0}：{1}を配置")
    assert "{0}" in marked
    assert "{1}" in marked  # placeholders stay whole for .format
    assert JOINER not in breakable("<b>配置</b>").split(">")[0]  # never inside a tag
    assert BREAK in breakable("手元に残すカードを選ぶ")


def test_printed_sheets_break_between_phrases_too():
    text = "手元に残すカードを1枚選んでください。残りは左隣に渡します。"
    tokens = break_tokens(text)
    assert "".join(tokens) == text
    assert set(tokens) <= set(phrases(text))
    assert break_tokens("hello big world") == ["hello ", "big ", "world"]


def test_no_mark_next_to_a_tag_nor_an_opening_bracket_at_a_line_end():
    # a mark alone between two block tags made an empty paragraph in the rules dialog
    marked = breakable("<h4>遊び方</h4>\n<ul>\n<li><b>手の指し方：</b>ストック</li>\n</ul>")
    for mark in (JOINER, BREAK):
        assert f">{mark}" not in marked
        assert f"{mark}<" not in marked
    assert "\n<ul>\n<li>" in marked
    parts = phrases("情報を交代画面（「…に交代してください」）が隠します。")
    assert not any(p[-1] in "（「" for p in parts)
    assert "（「…に" in parts
