"""Warrior upgrades (Brothers, Experts, Masters in Arms): Warrior STR and invasion cost.

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "warrior")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
