"""End-to-end: "How to play" for each game (issue 14), clicked as a person
would: from the setup screen and from the table, back to where the player
was, with the game's own pictures, then under "More details" (issue 67) the
rulings, Sequitur's cards and its 72 goals, named by what they ask, never by
code; on a phone and by keyboard; the About screen for players; and (issue 69)
How to play and today's deal in German and Polish on phones, with no English left."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from languages import OVERFLOWING, RULES_AND_DAILY, english_left, english_words, phone_in
from memory_records import store
from sequence_page import configure, hand, open_setup, start
from tools import words as catalogs

GAMES = {"sequence": "Sequence", "sequoia": "Sequoia", "sequitur": "Sequitur"}


def test_how_to_play_from_each_setup_and_back(app: Page, base_url: str) -> None:
    for game, name in GAMES.items():
        app.goto(base_url + f"#/{game}")
        expect(app.locator("#how-to-play")).to_be_visible(timeout=30_000)
        app.click("#how-to-play")
        expect(app.locator("#view h1")).to_have_text(f"How to play {name}")
        expect(app.locator(".rules-picture > *").first).to_be_visible()  # the app's own drawing
        assert app.locator(".rules-part").count() >= 5  # short parts a player scans, each with its picture
        assert app.locator(".rules-part .rules-picture:not([hidden]) > *").count() >= 5
        expect(app.locator("#rules-rulings li").first).to_be_hidden()  # folded under "More details"
        app.click("#rules-more > summary")
        expect(app.locator("#rules-rulings li").first).to_be_visible()
        assert app.locator("#rules-rulings li").count() >= 5
        # every word on the page, pictures and details included: no goal card named by its code
        assert not re.findall(r"\b[RYG]\d{1,2}\b", app.locator("#view").text_content()), game
        app.click("#rules-back")
        expect(app.locator("#view h1")).to_contain_text(f"{name}: setup")
    app.goto(base_url + "#/rules/sequoia")
    expect(app.locator("#rules-part-turn")).to_contain_text("the two dice are added")
    app.goto(base_url + "#/rules/sequitur")
    expect(app.locator("#rules-goals tbody tr")).to_have_count(72)
    # the goals of new games (catalog 2) hold the three published cards; why they changed is in docs/, not here
    goals = app.locator("#rules-goals tbody")
    expect(goals.locator("tr", has_text="A three-letter word with two vowels in a row")).to_contain_text("green")
    expect(goals.locator("tr", has_text="A word that is still a word with one letter removed")).to_contain_text(
        "yellow")
    expect(goals.locator("tr", has_text="A word of four letters or more whose letters are in alphabetical order")
           ).to_contain_text("ADDER")
    expect(app.locator("#view")).not_to_contain_text("replace a harder set")  # the makers' notes are in docs/
    expect(app.locator("#rules-cards li")).to_have_count(5)
    assert app.console_errors == []


def test_how_to_play_during_a_game_returns_to_the_same_table(page: Page, base_url: str) -> None:
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)
    cards = hand(page)
    assert cards
    page.click("#seq-menu")  # How to play is in the table's menu (web/ui/table_layout.py)
    page.click("#how-to-play")
    expect(page.locator("#view h1")).to_have_text("How to play Sequence")
    expect(page.locator("#view")).to_contain_text("two-eyed")
    page.click("#rules-back")
    expect(page.locator("#seq-grid")).to_be_visible(timeout=30_000)
    assert hand(page) == cards  # the same game, as it was
    assert page.console_errors == []


def test_how_to_play_by_keyboard_on_a_phone(browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 320, "height": 640}, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(base_url + "#/sequoia")
        wait_ready(page)
        expect(page.locator("#how-to-play")).to_be_visible(timeout=30_000)
        page.focus("#how-to-play")
        page.keyboard.press("Enter")
        expect(page.locator("#view h1")).to_have_text("How to play Sequoia")
        assert page.evaluate("document.documentElement.scrollWidth") <= 320  # nothing scrolls sideways
        page.goto(base_url + "#/rules/sequitur")
        expect(page.locator("#rules-goals tbody tr")).to_have_count(72)
        assert page.evaluate("document.documentElement.scrollWidth") <= 320  # the goals scroll in their own box
        page.focus("#rules-back")
        page.keyboard.press("Enter")
        expect(page.locator("#view h1")).to_contain_text("Sequitur: setup")
    finally:
        context.close()


def test_about_is_for_players(app: Page, base_url: str) -> None:
    app.click("text=About")
    expect(app.locator("#view h1")).to_have_text("About")
    expect(app.locator("#about-version")).to_have_text("0.1.0")
    credits = app.locator("#about-credits")
    for name in ("Pyodide", "PyScript", "SCOWL", "qr", "UTS #39"):
        expect(credits).to_contain_text(name)
    expect(app.locator("#worker-run")).to_have_count(0)  # no developer panel
    notice = app.locator("#about-credits a[href='web/data/SCOWL-Copyright.txt']")
    response = app.request.get(base_url + notice.get_attribute("href"))
    assert response.ok and "SCOWL" in response.text()
    unicode = app.request.get(base_url + "web/data/lookalikes-LICENSE.txt")  # the look-alike table's licence
    assert unicode.ok and "UNICODE, INC. LICENSE AGREEMENT" in unicode.text()
    for link in app.locator("#about-credits a").all():
        assert app.request.get(base_url + link.get_attribute("href")).ok
    app.click("#about-rules a:has-text('How to play Sequitur')")
    expect(app.locator("#view h1")).to_have_text("How to play Sequitur")
    assert app.console_errors == []


# the elements whose text is Sequitur's goal cards, the engine's English (engine/sequitur/goals.py) and
# the Sequitur table's card (web/games/sequitur/cards_view.py): translated with that table, not here
ENGINE_TEXT = "#rules-goals tbody th, .rules-picture .sr-goal"
# What the page shows, How to play's details unfolded, but the goals' English names
SHOWN_TEXT = f"""() => {{
    const view = document.querySelector('#view').cloneNode(true);
    view.querySelectorAll('{ENGINE_TEXT}').forEach(e => e.remove());
    document.body.append(view);
    const text = view.innerText;
    view.remove();
    return text;
}}"""


@pytest.mark.parametrize("code,size", [("de", (320, 640)), ("pl", (390, 844))])
def test_how_to_play_and_todays_deal_in_the_players_language(browser: Browser, base_url: str, code: str,
                                                             size: tuple[int, int]) -> None:
    """Each game's How to play (index.html prerenders the English one: Python draws the player's) and
    today's deal, before and after it is played, and its part of the statistics: in German on the
    smallest phone and Polish on a larger one, no English left, nothing overflowing, axe clean, `lang` right."""
    context, page = phone_in(browser, code, size, f"{code} at {size[0]}")
    messages = catalogs.compiled(code)["messages"]

    def speaks(where: str) -> None:
        page.evaluate("document.querySelectorAll('#view details').forEach(d => d.open = true)")
        text = page.evaluate(SHOWN_TEXT)
        assert english_left(text, code, RULES_AND_DAILY) == [], where
        assert english_words(text, code) == [], where
        assert page.evaluate(OVERFLOWING) == [], where
        assert not page.evaluate("document.documentElement.scrollWidth > innerWidth"), where
        assert axe_violations(page, axe_source()) == [], where

    try:
        for game, name in GAMES.items():
            page.goto(f"{base_url}?fast#/rules/{game}")
            expect(page.locator("#view h1")).to_have_text(messages[f"How to play {name}"], timeout=30_000)
            expect(page.locator("html")).to_have_attribute("lang", code)
            expect(page.locator("#rules-back")).to_have_text(messages["Back to the setup"])
            speaks(f"How to play {name}")
        expect(page.locator("#rules-goals tbody tr")).to_have_count(72)
        page.goto(f"{base_url}?fast#/sequitur/daily")
        expect(page.locator("#daily-start")).to_have_text(messages["Start today's deal"], timeout=30_000)
        speaks("today's deal, to play")
        day = page.evaluate("(d => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-"
                            "${String(d.getDate()).padStart(2, '0')}`)(new Date())")
        store(page, "sequitur", json.dumps({"day": day, "par": 14}), "par")  # par known: no expert AI to wait for
        page.evaluate("t => localStorage.setItem('seqgames.stats', t)", played(day))
        page.reload()
        expect(page.locator("#daily-result")).to_have_attribute("data-par", "14", timeout=30_000)
        expect(page.locator("#daily-share-text")).to_contain_text(
            messages["Sequitur · today's deal {date}"].format(date=day))
        speaks("today's deal, played")
        page.goto(f"{base_url}?fast#/stats")
        expect(page.locator("#stats-daily-title")).to_have_text(messages["Sequitur: today's deal"], timeout=30_000)
        speaks("the statistics of today's deal")
        assert page.console_errors == []
    finally:
        context.close()


def played(day: str) -> str:
    """A statistics store holding `day`'s deal played here: 12 points, Moving up, par 14, assisted."""
    from web.device import stats

    data = stats.empty()
    stats.add_daily(data, {"day": day, "points": 12, "title": "Moving up", "assisted": True,
                           "picture": ["\U0001F7E5 \U0001F7E8\u2B1C\U0001F7E9"]}, 14)
    return stats.dumps(data)
