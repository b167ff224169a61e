"""Texts of the card effects (STYLE.md §9): every question a card asks has its prompt in both
languages, and the effects' log lines and choices render cleanly in Japanese."""

from __future__ import annotations

import json
from pathlib import Path

from app.engine.game import PlayerId
from app.engine.text import render, text_keys
from app.games.blood_rage import GAME
from app.games.blood_rage.cards import registry
from app.games.blood_rage.cards.registry import CardEffect
from app.games.blood_rage.texts import DOMAIN, choice_text
from tests.games.blood_rage.builders import action_from_spec, make_state
from tests.textcheck import assert_clean

SCENARIOS = Path(__file__).parent / "scenarios"
ACTIONS = {"tyrs_challenge", "friggas_domain"}
"""Card actions asked on the seat's turn (`prompt.turn`), not by a `CardChoice`."""


def test_every_card_question_has_a_prompt():
    keys_en, keys_ja = text_keys(DOMAIN, "en"), text_keys(DOMAIN, "ja")
    asking = [k for k, code in registry.EFFECTS.items() if code.options is not CardEffect.options]
    assert len(asking) >= 12
    for key in asking:
        if key in ACTIONS:
            continue
        wanted = (
            [f"prompt.choice.{key}.1", f"prompt.choice.{key}.2"]
            if key == "friggas_sacrifice"
            else [f"prompt.choice.{key}"]
        )
        for k in wanted:
            assert k in keys_en, k
            assert k in keys_ja, k


def test_choice_texts_have_both_languages():
    texts = [choice_text(c) for c in ("stat:axes", "figure:troll", "province:5", "spot:p5:warrior")]
    texts.append(choice_text("spot:f1:ship"))
    assert assert_clean(texts) == 5
    assert render(choice_text("spot:p5:warrior"), "ja") == "ホルグの戦士"


def test_card_scenarios_log_cleanly_in_japanese():
    """The log lines, prompts and legal moves of the card scenarios render in both languages."""
    texts = []
    for path in sorted(SCENARIOS.glob("card_*.json")):
        spec = json.loads(path.read_text(encoding="utf-8"))
        state = make_state(**spec["state"])
        for step in spec["actions"]:
            if "error" in step:
                continue
            action = action_from_spec(state, step)
            after = GAME.apply(state, action)
            texts += [*GAME.step_events(state, action, after), action.text(), GAME.prompt(after)]
            texts += [
                a.text() for p in GAME.to_act(after) for a in GAME.legal_actions(after, PlayerId(p))
            ]
            state = after
    assert assert_clean(texts, allowed_latin=("STR",)) >= 30
