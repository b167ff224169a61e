"""Round and Age summaries fit at 1280×800, in English and Japanese (issue 18 §4).

Seeded games are played to a round's (an Age's) end by a seeded random policy, loaded into the
real main window, and the summary opened over it is walked like the rest of the window
(`tests.fitwalk.walk_widgets`): no text clipped or elided, and its table shows every row
without scrolling.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import Any

import pytest

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES
from tests.fitwalk import walk_widgets
from tests.guikit import big_window, settle, take_screen
from tests.textcheck import JA_NAMES

pytestmark = [
    pytest.mark.gui,
]

NAMES = {
    "en": ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"],
    "ja": ["アンナベル・モンゴメリー", *JA_NAMES[1:]],
}


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def _at_round_end(game_id: str, players: int, options: dict[str, Any], nth: int, lang: str):
    """A session of humans at the end of its `nth` round (or the game's end, if sooner)."""
    game = GAMES[game_id]
    rng = random.Random(f"summary fit:{game_id}")
    seats = [Seat(name=name) for name in NAMES[lang][:players]]
    session = Session(game, game.Options(players=players, **options), 5, seats)
    ended = 0
    while game.outcome(session.state) is None and ended < nth:
        state = session.state
        seat = PlayerId(sorted(game.to_act(state))[0])
        action = rng.choice(game.legal_actions(state, seat))
        session.apply(action)
        session.end_turn()
        ended += game.round_summary(state, action, session.state, []) is not None
    return session


CASES = {
    "tinners_trail-5": ("tinners_trail", 5, {}, 4),  # the last round: sale, investing all
    "barrage-4-lwp": ("barrage", 4, {"leeghwater": True}, 3),
    "blood_rage-4": ("blood_rage", 4, {}, 1),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_summary_fits_unscrolled(window, qtbot, case, lang):
    window.set_language(lang)
    session = _at_round_end(*CASES[case], lang)
    assert window.start_session(session)
    settle(qtbot)
    assert window.controller is not None
    take_screen(window.controller)
    assert window.page is not None
    panel = window.page.log.show_summary(len(session.actions))
    assert panel is not None
    settle(qtbot)
    settle(qtbot)
    assert walk_widgets(panel) == []
    assert panel.standings.isVisible()
    assert panel.next_up.isVisible()
    assert not panel.table.verticalScrollBar().isVisible()  # every gain shown, none scrolled away
    assert window.rect().contains(panel.geometry())
