"""The numbers Through the Desert's coach texts state, checked against the rules (issue 37 §3).

The texts' numbers are fields filled from the rules (`topicargs.py`); here the claims are
computed from the engine itself: the colours each player rides with five players (seed 001
準備: each returns one), and from how many players the smaller part of the board is used.
"""

from __future__ import annotations

import pytest

from app.engine.coach import topic_text
from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import TtdOptions


@pytest.mark.parametrize("language", ["en", "ja"])
def test_setup_and_board_state_the_player_counts_the_engine_uses(language: str) -> None:
    most = GAME.max_players
    colours = {len(s.colours) for s in GAME.setup(TtdOptions(players=most), 1).seats}
    assert len(colours) == 1
    full = min(n for n in range(GAME.min_players, most + 1) if geometry(n).full)
    setup = topic_text(GAME, "setup", language).body
    board = topic_text(GAME, "board", language).body
    if language == "en":
        assert f"({colours.pop()} with {most} players)" in setup
        assert f"With {GAME.min_players}–{full - 1} players only the larger part" in setup
        assert board.split("</p>")[1].startswith(f"<p>With {full}–{most} players")
    else:
        assert f"（{most}人プレイでは{colours.pop()}色）" in setup
        assert f"{GAME.min_players}〜{full - 1}人プレイでは" in setup
        assert f"{full}〜{most}人プレイでは" in board
