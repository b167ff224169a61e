"""Helpers of the Blood Rage GUI tests: sessions, a started controller, playing through it."""

from __future__ import annotations

from typing import Any

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.blood_rage import GAME
from app.games.blood_rage.controller import BloodRageController
from app.games.blood_rage.model import BrOptions
from app.games.blood_rage.view.screen import BrBoard
from tests.guikit import start_board, take_screen

NAMES = ("Anna", "Bea", "Carl", "Dora")


def session_of(kinds: str = "hh", seed: int = 3) -> Session:
    """A session with one seat per letter of `kinds` (h human, b easy bot, r random bot)."""
    seats = []
    for i, k in enumerate(kinds):
        if k == "h":
            seats.append(Seat(name=NAMES[i]))
        else:
            seats.append(Seat(name=NAMES[i], kind="bot", level="easy" if k == "b" else "random"))
    return Session(GAME, BrOptions(players=len(kinds)), seed, seats)


def make(qtbot: Any, session: Session) -> tuple[BloodRageController, BrBoard]:
    """A started controller of `session` with its board widget."""
    controller = BloodRageController(session)
    return controller, start_board(qtbot, controller, BrBoard, (1000, 700))


def play_random(controller: BloodRageController, qtbot: Any, steps: int, seed: str = "x") -> int:
    """Play up to `steps` random moves of the humans through the controller (bots answer)."""
    rng = bot_random(f"br-gui:{seed}", 0)
    played = 0
    for _ in range(steps * 4):
        if controller.is_over() or played >= steps:
            break
        if controller.awaiting_confirm():
            controller.confirm_turn()
            continue
        take_screen(controller)
        seat = controller.acting_human()
        if seat is None:
            qtbot.waitUntil(
                lambda: controller.acting_human() is not None or controller.is_over(), timeout=20000
            )
            continue
        assert controller.try_apply(rng.choice(controller.legal_for(seat)))
        played += 1
    return played
