"""The game surface every game implements (STYLE.md §3, "Engine API").

`Game` is the fixed public protocol. `GameBase` gives the optional hooks that the session,
saves and bots use a sensible default, so a game only overrides what it needs.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Generic, NewType, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from app.engine.text import Seat, Text

if TYPE_CHECKING:
    from app.engine.events import RoundSummary
    from app.engine.printlayout import PrintLayout
    from app.engine.rng import Random, Rng
    from app.engine.text import Arg

__all__ = [
    "MAX_SEATS",
    "ActionBase",
    "Game",
    "GameBase",
    "Options",
    "Outcome",
    "PlayerId",
    "ScoreLine",
    "winners_of",
]

PlayerId = NewType("PlayerId", int)
"""A seat index, 0 .. players - 1."""
MAX_SEATS = 5
"""The most seats any game has (`Options.players`)."""


class Options(BaseModel):
    """Options every game takes; games subclass it and default every other field."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(ge=1, le=MAX_SEATS)
    """Number of seats."""


class ScoreLine(BaseModel):
    """One source of points in a seat's final breakdown (e.g. "Water holes": 12)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str
    """Key of the source: the game's catalogue names it as `score.<source>` (`source_text`)."""
    points: int
    """Points from that source."""


class Outcome(BaseModel):
    """The result of a finished game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scores: tuple[int, ...]
    """Final score by seat."""
    winners: tuple[PlayerId, ...]
    """Seats that share first place after tie-breaks."""
    breakdown: tuple[tuple[ScoreLine, ...], ...] = ()
    """Per seat, where the points came from."""


class ActionBase(BaseModel):
    """Base of every action: frozen, hashable, with the acting seat."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    player: PlayerId = Field(ge=0, lt=MAX_SEATS)
    """The seat that takes this action (a seat of some game: whether it may act is `check()`'s
    question; STYLE.md §3 "Bounded input")."""


def winners_of(
    scores: tuple[int, ...], tiebreak: tuple[int, ...] | None = None
) -> tuple[PlayerId, ...]:
    """Return the seats with the best score (then best tie-break value); ties share the win."""
    keys = [(s, tiebreak[i] if tiebreak else 0) for i, s in enumerate(scores)]
    best = max(keys)
    return tuple(PlayerId(i) for i, k in enumerate(keys) if k == best)


S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=ActionBase)


class Game(Protocol[S, A]):
    """What the rest of the program (session, bots, CLI, GUI, saves) may rely on."""

    id: str
    Options: type[Options]

    def setup(self, options: Any, seed: int) -> S:
        """Return the starting state for these options and this seed."""
        ...

    def to_act(self, state: S) -> frozenset[PlayerId]:
        """Return the seats that must act now; empty once the game is over."""
        ...

    def legal_actions(self, state: S, player: PlayerId) -> list[A]:
        """Return every action `player` may take now."""
        ...

    def check(self, state: S, action: A) -> Text | None:
        """Return None if `action` is legal now, else the reason (`str()` gives English)."""
        ...

    def apply(self, state: S, action: A) -> S:
        """Return the state after `action`; never mutates `state`."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """Return the result once the game is over, else None."""
        ...

    def view_for(self, state: S, player: PlayerId) -> S:
        """Return `state` with everything `player` may not see redacted."""
        ...


class GameBase(ABC, Generic[S, A]):
    """Defaults for the optional hooks; games subclass it and implement the protocol."""

    Options: type[Options]

    id: ClassVar[str]
    title: ClassVar[str]
    """English name shown in menus."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    state_type: type[S]
    action_adapter: TypeAdapter[A]
    score_scale: ClassVar[float] = 10.0
    """Score margin that counts as a clear lead, for the bots' value function."""
    mcts_iterations: ClassVar[int] = 400
    """Iteration budget of the `normal` bot for this game."""
    rollout_depth: ClassVar[int] = 12
    """Plies of random play before the `normal` bot's search evaluates a position."""
    search_width: ClassVar[int | None] = None
    """The `normal` bot searches only this many of `ordered_actions` at each node (None: all)."""
    hard_iterations: ClassVar[int] = 1000
    """Iteration budget of the `hard` bot (a fixed count: its play is reproducible)."""
    hard_rollout_depth: ClassVar[int | None] = None
    """Plies of each `hard` play-out (None: as `normal`'s, `rollout_depth`)."""
    hard_width: ClassVar[int] = 12
    """Most of `ordered_actions` the `hard` bot widens a node to (`app.engine.hardbot`)."""
    hard_pairwise_values: ClassVar[bool] = False
    """At 3+ seats the `hard` bot also values its chances against each other seat alone
    (`HardBot.playout_values`); on only where 4-player matches showed it helps."""
    score_counter: ClassVar[str] = ""
    """The seat counter that ranks the round summaries' standings ("vp"; `amount_text` names
    it); "" shows `public_score` as a bare number."""

    # -- parsing ----------------------------------------------------------------------
    def parse_action(self, data: Any) -> A:
        """Validate a JSON-like object into an action."""
        return self.action_adapter.validate_python(data)

    def dump_action(self, action: A) -> dict[str, Any]:
        """Return the JSON-like form of an action, as saves store it."""
        return action.model_dump(mode="json")

    def parse_state(self, text: str) -> S:
        """Validate a JSON text into a state."""
        return self.state_type.model_validate_json(text)

    # -- session hooks ----------------------------------------------------------------
    def rng_of(self, state: S) -> Rng | None:
        """Return the state's random-number record, if it has one named `rng`."""
        rng = getattr(state, "rng", None)
        return rng if rng is not None else None

    def is_undoable(self, before: S, action: A, after: S) -> bool:
        """Return False if `action` drew randomness or revealed hidden information."""
        rb, ra = self.rng_of(before), self.rng_of(after)
        return not (rb is not None and ra is not None and rb.draws != ra.draws)

    def describe(self, state: S, action: A) -> Text:
        """Return the log line for `action` taken in `state` (the state before it)."""
        return Text.of(self.id, "action", what=str(action))

    def heading(self, state: S) -> Text | None:
        """Return the log heading (round/phase) that `state` belongs to, if any."""
        return None

    def handoff_events(self, events: list[Text]) -> list[Text]:
        """Return the automatic lines of a step worth listing under its move on a hand-off.

        The hand-off screen's "Since your last turn" (outcomes: a battle won, a reward, figures
        lost). None by default; every line returned is public (the step's events are).
        """
        return []

    def event_heading(self, line: Text) -> Text | None:
        """Return the log heading an automatic line opens (a phase run inside a step), if any.

        The log tree heads that line and those after it with this heading, not the action's.
        """
        return None

    def prompt(self, state: S) -> Text | None:
        """Return one line saying who must do what now, if anyone must."""
        return None

    def handoff_task(self, state: S, seat: PlayerId) -> Text | None:
        """Return what `seat` must decide, for its hand-off screen (every seat reads it).

        `state` is the whole present; the line must name nothing `view_for` hides from another
        seat (a card chosen face down, a hand). None: the hand-off screen names only the seat.
        """
        return None

    def explain(self, state: S, action: A) -> Text | None:
        """Return the main reason for `action` in `state` in words, or None if there is none.

        `state` is the acting seat's view (`view_for`): the reason may use only what that seat
        can see. "Suggest a move" shows it next to the suggested action.
        """
        return None

    def follows_up(self, state: S, action: A) -> bool:
        """Return whether `action`, taken in `state`, answers a step of a move begun before it.

        A move may take several actions of one seat (Barrage: a production, then the contract
        it fulfils, then the drops that contract's reward places); the coach names the move by
        its first action and says the rest separately (issue 35). False by default.
        """
        return False

    def follow_up_note(self, state: S, action: A) -> Text | None:
        """Return a few words for a follow-up worth its own mention ("fulfilled contract #12").

        The coach's line after a bot's move says them after the move's rule; None (the
        default) for a follow-up that is a part of something said already (a reward's drops).
        """
        return None

    def refine_suggestion(self, state: S, action: A) -> A:
        """Return `action` played the cheapest way that does the same, for "Suggest a move".

        `state` is the acting seat's view. A search may pick either of two equal moves; a
        suggestion shown to a learner should not be the dearer one (issue 37 §4: a 3-engineer
        space while the 2-engineer one was free). By default `action` itself.
        """
        return action

    def step_events(self, before: S, action: A, after: S) -> list[Text]:
        """Return what the automatic steps of `action` did, in words (PRODUCT.md "Log").

        The default replays `action` on `before` while `app.engine.events.recording()` collects
        the game's `note()` lines; `after` is there for games that compare states instead.
        """
        from app.engine.events import recording  # noqa: PLC0415 - keeps game.py's imports light

        with recording() as lines:
            self.apply(before, action)
        return lines

    def line_for(self, line: Text, view: S) -> Text:
        """Return a log line as the holder of `view` may read it (issue 34 §4).

        The log's automatic lines (`step_events`) are computed from the whole state; a line
        that names a value `view` hides (another seat's water hole) comes back without it.
        `view` is `view_for` of the present (the whole state once the game is over). The
        default, every line as it is, suits games whose events are public.
        """
        return line

    def secret_texts(self, state: S, seat: PlayerId) -> set[str]:
        """Return the words, in every language, of what `view_for` hides from others but `seat`.

        Each is the exact phrase the UI would show (a card's name, "water hole on C6: 3
        points"), long enough not to meet public text by chance; the privacy walk
        (issue 34 §5) fails when one shows on another seat's screen. Empty by default.
        """
        return set()

    def counters(self, view: S) -> dict[str, int]:
        """Return every number a player can see in `view`, by a stable key (STYLE.md "Ledger").

        Keys name what they count: `seat:0:camels`, `supply:pink`, `region:penzance:water`.
        A number hidden from the viewer is left out of that view (the owner's view has it), so
        the ledger is checked per view (`conformance.check_ledger`). Every change of a counter
        must be explained by the deltas of the step's log lines: `describe()` and the
        `step_events()` notes (`Text.with_deltas`). The default, no counters, suits a game
        that has not declared its own yet: its ledger check then checks nothing.
        """
        return {}

    def ledger_key(self, line: Text) -> str:
        """Return the key of what a ledger line says, inside any wrapping (`app.engine.gamestats`).

        A game that wraps its lines in the counters' changes ("…: credits 5 → 3") returns the
        wrapped line's key; the default is the line's own key.
        """
        return line.key

    def ledger_values(self, line: Text) -> dict[str, tuple[int, int]]:
        """Return the values a ledger line shows: counter key -> (before, after) (issue 35).

        A game whose lines show a counter's value before and after ("credits 5 → 3") returns
        them, so `conformance.check_ledger` can check that the lines chain: each line's
        before-value of a counter is the after-value of the line before it that showed that
        counter. The default, nothing shown, checks nothing.
        """
        return {}

    def round_summary(
        self, before: S, action: A, after: S, events: list[Text]
    ) -> RoundSummary | None:
        """Return the summary of the round `action` ended (None: it ended none).

        `events` is `self.step_events(before, action, after)`; the shared UI shows the summary when
        the round ends and again from the log.
        """
        return None

    def round_end_begins(self, before: S, after: S) -> bool:
        """Return True if the step from `before` to `after` starts the end of a round.

        A round's end may take several steps (Tinners' Trail sells the ore when the last seat
        passes, then the seats invest one by one): its summary sums up the gains of every step
        from the one this marks (never the ending step itself) to the one that ends the round;
        Tinners' Trail marks where the round's actions began, so its summary is the whole
        round. The default, False, sums up the ending step alone.
        """
        return False

    def summary_names(self, line: Text) -> bool:
        """Return whether a seat's automatic line without gains belongs in the round summary.

        Such a line says why a seat gained nothing ("looks at no tile"); True by default.
        Tinners' Trail's summary spans the whole round: an auction's forced drop-outs and the
        mine placed after it are the log's, not the summary's.
        """
        return True

    def amount_text(self, counter: str, n: int) -> Text | None:
        """Return `n` of a seat's counter in words ("£15", "3 VP") for the round summaries.

        `counter` is the key after `seat:<n>:` ("money", "vp"). None (the default): a change
        of that counter is not shown as a gain.
        """
        return None

    def next_round(self, state: S) -> tuple[Text, ...]:
        """Return what comes next after the round that ended in `state` (the summary's last lines).

        E.g. "Round 3 of 4; tin sells at £5, copper at £10". Empty by default.
        """
        return ()

    def source_text(self, source: str) -> Text:
        """Return the name of a score source of the final breakdown (`ScoreLine.source`)."""
        return Text.of(self.id, f"score.{source}")

    def is_last_round(self, state: S) -> bool:
        """Return whether `state` is in the game's last round (or Age).

        The coach explains the game's end before it (issue 37 §1). True by default: a game
        without rounds may end at any time, so its end is explained from the start.
        """
        return True

    def round_closing(self, state: S, player: PlayerId) -> bool:
        """Return whether `player`'s decisions in `state` are its last ones of the round.

        The coach explains what a round's end does then, before the round ends (issue 37).
        True by default: a game that cannot tell explains it at the learner's first decision.
        """
        return True

    def game_closing(self, state: S, player: PlayerId) -> bool:
        """Return whether the game's end is near enough for the coach to explain it.

        By default from the last round on (`is_last_round`); a game may say so earlier, so
        that the end is read before the last round begins (issue 37).
        """
        return self.is_last_round(state)

    topic_variants: ClassVar[tuple[str, ...]] = ()
    """Every name `topic_variant` may return (the catalogue tests check each variant's texts)."""

    def topic_variant(self, options: Any) -> str | None:
        """Return the variant of the coach's texts for a game with `options` (None: the plain).

        A topic whose rule differs with the options (Tinners' Trail's two-player auctions) has
        a text of its own for them, `topic.<id>.<variant>` in the catalogues, so a game reads
        only the rule it plays by; a topic without one shows its plain `topic.<id>`. None by
        default (one text per topic).
        """
        return None

    def topic_args(self, options: Any = None) -> dict[str, Arg]:
        """Return the named fields of the coach's topic texts, read from the game's data.

        A topic text (`topic.<id>` in the catalogues) is a template: every cost, capacity,
        payout or threshold it states is a field (`{red_cost}`) filled from here, so the text
        follows the data and rules. With `options`, also the fields of that game alone (the
        survey cards dealt to each player at this player count); without, only those that
        hold for every game (the rules summary's). Empty by default (texts without fields).
        """
        return {}

    def public_score(self, state: S, player: PlayerId) -> int | None:
        """Return the points everyone can see `player` holding now (None: the game counts none).

        Only the public part: points face down (hidden water holes) stay out. Shown as the
        acting seat's "score so far" (issue 22).
        """
        return None

    def story_round(self, state: S) -> Text | None:
        """Return the name of the round or Age `state` is in ("Round 2"), for the story graph.

        None (the default): the game has no rounds to mark (`app.engine.story`).
        """
        return None

    def score_so_far(self, state: S, player: PlayerId) -> Text | None:
        """Return the line "Anna's score so far: 23" for `player` (None without a public score)."""
        score = self.public_score(state, player)
        if score is None:
            return None
        return Text.of("engine", "score_so_far", who=Seat(int(player)), n=score)

    def own_score_so_far(self, view: S, player: PlayerId) -> Text | None:
        """Return the score so far of the seat at the screen, from `view`, its own view.

        It may count what only that seat sees (face-down water holes, issue 34 §4). The
        default is the public line.
        """
        return self.score_so_far(view, player)

    # -- bot hooks --------------------------------------------------------------------
    def estimate(self, state: S) -> tuple[float, ...]:
        """Return each seat's expected final score (the bots' evaluation)."""
        out = self.outcome(state)
        return tuple(float(s) for s in out.scores) if out else tuple(0.0 for _ in self.seats(state))

    def values(self, state: S) -> tuple[float, ...]:
        """Return each seat's value in [0, 1]: 1 is a sure win, 0 a sure loss."""
        out = self.outcome(state)
        if out is not None:
            share = 1.0 / len(out.winners)
            return tuple(share if PlayerId(i) in out.winners else 0.0 for i in self.seats(state))
        return self.values_from(self.estimate(state))

    def values_from(self, estimates: tuple[float, ...]) -> tuple[float, ...]:
        """Return each seat's value before the end from `estimate`'s expected scores.

        The margin over the best other seat, squashed by `score_scale` into (0, 1).
        """
        vals = []
        for i, mine in enumerate(estimates):
            best_other = max((s for j, s in enumerate(estimates) if j != i), default=0.0)
            vals.append(0.5 + 0.5 * math.tanh((mine - best_other) / self.score_scale))
        return tuple(vals)

    def determinize(self, view: S, player: PlayerId, rng: Random) -> S:
        """Return a full state consistent with what `player` sees (no hidden info: the view)."""
        return view

    def easy_action(self, view: S, player: PlayerId, rng: Random) -> A | None:
        """Return the `easy` bot's move, or None to let the generic greedy bot choose."""
        return None

    def normal_budget(self, view: S) -> int:
        """Return the `normal` bot's iteration budget at `view` (default: `mcts_iterations`).

        A game whose options make every turn wider may give more (Barrage with Leeghwater).
        """
        return self.mcts_iterations

    def hard_budget(self, view: S) -> int:
        """Return the `hard` bot's iteration budget at `view` (default: `hard_iterations`).

        A game whose options make every move slower to search may give fewer, to keep `hard`
        within its time a move (Barrage with Leeghwater).
        """
        return self.hard_iterations

    def ordered_actions(self, state: S, player: PlayerId, rng: Random) -> list[A]:
        """Return `player`'s legal actions, most promising first (the search's move ordering)."""
        actions = self.legal_actions(state, player)
        rng.shuffle(actions)
        return actions

    # -- printed setup ----------------------------------------------------------------
    def setup_sheet(
        self, options: Any, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """Return the printable setup sheet of `setup(options, seed)` in `lang` (Qt-free).

        Raises:
            ValueError: the game has no printed setup, or the paper is unknown.
        """
        msg = f"{self.title} has no printed setup yet"
        raise ValueError(msg)

    def public_setup_sheet(
        self, options: Any, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout | None:
        """Return the setup sheet without its secret part, or None if it has none (Qt-free).

        Printed during a game with hidden information (issue 34 §3): what some seat may not
        see (the cards dealt to each seat, the contents of face-down tiles) is left out.

        Raises:
            ValueError: the game has no printed setup, or the paper is unknown.
        """
        return None

    def rollout_action(self, state: S, player: PlayerId, rng: Random) -> A:
        """Return a cheap move for the search bot's random play-outs."""
        return rng.choice(self.legal_actions(state, player))

    def seats(self, state: S) -> list[PlayerId]:
        """Return the seats of `state` (games keep the count in `players`)."""
        return [PlayerId(i) for i in range(int(getattr(state, "players", 0)))]

    # -- the protocol -----------------------------------------------------------------
    @abstractmethod
    def setup(self, options: Any, seed: int) -> S:
        """Return the starting state for these options and this seed."""

    @abstractmethod
    def to_act(self, state: S) -> frozenset[PlayerId]:
        """Return the seats that must act now; empty once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S, player: PlayerId) -> list[A]:
        """Return every action `player` may take now."""

    @abstractmethod
    def check(self, state: S, action: A) -> Text | None:
        """Return None if `action` is legal now, else the reason (`str()` gives English)."""

    @abstractmethod
    def apply(self, state: S, action: A) -> S:
        """Return the state after `action`; never mutates `state`."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """Return the result once the game is over, else None."""

    @abstractmethod
    def view_for(self, state: S, player: PlayerId) -> S:
        """Return `state` with everything `player` may not see redacted."""
