"""Every game played with the UI in Japanese shows no English word and no raw id (issue 7 §1).

Each registered game with a board is played to the end through its real controller, with the
board built, the language switched to Japanese and katakana seat names. Everything the
controller puts on the screen in words is gathered on the way: the prompt line, the log (with
its headings), the legal-move list, the players panel and refusals of moves that are not legal
now; at the end the breakdown sources of the end dialog.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.shell.language import LanguageManager
from app.shell.registry import CONTROLLERS, game_for
from app.ui.i18n import show
from app.ui.widgets.prompt import prompt_text
from tests.textcheck import JA_NAMES

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.ui.controller import GameController

pytestmark = pytest.mark.gui

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
ALLOWED = {"VP", "STR"}
"""Latin words that are Japanese usage too (seed 000 writes VP, seed 003 writes STR)."""
PLAYERS = {"through_the_desert": (2, 5), "barrage": (2, 4)}


@pytest.fixture
def japanese() -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    yield
    manager.set_language("en")


def _shown(c: GameController, rng: Any, pool: list[Any]) -> list[str]:
    """Return every text the controller shows now, and try one stale move for its refusal."""
    out = [prompt_text(c)]
    for seat in range(c.session.options.players):
        for label, value in c.player_summary(seat):
            out += [c.engine_text(label), c.engine_text(value)]
    acting = c.acting_human()
    if acting is not None:
        moves = c.actions_in_words(acting)
        out += [words for _, words in moves]
        pool.extend(action for action, _ in moves[:3])
        stale = [a for a in pool if a not in {m for m, _ in moves}]
        if stale:
            refused: list[str] = []
            c.action_rejected.connect(refused.append)
            c.try_apply(rng.choice(stale))
            c.action_rejected.disconnect(refused.append)
            out += refused
    return out


def _play(c: GameController, seed: int) -> list[str]:
    rng = bot_random(f"ja-ui:{seed}", 0)
    texts: list[str] = []
    pool: list[Any] = []
    for _ in range(3000):
        if c.is_over():
            break
        if c.awaiting_confirm():
            assert c.confirm_turn()
            continue
        if c.handoff_seat() is not None:
            c.accept_handoff()
        texts += _shown(c, rng, pool)
        seat = c.acting_human()
        assert seat is not None
        assert c.try_apply(rng.choice(c.legal_for(seat)))
    assert c.is_over()
    texts += [prompt_text(c)]
    for entry in c.log_entries():
        texts += [entry.heading, entry.text, *entry.events]  # events: issue 8 §2
        table = c.round_summary_at(entry.step)
        if table is not None:
            texts += [table.title, *table.totals, *table.footer]
            texts += [line for lines in table.lines for line in lines]
    outcome = c.session.outcome()
    assert outcome is not None
    texts += [show(c.game.source_text(line.source)) for seat in outcome.breakdown for line in seat]
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(CONTROLLERS))
def test_a_whole_game_in_japanese_leaks_no_english_and_no_id(qtbot, japanese, game_id):
    for players in PLAYERS.get(game_id, (2,)):
        game = game_for(game_id)
        seats = [Seat(name=JA_NAMES[i]) for i in range(players)]
        session = Session(game, game.Options(players=players), 3 + players, seats)
        controller = CONTROLLERS[game_id]()(session)
        parent = QWidget()
        qtbot.addWidget(parent)
        controller.create_board(parent)
        controller.start()
        texts = _play(controller, players)
        bad = sorted(
            {t for t in texts if "_" in t or any(w not in ALLOWED for w in LATIN_WORD.findall(t))}
        )
        assert bad == [], f"{game_id}, {players} players: {len(bad)} texts, e.g. {bad[:15]}"
