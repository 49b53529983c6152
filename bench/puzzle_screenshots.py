"""Screenshots of the day's challenges at 390 x 844 (issue 83): each puzzle missed and solved,
and Sequitur's today's deal at its end, for docs/features.md "Today".

    python3 bench/puzzle_screenshots.py [DIR]

Builds nothing: serves the existing dist/ (SEQGAMES_DIST honoured). A phone (touch, the clock
fixed to a day, so every run shows the same puzzles) opens each puzzle at its table, taps a move
that misses (Sequence's first legal move that is no answer, Sequoia's pair worth least) and then
the answer, and writes DIR/puzzle-<name>-phone.png (the miss told why) and
DIR/puzzle-<name>-solved-phone.png: sequence (a win in one), sequoia (the last turn), and
sequoia-tiebreak (a Sunday's tiebreaker turn); then today's deal of Sequitur played to its end by
the easy AI for Ann, opened as its save, par worked out: DIR/puzzle-sequitur-end-phone.png
(DIR: docs/screenshots). The e2e tests take these moments too, but write screenshots only where
SHOTS=<dir> says.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect  # noqa: E402

from bench.page import PHONE, READY, SCREENSHOTS, app_in_chromium  # noqa: E402
from daily_pages import taps  # noqa: E402

SCREEN = {**PHONE, "device_scale_factor": 2}
TIMEOUT = 60_000
SEQUENCE_DAY = "2026-11-30"  # a win in one: the answer's sequence drawn once solved
SEQUOIA_DAY = "2026-12-02"
TIEBREAK_DAY = "2026-12-06"  # a Sunday: a tiebreaker turn
DEAL_DAY = "2026-12-02"


def settled(page: Any) -> None:
    """No focus ring nor pointer's hover left on what was tapped (a phone shows neither), drawn."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.mouse.move(1, page.viewport_size["height"] - 1)
    page.wait_for_timeout(300)  # a button's colour eases back (app.css: .12s)
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def shoot(page: Any, where: Path, name: str) -> None:
    settled(page)
    path = where / f"{name}.png"
    page.screenshot(path=str(path), scale="css")
    print(f"wrote {path} ({path.stat().st_size // 1000} kB)")


def on_day(browser: Any, day: str, screen: dict[str, Any] | None = None) -> tuple[Any, Any]:
    context = browser.new_context(**(screen or SCREEN), reduced_motion="reduce")
    page = context.new_page()
    page.clock.set_fixed_time(f"{day}T12:00:00")
    return context, page


def puzzle(browser: Any, url: str, where: Path, name: str, game: str, day: str,
           screen: dict[str, Any] | None = None, size: str = "phone") -> None:
    """A day's puzzle missed once (told why), then solved: two screenshots (`screen`: the context's
    options, PHONE's by default; `size`: the files' last word)."""
    context, page = on_day(browser, day, screen)
    try:
        page.goto(url + f"?fast#/{game}/daily")
        expect(page.locator("#puzzle")).to_have_attribute("data-day", day, timeout=TIMEOUT)
        wrong, answer = taps(game, day)
        for selector in wrong:
            page.locator(selector).tap()
        expect(page.locator("#puzzle-why")).to_contain_text("Try again", timeout=TIMEOUT)
        shoot(page, where, f"puzzle-{name}-{size}")
        for selector in answer:
            page.locator(selector).tap()
        expect(page.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=TIMEOUT)
        shoot(page, where, f"puzzle-{name}-solved-{size}")
    finally:
        context.close()


def deal_end(browser: Any, url: str, where: Path) -> None:
    """Sequitur's today's deal at its end, par worked out by the expert AI in the worker."""
    from memory_records import store
    from sequitur_page import todays_deal_over

    context, page = on_day(browser, DEAL_DAY)
    try:
        page.goto(url + "manifest.webmanifest")  # the origin's storage, before the app reads it
        store(page, "sequitur", todays_deal_over(page), "today")
        store(page, "sequitur", json.dumps({"day": DEAL_DAY}), "daily")  # dealt here as today's: its streak counts it
        page.goto(url + "?fast#/sequitur/play/today")
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
        expect(page.locator("#sr-par")).to_be_visible(timeout=4 * TIMEOUT)
        page.evaluate("document.querySelector('.table-tray').scrollTop = 0")
        shoot(page, where, "puzzle-sequitur-end-phone")
    finally:
        context.close()


def main() -> None:
    where = Path(sys.argv[1]) if len(sys.argv) > 1 else SCREENSHOTS
    where.mkdir(parents=True, exist_ok=True)
    with app_in_chromium(build=False) as (browser, url):
        puzzle(browser, url, where, "sequence", "sequence", SEQUENCE_DAY)
        puzzle(browser, url, where, "sequoia", "sequoia", SEQUOIA_DAY)
        puzzle(browser, url, where, "sequoia-tiebreak", "sequoia", TIEBREAK_DAY)
        deal_end(browser, url, where)


if __name__ == "__main__":
    main()
