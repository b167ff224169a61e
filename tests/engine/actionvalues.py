"""The values the bounded-input kit (`tests.engine.actionfuzz`) puts into actions.

Hypothesis strategies over a game's action schema: per field, values seen in legal actions,
values of the field's type (boundary, huge and negative integers; every id the positions hold,
cut short or extended), values of the wrong type, and anything hypothesis makes of the type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st

if TYPE_CHECKING:
    from collections.abc import Callable

    from tests.engine.actionfuzz import Arena

__all__ = ["BOUNDARY_INTS", "WRONG_TYPES", "Strategies"]

BOUNDARY_INTS: tuple[int, ...] = (
    -(10**30), -(2**63), -(2**31), -1000, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15, 16,
    20, 31, 32, 33, 63, 64, 99, 100, 255, 256, 1000, 2**31 - 1, 2**31, 2**32, 2**34, 2**63 - 1,
    2**63, 2**64, 10**30,
)  # fmt: skip
"""Integers that break careless code: negatives (Python indexes from the end), bit widths,
sizes just past a table, and numbers too big for memory as a bit shift."""
WRONG_TYPES: tuple[Any, ...] = (
    None, True, False, 1.5, -0.5, float("inf"), float("nan"), "", "x", "1", "-1", "0x10",
    "１", [], {}, [1], ["x"], {"kind": "pass"}, "\x00", "ä" * 3,
)  # fmt: skip
"""Values of the wrong type for nearly every field (pydantic refuses or coerces them)."""


# Built once per arena and field: hypothesis spends most of its time on new strategy objects.
class _Choice:
    """Draw from one of several strategies, chosen with weights by one integer draw.

    (`one_of` lets hypothesis favour its first branches; an integer draw stays near uniform.)
    """

    def __init__(self, *parts: tuple[int, st.SearchStrategy[Any]]) -> None:
        self.parts: list[tuple[int, st.SearchStrategy[Any]]] = []
        total = 0
        for weight, strategy in parts:
            total += weight
            self.parts.append((total, strategy))
        self.index = st.integers(0, total - 1)

    def __call__(self, draw: Any) -> Any:
        pick = draw(self.index)
        return draw(next(strategy for bound, strategy in self.parts if pick < bound))


def _int_pool(arena: Arena, schema: dict[str, Any]) -> list[Any]:
    """Integers: boundary values, values seen, the schema's edges, small numbers."""
    edges = [schema[k] + d for k in ("minimum", "maximum") if k in schema for d in (-1, 0, 1)]
    return [*BOUNDARY_INTS, *arena.ints, *(edges * 4), *range(-3, 21)]


def _string_pool(arena: Arena) -> list[Any]:
    return ["", " ", "joker", "0", "-1", "None", *arena.strings]


def _pool(arena: Arena, schema: dict[str, Any]) -> list[Any]:
    """Values of the type `schema` names (its literal values most often, if it has them)."""
    if "anyOf" in schema:
        return [v for s in schema["anyOf"] for v in _pool(arena, s)]
    if "const" in schema or "enum" in schema:
        options: list[Any] = list(schema.get("enum", [schema.get("const")]))
        return options * 20 + _string_pool(arena)[:40] + list(BOUNDARY_INTS)
    kind = schema.get("type")
    if kind == "array":
        items = _pool(arena, schema.get("items", {}))
        return [[], *([v] for v in items), *([v, v] for v in items[:20])]
    simple: dict[Any, Callable[[], list[Any]]] = {
        "integer": lambda: _int_pool(arena, schema),
        "string": lambda: _string_pool(arena),
        "boolean": lambda: [True, False],
        "null": lambda: [None],
    }
    return simple.get(kind, lambda: list(WRONG_TYPES))()


def _any(arena: Arena, schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Values of the type `schema` names, from hypothesis's own generators."""
    if "anyOf" in schema:
        return st.one_of([_any(arena, s) for s in schema["anyOf"]])
    kind = schema.get("type")
    if kind == "array":
        item = schema.get("items", {})
        return st.lists(
            st.one_of(st.sampled_from(_pool(arena, item)), _any(arena, item)), max_size=6
        )
    if kind == "integer":
        return st.integers()
    if kind == "string" or "enum" in schema or "const" in schema:
        return st.text(max_size=12)
    return st.sampled_from(_pool(arena, schema))


def _values(arena: Arena, name: str, schema: dict[str, Any]) -> _Choice:
    """Values for field `name` with JSON schema `schema`: mostly of its type, some not.

    Two draws a value (a branch, then a value): drawing is most of the property's time.
    """
    return _Choice(
        (5, st.sampled_from(arena.by_field.get(name) or [None])),
        (3, st.sampled_from(_pool(arena, schema))),
        (1, st.sampled_from(WRONG_TYPES)),
        (1, _any(arena, schema)),
    )


class Strategies:
    """The strategies of one arena, each built once."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena
        self.fields = {
            (kind, name): _values(arena, name, schema)
            for kind, fields in arena.kinds.items()
            for name, schema in fields.items()
        }
        self.loose = {name: _values(arena, name, {}) for name in arena.by_field}
        self.kind = _Choice(
            (5, st.sampled_from(sorted(arena.kinds))),
            (1, st.sampled_from(arena.by_field.get("kind", []) + _string_pool(arena))),
        )
        self.player = _Choice((5, st.integers(0, 5)), (1, st.sampled_from(BOUNDARY_INTS)))
        self.wrong = _Choice((1, st.sampled_from(WRONG_TYPES)))

    def value(self, kind: Any, name: str) -> _Choice:
        """Values for field `name` of an action of `kind` (a made-up kind: any value)."""
        if name == "player":
            return self.player
        found = self.fields.get((str(kind), name))
        if found is None:
            found = self.loose.get(name)
        return found if found is not None else self.wrong

    def near_legal(self, draw: Any, index: int) -> dict[str, Any]:
        """A legal action (here or elsewhere) with one or two fields changed or dropped."""
        arena = self.arena
        pool = arena.templates[index]
        if not pool or draw(st.integers(0, 4)) == 4:
            pool = arena.stale
        data = dict(pool[draw(st.integers(0, len(pool) - 1))])
        names = sorted(set(data) | set(arena.kinds.get(str(data.get("kind")), {})))
        for _ in range(draw(st.integers(1, 2))):
            name = names[draw(st.integers(0, len(names) - 1))]
            if draw(st.integers(0, 15)) == 15:
                data.pop(name, None)
            else:
                data[name] = self.value(data.get("kind"), name)(draw)
        return data

    def arbitrary(self, draw: Any) -> dict[str, Any]:
        """An action of any kind (or none) with every field drawn from the whole schema."""
        kind = self.kind(draw)
        data: dict[str, Any] = {"kind": kind}
        for name in sorted(self.arena.kinds.get(str(kind), {})):
            if name != "kind" and draw(st.integers(0, 9)) != 9:
                data[name] = self.value(kind, name)(draw)
        return data

    def batch(self, size: int, exact: bool) -> st.SearchStrategy[tuple[int, list[dict[str, Any]]]]:
        """A position and up to `size` action objects for it (`exact`: `size` of them)."""

        @st.composite
        def batch(draw: Any) -> tuple[int, list[dict[str, Any]]]:
            index = draw(st.integers(0, len(self.arena.positions) - 1))
            count = size if exact else draw(st.integers(1, size))
            return index, [self.action(draw, index) for _ in range(count)]

        return batch()

    def action(self, draw: Any, index: int) -> dict[str, Any]:
        """An action object for position `index`, as a save file would hold it.

        Three in four are near-legal: most arbitrary ones fail to parse, and the rules are
        reached by those that parse.
        """
        if draw(st.integers(0, 3)) == 3:
            return self.arbitrary(draw)
        return self.near_legal(draw, index)
