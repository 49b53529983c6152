"""Sequence's whole table in the player's language (issue 69, docs/languages.md): a game against
the AI, in German at 390x844 and in Polish on the smallest phone (320x640), both touch, played by
tapping: its first turns from the setup, then a game of the same table one move from its end (crafted
with the engine, opened as its autosave is) ended by Ann's last tap. At each moment (the first turn, a
refused move, after the AI's move with its line in the log, an undo, the end card and every hand
revealed) no English is left on screen: neither a string the catalog
translates (e2e/languages.py `english_left`) nor an English word of the table's (`english_words`,
which finds a string the code forgot to mark), in the visible text or in what a screen reader
says (aria-label, title); `lang` is right, axe-core finds nothing and the table stays one screen
(e2e/one_screen.py); each moment is seen at the other phone's size too, the page resized there and back
(e2e/languages.py `no_english_at_both_sizes`: at 320x640 nothing cut)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from languages import no_english_at_both_sizes, phone_in
from memory_page import last_move, open_saved
from memory_records import one_move_from_the_end
from one_screen import choices_in_sight
from sequence_page import TURN_TIMEOUT, after_the_cut, configure, open_setup, saved_session, wait_my_turn_or_end

from engine.sequence.actions import Play, TurnIn
from engine.sequence.board import FREE
from web.model.seats import Seat, SeatKind

SIZES = {"de": (390, 844), "pl": (320, 640)}
NAMES = ("Ann", "Robot")


def no_english(page: Page, code: str, moment: str) -> None:
    """Nothing English on the screen at `moment`, `lang` right, axe clean, one screen, at both phones' sizes
    (e2e/languages.py)."""
    no_english_at_both_sizes(page, code, moment, "sequence", NAMES, also="#seq-grid")


def whole_lines(page: Page, selector: str) -> None:
    """A box of text shows whole lines only: no line cut through under the last one shown (a
    clamped status two lines high, whatever the language's length)."""
    box = page.evaluate("""sel => { const el = document.querySelector(sel), s = getComputedStyle(el);
        return {height: el.getBoundingClientRect().height, line: parseFloat(s.lineHeight)}; }""", selector)
    lines = box["height"] / box["line"]
    assert abs(lines - round(lines)) < 0.05, f"{selector} shows {lines:.2f} lines"


def tap_move(page: Page) -> None:
    """Ann's move, chosen from the saved game's legal moves (a play of a card that is not a jack
    first), tapped as a player does: the card, then its space, or a dead card's Turn in."""
    session = saved_session(page)
    legal = session.state.legal_actions(0)
    plays = [a for a in legal if isinstance(a, Play)]
    plain = [a for a in plays if a.card not in session.state.rules.wild + session.state.rules.remove]
    action = (plain or plays or legal)[0]
    before = page.locator("#seq-log li").count()
    if isinstance(action, TurnIn):
        page.click(f"[data-turn-in='{action.card}']")
    else:
        cards = page.evaluate("[...document.querySelectorAll('#seq-hand .seq-card')].map(b => b.dataset.card)")
        page.click(f"#seq-hand .seq-card[data-index='{cards.index(action.card)}']")
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
    expect(page.locator("#seq-log li").nth(before)).to_be_attached()


def refuse(page: Page) -> None:
    """A card chosen, then a space that does not show it: the refusal says why (a keyboard's
    choice of the space, which a small board does not move to the card's nearest space)."""
    session = saved_session(page)
    cards = session.private(0)["hand"]
    index = next(i for i, card in enumerate(cards) if card not in session.state.rules.wild + session.state.rules.remove)
    board = session.state.rules.board
    wrong = next(cell for cell, shows in enumerate(board.codes) if shows not in (cards[index], FREE))
    page.click(f"#seq-hand .seq-card[data-index='{index}']")
    page.dispatch_event(f"#seq-grid .seq-cell[data-cell='{wrong}']", "click")  # a click with no pointer: no snap
    expect(page.locator("#seq-message")).not_to_be_empty()


@pytest.mark.parametrize("code", sorted(SIZES))
def test_a_whole_sequence_game_in_the_players_language(browser: Browser, base_url: str, code: str) -> None:
    width, height = SIZES[code]
    context, page = phone_in(browser, code, SIZES[code], f"{width}x{height}")
    try:
        open_setup(page, base_url)
        configure(page, 2, [(NAMES[0], ""), (NAMES[1], "easy")])
        page.click("#seq-start")
        after_the_cut(page)
        assert not wait_my_turn_or_end(page)
        no_english(page, code, "your turn")
        whole_lines(page, "#seq-status")
        choices_in_sight(page, "sequence", f"your turn in {code}")
        refuse(page)
        no_english(page, code, "a refusal")
        page.click("#seq-hand .seq-card[aria-pressed='true']")  # the card put back
        tap_move(page)
        assert not wait_my_turn_or_end(page)  # the AI has moved: its line in the news and the log
        no_english(page, code, "after the AI's move")
        page.click("#seq-menu")
        expect(page.locator("#seq-sheet")).to_be_visible()
        assert page.locator("#seq-log li").count() >= 2
        no_english(page, code, "the game log")
        page.click("#seq-menu-close")
        page.click("#seq-undo")  # Ann's move and the AI's answer taken back, said in words
        expect(page.locator("#seq-message")).not_to_be_empty()
        no_english(page, code, "an undo")
        # the same table one move from its end: Ann's last tap ends it
        text, action, _end = one_move_from_the_end("sequence", seats=[Seat(NAMES[0]), Seat(NAMES[1], SeatKind.AI, "easy")],
                                                   options={"hints": True})
        open_saved(page, base_url, "sequence", text, "#seq-hand .seq-card:not([aria-disabled=true])", in_place=True)
        last_move(page, "sequence", action)
        expect(page.locator("#seq-end .end-actions")).to_be_visible(timeout=TURN_TIMEOUT)
        no_english(page, code, "the end")
        page.click("#seq-reveal")  # every hand, card by card in words
        expect(page.locator("#seq-reveal-list li")).to_have_count(2)
        no_english(page, code, "every hand revealed")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
