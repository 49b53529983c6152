"""End-to-end: details of the Sequence table found in play (issue 24): the
row and column numbers on the board's edges (readable, lined up with the
spaces, no sideways scroll at 320 px), the keyboard in the hand after
"Start playing", and one New game on the end screen with no id used twice."""
from __future__ import annotations

import os

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready, watch
from memory_records import one_move_from_the_end, store
from sequence_page import configure, open_setup, start
from waits import settled

TIMEOUT = 30_000
SHOTS = os.environ.get("SEQ_SHOTS")  # a folder: screenshots of the board to look at

# each edge number's centre and the centre of the space it names, and the numbers' font size
EDGES = """() => {
  const centre = n => { const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const space = (row, col) => centre(document.querySelector(`#seq-grid .seq-cell[data-row='${row}'][data-col='${col}']`));
  const cols = [...document.querySelectorAll('.seq-col-labels li')].map((n, i) => [+n.textContent, centre(n)[0], space(1, i + 1)[0]]);
  const rows = [...document.querySelectorAll('.seq-row-labels li')].map((n, i) => [+n.textContent, centre(n)[1], space(i + 1, 1)[1]]);
  const cell = document.querySelector('#seq-grid .seq-cell').getBoundingClientRect().width;
  const size = parseFloat(getComputedStyle(document.querySelector('.seq-col-labels li')).fontSize);
  return {cols, rows, cell, size, width: document.documentElement.scrollWidth};
}"""


@pytest.mark.parametrize("width", [320, 390, 1280])
def test_the_board_has_row_and_column_numbers_on_its_edges(browser: Browser, base_url: str, width: int) -> None:
    """The log, a hint and a confirmation say "row 2, column 2": the numbers along the top
    and left edges find it, at least 12 px, and the page does not scroll sideways."""
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 1000 else 800})
    page = context.new_page()
    watch(context, page)
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)
    settled(page)  # the board's box settles
    edges = page.evaluate(EDGES)
    assert [n for n, *_ in edges["cols"]] == list(range(1, 11)) == [n for n, *_ in edges["rows"]]
    for _n, label, space in edges["cols"] + edges["rows"]:
        assert abs(label - space) < edges["cell"] / 4, edges
    assert edges["size"] >= 12
    assert edges["width"] <= width, f"the page scrolls sideways: {edges['width']}px"
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"sequence-board-{width}.png"), full_page=True)
    assert page.console_errors == []
    context.close()


def test_start_playing_puts_the_keyboard_in_the_hand(page: Page, base_url: str) -> None:
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)  # clicks "Start playing" after the cut
    page.wait_for_function("document.activeElement && document.activeElement.closest('#seq-hand .seq-card')",
                           timeout=TIMEOUT)
    assert page.console_errors == []


def test_the_end_screen_has_one_new_game_and_no_id_twice(page: Page, base_url: str) -> None:
    page.goto(base_url + "?fast")
    wait_ready(page)
    text, action, _end = one_move_from_the_end("sequence")
    store(page, "sequence", text)
    page.goto(base_url + "?fast#/sequence/play")
    wait_ready(page)
    page.click(f"#seq-hand .seq-card[data-card='{action.card}']", timeout=TIMEOUT)
    page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
    expect(page.locator("#seq-end")).to_be_visible(timeout=TIMEOUT)
    expect(page.get_by_role("link", name="New game")).to_have_count(1)
    expect(page.locator("#seq-new")).to_be_visible()
    twice = page.evaluate("""() => { const seen = new Set(), twice = [];
        for (const n of document.querySelectorAll('[id]')) { if (seen.has(n.id)) twice.push(n.id); seen.add(n.id); }
        return twice; }""")
    assert twice == []
    assert page.console_errors == []
