"""The end of Tinners' Trail: the tie-breaks always leave one winner (seed 002 「ゲームの終了」).

「同点の場合、その中で最も多くの資金を残しているプレイヤーが勝者となります。これも同額の場合、
その中で最も多くの鉱石駒を自分の鉱山駒がある地域に残しているプレイヤーが勝者となります。これも
同数の場合、その中で自分の作業マーカーが投資ボードの横でより上側にあるプレイヤーが勝者となり
ます」. Every seat has passed, each on its own row, before the game ends, so the last key never
ties. RULES.md and the rules summary used to say that a tie on all of them is shared (issue 33,
item 4).
"""

from __future__ import annotations

import re

import pytest

from app.engine.game import PlayerId
from app.engine.topictext import summary_html
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import Pass
from app.games.tinners_trail.rules.scoring import tiebreak
from tests.games.tinners_trail.builders import make_state

_TAG = re.compile(r"<[^>]+>")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seats_equal_in_vp_money_and_ore_still_have_one_winner(players: int):
    state = make_state(
        players,
        round=4,
        passed=list(range(1, players)),  # seat 1 passed first; seat 0 passes last
        seats={str(p): {"vp": [30, 0, 0, 0], "money": 4} for p in range(players)},
    )
    assert all(m < 0 for m in state.mine)  # no ore left in anyone's mines
    end = GAME.apply(state, Pass(player=PlayerId(0)))
    outcome = GAME.outcome(end)
    assert outcome is not None
    assert outcome.scores == (30,) * players
    assert outcome.winners == (1,)  # the first to pass in round 4
    keys = [tiebreak(end, p) for p in range(players)]
    assert len(set(keys)) == players  # the last key differs for every seat
    assert max(keys) == keys[1]
    assert keys[0] == min(keys)  # the last to pass


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_summary_never_shares_a_win(lang: str):
    page = _TAG.sub(" ", summary_html(GAME, lang))
    words = "".join(page.split("\n")) if lang == "ja" else " ".join(page.split())
    assert "share the win" not in words
    assert "分け合" not in words
    assert ("exactly one winner" if lang == "en" else "勝者は常にひとり") in words
