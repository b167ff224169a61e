"""Shared checks of a game's texts (STYLE.md §9): catalogues complete, nothing leaks.

`collect_texts` plays seeded random games and gathers every text the rules produce on the way:
headings, prompts, the description of every legal action, refusal reasons of actions that are
not legal (other seats' moves and moves that were legal earlier) and the score sources. The
`assert_*` functions render them and fail on anything a player should never read.
"""

from __future__ import annotations

import ast
import random  # noqa: TID251 - a test driver, not game state
import re
from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.engine.text import (
    LANGUAGES,
    Text,
    catalogue,
    missing_keys,
    placeholders,
    render,
    text_keys,
)

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path

    from app.engine.game import GameBase

__all__ = [
    "JA_NAMES",
    "assert_catalogues_match",
    "assert_clean",
    "assert_english_words",
    "catalogue_plural_problems",
    "collect_texts",
    "english_problems",
    "literal_keys",
]

JA_NAMES = ["アンナ", "ベア", "カール", "ダン", "エミ"]
"""Seat names used when rendering Japanese (people's names are katakana)."""

_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_BAD_ENGLISH = (
    re.compile(r"\(s\)"),
    re.compile(r"\ba [aeioAEIO]\w"),
    re.compile(r"\ban [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w"),
)


_ONE_PLURAL = re.compile(
    r"(?<![\d.,£−+\-])(?:([A-Za-z]+) )?\b1 (?:(?:earlier|later|more|other|extra|free|new|"
    r"previous|remaining|hidden|unseen|face-down|face-up) )?([a-z]{2,}s)\b(?!…)"
)
""""1 cards", "1 earlier moves": a count of one with a plural noun (maybe after an adjective:
issue 35, the hand-off page said "… 1 earlier moves"; only adjectives, so "1 copper pays"
stays a count and a verb)."""
_NUMBERED = {"player", "seat", "step", "round", "age", "turn", "phase", "page", "level"}
"""Words a number follows as a name, not a count ("Player 1 bids", "Round 1 begins")."""
_SINGULAR_S = ("ss", "us", "is", "ics")
_DOUBLED = re.compile(r"\b([A-Za-z]{2,})\b[ :]+\1\b", re.IGNORECASE)
""""Quest: Quest", "the quest Quest": one word twice in a row."""
_PARENTHESES = re.compile(r"\(([^()]*)\)\s*\(([^()]*)\)")
_WORD_NUMBER = re.compile(r"([A-Za-z]{3,})\s*[−+\-]?(\d+)(?![\d\s]*→)")
_NUMBER_WORD = re.compile(r"(?<!→ )(\d+)\s+([A-Za-z]{3,})")
_COUNT_TEMPLATE = re.compile(r"\{n\} [a-z]{2,}s\b")


def _amounts(words: str) -> set[tuple[str, str]]:
    """The (number, unit) pairs of `words`: "Rage −2" and "2 Rage" are both (2, rage)."""
    pairs = {(n, w.lower().removesuffix("s")) for w, n in _WORD_NUMBER.findall(words)}
    return pairs | {(n, w.lower().removesuffix("s")) for n, w in _NUMBER_WORD.findall(words)}


def english_problems(en: str) -> list[str]:
    """Plurals and doubled words a person would not write (issue 35 §3), in one English text.

    "1 cards", "Quest: Quest", and one amount said twice in two parentheses in a row
    ("(Rage −2) (costs 2 Rage)").
    """
    out = [
        f"plural {m.group(0)!r} in {en!r}"
        for m in _ONE_PLURAL.finditer(en)
        if (m.group(1) or "").lower() not in _NUMBERED and not m.group(2).endswith(_SINGULAR_S)
    ]
    out += [f"doubled {m.group(0)!r} in {en!r}" for m in _DOUBLED.finditer(en)]
    for m in _PARENTHESES.finditer(en):
        if _amounts(m.group(1)) & _amounts(m.group(2)):
            out.append(f"said twice {m.group(0)!r} in {en!r}")
    return out


def assert_english_words(texts: Iterable[Text | str]) -> int:
    """Render every text in English; fail on "1 cards", doubled words, amounts said twice.

    Returns the number of distinct texts checked.
    """
    distinct = set(texts)
    problems: list[str] = []
    for text in distinct:
        problems += english_problems(text if isinstance(text, str) else render(text, "en"))
    assert not problems, "\n".join(sorted(set(problems))[:60])
    return len(distinct)


def catalogue_plural_problems(domain: str) -> list[str]:
    """English templates that count `{n}` things in the plural with no `_one` form ("1 cards")."""
    cat = catalogue(domain, "en")
    return [
        f"{domain}: {key}: {template!r} has no {key}_one"
        for key, template in sorted(cat.items())
        if "@" not in key
        and not key.endswith(("_one", "_other"))
        and _COUNT_TEMPLATE.search(template)
    ]


def collect_texts(
    game: GameBase[Any, Any],
    players: int,
    seed: int,
    max_steps: int = 400,
    stale: int = 3,
    events: bool = False,
) -> list[Text]:
    """Play one random game and return every text produced along the way (with repeats).

    With `events`, the log lines of every step's automatic steps too (`step_events`).
    """
    rng = random.Random(f"texts:{game.id}:{players}:{seed}")
    state = game.setup(game.Options(players=players), seed)
    texts: list[Text] = []
    pool: list[Any] = []
    for _ in range(max_steps):
        for found in (game.heading(state), game.prompt(state)):
            if found is not None:
                texts.append(found)
        actors = sorted(game.to_act(state))
        if not actors:
            break
        for seat in range(players):
            for action in game.legal_actions(state, PlayerId(seat)):
                texts.append(game.describe(state, action))
                if len(pool) < 2000 or rng.random() < 0.05:
                    pool.append(action)
        for action in rng.sample(pool, min(stale, len(pool))):
            reason = game.check(state, action)
            if reason is not None:
                assert isinstance(reason, Text), f"check() gave {type(reason).__name__}"
                texts.append(reason)
        seat = PlayerId(rng.choice(actors))
        action = rng.choice(game.legal_actions(state, seat))
        after = game.apply(state, action)
        if events:  # the log's lines of the automatic steps too
            texts += game.step_events(state, action, after)
        state = after
    outcome = game.outcome(state)
    if outcome is not None:
        texts += [game.source_text(line.source) for lines in outcome.breakdown for line in lines]
    return texts


def assert_clean(texts: Iterable[Text], allowed_latin: Iterable[str] = ()) -> int:
    """Render every text in English and Japanese; fail on misses, ids and stray English.

    Returns the number of distinct texts checked.
    """
    allowed = set(allowed_latin)
    missing_keys()
    distinct = set(texts)
    problems: list[str] = []
    for text in distinct:
        en = render(text, "en")
        ja = render(text, "ja", JA_NAMES)
        for rendered in (en, ja):
            if "_" in rendered or "{" in rendered or "}" in rendered:
                problems.append(f"raw id or field in {rendered!r} ({text.key})")
        problems += [f"English {p.pattern} in {en!r}" for p in _BAD_ENGLISH if p.search(en)]
        problems += english_problems(en)
        words = [w for w in _LATIN_WORD.findall(ja) if w not in allowed]
        if words:
            problems.append(f"English {words} in Japanese {ja!r} ({text.key})")
    problems += [f"missing {d}/{lang}: {key}" for d, lang, key in sorted(missing_keys())]
    assert not problems, "\n".join(sorted(set(problems))[:60])
    return len(distinct)


def assert_catalogues_match(domain: str) -> None:
    """Every key in both languages, with the same arguments in each."""
    keys = {lang: text_keys(domain, lang) for lang in LANGUAGES}
    assert keys["en"], f"no English catalogue for {domain}"
    assert sorted(keys["en"] - keys["ja"]) == [], "keys without Japanese"
    assert sorted(keys["ja"] - keys["en"]) == [], "Japanese keys without English"
    fields: dict[str, dict[str, set[str]]] = {lang: {} for lang in LANGUAGES}
    for lang in LANGUAGES:
        for key, template in catalogue(domain, lang).items():
            base = key.split("@", 1)[0].removesuffix("_one").removesuffix("_other")
            fields[lang].setdefault(base, set()).update(placeholders(template))
    differ = {
        k: (fields["en"][k], fields["ja"].get(k))
        for k in fields["en"]
        if {f.split(":")[0] for f in fields["en"][k]}
        != {f.split(":")[0] for f in fields["ja"].get(k, set())}
    }
    assert differ == {}, "templates whose arguments differ between languages"


def literal_keys(folder: Path, functions: Iterable[str] = ("t",)) -> set[str]:
    """Return the literal message keys passed to `functions` anywhere under `folder`."""
    names = set(functions)
    keys: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name in names and isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys.add(first.value)
    return keys
