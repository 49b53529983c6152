"""A chart in one sentence (web/ui/chart.py `summary`, the statistics' charts' spoken summary), in
the player's language, each case a whole sentence with its plural (issue 69)."""
from __future__ import annotations

from tests.browser_stand_ins import browser_stand_ins
from tools import words as catalogs

CASES = (([12, 42, 30], "games"), ([25], "games"), ([7, 7], "days"), ([], "days"), ([3, 9], "days"))


def test_a_chart_said_in_one_sentence_in_each_language() -> None:
    said: dict[str, list[str]] = {}
    with browser_stand_ins():
        from web.page import words
        from web.ui.chart import Bar, summary

        try:
            for code in ("en", "de", "pl"):
                words.install(code, None if code == "en" else catalogs.compiled(code))
                said[code] = [summary([Bar(value, str(value)) for value in values], kind) for values, kind in CASES]
        finally:
            words.install("en", None)
    assert said["en"] == ["3 games, oldest to latest: from 12 to 42 points, the latest 30.",
                          "1 game, oldest to latest: 25 points, the latest 25.",
                          "2 days, oldest to latest: 7 points, the latest 7.", "No days.",
                          "2 days, oldest to latest: from 3 to 9 points, the latest 9."]
    assert said["de"][0] == "3 Spiele, vom ältesten zum neuesten: von 12 bis 42 Punkten, zuletzt 30.", said
    assert said["pl"][1] == "1 gra, od najstarszej do najnowszej: 25 pkt, ostatnio 25.", said
    assert said["pl"][3] == "Brak dni.", said
