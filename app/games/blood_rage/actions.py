"""Actions of Blood Rage (seed 003): frozen, with `kind` and the acting `player`.

`str()` of an action is its English log line; `text()` is the same as a catalogue message. Only
the Gods' Gifts pick exists so far; the Action-phase actions (invade, march, upgrade, quest,
pillage, pass), Call to Battle and battle cards join `AnyAction` as a discriminated union.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import TypeAdapter, field_validator

from app.engine.game import ActionBase, PlayerId
from app.engine.text import Seat, Text
from app.games.blood_rage.texts import t

__all__ = ["AnyAction", "PickCards", "action_adapter", "pick"]


class PickCards(ActionBase):
    """Gods' Gifts: keep `cards` from the offer in front of you (seed 003 「神の恵みフェイズ」).

    The log line says how many cards were picked, never which: picks are hidden.
    """

    kind: Literal["pick"] = "pick"
    cards: tuple[int, ...]
    """Card indices, sorted (1 card, or 2 with 2 players)."""

    @field_validator("cards")
    @classmethod
    def _sorted(cls, cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(cards))

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.pick", who=Seat(self.player), n=len(self.cards))

    def __str__(self) -> str:
        return str(self.text())


AnyAction = PickCards
"""Every action (a discriminated union on `kind` once there are more)."""

action_adapter: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)
"""Validates an action from its JSON form (saves, replays)."""


@cache
def pick(player: int, cards: tuple[int, ...]) -> PickCards:
    """Return the shared `PickCards` object (actions are frozen; build each once)."""
    return PickCards(player=PlayerId(player), cards=tuple(sorted(cards)))
