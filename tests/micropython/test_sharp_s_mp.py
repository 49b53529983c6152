"""A word typed with ß reads alike on MicroPython, the page's Python, and CPython (Pyodide's): CPython's
str.upper writes ß as SS and MicroPython's keeps it, so Sequitur's capitals keep it on both, and the
refusal shows the word as typed; a word typed with accents (CAFÉ, PERCHÉ, ŒUVRE) reads alike on both too
(tests/micropython/sharp_s.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.micropython.test_micropython import ROOT, micropython

SCRIPT = Path(__file__).resolve().parent / "sharp_s.py"


def test_a_word_typed_with_sharp_s_is_said_alike_on_both_pythons() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, stdin=subprocess.DEVNULL)
    on_cpython = done.stdout.splitlines()
    assert on_cpython[0] == "straße|STRAßE|those balls read STRASSE, not STRAßE (ß is written SS)", on_cpython
    assert on_cpython[3] == "strasse|STRASSE|strasse" and on_cpython[6] == "\ufb01n|\ufb01N|those balls read STRASSE, not \ufb01N"
    assert "café|CAFÉ|café" in on_cpython and "perché|PERCHÉ|perché" in on_cpython and "×÷|×÷|×÷" in on_cpython
    assert micropython(SCRIPT).splitlines() == on_cpython
