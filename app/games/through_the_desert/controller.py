"""Through the Desert controller: the board, palette and private panel hooks (UI_CONTRACT.md).

Pieces are "rider:<colour>" and "camel:<colour>"; targets are "cell:<index>". A drop becomes a
`PlaceRider` or `PlaceCamel` of the acting human and goes through `try_apply`, so a refused
drop changes nothing and `action_rejected` carries the engine's reason.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.engine.game import PlayerId
from app.engine.text import TextList
from app.engine.topictext import summary_html
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.hints import enclosure_preview
from app.games.through_the_desert.model import HIDDEN, TtdPhase
from app.games.through_the_desert.rules.scoring import caravan_sizes
from app.games.through_the_desert.texts import colour_text, t
from app.games.through_the_desert.view.panels import (
    PrivatePanel,
    SupplyPalette,
    colour_names_or,
    tiles_and_points,
    tiles_text,
)
from app.games.through_the_desert.view.scene import TtdScene, cell_id, parse_cell_id
from app.ui.board.screen import BoardWidget, HintLabel, fix_line_height
from app.ui.board.view import BoardView
from app.ui.boardcontroller import BoardController
from app.ui.i18n import current_language

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QObject

    from app.engine.session import Session
    from app.engine.text import Text
    from app.games.through_the_desert.model import State

__all__ = ["ThroughTheDesertController", "rules_summary_html"]

Action = PlaceRider | PlaceCamel


def rules_summary_html(language: str) -> str:
    """Return the rules summary (HTML) in "en" or "ja"; other languages get English.

    The texts live in `resources/through_the_desert/rules_<language>.html`.
    """
    return summary_html(GAME, language)  # its numbers from the data


def parse_piece(piece_id: str) -> tuple[str, int] | None:
    """Return (kind, colour) of a piece id ("camel:2" -> ("camel", 2)), or None."""
    kind, _, colour = piece_id.partition(":")
    if kind not in ("camel", "rider") or not colour.isdigit() or int(colour) > 4:
        return None
    return kind, int(colour)


class TtdBoard(BoardWidget):
    """The board view with the supply palette under it and a one-line drop hint."""

    def __init__(self, scene: TtdScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ttdBoard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.view = BoardView(scene, self)
        self.view.setMinimumSize(320, 240)
        layout.addWidget(self.view, 1)
        self.scene = scene
        self.hint = HintLabel(self)
        self.hint.setObjectName("ttdDropHint")
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        fix_line_height(self.hint)  # a Japanese hint moved the board up 3 px (issue 36 §1)
        layout.addWidget(self.hint)
        self.palette_widget = SupplyPalette(self)
        layout.addWidget(self.palette_widget)
        self.preview: Callable[[str, str], str] | None = None
        """What a legal drop of a piece on a target would cause, in words ("" for nothing)."""
        scene.drop_hint.connect(self._on_drop_hint)
        scene.selection_changed.connect(self.palette_widget.set_selected)
        self.palette_widget.picked.connect(scene.select_piece)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite the board's tooltips on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
        super().changeEvent(event)

    def _on_drop_hint(self, reason: str) -> None:
        """Show why the space under the pointer would refuse the piece (empty: it accepts).

        `reason` is already in the UI language (`can_drop`). A space that accepts says what the
        camel would do there that is not seen at once: close an area, and its points.
        """
        gesture, target = self.scene.gesture(), self.scene.hovered_target()
        if not reason and self.preview is not None and gesture is not None and target:
            reason = self.preview(gesture.piece_id, target)
        self.hint.setText(reason)


class ThroughTheDesertController(BoardController[TtdScene, TtdBoard, PrivatePanel]):
    """Game controller of Through the Desert.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._chosen: dict[int, int] = {}
        """The colour each seat chose last (picked or placed): a space clicked alone takes it."""

    # -- board ---------------------------------------------------------------------------
    def make_scene(self) -> TtdScene:
        """Return the desert board."""
        return TtdScene(*self.seat_looks(), self)

    def make_board(self, scene: TtdScene, parent: QWidget) -> TtdBoard:
        """Return the board view with the supply palette (a piece picked is the seat's choice)."""
        board = TtdBoard(scene, parent)
        board.palette_widget.picked.connect(self._remember_choice)
        board.preview = self.drop_preview
        return board

    def drop_preview(self, piece_id: str, target_id: str) -> str:
        """What a legal camel dropped there causes that the board does not show yet ("": none).

        An area it closes and the points that area scores (the TtD stranger: hovering such a
        space said nothing). Reckoned on the acting seat's own view.
        """
        action = self.action_for(piece_id, target_id)
        seat = self.acting_human()
        if not isinstance(action, PlaceCamel) or seat is None or self.can_drop(piece_id, target_id):
            return ""
        view = self.game.view_for(self.session.state, seat)
        return self.engine_text(enclosure_preview(view, action))

    def _remember_choice(self, piece_id: str) -> None:
        """Keep the colour the acting seat chose last (a space clicked alone places it)."""
        piece, seat = parse_piece(piece_id), self.acting_human()
        if piece is not None and seat is not None:
            self._chosen[int(seat)] = piece[1]

    def _arrival_for_refresh(self) -> int:
        """Return how long the camel shown by this refresh should take to arrive (ms).

        Only a bot's move just applied in the present is animated: a human put the piece
        there by hand, and undo, redo, replay steps and loaded games simply show the board.
        """
        if not self._one_step_on():
            return 0
        return 0 if not self.is_bot(self.session.actions[-1].player) else self._anim_ms

    def _refresh(self) -> None:
        state: State = self.displayed_state()
        arrival = self._arrival_for_refresh()
        if self._scene is not None:
            seats = range(self.session.options.players)
            self._scene.set_seats(
                [self.seat_style(s) for s in seats],
                [self.seat_name(s) for s in seats],
                self.colour_blind(),
            )
            self._scene.recent = self._recent_cells()
            self._scene.arrival_ms = arrival
            self._scene.sync(state)
        if self._board is not None:
            self._refresh_palette(state)
        self._refresh_private_panels()

    def _recent_cells(self) -> frozenset[int]:
        """Cells of the placements of the latest turn shown (both camels of a 2-camel turn)."""
        step = self.replay_step()
        count = len(self.session.actions) if step is None else step
        if count == 0:
            return frozenset()
        last = self.session.actions[count - 1]
        turn = self.session.state_at(count - 1).turn
        cells: list[int] = []
        for i in range(count - 1, -1, -1):
            action = self.session.actions[i]
            if action.player != last.player or self.session.state_at(i).turn != turn:
                break
            if type(action) is not type(last) or (isinstance(action, PlaceRider) and cells):
                break
            cells.append(action.cell)
        return frozenset(cells)

    def _refresh_palette(self, state: State) -> None:
        assert self._board is not None
        acting = self.acting_human()
        seat: int | None = acting
        if seat is None:
            seat = self.confirm_seat()
        if seat is None:  # "your caravan": the screen's owner, never a thinking bot (issue 34)
            seat = self.owner()
        if seat is None:
            seat = self.present_actor()
        if seat is None:
            self._board.palette_widget.show_seat(state, None, "", None, False)
            return
        self._board.palette_widget.show_seat(
            state,
            seat,
            self.seat_name(seat),
            self.seat_style(seat),
            acting is not None,
            self.ending_is_final(),
        )

    # -- drops -----------------------------------------------------------------------------
    def _mover(self) -> PlayerId:
        acting = self.acting_human()
        if acting is not None:
            return acting
        present = self.present_actor()
        return present if present is not None else PlayerId(0)

    def action_for(self, piece_id: str, target_id: str) -> Action | str:
        """Return the action a drop stands for, or the reason it stands for none."""
        piece = parse_piece(piece_id)
        if piece is None:
            return QCoreApplication.translate(
                "ThroughTheDesert", "that is not a piece of this game"
            )
        cell = parse_cell_id(target_id)
        if cell is None:
            return QCoreApplication.translate("ThroughTheDesert", "put the piece on a desert space")
        kind, colour = piece
        player = self._mover()
        if kind == "rider":
            return PlaceRider(player=player, colour=colour, cell=cell)
        return PlaceCamel(player=player, colour=colour, cell=cell)

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the drop would be legal now, else the reason in the UI language."""
        action = self.action_for(piece_id, target_id)
        if isinstance(action, str):
            return action
        reason = self.can_apply(action)
        return None if reason is None else self.engine_text(reason)

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Play the drop as a move; a refused one emits `action_rejected` and changes nothing."""
        action = self.action_for(piece_id, target_id)
        if isinstance(action, str):
            self.action_rejected.emit(action)
            return False
        self._remember_choice(piece_id)
        return self.try_apply(action)

    def click_target(self, target_id: str) -> bool:
        """A space clicked with no camel in the hand: place the camel chosen last, if it fits.

        The rules summary's promise ("clicking a space alone places the camel chosen last").
        With no such camel, the one colour that fits there is placed; with several (or none)
        `click_refusal` says which to pick. A placement that would end the game is never
        made by a bare click: it is final at once in a game with secrets.
        """
        seat, cell = self.acting_human(), parse_cell_id(target_id)
        if seat is None or self.awaiting_confirm() or cell is None:
            return False
        kind = "rider" if self.session.state.phase is TtdPhase.RIDERS else "camel"
        fits = [
            c for c in self._seat_colours(seat) if self.can_drop(f"{kind}:{c}", target_id) is None
        ]
        last = self._chosen.get(int(seat))
        colour = last if last in fits else fits[0] if len(fits) == 1 else None
        if colour is None or self.ending_colour(colour):
            return False
        return self.drop_piece(f"{kind}:{colour}", target_id)

    def _seat_colours(self, seat: int) -> tuple[int, ...]:
        state: State = self.session.state
        return tuple(state.seats[seat].colours)

    def prompt_note(self) -> str:
        """Before the acting person may place a colour's last camel: that it ends the game.

        The game's last move is final at once in a game with secrets (the end shows every
        water hole): the stranger's game ended on a click, with no word before (issue 35).
        """
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm() or self.replay_step() is not None:
            return ""
        last = [c for c in self._seat_colours(seat) if self.ending_colour(c)]
        if not last:
            return ""
        names = colour_names_or(last)
        note = (
            QCoreApplication.translate(
                "ThroughTheDesert", " — the last %1 camel ends the game (no Undo)"
            )
            if self.ending_is_final()
            else QCoreApplication.translate(
                "ThroughTheDesert", " — the last %1 camel ends the game"
            )
        )
        return note.replace("%1", names)

    def ending_warning(self) -> str:
        """None beside "Suggest a move": the prompt names the colour whose last camel ends it."""
        return ""

    def ending_colour(self, colour: int) -> bool:
        """Whether placing a camel of `colour` now places the last one (the game ends)."""
        state: State = self.session.state
        return state.phase is TtdPhase.CAMELS and state.supply[colour] == 1

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return the spaces the acting human may put `piece_id` on now."""
        piece = parse_piece(piece_id)
        seat = self.acting_human()
        if piece is None or seat is None or self.awaiting_confirm():
            return []
        kind, colour = piece
        wanted = PlaceRider if kind == "rider" else PlaceCamel
        return [
            cell_id(a.cell)
            for a in self.legal_for(seat)
            if isinstance(a, wanted) and a.colour == colour
        ]

    def click_refusal(self, target_id: str) -> str | None:
        """A space clicked with no camel in the hand: which camels may go there, or why none.

        Issue 35 §1: such a click said nothing. The reason is the engine's for the most
        spaces' answer among the seat's colours (the rule and its numbers).
        """
        seat = self.acting_human()
        cell = parse_cell_id(target_id)
        if seat is None or self.awaiting_confirm() or cell is None:
            return None
        state: State = self.session.state
        kind = "rider" if state.phase is TtdPhase.RIDERS else "camel"
        colours = state.seats[seat].colours
        fits = [c for c in colours if self.can_drop(f"{kind}:{c}", target_id) is None]
        if fits:
            names = TextList(tuple(colour_text(c) for c in fits), "or")
            return self.engine_text(t("hint.pick_camel_first", colours=names))
        reasons = [self.can_drop(f"{kind}:{c}", target_id) or "" for c in colours]
        return max(reasons, key=reasons.count) or None

    def click_suggested(self, action: Any) -> bool:
        """A click on the suggested space plays the suggested placement (Undo takes it back)."""
        return self.try_apply(action)

    def show_suggestion(self, action: object | None) -> None:
        """Outline the space of a suggested placement (None: remove the mark)."""
        cells = [action.cell] if isinstance(action, (PlaceRider, PlaceCamel)) else []
        self.scene().set_suggested([cell_id(c) for c in cells])

    def anchor_of(self, action: Any) -> str | None:
        """Where an action starts on the board (the tooltips' "what you can do here")."""
        return cell_id(action.cell)

    def counter_items(self, key: str) -> tuple[str, ...]:
        """A water hole's counter shows on its space (counters name spaces "G6")."""
        kind, name, *_ = [*key.split(":"), ""]
        cell = _cells_by_name(self.session.options.players).get(name) if kind == "cell" else None
        return (cell_id(cell),) if cell is not None else ()

    def changed_between(self, before: Any, after: Any) -> list[str]:
        """Spaces that got a camel or were enclosed (enclosures have no counter of their own)."""
        return [
            cell_id(c)
            for c, (owner, area) in enumerate(zip(after.owner, after.area, strict=True))
            if owner != before.owner[c] or area != before.area[c]
        ]

    def rules_summary(self) -> str:
        """Return the rules summary of Through the Desert in the UI language (HTML)."""
        return rules_summary_html(current_language())

    # -- panels ------------------------------------------------------------------------------
    def has_hidden_information(self) -> bool:
        """Collected water-hole values are secret unless the game uses open scores."""
        return not bool(getattr(self.session.options, "open_scores", False))

    def secrets_words(self) -> str:
        """The one secret of the game: the values of the water holes taken."""
        return QCoreApplication.translate(
            "ThroughTheDesert", "the values of the water holes each player has taken"
        )

    def make_private_panel(self, seat: int, parent: QWidget) -> PrivatePanel:
        """Return `seat`'s water-hole values and point totals."""
        return PrivatePanel(seat, parent)

    def _refresh_private(self, panel: PrivatePanel) -> None:
        # The step shown, like the board: a replayed move shows the tiles held at that move.
        state = self.game.view_for(self.shown_state(), PlayerId(panel.seat))
        panel.show_state(state, self.seat_name(panel.seat))

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Public facts about a seat for the players panel (score sources by catalogue name)."""
        state: State = self.displayed_state()
        me = state.seats[seat]
        lines: list[tuple[Text | str, Text | str]] = []
        if state.phase is TtdPhase.RIDERS:
            label = QCoreApplication.translate("ThroughTheDesert", "Riders to place")
            lines.append((label, str(len(me.riders_left))))
        placed = sum(1 for c, o in enumerate(state.owner) if o == seat and c not in state.rider)
        lines.append((QCoreApplication.translate("ThroughTheDesert", "Camels placed"), str(placed)))
        tiles = tiles_text(len(me.water))
        if HIDDEN not in me.water and (state.open_scores or state.phase is TtdPhase.OVER):
            tiles = tiles_and_points(len(me.water), sum(me.water))
        lines.append((t("score.water_holes"), tiles))
        lines.append((t("score.oases"), str(len(me.oases))))
        area = sum(1 for c, o in enumerate(state.area) if o == seat and c not in state.oases)
        lines.append((QCoreApplication.translate("ThroughTheDesert", "Enclosed spaces"), str(area)))
        lines.append((t("score.largest_caravans"), self._leads(state, seat)))
        return lines

    def player_line(self, seat: int) -> list[Text | str]:
        """A seat's short facts for its line in the Players panel: camels, water holes, oases.

        The points stay hidden until the end (water holes face down) unless scores are open.
        """
        state: State = self.displayed_state()
        me = state.seats[seat]
        placed = sum(1 for c, o in enumerate(state.owner) if o == seat and c not in state.rider)
        area = sum(1 for c, o in enumerate(state.area) if o == seat and c not in state.oases)
        oases, enclosed = t("line.oases", n=len(me.oases)), t("line.area", n=area)
        if HIDDEN not in me.water and (state.open_scores or state.phase is TtdPhase.OVER):
            # the points first once they are known; the camels placed last
            water = t("line.water_points", n=len(me.water), points=sum(me.water))
            out: list[Text | str] = [water, oases, enclosed, t("line.camels", n=placed)]
        elif state.phase is TtdPhase.RIDERS:  # no camel is placed before the riders
            riders = t("line.riders", n=len(me.riders_left))
            out = [riders, t("line.water", n=len(me.water)), oases, enclosed]
        else:
            out = [t("line.camels", n=placed), t("line.water", n=len(me.water)), oases, enclosed]
        leads = self._leads(state, seat)
        if leads != "–":
            out.append(leads)
        return out

    def _leads(self, state: State, seat: int) -> Text | str:
        """The colours in which `seat` has the largest caravan, as a list ("–" for none)."""
        leads: list[Text] = []
        for colour, sizes in enumerate(caravan_sizes(state)):
            best = max(sizes)
            if best > 0 and sizes[seat] == best:
                name = colour_text(colour)
                leads.append(t("summary.tied", colour=name) if sizes.count(best) > 1 else name)
        return t("summary.leads", colours=TextList(tuple(leads))) if leads else "–"


@cache
def _cells_by_name(players: int) -> dict[str, int]:
    """Space name ("G6") -> index, for the board of `players` seats."""
    board = geometry(players)
    return {board.name(c): c for c in range(len(board.cells))}
