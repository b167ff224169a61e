"""Nothing clipped, overlapping or spilling at 1280×800, measured (issue 18 §2; PRODUCT.md, Board).

Seeded games of each game (2 and most players; Barrage also with the Leeghwater expansion, and
in the standard setup with its draft and the turn-order auction, issue 36) in
English and Japanese are played by a seeded random policy on the engine, and at a few points
(the start, a third and two thirds in, the end) the position is loaded into the real main window
at 1280×800 and walked by `tests.fitwalk.walk`: every label, button, tab and list item of every
board tab, every board text (each ≥ 11 px, none over another, none outside its shape) and the
Players panel, which must show every seat without scrolling. The full matrix is slow; the normal
suite walks one table per game and language.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES
from tests.fitwalk import walk
from tests.guikit import big_window, settle, take_screen
from tests.textcheck import JA_NAMES

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [
    pytest.mark.gui,
]

NAMES = {
    "en": ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"],
    "ja": ["アンナベル・モンゴメリー", *JA_NAMES[1:]],
}
POINTS = (0.0, 0.35, 0.7, 1.0)
"""Where in the game the window is walked (share of the game's steps; 1.0 is game over)."""
MAX_STEPS = 4000


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def play(game_id: str, players: int, options: dict[str, Any], seed: int) -> list[Any]:
    """The actions of one seeded random game to its end (or `MAX_STEPS`)."""
    game = GAMES[game_id]
    rng = random.Random(f"fit:{game_id}:{players}:{seed}")
    state = game.setup(game.Options(players=players, **options), seed)
    actions = []
    for _ in range(MAX_STEPS):
        actors = sorted(game.to_act(state))
        if not actors:
            break
        seat = PlayerId(rng.choice(actors))
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, action)
        actions.append(action)
    return actions


def session_at(
    game_id: str, players: int, options: dict[str, Any], seed: int, steps: list[Any], lang: str
) -> Session:
    """A session of humans with `steps` played (each confirmed)."""
    game = GAMES[game_id]
    seats = [Seat(name=name) for name in NAMES[lang][:players]]
    session = Session(game, game.Options(players=players, **options), seed, seats)
    for action in steps:
        session.apply(action)
        session.end_turn()
    return session


def walk_game(
    window: MainWindow, qtbot, game_id: str, players: int, options: dict[str, Any], lang: str
) -> dict[str, list[str]]:
    """Findings at each point of one seeded game, by point."""
    window.set_language(lang)
    seed = 3
    actions = play(game_id, players, options, seed)
    out: dict[str, list[str]] = {}
    for share in POINTS:
        upto = round(len(actions) * share)
        session = session_at(game_id, players, options, seed, actions[:upto], lang)
        assert window.start_session(session)
        settle(qtbot)
        assert window.controller is not None
        take_screen(window.controller)
        settle(qtbot)
        found = walk(window)
        if found:
            out[f"step {upto}/{len(actions)}"] = found
    return out


TABLES = [
    ("through_the_desert", 2, {}),
    ("through_the_desert", 5, {}),
    ("tinners_trail", 2, {}),
    ("tinners_trail", 5, {}),
    ("barrage", 2, {}),
    ("barrage", 4, {}),
    ("barrage", 4, {"leeghwater": True}),
    ("barrage", 4, {"introductory": False, "auction": True}),
    ("blood_rage", 2, {}),
    ("blood_rage", 4, {}),
]
FAST = {("through_the_desert", 5), ("tinners_trail", 5), ("barrage", 4), ("blood_rage", 4)}
"""The tables of the normal suite (the largest table of each game; Barrage with the expansion)."""


def _params() -> list[Any]:
    out = []
    for lang in ("en", "ja"):
        for game_id, players, options in TABLES:
            fast = (game_id, players) in FAST and (game_id != "barrage" or "leeghwater" in options)
            extra = "-lwp" if "leeghwater" in options else "-standard" if options else ""
            name = f"{game_id}-{players}{extra}-{lang}"
            marks: list[Any] = [] if fast else [pytest.mark.slow]
            out.append(pytest.param(game_id, players, options, lang, marks=marks, id=name))
    return out


@pytest.mark.parametrize(("game_id", "players", "options", "lang"), _params())
def test_every_text_fits_at_1280_by_800(window, qtbot, game_id, players, options, lang):
    found = walk_game(window, qtbot, game_id, players, options, lang)
    assert found == {}
