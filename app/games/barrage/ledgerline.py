"""A Barrage log line with the counters' changes listed after it ("… : credits 5 → 3").

`shown` wraps a line in the ledger's words and gives it those changes as its deltas; `inner`
unwraps it. Both the rules' brackets (`rules.bookkeeping`, for each automatic step's line) and
`ledger` (for the action's own line) use it; it imports no rules code, so the rules can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, Text
from app.games.barrage.texts import headstream, map_space, t

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = ["FIELDS", "inner", "shown", "values"]

FIELDS = (
    "vp",
    "credits",
    "energy",
    "engineers",
    "excavators",
    "mixers",
    "wheel_excavators",
    "wheel_mixers",
    "tiles",
    "wheel_tiles",
    "base",
    "elevation",
    "conduit",
    "powerhouse",
    "contracts",
    "fulfilled",
    "works",
    "buildings",
)
"""A company's counters, in the order a line lists their changes."""
_ORDER = {f: i for i, f in enumerate(FIELDS)}


def shown(line: Text, before: Mapping[str, int], deltas: Mapping[str, int]) -> Text:
    """Return `line` with the counters' changes listed after it, carrying them as its deltas.

    The line keeps the seat it is about (`who`), so the round summary still sorts it.
    """
    changes = {k: v for k, v in deltas.items() if v}
    if not changes:
        return line
    who = line.arg("who")
    items = [_change(k, before.get(k, 0), n, who) for k, n in sorted(changes.items(), key=_rank)]
    listed = items[0]
    for item in items[1:]:  # "a, b, c": a list of amounts, not "a, b and c"
        listed = t("ledger.more", head=listed, item=item)
    args: dict[str, Text | Seat] = {"line": line, "changes": listed}
    if isinstance(who, Seat):
        args["who"] = who
    return t("ledger.line", **args).with_deltas(changes)


def inner(line: Text) -> Text:
    """Return the line `shown` wrapped (`line` itself if it lists no changes)."""
    if line.key == "ledger.line":
        wrapped = line.arg("line")
        if isinstance(wrapped, Text):
            return wrapped
    return line


def values(line: Text) -> dict[str, tuple[int, int]]:
    """Return what `line` (one `shown` made) says of each counter: key -> (before, after)."""
    if line.key != "ledger.line" or not line.deltas:
        return {}
    items: list[Text] = []
    listed = line.arg("changes")
    while isinstance(listed, Text) and listed.key == "ledger.more":
        item = listed.arg("item")
        assert isinstance(item, Text)
        items.append(item)
        listed = listed.arg("head")
    assert isinstance(listed, Text)
    items.append(listed)
    keys = [k for k, _ in sorted(line.deltas, key=_rank)]
    out = {}
    for key, item in zip(keys, reversed(items), strict=True):
        before, after = item.arg("before"), item.arg("after")
        assert isinstance(before, int)
        assert isinstance(after, int)
        out[key] = (before, after)
    return out


def _rank(item: tuple[str, int]) -> tuple[int, int, str]:
    kind, _, rest = item[0].partition(":")
    if kind == "seat":
        seat, _, name = rest.partition(":")
        return (0, int(seat), f"{_ORDER.get(name, 99):02d}")
    return (1, 0, item[0])


def _change(key: str, before: int, n: int, who: object) -> Text:
    """One change in words: "credits 5 → 3", "Bea's VP 12 → 14", "basin 3 left dam water 0 → 2"."""
    kind, _, rest = key.partition(":")
    name, _, field = rest.rpartition(":")
    if kind == "seat":
        what = t(f"counter.{field}")
        if who == Seat(int(name)):
            return t("ledger.change", what=what, before=before, after=before + n)
        return t(
            "ledger.change_of", who=Seat(int(name)), what=what, before=before, after=before + n
        )
    if kind == "dam":
        what = t("counter.dam", dam=map_space(name))
    elif kind == "headstream":
        what = t("counter.headstream", place=headstream(name))
    else:
        what = t(f"counter.offer.{rest}")
    return t("ledger.change", what=what, before=before, after=before + n)
