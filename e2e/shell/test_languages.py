"""Every player's language (issue 69, docs/languages.md): a first visit opens
in the browser's language (Playwright's `locale`, navigator.languages), with
the page's `lang` set, no English left on the translated screens (home,
Settings, About, each game's setup with "More options" open: their visible text
compared against the English strings the catalog translates),
and axe-core finding nothing; Settings' picker switches the language in
place, keeps it over a reload, and a game in progress is still there. An
English visit fetches no catalog."""
from __future__ import annotations

import re
import pytest
from playwright.sync_api import Browser, Route, expect

from axe_source import axe_source, axe_violations
from conftest import PHONE, wait_ready, watch
from languages import english_left
from memory_records import in_progress, store
from tools import words as catalogs

from engine.sequitur import dictionary

SETUPS = (("sequence", "seq"), ("sequoia", "sq"), ("sequitur", "sr"))
SMALL = {"viewport": {"width": 320, "height": 640}, "is_mobile": True, "has_touch": True}
SIDEWAYS = "document.documentElement.scrollWidth > innerWidth"  # nothing may scroll sideways

@pytest.mark.parametrize("locale,code", [("es-ES", "es"), ("fr-CA", "fr"), ("de-DE", "de"), ("it-IT", "it"),
                                         ("pt-BR", "pt-BR"), ("nl-NL", "nl"), ("pl-PL", "pl")])
def test_a_first_visit_opens_in_the_browsers_language(browser: Browser, base_url: str, locale: str, code: str) -> None:
    # German and Polish, the longest, on the smallest phone
    size = SMALL if code in ("de", "pl") else PHONE
    context = browser.new_context(locale=locale, **size)
    page = context.new_page()
    watch(context, page)
    fetched: list[str] = []  # the page's own requests (the service worker's precache is the context's)
    page.on("request", lambda request: fetched.append(request.url))
    try:
        page.goto(f"{base_url}?fast")  # the tests' mode: no worker started ahead, whose start took the CPU meanwhile
        wait_ready(page)
        messages = catalogs.compiled(code)["messages"]
        expect(page.locator("html")).to_have_attribute("lang", code)
        expect(page.locator("#home-title")).to_have_text(messages["Choose a game"])
        play = page.evaluate("getComputedStyle(document.querySelector('#card-sequence'), '::after').content")
        assert messages["Play"] in play
        assert english_left(page.locator("body").inner_text(), code) == []
        assert not page.evaluate(SIDEWAYS)
        assert axe_violations(page, axe_source()) == []
        page.click("header a[href='#/settings']")
        expect(page.locator("#view h1")).to_have_text(messages["Settings"])
        expect(page.locator("#set-language")).to_have_value(code)
        assert page.title().startswith(messages["Settings"] + " · ")
        assert english_left(page.locator("body").inner_text(), code) == []
        assert not page.evaluate(SIDEWAYS)
        assert axe_violations(page, axe_source()) == []
        page.click("header a[href='#/about']")
        expect(page.locator("#view h1")).to_have_text(messages["About"])
        assert english_left(page.locator("body").inner_text(), code) == []
        assert not page.evaluate(SIDEWAYS)
        for game, prefix in SETUPS:  # each game's setup, "More options" open
            page.goto(f"{base_url}?fast#/{game}")
            expect(page.locator(f"#{prefix}-start")).to_have_text(messages["Start the game"], timeout=30_000)
            page.click(f"#{prefix}-more > summary")
            page.wait_for_function(f"document.querySelectorAll('#{prefix}-kind-1 option').length > 2")  # its AI levels
            assert english_left(page.locator("body").inner_text(), code) == [], game
            assert not page.evaluate(SIDEWAYS), game
            assert page.title().startswith(page.locator("#view h1").inner_text() + " · ")
        # Sequitur's words: the app's language (Sequitur has words in every one), fetched then only (issue 84)
        words_in = code
        expect(page.locator(f"#sr-language-{words_in}")).to_be_checked()
        assert axe_violations(page, axe_source()) == []
        assert [u for u in fetched if "/web/words/" in u] == [f"{base_url}web/words/{code}.json"]
        for lazy in dictionary.LANGUAGES[1:]:
            assert bool([u for u in fetched if f"sequitur-words-{lazy}" in u]) == (words_in == lazy), lazy
        assert page.console_errors == []
    finally:
        context.close()


def test_the_picker_switches_keeps_the_language_and_the_game(browser: Browser, base_url: str) -> None:
    context = browser.new_context(locale="en-US", **PHONE)
    page = context.new_page()
    watch(context, page)
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    try:
        page.goto(base_url + "manifest.webmanifest")  # the origin's storage, before the app reads it
        store(page, "sequence", in_progress("sequence").save_text())
        saved = page.evaluate("localStorage.getItem('seqgames.sequence.game')")
        page.goto(base_url + "?fast#/settings")  # the tests' mode: no worker started ahead
        wait_ready(page)
        expect(page.locator("#view h1")).to_have_text("Settings")
        assert [u for u in fetched if "/web/words/" in u] == []  # English fetches no catalog
        page.select_option("#set-language", "de")
        expect(page.locator("#view h1")).to_have_text("Einstellungen")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("header a[href='#/about']")).to_have_text("Über")  # the static header too
        expect(page.locator("#set-language")).to_be_focused()
        page.reload()
        wait_ready(page)
        expect(page.locator("#view h1")).to_have_text("Einstellungen")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        page.click("header .brand")
        expect(page.locator("#home-title")).to_have_text("Wähle ein Spiel")
        expect(page.locator("#resume-sequence-link")).to_have_text("Fortsetzen")
        # where the game saved in English stands, said in German (the autosave keeps the facts)
        expect(page.locator("#resume-sequence")).to_contain_text(re.compile(r"^Läuft: Ann und Computer 1, Zug \d+\."))
        assert page.evaluate("localStorage.getItem('seqgames.sequence.game')") == saved
        page.goto(base_url + "?fast#/sequence")  # Start asks before it replaces the game, in German
        page.click("#seq-start")
        expect(page.locator("#seq-start-question")).to_contain_text(
            re.compile(r"^Hier läuft ein Spiel \(.+\)\. Ein neues Spiel zu starten ersetzt es\.$"))
        expect(page.locator("#seq-start-keep")).to_have_text("Mein Spiel behalten")
        page.click("#seq-start-keep")
        expect(page.locator("#seq-start-choice")).to_be_hidden()
        assert page.evaluate("localStorage.getItem('seqgames.sequence.game')") == saved
        page.click("header .brand")
        page.click("#resume-sequence-link")
        expect(page.locator("#seq-menu")).to_be_visible(timeout=30_000)  # the game's table, where it was
        page.goto(base_url + "?fast#/settings")
        page.select_option("#set-language", "en")
        expect(page.locator("#view h1")).to_have_text("Settings")
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("header a[href='#/about']")).to_have_text("About")
        assert page.evaluate("localStorage.getItem('seqgames.lang')") == "en"
        precached = page.request.get(base_url + "sw.js").text()  # the service worker keeps every catalog for offline play
        assert all(f'"web/words/{code}.json"' in precached for code in catalogs.BABEL_CODES)
        assert page.console_errors == []
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["es-ES", "fr-FR", "de-DE", "it-IT", "pt-BR", "nl-NL", "pl-PL"])
def test_the_translated_screens_fit_a_phone_in_every_language(browser: Browser, base_url: str, locale: str) -> None:
    """The phone-layout rules (e2e/quality/test_phone_sizes.py: 44 px targets, 12 px text,
    nothing sideways, at 390 and 320 px) on every translated screen in each language."""
    from e2e.quality.test_phone_sizes import audit_each, phone_options, shell_ok

    context = browser.new_context(locale=locale, **phone_options(390, 844))
    page = context.new_page()
    watch(context, page)
    page.shell_problems = []  # type: ignore[attr-defined]
    try:
        page.goto(f"{base_url}?fast#/")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", locale if locale == "pt-BR" else locale[:2])
        audit_each(page, "home")
        for route, shown in (("#/settings", "#set-language"), ("#/about", "#about-version")):
            page.goto(f"{base_url}?fast{route}")
            expect(page.locator(shown)).to_be_visible(timeout=30_000)
            audit_each(page, route)
        for game, prefix in SETUPS:
            page.goto(f"{base_url}?fast#/{game}")
            expect(page.locator(f"#{prefix}-start")).to_be_visible(timeout=30_000)
            page.click(f"#{prefix}-more > summary")
            audit_each(page, f"{game}'s setup, More options open")
        assert page.console_errors == []
        shell_ok(page)
    finally:
        context.close()


def test_before_python_runs_the_page_speaks_the_language_too(browser: Browser, base_url: str) -> None:
    """web/boot.js translates the static home, the splash and the waiting screens before
    Python runs, with the words it carries for each language (tools/words.py `boot_words`),
    before the language's catalog has come (a round trip on a phone's network: issue 69, a first
    visit within 10% of English); About, prerendered in English, waits for Python's in another
    language."""
    from e2e.quality.test_before_engine import held_page, release

    context = browser.new_context(locale="fr-FR", **PHONE)
    catalog: list[Route] = []  # the French catalog's request, held until Python is let go
    context.route("**/web/words/fr.json", lambda route: catalog.append(route))
    try:
        page, held = held_page(context, base_url)
        expect(page.locator("#home-title")).to_have_text("Choisissez un jeu")
        assert page.evaluate("document.documentElement.dataset.appReady") is None  # Python is not running
        assert catalog and page.evaluate("document.documentElement.dataset.words") is None  # shown without it
        assert page.locator("#home-title").is_visible()
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator("#splash-text")).to_have_text(re.compile(r"^Chargement… \d+\u00a0%$"))
        page.click("#card-sequoia")
        expect(page.locator("#wait-text")).to_have_text(re.compile(r"^Chargement… \d+\u00a0%$"))
        expect(page.locator("#view .button.secondary")).to_have_text("Retour aux jeux")
        page.click(".header-link[href='#/about']")
        expect(page.locator("#view h1")).to_have_text("Chargement")  # not the English About
        for route in catalog:
            route.continue_()
        context.unroute("**/web/words/fr.json")
        release(context, page, held)
        expect(page.locator("#view h1")).to_have_text("À propos")
        assert page.console_errors == []
    finally:
        context.close()


def counted() -> str:
    """A statistics store: Sequence against the AI at two table sizes, an assisted game, Sequitur solo scores."""
    from web.device import stats

    data = stats.empty()
    for n in range(3):
        stats.add_game(data, game="sequence", game_id=f"seq-{n}", winners=[0] if n else [1], assisted=n == 2,
                       players=[stats.Player("Ann", True, "", 0), stats.Player("Computer 1", False, "hard", 1)])
    stats.add_game(data, game="sequence", game_id="seq-3", winners=[0], players=[
        stats.Player("Ann", True, "", 0), stats.Player("Computer 1", False, "easy", 1),
        stats.Player("Computer 2", False, "easy", 2)])
    for n, points in enumerate((12, 25, 18)):
        stats.add_game(data, game="sequitur", game_id=f"solo-{n}", players=[stats.Player("Ann", True, "", 0)],
                       winners=[], solo_score=stats.Score(f"2026-10-{n + 1:02d}", points, ""))
    return stats.dumps(data)


def finished_games() -> tuple[str, str]:
    """Sequoia's finished games on this device (web/device/history.py): one game played to its end
    and one stored item that cannot be read; and its storage key."""
    import json

    from memory_records import played
    from web.device import history

    session = played("sequoia", 2, lambda s: False)
    item = history.Item("seq-game-1", "2026-11-20", "Ann, Robot", "Ann", False, session.record())
    stored = json.loads(history.dumps(history.History("sequoia", [item])))
    stored["games"].append({"id": 7})  # damaged
    return history.key("sequoia"), json.dumps(stored)


@pytest.mark.parametrize("locale,code", [("de-DE", "de"), ("pl-PL", "pl")])
def test_the_statistics_speak_the_players_language(browser: Browser, base_url: str, locale: str, code: str) -> None:
    context = browser.new_context(locale=locale, **SMALL)
    page = context.new_page()
    watch(context, page)
    try:
        page.goto(base_url + "manifest.webmanifest")
        page.evaluate("t => localStorage.setItem('seqgames.stats', t)", counted())
        page.evaluate("([k, t]) => localStorage.setItem(k, t)", list(finished_games()))
        page.goto(base_url + "?fast#/stats")
        wait_ready(page)
        messages = catalogs.compiled(code)["messages"]
        expect(page.locator("#view h1")).to_have_text(messages["Statistics"])
        expect(page.locator("#stats-solo-1")).to_be_visible()
        page.locator("#stats-solo-1 summary").click()  # the chart in words
        page.locator("#sequoia-history summary").click()  # Sequoia's finished games, one unreadable
        expect(page.locator("#sequoia-history-replay-0")).to_have_text(messages["Replay"])
        expect(page.locator("#sequoia-history-skipped")).to_be_visible()
        page.click("#sequoia-history-export-0")
        expect(page.locator("#sequoia-history-status")).not_to_be_empty()
        text = page.locator("#view").inner_text()
        assert english_left(text, code) == [], text
        assert not page.evaluate(SIDEWAYS)
        assert page.evaluate("innerWidth") == 320  # nothing wider made the phone zoom the page out (the table's heads)
        assert axe_violations(page, axe_source()) == []
        page.click("#stats-clear")
        expect(page.locator("#stats-clear-yes")).to_have_text(messages["Clear them"])
        page.click("#stats-clear-yes")
        expect(page.locator("#stats-status")).to_have_text(messages["The statistics were cleared."])
        assert page.console_errors == []
    finally:
        context.close()
