"""The review is one screen (issue 81), checked by e2e/table/test_review_on_a_phone.py on its review:
at every move of a whole review of each game, at 390x844, 320x640, 844x390 and 1280x800, a player
sees without scrolling anything the board (Sequence's board, Sequoia's forests, Sequitur's public
goals) as it was, the graph, the move's words and grade and the first line of its advice ("Better:
..."; the rest may scroll in the tray), and the controls (« ‹ › », Previous and Next mistake), each
whole in the window and on top (e2e/one_screen.py `in_view`, as `document.elementFromPoint` finds
them), and the page scrolls neither way.

One review a game (a review takes a while: the phone's test's own), worked out at 390x844 with touch,
the page then turned to each size (`set_viewport_size`); the moves stepped with "›" as a tap does, in
the page, each move's look taken at once (the replay draws a step in its click's handler), and each
move's words read at 390x844 in the same pass."""
from __future__ import annotations

import os
import re

from playwright.sync_api import Page, expect

from memory_page import at_move

from one_screen import IN_VIEW, SIZES

BOARD = {"sequence": "#seq-board-frame", "sequoia": "#sq-board", "sequitur": "#sr-public > li:not(.sr-goal-slot), p#sr-public"}
# what a player reads and taps at a move: (name, selector, must be there, rounded)
PARTS = [("graph", "#review-graph", True, True), ("move's words and grade", "#review-advice-text > p:nth-child(-n+2)", True, False),
         ("control", ".replay-bar .button", True, True),
         ("mistake button", "#review-previous-mistake, #review-next-mistake", True, True)]

# every move from the start: "›" tapped, then what of `parts` is not whole in view, the page's scroll;
# [those problems, each move's words (#review-advice-text) from the first move to the last]
STEP_THROUGH = """async ([parts, total]) => {
  const frames = () => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const check = """ + IN_VIEW + """;
  const problems = [], texts = [], page = document.scrollingElement;
  document.querySelector('#replay-first').click();
  for (let move = 0; move <= total; move += 1) {
    if (move) document.querySelector('#replay-forward').click();
    await frames();  // what the step's resize observers redraw (Sequoia's forests fit the stage)
    texts.push(document.querySelector('#review-advice-text').textContent);
    const where = document.querySelector('#replay-where').textContent;
    for (const problem of check(parts)) problems.push(`at ${where}: ${problem}`);
    const advice = document.querySelector('#review-advice-text > p:nth-child(3)');
    if (advice) {  // its first line: on top at its start and its end
      const r = advice.getBoundingClientRect(), line = parseFloat(getComputedStyle(advice).lineHeight);
      for (const x of [r.left + 2, r.right - 2]) {
        const hit = document.elementFromPoint(x, r.top + line - 2);
        if (!hit || !advice.contains(hit)) problems.push(`at ${where}: the advice's first line [${Math.round(r.top)}] is not in view`);
      }
    }
    if (page.scrollHeight > innerHeight || page.scrollWidth > innerWidth)
      problems.push(`at ${where}: the page scrolls (${page.scrollWidth}x${page.scrollHeight})`);
  }
  return [problems, texts];
}"""


def one_screen_at_every_move(page: Page, game: str, total: int) -> None:
    """The module's checks on `page`'s finished review of `game` (`total` moves), at 390x844 with touch."""
    parts = [("board", BOARD[game], True, True)] + PARTS
    shots = os.environ.get("SHOTS")
    texts: list[str] = []
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        problems, read = page.evaluate(STEP_THROUGH, [[list(part) for part in parts], total])
        if size == "390x844":
            texts = read
        if shots:
            page.evaluate("document.querySelector('#replay-first').click(); document.querySelector('#review-next-mistake').click()")
            page.screenshot(path=os.path.join(shots, f"review-{game}-{size}.png"))
            page.evaluate("document.querySelector('#replay-last').click()")
            page.screenshot(path=os.path.join(shots, f"review-{game}-{size}-end.png"))
        assert not problems, f"{game} at {size}: {len(problems)} problems, the first: " + "; ".join(problems[:6])
    page.set_viewport_size({"width": 390, "height": 844})
    lines_read_true(texts, total)
    marks_on_the_graph_and_in_the_move_list(page, game, total)
    if shots:  # the move list, scrolled to in the tray
        page.locator("#review-moves").scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(shots, f"review-{game}-390x844-moves.png"))


CHANGE = re.compile(r"(?:'s chance to win: (\d+)% before, (\d+)% after|By what Ann could see: (\d+)% with the best move, "
                    r"(\d+)% with this one)")
STATED = re.compile(r"(?:Grade: \w+, about|move cost: about) (\d+)% less chance to win")


def lines_read_true(texts: list[str], total: int) -> None:
    """Issue 81, "every line reads true", read in the page as a player reads it, move by move (`texts`, the
    words of each move from the first to the last, as STEP_THROUGH read them at 390x844): a move's
    stated loss ("Grade: mistake, about 13% less chance to win", "What Ann's move cost: about 13% less") is
    what its line's two chances show (Ann's chance falling by it at her move, rising by it at a rival's, one
    point of rounding allowed there), and "won the game" is said only of the last move. (A part of
    `one_screen_at_every_move`; tests/review/test_review_reads_true.py checks the same of whole reviews' data.)"""
    assert len(texts) == total + 1, (len(texts), total)
    wrong = []
    for step, text in enumerate(texts):
        if "won the game" in text and step != total:
            wrong.append(f"move {step}: 'won the game' before the end: {text}")
        found = CHANGE.search(text)
        if found is None:
            continue
        own = text.startswith(f"Move {step}: Ann")
        first, second = (int(x) for x in (found.groups()[2:] if found.group(3) else found.groups()[:2]))
        shown = first - second if own else second - first
        for stated in map(int, STATED.findall(text)):
            if stated != shown and not (not own and abs(stated - shown) <= 1):
                wrong.append(f"move {step}: a loss of {stated}% stated where the line shows {first}% and {second}%: {text}")
    assert not wrong, "\n".join(wrong[:5])


SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
PAD = 12  # the graph's margin (web/table/review_view.py)


def marks_on_the_graph_and_in_the_move_list(page: Page, game: str, total: int) -> None:
    """Issue 81: the move list has every move, each inaccuracy, mistake and blunder marked ?!, ? or ?? (as
    many as the players' grades count) and named in words; the graph marks them where they fell (each
    point's worst, a turn of choices made at once one point); a tap on either goes to the move, whose
    review says that grade; Down on the graph goes to the first mark. (A part of `one_screen_at_every_move`.)"""
    buttons = page.locator("#review-moves button")
    expect(buttons).to_have_count(total)
    listed = page.evaluate("""() => [...document.querySelectorAll('#review-moves button[data-grade]')].map(
        b => [+b.dataset.step, b.dataset.grade, b.textContent, b.getAttribute('aria-label')])""")
    summary = " ".join(page.locator("#review-summary li").all_inner_texts())
    counted = sum(int(n) for n in re.findall(r"(\d+) (?:inaccurac(?:y|ies)|mistakes?|blunders?)\b", summary))
    assert counted and len(listed) == counted, (listed, summary)
    for step, grade, text, label in listed:
        assert text == f"{step}{SYMBOLS[grade]}" and re.match(rf"^Move {step}, .+: {grade}$", label), (text, label)
    graph = page.locator("#review-graph")
    drawn = [(int(step), grade) for step, grade in
             (mark.split(":") for mark in (graph.get_attribute("data-marks") or "").split())]
    assert drawn and set(drawn) <= {(step, grade) for step, grade, _text, _label in listed}, (drawn, listed)
    if game == "sequence":  # one point a move: every marked move has its mark
        assert len(drawn) == len(listed)
    step, grade = drawn[len(drawn) // 2]
    page.locator(f"#review-moves button[data-step='{step}']").click()
    expect(page.locator("#replay-where")).to_have_text(at_move(step, total))
    expect(page.locator(f"#review-moves button[data-step='{step}']")).to_have_attribute("aria-current", "step")
    expect(page.locator("#review-advice-text")).to_contain_text(re.compile(rf"^Move {step}: .*{grade}", re.I | re.S))
    page.locator("#replay-first").click()
    if game == "sequence":  # a tap a few pixels beside a mark lands on it
        box = graph.bounding_box()
        points = int(graph.get_attribute("data-points") or 0)
        x = PAD + (box["width"] - 2 * PAD) * step / points + 5
        graph.tap(position={"x": x, "y": box["height"] / 2})
        expect(page.locator("#replay-where")).to_have_text(at_move(step, total))
    graph.focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")
    expect(page.locator("#replay-where")).to_have_text(at_move(drawn[0][0], total))
