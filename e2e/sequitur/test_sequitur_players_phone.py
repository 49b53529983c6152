"""Sequitur's players table on a phone (issue 39): with an AI at the table (its pill and level make
the Seat column wide) the table once ran past the screen's right edge and cut off its Word column.
At 390x844 and 320x640 each seat is two lines, its pill over its figures, each figure named by its
column ("Points 0", "Word —"); every figure is on the screen, nothing scrolls sideways, and axe-core
finds nothing. At a desktop it stays a table of six columns (e2e/sequitur/test_sequitur_page.py).
A crafted game (e2e/memory_records.py); `?fast` for speed."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, TIMEOUT, no_sideways_scroll, open_page
from memory_records import played, store
from web.model.seats import Seat, SeatKind

SMALL = {**PHONE, "viewport": {"width": 320, "height": 640}}
COLUMNS = ["Points", "Rack", "Cards played", "Secret", "Word"]


@pytest.mark.parametrize("size", ["phone", "small"])
def test_the_players_table_fits_a_phone(browser: Browser, base_url: str, size: str) -> None:
    context = browser.new_context(**(PHONE if size == "phone" else SMALL))
    try:
        page = context.new_page()
        game = played("sequitur", 3, lambda s: len(s.state.history) >= 6 and 0 in s.waiting(),
                      seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])
        open_page(page, base_url + "?fast")
        store(page, "sequitur", game.save_text())
        open_page(page, base_url + "?fast#/sequitur/play")
        table = page.locator("#sr-players")
        expect(table).to_be_visible(timeout=TIMEOUT)
        width = page.viewport_size["width"]
        for seat in range(2):
            row = table.locator(f"tr[data-seat='{seat}']")
            cells = row.locator("td")
            expect(cells).to_have_count(len(COLUMNS))
            for i, label in enumerate(COLUMNS):
                cell = cells.nth(i)
                expect(cell).to_have_attribute("data-label", label)
                box = cell.bounding_box()
                assert box is not None and box["width"] > 0, label
                assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (label, box)
            # the figure is named on the screen: "Word —"
            named = cells.last.evaluate("cell => getComputedStyle(cell, '::before').content")
            assert named == '"Word "', named
        box = table.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width + 0.5
        assert no_sideways_scroll(page)
        if size == "phone":
            found = axe_violations(page, axe_source())
            assert not found, "\n".join(found)
    finally:
        context.close()
