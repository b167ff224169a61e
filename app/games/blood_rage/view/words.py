"""Words of the Blood Rage controller: move rows, choices, the step header, the reveal.

A mixin of `BloodRageController` (kept apart so each module stays small). The log never says
which card a hidden choice takes (a draft pick, a quest, a battle card, the card kept); the
chooser's own legal-move list and Confirm line do name it, with its STR in a battle. Every row
of the legal-move list is a different move (copies of one card are listed once) and says what
the move costs in Rage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import Seat, TextList
from app.engine.topictext import summary_html
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import NO_CARD, Battle, Draft
from app.games.blood_rage.rules.board import stat_value
from app.games.blood_rage.texts import card_text, clan_text, stat_text, t
from app.games.blood_rage.view.steps import (
    WHERE,
    battle_strength,
    move_cost,
    step_prompt,
    steps_for,
    value_words,
)
from app.games.blood_rage.view.turnpanel import BATTLE_NOTES, RESULT_NOTES
from app.ui.i18n import current_language
from app.ui.narrowing import Narrowing
from app.ui.words import ControllerWords

if TYPE_CHECKING:
    from collections.abc import Hashable

    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["MoveWords", "same_move"]


class MoveWords(ControllerWords):
    """Words hooks of the Blood Rage controller (mixed into `BloodRageController`)."""

    if TYPE_CHECKING:

        def narrowing(self) -> Narrowing | None:
            """See `BloodRageController.narrowing`."""

        def acting_human(self) -> PlayerId | None:
            """See `GameController.acting_human`."""

        def replay_step(self) -> int | None:
            """See `GameController.replay_step`."""

        def displayed_state(self) -> Any:
            """See `GameController.displayed_state`."""

        def _top_kind(self) -> str:
            """See `BoardController._top_kind`."""

    def step_header(self) -> str | None:
        """Return the prompt line of a move being built (None: the engine's prompt)."""
        narrow = self.narrowing()
        if narrow is None or not narrow.chosen:
            return self._draft_prompt()
        action = narrow.action()
        if action is not None:
            return self.engine_text(t("ui.step.confirm", action=self.own_words(action)))
        step = narrow.next_step()
        if step is None:
            return None
        seat = self.acting_human()
        return self.engine_text(
            t("ui.step.who", who=Seat(int(seat or 0)), step=step_prompt(step.key))
        )

    def _draft_prompt(self) -> str | None:
        """The draft is picked by every seat at once: the prompt names the seat at the screen."""
        state = self.session.state
        top = state.pending[-1] if state.pending else None
        seat = self.acting_human()
        if not isinstance(top, Draft) or seat is None:
            return None
        who = TextList((Seat(int(seat)),))
        return self.engine_text(t("prompt.pick", who=who, n=top.picks))

    def actions_in_words(self, seat: int) -> list[tuple[Any, str]]:
        """The legal-move list: one row per distinct move.

        Two copies of a card (the same name and text, as the decks hold) make the same move;
        only the first is listed, so every row says something different.
        """
        seen: set[tuple[Any, ...]] = set()
        out = []
        for action, words in super().actions_in_words(seat):
            key = same_move(action)
            if key not in seen:
                seen.add(key)
                out.append((action, words))
        return out

    def move_line(self, view: Any, action: Any) -> str:
        """Return a row of the legal-move list: the action (naming its card) and its cost."""
        cost = move_cost(self.session.state, action)
        if cost is None:
            return self._own_line(action) or super().move_line(view, action)
        # the cost says the Rage once: the log's "(Rage −2)" is left out (issue 35 §3)
        line = self._own_line(action) or self.engine_text(action.text())
        return self.engine_text(t("ui.move_line", action=line, changes=cost))

    def own_words(self, action: Any) -> str:
        """An action of the acting human in words, naming the card a hidden choice takes."""
        return self._own_line(action) or self.action_text(action)

    def _own_line(self, action: Any) -> str | None:
        """The log hides which card a hidden choice takes; the chooser's own list names it."""
        who = Seat(int(action.player))
        if action.kind == "pick":
            cards = TextList(tuple(card_text(c) for c in action.cards))
            return self.engine_text(t("ui.move.pick", who=who, cards=cards))
        if action.kind == "quest" and action.second != NO_CARD:
            # the glory tells pairs apart when a quest kept from the last Age makes three
            return self.engine_text(
                t(
                    "ui.move.quest_two",
                    who=who,
                    card=card_text(action.card),
                    other=card_text(action.second),
                    n=sum(_quest_glory(c) for c in action.cards),
                )
            )
        if action.kind in ("quest", "keep"):
            return self.engine_text(
                t(f"ui.move.{action.kind}", who=who, card=card_text(action.card))
            )
        if action.kind == "hold":
            return self.engine_text(t("ui.move.hold", who=who))
        if action.kind == "battle_card":
            state = self.session.state
            n = battle_strength(state, int(action.player), action.card)
            top = state.pending[-1] if state.pending else None
            # after the reveal a late card is played face up (stranger s43: "face down")
            late = isinstance(top, Battle) and top.stage == "late"
            key = "ui.move.late_card" if late else "ui.move.battle_card"
            return self.engine_text(t(key, who=who, card=card_text(action.card), n=n or 0))
        return None

    def choice_words(self, key: str, value: Hashable) -> tuple[str, str]:
        """Return the words of a choice (and its tooltip): its one action's line, or its name."""
        narrow = self.narrowing()
        if narrow is not None:
            trial = Narrowing(narrow.remaining(), steps_for(self._top_kind()))
            if trial.choose(key, value):
                action = trial.action()
                if action is not None:
                    view = self.view_of(self.session.state)
                    return self.move_line(view, action), ""
                words = value_words(key, value)
                if words is None:  # a kind without steps (a card effect's): say how many
                    return self.engine_text(t("ui.where.other", n=len(trial.remaining()))), ""
                if key == WHERE:
                    n = len(trial.remaining())
                    return self.engine_text(t("ui.where.several", place=words, n=n)), ""
        words = value_words(key, value)
        return (self.engine_text(words) if words is not None else ""), ""

    def last_reveal(self) -> list[str]:
        """The last step's battle (winner, then cards and STR), for everyone to read."""
        step = len(self.session.actions) if self.replay_step() is None else self.replay_step()
        if not step:
            return []
        events = self._events_at(int(step))[0]
        notes = [e for e in events if e.key in BATTLE_NOTES]
        # who won first: the panel may be short, and the cards and STR explain it after
        notes.sort(key=lambda e: e.key not in RESULT_NOTES)
        shown = [self.engine_text(e) for e in notes]
        return [self.engine_text(t("ui.battle.reveal_title")), *shown] if shown else []

    def player_line(self, seat: int) -> list[Text | str]:
        """A seat's short facts for its line in the Players panel: glory and Rage first."""
        state: State = self.displayed_state()
        me = state.seats[seat]
        out: list[Text | str] = [
            t("ui.line.glory", n=me.glory),
            t("ui.line.rage", n=me.rage, total=stat_value(me, "rage")),
        ]
        out += [t("ui.line.stat", stat=stat_text(s), n=stat_value(me, s)) for s in STATS[1:]]
        out.append(t("ui.cards_line", hand=len(me.hand), quests=len(me.quests)))
        out.append(clan_text(me.clan))
        return out

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Public facts about a seat for the players panel."""
        state: State = self.displayed_state()
        me = state.seats[seat]
        out: list[tuple[Text | str, Text | str]] = [
            (t("ui.summary.clan"), clan_text(me.clan)),
            (t("ui.summary.glory"), str(me.glory)),
            (
                t("ui.summary.rage"),
                t("ui.summary.rage_of", n=me.rage, total=stat_value(me, "rage")),
            ),
        ]
        out += [(stat_text(s), str(stat_value(me, s))) for s in STATS if s != "rage"]
        out.append(
            (t("ui.summary.cards"), t("ui.cards_line", hand=len(me.hand), quests=len(me.quests)))
        )
        return out

    def rules_summary(self) -> str:
        """Return the rules summary (HTML) in the UI language, once it has been written.

        It is looked for as `resources/blood_rage/rules_<lang>.html`, as Tinners' Trail's.
        """
        return summary_html(GAME, current_language())  # its numbers from the data


def same_move(action: Any) -> tuple[Any, ...]:
    """What an action does, with each card replaced by its printed face (copies are equal)."""
    data = game_data()

    def face(card: int) -> Any:
        if card < 0:
            return card
        c = data.cards[card]
        return (c.name, c.age, c.family, c.strength, c.cost, c.effect, c.quest)

    fields = []
    for name, value in sorted(action.model_dump().items()):
        shown = value
        if name in ("card", "replaces", "second") and isinstance(value, int):
            shown = face(value)
        elif name == "cards":
            shown = tuple(sorted((face(c) for c in value), key=repr))
        fields.append((name, repr(shown)))
    return tuple(fields)


def _quest_glory(card: int) -> int:
    """The glory a quest card pays when it is met."""
    quest = game_data().cards[card].quest
    return quest.glory if quest is not None else 0
