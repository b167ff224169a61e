"""Bot support for Barrage: hidden information, evaluation and move ordering (issue #4 "Bots").

Hidden information is only the order of the face-down piles (private contracts, advanced
tiles): `redact` blanks them (and the seed they came from), `determinize` deals the unseen
tiles back in a random order. `estimate` values a position as VP now plus what the structures,
resources and water should still bring; `ordered` puts productions, contracts and
constructions before the small management actions for the search bot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.barrage.actions import (
    BankCredits,
    Construct,
    FreeBuild,
    FulfilContract,
    Produce,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.rules.board import built
from app.games.barrage.rules.contracts import contract

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId
    from app.engine.rng import Random
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = [
    "HIDDEN_CONTRACT",
    "HIDDEN_TILE",
    "determinize",
    "easy_action",
    "estimate",
    "hidden_sizes",
    "ordered",
    "redact",
    "rollout",
]

HIDDEN_CONTRACT = 0
"""Stands for a face-down contract in a view."""
HIDDEN_TILE = "hidden"
"""Stands for a face-down advanced tile in a view."""
STRUCTURE_WORTH = {"base": 1.5, "elevation": 1.0, "conduit": 1.5, "powerhouse": 2.5}
"""Rough VP a structure still brings per remaining round (bots only)."""


def hidden_sizes(state: State) -> tuple[int, ...]:
    """Return the sizes of the face-down piles (a change means tiles were revealed)."""
    return (*(len(p.deck) for p in state.private), *(len(d) for d in state.advanced_decks))


def redact(state: State) -> State:
    """Return `state` with the face-down pile orders and the seed blanked."""
    private = [
        p.model_copy(update={"deck": [HIDDEN_CONTRACT] * len(p.deck)}) for p in state.private
    ]
    decks = [[HIDDEN_TILE] * len(d) for d in state.advanced_decks]
    rng = Rng(seed=0, draws=state.rng.draws)
    return state.model_copy(update={"private": private, "advanced_decks": decks, "rng": rng})


def determinize(view: State, rng: Random) -> State:
    """Return a full state: the unseen tiles of each pile dealt in a random order."""
    if all(HIDDEN_CONTRACT not in p.deck for p in view.private) and all(
        HIDDEN_TILE not in d for d in view.advanced_decks
    ):
        return view
    seen = {c for p in view.private for c in p.face_up} | set(view.discarded)
    for s in view.seats:
        seen |= set(s.contracts) | set(s.fulfilled)
    private = []
    for pile in view.private:
        unseen = [c.id for c in game_data().contracts.tier(pile.tier) if c.id not in seen]
        rng.shuffle(unseen)
        private.append(pile.model_copy(update={"deck": unseen[: len(pile.deck)]}))
    owned = {t for t in view.patent_display if t} | {t for s in view.seats for t in s.tiles}
    owned |= {g.tile for s in view.seats for g in s.wheel.segments if g.tile}
    decks = []
    for level, deck in enumerate(view.advanced_decks, start=1):
        pool = [
            a.id
            for a in game_data().technology.advanced
            if a.level == level and a.expansion is None and a.id not in owned
        ]
        rng.shuffle(pool)
        decks.append(pool[: len(deck)])
    return view.model_copy(update={"private": private, "advanced_decks": decks})


def estimate(state: State) -> tuple[float, ...]:
    """Return each seat's expected final VP (bots' evaluation)."""
    left = max(0, game_data().setup.rounds - state.round + 1)
    out = []
    for seat, p in enumerate(state.seats):
        value = float(p.vp) + (p.credits + p.excavators + p.mixers) / 5
        value += sum(d.drops for d in state.dams if d.owner == seat)
        value += sum(
            w * built(state, seat, s) * left * 0.5  # type: ignore[arg-type]
            for s, w in STRUCTURE_WORTH.items()
        )
        value += 0.25 * p.energy + 0.5 * len(p.fulfilled)
        out.append(value)
    return tuple(out)


_BASE_SCORE = {
    "fulfil_contract": 30.0,
    "free_build": 25.0,
    "construct": 12.0,
    "produce": 10.0,
    "bank": 1.0,
    "skip": 0.0,
    "pass": 0.0,
}
"""Move-ordering base score by action kind (others: 5)."""


def _score(action: AnyAction) -> float:
    """Cheap promise of an action for move ordering (higher first)."""
    score = _BASE_SCORE.get(action.kind, 5.0)
    if isinstance(action, Produce):
        geo = geometry()
        score += geo.conduits[geo.conduit_index[action.conduit]].production * action.drops
    elif isinstance(action, FulfilContract):
        reward = contract(action.contract).reward
        score += reward.vp + reward.credits / 2
    elif isinstance(action, Construct):
        score += STRUCTURE_WORTH[action.structure] - action.credits_for_machinery
    elif isinstance(action, BankCredits):
        score += 0.1 * action.engineers
    return score


def ordered(state: State, actions: list[AnyAction], rng: Random) -> list[AnyAction]:
    """Return `actions` most promising first (ties in random order)."""
    rng.shuffle(actions)
    return sorted(actions, key=lambda a: -_score(a))


def rollout(state: State, actions: list[AnyAction], rng: Random) -> AnyAction:
    """Return a play-out move: one of the few most promising."""
    best = ordered(state, actions, rng)
    return rng.choice(best[:4])


def easy_action(
    game: GameBase[State, AnyAction], view: State, player: PlayerId, rng: Random
) -> AnyAction | None:
    """The `easy` bot: take a contract or a good production at once, else the greedy choice."""
    actions = game.legal_actions(view, player)
    if len(actions) == 1:
        return actions[0]
    top = ordered(view, actions, rng)[0]
    if isinstance(top, (FulfilContract, FreeBuild)):
        return top
    return None
