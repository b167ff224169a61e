"""Every seat is in view at 1280×800 (issue 18 §2: the Players panel scrolled in all 18 runs).

Scrolling is fine for long lists (log, moves) but not for the seats: a player must see every
rival's money and points at once. Each game at its largest table, long names, both languages.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QScrollArea

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES
from app.shell.window import _first_size
from tests.fitwalk import seat_line_findings
from tests.guikit import take_screen
from tests.textcheck import JA_NAMES

pytestmark = pytest.mark.gui

NAMES = ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"]

TABLES = [
    ("through_the_desert", {}),
    ("tinners_trail", {}),
    ("barrage", {}),
    ("barrage", {"leeghwater": True}),
    ("blood_rage", {}),
]


def _session(game_id: str, options: dict[str, object]) -> Session:
    game = GAMES[game_id]
    players = game.max_players
    seats = [Seat(name=NAMES[0])] + [
        Seat(name=name, kind="bot", level="easy") for name in NAMES[1:players]
    ]
    return Session(game, game.Options(players=players, **options), 3, seats)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_every_seat_is_shown_without_scrolling(window, qtbot, language, game_id, options):
    window.set_language(language)
    window.resize(1280, 800)
    assert window.start_session(_session(game_id, options))
    QApplication.processEvents()
    qtbot.wait(50)
    page = window.page
    assert page is not None
    area = page.players_box.findChild(QScrollArea)
    assert area is not None
    assert area.verticalScrollBar().maximum() == 0, (game_id, language)
    # the log / moves pane keeps some room (it scrolls)
    assert page.lists.height() >= 110


def test_the_first_window_fits_a_1280_by_800_screen():
    # Issue 18 §2: the window opened 1280×820, taller than the screen.
    size = _first_size(QRect(0, 0, 1280, 800))
    assert size.width() <= 1280
    assert size.height() + 30 <= 800  # a title bar of up to 30 px stays on the screen
    small = _first_size(QRect(0, 0, 1024, 700))
    assert small.width() <= 1024
    assert small.height() < 700


def _played(game_id: str, options: dict[str, object], names: list[str]) -> Session:
    """Seat 0 human, the others bots; a seeded random game played two thirds in."""
    game = GAMES[game_id]
    players = game.max_players
    rng = random.Random(f"fit:{game_id}:{players}:3")
    state = game.setup(game.Options(players=players, **options), 3)
    actions: list[Any] = []
    while (actors := sorted(game.to_act(state))) and len(actions) < 4000:
        action = rng.choice(game.legal_actions(state, PlayerId(rng.choice(actors))))
        state = game.apply(state, action)
        actions.append(action)
    seats = [Seat(name=names[0])] + [
        Seat(name=name, kind="bot", level="easy") for name in names[1:players]
    ]
    session = Session(game, game.Options(players=players, **options), 3, seats)
    for action in actions[: round(len(actions) * 0.7)]:
        session.apply(action)
        session.end_turn()
    return session


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("game_id", "options"), TABLES)
def test_a_bots_line_shows_its_first_facts_whole(window, qtbot, language, game_id, options):
    """Issue 36 §1: a bot's line ("Carl-Friedrich Gauss (bot, easy) ◀ to play · Money: £0 ·
    Victo…") showed about two facts; its first three (points first) are whole at 1280×800."""
    window.set_language(language)
    window.resize(1280, 800)
    names = NAMES if language == "en" else ["アンナベル・モンゴメリー", *JA_NAMES[1:]]
    assert window.start_session(_played(game_id, options, names))
    QApplication.processEvents()
    qtbot.wait(50)
    assert window.controller is not None
    take_screen(window.controller)
    QApplication.processEvents()
    assert seat_line_findings(window) == []
