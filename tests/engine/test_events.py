"""Lines of automatic steps (app.engine.events): recorded only when asked, sorted by seat."""

from __future__ import annotations

import threading

from app.engine.events import is_recording, note, recording, round_table
from app.engine.text import Seat, Text
from tests.engine.toy import TOY


def test_notes_outside_recording_are_dropped() -> None:
    assert not is_recording()
    note(Text.of("toy", "x"))  # nothing to record into: dropped, no error
    with recording() as lines:
        assert is_recording()
        note(Text.of("toy", "a"))
        with recording() as inner:  # nested blocks collect separately
            note(Text.of("toy", "b"))
        note(Text.of("toy", "c"))
    assert [x.key for x in lines] == ["a", "c"]
    assert [x.key for x in inner] == ["b"]
    assert not is_recording()


def test_recording_is_per_thread() -> None:
    seen: list[bool] = []
    with recording() as lines:
        worker = threading.Thread(target=lambda: seen.append(is_recording()))
        worker.start()
        worker.join()
        note(Text.of("toy", "main"))
    assert seen == [False]
    assert len(lines) == 1


def test_round_table_sorts_lines_by_seat() -> None:
    a = Text.of("toy", "gain", who=Seat(1), n=3)
    b = Text.of("toy", "order")
    c = Text.of("toy", "gain", who=Seat(0), n=1)
    assert round_table([a, b, c], 2) == ((c,), (a,))


def test_default_hooks_of_a_game_without_notes() -> None:
    state = TOY.setup(TOY.Options(players=2), 1)
    action = TOY.legal_actions(state, next(iter(TOY.to_act(state))))[0]
    after = TOY.apply(state, action)
    assert TOY.step_events(state, action, after) == []
    assert TOY.round_summary(state, action, after, []) is None
