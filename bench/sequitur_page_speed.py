"""The Sequitur AI's decision time as the page runs it: in the background
worker (Pyodide), measured by the page around each `act` round
trip (the message to the worker, the decision, the answer).

    python bench/sequitur_page_speed.py [--games 3] [--players 2] [--level hard]

Builds dist/ (SEQGAMES_DIST honoured), serves it, opens `#/sequitur` in
headless Chromium (no `?fast`: the AI gets the page's real time budget),
seats `--players` AI seats of `--level` and no person (such a table plays
through on its own) and plays `--games` games. The page keeps the round
trips in `data-ai-ms` (and their decision kinds in `data-ai-kinds`) on
the page's <html> element; this prints their mean, p95 and max in milliseconds against the
1 s goal of issue 7, overall and per decision kind.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.page import app_in_chromium, open_app, timing_summary  # noqa: E402

GOAL_MS = 1000


def play(page, players: int, level: str) -> list[tuple[str, float]]:
    """One game from the setup screen to the end; (decision kind, round trip in ms) of each AI decision."""
    page.goto(page.url.split("#")[0] + "#/sequitur")
    page.wait_for_selector("#sr-start", timeout=60_000)
    # the setup screen hands the dictionary to the worker, which prepares the AI meanwhile: a person
    # choosing seats takes longer than that (about a second), so the table starts once it is done
    page.wait_for_selector("html[data-worker-words=ready]", state="attached", timeout=60_000)
    page.select_option("#sr-players", str(players))
    for i in range(players):
        page.select_option(f"#sr-kind-{i}", level)
    page.click("#sr-start")
    page.wait_for_selector("#sr-winner", timeout=900_000)
    ms = (page.get_attribute("html", "data-ai-ms") or "").split(",")
    kinds = (page.get_attribute("html", "data-ai-kinds") or "").split(",")
    return [(k, float(x)) for k, x in zip(kinds, ms) if x]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    decisions: list[tuple[str, float]] = []
    with app_in_chromium() as (browser, url):
        page = open_app(browser.new_context(), url)
        for k in range(args.games):
            game = play(page, args.players, args.level)
            decisions.extend(game)
            slow = sorted(game, key=lambda d: -d[1])[:3]
            print(f"game {k + 1}: {len(game)} decisions, the first {game[0][1]:.0f} ms ({game[0][0]}), slowest "
                  + ", ".join(f"{ms:.0f} ms ({kind})" for kind, ms in slow), flush=True)
    print(f"page worker, {args.players} {args.level} seats, {args.games} games, "
          f"{timing_summary([ms for _, ms in decisions])} (goal {GOAL_MS} ms)")
    for kind in sorted({k for k, _ in decisions}):
        print(f"  {kind}: {timing_summary([ms for k, ms in decisions if k == kind])}")


if __name__ == "__main__":
    main()
