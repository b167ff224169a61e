"""Setup (seed 001 "ゲームの準備"; reference §3).

Camels per colour by player count (22/26/30), five riders per player (four with five players,
each returning a different colour), five oases on random palm spaces, the 45 water holes
shuffled onto the circle spaces and the palm spaces left without an oasis; with the smaller
board the spare holes go back to the box.
"""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.rng import Rng
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceRiders, PlayerState, State, TtdOptions
from app.games.through_the_desert.rules.index import index_of

__all__ = ["SUPPLY", "rider_rounds", "setup"]

SUPPLY = {2: 22, 3: 26, 4: 30, 5: 30}
"""Camels per colour beside the board (riders not included), seed 001 "準備"."""
WATER_TILES = (1,) * 15 + (2,) * 15 + (3,) * 15
"""15 tiles each of value 1, 2 and 3."""
OASES = 5


def rider_rounds(players: int) -> int:
    """Placement rounds: five, or four with five players (seed 001 "騎手の配置")."""
    return 4 if players == 5 else 5


def setup(options: TtdOptions, seed: int) -> State:
    """Return the starting position for `options` and `seed`."""
    players = options.players
    geo = geometry(players)
    rng = Rng(seed=seed)
    draw = rng.stream()
    colours = [tuple(range(5)) for _ in range(players)]
    if players == 5:
        # Each player returns a different colour (seed 001 "準備"); which one is drawn.
        returned = list(range(5))
        draw.shuffle(returned)
        colours = [tuple(c for c in range(5) if c != returned[p]) for p in range(players)]
    oases = tuple(sorted(draw.sample(geo.palms, OASES)))
    tiles = list(WATER_TILES)
    draw.shuffle(tiles)
    hole_cells = sorted((*geo.circles, *(c for c in geo.palms if c not in oases)))
    water = [0] * len(geo.cells)
    for cell, value in zip(hole_cells, tiles, strict=False):
        water[cell] = value
    size = len(geo.cells)
    state = State(
        players=players,
        open_scores=options.open_scores,
        pending=[PlaceRiders(waiting=(PlayerId(0),))],
        rng=rng,
        seats=tuple(PlayerState(colours=cs, riders_left=cs) for cs in colours),
        supply=(SUPPLY[players],) * 5,
        owner=(-1,) * size,
        colour=(-1,) * size,
        water=tuple(water),
        oases=oases,
        area=(-1,) * size,
    )
    index_of(state)  # built once here rather than inside the first placement
    return state
