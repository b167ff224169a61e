"""Leader upgrades (Lord of Hammers, Axes, Spears): Leader STR and after-pillage effects.

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "leader")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
