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

__all__ = [
    "NUMBER_EXCEPTIONS",
    "SENTENCES",
    "sentences",
    "template_number_problems",
    "text_problems",
    "topic_text_problems",
]

SENTENCES = range(2, 5)
"""How many sentences a topic text has: enough to teach, short enough to read during play."""
_END_EN = re.compile(r"[.!?](?=\s|$)")
_MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;|[{}]")
_FIELD = re.compile(r"\{(\w+)\}")
_NUMBER = {
    "en": re.compile(r"\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.I),
    "ja": re.compile(r"[0-9０-９]"),
}
"""A number written into a template: a digit, or (English) a number word from two up; "one"
is left out, as it is mostly a pronoun ("the ones left", "one of yours")."""
NUMBER_EXCEPTIONS = {
    "ja": (
        # "per drop", "per engineer": Japanese says "per 1 piece" (「水1個につき」) where
        # English has no number; the amount per unit is a field.
        re.compile(r"1(個|枚|人|つ|体)につき"),
        # a rank, as English "the second most": a place in the ranking, not a quantity
        re.compile(r"2番目"),
    ),
    "en": (),
}
"""The only numbers a topic template may write itself, each for the reason given."""
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


def template_number_problems(game_id: str) -> list[str]:
    """Return every number a topic template writes instead of a field, and every unknown field.

    Each cost, capacity, payout or threshold of a topic text must be a named field filled from
    the game's data (`GameBase.topic_args`), so the text cannot go stale; `NUMBER_EXCEPTIONS`
    lists the few numbers that are words of the language, not data.
    """
    topics = load_topics(game_id)
    assert topics is not None, game_id
    args = GAMES[game_id].topic_args()
    out = []
    for lang in LANGUAGES:
        cat = catalogue(game_id, lang)
        for topic in topics.topics:
            template = cat.get(f"topic.{topic}", "")
            unknown = sorted(set(_FIELD.findall(template)) - set(args))
            out += [f"{lang} topic.{topic}: no field {name}" for name in unknown]
            bare = _FIELD.sub("", template)
            for allowed in NUMBER_EXCEPTIONS[lang]:
                bare = allowed.sub("", bare)
            for found in _NUMBER[lang].finditer(bare):
                around = bare[max(0, found.start() - 12) : found.end() + 12]
                out.append(f"{lang} topic.{topic}: number {found.group()!r} in …{around}…")
    return out
