"""The Sequoia page in a browser (issue 6, "## Page"): a game against the AI
played to the end by clicking the offered pairs, names shown as text only,
and an exact resume after a reload mid-game.

The page is opened with `?fast` (short AI time limits); the AI plays the
easy level so the game ends quickly.
"""
from __future__ import annotations

from playwright.sync_api import Page, expect

from conftest import wait_ready

TURN_TIMEOUT = 30_000
EVIL = "<img src=x onerror=alert(1)>"


def open_setup(page: Page, base_url: str) -> None:
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    expect(page.locator("#sq-start")).to_be_visible(timeout=30_000)


def start_vs_ai(page: Page, name: str, tokens: str = "face-up") -> None:
    """A 2-player table: `name` (a person) against the easy AI."""
    page.select_option("#sq-players", "2")
    page.fill("#sq-name-0", name)
    page.select_option("#sq-kind-0", "")
    page.fill("#sq-name-1", "Robot")
    page.select_option("#sq-kind-1", "easy")
    page.select_option("#sq-tokens", tokens)
    page.click("#sq-start")
    expect(page.locator("#sq-canvas")).to_be_visible(timeout=20_000)


def play_one(page: Page) -> bool:
    """Click the first offered pair; False once the game is over."""
    pairs = page.locator("#sq-pairs .sq-pair")
    end = page.locator("#sq-end")
    expect(pairs.first.or_(page.locator("#sq-winner"))).to_be_visible(timeout=TURN_TIMEOUT)
    if end.is_visible():
        return False
    log_before = page.locator("#sq-log li").count()
    pairs.first.click()
    # the AI has already chosen (in secret), so this click is the reveal: the log grows
    expect(page.locator("#sq-log li")).not_to_have_count(log_before, timeout=TURN_TIMEOUT)
    return True


def test_game_against_the_ai_to_the_end_and_rematch(page: Page, base_url: str) -> None:
    """Ten turns (and any tiebreaker turns) by one click each; the reveal is logged; the end names the winner."""
    open_setup(page, base_url)
    start_vs_ai(page, "Ann")
    expect(page.locator("#sq-turn")).to_have_text("Turn 1 of 10")
    expect(page.locator("#sq-roll")).to_contain_text("Ann, your roll:")
    clicks = 0
    while play_one(page):
        clicks += 1
        if clicks == 1:
            expect(page.locator("#sq-log li").first).to_contain_text("Turn 1: Ann (blue) grew")
            expect(page.locator("#sq-log li").first).to_contain_text("Robot (red) grew")
        assert clicks < 80, "the game did not end"
    assert clicks >= 10
    expect(page.locator("#sq-winner")).to_contain_text("win")
    expect(page.locator("#sq-final li")).to_have_count(2)
    expect(page.locator("#sq-log")).to_contain_text("Scoring every forest.")
    page.click("#sq-rematch")
    expect(page.locator("#sq-turn")).to_have_text("Turn 1 of 10", timeout=TURN_TIMEOUT)
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    assert not page.console_errors, page.console_errors


def test_name_is_text_and_reload_resumes(page: Page, base_url: str) -> None:
    """A name that looks like markup stays text; a reload mid-game shows the same turn, roll and log."""
    alerts: list[str] = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    open_setup(page, base_url)
    start_vs_ai(page, EVIL, tokens="face-down")
    for _ in range(3):
        assert play_one(page)
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    expect(page.locator("#sq-scores .sq-name").first).to_have_text(" " + EVIL)
    assert page.locator("#sq-scores img, #sq-log img, #sq-choose img").count() == 0
    turn = page.locator("#sq-turn").text_content()
    roll = page.locator("#sq-roll").text_content()
    log = page.locator("#sq-log li").all_text_contents()
    pairs = page.locator("#sq-pairs .sq-pair").all_text_contents()
    assert turn == "Turn 4 of 10" and len(log) == 3
    page.reload()
    wait_ready(page)
    expect(page.locator("#sq-roll")).to_have_text(roll, timeout=TURN_TIMEOUT)
    assert page.locator("#sq-turn").text_content() == turn
    assert page.locator("#sq-log li").all_text_contents() == log
    assert page.locator("#sq-pairs .sq-pair").all_text_contents() == pairs
    assert not alerts
    assert not page.console_errors, page.console_errors


def test_two_people_pass_the_device_and_reveal_together(page: Page, base_url: str) -> None:
    """EACH TURN 1-2 on one device: a cover names who is next, a roll shows only after it, and the
    reveal waits for the last person's choice."""
    open_setup(page, base_url)
    page.select_option("#sq-players", "2")
    page.fill("#sq-name-0", "Ann")
    page.select_option("#sq-kind-0", "")
    page.fill("#sq-name-1", "Bob")
    page.select_option("#sq-kind-1", "")
    page.click("#sq-start")
    cover = page.locator("#sq-cover")
    expect(cover).to_be_visible(timeout=20_000)
    expect(page.locator("#sq-cover-title")).to_have_text("Pass the device to Ann")
    assert page.locator("#sq-roll").count() == 0
    page.click("#sq-cover-ok")
    expect(page.locator("#sq-roll")).to_contain_text("Ann, your roll:")
    page.locator("#sq-pairs .sq-pair").first.click()
    expect(page.locator("#sq-cover-title")).to_have_text("Pass the device to Bob")
    assert page.locator("#sq-roll").count() == 0
    expect(page.locator("#sq-log li")).to_have_count(0)
    page.click("#sq-cover-ok")
    expect(page.locator("#sq-roll")).to_contain_text("Bob, your roll:")
    page.locator("#sq-pairs .sq-pair").first.click()
    expect(page.locator("#sq-log li")).to_have_count(1)
    expect(page.locator("#sq-log li").first).to_contain_text("Turn 1: Ann (blue) grew")
    expect(page.locator("#sq-turn")).to_have_text("Turn 2 of 10")
    expect(page.locator("#sq-cover-title")).to_have_text("Pass the device to Ann")
    assert not page.console_errors, page.console_errors
