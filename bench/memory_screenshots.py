"""Screenshots of what is remembered from game to game (issue 15) and the
home screen's pictures (issue 14), for docs/screenshots/.

    python3 bench/memory_screenshots.py

Builds nothing: serves the existing dist/ (run `python3 tools/build.py`
first). The games are made here with the page's own sessions
(e2e/memory_records.py): Ann (a person) against an AI, one move from the
end, so the page finishes each game and counts it. Writes:

- home-desktop.png, home-phone.png: each game's picture and "Resume";
- stats-phone.png: the statistics after one game of each;
- replay-sequence-desktop.png, replay-sequoia-phone.png,
  replay-sequitur-desktop.png: a replay in the middle of each game;
- import-question-desktop.png: the import asking before it replaces a game;
- undo-sequoia-phone.png: Sequoia's undo, the turn taken back.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from bench.page import SCREENS, app_in_chromium, open_app, save_screenshot  # noqa: E402
from conftest import more_options  # noqa: E402
from memory_records import in_progress, one_move_from_the_end, store  # noqa: E402

TIMEOUT = 60_000
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}


def finish(page, url: str, game: str) -> int:
    """Play a crafted game's last move on the page; how many actions it took."""
    text, action, end = one_move_from_the_end(game)
    store(page, game, text)
    page.goto(url + f"?fast#/{game}/play")
    if game == "sequence":
        page.click(f"#seq-hand .seq-card[data-card='{action.card}']", timeout=TIMEOUT)
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
    elif game == "sequoia":
        page.click(f"#sq-pairs [data-pair='{action.a},{action.b}']", timeout=TIMEOUT)
    else:
        page.click("#sr-nothing", timeout=TIMEOUT)
    page.wait_for_selector(f"#{PREFIX[game]}-end:not([hidden])", timeout=TIMEOUT)
    return len(end.state.history)


def replay_at(page, game: str, move: int) -> None:
    page.click(f"#{PREFIX[game]}-replay")
    page.wait_for_selector("#replay-where")
    for _ in range(move):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(f"document.querySelector('#replay-where').textContent.startsWith('Move {move} ')")


def main() -> None:
    with app_in_chromium(build=False) as (browser, url):
        for screen in ("desktop", "phone"):
            context = browser.new_context(**SCREENS[screen])
            page = open_app(context, url + "?fast")
            for game, moves in (("sequence", 4), ("sequoia", 2), ("sequitur", 3)):
                store(page, game, in_progress(game, moves=moves).save_text())
            page.goto(url + "?fast#/")
            page.wait_for_selector("#picture-sequoia svg", state="attached", timeout=TIMEOUT)
            page.wait_for_selector("#resume-sequitur-link")
            save_screenshot(page, f"home-{screen}", full_page=True)
            context.close()

        context = browser.new_context(**SCREENS["desktop"])
        page = open_app(context, url + "?fast")
        store(page, "sequence", in_progress("sequence").save_text())
        path = Path("/tmp/memory-screenshot-record.json")
        path.write_text(in_progress("sequence", seed=9).record_text())
        page.goto(url + "?fast#/sequence")
        more_options(page, "seq")
        page.click(".seq-import summary", timeout=TIMEOUT)
        page.set_input_files("#seq-import", str(path))
        page.wait_for_selector("#seq-import-question")
        save_screenshot(page, "import-question-desktop")
        finish(page, url, "sequence")
        replay_at(page, "sequence", 41)
        page.check("#replay-reveal")
        save_screenshot(page, "replay-sequence-desktop", full_page=True)
        finish(page, url, "sequitur")
        replay_at(page, "sequitur", 20)
        save_screenshot(page, "replay-sequitur-desktop", full_page=True)
        context.close()

        context = browser.new_context(**SCREENS["phone"])
        page = open_app(context, url + "?fast")
        finish(page, url, "sequoia")
        replay_at(page, "sequoia", 31)
        save_screenshot(page, "replay-sequoia-phone", full_page=True)
        page.goto(url + "?fast#/stats")
        page.wait_for_selector(".stats-player")
        save_screenshot(page, "stats-phone", full_page=True)
        store(page, "sequoia", in_progress("sequoia", moves=2).save_text())
        page.goto(url + "?fast#/sequoia/play")
        page.locator("#sq-pairs .sq-pair").first.click(timeout=TIMEOUT)
        page.wait_for_function("document.querySelectorAll('#sq-log li').length >= 2", timeout=TIMEOUT)
        page.click("#sq-undo")
        page.wait_for_selector("#sq-pairs .sq-pair", timeout=TIMEOUT)
        save_screenshot(page, "undo-sequoia-phone", full_page=True)
        context.close()


if __name__ == "__main__":
    main()
