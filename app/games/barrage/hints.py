"""Why a move is good, in words ("Suggest a move"; PRODUCT.md "Preview and suggestions").

`explain(view, action)` plays the move on the acting seat's own view (the unseen pile orders
dealt in a fixed order: no draw is looked at) and names its largest effects for that seat
(seed 000 "アクション：発電", "契約の履行", "アクション：建設"): a contract fulfilled, the
energy produced (and a contract that energy is enough for), a power system completed (a dam, a
conduit and a powerhouse of the company's that can work together), an income uncovered on the
company board, water kept in its dams, VP, credits and machinery gained, and a structure it may
build for free. A construction that does none of these is "for a future power system". Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.errors import IllegalAction
from app.engine.flow import top_decision
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.text import TextList
from app.games.barrage.actions import BuildBuilding, Construct, FulfilContract, TakeContracts
from app.games.barrage.bots import determinize, reward_value
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, NOBODY, ContractChoice, FreeBuildChoice
from app.games.barrage.rules import apply as rules
from app.games.barrage.rules.board import new_incomes
from app.games.barrage.rules.contracts import contract as contract_data
from app.games.barrage.rules.contracts import hand_limit
from app.games.barrage.texts import contract, count, reward, structure, t
from app.games.barrage.texts_leeghwater import building

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["cheapest", "explain"]

_MOST = 2
"""How many effects a reason names at most."""


def explain(view: State, action: AnyAction) -> Text | None:
    """Return the main effects of `action` for its seat in `view`, else what it is for.

    None only for an action the view cannot play.
    """
    seat = int(action.player)
    start = determinize(view, bot_random("hints", seat))
    try:
        after = rules.apply(start, action)
    except IllegalAction:
        return None
    own = rules.draft_for(start, action)
    rules.carry_out(own, action)
    effects = _effects(view, after, own.seats[seat].energy, action, seat)
    # what the move itself gains, not the round's end it may bring (issue 38 §2: "takes 1
    # credit from the bank — gains 4 credits and keeps 1 drop", the income and the water
    # that come whatever is played; "declines — gains 28 VP", the final scoring)
    gains = _gains(view, own, seat)
    if gains is not None:
        effects.append(gains)
    drops = _stored(own, seat) - _stored(view, seat)
    if drops > 0:
        effects.append((0.8 * drops, t("hint.water", drops=count("drops", drops))))
    if not effects:  # "Show me" always says why (issue 37): what the move is for
        return t(_PURPOSE.get(action.kind, "hint.other"))
    effects.sort(key=lambda effect: -effect[0])
    named = [text for _, text in effects[:_MOST]]
    return named[0] if len(named) == 1 else t("hint.list", items=TextList(tuple(named)))


_PURPOSE = {
    "turn_wheel": "hint.wheel",
    "manage_water": "hint.water_later",
    "place_drops": "hint.water_later",
    "pass": "hint.pass",
}
"""What a move without a gain to name is for, by its kind (seed 000 "実行できるアクション")."""

_NOT_EFFECT = frozenset({"uid", "column", "engineers", "space_cost", "min_players"})
"""Fields of an action space that say what it costs, not what it does."""


def _space_terms(uid: str) -> tuple[tuple[int, int], dict[str, object]] | None:
    """Return an action space's cost (engineers, credits) and its effect, or None."""
    space = next((s for s in game_data().board.spaces if s.uid == uid), None)
    if space is None:
        return None
    fields = space.model_dump()
    effect = {k: v for k, v in fields.items() if k not in _NOT_EFFECT}
    return (space.engineers, space.space_cost), effect


def cheapest(view: State, action: AnyAction) -> AnyAction:
    """Return `action` on the cheapest free action space that does the same, or `action`.

    Two spaces do the same when every field of theirs but the cost is equal (a turbine space
    with a higher modifier does more); cheaper is no more engineers and no more credits, and
    less of one (seed 000 "アクションフェイズ": a space costs its engineers and, outlined in
    red, credits). The search may pick either of two equal moves; a suggestion shows the
    cheaper one.
    """
    uid = getattr(action, "space", None)
    terms = _space_terms(uid) if isinstance(uid, str) else None
    if terms is None:
        return action
    best, best_cost = action, terms[0]
    rest = action.model_dump(exclude={"space"})
    for other in rules.legal_actions(view, action.player):
        if other.kind != action.kind or other.model_dump(exclude={"space"}) != rest:
            continue
        other_terms = _space_terms(getattr(other, "space", ""))
        if other_terms is None or not _does_as_much(other_terms[1], terms[1]):
            continue
        cost = other_terms[0]
        if cost[0] <= best_cost[0] and cost[1] <= best_cost[1] and cost != best_cost:
            best, best_cost = other, cost
    return best


def _does_as_much(effect: dict[str, object], than: dict[str, object]) -> bool:
    """Whether a space with `effect` does at least what one with `than` does."""
    if effect.keys() != than.keys():
        return False
    for key, value in effect.items():
        other = than[key]
        if key == "modifier" and isinstance(value, int) and isinstance(other, int):
            if value < other:
                return False
        elif value != other:
            return False
    return True


def _effects(
    view: State, after: State, made: int, action: AnyAction, seat: int
) -> list[tuple[float, Text]]:
    """Return (weight in rough VP, words) of what the move does for `seat`.

    `made` is the seat's energy after the move itself: a production that ends the round had
    its energy taken back by the round's reset in `after`, and then went unnamed.
    """
    effects: list[tuple[float, Text]] = []
    if isinstance(action, FulfilContract):
        effects.append((20.0, t("hint.fulfils", contract=contract(action.contract))))
    energy = made - view.seats[seat].energy
    reach = _contract_in_reach(after, seat)
    if energy > 0 and reach is not None and not isinstance(action, FulfilContract):
        text = t("hint.energy_for", energy=count("energy", energy), contract=contract(reach))
        effects.append((15.0 + energy, text))
    elif energy > 0:
        effects.append((float(energy), t("hint.energy", energy=count("energy", energy))))
    if _systems(after, seat) - _systems(view, seat):
        effects.append((6.0, t("hint.system")))
    for income in new_incomes(view, after, seat):
        effects.append((3.0, t("hint.income", what=reward(income))))
    free = _free_build(after, seat)
    if free is not None and _free_build(view, seat) is None:
        # a contract's or an external work's reward (seed 000 "外注仕事"): worth a structure
        effects.append((5.0, t("hint.free_build", structure=structure(free.structure))))
    if not effects and isinstance(action, Construct):
        # "for a future power system" was said in the last round too (issue 37: contradictory)
        last = view.round >= game_data().setup.rounds
        key = "hint.build_last" if last else "hint.build"
        effects.append((1.0, t(key, structure=structure(action.structure))))
    if isinstance(action, TakeContracts):
        effects.append((2.0, _contracts_taken(view, action)))
    if isinstance(action, BuildBuilding):  # Leeghwater: VP at the end, an action every round
        vp = count("vp", game_data().leeghwater.building(action.building).vp)
        effects.append((4.0, t("hint.build_building", building=building(action.building), vp=vp)))
    return effects


def _contracts_taken(view: State, action: TakeContracts) -> Text:
    """Name every contract taken (and given up), its energy and reward: all face up.

    Issue 38 §2: "gives you a contract to aim your production at" named none of the two taken.
    """
    taken = TextList(tuple(_offer(c) for c in action.contracts))
    n = len(action.contracts)
    if not action.discard:
        return t("hint.contracts", contracts=taken, n=n)
    given = TextList(tuple(_offer(c) for c in action.discard))
    limit = hand_limit(view, action.player)
    return t("hint.contracts_discard", contracts=taken, discard=given, limit=limit, n=n)


def _offer(cid: int) -> Text:
    """A contract as the reason names it: "#210 (4 energy → 3 VP)"."""
    c = contract_data(cid)
    return t(
        "contract.offer", number=cid, energy=count("energy", c.energy), reward=reward(c.reward)
    )


def _free_build(state: State, seat: int) -> FreeBuildChoice | None:
    """Return the free construction waiting for the seat, if one is."""
    top = top_decision(state.pending)
    return top if isinstance(top, FreeBuildChoice) and seat in top.waiting else None


def _contract_in_reach(after: State, seat: int) -> int | None:
    """Return the best contract the move's energy lets the seat fulfil next, if any."""
    top = after.pending[-1] if after.pending else None
    if not isinstance(top, ContractChoice) or seat not in top.waiting:
        return None
    legal = rules.legal_actions(after, PlayerId(seat))
    choices = [a.contract for a in legal if isinstance(a, FulfilContract)]
    return max(choices, key=lambda c: reward_value(contract_data(c).reward), default=None)


def _systems(state: State, seat: int) -> set[tuple[int, int, int]]:
    """Return the (dam, conduit, powerhouse) triples the seat could produce with, water aside."""
    geo = geometry()
    out: set[tuple[int, int, int]] = set()
    for d, dam in enumerate(state.dams):
        if dam.owner not in (seat, NEUTRAL):
            continue
        for c in geo.conduits_of[geo.dam_basin[d]]:
            if state.conduits[c] == NOBODY:
                continue
            basin = geo.conduits[c].to_basin
            out |= {(d, c, ph) for ph in geo.powerhouses_of[basin] if state.powerhouses[ph] == seat}
    return out


def _stored(state: State, seat: int) -> int:
    """Return the drops held by the seat's dams."""
    return sum(d.drops for d in state.dams if d.owner == seat)


def _gains(view: State, after: State, seat: int) -> tuple[float, Text] | None:
    """Return VP, credits and machinery the seat gains, as one effect (None: none)."""
    b, a = view.seats[seat], after.seats[seat]
    parts: list[tuple[float, Text]] = []
    for weight, what, delta in (
        (1.0, "vp", a.vp - b.vp),
        (0.3, "credits", a.credits - b.credits),
        (0.45, "excavators", a.excavators - b.excavators),
        (0.45, "mixers", a.mixers - b.mixers),
    ):
        if delta > 0:
            parts.append((weight * delta, count(what, delta)))
    if not parts:
        return None
    weight = sum(w for w, _ in parts)
    return weight, t("hint.gains", what=TextList(tuple(text for _, text in parts)))
