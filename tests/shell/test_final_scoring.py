"""Issue 22, "the end of the game vanishes": the final scoring stays in the log (also for a
finished game opened from a file), and a "score so far" line follows the seat to act."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.phrases import plain
from app.engine.saves import dump_session, load_session
from app.engine.session import Seat, Session
from app.games import GAMES
from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.rules.scoring import public_points
from tests.shell.conftest import ttd_session

if TYPE_CHECKING:
    from app.engine.game import Outcome

pytestmark = [
    pytest.mark.gui,
]

SOURCES = {
    "water_holes": ("Water holes", "水場"),
    "oases": ("Oasis tiles", "オアシスチップ"),
    "areas": ("Areas", "領地"),
    "largest_caravans": ("Largest caravans", "最大のキャラバン"),
}


def two_humans() -> list[Seat]:
    return [Seat(name="Anna"), Seat(name="Bea")]


def final_rows(window) -> tuple[str, list[tuple[str, list[str]]], str]:
    """The log's "Final scoring" heading: its text, per seat (total, sources), the last row."""
    item = window.page.log.final_item
    assert item is not None
    assert window.page.log.indexOfTopLevelItem(item) == window.page.log.topLevelItemCount() - 1
    rows = [item.child(i) for i in range(item.childCount())]
    seats = [
        (plain(r.text(0)), [plain(r.child(j).text(0)) for j in range(r.childCount())])
        for r in rows[:-1]
    ]
    return plain(item.text(0)), seats, plain(rows[-1].text(0))


def assert_matches(window, outcome: Outcome, lang: int) -> None:
    """The log's final scoring has every seat's sources and total exactly as in `outcome`."""
    heading, seats, result = final_rows(window)
    assert heading == ("Final scoring", "最終得点")[lang]
    names = [s.name for s in window.controller.session.seats]
    assert len(seats) == len(names)
    for seat, (total, sources) in enumerate(seats):
        expect = (
            f"{names[seat]}: {outcome.scores[seat]} in total",
            f"{names[seat]}：合計{outcome.scores[seat]}",
        )[lang]
        assert total == expect
        lines = outcome.breakdown[seat]
        sep = (": ", "：")[lang]
        assert sources == [f"{SOURCES[x.source][lang]}{sep}{x.points}" for x in lines]
        assert sum(int(s.rsplit(sep, 1)[1]) for s in sources) == outcome.scores[seat]
    winners = [names[w] for w in outcome.winners]
    assert len(winners) == 1  # seed 2 has a sole winner
    assert result == (f"{winners[0]} wins", f"{winners[0]}の勝ち")[lang]


def play_to_the_end(window, qtbot) -> list[str]:
    """Play Anna (first legal move) against an easy bot; return the score lines Anna saw."""
    c = window.controller
    seen = []
    for _ in range(300):
        if c.is_over():
            break
        if c.awaiting_confirm():
            c.confirm_turn()
        elif c.acting_human() == 0:
            line = plain(window.page.score_line.text())
            points = public_points(c.session.state, 0)
            water = sum(c.session.state.seats[0].water)
            # Anna has the screen: her face-down water holes count for her (issue 34)
            rest = f"public score: {points} (oasis tiles and areas; water holes lie face down)"
            if water:
                rest = f"score so far: {points + water} (your water holes: {water}; "
                rest += "no caravan bonus yet)"
            assert line == f"Anna's {rest}"
            seen.append(line)
            assert window.page.moves.play_row(0)
        else:
            qtbot.waitUntil(lambda: c.acting_human() == 0 or c.is_over(), timeout=20000)
    assert c.is_over()
    return seen


def test_final_scoring_in_the_log_and_after_loading(window, qtbot, tmp_path):
    window.start_session(ttd_session("hb", seed=2))
    c = window.controller
    assert window.page.log.final_item is None  # not before the end
    seen = play_to_the_end(window, qtbot)
    # the line followed Anna's public score: it grew with her oasis tiles and areas
    numbers = [int(re.findall(r"(?:so far|public score): (\d+)", s)[0]) for s in seen]
    assert numbers == sorted(numbers)
    assert len(set(numbers)) > 1
    outcome = c.session.outcome()
    assert outcome is not None
    assert_matches(window, outcome, 0)
    assert window.page.score_line.text() == ""  # over: the totals are in the log
    if window.end_dialog is not None:
        window.end_dialog.reject()
    # in Japanese too (rebuilt on the language change)
    window.set_language("ja")
    QApplication.processEvents()
    assert_matches(window, outcome, 1)
    window.set_language("en")
    QApplication.processEvents()
    # a finished game opened from a file shows it as well
    text = dump_session(c.session)
    window.close_game()
    loaded = load_session(text, GAMES, name="finished.json")
    assert window.start_session(loaded)
    assert window.controller.is_over()
    assert_matches(window, outcome, 0)


def test_score_line_names_the_seat_to_act_and_follows_replay(window):
    # open scores: the water holes are public, so the line counts them (seed 001 variant)
    session = Session(GAME, TtdOptions(players=2, open_scores=True), 4, two_humans())
    window.start_session(session)
    c = window.controller
    line = window.page.score_line
    names = ["Anna", "Bea"]
    shown = []
    for _ in range(40):
        if c.awaiting_confirm():
            c.confirm_turn()
            continue
        seat = c.present_actor()
        assert seat is not None
        points = public_points(c.session.state, seat)
        assert plain(line.text()) == f"{names[seat]}'s score so far: {points}"
        shown.append((len(c.session.actions), seat, points))
        assert window.page.moves.play_row(0)
    assert {seat for _, seat, _ in shown} == {0, 1}
    assert any(p > 0 for _, _, p in shown)
    # replaying a step shows the seat that was to act then, with its score then
    step, seat, points = next(x for x in shown if x[2] > 0)
    c.show_step(step)
    assert plain(line.text()) == f"{names[seat]}'s score so far: {points}"
    c.return_to_present()
    window.set_language("ja")
    QApplication.processEvents()
    seat = c.present_actor()
    assert seat is not None
    points = public_points(c.session.state, seat)
    assert plain(line.text()) == f"{names[seat]}の現在の得点：{points}"
