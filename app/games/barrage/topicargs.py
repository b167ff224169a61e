"""The numbers of Barrage's coach texts, read from its data and rules (issue 37 §3).

Each `topic.<id>` text in `resources/barrage/texts.<lang>.json` is a template; every cost,
capacity, payout, threshold and section it states is one of the named fields returned here, so
a text cannot disagree with the data it explains (`tests/games/barrage/test_topic_numbers.py`
checks them against the data and that no template writes a bare number). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from app.engine.text import Text, TextList
from app.games.barrage.data.boards import (
    BankSpace,
    ContractSpace,
    PatentSpace,
    TurbineSpace,
    WaterSpace,
    WorkshopSpace,
)
from app.games.barrage.data.data import game_data
from app.games.barrage.rules.contracts import FRANCE_DISCOUNT
from app.games.barrage.rules.endgame import RESOURCES_PER_VP, RESOURCES_VP, WATER_VP_PER_DROP
from app.games.barrage.rules.external_works import ENGINEERS as WORK_ENGINEERS
from app.games.barrage.rules.production import FEE_PER_DROP, FEE_VP_PER_DROP, ITALY_EXTRA
from app.games.barrage.rules.scoring import ZERO_ENERGY_CREDITS
from app.games.barrage.rules.wheel import BUILD_TURN
from app.games.barrage.texts import bonus, count, signed, structure, t

if TYPE_CHECKING:
    from app.engine.text import Arg
    from app.games.barrage.data.mapdata import Area

__all__ = ["NEXT_BACK", "income_rows", "nth", "topic_args"]


def nth(n: int) -> Text:
    """Return `n` as an ordinal ("2nd"; Japanese has the bare number and a counter)."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return t(f"nth.{suffix}", n=n)


def income_rows() -> tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...], int]:
    """Return the income rows of the company boards, the same on every board (seed 004 Phase 1).

    That is: the rows with incomes, the rows without, when each income is uncovered (pieces of
    its row built) and the VP of the last one.

    Raises:
        ValueError: If the boards differ in any of them (the text states one rule for all).
    """
    seen: set[tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...], int]] = set()
    for company in game_data().companies.companies:
        paying = [r for r in company.rows if r.incomes]
        for row in paying:
            seen.add(
                (
                    tuple(r.structure for r in paying),
                    tuple(r.structure for r in company.rows if not r.incomes),
                    tuple(i.after for i in row.incomes),
                    row.incomes[-1].reward.vp,
                )
            )
    if len(seen) != 1:
        msg = f"company boards differ in their incomes: {sorted(seen)}"
        raise ValueError(msg)
    return seen.pop()


_S = TypeVar("_S")


def _spaces(kind: type[_S]) -> list[_S]:
    return [s for s in game_data().board.spaces if isinstance(s, kind)]


def _numbers(values: list[int] | tuple[int, ...]) -> TextList:
    return TextList(tuple(values))


def _board() -> dict[str, Arg]:
    """The management board's spaces (management_board.json)."""
    turbine = [s.modifier for s in _spaces(TurbineSpace)]
    water = _spaces(WaterSpace)
    workshop = sorted({(s.rotate, s.pay) for s in _spaces(WorkshopSpace)})
    contract = sorted({(s.take, s.pay) for s in _spaces(ContractSpace)})
    return {
        "red_cost": max(s.space_cost for s in game_data().board.spaces),
        "turbine_best": signed(max(turbine)),
        "turbine_worst": signed(min(turbine)),
        "water_drops": next(s.drops for s in water if not s.flow_now),
        "water_flow_drops": next(s.drops for s in water if s.flow_now),
        "bank_credits": _spaces(BankSpace)[0].credits_per_engineer,
        "workshop_turns": _numbers([r for r, _ in workshop]),
        "workshop_costs": _numbers([p for _, p in workshop]),
        "contract_take": contract[0][0],
        "contract_more": contract[-1][0],
        "contract_pay": contract[-1][1],
        "patent_cost": _spaces(PatentSpace)[0].pay,
    }


def _scoring() -> dict[str, Arg]:
    """The energy track and the final scoring (energy_track.json, objective_tiles.json)."""
    data = game_data()
    track = data.energy
    starts = sorted((s.holds_round, s.min_energy) for s in track.sections if s.holds_round)
    return {
        "first_vp": track.ranking.first,
        "second_vp": track.ranking.second,
        "ranking_min": track.ranking.min_energy,
        "section_starts": _numbers([energy for _, energy in starts]),
        "penalty": track.bonus.penalty_per_section,
        "bonus_min": track.bonus.min_energy,
        "objective_vp": _numbers(data.objectives.vp_by_rank),
        "objective_places": len(data.objectives.vp_by_rank),
        "resources_per_vp": RESOURCES_PER_VP,
        "resources_vp": RESOURCES_VP,
        "water_vp": WATER_VP_PER_DROP,
        "fee_credits": FEE_PER_DROP,
        "fee_vp": FEE_VP_PER_DROP,
    }


def _setup() -> dict[str, Arg]:
    """The game's frame and each company's start (setup.json, companies.json, ...)."""
    data = game_data()
    start = data.setup.starting_resources
    paying, rest, after, last = income_rows()
    base_tiles = [b.id for b in data.bonus_tiles.tiles if b.expansion is None]
    return {
        "rounds": data.setup.rounds,
        "start_vp": data.setup.starting_vp,
        "bonus_draw": data.bonus_tiles.draw,
        "bonus_examples": TextList(tuple(bonus(b) for b in base_tiles)),
        "headstreams": data.headstreams.slots_per_game,
        "headstream_rounds": data.setup.headstream_rounds,
        "engineers": start["engineers"],
        "credits": start["credits"],
        "excavators": start["excavators"],
        "mixers": start["mixers"],
        "neutral_drops": count("drops", data.neutral_dams.initial_drops),
        "face_up_per_pile": data.contracts.rules.face_up_per_pile,
        "hand_limit": data.contracts.rules.hand_limit,
        "income_rows": TextList(tuple(structure(s) for s in paying)),
        "no_income_rows": TextList(tuple(structure(s) for s in rest)),
        "income_after": TextList(tuple(nth(n) for n in after)),
        "last_income_vp": last,
        "construction_engineers": _numbers(
            [s.engineers for s in sorted(data.companies.construction_spaces, key=lambda s: s.slot)]
        ),
        "build_surcharge": data.construction.red_space_surcharge,
        "build_turn": count("segments", BUILD_TURN),
        "wheel_segments": count("segments", data.construction.wheel_segments),
        "dam_min": 1,  # a dam base alone is a level-1 dam
        "dam_max": 1 + data.construction.max_elevations_per_base,
    }


NEXT_BACK = 1
"""The wheel's number on the segment next to the opening: the turns before its contents come
back (`rules.wheel.turn` gives back the segment each step brings to the opening)."""

_AREAS: tuple[Area, ...] = ("mountain", "hill", "plain")
"""The areas from the top of the map down, the order the texts name them in."""


def _building() -> dict[str, Arg]:
    """What structures cost and where they may stand (construction.json, companies.json)."""
    data = game_data()
    costs = data.construction.costs
    by_area = {k: c.by_area or {} for k, c in costs.items()}
    bonuses = data.companies.powerhouse_bonuses
    production = sorted(
        (b for b in bonuses if b.production_bonus), key=lambda b: b.production_bonus
    )
    return {
        "base_costs": _numbers([by_area["base"][a] for a in _AREAS]),
        "elevation_costs": _numbers([by_area["elevation"][a] for a in _AREAS]),
        "conduit_per": costs["conduit"].per_production or 0,
        "powerhouse_costs": _numbers(list(costs["powerhouse"].by_number_built or ())),
        "bases_per_basin": data.construction.own_bases_per_basin,
        "powerhouses_per_basin": data.construction.own_powerhouses_per_basin,
        "max_elevations": data.construction.max_elevations_per_base,
        "small_bonus": signed(production[0].production_bonus),
        "small_bonus_after": nth(production[0].after),
        "big_bonus": signed(production[-1].production_bonus),
        "big_bonus_after": nth(production[-1].after),
        "ability_after": nth(next(b.after for b in bonuses if b.unlocks_ability)),
        "neutral_levels": _numbers(
            [next(n.level for n in data.neutral_dams.areas if n.area == a) for a in _AREAS]
        ),
        "next_back": NEXT_BACK,
    }


def _table() -> dict[str, Arg]:
    """Ties, the 0-energy row and the closed spaces (energy_track.json, management_board.json)."""
    data = game_data()
    track = data.energy
    zero = next(row for row in track.credits if row.min_energy == 0)
    gated = sorted({s.min_players for s in data.board.spaces if s.min_players > 2})
    top = max(gated)

    def marks(players: int) -> TextList:
        return TextList(tuple(f"{m}+" if m < top else str(m) for m in gated if m > players))

    return {
        "tied_second_vp": track.ranking.tied_second_each,
        "zero_vp": -zero.vp,
        "zero_credits": zero.credits + ZERO_ENERGY_CREDITS,
        "small_players": gated[0] - 1,
        "closed_small": marks(gated[0] - 1),
        "mid_players": gated[0],
        "closed_mid": marks(gated[0]),
    }


def _leeghwater() -> dict[str, Arg]:
    """The Leeghwater Project (leeghwater.json, officers.json)."""
    data = game_data()
    lwp = data.leeghwater
    return {
        "lwp_officers": sum(1 for o in data.officers.officers if o.expansion == "leeghwater"),
        "works_display": lwp.display,
        "work_engineers": WORK_ENGINEERS,
        "buildings_drawn": lwp.buildings_drawn,
        "building_pieces": lwp.pieces,
        "building_red_cost": max(s.surcharge for s in lwp.construction_slots),
    }


def _rules(key: str, **args: Arg) -> Text:
    """One phrase of the rules summary's lists, from the game's catalogue (`rules.<key>`)."""
    return Text.of("barrage", f"rules.{key}", **args)


def _shop() -> TextList:
    """What the machinery shop's left spaces sell, and for how much (management_board.json)."""
    offers: list[Arg] = []
    for space in game_data().board.spaces:
        if getattr(space, "section", "") != "machinery" or getattr(space, "column", "") != "left":
            continue
        pay, exc, mix, either = (
            getattr(space, k) for k in ("pay", "excavators", "mixers", "either")
        )
        if either:
            offers.append(Text.of("barrage", "rules.shop_either", either=either, pay=pay))
        elif mix:
            offers.append(
                Text.of("barrage", "rules.shop_both", excavators=exc, mixers=mix, pay=pay)
            )
        else:
            offers.append(Text.of("barrage", "rules.shop_excavators", excavators=exc, pay=pay))
    return TextList(tuple(offers), "or")


def _summary() -> dict[str, Arg]:
    """The rules summary's numbers beyond the topics' (map.json, setup.json, neutral_dams.json)."""
    data = game_data()
    pieces = data.setup.pieces
    levels = {a.area: a.level for a in data.neutral_dams.areas}
    sekibo = next(o for o in data.officers.officers if o.ability == "copy_officer")
    copy, again = sekibo.action_spaces
    return {
        "basins": len(data.map.basins),
        "pieces_base": pieces["base"],
        "pieces_elevation": pieces["elevation"],
        "pieces_conduit": pieces["conduit"],
        "pieces_powerhouse": pieces["powerhouse"],
        "neutral_levels": _numbers([levels[a] for a in _AREAS]),
        "max_bid": int(data.setup.auction["max_bid"]),
        "buildings_total": len(data.leeghwater.private_buildings),
        "italy_extra": ITALY_EXTRA,
        "shop_offers": _shop(),
        "copy_engineers": copy.engineers,
        "copy_again": again.space_cost - copy.space_cost,
        "lwp_bonus_tiles": sum(1 for t in data.bonus_tiles.tiles if t.expansion == "leeghwater"),
        "lwp_tech_tiles": sum(1 for t in data.technology.advanced if t.expansion == "leeghwater"),
        "france_discount": FRANCE_DISCOUNT,
    }


def topic_args() -> dict[str, Arg]:
    """Return every field of Barrage's topic texts (`GameBase.topic_args`)."""
    return {
        **_setup(),
        **_board(),
        **_scoring(),
        **_building(),
        **_table(),
        **_leeghwater(),
        **_summary(),
    }
