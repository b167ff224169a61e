"""The round summary and the automatic steps in the shared log (issue 8 §2), with Barrage."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.session import Seat, Session
from app.engine.text import Text, engine_text, render
from app.games.barrage import GAME
from app.games.barrage.model import BarrageOptions
from app.ui.controller import GameController
from app.ui.widgets.log import GameLogPanel

if TYPE_CHECKING:
    from collections.abc import Callable

pytestmark = pytest.mark.gui

SINCE = (
    " — the numbers of that moment; play has gone on since, and the Players panel shows them now"
)


def _before(ends: Callable[[Any, Any], bool], seed: int, rng_seed: str) -> tuple[Session, Any]:
    """A two-human session one action before `ends(state, next_state)`, and that action."""
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bea", kind="human")]
    session = Session(GAME, BarrageOptions(players=2), seed, seats)
    rng = random.Random(rng_seed)
    while True:
        state = session.state
        seat = sorted(GAME.to_act(state))[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        if ends(state, GAME.apply(state, action)):
            return session, action
        session.apply(action)
        session.end_turn()


def _before_round_end(seed: int = 7) -> tuple[Session, Any]:
    """A two-human session one action before round 1 ends, and that action."""
    return _before(lambda now, then: then.round > now.round, seed, "summary")


def _before_game_end(seed: int = 3) -> tuple[Session, Any]:
    """A two-human session one action before the game ends, and that action."""
    return _before(lambda _now, then: GAME.outcome(then) is not None, seed, "last round")


def test_round_end_shows_per_seat_gains_and_turn_order(qtbot):
    session, last = _before_round_end()
    controller = GameController(session)
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    with qtbot.waitSignal(controller.round_ended) as blocker:
        assert controller.try_apply(last)
    step = blocker.args[0]
    assert step == len(session.actions)
    dialog = log.summary_dialog
    assert dialog is not None
    assert not dialog.isHidden()
    assert dialog.title.text() == "Round 1 is over"
    headers = [dialog.table.horizontalHeaderItem(c) for c in range(2)]
    assert [h.text() if h is not None else None for h in headers] == ["Ann", "Bea"]
    for seat in (0, 1):
        cells = dialog.cell_texts(seat)
        p = session.state.seats[seat]
        assert f"→ {p.vp} VP, " in cells[0]  # totals: VP and credits before -> after
        assert cells[0].endswith(f"→ {p.credits} credit" + ("" if p.credits == 1 else "s"))
        assert any("energy" in c for c in cells[1:])  # the energy track or the ranking
    assert "Turn order for round 2: " in dialog.next_up.text()
    # the log lists the automatic steps under the action, and the summary row reopens it
    entry = log.item_for_step(step)
    assert entry is not None
    rows = [child.text(0) for i in range(entry.childCount()) if (child := entry.child(i))]
    assert any(r.startswith("Turn order for round 2") for r in rows)
    assert any("income" in r or "added to headstream" in r for r in rows)
    dialog.close()
    qtbot.waitUntil(lambda: log.summary_dialog is None)
    row = log.summary_item(step)
    assert row is not None
    log.itemClicked.emit(row, 0)
    assert log.summary_dialog is not None
    assert not log.summary_dialog.isHidden()
    log.summary_dialog.close()


def test_log_entries_carry_events_and_summary_flag(qtbot):
    session, last = _before_round_end(8)
    session.apply(last)
    controller = GameController(session)
    entries = controller.log_entries()
    assert entries[-1].summary
    assert any(e.startswith("Turn order for round 2") for e in entries[-1].events)
    assert not any(e.summary for e in entries[:-1])
    table = controller.round_summary_at(len(entries))
    assert table is not None
    assert table.seats == ("Ann", "Bea")
    assert controller.round_summary_at(1) is None


def test_the_last_round_is_summed_up_after_confirm_and_stays_in_the_log(qtbot):
    """The last action of the game waits for Confirm (it can be undone): `round_ended` comes
    with Confirm, not before (a summary shown before would be wrong after an Undo). The end
    dialog follows the last round, so its summary does not open over the window too; it stays
    one click away in the log."""
    session, last = _before_game_end()
    controller = GameController(session)
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    ended: list[int] = []
    controller.round_ended.connect(ended.append)
    assert controller.try_apply(last)
    assert controller.awaiting_confirm()
    assert ended == []
    assert controller.undo()  # the end is taken back: nothing to sum up
    assert ended == []
    assert controller.try_apply(last)
    assert controller.confirm_turn()
    assert ended == [len(session.actions)]
    assert controller.is_over()
    assert log.summary_dialog is None
    assert log.summary_item(ended[0]) is not None
    opened = log.show_summary(ended[0])  # what a click on the row does
    assert opened is not None
    assert not opened.isHidden()
    opened.close()


def test_a_summary_waiting_for_the_board_opens_after_the_next_move_too(qtbot):
    """Issue 37 §1: while the water still flowed on the board a bot began the next round, and
    the summary, waiting for the board, never opened."""
    session, last = _before_round_end()
    controller = GameController(session)
    controller.start()
    controller.lead_ms = lambda: 50  # type: ignore[attr-defined]  # the board still leads
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    with qtbot.waitSignal(controller.round_ended):
        assert controller.try_apply(last)
    assert log.summary_dialog is None  # not over the flowing water
    state = session.state
    seat = sorted(GAME.to_act(state))[0]
    controller.session.apply(GAME.legal_actions(state, seat)[0])  # the next round's first move
    qtbot.waitUntil(lambda: log.summary_dialog is not None, timeout=2000)
    dialog: Any = log.summary_dialog
    assert dialog is not None
    assert dialog.title.text() == "Round 1 is over" + SINCE  # the next round has begun
    dialog.close()


def test_the_summary_and_the_players_panel_agree_or_the_header_says_why(qtbot):
    """Issue 35: the summary's standings and totals are the numbers the Players panel shows at
    the same moment (VP and credits; the energy track's reset has its log line); once play
    goes on while it is open, or it is opened again later, its header says its numbers are
    the round's end."""
    session, last = _before_round_end()
    controller = GameController(session)
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    with qtbot.waitSignal(controller.round_ended) as blocker:
        assert controller.try_apply(last)
    step = blocker.args[0]
    dialog: Any = log.summary_dialog
    assert dialog is not None
    assert dialog.title.text() == "Round 1 is over"  # the same moment as the Players panel
    shown = controller.displayed_state()  # what the Players panel reads
    for seat, p in enumerate(shown.seats):
        cells = dialog.cell_texts(seat)
        assert f"→ {p.vp} VP, " in cells[0]
        assert cells[0].endswith(f"→ {p.credits} credit" + ("" if p.credits == 1 else "s"))
    standings = dialog.standings.text()
    for seat, p in enumerate(shown.seats):
        assert f"{session.seats[seat].name}: {p.vp} VP" in standings
    seat = sorted(GAME.to_act(session.state))[0]
    assert controller.try_apply(GAME.legal_actions(session.state, seat)[0])  # play goes on
    if controller.awaiting_confirm():
        controller.confirm_turn()
    assert dialog.title.text() == "Round 1 is over" + SINCE  # kept true while it is open
    dialog.close()
    qtbot.waitUntil(lambda: log.summary_dialog is None)
    again = log.show_summary(step)  # reopened from the log later: it says so too
    assert again is not None
    assert again.title.text() == "Round 1 is over" + SINCE
    again.close()
    controller.show_step(step)  # replaying the round's end: the panel shows that moment
    table = controller.round_summary_at(step)
    assert table is not None
    assert table.title == "Round 1 is over"


def test_the_header_says_it_in_japanese_too():
    title = Text.of("barrage", "event.summary.round", round=2)
    ja = render(engine_text("summary.since", title=title), "ja")
    assert ja == (
        "ラウンド2終了（その時点の数値です。その後の手で変わっており、"
        "現在の値はプレイヤー欄にあります）"
    )
