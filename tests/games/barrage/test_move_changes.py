"""The move preview's "Changes:" line says every change the move makes (issue 35 §3).

Seed 004 Production: water through another company's conduit pays its owner 1 credit per drop
and scores it 1 VP per drop. The preview named that fee in words, but its "Changes:" line left
it out: it listed only what the move's own log line carries. Now it lists what the move
changes in every company's supplies, the same numbers the log's lines give after it is played.
"""

from __future__ import annotations

from app.engine.events import deltas_of
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.barrage import GAME
from app.games.barrage.actions import Produce
from app.games.barrage.data.data import geometry
from app.games.barrage.ledger import move_changes
from app.games.barrage.model import BarrageOptions
from app.games.barrage.view.choices import cost_text
from tests.games.barrage.builders import build_dam, make_state

SUPPLIES = ("credits", "excavators", "mixers", "engineers", "vp", "energy")


def test_a_production_through_a_rivals_conduit_lists_the_fee() -> None:
    state = make_state()
    seat, rival = PlayerId(0), PlayerId(1)
    build_dam(state, "B1U", seat, level=2, drops=2)
    state.conduits[geometry().conduit_index["C1L"]] = rival
    state.powerhouses[geometry().powerhouse_index["P8_0"]] = seat
    produce = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, Produce) and a.drops == 2 and a.space == "turbine_0"
    )
    changes = move_changes(state, produce)
    assert changes[f"seat:{rival}:credits"] == 2
    assert changes[f"seat:{rival}:vp"] == 2
    assert changes[f"seat:{seat}:credits"] == -2
    text = cost_text(GAME, state, seat, [produce])
    assert text.startswith("credits −2, engineers −")
    assert text.endswith("energy +10, Player 2's credits +2 and Player 2's VP +2")


def test_the_changes_are_the_logs_numbers_for_every_move() -> None:
    """Every legal move of seeded positions (some of each): what "Changes:" lists, in every
    company's supplies, is what the log's lines carry after the move is played, unless the
    move ends a phase or round (those steps have lines of their own)."""
    checked = fees = 0
    for players, seed, introductory in ((2, 3, True), (3, 4, False), (4, 5, True)):
        options = BarrageOptions(players=players, introductory=introductory)
        state = GAME.setup(options, seed)
        rng = bot_random(f"changes:{seed}", 0)
        while (acting := sorted(GAME.to_act(state))) and checked < 1200:
            legal = [a for p in acting for a in GAME.legal_actions(state, p)]
            for action in rng.sample(legal, min(len(legal), 6)):
                after = GAME.apply(state, action)
                if after.phase != state.phase or after.round != state.round:
                    continue
                lines = [GAME.describe(state, action), *GAME.step_events(state, action, after)]
                logged = _supplies(deltas_of(lines), players)
                listed = _supplies(move_changes(state, action), players)
                assert listed == logged, f"{action}: lists {listed}, the log says {logged}"
                checked += 1
                fees += any(not k.startswith(f"seat:{action.player}:") for k in listed)
            state = GAME.apply(state, rng.choice(legal))
    assert checked >= 1000
    assert fees > 0  # some moves change another company's supplies (a fee, a bid)


def _supplies(changes: dict[str, int], players: int) -> dict[str, int]:
    keys = {f"seat:{p}:{name}" for p in range(players) for name in SUPPLIES}
    return {k: v for k, v in changes.items() if k in keys and v}
