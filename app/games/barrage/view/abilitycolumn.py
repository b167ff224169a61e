"""The abilities column of a company board: the company's and the officer's ability in full.

Issue 36 §3: abilities were only in tooltips. The column stands at the right of the board's
top part (the seat's tab shows it; the right column, which shows the top part only, keeps
them in the tooltips). Texts come from the catalogues (`app.games.barrage.abilities`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.abilities import company_ability
from app.games.barrage.texts import company as company_words
from app.games.barrage.texts import officer as officer_words
from app.games.barrage.texts import t
from app.games.barrage.view.items import SpaceLook
from app.games.barrage.view.labels import company_tooltip, officer_tooltip
from app.ui.i18n import show

if TYPE_CHECKING:
    from app.games.barrage.view.items import SpaceItem

__all__ = ["FILL", "render_abilities"]

FILL = "#fbf8f0"
"""Fill of the two boxes."""


def render_abilities(boxes: tuple[SpaceItem, SpaceItem], company: str, officer: str) -> None:
    """Write `company`'s ability into the first box and `officer`'s into the second."""
    ability, officer_box = boxes
    ability.set_look(
        SpaceLook(
            fill=FILL,
            title=show(t("ui.company_ability_title", company=company_words(company))),
            note=show(company_ability(company)),
        )
    )
    ability.setToolTip(company_tooltip(company))
    officer_box.set_look(
        SpaceLook(
            fill=FILL,
            # two lines: a long katakana name must not break inside itself
            title=f"{show(t('ui.officer_ability_title'))}\n{show(officer_words(officer))}",
            note=show(t(f"officer.{officer}.ability")),
        )
    )
    officer_box.setToolTip(officer_tooltip(officer))
