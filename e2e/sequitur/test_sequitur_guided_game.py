"""End-to-end: Sequitur's guided game (issue 67), played as a new player would,
by tapping only what the guide marks, with animations on (no ?fast): before
every tap the step's words, the thing to tap and the rack (or the round's
summary) are in the window together, nothing scrolled (e2e/guide_page.py);
at 390x844 to the end, the first three steps at 320x640, 844x390 and
1280x800 too (one page a size). A move that is not the lesson's is refused
with what to do; axe finds nothing serious at its start and its end; the
end is one tap from a real game; and the lesson, left midway or played to
its end, leaves the autosave and the statistics as they were."""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from playwright.sync_api import Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from guide_page import heard, out_of_view
from one_screen import sized_page
from sequitur_page import open_setup, start

TIMEOUT = 30_000
STEPS = 21
GAME_KEY, STATS_KEY = "seqgames.sequitur.game", "seqgames.stats"
WHOLE = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }"""


@pytest.fixture
def sized(browser: Any, request: Any) -> Iterator[Page]:
    yield from sized_page(browser, getattr(request, "param", "390x844"))


def tap_marked(page: Page) -> str:
    """Check that the step's words, its marked control and the rack (between rounds, the round's
    summary) are in view, then tap the control; the step's line ("Step 3 of 21")."""
    target = page.locator("[data-guide-target]")
    expect(target).to_have_count(1, timeout=TIMEOUT)
    step = page.locator("#lesson-step").inner_text()
    table = "#sr-round-end" if page.locator("#sr-continue").is_visible() else "#sr-rack"
    missing = out_of_view(page, table)
    assert missing == [], f"{step} at {page.viewport_size}: {missing}"
    heard(page)
    handle: Any = target.element_handle()
    if page.viewport_size["width"] < 1000:  # a phone or a tablet: touch (one_screen.sized_page)
        target.tap()
    else:
        target.click()
    # the mark moves on (the step's next tap) or the step is played
    page.wait_for_function("(el) => !el.isConnected || !el.hasAttribute('data-guide-target')", arg=handle,
                           timeout=TIMEOUT)
    return step


def play_until(page: Page, line: str) -> list[str]:
    """Tap what the guide marks until its step line reads `line`; the lines seen at each tap."""
    seen: list[str] = []
    # between taps the table may play on by itself (its claims) until the next mark, or the line
    waiting = "(line) => document.querySelector('[data-guide-target]') || document.querySelector('#lesson-step').textContent === line"
    while True:
        page.wait_for_function(waiting, arg=line, timeout=TIMEOUT)
        if page.locator("#lesson-step").inner_text() == line:
            return seen
        seen.append(tap_marked(page))
        assert len(seen) < 80, seen


def test_the_guided_game_played_to_its_end_by_tapping_what_it_marks(sized: Page, base_url: str) -> None:
    page = sized
    page.goto(base_url + "#/sequitur")  # no ?fast: the letters and the goals move as in a real game
    wait_ready(page)
    page.locator("#walkthrough-link").tap()  # offered on the setup screen
    expect(page.locator("#lesson-step")).to_have_text(f"Step 1 of {STEPS}", timeout=TIMEOUT)
    expect(page.locator("#lesson-title")).to_have_text("Goals: red 3, yellow 2, green 1")
    axe = axe_source()
    assert axe_violations(page, axe) == []
    # a move that is not the lesson's is refused, with what to do instead
    page.locator("#sr-keep-0").tap()
    expect(page.locator("#sr-message")).to_contain_text("In this guided game: Keep")
    expect(page.locator("#lesson-step")).to_have_text(f"Step 1 of {STEPS}")
    seen = play_until(page, f"Step {STEPS} of {STEPS}: done")
    every = [f"Step {n} of {STEPS}" for n in range(1, STEPS + 1)]
    assert [line for line in every if line not in seen] == []
    assert f"Step 8 of {STEPS} done" in seen  # the round's summary, continued by its marked button
    expect(page.locator("#lesson-title")).to_have_text("The end: 24 points")
    expect(page.locator("#sr-seats")).to_contain_text("24 points")
    for selector in ("#lesson-title", "#lesson-text", "#lesson-real", "#sr-seats"):  # a real game in view
        assert page.evaluate(WHOLE, selector), selector
    assert axe_violations(page, axe) == []
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None  # a lesson is never saved
    assert page.evaluate(f"localStorage.getItem('{STATS_KEY}')") is None  # nor counted
    page.locator("#lesson-real").tap()  # a real game, one tap away
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    assert page.console_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("sized", ["320x640", "844x390", "1280x800"], indirect=True)
def test_the_first_three_steps_show_their_words_and_target_at_each_size(sized: Page, base_url: str) -> None:
    page = sized
    page.goto(base_url + "#/sequitur/learn")
    wait_ready(page)
    expect(page.locator("#lesson-step")).to_have_text(f"Step 1 of {STEPS}", timeout=TIMEOUT)
    seen = play_until(page, f"Step 4 of {STEPS}")
    assert sorted(set(seen)) == [f"Step {n} of {STEPS}" for n in (1, 2, 3)]
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_leaving_midway_keeps_the_autosave_and_the_statistics(page: Page, base_url: str) -> None:
    open_setup(page, base_url)
    start(page, [("Ann", "")])
    saved = page.evaluate(f"localStorage.getItem('{GAME_KEY}')")
    stats = page.evaluate(f"localStorage.getItem('{STATS_KEY}')")
    assert saved
    page.goto(base_url + "?fast#/sequitur/learn")
    expect(page.locator("#lesson-step")).to_have_text(f"Step 1 of {STEPS}", timeout=TIMEOUT)
    page.click("[data-guide-target]")  # keep the red goal
    expect(page.locator("#lesson-step")).to_have_text(f"Step 2 of {STEPS}")
    page.click("[data-guide-target]")  # Swap
    page.click("#lesson-leave")
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") == saved
    assert page.evaluate(f"localStorage.getItem('{STATS_KEY}')") == stats
    expect(page.locator("#sr-resume")).to_be_visible()
    assert page.console_errors == []  # type: ignore[attr-defined]
