"""Starting the GUI: a readable message instead of a Qt abort when there is no display."""

from __future__ import annotations

import pytest

from app.shell import main
from app.shell.main import XCB_LIBRARIES, display_problem, run_gui


def test_no_display_on_linux_explains_what_to_do():
    message = display_problem({}, "linux")
    assert message is not None
    assert "QT_QPA_PLATFORM=offscreen" in message
    assert "xvfb-run" in message
    assert "libxcb-cursor0" in message


@pytest.mark.parametrize(
    "env",
    [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}, {"QT_QPA_PLATFORM": "offscreen"}],
)
def test_display_or_platform_set_is_fine(env, monkeypatch):
    monkeypatch.setattr(main, "_missing_xcb_packages", list)
    assert display_problem(env, "linux") is None


def test_other_systems_are_not_checked():
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None


def test_missing_xcb_libraries_are_named(monkeypatch):
    monkeypatch.setattr(main, "_missing_xcb_packages", lambda: ["libxcb-cursor0"])
    message = display_problem({"DISPLAY": ":1"}, "linux")
    assert message is not None
    assert "libxcb-cursor0" in message
    assert "libxcb-cursor0" in XCB_LIBRARIES.values()


def test_run_gui_without_display_returns_non_zero(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    assert run_gui(["hotseat"]) == 2
    assert "no display" in capsys.readouterr().err
