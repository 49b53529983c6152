"""The "?" at the table (issue 67): a button named "Rules" in the table's bar
(web/ui/table_layout.py, one for the three games) opens the game's rules in a
sheet over the table, at the part of the decision in front of the player, and
closing it gives the same decision back, its selection untouched. At 390x844
with touch, one page for the three games, each decision a game crafted with the
engine and opened as a reload opens its autosave:

- Sequence: a dead card in the hand (the dead cards), a two-eyed jack chosen (wild),
  a one-eyed jack chosen (removing a chip), the card staying chosen;
- Sequoia: choosing pairs with a first forest picked (a turn), which stays picked;
  a tiebreaker roll (ties and tiebreaker turns);
- Sequitur: a Sequitur card being played with a ball picked (the five cards), a word
  being spelled (spelling), the same word after; claiming a goal (claiming).

axe-core finds nothing serious in the open sheet (the "More details" opened too).
"""
from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import PHONE, kept
from memory_page import open_saved
from memory_records import played
from moment_records import sequitur_by_ai
from engine.sequoia.dice import can_reach_a_tie
from web.games.sequitur.claims import claim_without_asking
from web.model.seats import Seat, SeatKind

VERSUS = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")]
TIMEOUT = 30_000


def first(game: str, until: Callable[[Any], bool], *, seats: list[Seat] | None = None, by_ai: bool = False) -> str:
    """The autosave of the first seeded game of `game` that reaches `until` (Ann to decide)."""
    for seed in range(1, 200):
        session = sequitur_by_ai(seed, until, seats) if by_ai else played(game, seed, until, seats=seats)
        if not session.is_over and until(session):
            return session.save_text()
    raise LookupError(f"no {game} game reaches the moment")


def ann_deciding(session: Any) -> bool:
    return not session.is_over and 0 in session.waiting()


def jacks_and_a_dead_card(session: Any) -> bool:
    """Ann to play, holding a two-eyed jack, a one-eyed jack and a dead card she may turn in."""
    if not ann_deciding(session):
        return False
    mine = session.private(0)
    hand = mine["hand"]
    return bool({"JD", "JC"} & set(hand) and {"JH", "JS"} & set(hand) and mine["dead"]
                and not mine["dead_turned_in"])


def rolled(phase: str) -> Callable[[Any], bool]:
    """Ann to choose her pairs in a turn of `phase` ("regular", "tiebreak"), her roll able to count."""
    def until(session: Any) -> bool:
        if not ann_deciding(session):
            return False
        own = session.private(0)
        return bool(own["roll"]) and own["phase"] == phase and not own["sequoia"] and can_reach_a_tie(own)
    return until


def sequitur_deciding(kind: str) -> Callable[[Any], bool]:
    def until(session: Any) -> bool:
        return ann_deciding(session) and session.state.observation(0)["decision"] == kind \
            and (kind != "action" or len(session.state.observation(0)["cards"]) == 5)
    return until


def choosing_a_claim(session: Any) -> bool:
    return sequitur_deciding("claim")(session) and claim_without_asking(session.state, 0) is None


@pytest.fixture
def touch(browser: Browser) -> Page:
    yield from kept(browser, **PHONE)


def rules_at(page: Page, prefix: str, part: str, *, escape: bool = False) -> None:
    """Tap "?": the rules' sheet opens at `part` (its heading focused, in sight), over the table;
    then close it (Close tapped, or Escape) and the focus is back on "?"."""
    ask = page.locator(f"#{prefix}-rules-open")
    expect(ask).to_have_accessible_name("Rules")
    box = ask.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box  # a finger's target
    ask.tap()
    sheet = page.locator(f"#{prefix}-rules-sheet")
    expect(sheet).to_be_visible()
    expect(sheet).to_have_attribute("data-part", part)
    heading = page.locator(f"#{prefix}-rules-part-{part}-h")
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport()
    expect(sheet.locator(".rules-part .rules-picture:not([hidden]) > *").first).to_be_attached()  # its pictures
    if escape:
        page.keyboard.press("Escape")
    else:
        page.locator(f"#{prefix}-rules-close").tap()
    expect(sheet).to_be_hidden()
    expect(ask).to_be_focused()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing scrolls sideways


def test_the_question_mark_opens_the_rules_of_each_decision_and_gives_it_back(touch: Page, base_url: str) -> None:
    page = touch
    # Sequence: a dead card in the hand, then each jack chosen, which stays chosen
    open_saved(page, base_url, "sequence", first("sequence", jacks_and_a_dead_card), "#seq-hand .seq-card", in_place=True)
    page.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
    rules_at(page, "seq", "dead")
    for jacks, part in (("JD, JC", "wild"), ("JH, JS", "remove")):
        card = page.locator(", ".join(f"#seq-hand .seq-card[data-card='{j}']" for j in jacks.split(", "))).first
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        targets = page.locator("#seq-grid .seq-cell.target").count()
        assert targets
        rules_at(page, "seq", part, escape=part == "remove")
        expect(card).to_have_attribute("aria-pressed", "true")  # the same card chosen, the same spaces offered
        expect(page.locator("#seq-grid .seq-cell.target")).to_have_count(targets)

    # Sequoia: pairs to choose with a first forest picked (a turn), then a tiebreaker roll
    open_saved(page, base_url, "sequoia", first("sequoia", rolled("regular"), seats=VERSUS), "#sq-pairs .sq-pair", in_place=True)
    a = page.locator("#sq-pairs .sq-pair").first.get_attribute("data-pair").split(",")[0]
    forest = page.locator(f"[data-forest='{a}']").first
    forest.tap()
    expect(forest).to_have_attribute("aria-pressed", "true")
    hint = page.locator("#sq-hint").text_content()
    rules_at(page, "sq", "turn")
    expect(forest).to_have_attribute("aria-pressed", "true")  # the first forest still picked
    expect(page.locator("#sq-hint")).to_have_text(hint)
    open_saved(page, base_url, "sequoia", first("sequoia", rolled("tiebreak"), seats=VERSUS), "#sq-pairs .sq-pair", in_place=True)
    pairs = page.locator("#sq-pairs .sq-pair").count()
    rules_at(page, "sq", "ties")
    expect(page.locator("#sq-pairs .sq-pair")).to_have_count(pairs)

    # Sequitur: a Sequitur card being played, a ball picked; a word being spelled; a goal to claim
    open_saved(page, base_url, "sequitur", first("sequitur", sequitur_deciding("action"), seats=VERSUS), "#sr-pass", in_place=True)
    page.locator("#sr-play-swap").tap()
    page.locator("#sr-ball-0").tap()
    expect(page.locator("#sr-ball-0")).to_have_attribute("aria-pressed", "true")
    rules_at(page, "sr", "cards")
    expect(page.locator("#sr-private")).to_have_attribute("data-decision", "action-swap")
    expect(page.locator("#sr-ball-0")).to_have_attribute("aria-pressed", "true")
    open_saved(page, base_url, "sequitur", first("sequitur", sequitur_deciding("spell"), seats=VERSUS), "#sr-spell", in_place=True)
    for ball in ("#sr-ball-0", "#sr-ball-1", "#sr-ball-2"):
        page.locator(ball).tap()
    word = page.locator("#sr-word-text").text_content()
    assert len(word) == 3
    rules_at(page, "sr", "spell")
    expect(page.locator("#sr-word-text")).to_have_text(word)  # the word being spelled, as it was
    open_saved(page, base_url, "sequitur", first("sequitur", choosing_a_claim, seats=VERSUS, by_ai=True), ".sr-claim", in_place=True)
    rules_at(page, "sr", "claim")
    expect(page.locator(".sr-claim").first).to_be_visible()

    # the sheet for axe: open, with its details unfolded
    page.locator("#sr-rules-open").tap()
    page.locator("#sr-rules-more > summary").tap()
    expect(page.locator("#sr-rules-goals")).to_be_visible()
    found = axe_violations(page, axe_source())
    assert found == [], found
    assert page.console_errors == []
