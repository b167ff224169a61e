"""Tinners' Trail's round summary (issue 9: a round summary when a round ends).

Seed 002 「ゲームの進行」: a round ends after the peeks (phase 4); the game after round 4.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING

from app.engine.session import Seat, Session
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import TinOptions

if TYPE_CHECKING:
    from app.engine.events import RoundSummary


def _play(seed: int, players: int) -> list[tuple[int, RoundSummary]]:
    """Random game; return (round ended, summary) for every step that gives a summary."""
    session = Session(
        GAME, TinOptions(players=players), seed, [Seat(name=f"P{i}") for i in range(players)]
    )
    rng = random.Random(seed)
    found: list[tuple[int, RoundSummary]] = []
    while session.outcome() is None:
        before = session.state
        seat = sorted(GAME.to_act(before))[0]
        action = rng.choice(GAME.legal_actions(before, seat))
        after = session.apply(action)
        events = GAME.step_events(before, action, after)
        summary = GAME.round_summary(before, action, after, events)
        ends = after.round != before.round or session.outcome() is not None
        assert (summary is not None) == ends
        if summary is not None:
            found.append((before.round, summary))
            for seat_no, total in enumerate(summary.totals):
                p = after.seats[seat_no]
                words = render(total, "en", [f"P{i}" for i in range(players)])
                assert (
                    words
                    == f"{p.vp[before.round - 1]} VP this round, {sum(p.vp)} VP in all, £{p.money}"
                )
                assert "{" not in render(total, "ja", [])
    return found


def test_a_summary_ends_each_of_the_four_rounds() -> None:
    for players in (2, 3, 5):
        found = _play(3, players)
        assert [r for r, _ in found] == [1, 2, 3, 4]
        final = found[-1][1]
        assert render(final.title, "en", []) == "Round 4 is over: final scores"
        first = found[0][1]
        assert render(first.title, "ja", []) == "ラウンド1終了"
        assert len(first.per_seat) == players


def test_the_footer_holds_the_lines_about_everyone() -> None:
    (_, summary), *_ = _play(5, 3)
    keys = {line.key for line in summary.footer}
    assert "event.round" in keys  # the next round begins
    assert all(line.arg("who") is None for line in summary.footer)
