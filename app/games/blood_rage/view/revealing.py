"""When a battle ends, lay its reveal over the window (issue 18 §4; `view.reveal`).

A mixin of `BloodRageController` (kept apart so each module stays small). The step that ends a
battle is known by its log lines (`battlereveal.ends_battle`); the steps back to the reveal
give the content (`battlereveal.battle_reveal`). The controller calls `announce_battle` where
it announces a round's end: at once after the step, or when the turn that made it is
confirmed, and before `_kick` asks for the next hand-off screen, so the reveal lies over that
screen and is seen first. The panel is only a view: nothing waits for it, bots play on. A
battle no human fought in continues by itself after `auto_continue_seconds` (0: never); a
reveal waiting for the user is never replaced by the next one, which waits behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.blood_rage.battlereveal import (
    battle_reveal,
    ends_battle,
    pauses_battle,
    reveals,
)
from app.games.blood_rage.revealwords import reveal_words
from app.games.blood_rage.texts import t
from app.games.blood_rage.view.reveal import BattleRevealPanel, RevealColumn, RevealTexts

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.games.blood_rage.battlereveal import BattleReveal, Step
    from app.games.blood_rage.view.hand import HandPanel
    from app.games.blood_rage.view.scene import BrScene
    from app.games.blood_rage.view.screen import BrBoard
    from app.ui.stepcontroller import StepController

    # type checkers see the controller's base class (its methods); at run time a plain mixin
    _Base = StepController[BrScene, BrBoard, HandPanel]
else:
    _Base = object

__all__ = ["BattleReveals"]

MAX_BATTLE_STEPS = 60
"""How far back from a battle's end its reveal is looked for (a battle's steps: a card per
clan, late cards and card questions; far fewer than this)."""


class BattleReveals(_Base):
    """The battle reveal of a Blood Rage controller."""

    reveal_panel: BattleRevealPanel | None = None
    """The reveal on screen, if one is."""
    pending_reveals: tuple[int, ...] = ()
    """Steps whose battle reveals wait behind the one on screen, in order."""

    if TYPE_CHECKING:
        battle_revealed: SignalInstance
        """The controller's signal: a battle's reveal is on screen (the step that ended it)."""

    def battle_reveal_at(self, step: int) -> BattleReveal | None:
        """Return the reveal of the battle the action leading to `step` ended, if it ended one.

        Or the reveal so far, when the step revealed the cards or compared STR and a human is
        asked a question next (a late card, Frigga's Grace…): the question comes after the
        reveal it needs (issue 35); the full reveal follows when the battle ends.
        """
        if not 0 < step <= len(self.session.actions):
            return None
        if not ends_battle(self._events_at(step)[0]) and not self._asks_after_reveal(step):
            return None
        steps: list[Step] = []
        for i in range(step, max(0, step - MAX_BATTLE_STEPS), -1):
            events = self._events_at(i)[0]
            before, after = self.session.state_at(i - 1), self.session.state_at(i)
            steps.insert(0, (before, self.session.actions[i - 1], after, events))
            if reveals(events):
                break
        return battle_reveal(steps)

    def _asks_after_reveal(self, step: int) -> bool:
        after = self.session.state_at(step)
        here = (self.session.state_at(step - 1), self.session.actions[step - 1], after)
        if not pauses_battle((*here, self._events_at(step)[0])):
            return False
        return any(not self.is_bot(p) for p in self.game.to_act(after))

    def reveal_texts(self, reveal: BattleReveal, auto_seconds: int = 0) -> RevealTexts:
        """Return `reveal` in the UI language (with the countdown texts when it continues)."""
        words = reveal_words(reveal)
        show = self.engine_text
        columns = tuple(
            RevealColumn(
                name=self.seat_name(s.seat),
                colour=self.seat_style(s.seat).colour,
                won=s.won,
                result=show(s.result),
                card=show(s.card),
                figures="\n".join(show(x) for x in (s.figures, s.effects) if x is not None),
                total=show(s.total),
                outcome=tuple(show(x) for x in s.outcome),
            )
            for s in words.sides
        )
        return RevealTexts(
            title=show(words.title),
            pillager=show(words.pillager),
            columns=columns,
            result=show(words.result),
            footer=tuple(show(x) for x in words.footer),
            continue_label=show(t("reveal.continue")),
            hint=show(t("reveal.hint")),
            auto=tuple(show(t("reveal.auto", n=n)) for n in range(auto_seconds + 1))
            if auto_seconds > 0
            else (),
        )

    def bots_only(self, reveal: BattleReveal) -> bool:
        """Whether no human took part in the battle."""
        return all(self.is_bot(s.seat) for s in reveal.sides)

    def show_reveal(self, step: int) -> BattleRevealPanel | None:
        """Lay the reveal of the battle the action leading to `step` ended over the window.

        A reveal that waits for the user is not replaced: the new one comes when it is
        dismissed (`pending_reveals`). One counting down (bots only) gives way at once.
        """
        reveal = self.battle_reveal_at(step)
        if reveal is None or self._board is None:
            return None
        current = self.reveal_panel
        if current is not None and not current.timer.isActive():
            self.pending_reveals = (*self.pending_reveals, step)
            return None
        seconds = self.auto_continue_seconds if self.bots_only(reveal) else 0
        if current is not None:
            current.close()
        self.cover_for_moment()  # every seat looks at it: over the public view, not a hand
        panel = BattleRevealPanel(
            self.reveal_texts(reveal, seconds), self._board.window(), seconds * 1000
        )
        panel.closed.connect(lambda: self._on_reveal_closed(panel))
        self.reveal_panel = panel
        panel.show()
        panel.take_focus()
        self.battle_revealed.emit(step)
        return panel

    def announce_battle(self) -> None:
        """Show the reveal if the last action ended a battle (or queue it behind the one up)."""
        self.show_reveal(len(self.session.actions))

    def _on_reveal_closed(self, panel: Any) -> None:
        if self.reveal_panel is not panel:
            return
        self.reveal_panel = None
        while self.pending_reveals and self.reveal_panel is None:
            step, self.pending_reveals = self.pending_reveals[0], self.pending_reveals[1:]
            self.show_reveal(step)
