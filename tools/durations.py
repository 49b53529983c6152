#!/usr/bin/env python3
"""The tests' measured times, kept for ordering the run: `python3 tools/durations.py LOG`.

LOG is the output of a whole run with `--durations=0` (`python3 tools/test.py --durations=0 > LOG`).
Each test's setup, call and teardown are summed and written, to a tenth of a second, into
tests/durations.json for the tests that took half a second or more. e2e/conftest.py orders a run
by them, the longest first, so that pytest-xdist's `load` hands the long tests out first and a
run ends on short tests (tools/test.py `spread`). A test not in the file (a new one) counts as
UNMEASURED_BROWSER seconds under e2e/, else as nothing; refresh the file when tests were added
or have changed their length.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE = ROOT / "tests" / "durations.json"
LINE = re.compile(r"^(\d+\.\d+)s (?:call|setup|teardown)\s+(\S.*?)\s*$")
SHORTEST = 0.5  # seconds: a test under it keeps its place in the collection's order


def measured(log: str) -> dict[str, float]:
    """Each test's summed seconds in a `--durations=0` LOG's text."""
    times: dict[str, float] = {}
    for line in log.splitlines():
        if (match := LINE.match(line)):
            times[match[2]] = times.get(match[2], 0.0) + float(match[1])
    return times


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.exit(__doc__)
    times = measured(Path(argv[0]).read_text(errors="replace"))
    if not times:
        sys.exit(f"no test durations in {argv[0]}: was the run made with --durations=0?")
    kept = {test: round(seconds, 1) for test, seconds in sorted(times.items()) if seconds >= SHORTEST}
    FILE.write_text(json.dumps(kept, indent=0, sort_keys=True) + "\n")
    print(f"{len(kept)} tests of {len(times)} in {FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
