"""Investing any amount in one turn (seed 002 「フェイズ3:売却と投資」).

「投資する手番が来たプレイヤーは、£10か£5単位で任意の額の資金を支払うか、または今回の投資を
終了するかを選択します。支払った£10ごとに…斜線の左上に示されている勝利点を得ます。支払った£5
ごとに(£10として支払った分は含めません)…斜線の右下に示されている勝利点を得ます。」
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.engine.rng import Random
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import InvestMoney, StopInvesting
from app.games.tinners_trail.bots import easy_action, ordered_actions
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.rules.investment import points, points_in
from tests.games.tinners_trail.builders import make_state

P0, P1 = PlayerId(0), PlayerId(1)


def _investing(money: int, round_: int = 1, other: int = 0):
    return make_state(
        2, round=round_, phase="invest", passed=[0, 1], investing=[0, 1],
        seats={"0": {"money": money}, "1": {"money": other}},
    )  # fmt: skip


def test_every_amount_in_five_pound_steps_up_to_ones_money_is_one_legal_turn():
    state = _investing(38)
    legal = GAME.legal_actions(state, P0)
    amounts = [a.amount for a in legal if isinstance(a, InvestMoney)]
    assert amounts == [5, 10, 15, 20, 25, 30, 35]
    assert legal[-1] == StopInvesting(player=P0)
    assert GAME.check(state, InvestMoney(player=P0, amount=35)) is None
    reason = GAME.check(state, InvestMoney(player=P0, amount=40))
    assert reason is not None
    assert str(reason) == "you have £38"  # the money in hand (issue 35 §2)
    with pytest.raises(IllegalAction):
        GAME.apply(state, InvestMoney(player=P0, amount=40))


def test_an_amount_is_paid_in_five_pound_units():
    for bad in (0, 3, 12, 1005):
        with pytest.raises(ValidationError):
            InvestMoney(player=P0, amount=bad)


def test_an_amount_scores_its_tens_then_an_odd_five_which_is_the_best_split():
    # Each £10 scores the upper-left VP, each £5 not paid as £10 the lower-right. Counting the
    # amount as many £10s as it holds is the best a player could split it (every box of the
    # board has £10 ≥ 2 × £5), so no choice of split is asked (RULES.md).
    for column in game_data().invest:
        for row in range(len(column.ten)):
            for amount in range(5, 105, 5):
                best = max(
                    tens * column.ten[row] + (amount - 10 * tens) // 5 * column.five[row]
                    for tens in range(amount // 10 + 1)
                )
                assert points_in(column, row, amount) == best


def test_one_turn_pays_the_whole_amount_then_the_next_investor_acts():
    state = _investing(38, round_=3, other=20)
    after = GAME.apply(state, InvestMoney(player=P0, amount=35))
    column = game_data().invest[2]
    vp = 3 * column.ten[0] + column.five[0]
    assert after.seats[0].money == 3
    assert after.seats[0].vp == (0, 0, vp, 0)
    notes = [n for n in after.events if n.key == "invested"]
    assert [(dict(n.nums)["money"], dict(n.nums)["vp"]) for n in notes] == [(35, vp)]
    assert GAME.to_act(after) == {P1}
    assert "£35" in str(GAME.describe(state, InvestMoney(player=P0, amount=35)))


def test_the_easy_bot_invests_all_above_its_reserve_in_one_turn():
    state = _investing(38, round_=2)  # round 2 keeps £12 for next round's auctions
    action = easy_action(state, 0, Random(1))
    assert action == InvestMoney(player=P0, amount=25)
    assert points(state, 0, 25) > points(state, 0, 20)


def test_the_search_weighs_a_few_amounts_and_stopping():
    state = _investing(58, round_=2)
    order = ordered_actions(state, 0, Random(1))
    head = order[: GAME.search_width]
    assert head[0] == InvestMoney(player=P0, amount=45)  # all above the reserve of £12
    assert StopInvesting(player=P0) in head
    assert {a.amount for a in head if isinstance(a, InvestMoney)} >= {5, 20, 45, 55}
    assert len(order) == len(GAME.legal_actions(state, P0))
    poor = _investing(14, round_=2)  # nothing above the reserve: stopping comes first
    assert ordered_actions(poor, 0, Random(1))[0] == StopInvesting(player=P0)
