"""Move ordering knows the Leeghwater actions (issue 21 §1: `normal`'s search tries them)."""

from __future__ import annotations

from app.cliopts import game_options
from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games import GAMES
from app.games.barrage.bots_leeghwater import ORDER_BASE

EXPANSION = set(ORDER_BASE)


def test_expansion_moves_reach_the_searched_ten():
    game = GAMES["barrage"]
    state = game.setup(game_options(game, 2, None, ["leeghwater=true"]), 3)
    easy = [make_bot("easy", game, PlayerId(i), 1) for i in range(2)]
    offered = searched = 0
    for _ in range(60):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = PlayerId(acting[0])
        kinds = [a.kind for a in game.legal_actions(state, seat)]
        if EXPANSION & set(kinds):
            offered += 1
            top = game.ordered_actions(state, seat, bot_random(1, 0))[: game.search_width]
            searched += any(a.kind in EXPANSION for a in top)
        state = game.apply(state, easy[seat].choose(game.view_for(state, seat)))
    assert offered >= 5
    # before the ordering knew them they scored a flat 5 and never made the ten
    assert searched >= offered // 2
