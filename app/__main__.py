"""Entry point of `python -m app` and of the `hotseat` command (see `app.cli`)."""

from __future__ import annotations

import multiprocessing
import sys

from app.cli import main

__all__ = ["main"]

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes of `simulate --jobs` in a bundle
    sys.exit(main())
