"""Sequitur's results and today's deal as the other games' (issue 50), at 390x844, 320x640, 844x390
and 1280x800:

- the round summary and the end show the players' stacks: the goals each claimed as goal cards in
  their colours (as the seat pills show them), round after round, the points on top;
- a shared victory reads as one result ("Ann and Computer 1 (AI: Medium): 12 points each"), not the
  same number twice; with no goal at all, "0 points each" and "no goal" over the empty shelves;
- solo play and today's deal end on the ladder with "You are here" (and today's deal, par); today's
  deal's end is one screen on a phone upright: the result, par, "You are here" and Share whole in view
  at once, nothing scrolled (issue 80);
- today's deal is a card on the home screen, as the games are, its picture the day's rack face down;
  its start screen is one screen (e2e/one_screen.py `FITS`): the rack's balls face down (none of
  its letters in the page), the day, what par is, and Start in sight;
- the page does not scroll at the round summary and the start screen; at the end every control is
  on the screen or in the stage's own box; axe-core finds nothing (every moment at 390x844, the
  start screen at every size).

A phone's three sizes are one touch page turned and resized at each moment (as a phone held sideways
is), the desktop a page of its own; each page opens the app once and goes from moment to moment as a
player's taps do (a saved game stored, then its table shown: e2e/memory_page.py `open_saved` in place).

The games are crafted with the engine (e2e/moment_records.py, e2e/memory_records.py) and opened as a
reload opens an autosave. With SHOTS=<dir> in the environment each is saved as a screenshot there:
`decide-sequitur-over-<moment>-<size>.png`, `sequitur-daily-<card|start|end>-<size>.png`
(docs/screenshots/ holds them).
"""
from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from memory_page import open_saved
from memory_records import played, store
from moment_records import sequitur_by_ai
from one_screen import FITS, IN_SIGHT, in_view, sized_page
from sequitur_page import LOCAL_DAY, todays_deal_over
from engine.sequitur.goals import BY_ID
from web.games.sequitur.narration import rounds
from web.model.seats import Seat, SeatKind
from waits import drawn

SIZES = {"phone": (390, 844), "small": (320, 640), "sideways": (844, 390), "desktop": (1280, 800)}
VERSUS = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")]
TIMEOUT = 30_000
PAR_TIMEOUT = 300_000  # the expert AI plays the whole deal in the worker
# each part of the stacks: its seat, goal, round and classes
PARTS = """(selector) => [...document.querySelectorAll(selector)].map(p => ({
  seat: +p.dataset.seat, goal: p.dataset.goal || '', round: +p.dataset.round, points: +p.dataset.points, cls: p.className}))"""


@lru_cache(maxsize=None)
def moment(name: str) -> Any:
    """The session of the moment `name` (crafted once for every size)."""
    if name == "round":  # round 1 over, its summary waiting for Continue
        session = sequitur_by_ai(1, lambda s: any(r.over for r in rounds(s)), VERSUS)
        session.view["summary_open"] = True
        return session
    if name == "shared":  # the medium AI at both seats, a game that ends on equal points
        return next(s for seed in range(1, 60) if len(set((s := sequitur_by_ai(seed, lambda _s: False, VERSUS))
                                                           .state.result().scores)) == 1)
    if name == "nothing":  # random choices: nobody claims a goal, a shared victory at 0 points
        return played("sequitur", 1, lambda _s: False, seats=VERSUS)
    if name == "solo":
        return sequitur_by_ai(5, lambda _s: False)
    raise KeyError(name)


# a phone's three sizes in one touch page, the desktop in a page of its own
GROUPS = {"touch": ("phone", "small", "sideways"), "desktop": ("desktop",)}


def group_page(browser: Browser, group: str) -> Iterator[Page]:
    """A page at the first of GROUPS[group]'s sizes, knowing its sizes (`page.sizes`)."""
    for page in sized_page(browser, GROUPS[group][0], sizes=SIZES):
        page.sizes = GROUPS[group]  # type: ignore[attr-defined]
        yield page


@pytest.fixture(params=sorted(GROUPS), ids=str)
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from group_page(browser, request.param)


def at_sizes(page: Page) -> Iterator[str]:
    """Each of the page's sizes in turn, the page resized there (a phone turned), drawn: its name."""
    for size in page.sizes:  # type: ignore[attr-defined]
        width, height = SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.size_name = size  # type: ignore[attr-defined]
        drawn(page)
        yield size


def shot(page: Page, name: str) -> None:
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"{name}-{page.size_name}.png"))  # type: ignore[attr-defined]


def fits(page: Page, where: str, *, axe: bool) -> list[str]:
    """What is wrong with the screen (nothing, if all holds): FITS, and axe-core when `axe`."""
    drawn(page)  # a resize observer has run
    where = f"{where} at {page.size_name}"  # type: ignore[attr-defined]
    problems = [f"{where}: {p}" for p in page.evaluate(FITS)["problems"]]
    if axe:
        problems += [f"{where}: axe: {v}" for v in axe_violations(page, axe_source())]
    return problems


def goal_cards(page: Page, selector: str, session: Any) -> list[str]:
    """The stacks at `selector` pile each seat's goals, as the public events tell them, in their colours."""
    parts = page.evaluate(PARTS, f"{selector} .stack .stack-part")
    problems = []
    for seat in range(len(session.seats)):
        goals = []
        for r in rounds(session):
            if r.over:
                goals += [g for s, g in r.secrets if s == seat and g] + [g for s, g in r.claims if s == seat]
        mine = [p for p in parts if p["seat"] == seat]
        if [p["goal"] for p in mine] != goals:
            problems.append(f"{selector}: seat {seat} piles {[p['goal'] for p in mine]}, claimed {goals}")
        for part in mine:
            goal = BY_ID[part["goal"]]
            if part["points"] != goal.points or goal.colour not in part["cls"].split():
                problems.append(f"{selector}: {part} is not a {goal.colour} card of {goal.points}")
    return problems


def test_the_round_summary_and_the_end_show_the_players_stacks(screen: Page, base_url: str) -> None:
    page = screen
    problems: list[str] = []

    session = moment("round")
    for size in at_sizes(page):
        # opened at each size: the summary focuses Continue as it opens, the tray scrolled to it where it
        # scrolls (a page turned keeps where its boxes were scrolled)
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-continue", in_place=True)
        expect(page.locator("#sr-round-title")).to_have_text("End of round 1")
        problems += goal_cards(page, "#sr-round-stacks", session)
        totals = page.locator("#sr-round-stacks .stack-total").evaluate_all("ts => ts.map(t => +t.dataset.points)")
        assert totals == [r for r in rounds(session) if r.over][-1].points
        expect(page.locator("#sr-continue")).to_be_in_viewport()
        shot(page, "decide-sequitur-over-round")
        problems += fits(page, "the round summary", axe=size == "phone")

    for name in ("shared", "nothing"):
        session = moment(name)
        points = session.state.result().scores[0]
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-winner", in_place=True)
        expect(page.locator("#sr-winner")).to_have_text("Shared victory: Ann and Computer 1.")
        # one result for the shared victory, not the same number twice
        expect(page.locator("#sr-final li")).to_have_text([f"Ann and Computer 1 (AI: Medium): {points} points each"])
        problems += goal_cards(page, "#sr-points-stacks", session)
        expect(page.locator("#sr-points-stacks .stack-total")).to_have_text(
            [str(points)] * 2 if points else ["no goal"] * 2)
        expect(page.locator("#sr-game-summary tr")).to_have_count(3)  # the same, in words, for a screen reader
        for size in at_sizes(page):
            shot(page, f"decide-sequitur-over-{name}")
            problems += fits(page, f"the end ({name})", axe=size == "phone")

    session = moment("solo")
    points = session.state.result().scores[0]
    open_saved(page, base_url, "sequitur", session.save_text(), "#sr-winner", in_place=True)
    problems += goal_cards(page, "#sr-points-stacks", session)
    expect(page.locator("#sr-you")).to_contain_text(f"You are here{points} points")
    problems += ladder_looked_at(page, "decide-sequitur-over-solo", "the solo end")
    assert not problems, "\n".join(problems)
    assert page.console_errors == []  # type: ignore[attr-defined]


def ladder_looked_at(page: Page, shot_name: str, what: str) -> list[str]:
    """A solo end's ladder scrolled into view at each size, pictured and checked to fit (axe at the
    phone's size): the problems found."""
    problems: list[str] = []
    for size in at_sizes(page):
        page.locator("#sr-ladder-box").scroll_into_view_if_needed()
        shot(page, shot_name)
        problems += fits(page, what, axe=size == "phone")
    return problems


# today's deal's end, as a player wants it, whole at once on a phone upright (issue 80)
DEAL_END = [("the result", "#sr-winner", True, False), ("par", "#sr-par", True, True),
            ("You are here", "#sr-you", True, True), ("Share", "#daily-share", True, True)]


def one_screen_end(page: Page) -> list[str]:
    """At the phone's sizes upright, the end of today's deal as it opens (its box not scrolled): the
    result, par, "You are here" and Share whole in view at once; the problems found."""
    problems: list[str] = []
    for size in at_sizes(page):
        if size in ("phone", "small"):
            page.evaluate("document.querySelector('.table-tray').scrollTop = 0")
            problems += [f"today's deal's end at {size}: {p}" for p in in_view(page, DEAL_END)]
    return problems


def test_today_s_deal_is_a_card_and_its_start_is_one_screen(screen: Page, base_url: str) -> None:
    page = screen
    page.goto(f"{base_url}?fast#/")
    wait_ready(page)
    card = page.locator("#home-daily")
    expect(card).to_have_class("game-card daily-card")  # a card as the games' are, with its picture
    expect(card.locator(".game-picture .sr-ball.back")).to_have_count(8)
    expect(card).to_have_accessible_name(
        "Sequitur: today's deal One Sequitur solo deal a day, the same for everyone: play it, then meet par.")
    for _size in at_sizes(page):
        heights = page.locator(".game-card .game-picture").evaluate_all(
            "ps => ps.map(p => Math.round(p.getBoundingClientRect().height))")
        assert len(heights) == 6 and len(set(heights)) == 1, (page.size_name, heights)  # type: ignore[attr-defined]
        card.scroll_into_view_if_needed()
        shot(page, "sequitur-daily-card")
    card.click()

    expect(page.locator("#daily-start")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#view h1")).to_have_text("Sequitur: today's deal")
    rack = page.locator("#daily-rack")
    expect(rack.locator(".sr-ball.back")).to_have_count(8)  # the day's rack, face down
    assert rack.inner_text().strip() == ""  # not one of its letters in the page
    expect(rack).to_have_attribute("aria-label", "Your rack: 8 letter balls, face down until you start")
    expect(page.locator("#daily-par-later")).to_contain_text("par (the expert AI's score on this deal)")
    problems: list[str] = []
    for size in at_sizes(page):
        found = page.evaluate(IN_SIGHT, ["#daily-start, #daily-rack", "all"])
        assert found["count"] == 2 and not found["problems"], (size, found)
        shot(page, "sequitur-daily-start")
        problems += fits(page, "today's deal's start", axe=True)
    assert not problems, "\n".join(problems)

    page.click("#daily-start")  # one tap: the day's game at its table
    expect(page.locator("#sr-private[data-decision]")).to_be_visible(timeout=TIMEOUT)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_today_s_deal_ends_on_the_ladder_with_par(browser: Browser, base_url: str) -> None:
    """The touch page, then the desktop's: the expert AI works out the day's par once, in the first
    page's worker; the second is a device that knows it (stored as the first page stored it)."""
    par = ""
    for group in GROUPS:
        for page in group_page(browser, group):
            page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, before the app reads it
            store(page, "sequitur", todays_deal_over(page), "today")
            if par:  # the expert AI played the day's deal in the first page: this device knows its par
                store(page, "sequitur", par, "par")
            page.goto(f"{base_url}?fast#/sequitur/play/today")
            wait_ready(page)
            expect(page.locator("#daily-result")).to_be_visible(timeout=TIMEOUT)
            expect(page.locator("#sr-par")).to_be_visible(timeout=PAR_TIMEOUT)  # the expert AI played the same deal
            par = par or json.dumps({"day": page.evaluate(LOCAL_DAY),
                                     "par": int(page.locator("#sr-par").get_attribute("data-points"))})
            expect(page.locator("#sr-you")).to_be_visible()
            expect(page.locator("#sr-points-stacks .stack")).to_have_count(1)
            # dealt here as today's (todays_deal_over marks it as Start does): told as today's, not a past day's
            expect(page.locator("#daily-result-title")).to_have_text(re.compile(r"^Today's deal, "))
            problems = one_screen_end(page)
            problems += ladder_looked_at(page, "sequitur-daily-end", "today's deal's end")
            assert not problems, "\n".join(problems)
            assert page.console_errors == []  # type: ignore[attr-defined]
