"""The pairing codes' IP addresses read and write alike on MicroPython, which has no
`ipaddress` (web/net/addresses.py; tests/net/test_addresses.py checks them against it)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.micropython.test_micropython import ROOT, micropython

SCRIPT = Path(__file__).resolve().parent / "addresses_table.py"


def test_addresses_pack_and_read_alike() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, stdin=subprocess.DEVNULL)
    on_cpython = done.stdout.splitlines()
    assert len(on_cpython) > 400 and "1.2.3.4|01020304|1.2.3.4" in on_cpython
    assert micropython(SCRIPT).splitlines() == on_cpython
