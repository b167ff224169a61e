"""How the Barrage bots play (never a test): VP, early energy, contracts, take-and-return.

    .venv/bin/python bench/barrage_bots.py [--match normal,easy] [--match normal,normal]
        [--games 10] [--seed 1] [--players 2] [--jobs 2] [--iterations N]

Each match plays `--games` 2-player games of `hotseat simulate` (setups from
`app.sim.game_seed`, seats rotated every game, every bot at its deterministic iteration budget,
so a run gives the same table on every machine). Per level it prints the mean final VP, the
mean energy produced in rounds 1-3 (the energy track at each round's scoring), the contracts
fulfilled, and the contract takes that lose value: a take that gives back a contract it takes
(or one the seat took earlier in the game), and credits paid on a contract space for
contracts of which none is fulfilled by the end.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.engine.bots import MctsBot, make_bot  # noqa: E402
from app.engine.game import PlayerId  # noqa: E402
from app.games.barrage import GAME  # noqa: E402
from app.games.barrage.actions import Produce, TakeContracts  # noqa: E402
from app.games.barrage.model import BarrageOptions, Phase  # noqa: E402
from app.sim import game_seed, seating  # noqa: E402

EARLY_ROUNDS = 3
"""Rounds whose energy is counted as early energy."""


@dataclass
class SeatRecord:
    """What one seat did in one game."""

    level: str
    vp: int = 0
    early_energy: int = 0
    fulfilled: int = 0
    takes: int = 0
    returned: int = 0
    """Takes that gave back a contract taken by this or an earlier take of the seat."""
    missed: int = 0
    """Rounds 1-3 ended at 0 energy though the seat could have produced in one of its turns."""
    paid_for_nothing: int = 0
    """Credits paid on contract spaces for takes none of whose contracts was fulfilled."""
    taken: list[tuple[tuple[int, ...], int]] = field(default_factory=list)


def play(task: tuple[tuple[str, ...], int, int, int | None]) -> list[SeatRecord]:
    """Play one game; return each seat's record."""
    levels, seed, number, iterations = task
    bots = []
    for seat, level in enumerate(levels):
        bot = make_bot(level, GAME, PlayerId(seat), f"barbench:{seed}:{number}")
        if isinstance(bot, MctsBot):
            bot.seconds = math.inf
            if iterations is not None:
                bot.iterations = iterations
        bots.append(bot)
    records = [SeatRecord(level) for level in levels]
    owned: list[set[int]] = [set() for _ in levels]
    state = GAME.setup(BarrageOptions(players=len(levels)), game_seed(seed, number))
    could = [False] * len(levels)
    while acting := sorted(GAME.to_act(state)):
        seat = acting[0]
        if state.round <= EARLY_ROUNDS and state.phase == Phase.ACTIONS and not could[seat]:
            legal = GAME.legal_actions(state, PlayerId(seat))
            could[seat] = any(isinstance(a, Produce) for a in legal)
        action = bots[seat].choose(GAME.view_for(state, PlayerId(seat)))
        after = GAME.apply(state, action)
        if isinstance(action, TakeContracts):
            rec = records[seat]
            rec.takes += 1
            owned[seat] |= set(action.contracts)
            if set(action.discard) & owned[seat]:
                rec.returned += 1
            paid = state.seats[seat].credits - after.seats[seat].credits
            rec.taken.append((action.contracts, max(paid, 0)))
        ended = after.round != state.round or after.phase == Phase.OVER
        if ended and state.round <= EARLY_ROUNDS and state.phase != Phase.OVER:
            for s, p in enumerate(after.seats):
                records[s].early_energy += p.last_energy
                records[s].missed += p.last_energy == 0 and could[s]
            could = [False] * len(levels)
        state = after
    outcome = GAME.outcome(state)
    assert outcome is not None
    for s, rec in enumerate(records):
        rec.vp = outcome.scores[s]
        done = set(state.seats[s].fulfilled)
        rec.fulfilled = len(done)
        rec.paid_for_nothing = sum(
            paid for taken, paid in rec.taken if paid and not set(taken) & done
        )
        rec.taken = []
    return records


def main(argv: list[str] | None = None) -> int:
    """Play the matches and print one table per match."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--match", action="append", help="levels, comma-separated")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=None, help="normal's budget")
    args = parser.parse_args(argv)
    matches = [tuple(m.split(",")) for m in (args.match or ["normal,easy", "normal,normal"])]
    for levels in matches:
        tasks = [(seating(levels, n), args.seed, n, args.iterations) for n in range(args.games)]
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            games = pool.map(play, tasks, chunksize=1)
        out = sys.stdout
        out.write(f"Barrage {' vs '.join(levels)}, {args.games} games, seed {args.seed}\n")
        out.write(
            "  level     mean VP  energy r1-3  0-energy rounds r1-3 (could produce)"
            "  contracts  takes  take-and-return  credits paid for unfulfilled\n"
        )
        for level in sorted(set(levels), key=levels.index):
            recs = [r for g in games for r in g if r.level == level]
            out.write(
                f"  {level:<8} {statistics.mean(r.vp for r in recs):8.1f}"
                f" {statistics.mean(r.early_energy for r in recs):12.1f}"
                f" {sum(r.missed for r in recs):37d}"
                f" {statistics.mean(r.fulfilled for r in recs):10.2f}"
                f" {sum(r.takes for r in recs):6d} {sum(r.returned for r in recs):16d}"
                f" {sum(r.paid_for_nothing for r in recs):30d}\n"
            )
        wins = [g for g in games if len({r.level for r in g}) > 1]
        if wins:
            first = levels[0]
            won = sum(1 for g in wins if max(g, key=lambda r: r.vp).level == first)
            out.write(f"  {first} had the most VP in {won} of {len(wins)} games\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
