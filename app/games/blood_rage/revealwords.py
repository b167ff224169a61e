"""What a battle's reveal says (issue 18 §4, issue 35), Qt-free: engine texts per clan.

The facts come from `battlereveal.battle_reveal`; this module words them: the card and its STR,
the figures that fought (those destroyed first named apart; none left reads as such), the
effects' rest, the total, and what each clan lost and gained. The result compares the winner
only with clans that still had a figure (C29). Before the battle ends (a question waits) the
reveal says so and shows only what has happened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.engine.text import Seat, TextList
from app.games.blood_rage.texts import card_text, figure_text, province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.battlereveal import BattleReveal, Side

__all__ = ["RevealWords", "SideWords", "reveal_words"]


@dataclass(frozen=True)
class SideWords:
    """One clan's column of the reveal, in engine texts."""

    seat: int
    won: bool
    result: Text
    """"Wins" or "Loses"."""
    card: Text
    figures: Text
    total: Text
    outcome: tuple[Text, ...]
    """What the clan lost and gained: figures to Valhalla, its card, glory, Rage, effect lines."""
    effects: Text | None = None
    """STR the effects add (or take), when any: every point of the total has its source."""


@dataclass(frozen=True)
class RevealWords:
    """The reveal in engine texts (the view renders them in the UI language)."""

    title: Text
    pillager: Text
    sides: tuple[SideWords, ...]
    result: Text
    footer: tuple[Text, ...]


def _figure_list(kinds: tuple[str, ...]) -> TextList:
    """Figure names with counts ("Warrior ×2"), in the order they first appear."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return TextList(
        tuple(
            figure_text(k) if n == 1 else t("reveal.count", figure=figure_text(k), n=n)
            for k, n in counts.items()
        )
    )


def _figures_words(side: Side) -> Text:
    """The figures that fought with their STR; those destroyed first are named apart."""
    fought = side.fought
    if not side.figures:  # in the battle without a figure: all were destroyed before the reveal
        return t("reveal.no_figures")
    if not fought:  # "Figures:  (STR 0); destroyed first: Warrior" read as an empty list
        return t("reveal.figures_all_lost", lost=_figure_list(side.lost_first))
    if not side.lost_first:
        return t("reveal.figures", figures=_figure_list(fought), n=side.figure_strength)
    return t(
        "reveal.figures_lost",
        figures=_figure_list(fought),
        n=side.figure_strength,
        lost=_figure_list(side.lost_first),
    )


def _effects_words(n: int) -> Text | None:
    if n > 0:
        return t("reveal.effects_plus", n=n)
    return t("reveal.effects_minus", n=-n) if n < 0 else None


def _card_words(side: Side) -> Text:
    if side.held:
        return t("reveal.card_held")
    if side.card < 0:
        return t("reveal.no_card")
    if side.card_strength == 0:
        return t("reveal.card_no_str", card=card_text(side.card))
    return t("reveal.card", card=card_text(side.card), n=side.card_strength)


def _outcome(side: Side, *, over: bool = True) -> tuple[Text, ...]:
    """What the clan lost and gained; before the end only what has happened so far."""
    out: list[Text] = []
    if side.destroyed:
        out.append(t("reveal.destroyed", figures=_figure_list(side.destroyed)))
    elif over:
        out.append(t("reveal.nothing_lost"))
    if side.card >= 0 and over:
        key = "reveal.discarded" if side.card_discarded else "reveal.card_back"
        out.append(t(key, card=card_text(side.card)))
    totals: list[Text] = []
    for amount, what in ((side.glory, "glory"), (side.rage, "rage")):
        if amount:
            sign = "gain" if amount > 0 else "loss"
            totals.append(t(f"reveal.{what}_{sign}", n=abs(amount)))
    # in the order they happen (seed 003 「3. 解決」): the pillage reward, then the glory of the
    # Axes value shown now; a stranger read "+5 glory" above the reward's "Axes rises to 5"
    return (*out, *side.lines, *totals)


def _side_result(reveal: BattleReveal, seat: int) -> Text:
    if reveal.stage == "revealed":
        return t("reveal.undecided")
    return t("reveal.wins" if seat == reveal.winner else "reveal.loses")


def _result(reveal: BattleReveal) -> Text:
    """The winner against what really remained: clans left without figures are out (C29).

    "wins with STR 2 (next best: 5)" compared the winner with a clan whose figures were all
    destroyed before the comparison, whose card alone could not win (issue 35).
    """
    if reveal.stage == "revealed":
        return t("reveal.result_open")
    standing = [s for s in reveal.sides if s.standing]
    totals = sorted((s.total for s in standing), reverse=True)
    if reveal.winner < 0:
        if not totals:
            return t("reveal.result_none_left")
        return t("reveal.result_tie", n=totals[0])
    best = reveal.side(reveal.winner).total
    others = [s.total for s in standing if s.seat != reveal.winner]
    if others:
        return t("reveal.result_win", who=Seat(reveal.winner), n=best, m=max(others))
    if len(reveal.sides) > 1:
        return t("reveal.result_last_standing", who=Seat(reveal.winner), n=best)
    return t("reveal.result_alone", who=Seat(reveal.winner), n=best)


def _total_words(side: Side, stage: str) -> Text:
    if stage == "revealed":  # late cards and card questions may still change it
        return t("reveal.total_so_far", n=side.total)
    if side.standing:
        return t("reveal.total", n=side.total)
    return t("reveal.total_out", n=side.total)


def reveal_words(reveal: BattleReveal) -> RevealWords:
    """Return what the reveal says, as engine texts."""
    sides = tuple(
        SideWords(
            seat=s.seat,
            won=s.seat == reveal.winner,
            result=_side_result(reveal, s.seat),
            card=_card_words(s),
            figures=_figures_words(s),
            total=_total_words(s, reveal.stage),
            outcome=_outcome(s, over=reveal.stage == "over"),
            effects=_effects_words(s.effect_strength),
        )
        for s in reveal.sides
    )
    return RevealWords(
        title=t("reveal.title", province=province_text(reveal.province)),
        pillager=t(
            "reveal.pillager", who=Seat(reveal.pillager), province=province_text(reveal.province)
        ),
        sides=sides,
        result=_result(reveal),
        footer=reveal.lines if reveal.stage == "over" else (t("reveal.not_over"), *reveal.lines),
    )
