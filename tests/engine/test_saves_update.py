"""Saves survive updates (issue 19, section 3): a file written by another version is replayed
by today's rules and, where they disagree, loaded at the last step both agree on, with one
sentence for the player; files of a newer version are refused naming both versions.

The "rule fixes" are toy games whose rules differ from the ones that wrote the file, as a fix
between two versions would: a move becomes illegal, a move has another result, the setup
changes, or only the state model gains a field.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from app import __version__
from app.engine.errors import InvalidSave
from app.engine.game import PlayerId
from app.engine.saves import (
    FORMAT,
    digest,
    dump_session,
    load_save,
    load_session,
    schema_digest,
    version_key,
)
from app.engine.session import Seat, Session
from app.engine.text import render
from tests.engine.toy import TOY, Draw, Take, ToyGame, ToyState

NAME = "evening.json"
OLD = "0.1.9"
PLAN = [("take", 0, 2), ("draw", 0, 0), ("end", 0, 0), ("take", 1, 1), ("end", 1, 0)]
PLAN += [("draw", 2, 0), ("take", 2, 2)]


class NoDrawAfterTaking(ToyGame):
    """A fix that forbids drawing a bonus card once counters were taken in the turn."""

    def legal_actions(self, state: ToyState, player: Any) -> list[Any]:
        out = super().legal_actions(state, player)
        if player in self.to_act(state) and state.pending[-1].taken:
            out = [a for a in out if not isinstance(a, Draw)]
        return out


class SingleTakesCostMore(ToyGame):
    """A fix after which taking one counter also removes another one from the pile."""

    def apply(self, state: ToyState, action: Any) -> ToyState:
        after = super().apply(state, action)
        if isinstance(action, Take) and action.count == 1 and after.pile > 0:
            after.pile -= 1
        return after


class LargerPile(ToyGame):
    """A fix of the setup: one more counter in the pile."""

    def setup(self, options: Any, seed: int) -> ToyState:
        state = super().setup(options, seed)
        return state.model_copy(update={"pile": state.pile + 1})


def saved(version: str = OLD, game: ToyGame = TOY) -> dict[str, Any]:
    """Return the save-file JSON of the planned game, as version `version` wrote it."""
    seats = [Seat(name="Ann"), Seat(name="Ben"), Seat(name="Cy")]
    session = Session(game, game.Options(players=3, pile=10), seed=21, seats=seats)
    for kind, player, count in PLAN:
        data: dict[str, Any] = {"kind": kind, "player": player}
        if kind == "take":
            data["count"] = count
        session.apply(game.parse_action(data))
    result: dict[str, Any] = json.loads(dump_session(session))
    result["app_version"] = version
    return result


def load(data: dict[str, Any], game: ToyGame) -> Any:
    return load_save(json.dumps(data), {"toy": game}, NAME)


def test_a_move_the_fixed_rules_forbid_loads_the_game_just_before_it():
    loaded = load(saved(), NoDrawAfterTaking())
    assert len(loaded.session.actions) == 1  # move 2, a draw after taking, is refused now
    assert loaded.session.state.pile == 8
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.illegal"
    assert loaded.notice.arg("step") == 2
    assert loaded.saved_with == OLD
    sentence = render(loaded.notice, "en")
    assert "move 2" in sentence
    assert f"Hotseat {OLD}" in sentence
    assert f"Hotseat {__version__}" in sentence
    japanese = render(loaded.notice, "ja")
    assert "2手目" in japanese
    assert OLD in japanese


def test_a_move_with_another_result_is_found_by_the_step_fingerprints():
    loaded = load(saved(), SingleTakesCostMore())
    assert len(loaded.session.actions) == 3  # move 4 (take 1) removes 2 counters now
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.differs"
    assert loaded.notice.arg("step") == 4
    assert "move 4" in render(loaded.notice, "en")
    # the game goes on from there under today's rules
    loaded.session.apply(Take(player=PlayerId(1), count=1))
    assert loaded.session.state.pile == 6  # 8, less one taken, less one more by the fix


def test_a_changed_setup_starts_the_game_again():
    loaded = load(saved(), LargerPile())
    assert loaded.session.actions == []
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.setup"


def test_the_same_rules_load_every_move_without_a_notice():
    loaded = load(saved(), TOY)
    assert len(loaded.session.actions) == len(PLAN)
    assert loaded.notice is None


def test_a_sealed_file_of_this_version_with_other_rules_loads_with_the_notice():
    # a development build changed a rule without a new version number: the file is intact
    loaded = load(saved(__version__), NoDrawAfterTaking())
    assert len(loaded.session.actions) == 1
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.illegal"


def test_an_edited_file_of_this_version_must_replay_exactly():
    data = saved(__version__)
    data["seal"] = "0" * 16  # any edit of the moves, the steps or the final position
    with pytest.raises(InvalidSave, match="move 2 is not allowed"):
        load(data, NoDrawAfterTaking())
    with pytest.raises(InvalidSave, match="move 4 disagrees with the stored position"):
        load(data, SingleTakesCostMore())


def test_a_changed_state_model_compares_the_final_positions_field_by_field():
    data = saved()
    data["state_schema"] = "0" * 16  # another state model: step fingerprints do not compare
    data["final_state"]["retired_field"] = 3  # a field today's state no longer has
    del data["final_state"]["seats"][0]["bonus"]  # one it gained since
    loaded = load(data, TOY)
    assert len(loaded.session.actions) == len(PLAN)
    assert loaded.notice is None

    loaded = load(data, SingleTakesCostMore())  # a rule changed as well: all moves are legal
    assert len(loaded.session.actions) == len(PLAN)
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.end"
    assert loaded.notice.arg("step") == len(PLAN)


def format_1(data: dict[str, Any]) -> dict[str, Any]:
    data = dict(data, format=1)
    for field in ("app_version", "steps", "state_schema"):
        del data[field]
    return data


def test_format_1_files_are_0_1_0_and_compared_at_the_end():
    loaded = load(format_1(saved()), TOY)
    assert loaded.notice is None
    assert loaded.saved_with == "0.1.0"
    loaded = load(format_1(saved()), NoDrawAfterTaking())
    assert len(loaded.session.actions) == 1
    assert loaded.notice is not None
    assert loaded.notice.arg("saved") == "0.1.0"
    loaded = load(format_1(saved()), SingleTakesCostMore())
    assert loaded.notice is not None
    assert loaded.notice.key == "save.changed.end"


def test_loading_never_changes_the_file_text_and_saving_writes_the_game_as_loaded():
    text = json.dumps(saved())
    loaded = load_save(text, {"toy": SingleTakesCostMore()}, NAME)
    again = json.loads(dump_session(loaded.session))
    assert len(again["actions"]) == 3
    assert again["app_version"] == __version__
    assert load_save(json.dumps(again), {"toy": SingleTakesCostMore()}, NAME).notice is None


def test_a_file_of_a_newer_version_is_refused_naming_both():
    data = saved("99.0.1")
    with pytest.raises(InvalidSave) as info:
        load(data, TOY)
    message = str(info.value)
    assert message.startswith(f"{NAME}: saved by Hotseat 99.0.1, newer than this Hotseat ")
    assert __version__ in message
    assert "update Hotseat" in message

    data["format"] = FORMAT + 1
    with pytest.raises(InvalidSave) as info:
        load(data, TOY)
    message = str(info.value)
    assert "Hotseat 99.0.1" in message
    assert f"newer than this Hotseat {__version__}" in message
    assert f"save format {FORMAT + 1}" in message


def test_versions_compare_by_number():
    assert version_key("0.10.0") == (0, 10, 0)
    assert version_key("0.10.0") > version_key("0.9.3")  # type: ignore[operator]
    assert version_key("0+unknown") is None
    assert version_key("1.0rc1") is None
    with pytest.raises(InvalidSave, match=r"saved by Hotseat 0\.10\.0"):
        load(saved("0.10.0"), TOY)
    assert load(saved("0.1.10"), TOY).notice is None


def test_step_fingerprints_follow_undo_and_new_moves():
    session = load_session(json.dumps(saved()), {"toy": TOY}, NAME)
    first = json.loads(dump_session(session))
    assert first["steps"] == [digest(s) for s in session.snapshots]
    assert first["state_schema"] == schema_digest(ToyState)
    session.undo()
    session.apply(Take(player=PlayerId(2), count=1))
    second = json.loads(dump_session(session))
    assert second["steps"][:-1] == first["steps"][:-1]
    assert second["steps"][-1] == digest(session.state) != first["steps"][-1]
    assert len(session.digest_memo) == len(session.snapshots)
