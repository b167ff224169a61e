"""Figures destroyed by card effects (seed 003 「フィギュア」: destroyed figures go to Valhalla).

A figure destroyed by a battle, an ability or Ragnarök is put on the Valhalla sheet
(「フィギュアが破壊された場合、それが戦闘、特殊能力、ラグナロクであろうが…ヴァルハラシートの上に
置いてください」). `kill` does it for figures named by place (Odin's Smite and Tide, Troll, Fire
Giant, Frigga's Sacrifice), logs it, fires `on_death` with the owners' upgrades and, during a
battle, adds them to the battle's dead (Valkyrie, Thor's Glory, Odin's Judgement count them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.model import Battle
from app.games.blood_rage.rules import notes
from app.games.blood_rage.rules.board import add, minus, take_from_province, upgrade_cards
from app.games.blood_rage.rules.edit import replaced

if TYPE_CHECKING:
    from collections.abc import Iterable

    from app.games.blood_rage.model import State

__all__ = ["Spot", "kill", "parse_spot", "spot", "take_from_fjord"]

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


def kill(draft: State, victims: Iterable[Spot], province: int = -1) -> tuple[tuple[int, str], ...]:
    """Destroy figures where they stand: to Valhalla, logged, `on_death`; return them."""
    dead: list[tuple[int, str]] = []
    for seat, kind, place, fjord in victims:
        if fjord:
            take_from_fjord(draft, seat, kind, place)
        else:
            take_from_province(draft, seat, kind, place)
        add(draft, seat, (kind,), "valhalla")
        dead.append((seat, kind))
    if not dead:
        return ()
    seats = tuple(sorted({s for s, _ in dead}))
    for s in seats:
        notes.figures_line("to_valhalla", s, tuple(sorted(k for p, k in dead if p == s)))
    battle = next((d for d in reversed(draft.pending) if isinstance(d, Battle)), None)
    if battle is not None:
        battle.slain = (*battle.slain, *dead)
    event = Event("on_death", province=province, seats=seats, figures=tuple(dead))
    fire(draft, event, [c for s in seats for c in upgrade_cards(draft, s)])
    return tuple(dead)
