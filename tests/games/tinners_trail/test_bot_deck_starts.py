"""The normal/hard bot does not start a deck-card auction it likely cannot pay (issue 35).

2 players: a starter who cannot pay the deck's top card drops out at once (no work points
spent, and acts again), so the normal bot kept doing it: the rival took the region at the
card's price, or a face-down region closed for good. The search no longer considers such a
start (`ordered_actions`); the easy bot may stay naive.
"""

from __future__ import annotations

from random import Random  # noqa: TID251 - a test's tie-break stream, as the bots use

from app.games.tinners_trail.actions import StartAuction
from app.games.tinners_trail.bots import ordered_actions
from app.games.tinners_trail.rules.legal import legal_actions
from tests.games.tinners_trail.builders import make_state


def _deck_starts(actions):
    return [a for a in actions if isinstance(a, StartAuction) and a.deck]


def test_no_deck_start_without_the_money_for_most_of_its_cards():
    broke = make_state(2, seats={"0": {"money": 0}})
    assert _deck_starts(legal_actions(broke, 0))  # legal all the same (seed 002)
    assert not _deck_starts(ordered_actions(broke, 0, Random(1)))


def test_deck_starts_stay_with_money_for_any_card():
    rich = make_state(2, seats={"0": {"money": 60}})
    assert _deck_starts(ordered_actions(rich, 0, Random(1)))
