#!/usr/bin/env python3
"""Load-time benchmark (not a test): navigation -> <html data-app-ready="true">.

    python3 bench/load.py [--runs 7] [--no-build] [--baseline]

Cold: a fresh browser context per run (empty HTTP cache, no service worker,
no storage), so everything is fetched and compiled. Warm: one context that
has visited once (service worker installed and controlling), then reloaded.
Times come from the page's own `app-ready` performance mark (web/boot.js),
measured from navigation start. --baseline also times a bare page that only
calls the vendored loadPyodide() (no PyScript, no snapshot), for comparison.
Headless Debian Chromium, serve.py on loopback; results go to stdout.
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
from tools import build  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# Let the background worker (started 1 s after ready) and precaching finish
# between runs so they never overlap the next measurement.
SETTLE_S = 6.0

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
performance.mark("app-ready");
document.documentElement.dataset.appReady = "true";
</script>"""


def start_server(directory: Path) -> tuple[serve.AppServer, str]:
    server = serve.make_server("127.0.0.1", 0, directory, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def measure(page: Page, url: str) -> dict[str, float]:
    page.goto(url)
    page.wait_for_selector("html[data-app-ready='true']", state="attached", timeout=60_000)
    marks = page.evaluate(
        "Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))")
    return marks


def cold_runs(browser: Browser, url: str, runs: int) -> list[dict[str, float]]:
    results = []
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        results.append(measure(page, url))
        time.sleep(SETTLE_S)
        context.close()
    return results


def warm_runs(browser: Browser, url: str, runs: int, *, service_worker: bool = True) -> list[dict[str, float]]:
    context = browser.new_context()
    page = context.new_page()
    measure(page, url)
    if service_worker:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    time.sleep(SETTLE_S)
    results = []
    for _ in range(runs):
        results.append(measure(page, url))
        time.sleep(SETTLE_S)
    context.close()
    return results


def summary(label: str, results: list[dict[str, float]]) -> str:
    ready = [r["app-ready"] / 1000 for r in results]
    line = (f"| {label} | {statistics.median(ready):.2f} s | {min(ready):.2f} s | {max(ready):.2f} s "
            f"| {len(ready)} |")
    return line


def stages(results: list[dict[str, float]]) -> str:
    """Median time of each start-up stage (ms from navigation start)."""
    names = [n for n in results[0] if all(n in r for r in results)]
    names.sort(key=lambda n: results[0][n])
    return ", ".join(f"{n} {statistics.median(r[n] for r in results):.0f}" for n in names)


def main() -> None:
    parser = argparse.ArgumentParser(description="Time navigation -> data-app-ready.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--baseline", action="store_true", help="also time a bare loadPyodide() page")
    parser.add_argument("--json", action="store_true", help="print raw marks as JSON too")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    rows, raw = [], {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        server, url = start_server(build.DIST)
        raw["app cold"] = cold_runs(browser, url, args.runs)
        raw["app warm"] = warm_runs(browser, url, args.runs)
        server.shutdown()
        if args.baseline:
            with tempfile.TemporaryDirectory() as tmp:
                site = Path(tmp) / "site"
                shutil.copytree(build.DIST / "web" / "vendor" / "pyodide", site / "web" / "vendor" / "pyodide")
                (site / "index.html").write_text(BARE_PAGE)
                server, url = start_server(site)
                raw["bare loadPyodide cold"] = cold_runs(browser, url, args.runs)
                raw["bare loadPyodide warm (HTTP cache)"] = warm_runs(browser, url, args.runs, service_worker=False)
                server.shutdown()
        browser.close()
    print("| page | median | min | max | runs |")
    print("|---|---|---|---|---|")
    for label, results in raw.items():
        rows.append(summary(label, results))
        print(rows[-1])
    for label, results in raw.items():
        print(f"\n{label} stages (median ms): {stages(results)}")
    if args.json:
        print(json.dumps(raw, indent=1))


if __name__ == "__main__":
    main()
