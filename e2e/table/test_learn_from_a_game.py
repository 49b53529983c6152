"""Learning from a game (issue 27), clicked as a person would on a phone:

- "Play on from here" on a replay: a new game from the move shown, with the
  same seats, that asks before replacing a game in progress and counts as
  assisted;
- "Why?" on an AI's move in the log, at the table and in a replay;
- the review with the AI: from the end screen of a game just finished at
  the table, with its progress and Cancel, then the graph (moved by a tap
  and by the keyboard), the graph in words and the advice for Ann's moves
  (Sequence's marked on the board), and it writes nothing: the autosave,
  statistics and history stay as they were.

`?fast` for speed; games are crafted with the engine (e2e/memory_records.py).
"""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from conftest import more_options
from memory_page import PREFIX, TIMEOUT, at_move, last_move, no_sideways_scroll, open_page
from memory_records import in_progress, one_move_from_the_end, played, saved_record, store
from web.model.replay_file import Replay, replay_text

GAMES = ["sequence", "sequoia", "sequitur"]
REVIEW_TIMEOUT = 120_000  # a whole review on a shared 2-core machine (the 30 s figure is measured in bench/)
# the shortest games of seeds 1-199 that end with Ann's move (40, 20 and 40 moves; the first seed's are
# 83, 58 and 44), for the reviews: a review's work grows with the moves
SHORT = {"sequence": 156, "sequoia": 13, "sequitur": 12}



def finished(game: str, seed: int = 2):
    return played(game, seed, lambda s: False)


def open_replay_of(page: Page, base_url: str, game: str, record: dict, at: int = 0, screen: str = "replay") -> None:
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, replay_text(game, Replay(record, at)), "replay")
    open_page(page, base_url + f"?fast#/{game}/{screen}")


def storage(page: Page) -> dict[str, str]:
    """Everything the app keeps on the device but the open replay (which keeps the move shown)."""
    return {k: v for k, v in page.evaluate("Object.assign({}, localStorage)").items() if not k.endswith(".replay")}


# --- play on from here ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_play_on_from_a_move_of_a_replay(phone: Page, base_url: str, game: str) -> None:
    page = phone
    end = finished(game)
    at = min(6, len(end.state.history) - 1)
    while end.at(at).is_over or 0 not in end.at(at).waiting():
        at += 1  # a move where Ann decides next
    open_replay_of(page, base_url, game, end.record(), at)
    expect(page.locator("#replay-where")).to_have_text(at_move(at, len(end.state.history)), timeout=TIMEOUT)
    expect(page.locator("#replay-play-on-note")).to_contain_text("counts as assisted")
    page.click("#replay-play-on")  # no game in progress: the table opens on the new game
    expect(page).to_have_url(re.compile(f"#/{game}/play$"), timeout=TIMEOUT)
    # the table opened: its top bar's menu shows, its log (in the menu's sheet: web/ui/table_layout.py) is there
    expect(page.locator(f"#{PREFIX[game]}-menu")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(f"#{PREFIX[game]}-log")).to_be_attached()
    record = saved_record(page, game)
    assert record["table"]["play_on"]["at"] == at and record["table"]["play_on"]["from"] == end.game_id()
    kept = [a for a in record["actions"] if "seat" in a]  # the AI may have moved on since
    assert len(kept) >= at and kept[:at] == [a for a in end.record()["actions"] if "seat" in a][:at]
    saved = json.loads(page.evaluate(f"localStorage.getItem('seqgames.{game}.game')"))
    assert "play_on" in saved["view"]["aids"]
    assert no_sideways_scroll(page)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_play_on_asks_before_replacing_a_game_in_progress(phone: Page, base_url: str) -> None:
    page = phone
    end = finished("sequoia")
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    mine = in_progress("sequoia").save_text()
    store(page, "sequoia", mine)
    open_replay_of(page, base_url, "sequoia", end.record(), 4)
    page.click("#replay-play-on")
    question = page.locator("#replay-play-on-question")
    expect(question).to_contain_text("A game is in progress here (Ann and Computer 1")
    expect(question).to_contain_text("Playing on from move 4 replaces it.")
    expect(page.locator("#replay-play-on-replace")).to_be_focused()
    page.click("#replay-play-on-keep")
    expect(page.locator("#replay-play-on-choice")).to_be_hidden()
    expect(page.locator("#replay-play-on")).to_be_focused()
    assert page.evaluate("localStorage.getItem('seqgames.sequoia.game')") == mine
    page.keyboard.press("ArrowRight")  # the question goes with the move it was for
    page.click("#replay-play-on")
    page.click("#replay-play-on-replace")
    expect(page).to_have_url(re.compile("#/sequoia/play$"), timeout=TIMEOUT)
    assert saved_record(page, "sequoia")["table"]["play_on"]["at"] == 5
    # at the end of the finished game there is nothing left to play on
    open_replay_of(page, base_url, "sequoia", end.record(), len(end.state.history))
    expect(page.locator("#replay-where")).to_have_text(at_move(), timeout=TIMEOUT)
    expect(page.locator("#replay-play-on")).to_be_hidden()


# --- why did the AI do that? ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["sequence", "sequoia"])
def test_why_on_an_ai_move_at_the_table(phone: Page, base_url: str, game: str) -> None:
    page = phone
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, in_progress(game, moves=6).save_text())
    open_page(page, base_url + f"?fast#/{game}/play")
    page.click(f"#{PREFIX[game]}-menu")  # the log is in the table's menu (web/ui/table_layout.py)
    why = page.locator(f"#{PREFIX[game]}-log .log-why-button").first
    expect(why).to_be_visible(timeout=TIMEOUT)
    expect(why).to_have_attribute("aria-label", re.compile(r"^Why did Computer 1 do that\? \(move \d+\)$"))
    box = why.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] >= 44
    why.focus()
    page.keyboard.press("Enter")
    answer = page.locator(f"#{PREFIX[game]}-log .log-why").first
    # what the AI did and why, in the third person (issue 40): "Computer 1 played ...: it builds its line ..."
    expect(answer).to_have_text(re.compile(r"^Computer 1 (played|chose|removed|turned in|passed) .+: it .+\.$"),
                                timeout=TIMEOUT)
    expect(answer).not_to_contain_text("Thinking")
    assert " your " not in answer.inner_text()
    expect(why).to_have_attribute("aria-expanded", "true")
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_why_in_a_replay_of_sequitur_once_the_game_is_over(phone: Page, base_url: str) -> None:
    """Sequitur's reasons name the AI's rack and secret goal: they wait for the end."""
    from memory_records import TABLES
    from web.model.seats import Seat, SeatKind

    end = played("sequitur", 3, lambda s: False, seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])
    assert TABLES["sequitur"]["config"]["players"] == 1 and end.state.players == 2
    page = phone
    open_replay_of(page, base_url, "sequitur", end.record(), len(end.state.history) - 1)
    expect(page.locator("#replay-where")).to_have_text(at_move(), timeout=TIMEOUT)
    expect(page.locator("#sr-log .log-why-button")).to_have_count(0)
    page.keyboard.press("End")
    page.click("#sr-menu")  # the log is in the table's menu (web/ui/table_layout.py)
    why = page.locator("#sr-log .log-why-button").first
    expect(why).to_be_visible(timeout=TIMEOUT)
    why.click()
    expect(page.locator("#sr-log .log-why").first).to_have_text(re.compile(r"^Computer 1 [a-z]+ .+\.$"),
                                                                timeout=TIMEOUT)
    assert " your " not in page.locator("#sr-log .log-why").first.inner_text()


def test_one_why_per_log_line_beside_its_text_in_sequitur_at_390(phone: Page, base_url: str) -> None:
    """Issue 40: Sequitur's log put five "Why?" buttons on one line and squeezed its text to a letter per
    line. Each line with AI moves has one "Why?", inside the line's own box, and the text keeps its width;
    its answer says each move the line reports, in the third person."""
    from memory_records import TABLES
    from web.model.seats import Seat, SeatKind

    end = played("sequitur", 3, lambda s: False, seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])
    assert TABLES["sequitur"]["config"]["players"] == 1 and end.state.players == 2
    several = [line for line in range(len(end.log)) if len(end.explained_moves(line)) > 1]
    assert several, "the game has a line reporting several AI moves"
    page = phone
    assert page.viewport_size == {"width": 390, "height": 844}
    open_replay_of(page, base_url, "sequitur", end.record(), len(end.state.history))
    expect(page.locator("#replay-where")).to_have_text(at_move(), timeout=TIMEOUT)
    page.click("#sr-menu")  # the log is in the table's menu (web/ui/table_layout.py)
    lines = page.locator("#sr-log li.log-ai-move")
    expect(lines.first).to_be_visible(timeout=TIMEOUT)
    assert lines.count() == sum(1 for line in range(len(end.log)) if end.explained_moves(line))
    for i in range(lines.count()):
        line = lines.nth(i)
        line.scroll_into_view_if_needed()
        expect(line.locator(".log-why-button")).to_have_count(1)
        row = line.locator(".log-line").bounding_box()
        button = line.locator(".log-why-button").bounding_box()
        text = line.locator(".log-line > span").bounding_box()
        assert row and button and text
        inside = (row["x"] - 1 <= button["x"] and button["x"] + button["width"] <= row["x"] + row["width"] + 1
                  and row["y"] - 1 <= button["y"] and button["y"] + button["height"] <= row["y"] + row["height"] + 1)
        assert inside, (i, row, button)
        assert text["width"] >= 0.5 * row["width"] and text["width"] >= 150, (i, row, text)  # never a letter a line
    # the line with several AI moves: its one "Why?" says each of them
    many = lines.nth(sum(1 for line in range(several[0]) if end.explained_moves(line)))
    many.scroll_into_view_if_needed()
    many.locator(".log-why-button").click()
    answers = many.locator(".log-why")
    expect(answers).to_have_count(len(end.explained_moves(several[0])), timeout=TIMEOUT)
    for k in range(answers.count()):
        expect(answers.nth(k)).to_have_text(re.compile(r"^Computer 1 [a-z]+ .+\.$"), timeout=TIMEOUT)
        assert " your " not in answers.nth(k).inner_text()


# --- the review ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_review_a_game_finished_at_the_table(phone: Page, base_url: str, game: str) -> None:
    page = phone
    p = PREFIX[game]
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    text, action, end = one_move_from_the_end(game, seeds=[SHORT[game]])
    store(page, game, text)
    total = len(end.state.history)
    open_page(page, base_url + f"?fast#/{game}/play")
    last_move(page, game, action)
    expect(page.locator(f"#{p}-end")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(f"#{p}-review")).to_be_visible()
    before = storage(page)  # the game's end was counted and kept: the review changes none of it
    page.click(f"#{p}-review")
    expect(page).to_have_url(re.compile(f"#/{game}/review$"), timeout=TIMEOUT)
    expect(page.locator("#replay-title")).to_have_text(re.compile("^Review: "))
    expect(page.locator("#review-hidden")).to_contain_text("the review looks at")
    expect(page.locator("#review-status")).to_contain_text("Review", timeout=TIMEOUT)
    expect(page.locator("#review-status")).to_have_text(re.compile(r"^Reviewed all \d+ moves\.$"),
                                                        timeout=REVIEW_TIMEOUT)
    expect(page.locator("#review-progress")).to_be_hidden()
    graph = page.locator("#review-graph")
    expect(graph).to_be_visible()
    expect(page.locator("#review-words li").first).to_be_visible()
    # a tap in the middle of the graph moves the replay there
    box = graph.bounding_box()
    assert box is not None and box["height"] >= 44
    graph.click(position={"x": box["width"] / 2, "y": box["height"] / 2})
    where = page.locator("#replay-where")
    middle = round(total / 2)
    expect(where).to_have_text(at_move(f"({middle - 1}|{middle}|{middle + 1})", total))
    expect(graph).to_be_focused()
    shown = int(re.search(r"[Mm]ove (\d+) of", where.inner_text()).group(1))
    page.keyboard.press("ArrowLeft")
    expect(where).to_have_text(at_move(shown - 1, total))
    expect(graph).to_have_attribute("aria-valuenow", str(shown - 1))
    expect(graph).to_have_attribute("aria-valuetext", re.compile(rf"^Move {shown - 1}: "))
    expect(page.locator("#review-advice-text")).to_contain_text(f"Move {shown - 1}:")
    # Ann's moves get the expert's advice: find one (the crafted games' moves are random)
    page.keyboard.press("Home")
    advice = page.locator("#review-advice-text")
    sought = "The word Ann missed" if game == "sequitur" else "Better: "
    for _ in range(total):
        page.keyboard.press("ArrowRight")
        if sought in advice.inner_text():
            break
    expect(advice).to_contain_text(sought)
    expect(advice).to_contain_text("Better: ")  # one sentence, in the third person (issue 40)
    assert " your " not in advice.inner_text() and "((" not in advice.inner_text().replace(" ", "")
    expect(advice).to_contain_text("cost")
    if game == "sequence":  # the expert's space is marked on the board
        expect(page.locator("#seq-grid [aria-label*='suggested']")).to_have_count(1)
    # the turning points' buttons move the replay
    turn = page.locator("#review-words button").first
    if turn.count():
        move = int(turn.get_attribute("data-move"))
        turn.click()
        expect(where).to_have_text(at_move(move, total))
    assert storage(page) == before
    assert no_sideways_scroll(page)
    page.set_viewport_size({"width": 320, "height": 640})
    assert no_sideways_scroll(page)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_a_review_can_be_cancelled_and_resumed_from_the_history(phone: Page, base_url: str) -> None:
    page = phone
    end = finished("sequence", SHORT["sequence"])  # a short game (40 moves): a review's work grows with the moves
    open_page(page, base_url + "?fast")
    from web.device.history import History, Item, dumps

    history = History("sequence", [Item(end.game_id(), "2026-11-23", "Ann and Computer 1", "Ann wins.", False,
                                        end.record())], 0)
    store(page, "sequence", dumps(history), "history")
    open_page(page, base_url + "?fast#/sequence")
    more_options(page, "seq")
    page.locator("#sequence-history summary").click()
    review = page.locator("#sequence-history-review-0")
    box = review.bounding_box()
    assert box is not None and box["height"] >= 44
    review.click()
    expect(page.locator("#review-cancel")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#review-progress")).to_be_visible()
    page.locator("#review-cancel").click()
    status = page.locator("#review-status")
    expect(status).to_have_text(re.compile(r"^Review stopped after \d+ of \d+ moves\.$"), timeout=TIMEOUT)
    expect(page.locator("#review-start")).to_have_text("Resume the review")
    expect(page.locator("#review-start")).to_be_focused()
    stopped = int(status.inner_text().split()[3])
    total = len(end.state.history)
    expect(page.locator("#replay-where")).to_have_text(at_move(total, total))  # a review opens at the end
    page.keyboard.press("ArrowLeft")  # the replay still moves
    expect(page.locator("#replay-where")).to_have_text(at_move(total - 1, total))
    page.click("#review-start")
    expect(status).to_have_text(re.compile(r"^Reviewed all \d+ moves\.$"), timeout=REVIEW_TIMEOUT)
    assert stopped < total
    # moved by the player, the review stays where it was put: no jump to its biggest turning point
    expect(page.locator("#replay-where")).to_have_text(at_move(total - 1, total))
    assert page.console_errors == []  # type: ignore[attr-defined]
