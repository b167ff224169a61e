"""Flag a move only beyond the noise: paired play-outs and their interval (issue 38 §1)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.claim import broken_claims
from app.engine.hardbot import HardBot
from app.engine.paired import Comparison, compare, compare_moves
from app.engine.review import (
    PAIRS_FIRST,
    PAIRS_MOST,
    Decision,
    Judgement,
    _seat_review,
    decisions_of,
    judge,
    review_level,
)
from app.engine.reviewtext import loss_line
from app.engine.rng import bot_random
from app.engine.text import render
from tests.engine.reviewkit import P0, P1, scripted_game
from tests.engine.toy import TOY, Draw, EndTurn, Take


def _decision(step: int) -> Decision:
    session = scripted_game()
    action = session.actions[step]
    seat = action.player
    return Decision(step, seat, TOY.view_for(session.state_at(step), seat), action)


def _compare(bot: HardBot, decision: Decision, best: Any) -> Comparison:
    """Compare `best` with the move played as the review does."""
    return compare_moves(bot, decision.view, best, decision.played, PAIRS_FIRST, PAIRS_MOST)


def test_a_move_against_itself_differs_by_nothing_in_every_pair():
    """Both moves of a pair get the same guess and the same seed: the same move, same values."""
    decision = _decision(8)  # Anna's Take(1) after drawing: play-outs full of random draws
    found = _compare(HardBot(TOY, P0, "pair"), decision, decision.played)
    assert found.pairs >= 32
    assert found.best == found.played  # pair by pair, exactly
    assert len(set(found.best)) > 1  # and the pairs themselves differ: there is noise to share
    assert (found.low, found.high) == (0.0, 0.0)
    assert not Judgement.of(8, P0, decision.played, Take(player=P0, count=2), found).flagged()


def test_the_same_comparison_is_the_same_every_time():
    decision = _decision(9)
    best = Take(player=P0, count=1)
    first = _compare(HardBot(TOY, P0, "again"), decision, best)
    second = _compare(HardBot(TOY, P0, "again"), decision, best)
    assert first == second


def test_a_move_equal_to_the_best_is_never_flagged():
    session = scripted_game()
    decisions = decisions_of(TOY, session.snapshots, session.actions, [0])
    verdicts = [judge(TOY, d, review_level(), session.seed, 60) for d in decisions]
    agreed = [j for j in verdicts if j is not None and j.best == j.played]
    assert agreed  # the bot agrees with most of Anna's full-turn moves
    for j in agreed:
        assert (j.drop, j.pairs) == (0.0, 0)
        assert not j.flagged()
    # whatever numbers it carries, a judgement whose best move is the one played is not flagged
    same = Judgement(0, P0, EndTurn(player=P0), EndTurn(player=P0), 0.1, 0.9, 0.5, 0.9, 64)
    assert not same.flagged()


def test_a_flag_needs_the_whole_interval_above_zero_as_shown():
    def judgement(low: float, high: float) -> Judgement:
        return Judgement(3, P0, EndTurn(player=P0), Draw(player=P0), 0.4, 0.5, low, high, 32)

    assert judgement(0.02, 0.18).flagged()
    assert not judgement(-0.02, 0.22).flagged()  # the interval holds zero
    assert not judgement(0.004, 0.196).flagged()  # "0 to 20" as shown: not beyond the noise


def test_a_flagged_line_carries_its_interval_and_how_sure():
    fairly = Judgement(3, P0, EndTurn(player=P0), Draw(player=P0), 0.35, 0.47, 0.07, 0.17, 64)
    very = Judgement(3, P0, EndTurn(player=P0), Draw(player=P0), 0.35, 0.47, 0.09, 0.15, 64, True)
    line = loss_line(fairly)
    assert str(line) == "Winning chances lost: about 12 points (7 to 17), fairly sure"
    assert render(line, "ja", ["アンナ"]) == (
        "勝つ見込みの低下：およそ12ポイント（7〜17ポイント、かなり確か）"
    )
    assert str(loss_line(very)) == "Winning chances lost: about 12 points (9 to 15), very sure"
    assert render(loss_line(very), "ja", ["アンナ"]).endswith("ほぼ確実）")
    assert broken_claims(line) == []


UNPAIRED_SEED = "unpaired:7"
"""Seeds the unpaired guesses (one where their noise favours the alternative)."""


def _noise_only(_bot: Any, state: Any) -> tuple[float, float]:
    """A value that only the guess at Anna's hidden card decides: no move changes it."""
    card = state.seats[0].bonus[0]
    return 0.8 - 0.3 * card, 0.2 + 0.3 * card  # Bea's chance 0.5, 0.8 or 1.1 - 0.3 ...


def _unpaired(bot: HardBot, decision: Decision, best: Any, pairs: int) -> Comparison:
    """Each move valued on guesses and streams of its own (what a paired check avoids)."""
    rng = bot_random(UNPAIRED_SEED, int(decision.seat))

    def values(_rng: Any) -> tuple[float, float]:
        out = []
        for move in (best, decision.played):
            start = TOY.determinize(decision.view, decision.seat, rng)  # a guess per move
            state = TOY.apply(start, move)
            out.append(bot.playout_values(state)[int(decision.seat)])
        return out[0], out[1]

    return compare(values, rng, pairs, pairs)


def test_noise_that_would_flag_unpaired_moves_does_not_flag_paired_ones(monkeypatch):
    monkeypatch.setattr(HardBot, "playout_values", _noise_only)
    # Bea's first move: Anna's bonus card (drawn at move 1) is hidden from her and guessed
    decision = _decision(4)
    assert decision.seat == P1
    assert decision.view.seats[0].bonus == (0,)
    best = Take(player=P1, count=1)
    assert best != decision.played
    unpaired = _unpaired(HardBot(TOY, P1, "noise"), decision, best, 32)
    naive = Judgement.of(4, P1, decision.played, best, unpaired)
    assert naive.points() >= 1  # the old rule (listed from one shown point) would flag it
    assert naive.drop > 0.1  # 12 points of pure luck
    paired = _compare(HardBot(TOY, P1, "noise"), decision, best)
    assert paired.mean == pytest.approx(0.0)
    assert not Judgement.of(4, P1, decision.played, best, paired).flagged()


def test_the_same_advice_is_listed_once():
    """Barrage's review advised the same bank action three times: the second says nothing new."""
    session = scripted_game()
    decisions = decisions_of(TOY, session.snapshots, session.actions, [0])
    advice = Take(player=P0, count=2)
    found = [
        Judgement(d.step, P0, d.played, advice, 0.4, 0.4 + 0.01 * d.step, 0.05, 0.3, 64)
        for d in decisions
        if d.played != advice
    ]
    assert len(found) >= 2
    assert all(j.flagged() for j in found)
    listed = _seat_review(TOY, P0, decisions, found).mistakes
    assert [m.judgement for m in listed] == [max(found, key=lambda j: j.drop)]
