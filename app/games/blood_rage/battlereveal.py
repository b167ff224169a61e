"""What a battle's reveal shows (issue 18 §4), Qt-free: cards, STR, winner, losses, gains.

A battle is fought over several steps (seed 003 「2. カードのプレイ」「3. 解決」): the cards are
chosen face down one seat at a time, revealed together, late cards and card questions may follow,
then the highest STR wins. The step that ends it logs `note.battle_won` or `note.tie`
(`rules.resolution`). `battle_reveal` reads the steps from the last reveal (`note.reveal`) to
that end: the log lines of those steps and the full states before and after them. Everything it
shows is public once the cards are revealed. A step that reveals the cards or compares STR and
then waits on a question (a late card, Frigga's Grace, Frigga's Protection) gives the reveal so
far (`BattleReveal.stage`): the question comes after the reveal it needs (issue 35). Its words
are in `revealwords`.

Per clan: the card played and its printed +STR (`resolution.card_strength`; no card: 0), its
STR in total (the `note.strength` line) and the rest of that total (figures, and effects such
as upgrades) as the figures' STR; the figures that went to Valhalla, whether the card was
discarded (the winner's) or taken back (a loser's), the glory and Rage gained or lost over the
battle, and the other lines naming the clan (card effects: Loki's Trickery, Thor's Hammer…).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.text import Seat, TextList
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Battle
from app.games.blood_rage.rules.board import forces, strength
from app.games.blood_rage.rules.resolution import card_strength

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = [
    "BattleReveal",
    "Side",
    "Step",
    "battle_reveal",
    "ends_battle",
    "pauses_battle",
    "reveals",
]

Step = tuple["State", Any, "State", "Sequence[Text]"]
"""One step of the game: the state before, the action, the state after, its log lines."""

_ENDS = ("note.battle_won", "note.tie")
_REVEALS = ("note.reveal", "note.reveal_none", "note.reveal_held")
_SHOWN = (
    *_ENDS,
    *_REVEALS,
    "note.strength",
    "note.to_valhalla",
    "note.pillage_failed",
    "note.late_card",
    "note.choose_again",
)
"""Lines the reveal shows in its own way (not repeated as effect lines)."""


@dataclass(frozen=True)
class Side:
    """One clan in the battle."""

    seat: int
    card: int
    """The card played (`NO_CARD`: none)."""
    card_strength: int
    """The card's printed +STR (0 for a card that is not a battle card, or none)."""
    figures: tuple[str, ...]
    """The clan's figures in the province and its fjord when the cards were revealed."""
    figure_strength: int
    """The STR of the figures that fought (each figure's own STR, troop upgrades included)."""
    total: int
    destroyed: tuple[str, ...]
    """Figures that went to Valhalla during the battle."""
    card_discarded: bool
    """The winner's card is discarded; a loser takes its card back."""
    glory: int
    """Glory gained (negative: lost) over the battle."""
    rage: int
    """Rage gained or lost over the battle."""
    lines: tuple[Text, ...]
    """Other log lines naming the clan (card effects, the pillage reward)."""
    held: bool = False
    """The clan holds a late card back, to play after the reveal (stage "revealed")."""
    lost_first: tuple[str, ...] = ()
    """Figures destroyed before STR was compared (Odin's Smite, Odin's Tide): they add none."""
    effect_strength: int = 0
    """The rest of the total: card and upgrade effects (pairs in arms, a card's X STR)."""

    @property
    def fought(self) -> tuple[str, ...]:
        """The figures left to fight when STR was compared (those destroyed first left out)."""
        return _without(self.figures, self.lost_first)

    @property
    def standing(self) -> bool:
        """Whether a figure of the clan was left to fight when STR was compared.

        A clan whose figures were all destroyed first cannot win with its card alone (C29): its
        STR is out of the comparison.
        """
        return bool(self.fought)


@dataclass(frozen=True)
class BattleReveal:
    """A battle from its reveal to its end."""

    province: int
    pillager: int
    winner: int
    """-1: the highest STR was tied, every clan lost."""
    sides: tuple[Side, ...]
    """The clans in the battle, in seat order."""
    lines: tuple[Text, ...]
    """Lines about everyone (the pillage failed)."""
    stage: str = "over"
    """"over": the battle has ended; "decided": STR compared, a card question comes before
    the end; "revealed": the cards are revealed, late cards or card questions come before STR
    is compared. A question comes after the reveal it needs (issue 35)."""

    def side(self, seat: int) -> Side:
        """Return the side of `seat` (it must be in the battle)."""
        return next(s for s in self.sides if s.seat == seat)


def _keys(events: Sequence[Text]) -> set[str]:
    return {e.key for e in events}


def ends_battle(events: Sequence[Text]) -> bool:
    """Whether a step's log lines say a battle ended in it."""
    return bool(_keys(events) & set(_ENDS))


def reveals(events: Sequence[Text]) -> bool:
    """Whether a step's log lines reveal battle cards."""
    return bool(_keys(events) & set(_REVEALS))


def pauses_battle(step: Step) -> bool:
    """Whether a step revealed the cards or compared STR and the battle waits on a question.

    The question (a late card, Frigga's Grace, Frigga's Protection, Odin's Tide…) comes after
    the reveal it needs: the reveal so far is shown first.
    """
    _before, _action, after, events = step
    top = _battle(after)
    if top is None or top.stage == "choose" or ends_battle(events):
        return False
    return reveals(events) or "note.strength" in _keys(events)


def _battle(state: State) -> Battle | None:
    return next((d for d in reversed(state.pending) if isinstance(d, Battle)), None)


def _played(before: State, action: Any, start: Battle) -> tuple[int, ...]:
    """The cards in play when the battle ended: the last step's before state plus its card."""
    top = _battle(before) or start
    played = list(top.played)
    if getattr(action, "kind", "") == "battle_card" and action.player in top.seats:
        played[action.player] = action.card
    return tuple(c if c >= 0 else NO_CARD for c in played)


def _removed(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[str, ...]:
    """The kinds `new` has more of than `old` (multiset difference, sorted)."""
    rest = list(old)
    out = []
    for kind in new:
        if kind in rest:
            rest.remove(kind)
        else:
            out.append(kind)
    return tuple(sorted(out))


def _who(line: Text) -> int | None:
    who = line.arg("who")
    return who.index if isinstance(who, Seat) else None


def _last_number(lines: Sequence[Text], key: str, seat: int) -> int | None:
    found = None
    for line in lines:
        n = line.arg("n")
        if line.key == key and _who(line) == seat and isinstance(n, int):
            found = n
    return found


def battle_reveal(steps: Sequence[Step]) -> BattleReveal | None:
    """Return the reveal of the battle the last of `steps` ends (None if it ends none).

    `steps` must reach back to the step that revealed the cards (earlier ones are ignored).
    A battle begun and ended within one step (no clan had a card to choose) was never on the
    stack between steps: it has no reveal (its lines are in the log).
    """
    if not steps or not (ends_battle(steps[-1][3]) or pauses_battle(steps[-1])):
        return None
    first = max((i for i, s in enumerate(steps) if reveals(s[3])), default=0)
    span = steps[first:]
    start_state = span[0][0]
    start = _battle(start_state)
    if start is None:
        return None
    lines = [line for s in span for line in s[3]]
    reveal_at = max(
        (i for i, line in enumerate(lines) if line.key == "note.choose_again"), default=-1
    )
    lines = lines[reveal_at + 1 :]
    last_before, last_action, end = span[-1][0], span[-1][1], span[-1][2]
    played = _played(last_before, last_action, start)
    won = [_who(x) for x in lines if x.key == "note.battle_won"]
    winner = won[-1] if won and won[-1] is not None else -1
    stage, now = "over", _battle(end)
    if not ends_battle(span[-1][3]) and now is not None:
        stage = "decided" if now.stage in ("end", "reward") else "revealed"
        winner = now.winner if stage == "decided" else -1
    sides = tuple(
        _side(
            p,
            before=start_state,
            after=end,
            played=played,
            winner=winner,
            lines=lines,
            province=start.province,
            held=now is not None and stage == "revealed" and p in now.late + now.waiting,
        )
        for p in start.seats
    )
    general = tuple(x for x in lines if _who(x) is None and x.key not in _SHOWN)
    failed = tuple(x for x in lines if x.key == "note.pillage_failed")
    return BattleReveal(
        province=start.province,
        pillager=start.pillager,
        winner=winner,
        sides=sides,
        lines=failed + general,
        stage=stage,
    )


def _side(  # noqa: PLR0913 - one clan's part of the reveal, from the span's facts
    seat: int,
    *,
    before: State,
    after: State,
    played: tuple[int, ...],
    winner: int,
    lines: Sequence[Text],
    province: int,
    held: bool = False,
) -> Side:
    card = played[seat]
    total = _last_number(lines, "note.strength", seat)
    figures = forces(before, province, seat)
    lost_first = _lost_first(lines, seat)
    fought = _without(figures, lost_first)
    own = sum(strength(before.seats[seat], k) for k in fought)
    bonus = card_strength(card)
    if total is None:
        total = own + bonus
    rest = total - own - bonus
    if card >= 0 and game_data().cards[card].family == "battle" and bonus == 0:
        bonus, rest = rest, 0  # a card whose STR is X (Heimdall's Sight): the rest is its STR
    old, new = before.seats[seat], after.seats[seat]
    return Side(
        seat=seat,
        card=card,
        card_strength=bonus,
        figures=figures,
        figure_strength=own,
        lost_first=lost_first,
        effect_strength=rest,
        total=total,
        destroyed=_removed(old.valhalla, new.valhalla),
        card_discarded=seat == winner and card >= 0,
        held=held,
        glory=new.glory - old.glory,
        rage=new.rage - old.rage,
        lines=tuple(x for x in lines if _who(x) == seat and x.key not in _SHOWN),
    )


def _lost_first(lines: Sequence[Text], seat: int) -> tuple[str, ...]:
    """`seat`'s figures sent to Valhalla before its STR line (destroyed before the comparison)."""
    lost: list[str] = []
    for line in lines:
        if _who(line) != seat:
            continue
        if line.key == "note.strength":
            break
        names = line.arg("figures")
        if line.key.startswith("note.to_valhalla") and isinstance(names, TextList):
            lost += [_kind_of(x) for x in names.items]
    return tuple(lost)


def _kind_of(name: Any) -> str:
    """The figure kind of a figure's name in a log line (`figure_text`)."""
    key = getattr(name, "key", "")
    return str(key).rpartition(".")[2]


def _without(figures: tuple[str, ...], lost: tuple[str, ...]) -> tuple[str, ...]:
    rest = list(figures)
    for kind in lost:
        if kind in rest:
            rest.remove(kind)
    return tuple(rest)
