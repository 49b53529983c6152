"""A code refused with why says so alike on MicroPython, the page's Python, and CPython: the same
English, the same marked sentence and values, the same words in the player's language
(web/page/words.py `SaidError`, issue 69: the problems inside the pairing's sentences, the protocol's
refusals by code), and a browser's error said by its kind or apart (web/net/problems.py)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from tests.micropython.test_micropython import ROOT, micropython

SCRIPT = Path(__file__).resolve().parent / "said_errors.py"


def test_a_refused_code_says_why_alike_in_english_and_german(tmp_path: Path) -> None:
    from tools import words as catalogs

    script = tmp_path / SCRIPT.name
    shutil.copyfile(SCRIPT, script)
    (tmp_path / "de.json").write_text(json.dumps(catalogs.compiled("de"), ensure_ascii=False), encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, stdin=subprocess.DEVNULL)
    on_cpython = done.stdout.splitlines()
    assert "PairingError|it is empty|it is empty||es ist nichts eingegeben" in on_cpython
    assert "PairingError|it is a reply, not an invitation|it is a reply, not an invitation||" \
           "das ist eine Antwort, keine Einladung" in on_cpython
    assert any(line.startswith("CodeError|a table's code has no '0': its letters and digits are ")
               and line.endswith("|ein Tischcode enthält kein '0': seine Buchstaben und Ziffern sind "
                                 "ACDEFGHJKMNPQRTUVWXYZ2345679") for line in on_cpython), on_cpython
    assert "ProtocolError|the message is not JSON|the message is not JSON||die Nachricht ist kein JSON|not-json" \
        in on_cpython
    assert any(line.startswith("camera|Die Kamera wurde nicht erlaubt") and line.endswith("||True|False")
               for line in on_cpython), on_cpython
    odd = [line for line in on_cpython if line.startswith("camera|Die Kamera ließ sich nicht öffnen")]
    assert len(odd) == 1 and "|Odd thing zzz" in odd[0] and odd[0].endswith("…|True|False"), odd
    assert len(on_cpython) == 20 and "read" not in on_cpython
    assert micropython(script).splitlines() == on_cpython
