"""Round scoring (seed 000 "得点フェイズ"; seed 004 Phase 4).

1. Ranking: the most energy scores 6 VP, the second most 2 VP; 0 energy never ranks. Ties
   (seed 000): a tie for first shares 6 among the tied, each rounded up, and nobody is second;
   with one first and a tie for second, each tied second scores 1 VP.
2. Credits by this round's energy (energy_track.json). The 0-energy row is an option
   (RULES.md decision 1): seed 004 (and BGA) "gain 3 Credits but lose 3 VP" by default; seed
   000 "そのマスのクレジットを得る代わりに対応するVPを失う" (-3 VP only) with `vp_only`.
3. The round's bonus tile: nothing under 6 energy (the start section, seed 000 "初期エリア（発電量
   が5点以下）"); full VP from the round's section of the track on (section r starts at 6 r,
   energy_track.json); 4 VP less per section short, never below 0 (seed 000: round 3, 20 VP,
   one section short: 20 - 4 = 16). `bonus_score` keeps why, for the log line (issue 33).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data
from app.games.barrage.rules import notes
from app.games.barrage.rules.board import StructureName, built
from app.games.barrage.rules.bonusscore import BonusScore
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.rewards import add_vp

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.barrage.model import State

__all__ = [
    "ZERO_ENERGY_CREDITS",
    "BonusScore",
    "bonus_count",
    "bonus_score",
    "bonus_vp",
    "credits_for",
    "ranking_vp",
    "score_round",
]

ZERO_ENERGY_CREDITS = 3
"""Seed 004 Phase 4: "On the "0" space, gain 3 Credits but lose 3 VP" (`credits_and_vp`)."""


_BUILT: dict[str, StructureName] = {
    "bases_built": "base",
    "elevations_built": "elevation",
    "conduits_built": "conduit",
    "powerhouses_built": "powerhouse",
}


def ranking_vp(energies: Sequence[int]) -> list[int]:
    """Return the ranking VP of each seat for this round's energies."""
    rank = game_data().energy.ranking
    out = [0] * len(energies)
    levels = sorted({e for e in energies if e >= rank.min_energy}, reverse=True)
    if not levels:
        return out
    first = [i for i, e in enumerate(energies) if e == levels[0]]
    if len(first) > 1:
        for i in first:
            out[i] = math.ceil(rank.first / len(first))
        return out
    out[first[0]] = rank.first
    if len(levels) > 1:
        second = [i for i, e in enumerate(energies) if e == levels[1]]
        each = rank.second if len(second) == 1 else rank.tied_second_each
        for i in second:
            out[i] = each
    return out


def bonus_count(state: State, seat: int, counts: str) -> int:
    """Return what a bonus tile counts for a seat (bonus_tiles.json `counts`)."""
    p = state.seats[seat]
    if counts == "contracts_fulfilled":
        return len(p.fulfilled)
    if counts == "advanced_tiles_owned":
        advanced = {a.id for a in game_data().technology.advanced}
        on_wheel = [s.tile for s in p.wheel.segments if s.tile is not None]
        return sum(1 for t in (*p.tiles, *on_wheel) if t in advanced)
    if counts == "external_works_done":  # Leeghwater bonus tiles (reference §8)
        return len(state.lwp.works[seat]) if state.lwp is not None else 0
    if counts == "buildings_built":
        return sum(seat in slots for slots in state.lwp.built) if state.lwp is not None else 0
    return built(state, seat, _BUILT[counts])


def bonus_score(round_no: int, energy: int, count: int, vp_each: int) -> BonusScore:
    """Return the bonus tile scoring of round `round_no` for a seat's energy and count."""
    track = game_data().energy
    need = track.round_section(min(round_no, track.rounds))
    reached = track.section_of(energy)
    short = max(0, need.index - reached)
    cut = track.bonus.penalty_per_section * short
    under = energy < track.bonus.min_energy
    full = count * vp_each
    vp = 0 if under else max(0, full - cut)
    return BonusScore(vp, full, energy, reached, need.index, need.min_energy, short, cut, under)


def bonus_vp(round_no: int, energy: int, count: int, vp_each: int) -> int:
    """Return the bonus tile VP of round `round_no` for a seat's energy and count."""
    return bonus_score(round_no, energy, count, vp_each).vp


def score_round(state: State) -> None:
    """Score the round: ranking, credits by energy, the round's bonus tile."""
    data = game_data()
    energies = [p.energy for p in state.seats]
    tile = next(t for t in data.bonus_tiles.tiles if t.id == state.bonus_tiles[state.round - 1])
    for seat, vp in enumerate(ranking_vp(energies)):
        with entry():
            notes.ranking(seat, vp, energies[seat])
            add_vp(state, seat, "ranking", vp)
    for seat, p in enumerate(state.seats):
        row = data.energy.credit_row(p.energy)
        credits = credits_for(state, p.energy)
        with entry():
            notes.energy_credits(seat, p.energy, credits, row.vp)
            p.credits += credits
            add_vp(state, seat, "energy_track", row.vp)
        count = bonus_count(state, seat, tile.counts)
        score = bonus_score(state.round, p.energy, count, tile.vp_each)
        with entry():
            notes.bonus(seat, tile.id, count, state.round, score)
            add_vp(state, seat, "bonus_tiles", score.vp)
        p.last_energy = p.energy


def credits_for(state: State, energy: int) -> int:
    """Return the credits of round scoring for `energy` (the 0 row follows the option)."""
    row = game_data().energy.credit_row(energy)
    if energy == 0 and state.zero_energy == "credits_and_vp":
        return row.credits + ZERO_ENERGY_CREDITS
    return row.credits
