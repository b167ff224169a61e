"""The autosave is written off the GUI thread, in order, whole and flushed to disk (issue 17)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from app.engine.rng import bot_random
from app.shell import autosave as autosave_module
from app.shell.autosave import AutosaveWriter
from app.shell.files import write_text
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def test_texts_are_written_in_order_and_a_stale_one_is_skipped(qtbot, tmp_path, monkeypatch):
    written: list[tuple[str, int]] = []
    gate = threading.Event()

    def slow_write(text: str, path: Path) -> None:
        gate.wait(5)  # the disk is slow: everything below queues up behind the first write
        written.append((path.name, json.loads(text)["n"]))
        write_text(text, path)

    monkeypatch.setattr(autosave_module, "write_text", slow_write)
    writer = AutosaveWriter()
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for n in range(1, 21):
        writer.write(json.dumps({"n": n}), a if n % 4 else b)
    assert writer.busy()
    gate.set()
    writer.flush()
    assert not writer.busy()
    for name in ("a.json", "b.json"):
        numbers = [n for file, n in written if file == name]
        assert numbers == sorted(numbers)  # never an older text over a newer one
    assert json.loads(a.read_text(encoding="utf-8"))["n"] == 19
    assert json.loads(b.read_text(encoding="utf-8"))["n"] == 20
    assert writer.written == len(written) < 20  # stale texts were skipped, not written late
    assert writer.written + writer.skipped == 20


def test_a_write_is_flushed_to_disk_file_and_folder(tmp_path, monkeypatch):
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append("folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    path = tmp_path / "sub" / "game.json"
    write_text('{"n": 1}', path)
    assert path.read_text(encoding="utf-8") == '{"n": 1}'
    if sys.platform.startswith("linux"):
        assert synced == ["file", "folder"]
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_text('{"n": 1}', path)

    def full(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OSError, match="No space left"):
        write_text('{"n": 2}', path)
    assert path.read_text(encoding="utf-8") == '{"n": 1}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary left


KILLED_WRITER = """
import json, sys
from pathlib import Path
from app.shell.files import write_text
path = Path(sys.argv[1])
n = 0
print("ready", flush=True)
while True:
    n += 1
    write_text(json.dumps({"n": n, "pad": "x" * 200000}), path)
"""


def test_a_kill_at_any_moment_leaves_a_whole_file(tmp_path):
    path = tmp_path / "autosave.json"
    rng = bot_random(17, 0)
    last = 0
    for _ in range(6):
        proc = subprocess.Popen(
            [sys.executable, "-c", KILLED_WRITER, str(path)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        if not path.exists():  # killed before its first rename: nothing to lose yet
            continue
        data = json.loads(path.read_text(encoding="utf-8"))  # whole, never half a file
        assert data["pad"] == "x" * 200000
        last = data["n"]
    assert last > 0


def test_the_window_does_not_wait_for_the_disk(window, monkeypatch):
    gate = threading.Event()
    threads: list[str] = []
    real = write_text

    def stuck_disk(text: str, path: Path) -> None:
        threads.append(threading.current_thread().name)
        gate.wait(10)
        real(text, path)

    monkeypatch.setattr(autosave_module, "write_text", stuck_disk)
    window.start_session(ttd_session("hh"))
    controller = window.controller
    if controller.handoff_seat() is not None:
        window._on_handoff_accepted()
    assert window.page.moves.play_row(0)  # returns although the disk has not answered
    assert len(controller.session.actions) == 1
    assert window.files.writer.busy()
    gate.set()
    window.files.flush()
    assert threads
    assert all(name.startswith("hotseat-autosave") for name in threads)
    saved = json.loads(window.files.autosave_file.read_text(encoding="utf-8"))
    assert len(saved["actions"]) == 1


def test_a_failing_autosave_is_reported_once_and_play_goes_on(window, monkeypatch):
    def full(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave_module, "write_text", full)
    window.start_session(ttd_session("hh"))
    window.files.flush()
    assert "Autosave failed: [Errno 28] No space left on device" in (
        window.statusBar().currentMessage()
    )
    window.statusBar().clearMessage()
    if window.controller.handoff_seat() is not None:
        window._on_handoff_accepted()
    assert window.page.moves.play_row(0)
    window.files.flush()
    assert window.statusBar().currentMessage() == ""
    assert len(window.controller.session.actions) == 1
