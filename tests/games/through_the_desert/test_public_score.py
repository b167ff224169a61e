"""The "score so far" of Through the Desert: only what everyone can count (issue 22).

Scoring per seed 001 "ゲームの終了と精算": water holes by value, 5 per oasis tile, 1 per enclosed
space; the largest caravans are awarded only at the end. Water holes are taken face down (seed 001
"水場の占拠"), so they count only in the open-scores variant or once the game is over.
"""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.text import render
from app.games.through_the_desert import GAME
from tests.games.through_the_desert.builders import make_state

RIDERS = [(0, "green", "H3"), (1, "green", "S3"), (2, "purple", "T10"), (0, "yellow", "K3")]


def position(open_scores: bool):
    return make_state(
        players=3,
        riders=RIDERS,
        camels=[(0, "green", "L12")],
        oases=["N4"],
        taken={0: [3, 1], 1: [2]},
        scored={0: [("green", "N4")]},
        areas={0: ["L13"]},
        open_scores=open_scores,
    )


def test_face_down_water_holes_stay_out_of_the_score_so_far():
    state = position(open_scores=False)
    # 5 for the oasis tile, 1 for the enclosed space; the 3 + 1 of water lie face down
    assert GAME.public_score(state, PlayerId(0)) == 6
    # the public view (others' water holes redacted) gives the same number
    assert GAME.public_score(GAME.view_for(state, PlayerId(-1)), PlayerId(0)) == 6
    line = GAME.score_so_far(state, PlayerId(0))
    assert line is not None
    assert str(
        line
    ) == "Anna's public score: 6 (oasis tiles and areas; water holes lie face down)".replace(
        "Anna", "Player 1"
    )
    ja = plain(render(line, "ja", ["アンナ", "ベア", "カール"]))
    # "public" in the words: 「現在の得点：0」 looked as if points had vanished (issue 35)
    assert ja == "アンナの得点（公開分）：6（オアシスチップと領地のみ。水場は伏せたまま）"


def test_open_water_holes_count_and_caravans_wait_for_the_end():
    state = position(open_scores=True)
    assert GAME.public_score(state, PlayerId(0)) == 6 + 4
    assert GAME.public_score(state, PlayerId(1)) == 2
    line = GAME.score_so_far(state, PlayerId(1))
    assert line is not None
    assert str(line) == "Player 2's score so far: 2"
    assert plain(render(line, "ja", ["アンナ", "ベア", "カール"])) == "ベアの現在の得点：2"
