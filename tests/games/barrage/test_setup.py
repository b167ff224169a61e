"""Setup and round skeleton (seed 000 "ゲームの準備", "ゲームの流れ", "収入フェイズ"; seed 004)."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.engine.flow import advance
from app.engine.game import PlayerId
from app.games.barrage.actions import ChooseMachineryAction, PickCompany, PlaceDrops
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, Phase, State, Turn
from app.games.barrage.rules import apply as rules
from app.games.barrage.rules import endgame, round, water, wheel
from app.games.barrage.rules.setup import setup
from tests.games.barrage.builders import build_dam, seat_of


@pytest.mark.parametrize("players", [2, 3, 4])
def test_introductory_setup(players: int) -> None:
    s = setup(BarrageOptions(players=players), seed=11)
    assert s.phase == Phase.ACTIONS
    assert s.round == 1
    assert sorted(s.turn_order) == list(range(players))
    expected = ["usa", "germany", "italy", "france"][:players]
    assert [s.seats[seat].company for seat in s.turn_order] == expected  # seed 000 a)
    assert [s.seats[seat].contracts for seat in s.turn_order] == [[1], [2], [3], [4]][:players]
    for p in s.seats:
        assert (p.vp, p.credits, p.excavators, p.mixers, p.engineers) == (10, 6, 6, 4, 12)
        assert "joker" in p.tiles
    assert len(s.national) == players - 1
    assert [len(pile.face_up) for pile in s.private] == [2, 2, 2]
    assert [len(pile.deck) for pile in s.private] == [13, 13, 13]
    assert "advanced_tile" not in s.bonus_tiles
    assert len(set(s.bonus_tiles)) == 5
    assert len(set(s.headstream_tiles)) == 4
    assert s.patent_display == []
    assert s.pending == [Turn(waiting=(s.turn_order[0],))]


def test_neutral_dams_one_per_area_with_one_drop() -> None:
    s = setup(BarrageOptions(players=4), seed=3)
    geo = geometry()
    neutral = [
        (geo.area_of(geo.dam_basin[i]), d.level, d.drops)
        for i, d in enumerate(s.dams)
        if d.owner == NEUTRAL
    ]
    assert sorted(neutral) == [("hill", 2, 1), ("mountain", 1, 1), ("plain", 3, 1)]


def test_round_one_headstream_drops_follow_the_tiles() -> None:
    s = setup(BarrageOptions(players=2), seed=5)
    tiles = {t.id: t.drops for t in game_data().headstreams.tiles}
    assert s.headstream_drops == [tiles[t][0] for t in s.headstream_tiles]
    assert s.drops_added == 3 + sum(s.headstream_drops)


def test_setup_is_deterministic() -> None:
    a = setup(BarrageOptions(players=3, introductory=False), seed=42)
    b = setup(BarrageOptions(players=3, introductory=False), seed=42)
    c = setup(BarrageOptions(players=3, introductory=False), seed=43)
    assert a.model_dump_json() == b.model_dump_json()
    assert a.model_dump_json() != c.model_dump_json()
    assert State.model_validate_json(a.model_dump_json()) == a


def test_standard_draft_in_reverse_turn_order() -> None:
    s = setup(BarrageOptions(players=3, introductory=False), seed=8)
    assert s.phase == Phase.DRAFT
    assert len(s.draft_pairs) == 3
    assert len(s.draft_contracts) == 3
    assert all(len(d) == 5 for d in s.advanced_decks[1:])
    assert len(s.advanced_decks[0]) == 2
    assert None not in s.patent_display
    picks = []
    while s.phase == Phase.DRAFT:
        [seat] = s.pending[-1].waiting
        picks.append(seat)
        action = rules.legal_actions(s, seat)[0]
        assert rules.check(s, action) is None
        s = rules.apply(s, action)
    assert picks == list(
        reversed(setup(BarrageOptions(players=3, introductory=False), 8).turn_order)
    )
    assert s.phase == Phase.ACTIONS
    assert all(p.company and p.officer and len(p.contracts) == 1 for p in s.seats)
    assert all("joker" not in p.tiles for p in s.seats)


def test_draft_refuses_wrong_seat_and_taken_pairs() -> None:
    s = setup(BarrageOptions(players=2, introductory=False), seed=8)
    [seat] = s.pending[-1].waiting
    other = PlayerId(1 - seat)
    company = s.draft_pairs[0][0]
    bad = PickCompany(player=other, company=company, contract=s.draft_contracts[0])
    assert rules.check(s, bad) is not None
    with pytest.raises(IllegalAction):
        rules.apply(s, bad)
    good = PickCompany(player=seat, company=company, contract=s.draft_contracts[0])
    after = rules.apply(s, good)
    assert s.pending[-1].waiting == (seat,)  # input unchanged
    again = PickCompany(player=other, company=company, contract=after.draft_contracts[0])
    assert rules.check(after, again) is not None


def test_sekibo_gets_an_extra_officer_with_two_or_three_players() -> None:
    found = 0
    for seed in range(60):
        s = setup(BarrageOptions(players=2, introductory=False), seed=seed)
        officers = [o for _, o in s.draft_pairs]
        if "mahiri_sekibo" in officers:
            found += 1
            assert len(s.extra_officers) == 1
            assert s.extra_officers[0] not in officers
        else:
            assert s.extra_officers == []
    assert found > 0


def test_sekibo_starts_with_nine_credits() -> None:
    # Reference §6: Mahiri Sekibo starts with 9 credits instead of 6.
    for seed in range(60):
        s = setup(BarrageOptions(players=4, introductory=False), seed=seed)
        if "mahiri_sekibo" not in [o for _, o in s.draft_pairs]:
            continue
        while s.phase == Phase.DRAFT:
            [seat] = s.pending[-1].waiting
            s = rules.apply(s, rules.legal_actions(s, seat)[0])
        credits = {p.officer: p.credits for p in s.seats}
        assert credits.pop("mahiri_sekibo") == 9
        assert set(credits.values()) == {6}
        return
    pytest.fail("no seed drew Sekibo")


def _skip_actions(s: State) -> State:
    """Stand-in for the action phase (not built yet): everyone is out of engineers."""
    s = s.model_copy(deep=True)
    s.pending = [d for d in s.pending if not isinstance(d, Turn)]
    for p in s.seats:
        p.engineers = 0
    advance(s, round.step)
    return s


def test_income_is_paid_every_round_once_uncovered() -> None:
    # Seed 000 収入フェイズ: uncovered incomes are paid in each income phase.
    s = setup(BarrageOptions(players=2), seed=2)
    germany = seat_of(s, "germany")
    build_dam(s, "B2U", germany, level=1)
    build_dam(s, "B3U", germany, level=1)  # the 2nd base uncovers Germany's 3 VP income
    s = _skip_actions(s)
    assert (s.round, s.seats[germany].vp_sources["income"]) == (2, 3)
    s = _skip_actions(s)
    assert (s.round, s.seats[germany].vp_sources["income"]) == (3, 6)
    assert s.seats[germany].vp == 10 + 6 - 2 * 3  # two rounds without energy: -3 each


def test_choice_incomes_wait_for_the_player() -> None:
    # USA's 2nd elevation uncovers "1 machinery of choice" (companies.json).
    s = setup(BarrageOptions(players=2), seed=2)
    usa = PlayerId(seat_of(s, "usa"))
    build_dam(s, "B2U", usa, level=3)  # base + 2 elevations
    s = _skip_actions(s)
    assert s.phase == Phase.INCOME
    [decision] = s.pending
    assert decision.kind == "choose_machinery"
    assert rules.check(s, ChooseMachineryAction(player=usa, excavators=1, mixers=1)) is not None
    exc = s.seats[usa].excavators
    s = rules.apply(s, ChooseMachineryAction(player=usa, excavators=1, mixers=0))
    assert s.seats[usa].excavators == exc + 1
    assert s.phase == Phase.ACTIONS


def test_place_drops_choice_flows_now() -> None:
    from app.games.barrage.model import PlaceDropsChoice

    s = setup(BarrageOptions(players=2), seed=2)
    seat = s.turn_order[0]
    s.pending.append(PlaceDropsChoice(waiting=(seat,), count=2, flow_now=True))
    assert len(rules.legal_actions(s, seat)) == 10  # multisets of 2 among 4 headstreams
    before = water.drops_in_play(s) + s.drops_exited
    s = rules.apply(s, PlaceDrops(player=seat, headstreams=("HA", "HA")))
    assert water.drops_in_play(s) + s.drops_exited == before + 2
    assert s.headstream_drops == setup(BarrageOptions(players=2), seed=2).headstream_drops


def test_five_rounds_end_the_game() -> None:
    s = setup(BarrageOptions(players=3), seed=9)
    for expected_round in (1, 2, 3, 4, 5):
        assert s.round == expected_round
        s = _skip_actions(s)
    assert s.phase == Phase.OVER
    assert s.pending == []
    assert sum(s.headstream_drops) == 0  # the final flow ran before end scoring
    assert s.drops_added == water.drops_in_play(s) + s.drops_exited
    out = endgame.outcome_of(s)
    # Nobody produced: 5 x -3 VP from the 0 space, no ranking, no bonus tiles.
    assert all(p.vp_sources["energy_track"] == -15 for p in s.seats)
    assert len(out.scores) == 3


def test_wheel_returns_things_after_six_steps() -> None:
    # Seed 000 ホイールの使用: things return once their segment is back at the opening.
    s = setup(BarrageOptions(players=2), seed=1)
    p = s.seats[0]
    wheel.load_and_turn(p, "base", 5, 0, seat=0)
    assert "base" not in p.tiles
    assert p.excavators == 1
    wheel.turn(p, 4, seat=0)
    assert "base" not in p.tiles
    wheel.turn(p, 1, seat=0)
    assert "base" in p.tiles
    assert p.excavators == 6
    with pytest.raises(ValueError, match="not in supply"):
        wheel.load_and_turn(p, "base", 7, 0, seat=0)
