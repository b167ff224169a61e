"""Texts of Blood Rage (STYLE.md §9): full catalogues, every name, nothing raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine.text import render, text_keys
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
    token_text,
)
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
