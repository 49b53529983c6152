"""Sequoia's pair buttons hold their labels at every phone size (issue 54, 2): the
game's main move buttons once read "l0 and 11", cut at the button's edge. Over
five turns at 320x640, 390x844 and 844x390 (touch), every visible line of every
pair button lies inside the button."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from conftest import watch
from e2e.sequoia.test_sequoia_page import open_setup, play_one, start_vs_ai

SIZES = {"320x640": (320, 640), "390x844": (390, 844), "844x390": (844, 390)}

# Each visible text of each pair button, measured by its own glyphs (a Range), against the
# button's padding box: [label, how far it spills left, right, top, bottom] when it does.
SPILLS = """() => {
    const out = [];
    for (const button of document.querySelectorAll("#sq-pairs .sq-pair")) {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        const left = box.left + parseFloat(style.borderLeftWidth), right = box.right - parseFloat(style.borderRightWidth);
        const top = box.top + parseFloat(style.borderTopWidth), bottom = box.bottom - parseFloat(style.borderBottomWidth);
        for (const part of button.children) {
            if (getComputedStyle(part).display === "none") continue;
            const range = document.createRange();
            range.selectNodeContents(part);
            const text = range.getBoundingClientRect();
            const spill = [left - text.left, text.right - right, top - text.top, text.bottom - bottom];
            if (spill.some((s) => s > 0.5)) out.push([part.textContent, ...spill.map(Math.round)]);
        }
    }
    return out;
}"""


@pytest.mark.parametrize("size", SIZES)
def test_pair_labels_fit_their_buttons(browser: Browser, base_url: str, size: str) -> None:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
    page = context.new_page()
    watch(context, page)
    open_setup(page, base_url)
    start_vs_ai(page, "Ann")
    for turn in range(5):
        pairs = page.locator("#sq-pairs .sq-pair")
        expect(pairs.first.or_(page.locator("#sq-no-effect"))).to_be_visible(timeout=30_000)
        labels = pairs.all_text_contents()
        assert page.evaluate(SPILLS) == [], f"{size}, turn {turn + 1}: a pair's label spills out ({labels})"
        if not play_one(page):
            break
    assert page.console_errors == []
    context.close()
