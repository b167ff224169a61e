"""The construction wheel (seed 000 "ホイールの使用"; seed 004 "Construction Action" step 4).

A technology tile and the machinery for a construction go into the open segment; the wheel then
turns one step. Whatever lies in the segment that reaches the opening returns to its owner, so
things come back after six steps. The workshop and some rewards turn the wheel further.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data
from app.games.barrage.rules import notes
from app.games.barrage.rules.bookkeeping import entry

if TYPE_CHECKING:
    from app.games.barrage.model import PlayerState

__all__ = ["BUILD_TURN", "load_and_turn", "turn"]

BUILD_TURN = 1
"""Seed 004 Construction Action step 4: segments the wheel turns after it is loaded."""


def turn(player: PlayerState, steps: int, *, seat: int, say_empty: bool = True) -> None:
    """Turn the wheel `steps` steps; each segment reaching the opening returns its contents.

    `seat` is the player's: what comes back has its own log line (issue 18 §1: a construction
    paying 2 excavators that also gets 1 back says both). A turn of its own (a reward, the
    workshop) that brings nothing back says so (`say_empty`), so the wheel never turns unseen
    in the log; a construction's own turn does not (its line shows what went onto the wheel).
    """
    wheel = player.wheel
    size = game_data().construction.wheel_segments
    returned = False
    for _ in range(steps):
        wheel.open = (wheel.open + 1) % size
        seg = wheel.segments[wheel.open]
        if seg.tile is None and not seg.excavators and not seg.mixers:
            continue
        returned = True
        with entry():
            notes.wheel_return(seat, seg.tile, seg.excavators, seg.mixers)
            if seg.tile is not None:
                player.tiles.append(seg.tile)
            player.excavators += seg.excavators
            player.mixers += seg.mixers
            seg.tile, seg.excavators, seg.mixers = None, 0, 0
    if steps > 0 and not returned and say_empty:
        with entry():  # its own line, changing nothing: the amounts stay on the line before
            notes.wheel_empty_turn(seat, steps)


def load_and_turn(
    player: PlayerState, tile: str, excavators: int, mixers: int, *, seat: int
) -> None:
    """Put a tile and machinery from supply into the open segment, then turn one step.

    Raises:
        ValueError: If the tile or the machinery is not in supply, or the segment is not empty.
    """
    seg = player.wheel.segments[player.wheel.open]
    if seg.tile is not None or seg.excavators or seg.mixers:
        msg = "the open segment of the wheel is not empty"
        raise ValueError(msg)
    if tile not in player.tiles or excavators > player.excavators or mixers > player.mixers:
        msg = "the tile or the machinery is not in supply"
        raise ValueError(msg)
    player.tiles.remove(tile)
    player.excavators -= excavators
    player.mixers -= mixers
    seg.tile, seg.excavators, seg.mixers = tile, excavators, mixers
    turn(player, BUILD_TURN, seat=seat, say_empty=False)
