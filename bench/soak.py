"""Soak run: games of bots one after another in one main window (never run by the tests).

For each game (4 seats, or the game's maximum), `--rounds` games of `normal` bots (`--level`
picks another level) are played in
the same window, with the app's autosave (into a temporary folder) and its garbage collection on
the GUI thread (`app.ui.gcguard`). It prints, per game played:

- the resident memory (RSS) of the process plus its live children (the bots' worker) when the
  game ends, and again after the game is closed and a full collection has run (what the next
  game starts from), with its growth since the first game was closed;
- the longest and the median lateness of a 50 ms timer on the GUI thread while the bots played
  (how long the window could not repaint or react), and how much CPU time the GUI thread used
  during that longest gap (the rest it waited: for the interpreter lock, or for a core);
- the most CPU time the GUI thread used between two ticks of that timer ("busiest tick"): on a
  busy machine the gaps grow with the load, this does not, and on a quiet machine no gap can
  be longer than it (the stall the app itself causes, whatever else runs);
- the longest garbage collection the GUI thread ran meanwhile;
- how long closing the game took (the app then collects everything once: `gcguard.settle`).

A full run of four games x 3 takes a long while on a busy 2-core machine: `--moves N` stops each
game after N moves and `--games` picks the games (what was run is printed with the numbers).

    QT_QPA_PLATFORM=offscreen python bench/soak.py [--games barrage,blood_rage] [--moves 150]
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import gc
import os
import resource
import statistics
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

PROBE_MS = 50
"""Interval of the GUI-thread timer whose longest gap is reported."""


def _statm_mb(pid: str) -> float:
    fields = Path(f"/proc/{pid}/statm").read_text(encoding="ascii").split()
    return int(fields[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _children() -> list[str]:
    """Return the ids of this process's live child processes (the bots' worker)."""
    pids: list[str] = []
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(OSError):
            pids += (task / "children").read_text(encoding="ascii").split()
    return pids


def rss_mb() -> tuple[float, float]:
    """Return the resident memory in MB of this process and of its live children together.

    (Peak RSS of this process alone where /proc is missing.)
    """
    try:
        own = _statm_mb("self")
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 0.0
    children = 0.0
    for pid in _children():
        with contextlib.suppress(OSError, ValueError, IndexError):
            children += _statm_mb(pid)
    return own, children


class StallSampler:
    """While the GUI timer is late by more than `threshold`, samples where the GUI thread is.

    A thread looks every 5 ms; each sample counts the GUI thread's innermost app/PySide6 frame
    (file:line function). What a thread waiting for the interpreter lock shows is the line it
    waits at. Printed at the end: the most frequent places.
    """

    def __init__(self, probe: Probe, threshold_ms: float) -> None:
        import threading  # noqa: PLC0415

        self.samples: collections.Counter[str] = collections.Counter()
        self._probe = probe
        self._threshold = threshold_ms / 1000
        self._main = threading.main_thread().ident
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop sampling."""
        self._done.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._done.wait(0.005):
            if not self._probe.running:
                continue
            late = time.perf_counter() - self._probe.last - PROBE_MS / 1000
            if late < self._threshold:
                continue
            frame = sys._current_frames().get(self._main or 0)
            self.samples[_where(frame)] += 1

    def report(self, out: Any, top: int = 12) -> None:
        """Print the most frequent places (one sample = 5 ms of a stall)."""
        total = sum(self.samples.values())
        out.write(f"GUI thread during stalls ({total} samples of 5 ms):\n")
        for place, count in self.samples.most_common(top):
            out.write(f"  {count:5d}  {place}\n")


def _where(frame: Any) -> str:
    """Return the innermost frames of the app (and what it called) as one line."""
    stack = traceback.extract_stack(frame)[-6:] if frame is not None else []
    return (
        " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(stack))
        or "(no frame)"
    )


class Probe:
    """A 50 ms timer on the GUI thread and a garbage-collection watch; both keep their maxima."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer  # noqa: PLC0415

        self.gap = self.gap_cpu = self.busiest = 0.0
        self.gaps: list[float] = []
        self._cpu = time.thread_time()
        self.gc_longest = 0.0
        self._last = time.perf_counter()
        self.running = False
        self._gc_start = 0.0
        self._timer = QTimer()
        self._timer.setInterval(PROBE_MS)
        self._timer.timeout.connect(self._tick)
        gc.callbacks.append(self._on_gc)

    def start(self) -> None:
        """Reset the maxima and start timing."""
        self.gap = self.gap_cpu = self.busiest = self.gc_longest = 0.0
        self.gaps = []
        self._cpu = time.thread_time()
        self._last = time.perf_counter()
        self.running = True
        self._timer.start()

    def stop(self) -> None:
        """Stop timing (the maxima stay)."""
        self.running = False
        self._timer.stop()

    @property
    def last(self) -> float:
        """When the timer last ticked."""
        return self._last

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        late = max(0.0, now - self._last - PROBE_MS / 1000)
        if late > self.gap:
            # how much of the longest gap the GUI thread computed; the rest it waited (for the
            # interpreter lock, or for a core on a busy machine)
            self.gap, self.gap_cpu = late, cpu - self._cpu
        self.gaps.append(late)
        self.busiest = max(self.busiest, cpu - self._cpu)
        self._last, self._cpu = now, cpu

    def _on_gc(self, phase: str, _info: dict[str, Any]) -> None:
        import threading  # noqa: PLC0415

        if threading.current_thread() is not threading.main_thread():
            return
        if phase == "start":
            self._gc_start = time.perf_counter()
        elif self._gc_start:
            self.gc_longest = max(self.gc_longest, time.perf_counter() - self._gc_start)


def play(
    window: Any, game_id: str, seed: int, moves: int, probe: Probe, level: str = "normal"
) -> tuple[int, bool]:
    """Play one game of `level` bots in `window`; return the moves played and whether it ended."""
    from PySide6.QtCore import QEventLoop, QTimer  # noqa: PLC0415

    from app.engine.session import Seat, Session  # noqa: PLC0415
    from app.games import GAMES  # noqa: PLC0415

    game = GAMES[game_id]
    players = max(game.min_players, min(4, game.max_players))
    seats = [Seat(name=f"Bot {i + 1}", kind="bot", level=level) for i in range(players)]
    session = Session(game, game.Options(players=players), seed, seats)
    loop = QEventLoop()
    watch = QTimer()
    watch.setInterval(20)

    def check() -> None:
        controller = window.controller
        finished = controller is None or controller.is_over()
        if finished or (moves and len(controller.session.actions) >= moves):
            loop.quit()

    watch.timeout.connect(check)
    window.start_session(session)
    probe.start()  # from the first bot move on (building the game page is not bot play)
    watch.start()
    loop.exec()
    watch.stop()
    probe.stop()
    controller = window.controller
    return len(controller.session.actions), controller.is_over()


def close(window: Any) -> None:
    """Close the game shown (and its end dialog) and let the events of the next 0.3 s run."""
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    if window.end_dialog is not None:
        window.end_dialog.close()
    window.close_game()
    QApplication.sendPostedEvents(None, 0)  # deleteLater() of the game page
    until = time.perf_counter() + 0.3  # the window settles the collector 50 ms after closing
    while time.perf_counter() < until:
        QApplication.processEvents()
        time.sleep(0.01)


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    from app.games import GAMES  # noqa: PLC0415

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--rounds", type=int, default=3, help="games in a row per game")
    parser.add_argument("--moves", type=int, default=0, help="stop a game after N moves (0: end)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", help="the bots' level (e.g. hard)")
    parser.add_argument(
        "--sample-stalls", type=float, default=0, metavar="MS",
        help="sample where the GUI thread is while the timer is MS late (0: off)",
    )  # fmt: skip
    parser.add_argument(
        "--in-process", action="store_true",
        help="bots think on a thread of the GUI's process (as before the worker process)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.in_process:
        from app.ui import botrunner  # noqa: PLC0415

        botrunner.WORKER_PROCESS = False
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the soak and print one row per game played."""
    args = _arguments(argv)

    from PySide6.QtCore import QSettings  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from app.shell.settings import Preferences  # noqa: PLC0415
    from app.shell.window import MainWindow  # noqa: PLC0415
    from app.ui.gcguard import GcGuard, settle  # noqa: PLC0415

    app = QApplication.instance() or QApplication(["soak"])
    GcGuard.install(app)
    with tempfile.TemporaryDirectory(prefix="hotseat-soak-") as tmp:
        prefs = Preferences(QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat))
        prefs.bot_delay = 0
        window = MainWindow(prefs, None, Path(tmp) / "data")
        window.files.ask_unsaved = lambda: "discard"  # type: ignore[method-assign]
        window.show()
        settle()  # as the app does after start-up (`app.shell.main.start_window`)
        probe = Probe()
        sampler = StallSampler(probe, args.sample_stalls) if args.sample_stalls else None
        out = sys.stdout
        out.write(
            f"python {sys.version.split()[0]}, {args.level} bots,"
            f" moves limit {args.moves or 'none'}\n"
        )
        own, children = rss_mb()
        out.write(f"start: RSS {own + children:.0f} MB ({children:.0f} MB in children)\n")
        out.write(
            "game                 #  moves  end   RSS end (kids)  RSS closed  growth"
            "  longest gap (GUI CPU)  median gap  busiest tick  longest GC  closing\n"
        )
        for game_id in args.games.split(","):
            first = 0.0
            for number in range(1, args.rounds + 1):
                started = time.perf_counter()
                moves, over = play(
                    window, game_id, args.seed + number, args.moves, probe, args.level
                )
                own, children = rss_mb()  # the bots' worker process is still alive here
                gap, longest_gc = probe.gap, probe.gc_longest  # during bot play only
                median = statistics.median(probe.gaps) if probe.gaps else 0.0
                tick = time.perf_counter()
                close(window)
                closing = time.perf_counter() - tick
                after_close = sum(rss_mb())
                first = first or after_close
                growth = (after_close / first - 1) * 100
                out.write(
                    f"{game_id:<20} {number}  {moves:5d}  {'yes' if over else 'no ':<4}"
                    f"{own + children:6.0f} MB ({children:3.0f})  {after_close:7.0f} MB"
                    f"  {growth:+5.1f}%  {gap * 1000:8.0f} ms ({probe.gap_cpu * 1000:4.0f} ms)"
                    f"  {median * 1000:7.1f} ms  {probe.busiest * 1000:9.0f} ms"
                    f"  {longest_gc * 1000:7.0f} ms  {closing * 1000:6.0f} ms"
                    f"  ({time.perf_counter() - started:.0f} s)\n"
                )
                out.flush()
        window.close()
        if sampler is not None:
            sampler.stop()
            sampler.report(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
