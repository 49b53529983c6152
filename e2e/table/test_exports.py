"""The table's two exports (issue 41, "nothing peeked"), clicked as a person
would, in each game against an AI: the menu offers "Share what happened"
and "Save to go on elsewhere (shows every hand)"; the whole game asks
first, since the AI's hidden hand, roll or rack is in play, and makes no
file until the answer; the shared file holds none of the AI's hidden part,
imports as a replay of what the table saw, and is refused as a game to go
on with, saying why. `?fast` for speed.
"""
from __future__ import annotations

import json
from pathlib import Path


import pytest
from playwright.sync_api import Page, expect

from conftest import more_options
from languages import said
from memory_page import PREFIX, TIMEOUT, at_move, no_sideways_scroll, open_page
from memory_records import played, spec_of, store
from web.model.replay_file import Replay, replay_text
from web.model.seats import Seat, SeatKind
from web.table.seen import seen_record

SEATS = [Seat("Ann"), Seat("Computer", SeatKind.AI, "medium")]
OWN = {"sequence": "hand", "sequoia": "roll", "sequitur": "rack"}  # what the AI holds alone



def in_progress(game: str):
    """A game of Ann and an AI some moves in, waiting for Ann."""
    return played(game, 5, lambda s: len(s.state.history) >= 6 and 0 in s.waiting(), seats=SEATS)


def keys(data) -> set[str]:
    """Every key of a JSON value, at every depth."""
    if isinstance(data, dict):
        return set(data) | {key for value in data.values() for key in keys(value)}
    if isinstance(data, list):
        return {key for value in data for key in keys(value)}
    return set()


def downloaded(download) -> dict:
    return json.loads(Path(download.value.path()).read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_two_exports_the_whole_game_asks_and_the_shared_one_replays_and_cannot_go_on(phone: Page, base_url: str,
                                                                                     game: str) -> None:
    page = phone
    p, spec = PREFIX[game], spec_of(game)
    session = in_progress(game)
    hidden = session.private(1)[OWN[game]]
    assert hidden, "the AI holds something of its own"
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, session.save_text())
    open_page(page, base_url + f"?fast#/{game}/play")
    page.click(f"#{p}-menu")
    expect(page.locator(f"#{p}-share")).to_have_text("Share what happened", timeout=TIMEOUT)
    expect(page.locator(f"#{p}-export")).to_have_text(f"Save to go on elsewhere (shows {spec.secrets})")

    # the whole game: asked first, no file until the answer
    files: list = []
    page.on("download", lambda download: files.append(download))
    page.click(f"#{p}-export")
    question = page.locator(f"#{p}-export-confirm")
    expect(question).to_be_visible()
    expect(question).to_contain_text(f"This file shows {spec.secrets} of every player, the AI's too")
    expect(page.locator(f"#{p}-export-yes")).to_be_focused()
    assert no_sideways_scroll(page)
    page.wait_for_timeout(300)
    assert files == [], "no file before the answer"
    page.keyboard.press("Escape")  # the way out, as every question's last answer
    expect(question).to_be_hidden()
    expect(page.locator(f"#{p}-menu")).to_be_focused()
    page.wait_for_timeout(300)
    assert files == [], "Cancel makes no file"
    page.click(f"#{p}-menu")
    page.click(f"#{p}-export")
    with page.expect_download() as whole_file:
        page.click(f"#{p}-export-yes")
    whole = downloaded(whole_file)
    assert whole["shows"] == f"The whole game, to go on elsewhere: it shows {spec.secrets}, to whoever opens it."
    assert whole["format"] == "seqgames-record"
    expect(page.locator(f"#{p}-message")).to_contain_text(f"The whole game was saved as a file: it shows {spec.secrets}")

    # what the table saw: none of the AI's own part, no seed, no outcomes of chance
    page.click(f"#{p}-menu")
    with page.expect_download() as shared_file:
        page.click(f"#{p}-share")
    assert shared_file.value.suggested_filename.endswith("-seen.json")
    shared = downloaded(shared_file)
    text = json.dumps(shared)
    assert shared["format"] == "seqgames-seen" and shared["game"] == game
    assert not {"seed", "chance", "reshuffle", OWN[game], "actions"} & keys(shared)
    assert json.dumps(hidden) not in text
    saved = page.evaluate(f"localStorage.getItem('seqgames.{game}.game')")

    # imported on the setup screen: a replay, never a game to go on with
    open_page(page, base_url + f"?fast#/{game}")
    more_options(page, p)
    page.click(".seq-import summary")
    page.set_input_files(f"#{p}-import", files=[{"name": "seen.json", "mimeType": "application/json",
                                                  "buffer": text.encode()}])
    expect(page.locator(f"#{p}-import-question")).to_contain_text("can be replayed but not continued", timeout=TIMEOUT)
    expect(page.locator(f"#{p}-import-load")).to_have_count(0)
    page.click(f"#{p}-import-replay")
    total = len(shared["steps"]) - 1
    expect(page.locator("#replay-where")).to_have_text(at_move(0, total), timeout=TIMEOUT)
    expect(page.locator("#replay-seen")).to_contain_text("cannot be continued")
    expect(page.locator("#replay-reveal")).to_have_count(0)
    page.click("#replay-last")
    expect(page.locator("#replay-where")).to_have_text(at_move(total, total))
    last = " ".join(shared["steps"][-1]["log"]) or "A choice was made, hidden until it is revealed."
    expect(page.locator("#replay-move")).to_have_text(last)
    page.click("#replay-back")
    expect(page.locator("#replay-where")).to_have_text(at_move(total - 1, total))
    assert page.evaluate(f"localStorage.getItem('seqgames.{game}.game')") == saved, "the game in progress stays"
    assert page.console_errors == []


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_a_finished_game_shared_replays_to_its_end_and_keeps_the_hands_hidden(phone: Page, base_url: str,
                                                                              game: str) -> None:
    """The end of a shared game: the end box says who won, from what the table saw; Sequence's
    "Reveal every hand" has no hand to show (the rules reveal none at the end)."""
    page, p, spec = phone, PREFIX[game], spec_of(game)
    end = played(game, 4, lambda s: False, seats=SEATS)
    record = seen_record(end)
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, replay_text(game, Replay(record, None)), key="replay")
    open_page(page, base_url + f"?fast#/{game}/replay")
    total = len(record["steps"]) - 1
    expect(page.locator("#replay-where")).to_have_text(at_move(total, total), timeout=TIMEOUT)
    expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(f"#{p}-end")).to_contain_text(spec.ending(end)[0])
    expect(page.locator("#replay-hidden")).to_be_hidden()
    if game == "sequence":
        page.click("#seq-reveal")
        expect(page.locator("#seq-reveal-list")).to_have_text("Only what the table saw is here: the hands stay hidden.")
    assert no_sideways_scroll(page)
    page.click("#replay-first")
    expect(page.locator("#replay-move")).to_have_text("The start of the game, before the first move.")
    for count in range(1, total + 1):  # every step the table saw draws, with no error
        page.keyboard.press("ArrowRight")
        expect(page.locator("#replay-where")).to_have_text(at_move(count, total))
    expect(page.locator("#replay-problem")).to_have_count(0)
    assert page.console_errors == []


def test_a_damaged_shared_file_is_said_in_the_players_language(phone: Page, base_url: str) -> None:
    """What the table saw, in German: a kept one's step that its table cannot draw says so by its code
    (web/model/refusals.py), the steps around it still drawn; a file of another version is refused
    at the setup's import by its code too."""
    page = phone
    record = seen_record(in_progress("sequence"))
    broken = json.loads(json.dumps(record))
    broken["steps"][2]["public"]["chips"] = 5  # read (its keys are the game's), but no board to draw
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    page.evaluate("localStorage.setItem('seqgames.lang', 'de')")
    store(page, "sequence", replay_text("sequence", Replay(broken, 1)), key="replay")
    open_page(page, base_url + "?fast#/sequence/replay")
    expect(page.locator("#seq-board-frame")).to_be_visible(timeout=TIMEOUT)
    page.click("#replay-forward")
    altered = said("de", "the file was altered at step {number}, or made by another version of the app", number=2)
    expect(page.locator("#replay-problem")).to_have_text(
        said("de", "This step of the file cannot be drawn: {problem}", problem=altered))
    page.click("#replay-forward")
    expect(page.locator("#replay-problem")).to_have_count(0)
    expect(page.locator("#seq-board-frame")).to_be_visible()
    open_page(page, base_url + "?fast#/sequence")
    more_options(page, "seq")
    page.click(".seq-import summary")
    page.set_input_files("#seq-import", files=[{"name": "seen.json", "mimeType": "application/json",
                                                "buffer": json.dumps({**record, "version": 2}).encode()}])
    version = said("de", "this record of what the table saw is of version {version}, which this app does not read",
                   version=2)
    expect(page.locator("#seq-import-msg")).to_have_text(
        said("de", "This file cannot be loaded: {problem}", problem=version + "."))
    assert page.console_errors == []


def test_a_solo_game_saves_the_whole_game_without_asking(phone: Page, base_url: str) -> None:
    """Nobody else hides anything in a solo game: the whole game's file is made at once."""
    page = phone
    session = played("sequitur", 5, lambda s: len(s.state.history) >= 4 and 0 in s.waiting(), seats=[SEATS[0]])
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, "sequitur", session.save_text())
    open_page(page, base_url + "?fast#/sequitur/play")
    page.click("#sr-menu")
    expect(page.locator("#sr-export")).to_have_text("Save to go on elsewhere (shows every rack and secret goal)")
    with page.expect_download() as whole_file:
        page.click("#sr-export")
    assert downloaded(whole_file)["shows"].startswith("The whole game, to go on elsewhere")
    expect(page.locator("#sr-export-confirm")).to_be_hidden()
    assert page.console_errors == []
