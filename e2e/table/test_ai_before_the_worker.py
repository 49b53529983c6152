"""The AI seats before the background worker arrives (issue 49): the page runs on
MicroPython, and Pyodide, the worker's, arrives later (48 s on a phone's first
visit). A game's one-move levels (`Game.page_levels`: Easy and Medium in
Sequence and Sequoia) decide on the page, so they never wait for it;
Sequitur's Easy and Medium (`Game.light_levels`) decide in the light worker,
MicroPython's, which Sequitur's setup starts, so they do not wait either; a
level that needs Pyodide's worker says "warming up" at its seat until it
arrives, then plays, and so does a light level if the light worker fails;
and the worker warms up by itself only once the screens have been still
(`?fast&quiet=2.5`: the tests' mode otherwise starts it only when asked).
The worker's download is held here as a slow network would hold it."""
from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Route, expect

from conftest import wait_ready, watch
from sequence_page import configure, play_turn, start as start_sequence, wait_my_turn_or_end
from sequitur_page import ANY as SEQUITUR_DECISION, act as sequitur_act, start as start_sequitur

PYODIDE = "**/pyodide.asm.wasm"
MICROPYTHON = "**/micropython.wasm"


def held(context: BrowserContext) -> list[Route]:
    routes: list[Route] = []
    context.route(PYODIDE, lambda route: routes.append(route))
    return routes


def test_sequence_s_medium_plays_without_the_worker(context: BrowserContext, base_url: str) -> None:
    routes = held(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=0.5#/sequence")  # the worker starts at the first pause, and is held
    wait_ready(page)
    configure(page, 2, [("Ann", ""), ("Robot", "medium")])
    start_sequence(page)
    for _ in range(3):  # the AI answers three moves while Pyodide has not arrived
        assert not wait_my_turn_or_end(page)
        before = page.locator("#seq-log li").count()
        play_turn(page)
        expect(page.locator("#seq-log li")).to_have_count(before + 2, timeout=30_000)
    for _ in range(60):  # the person's taps put the worker's start off; it comes at their first pause
        if routes:
            break
        page.wait_for_timeout(500)
    assert routes, "the worker never asked for Pyodide"
    assert page.evaluate("document.documentElement.dataset.aiMs") is not None
    for route in routes:
        route.abort()
    assert page.console_errors == []


def test_sequitur_s_medium_plays_in_the_light_worker_without_pyodide(context: BrowserContext,
                                                                       base_url: str) -> None:
    routes = held(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=0.5#/sequitur")
    wait_ready(page)
    # the setup started the light worker and handed it the words while the seats are chosen
    expect(page.locator("html")).to_have_attribute("data-light-words", "ready", timeout=60_000)
    start_sequitur(page, [("Robot", "medium"), ("Ann", "")])
    places: list[str] = []
    for _ in range(12):  # the person plays on while the AI decides, Pyodide held
        sequitur_act(page)
        places = (page.get_attribute("html", "data-ai-places") or "").split(",")
        if len(places) >= 4:
            break
    assert len(places) >= 4 and set(places) == {"light"}, places
    assert page.get_attribute("html", "data-worker-words") is None  # Pyodide's worker never arrived
    assert routes, "the worker never asked for Pyodide"
    for route in routes:
        route.abort()
    assert page.console_errors == []


def test_sequitur_s_hard_seat_warms_up_until_pyodide_arrives_then_plays(context: BrowserContext,
                                                                        base_url: str) -> None:
    routes = held(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=2.5#/sequitur")
    wait_ready(page)
    start_sequitur(page, [("Robot", "hard"), ("Ann", "")])
    # choices made at once: Ann makes hers while the AI's worker warms up, then the AI's seat says so
    warming = page.locator("#sr-status", has_text="Robot is warming up…")
    for _ in range(8):
        expect(warming.or_(page.locator(SEQUITUR_DECISION).first)).to_be_visible(timeout=30_000)
        if warming.is_visible():
            break
        sequitur_act(page)
    expect(warming).to_be_visible()
    for route in routes:
        route.continue_()
    context.unroute(PYODIDE)
    expect(page.locator("#sr-status")).not_to_contain_text("warming up", timeout=120_000)
    sequitur_act(page)  # the person's decision comes once the AI has played
    assert set((page.get_attribute("html", "data-ai-places") or "").split(",")) == {"pyodide"}
    assert page.console_errors == []


def _light_cannot_load(context: BrowserContext) -> list[str]:
    """The page's MicroPython loads; the light worker's cannot (its second download fails)."""
    fetched: list[str] = []

    def once(route: Route) -> None:
        fetched.append(route.request.url)
        route.continue_() if len(fetched) == 1 else route.abort()

    context.route(MICROPYTHON, once)
    return fetched


def _light_script_fails(context: BrowserContext) -> list[str]:
    """The light worker's copy of web/main.py raises before it exports anything (PyScript still
    says the worker is ready: only its ping, never answered, tells)."""
    fetched: list[str] = []

    def second_fails(route: Route) -> None:
        fetched.append(route.request.url)
        if len(fetched) == 1:
            route.continue_()
            return
        body = route.fetch().text()
        assert "        install()\n" in body
        route.fulfill(body=body.replace("        install()\n", "        raise ValueError('no light worker')\n"),
                      headers={"content-type": "text/x-python"})

    context.route("**/web/main.py", second_fails)
    return fetched


@pytest.mark.parametrize("failing", [_light_cannot_load, _light_script_fails], ids=["cannot-load", "script-fails"])
def test_sequitur_s_medium_falls_back_to_pyodide_if_the_light_worker_fails(context: BrowserContext, base_url: str,
                                                                           failing: Callable) -> None:
    fetched = failing(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=2.5#/sequitur")
    wait_ready(page)
    start_sequitur(page, [("Robot", "medium"), ("Ann", "")])
    places: list[str] = []
    for _ in range(12):  # Ann decides first while the workers start; the AI's choices follow
        sequitur_act(page)
        places = [p for p in (page.get_attribute("html", "data-ai-places") or "").split(",") if p]
        if places:
            break
    assert len(fetched) >= 2, fetched
    assert places and set(places) == {"pyodide"}, places
    # what the browser and PyScript report of the light worker's failure, and nothing else
    expected = ("wasm", "falling back to ArrayBuffer instantiation", "MessageEvent", "no light worker",
                "Traceback", 'File "<stdin>"')
    assert [error for error in page.console_errors if not any(text in error for text in expected)] == []


# the time of the last change of screen, tap or key, and of the worker's start (its performance mark)
LAST_CHANGE = """() => { window.__changed = performance.now();
  for (const kind of ['hashchange', 'pointerdown', 'keydown'])
    addEventListener(kind, () => { window.__changed = performance.now(); }, true); }"""
STARTED = "() => { const m = performance.getEntriesByName('worker-start')[0]; return m ? m.startTime : null; }"


def test_the_worker_warms_up_once_the_screens_are_still(context: BrowserContext, base_url: str) -> None:
    """Pyodide's worker starts in the background only once no screen has changed and no tap or key
    came for 2.5 s (web/page/workers.py QUIET_MS: its start slowed a table opened meanwhile, and the
    taps made at it): the home, a game's setup and its table one after the other put it off, and so
    do a person's taps and keys at the table; then it starts by itself."""
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast&quiet=2.5")  # the tests' mode starts the worker only when asked, unless told
    wait_ready(page)
    page.evaluate(LAST_CHANGE)
    for screen in ("#/sequoia", "#/sequence"):  # a person looking around, under 2.5 s a screen
        page.evaluate(f"location.hash = '{screen}'")
        page.wait_for_timeout(1000)
        assert page.evaluate(STARTED) is None, f"the worker started on {screen} before the screens were still"
    configure(page, 2, [("Ann", ""), ("Robot", "medium")])
    start_sequence(page)
    for _ in range(4):  # a person at the table, a tap or a key each second
        page.locator("#seq-status").click()
        page.wait_for_timeout(500)
        page.keyboard.press("Shift")
        page.wait_for_timeout(500)
    assert page.evaluate(STARTED) is None, "the worker started while the person was tapping"
    page.wait_for_function(f"({STARTED})() !== null", timeout=30_000)
    changed, started = page.evaluate("window.__changed"), page.evaluate(STARTED)
    assert started - changed >= 2500, (changed, started)
