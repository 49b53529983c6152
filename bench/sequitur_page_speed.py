"""The Sequitur AI's decision time as the page runs it: in the background
worker of its level (web/model/catalog.py `Game.place`: the light worker's
MicroPython for Easy and Medium, Pyodide's for Hard and Expert), measured by
the page around each `act` round trip (the message to the worker, the
decision, the answer); and whether the page kept painting meanwhile.

    python bench/sequitur_page_speed.py [--games 3] [--players 2] [--level hard]
                                        [--throttle 4] [--no-build] [--wait worker-words]

Builds dist/ (SEQGAMES_DIST honoured; `--no-build` serves it as it is),
serves it, opens `#/sequitur` in headless Chromium (no `?fast`: the AI gets
the page's real time budget; `--throttle 4`: the CPU slowed as a phone's,
CDP), waits for the dictionary's handover to the level's worker
(`data-light-words` or `data-worker-words`; `--wait` names another, for a
build before the light worker), seats `--players` AI seats of `--level` and
no person (such a table plays through on its own) and plays `--games`
games. The page keeps the round trips in `data-ai-ms` (and their decision
kinds in `data-ai-kinds`) on the page's <html> element; this prints their
mean, p95 and max in milliseconds against the 1 s goal of issue 7, overall
and per decision kind, and the longest gap between two painted frames
(requestAnimationFrame) while the setup screen handed the words over and
while the games played.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.page import READY, app_in_chromium, timing_summary  # noqa: E402
from web.model.catalog import GAMES_BY_ID, LIGHT  # noqa: E402

GOAL_MS = 1000
# The longest gap between two painted frames since the last reset (ms).
FRAMES = """(() => {
  const watch = (window.__frames = {last: 0, max: 0});
  const tick = (now) => {
    if (watch.last) watch.max = Math.max(watch.max, now - watch.last);
    watch.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();"""


def longest_gap(page, reset: bool = True) -> float:
    return float(page.evaluate("(reset) => { const gap = window.__frames.max; if (reset) window.__frames.max = 0;"
                               " return gap; }", reset))


def play(page, players: int, level: str, wait: str) -> tuple[list[tuple[str, float]], float, float]:
    """One game from the setup screen to the end: (decision kind, round trip in ms) of each AI decision,
    and the longest frame gap while the words were handed over and while the game played."""
    page.goto(page.url.split("#")[0] + "#/sequitur")
    page.wait_for_selector("#sr-start", timeout=60_000)
    longest_gap(page)
    # the setup screen hands the dictionary to the worker, which prepares the AI meanwhile: a person
    # choosing seats takes longer than that (about a second), so the table starts once it is done
    page.wait_for_selector(f"html[data-{wait}=ready]", state="attached", timeout=120_000)
    setup_gap = longest_gap(page)
    page.select_option("#sr-players", str(players))
    for i in range(players):
        page.select_option(f"#sr-kind-{i}", level)
    page.click("#sr-start")
    page.wait_for_selector("#sr-winner", timeout=900_000)
    play_gap = longest_gap(page)
    ms = (page.get_attribute("html", "data-ai-ms") or "").split(",")
    kinds = (page.get_attribute("html", "data-ai-kinds") or "").split(",")
    return [(k, float(x)) for k, x in zip(kinds, ms) if x], setup_gap, play_gap


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slowdown (4: a phone)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--wait", help="the handover to wait for (default: the level's worker's)")
    args = parser.parse_args()
    wait = args.wait or ("light-words" if GAMES_BY_ID["sequitur"].place(args.level) == LIGHT else "worker-words")
    decisions: list[tuple[str, float]] = []
    with app_in_chromium(build=not args.no_build) as (browser, url):
        context = browser.new_context()
        context.add_init_script(FRAMES)
        page = context.new_page()
        if args.throttle != 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        for k in range(args.games):
            game, setup_gap, play_gap = play(page, args.players, args.level, wait)
            decisions.extend(game)
            slow = sorted(game, key=lambda d: -d[1])[:3]
            print(f"game {k + 1}: {len(game)} decisions, the first {game[0][1]:.0f} ms ({game[0][0]}), slowest "
                  + ", ".join(f"{ms:.0f} ms ({kind})" for kind, ms in slow)
                  + f"; longest frame gap: {setup_gap:.0f} ms handing the words over ({wait}), "
                  f"{play_gap:.0f} ms playing", flush=True)
    print(f"page ({wait}), CPU {args.throttle:g}x, {args.players} {args.level} seats, {args.games} games, "
          f"{timing_summary([ms for _, ms in decisions])} (goal {GOAL_MS} ms)")
    for kind in sorted({k for k, _ in decisions}):
        print(f"  {kind}: {timing_summary([ms for k, ms in decisions if k == kind])}")


if __name__ == "__main__":
    main()
