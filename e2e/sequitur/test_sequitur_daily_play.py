"""End-to-end: Sequitur's today's deal (issue 26, part 4) as a person plays
it: from the home screen's "Today's deal" to the table, played to the end,
the result with par and the text to share (copied to the clipboard), then
the home entry showing the day's result instead of a new game, the day's
screen showing the result again, and the statistics with the streak. Also
from the setup during a game, which waits untouched in its own save and resumes
after, and a game of the day in progress resuming."""
from __future__ import annotations

import datetime
import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

import sequitur_page
from conftest import more_options, wait_ready, watch
from memory_records import store

TIMEOUT = 30_000
PAR_TIMEOUT = 240_000  # the expert plays the whole deal in the worker (?fast: at its shortest time per decision)
LOCAL_DAY = sequitur_page.LOCAL_DAY


def open_page(browser: Browser, base_url: str) -> Page:
    # a British player: a day is said the British way ("24 Nov 2026", web/page/dates.py)
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"], locale="en-GB")
    page = context.new_page()
    watch(context, page)
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    return page


def british(day: str) -> str:
    """'2026-11-24' as Intl.DateTimeFormat('en-GB', {dateStyle: 'medium'}) writes it: '24 Nov 2026'."""
    date = datetime.date.fromisoformat(day)
    return f"{date.day} {date:%b} {date.year}"


def play_to_the_end(page: Page) -> int:
    steps = 0
    while sequitur_page.act(page) != "over":
        steps += 1
        assert steps < 200, "the deal did not end"
    return steps


def test_today_s_deal_from_the_home_screen_to_the_shared_result(browser: Browser, base_url: str) -> None:
    page = open_page(browser, base_url)
    iso = page.evaluate(LOCAL_DAY)  # the share text keeps the day's own form
    day = british(iso)  # the screens say it in the player's
    expect(page.locator("#home-daily .game-name")).to_have_text("Sequitur: today's deal")
    expect(page.locator("#home-daily-text")).to_have_text("")
    page.click("#home-daily")
    expect(page.locator("#view h1")).to_have_text("Sequitur: today's deal")
    expect(page.locator("#daily-day")).to_have_text(f"The deal of {day}.")
    expect(page.locator("#daily-streak")).to_have_text("No day's deal played yet: a streak counts the days in a row.")
    page.click("#daily-start")
    expect(page.locator("#sr-daily")).to_have_text(f"Today's deal: {day}.", timeout=TIMEOUT)
    assert page.url.endswith("#/sequitur/play/today")

    # a reload on the way, and the home entry resumes it
    sequitur_page.act(page)
    page.goto(page.url.split("#")[0] + "#/")
    expect(page.locator("#home-daily-text")).to_have_text("In progress.")
    page.click("#home-daily")
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
    assert page.url.endswith("#/sequitur/play/today")

    play_to_the_end(page)
    result = page.locator("#daily-result")
    expect(result).to_be_visible()
    expect(page.locator("#sr-rematch")).to_have_count(0)  # a deal played once a day
    score = page.locator("#daily-score").inner_text()
    assert re.fullmatch(r"\d+ points?( \([A-Za-z ]+\))?\.", score), score
    expect(page.locator("#daily-par")).to_have_text(re.compile(r"^Par \(the expert AI on the same deal\): \d+\.$"),
                                                    timeout=PAR_TIMEOUT)
    par = int(re.search(r"(\d+)\.$", page.locator("#daily-par").inner_text()).group(1))
    # par is marked on the ladder where its points stand: above the first rung it reaches, and on the
    # right side of "You are here"
    expect(page.locator("#sr-ladder #sr-par")).to_have_attribute("data-points", str(par))
    marks = page.locator("#sr-ladder > li").evaluate_all(
        "items => items.map(i => i.id || ('rung ' + i.dataset.floor))")
    at = marks.index("sr-par")
    below = next((m for m in marks[at + 1:] if m.startswith("rung ")), None)
    above = next((m for m in reversed(marks[:at]) if m.startswith("rung ")), None)
    assert below is None or par >= int(below.split()[1]), marks
    assert above is None or par < int(above.split()[1]), marks
    you = int(page.locator("#sr-you").get_attribute("data-points"))
    assert (marks.index("sr-you") < at) == (you >= par), (marks, you, par)
    text = page.locator("#daily-share-text").inner_text()
    head, *rows = text.split("\n")
    points = int(score.split()[0])
    assert head.startswith(f"Sequitur · today's deal {iso} · {points} point") and head.endswith(f" · par {par}")
    assert len(rows) == 3 and all(re.fullmatch(r"[\U0001F7E5\U0001F7E8\U0001F7E9\u2B1B] [\U0001F7E5\U0001F7E8\U0001F7E9\u2B1C]*", r)
                                  for r in rows), rows
    page.click("#daily-share")
    expect(page.locator("#daily-share-status")).to_have_text("Copied to the clipboard: paste it where you like.")
    assert page.evaluate("navigator.clipboard.readText()") == text

    # once a day: the home entry and the day's screen show the result, not a new game
    page.goto(page.url.split("#")[0] + "#/")
    expect(page.locator("#home-daily-text")).to_have_text(  # the streak too (the home screen's "Today")
        f"Done: {points} point{'s' * (points != 1)}, par {par}. Streak: 1 day.")
    page.click("#home-daily")
    expect(page.locator("#daily-result")).to_be_visible()
    expect(page.locator("#daily-start")).to_have_count(0)
    expect(page.locator("#daily-par")).to_have_text(f"Par (the expert AI on the same deal): {par}.")
    expect(page.locator("#daily-streak")).to_have_text("Streak: 1 day in a row (best: 1).")
    page.click("#view a[href='#/stats']")
    expect(page.locator("#stats-daily-streak")).to_have_text("Streak: 1 day in a row (best: 1). Played on 1 day.")
    expect(page.locator("#stats-daily-chart-words li")).to_have_text([re.compile(rf"^{day}: {points} points?.*, par {par}$")])
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_today_s_deal_keeps_its_own_save_and_the_game_in_progress_resumes_after(browser: Browser, base_url: str) -> None:
    """Issue 80: today's deal started during a game asks nothing and replaces nothing; the game
    resumes after it, as it was, and the deal resumes at its own table."""
    page = open_page(browser, base_url)
    page.goto(page.url.split("#")[0] + "?fast#/sequitur")
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    sequitur_page.start(page, [("Ann", ""), ("Robot", "easy")])
    sequitur_page.act(page)  # a move of the game in progress: it must be there after the deal
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('seqgames.sequitur.game') || 'null')"
                           " || {record: {actions: []}}).record.actions.length > 0", timeout=TIMEOUT)  # saved
    game = page.evaluate("localStorage.getItem('seqgames.sequitur.game')")
    page.goto(page.url.split("#")[0] + "#/sequitur")
    more_options(page, "sr")
    page.click("#sr-daily-link")
    expect(page.locator("#daily-start")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#daily-replaces")).to_have_count(0)  # nothing to replace: no notice
    page.click("#daily-start")  # and no question
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#daily-start-question")).to_have_count(0)
    assert page.url.endswith("#/sequitur/play/today")
    expect(page.locator("#sr-seats")).to_contain_text("Ann")  # solo, named as the setup's first seat
    sequitur_page.act(page)
    # How to play at the deal's table returns to it
    page.click("#sr-menu")
    page.click("#how-to-play")
    page.click("#rules-back")
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)

    # the game in progress, untouched: the home offers it, and it resumes where it was
    page.goto(page.url.split("#")[0] + "#/")
    expect(page.locator("#home-daily-text")).to_have_text("In progress.")
    expect(page.locator("#resume-sequitur-link")).to_be_visible()
    assert page.evaluate("localStorage.getItem('seqgames.sequitur.game')") == game
    page.click("#resume-sequitur-link")
    expect(page.locator("#sr-seats")).to_contain_text("Robot", timeout=TIMEOUT)
    expect(page.locator("#sr-daily")).to_have_count(0)
    # and the deal resumes at its own table from the home's entry
    page.goto(page.url.split("#")[0] + "#/")
    page.click("#home-daily")
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
    assert page.url.endswith("#/sequitur/play/today")
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_an_earlier_day_s_deal_unfinished_is_replaced_only_when_said(browser: Browser, base_url: str) -> None:
    """Yesterday's deal left unfinished in the deal's own save: today's Start says so and asks."""
    from engine.sequitur.daily import CONFIG, seed_of
    from web.games.sequitur import GAME
    from web.games.sequitur.daily import OPTION
    from web.model.seats import Seat
    from web.model.session import Session

    page = open_page(browser, base_url)
    day = datetime.date.fromisoformat(page.evaluate(LOCAL_DAY)) - datetime.timedelta(days=1)
    earlier = Session.new(GAME, dict(CONFIG), [Seat("Ann")], {"hints": True, OPTION: day.isoformat()},
                          seed_of(day.isoformat()))
    store(page, "sequitur", earlier.save_text(), "today")
    page.goto(page.url.split("#")[0] + "#/sequitur/daily")
    expect(page.locator("#daily-replaces")).to_have_text(
        f"The deal of {british(day.isoformat())} is not finished (round 1 of 3): starting today's deal replaces it.",
        timeout=TIMEOUT)
    page.click("#daily-start")  # asked first: not thrown away by one tap
    expect(page.locator("#daily-start-question")).to_contain_text(
        "A game is in progress here (Ann, round 1 of 3). Starting today's deal replaces it.")
    expect(page.locator("#daily-start-replace")).to_be_focused()
    page.click("#daily-start-replace")
    expect(page.locator("#sr-daily")).to_have_text(f"Today's deal: {british(page.evaluate(LOCAL_DAY))}.",
                                                   timeout=TIMEOUT)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_an_earlier_day_s_deal_in_other_words_shows_its_own_language_beside_its_notice(browser: Browser,
                                                                                      base_url: str) -> None:
    """A deal dealt in Spanish words, unfinished, on a phone now in German: today's door says the deal in
    progress is in Spanish words ("ES" beside its notice) and today's deal, on the felt, in German ones ("DE");
    one of the same words as the felt's shows none beside its notice."""
    from languages import phone_in
    from tools import words as catalogs
    from engine.sequitur.daily import config_of, seed_of
    from web.games.sequitur import GAME
    from web.games.sequitur.daily import OPTION
    from web.model.seats import Seat
    from web.model.session import Session

    german = catalogs.compiled("de")["messages"]
    context, page = phone_in(browser, "de", (390, 844), "390x844")
    try:
        page.goto(base_url + "?fast#/")
        wait_ready(page)
        day = (datetime.date.fromisoformat(page.evaluate(LOCAL_DAY)) - datetime.timedelta(days=1)).isoformat()
        for language, shown in (("es", ["ES"]), ("de", [])):
            earlier = Session.new(GAME, config_of(language), [Seat("Anna")], {"hints": True, OPTION: day}, seed_of(day))
            store(page, "sequitur", earlier.save_text(), "today")
            page.goto(base_url + "?fast#/sequitur/daily")
            page.reload()
            wait_ready(page)
            expect(page.locator("#daily-replaces")).to_be_visible(timeout=TIMEOUT)
            expect(page.locator("#daily-intro .daily-felt #sr-words-language")).to_contain_text("DE")
            expect(page.locator("#daily-replaces-words .sr-pile-count")).to_have_text(shown)
            if shown:  # beside the notice, one line with it, named for a screen reader in the player's words
                expect(page.locator("#daily-replaces-words")).to_contain_text(german["The words are Spanish words"])
                badge, notice = (page.locator(f"#{ident}").bounding_box() for ident in ("daily-replaces-words",
                                                                                          "daily-replaces"))
                assert badge["x"] + badge["width"] <= notice["x"] and badge["y"] < notice["y"] + notice["height"]
            assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


def test_a_deal_started_before_it_had_its_own_save_is_not_dealt_twice(browser: Browser, base_url: str) -> None:
    """A device that started today's deal in the game's autosave (before the deal had a save of its
    own) and replaced it with another game: the deal is not dealt again that day."""
    page = open_page(browser, base_url)
    store(page, "sequitur", json.dumps({"day": page.evaluate(LOCAL_DAY)}), "daily")
    page.goto(page.url.split("#")[0] + "#/sequitur/daily")
    expect(page.locator("#daily-played")).to_have_text(
        "Today's deal has been played on this device. A new deal comes tomorrow.", timeout=TIMEOUT)
    expect(page.locator("#daily-start")).to_have_count(0)
    page.goto(page.url.split("#")[0] + "#/")
    expect(page.locator("#home-daily-text")).to_have_text("Played today.")
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_an_assisted_deal_says_so_in_its_share_and_the_statistics(browser: Browser, base_url: str) -> None:
    page = open_page(browser, base_url)
    page.click("#home-daily")
    page.click("#daily-start")
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
    sequitur_page.act(page)
    sequitur_page.act(page)
    page.click("#sr-undo")
    expect(page.locator("#sr-message")).to_contain_text("Undone")
    play_to_the_end(page)
    expect(page.locator("#daily-score")).to_contain_text(", assisted (Undo or a suggestion was used).")
    expect(page.locator("#daily-share-text")).to_contain_text(re.compile(r"^Sequitur · today's deal \S+ · \d+ points?.* · assisted"))
    page.goto(page.url.split("#")[0] + "#/stats")
    expect(page.locator("#stats-daily-chart-words li")).to_have_text([re.compile(r", assisted$")])
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_a_spanish_phone_s_deal_is_in_spanish_words_with_its_own_par(browser: Browser, base_url: str) -> None:
    """On a Spanish phone today's deal is dealt in Spanish words (the setup's default): the door and
    the table show "ES", the words are downloaded before Start, a Spanish word is spelled, and the
    result gets the par of the expert on the Spanish deal; its share and the statistics name Spanish."""
    from languages import phone_in
    from tools import words as catalogs
    from engine.sequitur import dictionary
    from engine.sequitur.spelling import Spell
    from web.device import keys
    from web.games.sequitur import GAME
    from web.model.session import Session

    context, page = phone_in(browser, "es", (390, 844), "390x844")
    try:
        page.goto(base_url + "?fast#/sequitur/daily")
        wait_ready(page)
        expect(page.locator("#daily-intro #sr-words-language")).to_contain_text("ES", timeout=TIMEOUT)
        page.click("#daily-start")
        expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#sr-words-language")).to_contain_text("ES")
        steps = 0
        while sequitur_page.act(page, english=False, words_in="es") != "over":
            steps += 1
            assert steps < 200, "the deal did not end"
        saved = Session.from_save(GAME, page.evaluate(f"localStorage.getItem('{keys.game_key('sequitur', keys.TODAY)}')"))
        assert saved.is_over and saved.state.language == "es" and saved.state.rematch_config(saved.state.config) == {"players": 1, "language": "es"}
        spelled = [a.word for seat, a in saved.state.history if isinstance(a, Spell) and not a.is_nothing]
        spanish = dictionary.load(language="es")
        assert spelled and all(word in spanish for word in spelled), spelled
        expect(page.locator("#daily-result")).to_have_attribute("data-par", re.compile(r"^\d+$"), timeout=PAR_TIMEOUT)
        par = page.locator("#daily-result").get_attribute("data-par")
        head = page.locator("#daily-share-text").inner_text().split("\n")[0]
        spanish_name = catalogs.compiled("es")["messages"]["the language of Sequitur's words\x04Spanish"]
        assert f" · {spanish_name} · " in head and head.endswith(f" {par}"), head
        kept = json.loads(page.evaluate("localStorage.getItem('seqgames.stats')"))["daily"]
        assert len(kept) == 1 and kept[0][3] == int(par) and len(kept[0]) == 6, kept  # six fields, as every release reads
        languages = json.loads(page.evaluate("localStorage.getItem('seqgames.sequitur.languages')"))
        assert languages == {"daily": {kept[0][0]: ["es", kept[0][1]]}, "late": {}}, languages
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()


def test_a_spanish_deal_whose_words_cannot_be_downloaded_says_so_on_start(browser: Browser, base_url: str) -> None:
    """The setup's message, on the deal's screen: nothing is dealt, Start stays."""
    from languages import phone_in
    from tools import words as catalogs

    context, page = phone_in(browser, "es", (320, 640), "320x640")
    try:
        page.route("**/sequitur-words-es.txt.gz", lambda route: route.fulfill(status=503, body=""))
        page.goto(base_url + "?fast#/sequitur/daily")
        wait_ready(page)
        page.click("#daily-start")
        failed = catalogs.compiled("es")["messages"][
            "the words ({language}) could not be downloaded: check the connection and try again"]
        expect(page.locator("#daily-error")).to_contain_text(failed.format(language="Español"), timeout=TIMEOUT)
        expect(page.locator("#daily-start")).to_be_visible()
        assert page.evaluate("localStorage.getItem('seqgames.sequitur.today')") is None
    finally:
        context.close()


@pytest.mark.service_worker
def test_a_spanish_deal_in_progress_resumes_offline(browser: Browser, base_url: str) -> None:
    """Its words, fetched for the deal, are kept (web/sw.js LAZY): offline, a reload opens its table where it stood."""
    from languages import phone_in

    context, page = phone_in(browser, "es", (390, 844), "390x844")
    try:
        page.goto(base_url + "?fast#/sequitur/daily")
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        page.click("#daily-start")
        expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
        sequitur_page.act(page, english=False, words_in="es")
        page.locator(sequitur_page.ANY).first.wait_for(timeout=TIMEOUT)
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#sr-words-language")).to_contain_text("ES")
        context.set_offline(False)
    finally:
        context.close()
