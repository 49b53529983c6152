"""Screenshots of a 5-player Sequoia game in progress on a phone and on a
desktop, for docs/.

    python3 bench/sequoia_screenshots.py

Builds nothing: serves the existing dist/ (run `python3 tools/build.py`
first; SEQGAMES_DIST is honoured). The game is made here with the page's own
session (web/games/sequoia/session.py): Ann (a person) and four AI players
play TURNS turns, each choice seeded and random but mostly growing the
player's own stacks, so some forests hold many trees; its save text goes
into localStorage, from which the page resumes it on Ann's roll. Writes
docs/screenshots/sequoia-phone.png (390 x 844 at pixel ratio 3: the board
and the scores) and docs/screenshots/sequoia-desktop.png (1366 x 900).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect  # noqa: E402

from bench.page import SCREENS, app_in_chromium, open_app, save_screenshot  # noqa: E402
from web.games.sequoia import GAME  # noqa: E402
from web.model.seats import seat_from_json  # noqa: E402
from web.model.session import Session  # noqa: E402

NAMES = (("Ann", ""), ("Bea", "hard"), ("Cal", "medium"), ("Dev", "easy"), ("Eli", "hard"))
TURNS = 8
GAME_KEY = "seqgames.sequoia.game"  # the autosave (web/device/saves.py)
SEED = 7


def mid_game_save(players: int = len(NAMES), turns: int = TURNS) -> str:
    """The save text of a game of `players` after `turns` turns of seeded choices."""
    seats = [seat_from_json({"name": name, "ai": ai}, i) for i, (name, ai) in enumerate(NAMES[:players])]
    session = Session.new(GAME, {"players": players, "tokens": "face-up"}, seats, {}, SEED)
    rng = random.Random(SEED)
    while session.state.turn < turns:
        trees = session.public()["trees"]
        for seat in session.waiting():
            options = session.state.legal_actions(seat)
            # mostly keep growing one's own stacks, so some forests hold many trees
            mine = max(options, key=lambda s: trees[str(s.a)][seat] + trees[str(s.b)][seat] + rng.random())
            session.apply(seat, mine if rng.random() < 0.6 else rng.choice(options))
    return session.save_text()


def main() -> None:
    save = mid_game_save()
    with app_in_chromium(build=False) as (browser, url):
        for name, screen in SCREENS.items():
            context = browser.new_context(**screen)
            context.add_init_script(f"localStorage.setItem({GAME_KEY!r}, {save!r})")
            page = open_app(context, url + "?fast#/sequoia")
            page.get_by_role("link", name="Resume the saved game").click()
            expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=60_000)
            page.evaluate("window.scrollTo(0, 0)")
            save_screenshot(page, f"sequoia-{name}")
            context.close()


if __name__ == "__main__":
    main()
