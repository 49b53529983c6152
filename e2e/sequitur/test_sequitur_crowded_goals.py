"""A crowded Sequitur table's spelling decision whole in view (issue 80, "the decisive moment in view"): at a
table of four or five a round can hold many public goals (a goal of each colour from each seat), and a line
a seat left them too little room at 390x844 (five seats' lines, and of eight goals the last row under the
rack). On a phone upright a table of four or more is tight (web/games/sequitur/play_view.py `tighten`: two
seats to a line, the goal cards' bands a tag of their points), so every public goal, the secret goal, the
rack, the word and Spell are whole in the window and on top (e2e/one_screen.py `in_view`, as the whole
games' checks). On a tight table each public goal says what it asks in fewer words ("4+ letters, starts with a
vowel", its short form: web/games/sequitur/short_goals.py; its card's words said to a screen reader), and held sideways five
seats sit three to a line, a long name shortened in its middle ("Ordin… 1"); a seat's points stay whole, its name
giving way (two figures were cut at 320x640). Checked: four seats and six goals
at the three phone sizes; five seats and eight goals, and ten (round 1 of seed 22, the most of 29 seeds), at
390x844 and held sideways, each seat's name whole or its last word in sight; every seat's points whole. Five seats on a
small phone (320x640), in English, German and Polish (the languages whose cards run longest): six, eight, ten and twelve
goals (twelve: about one round of five in 40) whole beside the rack, the seats two to a line with each name whole (issue 69);
twelve at 390x844 too. Everywhere a seat's claimed goals and word show whole or not at all (a card was cut at the pill's edge)."""
from __future__ import annotations

from functools import lru_cache

import pytest
from playwright.sync_api import Browser, Page

from conftest import kept
from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, shots, sized_page
from sequitur_page import SPELLING
from engine.sequitur.goals import BY_ID
from web.model.seats import Seat, SeatKind

# (seats at the table, the game's seed, the public goals at Ann's spelling decision, the sizes where all is whole)
TABLES = [(4, 5, 6, ("390x844", "320x640", "844x390")), (5, 5, 8, ("390x844", "844x390")),
          (5, 22, 10, ("390x844", "844x390")), (5, 116, 12, ("390x844",))]
# in the page: each seat's name whole, or cut in its middle with its last word whole (web/ui/pill.py)
NAMES_READ = """() => [...document.querySelectorAll('#sr-seats .seat-name')].filter(name => {
  const whole = el => el.scrollWidth <= el.clientWidth + 1;
  const tail = name.querySelector('.seat-name-tail');
  return !(whole(name) || (tail && whole(tail) && tail.getBoundingClientRect().right <= name.getBoundingClientRect().right + 1));
}).map(name => name.textContent)"""
# in the page: the seats whose points (a number) are not whole inside their pill
POINTS_CUT = """() => [...document.querySelectorAll('#sr-seats > li')].filter(pill => {
  const p = pill.getBoundingClientRect(), r = pill.querySelector('.table-seat-score').getBoundingClientRect();
  return r.width < 4 || r.left < p.left - .5 || r.right > p.right - pill.clientLeft + .5;
}).map(pill => pill.textContent)"""


# in the page: the claimed goals' cards and the words spelled that show in part in their seat's pill (whole, or out of sight)
PARTS_CUT = """() => [...document.querySelectorAll('#sr-seats .sr-chip, #sr-seats .sr-seat-word')].filter(part => {
  let r = part.getBoundingClientRect(), box = part.parentElement.getBoundingClientRect();
  if (part.classList.contains('sr-seat-word')) {
    const text = document.createRange();
    text.selectNodeContents(part);
    [r, box] = [text.getBoundingClientRect(), part.getBoundingClientRect()];
  }
  const w = Math.min(r.right, box.right) - Math.max(r.left, box.left), h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
  return w > .5 && h > .5 && (w < r.width - 1 || h < r.height - 1);
}).map(part => part.closest('li').dataset.seat + ': ' + part.textContent)"""
# in the page: the seats whose name is not whole (a short phone upright keeps each name whole, issue 69)
NAMES_CUT = """() => [...document.querySelectorAll('#sr-seats .seat-name')].filter(name => name.scrollWidth > name.clientWidth + 1)
  .map(name => name.textContent)"""


@lru_cache(maxsize=None)
def at_spelling(seats: int, seed: int, goals: int) -> str:
    """The autosave of a game of Ann and `seats` - 1 AIs at her spelling decision before `goals` public goals."""
    table = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, seats)]
    session = sequitur_by_ai(seed, lambda s: deciding("spell")(s) and len(s.state.public) >= goals, table)
    assert deciding("spell")(session) and len(session.state.public) == goals, "the seeded game never got there"
    return session.save_text()


@pytest.mark.parametrize("seats,seed,goals,size", [(n, seed, goals, size) for n, seed, goals, sizes in TABLES for size in sizes])
def test_every_goal_is_whole_at_a_crowded_spelling_decision(browser: Browser, base_url: str, seats: int, seed: int,
                                                            goals: int, size: str) -> None:
    for page in sized_page(browser, size):
        open_saved(page, base_url, "sequitur", at_spelling(seats, seed, goals), "#sr-private[data-decision='spell']", in_place=True)
        assert page.locator("#sr-public [data-goal]").count() == goals
        shots(page, f"decide-sequitur-spell-{seats}-seats-{goals}-goals-{size}")
        assert in_view(page, SPELLING) == []
        if seats == 5:  # (four seats at 320 px: a name gives way to two figures of points, cut at its end)
            assert page.evaluate(NAMES_READ) == [], "a seat's name is cut where its last word tells it"
        assert page.evaluate(POINTS_CUT) == [], "a seat's points are cut"
        assert page.evaluate(PARTS_CUT) == [], "a seat's claimed goal or word shows in part"
        # the cards' short words shown, their own said: each card's name for a screen reader is its goal's whole text
        card = page.locator("#sr-public [data-goal]").first
        assert card.locator(".sr-goal-short").is_visible() and card.locator(".sr-goal-short").get_attribute("aria-hidden") == "true"
        assert BY_ID[card.get_attribute("data-goal")].text in card.locator(".sr-goal-text").text_content()


# five seats on a small phone upright: (the game's seed, the public goals at Ann's spelling decision); twelve is the most
# a round of five gave in 250 seeds (about one in 40)
SMALL_FIVE = [(1, 6), (5, 8), (22, 10), (116, 12)]


def looked_at(page: Page, base_url: str, seed: int, goals: int, name: str) -> list[str]:
    """The five-seat table of `seed` opened at its spelling decision before `goals` public goals: what is
    not whole (each goal, the secret goal, the rack, the word and Spell; the seats' names and points)."""
    open_saved(page, base_url, "sequitur", at_spelling(5, seed, goals), "#sr-private[data-decision='spell']", in_place=True)
    assert page.locator("#sr-public [data-goal]").count() == goals
    shots(page, name)
    problems = in_view(page, SPELLING)
    problems += [f"points cut: {seat}" for seat in page.evaluate(POINTS_CUT)]
    problems += [f"name cut: {seat}" for seat in page.evaluate(NAMES_CUT)]
    problems += [f"shown in part: {part}" for part in page.evaluate(PARTS_CUT)]
    return [f"{goals} goals: {problem}" for problem in problems]


@pytest.mark.parametrize("code", ["en", "de", "pl"])
def test_five_seats_goals_whole_on_a_small_phone(browser: Browser, base_url: str, code: str) -> None:
    problems: list[str] = []
    for page in kept(browser, locale=code, viewport={"width": 320, "height": 640}, is_mobile=True, has_touch=True):
        for seed, goals in SMALL_FIVE:
            problems += looked_at(page, base_url, seed, goals, f"crowded-{code}-5-seats-{goals}-goals-320x640")
        assert not problems, "\n".join(problems)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
