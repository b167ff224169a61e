"""Helpers shared by the card effects: questions to a seat, stat options, who fought."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.data.data import STATS
from app.games.blood_rage.model import Battle, CardChoice
from app.games.blood_rage.rules.board import forces
from app.games.blood_rage.rules.reward import can_raise

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

__all__ = ["ask", "current_battle", "in_battle", "stat_options"]


def ask(
    seat: int,
    card: int,
    province: int = -1,
    *,
    optional: bool = False,
    step: str = "",
    memo: str = "",
) -> CardChoice:
    """A question of the effect of `card` to `seat` (`rules.card_use`)."""
    return CardChoice(
        waiting=(PlayerId(seat),),
        seat=seat,
        card=card,
        province=province,
        optional=optional,
        step=step,
        memo=memo,
    )


def stat_options(state: State, seat: int, exclude: tuple[str, ...] = ()) -> list[str]:
    """The stats `seat` may raise one step ("stat:<id>"), but those in `exclude`."""
    return [f"stat:{s}" for s in STATS if s not in exclude and can_raise(state, seat, s)]


def in_battle(
    state: State, province: int, seat: int, kind: str, dead: tuple[tuple[int, str], ...]
) -> bool:
    """Whether a figure of `kind` of `seat` fought in `province`: still there, or slain."""
    return kind in forces(state, province, seat) or (seat, kind) in dead


def current_battle(state: State) -> Battle:
    """The battle being fought (on the stack under any card questions)."""
    return next(d for d in reversed(state.pending) if isinstance(d, Battle))
