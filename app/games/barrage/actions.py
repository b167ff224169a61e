"""Actions of Barrage (seed 000 "アクションフェイズ" and the "アクション：…" sections; seed 004 §2).

Every action is atomic: a placement carries all its choices (space, tile, structure, location;
production: dam, conduit, powerhouse, drops, contract), so that "a placement that cannot be fully
performed is illegal" is checked at once and the GUI narrows the legal-action list step by step.
Follow-up choices created by rewards (machinery of choice, drops on headstreams) are separate
actions answering the decision on top of `State.pending`.

A production's contract is a follow-up choice too (`FulfilContract` or `Skip`), as are
Germany's second production, the level II powerhouse tile's production and free constructions.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal, TypeVar

from pydantic import Field, TypeAdapter, model_validator

from app.engine.game import ActionBase
from app.games.barrage.actions_leeghwater import (
    BuildBuilding,
    DoExternalWork,
    PutDrop,
    UseArchitect,
    UseBuilding,
)
from app.games.barrage.data.data import game_data
from app.games.barrage.data.ids import (
    ACTION_SPACE,
    ANTON_TILE,
    COMPANY,
    CONDUIT,
    CONTRACT,
    DAM,
    HEADSTREAM,
    MAP_SPACE,
    OFFICER,
    POWERHOUSE,
    PRODUCTION_SPACE,
    TILE,
)

__all__ = [
    "Action",
    "BankCredits",
    "Bid",
    "BuildBuilding",
    "BuyMachinery",
    "BuyPatent",
    "ChooseMachineryAction",
    "Construct",
    "CopyOfficer",
    "DoExternalWork",
    "FreeBuild",
    "FulfilContract",
    "ManageWater",
    "Pass",
    "PickCompany",
    "PlaceDrops",
    "Produce",
    "PutDrop",
    "Skip",
    "TakeContracts",
    "TurnWheel",
    "UseArchitect",
    "UseBuilding",
    "action_adapter",
    "trusted",
]

A = TypeVar("A", bound=ActionBase)

_WATER = game_data().setup.common_supply["water_drops"]
_MOST_DROPS = _WATER if isinstance(_WATER, int) else sum(_WATER.values())
"""Drops one action may place: at most the game's water drops."""
_MOST_CONTRACTS = sum(len(t.contracts) for t in game_data().contracts.tiers)
"""Contracts one action may name: at most all of them."""


class PickCompany(ActionBase):
    """Standard setup: take one company/officer pair and one starting contract (seed 000 b)."""

    kind: Literal["pick_company"] = "pick_company"
    company: COMPANY
    """Company id of the pair taken (the officer comes with it)."""
    contract: CONTRACT
    """Starting contract taken."""

    def __str__(self) -> str:
        return f"P{self.player + 1} takes {self.company} and starting contract {self.contract}"


class Bid(ActionBase):
    """Turn-order auction: bid `vp` for turn position `position` (seed 000 オークション)."""

    kind: Literal["bid"] = "bid"
    position: int = Field(ge=1, le=4)
    """Turn position bid for, 1 = first."""
    vp: int = Field(ge=0, le=15)
    """VP offered (paid if the bid wins)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} bids {self.vp} VP for position {self.position}"


class Construct(ActionBase):
    """Construction on the company board (seed 000 アクション：建設)."""

    kind: Literal["construct"] = "construct"
    tile: TILE
    """Technology tile put on the wheel (basic id, advanced id or `joker`)."""
    structure: Literal["base", "elevation", "conduit", "powerhouse"]
    """What is built."""
    space: MAP_SPACE
    """Map space id (`B5U`, `C3L`, `P9_0`); an elevation names the dam space."""
    excavators: int = Field(0, ge=0)
    """Excavators put on the wheel."""
    mixers: int = Field(0, ge=0)
    """Mixers put on the wheel."""
    credits_for_machinery: int = Field(0, ge=0)
    """Machineries replaced by 3 credits each (Solomon P. Jordan)."""
    copies: TILE | None = None
    """Anton Krylov's tile: the tile on his wheel it copies."""

    @model_validator(mode="after")
    def _copies_with_anton(self) -> Construct:
        """Only Anton Krylov's tile copies a tile, and it always copies one."""
        if (self.tile == ANTON_TILE) != (self.copies is not None):
            msg = f"`copies` names the tile {ANTON_TILE} copies, with that tile only"
            raise ValueError(msg)
        return self

    def __str__(self) -> str:
        tile = f"{self.tile} as {self.copies}" if self.copies else self.tile
        paid = f"{self.excavators}E {self.mixers}M"
        if self.credits_for_machinery:
            paid += f" +{self.credits_for_machinery}x3C"
        return f"P{self.player + 1} builds a {self.structure} on {self.space} ({tile}; {paid})"


class Produce(ActionBase):
    """Turbine station: one production (seed 000 アクション：発電)."""

    kind: Literal["produce"] = "produce"
    space: PRODUCTION_SPACE
    """Turbine station space uid; empty for a production granted by a decision."""
    dam: DAM
    """Dam space the water comes from (own or neutral)."""
    conduit: CONDUIT
    """Conduit space (any owner; others are paid 1 credit per drop)."""
    powerhouse: POWERHOUSE
    """Own powerhouse space the conduit reaches."""
    drops: int = Field(ge=1)
    """Drops moved."""

    def __str__(self) -> str:
        return (
            f"P{self.player + 1} produces with {self.drops} drop(s): "
            f"{self.dam} -> {self.conduit} -> {self.powerhouse}"
        )


class ManageWater(ActionBase):
    """Water management: drops onto headstreams (seed 000 アクション：水源)."""

    kind: Literal["manage_water"] = "manage_water"
    space: ACTION_SPACE
    """Water space uid."""
    headstreams: tuple[HEADSTREAM, ...] = Field(max_length=_MOST_DROPS)
    """Headstream slot per drop (`HA`..`HD`); repeats allowed."""

    def __str__(self) -> str:
        return f"P{self.player + 1} adds water to {', '.join(self.headstreams)}"


class BankCredits(ActionBase):
    """The bank: 1 credit per engineer; never exclusive (seed 000 アクション：銀行)."""

    kind: Literal["bank"] = "bank"
    engineers: int = Field(ge=1)
    """Engineers placed."""

    def __str__(self) -> str:
        return f"P{self.player + 1} takes {self.engineers} credit(s) from the bank"


class TurnWheel(ActionBase):
    """Workshop: turn the construction wheel (seed 000 アクション：工場)."""

    kind: Literal["turn_wheel"] = "turn_wheel"
    space: ACTION_SPACE
    """Workshop space uid."""

    def __str__(self) -> str:
        return f"P{self.player + 1} turns the wheel ({self.space})"


class TakeContracts(ActionBase):
    """Contract office: take face-up private contracts (seed 000 アクション：契約)."""

    kind: Literal["take_contracts"] = "take_contracts"
    space: ACTION_SPACE
    """Contract space uid."""
    contracts: tuple[CONTRACT, ...] = Field(max_length=_MOST_CONTRACTS)
    """Face-up private contracts taken."""
    discard: tuple[CONTRACT, ...] = Field((), max_length=_MOST_CONTRACTS)
    """Contracts given up to respect the hand limit of 3."""

    def __str__(self) -> str:
        return f"P{self.player + 1} takes contract(s) {', '.join(map(str, self.contracts))}"


class BuyMachinery(ActionBase):
    """Machinery shop: buy one set (seed 000 アクション：建機)."""

    kind: Literal["buy_machinery"] = "buy_machinery"
    space: ACTION_SPACE
    """Machinery space uid."""
    excavators: int = Field(ge=0)
    """Excavators received."""
    mixers: int = Field(ge=0)
    """Mixers received."""

    def __str__(self) -> str:
        return f"P{self.player + 1} buys {self.excavators} excavator(s), {self.mixers} mixer(s)"


class BuyPatent(ActionBase):
    """Patent office: take an advanced technology tile (seed 000 アクション：特許)."""

    kind: Literal["buy_patent"] = "buy_patent"
    space: ACTION_SPACE
    """Patent space uid (names the display slot)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} buys a patent ({self.space})"


class Pass(ActionBase):
    """Out of engineers: pass for the rest of the round (seed 000 アクションフェイズ 2.)."""

    kind: Literal["pass"] = "pass"

    def __str__(self) -> str:
        return f"P{self.player + 1} passes"


class CopyOfficer(ActionBase):
    """Mahiri Sekibo: 1 engineer on her space to use another officer's ability this turn."""

    kind: Literal["copy_officer"] = "copy_officer"
    officer: OFFICER
    """Officer id copied."""

    def __str__(self) -> str:
        return f"P{self.player + 1} copies {self.officer}"


class FulfilContract(ActionBase):
    """Answer a `ContractChoice`: fulfil this contract (seed 000 契約の履行)."""

    kind: Literal["fulfil_contract"] = "fulfil_contract"
    contract: CONTRACT
    """Contract id (in hand or national)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} fulfils contract {self.contract}"


class FreeBuild(ActionBase):
    """Answer a `FreeBuildChoice`: place the structure on this space."""

    kind: Literal["free_build"] = "free_build"
    space: MAP_SPACE
    """Map space id (an elevation names the dam space)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} builds for free on {self.space}"


class Skip(ActionBase):
    """Decline the optional choice on top (contract, extra production, free build)."""

    kind: Literal["skip"] = "skip"

    def __str__(self) -> str:
        return f"P{self.player + 1} declines"


class ChooseMachineryAction(ActionBase):
    """Answer a `ChooseMachinery` decision: the split of the machineries of choice."""

    kind: Literal["choose_machinery"] = "choose_machinery"
    excavators: int = Field(ge=0)
    """Excavators taken."""
    mixers: int = Field(ge=0)
    """Mixers taken."""

    def __str__(self) -> str:
        return f"P{self.player + 1} takes {self.excavators} excavator(s), {self.mixers} mixer(s)"


class PlaceDrops(ActionBase):
    """Answer a `PlaceDropsChoice` decision: the headstream of each drop."""

    kind: Literal["place_drops"] = "place_drops"
    headstreams: tuple[HEADSTREAM, ...] = Field(max_length=_MOST_DROPS)
    """Headstream slot per drop."""

    def __str__(self) -> str:
        return f"P{self.player + 1} puts drops on {', '.join(self.headstreams)}"


AnyAction = (
    PickCompany
    | Bid
    | Construct
    | Produce
    | ManageWater
    | BankCredits
    | TurnWheel
    | TakeContracts
    | BuyMachinery
    | BuyPatent
    | ChooseMachineryAction
    | PlaceDrops
    | Pass
    | CopyOfficer
    | FulfilContract
    | FreeBuild
    | Skip
    | DoExternalWork
    | BuildBuilding
    | UseBuilding
    | UseArchitect
    | PutDrop
)
Action = Annotated[AnyAction, Field(discriminator="kind")]
"""Every Barrage action, discriminated by `kind`."""
action_adapter: TypeAdapter[AnyAction] = TypeAdapter(Action)
"""Validates JSON-like data into an action."""


def trusted(kind: type[A], **values: Any) -> A:
    """Return `kind(**values)` built without validation, for values the rules made themselves.

    Cheaper than validating (STYLE.md §3 "Hot path"), for the many contract-office
    combinations, each built once. The action equals, hashes and dumps like a validated one
    (fields in declaration order, defaults filled, the same fields counted as set);
    `test_actions_built_without_validation_equal_validated_ones` checks that. Actions built
    with the same fields share one set of field names: a frozen model never changes it, and
    pydantic's `model_copy` changes a copy of it.
    """
    action = kind.__new__(kind)
    fields = {name: values.get(name, default) for name, default in _defaults(kind)}
    object.__setattr__(action, "__dict__", fields)
    object.__setattr__(action, "__pydantic_fields_set__", _fields_set(kind, tuple(values)))
    object.__setattr__(action, "__pydantic_extra__", None)
    object.__setattr__(action, "__pydantic_private__", None)
    return action


@cache
def _defaults(kind: type[ActionBase]) -> tuple[tuple[str, Any], ...]:
    """Each field of an action class in declaration order, with its default (None if none)."""
    return tuple(
        (name, None if info.is_required() else info.get_default(call_default_factory=True))
        for name, info in kind.model_fields.items()
    )


@cache
def _fields_set(kind: type[ActionBase], names: tuple[str, ...]) -> set[str]:
    """The fields counted as set, one set shared by the actions built with these names."""
    return set(names)
