"""Nothing under engine/ imports the browser: no js, pyscript or pyodide.

The engine must run unchanged in CPython (tests, arena, bots) and in the
worker; only web/ talks to the page. Imports are read with ast, so
`from js import x`, `import js.foo` and imports inside functions all count;
imports by string (importlib) are out of scope.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"
BROWSER_MODULES = {"js", "pyscript", "pyodide", "_pyscript", "polyscript", "pyodide_js"}


def browser_imports(source: str, filename: str = "<string>") -> list[str]:
    """The browser modules `source` imports, as 'line: module'."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names if name.split(".")[0] in BROWSER_MODULES]
    return found


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import js", ["1: js"]),
        ("import js.foo", ["1: js.foo"]),
        ("import os, js as j", ["1: js"]),
        ("from js import document", ["1: js"]),
        ("from js.foo import bar", ["1: js.foo"]),
        ("from pyscript import when", ["1: pyscript"]),
        ("import pyodide.ffi", ["1: pyodide.ffi"]),
        ("from pyodide.ffi import create_proxy", ["1: pyodide.ffi"]),
        ("def f():\n    import pyscript\n", ["2: pyscript"]),
        ("try:\n    import js\nexcept ImportError:\n    pass\n", ["2: js"]),
        ("import json, jsonschema, pyodidex", []),
        ("from . import js", []),
        ("from .js import x", []),
        ("x = 'import js'", []),
    ],
)
def test_detector(source: str, expected: list[str]) -> None:
    assert browser_imports(source) == expected


def test_engine_has_no_browser_imports() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert files, "engine/ holds no Python files"
    leaks = {
        str(path.relative_to(ENGINE.parent)): found
        for path in files
        if (found := browser_imports(path.read_text(encoding="utf-8"), str(path)))
    }
    assert leaks == {}
