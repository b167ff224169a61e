"""Ship upgrades (Loki's, Fire, Eternal Dragons): ship STR and glory when a ship is destroyed.

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "ship")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
