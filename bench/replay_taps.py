#!/usr/bin/env python3
"""How long a replay's Forward takes to answer (not a test), as bench/taps.py measures a tap at the
table: the Event Timing API's duration of each tap, from the input to the next frame painted.

    python3 bench/replay_taps.py [--throttle 4] [--taps 12] [--games sequence,sequoia,sequitur] [--no-build]

Each game's finished game (Ann against a Medium AI, crafted with the engine: e2e/memory_records.py,
seed 1) is opened as a replay at its start in headless Debian Chromium at 390x844 with touch, the
CPU slowed `--throttle` times (CDP), without `?fast`; Forward is tapped `--taps` times, 300 ms apart.
Reported per game: the median and worst duration in ms, and every tap's. Since issue 81's mend a step
is drawn on the table on screen (web/ui/view.py `TableView.take`) instead of a table built anew.
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
from bench.taps import OBSERVE, PHONE, TIMEOUT  # noqa: E402


def measure(browser, url: str, game: str, throttle: float, taps: int) -> list[float]:
    from memory_records import played, store
    from web.model.replay_file import Replay, replay_text
    from web.model.seats import Seat, SeatKind

    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.add_init_script(OBSERVE)
        page.goto(url + "manifest.webmanifest")  # the origin's storage, without starting the app twice
        end = played(game, 1, lambda s: False, seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])
        store(page, game, replay_text(game, Replay(end.record(), 0)), "replay")
        page.goto(url + f"#/{game}/replay")
        page.wait_for_selector("#replay-forward", timeout=TIMEOUT)
        if throttle != 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.wait_for_timeout(1500)
        page.evaluate("window.__taps = []")
        for _ in range(taps):
            before = page.locator("#replay-where").inner_text()
            page.locator("#replay-forward").tap()
            page.wait_for_function(f"document.querySelector('#replay-where').textContent !== {before!r}",
                                   timeout=TIMEOUT)
            page.wait_for_timeout(300)
        page.wait_for_timeout(500)
        longest: dict[int, float] = {}
        for entry in page.evaluate("window.__taps"):
            longest[entry["id"]] = max(longest.get(entry["id"], 0.0), float(entry["duration"]))
        return sorted(longest.values())
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--taps", type=int, default=12)
    parser.add_argument("--games", default="sequence,sequoia,sequitur")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = parser.parse_args()
    with app_in_chromium(build=not args.no_build) as (browser, url):
        for game in args.games.split(","):
            times = measure(browser, url, game, args.throttle, args.taps)
            print(f"{game} at {args.throttle:g}x: {len(times)} taps, median {statistics.median(times):.0f} ms, "
                  f"worst {max(times):.0f} ms: {[round(t) for t in times]}")


if __name__ == "__main__":
    main()
