"""The home screen remembers each game (issue 15), clicked as a person would:
its "Resume" notes and pictures, by keyboard and offline too. On a
phone-sized screen (390 px); `?fast` for speed. Its header shows the app's
name on a phone too (issue 65)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import watch

from memory_page import TIMEOUT, open_page
from memory_records import in_progress, store


@pytest.mark.service_worker
def test_home_resumes_each_game_and_draws_its_pictures_offline_too(app: Page, base_url: str) -> None:
    for game, moves in (("sequence", 4), ("sequoia", 2), ("sequitur", 3)):
        store(app, game, in_progress(game, moves=moves).save_text())
    open_page(app, base_url + "?fast#/")
    expect(app.locator("#picture-sequence svg")).to_have_count(1)  # drawn at build time (tools/prerender.py)
    expect(app.locator("#picture-sequoia svg")).to_have_count(1)
    expect(app.locator("#picture-sequoia .sq-die")).to_have_count(5)
    expect(app.locator("#picture-sequitur .sr-ball")).to_have_count(8)
    expect(app.locator("#resume-sequence")).to_contain_text("In progress: Ann and Computer 1, turn")
    expect(app.locator("#resume-sequoia")).to_contain_text("turn 2 of 10")
    expect(app.locator("#resume-sequitur")).to_contain_text("round 1 of 3")
    # by keyboard: Tab reaches Sequoia's Resume, Enter opens its table
    for _ in range(12):
        app.keyboard.press("Tab")
        if app.evaluate("document.activeElement.id") == "resume-sequoia-link":
            break
    assert app.evaluate("document.activeElement.id") == "resume-sequoia-link"
    app.keyboard.press("Enter")
    expect(app.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
    # offline, once the first visit is kept (the service worker has precached the release, the worker's
    # Pyodide included): the home screen, its resume notes and the statistics need no network
    app.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    app.context.set_offline(True)
    app.goto(base_url + "?fast#/")
    expect(app.locator("#resume-sequitur")).to_contain_text("round 1 of 3")
    app.click("#home-stats")
    expect(app.locator("#stats-empty")).to_have_text("No game has been counted yet.")
    app.context.set_offline(False)
    assert app.console_errors == []


# the app's name in the header: each line of its text, its size, and what a point in the middle of
# each line shows (a name clipped away, or covered, is not what is there); the header's links
NAME = """() => {
  const name = document.querySelector('.app-header .brand-text'), range = document.createRange();
  range.selectNodeContents(name);
  const lines = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => {
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, shown: !!hit && name.contains(hit)};
  });
  const links = [...document.querySelectorAll('.app-header a')].map((a) => {
    const r = a.getBoundingClientRect(); return {text: a.textContent.trim(), left: r.left, width: r.width, height: r.height};
  });
  return {text: name.textContent.replace(/\\s+/g, ' '), size: parseFloat(getComputedStyle(name).fontSize), lines, links};
}"""


@pytest.mark.parametrize("size", [(390, 844), (320, 640)])
def test_the_header_shows_the_app_s_name_on_a_phone(browser: Browser, base_url: str, size: tuple[int, int]) -> None:
    """Issue 65: at phone width the header hid the app's name (only its mark showed, the name kept for
    screen readers). Now the name is on the screen, every line of it in sight, uncovered and beside
    the links, at least 12 px; the links stay 44 px tall and nothing scrolls sideways."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
    page = context.new_page()
    watch(context, page)
    open_page(page, base_url + "?fast#/")
    expect(page.locator("#home")).to_be_visible(timeout=TIMEOUT)
    found = page.evaluate(NAME)
    assert found["text"] == "Sequence · Sequoia · Sequitur", found
    assert found["size"] >= 12, found
    assert found["lines"], found
    settings = [link for link in found["links"] if link["text"] == "Settings"][0]
    for line in found["lines"]:
        assert line["shown"], f"a line of the name is hidden or covered: {found}"
        assert line["left"] >= 0 and line["top"] >= 0 and line["right"] <= width and line["bottom"] <= height, found
        assert line["right"] <= settings["left"], f"the name runs under the links: {found}"
    assert all(link["height"] >= 44 and link["width"] >= 44 for link in found["links"]), found["links"]
    expect(page.locator(".app-header .brand")).to_have_accessible_name("Sequence · Sequoia · Sequitur")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert page.console_errors == []  # type: ignore[attr-defined]
    context.close()


def test_the_home_screen_imports_the_games_setups_ahead(app: Page, base_url: str) -> None:
    """While a person looks at the home screen, each game's setup is imported in short steps
    (web/shell/home.py `setups_ahead`, issue 66), so a card's tap only builds the setup; a page
    opened on another screen (an invitation) leaves them out: its own work comes first."""
    open_page(app, base_url + "?fast#/")
    app.wait_for_function("performance.getEntriesByName('setups:ahead').length === 1", timeout=TIMEOUT)
    app.click("#card-sequence")
    expect(app.locator("#seq-start")).to_be_visible(timeout=TIMEOUT)
    join = app.context.new_page()  # a page of its own: a new hash alone keeps the document
    open_page(join, base_url + "?fast#/join")
    expect(join.locator("#net-join-title")).to_be_visible(timeout=TIMEOUT)
    join.wait_for_timeout(2000)  # SETUPS_AHEAD_S and three setups' imports, many times over
    assert join.evaluate("performance.getEntriesByName('setups:ahead').length") == 0
