"""Screenshots of every screen of every game at the sizes the issues ask
for: a desktop (1280x800), a phone (390x844) and a small phone (320x640)
(issue 24), and a phone held sideways (844x390, issue 39), into
docs/screenshots/<screen>-<size>.png, at one image pixel per CSS pixel (small files).

    python3 bench/screens.py [--only NAME,...]

The screens: the home, About, Settings, Statistics, joining a game, and for each game its
How to play, its setup, its table at a person's decision (a saved game a few
moves in) and its end (a finished game: Sequence's last move is played at
the table, the others open on their finished save), and its review with the
AI (a finished game, at its first turning point; also as the screen shows
it, `review-<game>-<size>-screen.png`). Games are crafted with the engine
(e2e/memory_records.py), so every run shows the same positions.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

from bench.page import READY, SCREENSHOTS, app_in_chromium  # noqa: E402

SIZES: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1},
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True},
    "small": {"viewport": {"width": 320, "height": 640}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True},
    "sideways": {"viewport": {"width": 844, "height": 390}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True},
}
GAMES = ("sequence", "sequoia", "sequitur")
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
# a control of the person's decision, on screen once the AI seats have played
DECISION = {"sequence": "#seq-hand .seq-card:not([aria-disabled=true])", "sequoia": "#sq-pairs .sq-pair, #sq-no-effect",
            "sequitur": "#sr-decision button:visible, #sr-rack button:visible, #sr-cover-ok:visible"}
TIMEOUT = 30_000


def open_route(page: Any, url: str, route: str) -> None:
    page.goto(url + "?fast" + route)
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
    page.wait_for_timeout(400)


def screens(url: str) -> list[tuple[str, Callable[[Any], None]]]:
    """(name, show it on a page) for every screen."""
    from memory_records import TABLES, in_progress, one_move_from_the_end, played, store

    def route(path: str, wait: str = "#view h1") -> Callable[[Any], None]:
        def show(page: Any) -> None:
            open_route(page, url, path)
            page.wait_for_selector(wait, timeout=TIMEOUT)
        return show

    def table(game: str, moves: int = 4) -> Callable[[Any], None]:
        def show(page: Any) -> None:
            open_route(page, url, "#/")
            store(page, game, in_progress(game, moves).save_text())
            open_route(page, url, f"#/{game}/play")
            page.wait_for_selector(f"#{PREFIX[game]}-title", timeout=TIMEOUT)
            page.locator(DECISION[game]).first.wait_for(timeout=4 * TIMEOUT)  # the person's turn, not an AI's
            page.wait_for_timeout(800)
        return show

    def finished(game: str) -> Callable[[Any], None]:
        def show(page: Any) -> None:
            open_route(page, url, "#/")
            text, action, end = one_move_from_the_end(game)
            if game != "sequence":  # two at the table, so each side has a score
                saved = dict(TABLES[game]["config"])
                TABLES[game]["config"] = {**saved, "players": 2}
                try:
                    end = played(game, 2, lambda session: False)
                finally:
                    TABLES[game]["config"] = saved
                text = end.save_text()
            store(page, game, text)
            open_route(page, url, f"#/{game}/play")
            if game == "sequence":
                page.click(f"#seq-hand .seq-card[data-card='{action.card}']", timeout=TIMEOUT)
                page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
                loupe = page.locator("#seq-loupe-space")
                if loupe.is_visible():  # a phone's board enlarges the tapped space: tap it to play
                    loupe.click()
            page.wait_for_selector(".end-screen", timeout=TIMEOUT)
            page.wait_for_timeout(800)
        return show

    def review(game: str) -> Callable[[Any], None]:
        def show(page: Any) -> None:
            from web.model.replay_file import Replay, replay_text

            open_route(page, url, "#/")
            end = played(game, 2, lambda session: False)
            store(page, game, replay_text(game, Replay(end.record(), 0)), "replay")
            open_route(page, url, f"#/{game}/review")
            page.wait_for_selector("#review-status:text-matches('^Reviewed all')", timeout=240_000)
            # the move of the first turning point, with its advice under the board
            turn = page.locator("#review-words button").first
            if turn.count():
                turn.click()
            page.wait_for_timeout(800)
        return show

    def daily_end(page: Any) -> None:
        """Sequitur's today's deal at its end, once par is worked out."""
        import sequitur_page

        open_route(page, url, "#/")
        store(page, "sequitur", sequitur_page.todays_deal_over(page))
        open_route(page, url, "#/sequitur/play")
        page.wait_for_selector("#daily-result[data-par]:not([data-par=''])", timeout=8 * TIMEOUT)

    shown: list[tuple[str, Callable[[Any], None]]] = [
        ("home", route("#/", "#home")), ("about", route("#/about")),
        ("settings", route("#/settings")), ("stats", route("#/stats")), ("join", route("#/join"))]
    for game in GAMES:
        shown += [(f"rules-{game}", route(f"#/rules/{game}")), (f"setup-{game}", route(f"#/{game}")),
                  (f"first-{game}", table(game, 0)), (f"play-{game}", table(game)),
                  (f"end-{game}", finished(game)), (f"review-{game}", review(game))]
    shown += [("daily-sequitur", route("#/sequitur/daily", "#daily-start, #daily-result")),
              ("daily-end-sequitur", daily_end)]
    return shown


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="comma-separated screen names (default: all)")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = parser.parse_args(argv)
    only = {name for name in args.only.split(",") if name}
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with app_in_chromium(build=not args.no_build) as (browser, url):
        for size, options in SIZES.items():
            context = browser.new_context(**options)
            try:
                for name, show in screens(url):
                    if only and name not in only:
                        continue
                    page = context.new_page()
                    try:
                        show(page)
                        if name.startswith("review-"):  # what the screen shows (the board and the graph),
                            path = SCREENSHOTS / f"{name}-{size}-screen.png"  # before a full page moves it
                            page.screenshot(path=str(path))
                            print(f"wrote {path.relative_to(ROOT)}")
                        path = SCREENSHOTS / f"{name}-{size}.png"
                        page.screenshot(path=str(path), full_page=True, scale="css")
                        print(f"wrote {path.relative_to(ROOT)}")
                    except Exception as error:  # one screen that fails is said; the others are still taken
                        print(f"FAILED {name}-{size}: {str(error).splitlines()[0]}", file=sys.stderr)
                    finally:
                        page.close()
            finally:
                context.close()


if __name__ == "__main__":
    main()
