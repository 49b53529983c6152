"""Pairing that forgives the mistakes people make (issue 28): a host and a
guest as separate browser contexts, doing what a person did."""
from __future__ import annotations

from playwright.sync_api import Browser, expect

from conftest import wait_ready
from net_page import (
    PAIR_TIMEOUT, invitation_text, new_device, open_invitation, pair, paste_reply, reply_text, wait_heard,
    wait_said, watch_status,
)
from e2e.quality.test_before_engine import held_page, release
from e2e.net.test_net_play import setup
from sequence_page import end_the_cut, hold_the_cut


def typo(code_link: str, at: int) -> str:
    """`code_link` with the character `at` from its end changed, as a person mistypes one."""
    i = len(code_link) - at
    other = "A" if code_link[i] != "A" else "B"
    return code_link[:i] + other + code_link[i + 1:]


def test_a_mistyped_code_is_caught_and_the_right_one_still_pairs(browser: Browser, base_url: str) -> None:
    """Issue 28, 5: one character changed in the reply passed as valid, failed
    to connect, and the host moved on to a new invitation that refused the
    right reply. Now the host says the code has a mistake, keeps the same
    invitation, and the right reply connects; a mistyped invitation on the
    guest's side says the same."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    expect(host.locator("#net-state-1")).to_have_text("Waiting to pair", timeout=PAIR_TIMEOUT)
    invitation = invitation_text(host, "Ann")

    _, guest = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_invitation(guest, typo(invitation, 20))
    expect(guest.locator("#view")).to_contain_text("mistake", timeout=PAIR_TIMEOUT)
    open_invitation(guest, invitation)
    reply = reply_text(guest)

    host.fill("#net-reply-paste", typo(reply, 30))
    host.click("#net-reply-go")
    expect(host.locator("#net-reply-problem")).to_contain_text("mistake")
    assert host.locator("#net-invite-text").input_value() == invitation  # the same invitation, still open
    host.fill("#net-reply-paste", reply)
    host.click("#net-reply-go")
    expect(host.locator("#net-reply-problem")).to_have_text("")
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []


def test_no_stale_line_after_a_problem_or_a_lost_connection(browser: Browser, base_url: str) -> None:
    """Issue 28, 7: the guest's problem line stayed for the rest of the game
    after it recovered; the host's line still said "Ann's device is
    connected" after Ann's connection was lost."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    guest_context, guest = new_device(browser)
    pair(host, guest, "Ann", 1)
    expect(host.locator("#net-news")).to_have_text("Ann's device is connected.", timeout=PAIR_TIMEOUT)
    # a message the guest cannot use: said, then the whole table is asked for and comes: said no more
    watch_status(guest)
    host.evaluate("window.__net.channels.forEach((c) => c.readyState === 'open' && c.send('{\"v\": 1, \"type\": 7}'))")
    wait_said(guest, "cannot use")
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    guest_context.close()  # the guest's device goes away
    expect(host.locator("#net-news")).to_contain_text("Ann's device lost the connection", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).not_to_have_text("Connected")


def test_a_guest_paired_before_the_first_deal_is_told_so(browser: Browser, base_url: str) -> None:
    """Issue 28, 8: paired while the host's cut is on screen, the guest read
    "Bob to play" and "Choose a card", and a click answered "the host's table
    is not ready to go on". Now the guest's message line says the host has
    not dealt yet, and it goes once the host deals. Issue 65: beside that
    line the guest showed its hand, the cards the host had not dealt yet;
    until the deal no card is on its screen, then its seven are. (The cut
    plays by itself in a few seconds: the host's mouse rests on it meanwhile,
    which keeps it, and the host pairs with the keyboard, under it.)"""
    _, host = new_device(browser)
    setup(host, base_url, "sequence", "seq", [("Robot", "easy"), ("Ann", "@away")])
    hold_the_cut(host)
    _, guest = new_device(browser)
    open_invitation(guest, invitation_text(host, "Ann"))
    host.fill("#net-reply-paste", reply_text(guest))
    host.focus("#net-reply-go")
    host.keyboard.press("Enter")
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-grid")).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-message")).to_contain_text("the host has not dealt yet", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-hand .seq-card")).to_have_count(0)
    expect(guest.locator("#seq-hand-title")).not_to_contain_text("Your hand")
    end_the_cut(host)
    expect(guest.locator("#seq-message")).not_to_contain_text("not dealt yet", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-hand .seq-card")).to_have_count(7)
    expect(guest.locator("#seq-hand-title")).to_have_text("Your hand, Ann")
    assert host.console_errors == [] and guest.console_errors == []


def test_back_to_the_games_mid_game_asks_before_it_leaves_the_table(browser: Browser, base_url: str) -> None:
    """Issue 28, 2: "Back to the games" on a guest dropped the connection
    without asking. Now it asks; "Cancel" keeps the guest at the table,
    connected; confirming leaves the table and the host is told."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    _, guest = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    pair(host, guest, "Ann", 1)
    guest.click("#sq-menu")  # the guest's tools are in the table's menu, as the host's are (issue 53)
    guest.click("#net-back")
    expect(guest.locator("#net-back-confirm-text")).to_contain_text("Leave the table")
    guest.click("#net-back-confirm-no")
    expect(guest.locator("#net-back-confirm-move")).to_be_hidden()
    assert guest.evaluate("location.hash").startswith("#/join/")
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.")
    guest.keyboard.press("Escape")
    expect(guest.locator("#sq-sheet")).to_be_hidden()
    guest.click("#sq-screen .table-back")  # the table's own ‹ Games asks the same question, in the menu
    expect(guest.locator("#net-back-confirm-text")).to_contain_text("Leave the table")
    assert guest.evaluate("location.hash").startswith("#/join/")
    guest.click("#net-back-confirm-yes")
    expect(guest.locator("#home")).to_be_visible()
    expect(host.locator("#net-news")).to_contain_text("Ann left the table", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []


def test_two_devices_open_the_same_invitation_and_the_reply_read_connects(browser: Browser, base_url: str) -> None:
    """Issue 28, 1: two people scanned the host's code for Ann and the host
    read the first reply: "Connecting…" for 30 s, then "same network?", and
    neither connected. Now the reply the host reads connects."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away"), ("Cy", "@away")])
    invitation = invitation_text(host, "Ann")
    _, ann = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    _, other = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_invitation(ann, invitation)
    open_invitation(other, invitation)
    reply_text(other)
    # the host turns to Ann's phone to read its reply (a moment in which the other device's checks reach the host:
    # the note that another device answered is only as good as what was heard before the reply was read)
    host.wait_for_timeout(3000)
    paste_reply(host, reply_text(ann))
    expect(host.locator("#net-news")).to_contain_text("Another device also answered this invitation", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(ann.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-pair-title")).to_contain_text("Cy's device")  # the next seat's invitation
    expect(other.locator("#net-status")).not_to_contain_text("Connected")
    assert host.console_errors == [] and ann.console_errors == [] and other.console_errors == []


def test_a_reply_from_a_page_since_reloaded_is_named_at_once_on_both_sides(browser: Browser, base_url: str) -> None:
    """Issue 28, 6: the host read the reply a guest's page showed before it
    reloaded: 30 s, then "same Wi-Fi?"; the reloaded page said "Welcome
    back" though it never connected. Now the reloaded page says its earlier
    reply no longer works and shows a new one; the host says at once that
    the reply read is from a reloaded page, keeps the same invitation, and
    the new reply connects."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    invitation = invitation_text(host, "Ann")
    _, guest = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_invitation(guest, invitation)
    old_reply = reply_text(guest)
    guest.reload()
    wait_ready(guest)
    new_reply = reply_text(guest)
    assert new_reply != old_reply
    expect(guest.locator("#net-status")).to_contain_text("the reply it showed then no longer works")
    expect(guest.locator("#net-join-intro")).to_have_text("You are invited to play Sequoia as Ann.")
    wait_heard(host, new_reply)  # the new page checks its path: what tells the host the old reply's page is gone
    host.fill("#net-reply-paste", old_reply)
    host.click("#net-reply-go")
    expect(host.locator("#net-reply-problem")).to_contain_text("reloaded or closed", timeout=15_000)
    assert host.locator("#net-invite-text").input_value() == invitation  # the same invitation, still open
    expect(host.locator("#net-state-1")).to_have_text("Waiting to pair")
    paste_reply(host, new_reply)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []


def test_a_guest_joins_from_the_home_screen(browser: Browser, base_url: str) -> None:
    """Issue 28, 4: a guest with the invitation as text, or in the installed
    app (no address bar), had nowhere to paste it. Now "Join a game" on the
    home screen (there before Python runs: it waits, then takes over) reads
    it through the same parser, with a clear message for anything else."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    invitation = invitation_text(host, "Ann")

    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    guest, held = held_page(context, base_url)
    guest.click("#home-join")  # before Python runs: the waiting screen
    expect(guest.locator("#view h1")).to_have_text("Joining a game")
    release(context, guest, held)
    expect(guest.locator("#net-join-title")).to_have_text("Join a game")
    expect(guest.locator("#net-again-title")).to_have_text("The host's invitation")
    guest.fill("#net-again-paste", "see you at eight")
    guest.click("#net-again-go")
    expect(guest.locator("#net-again-problem")).to_contain_text("This is not an invitation")
    assert guest.evaluate("location.hash") == "#/join"
    guest.fill("#net-again-paste", typo(invitation, 20))
    guest.click("#net-again-go")
    expect(guest.locator("#net-again-problem")).to_contain_text("mistake")
    guest.fill("#net-again-paste", invitation.split("#/join/", 1)[1])  # the text alone, as a chat passes it
    guest.click("#net-again-go")
    expect(guest.locator("#net-join-intro")).to_have_text("You are invited to play Sequoia as Ann.", timeout=PAIR_TIMEOUT)
    paste_reply(host, reply_text(guest))
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []


def test_a_damaged_picture_of_the_reply_says_so_and_the_right_one_connects(browser: Browser, base_url: str) -> None:
    """Issue 28, 3: a picture of the reply that could not be decoded gave no
    message (an exception in the console) and the file box kept it, so
    choosing it again did nothing. Now it says so, the box is empty again,
    and a good picture of the guest's code connects."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    _, guest = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_invitation(guest, invitation_text(host, "Ann"))
    reply_text(guest)
    expect(guest.locator("#net-answer-qr")).to_be_visible(timeout=PAIR_TIMEOUT)
    picture = guest.locator("#net-answer-qr").screenshot()
    damaged = {"name": "reply.png", "mimeType": "image/png", "buffer": picture[:len(picture) // 3]}
    for _ in range(2):  # the same file chosen again says so again
        host.set_input_files("#net-reply-picture", files=[damaged])
        expect(host.locator("#net-reply-problem")).to_contain_text("No QR code was found", timeout=20_000)
        assert host.locator("#net-reply-picture").input_value() == ""
        host.evaluate("document.getElementById('net-reply-problem').textContent = ''")  # read it; it goes
    expect(host.locator("#net-state-1")).to_have_text("Waiting to pair")
    host.set_input_files("#net-reply-picture", files=[{"name": "reply.png", "mimeType": "image/png", "buffer": picture}])
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    assert host.console_errors == [] and guest.console_errors == []


def test_a_reply_opened_as_a_link_in_another_tab_of_the_host_connects(browser: Browser, base_url: str) -> None:
    """The reply sent through a chat and opened on the host's device: its tab
    hands it to the table's tab, which may wait for the guest's device to be
    heard (issue 28, 1 and 6) before it answers; the tab waits for that answer."""
    host_context, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Host", ""), ("Ann", "@away")])
    _, guest = new_device(browser)
    open_invitation(guest, invitation_text(host, "Ann"))
    tab = host_context.new_page()
    tab.goto(reply_text(guest))
    wait_ready(tab)
    expect(tab.locator("#net-reply-status")).to_contain_text("Done: the table in your other tab is connecting",
                                                              timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
