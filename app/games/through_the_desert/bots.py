"""Bot knowledge of Through the Desert: evaluation, hidden-information filling, heuristics."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.model import HIDDEN, PlaceRiders, State
from app.games.through_the_desert.rules import scoring
from app.games.through_the_desert.rules.board import geo

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


def cell_name(state: State, cell: int) -> str:
    """Readable name of a cell ("K7")."""
    return geo(state).name(cell)


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's points if the game ended now (hidden water holes count 2 on average)."""
    lines = scoring.breakdown(state)
    hidden = [sum(1 for v in seat.water if v == HIDDEN) for seat in state.seats]
    return tuple(
        float(sum(line.points for line in seat_lines) + 2 * hidden[p])
        for p, seat_lines in enumerate(lines)
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


def _rider_value(state: State, cell: int) -> float:
    """Water and oases within two steps make a good rider space."""
    g = geo(state)
    ring1 = set(g.neighbours[cell])
    ring2 = {m for n in ring1 for m in g.neighbours[n]} - ring1 - {cell}
    value = 0.0
    for n in ring1:
        value += state.water[n] * 1.0
    for n in ring2:
        value += state.water[n] * 0.5 + (3.0 if n in state.oases else 0.0)
    value += len(ring1) * 0.3  # room to grow
    return value


def _easy_rider(view: State, player: PlayerId, legal: list[Action], rng: Random) -> Action:
    best = max(_rider_value(view, a.cell) for a in legal)
    options = [a for a in legal if _rider_value(view, a.cell) >= best - 0.5]
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


def prior(state: State, action: Action, sizes: list[list[int]]) -> float:
    """Cheap score of a move without applying it (the search's move ordering)."""
    g = geo(state)
    if isinstance(action, PlaceRider):
        return _rider_value(state, action.cell)
    scored = state.seats[action.player].oases
    value = float(state.water[action.cell])
    for n in g.neighbours[action.cell]:
        if n in state.oases and (action.colour, n) not in scored:
            value += 5.0
        value += 0.3 * state.water[n]
    return value + _majority_bonus(sizes[action.colour], action.player)


def ordered_actions(
    game: GameBase[State, Action], state: State, player: PlayerId, rng: Random
) -> list[Action]:
    """Legal actions, best prior first (ties in random order)."""
    legal = game.legal_actions(state, player)
    sizes = scoring.caravan_sizes(state)
    keyed = [(prior(state, a, sizes) + rng.random() * 0.1, a) for a in legal]
    keyed.sort(key=lambda pair: -pair[0])
    return [a for _, a in keyed]


def rollout_action(
    game: GameBase[State, Action], state: State, player: PlayerId, rng: Random
) -> Action:
    """Play-out move: the best of a few random legal moves by the prior (cheap tournament)."""
    legal = game.legal_actions(state, player)
    if len(legal) <= 1 or rng.random() < 0.15:
        return rng.choice(legal)
    sizes = scoring.caravan_sizes(state)
    sample = rng.sample(legal, min(6, len(legal)))
    return max(sample, key=lambda a: prior(state, a, sizes))
