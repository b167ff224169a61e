"""Texts of Blood Rage (STYLE.md §9): full catalogues, every name, nothing raw."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from pathlib import Path

import pytest

from app.engine.game import PlayerId
from app.engine.text import Seat, render, text_keys
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase
from app.games.blood_rage.texts import (
    DOMAIN,
    age_text,
    card_text,
    clan_text,
    effect_text,
    fjord_text,
    monster_text,
    phase_text,
    province_text,
    realm_text,
    stat_text,
    t,
    token_text,
)
from tests.games.blood_rage.builders import make_state
from tests.textcheck import assert_catalogues_match, assert_clean, collect_texts, literal_keys

PACKAGE = Path(__file__).resolve().parents[3] / "app" / "games" / "blood_rage"


def test_catalogues_match():
    assert_catalogues_match(DOMAIN)


def test_every_literal_key_exists():
    assert sorted(literal_keys(PACKAGE) - text_keys(DOMAIN, "en")) == []


def test_every_name_has_both_languages():
    data = game_data()
    texts = [province_text(i) for i in range(len(data.provinces))]
    texts += [realm_text(r.id) for r in data.realms]
    texts += [fjord_text(i) for i in range(len(data.fjords))]
    texts += [clan_text(c.id) for c in data.clans]
    texts += [card_text(i) for i in range(len(data.cards))]
    texts += [monster_text(m.id) for m in data.monsters]
    texts += [effect_text(c.effect) for c in data.cards]
    texts += [stat_text(s) for s in STATS]
    texts += [token_text(i) for i in range(len(data.tokens))]
    texts += [phase_text(p.value) for p in Phase] + [age_text(a) for a in (1, 2, 3)]
    assert assert_clean(texts, allowed_latin=("STR",)) > 150  # the seed writes STR
    assert render(province_text(0), "ja") == "ユグドラシル"  # seed 003 「ゲームボード」
    assert render(realm_text("jotunheim"), "ja") == "ヨトゥンヘイム"
    assert render(stat_text("horns"), "ja") == "指揮値"  # seed 003 「氏族シート」
    assert render(phase_text("gods_gifts"), "ja") == "神の恵みフェイズ"


@pytest.mark.parametrize("players", [2, 4])
def test_draft_texts_are_clean(players: int):
    texts = collect_texts(GAME, players, seed=3)
    assert assert_clean(texts) >= 5


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 6), (4, 7)])
def test_whole_game_texts_are_clean(players: int, seed: int):
    """Headings, prompts, every legal action, refusals and score sources of a whole game."""
    texts = collect_texts(GAME, players, seed=seed, max_steps=1000)
    assert assert_clean(texts, allowed_latin=("STR",)) >= 60


@pytest.mark.parametrize(("players", "seed"), [(2, 8), (3, 9), (4, 10)])
def test_log_notes_are_clean_in_both_languages(players: int, seed: int):
    """Every automatic step's log line (`note(...)`) renders in English and Japanese."""
    rng = random.Random(f"notes:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    notes = []
    while GAME.to_act(state):
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        action = rng.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, action)
        notes += GAME.step_events(state, action, after)
        state = after
    keys = {n.key for n in notes}
    assert {"note.rage", "note.ragnarok", "note.released", "note.final"} <= keys
    assert assert_clean(notes, allowed_latin=("STR",)) >= 30
    ja = render(t("note.strength", who=Seat(0), n=7), "ja", ["アンナ"])
    assert ja == "アンナ：STR7"


def test_an_age_summary_when_an_age_ends():
    """PRODUCT.md "Log": the end of an Age is summarised per seat (quests, Ragnarök, glory)."""
    state = make_state(
        3,
        phase="action",
        first_player=0,
        destroyed=["utgard", "andlang"],
        ragnarok=["gimle", "horgr", "elvagar"],
        rage=[1, 0, 0],
        figures={"gimle": {"1": ["leader", "warrior"]}},
    )
    action = GAME.legal_actions(state, PlayerId(0))[-1]
    assert action.kind == "pass"
    after = GAME.apply(state, action)
    events = GAME.step_events(state, action, after)
    summary = GAME.round_summary(state, action, after, events)
    assert summary is not None
    assert str(summary.title) == "Age 1 is over"
    assert [str(x) for x in summary.totals] == ["Glory 0 → 0", "Glory 0 → 4", "Glory 0 → 0"]
    assert "Player 2: Leader and Warrior die at Ragnarök, 4 glory" in map(str, summary.per_seat[1])
    assert assert_clean([summary.title, *summary.totals, *summary.footer]) >= 4
    assert GAME.round_summary(after, action, after, []) is None


def test_every_log_line_key_exists():
    """`rules.notes` builds `note.<key>` from its first argument: each key is in the catalogue."""
    keys = literal_keys(PACKAGE, functions=("line", "seat_line", "figures_line"))
    assert len(keys) >= 25
    en = {k.removesuffix("_one").removesuffix("_other") for k in text_keys(DOMAIN, "en")}
    ja = {k.removesuffix("_other") for k in text_keys(DOMAIN, "ja")}
    assert sorted(f"note.{k}" for k in keys if f"note.{k}" not in en) == []
    assert sorted(f"note.{k}" for k in keys if f"note.{k}" not in ja) == []


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 12)])
def test_hand_off_tasks_are_clean_and_keep_secrets(players: int, seed: int):
    """Issue 34 §1: the hand-off screen says what the next seat decides, in both languages,
    naming no card any seat holds in secret (every seat reads the screen)."""
    from app.games.blood_rage.secrets import secret_texts

    rng = random.Random(f"handoff:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    tasks = []
    kinds = set()
    while GAME.to_act(state):
        for seat in sorted(GAME.to_act(state)):
            task = GAME.handoff_task(state, PlayerId(seat))
            assert task is not None
            tasks.append(task)
            kinds.add(state.pending[-1].kind)
            for lang in ("en", "ja"):
                words = render(task, lang, ["Anna", "Bea", "Carl", "Dora"])
                for anyone in range(players):  # every seat reads it, the named one's too
                    secret = secret_texts(state, anyone)
                    assert not any(s in words for s in secret), (words, secret)
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    assert {"draft", "turn", "call_to_battle", "battle", "keep"} <= kinds
    assert assert_clean(tasks, allowed_latin=("STR",)) >= 8
