"""Where the read-only data files live: inside the installed package, or in a checkout.

The repository keeps them in one place, the top-level `resources/` folder. Building the
package (`setup.py`, a wheel for pip or pipx) copies that folder into the package as
`app/resources`, and the PyInstaller bundle puts it at the same place (`installer/hotseat.spec`),
so an installed app finds its data through `importlib.resources`; a source checkout, where
`app/resources` does not exist, reads the top-level folder itself.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path

__all__ = ["PACKAGED", "resource_path", "resources_root"]

PACKAGED = "resources"
"""Name of the data folder inside the `app` package of a wheel or a bundle."""


@cache
def resources_root() -> Path:
    """Return the folder that holds the data (`app/resources` if installed, else the checkout's)."""
    packaged = files("app") / PACKAGED
    if isinstance(packaged, Path) and packaged.is_dir():  # a wheel or the bundle
        return packaged
    return Path(__file__).resolve().parents[2] / "resources"  # a source checkout


def resource_path(*parts: str) -> Path:
    """Return the path of a file or folder under the data folder (`resources_root()`)."""
    return resources_root().joinpath(*parts)
