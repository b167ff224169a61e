"""The review of a finished game (issue 21 §2): the costliest moves of each person, by a bot."""

from __future__ import annotations

import threading

import pytest

from app.engine.bots import MctsBot
from app.engine.botworker import BotWorker
from app.engine.claim import broken_claims
from app.engine.hardbot import HardBot
from app.engine.review import (
    MOVES_SHOWN,
    Decision,
    History,
    Judgement,
    ReviewCancelled,
    _paired_values,
    judge,
    judge_from_json,
    judge_to_json,
    review_game,
    review_level,
)
from app.engine.reviewtext import review_lines
from app.engine.rng import bot_random
from app.engine.text import render
from tests.engine.reviewkit import BAD_MOVE, P0, P1, scripted_game
from tests.engine.toy import TOY, EndTurn, Take


def test_the_deliberately_bad_move_is_the_costliest():
    review = review_game(History.of(scripted_game()))
    assert [s.seat for s in review.seats] == [P0]  # Bea is a bot: not reviewed
    mistakes = review.seats[0].mistakes
    assert 1 <= len(mistakes) <= MOVES_SHOWN
    assert mistakes[0].number == BAD_MOVE
    assert mistakes[0].judgement.played == EndTurn(player=P0)
    assert isinstance(mistakes[0].judgement.best, Take)  # the counters left to take
    drops = [m.judgement.drop for m in mistakes]
    assert drops == sorted(drops, reverse=True)
    assert all(m.judgement.points() >= 1 for m in mistakes)


def test_forced_moves_are_not_searched():
    # move 4: Anna has taken 3 and drawn this turn, so ending the turn is all she may do
    session = scripted_game()
    assert TOY.legal_actions(session.state_at(3), P0) == [EndTurn(player=P0)]
    review = review_game(History.of(session))
    anna_moves = sum(1 for a in session.actions if a.player == P0)
    assert review.seats[0].decisions == anna_moves - 1
    assert all(m.number != 4 for m in review.seats[0].mistakes)


def test_same_game_same_review():
    first = review_game(History.of(scripted_game()))
    second = review_game(History.of(scripted_game()))
    assert first == second


def test_progress_counts_every_decision_once():
    calls: list[tuple[int, int]] = []
    review = review_game(History.of(scripted_game()), progress=lambda d, n: calls.append((d, n)))
    total = review.seats[0].decisions
    assert calls == [(done, total) for done in range(total + 1)]


def test_cancel_between_decisions_stops_the_review():
    stop = threading.Event()
    judged: list[int] = []
    session = scripted_game()
    level = review_level()

    def judge_one(decision: Decision) -> Judgement | None:
        judged.append(decision.step)
        return judge(TOY, decision, level, session.seed, 20, stop)

    def progress(done: int, _total: int) -> None:
        if done == 2:
            stop.set()

    with pytest.raises(ReviewCancelled):
        review_game(History.of(session), stop=stop, progress=progress, judge_one=judge_one)
    assert len(judged) == 2


def test_cancel_during_a_search_raises():
    session = scripted_game()
    stop = threading.Event()
    stop.set()
    decision = Decision(9, P0, TOY.view_for(session.state_at(9), P0), session.actions[9])
    with pytest.raises(ReviewCancelled):
        judge(TOY, decision, review_level(), session.seed, 1000, stop)


def test_a_game_of_bots_only_has_nothing_to_review():
    review = review_game(History.of(scripted_game(anna="bot")))
    assert review.seats == ()
    lines = review_lines(review)
    assert [str(text) for _, text in lines] == [
        "Nobody played this game at the table (every seat is a bot): there is nothing to review."
    ]


def test_two_people_each_get_their_review():
    review = review_game(History.of(scripted_game(bea="human")))
    assert [s.seat for s in review.seats] == [P0, P1]
    assert BAD_MOVE in [m.number for m in review.seats[0].mistakes]


def test_review_in_words_names_moves_reason_and_estimate():
    review = review_game(History.of(scripted_game()))
    names = ["Anna", "Bea"]
    lines = [(indent, render(text, "en", names)) for indent, text in review_lines(review)]
    assert lines[0][1].startswith("The moves that lowered each person's winning chances most")
    assert lines[1] == (0, f"Anna: {review.seats[0].decisions} decisions reviewed")
    assert lines[2] == (1, "Move 10: Anna ends the turn")
    assert lines[3][1].startswith("The bot's move: Anna takes ")
    best, played = review.seats[0].mistakes[0].judgement.percents()
    assert lines[4] == (
        2,
        f"Winning chances: {played}% instead of {best}% ({best - played} points lower)",
    )
    japanese = [render(text, "ja", ["アンナ", "ベア"]) for _, text in review_lines(review)]
    assert japanese[2] == "10手目：アンナが手番を終える"
    assert f"ボットの手なら{best}％、実際の手では{played}％" in japanese[4]


def test_the_estimate_line_claims_the_drop_it_words():
    """Issue 38 §2: "(n points lower)" is a comparison of the percentages shown: it is claimed."""
    review = review_game(History.of(scripted_game()))
    chances = [text for _, text in review_lines(review) if text.key == "review.chance"]
    assert chances
    for text in chances:
        assert [str(c) for c in text.claims] == ["played < best"]
        assert broken_claims(text) == []


def test_a_judgement_survives_the_trip_to_the_worker_and_back():
    session = scripted_game()
    decision = Decision(9, P0, TOY.view_for(session.state_at(9), P0), session.actions[9])
    found = judge(TOY, decision, review_level(), session.seed, 60)
    assert found is not None
    assert judge_from_json(TOY, decision, judge_to_json(TOY, found)) == found
    assert judge_from_json(TOY, decision, judge_to_json(TOY, None)) is None


def test_the_worker_process_judges_as_this_process_does():
    session = scripted_game()
    decision = Decision(9, P0, TOY.view_for(session.state_at(9), P0), session.actions[9])
    worker = BotWorker()
    try:
        there = worker.review_move(TOY, decision, review_level(), session.seed, 60)
    finally:
        worker.close()
    assert there == judge(TOY, decision, review_level(), session.seed, 60)


def test_analyse_ranks_what_choose_plays_first():
    session = scripted_game()
    for step in (0, 5, 9):
        state = session.state_at(step)
        seat = min(TOY.to_act(state))
        view = TOY.view_for(state, seat)
        chooser = MctsBot(TOY, seat, "same", iterations=80, seconds=1e9)
        analyser = MctsBot(TOY, seat, "same", iterations=80, seconds=1e9)
        stats = analyser.analyse(view)
        assert stats[0].action == chooser.choose(view)
        assert sum(s.visits for s in stats) == 80  # every iteration goes through one root move
        assert [s.visits for s in stats] == sorted((s.visits for s in stats), reverse=True)
        assert all(0.0 <= s.value <= 1.0 for s in stats)


def test_a_decision_the_search_cannot_judge_is_not_counted():
    session = scripted_game()
    level = review_level()

    def judge_one(decision: Decision) -> Judgement | None:
        if decision.number == BAD_MOVE:
            return None  # as when the search tried none of the seat's moves
        return judge(TOY, decision, level, session.seed, 60)

    calls: list[tuple[int, int]] = []
    review = review_game(
        History.of(session), judge_one=judge_one, progress=lambda d, n: calls.append((d, n))
    )
    total = calls[-1][1]
    assert review.seats[0].decisions == total - 1
    assert BAD_MOVE not in [m.number for m in review.seats[0].mistakes]


def test_paired_play_outs_are_valued_as_the_reviewing_search_values_them(monkeypatch):
    """Drops read from the search and drops from paired play-outs share one scale."""
    session = scripted_game()
    view = TOY.view_for(session.state_at(0), P0)
    moves = tuple(TOY.legal_actions(view, P0)[:2])
    monkeypatch.setattr(HardBot, "playout_values", lambda self, state: (0.3, 0.7))
    bot = HardBot(TOY, P0, 1)
    assert _paired_values(bot, view, P0, moves, bot_random(1, 0)) == pytest.approx((0.3, 0.3))
