"""Online play (issue 68): how long a guest waits, on this machine.

- from the code entered (typed a key every 0.2 s, as a person types it, then
  the guest's Join tapped, its CPU slowed `--throttle` times, as a phone's) to
  the guest's table on screen, the host's table open online and waiting;
- from a guest's reload (its page already at the table) to its table again.

A real Nostr relay runs on this machine (e2e/local_relay.py), no STUN server;
the devices are contexts of one headless Chromium. Issue 68's bounds: 3 s
and 5 s.

    python3 bench/online.py [--runs 5] [--throttle 4]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]

from bench.page import app_in_chromium  # noqa: E402
from local_relay import Relay  # noqa: E402
from net_page import host_online, new_device  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

TIMEOUT = 30_000
TYPING_MS = 200  # a key every 0.2 s: the code's six characters (and its dash) in about 1.4 s


def wait_ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.appReady === 'true'", timeout=TIMEOUT)


def table_shown(guest) -> None:
    expect(guest.locator("#seq-hand .seq-card")).to_have_count(7, timeout=TIMEOUT)


def one_run(browser, url: str, relay: str, throttle: float) -> tuple[float, float]:
    host_context, host = new_device(browser, relay=relay)
    guest_context, guest = new_device(browser, relay=relay)
    try:
        code = host_online(host, url, [("Hal", ""), ("Bea", "@away")])
        guest.goto(f"{url}?fast#/join")
        wait_ready(guest)
        cdp = guest_context.new_cdp_session(guest)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        guest.click("#net-code")
        guest.keyboard.type(code, delay=TYPING_MS)  # as a person types it: the screen's work goes on meanwhile
        start = time.perf_counter()
        guest.click("#net-code-go")
        table_shown(guest)
        joined = time.perf_counter() - start
        start = time.perf_counter()
        guest.reload()
        table_shown(guest)
        back = time.perf_counter() - start
        return joined, back
    finally:
        guest_context.close()
        host_context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--throttle", type=float, default=4.0, help="the guest's CPU slowdown (4: a phone)")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = parser.parse_args()
    relay = Relay()
    try:
        with app_in_chromium(build=not args.no_build) as (browser, url):
            runs = [one_run(browser, url, relay.url, args.throttle) for _ in range(args.runs)]
    finally:
        relay.stop()
    for name, values in (("code entered to the guest's table", [r[0] for r in runs]),
                         ("guest's reload to its table", [r[1] for r in runs])):
        print(f"{name}: median {statistics.median(values):.2f} s, "
              f"min {min(values):.2f} s, max {max(values):.2f} s ({len(values)} runs, guest CPU {args.throttle:g}x)")


if __name__ == "__main__":
    main()
