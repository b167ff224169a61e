"""Log lines of Barrage's automatic steps (PRODUCT.md "Log"; `app.engine.events`).

Each function is called where the rule it explains is applied (income, headstreams, water flow,
round scoring, end of round, final scoring) and builds its `Text` only while
`app.engine.events.recording()` is on, so bots pay nothing. A line about one seat names it as
`who`; VP are `count.vp` messages (`vp`), credits `count.credits` (`credits`), so tests can
check every automatic change against the lines (tests/games/barrage/test_events.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import is_recording
from app.engine.text import Seat, TextList
from app.games.barrage import texts as tx
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL
from app.games.barrage.rules.bookkeeping import emit as note

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.text import Arg
    from app.games.barrage.data.components import Reward
    from app.games.barrage.model import State
    from app.games.barrage.rules.bonusscore import BonusScore
    from app.games.barrage.rules.droppath import DropPath

__all__ = [
    "bonus",
    "conduit_fee",
    "energy_credits",
    "final",
    "flows",
    "headstream",
    "income",
    "objective",
    "ranking",
    "refilled",
    "round_reset",
    "turn_order",
    "usa_energy",
    "wheel_empty_turn",
    "wheel_return",
]


def income(seat: int, reward: Reward, structure: str, *, at_once: bool = False) -> None:
    """Seed 000 収入フェイズ: an uncovered income of a company-board row.

    `at_once`: a construction has just uncovered it and it is gained at once (seed 000 建設).
    """
    if is_recording():
        key = "event.income_uncovered" if at_once else "event.income"
        note(tx.t(key, who=Seat(seat), what=tx.reward(reward), row=tx.structure(structure)))


def headstream(slot: int, drops: int, round_no: int) -> None:
    """Seed 000 収入フェイズ: the headstream tile's drops of this round."""
    if is_recording() and drops:
        hid = geometry().data.headstreams[slot].id
        note(
            tx.t(
                "event.headstream",
                place=tx.headstream(hid),
                drops=tx.count("drops", drops),
                round=round_no,
            )
        )


def flows(state: State, slot: int, paths: Sequence[DropPath]) -> None:
    """Seed 000 水流フェイズ: where the drops of one headstream went (same places grouped)."""
    if not is_recording() or not paths:
        return
    geo = geometry()
    source = tx.headstream(geo.data.headstreams[slot].id)
    groups: dict[int | None, int] = {}
    for path in paths:
        groups[path.dam] = groups.get(path.dam, 0) + 1
    for dam, n in groups.items():
        drops = tx.count("drops", n)
        if dam is None:
            note(tx.t("event.flow_exit", drops=drops, place=source))
            continue
        owner = state.dams[dam].owner
        where = tx.map_space(geo.dams[dam].id)
        if owner == NEUTRAL:
            note(tx.t("event.flow_neutral", drops=drops, place=source, dam=where))
        else:
            note(tx.t("event.flow_dam", drops=drops, place=source, dam=where, who=Seat(owner)))


def usa_energy(seat: int, basin: int) -> None:
    """Seed 000 企業ボード 1 (USA): a drop passing its powerhouse by natural flow."""
    if is_recording():
        note(
            tx.t(
                "event.usa_energy",
                who=Seat(seat),
                energy=tx.count("energy", 1),
                basin=tx.basin(basin),
            )
        )


def conduit_fee(seat: int, drops: int, conduit: str) -> None:
    """Seed 000 発電: the conduit's owner gets 1 credit and 1 VP per drop."""
    if is_recording():
        note(
            tx.t(
                "event.conduit_fee",
                who=Seat(seat),
                credits=tx.count("credits", drops),
                vp=tx.count("vp", drops),
                conduit=tx.map_space(conduit),
            )
        )


def ranking(seat: int, vp: int, energy: int) -> None:
    """Seed 000 得点フェイズ 1: VP of the energy ranking."""
    if is_recording() and vp:
        note(
            tx.t(
                "event.ranking",
                who=Seat(seat),
                vp=tx.count("vp", vp),
                energy=tx.count("energy", energy),
            )
        )


def energy_credits(seat: int, energy: int, credits: int, vp: int) -> None:
    """Seed 000/004 得点フェイズ 2: credits by energy; the 0-energy row loses VP."""
    if not is_recording():
        return
    who, gain = Seat(seat), tx.count("credits", credits)
    if vp < 0:
        lost = tx.count("vp", -vp)
        if credits:
            note(tx.t("event.zero_energy_credits", who=who, credits=gain, vp=lost))
        else:
            note(tx.t("event.zero_energy", who=who, vp=lost))
    elif credits:
        note(tx.t("event.energy_credits", who=who, credits=gain, energy=tx.count("energy", energy)))


def bonus(seat: int, tile: str, counted: int, round_no: int, score: BonusScore) -> None:
    """Seed 000 得点フェイズ 3: the round's bonus tile and why it pays what it does.

    Each line names its cause with the numbers (issue 33): the energy and the section this
    round needs; under 6 energy nothing ("初期エリア"); short of the section, the full reward
    less 4 VP a section ("5 VP − 12 VP → 0 VP" when that leaves nothing).
    """
    if not is_recording() or not score.full:
        return
    args: dict[str, Arg] = {
        "who": Seat(seat),
        "tile": tx.bonus(tile),
        "n": counted,
        "energy": tx.count("energy", score.energy),
    }
    if score.under_minimum:
        note(tx.t("event.bonus_none", least=game_data().energy.bonus.min_energy, **args))
        return
    args |= {"round": round_no, "need": score.needed_from}
    if not score.short:
        note(tx.t("event.bonus", vp=tx.count("vp", score.vp), **args))
        return
    args |= {
        "short": tx.count("sections", score.short),
        "full": tx.count("vp", score.full),
        "cut": tx.count("vp", score.cut),
    }
    if score.vp:
        note(tx.t("event.bonus_reduced", vp=tx.count("vp", score.vp), **args))
    else:
        note(tx.t("event.bonus_short_none", **args))


def turn_order(order: Sequence[int], round_no: int) -> None:
    """Seed 000 ラウンド終了フェイズ: next round's turn order, least energy first."""
    if is_recording():
        seats = TextList(tuple(Seat(s) for s in order))
        note(tx.t("event.turn_order", round=round_no, order=seats))


def round_reset(round_no: int) -> None:
    """Seed 000 ラウンド終了フェイズ: energy markers to 0, engineers back."""
    if is_recording():
        note(tx.t("event.round_reset", round=round_no))


def refilled(kind: str, ids: Sequence[int | str]) -> None:
    """Contract piles (end of every turn) or the patent office (end of round) refilled."""
    if is_recording() and ids:
        name = tx.contract if kind == "contracts" else tx.tile
        items = TextList(tuple(name(i) for i in ids))  # type: ignore[arg-type]
        note(tx.t(f"event.refill_{kind}", items=items))


def objective(seat: int, objective_id: str, counted: int, vp: int) -> None:
    """Seed 000 ゲーム終了と最終得点 1: the objective tile by rank."""
    if is_recording():
        note(
            tx.t(
                "event.objective",
                who=Seat(seat),
                vp=tx.count("vp", vp),
                tile=tx.objective(objective_id),
                n=counted,
            )
        )


def final(seat: int, key: str, vp: int, what: Arg) -> None:
    """Seed 000 ゲーム終了と最終得点 2-3: leftover resources, water in own dams."""
    if is_recording() and (vp or key == "resources"):
        note(tx.t(f"event.{key}", who=Seat(seat), vp=tx.count("vp", vp), what=what))


def wheel_return(seat: int, tile: str | None, excavators: int, mixers: int) -> None:
    """Seed 000 ホイールの使用: a segment reaching the opening gives back what lies in it."""
    if not is_recording() or not (tile or excavators or mixers):
        return
    items: list[Arg] = [tx.tile(tile)] if tile else []
    items += [tx.count(k, n) for k, n in (("excavators", excavators), ("mixers", mixers)) if n]
    note(tx.t("event.wheel_return", who=Seat(seat), items=TextList(tuple(items))))


def wheel_empty_turn(seat: int, steps: int) -> None:
    """Seed 000 ホイールの使用: the wheel turned (a reward, the workshop) and nothing came back."""
    if is_recording():
        note(tx.t("event.wheel_empty_turn", who=Seat(seat), segments=tx.count("segments", steps)))
