"""tests/durations.json (issue 79): what each test cost in the last whole run, written by the test
command's plugin (tools/durations.py), and kept current."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools import test as test_command  # noqa: E402


def test_a_whole_run_writes_the_durations_and_a_narrowed_one_leaves_them_be() -> None:
    written = ["-p", "tools.durations", "--durations-json", str(ROOT / "tests" / "durations.json")]
    assert test_command.durations_kept([]) == written
    assert test_command.durations_kept(["-n", "0", "-x"]) == written
    for narrowed in (["tests/core"], ["e2e/table/test_end_card.py::test_x"], ["-k", "review"], ["-m", "x"],
                     ["--lf"], ["--deselect", "tests/core"]):
        assert test_command.durations_kept(narrowed) == [], narrowed


def test_the_plugin_sums_each_test_s_phases_by_file_and_names_the_slow_ones(tmp_path: Path) -> None:
    (tmp_path / "test_two.py").write_text(
        "import time\n"
        "import pytest\n"
        "@pytest.fixture\n"
        "def slow_setup():\n"
        "    time.sleep(0.3)\n"
        "def test_quick():\n"
        "    pass\n"
        "def test_slow(slow_setup):\n"
        "    time.sleep(0.3)\n"
        "def test_fails():\n"
        "    assert False\n"
        "@pytest.mark.xfail(reason='known', strict=True)\n"
        "def test_known():\n"
        "    assert False\n")
    out = tmp_path / "durations.json"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                    "-p", "tools.durations", "--durations-json", str(out),
                    f"--rootdir={tmp_path}", str(tmp_path)], cwd=ROOT, capture_output=True, timeout=120,
                   env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    data = json.loads(out.read_text())
    assert data["run"]["outcomes"] == {"failed": 1, "passed": 2, "xfailed": 1}, data["run"]
    assert data["run"]["cores"] >= 1 and data["run"]["pytest_wall_seconds"] >= 0
    (name, seconds), = data["files"].items()
    assert name.endswith("test_two.py") and 0.6 <= seconds < 30, data["files"]  # setup and call of test_slow
    assert data["slow_tests"] == {}  # none of 5 s


def test_the_durations_name_the_suite_s_files_as_they_are() -> None:
    """A file renamed or removed since the last whole run: run the suite again (its figures are stale)."""
    data = json.loads((ROOT / "tests" / "durations.json").read_text())
    assert data["run"]["outcomes"].get("passed", 0) > 2000, data["run"]
    missing = [name for name in data["files"] if not (ROOT / name).is_file()]
    assert not missing, f"tests/durations.json names files that are gone: {missing[:5]}"
    assert list(data["files"].values()) == sorted(data["files"].values(), reverse=True)
