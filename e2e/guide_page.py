"""Helpers for the browser tests of the guided games (web/table/guide.py, issue 67): the four
screen sizes the guide must fit, the check that the step's words, the thing to tap and the
table are all in the window at once (nothing scrolled), and a step played by tapping what the
guide marks, as a new player would."""
from __future__ import annotations

from typing import Any, Iterator

from playwright.sync_api import Browser, Page, expect

# a phone upright, a small phone, a phone held sideways (all touch), a laptop
SIZES = ((390, 844, True), (320, 640, True), (844, 390, True), (1280, 800, False))
TIMEOUT = 30_000

IN_VIEW = """(table) => {
  // wholly in the window, and seen there: at its middle (and, for the table, near its four corners)
  // nothing covers it and no box that scrolls has clipped it
  const on = (el, x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && (el.contains(hit) || hit.contains(el)); };
  const seen = (el, corners) => { if (!el) return false; const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1)) return false;
    const points = [[.5, .5]].concat(corners ? [[.1, .1], [.9, .1], [.1, .9], [.9, .9]] : []);
    return points.every(([fx, fy]) => on(el, r.left + fx * r.width, r.top + fy * r.height)); };
  const out = [];
  for (const id of ['#lesson-step', '#lesson-title', '#lesson-text', '#lesson-move', '#lesson-leave']) if (!seen(document.querySelector(id))) out.push(id);
  if (!seen(document.querySelector(table), true)) out.push(table);
  const targets = [...document.querySelectorAll('[data-guide-target]')];
  if (!targets.length) out.push('no target marked');
  targets.forEach((el, i) => { if (!seen(el)) out.push('target ' + (i + 1) + ' ' + el.outerHTML.slice(0, 80)); });
  const small = parseFloat(getComputedStyle(document.querySelector('#lesson-text')).fontSize);
  if (small < 12) out.push('text ' + small + ' px');
  if (document.querySelector('#lesson-leave').getBoundingClientRect().height < 44) out.push('leave under 44 px');
  // one step counter: the guide's, not the game's own progress in the bar beside it
  const status = document.querySelector('.table-bar .table-status');
  if (status && status.getClientRects().length) out.push('the bar says its own progress: ' + status.textContent);
  const page = document.scrollingElement;
  if (page.scrollTop || page.scrollLeft || page.scrollWidth > innerWidth) out.push('the page scrolled');
  return out;
}"""


def out_of_view(page: Page, table: str) -> list[str]:
    """What of the step's words, its marked targets, the way out and `table` (the board, the
    forests) is not wholly in the window, any scroll of the page, and a second step counter (the
    bar's own progress): [] when all is in view."""
    return page.evaluate(IN_VIEW, table)


def sized_pages(browser: Browser, url: str) -> Iterator[tuple[tuple[int, int, bool], Page]]:
    """One page a size (SIZES) opened on `url` (as new, kept from an earlier test when it can be:
    conftest.kept), given back after its turn with no console error or uncaught exception."""
    from conftest import kept

    for width, height, touch in SIZES:
        for page in kept(browser, viewport={"width": width, "height": height}, is_mobile=touch, has_touch=touch):
            page.goto(url)
            yield (width, height, touch), page
            assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]


def heard(page: Page) -> None:
    """Heard as well as seen: each thing the guide marks is described by the step's words ("Tap
    Keep this one under ..."), so a screen reader says which of two alike is meant."""
    words = page.locator("#lesson-move").inner_text().strip()
    assert words, "the step says nothing to tap"
    targets = page.locator("[data-guide-target]")
    for n in range(targets.count()):
        expect(targets.nth(n)).to_have_accessible_description(words)


COUNTER = "Step {number} of {total}"  # the panel's counter (web/table/guide.py), in English


def wait_for_step(page: Page, number: int, total: int, counter: str = COUNTER) -> None:
    """The panel says step `number` of `total` (`counter`: its words in the page's language)."""
    expect(page.locator("#lesson-step")).to_have_text(counter.format(number=number, total=total), timeout=TIMEOUT)


def play_step(page: Page, number: int, total: int, table: str, *, touch: bool, counter: str = COUNTER) -> None:
    """Step `number`: its words, target and `table` in view, the target described by the step's words
    (a screen reader hears which is meant), then tap what the guide marks (the
    first mark, again while the step lasts: a card then its space) until the step is played
    (`counter`: the panel's counter in the page's language)."""
    said = counter.format(number=number, total=total)
    wait_for_step(page, number, total, counter)
    expect(page.locator("[data-guide-target='1']")).to_have_count(1, timeout=TIMEOUT)  # once the roll has landed
    missing = out_of_view(page, table)
    assert missing == [], f"step {number} at {page.viewport_size}: {missing}"
    heard(page)
    for _ in range(6):
        target = page.locator("[data-guide-target='1']")
        expect(target).to_have_count(1)
        handle: Any = target.element_handle()
        marks = page.locator("[data-guide-target]").count()
        pressed = target.get_attribute("aria-pressed")
        if touch:
            target.tap()
        else:
            target.click()
        # the mark moved on (the next tap of the step: another element, one mark fewer, or the same one
        # pressed, as a forest picked first and to be picked again), or the step is played
        page.wait_for_function("([el, n, pressed]) => document.querySelector(\"[data-guide-target='1']\") !== el"
                               " || document.querySelectorAll('[data-guide-target]').length !== n"
                               " || el.getAttribute('aria-pressed') !== pressed",
                               arg=[handle, marks, pressed], timeout=TIMEOUT)
        # then either the step is over (its words change), or the step's next tap is marked
        page.wait_for_function("(s) => document.querySelector('#lesson-step').textContent !== s"
                               " || document.querySelector(\"[data-guide-target='1']\")",
                               arg=said, timeout=TIMEOUT)
        if page.locator("#lesson-step").text_content() != said:
            return
    raise AssertionError(f"step {number} was not played by tapping what the guide marks")
