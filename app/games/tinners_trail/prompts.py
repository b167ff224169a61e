"""Headings and prompts of Tinners' Trail (texts of the game's catalogue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, TextList, engine_text
from app.games.tinners_trail.model import AfterCard, Auction, Keep, Phase, Pumping
from app.games.tinners_trail.rules.auction import minimum_only, needed
from app.games.tinners_trail.rules.worktrack import left
from app.games.tinners_trail.texts import region_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.model import State

__all__ = ["heading", "prompt"]


def heading(state: State) -> Text:
    """Return the log heading: setup, or the round and its phase."""
    if state.phase is Phase.OVER:
        return engine_text("heading.game_end")
    if state.phase is Phase.KEEP:
        return t("heading.setup")
    return t("heading.round", n=state.round, phase=t(f"phase.{state.phase.value}"))


def prompt(state: State) -> Text:
    """Return one line saying who must do what now."""
    top = state.pending[-1] if state.pending else None
    if top is None or not top.waiting:
        return engine_text("prompt.game_over")
    who = top.waiting[0]
    seat = Seat(who)
    if isinstance(top, Keep):  # simultaneous: everyone still choosing
        return t("prompt.keep", who=TextList(tuple(Seat(p) for p in top.waiting)))
    if isinstance(top, Auction):
        key = "prompt.first_bid" if top.leader < 0 and who == top.starter else "prompt.bid"
        if minimum_only(state, top):
            key = "prompt.bid_minimum"
        return t(key, who=seat, region=region_text(top.region), money=needed(top))
    if isinstance(top, AfterCard):
        return t("prompt.after_card", who=seat, region=region_text(top.region))
    if isinstance(top, Pumping):
        return t("prompt.pumping", who=seat, n=top.left)
    return _simple_prompt(state, top.kind, who)


def _simple_prompt(state: State, kind: str, who: int) -> Text:
    """Investing, peeking, or a work-track turn."""
    if kind == "invest":
        return t("prompt.invest", who=Seat(who), money=state.seats[who].money)
    if kind == "peek":
        return t("prompt.peek", who=Seat(who))
    return t("prompt.turn", who=Seat(who), n=left(state, who))
