"""`hotseat self-test`: the installation check the wheel and bundle tests run (issue 19)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import __version__, cli
from app.engine.resources import resource_path, resources_root

pytestmark = pytest.mark.gui


def test_self_test_shows_the_welcome_page_and_a_game(qapp, capsys):
    code = cli.main(["self-test", "--game", "through_the_desert", "--game", "barrage"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].startswith(f"hotseat {__version__} ")
    assert out[1] == f"data: {resources_root()}"
    assert out[2] == "welcome page: shown"
    assert out[3].startswith("through_the_desert: game page shown (Through the Desert — Hotseat")
    assert out[4].startswith("barrage: game page shown (Barrage — Hotseat")
    assert out[5].startswith("bot worker: move chosen (")
    assert out[-1] == "self-test passed"


def test_self_test_refuses_an_unknown_game(capsys):
    assert cli.main(["self-test", "--game", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_a_checkout_reads_the_top_level_resources():
    # in a checkout (editable install) there is no app/resources: the one source is resources/
    checkout = Path(__file__).resolve().parents[2]
    assert resources_root() == checkout / "resources"
    assert resource_path("engine", "texts.en.json") == checkout / "resources/engine/texts.en.json"


def test_help_about_shows_the_version(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tests.shell.conftest import make_window

    window = make_window(qtbot, tmp_path)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda _parent, title, text: shown.append((title, text))
    )
    window.actions_.about.trigger()
    assert shown
    assert shown[0][1].startswith(f"Hotseat {__version__}\n")
