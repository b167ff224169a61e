"""The background thread of bots and suggestions (app/ui/background.py)."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from app.ui.background import Background

if TYPE_CHECKING:
    from concurrent.futures import Future

    from pytestqt.qtbot import QtBot


def test_answers_come_back_on_the_gui_thread_in_order(qtbot: QtBot) -> None:
    bg = Background()
    seen: list[tuple[Any, bool]] = []
    gui = threading.current_thread()

    def job(n: int) -> tuple[int, bool]:
        return n * n, threading.current_thread() is gui

    def done(f: Future[Any]) -> None:
        seen.append((f.result(), threading.current_thread() is gui))

    for n in (2, 3):
        bg.submit(lambda n=n: job(n), done)  # type: ignore[misc]
    assert bg.busy()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    # the work ran off the GUI thread, the callbacks on it
    assert seen == [((4, False), True), ((9, False), True)]
    assert not bg.busy()


def test_an_error_reaches_the_callback(qtbot: QtBot) -> None:
    bg = Background()
    errors: list[BaseException | None] = []

    def boom() -> None:
        raise RuntimeError("bot exploded")

    bg.submit(boom, lambda f: errors.append(f.exception()))
    bg.wait()
    assert [str(e) for e in errors] == ["bot exploded"]


def test_dropped_jobs_never_call_back(qtbot: QtBot) -> None:
    bg = Background()
    release = threading.Event()
    calls: list[int] = []
    bg.submit(lambda: release.wait(5), lambda f: calls.append(1))
    bg.submit(lambda: None, lambda f: calls.append(2))
    release.set()
    bg.drop()
    qtbot.wait(50)
    assert calls == []
    assert not bg.busy()


def test_garbage_is_collected_by_the_gui_threads_timer_not_on_allocation(qtbot: QtBot) -> None:
    """app/ui/gcguard.py: automatic collection is off (it ran on any thread, amid Qt calls);
    cyclic garbage still goes, collected from the event loop."""
    import gc
    import weakref

    from app.ui.gcguard import collect_due

    assert not gc.isenabled()

    class Node:
        other: Any = None

    a, b = Node(), Node()
    a.other, b.other = b, a  # a cycle: only the collector frees it
    gone = weakref.ref(a)
    del a, b
    gc.collect()  # what the timer does once a collection is due
    assert gone() is None
    # twice the threshold: frees elsewhere in the process (other tests' threads) lower the count
    kept = [Node() for _ in range(2 * gc.get_threshold()[0] + 10)]  # tracked allocations
    assert collect_due() >= 0  # the count crossed the first threshold: generation 0 at least
    assert collect_due() == -1  # and was reset by that collection
    assert len(kept) > 1


def test_settle_freezes_survivors_and_still_collects_what_died_since(qtbot: QtBot) -> None:
    """app/ui/gcguard.py `settle` (issue 17): after it, collections skip what start-up or the
    last game left alive (gc.freeze); the next settle lifts the freeze first, so garbage that
    was frozen (a closed game's) is collected then and memory stays flat."""
    import gc
    import weakref

    from app.ui.gcguard import settle, settle_soon

    class Node:
        other: Any = None

    a, b = Node(), Node()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    try:
        settle()
        assert gc.get_freeze_count() > 0
        assert gone() is not None
        del a, b  # now garbage, but frozen: ordinary collections skip it
        gc.collect()
        assert gone() is not None
        settle_soon()  # the window's way: from the event loop, shortly
        qtbot.waitUntil(lambda: gone() is None, timeout=2000)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_a_full_collection_waits_until_the_old_generation_grew_by_a_quarter() -> None:
    """app/ui/gcguard.py `collect_due` keeps Python's own rule (issue 17): with many
    long-lived objects, a due full collection becomes a middle one until enough new objects
    have reached the oldest generation."""
    import gc

    from app.ui import gcguard

    kept = [[i] for i in range(50_000)]  # long-lived objects, all in the oldest generation
    gc.collect()
    saved = gcguard._long_lived[0]
    try:
        gcguard._long_lived[0] = len(gc.get_objects(2))
        gc.collect(1)
        while gc.get_count()[2] <= gc.get_threshold()[2]:
            gc.collect(1)  # as if many middle collections had run: a full one is due
        junk = [[i] for i in range(gc.get_threshold()[0] + 10)]  # cross the first threshold
        assert gcguard.collect_due() == 1  # few new old objects: not worth a full collection
        more = [[i] for i in range(gcguard._long_lived[0] // 4 + 1000)]  # a quarter and more
        gc.collect(1)
        gc.collect(1)  # they reach the oldest generation
        while gc.get_count()[2] <= gc.get_threshold()[2]:
            gc.collect(1)
        junk2 = [[i] for i in range(gc.get_threshold()[0] + 10)]
        assert gcguard.collect_due() == 2  # a quarter more than last time: the full one runs
        assert gcguard._long_lived[0] >= len(kept) + len(more)
    finally:
        gcguard._long_lived[0] = saved
    assert junk
    assert junk2
