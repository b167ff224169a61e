"""The coach: which topic of a game to explain now, and its text (issue 20 §1, issue 37 §1).

A topic is explained before the learner first needs it: when a decision of the learner's can
use an action of its kind (a legal action of the learner's, not one played; in a paced game,
`TopicMap.paced`, the action the learner picks, is shown or plays: `Coach.consider`), when play
reaches a phase, decision or prompt that maps to it (`topics.topic_of`), or when the game first
says a text that names it (`TopicMap.said`: a water hole taken, a card played from hand). What a
round's end does (`TopicMap.round_end`) is due at the learner's first decision of its last turns
of the round (`GameBase.round_closing`), and how the game ends (`TopicMap.game_end`) once the end
is near (`GameBase.game_closing`). Topics queue: one is on screen until the learner closes it,
and only a topic closed counts as seen; a paced game hands out the rest of its topics one per
quiet decision of the learner's, so that no decision brings a heap of them.
A topic's words are `app.engine.topictext`'s (re-exported here). Qt-free: the panel in
`app.ui.widgets.coach` shows what `Coach.follow` returns.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.engine.text import Text
from app.engine.topics import load_topics, topic_of
from app.engine.topictext import TopicText, topic_group, topic_key, topic_text

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.engine.game import GameBase
    from app.engine.topics import TopicMap

__all__ = [
    "Coach",
    "TopicText",
    "last_move",
    "said_keys",
    "topic_group",
    "topic_key",
    "topic_text",
]


def said_keys(game: GameBase[Any, Any], before: Any, action: Any, after: Any) -> list[str]:
    """The catalogue keys of the log lines of `action`: its own line, then its automatic steps.

    A line that wraps another ("{line}: {changes}") gives the keys of both; plural forms count
    as their base key ("log.water_one" is "log.water").
    """
    keys: list[str] = []
    lines = [game.describe(before, action), *game.step_events(before, action, after)]
    while lines:
        line = lines.pop(0)
        keys.append(_base_key(line.key))
        lines[:0] = [arg for _, arg in line.args if isinstance(arg, Text)]
    return keys


def last_move(
    game: GameBase[Any, Any], actions: Sequence[Any], state_at: Callable[[int], Any]
) -> range:
    """Return the steps of the last move: its first action and the follow-ups after it.

    Actions are indices into `actions`; `state_at(k)` is the state `actions[k]` was taken in.
    The move begins at the last action of its seat that does not follow up another
    (`GameBase.follows_up`): a bot's production and the contract it fulfilled are one move,
    named by the production (issue 35).
    """
    if not actions:
        return range(0)
    last = len(actions) - 1
    seat = actions[last].player
    first = last
    while (
        first > 0
        and actions[first - 1].player == seat
        and game.follows_up(state_at(first), actions[first])
    ):
        first -= 1
    return range(first, last + 1)


def _base_key(key: str) -> str:
    return key.removesuffix("_one").removesuffix("_other")


def _round_of(state: Any) -> int | None:
    """The round (or Age) number of a state, where the game has one."""
    for name in ("round", "age"):
        value = getattr(state, name, None)
        if isinstance(value, int):
            return value
    return None


@dataclass
class Coach:
    """The topics a table has been shown, in order, and the ones still to show.

    `follow` is called with the whole history each time the game moves on (it looks only at
    the steps it has not seen), so undo and replay need no special care: a topic once shown
    stays shown, and "Topics" lists them to open again.

    A topic taken (`next_topic`) stays on screen until the learner closes it (`close`); only
    then is it seen. The next one waits in the queue meanwhile (issue 37 §1: three topics were
    replaced by the next one at once and ticked seen without having been read).
    """

    game: GameBase[Any, Any]
    shown: list[str] = field(default_factory=list)
    """Topics put on screen so far, oldest first."""
    seen: list[str] = field(default_factory=list)
    """Topics the learner closed after reading, oldest first."""
    waiting: list[str] = field(default_factory=list)
    """Topics that have mattered but were not shown yet, oldest first."""
    only: frozenset[str] | None = None
    """Teach only these topics (a lesson about an expansion); None: every topic."""
    learners: frozenset[int] | None = None
    """The seats being taught: their decisions bring the topics they will need. None: any."""
    likely: Callable[[Any, Any], Any] | None = None
    """The learner's likely move at a decision (state, seat) -> action, or None: in a paced
    game its action's topic opens at the start of that turn, before it is picked (issue 37)."""
    _likely_step: int = -1
    """The step whose likely move was last guessed."""
    _fields: dict[str, bool] = field(default_factory=dict)
    """The starting state's fields named by `TopicMap.only_when` (which rules the game has)."""
    _steps: int = 0
    _phase: Any = None
    _begun: bool = False
    _decided: bool = False
    _last_round: bool = False
    _players: int = 0
    _decision_step: int = -1
    """The step of the learner's decision last seen (paced: one topic handed out per decision)."""
    _decisions: int = 0
    """The learner's decisions seen so far (paced: the first one brings no extra topic)."""

    def follow(
        self,
        actions: Sequence[Any],
        state_now: Any,
        state_at: Callable[[int], Any] | None = None,
    ) -> list[str]:
        """Note the topics that matter after `actions` (the whole history) in `state_now`.

        `state_at(k)` is the state after k actions (`Session.state_at`); with it, the log
        lines of the new actions bring their topics too (`TopicMap.said`).

        Returns the topics that became due, in the order they mattered: on the first call the
        game's opening topics (`TopicMap.start`), then each action played since the last call
        (by anyone), by its kind and then by its log lines, then what `state_now` asks for (its
        question, then its prompt's `said` topics), then what the learner may do now (`ahead`),
        then, once the game is over, each score source that scored.
        """
        topics = load_topics(self.game.id)
        if topics is None:
            return []
        if not self._begun:
            first = state_at(0) if state_at is not None else state_now
            names = {name for need in topics.only_when.values() for name in need}
            self._fields = {name: bool(getattr(first, name, None)) for name in names}
        due: list[str] = [] if self._begun else self._opening(topics, state_now, state_at)
        self._begun = True
        for step in range(self._steps, len(actions)):
            action = actions[step]
            if getattr(action, "kind", None) in topics.actions:
                due.append(topics.actions[action.kind])
            if topics.said and state_at is not None:
                for key in said_keys(self.game, state_at(step), action, state_at(step + 1)):
                    due += topics.said.get(key, ())
        self._steps = len(actions)
        passed = self._phases_passed(state_now, topics.cycle)
        due += [topics.phases[p] for p in passed if p in topics.phases]
        now = topic_of(self.game, state_now)
        if now is not None:
            due.append(now)
        prompt = self.game.prompt(state_now)
        if prompt is not None:
            due += topics.said.get(_base_key(prompt.key), ())
        due += self.ahead(topics, state_now)
        due += self._scored(topics, state_now)
        self._players = len(self.game.seats(state_now))
        fresh = self._queue(topics, due)
        return fresh + self._paced(topics, state_now)

    def consider(self, kind: str) -> list[str]:
        """The learner is about to choose an action of `kind`: its topic is due now.

        The learner picked it on the board or "Show me" suggested it, so the topic is on screen
        before the move is confirmed (issue 37 §1). Returns the topics that became due.
        """
        topics = load_topics(self.game.id)
        if topics is None or kind not in topics.actions:
            return []
        return self._queue(topics, [topics.actions[kind]])

    def _allowed(self, topics: TopicMap, topic: str) -> bool:
        """Whether `topic` is taught in this lesson at this table."""
        if self.only is not None and topic not in self.only:
            return False
        need = topics.only_when.get(topic, {})
        if any(self._fields.get(name, want) != want for name, want in need.items()):
            return False  # a rule this game does not have (issue 37: noise)
        players = self._players
        return not players or players <= topics.most_players.get(topic, players)

    def _queue(self, topics: TopicMap, due: list[str]) -> list[str]:
        """Put the topics of `due` (and their followers) not shown yet in the queue."""
        fresh = []
        for topic in self._with_followers(topics, due):
            if not self._allowed(topics, topic):
                continue
            if topic not in self.shown and topic not in self.waiting and topic not in fresh:
                fresh.append(topic)
        self.waiting += fresh
        return fresh

    def _paced(self, topics: TopicMap, state_now: Any) -> list[str]:
        """At a learner's quiet decision of a paced game, the next topic of `TopicMap.paced`.

        One per decision, from the learner's second on, and only when nothing else waits: the
        followers (`TopicMap.then`) of the topics shown first, then the list in order. An
        action's topic in the list waits until the learner may choose that action.
        """
        if not topics.paced:
            return []
        seats = self._learner_seats(state_now)
        if not seats or self._decision_step == self._steps:
            return []
        self._decision_step = self._steps
        self._decisions += 1
        if self._decisions < 2 or self.waiting:
            return []
        try:
            kinds = {getattr(a, "kind", None) for a in self.game.legal_actions(state_now, seats[0])}
        except ValueError:  # a view for another seat
            return []
        legal = {topics.actions[k] for k in kinds if k in topics.actions}
        of_actions = set(topics.actions.values())
        followers = [f for t in self.shown for f in topics.then.get(t, ())]
        for n, topic in enumerate([*followers, *topics.paced]):
            if topic in self.shown or topic in self.waiting or not self._allowed(topics, topic):
                continue
            if n >= len(followers) and topic in of_actions and topic not in legal:
                continue  # a follower is told with its topic, whatever the learner may do now
            self.waiting.append(topic)
            return [topic]
        return []

    def _learner_seats(self, state_now: Any) -> list[Any]:
        """The learner's seats among those to act now."""
        acting = sorted(self.game.to_act(state_now))
        return [p for p in acting if self.learners is None or int(p) in self.learners]

    def _scored(self, topics: TopicMap, state_now: Any) -> list[str]:
        """Once the game is over: the topic of each score source that scored, in seat order."""
        outcome = self.game.outcome(state_now)
        if outcome is None:
            return []
        return [
            topics.scores[line.source]
            for lines in outcome.breakdown
            for line in lines
            if line.points and line.source in topics.scores
        ]

    @staticmethod
    def _with_followers(topics: TopicMap, due: list[str]) -> list[str]:
        """Return `due` with each topic's followers (`TopicMap.also`) right after it."""
        out: list[str] = []
        stack = list(reversed(due))
        while stack:
            topic = stack.pop()
            if topic in out:
                continue
            out.append(topic)
            stack += reversed(topics.also.get(topic, ()))
        return out

    def ahead(self, topics: TopicMap, state_now: Any) -> list[str]:
        """Return the topics a learner's decision in `state_now` may need (issue 37 §1).

        The topic of each kind of action the learner can choose now, in the summary's order (a
        paced game: only the kinds of `TopicMap.when_legal`, the rest come as they are chosen), then
        the topics of `TopicMap.before` whose action kinds the learner may choose;
        at the learner's first decision of its last turns of a round what a round's end does
        (`TopicMap.round_end`, `GameBase.round_closing`), and once the end is near how the game
        ends (`TopicMap.game_end`, `GameBase.game_closing`).
        """
        seats = self._learner_seats(state_now)
        if not seats:
            return []
        try:
            legal = self.game.legal_actions(state_now, seats[0])
        except ValueError:  # a view for another seat: its hidden cards cannot be listed
            return []
        kinds = {getattr(a, "kind", None) for a in legal}
        before = [t for t, need in topics.before.items() if kinds & set(need)]
        of_kinds = {topics.actions[k] for k in kinds if k in topics.actions}
        new = of_kinds - {*self.shown, *self.waiting}  # an action's topic not yet due
        if topics.paced:
            kinds &= set(topics.when_legal)
        order = {t: n for n, t in enumerate(topics.topics)}
        due = sorted(
            {topics.actions[k] for k in kinds if k in topics.actions},
            key=lambda t: order.get(t, len(order)),
        )
        due += [t for t in before if t not in due]
        if topics.paced and self.likely is not None and self._likely_step != self._steps and new:
            self._likely_step = self._steps  # once a decision, while an action's topic is new:
            # the guess costs an easy bot's move on the GUI thread
            move = self.likely(state_now, seats[0])
            topic = topics.actions.get(getattr(move, "kind", None) or "")
            if topic is not None and topic not in due:  # the move the turn likely brings
                due.append(topic)
        if not self._decided and self.game.round_closing(state_now, seats[0]):
            self._decided = True
            due += topics.round_end
        if not self._last_round and self.game.game_closing(state_now, seats[0]):
            self._last_round = True
            due += topics.game_end
        return due

    def intro(self) -> list[str]:
        """Return the topics of the first page of a guided game (`TopicMap.intro`).

        A lesson about an expansion opens with the expansion's overview instead
        (`TopicMap.start_when`, the ones it teaches).
        """
        topics = load_topics(self.game.id)
        if topics is None:
            return []
        if self.only is None:
            return list(topics.intro)
        return [t for more in topics.start_when.values() for t in more if t in self.only]

    def read(self, topics: Sequence[str]) -> None:
        """The learner read `topics` elsewhere (the first page): shown and seen, not waiting.

        Each brings the topics its text covers (`TopicMap.covers`) that this game teaches.
        """
        for topic in self._covered(topics):
            if topic in self.waiting:
                self.waiting.remove(topic)
            if topic not in self.shown:
                self.shown.append(topic)
            if topic not in self.seen:
                self.seen.append(topic)

    def put_back(self, topic: str) -> None:
        """`topic` left the screen before it was closed: it waits again, first in line."""
        if topic in self.shown and topic not in self.seen:
            self.shown.remove(topic)
            self.waiting.insert(0, topic)

    def close(self, topic: str) -> None:
        """The learner read `topic` and closed it: it counts as seen from now on.

        So do the topics its text covers (`TopicMap.covers`): they wait no longer.
        """
        if topic in self.shown and topic not in self.seen:
            self.read([topic])

    def _covered(self, topics: Sequence[str]) -> list[str]:
        """Return `topics`, each followed by the ones its text covers that this game teaches."""
        table = load_topics(self.game.id)
        if table is None:
            return list(topics)
        out: list[str] = []
        for topic in topics:
            more = [t for t in table.covers.get(topic, ()) if self._allowed(table, t)]
            out += [t for t in (topic, *more) if t not in out]
        return out

    @staticmethod
    def _opening(
        topics: TopicMap, state_now: Any, state_at: Callable[[int], Any] | None
    ) -> list[str]:
        """The topics due as the game begins: `start`, then `start_when` of the first state."""
        first = state_at(0) if state_at is not None else state_now
        due = list(topics.start)
        for name, more in topics.start_when.items():
            if getattr(first, name, None):
                due += more
        return due

    def _phases_passed(self, state_now: Any, cycle: tuple[str, ...]) -> list[str]:
        """Return the phases entered since the last call, automatic ones too, in play order.

        A phase with no question (Barrage's water flow, Blood Rage's Ragnarök) starts and ends
        inside one move: every phase of the round's `cycle` between the last one seen and the
        present one was passed through (all of them when a new round is back at the same one).
        """
        phase = getattr(state_now, "phase", None)
        now = (phase.value if isinstance(phase, enum.Enum) else None, _round_of(state_now))
        last, self._phase = self._phase, now
        if now[0] is None or now == last:
            return []
        if last is None or last[0] not in cycle or now[0] not in cycle:
            return [now[0]]
        i, j = cycle.index(last[0]), cycle.index(now[0])
        steps = (j - i) % len(cycle) or len(cycle)
        return [cycle[(i + k) % len(cycle)] for k in range(1, steps + 1)]

    def next_topic(self, prefer: str | None = None) -> str | None:
        """Take `prefer` if it waits (what the game asks now), else the oldest topic waiting.

        The game's opening topics (`TopicMap.start`: the goal; `start_when`: an expansion's
        overview) go before anything, so a first game begins with what it is about. The topic
        taken counts as shown from now on, and as seen once the learner closes it (`close`).
        """
        if not self.waiting:
            return None
        topics = load_topics(self.game.id)
        first = set(topics.start).union(*topics.start_when.values()) if topics else set()
        opening = [t for t in self.waiting if t in first]
        prefer = opening[0] if opening else prefer
        topic = self.waiting.pop(self.waiting.index(prefer) if prefer in self.waiting else 0)
        self.shown.append(topic)
        return topic

    def topic_now(self, state_now: Any) -> str | None:
        """Return the topic of what `state_now` asks for (shown or not)."""
        return topic_of(self.game, state_now)
