"""Quest cards: the condition each checks in the Quest phase (seed 003 「4. クエストフェイズ」).

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "quest")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
