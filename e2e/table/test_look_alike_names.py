"""Names that look alike are one player (issue 31, 7), at each door two names
meet: every game's setup refuses them with a message naming both; a record
file (saying so before it opens) and an autosave with them load, the later
name renamed "Ann (2)", so no two covers read "Pass the device to Ann". (The guest's copy of a host's table:
tests/net/test_net_protocol.py; the comparison itself: tests/device/test_names.py.)"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import more_options, wait_ready
from memory_records import spec_of
from web.model.seats import Seat
from web.model.session import Session

CYRILLIC_ANN = "\u0410nn"  # CYRILLIC CAPITAL LETTER A, then a Latin "nn"
SELECTOR_ANN = "Ann\ufe0f"  # VARIATION SELECTOR-16 after it: invisible


def look_alike_session(game: str, second: str) -> Session:
    """A new two-person game of `game` whose second seat's name looks like 'Ann'."""
    return Session.new(spec_of(game), {"players": 2}, [Seat("Ann"), Seat(second)], {}, seed=11)


def saved_names(page: Page, game: str) -> list[str]:
    save = json.loads(page.evaluate(f"localStorage.getItem('seqgames.{game}.game')"))
    return [seat["name"] for seat in save["record"]["table"]["seats"]]


@pytest.mark.parametrize("game,prefix", [("sequence", "seq"), ("sequoia", "sq"), ("sequitur", "sr")])
@pytest.mark.parametrize("second", [CYRILLIC_ANN, SELECTOR_ANN, "Sarn"])
def test_a_setup_refuses_a_second_name_that_looks_like_the_first(page: Page, base_url: str, game: str,
                                                                   prefix: str, second: str) -> None:
    page.goto(f"{base_url}?fast#/{game}")
    wait_ready(page)
    page.select_option(f"#{prefix}-players", "2")
    page.fill(f"#{prefix}-name-0", "Sam" if second == "Sarn" else "Ann")
    page.fill(f"#{prefix}-name-1", second)
    page.click(f"#{prefix}-start")
    error = page.locator(f"#{prefix}-error")
    first = "Sam" if second == "Sarn" else "Ann"
    expect(error).to_contain_text(f"Seats 1 and 2 look alike: “{first}” and “{second}” read the same")
    expect(error).to_contain_text("give each a different name.")
    expect(page.locator(f"#{prefix}-start")).to_be_visible()  # nothing started
    assert page.evaluate(f"localStorage.getItem('seqgames.{game}.game')") is None
    # a name that only looks different to a machine is still refused; one that looks different starts
    page.fill(f"#{prefix}-name-1", "Bob")
    page.click(f"#{prefix}-start")
    expect(page.locator(f"#{prefix}-start")).to_be_hidden(timeout=30_000)
    assert page.console_errors == []


def test_an_imported_record_with_look_alike_names_loads_them_renamed(page: Page, base_url: str,
                                                                      tmp_path: Path) -> None:
    path = tmp_path / "look-alike.json"
    path.write_text(look_alike_session("sequence", CYRILLIC_ANN).record_text())
    page.goto(f"{base_url}?fast#/sequence")
    wait_ready(page)
    more_options(page, "seq")
    page.click(".seq-import summary")
    page.set_input_files("#seq-import", str(path))
    question = page.locator("#seq-import-question")
    expect(question).to_have_text(f"Names in this file look alike: so that each cover says whose turn it is, "
                                  f"“{CYRILLIC_ANN}” plays here as “{CYRILLIC_ANN} (2)”. This file is a game of "
                                  f"Ann and {CYRILLIC_ANN} (2) in progress.", timeout=30_000)
    expect(page.locator("#seq-import-load")).to_be_focused()
    page.click("#seq-import-load")
    expect(page.locator("#view")).to_contain_text(f"{CYRILLIC_ANN} (2)", timeout=30_000)
    assert saved_names(page, "sequence") == ["Ann", f"{CYRILLIC_ANN} (2)"]
    assert page.console_errors == []


def test_an_autosave_with_look_alike_names_resumes_with_two_covers_that_differ(page: Page, base_url: str) -> None:
    save = look_alike_session("sequoia", SELECTOR_ANN).save_text()
    page.goto(base_url)
    wait_ready(page)
    page.evaluate("save => localStorage.setItem('seqgames.sequoia.game', save)", save)
    page.goto(f"{base_url}?fast#/sequoia/play")
    title = page.locator("#sq-cover-title")
    expect(title).to_have_text("Pass the device to Ann", timeout=30_000)
    page.click("#sq-cover-ok")
    page.locator("#sq-pairs .sq-pair").first.click()  # Ann's choice, then the next person's cover
    expect(title).to_have_text(f"Pass the device to {SELECTOR_ANN} (2)")
    assert saved_names(page, "sequoia") == ["Ann", f"{SELECTOR_ANN} (2)"]
    assert page.console_errors == []
