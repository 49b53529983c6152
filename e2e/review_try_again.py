"""Learn from your mistakes (issue 81), checked by e2e/table/test_review_on_a_phone.py on its review,
for each game at 390x844 and 320x640 with touch (then 844x390 and 1280x800): from Ann's first mistake
in a review ("Next mistake"), "Try again" puts the position before it at the table with Ann's own
hand, roll or rack (nobody else's); a move tapped there is judged, as good as the best or not, in
the review's words; "Try again" again, another move judged; "Show the answer" marks the review's better
move where "Suggest a move" marks it, with its words, the whole decision one screen (`in_view`) and
axe clean; the answer tapped is judged; "Next mistake" goes to the next mistake's try, and the run's
last says how many mistakes were found; "Back to the review" returns to the review at the move."""
from __future__ import annotations

import os
import re

from playwright.sync_api import Page, expect

from axe_source import axe_violations
from memory_page import at_move, no_sideways_scroll
from one_screen import SIZES, in_view_within
from review_one_screen import BOARD
from web.games.sequence.card_words import CARD_NAMES

SHOTS = os.environ.get("SHOTS")  # a folder: the screens of a try, for a person to look at
JUDGED = 90_000  # the worker's judgement of one move, on a shared 2-core machine
PROMPT = "find a better move for Ann, from what Ann could see then"
TOLD = re.compile(r"Tried instead: Ann .*(As good as the best move\.|Worse than your move\.|No better than your move\."
                  r"|Better than your move, not the best\.)|That is the move Ann played: try another\.")
# what a decision needs in sight while trying: its choices, as the table offers them
CHOICES = {"sequence": "#seq-hand .seq-card", "sequoia": "#sq-pairs .sq-pair:not([hidden]), #sq-no-effect",
           "sequitur": "#sr-rack, #replay-table .table-tray :focus"}
# a move of each decision a tap makes at once (Sequitur: its plain buttons; a card or a word takes more taps)
PLAIN = {"sequoia": "#sq-pairs .sq-pair:not([hidden])",
         "sequitur": "#sr-pass, #sr-nothing, [id^='sr-colour-'], [id^='sr-end-'], #sr-keep-0, #sr-discard, "
                     "[id^='sr-claim-'], [id^='sr-keep-']"}


def move_in(line: str) -> tuple[str, int]:
    """The card and the space (its cell) a review's line names: '... the jack of diamonds on row 4, column 10'."""
    names = sorted(CARD_NAMES.items(), key=lambda item: -len(item[1]))
    code = next(code for code, name in names if re.search(rf"(?<![\w]){re.escape(name)}\b", line))
    row, col = map(int, re.search(r"row (\d+), column (\d+)", line).groups())
    return code, (row - 1) * 10 + (col - 1)


def tap_move(page: Page, code: str, cell: int) -> None:
    page.locator(f"#seq-hand .seq-card[data-card='{code}']").first.tap()
    page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']").tap()


def tap_a_move(page: Page, game: str, index: int) -> None:
    """A move of the decision at the table tapped (the `index`-th one a tap makes, or the last there is)."""
    if game == "sequence":
        cards, targets = page.locator("#seq-hand .seq-card"), page.locator("#seq-grid .seq-cell.target")
        for n in range(cards.count()):
            if cards.nth((n + index) % cards.count()).get_attribute("data-card") in ("JS", "JH", "JC", "JD"):
                continue
            cards.nth((n + index) % cards.count()).tap()
            if targets.count():
                targets.first.tap()
                return
        raise AssertionError("no card of Ann's hand has a space")
    buttons = page.locator(PLAIN[game])
    expect(buttons.first).to_be_visible()
    buttons.nth(min(index, buttons.count() - 1)).tap()


def step_of(page: Page) -> int:
    return int(re.search(r"[Mm]ove (\d+) of", page.locator("#replay-where").inner_text()).group(1))


def tap_the_answer(page: Page, game: str, answer: str) -> None:
    """The answer marked at the table, tapped: Sequence's card and space named in its words; Sequoia's
    pair and Sequitur's button that plays it hold the focus, as "Suggest a move" leaves them."""
    if game == "sequence":
        code, cell = move_in(answer)
        expect(page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")).to_have_attribute("aria-label", re.compile(r", suggested"))
        expect(page.locator(f"#seq-hand .seq-card[data-card='{code}']").first).to_have_attribute("aria-pressed", "true")
        page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']").tap()  # its card chosen already, as Suggest leaves it
        return
    focused = page.locator("#replay-table .table-tray :focus")
    expect(focused).to_have_count(1)
    if game == "sequoia":
        expect(focused).to_have_class(re.compile(r"\bsq-pair\b"))
        expect(focused).to_have_attribute("data-suggested", "")  # ringed for a finger too
    focused.tap()


def learn_from_your_mistakes(page: Page, game: str, total: int, axe: str) -> None:
    """The module's checks on `page`'s finished review of `game` (`total` moves), at 390x844 with touch
    (`axe`: axe-core's source)."""
    advice, trying = page.locator("#review-advice-text"), page.locator("#review-try")
    answer_button, next_button = page.locator("#review-answer"), page.locator("#review-next-mistake")
    parts = [("board", BOARD[game], True, True), ("the try's words", "#review-advice-text > p:first-child", True, False),
             ("the try's buttons", ".review-mistakes .button:not([hidden])", True, True),
             ("the decision's choices", CHOICES[game], True, True)]
    for size in SIZES:  # 390x844 and 320x640 first, then 844x390 and 1280x800
        width, height = SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        if page.locator("#replay-first").is_enabled():
            page.locator("#replay-first").tap()
        next_button.tap()
        step = step_of(page)
        played = advice.locator("p").first.inner_text()
        assert played.startswith(f"Move {step}: Ann "), played
        expect(trying).to_be_visible()
        expect(page.locator("#review-try-back")).to_be_hidden()  # a try's own button, not the review's
        reveal, others = page.locator("#replay-reveal"), page.locator("#replay-hidden")
        if size == "390x844":  # "Reveal all" ticked: the review shows the computer's part, a try never does
            reveal.check()
            expect(others).to_contain_text("Computer 1")
        trying.tap()
        expect(page.locator("#replay-where")).to_have_text(at_move(step - 1, total))
        expect(advice).to_contain_text(PROMPT)
        expect(others).to_be_hidden()
        shown = page.locator("#replay-table").inner_text()  # what is drawn: the computer's hand, roll or rack is not
        assert not re.search(r"Computer 1 \([^)]*\): ", shown), shown
        # a move tried: told best or not; tried again, another
        for index in (0, 1):
            if index:
                trying.tap()
                expect(advice).to_contain_text(PROMPT)
            tap_a_move(page, game, index)
            expect(advice).to_contain_text(TOLD, timeout=JUDGED)
            expect(trying).to_be_in_viewport()
        # the answer (after a best move found, from the position anew): marked at the table, in the review's
        # words, the decision one screen
        if answer_button.is_hidden():
            expect(next_button.or_(page.locator("#review-try-back"))).not_to_have_count(0)
            trying.tap()
        answer_button.tap()
        expect(advice).to_contain_text(f"Move {step}: the best move for Ann, marked at the table.")
        answer = advice.locator("p").nth(1).inner_text()
        assert answer.startswith("Better: "), answer
        expect(answer_button).to_be_hidden()
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, f"issue81-review-try-{game}-{size}.png"))
        problems = in_view_within(page, parts)
        assert not problems, f"{game} at {size}, the answer shown: " + "; ".join(problems)
        assert no_sideways_scroll(page)
        if size == "390x844":
            assert axe_violations(page, axe, ()) == [], "the try's screen: no serious or critical violation"
        # the answer tapped: judged by the review's measure
        tap_the_answer(page, game, answer)
        expect(advice).to_contain_text(TOLD, timeout=JUDGED)
        # the run: each next mistake's try in turn, to the last, which says how many were found
        seen = [step]
        while next_button.is_visible():
            next_button.tap()
            expect(advice).to_contain_text(PROMPT)
            seen.append(step_of(page) + 1)
            assert seen[-1] > seen[-2], seen
            if size == "390x844":
                break  # one step of the run here; the whole run at the other sizes
            answer_button.tap()
            expect(advice).to_contain_text("marked at the table.")
        if size != "390x844":
            count = len(seen)
            expect(advice).to_contain_text(f"That was the last one: Ann made {count} mistake{'s' if count > 1 else ''} "
                                           "in this game.")
        page.locator("#review-try-back").tap()
        expect(page.locator("#replay-where")).to_have_text(at_move(seen[-1], total))
        if reveal.is_checked():
            expect(others).to_contain_text("Computer 1")  # the review's own "Reveal all" again
            reveal.uncheck()
        expect(trying).to_be_visible()
        expect(page.locator("#review-try-back")).to_be_hidden()
