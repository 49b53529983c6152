"""End-to-end: four people at one device (issue 4, hot-seat privacy).

After every pass the test checks, against the engine's own record of every
hand, that no other seat's cards are on screen or anywhere in the DOM.
"""
from __future__ import annotations

from collections import Counter

from playwright.sync_api import Page, expect

from one_screen import assert_cover_hides_only_the_private
from sequence_page import configure, hand, open_setup, play_turn, saved_session

NAMES = ["Ann", "Bob", "Cy", "Dee"]
ROUNDS = 3


def dom_cards(page: Page) -> list[str]:
    """Every card code anywhere in the DOM's hand markup (attributes included)."""
    return page.evaluate("[...document.querySelectorAll('[data-card]')].map(n => n.dataset.card)")


def assert_covered(page: Page, name: str) -> None:
    cover = page.locator("#seq-cover")
    expect(cover).to_be_visible()
    expect(page.locator("#seq-cover-title")).to_have_text(f"Pass the device to {name}")
    assert dom_cards(page) == [], "cards are in the DOM while the device changes hands"
    assert page.locator("[data-turn-in]").count() == 0
    assert_cover_hides_only_the_private(page, "seq", ".seq-board-frame")


def assert_only_own_hand(page: Page, seat: int) -> None:
    session = saved_session(page)
    state = session.state
    assert state.to_move == seat
    shown = dom_cards(page)
    assert Counter(shown) == Counter(state.hands[seat]), (shown, state.hands[seat])
    assert Counter(hand(page)) == Counter(state.hands[seat])
    # No label or text names a card of another hand that this seat lacks.
    own = Counter(state.hands[seat])
    for other in range(state.players):
        if other == seat:
            continue
        extra = Counter(state.hands[other]) - own
        for card in extra:
            assert page.locator(f"[data-card='{card}']").count() == 0


def test_four_player_hot_seat_shows_one_hand_at_a_time(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 4, [(name, "") for name in NAMES], hints=False)
    # Seating in team colours: seats alternate blue, green.
    rows = app.locator("#seq-seats-setup li:visible")
    expect(rows).to_have_count(4)
    assert [rows.nth(i).get_attribute("data-team") for i in range(4)] == ["blue", "green", "blue", "green"]
    app.click("#seq-start")
    # The cut and the deal show public cards only, and go by themselves.
    expect(app.locator("#seq-cut")).to_be_visible()
    assert app.locator("#seq-hand .seq-card").count() == 0
    expect(app.locator("#seq-cut")).to_have_count(0, timeout=20_000)
    for _ in range(ROUNDS * 4):
        session = saved_session(app)
        seat = session.state.to_move
        assert_covered(app, NAMES[seat])
        app.click("#seq-cover-ok")
        expect(app.locator("#seq-cover")).to_be_hidden()
        assert_only_own_hand(app, seat)
        line = play_turn(app)
        assert line.startswith(f"{NAMES[seat]} ({'blue' if seat % 2 == 0 else 'green'}) ")
        # The hand hides as soon as the move is made.
        assert dom_cards(app) == [] or saved_session(app).state.to_move == seat
    # The log never lists a hand: only public moves.
    log = app.locator("#seq-log").inner_text()
    assert "hand" not in log.lower()

    # Hiding the tab hides the hand again.
    seat = saved_session(app).state.to_move
    app.click("#seq-cover-ok")
    assert_only_own_hand(app, seat)
    app.evaluate("""() => { Object.defineProperty(document, 'hidden', {value: true, configurable: true});
        document.dispatchEvent(new Event('visibilitychange')); }""")
    assert_covered(app, NAMES[seat])
    app.evaluate("() => { delete document.hidden; }")

    # Undo needs the table's confirmation and hands the device back.
    app.click("#seq-cover-ok")
    play_turn(app)
    mover = seat
    seat = saved_session(app).state.to_move
    history = len(saved_session(app).state.history)
    app.click("#seq-cover-ok")
    app.click("#seq-undo")
    expect(app.locator("#seq-undo-confirm")).to_be_visible()
    expect(app.locator("#seq-undo-confirm")).to_contain_text(f"Undo {NAMES[mover]}'s last move?")
    app.click("#seq-undo-no")
    assert len(saved_session(app).state.history) == history
    app.click("#seq-undo")
    app.click("#seq-undo-yes")
    assert_covered(app, NAMES[mover])
    assert len(saved_session(app).state.history) == history - 1

    # A reload in the middle of a hot-seat game comes back behind the cover.
    app.reload()
    expect(app.locator("#seq-cover")).to_be_visible(timeout=60_000)
    assert_covered(app, NAMES[mover])
    assert app.console_errors == []
