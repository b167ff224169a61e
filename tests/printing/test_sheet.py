"""Every printed setup sheet names the app version that printed it (issue 19, section 2)."""

from __future__ import annotations

import pytest

from app import __version__
from app.engine.printlayout import Text
from app.games import GAMES
from app.printing.sheet import VERSION_MARGIN, setup_layout


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_page_carries_the_version(game_id: str) -> None:
    game = GAMES[game_id]
    layout = setup_layout(game, game.Options(players=game.min_players), 5)
    assert layout.pages
    for page in layout.pages:
        mark = page.shapes[-1]
        assert isinstance(mark, Text)
        assert mark.text == f"Hotseat {__version__}"
        assert mark.at == (page.width - VERSION_MARGIN, page.height - VERSION_MARGIN)
