"""Screenshots of a Sequence game on a phone and on a desktop, for docs/.

    python3 bench/sequence_screenshots.py

Builds nothing: serves the existing dist/ (run `python3 tools/build.py`
first), starts a game against the AI, plays a dozen turns by clicking, and
writes docs/screenshots/sequence-phone.png (390 x 844, pixel ratio 3) and
docs/screenshots/sequence-desktop.png (1366 x 900, pixel ratio 1.5).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from bench.page import DESKTOP, PHONE, app_in_chromium, save_screenshot  # noqa: E402
from sequence_page import configure, open_setup, play_turn, start, wait_my_turn_or_end  # noqa: E402

SCREENS = {"phone": PHONE, "desktop": {**DESKTOP, "device_scale_factor": 1.5}}
TURNS = 12


def main() -> None:
    with app_in_chromium(build=False) as (browser, url):
        for name, screen in SCREENS.items():
            context = browser.new_context(**screen)
            page = context.new_page()
            open_setup(page, url)
            configure(page, 2, [("Ann", ""), ("Robot", "easy")])
            start(page)
            for _ in range(TURNS):
                if wait_my_turn_or_end(page):
                    break
                play_turn(page)
            wait_my_turn_or_end(page)
            # Select a card so its spaces are highlighted in the picture.
            page.click("#seq-hand .seq-card[data-index='0']")
            page.evaluate("window.scrollTo(0, 0)")
            save_screenshot(page, f"sequence-{name}", full_page=screen["is_mobile"])
            context.close()


if __name__ == "__main__":
    main()
