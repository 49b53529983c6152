"""Players' names clean alike on MicroPython, which has no unicodedata and asks the
browser's Unicode instead (web/page/unicode.py): code point by code point over the
Basic Multilingual Plane, and on hostile names (tests/micropython/unicode_table.py)."""
from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

from tests.micropython.test_micropython import ROOT, finish, micropython, start_micropython, stop

SCRIPT = Path(__file__).resolve().parent / "unicode_table.py"


def cpython(*args: str) -> list[str]:
    done = subprocess.run([sys.executable, str(SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, stdin=subprocess.DEVNULL)
    return done.stdout.splitlines()


def test_each_code_point_reads_alike_but_those_this_python_s_unicode_has_not_assigned() -> None:
    """The JS engine may follow a newer Unicode than CPython 3.11's: a character assigned
    since (unassigned, "Cn", here) is the only one allowed to differ."""
    running = start_micropython(SCRIPT, "table")
    try:
        on_cpython = cpython("table")
    except BaseException:
        stop(running)
        raise
    on_micropython = finish(running).splitlines()
    assert len(on_micropython) == len(on_cpython) > 60_000
    differ = [a.split(" ")[0] for a, b in zip(on_cpython, on_micropython) if a != b]
    newer = [cp for cp in differ if unicodedata.category(chr(int(cp, 16))) == "Cn"]
    assert differ == newer, [cp for cp in differ if cp not in newer][:20]
    assert len(differ) < 200, "about a hundred code points assigned after Unicode 14"


def test_hostile_names_clean_and_compare_alike() -> None:
    on_cpython = cpython("names")
    assert micropython(SCRIPT, "names").splitlines() == on_cpython
    assert "1|Ann|ann|" in on_cpython[1] and on_cpython[3].split("|")[2] == on_cpython[4].split("|")[2]  # Straße, STRASSE
