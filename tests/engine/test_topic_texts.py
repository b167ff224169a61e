"""The coach's own texts of the topics (issue 20 §1): two to four plain sentences per topic, in
English and Japanese, in each game's catalogues (`topic.<id>` in `texts.{en,ja}.json`).

A sentence ends with "." "!" or "?" followed by a space, a closing bracket or quote, or the end
of the text (English), or with 「。」「！」「？」 (Japanese); the text must end with one, so the
count covers its last sentence. Plain text: the panel escapes it and adds the title.
"""

from __future__ import annotations

import json
import re
from itertools import product

import pytest

from app.engine.coach import topic_key, topic_text
from app.engine.resources import resource_path
from app.engine.text import Text, render
from app.engine.topics import load_topics
from app.engine.topictext import coach_key, summary_html, summary_template
from app.games import GAMES
from tests.topictexts import (
    player_counts,
    summary_number_problems,
    template_number_problems,
    variant_keys,
)

GAMES_WITH_TEXTS = sorted(GAMES)
ENDS = {
    "en": re.compile(r"[.!?](?=[\s)\]”’\"]|$)"),
    "ja": re.compile(r"[。！？]"),
}
MARKUP = re.compile(r"<[^>]*>|&[#\w]+;")


def _catalogue(game: str, language: str) -> dict[str, str]:
    path = resource_path(game, f"texts.{language}.json")
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data


def sentences(text: str, language: str) -> int:
    """How many sentences `text` has, by its sentence ends."""
    return len(ENDS[language].findall(text))


def test_sentences_are_counted_by_their_ends():
    assert sentences("One. Two (with £5.50 in it)! Three?", "en") == 3
    assert sentences("A rider (the piece.) goes.", "en") == 2
    assert sentences("置きます。見えます（枚数だけ）。", "ja") == 2


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES_WITH_TEXTS)
def test_every_topic_has_two_to_four_plain_sentences(game, language):
    topics = load_topics(game)
    assert topics is not None
    catalogue = _catalogue(game, language)
    for options, topic in product(player_counts(game), topics.topics):
        args = GAMES[game].topic_args(options)  # the numbers, filled from the data
        key = topic_key(topic)
        assert catalogue.get(key), f"{game}: no {key} in texts.{language}.json"
        key = coach_key(GAMES[game], topic, language, options)  # this player count's text
        text = render(Text.of(game, key, **args), language)
        assert not MARKUP.search(text), (game, topic, "markup in a plain text")
        assert ENDS[language].search(text[-1] + " "), (game, topic, "ends mid-sentence")
        assert 2 <= sentences(text, language) <= 4, (game, topic, sentences(text, language))
        if language == "ja":  # JAPANESE.md: Japanese punctuation, no ASCII joins
            assert ", " not in text, (game, topic)
            assert ": " not in text, (game, topic)
            assert re.search(r"[ぁ-んァ-ン]", text), (game, topic)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_coach_text_without_its_topic(game, language):
    topics = load_topics(game)
    assert topics is not None
    known = variant_keys(game)
    stray = sorted(
        k for k in _catalogue(game, language) if k.startswith("topic.") and k not in known
    )
    assert not stray, f"{game}: texts.{language}.json has texts of no topic: {stray}"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_coach_shows_the_catalogue_text_under_the_summarys_title(language):
    game = GAMES["tinners_trail"]
    text = topic_text(game, "pass", language)
    assert text.title == ("Pass" if language == "en" else "パス")  # the summary's bold lead
    assert text.body.startswith(f"<p><b>{text.title}</b></p>")
    # the catalogue's text, its fields filled from the data (issue 37 §3)
    assert "{" in _catalogue("tinners_trail", language)["topic.pass"]
    written = render(Text.of(game.id, "topic.pass", **game.topic_args()), language)
    assert written.replace("'", "&#x27;") in text.body


def test_a_game_without_coach_texts_shows_the_summarys_paragraph(monkeypatch):
    monkeypatch.setattr("app.engine.topictext.catalogue", lambda domain, lang: {})
    text = topic_text(GAMES["tinners_trail"], "pass", "en")
    # the rules summary's paragraph, with its own markup (seed 002 「パス」)
    assert text.body.startswith("<b>Pass</b> (0): leave the track")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_topic_template_writes_a_number_of_its_own(game: str) -> None:
    """Each number of a topic text is a field filled from the game's data or rules
    (`GameBase.topic_args`); tests/topictexts.py lists the few allowed exceptions."""
    assert template_number_problems(game) == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_summary_template_writes_a_number_of_its_own(game: str) -> None:
    """The "?" window's rules summary is a template filled from the game's data and rules like
    the topics (`summary_html`): each number a field of `GameBase.topic_args`, in both
    languages, so that it cannot go stale (brief tttopics §2)."""
    assert summary_number_problems(game) == []


def test_the_summary_is_filled_from_the_data() -> None:
    game = GAMES["tinners_trail"]
    assert "{rounds}" in summary_template(game.id, "en")
    shown = summary_html(game, "en")
    assert "{" not in shown
    assert f"for {game.topic_args()['rounds']} rounds" in shown
