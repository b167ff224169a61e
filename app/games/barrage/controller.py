"""Barrage controller: board hooks and the step-by-step narrowing (UI_CONTRACT.md).

Pieces are "engineer" (dropped on an action space: "mgmt:<uid>", "cbuild:<seat>",
"officer:<seat>") and the structures "base", "elevation", "conduit", "powerhouse" (dropped on
"map:<space>"; `view.drops`). Every move comes from the engine's legal list: a drop, a click,
a choice in the panel or a row of the legal-move list adds choices to one `Narrowing`; the
board and the choice panel show the next step's choices, with Back and Cancel. One rule for
every action (issue 8 §3): nothing is played until the panel's Confirm, which shows a preview
first (`view.preview`); Confirm plays the action and, when that ends the turn, ends it too.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.engine.text import Text
from app.engine.topictext import summary_html
from app.games.barrage import GAME
from app.games.barrage.abilities import abilities_html
from app.games.barrage.rules import private_buildings
from app.games.barrage.rules.board import company_of, officer_of
from app.games.barrage.rules.structures import pieces_left
from app.games.barrage.rules.trace import WaterMove, tracing
from app.games.barrage.texts import company, officer, t
from app.games.barrage.view.availability import unusable, usable
from app.games.barrage.view.choices import lit_by, target_of
from app.games.barrage.view.drops import BUILDING, STRUCTURES, DropHandling, continue_with
from app.games.barrage.view.labels import where_text
from app.games.barrage.view.multipick import MULTI_KEYS, item_of, pick, still_possible
from app.games.barrage.view.narrowing import WHERE, Narrowing, anchor_of, steps_of
from app.games.barrage.view.preview import lit_spaces
from app.games.barrage.view.refusal import built_by, click_reason, step_reason, taken_reason
from app.games.barrage.view.scene import BarrageScene
from app.games.barrage.view.screen import BarrageBoard
from app.games.barrage.view.stepview import header, panel_step
from app.games.barrage.view.wateranim import Shown, animated_step
from app.ui.i18n import current_language
from app.ui.stepcontroller import StepController, TurnProbe

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from PySide6.QtCore import QObject

    from app.engine.game import PlayerId
    from app.engine.session import Session
    from app.games.barrage.model import State
    from app.ui.widgets.choices import ChoicePanel
    from app.ui.words import SummaryTable

__all__ = ["STRUCTURES", "BarrageBoard", "BarrageController", "rules_summary_html"]

_SHARED_EVENTS = frozenset({"event.refill_external_works"})
"""Automatic steps about everyone shown under the round summary's table (Leeghwater)."""


def rules_summary_html(language: str) -> str:
    """Return the rules summary (HTML) in "en" or "ja"; other languages get English.

    The texts live in `resources/barrage/rules_<language>.html`.
    """
    html = summary_html(GAME, language)  # its numbers from the data
    # every company's and officer's ability, from the catalogue (issue 36 §3), before the
    # app's decisions
    anchor = '<p><a name="app_decisions">'
    lang = "ja" if language == "ja" else "en"
    return html.replace(anchor, abilities_html(lang) + "\n\n" + anchor, 1)


class BarrageController(DropHandling, StepController[BarrageScene, BarrageBoard, QWidget]):
    """Game controller of Barrage.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._hover_cost = ""
        self._shown: Shown | None = None
        self._partial: list[Hashable] = []
        """Contracts or headstreams clicked towards a choice of several (`view.multipick`)."""

    # -- board -------------------------------------------------------------------------------
    def make_scene(self) -> BarrageScene:
        """Return the map, the management board and the company boards."""
        return BarrageScene(*self.seat_looks(), self)

    def intro_marks(self) -> list[tuple[QWidget, str]]:
        """The board's tabs, the company board, the pieces and the choices (the first page)."""
        board = self.board()
        if board is None:
            return []
        return [
            (
                board.tabs,
                QCoreApplication.translate(
                    "Barrage",
                    "Tabs: the map, the action spaces, energy and contracts, each company",
                ),
            ),
            (
                board.company_stack,
                QCoreApplication.translate(
                    "Barrage",
                    "Your company board: pieces left, incomes they uncover, build spaces",
                ),
            ),
            (
                board.palette_widget,
                QCoreApplication.translate("Barrage", "Your pieces: drag one onto the map"),
            ),
            (
                board.choices,
                QCoreApplication.translate(
                    "Barrage", "Choices of the move being made, then Confirm"
                ),
            ),
        ]

    def make_board(self, scene: BarrageScene, parent: QWidget) -> BarrageBoard:
        """Return the board view with the palette and the choice panel."""
        return BarrageBoard(scene, parent)

    def choice_panel(self) -> ChoicePanel | None:
        """Return the board's choice panel."""
        return self._board.choices if self._board is not None else None

    # -- narrowing ---------------------------------------------------------------------------
    def new_narrowing(self, actions: Sequence[Any]) -> Narrowing:
        """Return a fresh narrowing of `actions` by Barrage's steps (`view.narrowing`)."""
        return Narrowing(actions)

    def step_header(self) -> str | None:
        """Return the prompt header of the step in progress (None: the engine's prompt)."""
        text = header(self.narrowing(), self.acting_human())
        return self.engine_text(text) if text is not None else None

    def click_target(self, target_id: str) -> bool:
        """A board target was clicked with nothing in the hand: choose what it stands for."""
        narrow = self.narrowing()
        seat = self.acting_human()
        if narrow is None or seat is None:
            return False
        step = narrow.next_step()
        if step is not None and step.key in MULTI_KEYS:
            return self._click_multi(step.key, step.values, target_id)
        if step is not None:
            hits = [v for v in step.values if target_of(seat, step.key, v) == target_id]
            if len(hits) == 1:
                return self.choose(step.key, hits[0])
        legal = self.legal_for(seat)
        if any(anchor_of(a) == target_id for a in legal):
            narrow.chosen.clear()
            if self.choose(WHERE, target_id):
                return True
            self.changed()
            return False
        return self._click_later_step(narrow, seat, legal, target_id)

    def target_refusal(self, seat: PlayerId, target_id: str) -> Text | str | None:
        """The engine's reason for the action a click on `target_id` would start.

        With a move under way (a space chosen), the reason says it is that move's: "(your
        move: Turbine station …)"; its own items clicked again say they are chosen already
        (issue 35). A technology tile or a structure of the company board stands for building that
        structure: the palette piece's reason (`supply_refusal`).
        """
        narrow = self.narrowing()
        if narrow is None or not narrow.chosen:
            return self._item_refusal(seat, target_id)
        remaining = narrow.remaining()
        where = narrow.value_of(WHERE)
        why: Text | str | None
        if where is not None and target_id == where:  # the space chosen, clicked again
            why = t("reason.part_of_move", what=where_text(where, remaining))
        else:
            why = step_reason(self.game, self.session.state, int(seat), remaining, target_id)
        if why is None:
            why = self._item_refusal(seat, target_id)
        if why is None or where is None:
            return why
        # a move under way: the refusal names it (issue 35: "the space I chose, or this?")
        return (
            QCoreApplication.translate("Barrage", "%1 (your move: %2)")
            .replace("%1", self.engine_text(why))
            .replace("%2", where_text(where, remaining))
        )

    def _item_refusal(self, seat: PlayerId, target_id: str) -> Text | str | None:
        """The engine's reason for the action a click on `target_id` would start afresh."""
        kind, _, rest = target_id.partition(":")
        scene = self._scene
        item = scene.item_for(target_id) if scene is not None else None
        if kind == "wheel" and not getattr(item, "unavailable", False):
            return None  # a wheel some action loads or turns: the step's lit items say which
        if kind in ("tile", "struct"):
            owner, _, thing = rest.partition(":")
            if owner != str(seat):
                return t("reason.other_company")
            piece = built_by(thing) if kind == "tile" else thing
            return self.supply_refusal(seat, piece) if piece in (*STRUCTURES, BUILDING) else None
        return click_reason(self.game, self.session.state, int(seat), target_id)

    def click_refusal(self, target_id: str) -> str | None:
        """A played turn waiting for Confirm answers too: a taken space says it is taken.

        Other items say to confirm or undo first (as a drop then does); before, both were
        silent (issue 35 §1).
        """
        seat = self.confirm_seat()
        if seat is None:
            return super().click_refusal(target_id)
        why = taken_reason(self.session.state, target_id)
        if why is not None:
            return self.engine_text(why)
        return self.engine_text(self.can_apply(TurnProbe(seat)))

    def click_suggested(self, action: Any) -> bool:
        """A suggested item clicked: its move's choices are made (partial picks forgotten)."""
        self._partial = []
        return super().click_suggested(action)

    def _click_multi(self, key: str, values: Sequence[Any], target_id: str) -> bool:
        """A contract or headstream clicked while the step takes several: pick it towards one."""
        item = item_of(key, target_id)
        picked = pick(values, self._partial, item) if item is not None else None
        if picked is None:
            return False
        self._partial, value = picked
        if value is not None:
            return self.choose(key, value)
        self.changed()
        return True

    def choose(self, key: str, value: Hashable) -> bool:
        """Make a choice (the items clicked towards a choice of several are then forgotten)."""
        self._partial = []
        return super().choose(key, value)

    def _forget_partial(self) -> bool:
        """Forget the contracts or headstreams picked towards a choice of several."""
        marked, self._partial = bool(self._partial), []
        return marked

    def _click_later_step(
        self, narrow: Narrowing, seat: int, legal: list[Any], target_id: str
    ) -> bool:
        """A later step's item (a tile, a map space): start or continue the one action using it."""
        picks = {
            (anchor_of(a), k, v)
            for a in legal
            for k, v in steps_of(a)[1:]
            if target_of(seat, k, v) == target_id
        }
        if len(picks) != 1:
            return False
        where, key, value = picks.pop()
        if not continue_with(narrow, [(WHERE, where), (key, value)]):
            return False
        self.changed()
        return True

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
            values = step.values
            if self._partial and step.key in MULTI_KEYS:
                values = tuple(still_possible(values, self._partial))
            return sorted({t for v in values for t in lit_by(seat, step.key, v)})
        action = narrow.action()
        if action is None:
            return []
        lit = {t for k, v in steps_of(action) for t in lit_by(seat, k, v)}
        lit |= set(lit_spaces(self.game, state, action))
        return sorted(lit)

    def unavailable_items(self) -> set[str]:
        """Return the items no legal action of the acting human's step can use (greyed).

        None while nobody here is to act, a turn waits for Confirm or a past step is shown.
        """
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm() or self.replay_step() is not None:
            return set()
        used = usable(int(seat), self.legal_for(seat)) | set(self.highlights())
        if self._scene is not None:
            used |= set(self._scene.suggested())
        ids = [i.item_id for i in self._scene.board_items()] if self._scene is not None else []
        return unusable(self.session.state, int(seat), ids, used)

    def target_tip(self, target_id: str) -> str:
        """A greyed item's tooltip adds the engine's reason why no action can use it now."""
        scene = self._scene
        item = scene.item_for(target_id) if scene is not None else None
        seat = self.acting_human()
        if item is None or seat is None or not getattr(item, "unavailable", False):
            return super().target_tip(target_id)
        why = self.target_refusal(seat, target_id)
        return self.engine_text(why) if why is not None else ""

    def show_suggestion(self, action: Any | None) -> None:
        """Outline the board items a suggested action uses (its space, structure, map spaces)."""
        seat = int(action.player) if action is not None else 0
        steps = steps_of(action) if action is not None else ()
        self.scene().set_suggested(sorted({t for k, v in steps for t in lit_by(seat, k, v)}))

    # -- drops (view.drops) -------------------------------------------------------------------
    def clear_hint(self) -> None:
        """Forget the last hovered drop's cost as well (it was for the state before the move)."""
        self._hover_cost = ""
        super().clear_hint()

    def _on_drop_hint(self, reason: str) -> None:
        """Over the piece tray: why the target under the pointer refuses, or a drop's cost there.

        Nothing when no target is under the pointer: the cost of a target hovered earlier
        stayed there after the drop, Cancel, Back or another choice (issue 35); the cost of
        the move being built is in the choice panel.
        """
        if self._board is None:
            return
        if reason:
            text = self.engine_text(reason)
        elif self._scene is not None and self._scene.hovered_target() is not None:
            text = self._hover_cost
        else:
            text = ""
        self._board.hint.setText(text)
        self._board.hint.setToolTip(text)  # its two lines' room, whole in the tooltip

    # -- refresh -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        state: State = self.displayed_state()
        replay = self.replay_step()
        shown: Shown = (replay is not None, len(self.session.actions) if replay is None else replay)
        step, self._shown = animated_step(self._shown, shown), shown
        if self._scene is not None:
            self._scene.water_ms = self._anim_ms if step else 0
            self._scene.water_moves = self._water_moves(step) if step and self._anim_ms else None
            seats = range(self.session.options.players)
            self._scene.set_seats(
                [self.seat_style(s) for s in seats], [self.seat_name(s) for s in seats]
            )
            self._scene.sync(state, self.highlights())
            self._scene.set_unavailable(self.unavailable_items())
        if self._board is not None:
            self._refresh_palette(state)
            self.refresh_choices()
            self._on_drop_hint("")  # a hovered target's cost is gone with the hover

    def _water_moves(self, step: int) -> tuple[WaterMove, ...]:
        """Return the drops the `step`-th action moved (played again with the rules traced)."""
        with tracing() as moves:
            self.game.apply(self.session.state_at(step - 1), self.session.actions[step - 1])
        return tuple(moves)

    def _refresh_palette(self, state: State) -> None:
        assert self._board is not None
        seat = self.acting_human()
        shown = seat if seat is not None else self.present_actor()
        if shown is not None:
            self._board.show_company(shown)
        if shown is None or not state.seats[shown].company:
            self._board.palette_widget.show_seat("", "#b8b2a5", "", {}, False)
            return
        style = self.seat_style(shown)
        counts = {"engineer": state.seats[shown].engineers}
        counts |= {s: pieces_left(state, shown, s) for s in STRUCTURES}  # type: ignore[arg-type]
        if state.lwp is not None:
            counts[BUILDING] = private_buildings.pieces_left(state, shown)
        # a piece with no legal target in this step is greyed (issue 35: drawn as usable, it
        # refused every drag); replays and other seats' turns show the counts only
        usable = {p for p in counts if seat is not None and self.legal_targets(p)}
        self._board.palette_widget.show_seat(
            self.seat_name(shown),
            style.colour.name(),
            style.letter,
            counts,
            seat is not None,
            usable if self.replay_step() is None else None,
        )

    def refresh_choices(self) -> None:
        """Show the next step, its choices and tooltips, or Confirm with its preview."""
        assert self._board is not None
        panel = self._board.choices
        narrow = self.narrowing()
        seat = self.acting_human()
        if narrow is None or seat is None:
            panel.show_step("", [], False, False)
            return
        names = [s.name for s in self.session.seats]
        shown = panel_step(self.game, self.session.state, seat, narrow, self._words, names)
        rows, tips = shown.choices, shown.tips
        step = narrow.next_step()
        if self._partial and step is not None and step.key in MULTI_KEYS:
            # the contracts or headstreams clicked so far: only the rows holding them are left
            left = set(still_possible(step.values, self._partial))
            keep = [i for i, (value, _) in enumerate(rows) if value in left]
            rows = [rows[i] for i in keep]
            tips = [tips[i] for i in keep if i < len(tips)]
        panel.show_step(shown.prompt, rows, shown.can_back, shown.can_confirm, tips)

    def _words(self, thing: Any) -> str:
        return self.engine_text(thing) if isinstance(thing, Text) else self.action_text(thing)

    def round_summary_at(self, step: int) -> SummaryTable | None:
        """The round summary, with the expansion's steps that name no seat (works refilled)."""
        table = super().round_summary_at(step)
        if table is None:
            return None
        extra = [e for e in self._events_at(step)[0] if e.key in _SHARED_EVENTS]
        if not extra:
            return table
        lines = tuple(self.engine_text(e) for e in extra)
        return replace(table, footer=(*table.footer, *lines))

    # -- panels ------------------------------------------------------------------------------
    def anchor_of(self, action: Any) -> str | None:
        """Where an action starts on the board (the tooltips' "what you can do here")."""
        return anchor_of(action)

    def counter_items(self, key: str) -> tuple[str, ...]:
        """A dam's water shows on its basin space, a headstream's on its tile."""
        kind, name, *_ = [*key.split(":"), ""]
        target = {"dam": "map", "headstream": "head"}.get(kind)
        return (f"{target}:{name}",) if target else ()

    def rules_summary(self) -> str:
        """Return the rules summary (HTML) in the UI language."""
        return rules_summary_html(current_language())

    def player_line(self, seat: int) -> list[Text | str]:
        """A seat's short facts for its line in the Players panel: VP, credits, energy first."""
        state: State = self.displayed_state()
        p = state.seats[seat]
        if not p.company:
            return []
        return [
            t("count.vp", n=p.vp),
            t("count.credits", n=p.credits),
            t("count.energy", n=p.energy),
            t("count.engineers", n=p.engineers),
            t("count.excavators", n=p.excavators),
            t("count.mixers", n=p.mixers),
            t("count.contracts", n=len(p.contracts)),
            company(company_of(state, seat).id),
            officer(officer_of(state, seat).id),
        ]

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Public facts about a seat for the players panel."""
        state: State = self.displayed_state()
        p = state.seats[seat]
        if not p.company:
            return []
        pair = QCoreApplication.translate("Barrage", "%1 / %2")  # ja: a full-width slash
        # the numbers first, the company and officer names (long, and read once) last: the
        # panel's line ends in "…" where it runs out of room (issue 36 §1)
        return [
            (QCoreApplication.translate("Barrage", "VP"), str(p.vp)),
            (QCoreApplication.translate("Barrage", "Credits"), str(p.credits)),
            (QCoreApplication.translate("Barrage", "Energy"), str(p.energy)),
            (QCoreApplication.translate("Barrage", "Engineers left"), str(p.engineers)),
            (
                QCoreApplication.translate("Barrage", "Excavators / mixers"),
                pair.replace("%1", str(p.excavators)).replace("%2", str(p.mixers)),
            ),
            (
                QCoreApplication.translate("Barrage", "Contracts (hand / fulfilled)"),
                pair.replace("%1", str(len(p.contracts))).replace("%2", str(len(p.fulfilled))),
            ),
            (
                QCoreApplication.translate("Barrage", "Company"),
                company(company_of(state, seat).id),
            ),
            (
                QCoreApplication.translate("Barrage", "Officer"),
                officer(officer_of(state, seat).id),
            ),
        ]
