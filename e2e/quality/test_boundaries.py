"""End-to-end: the page's boundaries hold (issue 16, "The page"): a damaged
or hostile save or setup never leaves a screen stuck, a full storage at
Start changes nothing and says so, a screen that fails to open offers to
clear the game's data, a deeply nested file is refused on import, and a
long unbroken name wraps on every screen down to 320 px."""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from conftest import more_options, wait_ready, watch
from sequence_page import configure, open_setup, start
from waits import settled

NESTED = "[" * 2000 + "]" * 2000


def test_a_deeply_nested_save_is_refused_and_can_be_cleared(app: Page, base_url: str) -> None:
    """A save of that shape broke its game's screen on every reload until site data was cleared."""
    app.evaluate("text => localStorage.setItem('seqgames.sequoia.game', text)", NESTED)
    app.goto(base_url + "?fast#/sequoia/play")
    expect(app.locator("#sequoia-save-problem")).to_have_text(
        "The saved game cannot be resumed: it is nested deeper than 64 levels.", timeout=30_000)
    app.evaluate("localStorage.setItem('seqgames.lang', 'de')")  # the same save, said in German (its code's words)
    app.reload()
    expect(app.locator("#sequoia-save-problem")).to_have_text(
        "Das gespeicherte Spiel kann nicht fortgesetzt werden: die Daten sind tiefer als 64 Ebenen verschachtelt.",
        timeout=30_000)
    app.click("#sequoia-clear-save")
    expect(app.locator("#sq-start")).to_be_visible(timeout=30_000)
    assert app.evaluate("localStorage.getItem('seqgames.sequoia.game')") is None
    assert app.console_errors == []


def test_a_damaged_stored_setup_still_opens_the_setup_screen(app: Page, base_url: str) -> None:
    """The issue's case left the Sequence setup empty with "Starting the app..." on every load."""
    app.evaluate("""() => localStorage.setItem('seqgames.sequence.setup',
        JSON.stringify({players: 2, teams: 2, variant: 'classic', seats: ['a', 'b']}))""")
    app.goto(base_url + "?fast#/sequence")
    expect(app.locator("#seq-start")).to_be_visible(timeout=30_000)
    for bad in ('{"players": "x", "seats": 5, "teams": [], "board": 7}', NESTED, "null", '{"seats": [null, [], 3]}'):
        app.evaluate("text => localStorage.setItem('seqgames.sequence.setup', text)", bad)
        app.reload()
        wait_ready(app)
        expect(app.locator("#seq-start")).to_be_visible(timeout=30_000)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    assert app.console_errors == []


def test_a_screen_that_fails_to_open_offers_to_clear_the_games_data(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    # a browser without ResizeObserver: the table's screen fails in Python (a JavaScript exception would
    # unwind through MicroPython uncaught: calls that can throw go through web/page/ffi.py `attempt`)
    app.evaluate("() => { delete window.ResizeObserver; window.ResizeObserver = undefined; }")
    app.evaluate("() => { location.hash = '#/'; }")
    app.evaluate("() => { location.hash = '#/sequence/play'; }")
    expect(app.locator("#screen-problem")).to_contain_text("could not open", timeout=30_000)
    app.click("#screen-clear")
    expect(app.locator("#seq-start")).to_be_visible(timeout=30_000)
    # the saved game and the remembered setup are gone (the setup screen may note the AI levels again)
    assert app.evaluate("localStorage.getItem('seqgames.sequence.game')") is None
    assert app.evaluate("localStorage.getItem('seqgames.sequence.setup')") is None


def test_a_full_storage_at_start_changes_nothing_and_says_so(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    saved = app.evaluate("localStorage.getItem('seqgames.sequence.game')")
    app.goto(base_url + "?fast#/sequence")
    expect(app.locator("#seq-start")).to_be_visible(timeout=30_000)
    app.evaluate("""() => { const real = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (key.endsWith('.game')) throw new DOMException('full', 'QuotaExceededError');
          return real.call(this, key, value); }; }""")
    configure(app, 3, [("Ann", ""), ("Bo", "easy"), ("Cy", "easy")])
    app.click("#seq-start")
    app.click("#seq-start-replace")  # a game is in progress: Start asks first
    expect(app.locator("#seq-error")).to_contain_text("did not let the game be saved")
    assert app.url.endswith("#/sequence")
    assert app.evaluate("localStorage.getItem('seqgames.sequence.game')") == saved


def test_a_deeply_nested_file_is_refused_on_import(app: Page, base_url: str, tmp_path: Path) -> None:
    open_setup(app, base_url)
    path = tmp_path / "nested.json"
    path.write_text(NESTED)
    more_options(app, "seq")
    app.click(".seq-import summary")
    app.set_input_files("#seq-import", str(path))
    expect(app.locator("#seq-import-msg")).to_have_text("This file cannot be loaded: it is nested deeper than 64 levels.")
    assert app.console_errors == []


LONG = "W" * 40  # a long unbroken name


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, f"the page scrolls sideways: {width}px"


def test_a_long_unbroken_name_wraps_on_every_screen_at_320_px(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 320, "height": 640})
    page = context.new_page()
    watch(context, page)
    for game, prefix, players in (("sequence", "seq", 2), ("sequoia", "sq", 2), ("sequitur", "sr", 2)):
        page.goto(base_url + f"?fast#/{game}")
        wait_ready(page)
        expect(page.locator(f"#{prefix}-start")).to_be_visible(timeout=30_000)
        page.select_option(f"#{prefix}-players", str(players))
        page.fill(f"#{prefix}-name-0", LONG)
        page.select_option(f"#{prefix}-kind-0", "")
        page.fill(f"#{prefix}-name-1", LONG[:-1] + "V")
        page.select_option(f"#{prefix}-kind-1", "")
        no_sideways_scroll(page)
        page.click(f"#{prefix}-start")  # Sequence's cut plays by itself, then the cover
        expect(page.locator(f"#{prefix}-cover")).to_be_visible(timeout=30_000)
        no_sideways_scroll(page)
        page.click(f"#{prefix}-cover-ok")
        settled(page)
        no_sideways_scroll(page)
    assert page.console_errors == []
    context.close()
