"""Phase 4 and the start of a round (seed 002 「フェイズ4:ラウンドの終了」「ゲームの終了」).

End of round: the unbought developments of the round leave the board, the steam-pump groups are
refilled, the work markers go back to column 0 in pass order, and the top two players (one with
2 players) in turn may look at one face-down area tile each and mark it with a peek token (the
second may pick the same tile). After round 4 the game ends instead (no phase 4).
Start of a round: each steam pump left by a survey card removes one water cube, the prices are
rolled, and the round's column of the development board is in use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.tinners_trail.data.data import board
from app.games.tinners_trail.model import NO_TILE, Peek, Phase, note
from app.games.tinners_trail.rules import prices, worktrack
from app.games.tinners_trail.rules.build import remove_water
from app.games.tinners_trail.rules.edit import log, set_at
from app.games.tinners_trail.rules.investment import LAST_ROUND

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = ["end_round", "face_down", "next_peek", "on_peek", "open_column", "start_round"]


def open_column(draft: State) -> None:
    """Put this round's column of the development board in use."""
    dev = board(draft.players).dev
    r = draft.round - 1
    draft.devs = (dev.miner[r], dev.port[r], dev.rail[r], dev.adit[r])


def face_down(state: State) -> list[int]:
    """Regions whose area tile lies face down."""
    return [
        r for r in board(state.players).regions if state.tile[r] != NO_TILE and not state.face_up[r]
    ]


def end_round(draft: State) -> None:
    """After investing: end the game, or clear the board and start the peeks."""
    if draft.round == LAST_ROUND:
        draft.phase = Phase.OVER
        log(draft, note("game_end"))
        return
    if any(draft.devs):
        log(draft, note("devs_removed", n=sum(draft.devs)))
    draft.devs = (0, 0, 0, 0)
    draft.pumps = board(draft.players).dev.pumps
    log(draft, note("pumps_refilled"))
    _choose_peekers(draft)
    worktrack.reset(draft)
    log(draft, note("markers_reset"))
    draft.phase = Phase.PEEK


def _choose_peekers(draft: State) -> None:
    """The top players in pass order may look at a tile; a line says who may not, and why.

    Seed 002 「フェイズ4」: the two players on top of column 0 (one with 2 players), that is the
    first to pass, each look at one face-down tile. Everyone else, and everyone when no tile is
    face down, gets a line saying why there is no look (issue 18 §5).
    """
    count = board(draft.players).peekers
    if not face_down(draft):
        draft.peekers = ()
        log(draft, note("no_peek_tiles"))
        return
    draft.peekers = draft.passed[:count]
    for p in draft.passed[count:]:
        log(draft, note("no_peek", p, n=count))


def next_peek(draft: State) -> bool:
    """Ask the next peeker; False when the peeks are over."""
    if draft.peekers and face_down(draft):
        draft.pending.append(Peek(waiting=(PlayerId(draft.peekers[0]),)))
        return True
    draft.peekers = ()
    return False


def on_peek(draft: State, player: int, region: int) -> None:
    """Look at a face-down tile (or none, -1) and mark it with a peek token."""
    draft.pending[-1].waiting = ()
    draft.peekers = draft.peekers[1:]
    if region >= 0:
        set_at(draft, "known", region, draft.known[region] | (1 << player))


def start_round(draft: State) -> None:
    """Next round: survey-card pumps drain, prices are rolled, the new column opens."""
    draft.round += 1
    log(draft, note("round", n=draft.round))
    for region, has_pump in enumerate(draft.pump):
        if has_pump and remove_water(draft, region, 1):
            log(draft, note("pump_drains", names={"region": f"region:{region}"}))
    prices.roll(draft, first=False)
    open_column(draft)
    draft.phase = Phase.ACTIONS
