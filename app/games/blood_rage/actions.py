"""Actions of Blood Rage (seed 003): frozen, with `kind` and the acting `player`.

`str()` of an action is its English log line; `text()` is the same as a catalogue message.
Hidden choices (draft picks, quests taken, battle cards chosen, the card kept) say that a
choice was made, never which card. Build actions with the cached constructors at the bottom:
each possible action is made once and shared (STYLE.md §3, "Hot path").

Every field is bounded by the game's data here, before any rule reads it (STYLE.md §3 "Bounded
input"): a card is an index into the card file, a province or fjord into the board file, a figure
is a figure kind or monster of the clan and monster files, an effect's option follows its grammar
with those same bounds. Whether the card is held or the province reachable is `check()`'s
question.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, TypeAdapter, field_validator, model_validator

from app.engine.game import ActionBase, PlayerId
from app.engine.text import Seat, Text, TextList
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.texts import (
    card_text,
    choice_text,
    figure_text,
    fjord_text,
    province_text,
    stat_text,
    t,
)

__all__ = [
    "FIGURES",
    "AnyAction",
    "ChooseCard",
    "Decline",
    "HoldCard",
    "Invade",
    "KeepCard",
    "March",
    "MoveToBattle",
    "PassTurn",
    "PickCards",
    "Pillage",
    "RaiseStat",
    "TakeQuest",
    "Upgrade",
    "UseCard",
    "action_adapter",
    "choose_card",
    "decline",
    "hold_card",
    "invade",
    "keep_card",
    "march",
    "move_to_battle",
    "pass_turn",
    "pick",
    "pillage",
    "raise_stat",
    "take_quest",
    "upgrade",
    "use_card",
]


_CARDS = len(game_data().cards)
_PROVINCES = len(game_data().provinces)
_FJORDS = len(game_data().fjords)
FIGURES = frozenset(f.kind for f in game_data().figures) | frozenset(
    m.id for m in game_data().monsters
)
"""Every figure kind an action may name: leader, warrior, ship and the monsters."""
_MOST_FIGURES = sum(f.count for f in game_data().figures) + len(game_data().monsters)
"""More figures than one clan can own."""


def _figure(kind: str) -> str:
    if kind not in FIGURES:
        msg = "not a figure of the game"
        raise ValueError(msg)
    return kind


def _place(text: str, count: int) -> int:
    """Return the index in `text` if it is a plain decimal below `count` (else raise)."""
    if not (text.isascii() and text.isdigit() and len(text) <= 3 and int(text) < count):
        msg = "no such place"
        raise ValueError(msg)
    return int(text)


def _choice(choice: str) -> str:
    """Accept "", "stat:<stat>", "figure:<figure>", "province:<n>", "spot:p<n>|f<n>:<figure>"."""
    what, _, value = choice.partition(":")
    if what == "stat" and value in STATS:
        return choice
    if what == "figure":
        _figure(value)
    elif what == "province":
        _place(value, _PROVINCES)
    elif what == "spot" and value[:1] in ("p", "f"):
        place, _, kind = value[1:].partition(":")
        _place(place, _FJORDS if value[0] == "f" else _PROVINCES)
        _figure(kind)
    elif choice:
        msg = "not an option of any effect"
        raise ValueError(msg)
    return choice


Card = Annotated[int, Field(ge=0, lt=_CARDS)]
"""A card: an index into the card file."""
Province = Annotated[int, Field(ge=0, lt=_PROVINCES)]
"""A province: an index into the board file."""
Figure = Annotated[str, AfterValidator(_figure)]
"""A figure kind: leader, warrior, ship or a monster id."""


class _Base(ActionBase):
    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        raise NotImplementedError

    def __str__(self) -> str:
        return str(self.text())


class PickCards(_Base):
    """Gods' Gifts: keep `cards` from the offer in front of you (seed 003 「神の恵みフェイズ」).

    The log line says how many cards were picked, never which: picks are hidden.
    """

    kind: Literal["pick"] = "pick"
    cards: tuple[Card, ...] = Field(max_length=_CARDS)
    """Card indices, sorted (1 card, or 2 with 2 players)."""

    @field_validator("cards")
    @classmethod
    def _sorted(cls, cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(cards))

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.pick", who=Seat(self.player), n=len(self.cards))


class Invade(_Base):
    """Seed 003 「侵略」: put a figure from your stock into a village (a ship: into a fjord)."""

    kind: Literal["invade"] = "invade"
    figure: Figure
    """Figure kind: leader, warrior, ship or a monster id."""
    to: int = Field(ge=0, lt=max(_PROVINCES, _FJORDS))
    """Province index, or fjord index when `fjord`."""
    fjord: bool = False

    @model_validator(mode="after")
    def _place_exists(self) -> Invade:
        if self.fjord and self.to >= _FJORDS:
            msg = "no such fjord"
            raise ValueError(msg)
        if not self.fjord and self.to >= _PROVINCES:
            msg = "no such province"
            raise ValueError(msg)
        return self

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        where = fjord_text(self.to) if self.fjord else province_text(self.to)
        return t("action.invade", who=Seat(self.player), figure=figure_text(self.figure), to=where)


class March(_Base):
    """Seed 003 「進軍」: move figures from one province to one other province."""

    kind: Literal["march"] = "march"
    source: Province
    to: Province
    figures: tuple[Figure, ...] = Field(max_length=_MOST_FIGURES)
    """Figure kinds moved, sorted."""

    @field_validator("figures")
    @classmethod
    def _sorted(cls, figures: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(figures))

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t(
            "action.march",
            who=Seat(self.player),
            figures=TextList(tuple(figure_text(f) for f in self.figures)),
            source=province_text(self.source),
            to=province_text(self.to),
        )


class Upgrade(_Base):
    """Seed 003 「アップグレード」: pay a card's cost and place it on the clan sheet."""

    kind: Literal["upgrade"] = "upgrade"
    card: Card
    replaces: int = Field(NO_CARD, ge=NO_CARD, lt=_CARDS)
    """The card in a full slot that is discarded for it, or `NO_CARD` for an empty slot."""

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue.

        A monster card is named after its monster ("Dwarf Chieftain", 「ドワーフの族長」, which
        reads like the clan's Leader): the line says it is a monster upgrade (issue 35).
        """
        monster = game_data().cards[self.card].family == "monster"
        key = "action.upgrade_monster" if monster else "action.upgrade"
        if self.replaces == NO_CARD:
            return t(key, who=Seat(self.player), card=card_text(self.card))
        return t(
            f"{key}_replacing",
            who=Seat(self.player),
            card=card_text(self.card),
            old=card_text(self.replaces),
        )


class TakeQuest(_Base):
    """Seed 003 「クエスト」: commit a quest card face down (the log does not say which).

    Two quests of the same type may be committed at once, each paid on its own
    (「同じタイプのクエストなら２枚同時に引き受ける事もできます」): `second` names the other card.
    Saves from before it have no `second` (one card), which is still what they mean.
    """

    kind: Literal["quest"] = "quest"
    card: Card
    second: int = Field(NO_CARD, ge=NO_CARD, lt=_CARDS)
    """The second quest committed with `card` (a higher index), or `NO_CARD` for one card."""

    @model_validator(mode="before")
    @classmethod
    def _lower_first(cls, data: Any) -> Any:
        """One form per pair (the lower index first), so a save and the legal list agree."""
        if isinstance(data, dict):
            card, second = data.get("card"), data.get("second")
            if type(card) is int and type(second) is int and NO_CARD < second < card:
                return {**data, "card": second, "second": card}
        return data

    @model_validator(mode="after")
    def _two_cards(self) -> TakeQuest:
        if self.second != NO_CARD and self.second <= self.card:
            msg = "the second quest must be another card"
            raise ValueError(msg)
        return self

    @property
    def cards(self) -> tuple[int, ...]:
        """The quest cards committed (one or two)."""
        return (self.card,) if self.second == NO_CARD else (self.card, self.second)

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        if self.second != NO_CARD:
            return t("action.quest_two", who=Seat(self.player))
        return t("action.quest", who=Seat(self.player))


class Pillage(_Base):
    """Seed 003 「略奪」: declare a pillage of a province where you have a figure."""

    kind: Literal["pillage"] = "pillage"
    province: Province

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.pillage", who=Seat(self.player), province=province_text(self.province))


class PassTurn(_Base):
    """Give up the rest of this Action phase: the Rage left is lost (RULES.md R9)."""

    kind: Literal["pass"] = "pass"

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.pass", who=Seat(self.player))


class MoveToBattle(_Base):
    """Seed 003 「1. 戦の呼び声」: move one figure from an adjacent province into the battle."""

    kind: Literal["move_to_battle"] = "move_to_battle"
    figure: Figure
    source: Province

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t(
            "action.move_to_battle",
            who=Seat(self.player),
            figure=figure_text(self.figure),
            source=province_text(self.source),
        )


class Decline(_Base):
    """Decline an optional step: a Call to Battle move, the free invasion after an upgrade."""

    kind: Literal["decline"] = "decline"

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.decline", who=Seat(self.player))


class ChooseCard(_Base):
    """Seed 003 「2. カードのプレイ」: choose a card face down for the battle (hidden)."""

    kind: Literal["battle_card"] = "battle_card"
    card: Card

    def text(self) -> Text:
        """Return the public log line: a choice was made, the same line as `HoldCard`'s.

        "chooses a card face down" was untrue of a card held back (issue 35); the reveal says
        which it was (`note.reveal`, `note.reveal_held`).
        """
        return t("action.battle_choice", who=Seat(self.player))


class HoldCard(_Base):
    """Choose no card face down now and play a late card after the reveal (hidden).

    Heimdall's Eye and Gaze may be played after all cards are revealed instead (reference §3.3,
    §5; RULES.md C3); the log says only that a choice was made.
    """

    kind: Literal["hold"] = "hold"

    def text(self) -> Text:
        """Return the public log line, the same as `ChooseCard`'s (the hold stays secret)."""
        return t("action.battle_choice", who=Seat(self.player))


class UseCard(_Base):
    """Use a card's effect: a card action on your turn, or the answer to a card's question.

    `choice` is one of the effect's options: "stat:axes", "figure:troll", "province:3",
    "spot:p3:warrior" / "spot:f1:ship" (a figure in a province or a fjord), or "" (yes).
    """

    kind: Literal["use_card"] = "use_card"
    card: Card
    choice: Annotated[str, AfterValidator(_choice)] = ""

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        if not self.choice:
            return t("action.use_card", who=Seat(self.player), card=card_text(self.card))
        return t(
            "action.use_card_choice",
            who=Seat(self.player),
            card=card_text(self.card),
            choice=choice_text(self.choice),
        )


class KeepCard(_Base):
    """Seed 003 「3. 捨て札フェイズ」: keep one card for the next Age, discard the rest (hidden)."""

    kind: Literal["keep"] = "keep"
    card: Card

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.keep", who=Seat(self.player))


class RaiseStat(_Base):
    """Seed 003 「4. クエストフェイズ」: raise a clan stat one step for a completed quest."""

    kind: Literal["raise"] = "raise"
    stat: Literal["rage", "axes", "horns"]

    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t("action.raise", who=Seat(self.player), stat=stat_text(self.stat))


AnyAction = Annotated[
    PickCards
    | Invade
    | March
    | Upgrade
    | TakeQuest
    | Pillage
    | PassTurn
    | MoveToBattle
    | Decline
    | ChooseCard
    | HoldCard
    | UseCard
    | KeepCard
    | RaiseStat,
    Field(discriminator="kind"),
]
"""Every action (a discriminated union on `kind`)."""

action_adapter: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)
"""Validates an action from its JSON form (saves, replays)."""


@cache
def pick(player: int, cards: tuple[int, ...]) -> PickCards:
    """Return the shared `PickCards` object (actions are frozen; build each once)."""
    return PickCards(player=PlayerId(player), cards=tuple(sorted(cards)))


@cache
def invade(player: int, figure: str, to: int, fjord: bool = False) -> Invade:
    """Return the shared `Invade` object."""
    return Invade(player=PlayerId(player), figure=figure, to=to, fjord=fjord)


@cache
def march(player: int, source: int, to: int, figures: tuple[str, ...]) -> March:
    """Return the shared `March` object."""
    return March(player=PlayerId(player), source=source, to=to, figures=figures)


@cache
def upgrade(player: int, card: int, replaces: int = NO_CARD) -> Upgrade:
    """Return the shared `Upgrade` object."""
    return Upgrade(player=PlayerId(player), card=card, replaces=replaces)


@cache
def take_quest(player: int, card: int, second: int = NO_CARD) -> TakeQuest:
    """Return the shared `TakeQuest` object (two cards in either order: the lower first)."""
    if second != NO_CARD and second < card:
        card, second = second, card
    return TakeQuest(player=PlayerId(player), card=card, second=second)


@cache
def pillage(player: int, province: int) -> Pillage:
    """Return the shared `Pillage` object."""
    return Pillage(player=PlayerId(player), province=province)


@cache
def pass_turn(player: int) -> PassTurn:
    """Return the shared `PassTurn` object."""
    return PassTurn(player=PlayerId(player))


@cache
def move_to_battle(player: int, figure: str, source: int) -> MoveToBattle:
    """Return the shared `MoveToBattle` object."""
    return MoveToBattle(player=PlayerId(player), figure=figure, source=source)


@cache
def decline(player: int) -> Decline:
    """Return the shared `Decline` object."""
    return Decline(player=PlayerId(player))


@cache
def choose_card(player: int, card: int) -> ChooseCard:
    """Return the shared `ChooseCard` object."""
    return ChooseCard(player=PlayerId(player), card=card)


@cache
def keep_card(player: int, card: int) -> KeepCard:
    """Return the shared `KeepCard` object."""
    return KeepCard(player=PlayerId(player), card=card)


@cache
def raise_stat(player: int, stat: Literal["rage", "axes", "horns"]) -> RaiseStat:
    """Return the shared `RaiseStat` object."""
    return RaiseStat(player=PlayerId(player), stat=stat)


@cache
def hold_card(player: int) -> HoldCard:
    """Return the shared `HoldCard` object."""
    return HoldCard(player=PlayerId(player))


@cache
def use_card(player: int, card: int, choice: str = "") -> UseCard:
    """Return the shared `UseCard` object."""
    return UseCard(player=PlayerId(player), card=card, choice=choice)
