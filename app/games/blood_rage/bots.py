"""Bots of Blood Rage: the `easy` heuristic and the hooks of the `normal` search (issue 10).

`easy` takes the legal action with the best prior (`botplan.Plan`, in glory): in the draft the
cards that fit (battle cards by STR, upgrades, quests whose realm still stands); in the Action
phase invasions where a figure wins a pillage, holds a quest's realm or dies at Ragnarök for
glory, pillages it is likely to win, early upgrades, quests it is on track for; in Call to
Battle the figures that turn the battle; the battle card by the STR it needs; card actions
and the answers to card questions by what the card gives (a token again, a stat step, a figure
saved or placed; RULES.md B7). Only legal actions, the public model and the card data are read,
never card-effect code.

`normal` is the engine's search (`MctsBot`) over states dealt by `determinize`, valued by
`botvalue.Worth`, with moves ordered by the same priors. The draft, the battle card, the card
kept and the stat raised are simultaneous or need more than a short play-out to judge: there
the search is given only the prior's choice (`ordered_actions` returns one action).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import Invade, March
from app.games.blood_rage.botplan import Plan
from app.games.blood_rage.botvalue import Worth
from app.games.blood_rage.model import Battle, Draft, Keep, Phase, StatChoice
from app.games.blood_rage.rules import scoring
from app.games.blood_rage.rules.legal import legal_actions

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["HEURISTIC_ONLY", "easy_action", "estimate", "ordered_actions", "rollout_action"]

ROLLOUT_NOISE = 0.1
"""Share of random moves in the search's play-outs."""
ROLLOUT_MARCHES = 4
"""Marches (of often dozens) a play-out move considers, drawn at random."""
ROLLOUT_INVASIONS = 6
"""Invasions (figure kinds times provinces) a play-out move considers, drawn at random."""
HEURISTIC_ONLY = (Draft, Battle, Keep, StatChoice)
"""Decisions where the search takes the prior's choice (simultaneous, or judged only later)."""


def estimate(state: State) -> tuple[float, ...]:
    """Expected final glory of each seat (`botvalue.Worth`); the real score once it is over."""
    if state.phase is Phase.OVER:
        return tuple(float(s) for s in scoring.outcome(state).scores)
    worth = Worth(state)
    return tuple(worth.total(p) for p in range(state.players))


def _ranked(state: State, player: int, legal: list[AnyAction], rng: Random) -> list[AnyAction]:
    plan = Plan(state, player)
    keyed = [(plan.score(a) + rng.random() * 1e-3, i) for i, a in enumerate(legal)]
    keyed.sort(reverse=True)
    return [legal[i] for _, i in keyed]


def easy_action(view: State, player: int, rng: Random) -> AnyAction | None:
    """The `easy` bot: the legal action with the best prior."""
    legal = legal_actions(view, player)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    return _ranked(view, player, legal, rng)[0]


def ordered_actions(state: State, player: int, rng: Random) -> list[AnyAction]:
    """Legal actions, best prior first; only the best where the search cannot judge them."""
    legal = legal_actions(state, player)
    if len(legal) <= 1:
        return legal
    ranked = _ranked(state, player, legal, rng)
    if state.pending and isinstance(state.pending[-1], HEURISTIC_ONLY):
        return ranked[:1]
    return ranked


def rollout_action(state: State, player: int, rng: Random) -> AnyAction:
    """Play-out move: usually the best prior, sometimes a random legal move."""
    legal = legal_actions(state, player)
    if len(legal) == 1 or rng.random() < ROLLOUT_NOISE:
        return rng.choice(legal)
    return _ranked(state, player, _sample(legal, rng), rng)[0]


def _sample(legal: list[AnyAction], rng: Random) -> list[AnyAction]:
    """A play-out looks at every action but a few of the many marches and invasions."""
    marches: list[AnyAction] = [a for a in legal if isinstance(a, March)]
    invasions: list[AnyAction] = [a for a in legal if isinstance(a, Invade)]
    if len(marches) <= ROLLOUT_MARCHES and len(invasions) <= ROLLOUT_INVASIONS:
        return legal
    out: list[AnyAction] = [a for a in legal if not isinstance(a, March | Invade)]
    out += rng.sample(marches, min(len(marches), ROLLOUT_MARCHES))
    return out + rng.sample(invasions, min(len(invasions), ROLLOUT_INVASIONS))
