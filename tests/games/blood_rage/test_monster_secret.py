"""A monster card in a hand has words the privacy walk can find (issue 34 §5).

A monster card is named after its monster, and the monster's figure is named on the board:
the secret phrase of the card (`secrets.card_face`) is its name over its kind line, as the
card row and its tooltip show it, and the board shows no such words for the figure.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.text import render
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Draft
from app.games.blood_rage.secrets import card_face
from app.games.blood_rage.texts import card_detail, card_text
from tests.games.blood_rage.gui import make, session_of
from tests.games.blood_rage.test_controller import scene_words
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def _monster_in_first_offer() -> tuple[int, int]:
    """A seed whose first draft offers Anna a monster card, and that card."""
    data = game_data()
    for seed in range(1, 40):
        top = GAME.setup(GAME.Options(players=2), seed).pending[-1]
        assert isinstance(top, Draft)
        monsters = [c for c in top.offers[0] if data.cards[c].monster is not None]
        if monsters:
            return seed, monsters[0]
    pytest.fail("no seed deals a monster card")


def test_a_monster_card_in_the_card_row_shows_its_secret_phrase(qtbot):
    seed, monster = _monster_in_first_offer()
    session = session_of("hh", seed)
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.viewer() == 0
    face = f"{render(card_text(monster), 'en')}\n{render(card_detail(monster), 'en')}"
    assert face in card_face(monster)
    assert face in GAME.secret_texts(session.state, PlayerId(0))
    button = next(b for b in board.hand.cards if b.piece_id == f"card:{monster}")
    assert face in plain(button.toolTip())  # the offer (Your cards tab): name over its kind line
    # the board names the monster's figures, never with a card's kind line
    assert not any(face in plain(w) for w in scene_words(controller))
