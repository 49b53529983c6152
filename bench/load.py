#!/usr/bin/env python3
"""Load-time benchmark (not a test): what a player waits for, from a link.

    python3 bench/load.py [--runs 5] [--throttle 4] [--network slow4g] [--baseline]
                          [--steps home,games,guest] [--games sequitur] [--dist DIR] [--no-build] [--json]
                          [--locale de-DE]

Each *visit* opens the app in headless Debian Chromium against serve.py on
loopback, with the CPU slowed `--throttle` times (CDP
`Emulation.setCPUThrottlingRate`; 4 is a phone) and, with `--network
slow4g`, Lighthouse's mobile network (1.47 Mbit/s down, 562 ms latency, CDP
`Network.emulateNetworkConditions`). *Cold*: a fresh browser context (no
HTTP cache, service worker or storage). *Warm*: a context that visited once
(service worker installed), opened again. Times are ms from navigation
start, read in the page (`performance.now()`):

- paint: first contentful paint;
- home: the home screen usable (its game cards shown and not inert);
- ready: Python running (`<html data-app-ready>`);
- tap to setup: a game's card tapped as soon as the home is usable (with
  `--settled`, once Python is ready and the home has imported the games'
  setups ahead, `setups:ahead`), to its setup screen's Start button
  shown and enabled (per game);
- start to move: Start pressed (the default table: one person, AIs) to the
  first thing the person can do at the table (per game); pressed as soon as
  it shows, or with `--settled` once the setup screen has imported the
  table's modules ahead (`<game>:ahead`), as a person who reads it first.
  Both taps are timed from the press's own time (its pointerdown's time
  stamp: a busy page that handles it later counts that wait), and pressed
  where the button was seen at once (a mouse click there, not Playwright's
  `click`, whose checks first wait for the page's frames);
- reply, reply QR, guest: an invitation link opened (a host in another
  context made it, at full speed) to the reply's text shown on the guest's
  screen, then to its QR code drawn (what a host scans in the room); then,
  the host reading that reply at once, to the guest's own table drawn (its
  roll, with its pairs to choose);
- bytes: everything the server sent for a cold visit to the home screen,
  the service worker's precache included (counted by the server, so it is
  what crossed the wire, compressed or not).

`--locale` sets the browser's language (a first visit in another language
fetches its catalog: docs/languages.md). `--baseline` also times a bare page that only calls the vendored
loadPyodide() (no PyScript, no snapshot, no app), on the same profile.
`--dist` measures another build (the figures before a change). Results go to
stdout as Markdown; docs/benchmarks.md keeps the latest.
"""
from __future__ import annotations

import argparse
import functools
import json
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
from bench.page import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools import build  # noqa: E402

# Lighthouse's mobile ("slow 4G") network, as its simulation applies it.
NETWORKS = {
    "none": None,
    "slow4g": {"offline": False, "latency": 562.5, "downloadThroughput": 1474.56 * 1024 / 8,
               "uploadThroughput": 675 * 1024 / 8},
}
# Let the worker and the precache finish between visits so they never overlap the next one.
SETTLE_S = 4.0
TIMEOUT_MS = 600_000
SETTLED = False  # --settled: Start pressed once the setup has imported the table ahead
LOCALE = "en-US"  # --locale: the browser's language
GAMES = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
# The first thing the person can do at the default table (one person, AIs).
FIRST_MOVE = {
    "sequence": "#seq-cut",  # the table, the cut playing over it
    "sequoia": "#sq-pairs .sq-pair",
    "sequitur": "#sr-colour-red",
}

# Recorded in the page from its first script on: when the home screen is usable.
WATCH_HOME = """
(() => {
  const marks = (window.__load = {});
  const usable = () => {
    const card = document.getElementById("card-sequence");
    if (!card || card.closest("[inert]") || card.closest("[hidden]")) return false;
    const box = card.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const timer = setInterval(() => {
    if (!("home" in marks) && usable()) marks.home = performance.now();
    if (document.documentElement.dataset.appReady === "true" && !("ready" in marks)) marks.ready = performance.now();
    if ("home" in marks && "ready" in marks) clearInterval(timer);
  }, 10);
  // each element's first press (on it or inside it), at the input's own time (its pointerdown's time stamp)
  window.__pressed = {};
  addEventListener("pointerdown", (event) => {
    for (let node = event.target; node; node = node.parentElement)
      if (node.id && !(node.id in window.__pressed)) window.__pressed[node.id] = event.timeStamp;
  }, {capture: true});
})();
"""

# The bare runtime's page (its script is a file: serve.py's CSP allows no inline script).
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="bare.mjs"></script>
<p id="card-sequence">bare</p>"""
BARE_SCRIPT = """import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
performance.mark("app-ready");
document.documentElement.dataset.appReady = "true";
"""


class CountingHandler(serve.AppHandler):
    """serve.py's handler, counting the bytes it writes (headers and bodies)."""

    sent = 0
    lock = threading.Lock()

    def setup(self) -> None:
        super().setup()
        write = self.wfile.write

        def counted(data: bytes) -> int:
            with CountingHandler.lock:
                CountingHandler.sent += len(data)
            return write(data)

        self.wfile.write = counted  # type: ignore[method-assign]

    def copyfile(self, source, outputfile) -> None:  # noqa: ANN001
        while chunk := source.read(64 * 1024):
            outputfile.write(chunk)


def start_server(directory: Path) -> tuple[Any, str]:
    server = serve.make_server("127.0.0.1", 0, directory, quiet=True)
    server.RequestHandlerClass = functools.partial(CountingHandler, directory=str(directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class Profile:
    """The CPU and network a visit runs on."""

    def __init__(self, throttle: float, network: str) -> None:
        self.throttle = throttle
        self.network = NETWORKS[network]

    def page(self, context: BrowserContext) -> Page:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        if self.throttle != 1:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": self.throttle})
        if self.network:
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", self.network)
        page.set_default_timeout(TIMEOUT_MS)
        return page


def home_marks(page: Page) -> dict[str, float]:
    """Wait for the usable home; the paint and home times (and ready, once there)."""
    page.wait_for_function("() => window.__load && 'home' in window.__load", timeout=TIMEOUT_MS, polling=50)
    marks = page.evaluate("""() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {...window.__load, paint: paint ? paint.startTime : null};
    }""")
    return {k: v for k, v in marks.items() if v is not None}


def wait_ready(page: Page) -> float:
    page.wait_for_function("() => window.__load && 'ready' in window.__load", timeout=TIMEOUT_MS, polling=50)
    return page.evaluate("window.__load.ready")


def shown(page: Page, selector: str) -> tuple[float, tuple[float, float]]:
    """performance.now() when `selector` is first visible and enabled, and its centre then."""
    now, x, y = page.wait_for_function(
        """(selector) => {
          const node = document.querySelector(selector);
          if (!node || node.disabled || node.closest('[inert]')) return false;
          const box = node.getBoundingClientRect();
          return box.width > 0 && box.height > 0 ? [performance.now(), box.x + box.width / 2, box.y + box.height / 2] : false;
        }""", arg=selector, timeout=TIMEOUT_MS, polling="raf").json_value()
    return now, (x, y)


def time_until(page: Page, selector: str) -> float:
    """performance.now() when `selector` is first visible and enabled."""
    return shown(page, selector)[0]


def press(page: Page, element_id: str, centre: tuple[float, float]) -> float:
    """Press the element at once where it was seen, as a person taps what they see (not
    Playwright's `click`, which first waits for the page's frames to find it still); the press's
    own time, its pointerdown's time stamp: a busy page that handles the press later counts
    that wait."""
    page.mouse.click(*centre)
    return page.wait_for_function("(id) => window.__pressed[id] ?? false", arg=element_id,
                                  timeout=TIMEOUT_MS, polling=50).json_value()


def visit_game(page: Page, url: str, game: str) -> dict[str, float]:
    """Open the app, tap the game's card as soon as the home is usable, press Start."""
    page.goto(url, wait_until="commit")
    marks = home_marks(page)
    if SETTLED:  # as a person who looks at the home first: Python is running, the setups imported ahead
        wait_ready(page)
        page.wait_for_function("() => performance.getEntriesByName('setups:ahead').length > 0"
                               " || performance.now() > window.__load.ready + 5000",  # a build without it
                               timeout=TIMEOUT_MS, polling=50)
    card = f"card-{game}"
    tapped = press(page, card, shown(page, f"#{card}")[1])
    start = f"{GAMES[game]}-start"
    seen, centre = shown(page, f"#{start}")
    marks["tap to setup"] = seen - tapped
    if SETTLED:  # as a person who reads the setup first: its imports ahead done (web/table/screens.py)
        page.wait_for_function(f"() => performance.getEntriesByName('{game}:ahead').length > 0",
                               timeout=TIMEOUT_MS, polling=50)
        centre = shown(page, f"#{start}")[1]
    pressed = press(page, start, centre)
    marks["start to move"] = time_until(page, FIRST_MOVE[game]) - pressed
    marks["ready"] = wait_ready(page)
    return marks


def visit_home(page: Page, url: str) -> dict[str, float]:
    page.goto(url, wait_until="commit")
    marks = home_marks(page)
    marks["ready"] = wait_ready(page)
    return marks


def make_invitation(browser: Browser, url: str) -> tuple[BrowserContext, Page, str]:
    """A host's invitation link for seat 2 of a Sequoia table (the host stays open, at full
    speed: it reads the guest's reply at once)."""
    context = browser.new_context(locale=LOCALE)
    host = context.new_page()
    host.goto(url + "?fast#/sequoia")
    expect(host.locator("#sq-start")).to_be_visible(timeout=60_000)
    host.select_option("#sq-players", "2")
    host.select_option("#sq-kind-1", "@away")
    host.click("#sq-start")
    box = host.locator("#net-invite-text")
    expect(box).to_have_value(re.compile(r"#/join/"), timeout=60_000)
    return context, host, box.input_value()


def visit_guest(page: Page, host: Page, link: str) -> dict[str, float]:
    """The invitation opened to the reply shown ("reply") and its QR code drawn ("reply QR"), the
    host reading it at once, then to the guest's own roll drawn with its pairs to choose ("guest":
    the table, issue 66)."""
    page.goto(link, wait_until="commit")
    replied = page.wait_for_function(
        """() => { const box = document.getElementById('net-answer-text');
                   return box && box.value.includes('#/reply/') ? performance.now() : false; }""",
        timeout=TIMEOUT_MS, polling="raf").json_value()
    drawn = time_until(page, "#net-answer-qr[data-version]")  # what the host scans in the room
    host.fill("#net-reply-paste", page.locator("#net-answer-text").input_value())
    host.click("#net-reply-go")
    table = time_until(page, "#sq-pairs .sq-pair")
    return {"reply": replied, "reply QR": drawn, "guest": table}


def guest_visits(browser: Browser, url: str, profile: Profile, kind: str) -> dict[str, float]:
    """One guest visit (cold or warm) to a new host's invitation (an invitation connects once)."""
    host_context, host, link = make_invitation(browser, url)
    visit = lambda p: visit_guest(p, host, link)  # noqa: E731
    marks = cold(browser, profile, visit) if kind == "cold" else warm(browser, profile, url, visit)
    host_context.close()
    return marks


def cold(browser: Browser, profile: Profile, visit: Callable[[Page], dict[str, float]],
         bytes_too: bool = False) -> dict[str, float]:
    context = browser.new_context(locale=LOCALE)
    context.add_init_script(WATCH_HOME)
    CountingHandler.sent = 0
    marks = visit(profile.page(context))
    if bytes_too:
        # the service worker's precache runs after ready: let it finish
        context.pages[0].wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        time.sleep(SETTLE_S)
        marks["bytes"] = CountingHandler.sent
    else:
        time.sleep(SETTLE_S)
    context.close()
    return marks


def warm(browser: Browser, profile: Profile, url: str, visit: Callable[[Page], dict[str, float]]) -> dict[str, float]:
    context = browser.new_context(locale=LOCALE)
    context.add_init_script(WATCH_HOME)
    first = context.new_page()
    first.goto(url)
    first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    time.sleep(SETTLE_S)
    first.close()
    marks = visit(profile.page(context))
    time.sleep(SETTLE_S)
    context.close()
    return marks


def run(browser: Browser, url: str, profile: Profile, runs: int, steps: set[str],
        games: list[str]) -> dict[str, list[dict]]:
    raw: dict[str, list[dict]] = {}
    for i in range(runs):
        for kind, visit_once in (("cold", lambda v, b=False: cold(browser, profile, v, b)),
                                 ("warm", lambda v, b=False: warm(browser, profile, url, v))):
            if "home" in steps:
                raw.setdefault(f"{kind} home", []).append(visit_once(lambda p: visit_home(p, url), True))
            if "games" in steps:
                for game in games:
                    raw.setdefault(f"{kind} {game}", []).append(visit_once(lambda p, g=game: visit_game(p, url, g)))
        print(f"[load] run {i + 1}/{runs} done", file=sys.stderr, flush=True)
    if "guest" in steps:
        for _ in range(runs):
            for kind in ("cold", "warm"):
                raw.setdefault(f"{kind} guest", []).append(guest_visits(browser, url, profile, kind))
    return raw


def fmt(values: list[float], unit: str) -> str:
    if not values:
        return "-"
    if unit == "MB":
        return f"{statistics.median(values) / 1e6:.1f} MB"
    med = statistics.median(values) / 1000
    return f"{med:.2f} s ({min(values) / 1000:.2f}-{max(values) / 1000:.2f})" if len(values) > 1 else f"{med:.2f} s"


def report(raw: dict[str, list[dict]]) -> list[str]:
    """Markdown rows: one per (visit kind, measure), median (min-max)."""
    rows = ["| visit | measure | median (min-max) | visits |", "|---|---|---|---|"]
    for label, results in raw.items():
        keys = [k for k in ("paint", "home", "ready", "tap to setup", "start to move", "reply", "reply QR", "guest", "bytes")
                if any(k in r for r in results)]
        for key in keys:
            values = [r[key] for r in results if key in r]
            rows.append(f"| {label} | {key} | {fmt(values, 'MB' if key == 'bytes' else 's')} | {len(values)} |")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slowdown (4: a phone)")
    parser.add_argument("--network", choices=sorted(NETWORKS), default="none")
    parser.add_argument("--steps", default="home,games,guest", help="any of home, games, guest")
    parser.add_argument("--games", default=",".join(GAMES), help="the games the games step visits")
    parser.add_argument("--dist", type=Path, help="measure this build instead of dist/")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--baseline", action="store_true", help="also time a bare loadPyodide() page")
    parser.add_argument("--json", action="store_true", help="print the raw marks as JSON too")
    parser.add_argument("--locale", default="en-US", help="the browser's language (en-US, es-ES, de-DE...)")
    parser.add_argument("--settled", action="store_true",
                        help="press Start once the setup screen has imported the table ahead, as a person "
                             "who reads it first (by default at once)")
    args = parser.parse_args()
    global SETTLED, LOCALE
    SETTLED = args.settled
    LOCALE = args.locale
    if args.runs < 1 or args.throttle < 1:
        parser.error("--runs and --throttle must be at least 1")
    steps = {s.strip() for s in args.steps.split(",") if s.strip()}
    if not steps <= {"home", "games", "guest"}:
        parser.error("--steps takes home, games and guest")
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    if not games or not set(games) <= set(GAMES):
        parser.error(f"--games takes any of {', '.join(GAMES)}")
    dist = args.dist or build.DIST
    if not args.dist and not args.no_build:
        build.build()
    profile = Profile(args.throttle, args.network)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        server, url = start_server(dist)
        raw = run(browser, url, profile, args.runs, steps, games)
        server.shutdown()
        print("\n".join(report(raw)), file=sys.stderr, flush=True)  # kept if the baseline fails
        if args.baseline:
            with tempfile.TemporaryDirectory() as tmp:
                site = Path(tmp) / "site"
                shutil.copytree(dist / "web" / "vendor" / "pyodide", site / "web" / "vendor" / "pyodide")
                (site / "web" / "vendor" / "pyodide" / "snapshot.bin").unlink(missing_ok=True)
                (site / "index.html").write_text(BARE_PAGE)
                (site / "bare.mjs").write_text(BARE_SCRIPT)
                server, url = start_server(site)
                for _ in range(args.runs):
                    raw.setdefault("bare loadPyodide cold", []).append(
                        cold(browser, profile, lambda p: {"ready": bare(p, url)}))
                server.shutdown()
        browser.close()
    print(f"CPU throttle {args.throttle:g}x, network {args.network}, {args.runs} runs, locale {LOCALE}, {dist}")
    print("\n".join(report(raw)))
    if args.json:
        print(json.dumps(raw, indent=1))


def bare(page: Page, url: str) -> float:
    page.goto(url, wait_until="commit")
    page.wait_for_selector("html[data-app-ready='true']", state="attached", timeout=TIMEOUT_MS)
    return page.evaluate("performance.getEntriesByName('app-ready')[0].startTime")


if __name__ == "__main__":
    main()
