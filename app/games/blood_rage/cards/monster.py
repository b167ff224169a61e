"""Monster upgrades: the 9 monsters' abilities (reference §3.5).

- Troll: when it invades a province, every enemy Warrior there is destroyed (`invade`).
- Fire Giant: when it invades, every enemy figure there that is not a monster is destroyed, the
  ships in the province's fjord included (seed 003 「地域に影響を及ぼすあらゆる効果は、これを援護
  するフィヨルドにも影響を与えます」; C16).
- Valkyrie: 2 glory per enemy figure destroyed in a battle she fought in (`after_battle`).
- Dark Elf: may invade Yggdrasil; STR 3 there (`figure_strength`; `monsters.json` in_yggdrasil).
- Frost Giant: a successful pillage it took part in pays its reward twice (`on_pillage`).
- Volur Witch: when she would be destroyed in a ring province she may go to Yggdrasil instead
  (C17: her clan is asked, after a lost battle and at Ragnarök).
- Dwarf Chieftain and Soldier of Hel (free to upgrade and to invade) and Sea Serpent (a ship) are
  data (`cards.json` cost, `monsters.json` invade_cost and ship; RULES.md R10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.common import ask, in_battle
from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import fjord_of, put_in_province, take_from_province
from app.games.blood_rage.rules.death import kill
from app.games.blood_rage.rules.reward import gain_glory, pillage_reward

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import CardChoice, State

__all__ = [
    "DarkElf",
    "FireGiant",
    "FreeMonster",
    "FrostGiant",
    "SeaSerpent",
    "Troll",
    "Valkyrie",
    "VolurWitch",
]


def _is_monster(kind: str) -> bool:
    return kind in game_data().monster_index


class _Slayer(CardEffect):
    """When `monster` invades a province, the enemy figures `hits` accepts there die."""

    monster: ClassVar[str]
    timings: ClassVar[tuple[Timing, ...]] = ("invade",)

    def hits(self, kind: str) -> bool:
        """Whether an enemy figure of `kind` dies."""
        raise NotImplementedError

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        province = event.province
        if event.what != self.monster or province < 0:
            return
        fjord = fjord_of(province)
        victims = []
        for q in range(state.players):
            if q == seat:
                continue
            here = state.provinces[province].figures[q]
            victims += [(q, k, province, False) for k in here if self.hits(k)]
            if fjord >= 0 and self.in_fjord:
                victims += [
                    (q, k, fjord, True) for k in state.fjords[fjord].ships[q] if self.hits(k)
                ]
        if victims:
            notes.seat_line("effect_acts", seat, card=card)
            kill(state, victims, province, offers=event.offers)

    in_fjord: ClassVar[bool] = False


@effect("troll", "monster")
class Troll(_Slayer):
    """Enemy Warriors in the invaded province die."""

    monster = "troll"

    @override
    def hits(self, kind: str) -> bool:
        """Warriors only."""
        return kind == "warrior"


@effect("fire_giant", "monster")
class FireGiant(_Slayer):
    """Enemy figures that are not monsters die, in the province and its fjord."""

    monster = "fire_giant"
    in_fjord = True

    @override
    def hits(self, kind: str) -> bool:
        """Every figure but monsters."""
        return not _is_monster(kind)


@effect("valkyrie", "monster")
class Valkyrie(CardEffect):
    """2 glory per enemy figure destroyed in a battle she fought in (she may be one of the dead)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if not in_battle(state, event.province, seat, "valkyrie", event.figures):
            return
        enemies = sum(1 for s, _ in event.figures if s != seat)
        if enemies:
            gain_glory(state, seat, 2 * enemies, "cards")
            notes.seat_line(
                "effect_glory", seat, ledger.glory(seat, 2 * enemies), card=card, n=2 * enemies
            )


@effect("dark_elf", "monster")
class DarkElf(CardEffect):
    """May invade Yggdrasil; in Yggdrasil its STR is 3 instead of 1."""

    timings: ClassVar[tuple[Timing, ...]] = ("figure_strength",)
    invades_yggdrasil = True

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if event.province != YGGDRASIL:
            return
        data = game_data()
        elf = data.monsters[data.monster_index["dark_elf"]]
        extra = (elf.in_yggdrasil or elf.strength) - elf.strength
        event.strength[0] += extra * sum(1 for _, k in event.figures if k == "dark_elf")


@effect("frost_giant", "monster")
class FrostGiant(CardEffect):
    """The pillager takes the reward a second time if the Frost Giant is in the province."""

    timings: ClassVar[tuple[Timing, ...]] = ("on_pillage",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if (
            seat == event.seats[0]
            and "frost_giant" in state.provinces[event.province].figures[seat]
        ):
            notes.seat_line("effect_acts", seat, card=card)
            pillage_reward(state, seat, event.province)


@effect("volur_witch", "monster")
class VolurWitch(CardEffect):
    """Instead of dying in a ring province she may go to Yggdrasil (C17).

    Her clan is asked after a lost battle (`battle_lost`) and at Ragnarök before her province
    falls (`dying`, step "ragnarok"): she "may" flee, and dying there earns Ragnarök glory.
    """

    timings: ClassVar[tuple[Timing, ...]] = ("battle_lost", "dying")

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        step = "ragnarok" if event.timing == "dying" else "flee"
        if _can_flee(state, event.province, seat):
            event.offers.append(ask(seat, card, event.province, optional=True, step=step))

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        return [""] if _can_flee(state, ask.province, seat) else []

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        _flee(draft, seat, card, ask.province)


def _can_flee(state: State, province: int, seat: int) -> bool:
    return province != YGGDRASIL and "volur_witch" in state.provinces[province].figures[seat]


def _flee(draft: State, seat: int, card: int, province: int) -> None:
    take_from_province(draft, seat, "volur_witch", province)
    put_in_province(draft, seat, "volur_witch", YGGDRASIL)
    deltas = ledger.merge(
        ledger.figure(seat, "volur_witch", f"p{province}", -1),
        ledger.figure(seat, "volur_witch", f"p{YGGDRASIL}"),
    )
    notes.seat_line("effect_flees", seat, deltas, card=card)


@effect("free_monster", "monster")
class FreeMonster(CardEffect):
    """Dwarf Chieftain, Soldier of Hel: cost 0 to upgrade and to invade (data, RULES.md R10)."""


@effect("sea_serpent", "monster")
class SeaSerpent(CardEffect):
    """Invades fjords like a ship and never marches (data: monsters.json `ship`, R10)."""
