"""No import cycles in `app` (issue 39): modules import one another one way only.

The checker (`tests.importcycles`) counts every import: top-level, inside functions and under
`if TYPE_CHECKING:`. The same check runs in `lint-imports` (the `acyclic` contract).
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

import grimp
import pytest

from tests.importcycles import AcyclicContract, import_cycles

if TYPE_CHECKING:
    from pathlib import Path


def test_app_has_no_import_cycles() -> None:
    cycles = import_cycles("app")
    assert not cycles, "import cycles in app:\n" + "\n".join(map(str, cycles))


def _package(root: Path, name: str, modules: dict[str, str]) -> None:
    """Write package `name` under `root` with `modules` (name -> source)."""
    folder = root / name
    folder.mkdir()
    (folder / "__init__.py").write_text('"""A package made for a test."""\n')
    for module, source in modules.items():
        (folder / f"{module}.py").write_text(textwrap.dedent(source))


@pytest.mark.parametrize(
    ("name", "a_imports_b"),
    [
        ("cycle_top", "from {pkg} import b\n"),
        ("cycle_in_function", "def f():\n    from {pkg} import b\n    return b\n"),
        (
            "cycle_type_checking",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from {pkg}.b import B\n",
        ),
    ],
)
def test_checker_reports_a_cycle_added_for_the_test(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, a_imports_b: str
) -> None:
    pkg = f"i39_{name}"
    _package(
        tmp_path,
        pkg,
        {
            "a": a_imports_b.format(pkg=pkg),
            "b": f"from {pkg}.a import *\nclass B: ...\n",
            "c": f"from {pkg} import a, b\n",  # imports the cycle, is not on it
        },
    )
    monkeypatch.syspath_prepend(str(tmp_path))

    (cycle,) = import_cycles(pkg)

    assert cycle.modules == (f"{pkg}.a", f"{pkg}.b")
    assert set(cycle.path) == {f"{pkg}.a", f"{pkg}.b"}
    assert cycle.path == (f"{pkg}.a", f"{pkg}.b")
    assert f"{pkg}.a -> {pkg}.b -> {pkg}.a" in str(cycle)
    assert f"{pkg}.b:1 from {pkg}.a import *" in str(cycle)
    contract = AcyclicContract("no cycles", {}, {"packages": [pkg]})  # what lint-imports runs
    check = contract.check(grimp.build_graph(pkg, cache_dir=None), verbose=False)
    assert not check.kept
    assert check.metadata["cycles"] == [str(cycle)]


def test_checker_passes_one_way_imports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = "i39_one_way"
    _package(tmp_path, pkg, {"a": f"from {pkg} import b\n", "b": "import json\n"})
    monkeypatch.syspath_prepend(str(tmp_path))

    assert import_cycles(pkg) == []


def test_checker_counts_a_package_importing_its_importer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An `__init__` re-exporting a module that imports a name from the package is a cycle."""
    pkg = "i39_reexport"
    _package(tmp_path, pkg, {"a": f"from {pkg} import VERSION\n"})
    (tmp_path / pkg / "__init__.py").write_text(f"VERSION = 1\nfrom {pkg}.a import *\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    (cycle,) = import_cycles(pkg)

    assert cycle.modules == (pkg, f"{pkg}.a")
