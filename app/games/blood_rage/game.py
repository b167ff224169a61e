"""Blood Rage as a `GameBase` (Qt-free). Not registered in `app.games` until card effects exist.

Every phase of every Age plays to the end (RULES.md), every card effect included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from app.engine.flow import to_act_of
from app.engine.game import GameBase, Outcome, PlayerId
from app.engine.text import Seat, Text, TextList
from app.games.blood_rage import (
    bots,
    determinize,
    hidden,
    hints,
    printing,
    secrets,
    summary,
    topicargs,
)
from app.games.blood_rage.actionline import action_line
from app.games.blood_rage.actions import AnyAction, action_adapter
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import (
    Battle,
    BrOptions,
    CallToBattle,
    CardChoice,
    Draft,
    FreeInvade,
    Phase,
    State,
    Turn,
)
from app.games.blood_rage.rules import card_use, ledger, scoring
from app.games.blood_rage.rules.apply import apply
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.rules.legal import legal_actions
from app.games.blood_rage.rules.setup import setup
from app.games.blood_rage.texts import (
    age_text,
    card_text,
    figure_text,
    phase_text,
    province_text,
    t,
)

if TYPE_CHECKING:
    from app.engine.events import RoundSummary
    from app.engine.printlayout import PrintLayout
    from app.engine.rng import Random
    from app.engine.text import Arg

__all__ = ["BloodRage"]


class BloodRage(GameBase[State, AnyAction]):
    """Eric M. Lang's Blood Rage (base game, seed 003), 2-4 players."""

    Options: type[BrOptions]
    id: ClassVar[str] = "blood_rage"
    title: ClassVar[str] = "Blood Rage"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    score_scale: ClassVar[float] = 15.0
    score_counter: ClassVar[str] = "glory"
    mcts_iterations: ClassVar[int] = 120
    rollout_depth: ClassVar[int] = 5
    search_width: ClassVar[int | None] = 8
    hard_iterations: ClassVar[int] = 300

    def __init__(self) -> None:
        self.Options = BrOptions
        self.state_type = State
        self.action_adapter = action_adapter

    # -- the protocol -----------------------------------------------------------------
    def setup(self, options: BrOptions, seed: int) -> State:
        """Return the position at the first decision (everyone picking in the Age 1 draft)."""
        return setup(options, seed)

    def to_act(self, state: State) -> frozenset[PlayerId]:
        """Seats that must act now (several during the draft, a battle's card choice, ...)."""
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

    def topic_args(self, options: object = None) -> dict[str, Arg]:
        """The numbers of the coach's topic texts, from the data (`topicargs`).

        The same for every option: the texts hold for any player count.
        """
        return topicargs.topic_args()

    def is_last_round(self, state: State) -> bool:
        """The third Age, whose end ends the game."""
        return state.age >= game_data().ages

    def outcome(self, state: State) -> Outcome | None:
        """The result once the third Age is over (ties shared: RULES.md R7)."""
        return scoring.outcome(state) if state.phase is Phase.OVER else None

    def public_score(self, state: State, player: PlayerId) -> int | None:
        """The clan's glory on the track (public; end-of-game glory comes at the end)."""
        return state.seats[player].glory

    def view_for(self, state: State, player: PlayerId) -> State:
        """Other seats' hands, kept cards, offers, quests and battle cards, decks, seed hidden."""
        return hidden.redact(state, player)

    def secret_texts(self, state: State, seat: PlayerId) -> set[str]:
        """The names of `seat`'s hidden cards (`secrets.secret_texts`)."""
        return secrets.secret_texts(state, seat)

    def estimate(self, state: State) -> tuple[float, ...]:
        """Expected final glory of each seat (bots' evaluation, `botvalue.Worth`)."""
        return bots.estimate(state)

    def determinize(self, view: State, player: PlayerId, rng: Random) -> State:
        """A full state consistent with `player`'s view: unseen cards dealt at random."""
        return determinize.determinize(view, player, rng)

    def easy_action(self, view: State, player: PlayerId, rng: Random) -> AnyAction | None:
        """The `easy` bot's heuristic move (`bots`)."""
        return bots.easy_action(view, player, rng)

    def ordered_actions(self, state: State, player: PlayerId, rng: Random) -> list[AnyAction]:
        """Legal moves, most promising first (the search's move ordering)."""
        return bots.ordered_actions(state, player, rng)

    def rollout_action(self, state: State, player: PlayerId, rng: Random) -> AnyAction:
        """A cheap play-out move."""
        return bots.rollout_action(state, player, rng)

    def explain(self, state: State, action: AnyAction) -> Text | None:
        """The main reason for `action` in words, from the acting seat's view (`hints`)."""
        return hints.explain(state, action)

    # -- printed setup ----------------------------------------------------------------
    def setup_sheet(
        self, options: BrOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """The printed setup: board, tokens, Ragnarök order, clans, decks, setup code."""
        return printing.layout(self.setup(options, seed), options, paper, lang)

    def public_setup_sheet(
        self, options: BrOptions, seed: int, paper: str = "a4", lang: str = "en"
    ) -> PrintLayout:
        """The printed setup without its code and seed: they would deal the same hands."""
        return printing.layout(self.setup(options, seed), options, paper, lang, public=True)

    def is_undoable(self, before: State, action: AnyAction, after: State) -> bool:
        """No undo past a reveal: a draft pass, a battle, the end of a phase, a shuffle."""
        if not super().is_undoable(before, action, after):
            return False
        passes = [d.passes for d in before.pending if isinstance(d, Draft)]
        passes_after = [d.passes for d in after.pending if isinstance(d, Draft)]
        return (
            before.phase is after.phase
            and before.age == after.age
            and before.battles == after.battles
            and passes == passes_after
        )

    # -- texts ------------------------------------------------------------------------
    def round_summary(
        self, before: State, action: AnyAction, after: State, events: list[Text]
    ) -> RoundSummary | None:
        """What each clan gained when an Age ends (quests, Ragnarök, legendary stats)."""
        return summary.age_summary(before, after, events)

    def amount_text(self, counter: str, n: int) -> Text | None:
        """Glory and the clan stats are a clan's gains ("3 glory", "1 Horns")."""
        return summary.amount(counter, n)

    def describe(self, state: State, action: AnyAction) -> Text:
        """Log line for `action` taken in `state`, with the Rage it pays and what it moves."""
        return action_line(state, action)

    def counters(self, view: State) -> dict[str, int]:
        """Every number the table shows in `view` (`rules.ledger`)."""
        return ledger.counters(view)

    def step_events(self, before: State, action: AnyAction, after: State) -> list[Text]:
        """The automatic steps' lines, each phase a step enters headed by its name first.

        The last card kept in the discard phase runs the quests, Ragnarök and Valhalla at once:
        their lines came under the discard phase's heading, before "Quests" (issue 35 §3).
        """
        lines = super().step_events(before, action, after)
        out: list[Text] = []
        phase, age = before.phase.value, before.age
        for line in lines:
            entered = _PHASE_OF_NOTE.get(line.key)
            if line.key == "note.new_age":
                age += 1
            if entered is not None and entered != phase:
                phase = entered
                out.append(
                    t(
                        "note.phase",
                        heading=t("heading", age=age_text(age), phase=phase_text(phase)),
                    )
                )
            out.append(line)
        return out

    def story_round(self, state: State) -> Text:
        """The Age, for the story graph (`app.engine.story`)."""
        return age_text(state.age)

    def heading(self, state: State) -> Text:
        """Log heading: the Age and phase."""
        return t("heading", age=age_text(state.age), phase=phase_text(state.phase.value))

    def event_heading(self, line: Text) -> Text | None:
        """A phase's first line (`step_events`) opens that phase's heading in the log tree."""
        heading = dict(line.args).get("heading") if line.key == "note.phase" else None
        return heading if isinstance(heading, Text) else None

    def prompt(self, state: State) -> Text:  # noqa: PLR0911 - one prompt per decision
        """One line: what the seats to act must do now."""
        top = state.pending[-1] if state.pending else None
        if top is None:
            return t("prompt.over")
        if isinstance(top, Draft):  # every seat still to pick, by name (issue 35 §3)
            picking = TextList(tuple(Seat(p) for p in sorted(self.to_act(state))))
            return t("prompt.pick", who=picking, n=top.picks)
        if isinstance(top, Turn):
            return t("prompt.turn", who=Seat(top.seat), n=state.seats[top.seat].rage)
        if isinstance(top, FreeInvade):
            return t("prompt.free_invade", figure=figure_text(top.figure))
        if isinstance(top, CardChoice) or (isinstance(top, Battle) and top.stage == "late"):
            return card_use.prompt(top)
        if isinstance(top, CallToBattle | Battle):
            return t(f"prompt.{top.kind}", province=province_text(top.province))
        return t(f"prompt.{top.kind}")

    def handoff_events(self, events: list[Text]) -> list[Text]:
        """A step's outcomes for "Since your last turn" (issue 35, stranger s43).

        Battles, pillages and their rewards, stats raised, figures sent to Valhalla (a monster's
        invasion too), cards' glory.
        """
        return [e for e in events if e.key in _HANDOFF_NOTES]

    def handoff_task(self, state: State, seat: PlayerId) -> Text | None:
        """What `seat` decides now, for its hand-off screen (nothing private; issue 34 §1)."""
        top = state.pending[-1] if state.pending else None
        if top is None:
            return None
        who = Seat(seat)
        if isinstance(top, CallToBattle | Battle):
            kind = "late_card" if isinstance(top, Battle) and top.stage == "late" else top.kind
            return t(f"handoff.{kind}", who=who, province=province_text(top.province))
        if isinstance(top, CardChoice):
            seats = range(len(state.seats))  # a card still in a hand: its name stays unsaid
            # nor a battle card of a battle still on the stack: its reveal comes when the battle
            # ends, after this question (a stranger read "Frigga's Grace" before the reveal)
            fighting = (d for d in state.pending if isinstance(d, Battle))
            if any(top.card in secrets.hidden_cards(state, s) for s in seats) or any(
                top.card in battle.played for battle in fighting
            ):
                return t("handoff.card_choice_hidden", who=who)
            return t("handoff.card_choice", who=who, card=card_text(top.card))
        return t(f"handoff.{top.kind}", who=who)


_HANDOFF_NOTES = frozenset(
    f"note.{key}"
    for key in (
        "unopposed",
        "tie",
        "pillage_failed",
        "battle_won",
        "pillage_glory",
        "pillage_stats",
        "stat_up",
        "stat_up_legendary",
        "stat_step",
        "to_valhalla",
        "effect_glory",
        "effect_glory_rage",
        "effect_rage_taken",
        "effect_glory_taken",
    )
)
"""Automatic lines listed on the hand-off screen under the move that brought them about."""

_PHASE_OF_NOTE = {
    "note.quest_done": "quest",
    "note.quest_failed": "quest",
    "note.ragnarok": "ragnarok",
    "note.released_one": "valhalla",
    "note.released_other": "valhalla",
    "note.new_age": "gods_gifts",
    "note.game_end": "over",
}
"""The first line of each phase run automatically inside a step (it gets the phase's heading)."""
