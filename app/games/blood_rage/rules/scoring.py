"""The end of the game (seed 003 「ゲームの終了条件」).

After the third Age's Release Valhalla the game ends. Each stat on its 4th or 5th step earns 10
glory and on its last step 20 (「第４、あるいは第５スペースに達している各ステータスから１０名誉を
獲得します。最終スペースに達しているステータスからは２０名誉です」); card end bonuses act at the
`game_end` timing first. The most glory wins; there is no tie-break (「タイブレークはありません」),
so tied clans share the win (RULES.md R7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import Outcome, ScoreLine, winners_of
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import upgrade_cards
from app.games.blood_rage.rules.reward import GLORY_SOURCES, gain_glory

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

__all__ = ["estimate", "finish", "legendary", "outcome"]


def legendary(state: State, player: int, stat: str) -> int:
    """End glory of one stat at its current step (0 below the 4th step)."""
    return int(game_data().legendary[getattr(state.seats[player].stats, stat) - 1])


def finish(draft: State) -> None:
    """Card end bonuses, then the legendary stat bonuses; the game is over.

    Its first line says so: the log heads what follows "Game over", and the results' statistics
    give it a column of its own (`stats.json` "end"), not Age 3's.
    """
    notes.line("game_end")
    cards = [c for p in range(draft.players) for c in upgrade_cards(draft, p)]
    fire(draft, Event("game_end", seats=tuple(range(draft.players))), cards)
    for p in range(draft.players):
        for stat in STATS:
            bonus = legendary(draft, p, stat)
            if bonus:
                gain_glory(draft, p, bonus, f"legendary_{stat}")
                notes.seat_line("legendary", p, ledger.glory(p, bonus), stat=stat, n=bonus)
    for p, seat in enumerate(draft.seats):
        notes.seat_line("final", p, n=seat.glory)
    draft.phase = Phase.OVER
    draft.pending = []


def outcome(state: State) -> Outcome:
    """Final glory by seat, where it came from (`GLORY_SOURCES`), and the winners (ties shared)."""
    scores = tuple(s.glory for s in state.seats)
    breakdown = []
    for p, seat in enumerate(state.seats):
        by = dict(seat.glory_by)
        if not by and seat.glory:
            # a game saved before the sources were recorded: the stat bonuses can be worked out
            by = {f"legendary_{s}": legendary(state, p, s) for s in STATS}
        rest = seat.glory - sum(by.values())
        if rest:
            # glory gained before the sources were recorded (a save continued) stays in one line
            by["glory"] = rest
        lines = [ScoreLine(source=s, points=by.pop(s, 0)) for s in GLORY_SOURCES]
        lines += [ScoreLine(source=s, points=n) for s, n in by.items() if n]
        breakdown.append(tuple(lines))
    return Outcome(scores=scores, winners=winners_of(scores), breakdown=tuple(breakdown))


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's score if the game ended now: glory plus the legendary bonuses it holds.

    A baseline for the bots' evaluation (`GameBase.estimate`); real bots are not built yet.
    """
    if state.phase is Phase.OVER:
        return tuple(float(s.glory) for s in state.seats)
    return tuple(
        float(seat.glory + sum(legendary(state, p, s) for s in STATS))
        for p, seat in enumerate(state.seats)
    )
