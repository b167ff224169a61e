"""Tuning statistics of the designed tables (run by hand; RULES.md quotes its output).

    .venv/bin/python -m tests.games.tinners_trail.tuning --players 2 --games 200
    .venv/bin/python -m tests.games.tinners_trail.tuning --players 2 --games 150 --styles

Plays bot games and prints what the tables make of the game: scores, how often prices move,
what water costs in shallow and deep mines, what the auctions fetch, which actions the bots
take; or (`--styles`) how the `easy` heuristics with different weights fare against each other.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import MineOre
from app.games.tinners_trail.bots import easy_action
from app.games.tinners_trail.bottools import STYLES, Style
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import TinOptions
from app.sim import game_seed, wilson

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

DEPTHS = ((0, 1, "shallow (water 0-1)"), (2, 3, "medium (water 2-3)"), (4, 99, "deep (water 4+)"))
"""Mines by the water printed on their tile."""


class StyleBot:
    """The `easy` heuristics with another style's weights."""

    def __init__(self, style: Style, player: int, seed: int) -> None:
        self.style = style
        self.player = PlayerId(player)
        self.rng = bot_random(seed, player)

    def choose(self, view: State) -> Any:
        """Return the style's move."""
        action = easy_action(view, self.player, self.rng, self.style)
        assert action is not None
        return action


def _bot(level: str, player: int, seed: int) -> Any:
    for style in STYLES:
        if level == style.name:
            return StyleBot(style, player, seed)
    return make_bot(level, GAME, PlayerId(player), seed)


@dataclass
class Facts:
    """Numbers collected from one game."""

    kinds: Counter[str] = field(default_factory=Counter)
    prices: list[tuple[int, int]] = field(default_factory=list)
    water_cost: int = 0
    bids: list[int] = field(default_factory=list)
    closed: int = 0
    depth: dict[int, int] = field(default_factory=dict)
    """Tile water of each region built on."""
    paid: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    """£ paid for water per region."""
    mined: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    """Cubes mined per region."""
    ore: dict[int, int] = field(default_factory=dict)
    """Ore cubes of the tile of each region built on."""
    price: dict[int, int] = field(default_factory=dict)
    """Winning bid of each region built on."""


def _note(facts: Facts, entry: Any) -> None:
    nums, names = dict(entry.nums), dict(entry.names)
    region = int(names["region"].split(":")[1]) if "region" in names else -1
    if entry.key == "water_cost":
        facts.water_cost += nums["money"]
        facts.paid[region] += nums["money"]
    elif entry.key == "won":
        facts.bids.append(nums["money"])
        facts.price[region] = nums["money"]
    elif entry.key == "closed":
        facts.closed += 1
    elif entry.key == "tile":
        tile = game_data().tiles[int(names["tile"].split(":")[1])]
        facts.depth[region] = tile.water
        facts.ore[region] = tile.tin + tile.copper


def play(players: int, levels: list[str], seed: int) -> tuple[State, Facts]:
    """Play one game; return the final state and the collected numbers."""
    state = GAME.setup(TinOptions(players=players), seed)
    bots = [_bot(levels[p % len(levels)], p, seed) for p in range(players)]
    facts = Facts()
    rnd = 0
    while acting := sorted(GAME.to_act(state)):
        if state.round != rnd:
            rnd = state.round
            facts.prices.append(state.prices)
        action = bots[acting[0]].choose(GAME.view_for(state, PlayerId(acting[0])))
        facts.kinds[action.kind] += 1
        if isinstance(action, MineOre):
            facts.mined[action.region] += action.tin + action.copper
        state = GAME.apply(state, action)
        for entry in state.events:
            _note(facts, entry)
    return state, facts


def _say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def styles(players: int, games: int) -> None:
    """Every style against every other (2 players) or all together (more): wins per style."""
    names = [s.name for s in STYLES]
    wins: dict[str, float] = defaultdict(float)
    seats: Counter[str] = Counter()
    pairs = [(a, b) for a in names for b in names if a < b] if players == 2 else [tuple(names)]
    for lineup in pairs:
        for g in range(games):
            levels = [lineup[(p + g) % len(lineup)] for p in range(players)]
            out = GAME.outcome(play(players, levels, game_seed(11, g))[0])
            assert out is not None
            for p, level in enumerate(levels):
                seats[level] += 1
                wins[level] += (p in out.winners) / len(out.winners)
                if players == 2 and level == lineup[0]:
                    seats["-".join(lineup)] += 1
                    wins["-".join(lineup)] += (p in out.winners) / len(out.winners)
    for key in sorted(seats):
        low, high = wilson(wins[key], seats[key])
        _say(f"{key:<22} {wins[key] / seats[key]:6.1%}  ({low:.0%}-{high:.0%}, n={seats[key]})")


def _depth_lines(all_facts: list[Facts]) -> None:
    for low, high, label in DEPTHS:
        paid = mined = mines = ore = bid = 0
        for facts in all_facts:
            for region, water in facts.depth.items():
                if low <= water <= high:
                    mines += 1
                    paid += facts.paid[region]
                    mined += facts.mined[region]
                    ore += facts.ore[region]
                    bid += facts.price.get(region, 0)
        if mines:
            _say(
                f"  {label:<20} {mines / len(all_facts):4.1f} mines a game: tile ore "
                f"{ore / mines:3.1f}, mined {mined / mines:3.1f}, bid £{bid / mines:4.1f}, "
                f"water £{paid / mines:4.1f} (£{paid / max(mined, 1):.2f} a cube)"
            )


def report(players: int, games: int, levels: list[str]) -> None:
    """Play `games` games and print the statistics."""
    scores: list[int] = []
    winners: list[int] = []
    changes: list[int] = []
    moves: Counter[str] = Counter()
    all_facts = []
    for g in range(games):
        state, facts = play(players, levels, game_seed(7, g))
        out = GAME.outcome(state)
        assert out is not None
        scores += list(out.scores)
        winners.append(max(out.scores))
        pairs = itertools.pairwise(facts.prices)
        changes += [int(a != b) for x, y in pairs for a, b in zip(x, y, strict=True)]
        moves.update(facts.kinds)
        all_facts.append(facts)
    _say(f"{players} players, {games} games, bots {','.join(levels)}")
    _say(
        f"  score mean {statistics.mean(scores):.1f} (sd {statistics.pstdev(scores):.1f}), "
        f"winner mean {statistics.mean(winners):.1f}, range {min(scores)}-{max(scores)}"
    )
    _say(f"  a price moved between rounds in {statistics.mean(changes):.0%} of cases")
    bids = [b for f in all_facts for b in f.bids]
    _say(
        f"  water paid per player {statistics.mean(f.water_cost for f in all_facts) / players:.1f};"
        f" winning bid mean £{statistics.mean(bids):.1f}; regions closed a game "
        f"{statistics.mean(f.closed for f in all_facts):.2f}"
    )
    _depth_lines(all_facts)
    _say("  actions a game: " + ", ".join(f"{k} {v / games:.1f}" for k, v in moves.most_common()))


def main(argv: list[str] | None = None) -> int:
    """Run the statistics from the command line."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bots", default="easy")
    parser.add_argument("--styles", action="store_true", help="play the bot styles")
    args = parser.parse_args(argv)
    if args.styles:
        styles(args.players, args.games)
    else:
        report(args.players, args.games, args.bots.split(","))
    return 0


if __name__ == "__main__":
    sys.exit(main())
