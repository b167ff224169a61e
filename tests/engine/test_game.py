"""The shared game surface: options, outcomes, winners and the bots' value function."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.engine.game import ActionBase, Options, Outcome, PlayerId, winners_of
from app.engine.text import render
from tests.engine.toy import TOY, Take, random_game


def test_winners_share_ties():
    assert winners_of((3, 7, 7)) == (1, 2)
    assert winners_of((5,)) == (0,)
    assert winners_of((4, 4), tiebreak=(1, 2)) == (1,)
    assert winners_of((4, 4), tiebreak=(2, 2)) == (0, 1)


def test_options_need_players_and_forbid_extras():
    assert Options(players=3).players == 3
    with pytest.raises(ValidationError):
        Options(players=0)
    with pytest.raises(ValidationError):
        Options.model_validate({"players": 2, "colour": "red"})
    assert TOY.Options(players=2).pile == 12


def test_actions_are_frozen_and_hashable():
    a = Take(player=PlayerId(0), count=1)
    assert a == Take(player=PlayerId(0), count=1)
    assert len({a, Take(player=PlayerId(0), count=1)}) == 1
    with pytest.raises(ValidationError):
        a.count = 2  # type: ignore[misc]
    assert isinstance(a, ActionBase)


def test_action_json_round_trip():
    for action in random_game(TOY, 4, 2)[1]:
        assert TOY.parse_action(TOY.dump_action(action)) == action


def test_values_of_finished_game_share_the_win():
    state, _ = random_game(TOY, 3, 1)
    outcome = TOY.outcome(state)
    assert isinstance(outcome, Outcome)
    values = TOY.values(state)
    assert sum(values) == pytest.approx(1.0)
    for seat, value in enumerate(values):
        expected = 1 / len(outcome.winners) if seat in outcome.winners else 0.0
        assert value == pytest.approx(expected)


def test_values_of_running_game_favour_the_leader():
    state = TOY.setup(TOY.Options(players=2), 1)
    state = TOY.apply(state, TOY.parse_action({"kind": "take", "player": 0, "count": 2}))
    lead, behind = TOY.values(state)
    assert 0.5 < lead < 1.0
    assert 0.0 < behind < 0.5


def test_seats_in_texts_are_named_at_rendering_or_numbered():
    state = TOY.setup(TOY.Options(players=3), 1)
    line = TOY.describe(state, TOY.parse_action({"kind": "take", "player": 2, "count": 1}))
    assert str(line) == "Player 3 takes 1 counter"
    assert render(line, "en", ["Ann", "Ben", "Cy"]) == "Cy takes 1 counter"
    assert render(line, "en", ["Ann", "Ben"]) == "Player 3 takes 1 counter"
    assert render(line, "ja", ["アン", "ベン", "サイ"]) == "サイがコマを1個取る"


def test_view_hides_other_seats_cards_until_the_end():
    state = TOY.setup(TOY.Options(players=2), 1)
    state = TOY.apply(state, TOY.parse_action({"kind": "draw", "player": 0}))
    assert TOY.view_for(state, PlayerId(0)).seats[0].bonus == state.seats[0].bonus
    assert TOY.view_for(state, PlayerId(1)).seats[0].bonus == (0,)
    final, _ = random_game(TOY, 2, 1)
    assert TOY.view_for(final, PlayerId(1)) == final
