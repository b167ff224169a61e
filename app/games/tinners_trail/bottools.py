"""Per-position helpers of the bots' priors (`bots.prior`): values cached for one state and seat.

Values are in £. A development's value is what it adds to the net income of the seat's own
mines (more capacity, less water), minus a share of what it gives rival mines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.games.tinners_trail.botvalue import (
    card_value,
    expected_prices,
    extraction,
    invest_rate,
    region_value,
)
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import Auction
from app.games.tinners_trail.rules.auction import deck_unpayable, minimum
from app.games.tinners_trail.rules.developments import pump_group
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.rules.prices import price

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import StartAuction
    from app.games.tinners_trail.model import State

__all__ = ["BALANCED", "STYLES", "Context", "Style"]

RIVAL_SHARE = 0.3
"""Share of a rival's gain a seat counts against a development that helps them."""
DECK_CARD = (0.6, 0.6, 0.8)
"""Average benefit of an unseen survey card (tin, copper, water)."""


@dataclass(frozen=True)
class Style:
    """Weights of the heuristics (the tuning plays styles against each other, RULES.md)."""

    name: str
    bid_share: float = 0.3
    """Share of a region's value the seat bids at most."""
    develop: float = 3.0
    """Weight of developments."""
    reserve: float = 1.0
    """Weight of the money kept back from investing for the next round."""
    passing: float = 1.0
    """Weight of a higher row on the investment board when deciding to pass."""


BALANCED = Style("balanced")
"""The `easy` bot."""
STYLES = (
    BALANCED,
    Style("prospector", bid_share=0.6, develop=1.5),
    Style("developer", develop=6.0),
    Style("investor", passing=2.5),
)
"""Distinct strategies for the balance check of the designed tables."""


class Context:
    """One position seen by one seat, with cached mine values."""

    def __init__(self, state: State, player: int, style: Style = BALANCED) -> None:
        self.state = state
        self.player = player
        self.style = style
        self.now = (float(price(state, 0)), float(price(state, 1)))
        self.left = 10 - state.seats[player].work
        last = state.round == 4
        self.actions = min(self.left, 3) if last else min(self.left, 3) + 3 * (4 - state.round)
        self.prices = self.now if last else expected_prices(state, False)
        self._ext: dict[tuple[int, int, int, int], float] = {}

    def ext(self, region: int, cap: int = 0, water: int = 0, ore: int = 0) -> float:
        """Net £ of the mine on `region` with `cap` more capacity, `water` and `ore` changes."""
        key = (region, cap, water, ore)
        if key not in self._ext:
            s = self.state
            self._ext[key] = extraction(
                (s.tin[region] + ore, s.copper[region] + ore),
                max(0, s.water[region] - water),
                capacity(s, region) + cap,
                self.actions,
                self.prices,
            )
        return self._ext[key]

    def gain(self, region: int, cap: int = 0, water: int = 0, ore: int = 0) -> float:
        """What the change is worth to this seat (negative share if it helps a rival)."""
        owner = self.state.mine[region]
        if owner < 0:
            return 0.1 * water  # a drainage token for whoever builds there
        delta = self.ext(region, cap, water, ore) - self.ext(region)
        return delta if owner == self.player else -RIVAL_SHARE * delta

    def develop(self, region: int, cap: int, water: int) -> float:
        """Value of a miner/port (or one pumped water cube) on `region`."""
        return self.style.develop * self.gain(region, cap=cap, water=water)

    def rail_value(self, region: int) -> float:
        """Value of a rail: capacity and 2 water here, 1 water on each neighbour."""
        value = self.gain(region, cap=1, water=2)
        for other in board(self.state.players).neighbours[region]:
            value += self.gain(other, water=1)
        return self.style.develop * value

    def adit_value(self, border: int) -> float:
        """Value of an adit: on both regions 1 water and 1 tin + 1 copper."""
        a, b = game_data().borders[border]
        return self.style.develop * (self.gain(a, water=1, ore=1) + self.gain(b, water=1, ore=1))

    def pumps_value(self) -> float:
        """Value of the next steam-pump group on this seat's wettest mines."""
        where = pump_group(self.state)
        if where is None:
            return -1.0
        size = self.state.pumps[where[0]][where[1]]
        own = [r for r, o in enumerate(self.state.mine) if o == self.player]
        gains = sorted((self.gain(r, water=1) for r in own if self.state.water[r]), reverse=True)
        return self.style.develop * sum(gains[:size])

    def start_value(self, action: StartAuction) -> float:
        """Expected net £ per work point of starting this auction."""
        s, region = self.state, action.region
        if action.deck and deck_unpayable(s, self.player, region):
            return -1.0  # no card of the deck is payable: the starter drops out, the rival decides
        extra = (0.0, 0.0, 0.0)
        if action.card >= 0:
            extra = card_value(action.card)
        elif action.deck:
            extra = DECK_CARD
        value = region_value(s, self.player, region, extra)
        if s.players == 2:
            low = game_data().cards[action.card].price if action.card >= 0 else 2.5
        else:
            low = minimum(s)
        cost = max(float(low), 0.55 * value)
        net = value - cost
        if action.card >= 0 and s.players > 2:
            net += 0.1 * value - 2.0  # insurance, less the card kept for later
        return net / 2

    def bid_limit(self) -> float:
        """The most this seat pays in the current auction."""
        top = self.state.pending[-1]
        assert isinstance(top, Auction)
        extra = card_value(top.card) if top.card >= 0 else (0.0, 0.0, 0.0)
        value = region_value(self.state, self.player, top.region, extra)
        share = self.style.bid_share + (0.15 if self.state.players == 2 else 0.0)
        return min(float(self.state.seats[self.player].money), share * value)

    def pass_value(self) -> float:
        """Per work point left: what passing now gains on the investment board."""
        s = self.state
        if self.left == 0:
            return 100.0
        seat = s.seats[self.player]
        row = len(s.passed)
        column = game_data().invest[s.round - 1]
        if row + 1 >= s.players:
            return 0.2
        cash = seat.money + seat.tin * self.now[0] + seat.copper * self.now[1]
        vp = cash / 10 * (column.ten[row] - column.ten[row + 1])
        return max(0.2, self.style.passing * vp / max(invest_rate(s), 0.1) / self.left)
