"""Import every family module so each registers its effects (`registry.EFFECTS`).

The rules import this module once (`rules.legal`, `rules.check`, `rules.apply`); the family
modules import rules helpers, so the registry cannot import them itself.
"""

from __future__ import annotations

from app.games.blood_rage.cards import (  # noqa: F401 - imported for their registrations
    battle,
    clan,
    clan_actions,
    leader,
    monster,
    quest,
    ship,
    warrior,
)

__all__: list[str] = []
