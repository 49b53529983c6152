"""The page's entry point, run by PyScript on MicroPython.

The `engine` and `web` packages arrive as one file, /app-files.txt (tools/build.py
`write_app_pack`): MicroPython imports only from its file system, so they
are unpacked into /app first, then the app starts. The background worker
(web/worker.py) runs Pyodide and imports the same packages from web/app.zip.

The light worker (web/page/light.py) runs this same file on MicroPython in a
web worker, with the page's config (pyscript.json: the same interpreter and
pack): it unpacks the app as the page does, whatever the pack holds (sources
or compiled modules), and answers the page with web/table/ai_worker.py's
functions named in `__export__`.
"""
import sys

PACK = "/app-files.txt"
HOME = "/app"
MAGIC = b"SEQPACK1\n"


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
    import os

    with open(pack, "rb") as file:
        data = file.read(os.stat(pack)[6])  # its size: MicroPython's read() of it all grows a buffer for 1.1 s at 4x
    if not data.startswith(MAGIC):
        raise ValueError("web/app-files.txt is not an app pack")
    made = set()
    count, pos = 0, len(MAGIC)
    while pos < len(data):
        name_end = data.index(b"\n", pos)
        size_end = data.index(b"\n", name_end + 1)
        size = int(data[name_end + 1:size_end])
        name = data[pos:name_end].decode()
        folder = (home + "/" + name).rpartition("/")[0]
        if folder not in made:
            _folder(folder)
            made.add(folder)
        with open(home + "/" + name, "wb") as out:
            out.write(data[size_end + 1:size_end + 1 + size])
        count += 1
        pos = size_end + 1 + size
    return count


def install():
    """Unpack the app and put it on the path."""
    unpack()
    sys.path.insert(0, HOME)
    sys.path.append(HOME + "/engine/standins")  # what MicroPython lacks (engine/standins/README.md)


async def start():
    """Unpack the app, put it on the path and start it, yielding to the browser
    between the steps: each is its own task, so none blocks the page for long."""
    import asyncio

    install()
    await asyncio.sleep(0.001)  # a timer: the browser runs its own tasks meanwhile
    from web import app

    await asyncio.sleep(0.001)  # a timer: the browser runs its own tasks meanwhile
    app.start()


def ping():
    """Answer 'pong': the light worker is up, its functions exported."""
    return "pong"


if __name__ == "__main__":  # PyScript runs this file as __main__; the tests import `unpack`
    import js

    if not hasattr(js, "WorkerGlobalScope"):  # the page (PyScript gives a worker a `document` too)
        import asyncio

        asyncio.create_task(start())
    else:  # the light worker: PyScript reads `__export__` once this file has run
        install()
        from web.table.ai_worker import install_words, prepare_words, reply as act

        __export__ = ["act", "install_words", "prepare_words", "ping"]
