"""What "the table is one screen" means, measured in the page (issue 39): the page
does not scroll either way, every visible control is on the screen or in a box
that scrolls on its own and is on the screen (`fits`), and the decision's own
choices are whole in sight (`choices_in_sight`). The host's tables
(e2e/table/test_one_screen.py) and a guest's (e2e/net/test_guest_one_screen.py)
are held to the same measure. What a decision needs whole in the window and on top, as a player checks
it (issue 80, "the decisive moment in view"), is `in_view`'s: the stands-still tests of the games use it
at their decisive moments (Sequitur's spelling, Sequoia's pairs)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

from playwright.sync_api import Page, TimeoutError as PlaywrightTimeout
from waits import drawn, settled

SIZES = {"390x844": (390, 844), "320x640": (320, 640), "844x390": (844, 390), "1280x800": (1280, 800)}


def sized_page(browser: Any, size: str, scale: int = 1, sizes: dict | None = None) -> Iterator[Any]:
    """A watched page as new at `sizes`[size] (SIZES by default; touch below 1000 px wide, drawn at
    `scale` there; conftest.kept), named `page.size_name` (a fixture yields from this)."""
    from conftest import kept

    width, height = (sizes or SIZES)[size]
    touch = width < 1000
    for page in kept(browser, viewport={"width": width, "height": height}, is_mobile=touch, has_touch=touch,
                     device_scale_factor=scale if touch else 1):
        page.size_name = size
        yield page

def shot(page: Page, name: str) -> str | None:
    """With SHOTS=<dir> in the environment, the screen as it is saved there as `<name>.png` (a test
    never writes into the tree: docs/screenshots/ is written by bench/'s tools, or SHOTS=docs/screenshots
    on purpose); the folder, or None."""
    where = os.environ.get("SHOTS")
    if not where:
        return None
    Path(where).mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(Path(where) / f"{name}.png"))
    return where


def shots(page: Page, name: str) -> None:
    """With SHOTS=<dir> in the environment, the screen as it is saved there as `<name>.png`, and in the
    dark scheme beside it as `<name>-dark.png` (its colours follow at once: CSS); else nothing."""
    where = shot(page, name)
    if not where:
        return
    page.emulate_media(color_scheme="dark")
    settled(page)
    page.screenshot(path=str(Path(where) / f"{name}-dark.png"))
    page.emulate_media(color_scheme="light")
    settled(page)


PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
# a JS function: the part of the window that `el`'s clipping boxes let show, {top, left, bottom, right}
CLIP = """(el) => {
  let top = 0, left = 0, bottom = innerHeight, right = innerWidth;
  for (let n = el.parentElement; n && n !== document.documentElement; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = n.getBoundingClientRect();
    top = Math.max(top, b.top + n.clientTop); left = Math.max(left, b.left + n.clientLeft);
    bottom = Math.min(bottom, b.top + n.clientTop + n.clientHeight); right = Math.min(right, b.left + n.clientLeft + n.clientWidth);
  }
  return {top, left, bottom, right};
}"""
TURN_TIMEOUT = 60_000

FITS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight, page = document.scrollingElement;
  const problems = [];
  if (page.scrollHeight > vh) problems.push(`the page scrolls down: ${page.scrollHeight} px in a ${vh} px window`);
  if (page.scrollWidth > vw) problems.push(`the page scrolls sideways: ${page.scrollWidth} px in a ${vw} px window`);
  const shown = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || n.hidden) return false;
    }
    const fold = el.closest('details:not([open])');  // a closed fold shows its summary only
    if (fold && !(el.closest('summary') && el.closest('summary').parentElement === fold)) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;  // not a screen reader's only
  };
  const scroller = el => {  // the nearest box that scrolls on its own, if any
    for (let n = el.parentElement; n && n !== document.body && n !== document.documentElement; n = n.parentElement) {
      const s = getComputedStyle(n);
      const scrolls = (/(auto|scroll)/.test(s.overflowY) && n.scrollHeight > n.clientHeight + 1)
        || (/(auto|scroll)/.test(s.overflowX) && n.scrollWidth > n.clientWidth + 1);
      if (scrolls) return n;
    }
    return null;
  };
  const on = r => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
  const name = el => {
    const id = el.id ? '#' + el.id : '';
    const cls = el.classList.length ? '.' + [...el.classList].join('.') : '';
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 24);
    const r = el.getBoundingClientRect();
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}" at ${r.left.toFixed(0)},${r.top.toFixed(0)} ` +
      `${r.width.toFixed(0)}x${r.height.toFixed(0)}`;
  };
  const sel = 'button, a[href], input, select, textarea, summary, [role=button], [role=gridcell], ' +
    '[tabindex]:not([tabindex="-1"])';
  let count = 0;
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('.skip-link, [inert]') || el.disabled || !shown(el)) continue;
    count += 1;
    const box = scroller(el);
    if (box ? !on(box.getBoundingClientRect()) : !on(el.getBoundingClientRect()))
      problems.push((box ? `in a box off the screen (${name(box)}): ` : 'off the screen: ') + name(el));
  }
  return {problems, count, height: page.scrollHeight, width: page.scrollWidth};
}"""


# the decision's choices that must be whole in sight: (selector, all of them or only the first)
CHOICES = {"sequence": [("#seq-hand", "all")], "sequoia": [("#sq-pairs .sq-pair, #sq-no-effect", "all"), ("#sq-board", "all")],
           "sequitur": [("#sr-rack", "all"), ("#sr-decision button:not([disabled]), #sr-cover-ok", "first")]}

# In the page: `shown(el)`, whether an element is drawn (nothing hides it, it has a size).
SHOWN = """  const shown = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || n.hidden) return false;
    }
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
"""

IN_SIGHT = """([selector, which]) => {
  const vw = window.innerWidth, vh = window.innerHeight, problems = [];
""" + SHOWN + """  let found = [...document.querySelectorAll(selector)].filter(shown);
  if (which === 'first') found = found.slice(0, 1);
  for (const el of found) {
    const r = el.getBoundingClientRect();
    let top = 0, left = 0, bottom = vh, right = vw;
    for (let n = el.parentElement; n && n !== document.documentElement; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = n.getBoundingClientRect();  // what a box that clips shows: its client area
      top = Math.max(top, b.top + n.clientTop); left = Math.max(left, b.left + n.clientLeft);
      bottom = Math.min(bottom, b.top + n.clientTop + n.clientHeight);
      right = Math.min(right, b.left + n.clientLeft + n.clientWidth);
    }
    const tray = el.closest('.table-tray'), tools = tray && tray.querySelector(':scope > .table-tools');
    if (tools && !tools.contains(el) && shown(tools)) bottom = Math.min(bottom, tools.getBoundingClientRect().top);
    if (r.top < top - 1 || r.left < left - 1 || r.bottom > bottom + 1 || r.right > right + 1)
      problems.push(`${el.id || el.className || el.tagName} "${(el.textContent || '').trim().slice(0, 20)}" at ` +
        `${r.left.toFixed(0)},${r.top.toFixed(0)}-${r.right.toFixed(0)},${r.bottom.toFixed(0)} is cut to ` +
        `${left.toFixed(0)},${top.toFixed(0)}-${right.toFixed(0)},${bottom.toFixed(0)}`);
  }
  return {problems, count: found.length};
}"""


def fits(page: Page, game: str, moment: str) -> dict[str, Any]:
    """The page does not scroll and every control is on the screen; with SHOTS set, a screenshot too."""
    drawn(page)  # the board's resize observer has drawn
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"{game}-{page.size_name}-{moment}.png"))  # type: ignore[attr-defined]
    found = page.evaluate(FITS)
    assert found["count"] > 0, f"{game} at {page.size_name}, {moment}: no control on the screen"  # type: ignore[attr-defined]
    assert not found["problems"], f"{game} at {page.size_name}, {moment}: " + "; ".join(found["problems"])  # type: ignore[attr-defined]
    return found


def choices_in_sight(page: Page, game: str, moment: str) -> None:
    """The decision's choices (CHOICES) are whole in sight."""
    count = 0
    for selector, which in CHOICES[game]:
        found = page.evaluate(IN_SIGHT, [selector, which])
        count += found["count"]
        assert not found["problems"], \
            f"{game} at {page.size_name}, {moment}: " + "; ".join(found["problems"])  # type: ignore[attr-defined]
    assert count > 0, f"{game} at {page.size_name}, {moment}: no choice of the decision on screen"  # type: ignore[attr-defined]


# whether the table's tray scrolls: its content taller than its box (e2e/sequitur/test_sequitur_decisions_fit.py)
TRAY = """() => {
  const tray = document.querySelector('.table-tray');
  return tray ? {scroll: tray.scrollHeight, client: tray.clientHeight} : null;
}"""


def assert_cover_hides_only_the_private(page: Page, prefix: str, public: str) -> None:
    """The pass-the-device cover (issue 65) is opaque and on top where the private part is drawn (the
    tray), leaves the table's public part (`public`: the board, the forests, the goals) in sight, and
    the table takes no tap and no key while it is up."""
    tray = page.locator(".table-tray").bounding_box()
    for fx, fy in ((.05, .05), (.5, .5), (.95, .95)):
        x, y = tray["x"] + tray["width"] * fx, tray["y"] + tray["height"] * fy
        assert page.evaluate(f"document.elementFromPoint({x}, {y}).closest('#{prefix}-cover') !== null")
    assert page.evaluate(f"getComputedStyle(document.querySelector('#{prefix}-cover')).backgroundImage") != "none"
    seen, cover = page.locator(public).first.bounding_box(), page.locator(f"#{prefix}-cover").bounding_box()
    assert cover["y"] >= seen["y"] + seen["height"] * .75 or cover["x"] >= seen["x"] + seen["width"], \
        f"the cover {cover} hides the table's public part {seen}"
    assert page.evaluate(f"[...document.querySelectorAll('#{prefix}-screen > :is(.table-bar, .table-seats, "
                         ".table-news-row, .table-stage, .table-tray)')].every(part => part.inert)"), \
        "the table takes taps behind the cover"


# What a decision needs whole in the window and on top (issue 80): each element of each part, its centre and
# its four corners inset 2 px (more by a rounded corner's depth where the part says so: a button's, a pill's), are the
# element's own or its content's under `document.elementFromPoint`; a part that must be there and is not, an
# element not drawn, not whole in the window or under another part, is named with where it is.
# parts: [[name, selector, must (at least one there), rounded], ...]; an element's `data-goal`, `data-forest`
# or its text's start names it.
IN_VIEW = """(parts) => {
  const problems = [], vw = innerWidth, vh = innerHeight;
  for (const [name, sel, must, rounded] of parts) {
    const found = [...document.querySelectorAll(sel)];
    if (!found.length && must) problems.push(`no ${name} (${sel})`);
    for (const el of found) {
      const r = el.getBoundingClientRect();
      const what = `${name} ${el.dataset.goal || el.dataset.forest || ''}`.trim();
      const at = `[${[r.left, r.top, r.right, r.bottom].map(Math.round)}]`;
      if (r.width < 4 || r.height < 4) { problems.push(`${what} is not drawn`); continue; }
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        problems.push(`${what} ${at} is not whole in the ${vw}x${vh} window`); continue; }
      const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0;
      const d = 2 + (rounded ? Math.min(radius, r.width / 2, r.height / 2) * (1 - Math.SQRT1_2) : 0);
      const points = [[(r.left + r.right) / 2, (r.top + r.bottom) / 2], [r.left + d, r.top + d], [r.right - d, r.top + d],
                      [r.left + d, r.bottom - d], [r.right - d, r.bottom - d]];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) {
          const over = hit ? `${hit.tagName.toLowerCase()}${hit.id ? '#' + hit.id : ''}.${[...hit.classList].join('.')}` : 'nothing';
          problems.push(`${what} ${at}: at ${Math.round(x)},${Math.round(y)} ${over} is on top`);
          break;
        }
      }
    }
  }
  return problems;
}"""


def in_view(page: Page, parts: list[tuple[str, str, bool, bool]]) -> list[str]:
    """What of `parts` ((name, selector, must be there, rounded: inset by its corners' depth too)) is
    not whole in the window and on top (IN_VIEW): nothing, if all is."""
    return page.evaluate(IN_VIEW, [list(part) for part in parts])


def in_view_within(page: Page, parts: list[tuple[str, str, bool, bool]], ms: int = 1000) -> list[str]:
    """What of `parts` (as `in_view`) is still not whole in the window and on top after at most `ms`
    (a panel may come and go between decisions): nothing, if all is by then."""
    if in_view(page, parts):
        try:
            page.wait_for_function(f"(parts) => ({IN_VIEW})(parts).length === 0", arg=[list(p) for p in parts], timeout=ms)
        except PlaywrightTimeout:
            return in_view(page, parts)
    return []
