"""A crowded Sequitur table's spelling decision whole in view (issue 80, "the decisive moment in view"): at a
table of four or five a round can hold many public goals (a goal of each colour from each seat), and a line
a seat left them too little room at 390x844 (five seats' lines, and of eight goals the last row under the
rack). On a phone upright a table of four or more is tight (web/games/sequitur/play_view.py `tighten`: two
seats to a line, the goal cards' bands a tag of their points), so every public goal, the secret goal, the
rack, the word and Spell are whole in the window and on top (e2e/one_screen.py `in_view`, as the whole
games' checks). Checked: four seats and six goals at the three phone sizes; five seats and eight goals at
390x844. Five seats and seven or more goals on a 320x640 screen, or held sideways, do not fit whole: there
the goals' room scrolls (docs/features.md)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, shots, sized_page
from sequitur_page import SPELLING
from web.model.seats import Seat, SeatKind

# seats at the table: (the public goals at Ann's spelling decision, the sizes where all is whole)
TABLES = {4: (6, ("390x844", "320x640", "844x390")), 5: (8, ("390x844",))}


@pytest.mark.parametrize("seats,size", [(n, size) for n, (_goals, sizes) in sorted(TABLES.items()) for size in sizes])
def test_every_goal_is_whole_at_a_crowded_spelling_decision(browser: Browser, base_url: str, seats: int,
                                                            size: str) -> None:
    goals = TABLES[seats][0]
    table = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, seats)]
    session = sequitur_by_ai(5, lambda s: deciding("spell")(s) and len(s.state.public) >= goals, table)
    assert deciding("spell")(session) and len(session.state.public) == goals, "the seeded game never got there"
    for page in sized_page(browser, size):
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-private[data-decision='spell']", in_place=True)
        assert page.locator("#sr-public [data-goal]").count() == goals
        shots(page, f"decide-sequitur-spell-{seats}-seats-{size}")
        assert in_view(page, SPELLING) == []
