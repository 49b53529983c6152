"""Sequitur's whole table in the player's language (issue 69, docs/languages.md "Sequitur's words"): a
game against the easy AI, in German, in Italian (in Italian words) and in Brazilian Portuguese (in its words) at 390x844 and in Polish on the smallest phone (320x640), all touch,
its first round played by tapping, then the end of a whole game of the same table (played by the engine's
AI, opened as its autosave is). At chosen moments (the first decision, a word the dictionary lacks,
after the AI's move with the log open, a round's summary, the end card) no English is left on screen
but the game's own English words (the goal cards' texts, the spelled words, the letters:
e2e/languages.py `without_game_words`): neither a string the catalog translates (`english_left`) nor an
English word of the table's (`english_words`), in the visible text or in what a screen reader says;
`lang` is right, axe-core finds nothing and the table stays one screen (e2e/one_screen.py), at the other
phone's size too (`no_english_at_both_sizes`). And "Suggest
a move" in German, in a solo game: the secret colour's suggestion and the next decision's, no English
left but the game's own words."""
from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import more_options
from languages import english_left, english_words, no_english_at_both_sizes, phone_in, spelled_words
from languages import without_game_words
from memory_page import open_saved
from moment_records import sequitur_by_ai
from one_screen import choices_in_sight
from sequitur_page import ANY, TIMEOUT, act, open_setup, rack, start

from engine.sequitur import dictionary
from web.model.seats import Seat, SeatKind

SIZES = {"de": (390, 844), "pl": (320, 640), "it": (390, 844), "pt-BR": (390, 844)}
WARMING = 120_000  # a first suggestion waits for the worker: Pyodide, the dictionary, the expert's index
NAMES = ("Ann", "Robot")


def words_of(code: str) -> str:
    """The language of a new game's words on a phone in `code`: its own where Sequitur has words in it (the
    setup's default), else English's."""
    return code if code in dictionary.LANGUAGES else dictionary.ENGLISH


def no_english(page: Page, code: str, moment: str, *, more: tuple[str, ...] = ()) -> None:
    """Nothing English on the screen at `moment` but the game's words (the words spelled so far, and
    `more`: a word being spelled), `lang` right, axe clean, one screen, at both phones' sizes (e2e/languages.py)."""
    no_english_at_both_sizes(page, code, moment, "sequitur", NAMES, spelled=spelled_words(page) + more)


def refuse(page: Page, code: str) -> None:
    """Three balls that read no word: the verdict says so in words; then cleared."""
    balls = rack(page)
    words = dictionary.load(language=words_of(code))
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


@lru_cache(maxsize=None)
def whole_game() -> str:
    """The autosave of a whole game of Ann and Robot (the easy AI) that the medium AI played for both."""
    return sequitur_by_ai(2, lambda _s: False, [Seat(NAMES[0]), Seat(NAMES[1], SeatKind.AI, "easy")]).save_text()


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
        while not {"summary", "refused", "swap"} <= set(kinds):  # the first round's moments, by tapping
            page.locator(ANY).first.wait_for(timeout=TIMEOUT)
            if page.locator("#sr-spell").is_visible() and "refused" not in kinds:
                refuse(page, code)
                kinds.append("refused")
            if page.locator("#sr-continue").is_visible() and "summary" not in kinds:
                no_english(page, code, "a round's summary")
                kinds.append("summary")
                continue
            kind = act(page, swap="swap" not in kinds, english=False, words_in=words_of(code))
            assert kind != "over", f"the game ended before its moments were seen: {kinds}"
            kinds.append(kind)
            assert len(kinds) < 200, f"the moments were not reached: {kinds}"
            if kind == "swap":  # the AI decides the same step meanwhile: its card and the log
                page.locator(ANY).first.wait_for(timeout=TIMEOUT)
                page.click("#sr-menu")
                expect(page.locator("#sr-log li").first).to_be_attached()
                no_english(page, code, "the game log")
                page.click("#sr-menu-close")
        # the end of a whole game of the same table, its goals claimed and words spelled round after round
        open_saved(page, base_url, "sequitur", whole_game(), "#sr-end .end-actions", in_place=True)
        no_english(page, code, "the end")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


def test_suggest_a_move_speaks_german(browser: Browser, base_url: str) -> None:
    """"Suggest a move" in German (issue 69): the secret colour's suggestion and the next decision's
    (a goal kept or a letter's end, with the plan it sets up) are German but for the game's own words."""
    context, page = phone_in(browser, "de", SIZES["de"], "390x844")
    try:
        open_setup(page, base_url)
        page.select_option("#sr-players", "1")
        page.fill("#sr-name-0", NAMES[0])
        more_options(page, "sr")
        page.check("#sr-hints")
        page.click("#sr-start")
        expect(page.locator("#sr-colour-green")).to_be_visible(timeout=TIMEOUT)
        message = page.locator("#sr-message")
        page.click("#sr-suggest")
        page.click("#sr-suggest-go")  # the first hint of a game says it makes the game assisted
        expect(message).to_have_text(re.compile(r"^Vorschlag: .+ als geheimes Ziel wählen, denn das bringt .+\.$"),
                                     timeout=WARMING)
        said = [message.inner_text()]
        page.click("#sr-colour-green")
        page.locator("#sr-keep-0:visible, #sr-end-left:visible").first.wait_for(timeout=TIMEOUT)
        page.click("#sr-suggest")
        expect(message).to_have_text(re.compile(r"^Vorschlag: .+, denn das .+\.$"), timeout=WARMING)
        said.append(message.inner_text())
        for text in said:
            left = without_game_words(text)
            assert english_left(left, "de") == [] and english_words(left, "de") == [], text
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["de"][0]
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
