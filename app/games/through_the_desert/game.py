"""Through the Desert as a `Game` (STYLE.md §3): the one place that dispatches actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, assert_never, cast

from app.engine.errors import IllegalAction
from app.engine.flow import advance, to_act_of
from app.engine.game import GameBase, Outcome, PlayerId
from app.engine.text import Seat, Text, engine_text
from app.games.through_the_desert import bots, hints, printing, secrets, topicargs
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider, action_adapter
from app.games.through_the_desert.model import (
    HIDDEN,
    PlaceCamels,
    PlaceRiders,
    State,
    TtdOptions,
    TtdPhase,
)
from app.games.through_the_desert.rules import camel, ledger, rider, scoring, turn
from app.games.through_the_desert.rules.edit import copied
from app.games.through_the_desert.rules.setup import rider_rounds, setup
from app.games.through_the_desert.texts import t

if TYPE_CHECKING:
    from app.engine.printlayout import PrintLayout
    from app.engine.rng import Random
    from app.engine.text import Arg

__all__ = ["ThroughTheDesert"]

Action = PlaceRider | PlaceCamel


class ThroughTheDesert(GameBase[State, Action]):
    """Reiner Knizia's Through the Desert, 2-5 players (seed 001)."""

    id: ClassVar[str] = "through_the_desert"
    title: ClassVar[str] = "Through the Desert"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    score_scale: ClassVar[float] = 8.0
    mcts_iterations: ClassVar[int] = 600
    rollout_depth: ClassVar[int] = 6
    search_width: ClassVar[int | None] = 8
    hard_iterations: ClassVar[int] = 2500

    def topic_args(self, options: object = None) -> dict[str, Arg]:
        """The numbers of the coach's topic texts, from the rules (`topicargs`).

        The same for every option: the texts hold for any player count.
        """
        return topicargs.topic_args()

    def __init__(self) -> None:
        self.Options = TtdOptions
        self.state_type = State
        self.action_adapter = action_adapter

    # -- the protocol -----------------------------------------------------------------
    def setup(self, options: TtdOptions, seed: int) -> State:
        """Return the starting position."""
        return setup(options, seed)

    def to_act(self, state: State) -> frozenset[PlayerId]:
        """Seats that must act now (one at a time in this game)."""
        return to_act_of(state.pending)

    def legal_actions(self, state: State, player: PlayerId) -> list[Action]:
        """Every action `player` may take now."""
        decision = state.pending[-1] if state.pending else None
        if decision is None or player not in decision.waiting:
            return []
        # The modules' own lists, not copies (lists are invariant, hence the casts).
        if isinstance(decision, PlaceRiders):
            return cast("list[Action]", rider.legal(state, decision, player))
        return cast("list[Action]", camel.legal(state, player))

    def check(self, state: State, action: Action) -> Text | None:
        """Return why `action` is illegal now, or None."""
        if state.phase is TtdPhase.OVER:
            return engine_text("game_over")
        decision = state.pending[-1] if state.pending else None
        if decision is None or action.player not in decision.waiting:
            return engine_text("not_your_turn")
        match action:
            case PlaceRider():
                if not isinstance(decision, PlaceRiders):
                    return t("reason.riders_before_camels")
                return rider.reason(state, decision, action)
            case PlaceCamel():
                if not isinstance(decision, PlaceCamels):
                    return t("reason.riders_first")
                return camel.reason(state, action)
            case _:
                assert_never(action)

    def apply(self, state: State, action: Action) -> State:
        """Return the state after `action` (copy on write; `state` is never changed)."""
        if (reason := self.check(state, action)) is not None:
            raise IllegalAction(reason)
        # Copy on write (STYLE.md §3): a shallow copy; the placement modules replace each field
        # they change (board tuples, seats, the top decision) and share everything else.
        draft = copied(state)
        match action:
            case PlaceRider():
                rider.on_place(draft, action)
            case PlaceCamel():
                camel.on_place(draft, action)
            case _:
                assert_never(action)
        advance(draft, turn.step)
        return draft

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over."""
        return scoring.outcome(state) if state.phase is TtdPhase.OVER else None

    def public_score(self, state: State, player: PlayerId) -> int | None:
        """Oasis tiles and enclosed areas, and water holes once they are open (`scoring`)."""
        return scoring.public_points(state, player)

    def score_so_far(self, state: State, player: PlayerId) -> Text | None:
        """The public score; while water holes lie face down, the line says what it counts."""
        score = scoring.public_points(state, player)
        if scoring.water_is_public(state):
            return engine_text("score_so_far", who=Seat(player), n=score)
        return t("score_so_far.public", who=Seat(player), n=score)

    def own_score_so_far(self, view: State, player: PlayerId) -> Text | None:
        """The seat's own score so far counts its face-down water holes (`secrets.own_score`)."""
        water = view.seats[player].water
        if scoring.water_is_public(view) or not water or HIDDEN in water:
            return self.score_so_far(view, player)
        return secrets.own_score(view, player)

    def line_for(self, line: Text, view: State) -> Text:
        """A water hole's value only for those who may see it (`secrets.line_for`)."""
        return secrets.line_for(line, view)

    def secret_texts(self, state: State, seat: PlayerId) -> set[str]:
        """The phrases of `seat`'s face-down water holes (`secrets.secret_texts`)."""
        return secrets.secret_texts(state, seat)

    def view_for(self, state: State, player: PlayerId) -> State:
        """Hide the values of other players' water holes until the end (seed 001 "水場の占拠")."""
        if state.open_scores or state.phase is TtdPhase.OVER:
            return state
        seats = tuple(
            s if i == player else s.model_copy(update={"water": (HIDDEN,) * len(s.water)})
            for i, s in enumerate(state.seats)
        )
        return state.model_copy(update={"seats": seats})

    # -- hooks ------------------------------------------------------------------------
    def describe(self, state: State, action: Action) -> Text:
        """Log line for `action` in `state` (the state before it), with the counts it changes.

        The cell is its board label; what the camel earns follows as notes (`rules.ledger`).
        """
        return ledger.placement_line(state, action, rider=isinstance(action, PlaceRider))

    def counters(self, view: State) -> dict[str, int]:
        """Every number the table shows in `view` (`rules.ledger.counters`)."""
        return ledger.counters(view)

    def heading(self, state: State) -> Text:
        """Log heading: the rider round or the camel turn."""
        if not state.pending:
            return engine_text("heading.game_end")
        decision = state.pending[-1]
        if isinstance(decision, PlaceRiders):
            rounds = rider_rounds(state.players)
            return t("heading.riders", round=decision.round, rounds=rounds)
        return t("heading.camels", turn=state.turn)

    def prompt(self, state: State) -> Text:
        """One line: who must do what now."""
        if not state.pending:
            return engine_text("prompt.game_over")
        decision = state.pending[-1]
        who = Seat(state.current)
        if isinstance(decision, PlaceRiders):
            rounds = rider_rounds(state.players)
            return t("prompt.rider", who=who, round=decision.round, rounds=rounds)
        return t("prompt.camels", who=who, n=decision.left)

    def setup_sheet(
        self, options: TtdOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """The printed setup in `lang`: board with oases and water holes, seats, seed, code."""
        return printing.layout(self.setup(options, seed), paper, lang)

    def public_setup_sheet(
        self, options: TtdOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout | None:
        """The printed setup without the water holes' values (None with open scores)."""
        if options.open_scores:
            return None
        return printing.layout(self.setup(options, seed), paper, lang, public=True)

    def estimate(self, state: State) -> tuple[float, ...]:
        """Points each seat would have if the game ended now (bots' evaluation)."""
        return bots.estimate(state)

    def determinize(self, view: State, player: PlayerId, rng: Random) -> State:
        """Fill in other players' hidden water-hole values with plausible ones."""
        return bots.determinize(view, player, rng)

    def easy_action(self, view: State, player: PlayerId, rng: Random) -> Action | None:
        """The `easy` bot's heuristic move."""
        return bots.easy_action(self, view, player, rng)

    def ordered_actions(self, state: State, player: PlayerId, rng: Random) -> list[Action]:
        """Legal moves, most promising first, for the search bot."""
        return bots.ordered_actions(self, state, player, rng)

    def rollout_action(self, state: State, player: PlayerId, rng: Random) -> Action:
        """Cheap play-out move for the search bot."""
        return bots.rollout_action(self, state, player, rng)

    def explain(self, state: State, action: Action) -> Text | None:
        """What the move earns or prepares, from the seat's view ("Suggest a move")."""
        return hints.explain(state, action)
