"""GameController: apply/refuse, confirm, undo/redo, replay, hot-seat viewer, autosave, end."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.ui.controller import GameController
from tests.engine.toy import HIDDEN, TOY, ToyGame, Turn

pytestmark = pytest.mark.gui


def take(player: int, count: int = 1) -> Any:
    return TOY.parse_action({"kind": "take", "player": player, "count": count})


def end(player: int) -> Any:
    return TOY.parse_action({"kind": "end", "player": player})


def draw(player: int) -> Any:
    return TOY.parse_action({"kind": "draw", "player": player})


class HiddenController(GameController):
    """The toy game's bonus cards are secret: hot-seat needs hand-offs."""

    def has_hidden_information(self) -> bool:
        return True


def make(
    kinds: str = "hh", pile: int = 12, cls: type[GameController] = GameController
) -> GameController:
    names = ["Ann", "Bea", "Carl", "Dan"]
    seats = [
        Seat(name=names[i], kind="bot" if k == "b" else "human", level="easy" if k == "b" else None)
        for i, k in enumerate(kinds)
    ]
    session = Session(TOY, TOY.Options(players=len(kinds), pile=pile), seed=3, seats=seats)
    controller = cls(session)
    controller.start()
    return controller


def test_apply_emits_and_changes_state(qtbot):
    c = make()
    with qtbot.waitSignals([c.history_changed, c.state_changed]):
        assert c.try_apply(take(0, 2))
    assert c.session.state.pile == 10
    assert c.acting_human() == 0
    assert not c.awaiting_confirm()


def test_refused_moves_change_nothing(qtbot):
    c = make()
    before = c.session.state
    with qtbot.waitSignal(c.action_rejected) as blocker:
        assert not c.try_apply(take(1))
    assert blocker.args == ["not your turn"]
    with qtbot.waitSignal(c.action_rejected) as blocker:
        assert not c.try_apply(end(0))  # must take a counter first
    assert "not allowed" in blocker.args[0]
    assert c.session.state is before
    assert c.session.actions == []


def test_turn_end_waits_for_confirm_then_undo_redo(qtbot):
    c = make()
    c.try_apply(take(0, 2))
    c.try_apply(end(0))
    assert c.awaiting_confirm()
    assert c.confirm_seat() == 0
    assert c.acting_human() is None
    assert c.can_apply(take(1)) == "confirm or undo first"
    assert c.can_undo()
    assert c.undo()
    assert not c.awaiting_confirm()
    assert c.acting_human() == 0
    assert len(c.session.actions) == 1
    assert c.can_redo()
    assert c.redo()
    assert c.awaiting_confirm()
    assert c.confirm_turn()
    assert c.session.floor == 2
    assert c.acting_human() == 1
    assert c.viewer() == 1
    assert not c.can_undo()  # Ann's turn is confirmed: Bea cannot take it back


def test_undo_never_passes_a_random_draw(qtbot):
    c = make()
    c.try_apply(take(0))
    c.try_apply(draw(0))
    assert not c.can_undo()
    assert not c.undo()
    assert len(c.session.actions) == 2


def test_replay_shows_step_and_refuses_moves(qtbot):
    c = make()
    c.try_apply(take(0, 2))
    c.try_apply(take(0, 1))
    with qtbot.waitSignal(c.state_changed):
        c.show_step(1)
    assert c.replay_step() == 1
    assert c.displayed_state().pile == 10
    with qtbot.waitSignal(c.action_rejected) as blocker:
        assert not c.try_apply(end(0))
    assert blocker.args == ["viewing history"]
    assert not c.can_undo()
    c.return_to_present()
    assert c.replay_step() is None
    assert c.displayed_state().pile == 9
    assert c.try_apply(end(0))


def test_log_entries_use_seat_names(qtbot):
    c = make()
    c.try_apply(take(0, 2))
    entries = c.log_entries()
    assert [(e.step, e.text, e.player) for e in entries] == [(1, "Ann takes 2 counters", 0)]
    assert entries[0].heading == "Pile 12"


def test_autosave_runs_after_every_change(qtbot):
    c = make()
    saved: list[int] = []
    c.set_autosave(lambda session: saved.append(len(session.actions)))
    c.try_apply(take(0))
    c.try_apply(end(0))
    c.undo()
    c.redo()
    c.confirm_turn()
    assert saved == [1, 2, 1, 2, 2]


def test_bot_turn_completes_while_event_loop_runs(qtbot):
    c = make("hb")
    thinking: list[int] = []
    c.bot_thinking.connect(thinking.append)
    c.try_apply(take(0, 2))
    c.try_apply(end(0))
    assert thinking == []  # nothing happens before Confirm
    c.confirm_turn()
    assert thinking == [1]
    assert c.thinking_seat() == 1
    assert c.acting_human() is None
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=20000)
    assert all(a.player == 1 for a in c.session.actions[2:])
    assert c.session.state.seats[1].taken > 0 or c.session.state.seats[1].bonus
    c.shutdown()


def test_bot_move_is_held_while_replaying(qtbot):
    c = make("hb")
    c.try_apply(take(0, 2))
    c.try_apply(end(0))
    c.show_step(0)
    c.confirm_turn()  # refused while replaying
    assert c.awaiting_confirm()
    c.return_to_present()
    c.confirm_turn()
    c.show_step(1)
    c._bots.background().wait()
    qtbot.wait(50)
    assert len(c.session.actions) == 2  # bot's move waits for the end of the replay
    with qtbot.waitSignal(c.history_changed, timeout=20000):
        c.return_to_present()
    assert c.session.actions[2].player == 1
    c.shutdown()


def test_stale_bot_result_is_ignored(qtbot):
    c = make("bh")
    assert c.thinking_seat() == 0
    c.shutdown()  # the state generation moves on: the reply must be dropped
    qtbot.wait(50)
    assert c.session.actions == []


def test_handoff_hides_private_view_until_accepted(qtbot):
    c = make("hh", cls=HiddenController)
    assert c.handoff_seat() == 0
    assert c.viewer() is None
    assert c.acting_human() is None
    c.accept_handoff()
    assert c.viewer() == 0
    c.try_apply(draw(0))
    c.try_apply(take(0))
    c.try_apply(end(0))
    card = c.session.state.seats[0].bonus[0]
    assert c.displayed_state().seats[0].bonus == (card,)
    with qtbot.waitSignal(c.handoff_needed) as blocker:
        c.confirm_turn()
    assert blocker.args == [1]
    assert c.viewer() is None
    assert c.displayed_state().seats[0].bonus == (HIDDEN,)
    c.accept_handoff()
    assert c.viewer() == 1
    assert c.acting_human() == 1
    assert c.displayed_state().seats[0].bonus == (HIDDEN,)


def test_single_human_never_needs_handoff(qtbot):
    c = make("hb", cls=HiddenController)
    assert c.handoff_seat() is None
    assert c.viewer() == 0
    assert c.acting_human() == 0
    c.shutdown()


def test_game_finished_after_last_confirm(qtbot):
    c = make(pile=2)
    outcomes: list[Any] = []
    c.game_finished.connect(outcomes.append)
    c.try_apply(take(0, 2))
    assert c.awaiting_confirm()
    assert outcomes == []
    c.confirm_turn()
    assert len(outcomes) == 1
    assert outcomes[0].winners == (PlayerId(0),)
    assert c.acting_human() is None
    assert c.can_apply(take(1)) == "the game is over"


def test_failing_bot_is_reported_and_the_game_goes_on(qtbot, monkeypatch):
    from app.ui import botrunner

    def broken(*_args: object) -> Any:
        raise RuntimeError("bot exploded")

    monkeypatch.setattr(botrunner, "make_bot", broken)
    monkeypatch.setattr(botrunner, "WORKER_PROCESS", False)  # the broken bot is in this process
    c = make("bh")
    with qtbot.waitSignal(c.action_rejected, timeout=20000) as blocker:
        pass
    assert "bot exploded" in blocker.args[0]
    assert [a.player for a in c.session.actions] == [0]
    c.shutdown()


class _BeaAndTheBot(ToyGame):
    """The toy game where, after Ann's first turn, only Bea (1) and the bot (2) take turns."""

    def apply(self, state: Any, action: Any) -> Any:
        after = super().apply(state, action)
        top = after.pending[-1] if after.pending else None
        if isinstance(top, Turn) and top.waiting == (PlayerId(0),):
            after = after.model_copy(deep=True)
            after.pending[-1] = Turn(waiting=(PlayerId(1),))
        return after


def test_no_hand_off_back_to_the_seat_that_just_left_with_only_bots_between(qtbot):
    # Issue 18 §5: "Pass to Bea" came up right after Bea's own move with only a bot between.
    game = _BeaAndTheBot()
    seats = [Seat(name="Ann"), Seat(name="Bea"), Seat(name="Carl", kind="bot", level="easy")]
    c = HiddenController(Session(game, game.Options(players=3, pile=30), seed=3, seats=seats))
    c.set_bot_delay(0)
    c.start()
    c.accept_handoff()  # Ann sits down
    c.try_apply(take(0))
    c.try_apply(end(0))
    c.confirm_turn()
    assert c.handoff_seat() == 1  # another human: the screen is handed over
    c.accept_handoff()
    c.try_apply(take(1))
    c.try_apply(end(1))
    c.confirm_turn()
    assert c.viewer() is None  # Bea's view is hidden while the bot plays
    qtbot.waitUntil(lambda: c.acting_human() == 1, timeout=10000)
    assert c.handoff_seat() is None  # nobody else sat down: no "Pass to Bea"
    assert c.viewer() == 1


def test_the_hand_off_lists_what_happened_since_the_players_last_turn(qtbot):
    # Issue 22: in hot-seat the bots' moves were never seen; the hand-off screen lists them.
    c = make("hhb", pile=30, cls=HiddenController)
    c.set_bot_delay(0)
    c.accept_handoff()
    c.try_apply(take(0))
    c.try_apply(end(0))
    c.confirm_turn()
    assert c.since_last_turn(1) == ([c.action_text(take(0)), c.action_text(end(0))], 0)
    c.accept_handoff()
    c.try_apply(take(1, 2))
    c.try_apply(end(1))
    c.confirm_turn()
    qtbot.waitUntil(lambda: c.handoff_seat() == 0, timeout=10000)
    lines, more = c.since_last_turn(0)
    assert more == 0
    assert lines[:2] == [c.action_text(take(1, 2)), c.action_text(end(1))]
    assert len(lines) == len(c.session.actions) - 2  # Bea's moves and the bot's, not Ann's
    assert c.since_last_turn(0, limit=2) == (lines[-2:], len(lines) - 2)


def test_the_hand_off_page_shows_the_moves_it_is_given(qtbot):
    from app.ui.widgets.handoff import HandoffPage

    page = HandoffPage()
    qtbot.addWidget(page)
    page.set_player("Bea")
    assert not page.recent.isVisibleTo(page)
    page.set_player("Bea", (["Carl takes 2 counters", "Carl ends the turn"], 3))
    assert page.recent.isVisibleTo(page)
    text = page.recent.text()
    assert "Since your last turn" in text
    assert "3 earlier moves" in text
    assert text.index("takes 2") < text.index("ends the turn")


def test_the_move_that_ends_a_game_with_secrets_is_final_at_once(qtbot):
    """Issue 34: the end shows every seat's secrets; a move waiting for Confirm could be undone
    and played again knowing them (a stranger saw every water-hole total, then Undo hid them)."""
    c = make(pile=2, cls=HiddenController)
    c.accept_handoff()
    outcomes: list[Any] = []
    c.game_finished.connect(outcomes.append)
    assert c.try_apply(take(0, 2))
    assert c.is_over()
    assert not c.awaiting_confirm()
    assert not c.can_undo()
    assert len(outcomes) == 1


def test_a_game_without_secrets_still_waits_for_the_last_confirm(qtbot):
    c = make(pile=2)
    assert c.try_apply(take(0, 2))
    assert c.awaiting_confirm()
    assert c.can_undo()


def test_the_move_filter_is_cleared_for_the_next_seat(qtbot):
    """Issue 34: the filter one seat typed ("purple") was still in the box on the next seat's
    screen, telling what it had looked for."""
    from app.ui.widgets.moves import LegalMovesPanel

    c = make("hh", cls=HiddenController)
    c.accept_handoff()
    moves = LegalMovesPanel(c)
    qtbot.addWidget(moves)
    moves.refresh()
    moves.filter_edit.setText("take")
    assert c.try_apply(take(0, 1))
    assert c.try_apply(end(0))
    c.confirm_turn()
    c.accept_handoff()
    assert c.acting_human() == 1
    moves.refresh()
    assert moves.filter_edit.text() == ""
    c.shutdown()


def test_a_filter_that_matches_no_move_says_so_and_clearing_it_lists_them_again(qtbot):
    """Issue 35: a filter that hid every move left a blank list that said nothing."""
    from app.ui.widgets.moves import LegalMovesPanel

    c = make("hh", cls=HiddenController)
    c.accept_handoff()
    moves = LegalMovesPanel(c)
    qtbot.addWidget(moves)
    moves.show()
    moves.refresh()
    rows = moves.list.count()
    assert rows > 0
    assert moves.empty_label.isHidden()
    moves.filter_edit.setText("xyz")
    assert all(moves.list.item(i).isHidden() for i in range(rows))
    assert moves.empty_label.isVisible()
    assert moves.list.isHidden()  # the words take the blank list's place
    assert "xyz" in moves.empty_label.text()
    assert moves.empty_label.text().startswith("No move matches")
    moves.filter_edit.clear()
    assert not any(moves.list.item(i).isHidden() for i in range(rows))
    assert moves.empty_label.isHidden()
    assert moves.list.isVisible()
