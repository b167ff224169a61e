"""The final scoring as log lines (`app.engine.finalscore`, issue 22), and the public scores."""

from __future__ import annotations

import pytest

from app.engine.bots import make_bot
from app.engine.finalscore import final_scoring
from app.engine.game import Outcome, PlayerId, ScoreLine
from app.engine.phrases import plain
from app.engine.text import render
from app.games import GAMES
from app.games.through_the_desert import GAME as DESERT
from app.games.through_the_desert.model import TtdOptions

NAMES = ["Anna", "Bea", "Carl"]


def finished_desert():
    state = DESERT.setup(TtdOptions(players=2), seed=3)
    bots = [make_bot("random", DESERT, PlayerId(i), 1) for i in range(2)]
    while DESERT.outcome(state) is None:
        seat = min(DESERT.to_act(state))
        state = DESERT.apply(state, bots[seat].choose(DESERT.view_for(state, seat)))
    return state


def test_every_source_and_total_of_a_finished_game():
    outcome = DESERT.outcome(finished_desert())
    assert outcome is not None
    scoring = final_scoring(DESERT, outcome)
    assert str(scoring.heading) == "Final scoring"
    assert plain(render(scoring.heading, "ja")) == "最終得点"
    assert len(scoring.seats) == 2
    for seat, (total, sources) in enumerate(scoring.seats):
        assert render(total, "en", NAMES) == f"{NAMES[seat]}: {outcome.scores[seat]} in total"
        lines = outcome.breakdown[seat]
        assert [str(s) for s in sources] == [
            f"{DESERT.source_text(x.source)}: {x.points}" for x in lines
        ]
        assert [x.arg("n") for x in sources] == [x.points for x in lines]
        assert sum(x.points for x in lines) == outcome.scores[seat]
    winner = NAMES[outcome.winners[0]]
    assert render(scoring.result, "en", NAMES) == f"{winner} wins"
    assert plain(render(scoring.result, "ja", NAMES)) == f"{winner}の勝ち"


def test_a_shared_win_names_everyone_who_shares_it():
    outcome = Outcome(
        scores=(7, 7, 3),
        winners=(PlayerId(0), PlayerId(1)),
        breakdown=tuple((ScoreLine(source="oases", points=p),) for p in (7, 7, 3)),
    )
    scoring = final_scoring(DESERT, outcome)
    assert render(scoring.result, "en", NAMES) == "Anna and Bea share the win"
    assert plain(render(scoring.result, "ja", NAMES)) == "アンナ、ベアが同点で勝ち".replace(
        "アンナ、ベア", "Anna、Bea"
    )
    assert plain(render(scoring.seats[2][1][0], "ja", NAMES)) == "オアシスチップ：3"
    assert plain(render(scoring.seats[2][0], "ja", NAMES)) == "Carl：合計3"


@pytest.mark.parametrize(
    ("game_id", "field", "value", "expect"),
    [
        ("barrage", "vp", 17, 17),
        ("tinners_trail", "vp", (3, 4, 0, 0), 7),
        ("blood_rage", "glory", 12, 12),
    ],
)
def test_public_score_is_the_public_track(game_id, field, value, expect):
    game = GAMES[game_id]
    state = game.setup(game.Options(players=3), seed=1)
    seats = list(state.seats)
    seats[1] = seats[1].model_copy(update={field: value})
    state = state.model_copy(update={"seats": seats})
    assert game.public_score(state, PlayerId(1)) == expect
    line = game.score_so_far(state, PlayerId(1))
    assert line is not None
    assert render(line, "en", NAMES) == f"Bea's score so far: {expect}"
    assert plain(render(line, "ja", NAMES)) == f"Beaの現在の得点：{expect}"
