"""Texts of Tinners' Trail (STYLE.md §9): full catalogues, nothing raw, no English in Japanese."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from pathlib import Path

import pytest

from app.engine.game import PlayerId
from app.engine.text import Text, render, text_keys
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import AnyAction
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.printing import layout
from app.games.tinners_trail.rules.scoring import SOURCES
from app.games.tinners_trail.texts import DOMAIN, card_text, region_text, t, tile_text
from tests.textcheck import (
    JA_NAMES,
    assert_catalogues_match,
    assert_clean,
    collect_texts,
    literal_keys,
)

PACKAGE = Path(__file__).resolve().parents[3] / "app" / "games" / "tinners_trail"


def test_catalogues_match():
    assert_catalogues_match(DOMAIN)


def test_every_literal_key_exists():
    keys = text_keys(DOMAIN, "en")
    used = literal_keys(PACKAGE)
    assert sorted(used - keys) == []
    notes = literal_keys(PACKAGE, functions=("note",))
    assert sorted(f"event.{k}" for k in notes if f"event.{k}" not in keys) == []


def test_every_action_kind_and_name_has_a_text():
    keys = text_keys(DOMAIN, "en")
    kinds = {a.model_fields["kind"].default for a in AnyAction.__args__}
    assert (
        sorted(k for k in kinds if f"action.{k}" not in keys and k not in {"mine", "start_auction"})
        == []
    )
    data = game_data()
    for name in [f"region.{r.id}" for r in data.regions] + [f"score.{s}" for s in SOURCES]:
        assert name in keys
    texts = [region_text(i) for i in range(len(data.regions))]
    texts += [card_text(i) for i in range(len(data.cards))]
    texts += [tile_text(i) for i in range(len(data.tiles))]
    assert_clean(texts)


def _events(players: int, seed: int) -> list[Text]:
    rng = random.Random(f"events:{players}:{seed}")
    state = GAME.setup(TinOptions(players=players), seed)
    out = GAME.events(state)
    while acting := sorted(GAME.to_act(state)):
        seat = PlayerId(rng.choice(acting))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        out += GAME.events(state)
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_render_clean(players: int):
    texts: list[Text] = []
    for seed in range(3):
        texts += collect_texts(GAME, players, seed, max_steps=600)
        texts += _events(players, seed)
    assert assert_clean(texts) > 100


def test_japanese_uses_the_seed_terms():
    ja = {k: render(t(k), "ja") for k in ("piece.adit", "piece.rail", "piece.miner", "piece.port")}
    assert ja == {
        "piece.adit": "通洞",
        "piece.rail": "鉄道",
        "piece.miner": "鉱夫",
        "piece.port": "港",
    }
    prompt = render(t("prompt.peek", who=JA_NAMES[0]), "ja")
    assert prompt.endswith("ください")
    assert "：" in prompt


def test_english_plurals():
    assert str(t("prompt.turn", who="Ann", n=1)) == "Ann: take an action (1 work point left)"
    assert str(t("prompt.turn", who="Ann", n=3)) == "Ann: take an action (3 work points left)"
    assert str(t("reason.piece_there", piece=t("piece.adit"))) == "that region already has an adit"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_printed_sheet_has_no_raw_keys(lang: str):
    for players in (2, 5):
        sheet = layout(GAME.setup(TinOptions(players=players), 3), "a4", lang)
        for page in sheet.pages:
            for shape in page.shapes:
                text = getattr(shape, "text", "")
                assert not {"{", "_"} & set(text), text
                assert "sheet." not in text, text


def test_the_shared_log_hook_gives_the_automatic_steps_of_the_action() -> None:
    """The shared log (GameBase.step_events) shows what State.events keeps for the last action.

    And, where the action ends the action phase, the line naming the round's end (issue 18 §1).
    """
    from app.engine.game import PlayerId
    from app.games.tinners_trail import ledger
    from app.games.tinners_trail.model import Phase

    tt = GAME
    state = tt.setup(TinOptions(players=3), 4)
    lines: list[str] = []
    for _ in range(300):
        actors = sorted(tt.to_act(state))
        if not actors:
            break
        action = tt.legal_actions(state, PlayerId(actors[0]))[-1]
        after = tt.apply(state, action)
        found = tt.step_events(state, action, after)
        expected = tt.events(after)
        if (cut := ledger.round_end_at(state, after)) is not None:  # derived, not kept
            expected.insert(cut, ledger.round_end_line(state))
        if state.phase is Phase.KEEP and after.phase is not Phase.KEEP:  # setup's lines
            expected = tt.events(tt.setup(TinOptions(players=3), 4)) + expected  # (round 1)
        assert [x for x in found if tt.event_heading(x) is None] == expected
        for k, line in enumerate(found):  # a round's heading comes before its first line
            if tt.event_heading(line) is not None:
                assert found[k + 1].key == "event.round"
        lines += [str(line) for line in found]
        state = after
    assert len(lines) > 20, "automatic steps (prices, sales, water) reach the shared log"


@pytest.mark.parametrize(("lang", "unit"), [("en", "VP"), ("ja", "勝利点")])
def test_score_rows_say_they_count_victory_points(lang, unit):
    """Issue 35: the end table read "Invested in round 1: 70", as if £70 had been invested."""
    for source in SOURCES:
        if source != "total":
            assert unit in render(GAME.source_text(source), lang), source
