"""No secret of another seat on screen, at hand-off pages and at every seat's screen (issue 34 §5).

Seeded hot-seat games of every game with every seat human (2 and most players; Barrage also
with the Leeghwater expansion), in English and Japanese, are played by a seeded random policy
on the engine; at several points the position is loaded into the real main window at
1280×800. The hand-off page (which belongs to nobody) must show no seat's secret; after the
named player takes the screen, every text the window can show (`tests.privacywalk`) must hold
no secret of another seat, and at least one of the viewer's own when it has any. Secrets are
the game's `secret_texts(state, seat)`. The normal suite walks the largest table of each game
in English at a few points; the full matrix is slow.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

import pytest

from tests.guikit import big_window, let_guard_pass, settle
from tests.privacywalk import code_shown, leaks, own_shown, screen_texts, secrets_now
from tests.shell.test_fit_walk import play, session_at

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui]

SLOW_POINTS = (0.03, 0.25, 0.5, 0.75, 1.0)
"""Where in the game the full walk looks (share of the game's steps; 1.0 is game over)."""
FAST_POINTS = (0.1, 0.45)
BARRAGE_POINTS = (0.3, 1.0)
"""Barrage keeps no seat's secret (`app.games.barrage.secrets`): two looks for stray words."""
_log = logging.getLogger(__name__)


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def walk_point(window: MainWindow, qtbot, session: Any) -> tuple[list[str], int]:
    """Findings of one position (hand-off page, then the seat's screen); screens walked."""
    assert window.start_session(session)
    settle(qtbot)
    c = window.controller
    assert c is not None
    secrets = secrets_now(session)
    found: list[str] = []
    screens = 0
    if window.stack.currentWidget() is window.handoff:
        screens += 1
        shown = [*screen_texts(window), window.windowTitle()]
        found += [f"hand-off page: {x}" for x in leaks(shown, secrets, None)]
        found += [f"hand-off page: {x}" for x in code_shown(shown, session, c)]
        let_guard_pass(window.handoff)  # the next player takes a moment (issue 34 §2)
        window.handoff.button.click()
        settle(qtbot)
    assert window.stack.currentWidget() is window.page
    viewer = c.viewer()
    texts = screen_texts(window)
    screens += 1
    where = f"seat {viewer}'s screen" if viewer is not None else "public screen"
    found += [f"{where}: {x}" for x in leaks(texts, secrets, viewer)]
    found += [f"{where}: {x}" for x in code_shown([*texts, window.windowTitle()], session, c)]
    if viewer is not None and not own_shown(texts, secrets, int(viewer)):
        found.append(f"{where}: none of its own secrets shown {sorted(secrets[0][viewer])[:3]}")
    return found, screens


Table = tuple[str, int, dict[str, Any]]
"""Game id, players, options."""


def walk_game(
    window: MainWindow, qtbot, table: Table, lang: str, points: tuple[float, ...]
) -> tuple[dict[str, list[str]], str]:
    """Findings at each point of one seeded game, by point, and the walk's size in words."""
    game_id, players, options = table
    window.set_language(lang)
    seed = 3
    started = time.monotonic()
    actions = play(game_id, players, options, seed)
    out: dict[str, list[str]] = {}
    screens = 0
    for share in points:
        upto = round(len(actions) * share)
        session = session_at(game_id, players, options, seed, actions[:upto], lang)
        found, n = walk_point(window, qtbot, session)
        screens += n
        if found:
            out[f"step {upto}/{len(actions)}"] = found
    took = time.monotonic() - started
    size = f"{game_id}-{players}-{lang}: {len(points)} steps, {screens} screens, {took:.1f}s"
    _log.info("privacy walk %s", size)
    return out, size


TABLES: list[Table] = [
    ("through_the_desert", 2, {}),
    ("through_the_desert", 5, {}),
    ("tinners_trail", 2, {}),
    ("tinners_trail", 5, {}),
    ("barrage", 2, {}),
    ("barrage", 4, {"leeghwater": True}),
    ("blood_rage", 2, {}),
    ("blood_rage", 4, {}),
]
FAST = {("through_the_desert", 5), ("tinners_trail", 5), ("blood_rage", 4)}
"""Tables of the normal suite, in English (Barrage keeps no seat's secret: walked when slow)."""


def _params() -> list[Any]:
    out = []
    for lang in ("en", "ja"):
        for table in TABLES:
            game_id, players, options = table
            name = f"{game_id}-{players}{'-lwp' if options else ''}-{lang}"
            slow = [pytest.mark.slow]
            points = BARRAGE_POINTS if game_id == "barrage" else SLOW_POINTS
            out.append(pytest.param(table, lang, points, id=f"slow-{name}", marks=slow))
            if (game_id, players) in FAST and lang == "en":
                out.append(pytest.param(table, lang, FAST_POINTS, id=f"fast-{name}"))
    return out


@pytest.mark.parametrize(("table", "lang", "points"), _params())
def test_no_secret_of_another_seat_on_screen(window, qtbot, record_property, table, lang, points):
    found, size = walk_game(window, qtbot, table, lang, points)
    record_property("walk", size)
    assert found == {}
