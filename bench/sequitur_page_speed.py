"""The Sequitur AI's decision time as the page runs it: in the background
worker (Pyodide), measured by the page around each `sequitur_act` round
trip (the message to the worker, the decision, the answer).

    python bench/sequitur_page_speed.py [--games 3] [--players 2] [--level hard]

Builds dist/ (SEQGAMES_DIST honoured), serves it, opens `#/sequitur` in
headless Chromium (no `?fast`: the AI gets the page's real time budget),
seats `--players` AI seats of `--level` and no person (such a table plays
through on its own) and plays `--games` games. The page keeps the round
trips in `data-ai-ms` (and their decision kinds in `data-ai-kinds`) on
#sr-status; this prints their mean, p95 and max in milliseconds against the
1 s goal of issue 7, overall and per decision kind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

GOAL_MS = 1000


def play(page, players: int, level: str) -> list[tuple[str, float]]:
    """One game from the setup screen to the end; (decision kind, round trip in ms) of each AI decision."""
    page.goto(page.url.split("#")[0] + "#/sequitur")
    page.wait_for_selector("#sr-start", timeout=60_000)
    page.select_option("#sr-players", str(players))
    for i in range(players):
        page.select_option(f"#sr-kind-{i}", level)
    page.click("#sr-start")
    page.wait_for_selector("#sr-winner", timeout=900_000)
    ms = (page.get_attribute("#sr-status", "data-ai-ms") or "").split(",")
    kinds = (page.get_attribute("#sr-status", "data-ai-kinds") or "").split(",")
    return [(k, float(x)) for k, x in zip(kinds, ms) if x]


def summary(times: list[float]) -> str:
    times = sorted(times)
    return (f"{len(times)} decisions: mean {statistics.mean(times):.0f} ms, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.0f} ms, max {times[-1]:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    import serve
    from tools import build

    build.build()
    server = serve.make_server("127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    decisions: list[tuple[str, float]] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context().new_page()
            page.goto(url)
            page.wait_for_selector("html[data-app-ready='true']", timeout=60_000)
            for k in range(args.games):
                game = play(page, args.players, args.level)
                # the very first round trip also imports the AI into the worker's Python
                decisions.extend(game[1:] if k == 0 else game)
                slow = sorted(game, key=lambda d: -d[1])[:3]
                print(f"game {k + 1}: {len(game)} decisions, the first {game[0][1]:.0f} ms ({game[0][0]}), slowest "
                      + ", ".join(f"{ms:.0f} ms ({kind})" for kind, ms in slow), flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"page worker, {args.players} {args.level} seats, {args.games} games, "
          f"{summary([ms for _, ms in decisions])} (goal {GOAL_MS} ms)")
    for kind in sorted({k for k, _ in decisions}):
        print(f"  {kind}: {summary([ms for k, ms in decisions if k == kind])}")


if __name__ == "__main__":
    main()
