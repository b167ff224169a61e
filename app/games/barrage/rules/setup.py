"""Setup (seed 000 "ゲームの準備", "初期資産の受け取り", "少人数ルール"; seed 004 "Setup").

Common to both setups: a random turn order, 4 headstream tiles, 5 bonus tiles (introductory:
the five without the advanced-technology mark), 1 objective, players - 1 national contracts,
three private piles with 2 face up each, one neutral dam per area (mountain level 1, hill 2,
plain 3) holding 1 drop, and per company 6 credits, 6 excavators, 4 mixers, 12 engineers,
10 VP and the basic technology tiles.

a) Introductory: companies, officers and starting contracts by turn position; every company
also gets the joker tile; no patent office. b) Standard: as many random company/officer pairs
and starting contracts as players, picked in reverse turn order (`Draft`); advanced tiles in
decks I/II/III with 3 from deck I on display; with 2-3 players and Mahiri Sekibo drawn, one
extra officer is laid out for her to copy. With the optional turn-order auction
(`rules.auction`) the pairs are laid out first, the players bid for the turn positions, and
then the companies are handed out by position (introductory) or drafted (standard); a company
taken gets its starting assets in `rules.company`.
With the Leeghwater Project, `rules.leeghwater_setup` adds its parts and the pools grow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import advance
from app.engine.game import PlayerId
from app.engine.rng import Rng
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import (
    NEUTRAL,
    DamState,
    Draft,
    Phase,
    PlayerState,
    PrivatePile,
    State,
)
from app.games.barrage.rules.auction import start_auction
from app.games.barrage.rules.company import intro_companies
from app.games.barrage.rules.leeghwater_setup import setup_expansion
from app.games.barrage.rules.patent import setup_patent_office
from app.games.barrage.rules.round import step

if TYPE_CHECKING:
    import random  # noqa: TID251 (annotations only: streams come from Rng)

    from app.games.barrage.model import BarrageOptions

__all__ = ["setup"]


def setup(options: BarrageOptions, seed: int) -> State:
    """Return the state at the first decision (auction, draft, or round 1's first turn)."""
    rng = Rng(seed=seed)
    r = rng.stream()
    data = game_data()
    geo = geometry()
    n = options.players
    order = [PlayerId(i) for i in range(n)]
    r.shuffle(order)
    bonus_pool = [
        t.id
        for t in data.bonus_tiles.tiles
        if _in_game(t.expansion, options.leeghwater) and (t.intro or not options.introductory)
    ]
    state = State(
        players=n,
        introductory=options.introductory,
        zero_energy=options.zero_energy,
        phase=Phase.DRAFT,
        rng=rng,
        turn_order=order,
        seats=[_empty_seat() for _ in range(n)],
        headstream_tiles=r.sample(
            [t.id for t in data.headstreams.tiles], len(geo.data.headstreams)
        ),
        headstream_drops=[0] * len(geo.data.headstreams),
        dams=[DamState() for _ in geo.dams],
        conduits=[-1] * len(geo.conduits),
        powerhouses=[-1] * len(geo.powerhouses),
        national=r.sample([c.id for c in data.contracts.tier("national")], n - 1),
        private=_private_piles(r),
        bonus_tiles=r.sample(bonus_pool, data.bonus_tiles.draw),
        objective=r.choice([t.id for t in data.objectives.tiles]),
    )
    _neutral_dams(state, r)
    if options.leeghwater:
        setup_expansion(state, r)
    if not options.introductory:
        _standard_offer(state, r)
    if options.auction:
        start_auction(state)
    elif options.introductory:
        intro_companies(state)
    else:
        _push_draft(state)
    advance(state, step)
    return state


def _empty_seat() -> PlayerState:
    return PlayerState(
        company="", officer="", vp=0, credits=0, excavators=0, mixers=0, engineers=0, tiles=[]
    )


def _private_piles(r: random.Random) -> list[PrivatePile]:
    data = game_data()
    face_up = data.contracts.rules.face_up_per_pile
    piles = []
    for tier in ("green", "yellow", "red"):
        deck = [c.id for c in data.contracts.tier(tier)]
        r.shuffle(deck)
        piles.append(PrivatePile(tier=tier, deck=deck[face_up:], face_up=deck[:face_up]))
    return piles


def _neutral_dams(state: State, r: random.Random) -> None:
    geo = geometry()
    neutral = game_data().neutral_dams
    for area in neutral.areas:
        dam = geo.dam_index[r.choice(area.candidate_spaces)]
        state.dams[dam] = DamState(owner=NEUTRAL, level=area.level, drops=neutral.initial_drops)
        state.drops_added += neutral.initial_drops


def _standard_offer(state: State, r: random.Random) -> None:
    data = game_data()
    n = state.players
    lwp = state.lwp is not None
    companies = r.sample([c.id for c in data.companies.companies if _in_game(c.expansion, lwp)], n)
    base_officers = [o.id for o in data.officers.officers if _in_game(o.expansion, lwp)]
    officers = r.sample(base_officers, n)
    state.draft_pairs = list(zip(companies, officers, strict=True))
    starting = [c.id for c in data.contracts.tier("starting") if c.enabled]
    state.draft_contracts = sorted(r.sample(starting, n))
    rule = data.officers.extra_officer_rule
    if rule.officer in officers and n in rule.players:
        rest = [o for o in base_officers if o not in officers]
        state.extra_officers = r.sample(rest, rule.extra_tiles)
    setup_patent_office(state, r)


def _in_game(expansion: str | None, leeghwater: bool) -> bool:
    """Return True if a component of `expansion` (None: base game) is used in this game."""
    return expansion is None or (leeghwater and expansion == "leeghwater")


def _push_draft(state: State) -> None:
    last_first = list(reversed(state.turn_order))
    state.pending.append(Draft(waiting=(last_first[0],), order=last_first))
