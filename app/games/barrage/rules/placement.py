"""Placing engineers on the management board (seed 000 "アクションフェイズ" 2., "少人数ルール").

One space per turn with the engineers it shows; a red-outlined space costs 3 credits more
(`space_cost`); a space already used this round is closed to everybody, except the bank, which
takes any number of engineers from anyone. With 2 players the "3+" and "4" spaces are not used,
with 3 players the "4" spaces (`min_players`); the patent office is not used in the
introductory game. A placement whose action cannot be carried out in full is illegal: the
action modules check that part, this module the space itself.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data
from app.games.barrage.model import Occupation
from app.games.barrage.texts import count, t
from app.games.barrage.texts import space as space_name

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.model import State

__all__ = [
    "action_pay",
    "board_spaces",
    "can_place",
    "is_open",
    "place",
    "placement_reason",
    "space_in_play",
    "spaces_in_play",
    "taken_spaces",
]


def space_in_play(state: State, space: ActionSpace) -> bool:
    """Return True if `space` is used with this player count and setup."""
    if space.min_players > state.players:
        return False
    return not (space.section == "patent" and state.introductory)


def board_spaces(state: State, section: str | None = None) -> list[ActionSpace]:
    """Return the management spaces in play (of one section, if given)."""
    return list(spaces_in_play(state.players, state.introductory, section))


@cache
def spaces_in_play(
    players: int, introductory: bool, section: str | None
) -> tuple[ActionSpace, ...]:
    """The spaces in play for a setup (they depend on nothing else; built once each)."""
    return tuple(
        s
        for s in game_data().board.spaces
        if s.min_players <= players
        and not (s.section == "patent" and introductory)
        and (section is None or s.section == section)
    )


def action_pay(space: ActionSpace) -> int:
    """Return the credits the action of `space` itself costs (not the red-space cost)."""
    return _pay(space.uid)


@cache
def _pay(uid: str) -> int:
    return int(getattr(game_data().board.space(uid), "pay", 0))


def taken_spaces(state: State) -> frozenset[str]:
    """Return the uids of the management spaces used this round (the bank among them)."""
    return frozenset(o.uid for o in state.occupied)


def can_place(state: State, player: PlayerId, s: ActionSpace, taken: frozenset[str]) -> bool:
    """Return True if `placement_reason` has nothing against `s` (a space in play).

    The quick form for listing legal actions: no reason text is built. `taken` is
    `taken_spaces(state)`, computed once per listing.
    """
    p = state.seats[player]
    return is_open(s, taken, p.engineers, p.credits)


def is_open(s: ActionSpace, taken: frozenset[str], engineers: int, credits: int) -> bool:
    """`can_place` from the facts it needs: spaces taken, the seat's engineers and credits."""
    if s.section != "bank" and s.uid in taken:
        return False
    return engineers >= s.engineers and credits >= s.space_cost + _pay(s.uid)


def placement_reason(
    state: State, player: PlayerId, s: ActionSpace, engineers: int | None = None
) -> Text | None:
    """Return why `player` cannot put engineers on `space` now, or None.

    Args:
        state: The position.
        player: The seat placing.
        s: The management space.
        engineers: Engineers placed (the bank only; others place exactly what they show).
    """
    if (why := _closed(state, s)) is not None:
        return why
    need = s.engineers if engineers is None else engineers
    if need < s.engineers:
        at_least = count("engineers", s.engineers)
        return t("reason.min_engineers", space=space_name(s.uid), engineers=at_least)
    p = state.seats[player]
    if p.engineers < need:
        left = count("engineers", p.engineers)
        need_text = count("engineers", need)
        return t("reason.engineers", space=space_name(s.uid), engineers=need_text, left=left)
    cost = s.space_cost + action_pay(s)
    if p.credits < cost:
        left = count("credits", p.credits)
        costs = count("credits", cost)
        return t("reason.credits", space=space_name(s.uid), credits=costs, left=left)
    return None


def _closed(state: State, s: ActionSpace) -> Text | None:
    if not space_in_play(state, s):
        if s.section == "patent":
            return t("reason.patent_intro")
        return t("reason.players", space=space_name(s.uid), players=state.players)
    if s.section != "bank" and any(o.uid == s.uid for o in state.occupied):
        return t("reason.taken", space=space_name(s.uid))
    return None


def place(state: State, player: PlayerId, space: ActionSpace, engineers: int | None = None) -> None:
    """Put the engineers on `space` and pay its red-space cost (the action pays the rest)."""
    need = space.engineers if engineers is None else engineers
    p = state.seats[player]
    p.engineers -= need
    p.credits -= space.space_cost
    state.occupied.append(Occupation(uid=space.uid, player=player, engineers=need))
