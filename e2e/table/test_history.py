"""The game history and assisted games (issue 25), clicked as a person
would on a phone-sized screen: a game finished at the table shows its end
again after a reload, is listed under "Finished games" on the statistics
screen and on its setup screen, and replays and exports from there; a
damaged history item is left out with one line saying so; a Sequitur solo
game in which Ann used Undo is marked as assisted and leaves the solo
ladder's best score as it was. `?fast` for speed.
"""
from __future__ import annotations

import json
from typing import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import more_options, wait_ready
from memory_records import one_move_from_the_end, spec_of, store
from memory_page import PHONE, PREFIX, TIMEOUT, at_move, last_move, no_sideways_scroll, open_page


@pytest.fixture
def phone(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(**PHONE)
    yield context
    context.close()


def watched(context: BrowserContext) -> Page:
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return page


def exported(page: Page, button: str) -> dict:
    with page.expect_download() as download:
        page.click(button)
    return json.loads(open(download.value.path(), encoding="utf-8").read())


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_a_finished_game_comes_back_and_is_listed_with_replay_and_export(phone: BrowserContext, base_url: str,
                                                                         game: str) -> None:
    page = watched(phone)
    open_page(page, base_url + "?fast")
    text, action, end = one_move_from_the_end(game)
    store(page, game, text)
    p, total = PREFIX[game], len(end.state.history)
    open_page(page, base_url + f"?fast#/{game}/play")
    last_move(page, game, action)
    expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
    # a reload after the end shows the end screen again
    page.reload()
    wait_ready(page)
    expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)

    # the statistics list it under the game's finished games: Replay
    open_page(page, base_url + "?fast#/stats")
    panel = page.locator(f"#stats-history #{game}-history")
    expect(panel.locator("summary")).to_have_text(f"{spec_of(game).name} (1)")
    panel.locator("summary").click()
    item = panel.locator(".seq-history-item")
    expect(item).to_have_count(1)
    expect(item).to_contain_text("Ann and Computer 1" if game != "sequitur" else "Ann")
    expect(item.locator(".seq-assisted")).to_have_count(0)
    assert no_sideways_scroll(page)
    page.set_viewport_size({"width": 320, "height": 640})
    assert no_sideways_scroll(page)
    for button in item.locator("button").all():
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    page.click(f"#{game}-history-replay-0")
    expect(page.locator("#replay-where")).to_have_text(at_move(0, total), timeout=TIMEOUT)
    page.keyboard.press("End")
    expect(page.locator("#replay-where")).to_have_text(at_move(total, total))

    # the setup screen lists it too: Save gives the whole game, saying what it shows; Share what the table saw
    open_page(page, base_url + f"?fast#/{game}")
    more_options(page, p)  # the finished games are under More options
    page.locator(f"#{game}-history summary").click()
    secrets = spec_of(game).secrets
    expect(page.locator(f"#{game}-history-export-0")).to_have_text(f"Save (shows {secrets})")
    record = exported(page, f"#{game}-history-export-0")
    assert record["format"] == "seqgames-record" and record["game"] == game and secrets in record["shows"]
    assert len([a for a in record["actions"] if "seat" in a]) == total
    expect(page.locator(f"#{game}-history-status")).to_have_text(f"The whole game was saved as a file: it shows {secrets}.")
    seen = exported(page, f"#{game}-history-share-0")
    assert seen["format"] == "seqgames-seen" and seen["game"] == game
    assert not {"seed", "chance", "actions"} & set(seen) and len(seen["steps"]) > 1
    assert seen["steps"][-1]["result"] is not None  # the whole game, to its end
    expect(page.locator(f"#{game}-history-status")).to_have_text(
        "What the table saw was saved as a file: it replays, and cannot be continued.")
    assert no_sideways_scroll(page)
    # the game is kept once, whatever reloads of its end
    open_page(page, base_url + f"?fast#/{game}/play")
    expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
    open_page(page, base_url + f"?fast#/{game}")
    expect(page.locator(f"#{game}-history summary")).to_have_text("Finished games (1)")
    assert page.errors == []


def test_a_damaged_history_item_is_left_out_and_said_once(phone: BrowserContext, base_url: str) -> None:
    page = watched(phone)
    open_page(page, base_url + "?fast")
    _text, _action, end = one_move_from_the_end("sequoia")
    good = {"id": "g1", "day": "2026-11-20", "players": "Ann and Computer 1", "result": "Ann wins.", "assisted": False,
            "record": end.record()}
    hostile = {**good, "id": "g2", "players": "<img src=x onerror=alert(1)>" * 50}
    foreign = {**good, "id": "g3", "record": {"game": "sequence"}}
    store(page, "sequoia", json.dumps({"format": "seqgames-history", "version": 1, "game": "sequoia",
                                       "games": [good, hostile, foreign, "junk"]}), "history")
    store(page, "sequence", "{not json", "history")
    open_page(page, base_url + "?fast#/stats")
    expect(page.locator("#sequoia-history summary")).to_have_text("Sequoia (1)")
    expect(page.locator("#sequoia-history-skipped")).to_have_text(
        "3 stored games could not be read (damaged or from elsewhere) and are not listed.")
    expect(page.locator("#sequence-history-skipped")).to_contain_text("1 stored game could not be read")
    expect(page.locator("#sequence-history-empty")).to_have_count(1)
    page.locator("#sequoia-history summary").click()
    page.click("#sequoia-history-replay-0")
    expect(page.locator("#replay-where")).to_have_text(at_move(0), timeout=TIMEOUT)
    # a record altered inside a well-formed item: the replay screen refuses it with the reason
    store(page, "sequoia", json.dumps({"format": "seqgames-history", "version": 1, "game": "sequoia", "games": [
        {**good, "record": {**end.record(), "actions": [{"seat": 0, "action": {"pair": [9, 9]}}]}}]}), "history")
    open_page(page, base_url + "?fast#/sequoia")
    more_options(page, "sq")
    page.locator("#sequoia-history summary").click()
    page.click("#sequoia-history-replay-0")
    expect(page.locator("#replay-problem")).to_contain_text("This replay cannot be shown", timeout=TIMEOUT)
    assert page.errors == []


def test_a_solo_game_with_undo_is_assisted_and_leaves_the_best_score(phone: BrowserContext, base_url: str) -> None:
    page = watched(phone)
    open_page(page, base_url + "?fast")
    text, _action, _end = one_move_from_the_end("sequitur")  # Ann is to spell; her last step was an action card
    # Ann played one solo game before, unaided: 0 points
    store(page, "sequitur", text)
    page.evaluate("v => localStorage.setItem('seqgames.stats', v)", json.dumps({
        "format": "seqgames-stats", "version": 1, "counted": ["earlier"], "players": {"ann": {"name": "Ann", "games": {
            "sequitur": {"played": 0, "won": 0, "tables": {}, "levels": {}, "scores": [["2026-11-20", 0, ""]]}}}}}))
    open_page(page, base_url + "?fast#/sequitur/play")
    page.click("#sr-undo", timeout=TIMEOUT)  # her action card goes back
    page.click("#sr-pass", timeout=TIMEOUT)  # she plays no card this time
    page.click("#sr-nothing", timeout=TIMEOUT)
    expect(page.locator("#sr-end")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#sr-end")).to_contain_text("assisted (Undo, a suggestion or a play-on): this score does not enter")
    open_page(page, base_url + "?fast#/stats")
    notes = page.locator(".stats-player .stats-notes")
    expect(notes).to_contain_text("Sequitur: 1 assisted game (Undo, a suggestion or a play-on).")
    expect(notes).to_contain_text("Sequitur solo: best 0, average 0.0 over 1 game.")  # as before
    expect(page.locator("#stats-assisted-note")).to_contain_text("an assisted solo game enters no solo score")
    page.locator("#sequitur-history summary").click()
    expect(page.locator("#sequitur-history .seq-history-item .seq-assisted")).to_have_text("Assisted")
    assert page.errors == []
