"""The Age summary (PRODUCT.md "Log": a round summary when a round ends), Qt-free.

When an action ends an Age (the Discard, Quest, Ragnarök and Release Valhalla phases run after
it, up to the next draft or the end of the game), `age_summary` gives its title, what comes
next and the lines about the whole board (Ragnarök, the new Doom, the first player). The table
covers the whole Age (issue 36 §3): `age_lines` reads every log line of the Age, from its first
draft pick to its end, and gives per clan its glory by source (battles won, pillage rewards,
quests, Ragnarök, legendary stats, cards), each the sum of its lines' ledger deltas, the
battles it lost, the quests it failed and its figures back from Valhalla.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.events import RoundSummary, round_table
from app.engine.text import Seat, TextList
from app.games.blood_rage.model import Phase
from app.games.blood_rage.texts import age_text, province_text, t

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["SOURCES", "age_lines", "age_summary", "amount", "glory_of"]

_STATS = ("rage", "axes", "horns")
LAST_AGE = 3


def amount(counter: str, n: int) -> Text | None:
    """Return `n` of a clan's glory or a stat in words ("3 glory"); None for other counters."""
    if counter == "glory":
        return t("summary.glory_n", n=n)
    stat = counter.removeprefix("stat:")
    if stat in _STATS:
        return t("summary.stat_n", stat=t(f"stat.{stat}"), n=n)
    return None


_FOOTER = ("note.ragnarok", "note.fallen", "note.doom", "note.new_age", "note.first_player")
"""Lines about the whole board, shown under the table."""


def age_summary(before: State, after: State, events: list[Text]) -> RoundSummary | None:
    """Return the summary of the Age that ends between `before` and `after`, if one does."""
    over = after.phase is Phase.OVER and before.phase is not Phase.OVER
    if not over and after.age == before.age:
        return None
    title = t("summary.final") if over else t("summary.age", age=age_text(before.age))
    totals = tuple(
        t("summary.glory", before=b.glory, after=a.glory)
        for b, a in zip(before.seats, after.seats, strict=True)
    )
    footer = tuple(e for e in events if e.key in _FOOTER)
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
        next_up=() if over else (_next(after),),
    )


def _next(after: State) -> Text:
    """The next Age and the province its Ragnarök destroys."""
    return t(
        "summary.next", age=age_text(after.age), last=LAST_AGE, province=province_text(after.doom)
    )


# -- the whole Age (issue 36 §3) -----------------------------------------------------------------
SOURCES: tuple[tuple[str, frozenset[str], str], ...] = (
    ("battles", frozenset({"note.battle_won"}), "province"),
    ("pillage", frozenset({"note.pillage_glory"}), "province"),
    ("quests", frozenset({"note.quest_done"}), "card"),
    ("ragnarok", frozenset({"note.ragnarok_glory"}), ""),
    ("legendary", frozenset({"note.legendary"}), "stat"),
    (
        "cards",
        frozenset({"note.effect_glory", "note.effect_glory_rage", "note.effect_glory_taken"}),
        "card",
    ),
)
"""Where a clan's glory comes from: the log lines of each source and the argument naming it."""
_RESULTS = frozenset({"note.battle_won", "note.tie"})
"""The line that ends a battle's reveal: who won (or nobody)."""


def glory_of(line: Text, seat: int) -> int:
    """The glory `seat` gains (or loses) by `line`, from its ledger deltas (0: none)."""
    key = f"seat:{seat}:glory"
    return sum(n for k, n in line.deltas if k == key)


def age_lines(lines: Sequence[Text], seats: int) -> tuple[tuple[Text, ...], ...]:
    """By seat, the whole Age from its log lines: glory by source, battles, quests, Valhalla.

    Every number is the sum of the glory deltas of the lines of its source (the ledger), so
    the sources of a clan add up to its glory's change over the Age. Battles are read from
    their reveals: the clans whose STR was told, then who won (`note.battle_won`) or a tie.
    """
    out: list[list[Text]] = []
    lost = _battles(lines, seats)[1]
    for seat in range(seats):
        rows = _glory_rows(lines, seat)
        if lost[seat]:
            rows.append(t("summary.battles_lost", items=TextList(tuple(lost[seat]))))
        failed = [ln for ln in lines if ln.key == "note.quest_failed" and _who(ln, seat)]
        if failed:
            rows.append(t("summary.quests_failed", items=_items(failed, "card")))
        rows += [ln for ln in lines if ln.key == "note.released" and _who(ln, seat)]
        if not rows:
            rows.append(t("summary.nothing"))
        out.append(rows)
    return tuple(tuple(rows) for rows in out)


def _items(lines: Sequence[Text], name: str) -> TextList:
    """The argument `name` of each line (a province, a card, a stat), as one list."""
    return TextList(tuple(a for ln in lines if (a := ln.arg(name)) is not None))


def _who(line: Text, seat: int) -> bool:
    who = line.arg("who")
    return isinstance(who, Seat) and who.index == seat


def _glory_rows(lines: Sequence[Text], seat: int) -> list[Text]:
    """One row per source of the seat's glory: the things it names and the sum of its lines."""
    rows = []
    known = frozenset().union(*(keys for _, keys, _ in SOURCES))
    for source, keys, named in SOURCES:
        mine = [
            ln
            for ln in lines
            if ln.key in keys and (glory_of(ln, seat) or (source == "battles" and _who(ln, seat)))
        ]
        if not mine:
            continue
        n = sum(glory_of(ln, seat) for ln in mine)
        items = _items(mine, named)
        rows.append(t(f"summary.source.{source}", n=n, k=len(mine), items=items))
    rest = [ln for ln in lines if ln.key not in known and glory_of(ln, seat)]
    if rest:
        n = sum(glory_of(ln, seat) for ln in rest)
        rows.append(t("summary.source.other", n=n, k=len(rest)))
    return rows


def _battles(lines: Sequence[Text], seats: int) -> tuple[list[list[Any]], list[list[Any]]]:
    """By seat, the provinces of the battles it won and of those it lost (ties lose)."""
    won: list[list[Any]] = [[] for _ in range(seats)]
    lost: list[list[Any]] = [[] for _ in range(seats)]
    fighting: list[int] = []
    for line in lines:
        who = line.arg("who")
        if line.key == "note.strength" and isinstance(who, Seat) and who.index not in fighting:
            fighting.append(who.index)
        elif line.key in _RESULTS:
            winner = who.index if isinstance(who, Seat) and line.key == "note.battle_won" else -1
            for seat in {*fighting, winner} - {-1}:
                if 0 <= seat < seats:
                    (won if seat == winner else lost)[seat].append(line.arg("province"))
            fighting = []
    return won, lost
