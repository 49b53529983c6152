"""The page's entry point, run by PyScript on MicroPython.

The `engine` and `web` packages arrive as one file, /app-files.txt (tools/build.py
`write_app_pack`: their modules precompiled to .mpy, and the data files they
read): MicroPython imports only through its file system, so the pack is
mounted at /app as a read-only file system that serves each file from the
pack in memory (`mount`: nothing is copied or written), then the app starts.
`unpack` writes the files out instead (a MicroPython worker, the tests). The
background worker (web/worker.py) runs Pyodide and imports the same packages
from web/app.zip.

The light worker (web/page/light.py) runs this same file on MicroPython in a
web worker, with the page's config (pyscript.json: the same interpreter and
pack): it mounts the app as the page does and answers the page with
web/table/ai_worker.py's functions named in `__export__`.
"""
import sys

PACK = "/app-files.txt"
HOME = "/app"
MAGIC = b"SEQPACK1\n"
# Modules built into MicroPython that a file of the same name may replace (json,
# random...: its "extensible" ones) never enter sys.modules: each `import json`
# looks for json/, json.py and json.mpy on every sys.path entry first (each miss
# a thrown error; 0.3-1.5 ms an import in Node at full speed). Those the app
# imports are entered once (`enter_builtins`): an import of them is then a
# lookup (tests/delivery/test_app_pack.py finds them on MicroPython).
BUILTINS = ("array", "hashlib", "json", "random", "re", "struct")


def enter_builtins():
    """Put the BUILTINS in sys.modules, found without searching sys.path (MicroPython)."""
    path = sys.path[:]
    sys.path[:] = []  # nothing to search: straight to the built-in module
    try:
        for name in BUILTINS:
            sys.modules[name] = __import__(name)
    finally:
        sys.path[:] = path


def _read(pack):
    """The pack's bytes, checked."""
    import os

    with open(pack, "rb") as file:
        data = file.read(os.stat(pack)[6])  # its size: MicroPython's read() of it all grows a buffer for 1.1 s at 4x
    if not data.startswith(MAGIC):
        raise ValueError("web/app-files.txt is not an app pack")
    return data


def entries(data):
    """(path, start, size) of each file in the pack's bytes `data`."""
    pos = len(MAGIC)
    while pos < len(data):
        name_end = data.index(b"\n", pos)
        size_end = data.index(b"\n", name_end + 1)
        size = int(data[name_end + 1:size_end])
        yield data[pos:name_end].decode(), size_end + 1, size
        pos = size_end + 1 + size


class PackFiles:
    """A pack as a read-only file system, in MicroPython's protocol for one written
    in Python (`os.mount(PackFiles(data), "/app")`): `stat` and `open`, which is
    all an import, or a module reading a data file beside it, asks of it."""

    def __init__(self, data):
        self.data = data
        self.files = {}  # "web/app.mpy": (start, size)
        self.folders = {""}
        for name, start, size in entries(data):
            self.files[name] = (start, size)
            folder = name.rpartition("/")[0]
            while folder not in self.folders:
                self.folders.add(folder)
                folder = folder.rpartition("/")[0]

    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        pass

    def stat(self, path):
        path = path.strip("/")
        if path in self.files:
            return (0x8000, 0, 0, 0, 0, 0, self.files[path][1], 0, 0, 0)  # a regular file, its size
        if path in self.folders:
            return (0x4000, 0, 0, 0, 0, 0, 0, 0, 0, 0)  # a directory
        raise OSError(2)  # ENOENT

    def open(self, path, mode):
        import io

        where = self.files.get(path.strip("/"))
        if where is None or "w" in mode or "a" in mode or "+" in mode:
            raise OSError(2 if where is None else 30)  # ENOENT, EROFS
        data = self.data[where[0]:where[0] + where[1]]
        return io.BytesIO(data) if "b" in mode else io.StringIO(data.decode())


def mount(pack=PACK, home=HOME):
    """Mount the pack at `home` (MicroPython); how many files it holds."""
    import os

    files = PackFiles(_read(pack))
    os.mount(files, home)
    return len(files.files)


def _folder(path):
    """Make `path` and its parents (MicroPython's os has no makedirs)."""
    import os

    so_far = ""
    for part in path.strip("/").split("/"):
        so_far += "/" + part
        try:
            os.mkdir(so_far)
        except OSError:
            pass  # it exists


def unpack(pack=PACK, home=HOME):
    """Write every file of the pack under `home`; how many."""
    data = _read(pack)
    made = set()
    count = 0
    for name, start, size in entries(data):
        folder = (home + "/" + name).rpartition("/")[0]
        if folder not in made:
            _folder(folder)
            made.add(folder)
        with open(home + "/" + name, "wb") as out:
            out.write(data[start:start + size])
        count += 1
    return count


async def import_start(modules=HOME + "/web/start-modules.txt", slice_ms=None):
    """Import the modules the app starts with (the pack lists them, each after what it
    imports: tools/build.py `start_modules`), yielding to the browser whenever
    `slice_ms` have passed (by default web/page/imports.py's SLICE_MS): many short tasks
    instead of one long one (`import_listed`, which the tables' imports ahead use too)."""
    from web.page.imports import SLICE_MS, import_listed

    return await import_listed(modules, SLICE_MS if slice_ms is None else slice_ms)


def install():
    """Mount the app and put it on the path; collect garbage seldom (web/page/memory.py)."""
    enter_builtins()
    mount()
    sys.path.insert(0, HOME)
    sys.path.append(HOME + "/engine/standins")  # what MicroPython lacks (engine/standins/README.md)
    from web.page import memory

    memory.configure()


async def start():
    """Mount the app, put it on the path, import it and start it, yielding to the
    browser between the steps: each is its own task, so none blocks the page for long."""
    import js

    js.performance.mark("main:start")  # marks for bench/long_tasks.py, beside web/boot.js's
    install()
    from web.page.tasks import breathe

    await breathe()  # the browser runs its own tasks meanwhile
    js.performance.mark("main:import")
    await import_start()
    from web import app

    js.performance.mark("main:imported")

    await breathe()  # the browser runs its own tasks meanwhile
    await app.take_words()
    app.start()


def ping():
    """Answer 'pong': the light worker is up, its functions exported."""
    return "pong"


if __name__ == "__main__":  # PyScript runs this file as __main__; the tests import `unpack` and `mount`
    import js

    if not hasattr(js, "WorkerGlobalScope"):  # the page (PyScript gives a worker a `document` too)
        import asyncio

        asyncio.create_task(start())
    else:  # the light worker: PyScript reads `__export__` once this file has run
        install()
        from web.page.workers import this_build as release
        from web.table.ai_worker import install_words, prepare_words, reply as act

        __export__ = ["act", "install_words", "prepare_words", "ping", "release"]
