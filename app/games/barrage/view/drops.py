"""Drops on the Barrage board: where a piece may go, why not, and the choices a drop makes.

A mixin of `BarrageController` (kept apart so each module stays small). Engineers go on action
spaces ("mgmt:<uid>", "cbuild:<seat>", "officer:<seat>"), structures on "map:<space>". A drop
never plays anything: it adds its choices (`where`, and for a structure also `structure` and
`location`) to the choices already made in the panel or the legal-move list, so "dam base"
picked first and a base dragged to the map then continue the same construction; a drop that
contradicts an earlier choice replaces it and what followed. A refused drop says why
(`view.refusal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage.view.choices import cost_text
from app.games.barrage.view.narrowing import WHERE, anchor_of
from app.games.barrage.view.refusal import refusal
from app.ui.stepcontroller import TurnProbe

if TYPE_CHECKING:
    from collections.abc import Hashable

    from PySide6.QtCore import SignalInstance

    from app.engine.game import GameBase, PlayerId
    from app.engine.session import Session
    from app.engine.text import Text
    from app.games.barrage.model import State
    from app.games.barrage.view.narrowing import Narrowing

__all__ = ["BUILDING", "STRUCTURES", "DropHandling"]

STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
"""Structure pieces of the palette."""
_ENGINEER_TARGETS = ("mgmt:", "cbuild:", "officer:", "ework:", "buse:")
"""Targets an engineer may be dropped on (Leeghwater: external works, building spaces)."""
BUILDING = "building"
"""Leeghwater: a company's building piece, dropped on a private building ("bldg:<id>")."""


class DropHandling:
    """Drop handlers of the Barrage controller (mixed into `BarrageController`)."""

    session: Session
    game: GameBase[Any, Any]
    action_rejected: SignalInstance
    _hover_cost: str

    if TYPE_CHECKING:

        def acting_human(self) -> PlayerId | None:
            """The human seat that may move now (`GameController`)."""

        def awaiting_confirm(self) -> bool:
            """Whether a finished turn waits for Confirm (`GameController`)."""

        def legal_for(self, seat: int) -> list[Any]:
            """The legal actions of a seat (`GameController`)."""

        def can_apply(self, action: Any) -> Text | str | None:
            """Why the acting human may not play now (`GameController`)."""

        def engine_text(self, text: Text | str | None) -> str:
            """An engine text in the UI language (`ControllerWords`)."""

        def narrowing(self) -> Narrowing | None:
            """The choices made so far (`BarrageController`)."""

        def changed(self) -> None:
            """The choices changed: redraw (`BarrageController`)."""

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return where `piece_id` may go now (engineers: action spaces; structures: map)."""
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            return []
        legal = self.legal_for(seat)
        if piece_id == "engineer":
            anchors = {anchor_of(a) for a in legal}
            return sorted(t for t in anchors if t.startswith(_ENGINEER_TARGETS))
        if piece_id in STRUCTURES:
            return sorted({f"map:{a.space}" for a in self._structure_actions(piece_id, None)})
        if piece_id == BUILDING:
            return sorted({f"bldg:{a.building}" for a in legal if a.kind == "build_building"})
        return []

    def supply_targets(self, piece_id: str) -> tuple[str, ...]:
        """Engineers go on action spaces, structures on the map, buildings on buildings."""
        if piece_id == "engineer":
            return _ENGINEER_TARGETS
        return ("bldg:",) if piece_id == BUILDING else ("map:",)

    def _structure_actions(self, structure: str, target: str | None) -> list[Any]:
        seat = self.acting_human()
        if seat is None:
            return []
        state: State = self.session.state
        top = state.pending[-1] if state.pending else None
        free = getattr(top, "structure", None) == structure
        out = []
        for a in self.legal_for(seat):
            fits = (a.kind == "construct" and a.structure == structure) or (
                a.kind == "free_build" and free
            )
            if fits and (target is None or f"map:{a.space}" == target):
                out.append(a)
        return out

    def _drop_actions(self, piece_id: str, target_id: str) -> list[Any]:
        seat = self.acting_human()
        if seat is None:
            return []
        if piece_id == "engineer":
            if not target_id.startswith(_ENGINEER_TARGETS):
                return []
            return [a for a in self.legal_for(seat) if anchor_of(a) == target_id]
        if piece_id in STRUCTURES:
            return self._structure_actions(piece_id, target_id)
        if piece_id == BUILDING:
            return [
                a
                for a in self.legal_for(seat)
                if a.kind == "build_building" and f"bldg:{a.building}" == target_id
            ]
        return []

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the drop would start a legal action, else the reason."""
        actions = self._drop_actions(piece_id, target_id)
        seat = self.acting_human()
        if actions:
            names = [s.name for s in self.session.seats]
            self._hover_cost = cost_text(self.game, self.session.state, seat or 0, actions, names)
            return None
        self._hover_cost = ""
        if seat is None or self.awaiting_confirm():
            reason = self.can_apply(TurnProbe(seat))
            return self.engine_text(reason) if reason is not None else None
        why = refusal(self.game, self.session.state, seat, piece_id, target_id)
        return self.engine_text(why)

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Drop a piece: add the choices it makes (never plays); refusals emit `action_rejected`.

        Returns whether the drop was taken (its choices are made).
        """
        actions = self._drop_actions(piece_id, target_id)
        narrow = self.narrowing()
        if not actions or narrow is None:
            self.action_rejected.emit(self.can_drop(piece_id, target_id) or "")
            return False
        first = actions[0]
        picks: list[tuple[str, Hashable]] = [(WHERE, anchor_of(first))]
        if piece_id != "engineer" and first.kind == "construct":
            picks += [("structure", piece_id), ("location", first.space)]
        elif first.kind == "build_building":
            picks += [("structure", BUILDING), ("building", first.building)]
        if not continue_with(narrow, picks):
            narrow.chosen.clear()
            continue_with(narrow, picks)
        self.changed()
        return True


def continue_with(narrow: Narrowing, picks: list[tuple[str, Hashable]]) -> bool:
    """Add `picks` to the choices made; a pick that differs replaces that choice and later ones.

    Returns False (choices unchanged) when the picks do not fit what was chosen before them.
    """
    saved = list(narrow.chosen)
    for key, value in picks:
        keys = [k for k, _ in narrow.chosen]
        if key in keys:
            at = keys.index(key)
            if narrow.chosen[at][1] == value:
                continue
            del narrow.chosen[at:]
        if not narrow.choose(key, value):
            narrow.chosen[:] = saved
            return False
    return True
