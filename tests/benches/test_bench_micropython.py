"""bench/micropython.py stays runnable: its script times every part on CPython and on MicroPython."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "bench" / "micropython_engine.py"
PARTS = {"legal", "observation", "apply", "tap", "easy", "medium"}


def rows(command: list[str], *args: str) -> list[dict]:
    done = subprocess.run([*command, str(SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_engine_bench_times_every_part_of_every_game_on_cpython() -> None:
    found = rows([sys.executable], "1")
    assert sorted(row["game"] for row in found) == ["sequence", "sequitur", "sequoia"]
    for row in found:
        assert row["python"] == "cpython" and PARTS <= set(row)
        assert all(row[part]["n"] > 5 and row[part]["max"] >= row[part]["median"] >= 0 for part in PARTS)


def test_the_engine_bench_runs_on_micropython() -> None:
    node = shutil.which("node")
    assert node, "tools/test.py installs npm, which brings Node"
    (row,) = rows([node, str(ROOT / "tools" / "micropython.mjs")], "1", "sequoia")
    assert row["python"] == "micropython" and row["game"] == "sequoia" and row["tap"]["n"] > 5
