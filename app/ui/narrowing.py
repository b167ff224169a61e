"""Narrowing a legal-action list step by step (PRODUCT.md "Multi-step actions"), game-neutral.

A board never builds actions itself: it keeps the engine's legal list and filters it by the
choices made so far. Each game says how an action splits into ordered steps `(key, value)`
(the first names where it starts on the board); a step whose remaining actions all agree is
skipped, so only real choices are asked, and Back takes the last one back. Moved here from
Barrage's board when Tinners' Trail became the second game to need it. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Iterable, Sequence

    StepsOf: TypeAlias = Callable[[Any], tuple[tuple[str, Hashable], ...]]
    """How a game splits an action into ordered `(key, value)` steps."""

__all__ = ["Narrowing", "Step"]


@dataclass(frozen=True)
class Step:
    """The next real choice: its key and the distinct values still possible, in list order."""

    key: str
    """Step key (the game's key; `choice` when actions only differ otherwise)."""
    values: tuple[Hashable, ...]
    """Distinct values of the remaining actions at this step."""


class Narrowing:
    """A legal-action list filtered by the choices made so far, with Back.

    Args:
        actions: The acting seat's legal actions (the engine's order is kept).
        steps: The game's ordered `(key, value)` steps of an action; the first one names
            where the action starts on the board and is always kept by `select`.
    """

    def __init__(self, actions: Sequence[Any], steps: StepsOf) -> None:
        self._actions = list(actions)
        self._steps_of = steps
        self._steps = [dict(steps(a)) for a in self._actions]
        self._orders = [[k for k, _ in steps(a)] for a in self._actions]
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
        # Only the steps that are real choices (and the first, where it starts): Back undoes one.
        for k, step in enumerate(self._steps_of(action)):
            before = len(self._indices())
            self.chosen.append(step)
            if len(self._indices()) == before and k > 0:
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
