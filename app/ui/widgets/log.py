"""The game log: every action in words, grouped under round/phase headings; click to replay.

Once the game is over, a last heading "Final scoring" lists each seat's total with its points by
source and the winner (from the `Outcome`, so a finished game opened from a file shows it too).

Under each action: notes (suggestions asked for), the lines of its automatic steps (income,
water flow, scoring: `GameBase.step_events`) and, when it ended a round, a "Round summary" row that
opens `RoundSummaryPanel` over the window (also opened by itself when the round ends).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from app.engine.text import engine_text
from app.ui.i18n import current_language
from app.ui.widgets.summary import RoundSummaryPanel
from app.ui.widgets.wrap import wrap_lines

if TYPE_CHECKING:
    from app.ui.controller import GameController
    from app.ui.words import LogEntry

__all__ = ["GameLogPanel"]

_STEP_ROLE = Qt.ItemDataRole.UserRole
"""Item data: the step number an entry shows (headings have none)."""
_SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data of a "Round summary" row: the step whose action ended the round."""


def _bold(item: QTreeWidgetItem) -> None:
    font = item.font(0)
    font.setBold(True)
    item.setFont(0, font)


class GameLogPanel(QTreeWidget):
    """Headings as top-level rows, actions below them; activating an action replays it.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._built: tuple[object, ...] = ()
        self._items: dict[int, QTreeWidgetItem] = {}
        self._entries: list[LogEntry] = []
        """The entries the rows show (`_rebuild` keeps the rows of an unchanged prefix)."""
        self.setObjectName("gameLog")
        self.setHeaderHidden(True)
        self.setRootIsDecorated(True)
        wrap_lines(self)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemClicked.connect(self._on_item_clicked)
        self.itemActivated.connect(self._on_item_clicked)
        self._summaries: dict[int, QTreeWidgetItem] = {}
        self._tails: dict[int, list[QTreeWidgetItem]] = {}
        """Event rows of a step put under a heading its events opened (`LogEntry.headed`)."""
        self.final_item: QTreeWidgetItem | None = None
        """The "Final scoring" heading once the game is over (issue 22)."""
        self.summary_dialog: RoundSummaryPanel | None = None
        """The round summary on screen, if one is."""
        self.auto_summary = True
        """Open the summary by itself when a round ends (tests may turn it off)."""
        controller.history_changed.connect(self.refresh)
        controller.state_changed.connect(self.refresh)
        controller.round_ended.connect(self._on_round_ended)
        self.refresh()

    def item_for_step(self, step: int) -> QTreeWidgetItem | None:
        """Return the row of the action that leads to `step`, if listed."""
        return self._items.get(step)

    def refresh(self) -> None:
        """Rebuild the rows if the history, the viewer or the language changed."""
        c = self._controller
        key = (id(c.session.state), len(c.session.actions), c.viewer(), current_language())
        if key != self._built:
            self._built = key
            self._rebuild()
        self._mark_replay()
        self._retitle_summary()

    def _retitle_summary(self) -> None:
        """Keep the open summary's header true: it says when play has gone on since (issue 35)."""
        panel = self.summary_dialog
        if panel is None or panel.step > len(self._controller.session.actions):
            return
        table = self._controller.round_summary_at(panel.step)
        if table is not None and panel.title.text() != table.title:
            panel.title.setText(table.title)

    def _rebuild(self) -> None:
        """Bring the rows up to the log, touching only what changed since the last time.

        Moves are appended (and undone from the end), so the rows of the entries both lists
        share are kept: a move at the end of a long game costs a few rows, not the whole log
        (issue 17: the GUI thread stays responsive however long the game).
        """
        entries = self._controller.log_entries()
        keep = 0
        for old, new in zip(self._entries, entries, strict=False):
            if old != new:
                break
            keep += 1
        if keep == 0:
            self.clear()
            self._items = {}
            self._summaries = {}
            self._tails = {}
        else:
            self._drop_rows_after(keep)
        self._entries = entries
        group = self.topLevelItem(self.topLevelItemCount() - 1) if keep else None
        heading = entries[keep - 1].last_heading() if keep else None
        for entry in entries[keep:]:
            if group is None or entry.heading != heading:
                group = self._heading_row(entry.heading)
            group = self._add_entry(group, entry)
            heading = entry.last_heading()
        self.final_item = self._add_final_scoring()
        last = self._items.get(len(self._controller.session.actions))
        if self.final_item is not None:
            self.final_item.setExpanded(True)
            for i in range(self.final_item.childCount()):
                child = self.final_item.child(i)
                if child is not None:
                    child.setExpanded(True)
            self.scrollToItem(self.final_item, QAbstractItemView.ScrollHint.PositionAtTop)
        elif last is not None:
            self.scrollToItem(last)

    def _drop_rows_after(self, keep: int) -> None:
        """Remove the final scoring and the rows of entries after the first `keep`."""
        if self.final_item is not None:
            self.takeTopLevelItem(self.indexOfTopLevelItem(self.final_item))
            self.final_item = None
        for step in sorted((s for s in self._items if s > keep), reverse=True):
            self._summaries.pop(step, None)
            for row in [*reversed(self._tails.pop(step, [])), self._items.pop(step)]:
                group = row.parent()
                if group is None:  # a heading the step's events opened
                    if row.childCount() == 0:
                        self.takeTopLevelItem(self.indexOfTopLevelItem(row))
                    continue
                group.removeChild(row)
                if group.childCount() == 0:
                    self.takeTopLevelItem(self.indexOfTopLevelItem(group))

    def _heading_row(self, heading: str) -> QTreeWidgetItem:
        group = QTreeWidgetItem(self, [heading or "—"])
        _bold(group)
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        group.setExpanded(True)
        return group

    def _add_entry(self, group: QTreeWidgetItem, entry: LogEntry) -> QTreeWidgetItem:
        """Add the rows of `entry` under `group`; return the heading the log is under after it.

        A phase run inside the step (`LogEntry.headed`) gets its own heading, and its lines go
        under it, not under the action whose heading was the step's before it (issue 35 §3).
        """
        item = QTreeWidgetItem(group, [f"{entry.step}. {entry.text}"])
        item.setData(0, _STEP_ROLE, entry.step)
        item.setToolTip(0, self.tr("Click to view the board after this move"))
        self._items[entry.step] = item
        for note in entry.notes:  # e.g. "Anna asked for a suggestion" (before this move)
            row = QTreeWidgetItem(item, [note])
            font = row.font(0)
            font.setItalic(True)
            row.setFont(0, font)
            row.setFlags(Qt.ItemFlag.ItemIsEnabled)
        opened = dict(entry.headed)
        under = item
        for k, event in enumerate(entry.events):  # what the automatic steps did: income, scoring
            if k in opened:  # the heading row says it: "— Age 2: Quests —" is not repeated
                group = under = self._heading_row(opened[k])
                self._tails.setdefault(entry.step, []).append(group)
                continue
            row = QTreeWidgetItem(under, [event])
            row.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if under is not item:
                self._tails[entry.step].append(row)
        if entry.summary:
            row = QTreeWidgetItem(item, [self._summary_label()])
            _bold(row)
            row.setData(0, _SUMMARY_ROLE, entry.step)
            row.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            self._summaries[entry.step] = row
        item.setExpanded(True)
        return group

    def _add_final_scoring(self) -> QTreeWidgetItem | None:
        """Add the "Final scoring" heading of a finished game: seats, their sources, the winner."""
        scoring = self._controller.final_scoring_lines()
        if scoring is None:
            return None
        group = QTreeWidgetItem(self, [scoring.heading])
        _bold(group)
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        for total, sources in scoring.seats:
            row = QTreeWidgetItem(group, [total])
            row.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for source in sources:
                QTreeWidgetItem(row, [source]).setFlags(Qt.ItemFlag.ItemIsEnabled)
        result = QTreeWidgetItem(group, [scoring.result])
        _bold(result)
        result.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return group

    def _mark_replay(self) -> None:
        step = self._controller.replay_step()
        item = self._items.get(step) if step is not None else None
        if item is None:
            self.clearSelection()
            return
        self.setCurrentItem(item)
        self.scrollToItem(item)

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        summary = item.data(0, _SUMMARY_ROLE)
        if isinstance(summary, int):
            self.show_summary(summary)
            return
        step = item.data(0, _STEP_ROLE)
        if isinstance(step, int):
            self._controller.show_step(step)

    def summary_item(self, step: int) -> QTreeWidgetItem | None:
        """Return the "Round summary" row under the action leading to `step`, if any."""
        return self._summaries.get(step)

    def show_summary(self, step: int) -> RoundSummaryPanel | None:
        """Lay the summary of the round the action leading to `step` ended over the window."""
        table = self._controller.round_summary_at(step)
        if table is None:
            return None
        if self.summary_dialog is not None:
            self.summary_dialog.close()
        panel = RoundSummaryPanel(table, self.window(), step)
        panel.closed.connect(self._on_summary_closed)
        self.summary_dialog = panel
        panel.show()
        panel.setFocus()
        return panel

    def _on_summary_closed(self) -> None:
        self.summary_dialog = None

    def _on_round_ended(self, step: int) -> None:
        # the last round's summary waits in the log: the end dialog (scores by source) comes
        # instead of two panels over each other
        if not self.auto_summary or self._controller.is_over():
            return
        # a moment still on screen (Blood Rage's battle reveal) is read first: the summary comes
        # when it is dismissed, not on top of it
        moment = getattr(self._controller, "reveal_panel", None)
        if moment is not None and moment.isVisible():
            moment.closed.connect(lambda: self._after_moment(step))
            return
        # a board still leading the eye through the round's end (water flowing) is seen first
        lead = getattr(self._controller, "lead_ms", None)
        wait = lead() if callable(lead) else 0
        if wait > 0:
            ended = self._controller.session.actions[step - 1]
            QTimer.singleShot(wait, self, lambda: self._show_if_current(step, ended))
        else:
            self.show_summary(step)

    def _after_moment(self, step: int) -> None:
        """The moment laid over the window went: the summary of `step` now (unless undone).

        The board's lead through the round's end ran while the moment was read, so the summary
        does not wait for it again; another moment that came up meanwhile is read first.
        """
        if step > len(self._controller.session.actions) or self.summary_dialog is not None:
            return
        moment = getattr(self._controller, "reveal_panel", None)
        if moment is not None and moment.isVisible():
            moment.closed.connect(lambda: self._after_moment(step))
            return
        self.show_summary(step)

    def _show_if_current(self, step: int, ended: object) -> None:
        """Open the summary of `step` if its round's end was not undone.

        A bot's next move while the board led the eye does not cancel it: the guided game's
        summaries never opened when a bot began the next round (issue 37 §1).
        """
        actions = self._controller.session.actions
        if len(actions) >= step and actions[step - 1] == ended and self.summary_dialog is None:
            self.show_summary(step)

    def _summary_label(self) -> str:
        return self._controller.engine_text(engine_text("round_summary"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rebuild in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
