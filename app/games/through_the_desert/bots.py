"""Bot knowledge of Through the Desert: evaluation, hidden-information filling, heuristics.

The search (`normal`) calls `ordered_actions` at every node and `rollout_action` at every
play-out step, thousands of times a move, so both read the board masks (`rules.index`) and, in
the rider rounds, a table of what each space is worth (`_Worth`, one per layout of water holes)
instead of looking around each space again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.model import HIDDEN, PlaceRiders, State
from app.games.through_the_desert.rules import camel, rider, scoring
from app.games.through_the_desert.rules.bitboard import bits
from app.games.through_the_desert.rules.board import geo
from app.games.through_the_desert.rules.index import index_of

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId
    from app.engine.rng import Random

__all__ = [
    "cell_name",
    "determinize",
    "easy_action",
    "estimate",
    "ordered_actions",
    "prior",
    "rollout_action",
]

Action = PlaceRider | PlaceCamel

RANDOM_PLAYOUT = 0.15
"""Share of play-out moves chosen uniformly at random (the rest: best of a few by the prior)."""
PLAYOUT_SAMPLE = 6
"""Random legal moves a play-out step compares by the prior."""
NOISE = 0.1
"""Random tie-break added to the prior when ordering moves."""
RIDER_HEAD = 12
"""Best rider spaces ordered with the tie-break noise; the rest keep their order by worth."""
WORTH_KEPT = 64
"""Boards whose worth tables are kept (a search meets a few new water layouts per move)."""


def cell_name(state: State, cell: int) -> str:
    """Readable name of a cell ("K7")."""
    return geo(state).name(cell)


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's points if the game ended now (hidden water holes count 2 on average)."""
    points = scoring.totals(state)
    return tuple(
        float(points[p] + 2 * seat.water.count(HIDDEN)) for p, seat in enumerate(state.seats)
    )


def determinize(view: State, player: PlayerId, rng: Random) -> State:
    """Replace hidden water-hole values by random values 1-3."""
    if all(HIDDEN not in s.water for s in view.seats):
        return view
    seats = tuple(
        s.model_copy(update={"water": tuple(v or rng.randint(1, 3) for v in s.water)})
        for s in view.seats
    )
    return view.model_copy(update={"seats": seats})


class _Worth:
    """What each space of one board (its water holes and oases) is worth as a rider space.

    Built once per layout of water holes: it does not change during the rider rounds.
    """

    def __init__(self, state: State) -> None:
        g = geo(state)
        water, oases = state.water, set(state.oases)
        self.water, self.oases = state.water, state.oases
        rider_value = [0.0] * len(g.cells)
        for cell in g.playable:
            ring1 = set(g.neighbours[cell])
            ring2 = {m for n in ring1 for m in g.neighbours[n]} - ring1 - {cell}
            value = float(sum(water[n] for n in ring1))
            for n in ring2:
                value += water[n] * 0.5 + (3.0 if n in oases else 0.0)
            # Room to grow.
            rider_value[cell] = value + len(ring1) * 0.3
        self.rider_value = tuple(rider_value)
        """Per cell: water and oases within two steps make a good rider space."""
        self.by_rider_value = tuple(sorted(g.playable, key=lambda c: -rider_value[c]))
        """Spaces in play, best rider space first."""


_worths: dict[int, _Worth] = {}


def _worth(state: State) -> _Worth:
    """Return the worth table of `state`'s board (kept while its water tuple is the same)."""
    worth = _worths.get(id(state.water))
    if worth is None or worth.water is not state.water or worth.oases is not state.oases:
        if len(_worths) >= WORTH_KEPT:
            _worths.clear()
        worth = _worths[id(state.water)] = _Worth(state)
    return worth


def _easy_rider(view: State, player: PlayerId, legal: list[Action], rng: Random) -> Action:
    values = _worth(view).rider_value
    best = max(values[a.cell] for a in legal)
    options = [a for a in legal if values[a.cell] >= best - 0.5]
    return rng.choice(options)


def _camel_gain(game: GameBase[State, Action], view: State, action: Action, base: float) -> float:
    after = game.apply(view, action)
    me = action.player
    gain = estimate(after)[me] - base
    g = geo(view)
    # Lean towards spaces that open more water and oases next turn.
    for n in g.neighbours[action.cell]:
        gain += 0.3 * after.water[n] + (1.5 if n in after.oases else 0.0)
    return gain


def easy_action(
    game: GameBase[State, Action], view: State, player: PlayerId, rng: Random
) -> Action | None:
    """Greedy heuristics: good rider spaces; camels that score most now and next turn."""
    legal = game.legal_actions(view, player)
    if not legal:
        return None
    if isinstance(view.pending[-1], PlaceRiders):
        return _easy_rider(view, player, legal, rng)
    base = estimate(view)[player]
    scored = [(_camel_gain(game, view, a, base) + rng.random() * 0.01, a) for a in legal]
    return max(scored, key=lambda pair: pair[0])[1]


def _majority_bonus(sizes: list[int], player: int) -> float:
    """Points a caravan gains towards its colour's 10/5 award by growing by one camel."""
    mine = sizes[player]
    best_other = max((n for p, n in enumerate(sizes) if p != player), default=0)
    if mine + 1 == best_other:
        return 5.0  # from losing to a tie
    if mine == best_other:
        return 5.0  # from a tie to sole leader
    return 1.0 if mine > best_other else 0.0


def _camel_priors(
    state: State, player: int, actions: list[PlaceCamel], sizes: list[list[int]] | None = None
) -> list[float]:
    """Return `prior` of each of `player`'s camel moves, sharing the work between them."""
    index, water, seat = index_of(state), state.water, state.seats[player]
    neighbours, around, oasis = geo(state).neighbours, index.masks.neighbours, index.oasis
    sizes = sizes or scoring.caravan_sizes(state)
    bonus = {c: _majority_bonus(sizes[c], player) for c in seat.colours}
    out = []
    for action in actions:
        cell, colour = action.cell, action.colour
        value = water[cell] + 0.3 * sum(water[n] for n in neighbours[cell]) + bonus[colour]
        if near := around[cell] & oasis:
            value += sum(5.0 for n in bits(near) if (colour, n) not in seat.oases)
        out.append(value)
    return out


def prior(state: State, action: Action, sizes: list[list[int]]) -> float:
    """Cheap score of a move without applying it (the search's move ordering).

    A rider: the worth of its space. A camel: the water hole it takes, a third of those next
    to it, 5 for each new oasis it reaches, and what it does to its colour's largest caravan.
    """
    if isinstance(action, PlaceRider):
        return _worth(state).rider_value[action.cell]
    return _camel_priors(state, action.player, [action], sizes)[0]


def _ordered_riders(state: State, player: PlayerId, rng: Random) -> list[Action]:
    """Rider moves by the worth of their space, the best few with the tie-break noise."""
    decision = state.pending[-1]
    assert isinstance(decision, PlaceRiders)  # called in rider rounds only
    worth, spaces = _worth(state), rider.spaces(state)
    cells = [c for c in worth.by_rider_value if spaces >> c & 1]
    values = worth.rider_value
    head = sorted(cells[:RIDER_HEAD], key=lambda c: -(values[c] + rng.random() * NOISE))
    colours = list(rider.allowed_colours(state, decision, player))
    rng.shuffle(colours)
    return [
        rider.rider_action(player, c, cell) for cell in head + cells[RIDER_HEAD:] for c in colours
    ]


def ordered_actions(
    game: GameBase[State, Action], state: State, player: PlayerId, rng: Random
) -> list[Action]:
    """Legal actions, best prior first (ties in random order)."""
    if player not in game.to_act(state):
        return []
    if isinstance(state.pending[-1], PlaceRiders):
        return _ordered_riders(state, player, rng)
    legal = camel.legal(state, player)
    priors = _camel_priors(state, player, legal)
    keyed = [(p + rng.random() * NOISE, a) for p, a in zip(priors, legal, strict=True)]
    keyed.sort(key=lambda pair: -pair[0])
    return [a for _, a in keyed]


def _rollout_rider(state: State, player: PlayerId, rng: Random) -> Action:
    """A play-out rider move, drawn from the legal spaces without listing every move."""
    decision = state.pending[-1]
    assert isinstance(decision, PlaceRiders)  # called in rider rounds only
    colours = rider.allowed_colours(state, decision, player)
    cells = bits(rider.spaces(state))
    if rng.random() < RANDOM_PLAYOUT:
        return rider.rider_action(player, rng.choice(colours), rng.choice(cells))
    count = len(colours) * len(cells)
    picks = rng.sample(range(count), min(PLAYOUT_SAMPLE, count))
    values = _worth(state).rider_value
    colour, cell = max((divmod(i, len(cells)) for i in picks), key=lambda cc: values[cells[cc[1]]])
    return rider.rider_action(player, colours[colour], cells[cell])


def rollout_action(
    game: GameBase[State, Action], state: State, player: PlayerId, rng: Random
) -> Action:
    """Play-out move: the best of a few random legal moves by the prior (cheap tournament)."""
    if isinstance(state.pending[-1], PlaceRiders):
        return _rollout_rider(state, player, rng)
    legal = camel.legal(state, player)
    if len(legal) <= 1 or rng.random() < RANDOM_PLAYOUT:
        return rng.choice(legal)
    sample = rng.sample(legal, min(PLAYOUT_SAMPLE, len(legal)))
    priors = _camel_priors(state, player, sample)
    return sample[priors.index(max(priors))]
