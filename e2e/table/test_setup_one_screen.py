"""A setup is one screen too (issue 39) and its levels say what they are
(issue 42): on each game's setup screen for the default table (one person
against an AI),

- at 390x844, with the page at scroll 0, who plays (the number of players,
  each seat's name and player) and Start are in the window, and nothing
  covers a seat's controls (Sequence's sticky Start once did);
- everything else is under "More options" (`#<prefix>-more`), closed at
  first, a 44 px summary that opens and closes by keyboard and shows the
  game's options, hints, import and finished games;
- each AI level offered says what it promises beside the picker, the same
  words in the three games (engine/core/levels.py `PROMISES`), and no
  developer's note on a missing level is shown;
- at 320x640 too, who plays and Start are in the window, nothing covering
  a seat;
- at 320x640 and 844x390 the page never scrolls sideways, More options
  open or not;
- axe-core finds nothing serious at 390x844 with More options open.

With SHOTS=<dir> in the environment each setup is also saved there, to look at.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import kept, wait_ready, watch

from engine.core.levels import PROMISES
from level_words import level_line
from waits import settled

GAMES = ("sequence", "sequoia", "sequitur")
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
# what each game keeps under More options (a control of each part; import and the finished games are folds)
MOVED = {
    "sequence": ("#seq-teams", "#seq-variant-classic", "#seq-variant-custom", "#seq-board-file", "#seq-hints"),
    "sequoia": ("#sq-tokens-face-up", "#sq-tokens-face-down", "#sq-hints"),
    "sequitur": ("#sr-house-rule", "#sr-daily-link", "#sr-hints"),
}
TIMEOUT = 30_000

# every seat control on the screen at scroll 0, and nothing drawn over its middle
IN_VIEW = """(prefix) => {
  const vw = window.innerWidth, vh = window.innerHeight, problems = [];
  if (window.scrollY !== 0) problems.push(`the page opened scrolled to ${window.scrollY}`);
  const rows = [...document.querySelectorAll(`#${prefix}-setup .seq-seat-row`)].filter((row) => !row.hidden);
  const parts = [document.getElementById(`${prefix}-players`), document.getElementById(`${prefix}-start`)];
  for (const row of rows) parts.push(...row.querySelectorAll('input, select'));
  for (const el of parts) {
    const r = el.getBoundingClientRect();
    const what = `#${el.id} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    if (r.width < 1 || r.height < 1) { problems.push(`${what} is not shown`); continue; }
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) { problems.push(`${what} is off the screen`); continue; }
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || !(top === el || el.contains(top))) problems.push(`${what} is covered by ${top ? top.tagName + '.' + top.className : 'nothing'}`);
  }
  return {problems, seats: rows.length};
}"""
# how far the page is wider than the screen (a phone's browser widens its layout to fit what overflows:
# the window's inner width grows with it, so the screen's own width is the measure)
SIDEWAYS = "(width) => Math.max(document.scrollingElement.scrollWidth, window.innerWidth) - width"


@pytest.fixture(scope="module")
def axe() -> str:
    return axe_source()


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    yield from kept(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)


def open_setup(page: Page, base_url: str, game: str) -> None:
    page.goto(f"{base_url}?fast#/{game}")
    wait_ready(page)
    expect(page.locator(f"#{PREFIX[game]}-start")).to_be_visible(timeout=TIMEOUT)
    # the levels of the game's AI module are offered (it loads once the form is on screen)
    expect(page.locator(f"#{PREFIX[game]}-kind-1 option[value=hard]")).to_be_attached(timeout=TIMEOUT)


def shot(page: Page, name: str) -> None:
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"{name}.png"))


def promises(page: Page, prefix: str) -> dict[str, str]:
    """What each AI level offered on seat 2 says of itself (level -> the line under the picker)."""
    kind, said = page.locator(f"#{prefix}-kind-1"), {}
    for level in kind.locator("option").evaluate_all("(options) => options.map((o) => o.value)"):
        if level in PROMISES:
            kind.select_option(level)
            said[level] = page.locator(f"#{prefix}-desc-1").inner_text()
    kind.select_option("medium")
    return said


@pytest.mark.parametrize("game", GAMES)
def test_who_plays_and_start_fit_a_phone_and_the_rest_is_one_tap_away(phone: Page, base_url: str, game: str) -> None:
    page, prefix = phone, PREFIX[game]
    open_setup(page, base_url, game)
    shot(page, f"setup-{game}-390x844")
    found = page.evaluate(IN_VIEW, prefix)
    assert found["seats"] == 2, found
    assert not found["problems"], f"{game}: " + "; ".join(found["problems"])
    assert page.evaluate(SIDEWAYS, 390) <= 0

    more = page.locator(f"#{prefix}-more")
    summary = page.locator(f"#{prefix}-more > summary")
    expect(more).not_to_have_attribute("open", "")
    expect(summary).to_contain_text("More options")
    box = summary.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] >= 44, box
    for part in MOVED[game]:
        expect(page.locator(part)).to_be_hidden()
    expect(more.locator(".seq-import summary")).to_be_hidden()
    summary.focus()
    page.keyboard.press("Enter")  # opened by keyboard
    expect(more).to_have_attribute("open", "")
    for part in MOVED[game]:
        expect(page.locator(part)).to_be_visible()
    expect(more.locator(".seq-import summary")).to_be_visible()
    expect(more.locator(f"#{game}-history summary")).to_be_visible()
    shot(page, f"setup-{game}-390x844-more")
    summary.focus()
    page.keyboard.press("Space")  # and closed again
    expect(more).not_to_have_attribute("open", "")
    expect(page.locator(MOVED[game][0])).to_be_hidden()
    # no developer's note on a level a game lacks: it offers the levels it has
    expect(page.locator("#view")).not_to_contain_text("No Expert")
    expect(page.locator(f"#{prefix}-levels-note")).to_have_count(0)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_each_level_promises_the_same_in_every_game(phone: Page, base_url: str) -> None:
    page = phone
    said: dict[str, dict[str, str]] = {}
    at_size: dict[tuple[str, int], dict[str, str]] = {}
    for game in GAMES:
        open_setup(page, base_url, game)
        # the default seat 2, an AI at Medium, says its promise under its picker, described by it
        desc = page.locator(f"#{PREFIX[game]}-desc-1")
        expect(desc).to_be_visible()
        expect(page.locator(f"#{PREFIX[game]}-kind-1")).to_have_attribute("aria-describedby", f"{PREFIX[game]}-desc-1")
        said[game] = promises(page, PREFIX[game])
        # at a table of three, what the ladder measured beside two casual players; at four, where nothing
        # was measured, the promise (issue 82: the words say what the table says, at the table's size)
        for players in (3, 4):
            page.locator(f"#{PREFIX[game]}-players").select_option(str(players))
            at_size[(game, players)] = promises(page, PREFIX[game])
        page.locator(f"#{PREFIX[game]}-players").select_option("2")
        expect(desc).to_have_text(level_line(game, "medium"))
    for game, lines in said.items():
        assert {"easy", "medium", "hard"} <= set(lines), (game, lines)
        # what the ladder measured of it against a casual player (issue 82), else its promise
        assert lines == {level: level_line(game, level) for level in lines}, (game, lines)
        for players in (3, 4):
            at = at_size[(game, players)]
            assert at == {level: level_line(game, level, players) for level in lines}, (game, players, at)
        assert at_size[(game, 3)]["hard"].endswith("against two casual players."), at_size[(game, 3)]
        assert at_size[(game, 4)]["hard"] == PROMISES["hard"], at_size[(game, 4)]
    for level in PROMISES:  # a promise is the same in every game
        assert len({lines[level] for lines in said.values() if lines.get(level) == PROMISES[level]}) <= 1, level
    # Sequoia has no Expert; Sequence's, no stronger than its Hard, is withdrawn (issue 82)
    assert "expert" not in said["sequoia"] and "expert" not in said["sequence"] and "expert" in said["sequitur"]
    assert page.console_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(320, 640), (844, 390)], ids=["320x640", "844x390"])
def test_no_setup_scrolls_sideways(browser: Browser, base_url: str, size: tuple[int, int]) -> None:
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        watch(context, page)
        for game in GAMES:
            open_setup(page, base_url, game)
            shot(page, f"setup-{game}-{width}x{height}")
            assert page.evaluate(SIDEWAYS, width) <= 0, f"{game} at {width}x{height}"
            if (width, height) == (320, 640):  # a small phone: who plays and Start one screen too
                found = page.evaluate(IN_VIEW, PREFIX[game])
                assert found["seats"] == 2, found
                assert not found["problems"], f"{game} at 320x640: " + "; ".join(found["problems"])
            page.locator(f"#{PREFIX[game]}-more > summary").click()
            for fold in page.locator(f"#{PREFIX[game]}-more details summary").all():
                fold.click()  # the record file and the finished games open too
            assert page.evaluate(SIDEWAYS, width) <= 0, f"{game} at {width}x{height}, More options open"
        assert page.console_errors == []  # type: ignore[attr-defined]
    finally:
        context.close()


@pytest.mark.parametrize("game", GAMES)
def test_each_setup_with_more_options_open_passes_axe(phone: Page, base_url: str, axe: str, game: str) -> None:
    page = phone
    open_setup(page, base_url, game)
    page.locator(f"#{PREFIX[game]}-more > summary").click()
    expect(page.locator(MOVED[game][-1])).to_be_visible()
    settled(page)
    found = axe_violations(page, axe)
    assert not found, f"{game} setup, More options open: " + "\n".join(found)
