"""End-to-end: one person against the AI, played to the end by clicking,
plus resuming after a reload and keyboard-only moves (issue 4)."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from web.games.sequence.narration import outcome
from sequence_page import (
    board, configure, hand, open_setup, play_turn, saved_session, start, wait_my_turn_or_end,
)

MAX_TURNS = 150


def test_two_player_game_against_the_ai_to_the_end(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    # Count how often the AI's "thinking" state appears.
    app.evaluate("""() => { window.__thinking = 0;
        new MutationObserver(() => { if (document.querySelector('#seq-thinking')) window.__thinking++; })
          .observe(document.body, {childList: true, subtree: true}); }""")
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    # One person with an AI: no pass-the-device cover, the hand is shown.
    expect(app.locator("#seq-cover")).to_be_hidden()
    # Undo before any move of hers is explained, not silently ignored.
    assert not wait_my_turn_or_end(app)
    expect(app.locator("#seq-undo")).to_have_attribute("aria-disabled", "true")
    app.click("#seq-undo", force=True)  # a person can still press it (Playwright skips aria-disabled buttons)
    expect(app.locator("#seq-message")).to_have_text(re.compile(r"^There is no (human move to undo|move to undo yet)\.$"))
    turns = 0
    while not wait_my_turn_or_end(app):
        assert app.locator("#seq-cover:not([hidden])").count() == 0
        line = play_turn(app)
        assert line.startswith("Ann (blue) "), line
        turns += 1
        assert turns < MAX_TURNS, "the game did not end"
    title = app.locator("#seq-winner").inner_text()
    assert re.fullmatch(r".+ \((blue|green)\) wins\.", title)
    session = saved_session(app)
    assert session.state.is_over and session.state.winner is not None
    assert outcome(session) == title
    # The log reads in words and names both players.
    log = app.locator("#seq-log").inner_text()
    assert "Robot (green) played the" in log or "Robot (green) removed the chip" in log
    assert app.evaluate("window.__thinking") > 0
    # The winning sequences are marked on the twin and the board.
    cells = board(app)
    assert sum("in a sequence" in c["label"] for c in cells) >= 8
    # Reveal every hand, then a rematch starts a fresh game at the same table.
    app.click("#seq-reveal")
    expect(app.locator("#seq-reveal-list li")).to_have_count(2)
    app.click("#seq-rematch")
    expect(app.locator("#seq-cut")).to_be_visible()
    assert app.console_errors == []


def test_reload_in_the_middle_resumes_exactly(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    for _ in range(3):
        assert not wait_my_turn_or_end(app)
        play_turn(app)
    wait_my_turn_or_end(app)
    before = (app.locator("#seq-log").inner_text(), [c["label"] for c in board(app)], hand(app),
              app.locator("#seq-status").inner_text())
    history = len(saved_session(app).state.history)
    app.reload()
    expect(app.locator("#seq-grid")).to_be_visible(timeout=60_000)
    wait_my_turn_or_end(app)
    after = (app.locator("#seq-log").inner_text(), [c["label"] for c in board(app)], hand(app),
             app.locator("#seq-status").inner_text())
    assert after == before
    assert len(saved_session(app).state.history) == history
    # Undo against the AI takes back the last human move and the AI's reply.
    app.click("#seq-undo")
    expect(app.locator("#seq-message")).to_contain_text("Undone: Ann")
    assert len(saved_session(app).state.history) == history - 2
    assert app.console_errors == []


def test_with_chip_animations_the_ai_keeps_answering(app: Page, base_url: str) -> None:
    """Without `?fast` (and without reduced motion) chips animate and the AI plays at the
    page's own pace: every human move still gets its reply, with no error."""
    assert not app.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")
    open_setup(app, base_url, fast=False)
    assert app.evaluate("document.documentElement.getAttribute('data-fast')") is None
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    for _ in range(3):
        assert not wait_my_turn_or_end(app)
        moves = len(saved_session(app).state.history)
        play_turn(app)
        assert not wait_my_turn_or_end(app)
        # Ann's move and Robot's reply (a turn-in of a dead card adds one more)
        assert len(saved_session(app).state.history) >= moves + 2
    assert app.console_errors == [], "\n".join(app.console_errors)


def test_a_tab_left_behind_does_not_overwrite_the_game(app: Page, base_url: str) -> None:
    """Two tabs on one autosave: moves made in a tab the game has moved on from are
    not saved over it, and that tab says to reload."""
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    assert not wait_my_turn_or_end(app)
    play_turn(app)
    assert not wait_my_turn_or_end(app)
    behind = app.context.new_page()
    behind.goto(base_url + "?fast#/sequence/play")
    expect(behind.locator("#seq-grid")).to_be_visible(timeout=60_000)
    assert not wait_my_turn_or_end(behind)
    play_turn(app)  # the game goes on in the first tab
    assert not wait_my_turn_or_end(app)
    ahead = len(saved_session(app).state.history)
    play_turn(behind)
    expect(behind.locator("#seq-message")).to_contain_text("went on in another tab")
    assert len(saved_session(app).state.history) == ahead
    # what is said next (here an undo) keeps the warning: nothing there is saved
    behind.click("#seq-undo")
    expect(behind.locator("#seq-message")).to_contain_text("Undone:")
    expect(behind.locator("#seq-message")).to_contain_text("went on in another tab")
    assert len(saved_session(app).state.history) == ahead
    behind.reload()  # reloading there continues the real game
    expect(behind.locator("#seq-grid")).to_be_visible(timeout=60_000)
    assert not wait_my_turn_or_end(behind)
    assert len(saved_session(behind).state.history) == ahead
    assert app.console_errors == []
    behind.close()


def test_keyboard_only_move(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Kim", ""), ("Robot", "easy")])
    start(app)
    wait_my_turn_or_end(app)
    session = saved_session(app)
    if session.state.to_move != 0:  # the AI plays first: wait for Kim
        app.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
        session = saved_session(app)
    state = session.state
    # A board card of Kim's hand and one of its open spaces.
    legal = [a for a in state.legal_actions(0) if hasattr(a, "cell") and state.rules.kind[a.card] == 0]
    action = legal[0]
    index = state.hands[0].index(action.card)
    app.evaluate("""() => { window.__announced = [];
        const live = document.querySelector('#seq-announce');
        new MutationObserver(() => window.__announced.push(live.textContent))
          .observe(live, {childList: true, characterData: true, subtree: true}); }""")
    # Tab into the hand (the first card holds the hand's tab stop), arrows to the card, Enter.
    app.locator("#seq-title").focus()
    for _ in range(40):
        app.keyboard.press("Tab")
        if app.evaluate("document.activeElement.classList.contains('seq-card')"):
            break
    assert app.evaluate("document.activeElement.classList.contains('seq-card')")
    for _ in range(index):
        app.keyboard.press("ArrowRight")
    assert app.evaluate("+document.activeElement.dataset.index") == index
    app.keyboard.press("Enter")
    expect(app.locator(f"#seq-hand .seq-card[data-index='{index}']")).to_have_attribute("aria-pressed", "true")
    # Issue 14: the focus goes to a legal space of that card, and the arrow keys move between its legal spaces.
    app.wait_for_function("document.activeElement.classList.contains('seq-cell')")
    outline = app.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("", "none"), "the focused space shows no focus ring"
    targets = {a.cell for a in legal if a.card == action.card}
    for _ in range(len(targets) + 1):
        assert app.evaluate("+document.activeElement.dataset.cell") in targets
        if app.evaluate("+document.activeElement.dataset.cell") == action.cell:
            break
        app.keyboard.press("ArrowRight")
    row, col = divmod(action.cell, 10)
    assert app.evaluate("+document.activeElement.dataset.cell") == action.cell
    label = app.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label.startswith(f"{card_words(action.card)}, row {row + 1}, column {col + 1}"), label
    assert label.endswith("you can play here")
    app.keyboard.press("Enter")
    expect(app.locator("#seq-log")).to_contain_text(f"Kim (blue) played the {card_words(action.card)}")
    app.wait_for_function("window.__announced.some(t => t.startsWith('Kim (blue) played the'))")
    placed = app.locator(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
    # (", last move" until the AI's answer)
    expect(placed).to_have_attribute("aria-label", re.compile(
        re.escape(f"{card_words(action.card)}, row {row + 1}, column {col + 1}, blue chip") + "(, last move)?$"))
    assert app.console_errors == []


def card_words(card: str) -> str:
    from engine.sequence.cards import card_name

    return card_name(card)
