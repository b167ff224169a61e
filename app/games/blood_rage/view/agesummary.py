"""The Age summary over the whole Age (issue 36 §3): a mixin of the Blood Rage controller.

The shared summary sums up the steps of a round's end only; in Blood Rage that is Ragnarök and
Valhalla. Here its table covers the Age from its first draft pick: per clan the glory by source
(`summary.age_lines`, every number the sum of its log lines' deltas), the battles lost, the
quests failed and the figures back from Valhalla, and each clan's glory when the Age began and
when it ended. The log lines are the ones the log shows the viewer (`_line_at`, `_events_at`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from app.games.blood_rage.summary import age_lines
from app.games.blood_rage.texts import t
from app.ui.words import ControllerWords

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.ui.words import SummaryTable

__all__ = ["AgeSummaries"]


class AgeSummaries(ControllerWords):
    """`round_summary_at` for a whole Age (mixed into `BloodRageController`)."""

    def round_summary_at(self, step: int) -> SummaryTable | None:
        """Return the summary of the Age that the action leading to `step` ended, if any."""
        table = super().round_summary_at(step)
        if table is None:
            return None
        first = self.age_begins(step)
        lines = self.age_log(first, step)
        seats = len(self.session.seats)
        start: Any = self.session.state_at(first - 1)
        end: Any = self.session.state_at(step)
        totals = tuple(
            self.engine_text(t("summary.glory", before=b.glory, after=a.glory))
            for b, a in zip(start.seats, end.seats, strict=True)
        )
        rows = age_lines(lines, seats)
        return dataclasses.replace(
            table,
            totals=totals,
            lines=tuple(tuple(self.engine_text(x) for x in row) for row in rows),
        )

    def age_begins(self, step: int) -> int:
        """The first step of the Age that the action leading to `step` ends (its first pick)."""
        age = self.session.state_at(step - 1).age
        first = step
        while first > 1 and self.session.state_at(first - 2).age == age:
            first -= 1
        return first

    def age_log(self, first: int, last: int) -> list[Text]:
        """The log lines of steps `first`..`last`: each move's line, then its automatic steps."""
        present = self.view_of(self.session.state)
        out: list[Text] = []
        for i in range(first, last + 1):
            out.append(self._line_at(i, self.view_of(self.session.state_at(i - 1))))
            out += [self.game.line_for(e, present) for e in self._events_at(i)[0]]
        return out
