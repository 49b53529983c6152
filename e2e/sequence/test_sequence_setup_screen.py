"""End-to-end: the Sequence setup screen, names as text, record files, offline resume (issue 4)."""
from __future__ import annotations

import pytest

import json
import re
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from conftest import more_options, wait_ready
from sequence_page import configure, open_setup, play_turn, saved_session, start, wait_my_turn_or_end, write

from engine.core.levels import PROMISES
from level_words import level_line
from engine.sequence.boards import CUSTOM
from engine.sequence.table import TABLE_SIZES, team_choices

XSS = "<img src=x onerror=alert(1)>"


def test_setup_tables_teams_levels_board_file_and_memory(app: Page, base_url: str, tmp_path: Path) -> None:
    open_setup(app, base_url)
    more_options(app, "seq")  # the teams and the board
    for players in TABLE_SIZES:
        app.select_option("#seq-players", str(players))
        expect(app.locator("#seq-seats-setup li:visible")).to_have_count(players)
        choices = team_choices(players)
        radios = app.locator("#seq-teams input[type=radio]")
        if players <= 3:
            expect(radios).to_have_count(0)
        else:
            expect(radios).to_have_count(len(choices))
        for teams in choices if players > 3 else (players,):
            if players > 3:
                app.check(f"#seq-teams-{teams}")
            colours = [app.locator("#seq-seats-setup li").nth(i).get_attribute("data-team") for i in range(players)]
            assert colours == [("blue", "green", "red")[i % teams] for i in range(players)], (players, teams)
    # AI levels, each with what it promises (the same words in every game: engine/core/levels.py)
    app.select_option("#seq-players", "2")
    options = app.locator("#seq-kind-1 option")
    assert options.count() >= 3
    for i in range(1, options.count()):
        value = options.nth(i).get_attribute("value")
        app.select_option("#seq-kind-1", value)
        expect(app.locator("#seq-desc-1")).to_have_text(level_line("sequence", value) if value in PROMISES
                                                          else re.compile(".{16,}"))
    # Two seats with one name (any case, spaces around) are refused: covers must say whose turn it is.
    configure(app, 2, [("Ann", ""), (" ANN ", "")])
    app.click("#seq-start")
    expect(app.locator("#seq-error")).to_have_text("Two players are both called “Ann”: give each a different name.")
    # No board file yet: nothing to go back from, so "Use the built-in board" is not shown.
    expect(app.locator("#seq-board-clear")).to_be_hidden()
    # A broken board file is refused with a clear message; a good one is accepted.
    app.set_input_files("#seq-board-file", str(write(tmp_path, "bad.txt", "XX 2S 3S\n4S ZZ\n")))
    expect(app.locator("#seq-board-msg")).to_contain_text("cannot be used")
    expect(app.locator("#seq-board-msg")).to_contain_text("line 2")
    missing = CUSTOM.replace("TD", "2S", 1)
    app.set_input_files("#seq-board-file", str(write(tmp_path, "missing.txt", missing)))
    expect(app.locator("#seq-board-msg")).to_contain_text("cannot be used")
    expect(app.locator("#seq-board-msg")).to_contain_text("TD")  # the card short of spaces is named
    app.set_input_files("#seq-board-file", str(write(tmp_path, "good.txt", CUSTOM)))
    expect(app.locator("#seq-board-msg")).to_contain_text("Board file loaded: 10 x 10")
    expect(app.locator("#seq-board-clear")).to_be_visible()
    app.check("#seq-variant-custom")
    app.select_option("#seq-players", "4")
    app.fill("#seq-name-3", "Dee")  # a seat the game below leaves out keeps what was typed in it
    configure(app, 3, [("Ann", ""), ("Bo", "easy"), ("Cy", "easy")], hints=False)
    start(app)
    session = saved_session(app)
    assert session.state.variant == "custom" and session.state.config["board"] == CUSTOM
    assert session.state.teams == 3 and not session.options["hints"]
    # The last setup is remembered.
    app.goto(base_url + "?fast#/sequence")
    expect(app.locator("#seq-name-2")).to_have_value("Cy")
    expect(app.locator("#seq-players")).to_have_value("3")
    expect(app.locator("#seq-variant-custom")).to_be_checked()
    expect(app.locator("#seq-hints")).not_to_be_checked()
    expect(app.locator("#seq-resume")).to_be_visible()
    # A seat's row is made when the number of players reaches it (twelve made at once held the setup
    # 0.3 s at 4x: issue 66), with what the seat remembered.
    expect(app.locator("#seq-seats-setup li")).to_have_count(3)
    app.select_option("#seq-players", "4")
    expect(app.locator("#seq-name-3")).to_have_value("Dee")
    expect(app.locator("#seq-seats-setup li")).to_have_count(4)
    assert app.console_errors == []


def test_a_name_with_markup_is_shown_as_text(app: Page, base_url: str) -> None:
    """Two people at one device, one named with markup: the cover, the seats, the hand and the log show it as text."""
    dialogs: list[str] = []
    app.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_setup(app, base_url)
    # Count every <img> the page ever creates, even for a moment.
    app.evaluate("""() => { window.__imgs = 0; new MutationObserver(records => { for (const r of records)
        for (const n of r.addedNodes) if (n.nodeType === 1 && (n.tagName === 'IMG' || n.querySelector('img')))
          window.__imgs++; }).observe(document, {childList: true, subtree: true}); }""")
    configure(app, 2, [(XSS, ""), ("Bob", "")], hints=False)
    expect(app.locator("#seq-name-0")).to_have_value(XSS)
    app.click("#seq-start")  # the cut plays by itself, then the cover
    expect(app.locator("#seq-cover")).to_be_visible(timeout=20_000)
    if saved_session(app).state.to_move == 1:
        app.click("#seq-cover-ok")
        play_turn(app)
    expect(app.locator("#seq-cover-title")).to_have_text(f"Pass the device to {XSS}")
    app.click("#seq-cover-ok")
    expect(app.locator("#seq-seats .seat-name").first).to_have_text(XSS)
    expect(app.locator("#seq-hand-title")).to_have_text(f"Your hand, {XSS}")
    play_turn(app)
    expect(app.locator("#seq-log")).to_contain_text(f"{XSS} (blue) ")
    expect(app.locator("#seq-announce")).to_contain_text(XSS)
    assert app.locator("img").count() == 0
    assert app.evaluate("window.__imgs") == 0
    assert dialogs == []
    assert app.console_errors == []


def test_export_and_import_and_a_tampered_record_is_refused(app: Page, base_url: str, tmp_path: Path) -> None:
    open_setup(app, base_url)
    configure(app, 2, [("Ann", ""), ("Robot", "easy")])
    start(app)
    for _ in range(2):
        wait_my_turn_or_end(app)
        play_turn(app)
    wait_my_turn_or_end(app)
    # Export on Ann's turn, once the AI's answer is saved and logged.
    for _ in range(600):
        session = saved_session(app)
        if session.state.to_move == 0 and app.locator("#seq-log li").count() == len(session.log):
            break
        app.wait_for_timeout(100)
    assert saved_session(app).state.to_move == 0
    app.click("#seq-menu")  # Export is in the table's menu (web/ui/table_layout.py)
    app.click("#seq-export")  # the whole game: asked first, the AI's hand is in play
    with app.expect_download() as info:
        app.click("#seq-export-yes")
    exported = Path(info.value.path()).read_text()
    record = json.loads(exported)
    assert record["format"] == "seqgames-record" and record["table"]["seats"][0]["name"] == "Ann"
    log = app.locator("#seq-log li").all_text_contents()  # as to_have_text reads them (a "Why?" button inline)
    saved = app.evaluate("localStorage.getItem('seqgames.sequence.game')")

    # Tampered: an action's card changed.
    tampered = json.loads(exported)
    first = next(a for a in tampered["actions"] if "cell" in a["action"])
    first["action"]["card"] = "KS" if first["action"]["card"] != "KS" else "QS"
    app.goto(base_url + "?fast#/sequence")
    expect(app.locator("#seq-start")).to_be_visible()
    more_options(app, "seq")
    app.click(".seq-import summary")
    app.set_input_files("#seq-import", str(write(tmp_path, "tampered.json", json.dumps(tampered))))
    expect(app.locator("#seq-import-msg")).to_contain_text("the record was altered")
    # Broken: not JSON at all.
    app.set_input_files("#seq-import", str(write(tmp_path, "broken.json", exported[: len(exported) // 2])))
    expect(app.locator("#seq-import-msg")).to_contain_text("not a game record")
    # Refused files leave the game in progress as it was.
    assert app.evaluate("localStorage.getItem('seqgames.sequence.game')") == saved
    expect(app.locator("#seq-resume")).to_be_visible()
    # The untouched file loads and resumes the same game (asked first: it replaces the game in progress).
    app.set_input_files("#seq-import", str(write(tmp_path, "good.json", exported)))
    app.click("#seq-import-load")
    expect(app.locator("#seq-grid")).to_be_visible()
    expect(app.locator("#seq-log li")).to_have_text(log)
    assert app.console_errors == []


@pytest.mark.service_worker
def test_offline_reload_resumes_the_game(context: BrowserContext, start_server) -> None:
    server = start_server()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.url + "?fast#/sequence")
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)
    wait_my_turn_or_end(page)
    play_turn(page)
    wait_my_turn_or_end(page)
    log = page.locator("#seq-log").inner_text()
    labels = page.evaluate("[...document.querySelectorAll('#seq-grid .seq-cell')].map(n => n.getAttribute('aria-label'))")
    server.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    expect(page.locator("#seq-grid")).to_be_visible(timeout=30_000)
    wait_my_turn_or_end(page)
    assert page.locator("#seq-log").inner_text() == log
    assert page.evaluate("[...document.querySelectorAll('#seq-grid .seq-cell')].map(n => n.getAttribute('aria-label'))") == labels
    # The AI still answers offline (its worker comes from the cache too).
    turns = page.locator("#seq-log li").count()
    play_turn(page)
    wait_my_turn_or_end(page)
    assert page.locator("#seq-log li").count() >= turns + 2
    assert "Robot (green)" in page.locator("#seq-log li").last.inner_text()
    assert errors == []


def test_an_expert_seat_remembered_or_saved_is_not_lost(app: Page, base_url: str) -> None:
    """Issue 82: Sequence's Expert, measured no stronger than its Hard, is withdrawn from the setup
    (engine/core/levels.py `WITHDRAWN`): a setup remembered with an Expert seat offers Hard in its place, with
    Hard's words, and Expert is not among the levels; a game saved with an Expert seat still opens and plays on
    (its seat "AI: Expert", the AI moving), nothing a player did lost."""
    from memory_records import played, store
    from web.model.seats import Seat, SeatKind

    store(app, "sequence", json.dumps({"players": 2, "seats": [{"name": "Ann", "ai": ""},
                                                               {"name": "Robot", "ai": "expert"}]}), "setup")
    store(app, "sequence", json.dumps({"easy": "x", "medium": "x", "hard": "x", "expert": "x"}), "levels")
    open_setup(app, base_url)
    expect(app.locator("#seq-kind-1")).to_have_value("hard")
    expect(app.locator("#seq-desc-1")).to_have_text(level_line("sequence", "hard"))
    expect(app.locator("#seq-kind-1 option[value=hard]")).to_be_attached()
    expect(app.locator("#seq-kind-1 option[value=expert]")).to_have_count(0)
    expect(app.locator("#seq-name-1")).to_have_value("Robot")
    # a game saved with an Expert seat, its person to move
    seats = [Seat("Ann"), Seat("Robot", SeatKind.AI, "expert")]
    session = played("sequence", 3, lambda s: len(s.state.history) >= 4 and 0 in s.waiting(), seats=seats)
    store(app, "sequence", session.save_text())
    app.goto(base_url + "?fast#/sequence/play")
    wait_ready(app)
    expect(app.locator("#seq-seats .level-badge").first).to_have_text("AI: Expert")
    assert not wait_my_turn_or_end(app)
    before = app.locator("#seq-log li").count()
    play_turn(app)
    expect(app.locator("#seq-log li")).to_have_count(before + 2, timeout=60_000)  # Ann's move, then the Expert's
    assert app.console_errors == []  # type: ignore[attr-defined]
