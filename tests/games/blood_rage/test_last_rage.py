"""A move that spends the last Rage says before Confirm that the Age's actions end (issue 35 §2).

Seed 003: a clan with no Rage left takes no more actions this Age; it is skipped from then on.
"""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.blood_rage import GAME
from app.games.blood_rage.view.steps import preview, rage_cost
from tests.games.blood_rage.effects import position
from tests.textcheck import JA_NAMES


def _invade(rage: int):
    state = position(rage=[rage, 3, 3])
    action = next(
        a
        for a in GAME.legal_actions(state, PlayerId(0))
        if a.kind == "invade" and rage_cost(state, a) == 1
    )
    return state, action


def test_the_last_rage_spent_ends_the_ages_actions():
    state, action = _invade(1)
    words = preview(GAME, state, action)
    assert words is not None
    en = render(words, "en")
    assert "your last Rage: you take no more actions this Age" in en
    assert "最後の激情です" in render(words, "ja", JA_NAMES)


def test_rage_left_over_says_nothing_of_it():
    state, action = _invade(2)
    words = preview(GAME, state, action)
    assert words is None or "last Rage" not in render(words, "en")


def test_a_quests_preview_says_it_costs_no_rage():
    """s52 054: committing a quest showed no cost at all; seed 003: a quest costs no Rage."""

    state = position(rage=[1, 3, 3], hands={"0": ["a1.quest_alfheim"]})
    action = next(a for a in GAME.legal_actions(state, PlayerId(0)) if a.kind == "quest")
    words = preview(GAME, state, action)
    assert words is not None
    assert "costs no Rage" in render(words, "en")
    assert "激情の消費なし" in render(words, "ja", JA_NAMES)
    assert "last Rage" not in render(words, "en")  # Rage left stays, so the turn is not the last
