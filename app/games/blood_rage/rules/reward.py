"""Glory and stat steps (seed 003 「氏族シート」「略奪」「クエストフェイズ」).

A stat rises one step at a time along its track (6 steps; RULES.md D6); a raise on a stat at its
last step gives nothing (reference §1.5, S2; RULES.md R13). Pillage tokens give one stat step,
the three stat steps of Yggdrasil's token, or 5 glory (RULES.md D10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import stat_value
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.texts import token_text

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

__all__ = ["GLORY_SOURCES", "MAX_STEP", "can_raise", "gain_glory", "pillage_reward", "raise_stat"]

MAX_STEP = 6
"""Steps on each stat track."""


GLORY_SOURCES = (
    "battle",
    "pillage",
    "quests",
    "ragnarok",
    "cards",
    "legendary_rage",
    "legendary_axes",
    "legendary_horns",
)
"""Where glory comes from, in the end breakdown's order (PRODUCT.md: the score by source).
`battle`: a battle winner's Axes (「3. 解決」); `pillage`: a token's glory (「略奪」); `quests`:
completed quests (「4. クエストフェイズ」); `ragnarok`: figures killed by Ragnarök
(「5. ラグナロクフェイズ」); `cards`: every card or monster text, end bonuses included, and what a
card takes away; `legendary_<stat>`: the end bonuses of the stat tracks (「ゲームの終了条件」)."""


def gain_glory(draft: State, player: int, n: int, source: str) -> None:
    """Move `player`'s glory marker `n` spaces on (back when negative), recording `source`."""
    assert source in GLORY_SOURCES, source
    seat = draft.seats[player]
    by = dict(seat.glory_by)
    by[source] = by.get(source, 0) + n
    ordered = tuple((s, by[s]) for s in GLORY_SOURCES if s in by)
    update_seat(draft, player, glory=seat.glory + n, glory_by=ordered)


def can_raise(state: State, player: int, stat: str) -> bool:
    """A stat can rise while it is below its last step."""
    return int(getattr(state.seats[player].stats, stat)) < MAX_STEP


def raise_stat(draft: State, player: int, stat: str) -> bool:
    """Raise a stat one step (nothing at the last step); return whether it rose."""
    seat = draft.seats[player]
    if not can_raise(draft, player, stat):
        notes.seat_line("stat_max", player, stat=stat)
        return False
    stats = seat.stats.model_copy(update={stat: getattr(seat.stats, stat) + 1})
    before, seat = stat_value(seat, stat), update_seat(draft, player, stats=stats)
    value = stat_value(seat, stat)
    deltas = {ledger.seat_key(player, f"stat:{stat}"): value - before}
    step = int(getattr(seat.stats, stat))
    glory = game_data().legendary[step - 1]
    # the track's top repeats a value (Axes 8, 8): "rises to 8" from 8 was untrue; the step
    # and its legendary glory are what changed (issue 35 §3)
    key = "stat_step" if value == before else "stat_up_legendary" if glory else "stat_up"
    notes.seat_line(key, player, deltas, stat=stat, n=value, step=step, glory=glory)
    return True


def pillage_reward(draft: State, player: int, province: int) -> None:
    """Seed 003 「略奪」: take the province's token reward and flip the token."""
    token = game_data().tokens[draft.provinces[province].token]
    # Tyr's Challenge pillages a province already pillaged: its token stays flipped
    flip = {ledger.province_key(province, "pillaged"): int(not draft.provinces[province].pillaged)}
    if token.reward == "glory":
        gain_glory(draft, player, token.amount, "pillage")
        deltas = {**flip, ledger.seat_key(player, "glory"): token.amount}
        notes.seat_line("pillage_glory", player, deltas, province=province, n=token.amount)
    else:
        reward = token_text(draft.provinces[province].token)
        notes.seat_line("pillage_stats", player, flip, province=province, reward=reward)
        stats = STATS if token.reward == "all_stats" else (token.reward,)
        for stat in stats:
            for _ in range(token.amount):
                raise_stat(draft, player, stat)
    provinces = draft.provinces
    flipped = provinces[province].model_copy(update={"pillaged": True})
    draft.provinces = (*provinces[:province], flipped, *provinces[province + 1 :])
