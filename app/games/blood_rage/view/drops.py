"""Drops on the Blood Rage board: where a piece may go, why not, and what a drop chooses.

A mixin of `BloodRageController` (kept apart so each module stays small). Pieces:
"reserve:<kind>" (a figure of the stock: dropped on a province or fjord, it invades),
"figure:<seat>:<province>:<kind>" (a figure on the map: dropped on another province it
marches, or answers a Call to Battle) and "card:<i>" (an upgrade card of the hand: dropped on
its slot or anywhere on the clan sheet; a quest card: dropped anywhere on the clan sheet it is
committed, alone or with another of its type). A drop never plays anything: it selects the one legal
action it stands for (Confirm plays it, after its preview), or makes the first choices and
asks the rest. A refused drop says why, with the engine's own reason (`check()` of the action
the drop stands for) or, for a piece on the wrong kind of place, what it needs.
`app.ui.stepcontroller.StepController` makes the drop and the hover feedback from them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import MAX_SEATS
from app.engine.text import Text
from app.games.blood_rage.actions import (
    FIGURES,
    choose_card,
    invade,
    keep_card,
    march,
    move_to_battle,
    pick,
    pillage,
    take_quest,
    upgrade,
)
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.texts import figure_text, fjord_text, province_text, t
from app.games.blood_rage.view.sheets import SLOTS, slot_card
from app.games.blood_rage.view.steps import WHERE, anchor_of, preview, steps_of
from app.ui.stepcontroller import StepController, TurnProbe

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.blood_rage.view.hand import HandPanel
    from app.games.blood_rage.view.scene import BrScene
    from app.games.blood_rage.view.screen import BrBoard
    from app.ui.narrowing import Narrowing

    # type checkers see the controller's base class (its methods); at run time a plain mixin
    _Base = StepController[BrScene, BrBoard, HandPanel]
else:
    _Base = object

__all__ = ["DropHandling", "parse_piece", "parse_target", "sheet_targets"]

_INVADING = frozenset({"turn", "free_invade"})
"""Decisions in which a stock figure may invade (others: the generic line)."""
_UPGRADE_SLOT = {"leader": "leader", "warrior": "warrior", "ship": "ship", "monster": "monster"}


def _index(text: str, count: int) -> bool:
    """Whether `text` is a plain decimal index below `count` (ids from the board are)."""
    return text.isascii() and text.isdigit() and len(text) <= 3 and int(text) < count


def parse_target(target_id: str) -> tuple[str, tuple[int, ...], str] | None:
    """Return (kind, numbers, family) of a target id, or None.

    "province:3" -> ("province", (3,), ""), "slot:1:monster:0" -> ("slot", (1, 0), "monster").
    Indices are bounded by the board file and the seats, like the actions made from them.
    """
    data = game_data()
    counts = {"province": len(data.provinces), "fjord": len(data.fjords), "sheet": MAX_SEATS}
    parts = target_id.split(":")
    kind = parts[0]
    if kind in counts and len(parts) == 2 and _index(parts[1], counts[kind]):
        return kind, (int(parts[1]),), ""
    if kind == "slot" and len(parts) == 4 and _index(parts[1], MAX_SEATS) and _index(parts[3], 3):
        return kind, (int(parts[1]), int(parts[3])), parts[2]
    return None


def parse_piece(piece_id: str) -> tuple[str, int, int, str] | None:
    """Return (kind, seat, place, figure) of a piece id: reserve, figure or card; else None."""
    data = game_data()
    parts = piece_id.split(":")
    if parts[0] == "reserve" and len(parts) == 2 and parts[1] in FIGURES:
        return "reserve", -1, -1, parts[1]
    if parts[0] == "card" and len(parts) == 2 and _index(parts[1], len(data.cards)):
        return "card", -1, int(parts[1]), ""
    if (
        parts[0] == "figure"
        and len(parts) == 4
        and _index(parts[1], MAX_SEATS)
        and _index(parts[2], len(data.provinces))
        and parts[3] in FIGURES
    ):
        return "figure", int(parts[1]), int(parts[2]), parts[3]
    return None


def sheet_targets(seat: int) -> set[str]:
    """The clan sheet of `seat` and every slot on it (a card dropped anywhere on the sheet)."""
    slots = {f"slot:{seat}:{family}:{k}" for family, k in SLOTS}
    return slots | {f"sheet:{seat}"}


def _family(card: int) -> str:
    return game_data().cards[card].family


def _card_of(action: Any, card: int) -> bool:
    """Whether `action` is what a drop of `card` from the hand stands for."""
    if action.kind in ("upgrade", "battle_card", "keep"):
        return bool(action.card == card)
    if action.kind == "quest":
        return card in action.cards
    return action.kind == "pick" and card in action.cards


class DropHandling(_Base):
    """Drop handlers of the Blood Rage controller (mixed into `BloodRageController`)."""

    _refused_piece: tuple[str, tuple[Any, ...]] | None = None
    """A figure picked up that could go nowhere, and when (`sequence_refusal`)."""

    # -- which actions a drop stands for ---------------------------------------------------
    def _actions_for(self, piece_id: str, target_id: str | None) -> list[Any]:
        """The acting human's legal actions a drop of `piece_id` on `target_id` stands for."""
        seat = self.acting_human()
        piece = parse_piece(piece_id)
        if seat is None or piece is None or self.awaiting_confirm():
            return []
        kind, _owner, place, figure = piece
        legal = self.legal_for(seat)
        if kind == "reserve":
            found = [a for a in legal if a.kind == "invade" and a.figure == figure]
        elif kind == "figure":
            found = [
                a
                for a in legal
                if (a.kind == "march" and a.source == place and figure in a.figures)
                or (a.kind == "move_to_battle" and a.source == place and a.figure == figure)
            ]
        else:
            found = [a for a in legal if _card_of(a, place)]
        if target_id is None:
            return found
        return [a for a in found if target_id in self._targets_of(a)]

    def _targets_of(self, action: Any) -> set[str]:
        """Where a drop that stands for `action` may land."""
        if action.kind == "march":
            return {f"province:{action.to}"}
        if action.kind == "move_to_battle":
            top = self.session.state.pending[-1]
            return {f"province:{getattr(top, 'province', -1)}"}
        if action.kind == "upgrade":
            seat = int(action.player)
            me = self.session.state.seats[seat]
            family = _family(action.card)
            k_range = range(2 if family == "monster" else 3 if family == "clan" else 1)
            slots = {
                f"slot:{seat}:{family}:{k}"
                for k in k_range
                if slot_card(me, family, k) == action.replaces
            }
            return slots | {f"sheet:{seat}"}
        if action.kind in ("quest", "keep", "pick"):  # by the clan sheet: anywhere on it
            return sheet_targets(int(action.player))
        if action.kind == "battle_card":  # face down in the battle's province
            return {f"province:{getattr(self.session.state.pending[-1], 'province', -1)}"}
        return {anchor_of(action)}

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return where `piece_id` may go now."""
        out: set[str] = set()
        for action in self._actions_for(piece_id, None):
            out |= self._targets_of(action)
        return sorted(out)

    # -- hover and refusals ------------------------------------------------------------------
    def _drop_cost(self, action: Any) -> Text | None:
        """What the action would cost (Rage, STR), shown under the board while hovering."""
        words = preview(self.game, self.session.state, action)
        return t("ui.step.cost", changes=words) if words is not None else None

    def _refusal(self, seat: PlayerId, piece_id: str, target_id: str) -> Text | str:
        """The engine's reason why the drop's action is illegal (or what the target needs)."""
        piece, target = parse_piece(piece_id), parse_target(target_id)
        if piece is None or target is None:
            return t("ui.reason.not_a_place")
        kind, _owner, place, figure = piece
        where, numbers, family = target
        if kind == "reserve":
            if where not in ("province", "fjord"):
                return t("ui.reason.figure_to_map")
            probe: Any = invade(seat, figure, numbers[0], where == "fjord")
        elif kind == "figure":
            if where != "province":
                return t("ui.reason.march_to_province")
            probe = self._figure_probe(seat, place, figure, numbers[0])
        else:
            probe = self._card_probe(seat, place, where, numbers, family)
        if probe is None or isinstance(probe, Text):
            return probe or t("ui.reason.not_now")
        return self.game.check(self.session.state, probe) or t("ui.reason.not_now")

    def supply_refusal(self, seat: PlayerId, piece_id: str) -> Text | str | None:
        """Why a stock figure can invade nowhere: the engine's reason most places give.

        Issue 35 §1: at the Horns limit the figures were greyed, said "drag it onto a
        province" and a drag did nothing; now the reason names the rule and the number.
        """
        piece = parse_piece(piece_id)
        if piece is None or piece[0] != "reserve" or self._top_kind() not in _INVADING:
            return None
        data = game_data()
        places = [(i, False) for i in range(len(data.provinces))]
        places += [(i, True) for i in range(len(data.fjords))]
        reasons: dict[str, tuple[int, Text]] = {}
        state = self.session.state
        for to, fjord in places:
            why = self.game.check(state, invade(int(seat), piece[3], to, fjord))
            if why is not None:
                n, _ = reasons.get(str(why), (0, why))
                reasons[str(why)] = (n + 1, why)
        if not reasons:
            return None
        return max(reasons.values(), key=lambda r: r[0])[1]

    def target_refusal(self, seat: PlayerId, target_id: str) -> Text | str | None:
        """Why a clicked province or fjord starts nothing: pillage there, or invade a fjord."""
        target = parse_target(target_id)
        if target is None or target[0] not in ("province", "fjord"):
            return None
        if not self.involves(seat, "province") and not self.involves(seat, "fjord"):
            return None  # no action of this step is on the map (a draft, a battle card)
        place = target[1][0]
        state = self.session.state
        fjord = target[0] == "fjord"
        if self._top_kind() == "turn":
            probe: Any = invade(int(seat), "ship", place, True) if fjord else pillage(seat, place)
            return self.game.check(state, probe)
        for action in self.legal_for(seat):  # this step's own action, moved to the place
            field = next((f for f in ("to", "source", "province") if hasattr(action, f)), None)
            if field is not None and anchor_of(action).startswith(target[0]):
                probe = action.model_copy(update={field: place})
                return self.game.check(state, probe)
        return None

    # -- a figure clicked, then a place (issue 35) ---------------------------------------------
    def _click_mark(self) -> tuple[Any, ...]:
        """The position and choices a click sequence belongs to (a move or a choice ends it)."""
        narrow = self.narrowing()
        chosen = tuple(narrow.chosen) if narrow is not None else ()
        return (len(self.session.actions), self.acting_human(), chosen)

    def _on_piece_refused(self, piece_id: str) -> None:
        """Remember the figure that could go nowhere: a place clicked next is its move's target."""
        self._refused_piece = (piece_id, self._click_mark())
        super()._on_piece_refused(piece_id)

    def sequence_refusal(self, target_id: str) -> Text | None:
        """Why the move of a figure just refused, to the place clicked after it, is illegal.

        A warrior clicked at the Horns limit, then a province: the intent is an invasion, so
        the reason is the invasion's ("Invade with a Warrior to Horgr: your Horns allow 4
        figures…"), not a pillage's ("you have no figure in Horgr", issue 35). Said once: the
        next click on a place alone is that place's own.
        """
        refused, self._refused_piece = self._refused_piece, None
        seat = self.acting_human()
        target = parse_target(target_id)
        if refused is None or refused[1] != self._click_mark() or seat is None:
            return None
        piece = parse_piece(refused[0])
        if piece is None or target is None or target[0] not in ("province", "fjord"):
            return None
        kind, figure, place = piece[0], piece[3], target[1][0]
        to = fjord_text(place) if target[0] == "fjord" else province_text(place)
        reason = self._refusal(seat, refused[0], target_id)
        if kind == "reserve":
            return t("ui.reason.invade_with", figure=figure_text(figure), to=to, reason=reason)
        if kind == "figure" and self._top_kind() == "call_to_battle":
            return t("ui.reason.to_battle_with", figure=figure_text(figure), reason=reason)
        if kind == "figure":
            return t("ui.reason.march_with", figure=figure_text(figure), to=to, reason=reason)
        return None

    def _figure_probe(self, seat: int, source: int, figure: str, to: int) -> Any:
        """The march (or Call to Battle move) a figure dropped on `to` stands for."""
        top = self.session.state.pending[-1] if self.session.state.pending else None
        if top is not None and top.kind == "call_to_battle":
            if to != getattr(top, "province", -1):
                return t("ui.reason.into_battle")
            return move_to_battle(seat, figure, source)
        return march(seat, source, to, (figure,))

    def _card_probe(
        self, seat: int, card: int, where: str, numbers: tuple[int, ...], family: str
    ) -> Any:
        """The action a card dropped on a slot, sheet or province stands for (or what it needs).

        In a battle, the battle card chosen on the battle's province; in the draft and the
        discard phase, the card picked or kept on the seat's own clan sheet (issue 35 §1: the
        cards of the hand could only be clicked); else an upgrade or a quest.
        """
        state = self.session.state
        chosen = self._chosen_card_probe(seat, card, where, numbers)
        if chosen is not None:
            return chosen
        if _family(card) == "quest":  # committed face down by its own clan sheet
            own = where in ("slot", "sheet") and numbers[0] == seat
            return take_quest(seat, card) if own else t("ui.reason.quest_to_sheet")
        if where not in ("slot", "sheet"):
            return t("ui.reason.card_to_sheet")
        if numbers[0] != seat:
            return t("ui.reason.own_sheet")
        slot = _UPGRADE_SLOT.get(_family(card), "clan")
        if where == "slot" and family != slot:
            return t(f"ui.reason.slot.{slot}")
        old = slot_card(state.seats[seat], family, numbers[1]) if where == "slot" else NO_CARD
        return upgrade(seat, card, old)

    def _chosen_card_probe(
        self, seat: int, card: int, where: str, numbers: tuple[int, ...]
    ) -> Any | None:
        """A card chosen for a battle, picked or kept, dropped somewhere (None: another step)."""
        top = self.session.state.pending[-1] if self.session.state.pending else None
        if top is not None and top.kind == "battle":
            battle = getattr(top, "province", -1)
            if (where, numbers[0]) != ("province", battle):
                return t("ui.reason.card_to_battle", province=province_text(battle))
            return choose_card(seat, card)
        if top is not None and top.kind in ("draft", "keep"):
            if where not in ("slot", "sheet") or numbers[0] != seat:
                return t("ui.reason.card_to_own_sheet")
            return pick(seat, (card,)) if top.kind == "draft" else keep_card(seat, card)
        return None

    def _card_refusal(self, piece_id: str) -> Text | str:
        """Why a clicked card cannot be used now: the engine's reason for its natural action."""
        seat = self.acting_human()
        piece = parse_piece(piece_id)
        if seat is None or piece is None or self.awaiting_confirm():
            return self.can_apply(TurnProbe(seat)) or t("ui.reason.not_now")
        card = piece[2]
        state = self.session.state
        kind = state.pending[-1].kind if state.pending else ""
        probes: dict[str, Any] = {
            "draft": lambda: pick(int(seat), (card,)),
            "battle": lambda: choose_card(int(seat), card),
            "keep": lambda: keep_card(int(seat), card),
        }
        if kind in probes:
            probe = probes[kind]()
        elif game_data().cards[card].family == "quest":
            probe = take_quest(int(seat), card)
        else:
            probe = upgrade(int(seat), card)
        return self.game.check(state, probe) or t("ui.reason.not_now")

    def _preselect(self, narrow: Narrowing, actions: list[Any]) -> None:
        """Several actions fit the drop: make the choices they share, up to the first other.

        Quests: the card dropped (the one every action commits) is where they start.
        """
        quests = [set(a.cards) for a in actions if a.kind == "quest"]
        shared = set.intersection(*quests) if len(quests) == len(actions) else set()
        if len(shared) == 1:
            narrow.choose(WHERE, f"card:{shared.pop()}")
            return
        steps = steps_of(actions[0])
        for key, value in steps:
            if all(dict(steps_of(a)).get(key) == value for a in actions):
                narrow.choose(key, value)
            elif key != WHERE:
                break
