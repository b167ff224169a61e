"""Start script of the bundled app (PyInstaller runs it as `__main__`)."""

from __future__ import annotations

import multiprocessing
import sys

from app.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # `simulate --jobs` worker processes in the bundle
    sys.exit(main())
