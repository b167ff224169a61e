"""Clan upgrades: cost changes, card actions, quest, Ragnarök, Valhalla and end bonuses.

The card actions are Tyr's Challenge, Frigga's Domain and Frigga's Sacrifice.

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "clan")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
