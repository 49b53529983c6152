"""Screenshots of "How to play" and the About screen (issue 14), for
docs/screenshots/.

    python3 bench/rules_screenshots.py

Builds nothing: serves the existing dist/ (run `python3 tools/build.py`
first). Writes rules-sequence-desktop.png, rules-sequoia-phone.png,
rules-sequitur-phone.png (its goals), about-phone.png, and Sequence's guided
first game at its second step: walkthrough-desktop.png, walkthrough-phone.png.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.page import SCREENS, app_in_chromium, open_app, save_screenshot  # noqa: E402

SHOTS = (("sequence", "desktop", None), ("sequoia", "phone", None), ("sequitur", "phone", "#rules-goals"))


def main() -> None:
    with app_in_chromium(build=False) as (browser, url):
        for game, screen, anchor in SHOTS:
            context = browser.new_context(**SCREENS[screen])
            page = open_app(context, url + f"#/rules/{game}")
            page.wait_for_selector(".rules-picture > *")
            page.wait_for_timeout(300)
            if anchor:
                page.locator(anchor).scroll_into_view_if_needed()
            save_screenshot(page, f"rules-{game}-{screen}")
            context.close()
        for screen in ("desktop", "phone"):
            context = browser.new_context(**SCREENS[screen])
            page = open_app(context, url + "?fast#/sequence/learn")
            page.click("#seq-hand .seq-card[data-card='5H']")
            page.click("#seq-grid .seq-cell[data-row='5'][data-col='5']")
            page.wait_for_selector("#lesson-step:text('Step 2 of 5')")
            page.wait_for_timeout(300)
            save_screenshot(page, f"walkthrough-{screen}", full_page=screen == "phone")
            context.close()
        context = browser.new_context(**SCREENS["phone"])
        page = open_app(context, url + "#/about")
        page.wait_for_selector("#about-version")
        save_screenshot(page, "about-phone")
        context.close()


if __name__ == "__main__":
    main()
