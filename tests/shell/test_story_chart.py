"""The game's story (issue 38 §3): each seat's score after every move, in the results dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.engine.story import Story, story_of
from app.games import GAMES
from app.ui import botrunner
from app.ui.widgets.storychart import StoryChart
from tests.fitwalk import walk_widgets
from tests.shell.test_review_panel import finished_session as review_panel_session

if TYPE_CHECKING:
    from app.engine.game import GameBase


def finished(game_id: str, seed: int = 3) -> Session:
    """A finished 2-player game of `game_id`: Anna (a person, played by the easy bot) and Bea."""
    game: GameBase = GAMES[game_id]  # type: ignore[type-arg]
    seats = [Seat(name="Anna"), Seat(name="Bea", kind="bot", level="easy")]
    session = Session(game, game.Options(players=2), seed, seats)
    while acting := sorted(session.to_act()):
        bot = make_bot("easy", game, acting[0], f"story:{len(session.actions)}")
        session.apply(bot.choose(game.view_for(session.state, acting[0])))
    return session


def test_the_story_follows_the_public_score_and_marks_each_round():
    session = finished("tinners_trail")
    game, outcome = session.game, session.outcome()
    assert outcome is not None
    story = story_of(game, session.snapshots, 2, outcome.scores)
    assert story is not None
    assert story.steps == len(session.actions)
    assert story.scores[0] == (0, 0)
    assert story.scores[-1] == outcome.scores
    at_40 = session.state_at(40)
    assert story.scores[40] == tuple(game.public_score(at_40, PlayerId(p)) for p in (0, 1))
    assert [str(name) for _, name in story.rounds] == [f"Round {n}" for n in (1, 2, 3, 4)]
    for step, _ in story.rounds[1:]:
        assert session.state_at(step).round == session.state_at(step - 1).round + 1


def test_blood_rage_marks_its_ages():
    session = finished("blood_rage")
    story = story_of(session.game, session.snapshots, 2)
    assert story is not None
    assert [str(name) for _, name in story.rounds] == ["Age 1", "Age 2", "Age 3"]


@pytest.mark.gui
def test_the_results_show_the_story_and_a_click_shows_the_board_then(window, qtbot):
    session = finished("barrage")
    outcome = session.outcome()
    assert outcome is not None
    window.start_session(session)
    dialog = window.end_dialog
    assert dialog is not None
    chart = dialog.chart
    assert chart is not None
    assert chart.isVisible()
    assert chart.story.scores[-1] == outcome.scores
    assert [str(n) for _, n in chart.story.rounds][:2] == ["Round 1", "Round 2"]
    step = chart.story.rounds[2][0]  # where round 3 begins
    x = round(chart.point(step, 0).x())
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(x, chart.height() // 2))
    controller = window.controller
    assert controller.replay_step() == step
    assert controller.shown_state() is session.state_at(step)
    _statistics_by_round(dialog, outcome)


@pytest.mark.gui
def test_the_review_rings_its_flagged_moves_on_the_story(window, qtbot, monkeypatch):
    monkeypatch.setattr(botrunner, "WORKER_PROCESS", False)  # searched on the review's thread
    window.review_iterations = 40  # one move of this game is then clearly worse
    window.start_session(review_panel_session())
    dialog = window.end_dialog
    assert dialog is not None
    dialog.review_button.click()
    panel = window.review_panel
    assert panel is not None
    chart = panel.chart
    assert chart is not None
    assert chart.isVisible()
    assert chart.flagged == []
    qtbot.waitUntil(lambda: panel.review is not None, timeout=120000)
    mistakes = panel.review.seats[0].mistakes
    assert mistakes
    assert chart.flagged == [(m.number, 0) for m in mistakes]
    step = mistakes[0].number
    x = round(chart.point(step, 0).x())
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(x, chart.height() // 2))
    assert window.controller.replay_step() == step


def _column(table, column: int) -> dict[str, str]:
    return {
        table.verticalHeaderItem(row).text(): table.item(row, column).text()
        for row in range(table.rowCount())
    }


def _statistics_by_round(dialog, outcome) -> None:
    """The results add each seat's statistics from the ledger, a column per round (issue 38 §3)."""
    tabs = dialog.tabs
    assert tabs is not None
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Score", "Anna", "Bea"]
    for seat, table in enumerate(dialog.stats_tables):
        heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        assert heads == [f"Round {n}" for n in range(1, 6)] + ["Game"]
        tabs.setCurrentIndex(seat + 1)
        QApplication.processEvents()
        header, metrics = table.horizontalHeader(), table.horizontalHeader().fontMetrics()
        for column, head in enumerate(heads):  # two seats made the dialog too narrow for them
            assert metrics.horizontalAdvance(head) + 8 <= header.sectionSize(column), head
        game = _column(table, 5)
        assert game["Total"] == str(outcome.scores[seat])  # from the ledger, as the score
        assert int(game["Energy produced"]) > 0
        rounds = [int(table.item(r, c).text()) for r in (0,) for c in range(5)]
        assert sum(rounds) == int(table.item(0, 5).text())


@pytest.mark.gui
def test_through_the_desert_shows_one_table_and_a_story_that_climbs(window):
    session = finished("through_the_desert")
    outcome = session.outcome()
    assert outcome is not None
    window.start_session(session)
    dialog = window.end_dialog
    assert dialog is not None
    tabs = dialog.tabs
    assert tabs is not None
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Score", "Statistics"]
    (table,) = dialog.stats_tables
    for seat in (0, 1):
        column = _column(table, seat)
        assert column["Total"] == str(outcome.scores[seat])
        # the water holes count in the story from the move that took them (issue 38 §3)
        chart = dialog.chart
        assert chart is not None
        caravans = int(column["Largest caravans"]) if "Largest caravans" in column else 0
        assert chart.story.scores[-2][seat] == outcome.scores[seat] - caravans


@pytest.mark.gui
def test_a_narrow_story_fits_its_names_rounds_and_moves(qtbot):
    """Issue 36: with five long names the legend ran under "N moves" and off the graph, and
    round names close together ran over each other. Each text now fits its room: long names
    keep their first characters (the tooltip names every seat whole)."""

    names = ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"]
    scores = tuple(tuple(step * (seat + 1) for seat in range(5)) for step in range(41))
    session = finished("tinners_trail")
    real = story_of(session.game, session.snapshots, 2)
    assert real is not None
    rounds = tuple((step, name) for step, (_, name) in zip((0, 3, 6, 30), real.rounds, strict=True))
    story = Story(scores=scores, rounds=rounds)
    chart = StoryChart(story, [QColor("red")] * 5, names)
    qtbot.addWidget(chart)
    chart.resize(400, 170)
    chart.show()
    assert walk_widgets(chart) == []
    legend = [text for _, _, text in chart.drawn_texts() if text[:2] in {n[:2] for n in names}]
    assert len(legend) == 5
    assert all(shown.rstrip("…")[:2] == name[:2] for shown, name in zip(legend, names, strict=True))
    assert all(name in chart.toolTip() for name in names)
