"""The AI seats before the background worker arrives (issue 49): the page runs on
MicroPython, and Pyodide, the worker's, arrives later (48 s on a phone's first
visit). A game's one-move levels (`Game.page_levels`: Easy and Medium in
Sequence and Sequoia) decide on the page, so they never wait for it; a level
that needs the worker says "warming up" at its seat until it arrives, then
plays. The worker's download is held here as a slow network would hold it."""
from __future__ import annotations

from playwright.sync_api import BrowserContext, Route, expect

from conftest import wait_ready, watch
from sequence_page import configure, play_turn, start as start_sequence, wait_my_turn_or_end
from sequitur_page import act as sequitur_act, start as start_sequitur

PYODIDE = "**/pyodide.asm.wasm"


def held(context: BrowserContext) -> list[Route]:
    routes: list[Route] = []
    context.route(PYODIDE, lambda route: routes.append(route))
    return routes


def test_sequence_s_medium_plays_without_the_worker(context: BrowserContext, base_url: str) -> None:
    routes = held(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast#/sequence")
    wait_ready(page)
    configure(page, 2, [("Ann", ""), ("Robot", "medium")])
    start_sequence(page)
    for _ in range(3):  # the AI answers three moves while Pyodide has not arrived
        assert not wait_my_turn_or_end(page)
        before = page.locator("#seq-log li").count()
        play_turn(page)
        expect(page.locator("#seq-log li")).to_have_count(before + 2, timeout=30_000)
    assert routes, "the worker never asked for Pyodide"
    assert page.evaluate("document.documentElement.dataset.aiMs") is not None
    for route in routes:
        route.abort()
    assert page.console_errors == []


def test_sequitur_s_seat_warms_up_until_the_worker_arrives_then_plays(context: BrowserContext,
                                                                      base_url: str) -> None:
    routes = held(context)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast#/sequitur")
    wait_ready(page)
    start_sequitur(page, [("Robot", "medium"), ("Ann", "")])
    expect(page.locator("#sr-status")).to_contain_text("Robot is warming up…", timeout=30_000)
    for route in routes:
        route.continue_()
    context.unroute(PYODIDE)
    expect(page.locator("#sr-status")).not_to_contain_text("warming up", timeout=120_000)
    sequitur_act(page)  # the person's decision comes once the AI has played
    assert page.console_errors == []
