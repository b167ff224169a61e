"""The review of a finished game (issue 21 §2): the costliest moves of each person, by a bot."""

from __future__ import annotations

import threading

import pytest

from app.engine.bots import MctsBot
from app.engine.botworker import BotWorker
from app.engine.claim import broken_claims
from app.engine.hardbot import HardBot
from app.engine.paired import compare_moves
from app.engine.review import (
    MOVES_SHOWN,
    Decision,
    History,
    Judgement,
    ReviewCancelled,
    judge,
    judge_from_json,
    judge_to_json,
    review_game,
    review_level,
)
from app.engine.reviewtext import review_lines
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
    assert lines[0][1].startswith("The moves that clearly cost each person winning chances")
    assert lines[1] == (0, f"Anna: {review.seats[0].decisions} decisions reviewed")
    assert lines[2] == (1, "Move 10: Anna ends the turn")
    assert lines[3][1].startswith("The bot's move: Anna takes ")
    judgement = review.seats[0].mistakes[0].judgement
    low, high = judgement.interval()
    n = round(100 * judgement.drop)
    assert lines[4][0] == 2
    assert lines[4][1].startswith(f"Winning chances lost: about {n} points ({low} to {high}), ")
    japanese = [render(text, "ja", ["アンナ", "ベア"]) for _, text in review_lines(review)]
    assert (
        japanese[1] == f"アンナ：判断{review.seats[0].decisions}件を検討"
    )  # not 「…手」 by 「10手目」
    assert japanese[2] == "10手目：アンナが手番を終える"
    assert f"およそ{n}ポイント（{low}〜{high}ポイント、" in japanese[4]


def test_the_estimate_line_claims_the_drop_it_words():
    """Issue 38: the loss line claims its interval lies above zero and holds the drop shown."""
    review = review_game(History.of(scripted_game()))
    losses = [text for _, text in review_lines(review) if text.key == "review.loss"]
    assert losses
    for text in losses:
        assert [str(c) for c in text.claims] == ["low >= 1", "low <= n", "n <= high"]
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
    """Drops are measured with the reviewing bot's own play-out values."""
    session = scripted_game()
    decision = Decision(0, P0, TOY.view_for(session.state_at(0), P0), session.actions[0])
    best = next(a for a in TOY.legal_actions(decision.view, P0) if a != decision.played)
    monkeypatch.setattr(HardBot, "playout_values", lambda self, state: (0.3, 0.7))
    found = compare_moves(HardBot(TOY, P0, 1), decision.view, best, decision.played, 32, 64)
    assert (found.best_value, found.played_value) == pytest.approx((0.3, 0.3))
