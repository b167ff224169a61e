"""A game's topics: what its rules summary explains where (issue 20 §2, §3).

Each game's `resources/<game>/topics.json` names its topics (each is an anchor in both rules
summaries, `rules_en.html` and `rules_ja.html`) and maps the engine's terms to them: the phases,
the decision kinds on `State.pending`, the action kinds, the prompt keys and the score sources,
and names the topics that become due when the game first says a text (`said`: a log line or a
prompt, e.g. the first water hole taken) and the ones about hidden information (`hidden`).
The "?" beside the prompt opens the summary at `topic_of(game, view)`; the coverage test walks
`engine_terms(game)` so a new phase, decision, action or score source cannot ship without the
paragraph that explains it.
"""

from __future__ import annotations

import enum
import json
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from app.engine.flow import Decision
from app.engine.resources import resource_path

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.game import GameBase

__all__ = ["TERMS", "TopicMap", "engine_terms", "load_topics", "topic_of"]

TERMS = ("phases", "decisions", "actions", "prompts", "scores")
"""The kinds of engine term a topic map covers, as named in topics.json."""


class TopicMap(BaseModel):
    """The contents of a game's topics.json."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    topics: tuple[str, ...]
    """Topic ids, in the summary's order; each is an `<a name>` in both summaries."""
    phases: dict[str, str]
    decisions: dict[str, str]
    actions: dict[str, str]
    prompts: dict[str, str]
    scores: dict[str, str]
    cycle: tuple[str, ...] = ()
    """The phases of a round (or Age) in order, automatic ones included: the coach names the
    phases play passed through inside one move."""
    said: dict[str, tuple[str, ...]] = {}
    """Catalogue key -> topics due the first time the game says a text of that key: a log line
    (a move's own, `describe`, or one of its automatic steps, `step_events`) or the prompt.
    What an action kind or a phase cannot tell apart is told by its words: a water hole taken,
    a card played from hand. Unlike `prompts` it never chooses the "?" paragraph."""
    start: tuple[str, ...] = ()
    """Topics due as the game begins, before its first question (what the game is about)."""
    start_when: dict[str, tuple[str, ...]] = {}
    """State field -> topics due as the game begins when that field of the starting state is
    set: an expansion's overview (Barrage's `lwp`), first in a lesson about the expansion."""
    also: dict[str, tuple[str, ...]] = {}
    """Topic -> the topics that come right after it (issue 37 §2): what a newcomer needs with it
    (Construction brings the machinery by area, where you may build, the powerhouse bonuses)."""
    most_players: dict[str, int] = {}
    """Topic -> the most players it applies to (the spaces closed at a small table)."""
    rules: dict[str, dict[str, dict[str, str]]] = {}
    """Guided game (lesson key) -> seed section -> rule a newcomer needs for a normal game ->
    the topic that teaches it (issue 37 §2); the guided game must reach every one."""
    intro: tuple[str, ...] = ()
    """The topics of the guided game's first page, before the first move: the goal, then how a
    round goes (issue 37 §1). The page counts them as read when it is closed."""
    round_end: tuple[str, ...] = ()
    """What a round's end does (water flow, scoring): due at the learner's first decision, so it
    is read before the first round ends (issue 37 §1)."""
    game_end: tuple[str, ...] = ()
    """How the game ends and scores: due at the learner's first decision of the last round
    (`GameBase.is_last_round`; a game without rounds: the first decision)."""
    paced: tuple[str, ...] = ()
    """Topics the coach hands out one at a time, at the learner's decisions, in this order
    (issue 37: 19 topics queued before the first move). Set, it also changes when an action's
    topic comes: not when the action is legal, but when the learner picks it, "Show me"
    suggests it or it is played (`Coach.consider`), or, at a quiet decision, its turn in this
    list while it is legal; an action kind in `when_legal` comes as soon as it is legal.
    Empty: every legal action's topic is due at once (the other games)."""
    when_legal: tuple[str, ...] = ()
    """Action kinds whose topic is due as soon as the learner may choose them (`paced` only):
    Barrage's production, whose first chance is worth a word before it is taken."""
    before: dict[str, tuple[str, ...]] = {}
    """Topic -> action kinds: the topic is due at the learner's first decision that may choose
    one of them (`paced` only), whatever the learner then does: what a choice is worth or how it
    works at this table (Tinners' Trail's mining and survey cards before the first auction)."""
    then: dict[str, tuple[str, ...]] = {}
    """Topic -> the topics that follow it at the learner's next decisions, one at a time, before
    the rest of `paced` (unlike `also`, which come with it at once)."""
    covers: dict[str, tuple[str, ...]] = {}
    """Topic -> the topics whose rules its coach text states too (issue 37: "combine"): read,
    it counts them as read, so a first game's first move brings few pages, not one per rule."""
    only_when: dict[str, dict[str, bool]] = {}
    """Topic -> starting-state field -> whether it is set: the topic is taught only in a game
    whose options match (the draft and the patent office only in a standard game, the joker
    only in an introductory one); a topic of rules absent from the game is noise."""
    unguided: dict[str, str] = {}
    """Topic -> why no guided game teaches it (a rule of the standard game only): the stated
    list that keeps the coverage test honest (`rules` may not list it for a lesson whose
    options leave it out)."""
    hidden: tuple[str, ...] = ()
    """The topics that explain a hidden-information rule (what some players cannot see); each is
    due by some term above when the rule first applies. Empty: the game hides nothing."""

    def of(self, term: str) -> dict[str, str]:
        """Return the map for one kind of term ("phases", "actions", ...)."""
        return dict(getattr(self, term))


@cache  # one small file per game, read once per process
def load_topics(game_id: str) -> TopicMap | None:
    """Return the game's topic map, or None if it has none."""
    path = resource_path(game_id, "topics.json")
    if not path.exists():
        return None
    return TopicMap.model_validate(json.loads(path.read_text(encoding="utf-8")))


def topic_of(game: GameBase[Any, Any], state: Any) -> str | None:
    """Return the topic of what `state` asks for now: the most specific term that has one.

    The prompt key names the question best (a Blood Rage card's own choice), then the top
    decision's kind, then the phase.
    """
    topics = load_topics(game.id)
    if topics is None:
        return None
    prompt = game.prompt(state)
    if prompt is not None and prompt.key in topics.prompts:
        return topics.prompts[prompt.key]
    pending = getattr(state, "pending", None) or []
    if pending:
        kind = getattr(pending[-1], "kind", None)
        if kind in topics.decisions:
            return topics.decisions[kind]
    phase = getattr(state, "phase", None)
    value = phase.value if isinstance(phase, enum.Enum) else phase
    return topics.phases.get(value) if isinstance(value, str) else None


def _subclasses(cls: type[Decision]) -> Iterator[type[Decision]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _kinds(schema: dict[str, Any]) -> set[str]:
    out = set()
    for part in [schema, *schema.get("$defs", {}).values()]:
        kind = part.get("properties", {}).get("kind", {})
        value = kind.get("const", kind.get("default"))
        if isinstance(value, str):
            out.add(value)
    return out


def engine_terms(game: GameBase[Any, Any]) -> dict[str, set[str]]:
    """Return every phase, decision kind, action kind, prompt key and score source of `game`.

    Read from the engine itself (the state's phase enum, the `Decision` subclasses of the
    game's package, the action schema) and from its English catalogue (`prompt.*`,
    `score.*`), so the list grows with the rules.
    """
    phase = game.state_type.model_fields["phase"].annotation
    phases = (
        {p.value for p in phase}
        if isinstance(phase, type) and issubclass(phase, enum.Enum)
        else set()
    )
    package = f"app.games.{game.id}."
    decisions = {
        sub.model_fields["kind"].default
        for sub in _subclasses(Decision)
        if sub.__module__.startswith(package) and "kind" in sub.model_fields
    }
    catalogue = json.loads(resource_path(game.id, "texts.en.json").read_text(encoding="utf-8"))
    keys = {k.removesuffix("_one").removesuffix("_other") for k in catalogue}
    return {
        "phases": phases,
        "decisions": {d for d in decisions if isinstance(d, str)},
        "actions": _kinds(game.action_adapter.json_schema()),
        "prompts": {k for k in keys if k.startswith("prompt.")},
        "scores": {k.removeprefix("score.") for k in keys if k.startswith("score.")},
    }
