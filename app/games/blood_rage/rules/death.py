"""Figures destroyed by card effects (seed 003 「フィギュア」: destroyed figures go to Valhalla).

A figure destroyed by a battle, an ability or Ragnarök is put on the Valhalla sheet
(「フィギュアが破壊された場合、それが戦闘、特殊能力、ラグナロクであろうが…ヴァルハラシートの上に
置いてください」). `kill` does it for figures named by place (Odin's Smite and Tide, Troll, Fire
Giant, Frigga's Sacrifice), logs it, fires `on_death` with the owners' upgrades and, during a
battle, adds them to the battle's dead (Valkyrie, Thor's Glory, Odin's Judgement count them).

Before they go, the `destroying` timing lets the owners' upgrades claim them (Frigga's
Protection, RULES.md C24): a claimed figure leaves the board at once, as a dead one would, and
waits in the owner's question (a `CardChoice` of step `SPARE`, its kinds in `memo`) until the
owner has paid for the ones it saves; `bury` sends the rest to Valhalla then (`release` when
the question is declined or has no answer left). Frigga's Sacrifice's own victims are not
offered (`protect=False`: they are the price of the stat step).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.model import Battle, CardChoice
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import add, minus, take_from_province, upgrade_cards
from app.games.blood_rage.rules.edit import replaced

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from app.games.blood_rage.model import AnyDecision, FreeInvade, State

__all__ = [
    "SPARE",
    "Spot",
    "bury",
    "held",
    "kill",
    "parse_spot",
    "release",
    "spot",
    "take_from_fjord",
]

SPARE = "spare"
"""`CardChoice.step` of a question holding figures that are being destroyed (their kinds in
`memo`, comma-separated)."""

Spot = tuple[int, str, int, bool]
"""A figure on the board: (seat, kind, province or fjord index, in a fjord)."""


def spot(place: int, kind: str, fjord: bool = False) -> str:
    """The option string of a figure in a place ("spot:p3:warrior", "spot:f1:ship")."""
    return f"spot:{'f' if fjord else 'p'}{place}:{kind}"


def parse_spot(choice: str) -> tuple[int, str, bool]:
    """(place, kind, in a fjord) of a "spot:..." option."""
    _, place, kind = choice.split(":")
    return int(place[1:]), kind, place.startswith("f")


def take_from_fjord(draft: State, player: int, kind: str, fjord: int) -> None:
    """Remove one ship from a fjord."""
    f = draft.fjords[fjord]
    ships = replaced(f.ships, player, minus(f.ships[player], kind))
    draft.fjords = replaced(draft.fjords, fjord, f.model_copy(update={"ships": ships}))


def kill(
    draft: State,
    victims: Iterable[Spot],
    province: int = -1,
    *,
    offers: list[CardChoice | FreeInvade] | None = None,
    protect: bool = True,
) -> tuple[tuple[int, str], ...]:
    """Destroy figures where they stand: to Valhalla, logged, `on_death`; return them.

    With `protect`, the owners' upgrades may first claim their figures (`destroying`): those
    leave the board now and wait in the question offered, which goes at the front of `offers`
    (the effect's event: answered before its other offers) or, without it, on the stack.
    """
    victims = list(victims)
    held_by: set[int] = set()
    asks: list[CardChoice] = []
    if protect and victims:
        seats = tuple(sorted({v[0] for v in victims}))
        figures = tuple((s, k) for s, k, _, _ in victims)
        event = Event("destroying", province=province, seats=seats, figures=figures)
        fire(draft, event, [c for s in seats for c in upgrade_cards(draft, s)])
        asks = [o for o in event.offers if isinstance(o, CardChoice) and o.step == SPARE]
        held_by = {o.seat for o in asks}
        if offers is not None:
            offers[:0] = asks
        else:
            draft.pending.extend(reversed(asks))
    dead: list[tuple[int, str]] = []
    taken: dict[int, ledger.Deltas] = {}
    for seat, kind, place, fjord in victims:
        if fjord:
            take_from_fjord(draft, seat, kind, place)
        else:
            take_from_province(draft, seat, kind, place)
        off = ledger.figure(seat, kind, f"{'f' if fjord else 'p'}{place}", -1)
        taken[seat] = ledger.merge(taken.get(seat, {}), off)
        if seat not in held_by:
            dead.append((seat, kind))
    for seat in sorted(held_by):
        kinds = tuple(sorted(k for s, k, _, _ in victims if s == seat))
        card = next(a.card for a in asks if a.seat == seat)
        notes.figures_line("held", seat, kinds, taken.pop(seat), card=card)
    return bury(draft, dead, province, taken)


def bury(
    draft: State,
    dead: Iterable[tuple[int, str]],
    province: int = -1,
    taken: Mapping[int, ledger.Deltas] | None = None,
) -> tuple[tuple[int, str], ...]:
    """Figures already off the board go to Valhalla: logged, the battle's dead, `on_death`.

    `taken`: per seat, the board counters its figures left in this same step (`kill`), which
    the seat's line explains with the figures' arrival in Valhalla.
    """
    dead = tuple(dead)
    if not dead:
        return ()
    seats = tuple(sorted({s for s, _ in dead}))
    for s in seats:
        kinds = tuple(sorted(k for p, k in dead if p == s))
        add(draft, s, kinds, "valhalla")
        deltas = ledger.merge((taken or {}).get(s, {}), ledger.figures(s, kinds, "valhalla"))
        notes.figures_line("to_valhalla", s, kinds, deltas)
    battle = next((d for d in reversed(draft.pending) if isinstance(d, Battle)), None)
    if battle is not None:
        battle.slain = (*battle.slain, *dead)
    event = Event("on_death", province=province, seats=seats, figures=dead)
    fire(draft, event, [c for s in seats for c in upgrade_cards(draft, s)])
    return dead


def _kinds(memo: str) -> list[str]:
    return [k for k in memo.split(",") if k]


def held(state: State, seat: int) -> list[str]:
    """The figures of `seat` off the board waiting for its `SPARE` question(s)."""
    return [
        k
        for d in state.pending
        if isinstance(d, CardChoice) and d.step == SPARE and d.seat == seat
        for k in _kinds(d.memo)
    ]


def release(draft: State, top: AnyDecision) -> None:
    """A `SPARE` question leaves the stack: the figures it still holds are destroyed."""
    if isinstance(top, CardChoice) and top.step == SPARE and top.memo:
        kinds, top.memo = _kinds(top.memo), ""
        bury(draft, [(top.seat, k) for k in kinds], top.province)
