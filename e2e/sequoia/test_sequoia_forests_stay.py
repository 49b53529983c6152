"""Sequoia's forests keep their place (issue 54, 3): at 390x844 (touch) the
forests' box moves and changes by at most 8 px from the person's decision,
through the pick, the wait and the reveal, to the next roll's dice, over
several turns; and the grid stands at the stage's top and takes its height
(no wide empty band above or below it). Played with animations on, as a
player sees it: the dice tumble, the new trees grow.
"""
from __future__ import annotations

from playwright.sync_api import Browser, expect

from e2e.sequoia.test_sequoia_page import open_vs_ai
from waits import settled

TIMEOUT = 60_000
CHOICE = "#sq-pairs .sq-pair, #sq-no-effect"

BOX = """() => { const r = document.querySelector('#sq-board').getBoundingClientRect();
  const s = document.querySelector('.table-stage').getBoundingClientRect();
  return {left: r.left, top: r.top, width: r.width, height: r.height, above: r.top - s.top, below: s.bottom - r.bottom}; }"""

# the forests' box at every frame from the pick until the next roll's pairs are offered
RECORD = """() => {
  const rec = window.__forests = {boxes: [], done: false};
  const prompt = document.querySelector('#sq-choose');
  const stop = new MutationObserver(() => { if (prompt.querySelector('#sq-pairs, #sq-no-effect')) finish(); });
  const finish = () => { rec.done = true; stop.disconnect(); };
  const frame = () => {
    if (rec.done) return;
    const r = document.querySelector('#sq-board').getBoundingClientRect();
    rec.boxes.push([r.left, r.top, r.width, r.height]);
    requestAnimationFrame(frame);
  };
  setTimeout(() => { stop.observe(prompt, {childList: true, subtree: true}); requestAnimationFrame(frame); }, 0);
  setTimeout(finish, 15000);
}"""


def test_the_forests_keep_their_place_from_a_pick_to_the_next_roll(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  device_scale_factor=2)
    try:
        page = open_vs_ai(context, base_url)
        for turn in range(4):
            expect(page.locator(CHOICE).first).to_be_visible(timeout=TIMEOUT)
            settled(page)  # the forests have been drawn for this stage
            before = page.evaluate(BOX)
            assert before["above"] <= 8, f"turn {turn + 1}: an empty band above the forests: {before}"
            assert before["below"] <= 24, f"turn {turn + 1}: an empty band under the forests: {before}"
            page.evaluate(RECORD)
            page.locator(CHOICE).first.click()
            page.wait_for_function("window.__forests.done", timeout=TIMEOUT)
            boxes = page.evaluate("window.__forests.boxes")
            assert boxes, "no frame between the pick and the next roll's pairs"
            moved = max(max(abs(a - b) for a, b in zip(box, (before["left"], before["top"], before["width"],
                                                             before["height"]))) for box in boxes)
            assert moved <= 8, f"turn {turn + 1}: the forests moved {moved:.0f} px after the pick"
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
