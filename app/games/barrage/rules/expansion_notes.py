"""Log lines of the Leeghwater Project's automatic steps (PRODUCT.md "Log"; `rules.notes`).

The external works refilled at the end of a round, and the VP of the private buildings at the
end of the game; built only while `app.engine.events.recording()` is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import is_recording
from app.engine.text import Seat, TextList
from app.games.barrage import texts as tx
from app.games.barrage import texts_leeghwater as lx
from app.games.barrage.rules.bookkeeping import emit as note

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["building_vp", "works_refilled"]


def works_refilled(ids: Sequence[str]) -> None:
    """Seed 000 レーフワーテル計画拡張 ラウンド終了時: the external works drawn."""
    if is_recording() and ids:
        items = TextList(tuple(lx.external_work(w) for w in ids))
        note(tx.t("event.refill_external_works", items=items))


def building_vp(seat: int, buildings: Sequence[str], vp: int) -> None:
    """Seed 000 ゲーム終了時: the VP printed on the private buildings a company built."""
    if is_recording() and vp:
        items = TextList(tuple(lx.building(b) for b in buildings))
        note(tx.t("event.buildings", who=Seat(seat), vp=tx.count("vp", vp), what=items))
