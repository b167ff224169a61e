"""The engine's legal-action lists equal a plain reference, item for item (issue 12).

`rules.apply.legal_actions` computes each seat's facts once per listing and shares its action
objects; `reference.py` lists the same actions the straightforward way. Along seeded random
games of every player count and setup, every turn and extra-production listing must be the
same list in the same order.
"""

from __future__ import annotations

import pytest

from app.engine.flow import top_decision
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.barrage import GAME
from app.games.barrage.actions import Construct, TakeContracts, trusted
from app.games.barrage.model import BarrageOptions, ExtraProduction, Turn
from tests.games.barrage import reference

CASES = [
    (players, intro, seed) for players in (2, 3, 4) for intro in (True, False) for seed in range(4)
]


@pytest.mark.parametrize(("players", "intro", "seed"), CASES)
def test_legal_actions_equal_the_reference(players: int, intro: bool, seed: int):
    state = GAME.setup(BarrageOptions(players=players, introductory=intro), seed)
    rng = bot_random(f"reference:{seed}", players)
    compared = 0
    while acting := sorted(GAME.to_act(state)):
        seat = acting[0]
        legal = GAME.legal_actions(state, seat)
        top = top_decision(state.pending)
        if isinstance(top, Turn):
            assert legal == reference.turn_legal(state, seat, top)
            compared += 1
        elif isinstance(top, ExtraProduction):
            expected = reference.production_legal(state, seat, top.source)
            assert [a for a in legal if a.kind == "produce"] == expected
            compared += 1
        state = GAME.apply(state, rng.choice(legal))
    assert compared >= players * 5 * 4


def test_actions_built_without_validation_equal_validated_ones():
    made = trusted(TakeContracts, player=1, space="contract_o", contracts=(203, 204), discard=(5,))
    checked = TakeContracts(
        player=PlayerId(1), space="contract_o", contracts=(203, 204), discard=(5,)
    )
    assert made == checked
    assert hash(made) == hash(checked)
    assert made.model_dump_json() == checked.model_dump_json()
    assert made.model_fields_set == checked.model_fields_set
    assert str(made) == str(checked)
    assert GAME.parse_action(GAME.dump_action(made)) == made
    built = trusted(
        Construct,
        player=0,
        tile="base",
        copies=None,
        structure="base",
        space="B5U",
        excavators=2,
        mixers=0,
        credits_for_machinery=1,
    )
    validated = Construct.model_validate(GAME.dump_action(built))
    assert built == validated
    assert hash(built) == hash(validated)
    assert built.model_dump_json() == validated.model_dump_json()
