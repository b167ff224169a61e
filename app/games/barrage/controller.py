"""Barrage controller: board hooks, drops and the step-by-step narrowing (UI_CONTRACT.md).

Pieces are "engineer" (dropped on an action space: "mgmt:<uid>", "cbuild:<seat>",
"officer:<seat>") and the structures "base", "elevation", "conduit", "powerhouse" (dropped on
"map:<space>"). Every move comes from the engine's legal list: a drop or click chooses the
`where` step of a `Narrowing`; when one action is left it is played at once, otherwise the
board and the choice panel show the next step's choices, with Back, Confirm and Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.engine.resources import resource_path
from app.games.barrage.rules.board import company_of, officer_of
from app.games.barrage.rules.structures import pieces_left
from app.games.barrage.texts import company, officer
from app.games.barrage.view.choices import choice_text, choice_tip, cost_text, target_of
from app.games.barrage.view.labels import step_prompt
from app.games.barrage.view.narrowing import WHERE, Narrowing, anchor_of
from app.games.barrage.view.panels import ChoicePanel, PiecePalette
from app.games.barrage.view.scene import BarrageScene
from app.games.barrage.view.wateranim import one_step_on
from app.ui.board.view import BoardView
from app.ui.controller import GameController
from app.ui.i18n import current_language

if TYPE_CHECKING:
    from collections.abc import Hashable

    from PySide6.QtCore import QObject

    from app.engine.session import Session
    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["BarrageBoard", "BarrageController", "rules_summary_html"]

STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
"""Structure pieces of the palette."""
_ENGINEER_TARGETS = ("mgmt:", "cbuild:", "officer:")
"""Targets an engineer may be dropped on."""


def rules_summary_html(language: str) -> str:
    """Return the rules summary (HTML) in "en" or "ja"; other languages get English.

    The texts live in `resources/barrage/rules_<language>.html`.
    """
    name = "rules_ja.html" if language == "ja" else "rules_en.html"
    return resource_path("barrage", name).read_text(encoding="utf-8")


class BarrageBoard(QWidget):
    """The board view, a hint line, the piece palette and the choice panel."""

    def __init__(self, scene: BarrageScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barrageBoard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.scene = scene
        self.view = BoardView(scene, self)
        self.view.setMinimumSize(320, 240)
        layout.addWidget(self.view, 1)
        self.hint = QLabel(self)
        self.hint.setObjectName("barrageHint")
        layout.addWidget(self.hint)
        self.palette_widget = PiecePalette(self)
        layout.addWidget(self.palette_widget)
        self.choices = ChoicePanel(self)
        layout.addWidget(self.choices)
        scene.selection_changed.connect(self.palette_widget.set_selected)
        self.palette_widget.picked.connect(scene.select_piece)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite texts on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.choices.retranslate()
        super().changeEvent(event)


class BarrageController(GameController):
    """Game controller of Barrage.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._scene: BarrageScene | None = None
        self._board: BarrageBoard | None = None
        self._narrow: Narrowing | None = None
        self._narrow_key: tuple[int, int, int | None] | None = None
        self._hover_cost = ""
        self._water_ms = 0
        self._shown_count: int | None = None
        self.state_changed.connect(self._refresh)

    # -- board -------------------------------------------------------------------------------
    def scene(self) -> BarrageScene:
        """Return the board scene (created on first use)."""
        if self._scene is None:
            scene = BarrageScene(*self.seat_looks(), self)
            scene.set_handler(self)
            scene.piece_dropped.connect(self.drop_piece)
            scene.target_clicked.connect(self.click_target)
            self._scene = scene
            self._refresh()
        return self._scene

    def board(self) -> BarrageBoard | None:
        """Return the board widget made by `create_board`, if any."""
        return self._board

    def create_board(self, parent: QWidget) -> QWidget:
        """Return the board view with the palette and the choice panel."""
        board = BarrageBoard(self.scene(), parent)
        board.destroyed.connect(self._on_board_destroyed)
        board.choices.chosen.connect(self._on_chosen)
        board.choices.back_clicked.connect(self.back)
        board.choices.confirm_clicked.connect(self.confirm_choice)
        board.choices.cancel_clicked.connect(self.cancel_choice)
        board.scene.drop_hint.connect(self._on_drop_hint)
        self._board = board
        self._refresh()
        return board

    def _on_board_destroyed(self) -> None:
        self._board = None

    def set_bot_delay(self, milliseconds: int) -> None:
        """Set the bots' delay and how long water flows on the map after a move (0: instant)."""
        super().set_bot_delay(milliseconds)
        self._water_ms = max(0, milliseconds)

    def set_zoom(self, action: str) -> None:
        """Zoom the board: "in", "out" or "fit"."""
        if self._board is not None:
            self._board.view.set_zoom(action)

    # -- narrowing ---------------------------------------------------------------------------
    def narrowing(self) -> Narrowing | None:
        """Return the choices made towards the acting human's next action (None: nobody)."""
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            self._narrow, self._narrow_key = None, None
            return None
        key = (len(self.session.actions), id(self.session.state), int(seat))
        if self._narrow is None or key != self._narrow_key:
            self._narrow = Narrowing(self.legal_for(seat))
            self._narrow_key = key
        return self._narrow

    def choose(self, key: str, value: Hashable) -> bool:
        """Make a choice of the current step; return whether it was taken.

        A first (`where`) choice that leaves one action plays it at once; otherwise Confirm
        plays the action once the choices name it.
        """
        narrow = self.narrowing()
        if narrow is None or not narrow.choose(key, value):
            return False
        if len(narrow.chosen) == 1 and key == WHERE and narrow.action() is not None:
            return self.confirm_choice()
        self._refresh()
        return True

    def back(self) -> bool:
        """Take the last choice back."""
        narrow = self.narrowing()
        if narrow is None or not narrow.back():
            return False
        self._refresh()
        return True

    def cancel_choice(self) -> None:
        """Drop every choice made."""
        narrow = self.narrowing()
        if narrow is not None and narrow.chosen:
            narrow.chosen.clear()
            self._refresh()

    def confirm_choice(self) -> bool:
        """Play the action the choices name (only when exactly one is left)."""
        narrow = self.narrowing()
        action = narrow.action() if narrow is not None else None
        return action is not None and self.try_apply(action)

    def _on_chosen(self, value: Hashable) -> None:
        narrow = self.narrowing()
        step = narrow.next_step() if narrow is not None else None
        if step is not None:
            self.choose(step.key, value)

    def click_target(self, target_id: str) -> bool:
        """A board target was clicked with nothing in the hand: choose what it stands for."""
        narrow = self.narrowing()
        seat = self.acting_human()
        if narrow is None or seat is None:
            return False
        step = narrow.next_step()
        if step is not None:
            hits = [v for v in step.values if target_of(seat, step.key, v) == target_id]
            if len(hits) == 1:
                return self.choose(step.key, hits[0])
        if any(anchor_of(a) == target_id for a in self.legal_for(seat)):
            narrow.chosen.clear()
            return self.choose(WHERE, target_id)
        return False

    def highlights(self) -> list[str]:
        """Return the items lit up by the current step (or by the action ready to confirm)."""
        narrow = self.narrowing()
        seat = self.acting_human()
        if narrow is None or seat is None:
            return []
        step = narrow.next_step()
        state: State = self.session.state
        turn = bool(state.pending) and state.pending[-1].kind == "turn"
        if not narrow.chosen and (turn or step is None):
            return []  # a fresh turn: the palette's drag shows where engineers may go
        if step is not None:
            targets = (target_of(seat, step.key, v) for v in step.values)
            return sorted({t for t in targets if t})
        action = narrow.action()
        if action is None:
            return []
        from app.games.barrage.view.narrowing import steps_of  # noqa: PLC0415

        return sorted({t for k, v in steps_of(action) if (t := target_of(seat, k, v))})

    def show_suggestion(self, action: Any | None) -> None:
        """Outline the board items a suggested action uses (its space, structure, map spaces)."""
        from app.games.barrage.view.narrowing import steps_of  # noqa: PLC0415

        seat = int(action.player) if action is not None else 0
        steps = steps_of(action) if action is not None else ()
        self.scene().set_suggested(sorted({t for k, v in steps if (t := target_of(seat, k, v))}))

    # -- drops -------------------------------------------------------------------------------
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
        return []

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

    def _actions_for(self, piece_id: str, target_id: str) -> list[Any]:
        seat = self.acting_human()
        if seat is None:
            return []
        if piece_id == "engineer":
            if not target_id.startswith(_ENGINEER_TARGETS):
                return []
            return [a for a in self.legal_for(seat) if anchor_of(a) == target_id]
        if piece_id in STRUCTURES:
            return self._structure_actions(piece_id, target_id)
        return []

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the drop would start a legal action, else the reason."""
        actions = self._actions_for(piece_id, target_id)
        if actions:
            seat = self.acting_human()
            self._hover_cost = cost_text(self.game, self.session.state, seat or 0, actions)
            return None
        self._hover_cost = ""
        if self.acting_human() is None or self.awaiting_confirm():
            reason = self.can_apply(_Probe(self.acting_human()))
            return self.engine_text(reason) if reason is not None else None
        return QCoreApplication.translate("Barrage", "no legal action starts there now")

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Drop a piece: start (or play) the action it names; refusals emit `action_rejected`.

        Returns whether the drop was taken (a move made or its choices opened).
        """
        actions = self._actions_for(piece_id, target_id)
        narrow = self.narrowing()
        if not actions or narrow is None:
            self.action_rejected.emit(self.can_drop(piece_id, target_id) or "")
            return False
        narrow.chosen.clear()
        first = actions[0]
        if piece_id == "engineer" or first.kind == "free_build":
            return self.choose(WHERE, anchor_of(first))
        narrow.choose(WHERE, anchor_of(first))
        narrow.choose("structure", piece_id)
        narrow.choose("location", first.space)
        if narrow.action() is not None and len(actions) == 1:
            return self.confirm_choice()
        self._refresh()
        return True

    def _on_drop_hint(self, reason: str) -> None:
        if self._board is not None:
            text = self.engine_text(reason) if reason else self._hover_cost
            self._board.hint.setText(text)

    # -- refresh -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        state: State = self.displayed_state()
        count = len(self.session.actions) if self.replay_step() is None else None
        step, self._shown_count = one_step_on(self._shown_count, count), count
        if self._scene is not None:
            self._scene.water_ms = self._water_ms if step else 0
            last = self.session.actions[-1] if step else None
            self._scene.water_heads = tuple(getattr(last, "headstreams", ()))
            seats = range(self.session.options.players)
            self._scene.set_seats(
                [self.seat_style(s) for s in seats], [self.seat_name(s) for s in seats]
            )
            self._scene.sync(state, self.highlights())
        if self._board is not None:
            self._refresh_palette(state)
            self._refresh_choices()

    def _refresh_palette(self, state: State) -> None:
        assert self._board is not None
        seat = self.acting_human()
        shown = seat if seat is not None else self.present_actor()
        if shown is None or not state.seats[shown].company:
            self._board.palette_widget.show_seat("", "#b8b2a5", "", {}, False)
            return
        style = self.seat_style(shown)
        counts = {"engineer": state.seats[shown].engineers}
        counts |= {s: pieces_left(state, shown, s) for s in STRUCTURES}  # type: ignore[arg-type]
        self._board.palette_widget.show_seat(
            self.seat_name(shown), style.colour.name(), style.letter, counts, seat is not None
        )

    def _refresh_choices(self) -> None:
        assert self._board is not None
        panel = self._board.choices
        narrow = self.narrowing()
        seat = self.acting_human()
        if narrow is None or seat is None:
            panel.show_step("", [], False, False)
            return
        state: State = self.session.state
        step = narrow.next_step()
        remaining = narrow.remaining()
        costs = ""
        if narrow.chosen and len(remaining) <= 24:
            costs = cost_text(self.game, state, seat, remaining)
        if step is None:
            action = narrow.action()
            words = self.action_text(action) if action is not None else ""
            prompt = QCoreApplication.translate("Barrage", "Confirm: %1").replace("%1", words)
            panel.show_step(_with(prompt, costs), [], bool(narrow.chosen), action is not None)
            return
        choices = [(v, choice_text(state, step.key, v, remaining)) for v in step.values]
        if step.key == "choice":
            choices = [(v, self.action_text(narrow.action_at(int(v)))) for v in step.values]  # type: ignore[call-overload]
        tips = [choice_tip(state, step.key, v) for v in step.values]
        prompt = _with(step_prompt(step.key), costs)
        panel.show_step(prompt, choices, bool(narrow.chosen), False, tips)

    # -- panels ------------------------------------------------------------------------------
    def rules_summary(self) -> str:
        """Return the rules summary (HTML) in the UI language."""
        return rules_summary_html(current_language())

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Public facts about a seat for the players panel."""
        state: State = self.displayed_state()
        p = state.seats[seat]
        if not p.company:
            return []
        return [
            (
                QCoreApplication.translate("Barrage", "Company"),
                company(company_of(state, seat).id),
            ),
            (
                QCoreApplication.translate("Barrage", "Officer"),
                officer(officer_of(state, seat).id),
            ),
            (QCoreApplication.translate("Barrage", "VP"), str(p.vp)),
            (QCoreApplication.translate("Barrage", "Energy"), str(p.energy)),
            (QCoreApplication.translate("Barrage", "Credits"), str(p.credits)),
            (
                QCoreApplication.translate("Barrage", "Excavators / mixers"),
                f"{p.excavators} / {p.mixers}",
            ),
            (QCoreApplication.translate("Barrage", "Engineers left"), str(p.engineers)),
            (
                QCoreApplication.translate("Barrage", "Contracts (hand / fulfilled)"),
                f"{len(p.contracts)} / {len(p.fulfilled)}",
            ),
        ]


def _with(prompt: str, costs: str) -> str:
    if not costs:
        return prompt
    return prompt + "\n" + QCoreApplication.translate("Barrage", "Changes: %1").replace("%1", costs)


class _Probe:
    """A stand-in action for `can_apply`'s turn checks (never played)."""

    def __init__(self, player: int | None) -> None:
        self.player = -1 if player is None else player
