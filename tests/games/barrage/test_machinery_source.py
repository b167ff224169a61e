"""A machinery of choice names the reward it comes from (issue 35 §3).

「ゆいが掘削機1個、ミキサー1個を獲得」 said nothing of where the machinery came from.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.data.components import Reward
from app.games.barrage.model import BarrageOptions
from app.games.barrage.rules.rewards import grant
from tests.textcheck import JA_NAMES


@pytest.mark.parametrize(
    ("source", "en", "ja"),
    [
        ("contracts", "(the reward of the contract fulfilled)", "（達成した契約の報酬）"),
        ("income", "(income)", "（収入）"),
    ],
)
def test_the_machinery_line_names_its_reward(source, en, ja):
    state = GAME.setup(BarrageOptions(players=2), 3).model_copy(deep=True)
    grant(state, 0, Reward(any_machine=2), source)
    action = next(a for a in GAME.legal_actions(state, PlayerId(0)) if a.kind == "choose_machinery")
    line = GAME.describe(state, action)
    assert en in render(line, "en")
    assert ja in render(line, "ja", JA_NAMES)


def test_a_production_line_says_the_powerhouse_rows_bonus(monkeypatch):
    """「発電量7（発電：修正+2・技術者2人）」 left out the +1 of the powerhouse row."""
    from app.games.barrage import describe
    from app.games.barrage.actions import Produce
    from app.games.barrage.rules import production

    state = GAME.setup(BarrageOptions(players=2), 3)
    action = Produce(
        player=PlayerId(0), space="turbine_b2", dam="B1U", conduit="C1L", powerhouse="P5_0",
        drops=2,
    )  # fmt: skip
    plain_line = render(GAME.describe(state, action), "en")
    assert "powerhouse row" not in plain_line
    monkeypatch.setattr(describe, "production_bonus", lambda _s, _p: 1)
    monkeypatch.setattr(production, "production_bonus", lambda _s, _p: 1)
    line = GAME.describe(state, action)
    assert "; +1 from the powerhouse row)" in render(line, "en")
    assert "発電所の列の+1）" in render(line, "ja", JA_NAMES)
