"""Qt user interface shared by every game: controller, bot runner, palette, i18n, widgets.

PySide6 6.12.0 leaks references to None/True on Python 3.11 and aborts the interpreter; the
project pins `PySide6-Essentials!=6.12.0` in pyproject.toml instead of patching around it.
"""

from __future__ import annotations
