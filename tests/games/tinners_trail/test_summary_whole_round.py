"""A round's summary lists every money and VP change of the round per seat, from the ledger.

A stranger (hot-seat, Japanese) read round 1's summary: the sale and the investments were there,
the auctions paid and the insurance received were not, so the amounts did not add up to the
money shown. The summary now covers the whole round, each line with the log's amounts.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re

import pytest

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import Phase
from app.ui.controller import GameController

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bea", "Cid"]


def _round_one(seed: int) -> tuple[Session, int, int]:
    """Random play to round 1's end: the session, the step its actions began, the ending step."""
    session = Session(GAME, GAME.Options(players=3), seed, [Seat(name=n) for n in NAMES])
    rng = random.Random(f"round:{seed}")
    begun = 0
    while session.state.round == 1 and session.outcome() is None:
        state = session.state
        seat = PlayerId(sorted(GAME.to_act(state))[0])
        session.apply(rng.choice(GAME.legal_actions(state, seat)))
        if state.phase is Phase.KEEP and session.state.phase is Phase.ACTIONS:
            begun = len(session.actions)
    return session, begun, len(session.actions)


def _sum(lines: tuple[str, ...], pattern: str) -> int:
    total = 0
    for line in lines:
        for sign, n in re.findall(pattern, line.split(": ", 1)[0]):
            total += int(n) if sign == "+" else -int(n)
    return total


@pytest.mark.parametrize("seed", [3, 11])
def test_the_summary_adds_up_to_the_whole_round(qtbot, seed: int) -> None:
    session, begun, step = _round_one(seed)
    table = GameController(session).round_summary_at(step)
    assert table is not None
    start, end = GAME.counters(session.state_at(begun)), GAME.counters(session.state_at(step))
    for seat in range(3):
        for key, pattern in (("money", r"([+−])£(\d+)"), ("vp", r"([+−])(\d+) VP")):
            counter = f"seat:{seat}:{key}"
            assert _sum(table.lines[seat], pattern) == end[counter] - start[counter], (
                seat,
                key,
                table.lines[seat],
            )
    lines = [line for row in table.lines for line in row]
    noise = (" drops out", " places a mine in ", " has no work points left")
    assert not [line for line in lines if any(n in line for n in noise)]  # the log's, not here
    assert [line for line in lines if re.match(r"−£\d+: \w+ wins .* for £\d+", line)]
    insured = [
        e
        for i in range(begun + 1, step + 1)
        for e in GAME.step_events(
            session.state_at(i - 1), session.actions[i - 1], session.state_at(i)
        )
        if e.key == "event.insurance"
    ]
    got = [line for line in lines if " insurance" in line]
    assert len(got) == len(insured)
    assert all(re.match(r"\+£\d+: ", line) for line in got)
