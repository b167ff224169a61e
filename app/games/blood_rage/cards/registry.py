"""The registry of card effects (see the package docstring): effect key -> its code.

An effect is a `CardEffect` subclass with `key`, `family` and the `timings` it acts at; the
rules call `fire(state, event, cards)` at each timing with the cards that could act there (the
upgrades on the clan sheets, the battle cards played, the committed quests), and every card
whose effect is registered for that timing runs. Every effect key of the data has its code
(`missing()` is empty; `cards.families` imports the family modules so that they register).

Timings (where `rules/` fires them):
- `cost`          `board.invade_cost` / `actions.upgrade`: may lower `event.cost` (read-only
                  state); `event.what` is "invade" or "upgrade";
- `invade`        `actions.invade`: a figure (`event.what`) has just invaded `event.province`
                  (-1 for a fjord); effects may kill, or add offers to `event.offers`;
- `figure_strength` `board.clan_strength`: one clan's figures in a province (`event.figures`),
                  total in `event.strength[0]` (read-only state);
- `reveal`        `battle`: the battle cards are revealed (before STR is compared);
- `strength`      `battle`: may change `event.strength` (totals per seat; read-only state);
- `battle_lost`   `resolution.compare`: STR compared, the losers (`event.seats`) not yet
                  destroyed; effects may add offers (Frigga's Protection, Volur Witch);
- `after_battle`  `battle`: winner known (`event.winner`), the cards settled and the losers
                  destroyed; `event.figures` = every figure destroyed in the battle;
- `dying`         `age_end.ragnarok`: the province's figures are about to die; effects may add
                  offers, answered before it falls (Volur Witch);
- `destroying`    `death.kill`: figures a card effect is about to destroy (`event.figures`); an
                  owner's effect may claim them with a `SPARE` offer (Frigga's Protection);
- `on_death`      `death.kill`, `board.destroy` callers: figures destroyed (`event.figures`);
- `on_pillage`    `battle`/`pillage`: a pillage succeeded (`event.seats` = (pillager,));
- `quest_phase`   `quests`: a committed quest is checked; its effect sets `event.done`;
- `quest_done`    `quests`: a quest paid `event.amount` glory;
- `ragnarok`      `age_end`: figures died at Ragnarök (`event.figures`, `event.amount` each);
- `valhalla`      `age_end`: figures returned from Valhalla (`event.figures`);
- `game_end`      `scoring`: before the legendary bonuses;
- `action`        `legal`/`check`: a card action on the seat's turn (`options` and `use`).

Besides `run`, an effect may ask its seat a question (`CardChoice`): `options` lists the answers
(`UseCard.choice` strings) and `use` carries one out; card actions use the same two methods with
no decision. Class flags: `late` (may be played after the reveal), `replays` (Heimdall's Watch),
`cancels` (Thor's Primacy), `invades_yggdrasil` (Dark Elf).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, TypeVar

from app.games.blood_rage.data.data import game_data

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from app.games.blood_rage.data.models import Family
    from app.games.blood_rage.model import CardChoice, FreeInvade, State

__all__ = [
    "EFFECTS",
    "TIMINGS",
    "CardEffect",
    "Event",
    "Timing",
    "acting",
    "code_of",
    "effect",
    "effect_families",
    "fire",
    "missing",
]

Timing = Literal[
    "cost",
    "invade",
    "figure_strength",
    "reveal",
    "strength",
    "battle_lost",
    "after_battle",
    "dying",
    "destroying",
    "on_death",
    "on_pillage",
    "quest_phase",
    "quest_done",
    "ragnarok",
    "valhalla",
    "game_end",
    "action",
]
TIMINGS: tuple[Timing, ...] = (
    "cost",
    "invade",
    "figure_strength",
    "reveal",
    "strength",
    "battle_lost",
    "after_battle",
    "dying",
    "destroying",
    "on_death",
    "on_pillage",
    "quest_phase",
    "quest_done",
    "ragnarok",
    "valhalla",
    "game_end",
    "action",
)
"""Every point where the rules fire card effects (module docstring)."""


@dataclass
class Event:
    """What happened at a timing; effects read it and may change its mutable fields."""

    timing: Timing
    province: int = -1
    """The province concerned (battle, pillage, Ragnarök), or -1."""
    seats: tuple[int, ...] = ()
    """The clans concerned (in the battle; the pillager; the quest's owner)."""
    winner: int = -1
    """The battle's winner, -1 if none (a tie)."""
    figures: tuple[tuple[int, str], ...] = ()
    """(seat, figure kind) destroyed or returned."""
    strength: list[int] = field(default_factory=list)
    """Battle totals per seat (index = seat); `strength` effects may change them."""
    cost: int = 0
    """Rage cost being computed; `cost` effects may lower it."""
    done: bool = False
    """Quest phase: whether the quest's condition is met."""
    what: str = ""
    """`cost`: "invade" or "upgrade"; `invade`: the figure kind."""
    amount: int = 0
    """Glory concerned (`quest_done`; `ragnarok`: glory per figure)."""
    replay: bool = False
    """`reveal`: Heimdall's Watch asks everyone to choose again."""
    played: tuple[int, ...] = ()
    """Battle timings: the card each seat played (index = seat; `NO_CARD` if none)."""
    offers: list[CardChoice | FreeInvade] = field(default_factory=list)
    """Decisions the effects offer (`invade`, `battle_lost`, `dying`, `destroying`, `on_pillage`,
    `after_battle`); the rules push them so that the first offered is answered first."""


class CardEffect:
    """Base of every effect's code; subclasses are registered with `@effect`."""

    key: ClassVar[str]
    """The effect key (cards.json `effect`, monsters.json `ability`)."""
    family: ClassVar[Family]
    """The card family whose module holds it."""
    timings: ClassVar[tuple[Timing, ...]] = ()
    """When it acts."""
    late: ClassVar[bool] = False
    """A battle card that may be played after the reveal (Heimdall's Eye and Gaze)."""
    replays: ClassVar[bool] = False
    """A battle card whose reveal makes everyone choose again (Heimdall's Watch)."""
    cancels: ClassVar[bool] = False
    """A battle card that cancels the text of the opponents' cards (Thor's Primacy)."""
    invades_yggdrasil: ClassVar[bool] = False
    """A monster that may invade Yggdrasil directly (Dark Elf)."""
    rage_cost: ClassVar[int] = 0
    """Rage its `use` pays (card actions, Frigga's Protection, Tyr's Prowess, Thor's Domain)."""

    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        """Act at `event.timing` for the card `card` of `seat` (edit `state` or `event`)."""

    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        """The answers `seat` may give to `ask` (None: the card action of a turn)."""
        return []

    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        """Carry out the answer `choice` (`ask` is already answered; None: a card action)."""

    def use_deltas(
        self, state: State, seat: int, card: int, choice: str, ask: CardChoice | None
    ) -> dict[str, int]:
        """The counters `use` itself changes (the ledger of the `UseCard` line; `rules.ledger`).

        What it sets off (a stat step, figures destroyed, a battle) has lines of its own.
        """
        return {f"seat:{seat}:rage": -self.rage_cost} if self.rage_cost else {}


EFFECTS: dict[str, type[CardEffect]] = {}
"""Effect key -> its code; filled by the family modules as they are written."""

E = TypeVar("E", bound=type[CardEffect])


def effect_families() -> dict[str, Family]:
    """Return each effect key of the data with the family of the cards that carry it."""
    return {c.effect: c.family for c in game_data().cards}


def effect(key: str, family: Family) -> Callable[[E], E]:
    """Register the decorated class as the code of effect `key` of `family`.

    Raises:
        ValueError: `key` is unknown, belongs to another family, or is registered twice.
    """

    def register(cls: E) -> E:
        known = effect_families()
        if known.get(key) != family:
            msg = f"effect {key!r} is not a {family} effect of cards.json"
            raise ValueError(msg)
        if key in EFFECTS:
            msg = f"effect {key!r} registered twice"
            raise ValueError(msg)
        cls.key, cls.family = key, family
        EFFECTS[key] = cls
        return cls

    return register


def missing() -> list[str]:
    """Return the effect keys of the data that have no code yet, sorted."""
    return sorted(set(effect_families()) - set(EFFECTS))


def acting(cards: Iterable[tuple[int, int]], timing: Timing) -> list[tuple[int, int]]:
    """The (seat, card) pairs whose effect acts at `timing` (to skip building an event)."""
    table = game_data().cards
    out = []
    for seat, card in cards:
        code = EFFECTS.get(table[card].effect)
        if code is not None and timing in code.timings:
            out.append((seat, card))
    return out


def code_of(card: int) -> CardEffect | None:
    """Return the code of a card's effect, or None."""
    code = EFFECTS.get(game_data().cards[card].effect)
    return code() if code is not None else None


def fire(state: State, event: Event, cards: Iterable[tuple[int, int]]) -> Event:
    """Run every registered effect of `cards` ((seat, card) pairs) that acts at this timing."""
    if not EFFECTS:
        return event
    table = game_data().cards
    for seat, card in cards:
        code = EFFECTS.get(table[card].effect)
        if code is not None and event.timing in code.timings:
            code().run(state, event, seat, card)
    return event
