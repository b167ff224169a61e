"""A temporary git worktree of another revision, for the side-by-side benchmarks (bench/)."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

ROOT = Path(__file__).resolve().parents[1]
"""This checkout."""


@contextlib.contextmanager
def checkout(revision: str | None, existing: str | None) -> Iterator[Path]:
    """Yield a checkout of `revision` (a temporary worktree, removed afterwards), or `existing`.

    A worktree leaves this checkout's files, branch and index alone (no checkout or stash).
    """
    if existing is not None:
        yield Path(existing).resolve()
        return
    if revision is None:
        msg = "give a revision or an existing checkout"
        raise ValueError(msg)
    scratch = Path(tempfile.mkdtemp(prefix="hotseat-base-"))
    tree = scratch / "base"
    git = ["git", "-C", str(ROOT), "worktree"]
    subprocess.run([*git, "add", "--detach", str(tree), revision], check=True, capture_output=True)
    try:
        yield tree
    finally:
        subprocess.run([*git, "remove", "--force", str(tree)], check=False, capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)
