"""The winner's moment and the moments before it (issue 24), with
animations on (no `?fast`): a completed Sequence sequence gets its line,
grown along its chips; Sequitur's claimed goal flies to the player's stack;
at each game's end the end box rises in the winner's colour, confetti falls
for a person's victory without taking a tap, and the fanfare is asked for
when sound is on (never when it is off); with reduced motion nothing moves
and the end shows at once, and the sound still plays.

Each game starts from a save crafted with the engine (e2e/moment_records.py):
Ann (a person here) one move from her own victory, or about to claim a goal.
"""
from __future__ import annotations

import json
import re
from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import wait_ready, watch
from engine.sequence.events import SequenceCompleted
from memory_records import store
from moment_records import one_move_from_a_win, solo_claim

TIMEOUT = 30_000
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
# what the page saw happen, recorded as it happened (each lasts about a second, which a loaded
# machine can spend before a test looks): the confetti's layer, a line growing, each element animated
# (by its id; a goal in a seat's stack by its goal)
WATCH = """() => {
  window.__seen = {confetti: 0, growing: 0, animated: {}};
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    const key = this.id || (this.dataset && this.dataset.goal && this.closest('#sr-seats') ? 'seat-goal:' + this.dataset.goal : '');
    if (key) window.__seen.animated[key] = (window.__seen.animated[key] || 0) + 1;
    return animate.apply(this, args);
  };
  new MutationObserver(records => { for (const r of records) {
    for (const n of r.addedNodes) if (n.id === 'moment-confetti') window.__seen.confetti++;
    if (r.attributeName === 'data-line-growing' && r.target.hasAttribute('data-line-growing')) window.__seen.growing++;
  } }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-line-growing']});
}"""


@pytest.fixture
def phone(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(**PHONE)
    yield context
    context.close()


def open_saved(context: BrowserContext, base_url: str, game: str, text: str, *, sound: bool = True) -> Page:
    """A page with `text` as the game's autosave (and the sound setting), open at its table, watched."""
    page = context.new_page()
    watch(context, page)
    page.goto(base_url)
    wait_ready(page)
    store(page, game, text)
    page.evaluate("v => localStorage.setItem('seqgames.settings', v)", json.dumps({"sound": sound}))
    page.evaluate(WATCH)  # before the table opens (the same page): a move it makes at once is seen too
    page.goto(base_url + f"#/{game}/play")
    wait_ready(page)
    return page


def sounds(page: Page) -> list[str]:
    return (page.evaluate("document.documentElement.getAttribute('data-sounds')") or "").split(",")


def seen(page: Page) -> dict[str, Any]:
    return page.evaluate("window.__seen")


def play_last_sequence_move(page: Page, action: Any) -> None:
    page.click(f"#seq-hand .seq-card[data-card='{action.card}']", timeout=TIMEOUT)
    page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")  # two taps: the move is played


def the_moment_moves(page: Page, prefix: str, *, confetti: int = 1) -> None:
    """The end box rises while its result is read: animations run on it, the confetti falls (for a
    victory here, or a solo score on the ladder), then goes."""
    end = page.locator(f"#{prefix}-end")
    expect(end).to_be_visible(timeout=TIMEOUT)
    expect(end).to_have_class(re.compile(r"\bend-moment\b"))
    assert seen(page)["animated"].get(f"{prefix}-end", 0) > 0
    assert seen(page)["confetti"] == confetti
    expect(page.locator("#moment-confetti")).to_have_count(0, timeout=5_000)  # gone after a second or two
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # nothing scrolls sideways


def test_sequence_a_sequence_gets_its_line_and_the_winner_her_moment(phone: BrowserContext, base_url: str) -> None:
    text, action, end = one_move_from_a_win("sequence")
    last = [e for _at, e in end.events if isinstance(e, SequenceCompleted)][-1]
    page = open_saved(phone, base_url, "sequence", text)
    frame = page.locator("#seq-board-frame")
    before = frame.get_attribute("data-sequences")
    assert before and len(before.split(";")) == 1  # the first sequence's line is drawn already
    play_last_sequence_move(page, action)
    # the new sequence's line: it grew along its chips, and stays as the sequence's mark
    wanted = f"{last.team}:{','.join(map(str, sorted(last.cells)))}"
    expect(frame).to_have_attribute("data-sequences", f"{before};{wanted}", timeout=TIMEOUT)
    the_moment_moves(page, "seq")
    assert seen(page)["growing"] == 1 and seen(page)["confetti"] == 1
    expect(frame).not_to_have_attribute("data-line-growing", "true")
    expect(page.locator("#seq-end")).to_have_attribute("data-moment", "win")
    assert "sequence" in sounds(page) and sounds(page)[-1] == "win"  # the sequence's sound, then the fanfare
    assert page.console_errors == [], page.console_errors


def test_a_tap_during_the_moment_works(phone: BrowserContext, base_url: str) -> None:
    text, action, _end = one_move_from_a_win("sequence")
    page = open_saved(phone, base_url, "sequence", text)
    play_last_sequence_move(page, action)
    expect(page.locator("#moment-confetti")).to_be_attached(timeout=TIMEOUT)
    expect(page.locator("#moment-confetti")).to_have_attribute("aria-hidden", "true")
    # a tap under the falling confetti, on the rising box (a finger does not wait for it to settle)
    page.locator("#seq-reveal").click(force=True, no_wait_after=True, timeout=2_000)
    expect(page.locator("#seq-reveal-list li")).to_have_count(2)
    assert page.locator("#moment-confetti").count() == 1, "the tap came after the confetti"
    # a game already over when the table opens shows its result, without the moment again
    page.reload()
    wait_ready(page)
    expect(page.locator("#seq-end")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#seq-end")).not_to_have_class(re.compile(r"\bend-moment\b"))
    assert page.evaluate("document.documentElement.getAttribute('data-sounds')") is None
    assert page.console_errors == [], page.console_errors


def test_reduced_motion_shows_the_end_at_once_with_its_sound(browser: Browser, base_url: str) -> None:
    context = browser.new_context(reduced_motion="reduce", **PHONE)
    try:
        text, action, end = one_move_from_a_win("sequence")
        page = open_saved(context, base_url, "sequence", text)
        play_last_sequence_move(page, action)
        expect(page.locator("#seq-end")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#seq-end")).to_have_attribute("data-moment", "win")
        assert page.evaluate("document.getAnimations().length") == 0
        assert seen(page) == {"confetti": 0, "growing": 0, "animated": {}}
        assert len(page.locator("#seq-board-frame").get_attribute("data-sequences").split(";")) == 2  # the line, whole
        assert sounds(page)[-1] == "win"  # sound is on: the fanfare still plays
        assert page.console_errors == [], page.console_errors
    finally:
        context.close()


def test_sequoia_with_sound_off_the_moment_is_silent(phone: BrowserContext, base_url: str) -> None:
    text, action, end = one_move_from_a_win("sequoia")
    page = open_saved(phone, base_url, "sequoia", text, sound=False)
    page.click(f"#sq-pairs [data-pair='{action.a},{action.b}']", timeout=TIMEOUT)
    # the final scoring plays forest by forest, each forest's tokens flying to their takers' stacks; a tap skips it
    expect(page.locator("#sq-awards li.now")).to_have_count(1, timeout=TIMEOUT)
    page.wait_for_function("[...document.querySelectorAll('#sq-stacks .stack-part')].some(c => c.getAnimations().length)",
                           timeout=8_000)
    scored = int(page.locator("#sq-scoring-picture").get_attribute("data-shown"))
    assert 1 <= scored < 11, scored  # still playing, forest by forest
    # the totals are told once the count has ended (issue 80): neither the log nor its news strip nor the
    # end card says the final scores or the winner while the seats still count up
    told = page.evaluate("() => ['#sq-log', '#sq-log-news'].map(s => document.querySelector(s).textContent)")
    assert page.locator("#sq-scoring-picture").get_attribute("data-shown") != "11"  # (read while it counted)
    assert not any("Final scores" in text or "Ann wins" in text for text in told), told
    expect(page.locator("#sq-final")).to_have_count(0)
    page.click("#sq-skip")
    expect(page.locator("#sq-scoring-picture")).to_have_attribute("data-shown", "11")  # the rest at once
    final = f"Final scores: Ann {end.state.scores()[0]}"
    expect(page.locator("#sq-log")).to_contain_text(final)  # told now, once
    expect(page.locator("#sq-log-news")).to_contain_text(final)
    assert page.locator("#sq-log li").filter(has_text="Final scores").count() == 1
    totals = page.locator("#sq-stacks .stack-total").evaluate_all("ts => ts.map(t => +t.dataset.points)")
    assert totals == list(end.state.scores())
    the_moment_moves(page, "sq")
    expect(page.locator("#sq-end")).to_have_attribute("data-moment", "win")
    assert page.evaluate("document.documentElement.getAttribute('data-sounds')") is None  # not one sound asked for
    assert page.console_errors == [], page.console_errors


def test_sequitur_a_claimed_goal_flies_to_the_stack(phone: BrowserContext, base_url: str) -> None:
    text, goals = solo_claim()
    page = open_saved(phone, base_url, "sequitur", text)
    goal = goals[0]  # solo: nothing to choose, so the table claims it without a tap (web/games/sequitur/claims.py)
    chip = page.locator(f"#sr-seats [data-goal='{goal}']")
    expect(chip).to_be_attached(timeout=TIMEOUT)
    # FLIP: the chip at its new place starts from where the goal card was and glides home
    page.wait_for_function(f"window.__seen.animated['seat-goal:{goal}'] > 0", timeout=TIMEOUT)
    expect(chip).to_have_attribute("data-seat", "0")
    assert "token" in sounds(page)
    assert page.console_errors == [], page.console_errors


def test_sequitur_a_solo_score_gets_its_moment(phone: BrowserContext, base_url: str) -> None:
    text, action, _end = one_move_from_a_win("sequitur")
    assert action.is_nothing
    page = open_saved(phone, base_url, "sequitur", text)
    page.click("#sr-nothing", timeout=TIMEOUT)
    the_moment_moves(page, "sr", confetti=0)  # 0 points: below the score ladder, no confetti
    expect(page.locator("#sr-end")).to_have_attribute("data-moment", "score")  # a solo game is a score, not a win
    assert sounds(page)[-1] == "score"
    assert page.console_errors == [], page.console_errors
