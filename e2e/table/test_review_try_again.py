"""Try again (issue 81), at 390x844 with touch: from the player's first mistake in a Sequence review
("Next mistake"), "Try again" puts the position before it at the table with Ann's own hand; the
review's better move ("Better: ...") tapped there is judged as good as the best move, the mistake
itself tapped again is not; "Back to the review" returns to the review at that move."""
from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import Page, expect

from axe_source import axe_source, axe_violations
from memory_page import at_move
from table.test_review_on_a_phone import reviewed
from web.games.sequence.card_words import CARD_NAMES

SHOTS = os.environ.get("SHOTS")  # a folder: the screens of a try, for a person to look at
JUDGED = 90_000  # the worker's judgement of one move, on a shared 2-core machine


def move_in(line: str) -> tuple[str, int]:
    """The card and the space (its cell) a review's line names: '... the jack of diamonds on row 4, column 10'."""
    names = sorted(CARD_NAMES.items(), key=lambda item: -len(item[1]))
    code = next(code for code, name in names if re.search(rf"(?<![\w]){re.escape(name)}\b", line))
    row, col = map(int, re.search(r"row (\d+), column (\d+)", line).groups())
    return code, (row - 1) * 10 + (col - 1)


def tap_move(page: Page, code: str, cell: int) -> None:
    page.locator(f"#seq-hand .seq-card[data-card='{code}']").first.tap()
    page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']").tap()


@pytest.fixture(scope="module")
def axe() -> str:
    return axe_source()


@pytest.mark.timeout(600)
def test_a_mistake_tried_again(phone: Page, base_url: str, axe: str) -> None:
    page = phone
    end = reviewed(page, base_url, "sequence", at=0)
    total = len(end.state.history)
    page.locator("#review-next-mistake").tap()
    where = page.locator("#replay-where").inner_text()
    step = int(re.search(r"[Mm]ove (\d+) of", where).group(1))
    lines = page.locator("#review-advice-text p").all_inner_texts()
    better = next(line for line in lines if line.startswith("Better: "))
    played = lines[0]
    assert played.startswith(f"Move {step}: Ann played"), played
    trying = page.locator("#review-try")
    expect(trying).to_be_visible()
    expect(page.locator("#review-try-back")).to_be_hidden()  # a try's own button, not the review's
    trying.tap()
    expect(page.locator("#replay-where")).to_have_text(at_move(step - 1, total))
    advice = page.locator("#review-advice-text")
    expect(advice).to_contain_text("find a better move for Ann")
    expect(page.locator("#seq-hand .seq-card")).not_to_have_count(0)  # Ann's own hand, as she held it then
    # the review's better move: as good as the best
    tap_move(page, *move_in(better))
    expect(advice).to_contain_text("As good as the best move.", timeout=JUDGED)
    expect(advice).to_contain_text("Tried instead: Ann played")
    expect(advice).to_be_in_viewport()  # the judgement in sight, with Try again and Back
    expect(trying).to_be_in_viewport()
    assert axe_violations(page, axe, ()) == [], "the try's screen: no serious or critical violation"
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "review-try-sequence-390x844-best.png"))
    # the mistake itself, tried again: not the best
    expect(trying).to_be_visible()
    trying.tap()
    expect(advice).to_contain_text("find a better move for Ann")
    tap_move(page, *move_in(played.split(" played ", 1)[1]))
    expect(advice).to_contain_text("That is the move Ann played: try another.")
    # another move: judged against the best and against Ann's
    cards = page.locator("#seq-hand .seq-card")
    avoid = {move_in(better)[0], move_in(played.split(" played ", 1)[1])[0], "JS", "JH", "JC", "JD"}
    targets = page.locator("#seq-grid .seq-cell.target")
    for index in range(cards.count()):
        if cards.nth(index).get_attribute("data-card") in avoid:
            continue
        cards.nth(index).tap()
        expect(cards.nth(index)).to_have_attribute("aria-pressed", "true")
        if targets.count():
            break
    targets.first.tap()
    expect(advice).to_contain_text(re.compile(r"Tried instead: Ann played .*(As good as the best move\.|Worse than your "
                                              r"move\.|No better than your move\.|Better than your move, not the best\.)"),
                                   timeout=JUDGED)
    if "As good as the best move." not in advice.inner_text():
        expect(advice).to_contain_text(re.compile(r"Grade: (good|inaccuracy|mistake|blunder)|A blunder: Ann"))
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "review-try-sequence-390x844-other.png"))
    # back to the review at the mistake
    page.locator("#review-try-back").tap()
    expect(page.locator("#replay-where")).to_have_text(at_move(step, total))
    expect(advice.locator("p").first).to_have_text(played)
    expect(trying).to_be_visible()
    expect(page.locator("#review-try-back")).to_be_hidden()
    assert page.console_errors == []  # type: ignore[attr-defined]
