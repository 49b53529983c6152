"""Precompressed copies of the large files in dist/ (`X.br` and `X.gz` beside `X`).

A static host that serves them (serve.py does; nginx `brotli_static` /
`gzip_static`; see docs/deploying.md, "Compression") sends the Pyodide runtime and the
memory snapshot in about a third of their bytes: the browser decodes
`Content-Encoding` itself, while the bytes arrive, and what the service
worker keeps is the decoded file. A host that ignores them serves the
originals, so nothing depends on them.

Compressing is slow at the best settings (brotli 11 on the 9.6 MB wasm takes
about 40 s), so each result is cached in build/compressed/ under a hash of
its input and settings: only files that changed are compressed again. A fresh
checkout compresses every file, one per core at a time (each brotli is a node
process of its own; zlib's gzip lets go of Python's lock while it works).
"""
from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "compressed"
BROTLI_SCRIPT = ROOT / "tools" / "brotli.mjs"

# Smaller files gain too little to be worth a second request path.
MIN_BYTES = 1024
# Types that compress; .zip, .gz and .png already are compressed.
COMPRESSIBLE = {".wasm", ".bin", ".mjs", ".js", ".css", ".html", ".json", ".py", ".txt", ".webmanifest"}
ENCODINGS = (".br", ".gz")
# Files that change with every change of the app's code get a quicker brotli
# level (5 s instead of 40 for the snapshot, about 12% larger); the pinned
# runtime files are compressed once at the best level and cached. The test
# command's build (tools/test.py) compresses every file at the quick level: a
# fresh clone has no cache, the best level cost it about 75 CPU-s of its 25
# minutes, and the tests read the copies' contents, never their last bytes saved
# (the same decoded files; the wasm's copy 3.13 MB instead of 2.77).
QUICK_BROTLI = {"web/vendor/pyodide/snapshot.bin"}
BEST, QUICK = 11, 9


def wanted(dist: Path) -> list[Path]:
    """The files of dist/ that get compressed copies (relative paths, sorted)."""
    return sorted(
        p.relative_to(dist) for p in dist.rglob("*")
        if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size >= MIN_BYTES
    )


def _cached(data: bytes, suffix: str, level: int, make) -> bytes:
    key = hashlib.sha256(data + f"{suffix}:{level}".encode()).hexdigest()[:24]
    path = CACHE / (key + suffix)
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{threading.get_ident()}.tmp")  # (two threads may make one key)
        make(tmp)
        os.replace(tmp, path)
    return path.read_bytes()


def _brotli(source: Path, level: int):
    def make(out: Path) -> None:
        node = shutil.which("node")
        if node is None:
            sys.exit("[build] node is required to compress the runtime (Debian: apt-get install -y nodejs)")
        subprocess.run([node, str(BROTLI_SCRIPT), str(source), str(out), str(level)],
                       check=True, stdin=subprocess.DEVNULL)
    return make


def _gzip(data: bytes):
    def make(out: Path) -> None:
        out.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    return make


def compress(dist: Path, best: int = BEST) -> int:
    """Write X.br and X.gz beside each compressible file of dist, the files spread over the cores,
    brotli at level `best` (QUICK_BROTLI's files at QUICK); return their bytes."""
    def one(rel: Path) -> int:
        source = dist / rel
        data = source.read_bytes()
        level = min(QUICK, best) if rel.as_posix() in QUICK_BROTLI else best
        br = _cached(data, ".br", level, _brotli(source, level))
        gz = _cached(data, ".gz", 9, _gzip(data))
        total = 0
        for suffix, packed in ((".br", br), (".gz", gz)):
            if len(packed) < len(data):  # never ship a "compressed" file larger than the original
                source.with_name(source.name + suffix).write_bytes(packed)
                total += len(packed)
        return total

    # the largest first, so that the last file to finish is a small one
    files = sorted(wanted(dist), key=lambda rel: -(dist / rel).stat().st_size)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return sum(pool.map(one, files))


def prune_cache(keep: int = 200) -> None:
    """Keep build/compressed/ from growing without bound (oldest first out)."""
    if not CACHE.is_dir():
        return
    files = sorted(CACHE.iterdir(), key=lambda p: p.stat().st_mtime)
    for old in files[:-keep]:
        old.unlink()
