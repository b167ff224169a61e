"""The controller's words: engine texts in the UI language, the legal moves and the log.

A mixin of `GameController` (kept apart so each module stays small): everything here reads the
session and renders `app.engine.text.Text` values with the seats' names; nothing changes state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from app.engine.finalscore import final_scoring
from app.engine.game import PlayerId
from app.engine.roundgains import seat_gains, standings
from app.engine.text import engine_text
from app.ui.i18n import current_language, show

if TYPE_CHECKING:
    from app.engine.events import RoundSummary
    from app.engine.game import GameBase
    from app.engine.session import Session
    from app.engine.text import Text
    from app.ui.suggestion import SuggestionDriver

__all__ = ["ControllerWords", "FinalScoringLines", "LogEntry", "SummaryTable"]

_END_STEPS = 1000
"""How far back a round's summary may reach (Tinners' Trail: its whole round, every bid)."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log."""

    step: int
    """Number of actions played once this one is done (1-based; replay shows that step)."""
    heading: str
    """The round/phase heading the action belongs to (translated)."""
    text: str
    """The action in words (translated, with seat names)."""
    player: int
    """Seat that took the action."""
    notes: tuple[str, ...] = ()
    """Lines shown under the action (translated): "Anna asked for a suggestion"."""
    events: tuple[str, ...] = ()
    """What the automatic steps after the action did (translated; `GameBase.step_events`)."""
    summary: bool = False
    """The action ended a round: its summary can be shown (`round_summary_at`)."""
    headed: tuple[tuple[int, str], ...] = ()
    """(index in `events`, heading) of each event opening a new heading (`event_heading`)."""

    def last_heading(self) -> str:
        """The heading the log is under after this entry (the last one its events opened)."""
        return self.headed[-1][1] if self.headed else self.heading


@dataclass(frozen=True)
class SummaryTable:
    """A round summary in the UI language (`GameBase.round_summary`, rendered)."""

    title: str
    seats: tuple[str, ...]
    """Seat names, one column each."""
    totals: tuple[str, ...]
    """By seat: VP and credits before and after."""
    lines: tuple[tuple[str, ...], ...]
    """By seat: what it gained and why."""
    footer: tuple[str, ...]
    """Lines about everyone (the new turn order)."""
    standings: tuple[str, ...] = ()
    """The seats ranked by score after the round ("1. Bea: 23 VP")."""
    next_up: tuple[str, ...] = ()
    """What comes next (the next round's key facts)."""


@dataclass(frozen=True)
class FinalScoringLines:
    """The final scoring in the UI language, as the log shows it (`app.engine.finalscore`)."""

    heading: str
    """"Final scoring"."""
    seats: tuple[tuple[str, tuple[str, ...]], ...]
    """By seat: its total line, then one line per score source."""
    result: str
    """Who won."""


class ControllerWords:
    """Words of a game in progress (mixed into `GameController`, which provides the fields)."""

    session: Session
    game: GameBase[Any, Any]
    suggestions: SuggestionDriver

    recent_event_keys: ClassVar[frozenset[str]] = frozenset()
    """Keys of the (public) automatic lines the hand-off's "Since your last turn" adds under
    their move: outcomes a seat must know, such as who won an auction (issue 35: "Cleo drops
    out" said nothing of Dora winning Looe), also after the seat's own last move."""

    if TYPE_CHECKING:

        def view_of(self, state: Any) -> Any:
            """The viewer's view of `state` (`GameController.view_of`)."""

        def legal_for(self, seat: int) -> list[Any]:
            """The legal actions of `seat` now (`GameController.legal_for`)."""

        def viewer(self) -> PlayerId | None:
            """The seat whose eyes the board shows (`GameController.viewer`)."""

        def owner(self) -> PlayerId | None:
            """The seat whose screen the window is (`GameController.owner`)."""

        def public_view(self, state: Any) -> Any:
            """What everyone may see of `state` (`GameController.public_view`)."""

        def shown_state(self) -> Any:
            """The whole state of the step shown (`GameController.shown_state`)."""

    # -- words ------------------------------------------------------------------------
    def engine_text(self, text: Text | str | None) -> str:
        """Return an engine text in the UI language with the seats' names ("" for None)."""
        return show(text, [s.name for s in self.session.seats])

    def action_text(self, action: Any) -> str:
        """Return a legal action of the present in words, as the viewer may read it."""
        return self.engine_text(self.game.describe(self.view_of(self.session.state), action))

    def actions_in_words(self, seat: int) -> list[tuple[Any, str]]:
        """Return `seat`'s legal actions in the present, each with its words (for move lists)."""
        view = self.view_of(self.session.state)
        return [(action, self.move_line(view, action)) for action in self.legal_for(seat)]

    def move_line(self, view: Any, action: Any) -> str:
        """Return one row of the legal-move list (games may add what the move costs)."""
        return self.engine_text(self.game.describe(view, action))

    def since_last_turn(self, seat: int, limit: int = 8) -> tuple[list[str], int]:
        """Return the newest `limit` moves since `seat` last acted, in words, and how many more.

        The hand-off screen lists them (issue 22: bots' moves were never seen in hot-seat). The
        words are those of the viewer's view (the public one while the screen is handed over).
        """
        actions = self.session.actions
        start = len(actions)
        while start > 0 and int(actions[start - 1].player) != seat:
            start -= 1
        first = max(start, len(actions) - limit)
        lines = self._outcomes(start) if start == first and start > 0 else []
        for i in range(first, len(actions)):
            view = self.view_of(self.session.state_at(i))
            lines.append(self.engine_text(self.game.describe(view, actions[i])))
            lines += self._outcomes(i + 1)
        return lines, first - start

    def _outcomes(self, step: int) -> list[str]:
        """The outcomes of the action leading to `step` (`recent_event_keys`, `handoff_events`)."""
        events, _summary = self._events_at(step)
        lines = [self.engine_text(e) for e in events if e.key in self.recent_event_keys]
        # what the move brought about (a battle's winner, a reward, figures lost): a
        # stranger's Rage and Axes jumped with no line on the screen
        return lines + [self.engine_text(line) for line in self.game.handoff_events(events)]

    def log_entries(self) -> list[LogEntry]:
        """Return every action so far in words, with its round/phase heading and events.

        The log asks after every move: each entry is rendered once and kept while its step's
        snapshots are the same, per viewer, language and names, so the cost of a move
        stays flat as the game grows (issue 17: the GUI thread must not stall at a game's end).
        """
        cache: dict[tuple[int, Any], Any] = self.__dict__.setdefault("_entry_cache", {})
        present = self.view_of(self.session.state)  # what the viewer may read now
        over = self.session.outcome() is not None
        names = tuple(s.name for s in self.session.seats)
        context = (self.viewer(), current_language(), names, over)
        entries = []
        for i, action in enumerate(self.session.actions):
            before, after = self.session.state_at(i), self.session.state_at(i + 1)
            hit = cache.get((i, context))
            if hit is not None and hit[0] is before and hit[1] is after:
                entry = hit[2]
            else:
                view = self.view_of(before)
                events, summary = self._events_at(i + 1)
                entry = LogEntry(
                    step=i + 1,
                    heading=self.engine_text(self.game.heading(view)),
                    text=self.engine_text(self._line_at(i + 1, view)),
                    player=int(action.player),
                    events=tuple(self.engine_text(self.game.line_for(e, present)) for e in events),
                    summary=summary is not None,
                    headed=tuple(
                        (k, self.engine_text(h))
                        for k, e in enumerate(events)
                        if (h := self.game.event_heading(e)) is not None
                    ),
                )
                cache[i, context] = (before, after, entry)
            notes = tuple(self.suggestions.log_notes(i))
            entries.append(replace(entry, notes=notes) if notes else entry)
        for gone in [k for k in cache if k[0] >= len(self.session.actions)]:  # undone moves
            del cache[gone]
        return entries

    def final_scoring_lines(self) -> FinalScoringLines | None:
        """Return the final scoring of a finished game in words (None while it runs).

        Derived from the session's `Outcome`, so a finished game opened from a file has it too.
        """
        outcome = self.session.outcome()
        if outcome is None:
            return None
        scoring = final_scoring(self.game, outcome)
        return FinalScoringLines(
            heading=self.engine_text(scoring.heading),
            seats=tuple(
                (self.engine_text(total), tuple(self.engine_text(x) for x in sources))
                for total, sources in scoring.seats
            ),
            result=self.engine_text(scoring.result),
        )

    def score_so_far_seat(self) -> int | None:
        """Return the seat whose score so far is shown: the screen's owner (issue 34 §1).

        Without one (bots only) the seat to act at the step shown: of several, the viewer's own,
        else the lowest. None once over (at the step shown).
        """
        state = self.shown_state()
        acting = sorted(int(p) for p in self.game.to_act(state))
        if not acting:
            return None
        owner = self.owner()
        if owner is not None:
            return int(owner)
        viewer = self.viewer()
        return int(viewer) if viewer is not None and viewer in acting else acting[0]

    def score_so_far_line(self) -> str:
        """Return "Anna's score so far: 23" for the seat to act ("" if none or no such score).

        The viewer's own score counts what only the viewer sees (its water holes, issue 34
        §4); another seat's only the public part (the public view of the step shown).
        """
        seat = self.score_so_far_seat()
        if seat is None:
            return ""
        shown = self.shown_state()
        if seat == self.viewer():
            return self.engine_text(self.game.own_score_so_far(self.view_of(shown), PlayerId(seat)))
        state = self.public_view(shown)
        return self.engine_text(self.game.score_so_far(state, PlayerId(seat)))

    def round_summary_at(self, step: int) -> SummaryTable | None:
        """Return the summary of the round that the action leading to `step` ended, if any."""
        if not 0 < step <= len(self.session.actions):
            return None
        summary = self._events_at(step)[1]
        if summary is None:
            return None
        seats = len(self.session.seats)
        gains = seat_gains(self.game, self._round_end_lines(step), seats)
        after = self.public_view(self.session.state_at(step))
        title = summary.title
        if self._changed_since(after):  # the Players panel shows another moment (issue 35)
            title = engine_text("summary.since", title=title)
        return SummaryTable(
            title=self.engine_text(title),
            seats=tuple(s.name for s in self.session.seats),
            totals=tuple(self.engine_text(x) for x in summary.totals),
            lines=tuple(tuple(self.engine_text(x) for x in row) for row in gains),
            footer=tuple(self.engine_text(x) for x in summary.footer),
            standings=tuple(self.engine_text(x) for x in standings(self.game, after, seats)),
            next_up=tuple(self.engine_text(x) for x in summary.next_up),
        )

    def _changed_since(self, then: Any) -> bool:
        """Return whether the seats' numbers shown now differ from those in `then` (a view).

        The Players panel shows the step on screen (`shown_state`); a summary opened after
        play went on, or from the log while another step is replayed, shows the round's end:
        its header says so when any seat's counter (or score) differs.
        """
        now = self.public_view(self.shown_state())
        before, after = self.game.counters(then), self.game.counters(now)
        seats = [k for k in before if k.startswith("seat:")]
        if any(after.get(k) != before[k] for k in seats):
            return True
        return any(
            self.game.public_score(then, PlayerId(p)) != self.game.public_score(now, PlayerId(p))
            for p in range(len(self.session.seats))
        )

    def _round_end_lines(self, step: int) -> list[tuple[Text, bool]]:
        """The log lines of the round's end that `step` finishes, each marked automatic or not.

        The end starts at the step `GameBase.round_end_begins` marks (at most `_END_STEPS`
        back; else the ending step alone): that step's own move still belongs to the round
        before, so only its automatic steps count; later moves count whole. The ending step
        itself is never the mark (Tinners' Trail marks where a round begins, and the step that
        ends a round begins the next).
        """
        first = step
        for i in range(step - 1, max(0, step - _END_STEPS), -1):
            if self.game.round_end_begins(self.session.state_at(i - 1), self.session.state_at(i)):
                first = i
                break
        present = self.view_of(self.session.state)
        out: list[tuple[Text, bool]] = []
        for i in range(first, step + 1):
            if i > first:
                out.append((self._line_at(i, self.view_of(self.session.state_at(i - 1))), False))
            out.extend((self.game.line_for(e, present), True) for e in self._events_at(i)[0])
        return out

    def _line_at(self, step: int, view: Any) -> Text:
        """The log line of the action leading to `step`, from `view` (the viewer's), computed once.

        A line may cost a replay of the action (Barrage's ledger lists what it changes), and
        the log is rebuilt after every move: cached by the step's snapshot and the viewer.
        """
        cache: dict[int, Any] = self.__dict__.setdefault("_line_cache", {})
        state, viewer = self.session.state_at(step - 1), self.viewer()
        # keyed by both snapshots: an undone move and another one played from the same
        # position share `state` (a stranger's log kept the undone camel's line)
        after = self.session.state_at(step)
        hit = cache.get(step)
        if hit is not None and hit[0] is state and hit[1] is after and hit[2] == viewer:
            return hit[3]  # type: ignore[no-any-return]
        line = self.game.describe(view, self.session.actions[step - 1])
        cache[step] = (state, after, viewer, line)
        return line

    def step_events_at(self, step: int) -> list[Text]:
        """Return the automatic steps' lines of the action leading to `step` (cached)."""
        return self._events_at(step)[0]

    def _events_at(self, step: int) -> tuple[list[Text], RoundSummary | None]:
        """The events and round summary of the action leading to `step`, computed once.

        Computed from the full states: events are public (income, water, scoring), and
        `GameBase.step_events` replays the action, so each is cached by its snapshots.
        """
        cache: dict[int, Any] = self.__dict__.setdefault("_event_cache", {})
        before, after = self.session.state_at(step - 1), self.session.state_at(step)
        action = self.session.actions[step - 1]
        hit = cache.get(step)
        if hit is not None and hit[0] is before and hit[1] is after:
            return hit[2], hit[3]
        events = self.game.step_events(before, action, after)
        summary = self.game.round_summary(before, action, after, events)
        cache[step] = (before, after, events, summary)
        return events, summary
