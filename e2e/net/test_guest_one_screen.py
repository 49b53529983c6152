"""A guest's phone gets the same table as the host's (issue 53): two pages of
one Chromium paired through the real exchange (the invitation and the reply
copied as text), the guest at 390x844 with touch against an AI at the host.

- At the guest's first decision, at 390x844, then resized to 320x640,
  844x390 (a phone held sideways) and 1280x800, and back: the page does not
  scroll either way, every live control is on the screen (or in a box that
  scrolls on its own and is on the screen), and the decision's own choices
  are whole in sight: the same measure as the host's table
  (e2e/one_screen.py), in each game.
- axe-core finds no serious or critical violation on the guest's table, its
  menu, its end and its table with the connection lost.
- The frame is the host's: the seats' strip holds the connection's state,
  the menu's sheet holds How to play, Leave the table, Back to the games and
  the connection settings, and no part of the pairing screen is left on
  the page.
- Pairing is one screen on each side, upright and sideways: the host sees
  the invitation's code and what reads the reply together, the guest its
  reply's code, without scrolling.
- The guest's end fits the screen and its statistics count the game, and
  the host's rematch brings the new game to the phone in the same frame,
  in each game (from the host's save one move from the end, Bea's move).
- Once the guest is connected, the host's table is one screen too, at the
  four sizes (each game): the strip says who is connected, the seats' lines are in the menu. A lost
  connection brings the host's pairing back under its table's bar.
- A lost connection (the host's page reloads) says so in the strip, the
  way back (the host's new invitation) takes the tray's place, the board
  stays where it was and the page still does not scroll; the guest comes
  back by that invitation and its table is one screen again, in each game.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Callable

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from e2e.net.test_net_play import setup
from memory_page import last_move
from memory_records import one_move_from_the_end, stop_a_review, store
from net_page import PAIR_TIMEOUT, invitation_text, new_device, pair, pair_again, paste_reply, reply_text
from one_screen import PREFIX, SIZES, TURN_TIMEOUT, choices_in_sight, fits
import sequitur_page
from web.model.seats import Seat, SeatKind
from waits import drawn, settled

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def sequence_decision(page: Page) -> None:
    expect(page.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=TURN_TIMEOUT)


def sequoia_decision(page: Page) -> None:
    expect(page.locator("#sq-pairs .sq-pair, #sq-no-effect").first).to_be_visible(timeout=TURN_TIMEOUT)


def sequitur_decision(page: Page) -> None:
    page.locator(sequitur_page.ANY).first.wait_for(timeout=TURN_TIMEOUT)


DECISION: dict[str, Callable[[Page], None]] = {"sequence": sequence_decision, "sequoia": sequoia_decision,
                                                "sequitur": sequitur_decision}


def guest_at_its_first_decision(browser: Browser, base_url: str, game: str) -> tuple[Page, Page]:
    """A table of an AI at the host and Bea on a phone, paired; the phone at Bea's first decision."""
    _, host = new_device(browser)
    setup(host, base_url, game, PREFIX[game], [("Robot", "easy"), ("Bea", "@away")])
    _, guest = new_device(browser, **PHONE)
    pair(host, guest, "Bea", 1)
    if game == "sequence":  # the host's cut plays by itself, then the deal
        expect(host.locator("#seq-cut")).to_have_count(0, timeout=PAIR_TIMEOUT)
    DECISION[game](guest)
    return host, guest


def at_size(page: Page, size: str) -> None:
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.size_name = size  # type: ignore[attr-defined]
    drawn(page)  # the table's resize observer has run (as e2e/sequitur/test_sequitur_decisions_fit.py
    # waits): read at once, under a loaded CI machine Sequoia's forests were measured before their new layout


def no_violations(page: Page, where: str) -> None:
    """axe-core finds no serious or critical violation on the screen as it is (e2e/quality/test_axe.py's measure)."""
    settled(page)
    found = axe_violations(page, axe_source())
    assert not found, f"{where}: " + "\n".join(found)


def the_frame(guest: Page, game: str) -> None:
    """The host's frame: the connection's state in the seats' strip, the guest's tools in the menu."""
    prefix = PREFIX[game]
    expect(guest.locator(f"#{prefix}-screen.one-screen .table-seats #net-status")).to_have_text("Connected to the host.")
    expect(guest.locator(".app-header")).to_be_hidden()
    expect(guest.locator(f"#{prefix}-undo")).to_be_hidden()  # the host's table takes no move back
    for part in ("#net-join-title", "#net-join-intro", "#net-reply-box", "#net-again"):
        expect(guest.locator(part)).to_be_hidden()
    guest.click(f"#{prefix}-menu")
    sheet = guest.locator(f"#{prefix}-sheet")
    for part in ("#how-to-play", "#net-leave", "#net-back", "#net-guest-settings", f"#{prefix}-log"):
        expect(sheet.locator(part)).to_be_visible()
    expect(sheet.locator("#how-to-play")).to_have_attribute("target", "_blank")  # the table stays connected
    fits(guest, game, "menu")
    no_violations(guest, f"{game}: the guest's menu")
    guest.keyboard.press("Escape")
    expect(sheet).to_be_hidden()


def the_host_s_frame(host: Page, game: str, names: str, sizes: bool = False) -> None:
    """Every device connected, the host's table is its one screen too (with `sizes`, at the four
    sizes of e2e/one_screen.py as well): who is connected in the seats' strip, the seats' lines
    and the connection settings in the menu."""
    prefix = PREFIX[game]
    host.size_name = "host"  # type: ignore[attr-defined]
    status = host.locator(f"#{prefix}-screen.one-screen .table-seats #net-host-status")
    expect(status).to_have_text(f"Connected: {names}")
    expect(host.locator(f"#{prefix}-screen > #net-panel")).to_have_count(0)
    fits(host, game, "host-paired")
    if sizes:  # the host's table at a phone's and a tablet's sizes too, its strip's words in sight
        for size in SIZES:
            at_size(host, size)
            fits(host, game, "host-paired")
            expect(status).to_be_in_viewport()
        host.set_viewport_size({"width": 1280, "height": 720})
    host.click(f"#{prefix}-menu")
    sheet = host.locator(f"#{prefix}-sheet")
    expect(sheet.locator("#net-panel #net-seats")).to_be_visible()
    expect(sheet.locator("#net-pairing")).to_be_hidden()
    host.keyboard.press("Escape")
    expect(sheet).to_be_hidden()


@pytest.mark.parametrize("game", sorted(PREFIX))
def test_a_guest_s_table_is_one_screen_at_every_size(browser: Browser, base_url: str, game: str) -> None:
    host, guest = guest_at_its_first_decision(browser, base_url, game)
    guest.size_name = "390x844"  # type: ignore[attr-defined]
    fits(guest, game, "guest-first-decision")
    choices_in_sight(guest, game, "the guest's first decision")
    no_violations(guest, f"{game}: the guest's table")
    the_frame(guest, game)
    the_host_s_frame(host, game, "Bea", sizes=True)
    for size in ("320x640", "844x390", "1280x800", "390x844"):
        at_size(guest, size)
        fits(guest, game, "guest-after-a-resize")
        choices_in_sight(guest, game, "the guest's first decision, after a resize")
    assert host.console_errors == [] and guest.console_errors == []  # type: ignore[attr-defined]


GUEST_TABLE = [Seat("Robot", SeatKind.AI, "easy"), Seat("Bea", SeatKind.AWAY)]


def host_one_move_from_the_end(browser: Browser, base_url: str, game: str) -> tuple[Page, Page, object]:
    """The host's saved game of an AI and Bea on a phone, one move from its end, Bea's move
    (e2e/memory_records.py), opened at the host and paired; the phone at Bea's decision."""
    text, action, _end = one_move_from_the_end(game, seat=1, seats=GUEST_TABLE)
    _, host = new_device(browser)
    host.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(host, game, text)
    host.goto(f"{base_url}?fast#/{game}/play")
    wait_ready(host)
    expect(host.locator("#net-panel")).to_be_visible(timeout=PAIR_TIMEOUT)
    _, guest = new_device(browser, **PHONE)
    pair(host, guest, "Bea", 1)
    DECISION[game](guest)
    guest.size_name = "390x844"  # type: ignore[attr-defined]
    return host, guest, action


def a_lost_connection(host: Page, guest: Page, game: str) -> None:
    """The host's page reloads, so the guest's connection is lost: said in the strip, the way back
    (the host's new invitation) where the tray was, the stage in its place, one screen; she comes
    back by that invitation."""
    prefix = PREFIX[game]
    stage = guest.locator(f"#{prefix}-screen .table-stage").bounding_box()
    host.reload()
    wait_ready(host)
    expect(host.locator(f"#{prefix}-screen > #net-panel #net-pairing")).to_be_visible(timeout=PAIR_TIMEOUT)  # back in place
    expect(host.locator(f"#{prefix}-screen")).not_to_have_class(re.compile(r"\bone-screen\b"))
    status = guest.locator(".table-seats #net-status")
    expect(status).to_have_text("The connection to the host was lost.", timeout=PAIR_TIMEOUT)
    expect(status).to_have_attribute("data-state", "lost")
    expect(guest.locator(f"#{prefix}-screen > #net-again")).to_be_visible()
    expect(guest.locator(f"#{prefix}-screen .table-tray")).to_be_hidden()  # the way back takes the tray's place
    assert guest.locator(f"#{prefix}-screen .table-stage").bounding_box()["y"] == stage["y"]  # type: ignore[index]
    fits(guest, game, "guest-connection-lost")
    no_violations(guest, f"{game}: the guest's table, its connection lost")
    expect(guest.locator(f"#{prefix}-menu")).to_be_enabled()  # the menu still opens: leave, back, settings
    guest.click(f"#{prefix}-menu")
    expect(guest.locator("#net-back")).to_be_visible()
    guest.keyboard.press("Escape")
    # the host's table invites Bea again: she reads the new invitation where the tray was
    pair_again(host, guest, "Bea")
    expect(guest.locator(".table-seats #net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    DECISION[game](guest)
    fits(guest, game, "guest-back-again")
    choices_in_sight(guest, game, "after the guest came back")
    the_host_s_frame(host, game, "Bea")


@pytest.mark.parametrize("game", sorted(PREFIX))
def test_a_lost_connection_the_guest_s_end_and_the_rematch(browser: Browser, base_url: str, game: str) -> None:
    """At 390x844, in each game, from the host's save one move from the end (Bea's): a lost
    connection and the way back (`a_lost_connection`); then her move ends the game on her phone: its
    end fits the screen, counts in her statistics and keeps the game in her history, its Review opens
    the game in a tab of its own (`the_guest_s_review`), and the host's rematch brings the new game's
    table to the phone in the same frame."""
    host, guest, action = host_one_move_from_the_end(browser, base_url, game)
    prefix = PREFIX[game]
    a_lost_connection(host, guest, game)
    last_move(guest, game, action)
    expect(guest.locator(f"#{prefix}-end")).to_be_visible(timeout=TURN_TIMEOUT)
    expect(guest.locator(f"#{prefix}-winner")).to_have_text(host.locator(f"#{prefix}-winner").inner_text(),
                                                            timeout=TURN_TIMEOUT)
    fits(guest, game, "guest-end")
    no_violations(guest, f"{game}: the guest's end")
    # the game counts in the guest's statistics, once, as played against the Easy AI (web/device/stats.py)
    stats = json.loads(guest.evaluate("localStorage.getItem('seqgames.stats')") or "{}")
    bea = stats["players"]["bea"]["games"][game]
    assert (bea["played"], list(bea["levels"])) == (1, ["easy"]), bea
    assert len(stats["counted"]) == 1 and stats["counted"][0].startswith("guest-"), stats["counted"]
    expect(guest.locator(f"#{prefix}-rematch, #{prefix}-new")).to_have_count(0)  # the host starts the rematch: said so
    expect(guest.locator(f"#{prefix}-rematch-note")).to_contain_text("The host's device starts a rematch")
    expect(guest.locator(f"#{prefix}-end a[href='#/']")).to_be_visible()
    the_guest_s_review(guest, game)
    host.click(f"#{prefix}-rematch")
    expect(guest.locator(f"#{prefix}-end")).to_be_hidden(timeout=PAIR_TIMEOUT)
    if game == "sequence":  # the host's cut plays by itself, then the deal
        expect(host.locator("#seq-cut")).to_have_count(0, timeout=PAIR_TIMEOUT)
    DECISION[game](guest)
    fits(guest, game, "guest-rematch")
    choices_in_sight(guest, game, "the rematch's first decision")
    the_frame(guest, game)
    assert host.console_errors == [] and guest.console_errors == []  # type: ignore[attr-defined]


def the_guest_s_review(guest: Page, game: str) -> None:
    """The guest's end offers Replay and Review (the host sent the finished game's record): the game
    is in her history, as this device saw it (Bea played here, the AI as it was), and Review opens
    in a new tab, whose review gets going, while this tab stays at the table for the rematch."""
    prefix = PREFIX[game]
    for button in ("replay", "review"):
        expect(guest.locator(f"#{prefix}-{button}")).to_be_visible()
        expect(guest.locator(f"#{prefix}-{button}")).to_have_attribute("aria-label", re.compile(r"opens in a new tab"))
    history = json.loads(guest.evaluate(f"localStorage.getItem('seqgames.{game}.history')") or "{}")
    assert [item["id"][:6] for item in history["games"]] == ["guest-"], history
    seats = history["games"][0]["record"]["table"]["seats"]
    assert seats == [{"name": "Robot", "ai": "easy"}, {"name": "Bea", "ai": ""}], seats
    with guest.context.expect_page() as opened:
        guest.click(f"#{prefix}-review")
    review = opened.value
    expect(review).to_have_url(re.compile(f"#/{game}/review$"), timeout=TURN_TIMEOUT)
    expect(review.locator("#replay-title")).to_have_text(re.compile("^Review: "), timeout=TURN_TIMEOUT)
    stop_a_review(review)
    if os.environ.get("SHOTS"):
        review.screenshot(path=str(Path(os.environ["SHOTS"]) / f"{game}-guest-review.png"))
    review.close()
    expect(guest.locator(".table-seats #net-status")).to_have_text("Connected to the host.")


# Where an element is on the screen, and whether the page was scrolled to show it.
BOX = """(selector) => {
  const el = document.querySelector(selector), r = el.getBoundingClientRect();
  return {top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width, height: r.height,
          vw: window.innerWidth, vh: window.innerHeight, scrolled: document.scrollingElement.scrollTop};
}"""


def in_sight(page: Page, selector: str, where: str) -> dict[str, float]:
    """`selector` is whole on the screen as the page opens (not scrolled to)."""
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"pairing-{where.replace(' ', '-')}.png"))
    box = page.evaluate(BOX, selector)
    assert box["scrolled"] == 0, f"{where}: the page was scrolled"
    assert box["width"] > 0 and box["height"] > 0, f"{where}: {selector} is not shown"
    assert box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= box["vh"] + 0.5 and box["right"] <= box["vw"] + 0.5, \
        f"{where}: {selector} at {box['left']:.0f},{box['top']:.0f}-{box['right']:.0f},{box['bottom']:.0f} " \
        f"is not whole in a {box['vw']}x{box['vh']} window"
    return box


@pytest.mark.parametrize("size", ["390x844", "844x390"])
def test_pairing_is_one_screen_on_each_side(browser: Browser, base_url: str, size: str) -> None:
    """The host sees the invitation's code and what reads the reply together; the guest sees its
    reply's code; both without scrolling, upright and sideways."""
    width, height = SIZES[size]
    phone = {**PHONE, "viewport": {"width": width, "height": height}}
    _, host = new_device(browser, **phone)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    invitation = invitation_text(host, "Bea")
    expect(host.locator("#net-invite-qr")).to_have_attribute("data-version", re.compile(r"\d+"), timeout=PAIR_TIMEOUT)
    code = in_sight(host, "#net-invite-qr", f"the host at {size}")
    assert min(code["width"], code["height"]) >= 200, f"the host's code at {size} is only {code['width']:.0f} px"
    reader = "#net-reply-scan" if host.locator("#net-reply-scan").is_visible() else "#net-reply-picture"
    in_sight(host, reader, f"the host at {size}")
    _, guest = new_device(browser, **phone)
    guest.goto(invitation)
    wait_ready(guest)
    reply = reply_text(guest)
    expect(guest.locator("#net-answer-qr")).to_have_attribute("data-version", re.compile(r"\d+"), timeout=PAIR_TIMEOUT)
    code = in_sight(guest, "#net-answer-qr", f"the guest at {size}")
    assert min(code["width"], code["height"]) >= 200, f"the guest's code at {size} is only {code['width']:.0f} px"
    paste_reply(host, reply)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []  # type: ignore[attr-defined]
