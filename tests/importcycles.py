"""Import cycles among a package's modules (issue 39), for a test and for `lint-imports`.

`import_cycles(package)` builds the package's import graph with grimp and returns every group
of modules that import one another in a circle (a strongly connected component of the graph),
each with one closed path through it and the lines that make that path. Every import grimp
finds counts: at the top of a module, inside a function, and under `if TYPE_CHECKING:` (each
is an edge a reader has to follow, and a function-level import is how a cycle hides).

Package `__init__` modules are modules like any other: what one imports counts, and so does
`from pkg import NAME` of a name it defines. Python's running of a parent package's
`__init__` before any of its submodules is not an import edge (grimp records none): it always
points from child to parent and would make every package that imports its own submodules a
cycle.

`AcyclicContract` runs the same check as an import-linter contract (`type = "acyclic"` in
pyproject.toml's `[tool.importlinter]`), so `lint-imports` reports a new cycle too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import grimp
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["AcyclicContract", "ImportCycle", "cycles_in", "import_cycles"]


@dataclass(frozen=True)
class ImportCycle:
    """Modules that import one another in a circle."""

    modules: tuple[str, ...]
    """Every module of the circle (the strongly connected component), sorted."""
    path: tuple[str, ...]
    """One closed path through it: `path[0]` imports `path[1]` ... and the last `path[0]`."""
    lines: tuple[str, ...]
    """The imports making `path`: "a.b:12 from a.c import d", one per step."""

    def __str__(self) -> str:
        head = f"{len(self.modules)} modules, e.g. {' -> '.join((*self.path, self.path[0]))}"
        rest = [f"    and {', '.join(m for m in self.modules if m not in self.path)}"]
        return "\n".join([head, *(f"    {line}" for line in self.lines), *rest[: self._more()]])

    def _more(self) -> int:
        return int(len(self.modules) > len(self.path))


def import_cycles(package: str) -> list[ImportCycle]:
    """Return the import cycles among the modules of `package` (importable), sorted."""
    graph = grimp.build_graph(package, exclude_type_checking_imports=False, cache_dir=None)
    return cycles_in(graph, package)


def cycles_in(graph: grimp.ImportGraph, package: str) -> list[ImportCycle]:
    """Return the import cycles of `graph` among `package` and the modules under it."""
    inside = sorted(m for m in graph.modules if m == package or m.startswith(f"{package}."))
    members = set(inside)
    edges = {m: sorted(members & graph.find_modules_directly_imported_by(m)) for m in inside}
    cycles = []
    for component in _components(inside, edges):
        looped = len(component) > 1 or component[0] in edges[component[0]]
        if looped:
            path = _closed_path(graph, component[0], edges)
            cycles.append(ImportCycle(tuple(component), path, _lines(graph, path)))
    return sorted(cycles, key=lambda c: c.modules)


def _components(nodes: list[str], edges: dict[str, list[str]]) -> Iterator[list[str]]:
    """Yield the strongly connected components (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component: list[str] = []
                    while not component or component[-1] != node:
                        component.append(stack.pop())
                        on_stack.discard(component[-1])
                    yield sorted(component)
            elif target not in index:
                index[target] = low[target] = len(index)
                stack.append(target)
                on_stack.add(target)
                work.append((target, iter(edges[target])))
            elif target in on_stack:
                low[node] = min(low[node], index[target])


def _closed_path(
    graph: grimp.ImportGraph, start: str, edges: dict[str, list[str]]
) -> tuple[str, ...]:
    """Return the shortest closed path from `start` back to it (`start` is on a cycle)."""
    best: tuple[str, ...] | None = None
    for first in edges[start]:
        if first == start:
            return (start,)
        chain = graph.find_shortest_chain(importer=first, imported=start)
        if chain is not None and (best is None or len(chain) < len(best)):
            best = (start, *chain[:-1])
    assert best is not None, f"{start} is on no cycle"
    return best


def _lines(graph: grimp.ImportGraph, path: tuple[str, ...]) -> tuple[str, ...]:
    """Return the import statement of each step of the closed `path`."""
    out = []
    for importer, imported in zip(path, (*path[1:], path[0]), strict=True):
        details = graph.get_import_details(importer=importer, imported=imported)
        where = [f"{importer}:{d['line_number']} {d['line_contents']}" for d in details]
        out.append("; ".join(where) or f"{importer} imports {imported}")
    return tuple(out)


class AcyclicContract(Contract):
    """import-linter contract: no import cycles among the modules of `packages`."""

    type_name = "acyclic"
    packages = fields.ListField(subfield=fields.StringField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        """Find the cycles of each package (import-linter's graph counts every import)."""
        packages: list[str] = self.packages  # type: ignore[assignment]
        cycles = [str(c) for package in packages for c in cycles_in(graph, package)]
        return ContractCheck(kept=not cycles, warnings=None, metadata={"cycles": cycles})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """List each cycle with the imports that close it."""
        for cycle in check.metadata["cycles"]:
            output.print_error(f"Import cycle of {cycle}", bold=False)
            output.new_line()
