"""The UI's texts of seeded games read as English (issue 35 §3; `tests.textcheck`).

Every label, button, list row and tooltip on the game page, the prompt, the legal-move list and
the log, at every step of a game played through the window by random legal moves.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QWidget

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games import GAMES
from tests.guikit import take_screen
from tests.textcheck import assert_english_words

pytestmark = [pytest.mark.gui]

NAMES = ("Anna", "Bea", "Carl", "Dora")


def _page_texts(page: QWidget) -> set[str]:
    out: set[str] = set()
    for widget in page.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            out.add(widget.text())
        if isinstance(widget, QListWidget):
            out |= {widget.item(i).text() for i in range(widget.count())}
            out |= {widget.item(i).toolTip() for i in range(widget.count())}
        out.add(widget.toolTip())
    return {t for t in out if t}


def _play(window, game_id: str, players: int, steps: int) -> set[str]:
    game = GAMES[game_id]
    seats = [Seat(name=NAMES[i]) for i in range(players)]
    assert window.start_session(Session(game, game.Options(players=players), players, seats))
    controller, page = window.controller, window.page
    rng = bot_random(f"words:{game_id}", players)
    texts: set[str] = set()
    for _ in range(steps):
        if controller.is_over():
            break
        if controller.awaiting_confirm():
            controller.confirm_turn()
        take_screen(controller)
        seat = controller.acting_human()
        if seat is None:
            break
        texts |= _page_texts(page)
        texts |= {words for _, words in controller.actions_in_words(seat)}
        assert controller.try_apply(rng.choice(controller.legal_for(seat)))
    for entry in controller.log_entries():
        texts |= {entry.heading, entry.text, *entry.events}
    return texts


@pytest.mark.parametrize("game_id", ["blood_rage", "tinners_trail"])
def test_the_first_moves_read_as_english(window, game_id):
    assert assert_english_words(_play(window, game_id, 2, 12)) > 20


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_seeded_game_through_the_window_reads_as_english(window, game_id):
    assert assert_english_words(_play(window, game_id, 3, 40)) > 100
