"""Log lines, headings and prompts of Barrage as `Text` values (STYLE.md §9), Qt-free.

`describe(state, action)` is the log line of an action taken in `state` (the state before
it): who did what, where (the names of `texts`), and what it gave when that is not plain from
the action (the energy of a production). `heading` is the round and phase, `prompt` says who
must decide what.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import Seat, TextList, engine_text
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.describe_leeghwater import LINES
from app.games.barrage.model import (
    BuildingUseChoice,
    ChooseMachinery,
    ContractChoice,
    ExtraProduction,
    FreeBuildChoice,
    Phase,
    PlaceDropsChoice,
)
from app.games.barrage.rules.board import production_bonus
from app.games.barrage.rules.production import BONUS_TILE_MODIFIER, CONTROL_MODIFIER, energy_of
from app.games.barrage.texts import (
    company,
    contract,
    count,
    drops_on,
    map_space,
    officer,
    payment,
    space,
    structure,
    t,
    tile,
    tile_phrase,
)
from app.games.barrage.texts_leeghwater import building

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Arg, Text
    from app.games.barrage.actions import (
        AnyAction,
        BuyPatent,
        ChooseMachineryAction,
        Produce,
        TakeContracts,
    )
    from app.games.barrage.model import State

__all__ = ["describe", "heading", "prompt"]


def describe(state: State, action: AnyAction) -> Text:
    """Return the log line of `action` taken in `state`."""
    line = _LINES.get(action.kind)
    who = Seat(action.player)
    if line is None:
        return t("log.other", who=who, what=t(f"kind.{action.kind}"))
    return line(state, action, who)


def _pick(state: State, a: Any, who: Seat) -> Text:
    partner = next((o for c, o in state.draft_pairs if c == a.company), "")
    return t(
        "log.pick_company",
        who=who,
        company=company(a.company),
        officer=officer(partner) if partner else t("officer.none"),
        contract=contract(a.contract),
    )


def _free_build(state: State, a: Any, who: Seat) -> Text:
    top = state.pending[-1] if state.pending else None
    kind = top.structure if isinstance(top, FreeBuildChoice) else "base"
    return t("log.free_build", who=who, structure=structure(kind), space=map_space(a.space))


def _skip(state: State, a: Any, who: Seat) -> Text:
    top = state.pending[-1] if state.pending else None
    kind = top.kind if top is not None else ""
    return t(f"log.skip.{kind}" if kind in _SKIPPED else "log.skip", who=who)


_SKIPPED = (
    "contract_choice",
    "extra_production",
    "free_build",
    "architect",
    "dam_drop",
    "hand_contract",
    "building_use",
)
"""Decisions a `Skip` declines (each has its own log line)."""


def _construct(state: State, a: Any, who: Seat) -> Text:
    return t(
        "log.construct",
        who=who,
        structure=structure(a.structure),
        space=map_space(a.space),
        tile=tile_phrase(a.tile, a.copies),
        paid=payment(a.excavators, a.mixers, a.credits_for_machinery),
    )


def _modifier(state: State, action: Produce) -> int | None:
    if action.space:
        return int(getattr(game_data().board.space(action.space), "modifier", 0))
    top = state.pending[-1] if state.pending else None
    if isinstance(top, ExtraProduction) and top.source == "germany":
        return None
    if isinstance(top, ExtraProduction) and top.source == "control":
        return CONTROL_MODIFIER
    return BONUS_TILE_MODIFIER


def _produce(state: State, action: Produce, who: Seat) -> Text:
    geo = geometry()
    args: dict[str, Arg] = {
        "who": who,
        "drops": count("drops", action.drops),
        "dam": map_space(action.dam),
        "conduit": map_space(action.conduit),
        "powerhouse": map_space(action.powerhouse),
    }
    modifier = _modifier(state, action)
    if action.conduit in geo.conduit_index:
        c = geo.conduit_index[action.conduit]
        energy = energy_of(state, action.player, c, action.drops, modifier)
        args["energy"] = count("energy", energy)
    else:
        args["energy"] = t("energy.unknown")
    # the powerhouse row's bonus is part of the energy: the line says so (issue 35 §3)
    bonus = production_bonus(state, action.player) if modifier is not None else 0
    if bonus:
        args["bonus"] = bonus
    key = "log.produce" + ("_at" if action.space else "") + ("_bonus" if bonus else "")
    if action.space:
        return t(key, space=space(action.space), **args)
    return t(key, **args)


def _take(state: State, action: TakeContracts, who: Seat) -> Text:
    taken = TextList(tuple(contract(c) for c in action.contracts))
    args: dict[str, Arg] = {
        "who": who,
        "contracts": taken,
        "space": space(action.space),
    }
    if action.discard:
        gone = TextList(tuple(contract(c) for c in action.discard))
        return t("log.take_contracts_discard", discarded=gone, **args)
    return t("log.take_contracts", **args)


def _choose_machinery(state: State, action: ChooseMachineryAction, who: Seat) -> Text:
    """The machinery a reward lets one choose, and whose reward it is."""
    machinery = payment(action.excavators, action.mixers)
    top = state.pending[-1] if state.pending else None
    if isinstance(top, ChooseMachinery) and top.source:
        source = t(f"reward_from.{top.source}")
        return t("log.choose_machinery_from", who=who, machinery=machinery, source=source)
    return t("log.choose_machinery", who=who, machinery=machinery)


def _patent(state: State, action: BuyPatent, who: Seat) -> Text:
    s = game_data().board.space(action.space) if action.space.startswith("patent") else None
    slot = int(getattr(s, "slot", 0))
    shown = state.patent_display[slot - 1] if 0 < slot <= len(state.patent_display) else None
    what = tile(shown) if shown and shown != "hidden" else t("tile.advanced_any")
    return t("log.buy_patent", who=who, tile=what, space=space(action.space))


_LINES: dict[str, Callable[[State, Any, Seat], Text]] = {
    "construct": _construct,
    "produce": _produce,
    "manage_water": lambda _s, a, who: t(
        "log.water", who=who, drops=drops_on(a.headstreams), space=space(a.space)
    ),
    "place_drops": lambda _s, a, who: t("log.place_drops", who=who, drops=drops_on(a.headstreams)),
    "bank": lambda _s, a, who: t("log.bank", who=who, credits=count("credits", a.engineers)),
    "turn_wheel": lambda _s, a, who: t("log.turn_wheel", who=who, space=space(a.space)),
    "take_contracts": _take,
    "buy_machinery": lambda _s, a, who: t(
        "log.buy_machinery",
        who=who,
        machinery=payment(a.excavators, a.mixers),
        space=space(a.space),
    ),
    "choose_machinery": _choose_machinery,
    "buy_patent": _patent,
    "copy_officer": lambda _s, a, who: t("log.copy_officer", who=who, officer=officer(a.officer)),
    "pass": lambda _s, _a, who: t("log.pass", who=who),
    "bid": lambda _s, a, who: t("log.bid", who=who, vp=count("vp", a.vp), position=a.position),
    "pick_company": _pick,
    "fulfil_contract": lambda _s, a, who: t("log.fulfil", who=who, contract=contract(a.contract)),
    "free_build": _free_build,
    "skip": _skip,
    **LINES,
}
"""The log line of each action kind: (state before, action, acting seat) -> text."""


def heading(state: State) -> Text:
    """Return the log heading: the setup, or the round and its phase."""
    if state.phase == Phase.OVER:
        return engine_text("heading.game_end")
    if state.phase in (Phase.AUCTION, Phase.DRAFT, Phase.SETUP):
        return t("heading.setup")
    return t("heading.round", round=state.round, phase=t(f"phase.{state.phase.value}"))


def prompt(state: State) -> Text:
    """Return who must decide what now."""
    if not state.pending:
        return engine_text("prompt.game_over")
    top = state.pending[-1]
    who = Seat(sorted(top.waiting)[0]) if top.waiting else Seat(0)
    args: dict[str, Arg] = {"who": who}
    key = f"prompt.{top.kind}"
    if isinstance(top, FreeBuildChoice):
        args["structure"] = structure(top.structure)
    elif isinstance(top, ExtraProduction):
        key = f"prompt.extra_production.{top.source}"
    elif isinstance(top, ContractChoice):
        args["energy"] = count("energy", top.energy)
    elif isinstance(top, BuildingUseChoice):
        args["building"] = building(top.building)
    elif isinstance(top, ChooseMachinery):
        args["machinery"] = count("machinery", top.count)
    elif isinstance(top, PlaceDropsChoice):
        key = "prompt.place_drops_flow" if top.flow_now else "prompt.place_drops"
        args["drops"] = count("drops", top.count)
    return t(key, **args)
