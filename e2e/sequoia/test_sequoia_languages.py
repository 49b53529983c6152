"""Sequoia's whole table in the player's language (issue 69, docs/languages.md): a whole game of
one person against two AIs, in German at 390x844 and in Polish on the smallest phone (320x640),
both touch, played by tapping the pairs (`?fast`: the final scoring shows at once). At chosen
moments (a roll to choose from, after the AIs' moves with the log open, the end card with the
final scoring's story, the log at the end) no English is left on screen, in the visible text or in
what a screen reader says (e2e/languages.py `no_english`: the catalog's strings and the table's
English words, the forests' names included); `lang` is right, axe-core finds nothing and the table
stays one screen (e2e/one_screen.py), at the other phone's size too (`no_english_at_both_sizes`). A suggestion asked for in German is all German too (Sequoia's AI
reasons, web/games/sequoia/reasons.py)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import more_options, wait_ready
from languages import no_english, no_english_at_both_sizes, phone_in
from one_screen import choices_in_sight

SIZES = {"de": (390, 844), "pl": (320, 640)}
NAMES = ("Ann", "Zed", "Kai")
TIMEOUT = 30_000
# a pair, or the Continue of a tiebreaker roll that can change nothing
CHOICE = "#sq-pairs .sq-pair, #sq-no-effect"
MAX_TURNS = 40


def start(page: Page, base_url: str) -> None:
    """Ann against two easy AIs, from the setup screen."""
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    expect(page.locator("#sq-start")).to_be_visible(timeout=TIMEOUT)
    page.select_option("#sq-players", "3")
    for seat, (name, kind) in enumerate(zip(NAMES, ("", "easy", "easy"))):
        page.fill(f"#sq-name-{seat}", name)
        page.select_option(f"#sq-kind-{seat}", kind)
    page.tap("#sq-start")


def log_open(page: Page, code: str, moment: str) -> None:
    """The menu's sheet with the game log, then closed again."""
    page.tap("#sq-menu")
    expect(page.locator("#sq-sheet")).to_be_visible()
    assert page.locator("#sq-log li").count() >= 1
    no_english_at_both_sizes(page, code, moment, "sequoia", NAMES)
    page.tap("#sq-menu-close")
    expect(page.locator("#sq-sheet")).to_be_hidden()


@pytest.mark.parametrize("code", sorted(SIZES))
def test_a_whole_sequoia_game_in_the_players_language(browser: Browser, base_url: str, code: str) -> None:
    width, height = SIZES[code]
    context, page = phone_in(browser, code, SIZES[code], f"{width}x{height}")
    try:
        start(page, base_url)
        expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
        no_english_at_both_sizes(page, code, "a roll to choose from", "sequoia", NAMES)
        choices_in_sight(page, "sequoia", f"a roll in {code}")
        turns = 0
        while True:
            choice = page.locator(CHOICE).first
            expect(choice.or_(page.locator("#sq-winner"))).to_be_visible(timeout=TIMEOUT)
            if page.locator("#sq-winner").is_visible():
                break
            before = page.locator("#sq-log li").count()
            choice.tap()
            turns += 1
            assert turns < MAX_TURNS, "the game did not end"
            if turns == 1:  # the AIs chose in secret: the reveal's line in the news, the glimpse, the log
                expect(page.locator("#sq-log li")).not_to_have_count(before, timeout=TIMEOUT)
                expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
                no_english_at_both_sizes(page, code, "after the AIs' moves", "sequoia", NAMES)
                log_open(page, code, "the game log")
        expect(page.locator("#sq-end .end-actions")).to_be_visible()
        expect(page.locator("#sq-awards li")).to_have_count(11)  # the final scoring, forest by forest
        no_english_at_both_sizes(page, code, "the end", "sequoia", NAMES)
        log_open(page, code, "the log at the end")  # the scoring, the ties, the final scores
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


def test_a_suggestion_in_german_is_all_german(browser: Browser, base_url: str) -> None:
    """"Suggest a move" in German at 390x844: the pair and each forest's reason in German (the engine's
    codes said by web/games/sequoia/reasons.py), no English on the screen, one suggestion only."""
    context, page = phone_in(browser, "de", SIZES["de"], "390x844")
    try:
        page.goto(base_url + "?fast#/sequoia")
        wait_ready(page)
        expect(page.locator("#sq-start")).to_be_visible(timeout=TIMEOUT)
        page.select_option("#sq-players", "2")
        for seat, (name, kind) in enumerate(zip(NAMES, ("", "hard"))):
            page.fill(f"#sq-name-{seat}", name)
            page.select_option(f"#sq-kind-{seat}", kind)
        more_options(page, "sq")
        page.check("#sq-hints")
        page.tap("#sq-start")
        expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
        page.tap("#sq-suggest")
        page.tap("#sq-suggest-go")  # the first hint of a game says it makes the game assisted
        expect(page.locator("#sq-message")).to_have_text(
            re.compile(r"^Vorschlag: (\d+ und \d+|2× \d+) wählen, denn das .*Wald \d+.*\.$"), timeout=TIMEOUT)
        no_english(page, "de", "a suggestion", "sequoia", NAMES)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
