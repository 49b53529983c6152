#!/usr/bin/env python3
"""How long a tap at the table takes to answer (not a test), as a phone's
browser measures it: the Event Timing API's duration of each tap (the
pointer's down, up and click), from the input to the next frame painted after
its handlers ran: what Lighthouse and Chrome's field data call
"interaction to next paint".

    python3 bench/taps.py [--throttle 4] [--moves 12] [--no-build] [--games sequence,sequoia,sequitur] [--detail]
                          [--worker-first] [--locale de-DE]

Each game opens in headless Debian Chromium at 390x844 with touch (in the
browser's language `--locale`, English unless told: the catalog's words), the CPU
slowed `--throttle` times (CDP; 4 is a phone), one person against one Medium
AI, without `?fast` (the table as a player has it, animations on). The person
plays `--moves` decisions by tapping as the browser tests do (e2e/*_page.py:
Sequence's card and space (two taps a move by default; with "Confirm a move" on, a phone's
board's enlarged space too), Sequoia's pair, each of Sequitur's decisions).
Reported per game: the taps at the table counted (the setup's form and Start are not), and the median, 90th percentile and
worst duration in ms (a tap that starts an AI's turn is counted until the
first frame after the person's own move, as the browser counts it).
`--detail` marks with "*" a tap made while Pyodide's worker was starting
(web/page/workers.py: it starts once the screens are still, so at the table
when the person went there at once); `--worker-first` waits on the home
screen until that worker is ready, as a person who lingers there, to tell
the table's own work apart from its start's.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

from bench.page import READY, app_in_chromium  # noqa: E402

# Every interaction's entries (pointerdown, pointerup, click, keydown...) from the page's start.
OBSERVE = """(() => {
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const t = e.target;
      const what = t ? (t.id || (t.className && String(t.className).split(" ")[0]) || t.tagName) : "";
      window.__taps.push({id: e.interactionId, name: e.name, duration: e.duration, target: what, start: e.startTime});
    }
  }).observe({type: "event", durationThreshold: 16, buffered: true});
})();"""
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
TIMEOUT = 60_000


def at_the_table(page: Any) -> None:
    """From here on the taps are the table's: the setup's (its form, Start, Sequence's cut) are left
    out of the figures, by the time they were made (an entry is reported after the next paint,
    so the last of them may come after this call)."""
    page.evaluate("window.__tableFrom = performance.now()")


def worker_window(page: Any) -> tuple[float, float]:
    """When the page started Pyodide's worker and when it was ready (web/page/workers.py's marks;
    infinity for one not reached)."""
    return page.evaluate("""() => ['worker-start', 'worker-ready'].map(
      (name) => (performance.getEntriesByName(name)[0] || {startTime: Infinity}).startTime)""")


def interactions(page: Any) -> list[tuple[float, str]]:
    """The duration of each tap at the table (its longest entry), in ms, and what was tapped
    (marked "*" when it began while Pyodide's worker was starting)."""
    taps: dict[int, tuple[float, str]] = {}
    entries = page.evaluate("window.__taps")
    table_from = page.evaluate("window.__tableFrom || 0")
    began, ready = worker_window(page)
    setup = {entry["id"] for entry in entries if entry["start"] < table_from}
    for entry in entries:
        if entry["id"] in setup:
            continue
        was = taps.get(entry["id"], (0.0, ""))
        what = entry["target"] or was[1]
        if began <= entry["start"] <= ready and not what.endswith("*"):
            what += "*"
        taps[entry["id"]] = max(was, (float(entry["duration"]), what))
    return list(taps.values())


def sequence(page: Any, moves: int) -> None:
    from sequence_page import board, choose_move, configure, hand, my_colour, start, wait_my_turn_or_end

    page.wait_for_selector("#seq-start", timeout=TIMEOUT)
    configure(page, 2, [("Ann", ""), ("Robot", "medium")])
    start(page)  # the cut and the deal
    at_the_table(page)
    turned_in = False  # one dead card a turn (RULINGS Sequence 6)
    for _ in range(moves):
        if wait_my_turn_or_end(page):
            return
        before = page.locator("#seq-log li").count()
        move = choose_move(board(page), hand(page), my_colour(page), not turned_in)
        if move[0] == "turn-in":
            page.click(f"[data-turn-in='{move[1]}']")
            turned_in = True
            continue
        turned_in = False
        index, cell = move
        page.click(f"#seq-hand .seq-card[data-index='{index}']")
        page.click(f"#seq-grid .seq-cell[data-cell='{cell}']")
        if page.locator("#seq-loupe-space").is_visible():  # with "Confirm a move" on, a phone's board enlarges the space
            page.click("#seq-loupe-space")
        page.locator("#seq-log li").nth(before).wait_for(state="attached", timeout=TIMEOUT)


def one_against_medium(page: Any, prefix: str) -> None:
    """The setup form of the game whose ids start with `prefix`: a person and a Medium AI, started."""
    page.wait_for_selector(f"#{prefix}-start", timeout=TIMEOUT)
    page.select_option(f"#{prefix}-players", "2")
    page.select_option(f"#{prefix}-kind-0", "")
    page.select_option(f"#{prefix}-kind-1", "medium")
    page.click(f"#{prefix}-start")
    page.wait_for_selector(f"#{prefix}-menu", timeout=TIMEOUT)
    at_the_table(page)


def sequoia(page: Any, moves: int) -> None:
    one_against_medium(page, "sq")
    for _ in range(moves):
        pairs = page.locator("#sq-pairs .sq-pair, #sq-no-effect")
        pairs.first.or_(page.locator("#sq-winner")).wait_for(timeout=TIMEOUT)
        if page.locator("#sq-winner").is_visible():
            return
        before = page.locator("#sq-log li").count()
        pairs.first.click()
        page.wait_for_function(f"document.querySelectorAll('#sq-log li').length !== {before}", timeout=TIMEOUT)


def sequitur(page: Any, moves: int) -> None:
    from sequitur_page import act

    one_against_medium(page, "sr")
    for _ in range(moves):
        if act(page) == "over":
            return
        page.wait_for_timeout(200)


GAMES = {"sequence": sequence, "sequoia": sequoia, "sequitur": sequitur}


def measure(browser: Any, url: str, game: str, throttle: float, moves: int,
            worker_first: bool = False, locale: str = "en-US") -> list[tuple[float, str]]:
    context = browser.new_context(**PHONE, locale=locale)  # the browser's language: the page speaks it
    try:
        context.add_init_script(OBSERVE)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        if worker_first:  # a person who lingers on the home screen: the worker starts there
            page.goto(url)
            page.wait_for_function("performance.getEntriesByName('worker-ready').length > 0", timeout=TIMEOUT)
            page.evaluate(f"location.hash = '#/{game}'")
        else:
            page.goto(f"{url}#/{game}")
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
        GAMES[game](page, moves)
        page.wait_for_timeout(500)  # the last tap's entries
        return interactions(page)
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--detail", action="store_true", help="also list each tap over 100 ms with what was tapped (* while the worker started)")
    parser.add_argument("--locale", default="en-US", help="the browser's language (en-US, de-DE...): the table in it")
    parser.add_argument("--worker-first", action="store_true",
                        help="open the home screen and wait there until Pyodide's worker is ready, then the game")
    args = parser.parse_args()
    print(f"| game | taps | median | p90 | worst |  (ms, CPU x{args.throttle:g})")
    print("|---|---|---|---|---|")
    with app_in_chromium(build=not args.no_build) as (browser, url):
        for game in args.games.split(","):
            taps = sorted(measure(browser, url, game, args.throttle, args.moves, args.worker_first,
                                   args.locale))
            times = [ms for ms, _what in taps]
            if args.detail:
                print(f"<!-- {game}, taps over 100 ms: " + ", ".join(f"{what} {ms:.0f}" for ms, what in taps if ms > 100) + " -->")
            if not times:
                print(f"| {game} | 0 | | | |")
                continue
            p90 = times[int(0.9 * (len(times) - 1))]
            print(f"| {game} | {len(times)} | {statistics.median(times):.0f} | {p90:.0f} | {times[-1]:.0f} |",
                  flush=True)


if __name__ == "__main__":
    main()
