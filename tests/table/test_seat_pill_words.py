"""An AI seat's pill says "thinking…" or "warming up…" (web/ui/pill.py `mark_thinking`) in the
player's language (issue 69), drawn on the build's stand-in elements (tools/prerender.py) inside
tests/browser_stand_ins.py's block."""
from __future__ import annotations

from tests.browser_stand_ins import browser_stand_ins
from tools import words as catalogs


def test_an_ai_seat_says_it_thinks_or_warms_up_in_the_player_s_language() -> None:
    said = []
    with browser_stand_ins():
        from tools.prerender import create_element, stand_in_browser

        stand_in_browser()
        from web.page import words
        from web.ui.pill import mark_thinking

        class Driver:
            warming = False

        try:
            for code in ("en", "de", "pl"):
                words.install(code, None if code == "en" else catalogs.compiled(code))
                for warming in (False, True):
                    item, driver = create_element("li"), Driver()
                    driver.warming = warming
                    mark_thinking(item, "sr", driver)
                    said.append((item.children[-1].attrs["id"], item.children[-1].textContent))
        finally:
            words.install("en", None)
    assert [text for _id, text in said] == [
        "thinking…", "warming up…", "denkt nach…", "wärmt sich auf…", "myśli…", "rozgrzewa się…"], said
    assert {ident for ident, _text in said} == {"sr-thinking"}
