"""Pillage (seed 003 「略奪（戦闘を行う）」): choosing the province.

Choose a province where at least one of your figures stands, in it or in the fjord supporting
it (「最低でも１体は貴方のフィギュアが（あるいはその地域を援護するフィヨルドに）居る地域」),
whose token still shows its reward (「これは次のエイジまで再び略奪する事が出来ない」). A failed
pillage leaves the token as it was, so anyone may try again this phase. It costs no Rage (reference
§5; RULES.md R8). Call to Battle follows (`rules.call_to_battle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import pillage
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.rules import call_to_battle
from app.games.blood_rage.rules.action import answer
from app.games.blood_rage.rules.board import forces
from app.games.blood_rage.texts import province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import Pillage
    from app.games.blood_rage.model import State

__all__ = ["choices", "on_pillage", "reason"]


def reason(state: State, action: Pillage) -> Text | None:
    """Why this pillage cannot be declared now, or None."""
    if not 0 <= action.province < len(game_data().provinces):
        return t("reason.no_such_place")
    province = state.provinces[action.province]
    where = province_text(action.province)
    if province.destroyed:
        return t("reason.destroyed", province=where)
    if province.pillaged:
        return t("reason.pillaged", province=where)
    if not forces(state, action.province, action.player):
        return t("reason.no_figure_there", province=where)
    return None


def choices(state: State, player: int) -> list[Pillage]:
    """Every province `player` may pillage now."""
    out = []
    for i in range(len(state.provinces)):
        action = pillage(player, i)
        if reason(state, action) is None:
            out.append(action)
    return out


def on_pillage(draft: State, action: Pillage) -> None:
    """Declare the pillage: Call to Battle begins from the pillager's left."""
    answer(draft)
    call_to_battle.begin(draft, action.province, action.player)
