"""End-to-end: what the table shows of what happened, and the player's
settings (issue 14), clicked as a person would: the last move marked, each
seat's discard pile, a suggestion marked on the board, the dice of each
Sequoia pair, the goals a Sequitur word meets, and the settings (a move
confirmed before it is played; sound and speed kept on the device)."""
from __future__ import annotations

import os
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from sequence_page import after_the_cut, configure, hand, open_setup, start, wait_my_turn_or_end
from sequitur_page import ANY, TIMEOUT, act, open_setup as open_sequitur
from sequitur_page import start as start_sequitur
from memory_page import open_saved
from memory_records import played
from moment_records import deciding
from web.model.seats import Seat

TURN = 60_000
SHOTS = Path(os.environ["SHOTS"]) if os.environ.get("SHOTS") else None
SUGGESTION = 120_000  # a first suggestion waits for the worker: Pyodide, the dictionary, the expert's index


def chip_pixel(page: Page, cell) -> list[int]:
    """The canvas's colour where a chip of `cell` sits (left of its letter), as [r, g, b, a]."""
    return page.evaluate("""cell => {
        const canvas = document.querySelector('#seq-board-frame .seq-canvas'), box = canvas.getBoundingClientRect();
        const space = cell.getBoundingClientRect(), ratio = canvas.width / box.width;
        const x = (space.left - box.left + space.width * 0.36) * ratio, y = (space.top - box.top + space.height * 0.62) * ratio;
        return [...canvas.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data]; }""",
                         cell.element_handle())


def test_settings_are_kept_and_a_move_waits_for_its_confirmation(app: Page, base_url: str) -> None:
    """Settings (kept on this device): confirm a move before it is played, then play Sequence with it."""
    app.click("text=Settings")
    expect(app.locator("#view h1")).to_have_text("Settings")
    app.check("#set-confirm")
    app.uncheck("#set-sound")
    app.select_option("#set-speed", "fast")
    expect(app.locator("#set-status")).to_have_text("Saved.")
    app.reload()
    expect(app.locator("#set-confirm")).to_be_checked(timeout=30_000)
    expect(app.locator("#set-sound")).not_to_be_checked()
    expect(app.locator("#set-speed")).to_have_value("fast")
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")], hints=True)
    start(app)
    wait_my_turn_or_end(app)
    app.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
    log = app.locator("#seq-log li").count()
    # choose a card and one of its highlighted spaces: the move waits, said in words
    cards = hand(app)
    index = next(i for i, c in enumerate(cards) if c[0] != "J" and
                 app.locator(f"#seq-grid .seq-cell[data-code='{c}']").count())
    app.click(f"#seq-hand .seq-card[data-index='{index}']")
    target = app.locator("#seq-grid .seq-cell.target").first
    before = chip_pixel(app, target)
    target.click()
    expect(app.locator("#seq-confirm-move")).to_be_visible()
    expect(app.locator("#seq-confirm-text")).to_have_text(re.compile(r"^Play the .+ on row \d+, column \d+\?$"))
    # a ghost chip of the player's colour shows where the move goes until it is confirmed
    expect(target).to_have_attribute("aria-label", re.compile("your move, waiting for confirmation"))
    ghost = chip_pixel(app, target)
    assert ghost != before, (before, ghost)
    app.click("#seq-confirm-no")  # cancelled: nothing was played
    expect(app.locator("#seq-confirm-move")).to_be_hidden()
    assert chip_pixel(app, target) == before
    assert app.locator("#seq-log li").count() == log
    target.click()
    expect(app.locator("#seq-confirm-yes")).to_be_focused()
    app.keyboard.press("Enter")
    expect(app.locator("#seq-log li")).not_to_have_count(log, timeout=TURN)
    expect(app.locator("#seq-log li").nth(log)).to_contain_text("Ann (blue) played the")
    assert app.console_errors == []


def test_the_player_s_name_is_asked_once_and_every_game_s_first_seat_takes_it(app: Page, base_url: str) -> None:
    """Issue 80: the first setup's first seat is where the name is asked; Start keeps it (cleaned,
    as every name), Settings shows and changes it, and every game's first seat takes it."""
    open_setup(app, base_url)
    expect(app.locator("#seq-name-0")).to_have_value("Player 1")  # no name yet
    configure(app, 2, [("  Zoë\u200b ", ""), ("Robot", "easy")], hints=False)
    start(app)
    app.goto(base_url + "?fast#/settings")
    expect(app.locator("#set-name")).to_have_value("Zoë", timeout=30_000)  # kept, without what hides
    expect(app.locator("#set-name")).to_have_accessible_description("The first seat of every new game takes it.")
    open_sequitur(app, base_url)
    expect(app.locator("#sr-name-0")).to_have_value("Zoë")  # another game's first seat

    app.goto(base_url + "?fast#/settings")
    app.fill("#set-name", "Zed")
    app.press("#set-name", "Enter")  # kept, and nothing reloads
    expect(app.locator("#set-status")).to_have_text("Saved.")
    assert app.url.endswith("#/settings")
    open_setup(app, base_url)
    expect(app.locator("#seq-name-0")).to_have_value("Zed")  # the game that asked follows the change
    configure(app, 2, [("Bob", ""), ("Robot", "easy")], hints=False)  # a first seat given to someone else
    app.click("#seq-start")
    app.click("#seq-start-replace")  # over the game of Zoë in progress
    after_the_cut(app)
    open_setup(app, base_url)
    expect(app.locator("#seq-name-0")).to_have_value("Bob")  # that game remembers it ...
    open_sequitur(app, base_url)
    expect(app.locator("#sr-name-0")).to_have_value("Zed")  # ... and the player's name stays
    assert app.console_errors == []


def test_last_move_discard_piles_and_a_suggestion_on_the_board(app: Page, base_url: str) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")], hints=True)
    start(app)
    wait_my_turn_or_end(app)
    app.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
    # a suggestion is marked on the board, not only said
    app.click("#seq-suggest")
    app.click("#seq-suggest-go")  # the first hint of a game says it makes the game assisted
    expect(app.locator("#seq-message")).to_contain_text("Suggestion:", timeout=TURN)
    expect(app.locator("#seq-grid .seq-cell[aria-label*='suggested']")).to_have_count(1)
    # play it: the space is then the last move, and the discard pile shows the card on top
    suggested = app.locator("#seq-grid .seq-cell[aria-label*='suggested']")
    cell = suggested.get_attribute("data-cell")
    suggested.click()
    expect(app.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")).to_have_attribute(
        "aria-label", re.compile("last move|blue chip"), timeout=TURN)
    expect(app.locator("#seq-seats li[data-seat='0'] .seq-discard")).to_have_attribute(
        "aria-label", re.compile(r"^discard pile: .+ on top$"))
    # after the AI's answer its chip is the one marked as the last move
    app.wait_for_function("document.querySelectorAll('#seq-log li').length >= 2", timeout=TURN)
    app.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')", timeout=TURN)
    marked = app.locator("#seq-grid .seq-cell[aria-label*='last move']")
    if "played the" in app.locator("#seq-log li").last.inner_text():
        expect(marked).to_have_count(1)
        expect(marked).to_have_attribute("aria-label", re.compile("green chip, last move"))
    assert app.console_errors == []


def test_each_sequoia_pair_shows_its_dice_and_the_die_left_out(app: Page, base_url: str) -> None:
    app.goto(base_url + "?fast#/sequoia")
    expect(app.locator("#sq-start")).to_be_visible(timeout=30_000)
    app.select_option("#sq-players", "2")
    app.fill("#sq-name-0", "Ann")
    app.select_option("#sq-kind-0", "")
    app.select_option("#sq-kind-1", "easy")
    app.click("#sq-start")
    pair = app.locator("#sq-pairs .sq-pair").first
    expect(pair).to_be_visible(timeout=TURN)
    roll = [int(d) for d in app.locator("#sq-dice .sq-die").all_text_contents()]
    for button in app.locator("#sq-pairs .sq-pair").all():
        a, b = (int(x) for x in button.get_attribute("data-pair").split(","))
        label = button.get_attribute("aria-label")
        if len(set(roll)) == 1:
            continue  # a Sequoia: any two totals
        m = re.fullmatch(r".*: (\d) and (\d) make (\d+), (\d) and (\d) make (\d+), the (\d) is left out", label)
        assert m, label
        d = [int(x) for x in m.groups()]
        assert d[0] + d[1] == a == d[2] and d[3] + d[4] == b == d[5]
        assert sorted([d[0], d[1], d[3], d[4], d[6]]) == sorted(roll)
        assert "out" in button.inner_text()
    # choose one: after the reveal the new trees are marked on the forests' twin
    pair.click()
    expect(app.locator("#sq-forests .sq-forest[aria-label*='new: Ann +']").first).to_be_attached(timeout=TURN)
    assert app.console_errors == []


def test_the_goals_a_word_meets_show_while_spelling(page: Page, base_url: str) -> None:
    open_sequitur(page, base_url)
    start_sequitur(page, [("Ann", "")])
    # play on (solo) until the spelling step, then pick the balls of the best word
    for _ in range(60):
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        if page.locator("#sr-spell").is_visible():
            break
        act(page)
    expect(page.locator("#sr-spell")).to_be_visible(timeout=TIMEOUT)
    balls = page.locator("#sr-rack .sr-ball")
    for i in range(min(3, balls.count())):
        balls.nth(i).click()
    expect(page.locator("#sr-met")).to_be_attached()
    text = page.locator("#sr-met").inner_text()
    if page.locator("#sr-spell").is_enabled():
        # one short line shown ("Meets 2 goals (4 points)"), the goals named to a screen reader
        assert text.startswith(("This word meets no goal", "Meets ")), text
        if text.startswith("Meets "):
            assert page.locator("#sr-met .visually-hidden").inner_text().startswith("This word meets ")
    assert page.console_errors == []


def test_a_suggested_word_is_marked_on_the_rack(phone: Page, base_url: str) -> None:
    """Issue 80: Suggest marks what it suggests where it is tapped, as Sequence's space and Sequoia's
    pair are: the word's balls chosen on the rack (the word and its score shown, as if tapped), and
    the button that plays it focused, the player's own tap still to come."""
    session = played("sequitur", 3, deciding("spell"), seats=[Seat("Ann")], options={"hints": True})
    open_saved(phone, base_url, "sequitur", session.save_text(), "#sr-spell")
    expect(phone.locator("#sr-rack .sr-ball[aria-pressed='true']")).to_have_count(0)
    phone.click("#sr-suggest")
    phone.click("#sr-suggest-go")  # the first hint of a game says it makes the game assisted
    expect(phone.locator("#sr-message")).to_contain_text("Suggestion: ", timeout=SUGGESTION)
    if phone.locator("#sr-message").inner_text().startswith("Suggestion: spell nothing"):
        expect(phone.locator("#sr-nothing")).to_be_focused()
    else:
        word = phone.locator("#sr-word-text").inner_text()
        chosen = phone.locator("#sr-rack .sr-ball[aria-pressed='true']")
        assert chosen.count() == len(word.replace("QU", "Q")), (word, chosen.count())
        assert word.lower() in phone.locator("#sr-message").inner_text().lower()  # the word said is the word marked
        expect(phone.locator("#sr-spell")).to_be_focused()
        expect(phone.locator("#sr-spell")).to_be_enabled()
        expect(phone.locator("#sr-spell")).to_have_text(f"Spell {word}")
    expect(phone.locator("#sr-private")).to_have_attribute("data-decision", "spell")
    phone.screenshot(path=str(SHOTS / "sequitur-suggested-word.png")) if SHOTS else None

    # a card: its balls picked on the rack, "Play <card>" ready (or Pass, or Insert, focused)
    session = played("sequitur", 3, deciding("action", cards=5), seats=[Seat("Ann")], options={"hints": True})
    open_saved(phone, base_url, "sequitur", session.save_text(), "#sr-pass", in_place=True)
    phone.click("#sr-suggest")
    # a game opened anew asks again whether to make it assisted; its question or the suggestion, awaited
    go, said = phone.locator("#sr-suggest-go"), phone.locator("#sr-message", has_text="Suggestion: ")
    expect(go.or_(said)).to_be_visible(timeout=SUGGESTION)
    if go.is_visible():
        go.click()
    expect(phone.locator("#sr-message")).to_contain_text("Suggestion: ", timeout=SUGGESTION)
    focused = phone.evaluate("document.activeElement.id")
    assert focused in ("sr-pass", "sr-confirm", "sr-play-insert"), focused
    if focused == "sr-confirm":
        expect(phone.locator("#sr-confirm")).to_be_enabled()  # the card's balls are picked: one tap plays it
        assert phone.locator("#sr-rack .sr-ball[aria-pressed='true']").count() >= 1
    assert phone.console_errors == []
