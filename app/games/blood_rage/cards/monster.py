"""Monster upgrades: the 9 monsters' abilities (on invade, STR, death and pillage).

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "monster")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
