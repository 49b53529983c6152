"""The review with the AI on a phone (issue 40), for each game's 2-player review at 390x844:

- the board and the graph in sight together, so a tap on the graph visibly moves the board;
- the graph's scale (0%, the middle line's 50%, 100%) and a tick per point, the ticks' move numbers;
- one point per turn of choices made at once (Sequoia: as many points as turns, not turns x players);
- chance (the draw, the roll, the bag) kept apart: said as chance at its point, in the legend, and a
  turning point is told by what its play did, never by the luck that followed it;
- the review from the player's side (issue 65): one line, Ann's chance to win, and its words Ann's;
  Ann's own hand, roll or rack shown at the move without "Reveal all", the computer's not;
- on the same review (a review takes a while: one a game), the review is one screen at every move at
  each size, its lines read true, its mistakes marked (issue 81, e2e/review_one_screen.py),
  Sequence's "Next mistake" visits Ann's mistakes in order, and Learn from your mistakes' tries at
  each size (issue 81, e2e/review_try_again.py).

Games are crafted with the engine (e2e/memory_records.py); `?fast` for speed.
"""
from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import Page, expect

from memory_page import PHONE, at_move, no_sideways_scroll, open_page
from memory_records import played, stop_a_review, store
from axe_source import axe_source
from review_one_screen import one_screen_at_every_move
from review_try_again import learn_from_your_mistakes
from web.model.replay_file import Replay, replay_text
from web.model.seats import Seat, SeatKind

GAMES = ["sequence", "sequoia", "sequitur"]
REVIEW_TIMEOUT = 180_000  # a whole review on a shared 2-core machine (its figure is measured in bench/)
HEIGHT = PHONE["viewport"]["height"]
SHOTS = os.environ.get("SHOTS")



# a short random game of each (40, 20 and 74 moves: the shortest of seeds 1-199): a review's work grows with the moves
SHORT = {"sequence": 156, "sequoia": 13, "sequitur": 17}


def two_player_game(game: str):
    return played(game, SHORT[game], lambda s: False, seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])


def reviewed(page: Page, base_url: str, game: str, *, at: int | None = 0):
    """The review of a finished 2-player game of `game` opened at move `at` (None: at the end, as
    the end screen's "Review" opens it), worked out to its end; the finished session."""
    end = two_player_game(game)
    assert end.state.players == 2
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, replay_text(game, Replay(end.record(), at)), "replay")
    open_page(page, base_url + f"?fast#/{game}/review")
    expect(page.locator("#review-status")).to_have_text(re.compile(r"^Reviewed all \d+ moves\.$"),
                                                        timeout=REVIEW_TIMEOUT)
    return end


def in_sight(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT


@pytest.fixture(scope="module")
def axe() -> str:
    return axe_source()


# the longest test: Sequitur's whole review took 304 s on a machine at load 15 (REVIEW_TIMEOUT for the review),
# and then its every move at four sizes (63 s at load 3-7) and the tries (15 s)
@pytest.mark.timeout(900)
@pytest.mark.parametrize("game", GAMES)
def test_the_review_on_a_phone(phone: Page, base_url: str, game: str, axe: str) -> None:
    page = phone
    end = reviewed(page, base_url, game, at=None if game == "sequence" else 0)
    total = len(end.state.history)
    board, graph = "#replay-table .table-stage", "#review-graph"
    if game == "sequence":  # opened at the end: worked out, it went to its biggest turning point
        opens_at_its_biggest_turning_point(page, total)
        page.locator(graph).focus()
        page.keyboard.press("Home")
        expect(page.locator("#replay-where")).to_have_text(at_move(0, total))
    assert in_sight(page, board) and in_sight(page, graph), "the board and the graph are in sight together"
    # the scale and the ticks
    expect(page.locator("#review-scale span")).to_have_text(["100%", "50%", "0%"])
    ticks = page.locator("#review-ticks span")
    numbers = [int(text) for text in ticks.all_inner_texts()]
    assert len(numbers) >= 3 and numbers[0] == 0 and numbers[-1] == total and numbers == sorted(numbers)
    lefts = [box["x"] for box in (ticks.nth(i).bounding_box() for i in range(ticks.count())) if box]
    assert lefts == sorted(lefts) and len(set(lefts)) == len(lefts)
    points = int(page.locator(graph).get_attribute("data-points") or 0)
    assert points >= 2
    # a tap on the graph moves the board, and both stay in sight
    shown = page.locator(board).inner_html()
    box = page.locator(graph).bounding_box()
    assert box is not None
    page.locator(graph).tap(position={"x": box["width"] * 0.6, "y": box["height"] / 2})
    expect(page.locator("#replay-where")).not_to_have_text(at_move(0, total))
    assert page.locator(board).inner_html() != shown
    assert in_sight(page, board) and in_sight(page, graph)
    # a turning point chosen below the graph brings the board and the graph back into sight
    page.locator("#review-words").scroll_into_view_if_needed()
    turn = page.locator("#review-words button").first
    expect(turn).to_be_visible()
    turn.click()
    expect(page.locator("#replay-where")).to_have_text(at_move(turn.get_attribute('data-move'), total))
    assert in_sight(page, board) and in_sight(page, graph)
    assert no_sideways_scroll(page)
    chance_apart_and_turning_points_told_by_their_play(page, game, end)
    from_ann_s_side(page, game, end)
    one_screen_at_every_move(page, game, total)
    if game == "sequence":
        next_mistake_visits_the_player_s_own_mistakes_in_order(page, total)
    learn_from_your_mistakes(page, game, total, axe)
    assert page.console_errors == []  # type: ignore[attr-defined]


def chance_apart_and_turning_points_told_by_their_play(page: Page, game: str, end) -> None:
    """Chance apart on `page`'s finished review of `game` (`end`): said as chance, never what a turning
    point is told by; Sequoia's one point a turn. (A part of the test above: a review takes a while.)"""
    graph = page.locator("#review-graph")
    if game == "sequoia":  # one point a turn (both pairs at once), not one per player
        assert int(graph.get_attribute("data-points") or 0) == end.state.turns_played()
    chance = [int(step) for step in (graph.get_attribute("data-chance") or "").split()]
    assert chance, "chance follows moves in every game"
    expect(page.locator("#review-legend li:not(.review-legend-mark)")).to_have_text([
        "Ann's chance to win after each move" if game == "sequitur" else "Ann (blue)'s chance to win after each move",
        re.compile(r"^Dotted: the .+ \(luck\), not a move$")])
    # the graph's marks (issue 81): each grade's symbol and word
    expect(page.locator("#review-legend .review-legend-mark")).to_have_text(["?!inaccuracy", "?mistake", "??blunder"])
    # at a point followed by chance, the graph's value says the play and the chance apart
    graph.focus()
    page.keyboard.press("Home")
    for _ in range(chance[0]):
        page.keyboard.press("ArrowRight")
    expect(graph).to_have_attribute("aria-valuenow", str(chance[0]))
    expect(graph).to_have_attribute("aria-valuetext", re.compile(
        rf"^Move {chance[0]}: the play left Ann( \(blue\))? \d+%; then the .+ \(luck, not a move\) made it \d+%\.$"))
    # each turning point is told by where its play left its side, whatever chance did after it
    buttons = page.locator("#review-words button")
    assert buttons.count() >= 1
    sentences = page.locator("#review-words li > span").all_inner_texts()
    for index, sentence in enumerate(sentences):
        found = re.match(r"^After move (\d+) (.+)'s chance (?:rose|fell) from \d+% to (\d+)%", sentence)
        assert found, sentence
        step, side, percent = found.groups()
        assert side.startswith("Ann"), sentence  # the graph's words are Ann's side, as its one line
        buttons.nth(index).click()
        expect(page.locator("#replay-where")).to_have_text(at_move(step))
        text = graph.get_attribute("aria-valuetext") or ""
        played_part = text.split("; then ")[0]
        assert f"{side} {percent}%" in played_part, (sentence, text)
        if game == "sequoia":  # a turn's point is where its choices are revealed: the end of a turn
            assert int(step) % 2 == 0


# the pixels of the graph's canvas near a colour (each channel within 24 of it)
NEAR = """(canvas, hex) => {
    const want = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16));
    const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
        if (want.every((v, k) => Math.abs(data[i + k] - v) <= 24)) count += 1;
    }
    return count;
}"""


def from_ann_s_side(page: Page, game: str, end) -> None:
    """The review from Ann's side (issue 65) on `page`'s finished review of `game` (`end`): one line on
    the graph, in Ann's colour; at a move, Ann's own hand, roll or rack shown without ticking "Reveal
    all", the computer's not, until "Reveal all". (A part of the test above: a review takes a while.)"""
    graph = page.locator("#review-graph")
    ann, computer = (end.spec.colour(end, seat)[2] for seat in (0, 1))
    assert ann.lower() != computer.lower()
    assert graph.evaluate(NEAR, ann) > 200, "Ann's line is drawn"
    assert graph.evaluate(NEAR, computer) == 0, "no line for the other side"
    assert graph.get_attribute("data-side") == "0"
    total = len(end.state.history)
    graph.focus()
    page.keyboard.press("Home")
    for _ in range(total // 2):  # a move in the middle: the end reveals every seat's part
        page.keyboard.press("ArrowRight")
    move = total // 2
    expect(page.locator("#replay-where")).to_have_text(at_move(move, total))
    then = end.at(move)
    mine, theirs = end.spec.hidden(then, 0), end.spec.hidden(then, 1)
    assert mine and theirs and mine != theirs
    expect(page.locator("#replay-reveal")).not_to_be_checked()
    own = page.locator("#replay-own")
    expect(own).to_be_visible()
    expect(own.locator("li").first).to_have_text(f"{then.label(0)} after move {move}: {mine}")
    expect(own).not_to_contain_text("Computer 1")
    expect(page.locator("#replay-hidden")).to_be_hidden()
    assert theirs not in page.locator("body").inner_text()
    page.check("#replay-reveal")  # asked: the computer's too
    expect(page.locator("#replay-hidden")).to_contain_text(f"{then.label(1)}: {theirs}")
    page.uncheck("#replay-reveal")
    expect(page.locator("#replay-hidden")).to_be_hidden()
    expect(own.locator("li").first).to_have_text(f"{then.label(0)} after move {move}: {mine}")


def opens_at_its_biggest_turning_point(page: Page, total: int) -> None:
    """Issue 54, 5: a review opened at the end (as the end screen's "Review" opens it) goes, once
    worked out, to the game's biggest turning point, the board and the graph in sight together.
    (A part of the phone's test of Sequence: a review takes a while.)"""
    current = page.locator("#review-words button[aria-current=step]")
    expect(current).to_have_count(1)
    step = current.get_attribute("data-move")
    expect(page.locator("#replay-where")).to_have_text(at_move(step, total))
    # the biggest of the turning points the graph's words tell
    swings = {}
    for sentence in page.locator("#review-words li > span").all_inner_texts():
        found = re.match(r"^After move (\d+) .+'s chance (?:rose|fell) from (\d+)% to (\d+)%", sentence)
        assert found, sentence
        swings[found.group(1)] = abs(int(found.group(3)) - int(found.group(2)))
    assert swings[step] >= max(swings.values()) - 1, (step, swings)
    assert in_sight(page, "#replay-table .table-stage") and in_sight(page, "#review-graph")
    if SHOTS:  # a folder: the review at its turning point, issue54-sequence-review-390x844.png
        page.screenshot(path=os.path.join(SHOTS, "issue54-sequence-review-390x844.png"))


def test_a_replay_shows_no_hand_until_it_becomes_a_review(phone: Page, base_url: str) -> None:
    """Issue 65: a plain replay keeps every hand hidden (it may be shown to anyone); "Review with the AI"
    makes it the review from Ann's side, and her own hand shows at once, the computer's still hidden."""
    page = phone
    end = two_player_game("sequence")
    total, move = len(end.state.history), 6
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, "sequence", replay_text("sequence", Replay(end.record(), move)), "replay")
    open_page(page, base_url + "?fast#/sequence/replay")
    expect(page.locator("#replay-where")).to_have_text(at_move(move, total))
    expect(page.locator("#replay-own")).to_be_hidden()
    expect(page.locator("#replay-hidden")).to_be_hidden()
    page.locator("#review-start").click()
    then = end.at(move)
    expect(page.locator("#replay-own li").first).to_have_text(
        f"{then.label(0)} after move {move}: {end.spec.hidden(then, 0)}")
    expect(page.locator("#replay-hidden")).to_be_hidden()
    assert end.spec.hidden(then, 1) not in page.locator("body").inner_text()
    stop_a_review(page)
    assert page.console_errors == []  # type: ignore[attr-defined]


def next_mistake_visits_the_player_s_own_mistakes_in_order(page: Page, total: int) -> None:
    """"Next mistake" (issue 81) goes from the start to each of Ann's moves graded a mistake or a blunder,
    in order, as many as her summary counts, and is then disabled; "Previous mistake" goes back. (A part
    of the phone's test of Sequence, on its review.)"""
    page.locator("#replay-first").click()
    expect(page.locator("#replay-where")).to_have_text(at_move(0, total))
    ann = page.locator("#review-summary li").filter(has_text=re.compile(r"^Ann:")).inner_text()
    counted = sum(int(n) for n in re.findall(r"(\d+) (?:mistakes?|blunders?)\b", ann))
    assert counted, f"the sample game has mistakes of Ann's to visit: {ann}"
    nxt, previous = page.locator("#review-next-mistake"), page.locator("#review-previous-mistake")
    expect(previous).to_be_disabled()
    visited = []
    while nxt.is_enabled():
        nxt.click()
        expect(page.locator("#replay-where")).not_to_have_text(at_move(visited[-1] if visited else 0, total))
        where = page.locator("#replay-where").inner_text()
        visited.append(int(re.search(r"[Mm]ove (\d+) of", where).group(1)))
        text = page.locator("#review-advice-text").inner_text()
        assert text.startswith(f"Move {visited[-1]}: Ann "), text
        assert re.search(r"Grade: (mistake|blunder)|A blunder: Ann", text), text
    assert visited == sorted(set(visited)) and len(visited) == counted, (visited, ann)
    if len(visited) > 1:
        previous.click()
        expect(page.locator("#replay-where")).to_have_text(at_move(visited[-2], total))
