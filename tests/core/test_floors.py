"""The web layer's floors and the absence of import circles (issue 38; docs/architecture.md, "Floors").

Each package of web/ sits on a floor and imports only from floors below it
(or from modules of its own package); no module of engine/ or web/ takes
part in an import circle, imports inside functions and type-only imports
included. A new circle, or an import that runs up a floor, fails here with
the modules named.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Bottom to top: a module may import from its own floor's package or from any floor below.
FLOORS: list[tuple[str, ...]] = [
    ("web.page",),
    ("web.device",),
    ("web.model",),
    ("web.ui",),
    ("web.net",),
    ("web.table",),
    ("web.games",),
    ("web.shell",),
    ("web.app", "web.main", "web.worker"),
]


def modules(top: str) -> dict[str, Path]:
    found = {}
    for path in (ROOT / top).rglob("*.py"):
        if "vendor" in path.parts:
            continue
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every module of `known` that `name` imports, anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            continue
        out.update(t for t in targets if t in known and t != name)
    return out


def graph(*tops: str) -> dict[str, set[str]]:
    known = {name: path for top in tops for name, path in modules(top).items()}
    return {name: imports(name, path, known) for name, path in known.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def floor_of(name: str) -> int | None:
    for number, prefixes in enumerate(FLOORS):
        if any(name == p or name.startswith(p + ".") for p in prefixes):
            return number
    return None


def test_no_import_circle_in_engine_or_web():
    assert circles(graph("engine", "web")) == []


def test_every_web_module_sits_on_a_floor():
    assert [name for name in modules("web") if name != "web" and floor_of(name) is None] == []


def test_no_import_runs_up_a_floor():
    upward = []
    for name, targets in graph("web").items():
        mine = floor_of(name)
        for target in targets:
            theirs = floor_of(target)
            if mine is not None and theirs is not None and theirs > mine:
                upward.append(f"{name} -> {target}")
    assert sorted(upward) == []


def test_the_checks_see_a_circle_and_an_upward_import():
    """The checks above can fail: a made-up graph with both faults is caught."""
    edges = {"web.page.a": {"web.ui.b"}, "web.ui.b": {"web.page.a"}}
    assert circles(edges) == [["web.page.a", "web.ui.b"]]
    assert floor_of("web.ui.b") > floor_of("web.page.a")
