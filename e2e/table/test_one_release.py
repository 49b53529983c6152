"""One release at a time (STYLE.md, issue 49): the page runs on MicroPython
and starts the Pyodide worker later, so a release published in between could
give the worker another release's files. Here the server "publishes" a new
build while a game waits for its worker: the worker's app.zip is held, then
answered with a build whose web/release.py names another BUILD, as a static
host would once the new release is up. The page sees the mismatch, says it is
updating and reloads; the game is back after the reload, with every move, and
the AI plays from a worker of the page's own build. The light worker (MicroPython's,
which reads the page's pack again) is held to the same check."""
from __future__ import annotations

import io
import os
import re
import zipfile
from pathlib import Path

from playwright.sync_api import Browser, Error as PlaywrightError, Page, Route, expect

from conftest import wait_ready, watch
from sequence_page import configure, play_turn, start
from sequitur_page import act as sequitur_act, start as start_sequitur
from tools.build import PACK_MAGIC, read_app_pack

ROOT = Path(__file__).resolve().parents[2]
APP_ZIP = "**/web/app.zip"
PACK = "**/web/app-files.txt"
OTHER = b"0000000000000000"


def other_build(zip_bytes: bytes) -> bytes:
    """The same app zip with web/release.py naming another build (as the next release's would)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(zip_bytes)) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "web/release.py":
                text = data.decode()
                assert re.search(r'^BUILD = "[0-9a-f]{16}"$', text, re.M), text
                data = re.sub(r'^BUILD = ".*"$', 'BUILD = "0000000000000000"', text, flags=re.M).encode()
            new.writestr(info, data)
    return out.getvalue()


def test_a_worker_of_another_release_reloads_the_page_and_the_game_goes_on(browser: Browser, base_url: str) -> None:
    # No service worker: every file comes from the server, as on a first visit, so the server's
    # new release reaches the worker (with one, the new release's service worker would bring it).
    context = browser.new_context(service_workers="block")
    dist = Path(os.environ.get("SEQGAMES_DIST") or ROOT / "dist")
    newer = other_build((dist / "web" / "app.zip").read_bytes())
    held: list[Route] = []
    published: list[bool] = []

    def hold(route: Route) -> None:  # the worker's request for its app
        if published:
            route.continue_()
        else:
            held.append(route)

    context.route(APP_ZIP, hold)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast#/sequence")
    wait_ready(page)
    configure(page, 2, [("Ann", ""), ("Robot", "hard")])
    start(page)
    warming = page.get_by_text("warming up", exact=False).first
    my_turn = page.locator("#seq-hand .seq-card:not([aria-disabled=true])").first
    expect(warming.or_(my_turn)).to_be_visible(timeout=60_000)
    if not warming.is_visible():  # Ann plays first; then the AI waits for its worker
        play_turn(page)
    expect(warming).to_be_visible(timeout=60_000)
    for _ in range(1200):  # the worker's interpreter first, then its app: until it asks for it
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the worker never asked for its app"
    lines = page.locator("#seq-log li").count()
    expect(page.locator("#seq-log li")).to_have_count(lines)  # nothing moves while the worker is held
    published.append(True)  # the release after this one is all the server has from now on...
    page.evaluate("""() => new MutationObserver(() => {  // what the page said before it went (kept across the reload)
        const state = document.documentElement.dataset.release;
        if (state) sessionStorage.setItem("test-said", state + ": " + document.getElementById("splash-text").textContent);
    }).observe(document.documentElement, {attributes: true, subtree: true, childList: true})""")
    with page.expect_event("load", timeout=120_000):
        for route in held:  # ...and the worker, started from the page's release, gets its app.zip
            route.fulfill(status=200, body=newer, headers={"Content-Type": "application/zip"})
    said = page.evaluate("sessionStorage.getItem('test-said')")
    assert said == "reloading: A new version of the app has arrived: updating. Your game is saved.", said
    # after the reload the table is back with every move, and the AI plays from a worker of this build
    expect(page.locator("#seq-log li")).to_have_count(lines, timeout=60_000)
    expect(page.locator("#seq-log li")).not_to_have_count(lines, timeout=180_000)
    assert page.evaluate("document.documentElement.dataset.release") is None
    assert page.console_errors == []
    context.close()


def other_pack(pack: bytes) -> bytes:
    """The page's pack with web/release.mpy naming another build (its 16 hex digits swapped in place)."""
    files = read_app_pack(pack)
    build = files["web/release.mpy"].split(b"\x10", 1)[1][:16]  # the string's length byte, then the build
    assert len(build) == 16 and all(c in b"0123456789abcdef" for c in build), build
    files["web/release.mpy"] = files["web/release.mpy"].replace(build, OTHER)
    return PACK_MAGIC + b"".join(f"{name}\n{len(data)}\n".encode() + data for name, data in sorted(files.items()))


def reloaded(page: Page, timeout_ms: int) -> bool:
    """Whether the page has loaded a second time, waiting up to `timeout_ms` (a reload in between is
    no error: the count is read again)."""
    for _ in range(timeout_ms // 100):
        try:
            if page.evaluate("Number(sessionStorage.getItem('test-loads') || 0)") >= 2:
                return True
        except PlaywrightError:
            pass
        page.wait_for_timeout(100)
    return False


def test_a_light_worker_of_another_release_reloads_the_page_and_the_game_goes_on(browser: Browser,
                                                                                  base_url: str) -> None:
    context = browser.new_context(service_workers="block")
    dist = Path(os.environ.get("SEQGAMES_DIST") or ROOT / "dist")
    newer = other_pack((dist / "web" / "app-files.txt").read_bytes())
    asked: list[str] = []

    def second_is_newer(route: Route) -> None:  # the page's pack, then the light worker's: the next release's
        asked.append(route.request.url)
        if len(asked) == 2:
            route.fulfill(status=200, body=newer, headers={"Content-Type": "text/plain"})
        else:
            route.continue_()

    context.route(PACK, second_is_newer)
    # each load counted, and what the page said before it went, from the document's start (kept across
    # the reload): the light worker starts with Sequitur's screens, so its check may reload the page
    # before the test could look, or at Start at the latest (the AI seat needs it)
    context.add_init_script("""(() => {
      sessionStorage.setItem("test-loads", String(Number(sessionStorage.getItem("test-loads") || 0) + 1));
      new MutationObserver(() => {
        const root = document.documentElement, text = document.getElementById("splash-text");
        if (root && root.dataset.release === "reloading" && text) sessionStorage.setItem("test-said", text.textContent);
      }).observe(document, {attributes: true, subtree: true, childList: true});
    })()""")
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=2.5#/sequitur")  # the light worker starts with the screen, as ever
    wait_ready(page)                                       # (web/page/modes.py `starts_ahead`)
    seats = [("Robot", "medium"), ("Ann", "")]
    if not reloaded(page, 5_000):
        start_sequitur(page, seats, started=False)
        assert reloaded(page, 120_000), "the page did not reload for the light worker of another release"
        wait_ready(page)
    else:  # reloaded before Start: the setup again, now with this build's light worker
        wait_ready(page)
        start_sequitur(page, seats, started=False)
    assert len(asked) >= 2, asked
    said = page.evaluate("sessionStorage.getItem('test-said')")
    assert said == "A new version of the app has arrived: updating. Your game is saved.", said
    wait_ready(page)
    # after the reload: the game where it was, the AI deciding in a light worker of this build
    for _ in range(30):  # people decide first in steps everyone takes at once: the AI's turns come later
        sequitur_act(page)
        places = (page.get_attribute("html", "data-ai-places") or "").split(",")
        if len(places) >= 2:
            break
    assert set(places) == {"light"}, places
    assert page.evaluate("document.documentElement.dataset.release") is None
    assert page.console_errors == []
    context.close()
