"""The target walk (issue 35 §1): every click on a board item or a palette piece is answered.

At a decision of a human seat, `walk_decision` clicks every visible board target and every
piece of the supply palettes, one at a time from no choice made, and notes what happened:

- the click narrowed the move (a choice was added) or put a piece in the hand with lit
  targets: answered;
- else the controller said why (`action_rejected`): answered with a reason, unless the reason
  is the generic "nothing you can do there" for an item of a kind some legal action of the
  step involves (`generic`);
- else nothing was said (`silent`).

A lit item (a legal target, or an item of the suggested move) that does nothing when clicked
is `lit-refused`. An item drawn greyed as no action's (Barrage: `unavailable`) that a click
uses is `greyed-used`; one that says nothing or the generic line is `greyed-unexplained`. The
suggested move is set as the suggestion driver would (`suggest`): the
first of the seat's legal actions whose items are outlined on the board.

Each finding is one line "kind: target (reason)"; `walk_game` plays a seeded game of humans and
walks some of its decisions, returning the findings by kind.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.engine.suggestion import Suggestion
from app.games import GAMES
from app.shell import registry
from app.ui.board.supply import PieceButton
from tests.guikit import take_screen

if TYPE_CHECKING:
    from app.ui.boardcontroller import BoardController

__all__ = ["GENERIC", "click_pair", "controller_for", "walk_decision", "walk_game"]

GENERIC = (
    "Nothing you can do there now: the lit places, the cards and the list of moves show "
    "what you can do."
)
"""The generic refusal (English source: compared after translation)."""

_KEEP: list[QWidget] = []


def _generic() -> str:
    return QCoreApplication.translate("StepController", GENERIC)


def controller_for(qtbot, game_id: str, players: int, seed: int, options: dict[str, Any]) -> Any:
    """A started controller of a game of humans with its board (1280×800 parent)."""
    game = GAMES[game_id]
    seats = [Seat(name=n) for n in ["Anna", "Bea", "Carl", "Dora", "Emil"][:players]]
    session = Session(game, game.Options(players=players, **options), seed, seats)
    controller = registry.controller_for(game_id)(session)
    parent = QWidget()
    parent.resize(1280, 800)
    qtbot.addWidget(parent)
    controller.create_board(parent)
    parent.show()
    controller.set_bot_delay(0)
    controller.start()
    _KEEP.append(parent)
    return controller


def _involved_kinds(controller: BoardController[Any, Any, Any], seat: PlayerId) -> set[str]:
    """Prefixes of the board items the seat's legal actions start from or light up."""
    kinds = set()
    for action in controller.legal_for(seat):
        anchor = controller.anchor_of(action)
        if anchor:
            kinds.add(anchor.split(":")[0])
    kinds |= {i.split(":")[0] for i in controller.scene().highlighted()}
    return kinds


def _reset(controller: Any) -> None:
    if hasattr(controller, "cancel_choice"):
        controller.cancel_choice()
    scene = controller.scene()
    scene.cancel_gesture()
    QApplication.processEvents()


def _mark(controller: Any) -> tuple[Any, ...]:
    narrow = controller.narrowing() if hasattr(controller, "narrowing") else None
    chosen = tuple(narrow.chosen) if narrow is not None else ()
    partial = tuple(sorted(getattr(controller, "_partial", ()) or ()))
    return (len(controller.session.actions), chosen, partial)


def suggest(controller: Any, action: Any) -> None:
    """Show `action` as the suggestion, as the driver does when its search comes back."""
    driver = controller.suggestions
    seat = controller.acting_human()
    driver._ticket += 1
    driver._position = (controller.session.state, seat)
    driver._thinking = True
    driver._on_found(driver._ticket, Suggestion(seat, action, None))


def walk_decision(controller: Any) -> list[str]:
    """Click every visible board target and palette piece once; return the findings."""
    seat = controller.acting_human()
    if seat is None:
        return []
    scene = controller.scene()
    out: list[str] = []
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    try:
        out += _walk_targets(controller, seat, rejected)
        out += _walk_suggestion(controller, rejected)
        out += _walk_palette(controller, rejected)
    finally:
        controller.action_rejected.disconnect(rejected.append)
        _reset(controller)
        scene.set_suggested([])
    return out


def _walk_targets(controller: Any, seat: PlayerId, rejected: list[str]) -> list[str]:
    scene = controller.scene()
    kinds = _involved_kinds(controller, seat)
    targets = sorted(
        i.item_id for i in scene.board_items() if i.is_target and i.isVisible() and i.scene()
    )
    out = []
    for target in targets:
        _reset(controller)
        lit = target in scene.highlighted()
        found = _click(controller, target, rejected, lit, target.split(":")[0] in kinds)
        if found:
            out.append(found)
    return out


def _click(controller: Any, target: str, rejected: list[str], lit: bool, involved: bool) -> str:
    before = _mark(controller)
    rejected.clear()
    item = controller.scene().item_for(target)
    greyed = bool(getattr(item, "unavailable", False))  # drawn as no action's (Barrage)
    controller.scene().item_clicked(target)
    QApplication.processEvents()
    if _mark(controller) != before:
        if len(controller.session.actions) != before[0]:
            controller.undo()
        return f"greyed-used: {target}" if greyed else ""
    reason = rejected[-1] if rejected else ""
    if lit:
        return f"lit-refused: {target} ({reason})"
    if greyed and (not reason or reason == _generic()):
        return f"greyed-unexplained: {target} ({reason})"
    if not reason:
        return f"silent: {target}" if involved else ""
    if involved and reason == _generic():
        return f"generic: {target}"
    return ""


def _walk_suggestion(controller: Any, rejected: list[str]) -> list[str]:
    """Suggest a legal action with items on the board; each outlined item must answer."""
    seat = controller.acting_human()
    scene = controller.scene()
    for action in controller.legal_for(seat)[:40]:
        _reset(controller)
        suggest(controller, action)
        marked = scene.suggested()
        if not marked:
            continue
        out = []
        for target in marked:
            _reset(controller)
            before = _mark(controller)
            rejected.clear()
            scene.item_clicked(target)
            QApplication.processEvents()
            if _mark(controller) == before:
                reason = rejected[-1] if rejected else ""
                out.append(f"suggested-refused: {target} ({reason})")
            elif len(controller.session.actions) != before[0]:
                controller.undo()
        controller.suggestions.clear()
        return out
    return []


def _walk_palette(controller: Any, rejected: list[str]) -> list[str]:
    board = controller.board()
    if board is None:
        return []
    scene = controller.scene()
    out = []
    for button in board.findChildren(PieceButton):
        if not button.isVisible():
            continue
        _reset(controller)
        rejected.clear()
        if button.isEnabled():
            button.picked.emit(button.piece_id)
        QApplication.processEvents()
        answered = scene.selected_piece() == button.piece_id and scene.highlighted()
        if answered or rejected:
            continue
        out.append(f"palette-silent: {button.piece_id}")
    return out


def click_pair(controller: Any, piece: str, target: str) -> tuple[bool, list[str]]:
    """Click a piece (a palette button, else a board piece), then a board target, as a user.

    Returns whether the pair narrowed or made a move, and every reason said on the way.
    """
    board = controller.board()
    scene = controller.scene()
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    try:
        _reset(controller)
        before = _mark(controller)
        buttons = [b for b in board.findChildren(PieceButton) if b.piece_id == piece]
        if buttons:
            buttons[0].picked.emit(piece)
        else:
            scene.select_piece(piece)
        QApplication.processEvents()
        scene.item_clicked(target)
        QApplication.processEvents()
        return _mark(controller) != before, rejected
    finally:
        controller.action_rejected.disconnect(rejected.append)


def _play(game: Any, options: Any, seed: int, rng: random.Random) -> list[Any]:
    """The actions of a seeded random game to its end (engine only)."""
    state = game.setup(options, seed)
    actions = []
    for _ in range(3000):
        actors = sorted(game.to_act(state))
        if not actors:
            break
        action = rng.choice(game.legal_actions(state, PlayerId(rng.choice(actors))))
        state = game.apply(state, action)
        actions.append(action)
    return actions


def walk_game(
    qtbot, game_id: str, players: int, seed: int, decisions: int, options: dict[str, Any]
) -> Counter[str]:
    """Walk `decisions` points spread over a seeded random game of humans; findings counted."""
    controller = controller_for(qtbot, game_id, players, seed, options)
    rng = random.Random(f"clickwalk:{game_id}:{players}:{seed}")
    actions = _play(controller.game, controller.session.options, seed, rng)
    points = {round(len(actions) * k / decisions) for k in range(decisions)}
    found: Counter[str] = Counter()
    for step, action in enumerate([*actions, None]):
        if step in points:
            controller._kick()
            take_screen(controller)
            controller.state_changed.emit()
            for line in walk_decision(controller):
                found[line] += 1
        if action is None or step >= max(points):
            break
        controller.session.apply(action)
        controller.session.end_turn()
    return found
