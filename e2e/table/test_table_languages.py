"""A table in the player's language (issue 69, second step: docs/languages.md): each game's table
one move from its end, in German on the smallest phone (320x640, touch) and in Polish at 390x844,
shows none of the English strings of the shared chrome (the bar, the tray's tools, the menu, the
end card: e2e/languages.py compares the visible text against the English the catalog translates),
has its `lang` right and axe-core finds nothing; in German at 320x640 the table keeps the
one-screen rules (e2e/one_screen.py) and the end card's actions say the catalog's words.

Then the guided games' first steps (Sequence's and Sequitur's in German at 320x640, Sequoia's in
Polish at 390x844, tapped as the guide marks them) and a review of a finished Sequence game (the replay's
controls, its heading and count, the review's progress, graph, legend and grades; reviewed as far as
its first turning point, that point's sentence and the move's review): their words in the player's
language, nothing wider than the phone, axe-core clean."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from engine.sequitur.goals import BY_ID
from languages import english_left, english_words, phone_in
from conftest import wait_ready
from guide_page import play_step
from memory_page import PREFIX, TIMEOUT, last_move, no_sideways_scroll, open_saved
from memory_records import one_move_from_the_end, review_of, store
from one_screen import choices_in_sight, fits
from tools import words as catalogs

READY = {"sequence": "#seq-hand .seq-card", "sequoia": "#sq-pairs [data-pair]", "sequitur": "#sr-nothing"}
SIZES = {"de": (320, 640), "pl": (390, 844)}  # German, the longest, on the smallest phone
ACTIONS = ["Rematch", "Replay", "Review", "New game"]
# the shared chrome this step translates: the bar, the tray's tools, the menu's head and items,
# the log's heading and the end card, and Sequoia's roll, its pairs' prompt and its seats' scores
# (Sequence's whole table: e2e/sequence/test_sequence_languages.py)
CHROME = (".table-bar", ".table-tools", ".table-sheet-head", ".table-sheet-items", ".seq-log > h2", ".end-title",
          ".end-actions", ".end-scores", "#sq-choose", "#sq-scores")


def chrome_text(page: Page, names: tuple[str, ...]) -> str:
    """The visible text of the table's chrome, without the seats' `names` (a player's own words)."""
    text = "\n".join(page.evaluate("sel => [...document.querySelectorAll(sel)].filter(el => el.checkVisibility()).map(el => el.innerText)",
                                    ", ".join(CHROME)))
    for name in names:
        text = text.replace(name, "")
    return text


@pytest.mark.parametrize("code", sorted(SIZES))
def test_a_table_speaks_the_players_language(browser: Browser, base_url: str, code: str) -> None:
    """Each game's table in turn in one page of the language, the app opened once (each table after the
    first shown as a player's tap shows it: e2e/memory_page.py `open_saved` in place)."""
    width, height = SIZES[code]
    context, page = phone_in(browser, code, SIZES[code], f"{width}x{height}-{code}")
    messages = catalogs.compiled(code)["messages"]
    try:
        for game in ("sequence", "sequoia", "sequitur"):
            prefix = PREFIX[game]
            text, action, end = one_move_from_the_end(game)
            names = tuple(seat.name for seat in end.seats)
            open_saved(page, base_url, game, text, READY[game], in_place=True)
            expect(page.locator("html")).to_have_attribute("lang", code)
            expect(page.locator(f"#{prefix}-menu")).to_have_text(messages["Menu"])
            text = chrome_text(page, names)
            assert english_left(text, code) == [], (game, text)
            assert english_words(text, code) == [], (game, text)  # a word no catalog marks (Sequoia's roll and pairs)
            assert axe_violations(page, axe_source()) == [], game
            if code == "de":
                fits(page, game, "in German")
                choices_in_sight(page, game, "in German")
            page.click(f"#{prefix}-menu")  # the menu's sheet: How to play, its items, the game log
            expect(page.locator(f"#{prefix}-sheet")).to_be_visible()
            assert english_left(chrome_text(page, names), code) == [], game
            assert axe_violations(page, axe_source()) == [], game
            page.click(f"#{prefix}-menu-close")
            last_move(page, game, action)
            box = page.locator(f"#{prefix}-end")
            expect(box.locator(".end-actions")).to_be_visible(timeout=TIMEOUT)
            expect(box.locator(".end-actions > .button")).to_have_text([messages[a] for a in ACTIONS])
            assert english_left(chrome_text(page, names), code) == [], game
            assert axe_violations(page, axe_source()) == [], game
            if code == "de":
                fits(page, game, "the end in German")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


# the guided games each language walks (their steps, the table the guide keeps in view)
GUIDED = {"de": (("sequence", 5, "#seq-grid"), ("sequitur", 21, "#sr-rack")), "pl": (("sequoia", 11, "#sq-board"),)}
GUIDE_SIZES = {"de": (320, 640), "pl": (390, 844)}
REVIEW_TIMEOUT = 120_000  # a review's first moves on a shared 2-core machine
# the replay's and the review's own words (the engine's inside them, the turning points' sentences and
# a move's advice: read where a turning point is reviewed, below)
REVIEW_PARTS = ("#replay-title", "#replay-where", "#replay-move", ".replay-reveal", ".replay-actions", "#review-title",
                "#review-status", "#review-legend", "#review-summary", "#review-words-title", "#review-words button",
                "#review-hidden", "#review-advice-title")


# Sequitur's own English words, the same in every language (docs/languages.md "Sequitur's words"): the
# spelled words its guide names and, whole, the goal cards' texts it quotes
GAME_WORDS = {"sequitur": ("CAMPER", "JOKERS") + tuple(sorted((g.text for g in BY_ID.values()), key=len, reverse=True))}


def visible_text(page: Page, selectors: tuple[str, ...], names: tuple[str, ...] = ()) -> str:
    text = "\n".join(page.evaluate("sel => [...document.querySelectorAll(sel)].filter(el => el.checkVisibility())"
                                    ".map(el => el.innerText)", ", ".join(selectors)))
    for name in names:
        text = text.replace(name, "")
    return text


def no_english(page: Page, selectors: tuple[str, ...], code: str, names: tuple[str, ...] = ()) -> None:
    """None of the translated English in `selectors`' visible text, nothing wider than the phone, axe clean."""
    text = visible_text(page, selectors, names)
    assert text.strip()
    assert english_left(text, code) == [], text
    assert english_words(text, code) == [], text
    assert no_sideways_scroll(page)
    assert axe_violations(page, axe_source()) == []


@pytest.mark.parametrize("code", sorted(GUIDED))
def test_a_guided_game_and_a_review_speak_the_players_language(browser: Browser, base_url: str, code: str) -> None:
    width, height = GUIDE_SIZES[code]
    context, page = phone_in(browser, code, GUIDE_SIZES[code], f"{width}x{height}-{code}")
    messages = catalogs.compiled(code)["messages"]
    counter = messages["Step {number} of {total}"]
    try:
        for game, steps, table in GUIDED[code]:
            page.goto(f"{base_url}?fast#/{game}/learn")
            wait_ready(page)
            expect(page.locator("#lesson-leave")).to_have_text(messages["Leave the guided game"], timeout=TIMEOUT)
            for number in (1, 2):  # its first steps, the panel read at each
                expect(page.locator("#lesson-step")).to_have_text(counter.format(number=number, total=steps),
                                                                  timeout=TIMEOUT)
                expect(page.locator("[data-guide-target='1']")).to_have_count(1, timeout=TIMEOUT)
                no_english(page, ("#lesson",), code, GAME_WORDS.get(game, ()))
                play_step(page, number, steps, table, touch=True, counter=counter)
        # a review of a finished game: the replay's screen with the review under way, then stopped
        store(page, "sequence", review_of("sequence"), "replay")
        page.goto(f"{base_url}?fast#/sequence/review")
        expect(page.locator("#review-graph")).to_be_visible(timeout=TIMEOUT)
        # reviewed as far as its first turning point (the engine's sentence for it), then stopped
        expect(page.locator("#review-words button").first).to_be_visible(timeout=REVIEW_TIMEOUT)
        page.evaluate("() => document.querySelector('#review-cancel').click()")  # hidden once done: no harm
        expect(page.locator("#review-cancel")).to_be_hidden(timeout=TIMEOUT)
        expect(page.locator("#replay-title")).to_have_text(messages["Review: {game}"].format(game="Sequence"))
        names = ("Ann", "Computer 1", "Sequence")
        # at the start: the move's words and the review's line for it
        expect(page.locator("#replay-move")).to_have_text(messages["The start of the game, before the first move."])
        no_english(page, REVIEW_PARTS + ("#review-advice-text",), code, names)
        page.locator("#replay-forward").tap()  # the first move, reviewed: said in the player's words
        expect(page.locator("#replay-back")).to_be_enabled()
        no_english(page, REVIEW_PARTS + ("#review-advice-text",), code, names)
        page.locator("#review-words button").first.tap()  # the turning point: its sentence, the move's review
        expect(page.locator("#review-words button[aria-current='step']")).to_have_count(1)
        no_english(page, REVIEW_PARTS + ("#review-words", "#review-advice-text"), code, names)
        page.locator("#replay-last").tap()  # the end: the last move in the log's words, every hand shown
        expect(page.locator("#replay-forward")).to_be_disabled()
        no_english(page, REVIEW_PARTS + ("#replay-hidden",), code, names)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
