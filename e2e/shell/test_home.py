"""The home screen remembers each game (issue 15), clicked as a person would:
its "Resume" notes and pictures, by keyboard and offline too. On a
phone-sized screen (390 px); `?fast` for speed."""
from __future__ import annotations

from playwright.sync_api import Page, expect

from memory_page import TIMEOUT, open_page
from memory_records import in_progress, store


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
