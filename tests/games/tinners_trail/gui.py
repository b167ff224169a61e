"""Helpers of the Tinners' Trail GUI tests: sessions, a started controller, playing through it."""

from __future__ import annotations

from app.engine.session import Seat, Session
from app.games.tinners_trail import GAME
from app.games.tinners_trail.controller import TinnersTrailController
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.view.screen import TinBoard
from tests.guikit import start_board

NAMES = ("Anna", "Bea", "Carl", "Dora", "Emil")


def session_of(kinds: str = "hhh", seed: int = 3, kept: bool = True) -> Session:
    """A session with one seat per letter of `kinds` (h human, b easy bot), cards kept or not.

    With `kept`, every seat keeps the first legal choice of survey cards, so the first work
    turn is next.
    """
    seats = [
        Seat(name=NAMES[i], kind="bot", level="easy") if k == "b" else Seat(name=NAMES[i])
        for i, k in enumerate(kinds)
    ]
    session = Session(GAME, TinOptions(players=len(kinds)), seed, seats)
    while kept and session.state.phase.value == "keep":
        seat = min(session.to_act())
        session.apply(GAME.legal_actions(session.state, seat)[0])
        session.end_turn()
    return session


def make(qtbot, session: Session) -> tuple[TinnersTrailController, TinBoard]:
    """A started controller of `session` with its board widget."""
    controller = TinnersTrailController(session)
    return controller, start_board(qtbot, controller, TinBoard, (900, 700))


def face_up_regions(controller: TinnersTrailController) -> list[int]:
    """Regions in play whose tile lies face up with no mine yet (no survey-card choice there)."""
    state = controller.session.state
    return [
        r for r, up in enumerate(state.face_up) if up and state.mine[r] < 0 and state.tile[r] >= 0
    ]
