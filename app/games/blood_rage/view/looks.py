"""Words of the Blood Rage board: tooltips of provinces, fjords, figures, tokens and cards.

Everything is a catalogue message (`texts.<lang>.json`, keys `ui.*`), rendered by the caller
in the UI language with the seats' names, so no internal id reaches the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, Text, TextList
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD, NO_TOKEN
from app.games.blood_rage.rules.board import fjord_of, free_villages, strength
from app.games.blood_rage.texts import (
    age_text,
    card_detail,
    card_text,
    effect_text,
    figure_text,
    fjord_text,
    province_text,
    realm_text,
    t,
    token_text,
)
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.blood_rage.model import State

__all__ = [
    "card_detail",
    "card_tip",
    "figure_tip",
    "figures_words",
    "fjord_tip",
    "lines",
    "province_tip",
    "token_short",
]


def lines(texts: Sequence[Text | str], names: Sequence[str] | None = None) -> str:
    """Render texts as lines in the UI language."""
    return "\n".join(show(x, names) for x in texts)


def figures_words(kinds: Sequence[str]) -> Text:
    """Figures as words: "Leader, Warrior and Warrior"."""
    return t("ui.list", items=TextList(tuple(figure_text(k) for k in kinds)))


def token_short(token: int) -> Text:
    """A pillage token's face in few words (the tooltip has the whole reward)."""
    x = game_data().tokens[token]
    return t(f"ui.token.{x.reward}", n=x.amount)


def province_tip(state: State, province: int) -> list[Text]:
    """Tooltip of a province: realm and villages, token, Doom, figures with their STR."""
    data = game_data()
    p, here = data.provinces[province], state.provinces[province]
    name = province_text(province)
    if here.destroyed:
        return [t("ui.tip.destroyed", province=name)]
    out: list[Text] = []
    if province == YGGDRASIL:
        out.append(t("ui.tip.yggdrasil", province=name))
    else:
        assert p.realm is not None
        assert p.villages is not None
        free = free_villages(state, province)
        out.append(
            t("ui.tip.province", province=name, realm=realm_text(p.realm), n=p.villages, free=free)
        )
    if here.token != NO_TOKEN:
        key = "ui.tip.token_pillaged" if here.pillaged else "ui.tip.token"
        out.append(t(key, reward=token_text(here.token)))
    if state.doom == province:
        out.append(t("ui.tip.doom", province=name))
    for seat, kinds in enumerate(here.figures):
        if kinds:
            out.append(_seat_figures(state, seat, kinds))
    if fjord_of(province) >= 0:
        out.append(t("ui.tip.supported", fjord=fjord_text(fjord_of(province))))
    return out


def fjord_tip(state: State, fjord: int) -> list[Text]:
    """Tooltip of a fjord: the two provinces it supports and the ships in it."""
    out = [t("ui.tip.fjord", fjord=fjord_text(fjord))]
    provinces = game_data().fjord_provinces[fjord]
    fallen = [p for p in provinces if state.provinces[p].destroyed]
    if len(fallen) == len(provinces):
        out = [t("ui.tip.fjord_closed", fjord=fjord_text(fjord))]
    elif fallen:  # RULES.md R12: open while one of its provinces stands
        standing = next(p for p in provinces if p not in fallen)
        out.append(
            t(
                "ui.tip.fjord_half",
                fallen=province_text(fallen[0]),
                standing=province_text(standing),
            )
        )
    for seat, kinds in enumerate(state.fjords[fjord].ships):
        if kinds:
            out.append(_seat_figures(state, seat, kinds))
    return out


def _seat_figures(state: State, seat: int, kinds: Sequence[str]) -> Text:
    total = sum(strength(state.seats[seat], k) for k in kinds)
    return t("ui.tip.figures", who=Seat(seat), figures=figures_words(kinds), n=total)


def figure_tip(state: State, seat: int, kind: str) -> Text:
    """Tooltip of one figure: whose, what, its STR."""
    return t(
        "ui.tip.figure",
        who=Seat(seat),
        figure=figure_text(kind),
        n=strength(state.seats[seat], kind),
    )


def card_tip(card: int) -> list[Text]:
    """Tooltip of a card: name, kind with cost and STR, Age, and its effect in words."""
    if card in (HIDDEN_CARD, NO_CARD):
        return [t("ui.card.hidden")]
    c = game_data().cards[card]
    return [
        card_text(card),
        card_detail(card),
        t("ui.card.age", age=age_text(c.age)),
        effect_text(c.effect),
    ]
