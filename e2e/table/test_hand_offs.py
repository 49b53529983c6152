"""Hand-offs at one device (issue 25), played as a table of two would:
a whole 2-player Sequitur game and a whole 2-player Sequoia game, counting
the "Pass the device" covers (docs/rules.md, "Hand-offs"); the reveal
screen that waits for Continue, at 390 px; a Sequoia tiebreaker roll that
can change nothing asks only for Continue."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from conftest import wait_ready
from waits import drawn
from sequitur_page import act, open_setup as open_sequitur, start as start_sequitur
from sequoia_records import tiebreak_roll_without_effect

TIMEOUT = 30_000
# a 2-player Sequitur game before issue 25: 16 covers a round, each goal draw and action its own
# hand-off (measured with count_sequitur_covers on the build before it: 48)
SEQUITUR_COVERS_BEFORE = 48
TURNS = 5  # Sequoia turns played with animations on, two people at one device

NO_SIDEWAYS = "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
IN_STEP = 2  # px the table may move from the cover to the hand it hid (the stands-still tests' bound)
PUBLIC_GOALS = """() => { const el = document.querySelector('#sr-public'); if (!el) return null;
    const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }"""


def table_box(page: Page) -> list[float] | None:
    """Where Sequitur's public goals stand, once drawn."""
    drawn(page)
    return page.evaluate(PUBLIC_GOALS)


def start_two_people_sequoia(page: Page, base_url: str) -> None:
    """Ann and Bob at one device, with animations (no ?fast)."""
    page.goto(base_url + "#/sequoia")
    wait_ready(page)
    page.select_option("#sq-players", "2")
    for seat, name in enumerate(("Ann", "Bob")):
        page.fill(f"#sq-name-{seat}", name)
        page.select_option(f"#sq-kind-{seat}", "")
    page.click("#sq-start")


def check_reveal_at_phone_size(page: Page, prefix: str) -> None:
    """The reveal screen: everyone's choice at once, nothing private, a 44 px Continue, 12 px text,
    nothing sideways."""
    expect(page.locator(f"#{prefix}-reveal-rows li")).to_have_count(2)
    assert page.locator(f"#{prefix}-reveal-rows .seat-pill").count() == 2
    expect(page.locator(f"#{prefix}-reveal-ok")).to_be_focused()
    box = page.locator(f"#{prefix}-reveal-ok").bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44, box
    sizes = page.eval_on_selector_all(f"#{prefix}-reveal-screen *", "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert min(sizes) >= 12, sizes
    assert page.evaluate(NO_SIDEWAYS)


def test_sequitur_two_people_need_half_the_covers(page: Page, base_url: str) -> None:
    """Issue 25: a whole 2-player Sequitur game at one device takes at most half the covers it took
    (one sitting for steps 1 and 2; the last to decide before a reveal is the first after it), and
    every reveal waits on a shared screen that shows both players' choices and no rack."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_sequitur(page, base_url)
    start_sequitur(page, [("Ann", ""), ("Bob", "")])
    covers = reveals = 0
    moved: list[str] = []
    for _ in range(800):
        if page.locator("#sr-reveal-ok").is_visible():
            assert page.locator("#sr-rack, #sr-secret").count() == 0
            if reveals == 0:
                expect(page.locator("#sr-reveal-title")).to_have_text(
                    "Round 1: the secret goals' colours and the red goals")
                check_reveal_at_phone_size(page, "sr")
        covered = table_box(page) if page.locator("#sr-cover-ok").is_visible() else None
        kind = act(page)
        if kind == "over":
            break
        if kind == "cover" and covered:  # the table's goals stand still as the cover lifts (issue 80)
            shown = table_box(page)
            if shown and max(abs(a - b) for a, b in zip(covered, shown)) > IN_STEP:
                moved.append(f"cover {covers + 1}: {covered} -> {shown}")
        covers += kind == "cover"
        reveals += kind == "reveal"
    else:
        raise AssertionError("the game did not end")
    assert not moved, "the public goals moved as the cover lifted:\n" + "\n".join(moved[:10])
    print(f"\nSequitur, 2 people, one device: {covers} covers (before: {SEQUITUR_COVERS_BEFORE}), {reveals} reveals")
    assert reveals == 3 * 7  # steps 1-2 together, three actions, two goal draws, the words
    assert covers <= SEQUITUR_COVERS_BEFORE // 2
    assert not page.console_errors, page.console_errors


def test_sequoia_two_people_hand_over_once_a_turn_with_animations(page: Page, base_url: str) -> None:
    """Issue 25: a 2-player Sequoia game at one device, animations on: each reveal waits for
    Continue with both pairs on screen, and whoever chose last before it keeps the device and
    chooses first after it, so a turn takes one cover (the first turn two). Its first TURNS turns
    (each turn alike; e2e/quality/test_animated_games.py plays a whole game with animations on)."""
    page.set_viewport_size({"width": 390, "height": 844})
    start_two_people_sequoia(page, base_url)
    covers = reveals = no_effect = held = 0
    last_chooser = ""
    after_reveal = False
    moments = "#sq-cover-ok:visible, #sq-reveal-ok:visible, #sq-pairs .sq-pair:visible, #sq-no-effect:visible, #sq-winner:visible"
    for _ in range(400):
        page.locator(moments).first.wait_for(timeout=60_000)
        if page.locator("#sq-winner").is_visible() or reveals == TURNS:
            break
        if page.locator("#sq-cover-ok").is_visible():
            covers += 1
            after_reveal = False
            page.click("#sq-cover-ok")
        elif page.locator("#sq-reveal-ok").is_visible():
            if reveals == 0:
                expect(page.locator("#sq-reveal-title")).to_have_text("Turn 1: the pairs")
                expect(page.locator("#sq-reveal-note")).to_have_text(f"{last_chooser} keeps the device and goes on.")
                check_reveal_at_phone_size(page, "sq")
                assert "reveal" in (page.get_attribute("html", "data-sounds") or "").split(",")  # sound is on
            assert page.locator("#sq-roll").count() == 0
            reveals += 1
            after_reveal = True
            page.click("#sq-reveal-ok")
        else:
            chooser = (page.locator("#sq-roll").text_content() or "").split(",")[0]
            if after_reveal:  # no cover since the reveal: the last to choose before it goes on
                assert chooser == last_chooser, (chooser, last_chooser)
                held += 1
            after_reveal = False
            last_chooser = chooser
            if page.locator("#sq-no-effect").is_visible():
                no_effect += 1  # it passes by itself (issue 54): no tap
                expect(page.locator("#sq-no-effect")).to_have_count(0, timeout=TIMEOUT)
            else:
                page.locator("#sq-pairs .sq-pair").first.click()
    else:
        raise AssertionError("the game did not end")
    print(f"\nSequoia, 2 people, one device: {covers} covers over {reveals} turns "
          f"(before: 2 a turn), {no_effect} tiebreaker rolls that could change nothing")
    assert reveals == TURNS and held >= TURNS - 1 and covers <= reveals + 1
    assert not page.console_errors, page.console_errors


def test_a_tiebreaker_roll_that_can_change_nothing_passes_by_itself(page: Page, base_url: str) -> None:
    """TIEBREAKER TURNS ("some pairs of dice will have no effect"): a roll none of whose pairs
    makes the tied forest's total says so, offers only Continue (to go at once) and passes by
    itself without a tap (issue 54); the log says it grew nothing."""
    text, state = tiebreak_roll_without_effect([{"name": "Ann", "ai": ""}, {"name": "Robot", "ai": "easy"}])
    tied = state.observation(0)["tied"]
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    page.set_input_files("#sq-import", files=[{"name": "tie.json", "mimeType": "application/json",
                                               "buffer": text.encode()}])
    expect(page.locator("#sq-no-effect-text")).to_have_text(
        f"Tiebreaker turn: none of your pairs can reach forest{'s' * (len(tied) > 1)} "
        f"{tied[0] if len(tied) == 1 else ', '.join(tied[:-1]) + ' or ' + tied[-1]}, where you are tied, "
        "so this roll changes nothing: it passes by itself.", timeout=TIMEOUT)
    assert page.locator("#sq-pairs .sq-pair").count() == 0
    expect(page.locator("#sq-no-effect")).to_be_focused()
    expect(page.locator("#sq-log")).to_contain_text(re.compile(r"Ann \(blue\) grew no tree"), timeout=TIMEOUT)
    assert not page.console_errors, page.console_errors


def test_the_reveal_stands_still_with_reduced_motion(page: Page, base_url: str) -> None:
    """With "reduce motion" asked of the system the reveal's rows appear at once (no animation),
    and the screen still waits for Continue."""
    page.emulate_media(reduced_motion="reduce")
    start_two_people_sequoia(page, base_url)
    for _ in range(2):
        page.click("#sq-cover-ok", timeout=TIMEOUT)
        page.locator("#sq-pairs .sq-pair").first.click(timeout=TIMEOUT)
    expect(page.locator("#sq-reveal-rows li")).to_have_count(2)
    running = page.eval_on_selector_all("#sq-reveal-rows li", "els => els.flatMap(e => e.getAnimations()).length")
    assert running == 0
    expect(page.locator("#sq-reveal-rows li").first).to_have_css("opacity", "1")
    expect(page.locator("#sq-reveal-ok")).to_be_visible()
    assert not page.console_errors, page.console_errors
