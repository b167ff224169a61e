"""Card-effect hook points (cards/registry.py): the rules fire each timing with the right cards.

These tests swap two registered effects for throwaway ones for the duration of one test and
check that the battle, death and game-end timings reach them; with the real code, Loki's
Dragons pays 4 glory for the ship and Tyr's cards add only their printed STR.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import choose_card, pass_turn, pillage
from app.games.blood_rage.cards import registry
from app.games.blood_rage.rules.reward import gain_glory
from tests.games.blood_rage.builders import card, make_state, province

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import State

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0, "destroyed": ["utgard", "andlang"]}


@pytest.fixture
def calls() -> Iterator[list[tuple[str, int, int]]]:
    """Register test effects on `plain` (battle) and `ship_death_glory_4` (ship upgrade)."""
    seen: list[tuple[str, int, int]] = []

    class Plain(registry.CardEffect):
        timings: ClassVar[tuple[Timing, ...]] = ("reveal", "strength", "after_battle")

        def run(self, state: State, event: Event, seat: int, card: int) -> None:
            seen.append((event.timing, seat, card))
            if event.timing == "strength":
                event.strength[seat] += 10

    class ShipDeath(registry.CardEffect):
        timings: ClassVar[tuple[Timing, ...]] = ("on_death", "game_end")

        def run(self, state: State, event: Event, seat: int, card: int) -> None:
            seen.append((event.timing, seat, card))
            if event.timing == "on_death":
                ships = [k for s, k in event.figures if s == seat and k == "ship"]
                gain_glory(state, seat, 4 * len(ships), "cards")

    real = {k: registry.EFFECTS.pop(k) for k in ("plain", "ship_death_glory_4")}
    registry.effect("plain", "battle")(Plain)
    registry.effect("ship_death_glory_4", "ship")(ShipDeath)
    try:
        yield seen
    finally:
        registry.EFFECTS.update(real)


def _battle(players: int = 3) -> State:
    """Seat 0 (Warrior + ship, Tyr's Bash) pillages Muspelheim against seat 1 (Leader, Tyr's
    Smite): printed, 1 + 2 + 2 = 5 against 3 + 5 = 8."""
    state = make_state(
        players,
        **BOARD,
        rage=[3, 2, 0],
        upgrades={"0": ["a1.lokis_dragons"]},
        figures={"muspelheim": {"0": ["warrior"], "1": ["leader"]}},
        ships={"east": {"0": ["ship"]}},
        hands={"0": ["a1.tyrs_bash"], "1": ["a1.tyrs_smite"]},
    )
    state = GAME.apply(state, pillage(0, province("muspelheim")))
    return GAME.apply(state, choose_card(1, card("a1.tyrs_smite")))


def test_plain_cards_add_their_printed_strength_only():
    """Reference §3.2: Tyr's cards have no text; Loki's Dragons: 4 glory for the dead ship."""
    state = GAME.apply(_battle(), choose_card(0, card("a1.tyrs_bash")))
    assert [s.glory for s in state.seats] == [4, 3, 0]  # seat 1 won: 8 against 5
    assert state.seats[0].valhalla == ("ship", "warrior")


def test_battle_and_death_timings_reach_the_cards_in_play(calls: list[tuple[str, int, int]]):
    state = GAME.apply(_battle(), choose_card(0, card("a1.tyrs_bash")))
    bash, smite = card("a1.tyrs_bash"), card("a1.tyrs_smite")
    # Tyr's Bash and Smite are both "plain": +10 each, so 15 against 18; seat 1 still wins.
    assert ("strength", 0, bash) in calls
    assert ("strength", 1, smite) in calls
    assert ("reveal", 0, bash) in calls
    assert ("after_battle", 1, smite) in calls
    # Seat 0's ship died with the Dragons upgrade on its sheet: 4 glory by the test effect.
    assert ("on_death", 0, card("a1.lokis_dragons")) in calls
    assert [s.glory for s in state.seats] == [4, 3, 0]


def test_strength_effects_decide_the_battle(calls: list[tuple[str, int, int]]):
    state = make_state(
        3,
        **BOARD,
        rage=[3, 2, 0],
        figures={"horgr": {"0": ["warrior"], "1": ["leader"]}},
        hands={"0": ["a1.tyrs_bash"], "1": ["a1.thors_hammer"]},
    )
    state = GAME.apply(state, pillage(0, province("horgr")))
    state = GAME.apply(state, choose_card(0, card("a1.tyrs_bash")))
    state = GAME.apply(state, choose_card(1, card("a1.thors_hammer")))
    # Printed: 3 against 4; with the test effect on Tyr's Bash (plain): 13 against 4.
    assert [s.glory for s in state.seats] == [3, 0, 0]
    assert state.provinces[province("horgr")].pillaged


def test_game_end_timing_reaches_the_upgrades(calls: list[tuple[str, int, int]]):
    state = make_state(3, **BOARD, age=3, rage=[1, 0, 0], upgrades={"2": ["a1.lokis_dragons"]})
    state = GAME.apply(state, pass_turn(PlayerId(0)))
    assert GAME.outcome(state) is not None
    assert ("game_end", 2, card("a1.lokis_dragons")) in calls
