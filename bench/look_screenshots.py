"""Screenshots of the three games' pieces at a decision against AIs, light and dark, for docs/look.md.

    python3 bench/look_screenshots.py [DIR]

Builds nothing: serves the existing dist/ (SEQGAMES_DIST honoured). At 390 x 844 (pixel ratio 2,
touch) it opens, for each game, a decision with its pieces in sight: Sequence a dozen seeded moves in
with a card chosen (chips, the hand), Sequoia's pairs mid-game (the dice, the forests' trees),
Sequitur's spelling with the rack's best word picked (the letter balls, the goal cards); and writes
DIR/look-<game>-light.png and -dark.png (DIR: docs/screenshots).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect  # noqa: E402

from bench.page import PHONE, SCREENSHOTS, app_in_chromium, open_app  # noqa: E402
from bench.sequitur_screenshots import to_the_word  # noqa: E402
from bench.sequoia_screenshots import mid_game_save  # noqa: E402
from sequence_page import new_session  # noqa: E402

SCREEN = {**PHONE, "device_scale_factor": 2}
SEQUENCE_MOVES = 12


def sequence_save() -> str:
    """A game of Ann against an AI a dozen seeded moves in, on Ann's turn."""
    session = new_session({"players": 2, "teams": 2, "variant": "classic",
                           "seats": [{"name": "Ann", "ai": ""}, {"name": "Robot", "ai": "easy"}]}, 3)
    rng = random.Random(3)
    while len(session.state.history) < SEQUENCE_MOVES or session.waiting() != [0]:
        for seat in session.waiting():
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return session.save_text()


def sequence(context, url: str):
    context.add_init_script(f"localStorage.setItem('seqgames.sequence.game', {sequence_save()!r})")
    page = open_app(context, url + "?fast#/sequence")
    page.get_by_role("link", name="Resume the saved game").click()
    page.locator("#seq-hand .seq-card[data-index='0']").click()
    return page


def sequoia(context, url: str):
    context.add_init_script(f"localStorage.setItem('seqgames.sequoia.game', {mid_game_save()!r})")
    page = open_app(context, url + "?fast#/sequoia")
    page.get_by_role("link", name="Resume the saved game").click()
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=60_000)
    return page


def sequitur(context, url: str):
    page = context.new_page()
    to_the_word(page, url)
    return page


def main() -> None:
    where = Path(sys.argv[1]) if len(sys.argv) > 1 else SCREENSHOTS
    where.mkdir(parents=True, exist_ok=True)
    with app_in_chromium(build=False) as (browser, url):
        for name, opens in (("sequence", sequence), ("sequoia", sequoia), ("sequitur", sequitur)):
            context = browser.new_context(**SCREEN, reduced_motion="reduce")
            page = opens(context, url)
            page.evaluate("document.activeElement && document.activeElement.blur()")
            for scheme in ("light", "dark"):
                page.emulate_media(color_scheme=scheme)
                page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
                path = where / f"look-{name}-{scheme}.png"
                page.screenshot(path=str(path))
                print(f"wrote {path} ({path.stat().st_size // 1000} kB)")
            context.close()


if __name__ == "__main__":
    main()
