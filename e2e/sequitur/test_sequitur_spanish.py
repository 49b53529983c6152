"""Sequitur in the phone's words at the table (issue 84, docs/languages.md "Sequitur's words"): on a Spanish
(French, Dutch: `WHOLE_GAMES`) phone (390x844, touch) the setup offers the words in its language first, a whole game
against the easy AI is played by tapping in that language's words (the player's a word English lacks where
the rack has one, the AI's from the language's dictionary), the table says the words' language and asks
for a word of it, the page reloaded mid-game resumes it (the words fetched again), and the finished game
is reviewed whole (Pyodide's worker handed the words). In every language of the words, a word list that cannot
be downloaded is said on Start, and a game in it resumes offline; an English game is as it was."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from conftest import more_options, wait_ready
from languages import phone_in
from sequitur_page import ANY, TIMEOUT, act, open_setup, start
from tools import words as catalogs

from engine.sequitur import dictionary
from engine.sequitur.spelling import Spell
from web.device import keys
from web.games.sequitur import GAME
from web.games.sequitur.preview import SPELL_PROMPTS, WORDS_IN
from web.model.session import Session

SAVE = keys.game_key("sequitur", keys.GAME)
SEATS = [("Ana", ""), ("Robot", "easy")]
REVIEW_TIMEOUT = 120_000  # a whole review on a shared 2-core machine (e2e/table/test_learn_from_a_game.py)
LANGUAGES = ("es", "fr", "de", "it", "pt-BR", "nl", "pl")  # each language of the words but English, played on a phone in that language
# played whole here, reloaded and reviewed: the languages e2e/sequitur/test_sequitur_languages.py does not play at
# the table in their own words (German, Italian, Brazilian Portuguese and Polish: the first round by tapping, words
# of the language spelled and a non-word refused, and the end of a whole game); fetching a language's words,
# fetching them again on a reload and handing them to the review's worker is one code for every language
# (web/games/sequitur/words.py `URLS`), which these three play through
WHOLE_GAMES = ("es", "fr", "nl")


def said(code: str, msgid: str, form: int = 0) -> str:
    """The catalog's words of `msgid` in `code` (with `form`, that plural form)."""
    found = catalogs.compiled(code)["messages"][msgid]
    return found if isinstance(found, str) else found[form]


@pytest.mark.parametrize("code", WHOLE_GAMES)
def test_a_whole_sequitur_game_in_the_phones_words_resumed_after_a_reload(browser: Browser, base_url: str,
                                                                          code: str) -> None:
    context, page = phone_in(browser, code, (390, 844), "390x844")
    prompt = said(code, SPELL_PROMPTS[code])
    try:
        open_setup(page, base_url)
        more_options(page, "sr")
        expect(page.locator(f"#sr-language-{code}")).to_be_checked()  # the app's language, which Sequitur has words in
        start(page, SEATS)
        expect(page.locator("#sr-words-language")).to_contain_text(WORDS_IN[code][0])
        kinds: list[str] = []
        while "over" not in kinds:
            page.locator(ANY).first.wait_for(timeout=TIMEOUT)
            if page.locator("#sr-spell").is_visible():
                expect(page.locator("#sr-private h3").first).to_have_text(prompt)
            kinds.append(act(page, english=False, words_in=code))
            assert len(kinds) < 300, f"the game did not end: {kinds}"
            if kinds.count("spell") == 1 and kinds[-1] == "spell":  # reloaded mid-game: the same game goes on
                before = page.evaluate(f"localStorage.getItem('{SAVE}')")
                page.reload()
                wait_ready(page)
                page.locator(ANY).first.wait_for(timeout=TIMEOUT)
                expect(page.locator("#sr-words-language")).to_be_visible()
                assert Session.from_save(GAME, page.evaluate(f"localStorage.getItem('{SAVE}')")).record()["seed"] == \
                    Session.from_save(GAME, before).record()["seed"]
        session = Session.from_save(GAME, page.evaluate(f"localStorage.getItem('{SAVE}')"))
        assert session.is_over and session.state.language == code
        words, english = dictionary.load(language=code), dictionary.load()
        spelled = {0: [], 1: []}
        for seat, action in session.state.history:
            if isinstance(action, Spell) and not action.is_nothing:
                spelled[seat].append(action.word)
        assert spelled[0] and spelled[1], spelled
        assert all(word in words for seat in spelled.values() for word in seat), spelled
        assert [word for word in spelled[0] if word not in english], spelled  # a word English lacks
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        # the review, in Pyodide's worker, with the game's words handed to it
        page.click("#sr-review")
        expect(page).to_have_url(re.compile("#/sequitur/review$"), timeout=TIMEOUT)
        forms = catalogs.compiled(code)["messages"]["Reviewed all {total} move."][1:]  # Polish has two plurals
        reviewed = "|".join(re.escape(form).replace(r"\{total\}", r"\d+") for form in forms)
        expect(page.locator("#review-status")).to_have_text(re.compile(f"^({reviewed})$"), timeout=REVIEW_TIMEOUT)
        expect(page.locator("#review-words li").first).to_be_visible()
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


@pytest.mark.service_worker
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_game_in_the_phones_words_resumes_offline(browser: Browser, base_url: str, code: str) -> None:
    """The service worker keeps a language's words once a game fetched them (web/sw.js LAZY): offline,
    the page reloaded opens the table where it stood."""
    context, page = phone_in(browser, code, (390, 844), "390x844")
    try:
        open_setup(page, base_url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        start(page, SEATS)
        act(page, english=False, words_in=code)
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        expect(page.locator("#sr-words-language")).to_contain_text(WORDS_IN[code][0])
        context.set_offline(False)
    finally:
        context.close()


@pytest.mark.parametrize("code, name", [("es", "Español"), ("fr", "Français"), ("de", "Deutsch"), ("it", "Italiano"),
                                        ("pt-BR", "Português (Brasil)"),
                                        ("nl", "Nederlands"), ("pl", "Polski")])
def test_words_that_cannot_be_downloaded_are_said_on_start(browser: Browser, base_url: str, code: str,
                                                           name: str) -> None:
    context, page = phone_in(browser, code, (320, 640), "320x640")
    try:
        page.route(f"**/sequitur-words-{code}.txt.gz", lambda route: route.fulfill(status=503, body=""))
        open_setup(page, base_url)
        start(page, SEATS, started=False)
        failed = said(code, "the words ({language}) could not be downloaded: check the connection and try again")
        expect(page.locator("#sr-error")).to_contain_text(failed.format(language=name), timeout=TIMEOUT)
        expect(page.locator("#sr-start")).to_be_visible()  # still the setup, nothing started
    finally:
        context.close()


def test_an_english_game_is_as_it_was(browser: Browser, base_url: str) -> None:
    context, page = phone_in(browser, "en", (390, 844), "390x844")
    try:
        open_setup(page, base_url)
        more_options(page, "sr")
        expect(page.locator("#sr-language-en")).to_be_checked()
        start(page, SEATS)
        kinds: list[str] = []
        while not page.locator("#sr-spell").is_visible():
            kinds.append(act(page))
            page.locator(ANY).first.wait_for(timeout=TIMEOUT)
            assert len(kinds) < 20, kinds
        expect(page.locator("#sr-private h3").first).to_have_text(
            re.compile("^Spell an English word: tap the balls you keep, read left to right$"))
        expect(page.locator("#sr-words-language")).to_have_count(0)
        saved = Session.from_save(GAME, page.evaluate(f"localStorage.getItem('{SAVE}')"))
        assert "language" not in saved.state.config and saved.state.language == "en"
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
