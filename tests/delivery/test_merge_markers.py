"""No file in the repository keeps a merge's conflict markers: a stylesheet that
does loses its first rule silently (a table's hidden parts then show), and
nothing else would say so."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MARKER = re.compile(rb"^(<{7,8}|>{7,8})( |$)", re.MULTILINE)


def marked(paths: list[str]) -> list[str]:
    return [path for path in paths if (ROOT / path).is_file() and MARKER.search((ROOT / path).read_bytes())]


def test_no_tracked_file_keeps_conflict_markers():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    assert marked(tracked) == []


def test_the_check_sees_a_marker(tmp_path):
    (ROOT / "build").mkdir(exist_ok=True)
    sample = ROOT / "build" / "marker-sample.css"
    sample.write_text("<<<<<<<< HEAD:web/ui/style.py\n.a { }\n>>>>>>>> css:web/table/table.css\n")
    try:
        assert marked(["build/marker-sample.css"]) == ["build/marker-sample.css"]
    finally:
        sample.unlink()
