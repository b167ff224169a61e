"""Barrage as a `Game` (STYLE.md §3): the one object the session, bots and GUI talk to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from app.engine.events import recording
from app.engine.flow import to_act_of
from app.engine.game import GameBase, Outcome, PlayerId
from app.engine.text import engine_text
from app.games.barrage import bots, describe, hints, ledger, printing, summary, topicargs
from app.games.barrage.actions import AnyAction, FulfilContract, action_adapter
from app.games.barrage.data.data import game_data
from app.games.barrage.ledgerline import inner, values
from app.games.barrage.model import BarrageOptions, Phase, State
from app.games.barrage.rules import apply as rules
from app.games.barrage.rules import bookkeeping
from app.games.barrage.rules.endgame import outcome_of
from app.games.barrage.rules.setup import setup
from app.games.barrage.texts import contract, t

if TYPE_CHECKING:
    from app.engine.events import RoundSummary
    from app.engine.printlayout import PrintLayout
    from app.engine.rng import Random
    from app.engine.text import Arg, Text

__all__ = ["FOLLOW_UPS", "Barrage"]

FOLLOW_UPS = frozenset(
    {
        "contract_choice",
        "extra_production",
        "free_build",
        "choose_machinery",
        "place_drops",
        "architect",
        "dam_drop",
        "hand_contract",
        "building_use",
    }
)
"""The decisions that answer a step of the move before them (all but turns, bids and picks)."""


class Barrage(GameBase[State, AnyAction]):
    """Barrage (Cranio Creations, 2019), base game for 2-4 companies (seeds 000 and 004)."""

    id: ClassVar[str] = "barrage"
    title: ClassVar[str] = "Barrage"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    score_scale: ClassVar[float] = 12.0
    # `normal`: 200 iterations of width 10 with 4-ply play-outs take about 0.6 s of CPU a move
    # (at most about 1 s) here, and beat `easy` in 14 of 20 two-player games.
    mcts_iterations: ClassVar[int] = 200
    leeghwater_budget: ClassVar[int] = 320
    """`normal`'s budget with the Leeghwater expansion (`normal_budget`): its actions widen
    every turn, and at 200 `normal` beat `easy` in only 37 of 60 games (about 1 s a move now)."""
    rollout_depth: ClassVar[int] = 4
    search_width: ClassVar[int | None] = 10
    hard_iterations: ClassVar[int] = 900
    leeghwater_hard_budget: ClassVar[int] = 650
    """`hard`'s budget with the Leeghwater expansion (`hard_budget`): at 900 its longest moves
    took up to 7.8 s of CPU, past the 6 s a move it may take (issue 21)."""
    score_counter: ClassVar[str] = "vp"

    def __init__(self) -> None:
        self.Options = BarrageOptions
        self.state_type = State
        self.action_adapter = action_adapter

    # -- the protocol -----------------------------------------------------------------
    def setup(self, options: BarrageOptions, seed: int) -> State:
        """Return the position at the first decision."""
        return setup(options, seed)

    def to_act(self, state: State) -> frozenset[PlayerId]:
        """Seats that must act now (one at a time)."""
        return to_act_of(state.pending)

    def legal_actions(self, state: State, player: PlayerId) -> list[AnyAction]:
        """Every action `player` may take now."""
        return rules.legal_actions(state, player)

    def check(self, state: State, action: AnyAction) -> Text | None:
        """Return why `action` is illegal now, or None."""
        return rules.check(state, action)

    def apply(self, state: State, action: AnyAction) -> State:
        """Return the state after `action` (`state` is never changed)."""
        return rules.apply(state, action)

    def is_last_round(self, state: State) -> bool:
        """The fifth round (the setup's number of rounds), whose end ends the game."""
        return state.round >= game_data().setup.rounds

    def round_closing(self, state: State, player: PlayerId) -> bool:
        """Half of the seat's engineers are placed: its last turns of the round have begun.

        Each turn places one to three engineers (seed 000 "アクションフェイズ"), so a seat with
        half of them left has a few turns to go: the coach explains the round's end now.
        """
        start = game_data().setup.starting_resources["engineers"]
        return state.phase == Phase.ACTIONS and state.seats[player].engineers * 2 <= start

    def game_closing(self, state: State, player: PlayerId) -> bool:
        """The last round, or the last turns of the one before it (issue 37: end before it)."""
        rounds = game_data().setup.rounds
        return state.round >= rounds or (
            state.round == rounds - 1 and self.round_closing(state, player)
        )

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over."""
        return outcome_of(state) if state.phase == Phase.OVER else None

    def public_score(self, state: State, player: PlayerId) -> int | None:
        """The seat's VP on the track (public: seed 000 keeps every VP in the open)."""
        return state.seats[player].vp

    def view_for(self, state: State, player: PlayerId) -> State:
        """Hide the order of the contract piles and advanced decks, and the seed."""
        return bots.redact(state)

    def is_undoable(self, before: State, action: AnyAction, after: State) -> bool:
        """Refilling contracts or the patent office reveals tiles: no undo past that."""
        if not super().is_undoable(before, action, after):
            return False
        return bots.hidden_sizes(before) == bots.hidden_sizes(after)

    # -- hooks ------------------------------------------------------------------------
    def round_summary(
        self, before: State, action: AnyAction, after: State, events: list[Text]
    ) -> RoundSummary | None:
        """What each company gained when a round ends, and the new turn order."""
        if after.round == before.round and after.phase == before.phase:
            return None  # no round ends: the action's line is not needed
        own = dict(self.describe(before, action).deltas)
        return summary.round_summary(before, after, events, own)

    def amount_text(self, counter: str, n: int) -> Text | None:
        """VP, credits and machinery are a company's gains ("3 VP", "2 credits")."""
        return summary.amount(counter, n)

    def topic_args(self, options: object = None) -> dict[str, Arg]:
        """The numbers of the coach's topic texts, from the data (`topicargs`).

        The same for every option: the texts hold for any player count.
        """
        return topicargs.topic_args()

    def describe(self, state: State, action: AnyAction) -> Text:
        """Log line for `action` taken in `state`, with what the action itself changes."""
        return ledger.action_line(state, action, describe.describe(state, action))

    def step_events(self, before: State, action: AnyAction, after: State) -> list[Text]:
        """What the automatic steps of `action` did, each line with its counters' changes."""
        with recording() as lines, bookkeeping.probing(lines) as probe:
            self.apply(before, action)
        return bookkeeping.chained(probe)

    def counters(self, view: State) -> dict[str, int]:
        """Every number the table shows (`ledger`): credits, VP, machinery, pieces, water..."""
        return ledger.counters(view)

    def ledger_key(self, line: Text) -> str:
        """The key of the line inside the counters' changes (`ledgerline.inner`)."""
        return inner(line).key

    def ledger_values(self, line: Text) -> dict[str, tuple[int, int]]:
        """The counters' values a line shows, before and after (`ledgerline.values`)."""
        return values(line)

    def story_round(self, state: State) -> Text:
        """The round, for the story graph (`app.engine.story`)."""
        return engine_text("story.round", n=state.round)

    def heading(self, state: State) -> Text:
        """Log heading: the round and phase."""
        return describe.heading(state)

    def prompt(self, state: State) -> Text:
        """One line: who must do what now."""
        return describe.prompt(state)

    def estimate(self, state: State) -> tuple[float, ...]:
        """Expected final scores (bots' evaluation)."""
        return bots.estimate(state)

    def determinize(self, view: State, player: PlayerId, rng: Random) -> State:
        """Fill the hidden deck orders with a plausible shuffle."""
        return bots.determinize(view, rng)

    def easy_action(self, view: State, player: PlayerId, rng: Random) -> AnyAction | None:
        """The `easy` bot's heuristic move."""
        return bots.easy_action(self, view, player, rng)

    def normal_budget(self, view: State) -> int:
        """More iterations with the Leeghwater expansion (`leeghwater_budget`)."""
        return self.leeghwater_budget if view.lwp is not None else self.mcts_iterations

    def hard_budget(self, view: State) -> int:
        """Fewer iterations with the Leeghwater expansion (`leeghwater_hard_budget`)."""
        return self.leeghwater_hard_budget if view.lwp is not None else self.hard_iterations

    def ordered_actions(self, state: State, player: PlayerId, rng: Random) -> list[AnyAction]:
        """Legal moves, most promising first, without takes that lose value (`bots.candidates`)."""
        return bots.candidates(state, self.legal_actions(state, player), rng)

    def rollout_action(self, state: State, player: PlayerId, rng: Random) -> AnyAction:
        """A cheap play-out move: a good production or construction, else a well-ordered one."""
        return bots.rollout(self, state, player, rng)

    def setup_sheet(
        self,
        options: BarrageOptions,
        seed: int,
        paper: str = "a4",
        lang: str = "en",
    ) -> PrintLayout:
        """The printed setup: map schematic, tiles, contracts, seats or draft pool, setup code."""
        return printing.layout(self.setup(options, seed), options, paper, lang)

    def dump_action(self, action: AnyAction) -> dict[str, Any]:
        """JSON-like form of an action (saves)."""
        return action.model_dump(mode="json")

    def refine_suggestion(self, state: State, action: AnyAction) -> AnyAction:
        """The same move on the cheapest free space that does the same (`hints.cheapest`)."""
        return hints.cheapest(state, action)

    def follows_up(self, state: State, action: AnyAction) -> bool:
        """Answers to a step the move before opened (a contract, a reward's steps, and so on).

        Seed 000 契約の達成: a contract, a reward's build, drops or machinery; a second
        production; a building used at once (`FOLLOW_UPS`).
        """
        return bool(state.pending) and state.pending[-1].kind in FOLLOW_UPS

    def follow_up_note(self, state: State, action: AnyAction) -> Text | None:
        """A contract fulfilled is said apart from the move that fulfilled it (issue 35)."""
        if isinstance(action, FulfilContract):
            return t("coach.fulfilled", contract=contract(action.contract))
        return None

    def explain(self, state: State, action: AnyAction) -> Text | None:
        """The move's largest effects for its seat, from the seat's view ("Suggest a move")."""
        return hints.explain(state, action)
