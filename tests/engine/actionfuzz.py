"""Malformed and near-legal actions against seeded positions (issue 17, "Rules that cannot be
crashed"; STYLE.md §3 "Bounded input").

Each game's test builds an `Arena`: positions reached by random legal moves from setup for a few
player counts, the legal actions seen there, and the action schema (the JSON schema of the
game's action union). Hypothesis then generates action objects as a save file holds them:
either a legal action with one or two fields changed (to a boundary, huge, negative or wrongly
typed value, or to a value another field or position used), or an action of any kind with
arbitrary values. Every one goes the way a save file's move goes (`json` text, then
`GameBase.parse_action`, then `check` and `apply`), and must:

- fail to parse with pydantic's `ValidationError` only (a save file turns it into `InvalidSave`);
- once parsed, get `None` or a `Text` from `check()`, never an exception;
- if refused, make `apply()` raise `IllegalAction` and nothing else;
- if accepted, be one of `legal_actions()` of its seat, in the saved (JSON) form;
- never change the position it was tried on.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.engine.rng import Random
from app.engine.saves import dump_session, load_session
from app.engine.session import Session
from app.engine.text import Text
from tests.engine.actionvalues import Strategies

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.game import GameBase

__all__ = [
    "Arena",
    "build_arena",
    "exercise",
    "load_with_move",
    "played_to",
    "run_property",
]


@dataclass
class Arena:
    """Seeded positions of one game and what is known about its actions there."""

    game: GameBase[Any, Any]
    positions: list[Any]
    """States reached by random legal moves (someone must act in each)."""
    frozen: list[str]
    """Each position's JSON, to prove that nothing changed it."""
    templates: list[list[dict[str, Any]]]
    """Per position, legal actions of the seats to act (a sample), in saved form."""
    kinds: dict[str, dict[str, Any]]
    """Per action kind, the JSON schema of each field."""
    by_field: dict[str, list[Any]]
    """Per field name, values seen in legal actions anywhere (sorted by their JSON)."""
    strings: list[str]
    """Every string seen in any legal action, with a few truncated or extended."""
    ints: list[int]
    """Every integer seen in any legal action."""
    stale: list[dict[str, Any]]
    """Legal actions of other positions (legal once, usually not here)."""
    _legal: dict[tuple[int, int], set[str]] = field(default_factory=dict)

    def legal_forms(self, index: int, player: int) -> set[str]:
        """The saved forms of `player`'s legal actions in position `index` (computed once)."""
        key = (index, player)
        if key not in self._legal:
            acts = self.game.legal_actions(self.positions[index], PlayerId(player))
            self._legal[key] = {_form(self.game.dump_action(a)) for a in acts}
        return self._legal[key]


def _form(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


def _schema(game: GameBase[Any, Any]) -> dict[str, dict[str, Any]]:
    """Per `kind`, its fields' JSON schemas (the action union's schema, `$ref`s resolved)."""
    schema = game.action_adapter.json_schema()
    defs = schema.get("$defs", {})
    kinds: dict[str, dict[str, Any]] = {}
    for model in defs.values():
        props = model.get("properties", {})
        kind = props.get("kind", {})
        name = kind.get("const", kind.get("default"))
        if isinstance(name, str):
            kinds[name] = {f: _resolve(s, defs) for f, s in props.items()}
    return kinds


def _resolve(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        if "$ref" in node:
            return _resolve(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
        return {k: _resolve(v, defs) for k, v in node.items()}
    if isinstance(node, list):
        return [_resolve(v, defs) for v in node]
    return node


def _play(game: GameBase[Any, Any], options: Any, seed: int, stops: tuple[int, ...]) -> list[Any]:
    """Positions after each number of random legal moves in `stops` (while the game lasts)."""
    state = game.setup(options, seed)
    rng = Random(f"actionfuzz:{game.id}:{seed}:{options.players}")
    out: list[Any] = []
    for step in range(max(stops) + 1):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        if step in stops:
            out.append(state)
        seat = rng.choice(acting)
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
    return out


def _collect(values: Any, strings: set[str], ints: set[int]) -> None:
    if isinstance(values, bool):
        return
    if isinstance(values, str):
        strings.add(values)
    elif isinstance(values, int):
        ints.add(values)
    elif isinstance(values, list):
        for v in values:
            _collect(v, strings, ints)


def _collect_strings(node: Any, strings: set[str]) -> None:
    if isinstance(node, str) and len(node) <= 40:
        strings.add(node)
    elif isinstance(node, dict):
        for key, value in node.items():
            strings.add(key)
            _collect_strings(value, strings)
    elif isinstance(node, list):
        for value in node:
            _collect_strings(value, strings)


def build_arena(
    game: GameBase[Any, Any],
    options: list[Any],
    seeds: tuple[int, ...] = (1, 2),
    stops: tuple[int, ...] = (0, 3, 10, 30, 80, 200),
    sample: int = 60,
) -> Arena:
    """Play `game` from each of `options` and `seeds`, keeping positions at the `stops`."""
    positions = [s for o in options for seed in seeds for s in _play(game, o, seed, stops)]
    rng = Random(f"actionfuzz:{game.id}")
    templates: list[list[dict[str, Any]]] = []
    by_field: dict[str, set[str]] = {}
    strings: set[str] = set()
    ints: set[int] = set()
    for state in positions:
        legal = [a for p in sorted(game.to_act(state)) for a in game.legal_actions(state, p)]
        dumps = [game.dump_action(a) for a in rng.sample(legal, min(sample, len(legal)))]
        for action, data in zip(legal, map(game.dump_action, legal), strict=True):
            # The bounds in the action models never refuse a legal action.
            assert game.parse_action(json.loads(json.dumps(data))) == action, data
        templates.append(dumps)
        for data in dumps:
            for name, value in data.items():
                by_field.setdefault(name, set()).add(_form(value))
                _collect(value, strings, ints)
    for state in positions:  # ids the state holds: tiles, spaces, officers, buildings ...
        _collect_strings(json.loads(state.model_dump_json()), strings)
    for text in sorted(strings):
        strings |= {text[:-1], text + "x", text.upper()}
    return Arena(
        game=game,
        positions=positions,
        frozen=[s.model_dump_json() for s in positions],
        templates=templates,
        kinds=_schema(game),
        by_field={k: [json.loads(v) for v in sorted(vs)] for k, vs in sorted(by_field.items())},
        strings=sorted(strings),
        ints=sorted(ints),
        stale=[t for ts in templates for t in ts[:3]],
    )


# -- the property -----------------------------------------------------------------------
def exercise(arena: Arena, index: int, data: dict[str, Any]) -> str:
    """Feed one action object to position `index` as a save file would; return what happened.

    Returns:
        "unparsed", "refused" or "accepted".

    Raises:
        AssertionError: The rules broke the contract (the message says how).
    """
    game, state = arena.game, arena.positions[index]
    text = json.dumps(data)
    try:
        action = game.parse_action(json.loads(text))
    except ValidationError:
        return "unparsed"
    try:
        reason = game.check(state, action)
    except Exception as exc:
        msg = f"check() raised {exc!r} on {text} (position {index})"
        raise AssertionError(msg) from exc
    if reason is None:
        form = _form(game.dump_action(action))
        legal = arena.legal_forms(index, int(action.player))
        assert form in legal, f"check() accepts {text}, which legal_actions() lacks"
        try:
            game.apply(state, action)
        except Exception as exc:
            msg = f"apply() of accepted {text} raised {exc!r}"
            raise AssertionError(msg) from exc
        return "accepted"
    assert isinstance(reason, Text), f"check() gave {reason!r} for {text}, not a Text"
    try:
        game.apply(state, action)
    except IllegalAction:
        return "refused"
    except Exception as exc:
        msg = f"apply() of refused {text} raised {exc!r}, not IllegalAction"
        raise AssertionError(msg) from exc
    msg = f"apply() of {text} succeeded although check() refused it: {reason}"
    raise AssertionError(msg)


def run_property(arena: Arena, examples: int, batch: int, exact: bool = False) -> Counter[str]:
    """Run the property over `examples` hypothesis examples of up to `batch` actions each.

    With `exact`, every example holds exactly `batch` actions (for a known total).

    Returns:
        How many actions were unparsed, refused and accepted.
    """
    tally: Counter[str] = Counter()
    strategies = Strategies(arena)

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(st.data())
    def prop(data: st.DataObject) -> None:
        index, actions = data.draw(strategies.batch(batch, exact))
        for action in actions:
            tally[exercise(arena, index, action)] += 1
        assert arena.positions[index].model_dump_json() == arena.frozen[index], "state changed"

    prop()
    return tally


# -- regression helpers ----------------------------------------------------------------
def played_to(
    game: GameBase[Any, Any], options: Any, seed: int, until: Callable[[Any], bool]
) -> Session:
    """A session of random legal moves from setup, stopped at the first state `until` likes.

    Raises:
        AssertionError: The game ended first.
    """
    session = Session(game, options, seed)
    rng = Random(f"played_to:{game.id}:{seed}")
    while not until(session.state):
        acting = sorted(game.to_act(session.state))
        assert acting, "the game ended before the wanted position"
        seat = rng.choice(acting)
        session.apply(rng.choice(game.legal_actions(session.state, seat)))
    return session


def load_with_move(session: Session, data: dict[str, Any]) -> Session:
    """Save `session`, put `data` after its last move, and load it as Game ▸ Open does."""
    from app.games import GAMES

    save = json.loads(dump_session(session))
    save["actions"].append(data)
    return load_session(json.dumps(save), GAMES, name="edited.json")
