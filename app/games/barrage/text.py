"""English log lines, headings and prompts of Barrage (the GUI translates them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage.actions import Produce
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import Phase
from app.games.barrage.rules.production import energy_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["describe", "heading", "prompt"]

_PROMPTS = {
    "auction": "bid VP for a turn position",
    "draft": "take a company with its officer and a starting contract",
    "turn": "place engineers on an action space",
    "choose_machinery": "choose machineries",
    "place_drops": "put drops on headstreams",
    "contract_choice": "fulfil a contract or decline",
    "extra_production": "produce again or decline",
    "free_build": "build the free structure or decline",
}


def _produce(state: State, action: Produce, who: str) -> str:
    geo = geometry()
    where = f"{action.dam} -> {action.conduit} -> {action.powerhouse}"
    modifier = None
    if action.space:
        modifier = int(getattr(game_data().board.space(action.space), "modifier", 0))
    energy = energy_of(
        state, action.player, geo.conduit_index[action.conduit], action.drops, modifier
    )
    space = f" at {action.space}" if action.space else ""
    return f"{who} produces {energy} energy with {action.drops} drop(s){space}: {where}"


_LINES: dict[str, Callable[[Any, str], str]] = {
    "construct": lambda a, w: f"{w} builds a {a.structure} on {a.space} with the {a.tile} tile",
    "manage_water": lambda a, w: f"{w} puts water on {', '.join(a.headstreams)} ({a.space})",
    "bank": lambda a, w: f"{w} takes {a.engineers} credit(s) from the bank",
    "turn_wheel": lambda a, w: f"{w} turns the construction wheel ({a.space})",
    "take_contracts": lambda a, w: (
        f"{w} takes contract(s) {', '.join(map(str, a.contracts))}"
        + (f", discards {', '.join(map(str, a.discard))}" if a.discard else "")
    ),
    "buy_machinery": lambda a, w: f"{w} buys {a.excavators} excavator(s) and {a.mixers} mixer(s)",
    "buy_patent": lambda a, w: f"{w} buys an advanced technology tile ({a.space})",
    "copy_officer": lambda a, w: f"{w} copies the ability of {a.officer}",
    "pass": lambda a, w: f"{w} passes",
    "bid": lambda a, w: f"{w} bids {a.vp} VP for turn position {a.position}",
    "pick_company": lambda a, w: f"{w} takes {a.company} and starting contract {a.contract}",
    "fulfil_contract": lambda a, w: f"{w} fulfils contract {a.contract}",
    "free_build": lambda a, w: f"{w} builds for free on {a.space}",
    "skip": lambda a, w: f"{w} declines",
    "choose_machinery": lambda a, w: f"{w} takes {a.excavators} excavator(s), {a.mixers} mixer(s)",
    "place_drops": lambda a, w: f"{w} puts drops on {', '.join(a.headstreams)}",
}


def describe(state: State, action: AnyAction, who: str) -> str:
    """Return the log line for `action` taken in `state` by the seat named `who`."""
    if isinstance(action, Produce):
        return _produce(state, action, who)
    line = _LINES.get(action.kind)
    return line(action, who) if line else str(action)


def heading(state: State) -> str:
    """Return the log heading: round and phase."""
    if state.phase == Phase.OVER:
        return "Game end"
    if state.phase in (Phase.AUCTION, Phase.DRAFT, Phase.SETUP):
        return "Setup"
    return f"Round {state.round}: {state.phase.value.replace('_', ' ')}"


def prompt(state: State, who: str) -> str:
    """Return who must do what now."""
    if not state.pending:
        return "Game over"
    top = state.pending[-1]
    return f"{who}: {_PROMPTS.get(top.kind, top.kind)}"
