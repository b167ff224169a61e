"""Build hook (everything else is in pyproject.toml): the wheel carries the data files.

The repository keeps the data in one place, the top-level `resources/` folder, outside the `app`
package. Building copies it into the package as `app/resources`, where
`app.engine.resources.resource_path` finds it through `importlib.resources`. An editable install
(`pip install -e .`) copies nothing: the checkout's own folder is read.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

SOURCE = Path(__file__).resolve().parent / "resources"
SKIPPED = ("*.ts",)
"""Translation sources: the app reads only the compiled `.qm` files."""


class BuildWithResources(build_py):
    """`build_py` that also copies `resources/` into the built `app` package."""

    def run(self) -> None:
        """Build the Python modules, then copy the data beside them."""
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "app" / "resources"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(SOURCE, target, ignore=shutil.ignore_patterns(*SKIPPED))


setup(cmdclass={"build_py": BuildWithResources})
