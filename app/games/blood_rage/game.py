"""Blood Rage as a `GameBase` (Qt-free). Not registered in `app.games` until it is complete.

Built so far: setup and the Gods' Gifts draft of any Age. After the draft the flow stops in the
Action phase with nobody to act (see `rules.flow`); `outcome` stays None until scoring exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from app.engine.flow import to_act_of
from app.engine.game import GameBase, Outcome, PlayerId
from app.games.blood_rage import hidden
from app.games.blood_rage.actions import AnyAction, action_adapter
from app.games.blood_rage.model import BrOptions, Draft, State
from app.games.blood_rage.rules.apply import apply
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.rules.legal import legal_actions
from app.games.blood_rage.rules.setup import setup
from app.games.blood_rage.texts import age_text, phase_text, t

if TYPE_CHECKING:
    from app.engine.text import Text

__all__ = ["BloodRage"]


class BloodRage(GameBase[State, AnyAction]):
    """Eric M. Lang's Blood Rage (base game, seed 003), 2-4 players."""

    Options: type[BrOptions]
    id: ClassVar[str] = "blood_rage"
    title: ClassVar[str] = "Blood Rage"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def __init__(self) -> None:
        self.Options = BrOptions
        self.state_type = State
        self.action_adapter = action_adapter

    # -- the protocol -----------------------------------------------------------------
    def setup(self, options: BrOptions, seed: int) -> State:
        """Return the position at the first decision (everyone picking in the Age 1 draft)."""
        return setup(options, seed)

    def to_act(self, state: State) -> frozenset[PlayerId]:
        """Seats that must act now (every seat still to pick, during the draft)."""
        return to_act_of(state.pending)

    def legal_actions(self, state: State, player: PlayerId) -> list[AnyAction]:
        """Every action `player` may take now."""
        return legal_actions(state, player)

    def check(self, state: State, action: AnyAction) -> Text | None:
        """Return why `action` is illegal now, or None."""
        return check(state, action)

    def apply(self, state: State, action: AnyAction) -> State:
        """Return the state after `action` (`state` is never changed)."""
        return apply(state, action)

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over: None until scoring is built (issue 10)."""
        return None

    def view_for(self, state: State, player: PlayerId) -> State:
        """Other seats' hands, kept cards, offers and quests, the decks and the seed redacted."""
        return hidden.redact(state, player)

    # -- texts ------------------------------------------------------------------------
    def describe(self, state: State, action: AnyAction) -> Text:
        """Log line for `action` taken in `state`."""
        return action.text()

    def heading(self, state: State) -> Text:
        """Log heading: the Age and phase."""
        return t("heading", age=age_text(state.age), phase=phase_text(state.phase.value))

    def prompt(self, state: State) -> Text:
        """One line: what the seats to act must do now."""
        top = state.pending[-1] if state.pending else None
        if isinstance(top, Draft):
            return t("prompt.pick", n=top.picks)
        return t("prompt.waiting")
