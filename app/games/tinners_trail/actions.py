"""Actions of Tinners' Trail (seed 002): frozen, with `kind` and the acting `player`.

`str()` of an action is its English log line; `text()` is the same as a catalogue message.
Every index is bounded by the game's tables here, before any rule reads it (STYLE.md §3
"Bounded input"): a region, border or survey card exists in the map and card files, so no rule
indexes from the end or past a table; whether it is in play or held is the rules' question
(`check()` refuses it with a reason). Amounts are compared with the state only.
The rules build each possible action once and share it (`functools.cache`), since building
pydantic objects is a large part of a search step (STYLE.md §3, "Hot path").
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.game import ActionBase, PlayerId
from app.engine.text import Seat, Text
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.texts import border_text, card_text, region_text, t

__all__ = [
    "MAX_INVESTMENT",
    "NO_SURVEY_CARD",
    "Action",
    "Bid",
    "DropOut",
    "InvestMoney",
    "KeepCards",
    "MineOre",
    "NoCard",
    "Pass",
    "PeekTile",
    "PlaceAdit",
    "PlaceMiner",
    "PlacePort",
    "PlaceRail",
    "PlayCard",
    "PumpWater",
    "SellPasty",
    "SkipPeek",
    "StartAuction",
    "StopInvesting",
    "StopPumping",
    "TakePumps",
    "action_adapter",
    "shared",
]


_CARDS = len(game_data().cards)
_REGIONS = len(game_data().regions)
_BORDERS = len(game_data().borders)
NO_SURVEY_CARD = -1
"""`StartAuction.card` when no card from hand is played."""

Card = Annotated[int, Field(ge=0, lt=_CARDS)]
"""A survey card: an index into the survey card file."""
Region = Annotated[int, Field(ge=0, lt=_REGIONS)]
"""A region: an index into the map file (in play or not)."""


class _Action(ActionBase):
    def text(self) -> Text:
        """Return the log line as a message of the game's catalogue."""
        return t(f"action.{self.kind}", who=Seat(self.player))  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return str(self.text())


class KeepCards(_Action):
    """Setup: keep these dealt survey cards (one per letter, the wild card too)."""

    kind: Literal["keep"] = "keep"
    cards: tuple[Card, ...] = Field(max_length=_CARDS)


class StartAuction(_Action):
    """Build a mine: start an auction for `region`, maybe playing a survey card first."""

    kind: Literal["start_auction"] = "start_auction"
    region: Region
    card: int = Field(NO_SURVEY_CARD, ge=NO_SURVEY_CARD, lt=_CARDS)
    """Survey card from hand played before bidding (`NO_SURVEY_CARD`: none)."""
    deck: bool = False
    """2 players: play the top card of the region's deck instead."""

    def text(self) -> Text:
        """Return the log line."""
        who, where = Seat(self.player), region_text(self.region)
        if self.card >= 0:
            return t("action.start_auction_card", who=who, region=where, card=card_text(self.card))
        if self.deck:
            return t("action.start_auction_deck", who=who, region=where)
        return t("action.start_auction", who=who, region=where)


class Bid(_Action):
    """Bid `amount` £ in the auction."""

    kind: Literal["bid"] = "bid"
    amount: int = Field(ge=1)

    def text(self) -> Text:
        """Return the log line."""
        return t("action.bid", who=Seat(self.player), money=self.amount)


class DropOut(_Action):
    """Drop out of the auction."""

    kind: Literal["drop_out"] = "drop_out"


class PlayCard(_Action):
    """After winning an auction: play a survey card on the region, paying its price."""

    kind: Literal["play_card"] = "play_card"
    card: Card

    def text(self) -> Text:
        """Return the log line."""
        return t("action.play_card", who=Seat(self.player), card=card_text(self.card))


class NoCard(_Action):
    """After winning an auction: play no survey card."""

    kind: Literal["no_card"] = "no_card"


class MineOre(_Action):
    """Mine `tin` + `copper` cubes in one of your regions."""

    kind: Literal["mine"] = "mine"
    region: Region
    tin: int = Field(ge=0)
    copper: int = Field(ge=0)

    def text(self) -> Text:
        """Return the log line ("mines 2 tin and 1 copper", one ore only, or no ore)."""
        key = "action.mine" if self.tin and self.copper else "action.mine_one"
        ore = t("ore.tin") if self.tin else t("ore.copper")
        who, where = Seat(self.player), region_text(self.region)
        if not self.tin + self.copper:
            return t("action.mine_none", who=who, region=where)
        if key == "action.mine":
            return t(key, who=who, region=where, tin=self.tin, copper=self.copper)
        return t(key, who=who, region=where, n=self.tin + self.copper, ore=ore)


class _OnRegion(_Action):
    region: Region

    def text(self) -> Text:
        """Return the log line."""
        kind = self.kind  # type: ignore[attr-defined]
        return t(f"action.{kind}", who=Seat(self.player), region=region_text(self.region))


class PlaceMiner(_OnRegion):
    """Development: a miner (+1 capacity)."""

    kind: Literal["miner"] = "miner"


class PlacePort(_OnRegion):
    """Development: a port on a coastal region."""

    kind: Literal["port"] = "port"


class PlaceRail(_OnRegion):
    """Development: a rail (drains the region and its neighbours)."""

    kind: Literal["rail"] = "rail"


class PlaceAdit(_Action):
    """Development: an adit on a border."""

    kind: Literal["adit"] = "adit"
    border: int = Field(ge=0, lt=_BORDERS)
    """A border: an index into the map file's borders."""

    def text(self) -> Text:
        """Return the log line."""
        return t("action.adit", who=Seat(self.player), border=border_text(self.border))


class TakePumps(_Action):
    """Development: take the rightmost available group of steam pumps."""

    kind: Literal["pumps"] = "pumps"


class PumpWater(_OnRegion):
    """Use one steam pump of the group: remove a water cube from `region`."""

    kind: Literal["pump_water"] = "pump_water"


class StopPumping(_Action):
    """Return the unused steam pumps of the group."""

    kind: Literal["stop_pumping"] = "stop_pumping"


class SellPasty(_Action):
    """Sell pasties for £1."""

    kind: Literal["pasty"] = "pasty"


class Pass(_Action):
    """Pass for the rest of the round (moves to the investment board)."""

    kind: Literal["pass"] = "pass"


MAX_INVESTMENT = 1000
"""Bound of an investment's amount (far above any seat's money; `check` holds it to that)."""


class InvestMoney(_Action):
    """Invest `amount` £ for VP in one turn: any multiple of £5 (seed 002 「フェイズ3」)."""

    kind: Literal["invest"] = "invest"
    amount: int = Field(ge=5, le=MAX_INVESTMENT, multiple_of=5)

    def text(self) -> Text:
        """Return the log line."""
        return t("action.invest", who=Seat(self.player), money=self.amount)


class StopInvesting(_Action):
    """Stop investing this round."""

    kind: Literal["stop_investing"] = "stop_investing"


class PeekTile(_OnRegion):
    """End of round: look at a face-down area tile."""

    kind: Literal["peek"] = "peek"


class SkipPeek(_Action):
    """End of round: look at no tile."""

    kind: Literal["skip_peek"] = "skip_peek"


AnyAction = (
    KeepCards
    | StartAuction
    | Bid
    | DropOut
    | PlayCard
    | NoCard
    | MineOre
    | PlaceMiner
    | PlacePort
    | PlaceRail
    | PlaceAdit
    | TakePumps
    | PumpWater
    | StopPumping
    | SellPasty
    | Pass
    | InvestMoney
    | StopInvesting
    | PeekTile
    | SkipPeek
)
Action = Annotated[AnyAction, Field(discriminator="kind")]
action_adapter: TypeAdapter[AnyAction] = TypeAdapter(Action)


@cache
def shared(kind: type[AnyAction], player: int, **fields: int | bool | tuple[int, ...]) -> AnyAction:
    """Return the one shared instance of an action (frozen, so safe to share)."""
    return kind(player=PlayerId(player), **fields)  # type: ignore[arg-type]
