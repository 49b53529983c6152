"""The standard library the app ships: Pyodide's `python_stdlib.zip` cut to
the modules the app can import (issue 30: on a phone's network the whole
zip, 2.5 MB of compressed files, is about 13 s of the first visit).

What is kept is a closure computed at build time, never a hand-made list:

1. the roots: every module Pyodide has imported once it has started (a
   Node run of the vendored runtime, `tools/stdlib_modules.mjs`), and every
   module named by an import statement of the app (engine/, web/) and of
   PyScript's own Python package;
2. the closure: every import statement of every kept module of the zip
   (at any depth, inside functions and `try` blocks too), followed until
   nothing new is found; a package keeps its `__init__` and the parents;
3. whole packages the runtime imports by name at run time (`pyodide`,
   `_pyodide`) and the codecs a lookup by name can reach from the app
   (`CODECS`: the app reads and writes UTF-8 and ASCII only).

A module outside the closure is imported only by a name built at run time.
For that case the page keeps the whole zip beside the cut one, and
`web/page/stdlib_fallback.py` fetches it the first time an import misses, and
says so on the console as an error (the browser tests fail on one).
"""
from __future__ import annotations

import ast
import hashlib
import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build"
STARTUP_SCRIPT = ROOT / "tools" / "stdlib_modules.mjs"
# PyScript's own Python package, as its npm package ships it (the same text
# is bundled in its core JS and written to the page's file system).
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib"
# The app's command-line tools: in app.zip, never imported by the page.
NOT_IN_PAGE = {"engine.arena", "engine.protocol", "engine.sequence.benchmark"}
# The page's entry scripts (run by PyScript, not in app.zip).
ENTRY_SCRIPTS = ["web/main.py", "web/worker.py"]

# Packages the runtime imports by computed names (its import hook, its JS
# bridge): kept whole.
WHOLE_PACKAGES = ("pyodide", "_pyodide", "site-packages")
# Codecs `encodings.search_function` may import by name: the app reads and
# writes UTF-8 (JSON, files, storage) and ASCII; latin-1 and the raw/escape
# codecs are the ones CPython's own modules name.
CODECS = ("aliases", "utf_8", "utf_8_sig", "ascii", "latin_1", "raw_unicode_escape", "unicode_escape",
          "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "idna", "punycode", "charmap",
          "cp437")
# The whole standard library's name in dist/ (beside the cut python_stdlib.zip).
FULL_NAME = "python_stdlib_full.zip"
# Written into the cut zip: the modules left out (dotted names), read by the fallback.
OMITTED_LIST = "_stdlib_omitted.json"


def _statements(tree: ast.AST, *, in_functions: bool) -> Iterable[ast.AST]:
    """The nodes of `tree`; without `in_functions`, not those inside a
    function's body (the imports a module runs when it is imported)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if not in_functions and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.If) and _never_at_import(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))


def _never_at_import(test: ast.expr) -> bool:
    """`if __name__ == "__main__":` (a script's own block) and `if TYPE_CHECKING:`."""
    source = ast.unparse(test)
    return source in ("__name__ == '__main__'", "TYPE_CHECKING", "typing.TYPE_CHECKING")


def imports_of(source: str, module: str, *, is_package: bool, in_functions: bool = True) -> set[str]:
    """Every module name an import statement of `source` may load (absolute
    names; `from p import x` gives both p and p.x, as x may be a module);
    without `in_functions`, only the statements run at import."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    names: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in _statements(tree, in_functions=in_functions):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".") if package else []
                if node.level - 1 > len(parts):
                    continue
                base_parts = parts[:len(parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base:
                names.add(base)
            names.update(f"{base}.{alias.name}" if base else alias.name for alias in node.names if alias.name != "*")
    return names


def _with_parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


class Stdlib:
    """The modules of a stdlib zip by name: name -> (path in the zip, is a package)."""

    def __init__(self, data: bytes) -> None:
        self.zip = zipfile.ZipFile(io.BytesIO(data))
        self.modules: dict[str, tuple[str, bool]] = {}
        for info in self.zip.infolist():
            path = info.filename
            if not path.endswith(".py"):
                continue
            parts = path[:-3].split("/")
            if parts[-1] == "__init__":
                self.modules[".".join(parts[:-1])] = (path, True)
            else:
                self.modules.setdefault(".".join(parts), (path, False))

    def closure(self, roots: Iterable[str]) -> set[str]:
        """The modules of the zip that `roots` can import, transitively."""
        kept: set[str] = set()
        todo = [parent for root in roots for parent in _with_parents(root)]
        while todo:
            name = todo.pop()
            if name in kept or name not in self.modules:
                continue
            kept.add(name)
            path, is_package = self.modules[name]
            source = self.zip.read(path).decode("utf-8", "replace")
            for found in imports_of(source, name, is_package=is_package, in_functions=False):
                todo.extend(_with_parents(found))
        return kept


def app_imports(sources: Iterable[Path], root: Path) -> set[str]:
    """The module names imported by the app's (or PyScript's) Python files."""
    names: set[str] = set()
    for source in sources:
        relative = source.relative_to(root).with_suffix("")
        parts = list(relative.parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        names |= imports_of(source.read_text(encoding="utf-8"), ".".join(parts), is_package=is_package)
    return names


def cut(full: bytes, roots: Iterable[str]) -> tuple[bytes, list[str]]:
    """The cut zip's bytes and the modules (dotted names) it leaves out.

    Entries keep their order and compression; only files are dropped, so a
    kept module reads exactly as in the full zip."""
    stdlib = Stdlib(full)
    keep = stdlib.closure(set(roots) | {f"encodings.{codec}" for codec in CODECS})
    keep_paths = {stdlib.modules[name][0] for name in keep}
    out = io.BytesIO()
    kept_names = set()
    with zipfile.ZipFile(out, "w") as dest:
        for info in stdlib.zip.infolist():
            path = info.filename
            whole = path.split("/")[0] in WHOLE_PACKAGES
            if path.endswith("/"):
                keeps = whole or any(p.startswith(path) for p in keep_paths)
            elif path.endswith(".py"):
                keeps = whole or path in keep_paths
            else:
                keeps = True  # data files are small; a kept module may read them
            if keeps:
                dest.writestr(info, stdlib.zip.read(info))
        kept_names = {name for name, (path, _) in stdlib.modules.items()
                      if name in keep or path.split("/")[0] in WHOLE_PACKAGES}
        omitted = sorted(set(stdlib.modules) - kept_names)
        dest.writestr(OMITTED_LIST, json.dumps(omitted))
    return out.getvalue(), omitted


def _digest(*parts: bytes) -> str:
    key = hashlib.sha256()
    for part in parts:
        key.update(hashlib.sha256(part).digest())
    return key.hexdigest()[:16]


def startup_modules(pyodide_dir: Path) -> list[str]:
    """What Pyodide has imported once started (a Node run, cached in build/)."""
    files = [(pyodide_dir / name).read_bytes() for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                                           "python_stdlib.zip")]
    cached = CACHE / f"stdlib-startup-{_digest(*files, STARTUP_SCRIPT.read_bytes())}.json"
    if not cached.exists():
        node = shutil.which("node")
        if node is None:
            sys.exit("[build] node is required to cut the standard library (Debian: apt-get install -y nodejs)")
        found = subprocess.run([node, str(STARTUP_SCRIPT), str(pyodide_dir)], check=True, capture_output=True,
                               text=True, stdin=subprocess.DEVNULL)
        names = json.loads(found.stdout.strip().splitlines()[-1])
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob("stdlib-startup-*.json"):
            old.unlink()
        cached.write_text(json.dumps(names))
    return json.loads(cached.read_text())


def page_roots(app_sources: Iterable[Path], pyodide_dir: Path) -> set[str]:
    """Every module the page may import by a written name: Pyodide's start,
    the app's modules (`app_sources`, relative to the repo: not NOT_IN_PAGE),
    its entry scripts and PyScript's package."""
    sources = [ROOT / p for p in app_sources] + [ROOT / p for p in ENTRY_SCRIPTS]
    if not PYSCRIPT_PYTHON.is_dir():
        sys.exit(f"[build] PyScript's Python package is missing: {PYSCRIPT_PYTHON}")
    return (set(startup_modules(pyodide_dir)) | app_imports(sources, ROOT)
            | app_imports(sorted(PYSCRIPT_PYTHON.rglob("*.py")), PYSCRIPT_PYTHON))


def make(pyodide_dir: Path, app_sources: Iterable[Path]) -> tuple[Path, list[str]]:
    """The cut zip (a file in build/, cached) and the modules it leaves out."""
    full = (pyodide_dir / "python_stdlib.zip").read_bytes()
    roots = sorted(page_roots(app_sources, pyodide_dir))
    cached = CACHE / f"stdlib-{_digest(full, json.dumps(roots).encode(), Path(__file__).read_bytes())}.zip"
    if not cached.exists():
        data, _ = cut(full, roots)
        for old in CACHE.glob("stdlib-*.zip"):
            old.unlink()
        cached.write_bytes(data)
    with zipfile.ZipFile(cached) as zf:
        omitted = json.loads(zf.read(OMITTED_LIST))
    return cached, omitted
