"""Checks of a game's coach texts (issue 20 §1): the `topic.<id>` keys of its catalogues.

Each topic of `resources/<game>/topics.json` has a text in both catalogues, plain text (the
coach panel shows it as is) of 2–4 sentences once its fields are filled from the game's data
(`GameBase.topic_args`), and there is no text for a topic the game does not have.
`text_problems` says what is wrong with one text, so its rules can be tested too.
"""

from __future__ import annotations

import re

from app.engine.text import LANGUAGES, Text, catalogue, render
from app.engine.topics import load_topics
from app.games import GAMES

__all__ = ["SENTENCES", "sentences", "text_problems", "topic_text_problems"]

SENTENCES = range(2, 5)
"""How many sentences a topic text has: enough to teach, short enough to read during play."""
_END_EN = re.compile(r"[.!?](?=\s|$)")
_MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;|[{}]")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def sentences(text: str, language: str) -> int:
    """Return how many sentences `text` has: its sentence ends (「。」 in Japanese)."""
    if language == "ja":
        return text.count("。")
    return len(_END_EN.findall(text))


def text_problems(text: str, language: str) -> list[str]:
    """Return what is wrong with one topic text (empty when it is fine)."""
    problems = []
    count = sentences(text, language)
    if count not in SENTENCES:
        problems.append(f"{count} sentences")
    if not text.endswith("。" if language == "ja" else (".", "!", "?")):
        problems.append("does not end a sentence")
    if _MARKUP.search(text):
        problems.append("markup or a placeholder")
    if (language == "ja") != bool(_JAPANESE.search(text)):
        problems.append("in the wrong language")
    if language == "ja" and re.search(r"[,:;] ", text):
        problems.append("ASCII punctuation in Japanese")
    return problems


def topic_text_problems(game_id: str) -> list[str]:
    """Return every problem of the game's topic texts, "<lang> <key>: <problem>"."""
    topics = load_topics(game_id)
    assert topics is not None, game_id
    wanted = {f"topic.{t}" for t in topics.topics}
    out = []
    for lang in LANGUAGES:
        texts = {k: v for k, v in catalogue(game_id, lang).items() if k.startswith("topic.")}
        out += [f"{lang} {key}: missing" for key in sorted(wanted - set(texts))]
        out += [f"{lang} {key}: no such topic" for key in sorted(set(texts) - wanted)]
        args = GAMES[game_id].topic_args()
        for key in sorted(wanted & set(texts)):
            text = render(Text.of(game_id, key, **args), lang)
            out += [f"{lang} {key}: {p}" for p in text_problems(text, lang)]
    return out
