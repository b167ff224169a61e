"""Rules facts the scenarios do not show well (seed 000; reference §4-§6)."""

from __future__ import annotations

from app.engine.game import PlayerId
from app.games.barrage.actions import Bid, Construct, Produce, TakeContracts
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions, Draft
from app.games.barrage.rules import apply as rules
from app.games.barrage.rules import construction, contracts, production
from app.games.barrage.rules.setup import setup
from tests.games.barrage.builders import scenario_state


def test_standard_auction_then_draft_from_the_last_position() -> None:
    # Seed 000 オークション 5.: companies are chosen from the last turn position up.
    s = setup(BarrageOptions(players=3, introductory=False, auction=True), seed=4)
    assert s.phase.value == "auction"
    for position in (3, 2, 1):
        [seat] = s.pending[-1].waiting
        s = rules.apply(s, Bid(player=seat, position=position, vp=position))
    assert s.phase.value == "draft"
    top = s.pending[-1]
    assert isinstance(top, Draft)
    assert top.order == list(reversed(s.turn_order))
    while isinstance(s.pending[-1], Draft):
        [seat] = s.pending[-1].waiting
        s = rules.apply(s, rules.legal_actions(s, seat)[0])
    paid = {
        s.turn_order.index(PlayerId(i)) + 1: p.vp_sources.get("auction", 0)
        for i, p in enumerate(s.seats)
    }
    assert paid == {1: -1, 2: -2, 3: -3}


def test_taking_two_with_a_full_hand_discards_two() -> None:
    s = scenario_state({"players": 2, "turn": 0, "seats": {"0": {"contracts": [1, 202, 203]}}})
    space = next(sp for sp in game_data().board.spaces if sp.uid == "contract_t")
    options = contracts.take_options(s, PlayerId(0), space)  # type: ignore[arg-type]
    assert options
    assert all(len(o.discard) == 2 for o in options)
    # 15 pairs of the 6 shown, each with C(5, 2) = 10 ways to discard.
    assert len(options) == 15 * 10
    bad = TakeContracts(player=PlayerId(0), space="contract_t", contracts=options[0].contracts)
    assert rules.check(s, bad) is not None


def test_red_base_needs_the_surcharge_in_credits() -> None:
    s = scenario_state({"players": 2, "turn": 0, "seats": {"0": {"officer": "", "credits": 2}}})
    red = Construct(player=PlayerId(0), tile="base", structure="base", space="B1U", excavators=5)
    plain = Construct(player=PlayerId(0), tile="base", structure="base", space="B1L", excavators=5)
    assert rules.check(s, red) is not None
    assert rules.check(s, plain) is None


def test_turbine_spaces_in_a_two_player_game() -> None:
    # Seed 000 少人数ルール: "3+" (m1, m1c) and "4" (b1, b1c) turbine spaces are not used.
    s = scenario_state(
        {
            "players": 2,
            "turn": 0,
            "seats": {"0": {"credits": 9}},
            "dams": {"B1U": [0, 1, 1]},
            "conduits": {"C1L": 0},
            "powerhouses": {"P8_0": 0},
        }
    )
    spaces = {a.space for a in production.legal(s, PlayerId(0))}
    assert spaces == {
        "turbine_b2",
        "turbine_0",
        "turbine_m2",
        "turbine_b2c",
        "turbine_0c",
        "turbine_m2bis",
    }


def test_production_energy_formula_with_every_part() -> None:
    # 4 x 2 drops = 8, +2 space, +3 for four powerhouses = 13 (France: no flow energy).
    s = scenario_state(
        {
            "players": 2,
            "turn": 0,
            "seats": {"0": {"company": "france"}},
            "dams": {"B1U": [0, 2, 2]},
            "conduits": {"C1R": 0},
            "powerhouses": {"P5_0": 0, "P8_0": 0, "P9_0": 0, "P11_0": 0},
        }
    )
    action = Produce(
        player=PlayerId(0),
        space="turbine_b2",
        dam="B1U",
        conduit="C1R",
        powerhouse="P5_0",
        drops=2,
    )
    after = rules.apply(s, action)
    assert after.seats[0].energy == 13


def test_no_engineer_tile_keeps_a_seat_in_the_round() -> None:
    s = scenario_state(
        {"players": 2, "turn": 1, "seats": {"0": {"engineers": 0, "tiles": ["adv3_base"]}}}
    )
    assert construction.can_build_without_engineers(s, PlayerId(0))
    bank = next(a for a in rules.legal_actions(s, PlayerId(1)) if a.kind == "bank")
    after = rules.apply(s, bank)
    assert after.pending[-1].waiting == (PlayerId(0),)
    kinds = {a.kind for a in rules.legal_actions(after, PlayerId(0))}
    assert kinds == {"construct", "pass"}
