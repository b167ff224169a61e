"""The ledger of Barrage (issue 18 §1; STYLE.md §3 "Ledger"; seed 000 is the rule authority).

Each company's credits, VP, energy, engineers, excavators and mixers (in supply and on the
construction wheel), technology tiles (in supply and on the wheel), pieces left, contracts in
hand and fulfilled, with the Leeghwater Project its external works and building pieces; each
dam's and headstream's water; the face-up contracts: every change has a log line that carries
it and shows it. The action's own line shows what the action changes (seed 000 建設: the
tile and machinery go onto the wheel; 契約の達成: the reward), the automatic steps theirs: the
wheel's return (ホイールの使用), incomes (収入フェイズ), water (水流フェイズ), round scoring
(得点フェイズ), the end of a round (ラウンド終了フェイズ) and final scoring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.conformance import check_ledger
from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME, ledger
from app.games.barrage.actions import BankCredits, Construct, FulfilContract, PlaceDrops, Produce
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.game import Barrage
from app.games.barrage.model import BarrageOptions, ContractChoice, Segment
from app.games.barrage.rules.contracts import contract
from tests.games.barrage.builders import build_dam, make_state, scenario_state
from tests.textcheck import JA_NAMES

if TYPE_CHECKING:
    from app.games.barrage.data.components import Reward
    from app.games.barrage.model import State

NAMES = ["Anna", "Bea", "Carl", "Dora"]
LEEGHWATER = {"leeghwater": True}


@pytest.mark.parametrize("options", [None, LEEGHWATER], ids=["base", "leeghwater"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_counted_change_has_its_line(players: int, options: dict[str, bool] | None) -> None:
    # a random game of 2 players takes about 60 steps, of 4 about 130
    assert check_ledger(GAME, players, seeds=range(2), options=options) >= 2 * 40


@pytest.mark.slow
@pytest.mark.parametrize("options", [None, LEEGHWATER], ids=["base", "leeghwater"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_counted_change_has_its_line_in_many_games(
    players: int, options: dict[str, bool] | None
) -> None:
    # 6 × 50 = 300 games: about 2 minutes of CPU on one core (README "The ledger")
    assert check_ledger(GAME, players, seeds=range(100, 150), options=options) >= 50 * 40


def test_counters_read_the_public_view() -> None:
    # Seed 000: credits, machinery and VP are kept in the open; only pile orders are hidden.
    state = GAME.setup(BarrageOptions(players=3, introductory=False, leeghwater=True), 5)
    view = GAME.view_for(state, PlayerId(1))
    assert GAME.counters(view) == GAME.counters(state)
    counters = GAME.counters(state)
    assert counters["seat:2:credits"] == state.seats[2].credits
    assert counters["seat:0:base"] == game_data().setup.pieces["base"]
    assert counters["seat:1:buildings"] == game_data().leeghwater.pieces
    assert sum(v for k, v in counters.items() if k.startswith("dam:")) == sum(
        d.drops for d in state.dams
    )


def test_a_construction_pays_and_the_wheel_gives_back_on_its_own_line() -> None:
    """Seed 000 建設 / ホイールの使用: tile and machinery into the open segment, then the wheel
    turns 1 and the segment reaching the opening gives back what lies in it."""
    state = make_state()
    seat = PlayerId(sorted(GAME.to_act(state))[0])
    p = state.seats[seat]
    p.wheel.segments[(p.wheel.open + 1) % 6] = Segment(excavators=2, mixers=1)
    build = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, Construct) and a.excavators and not a.credits_for_machinery
    )
    line = GAME.describe(state, build)
    own = dict(line.deltas)
    assert own[f"seat:{seat}:excavators"] == -build.excavators
    assert own[f"seat:{seat}:wheel_excavators"] == build.excavators
    assert own[f"seat:{seat}:tiles"] == -1
    assert own[f"seat:{seat}:wheel_tiles"] == 1
    assert own[f"seat:{seat}:{build.structure}"] == -1
    after = GAME.apply(state, build)
    events = GAME.step_events(state, build, after)
    (back,) = [e for e in events if ledger.inner(e).key == "event.wheel_return"]
    assert dict(back.deltas) == {
        f"seat:{seat}:excavators": 2,
        f"seat:{seat}:mixers": 1,
        f"seat:{seat}:wheel_excavators": -2,
        f"seat:{seat}:wheel_mixers": -1,
    }
    left = p.excavators - build.excavators
    en, ja = render(back, "en", NAMES), render(back, "ja", JA_NAMES)
    assert en.startswith(f"{NAMES[seat]}'s construction wheel turns: 2 excavators and 1 mixer")
    assert f"excavators {left} → {left + 2}" in en
    assert ja.startswith(f"{JA_NAMES[seat]}の建設ホイールが回り、掘削機2個、ミキサー1個が戻る")
    assert f"掘削機{left}→{left + 2}" in ja
    assert f"excavators {p.excavators} → {left}" in render(line, "en", NAMES)


def test_a_fulfilled_contract_line_names_its_reward() -> None:
    """Seed 000 契約の達成: the contract is turned face down and its reward is gained."""
    state = make_state()
    seat = PlayerId(0)
    state.pending.append(ContractChoice(waiting=(seat,), energy=30))
    plain = ("credits", "vp", "excavator", "mixer", "energy")
    choice = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, FulfilContract)
        and not any(v for k, v in _reward(a.contract).model_dump().items() if k not in plain and v)
    )
    reward = _reward(choice.contract)
    line = GAME.describe(state, choice)
    mine = f"seat:{seat}:"
    expected = {
        mine + "credits": reward.credits,
        mine + "vp": reward.vp,
        mine + "excavators": reward.excavator,
        mine + "mixers": reward.mixer,
        mine + "energy": reward.energy,
        mine + "fulfilled": 1,
    }
    if choice.contract in state.seats[seat].contracts:
        expected[mine + "contracts"] = -1
    else:
        expected["offer:national"] = -1
    assert dict(line.deltas) == {k: v for k, v in expected.items() if v}
    en, ja = render(line, "en", NAMES), render(line, "ja", JA_NAMES)
    p = state.seats[seat]
    if reward.credits:
        assert f"credits {p.credits} → {p.credits + reward.credits}" in en
        assert f"クレジット{p.credits}→{p.credits + reward.credits}" in ja
    assert "contracts fulfilled 0 → 1" in en
    assert "達成した契約0→1" in ja


def _reward(cid: int) -> Reward:
    return contract(cid).reward


def test_the_end_of_a_round_carries_its_amounts() -> None:
    """Seed 000 得点フェイズ / ラウンド終了フェイズ: scoring, then markers to 0, engineers back."""
    state = scenario_state(
        {
            "players": 2,
            "turn": 0,
            "seats": {"0": {"engineers": 1, "energy": 9}, "1": {"engineers": 0, "energy": 0}},
            "bonus_tiles": ["powerhouse", "conduit", "base", "contract", "elevation"],
            "headstreams": [1, 0, 0, 0],
        }
    )
    bank = BankCredits(player=PlayerId(0), engineers=1)
    after = GAME.apply(state, bank)
    lines = GAME.step_events(state, bank, after)
    by_key = {ledger.inner(x).key: x for x in lines}
    assert dict(by_key["event.ranking"].deltas) == {"seat:0:vp": 6}
    assert dict(by_key["event.zero_energy_credits"].deltas) == {
        "seat:1:credits": 3,
        "seat:1:vp": -3,
    }
    reset = by_key["event.round_reset"]
    engineers = game_data().setup.starting_resources["engineers"]
    assert dict(reset.deltas) == {
        "seat:0:energy": -9,
        "seat:0:engineers": engineers,
        "seat:1:engineers": engineers,
    }
    en = render(reset, "en", NAMES)
    assert en.startswith("End of round 1")
    assert f"Anna's energy 9 → 0, Anna's engineers 0 → {engineers}" in en
    assert f"アンナの発電量9→0、アンナの技術者0→{engineers}" in render(reset, "ja", JA_NAMES)
    flows = [x for x in lines if str(ledger.inner(x).key).startswith("event.flow")]
    assert flows, "the headstream's drop flows in the water flow phase"
    assert sum(n for x in flows for k, n in x.deltas if k == "headstream:HA:drops") == -1


@pytest.mark.parametrize("cid", [2, 311])
def test_a_reward_turning_the_wheel_says_so_when_nothing_comes_back(cid: int) -> None:
    """Seed 000 ホイールの使用: contracts #2 and #311 turn the wheel; with nothing in the
    segment reaching the opening the turn still has its line (the stranger saw the wheel turn
    and the log list only credits and VP)."""
    state = make_state()
    seat = PlayerId(0)
    state.pending.append(ContractChoice(waiting=(seat,), energy=30))
    state.seats[seat].contracts = [cid]
    fulfil = FulfilContract(player=seat, contract=cid)
    assert GAME.check(state, fulfil) is None
    after = GAME.apply(state, fulfil)
    assert after.seats[seat].wheel.open != state.seats[seat].wheel.open
    events = GAME.step_events(state, fulfil, after)
    (turned,) = [e for e in events if ledger.inner(e).key == "event.wheel_empty_turn"]
    assert (
        render(turned, "en", NAMES)
        == "Anna's construction wheel turns 1 segment: nothing comes back"
    )
    assert render(turned, "ja", JA_NAMES).endswith("建設ホイールが1区間回る（戻るものはなし）")
    build = next(a for a in GAME.legal_actions(make_state(), seat) if isinstance(a, Construct))
    built = make_state()
    keys = [ledger.inner(e).key for e in GAME.step_events(built, build, GAME.apply(built, build))]
    assert "event.wheel_empty_turn" not in keys  # a construction's own turn: its line says it


def test_drops_that_flow_at_once_past_every_dam_say_where_they_went() -> None:
    """Seed 000 水源: drops put to flow at once stop in the first dam with room or leave the
    map. Two drops put, one into a dam: the other's way off the map has its line (the stranger
    read 「源流Bに水2個を置く（盆地2の右ダムの水0→1）」 and asked where the second went)."""
    state = scenario_state({"players": 2, "turn": 0, "dams": {"B2U": [0, 1, 0], "B2L": [1, 1, 3]}})
    seat = PlayerId(0)
    state.pending.append(ContractChoice(waiting=(seat,), energy=30))
    state.seats[seat].contracts = [312]  # its reward: 2 drops that flow at once
    state = GAME.apply(state, FulfilContract(player=seat, contract=312))
    put = PlaceDrops(player=seat, headstreams=("HB", "HB"))
    assert GAME.check(state, put) is None
    own = dict(GAME.describe(state, put).deltas)
    assert sum(n for k, n in own.items() if k.startswith("dam:")) == 1
    after = GAME.apply(state, put)
    (gone,) = [
        e for e in GAME.step_events(state, put, after) if ledger.inner(e).key == "event.flow_exit"
    ]
    assert render(gone, "en", NAMES) == "Water from headstream B: 1 drop off the map"
    assert render(gone, "ja", JA_NAMES) == "源流Bから水1個がボードの外へ流出"


def test_the_round_summary_claims_nothing_of_the_players_panel() -> None:
    """The summary may open after play went on (the stranger: 22 VP in it, 24 in the Players
    panel, 104): the shared UI's header then says its numbers are the round's end
    (tests/ui/test_round_summary.py); the footer, shown at every moment, no longer claims the
    panel differs when it shows the same numbers (issue 35)."""
    state = scenario_state(
        {
            "players": 2,
            "turn": 0,
            "seats": {"0": {"engineers": 1, "energy": 9}, "1": {"engineers": 0, "energy": 0}},
        }
    )
    bank = BankCredits(player=PlayerId(0), engineers=1)
    after = GAME.apply(state, bank)
    summary = GAME.round_summary(state, bank, after, GAME.step_events(state, bank, after))
    assert summary is not None
    assert [x.key for x in summary.footer] == ["event.turn_order"]


def test_lines_said_inside_a_production_follow_on_from_its_line() -> None:
    """Issue 35: USA's energy from water passing its powerhouse (seed 000 企業ボード 1) is made
    while the production's water flows, before the production's own energy is added; the log
    reads the production's line first, so the USA line must start where it ended."""
    state = make_state()
    seat = PlayerId(0)
    state.seats[seat].company = "usa"
    build_dam(state, "B1U", seat, level=1, drops=1)
    for space in ("P8_0", "P11_0", "P11_1"):  # 3 powerhouses: the ability is uncovered
        state.powerhouses[geometry().powerhouse_index[space]] = seat
    state.conduits[geometry().conduit_index["C1L"]] = seat
    state.seats[seat].energy = 16
    produce = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Produce))
    after = GAME.apply(state, produce)
    line, *events = [GAME.describe(state, produce), *GAME.step_events(state, produce, after)]
    (usa,) = [e for e in events if ledger.inner(e).key == "event.usa_energy"]
    gained = after.seats[seat].energy - 16 - 1
    assert dict(line.deltas)[f"seat:{seat}:energy"] == gained
    assert f"energy 16 → {16 + gained}" in render(line, "en", NAMES)
    assert f"energy {16 + gained} → {17 + gained}" in render(usa, "en", NAMES)
    assert f"発電量{16 + gained}→{17 + gained}" in render(usa, "ja", JA_NAMES)
    assert GAME.ledger_values(usa) == {f"seat:{seat}:energy": (16 + gained, 17 + gained)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_usa_game_chains_every_counter(players: int) -> None:
    """The ledger check follows each counter from line to line (`check_ledger`), here in
    games where USA's ability and other nested steps come up: seats start with 3 powerhouses
    and a conduit fee is likely (`_nested_game`)."""
    assert check_ledger(_NestedGame(), players, seeds=range(2)) >= 2 * 30


class _NestedGame(Barrage):
    """Barrage whose companies start with powerhouses built (USA's ability uncovered) and
    conduits of rivals in the way, so that lines inside lines come up in random play."""

    def setup(self, options: BarrageOptions, seed: int) -> State:
        state = super().setup(options, seed)
        geo = geometry()
        for seat in range(options.players):
            for space in (f"P{9 - seat}_0", f"P{9 - seat}_1", f"P{12 - seat // 2}_{2 + seat % 2}"):
                state.powerhouses[geo.powerhouse_index[space]] = seat
            state.conduits[seat] = seat  # a conduit each: the others' water pays its fee
            state.seats[seat].energy = 3
        return state
