"""The whole standard library, for an import the shipped cut missed.

The page ships Pyodide's standard library cut to the modules the app can
import (tools/stdlib.py). A module outside the cut is one imported by a name
built at run time; should that happen, this finder (last on `sys.meta_path`)
fetches the whole zip once, from beside the cut one, imports the module from
it and says so on the console as an error, so that a browser test fails and
the cut is mended, while the player's game goes on.
"""
from __future__ import annotations

import sys

# tools/stdlib.py writes these beside and into the cut zip
FULL_NAME = "python_stdlib_full.zip"
OMITTED_LIST = "_stdlib_omitted.json"
FULL_PATH = "/lib/" + FULL_NAME


def _cut_zip() -> str | None:
    """The cut standard library's path on sys.path (/lib/pythonXY.zip)."""
    return next((p for p in sys.path if p.startswith("/lib/python") and p.endswith(".zip")), None)


def _fetch(url: str) -> bytes:
    """The bytes at `url`, fetched synchronously (an import cannot wait)."""
    import js  # the page or the worker: both have XMLHttpRequest

    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    # a synchronous request on a page cannot ask for bytes: read them as text
    # in the user-defined charset, which maps byte b to U+F700 + b above 0x7F
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send()
    if request.status != 200:
        raise ImportError(f"the standard library could not be fetched (HTTP {request.status})")
    return str(request.responseText).translate(_USER_DEFINED).encode("latin-1")


_USER_DEFINED = {0xF700 + b: b for b in range(0x80, 0x100)}


def _index_url() -> str:
    """Where the runtime's files are (the folder of the cut zip)."""
    import pyodide_js  # type: ignore[import-not-found]

    return str(pyodide_js._api.config.indexURL)


class FullStdlib:
    """A finder of last resort for the modules the cut left out."""

    def __init__(self) -> None:
        self.omitted: frozenset[str] | None = None
        self.ready = False

    def _is_omitted(self, fullname: str) -> bool:
        if self.omitted is None:
            import json
            import zipfile

            cut = _cut_zip()
            try:
                with zipfile.ZipFile(cut) as archive:  # type: ignore[arg-type]
                    self.omitted = frozenset(json.loads(archive.read(OMITTED_LIST)))
            except (OSError, KeyError, ValueError, TypeError):
                self.omitted = frozenset()  # the whole library is shipped: nothing to find
        return fullname in self.omitted

    def find_spec(self, fullname: str, path: object = None, target: object = None):  # noqa: ANN201
        if not self._is_omitted(fullname):
            return None
        if not self.ready:
            import js

            js.console.error(f"Python module {fullname} is not in the shipped standard library (tools/stdlib.py): "
                             "fetching the whole library")
            with open(FULL_PATH, "wb") as out:
                out.write(_fetch(_index_url() + FULL_NAME))
            self.ready = True
        import zipimport

        package = fullname.rpartition(".")[0]
        where = FULL_PATH + ("/" + package.replace(".", "/") + "/" if package else "")
        return zipimport.zipimporter(where).find_spec(fullname)


def install() -> None:
    """Put the finder last on sys.meta_path (once); nothing on MicroPython, which has none."""
    if not hasattr(sys, "meta_path"):
        return
    if not any(isinstance(finder, FullStdlib) for finder in sys.meta_path):
        sys.meta_path.append(FullStdlib())
