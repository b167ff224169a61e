"""A machinery of choice names the reward it comes from (issue 35 §3).

「ゆいが掘削機1個、ミキサー1個を獲得」 said nothing of where the machinery came from.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.data.components import Reward
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
    state = GAME.setup(GAME.Options(players=2), 3).model_copy(deep=True)
    grant(state, 0, Reward(any_machine=2), source)
    action = next(a for a in GAME.legal_actions(state, PlayerId(0)) if a.kind == "choose_machinery")
    line = GAME.describe(state, action)
    assert en in render(line, "en")
    assert ja in render(line, "ja", JA_NAMES)
