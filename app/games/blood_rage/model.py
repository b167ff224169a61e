"""State of a game of Blood Rage (seed 003).

Provinces, fjords, cards, monsters and pillage tokens are indices into the tables of
`data.data`. Per-province and per-seat facts are tuples, so `apply` can copy the state cheaply
and replace only what it changes (STYLE.md §3, "Cost of immutability"). Figures are named by
kind: "leader", "warrior", "ship" or a monster id ("troll"); a clan's figures anywhere are a
sorted tuple of kinds.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from app.engine.flow import Decision
from app.engine.game import Options
from app.engine.rng import Rng

__all__ = [
    "HIDDEN_CARD",
    "HOLD",
    "LEADER",
    "NO_CARD",
    "NO_FJORD",
    "NO_PROVINCE",
    "NO_TOKEN",
    "SHIP",
    "WARRIOR",
    "AnyDecision",
    "Battle",
    "BrOptions",
    "CallToBattle",
    "CardChoice",
    "ClanState",
    "Draft",
    "FjordState",
    "FreeInvade",
    "Keep",
    "Phase",
    "ProvinceState",
    "StatChoice",
    "State",
    "Stats",
    "Turn",
    "Upgrades",
]

NO_CARD = -1
"""An empty card place (no kept card, an empty upgrade slot)."""
HIDDEN_CARD = -2
"""A card this seat may not see (in a view)."""
HOLD = -3
"""A battle choice: no card now, a late card (Heimdall's Eye or Gaze) after the reveal."""
NO_TOKEN = -1
"""A province without a pillage token (destroyed)."""
NO_PROVINCE = -1
"""No province (the Doom token after the last Ragnarök)."""
NO_FJORD = -1
"""No fjord (Yggdrasil has none)."""
LEADER, WARRIOR, SHIP = "leader", "warrior", "ship"
"""Figure kinds every clan owns; monsters are named by their monster id."""


class BrOptions(Options):
    """Options of Blood Rage (base game, 2-4 players)."""

    players: int = Field(ge=2, le=4)
    """2-4 players (the 5th-player expansion is out of scope)."""
    clans: tuple[str, ...] = ()
    """Clan id per seat; empty: seats take the clans in table order (wolf, raven, ...)."""
    first_player: int = Field(-1, ge=-1, le=3, json_schema_extra={"seat": True})
    """Seat holding the first-player token in Age 1; -1: drawn with the seed."""

    @field_validator("clans")
    @classmethod
    def _distinct(cls, clans: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(clans)) != len(clans):
            msg = "each seat needs its own clan"
            raise ValueError(msg)
        return clans

    @model_validator(mode="after")
    def _seat_exists(self) -> BrOptions:
        if self.first_player >= self.players:
            msg = f"first_player must be a seat 0-{self.players - 1} or -1"
            raise ValueError(msg)
        return self


class Phase(StrEnum):
    """The six phases of an Age (seed 003 「ゲームの流れ」), and the end."""

    GODS_GIFTS = "gods_gifts"
    """1. The card draft."""
    ACTION = "action"
    """2. Actions in turn order while Rage lasts."""
    DISCARD = "discard"
    """3. Keep at most one card."""
    QUEST = "quest"
    """4. Reveal and score quests."""
    RAGNAROK = "ragnarok"
    """5. The doomed province is destroyed."""
    VALHALLA = "valhalla"
    """6. Figures return from Valhalla."""
    OVER = "over"


class Draft(Decision):
    """The Gods' Gifts draft (seed 003 「1. 神の恵みフェイズ」): simultaneous picks.

    `waiting` lists every seat that has not picked this pass yet; a seat's pick goes straight
    into its hand (hidden from the others), and when nobody is waiting the offers pass left.
    """

    kind: Literal["draft"] = "draft"
    offers: tuple[tuple[int, ...], ...]
    """Per seat: the cards in front of it to pick from (`HIDDEN_CARD`s in another's view)."""
    picks: int = Field(ge=1)
    """Cards each seat picks per pass (2 with 2 players, else 1)."""
    passes: int = 0
    """Passes completed so far this draft."""


class Turn(Decision):
    """A seat's turn in the Action phase (seed 003 「2. アクションフェイズ」): one action.

    Answered (`waiting` empty) as soon as the action is chosen; what the action starts (Call to
    Battle, the battle, the free invasion after a monster upgrade) sits above it, and the next
    seat's turn comes when it is popped.
    """

    kind: Literal["turn"] = "turn"
    seat: int
    """The seat whose turn it is."""


class FreeInvade(Decision):
    """After an upgrade: invade with that kind (or the new monster) for no Rage (RULES.md R11)."""

    kind: Literal["free_invade"] = "free_invade"
    figure: str
    """The figure kind that may invade for free."""
    to: int = -1
    """The only province it may go to (Frigga's Succor, Loki's Blessing), or -1: anywhere."""
    source: Literal["reserve", "valhalla"] = "reserve"
    """Where the figure comes from (Frigga's Domain: Valhalla)."""
    optional: bool = True
    """It may be declined (not after Frigga's Domain, whose Rage is paid)."""
    follow_up: bool = True
    """Effects that follow an invasion (Frigga's Succor, Thor's Domain) may follow this one."""


class CallToBattle(Decision):
    """Seed 003 「1. 戦の呼び声」: one figure at a time into the pillaged province.

    From the pillager's left, clockwise, each seat (the pillager too) may move one figure from
    an adjacent province into an empty village, round after round, until the villages are full
    or every seat in a row has declined.
    """

    kind: Literal["call_to_battle"] = "call_to_battle"
    province: int
    pillager: int
    passes: int = 0
    """Seats that have declined (or could not move) since the last move."""


class Battle(Decision):
    """Seed 003 「2. カードのプレイ」: every clan in the battle chooses one card face down.

    `waiting` is every participant still to choose (a clan with no card in hand chooses
    none). The choices stay hidden (`HIDDEN_CARD` in another seat's view) until the last one
    is in; then they are revealed together and the battle is resolved at once.
    """

    kind: Literal["battle"] = "battle"
    province: int
    pillager: int
    seats: tuple[int, ...]
    """The clans in the battle, in seat order."""
    played: tuple[int, ...]
    """Per seat: the card chosen face down, `NO_CARD` if none (yet), `HOLD` for a late card."""
    stage: Literal["choose", "late", "compare", "end", "reward"] = "choose"
    """Choosing face down; late cards after the reveal; STR compared; the losers' fate; the
    reward's card questions answered before the winner's glory."""
    late: tuple[int, ...] = ()
    """Stage "late": seats still to play their late card, in order (pillager first)."""
    winner: int = -1
    """Stage "end": the winner, -1 if the highest STR was tied."""
    slain: tuple[tuple[int, str], ...] = ()
    """Figures destroyed so far in this battle (card effects, then the losers)."""


class CardChoice(Decision):
    """A choice a card effect asks of one seat (`waiting`): a stat, a figure, a place, or yes.

    Answered by `UseCard` with one of the effect's options (`CardEffect.options`), or declined
    when `optional`. `step` and `memo` let an effect ask in several steps.
    """

    kind: Literal["card_choice"] = "card_choice"
    seat: int
    card: int
    """The card whose effect asks."""
    province: int = -1
    """The province concerned (the battle's, the invaded one), or -1."""
    optional: bool = False
    step: str = ""
    memo: str = ""


class Keep(Decision):
    """Seed 003 「3. 捨て札フェイズ」: each seat with 2 or more cards keeps one, all at once."""

    kind: Literal["keep"] = "keep"


class StatChoice(Decision):
    """Seed 003 「4. クエストフェイズ」: each completed quest raises a stat of the seat's choice."""

    kind: Literal["stat_choice"] = "stat_choice"
    raises: tuple[int, ...]
    """Per seat: stat steps still to choose."""


AnyDecision = Annotated[
    Draft | Turn | FreeInvade | CallToBattle | Battle | CardChoice | Keep | StatChoice,
    Field(discriminator="kind"),
]
"""Every decision that can sit on `State.pending`."""


class Stats(BaseModel):
    """A clan's stat steps (1-6); values come from `Data.tracks` (seed 003 「氏族シート」)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rage: int = Field(default=1, ge=1, le=6)
    """激情値: Rage at the start of each Action phase."""
    axes: int = Field(default=1, ge=1, le=6)
    """戦勝名誉値: glory for winning a battle."""
    horns: int = Field(default=1, ge=1, le=6)
    """指揮値: figures allowed on the board."""


class Upgrades(BaseModel):
    """Upgrade cards in the clan sheet's slots (seed 003 「アップグレード」), `NO_CARD` if empty."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    leader: int = NO_CARD
    warrior: int = NO_CARD
    ship: int = NO_CARD
    monsters: tuple[int, int] = (NO_CARD, NO_CARD)
    clan: tuple[int, int, int] = (NO_CARD, NO_CARD, NO_CARD)


class ClanState(BaseModel):
    """One seat's clan: sheet, hand and figures off the board."""

    model_config = ConfigDict(extra="forbid")

    clan: str
    """Clan id (`Data.clans`)."""
    stats: Stats = Stats()
    glory: int = 0
    """Position on the glory track."""
    glory_by: tuple[tuple[str, int], ...] = ()
    """Where the glory came from: (source, points) in `reward.GLORY_SOURCES` order, public."""
    rage: int
    """Rage left to spend this Age (the token on the Rage track)."""
    passed: bool = False
    """Passed in this Action phase."""
    hand: tuple[int, ...] = ()
    """Cards in hand (`HIDDEN_CARD`s in another seat's view)."""
    kept: int = NO_CARD
    """The card kept from the previous Age, waiting on the clan sheet (hidden)."""
    upgrades: Upgrades = Upgrades()
    quests: tuple[int, ...] = ()
    """Quest cards committed face down this Age (hidden)."""
    reserve: tuple[str, ...] = ()
    """Figures in the stock beside the clan sheet, sorted kinds."""
    valhalla: tuple[str, ...] = ()
    """Figures in Valhalla, sorted kinds."""


class ProvinceState(BaseModel):
    """One province (index as in `Data.provinces`; Yggdrasil is 0)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    figures: tuple[tuple[str, ...], ...]
    """Per seat: its figures here, sorted kinds."""
    destroyed: bool = False
    """Destroyed at setup or by Ragnarök: nothing may enter it."""
    token: int = NO_TOKEN
    """Pillage token (index into `Data.tokens`), `NO_TOKEN` if none."""
    pillaged: bool = False
    """The token shows its pillaged side (reset at the end of each Age)."""


class FjordState(BaseModel):
    """One fjord (index as in `Data.fjords`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    ships: tuple[tuple[str, ...], ...]
    """Per seat: its ships (and ship-like monsters) here, sorted kinds."""


class State(BaseModel):
    """The whole game."""

    model_config = ConfigDict(extra="forbid")

    players: int
    age: int = Field(default=1, ge=1, le=3)
    """Age 1-3 (the saga token's column)."""
    phase: Phase = Phase.GODS_GIFTS
    """The saga token's phase."""
    pending: list[AnyDecision] = Field(default_factory=list)
    """Decision stack; its top says who acts."""
    rng: Rng
    """Seeded randomness (the seed is blanked in views)."""
    first_player: int
    """Seat holding the first-player token; passes left at the end of each Age."""
    seats: tuple[ClanState, ...]
    provinces: tuple[ProvinceState, ...]
    fjords: tuple[FjordState, ...]
    ragnarok: tuple[int, int, int]
    """The province each Age's Ragnarök destroys (the tokens on the Age track)."""
    doom: int
    """Province under the Doom token (the next to fall), `NO_PROVINCE` after Age 3."""
    decks: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """Face-down Gods' Gifts decks of Ages 1-3, top first (`HIDDEN_CARD`s in a view)."""
    discard: tuple[int, ...] = ()
    """Cards discarded face up (played battle cards, replaced upgrades, revealed quests)."""
    discard_unseen: tuple[int, ...] = ()
    """Cards discarded without being shown (draft leftovers, end-of-Age discards; hidden)."""
    turn: int = 0
    """Action phase: the seat whose turn comes next (if it has Rage left)."""
    battles: int = 0
    """Battles fought so far (a reveal: no undo past one)."""
