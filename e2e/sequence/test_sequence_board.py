"""End-to-end: the board on a phone and a desktop, crisp on high-DPI screens;
illegal clicks explained; "Suggest a move" (issue 4)."""
from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

from sequence_page import configure, open_setup, saved_session, start, wait_my_turn_or_end

CANVAS_SIZE = """() => { const c = document.querySelector('.seq-canvas'); const b = c.getBoundingClientRect();
    return {w: c.width, h: c.height, cw: b.width, ch: b.height, dpr: devicePixelRatio}; }"""


def assert_crisp(page) -> dict:
    size = page.evaluate(CANVAS_SIZE)
    assert abs(size["w"] - size["cw"] * size["dpr"]) <= 1, size
    assert abs(size["h"] - size["ch"] * size["dpr"]) <= 1, size
    return size


def test_board_scales_from_phone_to_desktop_and_explains_clicks(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=3,
                                  is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        open_setup(page, base_url)
        configure(page, 2, [("Ann", ""), ("Robot", "easy")], hints=True)
        start(page)
        wait_my_turn_or_end(page)
        page.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
        # Phone held upright: the whole board fits the width, drawn at 3 device pixels per CSS pixel.
        phone = assert_crisp(page)
        assert phone["dpr"] == 3 and 300 <= phone["cw"] <= 360
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        # An illegal choice says why instead of doing nothing (by keyboard: a tap on a phone's
        # board snaps to a legal space and enlarges it, test_phone_sizes.py).
        enter = lambda cell: (page.focus(f"#seq-grid .seq-cell[data-cell='{cell}']"), page.keyboard.press("Enter"))
        enter(12)
        expect(page.locator("#seq-message")).to_contain_text("Choose a card from your hand first")
        enter(0)
        # Selecting a card highlights its spaces on the twin.
        state = saved_session(page).state
        index, card = next((i, c) for i, c in enumerate(state.hands[0]) if c[0] != "J" and not state.is_dead(c))
        page.click(f"#seq-hand .seq-card[data-index='{index}']")
        open_cells = {c for c in state.rules.board.cells_of[card] if state.chips[c] == -1}
        targets = set(page.evaluate("[...document.querySelectorAll('.seq-cell.target')].map(n => +n.dataset.cell)"))
        assert targets == open_cells
        wrong = next(i for i, code in enumerate(state.rules.board.codes) if code not in ("XX", card) and state.chips[i] == -1)
        enter(wrong)
        expect(page.locator("#seq-message")).to_contain_text("not the")
        # Suggest a move (hints allowed): a card is selected and the reason given.
        page.click("#seq-suggest")
        page.click("#seq-suggest-go")  # the first hint of a game says it makes the game assisted
        expect(page.locator("#seq-message")).to_contain_text("Suggestion:", timeout=30_000)
        # the table's one form: the move once, then why ("Suggestion: Play the ... on row 6, column 6, which builds ...")
        text = page.locator("#seq-message").inner_text()
        assert re.match(r"^Suggestion: (Play|Remove) .+ on row \d+, column \d+.*, which .+\.$", text), text
        assert text.count("row ") == 1, text
        expect(page.locator("#seq-hand .seq-card[aria-pressed='true']")).to_have_count(1)
        # A wide desktop window: the board grows and is redrawn at the new size.
        page.set_viewport_size({"width": 1400, "height": 900})
        page.wait_for_function(f"document.querySelector('.seq-canvas').getBoundingClientRect().width > {phone['cw'] + 200}")
        # the redraw follows the box's resize through a ResizeObserver callback: wait for it
        page.wait_for_function("""() => { const c = document.querySelector('.seq-canvas');
            const b = c.getBoundingClientRect(); return Math.abs(c.width - b.width * devicePixelRatio) <= 1; }""")
        desktop = assert_crisp(page)
        # the table is one screen (web/ui/table_layout.py): the board takes the height under the top bar, whole
        bottom = page.evaluate("document.querySelector('.seq-canvas').getBoundingClientRect().bottom")
        assert desktop["ch"] <= 900 - 56 and bottom <= 900, "the board should fit the window's height"
        assert errors == []
    finally:
        context.close()
