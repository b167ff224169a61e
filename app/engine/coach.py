"""The coach: which topic of a game to explain now, and its text (issue 20 §1).

A topic is explained the first time it matters: when play reaches a phase, decision or prompt
that maps to it (`topics.topic_of`), or when anyone plays an action of that kind. The text of
a topic is its paragraph of the game's rules summary (`rules_<lang>.html`, the anchor named
after the topic), so the coach and the "?" beside the prompt say the same thing in both
languages. Qt-free: the panel in `app.ui.widgets.coach` shows what `Coach.follow` returns.
"""

from __future__ import annotations

import enum
import html
import re
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from app.engine.resources import resource_path
from app.engine.topics import load_topics, topic_of

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase

__all__ = ["Coach", "TopicText", "topic_text"]

_BLOCK = re.compile(r"<(p|li|h3|h4)>")
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class TopicText:
    """A topic in one language: its title (the paragraph's bold lead) and its text.

    The text starts with the title in bold (the summary's own lead words), so a panel shows
    the text alone and the title only where a list of topics needs it.
    """

    topic: str
    title: str
    body: str
    """The paragraph as rich text (the summary's own markup: bold terms, lists)."""


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
def _summary(game_id: str, language: str) -> str:
    name = "rules_ja.html" if language == "ja" else "rules_en.html"
    return resource_path(game_id, name).read_text(encoding="utf-8")


def topic_text(game_id: str, topic: str, language: str) -> TopicText:
    """Return `topic`'s title and paragraph from the game's summary in `language`."""
    source = _summary(game_id, language)
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
    if not bold:  # a heading's section: the heading leads, as a paragraph's bold words do
        body = f"<p><b>{lead}</b></p>{body}"
    return TopicText(topic, title, body.strip())


def _round_of(state: Any) -> int | None:
    """The round (or Age) number of a state, where the game has one."""
    for name in ("round", "age"):
        value = getattr(state, name, None)
        if isinstance(value, int):
            return value
    return None


@dataclass
class Coach:
    """The topics a table has been shown, in order, and the ones still to show.

    `follow` is called with the whole history each time the game moves on (it looks only at
    the steps it has not seen), so undo and replay need no special care: a topic once shown
    stays shown, and "Topics" lists them to open again.
    """

    game: GameBase[Any, Any]
    shown: list[str] = field(default_factory=list)
    """Topics explained so far, oldest first."""
    waiting: list[str] = field(default_factory=list)
    """Topics that have mattered but were not shown yet, oldest first."""
    only: frozenset[str] | None = None
    """Teach only these topics (a lesson about an expansion); None: every topic."""
    _steps: int = 0
    _phase: Any = None

    def follow(self, actions: Sequence[Any], state_now: Any) -> list[str]:
        """Note the topics that matter after `actions` (the whole history) in `state_now`.

        Returns the topics that became due, in the order they mattered: each action kind
        played since the last call (by anyone), then what `state_now` asks for, then, once the
        game is over, each score source that scored.
        """
        topics = load_topics(self.game.id)
        if topics is None:
            return []
        due = [
            topics.actions[a.kind]
            for a in actions[self._steps :]
            if getattr(a, "kind", None) in topics.actions
        ]
        self._steps = len(actions)
        passed = self._phases_passed(state_now, topics.cycle)
        due += [topics.phases[p] for p in passed if p in topics.phases]
        now = topic_of(self.game, state_now)
        if now is not None:
            due.append(now)
        outcome = self.game.outcome(state_now)
        if outcome is not None:  # the final scoring: each source that scored, in seat order
            due += [
                topics.scores[line.source]
                for lines in outcome.breakdown
                for line in lines
                if line.points and line.source in topics.scores
            ]
        fresh = []
        for topic in due:
            if self.only is not None and topic not in self.only:
                continue
            if topic not in self.shown and topic not in self.waiting and topic not in fresh:
                fresh.append(topic)
        self.waiting += fresh
        return fresh

    def _phases_passed(self, state_now: Any, cycle: tuple[str, ...]) -> list[str]:
        """Return the phases entered since the last call, automatic ones too, in play order.

        A phase with no question (Barrage's water flow, Blood Rage's Ragnarök) starts and ends
        inside one move: every phase of the round's `cycle` between the last one seen and the
        present one was passed through (all of them when a new round is back at the same one).
        """
        phase = getattr(state_now, "phase", None)
        now = (phase.value if isinstance(phase, enum.Enum) else None, _round_of(state_now))
        last, self._phase = self._phase, now
        if now[0] is None or now == last:
            return []
        if last is None or last[0] not in cycle or now[0] not in cycle:
            return [now[0]]
        i, j = cycle.index(last[0]), cycle.index(now[0])
        steps = (j - i) % len(cycle) or len(cycle)
        return [cycle[(i + k) % len(cycle)] for k in range(1, steps + 1)]

    def next_topic(self, prefer: str | None = None) -> str | None:
        """Take `prefer` if it waits (what the game asks now), else the oldest topic waiting.

        The topic taken counts as shown from now on.
        """
        if not self.waiting:
            return None
        topic = self.waiting.pop(self.waiting.index(prefer) if prefer in self.waiting else 0)
        self.shown.append(topic)
        return topic

    def topic_now(self, state_now: Any) -> str | None:
        """Return the topic of what `state_now` asks for (shown or not)."""
        return topic_of(self.game, state_now)
