"""The relation a message's words state between two of its numbers (issue 38 §2).

`Claim` lives apart from `app.engine.claim` (which builds and checks claimed messages) so that
`app.engine.text` can carry claims on a `Text` without importing the module that imports it: a
claim reads its numbers through `HasArgs`, which `Text` satisfies. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["Claim", "HasArgs", "Op"]


class HasArgs(Protocol):
    """A message whose arguments can be read by name (`app.engine.text.Text`)."""

    def arg(self, name: str) -> object:
        """Return the argument `name` (None when the message has none by that name)."""
        ...


Op = Literal["<", "<=", "=", ">=", ">"]
"""A relation between two whole numbers."""

_HOLDS: dict[str, Callable[[int, int], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    "=": lambda a, b: a == b,
    ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b,
}


@dataclass(frozen=True, slots=True)
class Claim:
    """`left op right`: what a message's words say about two of its numbers."""

    left: str
    """The name of a whole-number argument of the message."""
    op: Op
    """The relation the words state."""
    right: str | int
    """Another argument's name, or a number the template itself states (£1 for a pasty)."""

    def values(self, text: HasArgs) -> tuple[int, int] | None:
        """Return the two numbers `text` shows (None: an argument is missing or not a number)."""
        left = text.arg(self.left)
        right = text.arg(self.right) if isinstance(self.right, str) else self.right
        if not isinstance(left, int) or not isinstance(right, int):
            return None
        return left, right

    def holds(self, text: HasArgs) -> bool:
        """Return whether the numbers `text` shows agree with the claim."""
        found = self.values(text)
        return found is not None and _HOLDS[self.op](*found)

    def __str__(self) -> str:
        return f"{self.left} {self.op} {self.right}"
