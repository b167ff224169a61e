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

from typing import TYPE_CHECKING, Any

from app.ui.narrowing import Narrowing as _Narrowing
from app.ui.narrowing import Step

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Sequence

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
    "external_work": (("leslie", ("leslie",)), ("patent", ("patent",))),
    "build_building": (
        ("tile", ("tile", "copies")),
        ("structure", ("kind",)),
        ("building", ("building",)),
        ("payment", ("excavators", "mixers", "credits_for_machinery")),
    ),
    "use_building": (
        ("building", ("building",)),
        ("target", ("target",)),
        ("machinery", ("excavators", "mixers")),
    ),
}
"""Steps after `where` by action kind: step key -> the action fields making its value."""


def _use_anchor(action: Any) -> str:
    """A private building's next action space; Margot's officer space; the level I tile."""
    if action.via == "officer":
        return f"officer:{action.player}"
    if action.via == "tile":
        return f"bldg:{action.building}"
    return f"buse:{action.building}"


_ANCHORS: dict[str, Callable[[Any], str]] = {
    "construct": lambda a: f"cbuild:{a.player}",
    "bank": lambda a: "mgmt:bank",
    "copy_officer": lambda a: f"officer:{a.player}",
    "fulfil_contract": lambda a: f"contract:{a.contract}",
    "free_build": lambda a: f"map:{a.space}",
    # Leeghwater: a private building is built on the construction spaces like a structure
    "external_work": lambda a: f"ework:{a.slot}",
    "build_building": lambda a: f"cbuild:{a.player}",
    "use_building": _use_anchor,
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
        values = tuple(_freeze(_field(action, n)) for n in names)
        steps.append((key, values[0] if len(values) == 1 else values))
    return tuple(steps)


def _field(action: Any, name: str) -> Any:
    """Return a field of an action; a private building's `structure` step is "building"."""
    if name == "copies" and not hasattr(action, name):
        return None  # a building tile copies nothing (the construction's tile step shape)
    if name == "kind" and action.kind == "build_building":
        return "building"
    return getattr(action, name)


class Narrowing(_Narrowing):
    """Barrage's legal actions narrowed by `steps_of` (the helper is `app.ui.narrowing`).

    Args:
        actions: The acting seat's legal actions (the engine's order is kept).
    """

    def __init__(self, actions: Sequence[Any]) -> None:
        super().__init__(actions, steps_of)
