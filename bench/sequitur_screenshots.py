"""Screenshots of a Sequitur game on a phone and on a desktop, for docs/.

    python3 bench/sequitur_screenshots.py

Builds nothing: serves the existing dist/ (SEQGAMES_DIST honoured; run
`python3 tools/build.py` first), starts a game of Ann against an AI, plays
round 1 by clicking up to the spelling step, picks the balls of the rack's
best word (turning the rack around if only that way reads one) (the word, its score and the dictionary's verdict show live), and
writes docs/screenshots/sequitur-phone.png (390 x 844, pixel ratio 3, the
first screen) and docs/screenshots/sequitur-desktop.png (1366 x 900, pixel
ratio 1).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect  # noqa: E402

from bench.page import SCREENS, app_in_chromium, save_screenshot  # noqa: E402
from engine.sequitur import dictionary  # noqa: E402
from engine.sequitur.spelling import best_words  # noqa: E402
from sequitur_page import TIMEOUT, act, open_setup, rack, start  # noqa: E402

SEED_NAMES = [("Ann", ""), ("Robot", "hard")]


def pick_best_word(page) -> None:
    """Click the balls of the rack's highest-scoring word read left to right (not spelled yet),
    turning the rack around first when only the other way reads a word."""
    for turn in (False, True):
        if turn:
            before = rack(page)
            page.click("#sr-flip")
            page.wait_for_function("(b) => [...document.querySelectorAll('#sr-rack .sr-letter')]"
                                   ".map(e => e.textContent.trim() || '?').join('') === b", arg="".join(before[::-1]))
        words = [(w, s) for w, s in best_words(rack(page), dictionary.load())
                 if list(s.positions) == sorted(s.positions) and s.blank is None and s.qu is None]
        if words:
            break
    else:
        return
    word, spell = words[0]
    for p in spell.positions:
        page.click(f"#sr-ball-{p}")
    expect(page.locator("#sr-word-text")).to_have_text(word.text.upper())


def to_the_word(page, url: str) -> None:
    """A game of Ann against an AI, played by clicking through round 1 up to the word to spell,
    the rack's best word picked."""
    open_setup(page, url)
    start(page, SEED_NAMES)
    for _ in range(40):
        page.locator("#sr-spell:visible, #sr-pass:visible, #sr-colour-green:visible, "
                     "#sr-end-right:visible, #sr-keep-0:visible").first.wait_for(timeout=TIMEOUT)
        if page.locator("#sr-spell").is_visible():
            break
        act(page)
    pick_best_word(page)


def main() -> None:
    with app_in_chromium(build=False) as (browser, url):
        for name, screen in SCREENS.items():
            context = browser.new_context(**screen, reduced_motion="reduce")
            page = context.new_page()
            to_the_word(page, url)
            page.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
            save_screenshot(page, f"sequitur-{name}")
            context.close()

if __name__ == "__main__":
    main()
