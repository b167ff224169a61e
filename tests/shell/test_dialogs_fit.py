"""The dialogs the fit walk did not visit, at 1280×800 in English and Japanese (issue 36 §2).

The results (winner, the score table by source, the story graph of every seat's score), the
review panel (its moves listed, the story with the flagged moves ringed) and the new-game
dialog (each game at its most seats) are walked by `tests.fitwalk.walk_widgets`: every label,
button, combo box, table header and cell, and every text the story graph draws (each inside its
box and the graph, none over another). The results and the review are those of a finished game
of the most seats with long names; the review's moves are made up from the game's own moves
(searching them takes minutes), so that their words are the game's.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.game import PlayerId
from app.engine.review import Judgement, Mistake, Review, SeatReview
from app.engine.session import Seat, Session
from app.games import GAMES
from app.shell.newgame import NewGameDialog
from app.ui.i18n import current_language
from app.ui.widgets.review import ReviewPanel
from tests.fitwalk import walk_widgets
from tests.guikit import big_window, settle
from tests.stepwalk import NAMES

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui]

GAME_TABLES = [("tinners_trail", 5), ("blood_rage", 4), ("barrage", 4), ("through_the_desert", 5)]


@pytest.fixture
def window(qtbot, tmp_path) -> Any:
    """A main window at 1280×800 (language reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def finished(game_id: str, players: int, lang: str) -> Session:
    """A seeded random game of humans with long names, played to its end."""
    game = GAMES[game_id]
    rng = random.Random(f"dialogs:{game_id}")
    seats = [Seat(name=name) for name in NAMES[lang][:players]]
    session = Session(game, game.Options(players=players), 3, seats)
    while actors := sorted(game.to_act(session.state)):
        session.apply(rng.choice(game.legal_actions(session.state, actors[0])))
    session.end_turn()
    return session


def made_up_review(session: Session) -> Review:
    """Each seat's first three decisions of several moves, "flagged" with another move."""
    game = session.game
    seats = []
    for seat in range(len(session.seats)):
        mistakes: list[Mistake] = []
        for step, played in enumerate(session.actions):
            if played.player != seat or len(mistakes) == 3:
                continue
            state = session.state_at(step)
            others = [a for a in game.legal_actions(state, PlayerId(seat)) if a != played]
            if not others:
                continue
            best = others[-1]
            view = game.view_for(state, PlayerId(seat))
            judged = Judgement(step, PlayerId(seat), played, best, 0.21, 0.47, 0.12, 0.4, 200)
            mistakes.append(
                Mistake(
                    judged,
                    game.describe(view, played),
                    game.describe(view, best),
                    game.explain(view, best),
                )
            )
        seats.append(SeatReview(PlayerId(seat), 40, tuple(mistakes)))
    return Review("normal", 200, tuple(seats))


def results_and_review(
    window: MainWindow, qtbot, game_id: str, players: int, shots: str = ""
) -> list[str]:
    """Findings of the results dialog, then of the review panel over the game's end.

    With `shots` (a path prefix) the dialog and the window with the panel are saved as PNGs.
    """
    lang = current_language()
    assert window.start_session(finished(game_id, players, lang))
    settle(qtbot)
    dialog = window.end_dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.chart is not None
    found = [f"results: {f}" for f in walk_widgets(dialog)]
    if shots:
        dialog.grab().save(f"{shots}results.png")
    dialog.close()
    c = window.controller
    assert c is not None
    assert window.page is not None
    panel = ReviewPanel(c, window.page)
    panel.show()
    panel._on_finished(made_up_review(c.session))
    settle(qtbot)
    found += [f"review: {f}" for f in walk_widgets(panel)]
    if shots:
        window.grab().save(f"{shots}review.png")
    panel.close()
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("game_id", "players"), GAME_TABLES[:2])
def test_the_results_and_the_review_fit(window, qtbot, game_id, players, lang):
    window.set_language(lang)
    assert results_and_review(window, qtbot, game_id, players) == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("game_id", "players"), GAME_TABLES[2:])
def test_the_results_and_the_review_fit_slow(window, qtbot, game_id, players, lang):
    window.set_language(lang)
    assert results_and_review(window, qtbot, game_id, players) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_new_game_dialog_fits_for_every_game(window, qtbot, lang):
    window.set_language(lang)
    dialog = NewGameDialog(NAMES[lang], window)
    dialog.show()
    found = []
    for game_id, players in GAME_TABLES:
        dialog._select_game(game_id)
        dialog.players_spin.setValue(players)
        settle(qtbot)
        found += [f"{game_id}: {f}" for f in walk_widgets(dialog)]
    dialog.close()
    assert found == []
