"""Game ▸ Open refuses a bad save with the command line's message and keeps the game (issue 7)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from app.cli import main
from app.engine.saves import dump_session
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def _seed(data: dict[str, Any]) -> str:
    return json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "7" * 5000)


def _seat(field: str, value: str):
    def change(data: dict[str, Any]) -> str:
        data["seats"][1][field] = value
        return json.dumps(data)

    return change


DAMAGE = {
    "huge seed": _seed,
    "godlike bot": _seat("level", "godlike"),
    "unknown colour": _seat("colour", "octarine"),
    "cut short": lambda data: json.dumps(data)[:500],
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_bad_save_shows_the_replay_message_and_keeps_the_game(
    window, tmp_path, monkeypatch, capsys, damage: str
):
    window.start_session(ttd_session("hb"))
    controller = window.controller
    assert window.page.moves.play_row(0)
    actions = list(controller.session.actions)
    position = controller.session.state.model_dump_json()
    path = tmp_path / "damaged.json"
    data = json.loads(dump_session(ttd_session("hb")))
    path.write_text(DAMAGE[damage](data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    refusal = capsys.readouterr().err.strip().removeprefix("hotseat: error: ")
    assert refusal.startswith("damaged.json: ")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _title, text: shown.append(text))
    assert not window.files.open_game(path)
    assert len(shown) == 1
    assert refusal in shown[0]
    assert window.controller is controller
    assert controller.session.actions == actions
    assert controller.session.state.model_dump_json() == position
    assert window.stack.currentWidget() is window.page
