"""Sequitur's whole table in the player's language (issue 69, docs/languages.md "Sequitur's words"): a
whole game against the easy AI, in German at 390x844 and in Polish on the smallest phone (320x640),
both touch, played by tapping. At chosen moments (the first decision, a word the dictionary lacks,
after the AI's move with the log open, a round's summary, the end card) no English is left on screen
but the game's own English words (the goal cards' texts, the spelled words, the letters:
e2e/languages.py `without_game_words`): neither a string the catalog translates (`english_left`) nor an
English word of the table's (`english_words`), in the visible text or in what a screen reader says;
`lang` is right, axe-core finds nothing and the table stays one screen (e2e/one_screen.py)."""
from __future__ import annotations

from itertools import combinations

import pytest
from playwright.sync_api import Browser, Page, expect

from languages import no_english as screen_says_no_english, phone_in, spelled_words
from one_screen import choices_in_sight
from sequitur_page import ANY, TIMEOUT, act, open_setup, rack, start

from engine.sequitur import dictionary

SIZES = {"de": (390, 844), "pl": (320, 640)}
NAMES = ("Ann", "Robot")


def no_english(page: Page, code: str, moment: str, *, more: tuple[str, ...] = ()) -> None:
    """Nothing English on the screen at `moment` but the game's words (the words spelled so far, and
    `more`: a word being spelled), `lang` right, axe clean, one screen (e2e/languages.py)."""
    screen_says_no_english(page, code, moment, "sequitur", NAMES, spelled=spelled_words(page) + more)


def refuse(page: Page, code: str) -> None:
    """Three balls that read no word: the verdict says so in words; then cleared."""
    balls = rack(page)
    words = dictionary.load()
    for positions in combinations(range(len(balls)), 3):
        letters = [balls[p] for p in positions]
        if "?" not in letters and "Q" not in letters and "".join(letters).lower() not in words:
            break
    else:
        return
    for p in positions:
        page.click(f"#sr-ball-{p}")
    expect(page.locator("#sr-spell")).to_be_disabled()
    expect(page.locator("#sr-verdict")).not_to_be_empty()
    no_english(page, code, "a word the dictionary lacks", more=("".join(letters),))
    page.click("#sr-clear")


@pytest.mark.parametrize("code", sorted(SIZES))
def test_a_whole_sequitur_game_in_the_players_language(browser: Browser, base_url: str, code: str) -> None:
    width, height = SIZES[code]
    context, page = phone_in(browser, code, SIZES[code], f"{width}x{height}")
    try:
        open_setup(page, base_url)
        start(page, [(NAMES[0], ""), (NAMES[1], "easy")])
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        no_english(page, code, "the first decision")
        choices_in_sight(page, "sequitur", f"the first decision in {code}")
        kinds: list[str] = []
        while True:
            page.locator(ANY).first.wait_for(timeout=TIMEOUT)
            if page.locator("#sr-spell").is_visible() and "refused" not in kinds:
                refuse(page, code)
                kinds.append("refused")
            if page.locator("#sr-continue").is_visible() and "summary" not in kinds:
                no_english(page, code, "a round's summary")
                kinds.append("summary")
            kind = act(page, swap="swap" not in kinds, english=False)
            if kind == "over":
                break
            kinds.append(kind)
            assert len(kinds) < 200, "the game did not end"
            if kind == "swap":  # the AI decides the same step meanwhile: its card and the log
                page.locator(ANY).first.wait_for(timeout=TIMEOUT)
                page.click("#sr-menu")
                expect(page.locator("#sr-log li").first).to_be_attached()
                no_english(page, code, "the game log")
                page.click("#sr-menu-close")
        assert "summary" in kinds and "refused" in kinds and "swap" in kinds
        expect(page.locator("#sr-end .end-actions")).to_be_visible()
        no_english(page, code, "the end")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
