"""Taking a company (seed 000 "初期資産の受け取り"): its officer and starting assets.

`new_company` gives a seat its company, officer, starting resources, VP and technology tiles
(less its auction bid); `intro_companies` hands them out by turn position in the introductory
setup. Setup, the turn-order auction and the company draft (`rules.choices`) all use them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data
from app.games.barrage.model import Phase, PlayerState
from app.games.barrage.rules.leeghwater_setup import starting_tiles
from app.games.barrage.rules.rewards import add_vp

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["intro_companies", "new_company"]


def new_company(state: State, seat: int, company: str, officer: str) -> None:
    """Give `seat` its company and officer with the starting assets (seed 000 初期資産)."""
    data = game_data()
    start = dict(data.setup.starting_resources)
    off = next(o for o in data.officers.officers if o.id == officer)
    start.update(off.starting_resources)
    tiles = [t.id for t in data.technology.basic if state.introductory or not t.intro_only]
    if off.extra_component == "anton_tile":
        tiles.append("anton_tile")
    tiles += starting_tiles(state, off.extra_component)
    state.seats[seat] = PlayerState(
        company=company,
        officer=officer,
        vp=data.setup.starting_vp,
        credits=start["credits"],
        excavators=start["excavators"],
        mixers=start["mixers"],
        engineers=start["engineers"],
        tiles=tiles,
        vp_sources={"start": data.setup.starting_vp},
    )
    if state.bids:
        add_vp(state, seat, "auction", -state.bids[seat])


def intro_companies(state: State) -> None:
    """Introductory setup: company, officer and starting contract by turn position."""
    matchups = game_data().setup.intro_matchups
    for position, seat in enumerate(state.turn_order):
        m = matchups[position]
        new_company(state, seat, m.company, m.officer)
        state.seats[seat].contracts.append(m.contract)
    state.phase = Phase.SETUP
