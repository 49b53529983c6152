"""Pages of a day's puzzle on several phones at once (issue 83): each its own context (a device of
its own, its own storage), its clock fixed to a day (an init script), opened at the puzzle."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready, watch


@contextmanager
def day_pages(browser: Browser, base_url: str, route: str,
              phones: list[tuple[int, int, str]]) -> Iterator[list[Page]]:
    """A page for each (width, height, day), with touch, at `route` (#/<game>/daily) on that day, the
    puzzle's panel shown; every context closed after."""
    contexts = []
    try:
        pages = []
        for width, height, today in phones:
            context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
            contexts.append(context)
            page = context.new_page()
            watch(context, page)
            page.clock.set_fixed_time(f"{today}T12:00:00")
            page.goto(base_url + f"?fast#/{route}")
            expect(page.locator("#puzzle")).to_have_attribute("data-day", today, timeout=60_000)
            pages.append(page)
        yield pages
    finally:
        for context in contexts:
            context.close()


@contextmanager
def phone_on(browser: Browser, base_url: str, day: str, width: int = 390, height: int = 844) -> Iterator[Page]:
    """A phone of its own (a context: its own storage), with touch, its clock fixed to `day`, at the
    home screen; its context closed after."""
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        watch(context, page)
        page.clock.set_fixed_time(f"{day}T12:00:00")
        page.goto(base_url + "?fast#/")
        wait_ready(page)
        yield page
    finally:
        context.close()


def kept(page: Page, key: str, text: str) -> None:
    """`text` kept under `key` (what a device kept before), and the page opened anew."""
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])
    page.reload()
    wait_ready(page)


def past_days_shown(page: Page, link: str, title: str, today: str) -> dict[str, str]:
    """The archive opened by tapping `link` (under Today): its title, every day from the first to
    `today`, newest first; each day's mark."""
    from engine.core.daily import past_days

    page.locator(link).tap()
    days = page.locator("#archive-days .archive-day")
    expect(days).to_have_count(len(past_days(today)), timeout=30_000)
    expect(page.locator("#view h1")).to_have_text(title)
    marks = dict(days.evaluate_all("links => links.map(a => [a.dataset.day, a.dataset.mark])"))
    assert list(marks) == past_days(today)
    return marks


def fits(page: Page, width: int, where: str) -> None:
    """Nothing scrolls sideways, and axe finds nothing serious."""
    from axe_source import axe_source, axe_violations

    assert page.evaluate("document.documentElement.scrollWidth") <= width, where
    assert axe_violations(page, axe_source()) == [], where


def stays_solved_then_home(page: Page, base_url: str) -> None:
    """A reload keeps the day solved; then the home screen."""
    page.reload()
    wait_ready(page)
    expect(page.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=30_000)
    page.goto(base_url + "?fast#/")
    wait_ready(page)


def taps(game: str, day: str) -> tuple[list[str], list[str]]:
    """What a player taps for a try that misses `game`'s puzzle of `day` (Sequence's first legal move that is
    no answer, Sequoia's pair worth least), and for its answer: a card then a space, or a pair."""
    if game == "sequence":
        from engine.core.record import advance_chance, loads
        from engine.sequence.actions import Play
        from engine.sequence.puzzle import puzzle_of

        puzzle = puzzle_of(day)
        state = loads(puzzle.record, game="sequence")
        advance_chance(state)
        wrong = next(a for a in state.legal_actions(puzzle.seat) if isinstance(a, Play) and a not in puzzle.answers)

        def move(play: Play) -> list[str]:
            return [f"#seq-hand .seq-card[data-card='{play.card}'] >> nth=0",
                    f"#seq-grid .seq-cell[data-cell='{play.cell}']"]
        return move(wrong), move(puzzle.answers[0])
    from engine.sequoia.puzzle import puzzle_of as sequoia_puzzle

    day_puzzle = sequoia_puzzle(day)
    least = min((p for p in day_puzzle.pairs if p not in day_puzzle.answers), key=day_puzzle.value)

    def pair(sums) -> list[str]:
        return [f"#sq-pairs .sq-pair[data-pair='{sums.a},{sums.b}']"]
    return pair(least), pair(day_puzzle.answers[0])
