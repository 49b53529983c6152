"""A game keeps the goal catalog it was dealt (RULINGS Sequitur 1, issue 26):
a save left by the release before catalog 2 (tests/data/catalogs, its record
names no catalog) resumes in the browser with catalog 1's goals on the table,
public goals, stacks and secret goal as that release showed them; a save of
catalog 2 resumes with its own, a game of Spanish words too (its catalog 2 deck, none of the
cards written for Spanish since); and a new game deals catalog 3 (issue 84: in English, catalog 2's cards).

The page is opened with `?fast` (short AI time limits, no pauses).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import wait_ready
from memory_records import saved_record, store
from sequitur_page import TIMEOUT, open_setup, start

DATA = Path(__file__).resolve().parents[2] / "tests" / "data" / "catalogs"
EXPECTED = json.loads((DATA / "expected.json").read_text())


@pytest.mark.parametrize("name, catalog", [("sequitur-catalog-1", 1), ("sequitur-catalog-2", 2),
                                           ("sequitur-spanish-catalog-2", 2)])
def test_a_saved_game_resumes_with_the_goals_it_was_dealt(page: Page, base_url: str, name: str, catalog: int) -> None:
    expected = EXPECTED[name]
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    store(page, "sequitur", (DATA / f"{name}.json").read_text())
    page.goto(base_url + "?fast#/sequitur/play")  # where a saved game resumes
    wait_ready(page)
    expect(page.locator("#sr-status")).to_contain_text("Round 2 of 3", timeout=TIMEOUT)
    for goal, text in expected["public"]:  # the public goals, with the texts that release gave them
        expect(page.locator(f"#sr-public [data-goal='{goal}']")).to_contain_text(text)
    secret, text = expected["secret"][0]  # Ann's secret goal, on her own screen
    expect(page.locator(f"[data-goal='{secret}']").first).to_contain_text(text)
    for seat, stack in enumerate(expected["stacks"]):  # the claimed goals, each titled with its text
        for goal, text in stack:
            expect(page.locator(f"#sr-seats [data-goal='{goal}'][data-seat='{seat}']")).to_have_attribute(
                "title", text)
    if catalog == 1:  # none of these cards' texts is a catalog 2 card's
        assert "A word of four letters or more with no skill points" in page.locator("#sr-public").inner_text()
    assert saved_record(page, "sequitur")["config"]["catalog"] == catalog  # saved again, it names its catalog
    assert not page.console_errors, page.console_errors


def test_a_new_game_deals_catalog_3(page: Page, base_url: str) -> None:
    open_setup(page, base_url)
    start(page, [("Ann", "")])
    expect(page.locator("#sr-colour-green")).to_be_visible(timeout=TIMEOUT)
    assert saved_record(page, "sequitur")["config"] == {"players": 1, "catalog": 3}
    assert not page.console_errors, page.console_errors
