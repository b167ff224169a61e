"""The fit walk at every step of a game, through the real window (issue 36 §2).

`tests.stepwalk.StepWalk` plays a seeded game of humans at 1280×800 one decision at a time:
the screen taken at each hand-off, the move shown as the suggestion, taken up on the board
(the choice panel's confirm/preview state), played and confirmed, the overlays that opened
(round summaries, battle reveals, results) read and closed; the coach is on. At every state
the board views must keep their size and place and the log must show `LOG_LINES` lines; every
`TEXTS_EVERY`-th decision (and every overlay) every widget's text must fit, and at the start and
the end every board tab's texts too (`tests.fitwalk`).

Cost (2 cores shared): a decision takes 0.3–1.2 s in the window (the hand-off, the redraws),
so the walks are sampled (`StepWalk.run_sampled`): the whole seeded game is played on the
engine, then three parts of it are walked in the window decision by decision, its start, its
middle and its end (to the results). The normal suite walks Tinners' Trail's five seats in
Japanese (the known bad case: points by round wrapping in the Players panel, the log at five
lines), `FAST_PART` decisions a part; the slow run walks every table (2 and most players, en
and ja, Barrage with the expansion too), `SLOW_PART` decisions a part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.guikit import big_window, settle
from tests.stepwalk import StepWalk

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui]

TEXTS_EVERY = 3
FAST_PART = 5
SLOW_PART = 8

TABLES = [
    ("through_the_desert", 2, {}),
    ("through_the_desert", 5, {}),
    ("tinners_trail", 2, {}),
    ("tinners_trail", 5, {}),
    ("barrage", 2, {}),
    ("barrage", 4, {}),
    ("barrage", 4, {"leeghwater": True}),
    ("blood_rage", 2, {}),
    ("blood_rage", 4, {}),
]


@pytest.fixture
def window(qtbot, tmp_path) -> Any:
    """A main window at 1280×800 with the coach on (reset afterwards)."""
    for win in big_window(qtbot, tmp_path):
        win.prefs.coach = True
        yield win


def _walk(window: MainWindow, qtbot, table: tuple[str, int, dict[str, Any]], lang: str, part: int):
    game_id, players, options = table
    walker = StepWalk(window, lambda: settle(qtbot), game_id, players, options, lang)
    found = walker.run_sampled(part, texts_every=TEXTS_EVERY)
    assert len(walker.parts) == 3
    assert window.controller is not None
    assert window.controller.is_over()
    assert window.page is not None
    assert window.page.coach is not None
    return found


def test_tinners_trail_five_seats_in_japanese_step_by_step(window, qtbot):
    assert _walk(window, qtbot, ("tinners_trail", 5, {}), "ja", FAST_PART) == []


def _params() -> list[Any]:
    out = []
    for lang in ("en", "ja"):
        for table in TABLES:
            if (table, lang) == (("tinners_trail", 5, {}), "ja"):
                continue  # the normal suite walks it
            name = f"{table[0]}-{table[1]}{'-lwp' if table[2] else ''}-{lang}"
            out.append(pytest.param(table, lang, id=name))
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("table", "lang"), _params())
def test_every_step_fits_at_1280_by_800(window, qtbot, table, lang):
    assert _walk(window, qtbot, table, lang, SLOW_PART) == []
