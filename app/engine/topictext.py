"""A topic's words: its title from the rules summary and the coach's text (issue 20 §1).

The text of a topic is written for the coach in the game's catalogues (`topic.<id>` in
`texts.<lang>.json`: two to four plain sentences), a template whose numbers are named fields
filled from the game's data (`GameBase.topic_args`), so no cost or threshold is written twice.
Its title is the lead of its paragraph in the rules summary (`rules_<lang>.html`, the anchor
named after the topic), which the "?" beside the prompt opens. A game whose catalogue has no
text for a topic shows that paragraph instead. Split from `app.engine.coach`, which chooses
when a topic is shown. Qt-free.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from app.engine.resources import resource_path
from app.engine.text import Text, catalogue, render

if TYPE_CHECKING:
    from app.engine.game import GameBase, Options

__all__ = [
    "TopicText",
    "coach_key",
    "summary_html",
    "summary_template",
    "topic_group",
    "topic_key",
    "topic_text",
]

_BLOCK = re.compile(r"<(p|li|h3|h4)>")
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class TopicText:
    """A topic in one language: its title (the summary paragraph's bold lead) and its text.

    The text starts with the title in bold, so a panel shows the text alone and the title only
    where a list of topics needs it.
    """

    topic: str
    title: str
    body: str
    """Rich text: the title, then the catalogue's sentences (or the summary's paragraph, with
    its own markup, where the catalogue has none)."""


def _block_after(source: str, start: int) -> str:
    """Return the paragraph (list item, or heading's section) whose text starts at `start`.

    The block's tag is the one just before `start` (its anchor, if any, is skipped).
    """
    anchored = source[:start].endswith("</a>")
    opening = source.rfind("<", 0, source.rfind("<a name", 0, start) if anchored else start)
    tag = source[opening + 1 : source.find(">", opening)] or "p"
    end = source.find(f"</{tag}>", start)
    end = len(source) if end < 0 else end
    if tag == "h3":  # the title: the paragraph under it
        first = source.find("<p>", end)
        return _block_after(source, first + 3) if first >= 0 else ""
    if tag == "h4":  # a section: everything up to the next heading
        nxt = re.search(r"<h[34]>", source[end:])
        return source[end + 5 : end + nxt.start() if nxt else len(source)]
    body = source[start:end]
    after = source[end + len(tag) + 3 :].lstrip()
    if tag == "p" and after.startswith(("<ol>", "<ul>")):  # "A round has four phases." + list
        close = after.find("</ol>" if after.startswith("<ol>") else "</ul>") + 5
        body += "</p>" + after[:close]
    return body


@cache  # eight small files, read once per process
def summary_template(game_id: str, language: str) -> str:
    """Return the rules summary's template (`rules_<language>.html`) as written, fields unfilled.

    Its numbers are fields, `{rounds}`, filled from the game's data by `summary_html`.
    """
    name = "rules_ja.html" if language == "ja" else "rules_en.html"
    return resource_path(game_id, name).read_text(encoding="utf-8")


_FIELD = re.compile(r"\{(\w+)\}")
_FILLED: dict[tuple[str, str], str] = {}
"""The filled summaries (a game's data never changes while the program runs): eight texts."""


def summary_html(game: GameBase[Any, Any], language: str) -> str:
    """Return the rules summary (HTML) in "en" or "ja", its numbers filled from the game's data.

    The summary is a template like the coach's topic texts: each number is a field named as
    in `GameBase.topic_args` (without options: the facts of every player count), so the "?"
    window cannot disagree with the rules it summarises. An unknown field stays as written.
    """
    lang = "ja" if language == "ja" else "en"
    if (game.id, lang) not in _FILLED:
        args = game.topic_args()

        def fill(match: re.Match[str]) -> str:
            name = match.group(1)
            if name not in args:
                return match.group(0)
            return html.escape(render(args[name], lang), quote=False)

        template = summary_template(game.id, lang)
        _FILLED[game.id, lang] = _FIELD.sub(fill, template)
    return _FILLED[game.id, lang]


_ANCHORED = re.compile(r'<(\w+)>\s*<a name="([^"]+)"></a>')


@cache  # one per game, from a file read once
def _group_heads(game_id: str) -> dict[str, str]:
    """Topic -> the topic whose paragraph its list item continues, by the summary's layout."""
    heads, head = {}, ""
    for match in _ANCHORED.finditer(summary_template(game_id, "en")):
        tag, topic = match.groups()
        if tag == "li" and head:
            heads[topic] = head
        else:
            head = topic
    return heads


def topic_group(game_id: str, topic: str) -> str:
    """Return the topic that heads `topic`'s group, or `topic` itself.

    The head is the summary's paragraph that `topic`'s list item follows ("round" for
    "income", "water_flow"…). The coach's Topics menu puts a group in a submenu, so that it
    fits the screen (issue 36).
    """
    return _group_heads(game_id).get(topic, topic)


def topic_key(topic: str, variant: str | None = None) -> str:
    """The catalogue key of a topic's coach text (of its `variant`, `GameBase.topic_variant`)."""
    return f"topic.{topic}" if variant is None else f"topic.{topic}.{variant}"


def coach_key(game: GameBase[Any, Any], topic: str, lang: str, options: Options) -> str:
    """Return the key of the text a game with `options` reads: its variant's, if it has one."""
    variant = game.topic_variant(options)
    own = topic_key(topic, variant)
    return own if variant is not None and catalogue(game.id, lang).get(own) else topic_key(topic)


def topic_text(
    game: GameBase[Any, Any], topic: str, language: str, options: Options | None = None
) -> TopicText:
    """Return `topic`'s title (from the summary) and the coach's text of it in `language`.

    The catalogue's text is the one for a game with `options` (the game's largest player count
    when None): its variant's, if the topic has one (`GameBase.topic_variant`), rendered with
    the game's `topic_args` for those options (its numbers, from the data), so a two-player
    game reads only the two-player rule.
    """
    options = options if options is not None else game.Options(players=game.max_players)
    game_id = game.id
    source = summary_html(game, language)
    mark = f'<a name="{topic}"></a>'
    at = source.find(mark)
    if at < 0:
        return TopicText(topic, topic, "")
    start = at + len(mark)
    heading = source[start : source.find("</", start)]
    body = _block_after(source, start)
    bold = re.match(r"\s*<b>(.*?)</b>", body, re.S)
    lead = bold.group(1) if bold else heading
    title = html.unescape(_TAG.sub("", lead)).strip().rstrip(".:：。").strip()
    lang = "ja" if language == "ja" else "en"
    if catalogue(game_id, lang).get(topic_key(topic)):  # the coach's own sentences, plain text
        key = coach_key(game, topic, lang, options)
        written = render(Text.of(game_id, key, **game.topic_args(options)), lang)
        body = f"<p><b>{html.escape(title)}</b></p><p>{html.escape(written)}</p>"
    elif not bold:  # a heading's section: the heading leads, as a paragraph's bold words do
        body = f"<p><b>{lead}</b></p>{body}"
    return TopicText(topic, title, body.strip())
