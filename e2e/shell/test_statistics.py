"""The statistics screen when what is stored is damaged (issue 15): a
damaged statistics store or replay refused with a message while everything
else goes on, and the store cleared after asking. `?fast` for speed."""
from __future__ import annotations

from playwright.sync_api import Page, expect

from memory_page import TIMEOUT, last_move, open_page
from memory_records import one_move_from_the_end, store


def test_a_damaged_statistics_store_or_replay_is_refused_and_breaks_nothing(app: Page, base_url: str) -> None:
    app.evaluate("localStorage.setItem('seqgames.stats', '{\"format\": \"seqgames-stats\", \"version\": 1, [')")
    open_page(app, base_url + "?fast#/stats")
    expect(app.locator("#stats-problem")).to_contain_text("The statistics on this device cannot be read")
    # a game still ends, and says its statistics were not kept
    text, action, _end = one_move_from_the_end("sequoia")
    store(app, "sequoia", text)
    open_page(app, base_url + "?fast#/sequoia/play")
    last_move(app, "sequoia", action)
    expect(app.locator("#sq-end")).to_be_visible(timeout=TIMEOUT)
    expect(app.locator("#sq-message")).to_contain_text("The statistics were not updated")
    # clearing the store (asked first) counts again from nothing
    open_page(app, base_url + "?fast#/stats")
    app.click("#stats-clear")
    app.click("#stats-clear-no")
    expect(app.locator("#stats-problem")).to_be_visible()
    app.click("#stats-clear")
    app.click("#stats-clear-yes")
    expect(app.locator("#stats-empty")).to_be_visible()
    expect(app.locator("#stats-status")).to_have_text("The statistics were cleared.")
    # a damaged replay: refused with the reason, closed with a click, the setup screen works
    store(app, "sequence", '{"format": "seqgames-replay", "version": 1, "game": "sequence", "record": 5}', key="replay")
    open_page(app, base_url + "?fast#/sequence/replay")
    expect(app.locator("#replay-problem")).to_contain_text("This replay cannot be shown: the replay holds no game record")
    app.click("#replay-close")
    expect(app.locator("#seq-start")).to_be_visible(timeout=TIMEOUT)
    assert app.evaluate("localStorage.getItem('seqgames.sequence.replay')") is None
    assert app.console_errors == []
