"""Whole games with animations on (issue 13: a blocker once hid behind fast
mode): no `?fast`, no reduced motion, the AI at its page budget. Sequence has
its own (e2e/sequence/test_sequence_ai_game.py); here Sequoia against the AI (the
dice tumble, the trees grow, the final scoring plays forest by forest) and
a solo game of Sequitur (letters pop in)."""
from __future__ import annotations

import re

import pytest

from playwright.sync_api import Page, expect

from conftest import wait_ready
from sequitur_page import ANY, TIMEOUT, act, start

# as a player's browser runs it: the service worker registered and precaching (e2e/conftest.py)
pytestmark = pytest.mark.service_worker

TURN = 60_000


def test_a_whole_sequoia_game_with_animations(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})  # a phone's: the final scoring scrolls in the tray
    page.goto(base_url + "#/sequoia")
    wait_ready(page)
    assert page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches") is False
    expect(page.locator("#sq-start")).to_be_visible(timeout=30_000)
    page.select_option("#sq-players", "2")
    page.fill("#sq-name-0", "Ann")
    page.select_option("#sq-kind-0", "")
    page.select_option("#sq-kind-1", "easy")
    page.evaluate("""() => { window.__tumbles = 0; new MutationObserver(records => {
        for (const r of records) if (r.target.classList && r.target.classList.contains('rolling')) window.__tumbles++; })
        .observe(document.body, {attributes: true, attributeFilter: ['class'], subtree: true}); }""")
    page.click("#sq-start")
    for _ in range(60):
        pair = page.locator("#sq-pairs .sq-pair, #sq-no-effect").first  # a tiebreaker roll may change nothing
        expect(pair.or_(page.locator("#sq-skip, #sq-winner")).first).to_be_visible(timeout=TURN)
        if page.locator("#sq-skip, #sq-winner").count():
            break
        log = page.locator("#sq-log li").count()
        pair.click()
        expect(page.locator("#sq-log li")).not_to_have_count(log, timeout=TURN)
    # the final scoring plays forest by forest (a Skip button while it does), then the result
    expect(page.locator("#sq-skip")).to_be_visible(timeout=TURN)
    expect(page.locator("#sq-awards li.now")).to_have_count(1)
    # the caption of the forest being scored stays whole on the screen while its tokens fly
    caption = page.locator("#sq-scoring").bounding_box()
    tray = page.locator(".table-tray").bounding_box()
    assert caption and tray and caption["y"] >= tray["y"] - 1 and caption["y"] + caption["height"] <= 844, (caption, tray)
    expect(page.locator("#sq-winner")).to_be_visible(timeout=TURN)
    expect(page.locator("#sq-winner")).to_have_text(re.compile(r"^(.+ wins\.|Shared victory: .+\.)$"))
    expect(page.locator("#sq-decided")).to_contain_text("Most points after the ten turns")
    expect(page.locator("#sq-awards li")).to_have_count(11)
    assert page.evaluate("window.__tumbles") >= 10 * 5  # each die was shown rolling every turn
    assert page.console_errors == [], page.console_errors


def test_a_whole_solo_sequitur_game_with_animations(page: Page, base_url: str) -> None:
    page.goto(base_url + "#/sequitur")
    wait_ready(page)
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    start(page, [("Ann", "")])
    kinds: list[str] = []
    fresh = 0
    while True:
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        fresh += page.locator("#sr-rack .sr-ball.fresh").count() > 0
        kind = act(page)
        if kind == "over":
            break
        kinds.append(kind)
        assert len(kinds) < 200, "the game did not end"
    assert kinds.count("spell") == 3 and kinds.count("continue") == 2
    assert fresh > 0, "new letters were never marked"
    expect(page.locator("#sr-winner")).to_contain_text("Ann:")
    expect(page.locator("#sr-decided")).to_contain_text("Solo play")
    expect(page.locator("#sr-ladder .sr-rung")).to_have_count(5)
    # out of the tests' mode the light worker built its index of words in the background, a part at a
    # time (web/games/sequitur/words.py `_index_in`), with no AI seat to ask for it
    expect(page.locator("html")).to_have_attribute("data-light-index", "ready", timeout=TIMEOUT)
    assert page.console_errors == [], page.console_errors
