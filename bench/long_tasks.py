#!/usr/bin/env python3
"""The page's long tasks during its start (not a test): what blocks the main thread.

    python3 bench/long_tasks.py [--throttle 4] [--runs 3] [--warm] [--dist DIR]

A cold visit (a fresh context: no cache, no service worker) to the home screen
in headless Debian Chromium, the CPU slowed `--throttle` times (CDP), on
loopback; `--warm` a second visit of the same context. Prints, per run, every
long task (over 50 ms, PerformanceObserver 'longtask', recorded from the first
script on) with its start and length, the page's own marks (web/boot.js: the
MicroPython stages, app-ready) and the blocking time after first paint (each
task's length over 50 ms, summed: Lighthouse's "total blocking time", here
measured rather than simulated and counted to 5 s after app-ready).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
from bench.page import CHROMIUM, CHROMIUM_ARGS, READY  # noqa: E402
from tools import build  # noqa: E402

RECORD = """
(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__long.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: "longtask", buffered: true });
})();
"""
AFTER_READY_MS = 5000


def visit(page, url: str) -> dict:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    page.wait_for_timeout(AFTER_READY_MS)
    return page.evaluate("""() => ({
      long: window.__long,
      marks: performance.getEntriesByType("mark").map((m) => [m.name, Math.round(m.startTime)]),
      paint: Math.round((performance.getEntriesByName("first-contentful-paint")[0] || {startTime: 0}).startTime),
    })""")


def blocking(result: dict) -> int:
    return sum(max(0, length - 50) for start, length in result["long"] if start + length > result["paint"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--throttle", type=float, default=4)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--warm", action="store_true", help="a return visit (service worker installed)")
    parser.add_argument("--dist", type=Path, help="measure this build instead of dist/")
    args = parser.parse_args()
    dist = args.dist or build.DIST
    from playwright.sync_api import sync_playwright

    server = serve.make_server("127.0.0.1", 0, dist, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    totals = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for run in range(args.runs):
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                context.add_init_script(RECORD)
                page = context.new_page()
                if args.warm:
                    visit(page, url)
                    page.close()
                    page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
                result = visit(page, url)
                context.close()
                total = blocking(result)
                totals.append(total)
                print(f"run {run + 1}: first paint {result['paint']} ms, blocking after it {total} ms")
                print("  long tasks (start+length ms): " + ", ".join(f"{s}+{d}" for s, d in result["long"]))
                print("  marks: " + ", ".join(f"{n} {t}" for n, t in result["marks"]))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"blocking time after first paint, median of {args.runs}: {statistics.median(totals)} ms "
          f"({min(totals)}-{max(totals)}), CPU {args.throttle:g}x, {'return' if args.warm else 'first'} visit, {dist}")


if __name__ == "__main__":
    main()
