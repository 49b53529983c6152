"""Nothing lost to one tap (issue 41): the autosave is overwritten outright
only by `Saves.save_game(..., replace=True)`, and every place that does so
is a door that first asks when the autosave holds an unfinished game
(web/ui/keep_game.py; the browser tests: e2e/table/test_start_keeps_a_game.py,
test_learn_from_a_game.py, test_replay_undo_import.py, e2e/sequitur/test_sequitur_daily_play.py).
A new door fails here until it asks and is listed."""
from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"

REPLACES = re.compile(r"\.save_game\(.*replace=True")
# each file that replaces the autosave, and what in it (or in the file named) asks first
DOORS = {
    "table/setup_form.py": ("table/setup_form.py", "replace_or_ask("),  # Start
    "table/driver.py": ("ui/end_view.py", "replace_or_ask("),  # Rematch, asked by the end box
    "table/play_on.py": ("table/play_on.py", "replace_or_ask("),  # Play on from here
    "table/screens.py": ("table/screens.py", "-import-load\", _(REPLACE)"),  # an import
    "games/sequitur/daily_view.py": ("games/sequitur/daily_view.py", "replace_or_ask("),  # today's deal
}


def test_every_door_that_replaces_the_autosave_asks_first() -> None:
    replacing = {str(path.relative_to(WEB)) for path in WEB.rglob("*.py")
                 if "vendor" not in path.parts and REPLACES.search(path.read_text(encoding="utf-8"))}
    assert replacing == set(DOORS), "a door replaces the autosave: make it ask (web/ui/keep_game.py) and list it"
    for door, (where, asks) in DOORS.items():
        assert asks in (WEB / where).read_text(encoding="utf-8"), f"{door}: {where} does not ask ({asks!r})"


def test_the_end_box_rematches_only_through_the_question() -> None:
    source = (WEB / "ui" / "end_view.py").read_text(encoding="utf-8")
    assert source.count("self.driver.rematch") == 2  # with no autosave (a guest), and as the question's answer
    assert "replace=self.driver.rematch" in source
