"""Results as pictures (issue 39) at a phone's size, each checked against
the engine's own result: Sequoia's final scoring (every forest's tokens as
chips on their takers' stacks, the stacks' totals the engine's scores),
Sequitur's goals claimed as the players' stacks (a goal card a part in its
colour, round after round, heights on one scale,
totals the engine's scores, the table in words kept for a screen reader)
and the solo ladder with "You are here" beside the rung the score reaches
(RULINGS Sequitur 7). axe-core finds nothing on these end screens.

The games are finished ones crafted with the engine (Sequoia by random
choices, Sequitur by the medium AI, so that points are scored), opened as a
reload opens them: the result shows at once; with reduced motion the
scoring a last move starts stands whole at once too. The scoring as it
plays, with its flights, is e2e/table/test_winner_moment.py's; the sizes' rules
(320x640, text, sideways scroll) are e2e/quality/test_phone_sizes.py's.
"""
from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import PHONE, wait_ready, watch
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import LADDER, ladder_rank
from memory_page import last_move, open_saved
from memory_records import played, store
from moment_records import one_move_from_a_win, sequitur_by_ai
from web.games.sequitur.narration import rounds
from web.model.seats import Seat, SeatKind

TIMEOUT = 30_000
FOUR = [Seat("Alexandra"), Seat("Computer 1", SeatKind.AI, "medium"), Seat("Bob"), Seat("Computer 3", SeatKind.AI, "hard")]
THREE = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium"), Seat("Computer 2", SeatKind.AI, "easy")]
CHIPS = """(selector) => [...document.querySelectorAll(selector)].map(c => ({
  column: +c.closest('.stack').dataset.seat, seat: +c.dataset.seat, points: +c.dataset.points, text: c.textContent,
  forest: +c.dataset.forest, token: c.dataset.token || '', round: +c.dataset.round, goal: c.dataset.goal || '',
  cls: c.className,
  height: c.getBoundingClientRect().height}))"""
# each token piled on a stack as it arrives, and whether it came flying
PILED = """() => { window.__piled = {tokens: 0, flying: 0};
  new MutationObserver(records => { for (const r of records) for (const n of r.addedNodes)
    if (n.classList && n.classList.contains('stack-part') && n.closest('.stack')) {
      window.__piled.tokens++; if (n.getAnimations().length) window.__piled.flying++; } })
  .observe(document.body, {childList: true, subtree: true}); }"""
TOTALS = "(selector) => [...document.querySelectorAll(selector)].map(t => +t.dataset.points)"


def no_violations(page: Page, where: str) -> None:
    found = axe_violations(page, axe_source())
    assert not found, f"{where}: " + "\n".join(found)


def test_sequoia_s_final_scoring_puts_each_forest_s_tokens_on_their_takers_stacks(phone: Page, base_url: str) -> None:
    session = played("sequoia", 7, lambda s: False, seats=FOUR)
    public, scores = session.public(), session.state.scores()
    open_saved(phone, base_url, "sequoia", session.save_text(), "#sq-winner")
    expect(phone.locator("#sq-scoring-picture")).to_have_attribute("data-shown", "11")  # every forest 2..12 scored
    chips: list[dict[str, Any]] = phone.evaluate(CHIPS, "#sq-stacks .stack .stack-part")
    expected = []
    for forest in range(2, 13):  # the engine's awards: who took which token, and its value
        for index, token in enumerate(("first", "second")):
            seat = public["awarded"][str(forest)][token]
            if seat is not None:
                expected.append((forest, token, seat, public["tokens"][str(forest)][index]))
    assert len(expected) >= 11
    shown = [(c["forest"], c["token"], c["seat"], c["points"]) for c in chips]
    assert sorted(shown) == sorted(expected)
    for chip in chips:  # on its taker's stack, its value written on it
        assert chip["column"] == chip["seat"] and chip["text"] == str(chip["points"]), chip
    for seat in range(len(FOUR)):  # a stack piles its tokens forest after forest
        forests = [c["forest"] for c in chips if c["seat"] == seat]
        assert forests == sorted(forests)
    assert phone.evaluate(TOTALS, "#sq-stacks .stack-total") == list(scores)
    expect(phone.locator("#sq-stacks")).to_have_attribute("aria-hidden", "true")
    expect(phone.locator("#sq-awards li")).to_have_count(11)  # the same in words, for a screen reader
    expect(phone.locator("#sq-awards")).to_have_class("sq-awards visually-hidden")
    no_violations(phone, "Sequoia's end screen, four players")
    assert phone.console_errors == []  # type: ignore[attr-defined]


def goal_cards(parts: list[dict[str, Any]], finished: list[Any]) -> None:
    """The stacks pile the goal cards each seat claimed (issue 50), as the seat pills show them: each
    round's secret goal met, then its claims, a card a goal in its colour with its points; a round's
    cards add up to the points the round gave."""
    before = [0] * len(finished[0].points)
    for summary in finished:  # each round's goals, as the public events say them
        for seat, points in enumerate(summary.points):
            goals = [g for s, g in summary.secrets if s == seat and g] + [g for s, g in summary.claims if s == seat]
            mine = [p for p in parts if p["seat"] == seat and p["round"] == summary.number]
            assert [p["goal"] for p in mine] == goals, (summary.number, seat)
            for part in mine:
                assert part["points"] == BY_ID[part["goal"]].points and BY_ID[part["goal"]].colour in part["cls"], part
            assert sum(p["points"] for p in mine) == points - before[seat], (summary.number, seat)
        before = list(summary.points)


def test_sequitur_s_round_summary_shows_the_points_so_far_as_the_players_stacks(browser: Browser, base_url: str) -> None:
    """Between rounds (rulebook "Playing the game", step 8) the summary waiting for Continue shows the
    points so far as the same stacks as the end's, a part per finished round, over the round's table
    of words, secret goals and claims; Continue on the screen without the page scrolling, at a
    phone's two sizes."""
    session = sequitur_by_ai(5, lambda s: len([r for r in rounds(s) if r.over]) == 2, THREE)
    session.view["summary_open"] = True
    finished = [r for r in rounds(session) if r.over]
    assert len(finished) == 2 and not session.is_over and max(finished[-1].points) > 0
    for size in ({"width": 390, "height": 844}, {"width": 320, "height": 640}):
        context = browser.new_context(viewport=size, is_mobile=True, has_touch=True)
        page = context.new_page()
        watch(context, page)
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-continue")
        expect(page.locator("#sr-round-title")).to_have_text("End of round 2")
        assert page.evaluate(TOTALS, "#sr-round-stacks .stack-total") == list(finished[-1].points)
        parts: list[dict[str, Any]] = page.evaluate(CHIPS, "#sr-round-stacks .stack .stack-part")
        goal_cards(parts, finished)
        expect(page.locator("#sr-round-stacks .stacks-key")).to_have_count(2)  # Round 1, Round 2
        expect(page.locator("#sr-round-end .sr-round tr")).to_have_count(1 + len(THREE))  # the words stay
        expect(page.locator("#sr-seats .sr-deciding")).to_have_count(0)  # nobody decides until Continue
        expect(page.locator("#sr-continue")).to_be_in_viewport()
        assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight + 1"), size
        no_violations(page, f"Sequitur's round summary at {size['width']} px")
        assert page.console_errors == []  # type: ignore[attr-defined]
        context.close()


def test_sequitur_s_goals_claimed_are_the_players_stacks(phone: Page, base_url: str) -> None:
    session = sequitur_by_ai(5, lambda s: False, THREE)
    scores = session.state.result().scores
    assert max(scores) > 0
    open_saved(phone, base_url, "sequitur", session.save_text(), "#sr-winner")
    assert phone.evaluate(TOTALS, "#sr-points-stacks .stack-total") == list(scores)
    parts: list[dict[str, Any]] = phone.evaluate(CHIPS, "#sr-points-stacks .stack .stack-part")
    goal_cards(parts, rounds(session))
    unit = max(parts, key=lambda p: p["points"])
    for part in parts:  # one scale: a part's height is its points
        assert abs(part["height"] - part["points"] * unit["height"] / unit["points"]) < 1.5, part
        assert part["column"] == part["seat"]
    tallest = max(range(len(THREE)), key=lambda s: scores[s])
    assert sum(p["height"] for p in parts if p["seat"] == tallest) > 100  # the tallest stack takes its room
    expect(phone.locator("#sr-game-summary tr")).to_have_count(1 + len(THREE))  # the table, for a screen reader
    expect(phone.locator("#sr-points-stacks")).to_have_attribute("aria-hidden", "true")
    expect(phone.locator("#sr-ladder")).to_have_count(0)  # the ladder is solo play's
    no_violations(phone, "Sequitur's end screen, three players")
    assert phone.console_errors == []  # type: ignore[attr-defined]


def test_the_solo_ladder_says_you_are_here_above_the_rung_reached(phone: Page, base_url: str) -> None:
    for session in (sequitur_by_ai(5, lambda s: False), played("sequitur", 5, lambda s: False)):
        points = session.state.result().scores[0]
        open_saved(phone, base_url, "sequitur", session.save_text(), "#sr-winner")
        expect(phone.locator("#sr-ladder .sr-rung")).to_have_count(len(LADDER))
        floors = [int(f) for f in phone.locator("#sr-ladder .sr-rung").evaluate_all("rs => rs.map(r => r.dataset.floor)")]
        assert floors == [floor for floor, _title in LADDER]  # Sequitur master at the top
        reached = phone.locator("#sr-ladder .sr-rung.reached").evaluate_all("rs => rs.map(r => +r.dataset.floor)")
        assert reached == [floor for floor, _title in LADDER if points >= floor]
        expect(phone.locator("#sr-you")).to_contain_text(f"You are here{points} point")
        title = ladder_rank(points)
        if title is None:  # below the ladder: the mark under its lowest rung
            expect(phone.locator("#sr-ladder .sr-rung.yours")).to_have_count(0)
            assert phone.evaluate("document.querySelector('#sr-ladder').lastElementChild.id") == "sr-you"
        else:  # the player's title in gold, the mark just above it
            yours = phone.locator("#sr-ladder .sr-rung.yours")
            expect(yours).to_contain_text(title)
            expect(yours).to_have_attribute("aria-current", "true")
            assert yours.evaluate("r => r.previousElementSibling.id") == "sr-you"
        expect(phone.locator("#sr-points-stacks .stack-total")).to_have_text(str(points) if points else "no goal")
        no_violations(phone, f"Sequitur's solo end screen, {points} points")
    assert phone.console_errors == []  # type: ignore[attr-defined]


def test_with_reduced_motion_the_scoring_stands_at_once(browser: Browser, base_url: str) -> None:
    """Reduced motion: Sequoia's last move ends the game and the final scoring shows whole at
    once, every token on its stack and nothing flying (no `?fast` here: the system's setting alone)."""
    context = browser.new_context(reduced_motion="reduce", **PHONE)
    try:
        page = context.new_page()
        watch(context, page)
        text, action, end = one_move_from_a_win("sequoia")
        page.goto(base_url)
        wait_ready(page)
        store(page, "sequoia", text)
        page.goto(base_url + "#/sequoia/play")
        wait_ready(page)
        page.evaluate(PILED)
        last_move(page, "sequoia", action)
        expect(page.locator("#sq-winner")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#sq-skip")).to_have_count(0)
        expect(page.locator("#sq-scoring-picture")).to_have_attribute("data-shown", "11")
        assert page.evaluate(TOTALS, "#sq-stacks .stack-total") == list(end.state.scores())
        piled = page.evaluate("window.__piled")
        assert piled["tokens"] == page.locator("#sq-stacks .stack .stack-part").count() > 11
        assert piled["flying"] == 0  # not one token flew
        assert page.console_errors == []  # type: ignore[attr-defined]
    finally:
        context.close()
