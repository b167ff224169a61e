"""Round summaries that fill their space (issue 18 §4): gains from the ledger, standings, next.

A seeded Tinners' Trail round is played to its end (the sale when the last seat passes, the
investments, the peeks: seed 002 「フェイズ3:売却と投資」); the summary's amounts per seat must
equal the change of that seat's money and VP over the whole round (auctions and insurance too),
read from the counters.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re

import pytest

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.barrage import GAME as BARRAGE
from app.games.blood_rage import GAME as BLOOD_RAGE
from app.games.tinners_trail import GAME as TINNERS
from app.games.tinners_trail.rules.prices import price
from app.ui.controller import GameController

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bea", "Cid"]


def _to_round_end(game, players: int, seed: int, rounds: int = 1) -> tuple[Session, int, int]:
    """A human session played by a seeded random policy to the end of round `rounds`.

    Returns the session, the first step of that round's end and the step that ends it.
    """
    seats = [Seat(name=n, kind="human") for n in NAMES[:players]]
    session = Session(game, game.Options(players=players), seed, seats)
    rng = random.Random(f"gains:{seed}")
    begins, ended = 0, 0
    while ended < rounds:
        state = session.state
        seat = PlayerId(sorted(game.to_act(state))[0])
        action = rng.choice(game.legal_actions(state, seat))
        session.apply(action)
        session.end_turn()
        step = len(session.actions)
        if game.round_summary(state, action, session.state, []) is not None:
            ended += 1  # the step that ends a round is never where its summary begins
        elif game.round_end_begins(state, session.state):
            begins = step
    return session, begins or step, step


def _amounts(lines: tuple[str, ...], pattern: str) -> int:
    """The signed sum of the amounts matching `pattern` ahead of each gain line's colon."""
    total = 0
    for line in lines:
        head = line.split(": ", 1)[0]
        for sign, n in re.findall(pattern, head):
            total += int(n) if sign == "+" else -int(n)
    return total


@pytest.mark.parametrize("seed", [3, 11])
def test_tinners_gains_equal_the_ledger_and_standings_follow_vp(qtbot, seed):
    session, begins, step = _to_round_end(TINNERS, 3, seed)
    controller = GameController(session)
    table = controller.round_summary_at(step)
    assert table is not None
    assert table.title == "Round 1 is over"
    start = TINNERS.counters(session.state_at(begins - 1))
    end = TINNERS.counters(session.state_at(step))
    own = dict(TINNERS.describe(session.state_at(begins - 1), session.actions[begins - 1]).deltas)
    for seat in range(3):
        for key, pattern in (("money", r"([+−])£(\d+)"), ("vp", r"([+−])(\d+) VP")):
            counter = f"seat:{seat}:{key}"
            change = end[counter] - start[counter] - own.get(counter, 0)
            assert _amounts(table.lines[seat], pattern) == change, (seat, key, table.lines[seat])
    sold = [line for row in table.lines for line in row if " sells " in line]
    assert sold, table.lines  # the sale is a gain of the round's end, with its amount
    assert all(re.match(r"\+£\d+: ", line) for line in sold)
    state = session.state_at(step)
    vp = {NAMES[p]: sum(state.seats[p].vp) for p in range(3)}
    ranked = [re.fullmatch(r"(\d)\. (\w+): (\d+) VP", line) for line in table.standings]
    assert all(ranked), table.standings
    got = [(m.group(2), int(m.group(3))) for m in ranked if m]
    assert sorted(got) == sorted(vp.items())
    assert [v for _, v in got] == sorted(vp.values(), reverse=True)
    assert table.next_up == (
        f"Next: round 2 of 4; tin sells at £{price(state, 0)}, copper at £{price(state, 1)}",
    )


def test_barrage_summary_ranks_by_vp_and_names_the_next_bonus_tile(qtbot):
    session, _, step = _to_round_end(BARRAGE, 2, 7)
    table = GameController(session).round_summary_at(step)
    assert table is not None
    state = session.state_at(step)
    first = max(range(2), key=lambda p: (state.seats[p].vp, -p))
    assert table.standings[0] == f"1. {NAMES[first]}: {state.seats[first].vp} VP"
    assert table.next_up[0].startswith("Next: round 2 of 5; its bonus tile scores ")
    before = BARRAGE.counters(session.state_at(step - 1))
    after = BARRAGE.counters(state)
    own = dict(BARRAGE.describe(session.state_at(step - 1), session.actions[step - 1]).deltas)
    for seat in range(2):
        counter = f"seat:{seat}:vp"
        change = after[counter] - before[counter] - own.get(counter, 0)
        assert _amounts(table.lines[seat], r"([+−])(\d+) VP") == change


def test_blood_rage_age_summary_names_the_next_ragnarok(qtbot):
    session, _, step = _to_round_end(BLOOD_RAGE, 2, 5)
    table = GameController(session).round_summary_at(step)
    assert table is not None
    assert table.title == "Age 1 is over"
    assert len(table.standings) == 2
    assert table.standings[0].startswith("1. ")
    assert table.standings[0].endswith(" glory")
    assert re.fullmatch(r"Next: Age 2 of 3; at its end Ragnarök destroys \w+", table.next_up[0])


@pytest.mark.parametrize("seed", [3, 7])
def test_barrage_summary_totals_start_where_the_round_end_lines_start(qtbot, seed):
    """The header's before-values are the counters after the ending action (issue 35 §3).

    Seed 3's round ends with Bea taking a credit at the bank, seed 7's with a machinery bought;
    the header said the credits before that action, the lines below it the ones after.
    """
    session, _, step = _to_round_end(BARRAGE, 2, seed)
    table = GameController(session).round_summary_at(step)
    assert table is not None
    before = BARRAGE.counters(session.state_at(step - 1))
    after = BARRAGE.counters(session.state_at(step))
    own = dict(BARRAGE.describe(session.state_at(step - 1), session.actions[step - 1]).deltas)
    assert any(k.endswith(":credits") for k in own)  # the ending action changed credits
    for seat in range(2):
        got = re.fullmatch(
            r"(\d+) VP → (\d+) VP, (\d+) credits? → (\d+) credits?", table.totals[seat]
        )
        assert got is not None, table.totals[seat]
        want = []
        for key in ("vp", "credits"):
            counter = f"seat:{seat}:{key}"
            want += [before[counter] + own.get(counter, 0), after[counter]]
        assert [int(got.group(i)) for i in (1, 2, 3, 4)] == want, (seat, table.totals[seat])
