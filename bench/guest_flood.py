#!/usr/bin/env python3
"""How long a flooding guest can hold the host's page (issue 51; not a test).

    python3 bench/guest_flood.py [--runs 3] [--throttle 4] [--no-build]

A Sequence table of a person at the host and a guest on a second page of
headless Debian Chromium, paired through the real invitation and reply
(e2e/net_page.py); the guest sends one message as large as the channel allows
(256 KiB) and 10,000 small ones as fast as its channel takes them, while the
host's CPU is slowed `--throttle` times (CDP; 4 is a phone). Reported per run:
the messages sent and the host's longest task (the Long Tasks API) until it
has disconnected the guest, and the median of the longest over the runs.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

from bench.page import app_in_chromium  # noqa: E402

FLOOD = 10_000
LARGEST = 256 * 1024 - 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    from net_page import flood, paired_sequence

    longest: list[float] = []
    with app_in_chromium(build=not args.no_build) as (browser, url):
        for run in range(args.runs):
            host, guest = paired_sequence(browser, url)
            sent, tasks = flood(host, guest, FLOOD, LARGEST, args.throttle)
            longest.append(max(tasks, default=0.0))
            print(f"run {run + 1}: {sent} messages sent; the host's long tasks (ms): "
                  f"{', '.join(f'{t:.0f}' for t in tasks) or 'none'}")
            host.context.close()
            guest.context.close()
    print(f"longest task at {args.throttle:g}x, median of {args.runs}: {statistics.median(longest):.0f} ms "
          f"(min {min(longest):.0f}, max {max(longest):.0f})")


if __name__ == "__main__":
    main()
