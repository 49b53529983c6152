"""A question keeps the keyboard focus while the game goes on behind it
(issue 41, found with the suite under load): in Sequoia against an AI, Ann
chooses her pair and at once opens the menu's "Save to go on elsewhere",
which asks first; the reveal, the trees growing and her next roll land while
the question is open, and the roll's first pair used to take the focus from
the question (Escape then closed nothing). Now a new decision takes the
focus only when no question or menu holds it (`web/page/dom.py`
`take_focus`). Animations on, at the "slow" speed, so the roll lands after
the question opened, which the test checks rather than assumes.
"""
from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from memory_page import TIMEOUT, open_page
from memory_records import played, store
from web.model.seats import Seat, SeatKind

SEATS = [Seat("Ann"), Seat("Computer", SeatKind.AI, "medium")]


def test_a_roll_landing_leaves_the_focus_in_an_open_question(phone: Page, base_url: str) -> None:
    page = phone
    session = played("sequoia", 5, lambda s: len(s.state.history) >= 6 and 0 in s.waiting(), seats=SEATS)
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, "sequoia", session.save_text())
    page.evaluate("s => localStorage.setItem('seqgames.settings', s)", json.dumps({"speed": "slow"}))
    open_page(page, base_url + "#/sequoia/play")
    pairs = page.locator("#sq-pairs .sq-pair")
    expect(pairs.first).to_be_visible(timeout=TIMEOUT)
    turn = page.locator("#sq-turn").text_content()
    pairs.first.click()
    expect(pairs).to_have_count(0)  # the choice is made: the next roll is still to come
    page.click("#sq-menu")
    page.click("#sq-export")
    question = page.locator("#sq-export-confirm")
    expect(question).to_be_visible()
    expect(page.locator("#sq-export-yes")).to_be_focused()
    assert pairs.count() == 0, "the question opened before the next roll landed"
    # the reveal, the trees and the next roll land behind the open question
    expect(pairs.first).to_be_visible(timeout=TIMEOUT)
    assert page.locator("#sq-turn").text_content() != turn
    page.wait_for_timeout(300)
    expect(page.locator("#sq-export-yes")).to_be_focused()
    page.keyboard.press("Escape")
    expect(question).to_be_hidden()
    expect(page.locator("#sq-menu")).to_be_focused()
