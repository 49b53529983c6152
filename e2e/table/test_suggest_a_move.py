""""Suggest a move" in the three games on a 390 px phone: the suggestion is
said as "Suggestion: <what>, which <why>.", playing it works, hints off means no
button, and at a shared device the suggestion never outlives its player's
turn (an answer that comes after the move is dropped, and nothing of it is
left when the device is passed).

Screenshots of each suggestion go to /tmp/suggest-shots/ (looked at by hand).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import more_options, wait_ready
from sequence_page import configure, open_setup as open_sequence, start as start_sequence

PHONE = {"width": 390, "height": 844}
TURN = 30_000
SHOTS = Path("/tmp/suggest-shots")
SUGGESTION = re.compile(r"Suggestion: .+, which .+\.")


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def no_sideways_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def test_sequence_suggestion_is_said_marked_and_played(page: Page, base_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_sequence(page, base_url)
    expect(page.locator("label[for='seq-hints']")).to_have_text("Allow hints (a “Suggest a move” button for people)")
    configure(page, 2, [("Ann", ""), ("Robot", "easy")], hints=True)
    start_sequence(page)
    button = page.locator("#seq-suggest")
    expect(button).to_be_visible()
    expect(button).to_have_text("Suggest a move")
    button.click()
    page.click("#seq-suggest-go")  # the first hint of a game says it makes the game assisted (test_hint_warning)
    message = page.locator("#seq-message")
    expect(message).to_have_text(SUGGESTION, timeout=TURN)
    suggested = page.locator("#seq-grid .seq-cell[aria-label*='suggested']")
    expect(suggested).to_have_count(1)
    # a suggestion shown makes the game assisted (docs/records.md), kept in the autosave
    aids = page.evaluate("JSON.parse(localStorage.getItem('seqgames.sequence.game')).view.aids")
    assert aids == ["suggest"], aids
    message.scroll_into_view_if_needed()
    shot(page, "sequence")
    no_sideways_scroll(page)
    log = page.locator("#seq-log li")
    before = log.count()
    cell = suggested.get_attribute("data-cell")
    suggested.click()  # the suggested card is already chosen in the hand: one tap plays it
    expect(log).not_to_have_count(before, timeout=TURN)
    expect(page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")).not_to_have_attribute("aria-label", re.compile("suggested"))


def test_sequence_without_hints_has_no_button(page: Page, base_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_sequence(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")], hints=False)
    start_sequence(page)
    expect(page.locator("#seq-hand")).to_be_visible()
    expect(page.locator("#seq-suggest")).to_be_hidden()


def open_sequoia(page: Page, base_url: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    expect(page.locator("#sq-start")).to_be_visible(timeout=TURN)


def sequoia_table(page: Page, seats: list[tuple[str, str]], *, hints: bool = True) -> None:
    page.select_option("#sq-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#sq-name-{i}", name)
        page.select_option(f"#sq-kind-{i}", kind)
    more_options(page, "sq")
    (page.check if hints else page.uncheck)("#sq-hints")
    page.click("#sq-start")
    expect(page.locator("#sq-canvas")).to_be_visible(timeout=TURN)


@pytest.mark.parametrize("width", [390, 320])
def test_sequoia_suggestion_names_a_pair_and_playing_it_plants(page: Page, base_url: str, width: int) -> None:
    open_sequoia(page, base_url)
    page.set_viewport_size({"width": width, "height": PHONE["height"]})
    expect(page.locator("label[for='sq-hints']")).to_have_text("Allow hints (a “Suggest a move” button for people)")
    sequoia_table(page, [("Ann", ""), ("Robot", "hard")])
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN)
    page.click("#sq-suggest")
    page.click("#sq-suggest-go")  # the first hint of a game says it makes the game assisted
    message = page.locator("#sq-message")
    expect(message).to_have_text(re.compile(r"Suggestion: Choose \d+ (and \d+|twice), which .*forest \d+.*\."), timeout=TURN)
    text = message.inner_text()
    match = re.search(r"Choose (\d+) (?:and (\d+)|twice)", text)
    assert match
    a = int(match.group(1))
    b = int(match.group(2) or a)
    pair = page.locator(f"#sq-pairs .sq-pair[data-pair='{a},{b}']")
    expect(pair).to_be_focused()  # the suggested pair is ready to choose
    message.scroll_into_view_if_needed()
    shot(page, f"sequoia-{width}")
    no_sideways_scroll(page)
    before = page.locator("#sq-log li").count()
    pair.click()
    expect(page.locator("#sq-log li")).not_to_have_count(before, timeout=TURN)
    grown = f"two trees in forest {a}" if a == b else f"trees in forests {a} and {b}"
    expect(page.locator("#sq-log")).to_contain_text(f"Ann (blue) grew {grown}")


def test_sequoia_hot_seat_suggestion_goes_with_the_turn(page: Page, base_url: str) -> None:
    """Ann asks, then chooses before the answer comes: nothing of it is on
    screen for Bob, not on the cover and not after it."""
    open_sequoia(page, base_url)
    sequoia_table(page, [("Ann", ""), ("Bob", "")])
    page.click("#sq-cover-ok")
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN)
    page.click("#sq-suggest")
    page.click("#sq-suggest-go")  # the first hint of a game says it makes the game assisted
    page.locator("#sq-pairs .sq-pair").first.click()
    expect(page.locator("#sq-cover")).to_be_visible(timeout=TURN)
    page.wait_for_timeout(2000)  # the worker's answer comes meanwhile, and is dropped
    expect(page.locator("#sq-message")).not_to_contain_text("Suggestion")
    expect(page.locator("#sq-message")).not_to_contain_text("Thinking")
    page.click("#sq-cover-ok")
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN)
    expect(page.locator("#sq-message")).not_to_contain_text("Suggestion")
    expect(page.locator("#sq-suggest")).to_be_visible()  # Bob may ask for his own


def test_sequoia_without_hints_has_no_button(page: Page, base_url: str) -> None:
    open_sequoia(page, base_url)
    sequoia_table(page, [("Ann", ""), ("Robot", "easy")], hints=False)
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN)
    expect(page.locator("#sq-suggest")).to_be_hidden()


def open_sequitur(page: Page, base_url: str, seats: list[tuple[str, str]], *, hints: bool = True) -> None:
    page.set_viewport_size(PHONE)
    page.goto(base_url + "?fast#/sequitur")
    wait_ready(page)
    expect(page.locator("#sr-start")).to_be_visible(timeout=TURN)
    expect(page.locator("label[for='sr-hints']")).to_have_text("Allow hints (a “Suggest a move” button for people)")
    page.select_option("#sr-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#sr-name-{i}", name)
        page.select_option(f"#sr-kind-{i}", kind)
    more_options(page, "sr")
    (page.check if hints else page.uncheck)("#sr-hints")
    page.click("#sr-start")
    expect(page.locator("#sr-status")).to_be_visible(timeout=TURN)


def test_sequitur_solo_suggestions_for_the_colour_and_the_end(page: Page, base_url: str) -> None:
    open_sequitur(page, base_url, [("Ann", "")])
    expect(page.locator("#sr-colour-green")).to_be_visible(timeout=TURN)
    message = page.locator("#sr-message")
    page.click("#sr-suggest")
    page.click("#sr-suggest-go")  # the first hint of a game says it makes the game assisted
    expect(message).to_have_text(re.compile(r"Thinking…|Suggestion"))
    expect(message).to_have_text(re.compile(r"Suggestion: Choose (red|yellow|green) for your secret goal, which brings "
                                            r"a goal worth \d points?, .+\."), timeout=TURN)
    colour = re.search(r"Choose (\w+) for", message.inner_text()).group(1)
    page.click(f"#sr-colour-{colour}")
    # step 1 goes on: a kept goal in solo play, or a letter's end
    target = page.locator("#sr-keep-0:visible, #sr-end-left:visible").first
    target.wait_for(timeout=TURN)
    expect(message).not_to_contain_text("Suggestion")  # the last decision's suggestion went with it
    page.click("#sr-suggest")
    expect(message).to_have_text(re.compile(r"Suggestion: (Keep “.+”|Put \S+ on the (left|right) end), which .+\."),
                                 timeout=TURN)
    message.scroll_into_view_if_needed()
    shot(page, "sequitur")
    no_sideways_scroll(page)
    text = message.inner_text()
    end = re.search(r"on the (left|right) end", text)
    if end:
        page.click(f"#sr-end-{end.group(1)}")
    else:
        kept = re.search(r"Keep (“.+?”)", text).group(1)
        cards = page.locator("#sr-decision .sr-goal")
        index = next(i for i in range(cards.count()) if kept.strip("“”") in cards.nth(i).inner_text())
        page.click(f"#sr-keep-{index}")
    expect(message).not_to_contain_text("Suggestion")  # played: the suggestion went with the decision


def test_sequitur_without_hints_has_no_button(page: Page, base_url: str) -> None:
    open_sequitur(page, base_url, [("Ann", "")], hints=False)
    expect(page.locator("#sr-colour-green")).to_be_visible(timeout=TURN)
    expect(page.locator("#sr-suggest")).to_be_hidden()
