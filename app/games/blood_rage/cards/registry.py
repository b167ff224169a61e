"""The registry of card effects (see the package docstring): effect key -> its code.

An effect is a class with `key` and `family`; what hooks it implements (on reveal, on death,
on pillage, in the Quest phase, at Ragnarök, on release from Valhalla, at game end, STR and
cost modifiers) is decided with the Action phase and the battle, so `CardEffect` has none yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeVar

from app.games.blood_rage.data.data import game_data

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.blood_rage.data.models import Family

__all__ = ["EFFECTS", "CardEffect", "effect", "effect_families", "missing"]


class CardEffect:
    """Base of every effect's code; subclasses are registered with `@effect`."""

    key: ClassVar[str]
    """The effect key (cards.json `effect`, monsters.json `ability`)."""
    family: ClassVar[Family]
    """The card family whose module holds it."""


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
