"""Since your turn (issue 65, web/table/since.py): at a table of four, three seats move between a
person's turns; each is told as it plays, and the person's next decision opens with all of them, in
order, a move at a time ("1/3") in the last move's line (issue 80: never over the seats), until a tap
(or their move, or their time), and then the last move's line is back. At a table of two (one move
between turns, on the last move's line already) it does not come."""
from __future__ import annotations

from playwright.sync_api import Page, expect

from memory_page import open_saved
from memory_records import played
from sequence_page import play_turn, wait_my_turn_or_end
from web.model.seats import Seat, SeatKind


def ann_and(ais: int) -> str:
    """A Sequence game of Ann and `ais` AIs, a few moves in, at Ann's turn."""
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, ais + 1)]
    return played("sequence", 7, lambda s: len(s.state.history) >= 2 * len(seats) and 0 in s.waiting(),
                  seats=seats, config={"teams": 2}).save_text()


# the space of the move the glimpse tells now (or, with none told, the last move's line) is the one the
# board rings as the last move (its space's name says "last move"), read at once
RINGED_AS_TOLD = """() => {
  const told = document.querySelector('#seq-glimpse:not([hidden]) #seq-glimpse-rows li.now')
    || document.querySelector('#seq-last:not([hidden])');
  const ringed = document.querySelector(".seq-cell[aria-label*='last move']");
  const where = told && told.textContent.match(/row \\d+, column \\d+/);
  return !!(where && ringed && ringed.getAttribute('aria-label').includes(where[0]));
}"""


def test_four_seats_the_moves_since_your_turn_are_told_again_two_seats_not(page: Page, base_url: str) -> None:
    since = page.locator("#seq-glimpse")
    open_saved(page, base_url, "sequence", ann_and(3), "#seq-hand .seq-card")
    wait_my_turn_or_end(page)
    expect(since).to_be_hidden()  # a resumed game: nothing to tell again
    play_turn(page)
    wait_my_turn_or_end(page)
    expect(since).to_be_visible()
    expect(page.locator("#seq-glimpse-title")).to_have_text("Since your turn")
    lines = page.locator("#seq-glimpse-rows .table-reveal-text").all_text_contents()
    assert len(lines) == 3, lines  # the three others' moves since Ann's, in order
    for seat, line in zip((1, 2, 3), lines):
        assert line.startswith(f"Computer {seat} "), lines
    expect(page.locator("#seq-glimpse-rows .now")).to_have_text("1/3" + lines[0])  # told one at a time
    expect(page.locator("#seq-last")).to_be_hidden()  # in the last move's line's room
    page.wait_for_function(RINGED_AS_TOLD, timeout=2_000)  # the board rings the space of the move told
    expect(page.locator("#seq-glimpse-rows .now")).to_have_text("2/3" + lines[1], timeout=5_000)
    page.wait_for_function(RINGED_AS_TOLD, timeout=2_000)
    since.click()  # a tap puts it away
    expect(since).to_be_hidden()
    expect(page.locator("#seq-last")).to_have_text(lines[-1])  # the last move's line says the last again
    page.wait_for_function(RINGED_AS_TOLD, timeout=2_000)  # and the board rings its space again

    open_saved(page, base_url, "sequence", ann_and(1), "#seq-hand .seq-card")
    wait_my_turn_or_end(page)
    play_turn(page)
    wait_my_turn_or_end(page)
    page.wait_for_timeout(500)
    expect(since).to_be_hidden()  # one move between turns: the last-move line tells it
