"""Hotseat: four heavy board games on one computer.

`__version__` is the one version string of the app: the `version` of `pyproject.toml`, read
from the installed package's metadata (a wheel, an editable install, or the metadata PyInstaller
copies into the bundle). Code run from a checkout that was never installed gets "0+unknown".
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

__all__ = ["DISTRIBUTION", "UNKNOWN_VERSION", "__version__"]

DISTRIBUTION = "hotseat"
"""The name of the installed distribution (`[project] name` in pyproject.toml)."""
UNKNOWN_VERSION = "0+unknown"
"""The version reported when no package metadata can be found."""

try:
    __version__ = version(DISTRIBUTION)
except PackageNotFoundError:  # a checkout on sys.path that was never pip-installed
    __version__ = UNKNOWN_VERSION
