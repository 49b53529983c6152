"""Spelling in Sequitur, ball by ball (rulebook step 6, "Spelling a word"; issue 49: a tap answered
within 100 ms at 4x). A tap on a ball changes the panel in place (web/games/sequitur/spell_view.py
`respell`, rack_view.py `rechoose`): the rack's buttons stay the same elements, keep the focus and
their listeners, and show what a panel built anew shows: each ball's mark, pressed state, number
and spoken place, the word, its verdict and the Spell button. A ball tapped and tapped again leaves
the panel exactly as it was built.
"""
from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from memory_page import open_saved
from memory_records import played
from sequitur_page import rack
from web.model.seats import Seat, SeatKind

VERSUS = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")]
NTH = {1: "1st", 2: "2nd", 3: "3rd"}
STATE = """() => [...document.querySelectorAll('#sr-rack .sr-ball')].map((b) => ({
  pressed: b.getAttribute('aria-pressed'), chosen: b.classList.contains('chosen'), label: b.getAttribute('aria-label'),
  number: [...b.querySelectorAll('.sr-order')].map((n) => n.textContent).join(',')}))"""


def spelling(session: Any) -> bool:
    return 0 in session.waiting() and session.state.observation(0)["decision"] == "spell"


def shows(page: Page, balls: list[str], picks: list[int]) -> None:
    """The panel shows `picks` (screen indices, in the order tapped) as the word read left to right."""
    chosen = sorted(picks)
    state = page.evaluate(STATE)
    for i, ball in enumerate(state):
        order = chosen.index(i) + 1 if i in chosen else 0
        assert ball["pressed"] == ("true" if order else "false"), (i, ball)
        assert ball["chosen"] == bool(order), (i, ball)
        assert ball["number"] == (str(order) if order else ""), (i, ball)
        place = f", chosen {NTH.get(order, f'{order}th')}"
        assert (place in ball["label"]) == bool(order), (i, ball)
    word = "".join(balls[i] for i in chosen).upper()
    expect(page.locator("#sr-word-text")).to_have_text(word or "—")
    spell = page.locator("#sr-spell")
    if "ok" in (page.locator("#sr-verdict").get_attribute("class") or ""):
        expect(spell).to_be_enabled()
        expect(spell).to_have_text(f"Spell {word}")
    else:
        expect(spell).to_be_disabled()
        expect(spell).to_have_text("Spell")


def test_a_ball_tapped_while_spelling_changes_the_panel_in_place(page: Page, base_url: str) -> None:
    save = played("sequitur", 3, spelling, seats=VERSUS).save_text()
    open_saved(page, base_url, "sequitur", save, "#sr-private[data-decision='spell']")
    balls = rack(page)
    plain = [i for i, ball in enumerate(balls) if ball not in ("?", "Q")]  # a blank or a Q adds a choice
    assert len(plain) >= 4, balls
    built = page.locator("#sr-private").inner_html()
    first = page.locator(f"#sr-ball-{plain[0]}")
    handle = first.element_handle()
    first.click()
    first.click()
    assert page.locator("#sr-private").inner_html() == built  # back as it was built, in place
    picks: list[int] = []
    for i in (plain[2], plain[0], plain[3], plain[1], plain[0]):  # the last one taken back: the others renumbered
        page.click(f"#sr-ball-{i}")
        picks = [p for p in picks if p != i] if i in picks else picks + [i]
        shows(page, balls, picks)
        expect(page.locator(f"#sr-ball-{i}")).to_be_focused()
    assert handle.evaluate("(node) => node.isConnected")  # the same button all along, not a new one
    page.click("#sr-clear")  # the panel built anew, nothing chosen
    shows(page, balls, [])
    assert page.console_errors == []  # type: ignore[attr-defined]
