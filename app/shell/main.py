"""Starting the GUI: `run_gui(argv)`, with a readable message instead of a Qt abort.

Without a display (Linux: no DISPLAY/WAYLAND_DISPLAY and no QT_QPA_PLATFORM) Qt would abort
with a core dump; so would its xcb plugin when system libraries such as `libxcb-cursor0` are
missing. Both cases are detected first and explained on stderr.
"""

from __future__ import annotations

import ctypes.util
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

    from PySide6.QtCore import QSettings

    from app.shell.window import MainWindow

__all__ = ["XCB_LIBRARIES", "display_problem", "run_gui", "start_window", "usable_data_dir"]

_log = logging.getLogger(__name__)

XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-image": "libxcb-image0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-randr": "libxcb-randr0",
    "xcb-xkb": "libxcb-xkb1",
    "EGL": "libegl1",
}
"""Library name (for `ctypes.util.find_library`) -> Debian/Ubuntu package Qt's xcb plugin needs."""

_NO_DISPLAY = """\
hotseat: no display to open a window on.
  * On a desktop, start it from a graphical session.
  * Headless (CI, SSH): run it under a virtual X server,
        xvfb-run -a hotseat
    or render without any screen:
        QT_QPA_PLATFORM=offscreen hotseat
  * Qt's X11 (xcb) plugin also needs these system libraries (Debian/Ubuntu package names):
        {packages}
    e.g. sudo apt-get install {packages}
"""

_MISSING_LIBS = """\
hotseat: Qt's X11 (xcb) plugin needs system libraries that are not installed:
        {packages}
  Install them, e.g. sudo apt-get install {packages}
  or run without a screen: QT_QPA_PLATFORM=offscreen hotseat
"""


def _missing_xcb_packages() -> list[str]:
    """Return the packages of xcb plugin libraries the dynamic linker cannot find."""
    if ctypes.util.find_library("c") is None:  # no ldconfig: cannot tell, do not guess
        return []
    return [pkg for lib, pkg in XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]


def display_problem(env: Mapping[str, str], platform: str) -> str | None:
    """Return a message saying why no window can be opened, or None if it should work.

    Args:
        env: The environment (os.environ).
        platform: `sys.platform`.
    """
    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    packages = " ".join(XCB_LIBRARIES.values())
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return _NO_DISPLAY.format(packages=packages)
    if env.get("WAYLAND_DISPLAY") and not env.get("DISPLAY"):
        return None
    missing = _missing_xcb_packages()
    if missing:
        return _MISSING_LIBS.format(packages=" ".join(missing))
    return None


def _data_dir() -> Path:
    """Return the user's data folder (the autosaves live there); it may not exist yet."""
    from PySide6.QtCore import QStandardPaths  # noqa: PLC0415 - Qt only after the checks

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".hotseat")


def usable_data_dir(path: Path) -> str | None:
    """Create the data folder if needed and try writing in it; return why it is unusable.

    A plain file in its place, a read-only folder or disk, or no permission: the app then
    starts without autosave (and says so) rather than not at all.
    """
    try:
        path.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(prefix=".hotseat-probe-", dir=path)
        os.close(handle)
        os.unlink(probe)
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return None


def start_window(argv: list[str], settings: QSettings | None = None) -> MainWindow:
    """Create the application (if needed) and show the main window, opening a `.json` file.

    Args:
        argv: Qt-style arguments, program name first.
        settings: Where the preferences live (default: the user's settings).
    """
    from PySide6.QtCore import QSettings  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from app.shell.language import LanguageManager  # noqa: PLC0415
    from app.shell.settings import Preferences  # noqa: PLC0415
    from app.shell.window import MainWindow  # noqa: PLC0415
    from app.ui.gcguard import GcGuard, settle_soon  # noqa: PLC0415

    QApplication.setOrganizationName("Hotseat")
    QApplication.setApplicationName("Hotseat")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    GcGuard.install(app)  # garbage is collected between events, on the GUI thread only
    prefs = Preferences(settings if settings is not None else QSettings())
    language = LanguageManager(app)
    language.set_language(prefs.language)
    data = _data_dir()
    problem = usable_data_dir(data)
    if problem is not None:
        _log.warning("data folder unusable, no autosave: %s", problem)
        sys.stderr.write(f"hotseat: the data folder cannot be used, no autosave ({problem})\n")
    window = MainWindow(prefs, language, None if problem is not None else data)
    if problem is not None:
        window.files.report_no_data_dir(problem)
    window.show()
    settle_soon()  # what start-up built lives on: later collections skip it
    files = [Path(a) for a in argv[1:] if a.lower().endswith(".json")]
    if files:
        window.files.open_game(files[0])
    return window


def run_gui(argv: list[str]) -> int:
    """Open the main window and run the event loop; return the exit status.

    Args:
        argv: Qt-style arguments, program name first (as `app.cli` passes them); Qt options
            such as `-platform offscreen` are honoured and a `.json` path is opened.
    """
    argv = list(argv) or ["hotseat"]
    problem = None if "-platform" in argv else display_problem(os.environ, sys.platform)
    if problem is not None:
        sys.stderr.write(problem)
        return 2
    # Qt is imported only now, so that `hotseat --help` and the checks above stay fast.
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    window = start_window(argv)
    code = int(QApplication.exec())
    del window
    return code
