"""Tinners' Trail as a `Game` (STYLE.md §3): the one object the session, bots and CLI use."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from app.engine.flow import to_act_of
from app.engine.game import GameBase, Outcome, PlayerId
from app.engine.text import engine_text
from app.games.tinners_trail import (
    bots,
    hidden,
    hints,
    ledger,
    ledger_pieces,
    printing,
    prompts,
    secrets,
    summary,
    topicargs,
)
from app.games.tinners_trail.actions import (
    AnyAction,
    PeekTile,
    PumpWater,
    SkipPeek,
    StopPumping,
    action_adapter,
)
from app.games.tinners_trail.model import Phase, State, TinOptions
from app.games.tinners_trail.rules import scoring
from app.games.tinners_trail.rules.apply import apply
from app.games.tinners_trail.rules.check import check
from app.games.tinners_trail.rules.investment import LAST_ROUND
from app.games.tinners_trail.rules.legal import legal_actions
from app.games.tinners_trail.rules.setup import setup
from app.games.tinners_trail.texts import note_text, t

if TYPE_CHECKING:
    from app.engine.events import RoundSummary
    from app.engine.printlayout import PrintLayout
    from app.engine.rng import Random
    from app.engine.text import Arg, Text

__all__ = ["TinnersTrail"]


class TinnersTrail(GameBase[State, AnyAction]):
    """Martin Wallace's Tinners' Trail (2nd edition rules, seed 002), 2-5 players."""

    id: ClassVar[str] = "tinners_trail"
    title: ClassVar[str] = "Tinners' Trail"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    score_scale: ClassVar[float] = 15.0
    mcts_iterations: ClassVar[int] = 300
    rollout_depth: ClassVar[int] = 8
    search_width: ClassVar[int | None] = 8
    hard_iterations: ClassVar[int] = 700
    # 4 players, hard vs 3 normal, 12 games: 1 win without, 4 with; margin better in 9 of 12.
    hard_pairwise_values: ClassVar[bool] = True
    score_counter: ClassVar[str] = "vp"

    def __init__(self) -> None:
        self.Options = TinOptions
        self.state_type = State
        self.action_adapter = action_adapter

    # -- the protocol -----------------------------------------------------------------
    def setup(self, options: TinOptions, seed: int) -> State:
        """Return the position at the first decision (everyone keeping survey cards)."""
        return setup(options, seed)

    def to_act(self, state: State) -> frozenset[PlayerId]:
        """Seats that must act now (all at once only while keeping cards)."""
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

    def is_last_round(self, state: State) -> bool:
        """The fourth round, after whose investing the game ends."""
        return state.round >= LAST_ROUND

    def game_closing(self, state: State, player: PlayerId) -> bool:
        """From the round before the last (issue 37: the end is read before the last round)."""
        return state.round >= LAST_ROUND - 1

    topic_variants: ClassVar[tuple[str, ...]] = (topicargs.TWO,)

    def topic_variant(self, options: TinOptions) -> str | None:
        """The two-player texts for a two-player game (`topicargs.topic_variant`)."""
        return topicargs.topic_variant(options)

    def topic_args(self, options: TinOptions | None = None) -> dict[str, Arg]:
        """The numbers of the coach's topic texts, from the data and rules (`topicargs`)."""
        return topicargs.topic_args(options)

    def outcome(self, state: State) -> Outcome | None:
        """The result once round 4 is over."""
        return scoring.outcome(state) if state.phase is Phase.OVER else None

    def public_score(self, state: State, player: PlayerId) -> int | None:
        """The seat's VP so far, all rounds (the VP track is public, as the players panel shows)."""
        return sum(state.seats[player].vp)

    def view_for(self, state: State, player: PlayerId) -> State:
        """Other hands, unseen face-down tiles, the decks and the seed redacted."""
        return hidden.redact(state, player)

    def secret_texts(self, state: State, seat: PlayerId) -> set[str]:
        """The phrases of `seat`'s survey cards and the tiles it alone has seen (`secrets`)."""
        return secrets.secret_texts(state, seat)

    def is_undoable(self, before: State, action: AnyAction, after: State) -> bool:
        """No undo past a die roll, a shuffle, a card drawn or a tile seen or revealed."""
        if not super().is_undoable(before, action, after):
            return False
        return (
            before.face_up == after.face_up
            and before.known == after.known
            and before.decks == after.decks
        )

    # -- texts ------------------------------------------------------------------------
    def describe(self, state: State, action: AnyAction) -> Text:
        """Log line for `action` taken in `state`, with what it pays or gains (`ledger`)."""
        return ledger.action_line(state, action)

    def counters(self, view: State) -> dict[str, int]:
        """The numbers the ledger checks so far (`ledger.counters`)."""
        return ledger.counters(view)

    def ledger_values(self, line: Text) -> dict[str, tuple[int, int]]:
        """A region's water as an action's line shows it, before and after (`ledger`)."""
        return ledger.shown_values(line)

    def story_round(self, state: State) -> Text:
        """The round, for the story graph (`app.engine.story`)."""
        return t("story.round", n=state.round)

    def heading(self, state: State) -> Text:
        """Log heading: the round and phase."""
        return prompts.heading(state)

    def prompt(self, state: State) -> Text:
        """One line: who must do what now."""
        return prompts.prompt(state)

    def events(self, state: State) -> list[Text]:
        """The automatic steps of the action that led to `state` (or of setup), for the log."""
        return [
            ledger.shown(state, note_text(n)).with_deltas(ledger.note_deltas(n))
            for n in state.events
        ]

    def step_events(self, before: State, action: AnyAction, after: State) -> list[Text]:
        """The shared log's hook: the state already keeps the last action's automatic steps.

        Each line carries its changes (`ledger`): the seat's from the note itself, the
        regions' followed from `before` through the notes in order. When the step ends the
        action phase, a line says so where the round's automatic end begins.
        """
        boards = ledger.region_deltas(before, action, after.events)
        tables = ledger.table_deltas(before, action, after.events)
        pieces = ledger_pieces.note_deltas(before, action, after.events)
        lines = [
            line.with_deltas({**dict(line.deltas), **board, **table, **piece})
            for line, board, table, piece in zip(
                self.events(after), boards, tables, pieces, strict=True
            )
        ]
        if (cut := ledger.round_end_at(before, after)) is not None:
            lines.insert(cut, ledger.round_end_line(before))  # "Then the round ends: …"
        return _round_headings(_setup_lines(self, before, after) + lines)

    def event_heading(self, line: Text) -> Text | None:
        """A round's start opens its heading, above its lines.

        Issue 35: "Round 1 begins" and its prices sat under "1. Ann keeps one survey card".
        """
        return line if line.key == "heading.round" else None

    def round_summary(
        self, before: State, action: AnyAction, after: State, events: list[Text]
    ) -> RoundSummary | None:
        """What each seat scored when a round ends (`summary`)."""
        return summary.round_summary(before, after, events)

    def round_end_begins(self, before: State, after: State) -> bool:
        """A round's summary reaches back to where its action phase began: the whole round.

        Every money and VP change of the round per seat, as the log has it: the auctions paid
        and the insurance too, not only the sale and the investments (a stranger's summary
        left them out).
        """
        return before.phase != Phase.ACTIONS and after.phase == Phase.ACTIONS

    def summary_names(self, line: Text) -> bool:
        """The round summary leaves out the auctions' and the turns' lines that move no money."""
        return line.key not in _NOT_IN_SUMMARY

    def amount_text(self, counter: str, n: int) -> Text | None:
        """Money and VP are a seat's gains ("£15", "3 VP")."""
        return summary.amount(counter, n)

    def explain(self, state: State, action: AnyAction) -> Text | None:
        """The main reason for `action` in words, from the acting seat's view (`hints`)."""
        return hints.explain(state, action)

    def refine_suggestion(self, state: State, action: AnyAction) -> AnyAction:
        """A skipped peek while a face-down tile is still unseen: the free look instead.

        Seed 002 「フェイズ4」: looking costs nothing and tells the seat what a tile holds, so
        "Show me" does not suggest passing it up (issue 37: it did, with no reason to give);
        the tile a rival has already looked at first, where not knowing costs the most.
        """
        if isinstance(action, (PumpWater, StopPumping)):
            return self._pump_own_mine(state, action)
        if not isinstance(action, SkipPeek):
            return action
        seat = action.player
        peeks = [
            a
            for a in legal_actions(state, seat)
            if isinstance(a, PeekTile) and not state.known[a.region] >> seat & 1
        ]
        return max(peeks, key=lambda a: state.known[a.region].bit_count(), default=action)

    @staticmethod
    def _pump_own_mine(state: State, action: PumpWater | StopPumping) -> AnyAction:
        """A pump spent away from one's own wet mine, or left unused: on that mine instead.

        Each pump takes a water cube off every ore cube mined there (seed 002 「蒸気ポンプ」);
        issue 37: "Show me" pumped a region of nobody's while the learner's mine had water,
        and had no reason to give. The wet mine with the most ore left.
        """
        seat = action.player
        if isinstance(action, PumpWater) and state.mine[action.region] == seat:
            return action
        own = [
            a
            for a in legal_actions(state, seat)
            if isinstance(a, PumpWater) and state.mine[a.region] == seat
        ]
        return max(own, key=lambda a: state.tin[a.region] + state.copper[a.region], default=action)

    def source_text(self, source: str) -> Text:
        """Name of a score source (`score.round1` ...)."""
        return engine_text("score.total") if source == "total" else super().source_text(source)

    # -- bots -------------------------------------------------------------------------
    def estimate(self, state: State) -> tuple[float, ...]:
        """Expected final VP (bots' evaluation)."""
        return bots.estimate(state)

    def determinize(self, view: State, player: PlayerId, rng: Random) -> State:
        """Deal the unseen cards and tiles at random."""
        return hidden.determinize(view, player, rng)

    def easy_action(self, view: State, player: PlayerId, rng: Random) -> AnyAction | None:
        """The `easy` bot's heuristic move."""
        return bots.easy_action(view, player, rng)

    def ordered_actions(self, state: State, player: PlayerId, rng: Random) -> list[AnyAction]:
        """Legal moves, most promising first (the search's move ordering)."""
        return bots.ordered_actions(state, player, rng)

    def rollout_action(self, state: State, player: PlayerId, rng: Random) -> AnyAction:
        """A cheap play-out move."""
        return bots.rollout_action(state, player, rng)

    # -- printed setup ----------------------------------------------------------------
    def setup_sheet(
        self, options: TinOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """The printed setup: map, tiles, dealt survey cards per seat, prices, seed code."""
        return printing.layout(self.setup(options, seed), paper, lang)

    def public_setup_sheet(
        self, options: TinOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """The printed setup without the survey cards dealt and the face-down tiles' contents."""
        return printing.layout(self.setup(options, seed), paper, lang, public=True)


_NOT_IN_SUMMARY = frozenset(
    {
        "event.cannot_pay",
        "event.cannot_raise",
        "event.mine_built",
        "event.pumps_taken",
        "event.forced_pass",
        "event.sits_out_work",
        "event.sits_out_mines",
    }
)
"""Automatic lines naming a seat that the round summary leaves to the log (no money, no VP)."""


def _setup_lines(game: TinnersTrail, before: State, after: State) -> list[Text]:
    """Setup's automatic steps (round 1 and its price dice), shown when round 1 starts.

    Setup is no step of the log: its lines would be lost with the first action's (issue 35
    §3: round 1's dice were never in the log). They head round 1, so they come with the last
    survey-card keep, under round 1's heading (not under the first keep, issue 35). They
    change no counter between steps, so they carry no deltas (`Text.with_deltas`).
    """
    if before.phase is not Phase.KEEP or after.phase is Phase.KEEP:
        return []
    first = game.setup(TinOptions(players=before.players), before.rng.seed)  # the same dice
    return [line.with_deltas({}) for line in game.events(first)]


def _round_headings(lines: list[Text]) -> list[Text]:
    """Put the heading of each round begun ("Round 2: Actions") before its first line."""
    out: list[Text] = []
    for line in lines:
        if line.key == "event.round":
            heading = t("heading.round", n=dict(line.args)["n"], phase=t("phase.actions"))
            out.append(heading.with_deltas({}))
        out.append(line)
    return out
