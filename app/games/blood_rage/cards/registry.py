"""The registry of card effects (see the package docstring): effect key -> its code.

An effect is a `CardEffect` subclass with `key`, `family` and the `timings` it acts at; the
rules call `fire(state, event, cards)` at each timing with the cards that could act there (the
upgrades on the clan sheets, the battle cards played, the committed quests), and every card
whose effect is registered for that timing runs. A card whose effect has no code yet does
nothing at any timing: a battle card then adds only its printed STR (RULES.md "Not built yet").

Timings (where `rules/` fires them):
- `cost`          `actions.invade` / `actions.upgrade`: may lower `event.cost` (read-only state);
- `reveal`        `battle`: the battle cards are revealed (before STR is compared);
- `strength`      `battle`: may change `event.strength` (totals per seat; read-only state);
- `after_battle`  `battle`: winner and losers known (`event.winner`), before the figures die;
- `on_death`      `battle`, `ragnarok`: figures destroyed (`event.figures`);
- `on_pillage`    `battle`/`pillage`: a pillage succeeded (`event.seats` = (pillager,));
- `quest_phase`   `quests`: a committed quest is checked; its effect sets `event.done`;
- `ragnarok`      `age_end`: figures died at Ragnarök (`event.figures`);
- `valhalla`      `age_end`: figures returned from Valhalla (`event.figures`);
- `game_end`      `scoring`: before the legendary bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, TypeVar

from app.games.blood_rage.data.data import game_data

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from app.games.blood_rage.data.models import Family
    from app.games.blood_rage.model import State

__all__ = [
    "EFFECTS",
    "TIMINGS",
    "CardEffect",
    "Event",
    "Timing",
    "effect",
    "effect_families",
    "fire",
    "missing",
]

Timing = Literal[
    "cost",
    "reveal",
    "strength",
    "after_battle",
    "on_death",
    "on_pillage",
    "quest_phase",
    "ragnarok",
    "valhalla",
    "game_end",
]
TIMINGS: tuple[Timing, ...] = (
    "cost",
    "reveal",
    "strength",
    "after_battle",
    "on_death",
    "on_pillage",
    "quest_phase",
    "ragnarok",
    "valhalla",
    "game_end",
)
"""Every point where the rules fire card effects (module docstring)."""


@dataclass
class Event:
    """What happened at a timing; effects read it and may change its mutable fields."""

    timing: Timing
    province: int = -1
    """The province concerned (battle, pillage, Ragnarök), or -1."""
    seats: tuple[int, ...] = ()
    """The clans concerned (in the battle; the pillager; the quest's owner)."""
    winner: int = -1
    """The battle's winner, -1 if none (a tie)."""
    figures: tuple[tuple[int, str], ...] = ()
    """(seat, figure kind) destroyed or returned."""
    strength: list[int] = field(default_factory=list)
    """Battle totals per seat (index = seat); `strength` effects may change them."""
    cost: int = 0
    """Rage cost being computed; `cost` effects may lower it."""
    done: bool = False
    """Quest phase: whether the quest's condition is met."""


class CardEffect:
    """Base of every effect's code; subclasses are registered with `@effect`."""

    key: ClassVar[str]
    """The effect key (cards.json `effect`, monsters.json `ability`)."""
    family: ClassVar[Family]
    """The card family whose module holds it."""
    timings: ClassVar[tuple[Timing, ...]] = ()
    """When it acts."""

    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        """Act at `event.timing` for the card `card` of `seat` (edit `state` or `event`)."""


EFFECTS: dict[str, type[CardEffect]] = {}
"""Effect key -> its code; filled by the family modules as they are written."""

E = TypeVar("E", bound=type[CardEffect])


def effect_families() -> dict[str, Family]:
    """Return each effect key of the data with the family of the cards that carry it."""
    return {c.effect: c.family for c in game_data().cards}


def effect(key: str, family: Family) -> Callable[[E], E]:
    """Register the decorated class as the code of effect `key` of `family`.

    Raises:
        ValueError: `key` is unknown, belongs to another family, or is registered twice.
    """

    def register(cls: E) -> E:
        known = effect_families()
        if known.get(key) != family:
            msg = f"effect {key!r} is not a {family} effect of cards.json"
            raise ValueError(msg)
        if key in EFFECTS:
            msg = f"effect {key!r} registered twice"
            raise ValueError(msg)
        cls.key, cls.family = key, family
        EFFECTS[key] = cls
        return cls

    return register


def missing() -> list[str]:
    """Return the effect keys of the data that have no code yet, sorted."""
    return sorted(set(effect_families()) - set(EFFECTS))


def fire(state: State, event: Event, cards: Iterable[tuple[int, int]]) -> Event:
    """Run every registered effect of `cards` ((seat, card) pairs) that acts at this timing."""
    if not EFFECTS:
        return event
    table = game_data().cards
    for seat, card in cards:
        code = EFFECTS.get(table[card].effect)
        if code is not None and event.timing in code.timings:
            code().run(state, event, seat, card)
    return event
