"""The Sequoia AI's decision time as the page runs it: in the background
worker (Pyodide), measured by the page around each `act` round trip
(the message to the worker, the decision, the answer).

    python bench/sequoia_page_speed.py [--games 2] [--players 2] [--level strong]

Builds dist/ (SEQGAMES_DIST honoured), serves it, opens `#/sequoia` in
headless Chromium (no `?fast`: the AI gets the page's real time budget;
reduced motion, so no dice tumble), seats one person against `--level` AI
seats and plays `--games` games by clicking the first offered pair. The
page keeps the round trips in `data-ai-ms` on the page's <html>; this prints their
mean, p95 and max in milliseconds against the 0.2 s goal of issue 6.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.page import app_in_chromium, open_app, timing_summary  # noqa: E402

GOAL_MS = 200


def play(page, players: int, level: str) -> list[float]:
    """One game from the setup screen to the end; the AI round trips in ms."""
    page.goto(page.url.split("#")[0] + "#/sequoia")
    page.wait_for_selector("#sq-start", timeout=60_000)
    page.select_option("#sq-players", str(players))
    page.select_option("#sq-kind-0", "")
    for i in range(1, players):
        page.select_option(f"#sq-kind-{i}", level)
    page.click("#sq-start")
    while True:
        page.wait_for_selector("#sq-pairs .sq-pair, #sq-winner", timeout=120_000)
        if page.locator("#sq-winner").count():
            break
        lines = page.locator("#sq-log li").count()
        page.locator("#sq-pairs .sq-pair").first.click()  # the last choice: the reveal adds to the log
        page.wait_for_function(f"document.querySelectorAll('#sq-log li').length > {lines}", timeout=120_000)
    text = page.get_attribute("html", "data-ai-ms") or ""
    return [float(x) for x in text.split(",") if x]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    times: list[float] = []
    with app_in_chromium() as (browser, url):
        page = open_app(browser.new_context(reduced_motion="reduce"), url)
        for k in range(args.games):
            game = play(page, args.players, args.level)
            # the very first round trip also imports the AI into the worker's Python
            times.extend(game[1:] if k == 0 else game)
            slow = sorted(range(len(game)), key=lambda i: -game[i])[:3]
            print(f"game {k + 1}: {len(game)} decisions, the first {game[0]:.0f} ms, slowest "
                  + ", ".join(f"#{i + 1} {game[i]:.0f} ms" for i in sorted(slow)))
    print(f"page worker, {args.level} vs a person, {args.players} players, {args.games} games, "
          f"{timing_summary(times)} (goal {GOAL_MS} ms)")


if __name__ == "__main__":
    main()
