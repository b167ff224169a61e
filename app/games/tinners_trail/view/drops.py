"""Drops on the Tinners' Trail board: where a piece may go, why not, and what a drop chooses.

A mixin of `TinnersTrailController` (kept apart so each module stays small). Pieces: "mine"
(dropped on a region: start an auction there; on one of your mines: mine ore there, the
ore picker asking how much), "dev:miner", "dev:port", "dev:rail" (on a
region), "dev:adit" (on a border) and "dev:pumps" (on a wet region: take the steam pumps, then
pick the regions to pump; with no water anywhere, on any region in play: the engine lets the
pumps be taken and they go straight back). A drop never plays anything: it selects the one
legal action it stands for (Confirm plays it, after its preview), or, when several fit (an
auction with or without a survey card), makes the first choices and asks the rest. A refused
drop says why, with the engine's own reason (`check()` of the action the drop stands for).
`app.ui.stepcontroller.StepController` makes the drop and the hover feedback from them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.games.tinners_trail.actions import (
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    StartAuction,
    TakePumps,
)
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.rules.developments import wet_regions
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.steps import WHERE, anchor_of, preview

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.tinners_trail.model import State
    from app.games.tinners_trail.view.hand import HandPanel
    from app.games.tinners_trail.view.scene import TinScene
    from app.games.tinners_trail.view.screen import TinBoard
    from app.ui.narrowing import Narrowing
    from app.ui.stepcontroller import StepController

    # type checkers see the controller's base class (its methods); at run time a plain mixin
    _Base = StepController[TinScene, TinBoard, HandPanel]
else:
    _Base = object

__all__ = ["DropHandling", "parse_target", "pump_regions"]

_KINDS = {
    "mine": "start_auction",
    "dev:miner": "miner",
    "dev:port": "port",
    "dev:rail": "rail",
    "dev:adit": "adit",
    "dev:pumps": "pumps",
}
"""The action kind each palette piece starts."""
_PROBES: dict[str, Any] = {
    "dev:miner": PlaceMiner,
    "dev:port": PlacePort,
    "dev:rail": PlaceRail,
}


def pump_regions(state: State) -> list[int]:
    """Where the steam pumps may be dropped: the wet regions, else (none wet) any region in play.

    Taking the pumps is legal while a group is left, even with no water anywhere (they then go
    straight back): the drop must take them then too, not refuse a legal move.
    """
    return wet_regions(state) or list(board(state.players).regions)


def parse_target(target_id: str) -> tuple[str, int] | None:
    """Return ("region" | "border", index) of a target id, or None."""
    kind, _, index = target_id.partition(":")
    if kind not in ("region", "border") or not (index.isascii() and index.isdigit()):
        return None
    data = game_data()
    count = len(data.regions) if kind == "region" else len(data.borders)
    return (kind, int(index)) if len(index) <= 3 and int(index) < count else None


_CLICK_PIECES = ("mine", "dev:miner", "dev:port", "dev:rail")
"""Pieces a click on a region may stand for, the likeliest first."""


class DropHandling(_Base):
    """Drop handlers of the Tinners' Trail controller (mixed into `TinnersTrailController`)."""

    def _actions_for(self, piece_id: str, target_id: str | None) -> list[Any]:
        """The acting human's legal actions a drop of `piece_id` on `target_id` stands for."""
        seat = self.acting_human()
        kind = _KINDS.get(piece_id)
        if seat is None or kind is None or self.awaiting_confirm():
            return []
        legal = [a for a in self.legal_for(seat) if a.kind == kind]
        if piece_id == "mine":  # on one of your mines: mine ore there (the ore picker asks)
            legal += [a for a in self.legal_for(seat) if a.kind == "mine"]
        if kind == "pumps":
            wet = {f"region:{r}" for r in pump_regions(self.session.state)}
            return legal if target_id is None or target_id in wet else []
        return [a for a in legal if target_id is None or anchor_of(a) == target_id]

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return where `piece_id` may go now."""
        if piece_id == "dev:pumps":
            if not self._actions_for(piece_id, None):
                return []
            return [f"region:{r}" for r in pump_regions(self.session.state)]
        return sorted({anchor_of(a) for a in self._actions_for(piece_id, None)})

    def _drop_cost(self, action: Any) -> Text | None:
        """What the action would cost, shown under the board while hovering."""
        cost = preview(self.game, self.view_of(self.session.state), action)
        return t("ui.step.cost", changes=cost) if cost is not None else None

    def _refusal(self, seat: PlayerId, piece_id: str, target_id: str) -> Text | str:
        """The engine's reason why the drop's action is illegal (or what the target needs)."""
        target = parse_target(target_id)
        if piece_id not in _KINDS:
            return QCoreApplication.translate("TinnersTrail", "that is not a piece of this game")
        state = self.session.state
        if piece_id == "dev:pumps":
            reason = self.game.check(state, TakePumps(player=seat))
            return reason if reason is not None else t("ui.reason.pump_dry")
        if piece_id == "dev:adit":
            if target is None or target[0] != "border":
                return t("ui.reason.adit_border")
            return self.game.check(state, PlaceAdit(player=seat, border=target[1])) or t(
                "ui.reason.not_now"
            )
        if target is None or target[0] != "region":
            return t("ui.reason.region_needed")
        return self._region_refusal(seat, piece_id, target[1])

    def supply_targets(self, piece_id: str) -> tuple[str, ...]:
        """Adits go on borders, every other piece on a region."""
        return ("border:",) if piece_id == "dev:adit" else ("region:",)

    def supply_refusal(self, seat: PlayerId, piece_id: str) -> Text | str | None:
        """Pieces go on the map only in a turn's action (else the generic line says so)."""
        if self._top_kind() != "turn":
            return None
        return super().supply_refusal(seat, piece_id)

    def target_refusal(self, seat: PlayerId, target_id: str) -> Text | str | None:
        """Why a clicked region or border starts nothing (issue 35 §1): the engine's reason.

        A border stands for an adit; a region for a mine's auction first, then a miner, a
        port and a rail line: the first reason that is about this place.
        """
        target = parse_target(target_id)
        if target is None or not (self.involves(seat, "region") or self.involves(seat, "border")):
            return None  # no action of this step is on the map (an auction, an investment)
        if target[0] == "border":
            return self._refusal(seat, "dev:adit", target_id)
        if self._top_kind() != "turn":
            return self._step_refusal(seat, target[1])
        reasons = [self._region_refusal(seat, p, target[1]) for p in _CLICK_PIECES]
        telling = [r for r in reasons if getattr(r, "key", "") != "ui.reason.not_now"]
        return (telling or reasons)[0]

    def _step_refusal(self, seat: PlayerId, region: int) -> Text | None:
        """The engine's reason for this step's own action (a peek, a pump) on `region`."""
        for action in self.legal_for(seat):
            if anchor_of(action).startswith("region:"):
                probe = action.model_copy(update={"region": region})
                return self.game.check(self.session.state, probe)
        return None

    def _region_refusal(self, seat: PlayerId, piece_id: str, region: int) -> Text | str:
        probes: list[Any] = []
        if piece_id == "mine":
            probes = [StartAuction(player=seat, region=region)]
            probes.append(StartAuction(player=seat, region=region, deck=True))
        else:
            probes = [_PROBES[piece_id](player=seat, region=region)]
        for probe in probes:
            reason = self.game.check(self.session.state, probe)
            if reason is not None:
                return reason
        return t("ui.reason.not_now")

    def _preselect(self, narrow: Narrowing, actions: list[Any]) -> None:
        """Several actions fit the drop (an auction's cards, a mining action's loads): ask which."""
        narrow.choose(WHERE, anchor_of(actions[0]))
        narrow.choose("kind", actions[0].kind)
