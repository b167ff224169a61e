"""A construction's preview names the income it uncovers, as the engine pays it (issue 37 §5).

Seed 004 Phase 1: building the pieces of a company-board row uncovers its incomes, paid at once
and at the start of every later round. The newcomer learned it only from the log; the preview
(and "Show me"'s reason) say it before Confirm, with the amounts of the engine's own log line.
"""

from __future__ import annotations

from typing import Any

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.text import Text, render
from app.games.barrage import GAME
from app.games.barrage.model import BarrageOptions
from app.games.barrage.view.preview import preview
from tests.textcheck import JA_NAMES, assert_clean


def _uncovered(before: Any, action: Any, after: Any) -> list[Any]:
    """The engine's own lines of the incomes `action` uncovered (`event.income_uncovered`)."""
    lines = GAME.step_events(before, action, after)
    found: list[Any] = []
    while lines:
        line = lines.pop(0)
        if line.key == "event.income_uncovered":
            found.append(dict(line.args)["what"])
        lines[:0] = [arg for _, arg in line.args if isinstance(arg, Text)]
    return found


def test_a_construction_preview_names_the_income_it_uncovers():
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    bots = {p: make_bot("easy", GAME, PlayerId(p), 1) for p in range(2)}
    with_income = without = 0
    texts = []
    for _ in range(60):
        (seat, *_) = sorted(GAME.to_act(state))
        for action in GAME.legal_actions(state, seat):
            if action.kind != "construct":
                continue
            after = GAME.apply(state, action)
            paid = _uncovered(state, action, after)
            lines = [x for x in preview(GAME, state, action) if x.key == "preview.income"]
            assert [dict(x.args)["what"] for x in lines] == paid, action
            with_income += bool(paid)
            without += not paid
            texts += lines
        state = GAME.apply(state, bots[int(seat)].choose(GAME.view_for(state, seat)))
    assert with_income
    assert without
    assert "Uncovers an income" in render(texts[0])
    assert "を開放します" in render(texts[0], "ja", JA_NAMES)
    assert_clean(texts, allowed_latin={"VP"})
