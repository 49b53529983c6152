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
390x844 and held sideways, each seat's name whole or its last word in sight; every seat's points whole; five seats and six
goals at 320x640 (in English: their short forms two lines at most). Five seats and seven goals or more on a 320x640 screen, or
six in German or Polish, do not fit whole: there the goals' room scrolls (docs/features.md)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, shots, sized_page
from sequitur_page import SPELLING
from engine.sequitur.goals import BY_ID
from web.model.seats import Seat, SeatKind

# (seats at the table, the game's seed, the public goals at Ann's spelling decision, the sizes where all is whole)
TABLES = [(4, 5, 6, ("390x844", "320x640", "844x390")), (5, 1, 6, ("320x640",)), (5, 5, 8, ("390x844", "844x390")),
          (5, 22, 10, ("390x844", "844x390"))]
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


@pytest.mark.parametrize("seats,seed,goals,size", [(n, seed, goals, size) for n, seed, goals, sizes in TABLES for size in sizes])
def test_every_goal_is_whole_at_a_crowded_spelling_decision(browser: Browser, base_url: str, seats: int, seed: int,
                                                            goals: int, size: str) -> None:
    table = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, seats)]
    session = sequitur_by_ai(seed, lambda s: deciding("spell")(s) and len(s.state.public) >= goals, table)
    assert deciding("spell")(session) and len(session.state.public) == goals, "the seeded game never got there"
    for page in sized_page(browser, size):
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-private[data-decision='spell']", in_place=True)
        assert page.locator("#sr-public [data-goal]").count() == goals
        shots(page, f"decide-sequitur-spell-{seats}-seats-{goals}-goals-{size}")
        assert in_view(page, SPELLING) == []
        if seats == 5:  # (four seats at 320 px: a name gives way to two figures of points, cut at its end)
            assert page.evaluate(NAMES_READ) == [], "a seat's name is cut where its last word tells it"
        assert page.evaluate(POINTS_CUT) == [], "a seat's points are cut"
        # the cards' short words shown, their own said: each card's name for a screen reader is its goal's whole text
        card = page.locator("#sr-public [data-goal]").first
        assert card.locator(".sr-goal-short").is_visible() and card.locator(".sr-goal-short").get_attribute("aria-hidden") == "true"
        assert BY_ID[card.get_attribute("data-goal")].text in card.locator(".sr-goal-text").text_content()
