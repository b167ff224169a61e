"""The collector is paused while a bot searches and runs again once every search has ended."""

from __future__ import annotations

import gc
from contextlib import ExitStack
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.bots import make_bot
from app.engine.gcpause import gc_paused
from tests.engine.test_bots import actor, positions
from tests.engine.toy import TOY

if TYPE_CHECKING:
    from collections.abc import Iterator


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    """Start with the collector on (as in the bots' worker process); leave it as it was (the
    test session keeps it off, as the app's GUI process does: `app.ui.gcguard`)."""
    was_on = gc.isenabled()
    gc.enable()
    yield
    if not was_on:
        gc.disable()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_search_runs_with_the_collector_paused(level: str, monkeypatch: pytest.MonkeyPatch):
    state = positions(2, seed=5)[2]
    seat = actor(state)
    seen: list[bool] = []
    apply = TOY.apply

    def recording_apply(state: Any, action: Any) -> Any:
        seen.append(gc.isenabled())
        return apply(state, action)

    monkeypatch.setattr(TOY, "apply", recording_apply)
    make_bot(level, TOY, seat, seed=1).choose(TOY.view_for(state, seat))
    assert seen
    assert not any(seen)  # every move the search tried ran without the collector
    assert gc.isenabled()


def test_overlapping_pauses_end_in_any_order():
    first, second = ExitStack(), ExitStack()
    first.enter_context(gc_paused())
    second.enter_context(gc_paused())
    first.close()  # the first search ends while the second still runs
    assert not gc.isenabled()
    second.close()
    assert gc.isenabled()


def test_a_collector_paused_by_the_caller_stays_paused():
    gc.disable()
    with gc_paused():
        pass
    assert not gc.isenabled()


def test_the_collector_runs_again_after_a_search_that_raised():
    with pytest.raises(RuntimeError), gc_paused():
        raise RuntimeError("search failed")
    assert gc.isenabled()
