"""The standard library cut to what the page imports (tools/stdlib.py) and
the finder that fetches the whole one if an import misses it
(web/page/stdlib_fallback.py). The browser tests run every screen on the cut
library and fail if the whole one is ever fetched (e2e/conftest.py)."""
from __future__ import annotations

import io
import json
import sys
import types
import zipfile
from pathlib import Path

import pytest

from tools import stdlib
from web.page import stdlib_fallback

ROOT = Path(__file__).resolve().parents[2]


def make_zip(files: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in files.items():
            zf.writestr(name, text)
    return out.getvalue()


FULL = {
    "encodings/__init__.py": "", "encodings/utf_8.py": "", "encodings/cp1252.py": "",
    "a.py": "import b\nfrom c import d\n",
    "b.py": "def later():\n    import lazy\n",
    "c/__init__.py": "from . import e\n",
    "c/d.py": "from .. import f\n",
    "c/e.py": "",
    "f.py": "if __name__ == '__main__':\n    import script_only\nelse:\n    import g\n",
    "g.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import typing_only\n",
    "lazy.py": "", "script_only.py": "", "typing_only.py": "", "unrelated/__init__.py": "import a\n",
    "pyodide/__init__.py": "", "pyodide/code.py": "",
}


def kept_and_omitted(roots: set[str]) -> tuple[set[str], list[str]]:
    data, omitted = stdlib.cut(make_zip(FULL), roots)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        names = set(zf.namelist())
        assert json.loads(zf.read(stdlib.OMITTED_LIST)) == omitted
    return names, omitted


def test_the_closure_follows_what_a_module_runs_at_import() -> None:
    names, omitted = kept_and_omitted({"a"})
    # a -> b, c, c.d (from c import d), c.e (relative), f (from .. import f), g (f's else branch)
    for kept in ("a.py", "b.py", "c/__init__.py", "c/d.py", "c/e.py", "f.py", "g.py"):
        assert kept in names, kept
    # an import inside a function, a script's own block and a type checker's block are not followed
    assert {"lazy", "script_only", "typing_only", "unrelated"} <= set(omitted)
    assert "lazy.py" not in names and "unrelated/__init__.py" not in names


def test_whole_packages_and_the_named_codecs_stay() -> None:
    names, omitted = kept_and_omitted(set())
    assert {"pyodide/__init__.py", "pyodide/code.py", "encodings/__init__.py", "encodings/utf_8.py"} <= names
    assert "encodings.cp1252" in omitted  # a codec nobody names is left out


def test_the_app_imports_are_read_inside_functions_too(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "mod.py").write_text("def f():\n    import lazy\n    from . import sibling\n")
    found = stdlib.app_imports([tmp_path / "pkg" / "mod.py"], tmp_path)
    assert {"lazy", "pkg.sibling"} <= found


def test_the_page_never_imports_the_command_line_tools() -> None:
    # they import argparse, subprocess and statistics: kept out of the roots
    assert {"engine.arena", "engine.protocol", "engine.sequence.benchmark"} == stdlib.NOT_IN_PAGE


@pytest.fixture
def fallback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The finder on a cut zip that leaves out `missing` (and `missing.sub`)."""
    cut = tmp_path / "python314.zip"
    cut.write_bytes(make_zip({stdlib.OMITTED_LIST: json.dumps(["missing", "missing.sub"])}))
    full = make_zip({"missing/__init__.py": "VALUE = 1\n", "missing/sub.py": "from . import VALUE\n"})
    errors: list[str] = []
    fetched: list[str] = []
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(console=types.SimpleNamespace(error=errors.append)))
    monkeypatch.setattr(stdlib_fallback, "_cut_zip", lambda: str(cut))
    monkeypatch.setattr(stdlib_fallback, "FULL_PATH", str(tmp_path / stdlib_fallback.FULL_NAME))
    monkeypatch.setattr(stdlib_fallback, "_index_url", lambda: "https://example.test/vendor/pyodide/")
    monkeypatch.setattr(stdlib_fallback, "_fetch", lambda url: fetched.append(url) or full)
    finder = stdlib_fallback.FullStdlib()
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    for name in ("missing", "missing.sub"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    yield errors, fetched
    for name in ("missing", "missing.sub"):
        sys.modules.pop(name, None)


def test_an_import_the_cut_missed_is_fetched_once_and_said(fallback) -> None:
    errors, fetched = fallback
    import missing.sub  # noqa: F401  (the cut zip has neither)

    assert sys.modules["missing.sub"].VALUE == 1
    assert fetched == ["https://example.test/vendor/pyodide/python_stdlib_full.zip"]
    assert len(errors) == 1 and "missing" in errors[0] and "tools/stdlib.py" in errors[0]


def test_a_name_the_whole_library_lacks_is_not_fetched(fallback) -> None:
    errors, fetched = fallback
    with pytest.raises(ImportError):
        import not_a_module_anywhere  # noqa: F401
    assert fetched == [] and errors == []


def test_the_synchronous_fetch_reads_bytes_from_user_defined_text(monkeypatch: pytest.MonkeyPatch) -> None:
    payload = bytes(range(256)) * 3
    # what a browser's responseText holds under "charset=x-user-defined"
    text = "".join(chr(b) if b < 0x80 else chr(0xF700 + b) for b in payload)

    class Request:
        status = 200
        responseText = text

        @classmethod
        def new(cls):
            return cls()

        def open(self, method: str, url: str, asynchronous: bool) -> None:
            assert (method, asynchronous) == ("GET", False)

        def overrideMimeType(self, mime: str) -> None:
            assert "x-user-defined" in mime

        def send(self) -> None:
            pass

    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(XMLHttpRequest=Request))
    assert stdlib_fallback._fetch("https://example.test/x.zip") == payload
