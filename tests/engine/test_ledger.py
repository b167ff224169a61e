"""The ledger check (STYLE.md §3 "Ledger", issue 18 §1) on the toy game.

`check_ledger` must pass a game whose log explains every counter's change, and fail, naming
the step and the counter, a game where some number changes with no line saying why.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.conformance import check_ledger
from app.engine.events import deltas_of
from app.engine.game import GameBase, PlayerId
from app.engine.rng import bot_random
from app.engine.text import Seat, Text
from tests.engine.toy import Draw, Take, ToyGame, ToyState


class SilentTake(ToyGame):
    """Broken: taking counters changes the pile with a line that carries no deltas."""

    def describe(self, state: ToyState, action: Any) -> Text:
        line = super().describe(state, action)
        return line.with_deltas({}) if isinstance(action, Take) else line


class SecretMiscounted(ToyGame):
    """Broken: the secret bonus card's points are logged one short (seen by its owner only)."""

    def step_events(self, before: ToyState, action: Any, after: ToyState) -> list[Text]:
        lines = super().step_events(before, action, after)
        return [
            line.with_deltas({k: v - 1 for k, v in line.deltas}) if line.key == "bonus" else line
            for line in lines
        ]


class StaleValues(ToyGame):
    """Broken: every take line shows the pile as if it still held all 12 counters."""

    def ledger_values(self, line: Text) -> dict[str, tuple[int, int]]:
        n = line.arg("n")
        if line.key != "take" or not isinstance(n, int):
            return {}
        return {"pile": (12, 12 - n)}


class NoCounters(ToyGame):
    """A game that declares no counters (the default of `GameBase.counters`)."""

    def counters(self, view: ToyState) -> dict[str, int]:
        return GameBase.counters(self, view)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_game_explains_every_counter(players: int) -> None:
    steps = check_ledger(ToyGame(), players, seeds=range(5))
    assert steps >= 5 * 12 // 3  # each game takes at least pile / 3 actions


def test_a_change_without_its_line_fails_naming_step_and_counter() -> None:
    with pytest.raises(AssertionError) as caught:
        check_ledger(SilentTake(), 2, seeds=[1])
    message = str(caught.value)
    assert "seed 1, step 0 (seat 0 takes" in message
    assert "pile: 12 -> " in message
    assert "unexplained" in message


def test_a_hidden_counter_is_checked_in_its_owners_view_only() -> None:
    game = SecretMiscounted()
    seed = next(s for s in range(50) if _draws(game, s))
    with pytest.raises(AssertionError) as caught:
        check_ledger(game, 2, seeds=[seed])
    message = str(caught.value)
    drawer = _draws(game, seed)[0]
    assert f"seat {drawer}'s view: seat:{drawer}:bonus_points" in message
    assert "+1 unexplained" in message
    assert f"seat {1 - drawer}'s view" not in message


def test_lines_that_do_not_chain_fail_naming_the_counter() -> None:
    """Issue 35: each line's before-value is the value the lines before it left."""
    with pytest.raises(AssertionError) as caught:
        check_ledger(StaleValues(), 2, seeds=[1])
    message = str(caught.value)
    assert "pile shown from 12, was " in message
    assert "seed 1, step 0" not in message  # the first take starts from the full pile


def test_game_without_counters_checks_steps_but_finds_nothing() -> None:
    assert NoCounters().counters(NoCounters().setup(NoCounters.Options(players=2), 0)) == {}
    assert check_ledger(NoCounters(), 2, seeds=[0]) > 0


def test_lines_carry_their_deltas_and_show_the_amount() -> None:
    game = ToyGame()
    state = game.setup(game.Options(players=2), 3)
    line = game.describe(state, Take(player=PlayerId(0), count=2))
    assert deltas_of([line, line]) == {"pile": -4, "seat:0:taken": 4}
    assert str(line) == "Player 1 takes 2 counters"
    assert line == Text.of("toy", "take", who=Seat(0), n=2)  # deltas are bookkeeping
    after = game.apply(state, Draw(player=PlayerId(0)))
    (bonus,) = game.step_events(state, Draw(player=PlayerId(0)), after)
    value = after.seats[0].bonus[0]
    assert bonus.deltas == (("seat:0:bonus_points", value),)
    assert str(bonus) == f"Player 1 keeps a bonus card worth {value}"


def _draws(game: ToyGame, seed: int) -> list[int]:
    """Seats that draw a bonus card in the ledger's random game of `seed` (2 players)."""
    state = game.setup(game.Options(players=2), seed)
    rng = bot_random(f"ledger:{seed}", 0)
    out = []
    while acting := sorted(game.to_act(state)):
        action = rng.choice([a for s in acting for a in game.legal_actions(state, s)])
        if isinstance(action, Draw):
            out.append(int(action.player))
        state = game.apply(state, action)
    return out
