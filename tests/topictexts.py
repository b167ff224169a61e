"""Checks of a game's coach texts (issue 20 §1): the `topic.<id>` keys of its catalogues.

Each topic of `resources/<game>/topics.json` has a text in both catalogues, plain text (the
coach panel shows it as is) of 2–4 sentences once its fields are filled from the game's data
(`GameBase.topic_args`), and there is no text for a topic the game does not have.
`text_problems` says what is wrong with one text, so its rules can be tested too.
"""

from __future__ import annotations

import html
import re
from typing import Any

from app.engine.text import LANGUAGES, Text, catalogue, render
from app.engine.topics import load_topics
from app.engine.topictext import coach_key, summary_template, topic_key
from app.games import GAMES

__all__ = [
    "NUMBER_EXCEPTIONS",
    "SENTENCES",
    "player_counts",
    "sentences",
    "summary_number_problems",
    "template_digits",
    "template_number_problems",
    "text_problems",
    "topic_text_problems",
    "variant_keys",
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
        # ranks and turns, as English "first", "second time": 「1位」「2回目」 are words
        re.compile(r"[12]位"),
        re.compile(r"[123]回目"),
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


def player_counts(game_id: str) -> list[Any]:
    """The options of a game at each player count it allows (the rest defaulted)."""
    game = GAMES[game_id]
    return [game.Options(players=n) for n in range(game.min_players, game.max_players + 1)]


def variant_keys(game_id: str) -> set[str]:
    """Every catalogue key a topic text may have: each topic's, and each of its variants'."""
    topics = load_topics(game_id)
    assert topics is not None, game_id
    variants = (None, *GAMES[game_id].topic_variants)
    return {topic_key(t, v) for t in topics.topics for v in variants}


def topic_text_problems(game_id: str) -> list[str]:
    """Return every problem of the game's topic texts, "<lang> <key>: <problem>".

    Each text is checked as a game of each player count reads it (its variant, its numbers).
    """
    topics = load_topics(game_id)
    assert topics is not None, game_id
    game = GAMES[game_id]
    wanted = {topic_key(t) for t in topics.topics}
    out = []
    for lang in LANGUAGES:
        texts = {k: v for k, v in catalogue(game_id, lang).items() if k.startswith("topic.")}
        out += [f"{lang} {key}: missing" for key in sorted(wanted - set(texts))]
        stray = sorted(set(texts) - variant_keys(game_id))
        out += [f"{lang} {key}: no such topic" for key in stray]
        for options in player_counts(game_id):
            args = game.topic_args(options)
            for topic in topics.topics:
                key = coach_key(game, topic, lang, options)
                if key not in texts:
                    continue
                text = render(Text.of(game_id, key, **args), lang)
                out += [f"{lang} {key}: {p}" for p in text_problems(text, lang)]
    return sorted(set(out))


def template_number_problems(game_id: str) -> list[str]:
    """Return every number a topic template writes instead of a field, and every unknown field.

    Each cost, capacity, payout or threshold of a topic text must be a named field filled from
    the game's data (`GameBase.topic_args`), so the text cannot go stale; `NUMBER_EXCEPTIONS`
    lists the few numbers that are words of the language, not data.
    """
    game = GAMES[game_id]
    args = set.intersection(*(set(game.topic_args(o)) for o in player_counts(game_id)))
    out = []
    for lang in LANGUAGES:
        cat = catalogue(game_id, lang)
        for key in sorted(variant_keys(game_id)):
            template = cat.get(key, "")
            unknown = sorted(set(_FIELD.findall(template)) - args)
            out += [f"{lang} {key}: no field {name}" for name in unknown]
            out += template_digits(template, lang, key)
    return out


def summary_number_problems(game_id: str) -> list[str]:
    """Return every number the rules summary's template writes itself, and every unknown field.

    The "?" window's summary (`rules_<lang>.html`) is filled like the topics, from
    `GameBase.topic_args()` (`app.engine.topictext.summary_html`); its markup is left out.
    """
    args = set(GAMES[game_id].topic_args())
    out = []
    for lang in LANGUAGES:
        template = summary_template(game_id, lang)
        where = f"rules_{lang}.html"
        unknown = sorted(set(_FIELD.findall(template)) - args)
        out += [f"{lang} {where}: no field {name}" for name in unknown]
        words = html.unescape(re.sub(r"<[^>]*>", " ", template))
        out += template_digits(words, lang, where)
    return out


def template_digits(template: str, language: str, where: str) -> list[str]:
    """Return each number `template` writes itself instead of a field, "<lang> <where>: …".

    `NUMBER_EXCEPTIONS` lists the few numbers that are words of the language, not data.
    """
    bare = _FIELD.sub("", template)
    for allowed in NUMBER_EXCEPTIONS[language]:
        bare = allowed.sub("", bare)
    out = []
    for found in _NUMBER[language].finditer(bare):
        around = bare[max(0, found.start() - 12) : found.end() + 12]
        out.append(f"{language} {where}: number {found.group()!r} in …{around}…")
    return out
