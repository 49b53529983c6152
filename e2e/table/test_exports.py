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

from memory_page import PREFIX, TIMEOUT, open_page
from memory_records import played, spec_of, store
from web.model.seats import Seat, SeatKind

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
def test_two_exports_the_whole_game_asks_and_the_shared_one_replays_and_cannot_go_on(page: Page, base_url: str,
                                                                                     game: str) -> None:
    p, spec = PREFIX[game], spec_of(game)
    session = in_progress(game)
    hidden = session.private(1)[OWN[game]]
    assert hidden, "the AI holds something of its own"
    open_page(page, base_url + "?fast")
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
    page.wait_for_timeout(300)
    assert files == [], "no file before the answer"
    page.click(f"#{p}-export-no")
    expect(question).to_be_hidden()
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
    page.click(".seq-import summary")
    page.set_input_files(f"#{p}-import", files=[{"name": "seen.json", "mimeType": "application/json",
                                                  "buffer": text.encode()}])
    expect(page.locator(f"#{p}-import-question")).to_contain_text("can be replayed but not continued", timeout=TIMEOUT)
    expect(page.locator(f"#{p}-import-load")).to_have_count(0)
    page.click(f"#{p}-import-replay")
    total = len(shared["steps"]) - 1
    expect(page.locator("#replay-where")).to_have_text(f"Move 0 of {total}", timeout=TIMEOUT)
    expect(page.locator("#replay-seen")).to_contain_text("cannot be continued")
    expect(page.locator("#replay-reveal")).to_have_count(0)
    page.click("#replay-last")
    expect(page.locator("#replay-where")).to_have_text(f"Move {total} of {total}")
    last = " ".join(shared["steps"][-1]["log"]) or "A choice was made, hidden until it is revealed."
    expect(page.locator("#replay-move")).to_have_text(last)
    page.click("#replay-back")
    expect(page.locator("#replay-where")).to_have_text(f"Move {total - 1} of {total}")
    assert page.evaluate(f"localStorage.getItem('seqgames.{game}.game')") == saved, "the game in progress stays"
    assert page.console_errors == []
