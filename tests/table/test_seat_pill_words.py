"""An AI seat's pill says "thinking…" or "warming up…" (web/ui/pill.py `mark_thinking`) in the
player's language (issue 69), drawn with the build's stand-in browser (tools/prerender.py) in a
process of its own, as the build's prerendering does."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
from tools.prerender import create_element, stand_in_browser
stand_in_browser()
from tools import words as catalogs
from web.page import words
from web.ui.pill import mark_thinking

class Driver:
    warming = False

for code in ("en", "de", "pl"):
    words.install(code, None if code == "en" else catalogs.compiled(code))
    for warming in (False, True):
        item, driver = create_element("li"), Driver()
        driver.warming = warming
        mark_thinking(item, "sr", driver)
        print(code, item.attrs.get("class", ""), item.children[-1].attrs["id"], item.children[-1].textContent)
"""


def test_an_ai_seat_says_it_thinks_or_warms_up_in_the_player_s_language() -> None:
    said = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}).stdout.splitlines()
    assert [line.split(" ", 3)[3] for line in said] == [
        "thinking…", "warming up…", "denkt nach…", "wärmt sich auf…", "myśli…", "rozgrzewa się…"], said
    assert all(line.split(" ")[2] == "sr-thinking" for line in said), said
