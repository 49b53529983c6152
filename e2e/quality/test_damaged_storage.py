"""This device's storage as a door (issue 31, 3 to 5): items another app on
the same origin or a damaged disk could leave there. The app starts, every
screen opens at once, and what is unreadable is ignored (the statistics say
so and offer to clear them)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from conftest import wait_ready

DEEP = 100_000  # brackets: json.loads alone would exhaust the runtime's stack


def seed_storage(page: Page, base_url: str, items: dict[str, str]) -> None:
    """Open the app once, write `items` to its localStorage, and reload."""
    page.goto(base_url)
    wait_ready(page)
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    page.reload()
    wait_ready(page)


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("key", ["seqgames.settings", "seqgames.sequence.setup", "seqgames.sequoia.levels",
                                 "seqgames.net.stun", "seqgames.net.guest", "seqgames.stats",
                                 "seqgames.sequitur.game", "seqgames.sequitur.languages", "seqgames.lang"])
def test_an_item_nested_very_deep_is_ignored_not_fatal(page: Page, base_url: str, key: str) -> None:
    seed_storage(page, base_url, {key: '{"a":' + deep(DEEP) + "}"})
    for screen, heading in (("#/sequence", "Sequence"), ("#/sequoia", "Sequoia"), ("#/sequitur", "Sequitur"),
                            ("#/settings", "Settings"), ("#/stats", "Statistics")):
        page.goto(base_url + screen)
        expect(page.locator("#view h1")).to_contain_text(heading, timeout=30_000)
    assert not [e for e in page.console_errors if "fatal" in e.lower() or "RecursionError" in e], page.console_errors


def test_thousands_of_stored_levels_do_not_slow_the_setup(page: Page, base_url: str) -> None:
    levels = "{" + ",".join(f'"level{i}":"a level {i}"' for i in range(30_000)) + "}"
    seed_storage(page, base_url, {"seqgames.sequence.levels": levels})
    page.goto(base_url + "#/sequence")
    expect(page.locator("#seq-start")).to_be_visible(timeout=30_000)
    # before: a player list of 30,000 options, built in 15 to 19 s; now what is read is capped
    options = page.locator("#seq-kind-1 option")
    assert options.count() < 40


def test_statistics_with_a_count_python_misreads_still_open(page: Page, base_url: str) -> None:
    store = ('{"format":"seqgames-stats","version":1,"counted":[],"players":{"ann":{"name":"Ann","games":'
             '{"sequence":{"played":2,"won":1,"tables":{"\\u00b2":[1,0],"2":[1,1]},"levels":{},"scores":[]}}}}}')
    seed_storage(page, base_url, {"seqgames.stats": store})
    page.goto(base_url + "#/stats")
    expect(page.locator("#view h1")).to_have_text("Statistics")
    expect(page.locator("#stats-body")).to_contain_text("Ann")
    expect(page.locator("#stats-clear")).to_be_visible()
    assert page.console_errors == []


def test_names_from_a_save_are_cleaned_on_the_home_screen(page: Page, base_url: str) -> None:
    """Issue 31, 8: an autosave's names (outside data) shown on the Resume line
    lose bidirectional controls and zero-width characters."""
    save = ('{"record": {"table": {"seats": [{"name": "\\u202eAnn"}, {"name": "B\\u200bo\\u200db"}]}, "actions": []},'
            ' "view": {"progress": {"over": false, "where": "Turn 3 of 10"}}}')
    seed_storage(page, base_url, {"seqgames.sequoia.game": save})
    resume = page.locator("#resume-sequoia")
    expect(resume).to_contain_text("Ann and Bob")
    text = resume.text_content() or ""
    assert not any(ch in text for ch in "\u202e\u200b\u200d")


@pytest.mark.parametrize("upload", [
    {"name": "reply.png", "mimeType": "image/png", "buffer": b"this is no picture at all"},
    {"name": "notes.txt", "mimeType": "text/plain", "buffer": "a text file\n".encode()},
    {"name": "broken.png", "mimeType": "image/png", "buffer": b"\x89PNG\r\n\x1a\n" + bytes(200)},
])
def test_a_file_that_is_no_picture_of_a_code_says_so(page: Page, base_url: str, upload: dict) -> None:
    """Issue 31, 9: where a picture of a code is asked for, a file that is no
    picture gives a message, and the table goes on waiting for the reply."""
    page.goto(f"{base_url}?fast#/sequoia")
    wait_ready(page)
    page.select_option("#sq-kind-1", "@away")
    page.click("#sq-start")
    expect(page.locator("#net-panel")).to_be_visible(timeout=20_000)
    page.set_input_files("#net-reply-picture", files=[upload])
    expect(page.locator("#net-reply-problem")).to_contain_text("No QR code was found", timeout=20_000)
    expect(page.locator("#net-state-1")).to_have_text("Waiting to pair")
    assert page.console_errors == []
