"""A new mine's log lines say what happened (issue 35, a Japanese player's findings).

「タイルB3…を公開」 was logged for a tile that already lay face up, and
「排水トークン1枚で水駒を0個除去」 for tokens that had no water to remove.
"""

from __future__ import annotations

import pytest

from app.engine.text import render
from app.games.tinners_trail.model import Auction
from app.games.tinners_trail.rules.auction import _won
from app.games.tinners_trail.texts import note_text
from tests.games.tinners_trail.builders import make_state, region
from tests.textcheck import JA_NAMES

TRURO = region("truro")


def _won_lines(players: int, **fields: object) -> list[str]:
    """Seat 0 wins Truro's auction at £5 (no card); the log lines, in en then ja."""
    state = make_state(players, regions={"truro": {"mine": None, **fields}}).model_copy(deep=True)
    state.events = []
    won = Auction(waiting=(), region=TRURO, starter=0, minimum=1, bid=5, leader=0, bidders=(0,))
    _won(state, won)
    if state.pending and state.pending[-1].kind == "after_card":  # 3+ players: no card after
        from app.games.tinners_trail.rules.build import on_after_card

        on_after_card(state, 0, TRURO, -1)
    texts = [note_text(n) for n in state.events]
    return [render(x, "en") for x in texts] + [render(x, "ja", JA_NAMES) for x in texts]


@pytest.mark.parametrize("players", [2, 3])
def test_a_face_up_tile_is_used_not_revealed(players):
    lines = "\n".join(_won_lines(players, tile="B3", face_up=True, water=0))
    assert "revealed" not in lines
    assert "公開" not in lines
    assert "face-up" in lines
    assert "表向きの" in lines


@pytest.mark.parametrize("players", [2, 3])
def test_a_face_down_tile_is_revealed(players):
    lines = "\n".join(_won_lines(players, tile="B3", face_up=False))
    assert "is revealed" in lines
    assert "を公開し" in lines


def test_drainage_tokens_with_no_water_say_they_removed_nothing():
    lines = _won_lines(2, tile="A3", face_up=True, water=0, drains=1)
    drain = [x for x in lines if "drainage" in x or "排水" in x]
    assert drain, lines
    assert not any("0 water" in x or "0個" in x for x in drain)
    assert any("removes nothing (no water on the region)" in x for x in drain)
    assert any("水駒がなく、除去なし" in x for x in drain)
