"""What is remembered from game to game (issue 15), in every game, clicked
as a person would: statistics counted once when a game ends at the table
(not again on a reload), the replay from the end box and from an imported
record (keyboard, "Reveal all", a reload), an undo that keeps what chance
showed and reshuffles what nobody has seen, and an import that asks before
replacing a game in progress and words a refusal with names, rows and
columns. On a phone-sized screen (390 px) where it matters; `?fast` for
speed. (The home screen's "Resume": e2e/shell/test_home.py; a damaged
statistics store: e2e/shell/test_statistics.py.)
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import more_options, wait_ready
from memory_page import PHONE, PREFIX, TIMEOUT, at_move, last_move, no_sideways_scroll, open_page
from memory_records import in_progress, one_move_from_the_end, saved_record, spec_of, store

from web.model.session import Session

# what shows a seat's hidden part on its table view
PRIVATE = {"sequence": "#seq-hand .seq-card", "sequoia": "#sq-dice", "sequitur": "#sr-rack"}


def played_count(page: Page, base_url: str, game_name: str) -> str:
    """The games counted for `game_name`: played against others, or (a solo game: a score,
    neither won nor lost) played alone."""
    open_page(page, base_url + "?fast#/stats")
    played, won, *solo = page.locator(".stats-player table tr", has_text=game_name).locator("td").all_inner_texts()
    headers = page.locator(".stats-player table tr").first.locator("th").all_inner_texts()
    # a Solo column only for a game that has a solo mode (Sequitur), never an always-0 one
    assert ("Solo" in headers) == bool(solo) == (game_name == "Sequitur"), headers
    return played if not solo or solo[0] == "0" else f"{solo[0]} solo, {played} played, {won} won"


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_a_game_ended_here_counts_once_and_replays(browser: Browser, base_url: str, game: str) -> None:
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_page(page, base_url + "?fast")
        text, action, end = one_move_from_the_end(game)
        store(page, game, text)
        p = PREFIX[game]
        name = spec_of(game).name
        # the home screen offers the game to resume, and says where it stands
        open_page(page, base_url + "?fast#/")
        expect(page.locator(f"#resume-{game}")).to_contain_text("In progress: Ann")
        page.click(f"#resume-{game}-link")
        last_move(page, game, action)
        expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator(f"#{p}-replay")).to_be_visible()
        # counted once, also after a reload of the finished game
        counted = "1 solo, 0 played, 0 won" if game == "sequitur" else "1"
        assert played_count(page, base_url, name) == counted
        if game == "sequitur":
            expect(page.locator(".stats-notes")).to_contain_text("solo: best 0, average 0.0 over 1 game")
        open_page(page, base_url + f"?fast#/{game}/play")
        expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
        assert played_count(page, base_url, name) == counted
        assert no_sideways_scroll(page)
        # the home screen offers no resume for a finished game
        open_page(page, base_url + "?fast#/")
        expect(page.locator(f"#resume-{game}")).to_be_hidden()

        # Replay, from the end box: move by move, hidden parts hidden, by keyboard too
        open_page(page, base_url + f"?fast#/{game}/play")
        page.click(f"#{p}-replay", timeout=TIMEOUT)
        total = len(end.state.history)
        expect(page.locator("#replay-where")).to_have_text(at_move(0, total))
        expect(page.locator("#replay-first")).to_be_disabled()
        page.click("#replay-forward")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowLeft")
        expect(page.locator("#replay-where")).to_have_text(at_move(2, total))
        assert page.locator("#replay-move").inner_text().strip()
        expect(page.locator("#replay-hidden")).to_be_hidden()
        expect(page.locator(PRIVATE[game])).to_have_count(0)
        assert no_sideways_scroll(page)
        page.check("#replay-reveal")
        expect(page.locator("#replay-hidden li").first).to_contain_text("Ann")
        page.uncheck("#replay-reveal")
        expect(page.locator("#replay-hidden")).to_be_hidden()
        # a reload comes back to the same move
        page.reload()
        wait_ready(page)
        expect(page.locator("#replay-where")).to_have_text(at_move(2, total), timeout=TIMEOUT)
        # the end: everything revealed
        page.locator("#replay-forward").focus()
        page.keyboard.press("End")
        expect(page.locator("#replay-where")).to_have_text(at_move(total, total))
        expect(page.locator("#replay-hidden")).to_be_visible()
        expect(page.locator(f"#{p}-winner")).to_be_visible()
        expect(page.locator(f"#{p}-rematch")).to_have_count(0)  # a replay plays nothing
        page.keyboard.press("Home")
        expect(page.locator("#replay-where")).to_have_text(at_move(0, total))
        assert played_count(page, base_url, name) == counted
        assert errors == []
    finally:
        context.close()


def hand(page: Page) -> list[str]:
    return page.evaluate("[...document.querySelectorAll('#seq-hand .seq-card')].map(b => b.dataset.card)")


def test_undo_reshuffles_the_draw_pile_and_the_record_replays_it(app: Page, base_url: str) -> None:
    """After an undo, the card drawn for the undone move comes again when the
    move is played again (an undo cannot fish for a better card: issue 25);
    the rest of the pile, which nobody has seen, is shuffled anew, and the
    record keeps the reshuffle with the card it kept."""
    session = in_progress("sequence")
    store(app, "sequence", session.save_text())
    open_page(app, base_url + "?fast#/sequence/play")
    play = next(a for a in session.state.legal_actions(0) if hasattr(a, "cell"))
    draws = []
    for attempt in range(3):
        expect(app.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=TIMEOUT)
        lines = app.locator("#seq-log li").count()
        app.click(f"#seq-hand .seq-card[data-card='{play.card}']")
        app.click(f"#seq-grid .seq-cell[data-cell='{play.cell}']")
        app.wait_for_function(f"document.querySelectorAll('#seq-log li').length >= {lines + 2}", timeout=TIMEOUT)
        expect(app.locator("#seq-status")).to_contain_text("Ann (blue) to play", timeout=TIMEOUT)
        draws.append(hand(app)[-1])  # the card drawn for the move
        if attempt == 2:
            break
        app.click("#seq-undo")
        expect(app.locator("#seq-message")).to_contain_text("Undone: Ann played")
        expect(app.locator("#seq-message")).to_contain_text("The cards drawn stay; the draw pile is shuffled again.")
    assert len(set(draws)) == 1, f"another card came after an undo: {draws}"
    record = saved_record(app, "sequence")
    kept = [entry for entry in record["actions"] if "reshuffle" in entry]
    assert ["card", draws[0]] in kept[-1]["keep"]  # the second undo's reshuffle replaced the first's, same place
    assert record["table"]["undos"] == 2
    # the record replays to what the page shows
    replayed = Session.from_save(spec_of("sequence"), app.evaluate("localStorage.getItem('seqgames.sequence.game')"))
    assert replayed.private(0)["hand"] == hand(app)
    assert app.console_errors == []


def dice(page: Page) -> list[str]:
    expect(page.locator("#sq-dice .sq-die.rolling")).to_have_count(0, timeout=TIMEOUT)
    return page.locator("#sq-dice .sq-die").all_inner_texts()


def test_undo_in_sequoia_and_sequitur(app: Page, base_url: str) -> None:
    # Sequoia against the AI: the whole turn goes back; the dice seen stay (issue 25)
    session = in_progress("sequoia", moves=2)
    store(app, "sequoia", session.save_text())
    open_page(app, base_url + "?fast#/sequoia/play")
    app.locator("#sq-pairs .sq-pair").first.wait_for(timeout=TIMEOUT)
    roll = dice(app)
    app.locator("#sq-pairs .sq-pair").first.click(timeout=TIMEOUT)
    expect(app.locator("#sq-log li")).to_have_count(2, timeout=TIMEOUT)  # the turn was revealed
    app.locator("#sq-pairs .sq-pair").first.wait_for(timeout=TIMEOUT)
    next_roll = dice(app)  # turn 3's dice, rolled at once and on screen
    expect(app.locator("#sq-undo")).to_be_visible()
    # one label in every game; Sequoia's says it takes back the whole turn (issue 24)
    expect(app.locator("#sq-undo")).to_have_text("Undo")
    expect(app.locator("#sq-undo")).to_have_attribute("aria-label", re.compile(r"^Undo your whole turn"))
    app.click("#sq-undo")
    expect(app.locator("#sq-message")).to_contain_text("Undone: Ann grew trees")
    expect(app.locator("#sq-message")).to_contain_text("The dice rolled stay as they were.")
    expect(app.locator("#sq-log li")).to_have_count(2)  # turn 1's reveal, then the undo (turn 2's went back)
    expect(app.locator("#sq-log li").last).to_contain_text("Undone: Ann")
    expect(app.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
    assert dice(app) == roll  # the same dice, not a new roll
    app.locator("#sq-pairs .sq-pair").last.click(timeout=TIMEOUT)  # another pair this time
    expect(app.locator("#sq-log li")).to_have_count(3, timeout=TIMEOUT)
    app.locator("#sq-pairs .sq-pair").first.wait_for(timeout=TIMEOUT)
    assert dice(app) == next_roll  # and the next roll, already seen, comes again
    record = saved_record(app, "sequoia")
    assert any("reshuffle" in entry for entry in record["actions"]) and record["table"]["undos"] == 1
    # Sequitur solo: Insert, Undo, Insert: the same letter each time; the bag is mixed again
    session = in_progress("sequitur", moves=6)
    store(app, "sequitur", session.save_text())
    open_page(app, base_url + "?fast#/sequitur/play")
    from sequitur_page import ANY, act

    app.locator(ANY).first.wait_for(timeout=TIMEOUT)  # Ann decides now (what was forced is played)
    for _ in range(60):  # play on until Ann may play her Insert card
        app.locator(f"{ANY}, #sr-play-insert:visible").first.wait_for(timeout=TIMEOUT)
        if app.locator("#sr-play-insert").is_visible():
            break
        act(app)
    drawn = []
    for attempt in range(3):
        app.click("#sr-play-insert", timeout=TIMEOUT)
        prompt = app.locator("h3", has_text="Insert: you drew")
        expect(prompt).to_be_visible(timeout=TIMEOUT)
        drawn.append(prompt.locator(".sr-letter").inner_text())
        if attempt == 2:
            break
        expect(app.locator("#sr-undo")).to_have_text("Undo")
        app.click("#sr-undo")
        expect(app.locator("#sr-message")).to_contain_text("Undone: Ann")
        expect(app.locator("#sr-message")).to_contain_text("The letters drawn stay; those in the bag are mixed again.")
    assert len(set(drawn)) == 1, f"another letter came after an undo: {drawn}"
    record = saved_record(app, "sequitur")
    assert any(["letter", drawn[0]] in entry.get("keep", []) for entry in record["actions"])
    assert record["table"]["undos"] == 2
    assert app.console_errors == []


def test_import_asks_before_replacing_and_refusals_speak_the_games_words(app: Page, base_url: str,
                                                                        tmp_path: Path) -> None:
    store(app, "sequence", in_progress("sequence").save_text())
    mine = saved_record(app, "sequence")
    other = in_progress("sequence", seed=9)
    path = tmp_path / "other.json"
    path.write_text(other.record_text())
    open_page(app, base_url + "?fast#/sequence")
    more_options(app, "seq")
    app.click(".seq-import summary")
    app.set_input_files("#seq-import", str(path))
    expect(app.locator("#seq-import-question")).to_contain_text("A game is in progress here (Ann and Computer 1, turn")
    expect(app.locator("#seq-import-load")).to_be_focused()
    app.keyboard.press("Tab")
    app.keyboard.press("Enter")  # "Keep my game", by keyboard
    expect(app.locator("#seq-import-choice")).to_be_hidden()
    assert saved_record(app, "sequence") == mine
    # a tampered file: the move, who played it and why, in the game's words
    data = json.loads(other.record_text())
    data["actions"][2]["action"]["cell"] = [0, 0]
    path.write_text(json.dumps(data))
    app.set_input_files("#seq-import", str(path))
    message = app.locator("#seq-import-msg")
    expect(message).to_contain_text("the record was altered (move 3 breaks the rules). Computer 1 played the")
    expect(message).to_contain_text("on row 1, column 1: the free corners count for every team")
    assert not re.search(r"seat \d|space \d|\b[2-9TJQKA][HDCS]\b", message.inner_text())
    assert saved_record(app, "sequence") == mine
    # Sequoia: a pair the roll cannot make
    text, _action, finished = one_move_from_the_end("sequoia")
    data = json.loads(finished.record_text())
    first = data["actions"][0]["action"]
    data["actions"][0]["action"] = {"sums": [2, 12]} if first["sums"] != [2, 12] else {"sums": [3, 12]}
    path.write_text(json.dumps(data))
    open_page(app, base_url + "?fast#/sequoia")
    more_options(app, "sq")
    app.click(".seq-import summary")
    app.set_input_files("#sq-import", str(path))
    expect(app.locator("#sq-import-msg")).to_contain_text("(move 1 breaks the rules).")
    assert not re.search(r"seat \d", app.locator("#sq-import-msg").inner_text())
    # a finished record: replay it
    path.write_text(finished.record_text())
    app.set_input_files("#sq-import", str(path))
    expect(app.locator("#sq-import-question")).to_contain_text("This file is a finished game of Ann and Computer 1")
    app.click("#sq-import-replay")
    expect(app.locator("#replay-where")).to_have_text(at_move(0, len(finished.state.history)), timeout=TIMEOUT)
    assert app.console_errors == []


