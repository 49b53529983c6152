"""Helpers shared by the browser tests of what is remembered (e2e/table/test_replay_undo_import.py,
e2e/table/test_history.py) and of the end screens: a phone's context, each game's id prefix, opening a page
with Python ready, a table on a saved game, the sideways-scroll check and Ann's last move by clicking."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from conftest import PHONE, wait_ready  # noqa: F401 (PHONE: the tests' phone size, kept here too)
from memory_records import store
from waits import within

PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
TIMEOUT = 30_000


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    wait_ready(page)


def open_saved(page: Page, base_url: str, game: str, text: str, ready: str, *, in_place: bool = False,
               part: str = "game") -> None:
    """Open `game`'s table on the autosave `text`, as a reload after a game's save does (`?fast`),
    and wait for `ready` to show. With `in_place`, in the app already running on the page (if it
    is): from the home screen, the save stored, the table opened as a player's tap on its card does
    (`show`), the app going on where a reload would start it anew (about a second of CPU a table).
    `part` "today": today's deal's own autosave, at its table (`#/<game>/play/today`)."""
    table = f"#/{game}/play" if part == "game" else f"#/{game}/play/{part}"
    if in_place and running(page, base_url):
        show(page, "#/")
        store(page, game, text, part)
        show(page, table)
    else:
        page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
        store(page, game, text, part)
        page.goto(f"{base_url}?fast{table}")
        wait_ready(page)
    expect(page.locator(ready).first).to_be_visible(timeout=30_000)


def running(page: Page, base_url: str) -> bool:
    """Whether the app runs on `page`, from `base_url` in the tests' mode (`?fast`), Python ready."""
    return page.url.startswith(f"{base_url}?fast") and \
        page.evaluate("document.documentElement.dataset.appReady === 'true'")


# the address's hash set, once the app's router has taken the change (its listener, added at the app's
# start, runs before this one): the screen before is gone, the new one mounted or on its way
NEW_HASH = """(route) => new Promise((done) => {
    addEventListener("hashchange", () => done(true), {once: true});
    location.hash = route;
})"""


def show(page: Page, route: str) -> None:
    """The app running on `page` shows `route` (`#/...`) as a tap on a link does: the address's hash
    changes and the app, still running, mounts that screen (through the home screen first when
    `route` is shown already, so it is mounted anew)."""
    if page.evaluate("location.hash") == route:
        if route == "#/":
            return
        show(page, "#/")
    within(page, NEW_HASH, route, what=f"the app's change of screen to {route}")
    if route == "#/":
        expect(page.locator("#home")).to_be_visible(timeout=TIMEOUT)


def open_route(page: Page, base_url: str, route: str, ready: str) -> None:
    """`route` (`#/...`) shown, `ready` visible: in the app running on `page` (`show`), else the app
    opened there (`?fast`)."""
    if running(page, base_url):
        show(page, route)
    else:
        page.goto(f"{base_url}?fast{route}")
        wait_ready(page)
    expect(page.locator(ready).first).to_be_visible(timeout=TIMEOUT)


def at_move(move: object = None, total: object = None) -> re.Pattern[str]:
    """The replay's counter at `move` of `total` (any, when None), after the table's own count of the
    position shown (web/model/wording.py replay_progress): 'Turn 9 of 10 · move 16 of 36'."""
    number, of = (r"\d+" if part is None else str(part) for part in (move, total))
    return re.compile(rf"(^|· )[Mm]ove {number} of {of}$")


def no_sideways_scroll(page: Page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def last_move(page: Page, game: str, action: object) -> None:
    """Ann's last move, by clicking."""
    if game == "sequence":
        page.click(f"#seq-hand .seq-card[data-card='{action.card}']")
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")  # two taps: the move is played
    elif game == "sequoia":
        page.click(f"#sq-pairs [data-pair='{action.a},{action.b}']", timeout=TIMEOUT)
    else:
        assert action.is_nothing, action  # the crafted solo game ends by spelling nothing
        page.click("#sr-nothing", timeout=TIMEOUT)
