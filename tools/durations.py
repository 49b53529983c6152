"""What each test cost in a whole run of the suite (issue 79): a pytest plugin that writes
tests/durations.json when the test command runs every test (`tools/test.py` loads it with
`-p tools.durations --durations-json tests/durations.json`).

The file says the run (its commit, cores, the load around it, pytest's wall time, how many
tests passed, failed or ran again) and, heaviest first, each test file's summed seconds (setup,
call and teardown of each of its tests, a rerun's too) and each test of `SLOW` seconds or more.
It is what `--durations` prints, kept: where the next cut of the suite's time should go, and
whether a change made a test slower. Its figures are one run's on one machine; runs here vary
by about 10%."""
from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

SLOW = 5.0  # seconds: a test this slow or slower is listed by name


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--durations-json", default=None, metavar="PATH",
                     help="write each test file's and each slow test's seconds to PATH (tools/durations.py)")


class Durations:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tests: dict[str, float] = {}
        self.outcomes: dict[str, int] = {}
        self.start = time.monotonic()
        self.load_before = os.getloadavg()[0]

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.tests[report.nodeid] = self.tests.get(report.nodeid, 0.0) + report.duration
        if report.when == "call" or report.outcome in ("failed", "rerun") or (report.when == "setup" and report.skipped):
            # an expected failure (xfail) is reported skipped, with what it expected
            outcome = "xfailed" if report.skipped and getattr(report, "wasxfail", None) is not None else report.outcome
            self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.path.write_text(json.dumps(summary(self.tests, self.outcomes, time.monotonic() - self.start,
                                                (self.load_before, os.getloadavg()[0])), indent=1) + "\n")


def summary(tests: dict[str, float], outcomes: dict[str, int], wall: float,
            load: tuple[float, float]) -> dict[str, Any]:
    """The file's content: the run, then each file's and each slow test's seconds, heaviest first."""
    files: dict[str, float] = {}
    for nodeid, seconds in tests.items():
        name = nodeid.split("::")[0]
        files[name] = files.get(name, 0.0) + seconds
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=Path(__file__).resolve().parent.parent).stdout.strip()
    except OSError:
        commit = ""
    return {
        "run": {"commit": commit, "cores": os.cpu_count(), "load_before_after": [round(x, 1) for x in load],
                "pytest_wall_seconds": round(wall), "test_seconds": round(sum(tests.values())),
                "outcomes": dict(sorted(outcomes.items()))},
        "files": {name: round(seconds, 1) for name, seconds in sorted(files.items(), key=lambda kv: -kv[1])},
        "slow_tests": {nodeid: round(seconds, 1) for nodeid, seconds in sorted(tests.items(), key=lambda kv: -kv[1])
                       if seconds >= SLOW},
    }


def pytest_configure(config: pytest.Config) -> None:
    path = config.getoption("--durations-json")
    if path and not hasattr(config, "workerinput"):  # pytest-xdist's workers send their reports here
        config.pluginmanager.register(Durations(Path(path)), "durations-json")
