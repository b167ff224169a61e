"""The hand-off's "since your last turn" says how the round ended (issue 35 context, issue 34).

A stranger (hot-seat, 2 people and a bot, Japanese) took the screen after a round's end and read
the last pass, then the next round: the sale of the ore, the investments with the VP they
scored and the round's housekeeping were not listed. They are public, so they are listed now;
nothing another seat keeps secret is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QLocale

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import Phase, TinOptions
from tests.games.tinners_trail.gui import make

if TYPE_CHECKING:
    from collections.abc import Callable

pytestmark = pytest.mark.gui


def _play_until(done: Callable[[Session], bool], seed: int = 5) -> Session:
    """Two people and a bot, played by easy bots until `done`."""
    seats = [Seat(name="Aya"), Seat(name="Ken"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(GAME, TinOptions(players=3), seed, seats)
    bots = [make_bot("easy", GAME, PlayerId(p), seed) for p in range(3)]
    while not done(session):
        seat = min(session.to_act())
        session.apply(bots[seat].choose(GAME.view_for(session.state, seat)))
        session.end_turn()
    return session


def _since(controller, seat: int) -> str:
    lines, _more = controller.since_last_turn(seat, limit=60)
    return plain("\n".join(lines))


def _leaks(session: Session, seat: int, text: str) -> list[str]:
    """What another seat keeps secret (and `seat` does not know) found in `text`."""
    state = session.state
    others = set().union(*(GAME.secret_texts(state, PlayerId(o)) for o in (0, 1, 2) if o != seat))
    return [s for s in others - GAME.secret_texts(state, PlayerId(seat)) if s in text]


def _person_invests(session: Session) -> bool:
    """A person is to invest after someone else invested."""
    state = session.state
    last = session.actions[-1].kind if session.actions else ""
    return state.phase is Phase.INVEST and bool({0, 1} & set(session.to_act())) and last == "invest"


def test_a_person_about_to_invest_reads_the_sale_and_the_investments(qtbot) -> None:
    session = _play_until(_person_invests)
    seat = min({0, 1} & set(session.to_act()))
    controller, _ = make(qtbot, session)
    text = _since(controller, seat)
    assert "Then the round ends" in text
    assert " sells " in text
    assert " scores " in text  # what an investment scored
    assert " VP for £" in text
    assert not _leaks(session, seat, text)
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    try:
        text = _since(controller, seat)
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))
    assert "続いて全員がパスしたのでラウンドが終了" in text
    assert "Then the round ends" not in text


def test_the_next_round_begins_after_the_investments_and_housekeeping(qtbot) -> None:
    session = _play_until(lambda s: s.state.round == 2 and s.state.phase is Phase.ACTIONS)
    controller, _ = make(qtbot, session)
    last = {p: max(i for i, a in enumerate(session.actions) if a.player == p) for p in (0, 1)}
    seat = min(last, key=lambda p: last[p])  # the person who acted longest ago
    text = _since(controller, seat)
    assert "The work markers return to column 0" in text
    assert "Round 2 begins" in text
    assert "Price of tin" in text
    assert not _leaks(session, seat, text)
