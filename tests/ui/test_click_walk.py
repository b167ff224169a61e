"""The target walk (issue 35 §1): every click on a board item or a palette piece is answered.

Seeded games of every game (2 and most players; Barrage also with the Leeghwater expansion),
in English and Japanese, are played by a seeded random policy; at decisions spread over each
game `tests.clickwalk.walk_decision` clicks every board target, every item of a suggested move
and every palette piece. A lit item must narrow the move (or make it); an item of a kind some
action of the step involves must say why not, with a reason other than the generic "nothing
you can do there". The normal suite walks two decisions of one table per game; the whole walk
is slow.

Findings before the issue-35 fixes (6 decisions per table, English): Barrage 2p 179 generic,
5 suggested items refused, 18 silent palette pieces; Barrage 4p 135 / 3 / 18; Blood Rage 2p
19 generic, 4 silent pieces; 4p 15 / 9; Tinners' Trail 2p 18 / 33; 5p 22 / 35; Through the
Desert 2p 1404 silent spaces, 6 suggested refused, 1 silent piece; 5p 1872 / 6. After: none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QApplication

from app.shell.language import LanguageManager
from tests.clickwalk import walk_game

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.gui

TABLES: list[tuple[str, int, dict[str, Any]]] = [
    ("barrage", 2, {}),
    ("barrage", 4, {}),
    ("barrage", 4, {"leeghwater": True}),
    ("blood_rage", 2, {}),
    ("blood_rage", 4, {}),
    ("tinners_trail", 2, {}),
    ("tinners_trail", 5, {}),
    ("through_the_desert", 2, {}),
    ("through_the_desert", 5, {}),
]
FAST = {("barrage", 2), ("blood_rage", 2), ("tinners_trail", 2), ("through_the_desert", 2)}
"""Tables of the normal suite (English, two decisions each)."""
DECISIONS = {"barrage": 3}
"""Decisions walked per table in the slow run (others: 6); a Barrage decision has ~150 items."""


@pytest.fixture
def language(request) -> Iterator[str]:
    lang = request.param
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language(lang)
    yield lang
    manager.set_language("en")


def _params() -> list[Any]:
    out = []
    for lang in ("en", "ja"):
        for game_id, players, options in TABLES:
            fast = lang == "en" and (game_id, players) in FAST and not options
            name = f"{game_id}-{players}{'-lwp' if options else ''}-{lang}"
            walked = 2 if fast else DECISIONS.get(game_id, 6)
            marks: list[Any] = [] if fast else [pytest.mark.slow]
            out.append(pytest.param(game_id, players, options, walked, lang, marks=marks, id=name))
    return out


@pytest.mark.parametrize(
    ("game_id", "players", "options", "walked", "language"), _params(), indirect=["language"]
)
def test_every_click_is_answered(qtbot, game_id, players, options, walked, language):
    found = walk_game(qtbot, game_id, players, 3, walked, options)
    assert dict(found) == {}
