"""Granting rewards of incomes and contracts (seed 000 "収入フェイズ", "契約の履行"; reference §7).

Immediate parts are applied at once; parts that need a choice (machineries of choice, drops on
headstreams) push a decision on `State.pending`, answered by the receiving seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import push_decision
from app.engine.game import PlayerId
from app.games.barrage.model import ChooseMachinery, FreeBuildChoice, PlaceDropsChoice
from app.games.barrage.rules import wheel

if TYPE_CHECKING:
    from app.games.barrage.data.components import Reward
    from app.games.barrage.model import State

__all__ = ["add_vp", "grant"]


def add_vp(state: State, seat: int, source: str, points: int) -> None:
    """Add (or with a negative value take) VP, recording the source for the breakdown."""
    if points == 0:
        return
    p = state.seats[seat]
    p.vp += points
    p.vp_sources[source] = p.vp_sources.get(source, 0) + points


def grant(state: State, seat: int, reward: Reward, source: str) -> None:
    """Give `reward` to `seat`: immediate parts now, choices as pending decisions.

    `source` names where its VP go in the breakdown (`income`, `contracts`). Free
    constructions become `FreeBuildChoice` decisions (answered by `rules.freebuild`).
    """
    p = state.seats[seat]
    p.credits += reward.credits
    add_vp(state, seat, source, reward.vp)
    p.excavators += reward.excavator
    p.mixers += reward.mixer
    p.energy += reward.energy
    if reward.rotate_wheel:
        wheel.turn(p, reward.rotate_wheel, seat=seat)
    _push_choices(state, PlayerId(seat), reward, source)


def _push_choices(state: State, seat: PlayerId, reward: Reward, source: str) -> None:
    who = (seat,)
    if reward.any_machine:
        choice = ChooseMachinery(waiting=who, count=reward.any_machine, source=source)
        push_decision(state.pending, choice)
    if reward.place_drops:
        push_decision(
            state.pending, PlaceDropsChoice(waiting=who, count=reward.place_drops, flow_now=False)
        )
    if reward.flow_drops:
        push_decision(
            state.pending, PlaceDropsChoice(waiting=who, count=reward.flow_drops, flow_now=True)
        )
    builds: list[FreeBuildChoice] = []
    if reward.build_base is not None:
        builds.append(FreeBuildChoice(waiting=who, structure="base", areas=list(reward.build_base)))
    if reward.build_conduit_max:
        builds.append(
            FreeBuildChoice(
                waiting=who, structure="conduit", max_production=reward.build_conduit_max
            )
        )
    builds += [FreeBuildChoice(waiting=who, structure="elevation")] * reward.build_elevation
    builds += [FreeBuildChoice(waiting=who, structure="powerhouse")] * reward.build_powerhouse
    for decision in builds:
        push_decision(state.pending, decision.model_copy())
