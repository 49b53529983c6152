"""The first hint of a game says what it costs (issue 41): "Allow hints" is
on by default, so one tap on "Suggest a move" would make a game assisted
without a word. Before the first suggestion of a game not yet assisted, the
table asks once (the one question dialog, web/ui/question.py), the same in
the three games: "Show a suggestion" goes on, "Cancel" (or Escape) leaves
the game as it was; after that, suggestions come without asking."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from memory_page import PREFIX, TIMEOUT, open_page
from memory_records import played, store

WARNING = "A suggestion makes this game assisted: the statistics and the finished games will say so."


def aids(page: Page, game: str) -> list[str]:
    return json.loads(page.evaluate(f"localStorage.getItem('seqgames.{game}.game')"))["view"].get("aids", [])


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_the_first_hint_of_a_game_asks_once(app: Page, base_url: str, game: str) -> None:
    session = played(game, 3, lambda s: len(s.state.history) >= 4 and 0 in s.waiting(), options={"hints": True})
    store(app, game, session.save_text())
    p = PREFIX[game]
    open_page(app, f"{base_url}?fast#/{game}/play")
    button, message = app.locator(f"#{p}-suggest"), app.locator(f"#{p}-message")
    choice, question = app.locator(f"#{p}-suggest-choice"), app.locator(f"#{p}-suggest-question")
    expect(button).to_be_visible(timeout=TIMEOUT)  # Ann decides now
    button.click()
    expect(question).to_have_text(WARNING)
    expect(app.locator(f"#{p}-suggest-go")).to_have_text("Show a suggestion")
    expect(app.locator(f"#{p}-suggest-go")).to_be_focused()
    # Escape is the way out, as Cancel is: nothing asked of the AI, the game not assisted
    app.keyboard.press("Escape")
    expect(choice).to_be_hidden()
    expect(button).to_be_focused()
    expect(message).not_to_contain_text("Suggestion")
    assert aids(app, game) == []
    button.click()
    app.click(f"#{p}-suggest-cancel")
    expect(choice).to_be_hidden()
    assert aids(app, game) == []
    # go on: the suggestion comes, and the game is assisted
    button.click()
    app.click(f"#{p}-suggest-go")
    expect(message).to_contain_text("Suggestion: ", timeout=TIMEOUT)
    assert aids(app, game) == ["suggest"]
    # asked once: the next suggestion comes without the question
    app.reload()
    expect(button).to_be_visible(timeout=TIMEOUT)
    button.click()
    expect(message).to_contain_text("Suggestion: ", timeout=TIMEOUT)
    expect(choice).to_be_hidden()
    assert app.console_errors == []  # type: ignore[attr-defined]
