"""Narrowing the legal-action list step by step (issue #4 "multi-step actions narrow").

Every Barrage placement is one atomic action (RULES.md decision 12), so the board never builds
actions itself: it keeps the engine's legal list and filters it by the choices made so far.
Each action is seen as an ordered list of steps `(key, value)`: first `where` (the board target
the action starts from: a management space, the company's construction spaces, a contract, a
map space), then the fields of its kind (construction: tile, structure, location, payment;
production: dam, conduit, powerhouse, drops). A step whose remaining actions all agree is
skipped, so only real choices are asked. Unknown action shapes fall back to one step per
field, so any action the engine may add later still narrows. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Iterable, Sequence

__all__ = ["WHERE", "Narrowing", "Step", "anchor_of", "steps_of"]

WHERE = "where"
"""Key of the first step: the board target an action starts from."""

_MANAGEMENT = frozenset(
    {"produce", "manage_water", "turn_wheel", "take_contracts", "buy_machinery", "buy_patent"}
)
"""Action kinds placed on a management space named by their `space` field."""

_FIELDS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "construct": (
        ("tile", ("tile", "copies")),
        ("structure", ("structure",)),
        ("location", ("space",)),
        ("payment", ("excavators", "mixers", "credits_for_machinery")),
    ),
    "produce": (
        ("dam", ("dam",)),
        ("conduit", ("conduit",)),
        ("powerhouse", ("powerhouse",)),
        ("drops", ("drops",)),
    ),
    "manage_water": (("headstreams", ("headstreams",)),),
    "place_drops": (("headstreams", ("headstreams",)),),
    "bank": (("engineers", ("engineers",)),),
    "take_contracts": (("contracts", ("contracts",)), ("discard", ("discard",))),
    "buy_machinery": (("machinery", ("excavators", "mixers")),),
    "choose_machinery": (("machinery", ("excavators", "mixers")),),
    "copy_officer": (("officer", ("officer",)),),
    "pick_company": (("company", ("company",)), ("contract", ("contract",))),
    "bid": (("position", ("position",)), ("vp", ("vp",))),
}
"""Steps after `where` by action kind: step key -> the action fields making its value."""


_ANCHORS: dict[str, Callable[[Any], str]] = {
    "construct": lambda a: f"cbuild:{a.player}",
    "bank": lambda a: "mgmt:bank",
    "copy_officer": lambda a: f"officer:{a.player}",
    "fulfil_contract": lambda a: f"contract:{a.contract}",
    "free_build": lambda a: f"map:{a.space}",
}
"""Where-targets of the kinds not placed on a named management space."""


def anchor_of(action: Any) -> str:
    """Return the board target id an action starts from (its `where` step)."""
    kind = action.kind
    anchor = _ANCHORS.get(kind)
    if anchor is not None:
        return anchor(action)
    if kind in _MANAGEMENT and action.space:
        return f"mgmt:{action.space}"
    return f"decision:{kind}"


def _anchored_fields(kind: str) -> frozenset[str]:
    if kind in _MANAGEMENT or kind == "free_build":
        return frozenset({"space"})
    if kind == "fulfil_contract":
        return frozenset({"contract"})
    return frozenset()


def _freeze(value: Any) -> Hashable:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value  # type: ignore[no-any-return]


def steps_of(action: Any) -> tuple[tuple[str, Hashable], ...]:
    """Return the ordered `(key, value)` steps of an action, `where` first."""
    kind = action.kind
    fields = _FIELDS.get(kind)
    if fields is None:
        skip = {"kind", "player"} | _anchored_fields(kind)
        own = [n for n in type(action).model_fields if n not in skip]
        fields = tuple((n, (n,)) for n in own)
    steps: list[tuple[str, Hashable]] = [(WHERE, anchor_of(action))]
    for key, names in fields:
        values = tuple(_freeze(getattr(action, n)) for n in names)
        steps.append((key, values[0] if len(values) == 1 else values))
    return tuple(steps)


@dataclass(frozen=True)
class Step:
    """The next real choice: its key and the distinct values still possible, in list order."""

    key: str
    """Step key (`where`, `tile`, `dam`, ...; `choice` when actions only differ otherwise)."""
    values: tuple[Hashable, ...]
    """Distinct values of the remaining actions at this step."""


class Narrowing:
    """A legal-action list filtered by the choices made so far, with Back.

    Args:
        actions: The acting seat's legal actions (the engine's order is kept).
    """

    def __init__(self, actions: Sequence[Any]) -> None:
        self._actions = list(actions)
        self._steps = [dict(steps_of(a)) for a in self._actions]
        self._orders = [[k for k, _ in steps_of(a)] for a in self._actions]
        self.chosen: list[tuple[str, Hashable]] = []
        """Choices made, in order (Back removes the last)."""

    def _matches(self, i: int, chosen: Iterable[tuple[str, Hashable]]) -> bool:
        steps = self._steps[i]
        return all(steps.get(k, _MISSING) == v if k != "choice" else i == v for k, v in chosen)

    def _indices(self) -> list[int]:
        return [i for i in range(len(self._actions)) if self._matches(i, self.chosen)]

    def remaining(self) -> list[Any]:
        """Return the legal actions that agree with every choice made."""
        return [self._actions[i] for i in self._indices()]

    def is_empty(self) -> bool:
        """Whether no legal action is left (nothing to choose)."""
        return not self._indices()

    def can_choose(self, key: str, value: Hashable) -> bool:
        """Return whether choosing `value` at `key` leaves some legal action."""
        trial = [*self.chosen, (key, value)]
        return any(self._matches(i, trial) for i in range(len(self._actions)))

    def choose(self, key: str, value: Hashable) -> bool:
        """Add a choice if some legal action agrees with it; return whether it was added."""
        if not self.can_choose(key, value):
            return False
        self.chosen.append((key, value))
        return True

    def select(self, action: Any) -> bool:
        """Make every choice of a legal `action` at once (the legal-move list); False if absent."""
        if action not in self._actions:
            return False
        index = self._actions.index(action)
        self.chosen = []
        for step in steps_of(action):  # only the steps that are real choices: Back undoes one
            before = len(self._indices())
            self.chosen.append(step)
            if len(self._indices()) == before and step[0] != WHERE:
                self.chosen.pop()
        if len(self._indices()) > 1:
            self.chosen.append(("choice", index))
        return True

    def back(self) -> bool:
        """Take the last choice back; return whether there was one."""
        if not self.chosen:
            return False
        self.chosen.pop()
        return True

    def value_of(self, key: str) -> Hashable | None:
        """Return the value every remaining action has at `key`, or None if they differ."""
        values = {self._steps[i].get(key, _MISSING) for i in self._indices()}
        if len(values) != 1:
            return None
        value = values.pop()
        return None if value is _MISSING else value

    def next_step(self) -> Step | None:
        """Return the next real choice, or None when one action is left (or none)."""
        indices = self._indices()
        if len(indices) <= 1:
            return None
        done = {k for k, _ in self.chosen}
        for key in self._orders[indices[0]]:
            if key in done:
                continue
            values = list(dict.fromkeys(self._steps[i].get(key, _MISSING) for i in indices))
            if len(values) > 1:
                return Step(key, tuple(values))
        return Step("choice", tuple(indices))

    def action(self) -> Any | None:
        """Return the action the choices name when exactly one is left, else None."""
        indices = self._indices()
        return self._actions[indices[0]] if len(indices) == 1 else None

    def action_at(self, index: int) -> Any:
        """Return the legal action at `index` (values of a `choice` step are indices)."""
        return self._actions[index]


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


_MISSING = _Missing()
