"""Why a move is good ("Suggest a move"): Barrage's `explain` on built and random positions."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import Any

import pytest

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.actions import BankCredits, Produce, TakeContracts
from app.games.barrage.actions_leeghwater import DoExternalWork
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions
from app.games.barrage.rules.contracts import contract as contract_data
from tests.games.barrage.builders import scenario_state
from tests.textcheck import JA_NAMES, assert_clean

ME = PlayerId(0)


def production_position():
    """France with 2 drops behind a 4-value conduit and four powerhouses (13 energy)."""
    state = scenario_state(
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
        player=ME, space="turbine_b2", dam="B1U", conduit="C1R", powerhouse="P5_0", drops=2
    )
    return state, action


def test_a_production_names_its_energy_and_the_best_contract_it_reaches():
    state, action = production_position()
    text = GAME.explain(GAME.view_for(state, ME), action)
    assert text is not None
    assert render(text, "en") == "produces 13 energy, enough for contract #101 (13 energy)"
    assert render(text, "ja", JA_NAMES) == "発電量13の発電で契約#101（発電量13）を達成可能"


def test_fulfilling_a_contract_comes_first():
    state, action = production_position()
    after = GAME.apply(state, action)
    view = GAME.view_for(after, ME)
    fulfil = next(a for a in GAME.legal_actions(after, ME) if a.kind == "fulfil_contract")
    text = GAME.explain(view, fulfil)
    assert text is not None
    assert render(text, "en").startswith(f"fulfils contract #{fulfil.contract} (")
    skip = next(a for a in GAME.legal_actions(after, ME) if a.kind == "skip")
    declined = GAME.explain(view, skip)  # earns nothing to name, yet it is said why (issue 37)
    assert declined is not None
    assert render(declined, "en") == "the best of what is open to you now"


def test_the_reason_is_the_same_whatever_the_hidden_piles_hold():
    state, action = production_position()
    shuffled = state.model_copy(update={"private": [p.model_copy() for p in state.private]})
    shuffled.private[0].deck = list(reversed(shuffled.private[0].deck))
    view_a, view_b = GAME.view_for(state, ME), GAME.view_for(shuffled, ME)
    assert view_a == view_b
    assert GAME.explain(view_a, action) == GAME.explain(view_b, action)


@pytest.mark.parametrize("players", [2, 4])
def test_reasons_of_random_games_render_in_both_languages(players: int):
    rng = random.Random(f"hints:{players}")
    texts = []
    state = GAME.setup(BarrageOptions(players=players), 3)
    for _ in range(250):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        view = GAME.view_for(state, seat)
        before = view.model_dump_json()
        legal = GAME.legal_actions(state, seat)
        for action in rng.sample(legal, min(6, len(legal))):
            reason = GAME.explain(view, action)
            assert reason is not None, action  # "Show me" always says why (issue 37)
            texts.append(reason)
        assert view.model_dump_json() == before  # explain never changes its input
        state = GAME.apply(state, rng.choice(legal))
    assert {"hint.gains", "hint.build"} <= {t.key for t in texts}
    assert assert_clean(texts, allowed_latin=("VP",)) > 20


def test_an_external_work_that_gives_a_free_structure_says_so():
    # seed 000 "外注仕事": some external works reward a structure built for free; the reason
    # named only the credits before ("gains 2 credits" for 2 credits and a free powerhouse).
    rng = random.Random("hints:free")
    state = GAME.setup(BarrageOptions(players=2, leeghwater=True), 5)
    found: list[tuple[str, str]] = []
    for _ in range(400):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            if not isinstance(action, DoExternalWork) or state.lwp is None:
                continue
            wid = state.lwp.display[action.slot - 1]
            assert wid is not None  # a legal external work is face up
            work = game_data().leeghwater.work(wid)
            if any(k.startswith("build_") for k in work.reward.model_dump(exclude_defaults=True)):
                reason = GAME.explain(GAME.view_for(state, seat), action)
                assert reason is not None
                found.append((render(reason), render(reason, "ja")))
        state = GAME.apply(state, rng.choice(legal))
    assert found
    for english, japanese in found:
        assert "for free" in english
        assert "無料で建設" in japanese


def test_taking_contracts_names_every_contract_with_its_energy_and_reward():
    """Issue 38 §2: "gives you a contract to aim your production at" named none of the two
    contracts taken, all face up; the reason names each, and any contract given up."""
    rng = random.Random("hints:contracts")
    found: list[tuple[TakeContracts, str, str]] = []
    reasons = []
    for players, seed in ((2, 3), (4, 4)):
        state = GAME.setup(BarrageOptions(players=players), seed)
        while (acting := sorted(GAME.to_act(state))) and len(found) < 12:
            seat = acting[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view_for(state, seat)
            for action in legal:
                if isinstance(action, TakeContracts) and (action.discard or rng.random() < 0.2):
                    reason = GAME.explain(view, action)
                    assert reason is not None
                    reasons.append(reason)
                    found.append((action, render(reason), render(reason, "ja")))
            state = GAME.apply(state, rng.choice(legal))
    assert len(found) >= 12
    for action, english, japanese in found:
        for cid in (*action.contracts, *action.discard):
            c = contract_data(cid)
            assert f"#{cid} ({c.energy} energy → " in english, english
            assert f"#{cid}（" in japanese, japanese
        assert ("giving up" in english) == bool(action.discard), english
        assert ("手放す" in japanese) == bool(action.discard), japanese
    assert_clean(reasons, allowed_latin={"VP"})


def test_a_move_that_ends_the_round_is_not_credited_with_the_rounds_end():
    """Issue 38 §2: "takes 1 credit from the bank — gains 4 credits and keeps 1 drop in your
    dams": the income and the water of the round's end come whatever is played; the reason
    names what the move gains, the bank's credit per engineer (seed 000 アクション：銀行)."""
    rng = random.Random("hints:bank")
    found: list[tuple[int, str]] = []
    for seed in (3, 4, 5):
        state = GAME.setup(BarrageOptions(players=2), seed)
        while (acting := sorted(GAME.to_act(state))) and len(found) < 4:
            seat = acting[0]
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                if (
                    isinstance(action, BankCredits)
                    and GAME.apply(state, action).round > state.round
                ):
                    reason = GAME.explain(GAME.view_for(state, seat), action)
                    assert reason is not None
                    found.append((action.engineers, render(reason)))
            state = GAME.apply(state, rng.choice(legal))
    assert found
    for engineers, english in found:
        assert english == f"gains {engineers} credit{'s' if engineers > 1 else ''}", english


def test_a_production_that_ends_the_round_names_its_energy():
    """The round's end takes the energy track back: the production that ended a round read
    "the best of what is open to you now" instead of the energy it made."""
    rng = random.Random(1)
    found: list[str] = []
    for seed in (3, 4, 5, 6):
        state = GAME.setup(BarrageOptions(players=2), seed)
        while acting := sorted(GAME.to_act(state)):
            seat = acting[0]
            legal = GAME.legal_actions(state, seat)
            for action in (a for a in legal if isinstance(a, Produce)):
                if GAME.apply(state, action).round > state.round:
                    reason = GAME.explain(GAME.view_for(state, seat), action)
                    assert reason is not None
                    found.append(render(reason))
            state = GAME.apply(state, rng.choice(legal))
    assert found
    assert all(english.startswith("produces ") for english in found), found


def test_a_suggestion_takes_the_cheaper_space_that_does_the_same():
    """Issue 37 §4: "Show me" suggested a 2-engineer space with 3 credits more while the
    1-engineer space that does the same was free; a suggestion is shown the cheapest way."""
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    seat = sorted(GAME.to_act(state))[0]
    view = GAME.view_for(state, seat)
    spaces: dict[str, Any] = {s.uid: s for s in game_data().board.spaces}
    legal: list[Any] = GAME.legal_actions(state, seat)
    dear = next(a for a in legal if a.kind == "manage_water" and spaces[a.space].space_cost)
    cheap: Any = GAME.refine_suggestion(view, dear)
    assert cheap != dear
    assert cheap.model_dump(exclude={"space"}) == dear.model_dump(exclude={"space"})
    assert spaces[cheap.space].engineers < spaces[dear.space].engineers
    assert spaces[cheap.space].space_cost == 0
    assert cheap in legal
    # a space already cheapest, and a construction (no action space), stay as they are
    assert GAME.refine_suggestion(view, cheap) == cheap
    build = next(a for a in legal if a.kind == "construct")
    assert GAME.refine_suggestion(view, build) == build


def test_a_taken_cheap_space_leaves_the_dear_one():
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    spaces: dict[str, Any] = {s.uid: s for s in game_data().board.spaces}
    first = sorted(GAME.to_act(state))[0]
    take: Any = next(
        a
        for a in GAME.legal_actions(state, first)
        if a.kind == "manage_water" and not spaces[a.space].space_cost
    )
    state = GAME.apply(state, take)
    while (seat := sorted(GAME.to_act(state))[0]) == first:  # the rest of the turn
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    later: list[Any] = GAME.legal_actions(state, seat)
    dear = next(
        a
        for a in later
        if a.kind == "manage_water"
        and spaces[a.space].space_cost
        and spaces[a.space].section == spaces[take.space].section
        and spaces[a.space].drops == spaces[take.space].drops
    )
    assert GAME.refine_suggestion(GAME.view_for(state, seat), dear) == dear


def test_every_move_of_the_draft_and_the_auction_is_explained():
    """The standard setup's draft and auction: no company yet (explain raised KeyError '')."""
    state = GAME.setup(BarrageOptions(players=4, introductory=False, auction=True), 3)
    rng = random.Random("hints:draft")
    for _ in range(24):
        seat = sorted(GAME.to_act(state))[0]
        view = GAME.view_for(state, seat)
        for action in GAME.legal_actions(state, seat):
            why = GAME.explain(view, action)  # raised KeyError '' (None: nothing to say)
            assert why is None or render(why)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))


def test_a_build_in_the_last_round_is_not_for_the_future():
    """Issue 37: "for a future power system" was said of a build in the last round."""
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    (seat, *_) = sorted(GAME.to_act(state))
    last = state.model_copy(update={"round": game_data().setup.rounds})
    reasons: dict[int, set[str]] = {}
    for when in (state, last):
        view = GAME.view_for(when, seat)
        for action in GAME.legal_actions(when, seat):
            reason = GAME.explain(view, action)
            if action.kind == "construct" and reason is not None:
                reasons.setdefault(when.round, set()).add(reason.key)
    assert "hint.build" in reasons[state.round]
    assert "hint.build" not in reasons[last.round]
    assert "hint.build_last" in reasons[last.round]
