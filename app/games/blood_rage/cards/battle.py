"""Battle cards (red): +STR and effects (seed 003 「2. カードのプレイ」「3. 解決」).

They act on reveal, before STR is compared, as late cards (Heimdall's Eye and Gaze) and after
the resolution.

No effect of this family is written yet (issue 10): each one will be a `CardEffect` subclass
decorated with `@effect("<key>", "battle")` from `app.games.blood_rage.cards.registry`.
"""

from __future__ import annotations

__all__: list[str] = []
