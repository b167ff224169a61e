"""Engine English -> Japanese (`app.ui.i18n`), seat names, and the controller's words."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.rng import bot_random
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.model import TtdOptions
from app.ui.i18n import name_seats, translate_engine_text


def test_log_lines_prompts_and_headings():
    ja = "ja"
    assert (
        translate_engine_text("Anna places the pink rider on G5", ja)
        == "Annaがピンクの騎手をG5に置く"
    )
    assert (
        translate_engine_text("Bea places a green camel on K7", ja) == "Beaが緑のラクダをK7に置く"
    )
    assert (
        translate_engine_text("Rider placement, round 2 of 5", ja)
        == "騎手の配置 第2ラウンド（全5ラウンド）"
    )
    assert translate_engine_text("Carl: place 1 camel", ja) == "Carl：ラクダを1頭置いてください"
    assert translate_engine_text("Water holes", ja) == "水場"


def test_english_and_unknown_text_stay_as_they_are():
    assert translate_engine_text("Anna places the pink rider on G5", "en").startswith("Anna places")
    assert translate_engine_text("something new", "ja") == "something new"


def test_seat_tokens_become_names():
    names = ["Anna", "Bea"]
    assert (
        name_seats("Player 2 places a pink camel on P1", names) == "Bea places a pink camel on P1"
    )
    assert name_seats("P1: place 2 camels", names) == "Anna: place 2 camels"
    assert name_seats("seat 1 takes 2", names) == "Bea takes 2"
    assert name_seats("Player 7 wins", names) == "Player 7 wins"
    assert name_seats("it is not P2's decision", names) == "it is not Bea's decision"
    assert name_seats("Anna builds a base on P1_0 (P1)", names) == "Anna builds a base on P1_0 (P1)"


def test_unnamed_seats_and_quoted_lines_are_translated_too():
    ja = "ja"
    assert (
        translate_engine_text("Player 2: place 1 camel", ja)
        == "プレイヤー2：ラクダを1頭置いてください"
    )
    assert translate_engine_text("Player 10 passes", ja) == "プレイヤー10はパス"
    # a line quoted inside a reason is translated as a whole line of its own
    assert (
        translate_engine_text("Bea passes cannot be carried out in full now (turn)", ja)
        == "今は「Beaはパス」を実行できません（手番の最中）"
    )


def _texts_of_a_game(players: int, seed: int) -> set[str]:
    """Every prompt, heading, log line and refusal reason met in a random game."""
    rng = bot_random(f"i18n:{seed}", 0)
    state = GAME.setup(TtdOptions(players=players), seed)
    seen: set[str] = set()
    while acting := sorted(GAME.to_act(state)):
        seat = acting[0]
        seen |= {GAME.prompt(state), GAME.heading(state)}
        for _ in range(6):
            kind: Any = rng.choice((PlaceRider, PlaceCamel))
            probe = kind(
                player=rng.choice((seat, (seat + 1) % players)),
                colour=rng.randrange(5),
                cell=rng.randrange(300),
            )
            reason = GAME.check(state, probe)
            if reason is not None:
                seen.add(reason)
        action = rng.choice(GAME.legal_actions(state, seat))
        seen.add(GAME.describe(state, action))
        state = GAME.apply(state, action)
    seen.add(GAME.heading(state))
    outcome = GAME.outcome(state)
    assert outcome is not None
    seen |= {line.source for lines in outcome.breakdown for line in lines}
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (5, 3)])
def test_every_engine_text_of_through_the_desert_has_japanese(players, seed):
    untranslated = sorted(
        text
        for text in _texts_of_a_game(players, seed)
        if translate_engine_text(text, "ja") == text
    )
    assert untranslated == []
