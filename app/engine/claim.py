"""Comparisons a reason states, as data (issue 38 §2: reasons that agree with themselves).

A reason that compares numbers ("£3 is still below the £5 or so the mine is worth to you")
says so with a `Claim` on its `Text`: two of its arguments by name (or one and a number the
template itself states, such as a pasty's £1) and the relation the words state between them.
The words come from the numbers shown, never the other way round: `versus` compares the two
displayed (already rounded) values with `order` and picks the message `<key>.below`,
`<key>.level` or `<key>.above` to match, so "about £0" and a bid of £3 can only read "above".
A builder that chooses its words by another test (a battle's win chance) states the relation
its words need with `claim`, and the tests check every claim of every reason against the very
arguments the text shows (`broken_claims`). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.relation import Claim, Op
from app.engine.text import Text, TextList

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from app.engine.text import Arg

__all__ = [
    "FORMS",
    "Claim",
    "Op",
    "broken_claims",
    "claim",
    "nodes",
    "order",
    "versus",
]

FORMS: dict[Op, str] = {"<": "below", "=": "level", ">": "above"}
"""The message suffix `versus` picks for each strict relation."""


def order(left: int, right: int) -> Op:
    """Return "<", "=" or ">": how `left` compares with `right`."""
    return "<" if left < right else ">" if left > right else "="


def claim(text: Text, left: str, op: Op, right: str | int) -> Text:
    """Return `text` stating `left op right` about its arguments."""
    return text.with_claims(Claim(left, op, right))


def versus(make: Callable[..., Text], key: str, left: str, right: str, **args: Arg) -> Text:
    """Return `make(<key>.below|level|above, **args)` as `args[left]` compares with `args[right]`.

    Both values must be the whole numbers the text shows (round before, not after): the form
    is chosen from them and the comparison is claimed on the message.
    """
    a, b = args[left], args[right]
    assert isinstance(a, int), left
    assert isinstance(b, int), right
    op = order(a, b)
    return claim(make(f"{key}.{FORMS[op]}", **args), left, op, right)


def nodes(text: Text) -> Iterator[Text]:
    """Yield `text` and every message among its arguments, depth first."""
    yield text
    for _, value in text.args:
        items = value.items if isinstance(value, TextList) else (value,)
        for item in items:
            if isinstance(item, Text):
                yield from nodes(item)


def broken_claims(text: Text) -> list[str]:
    """Return each claim in `text` (or its parts) that its own numbers contradict, in words."""
    return [
        f"{node.key}: {c} does not hold for {c.values(node)}"
        for node in nodes(text)
        for c in node.claims
        if not c.holds(node)
    ]
