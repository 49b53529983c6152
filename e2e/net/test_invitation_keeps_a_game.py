"""An accepted invitation loses nothing (issue 41): a device with a game of
its own in progress joins another device's table of the same game; the
guest's device keeps nothing of the game it joins (web/net/guest.py), so its
own game stays in its autosave, exactly, and is offered to resume after."""
from __future__ import annotations

from playwright.sync_api import Browser, expect

from conftest import wait_ready
from memory_records import in_progress, store
from net_page import PAIR_TIMEOUT, host_a_sequence_for, new_device, open_invitation, paste_reply, reply_text

SAVED = "localStorage.getItem('seqgames.sequence.game')"


def test_joining_a_table_keeps_the_guest_s_own_game(browser: Browser, base_url: str) -> None:
    _, host = new_device(browser)
    invitation = host_a_sequence_for(host, base_url, "Bob")
    _, bob = new_device(browser)
    bob.goto(f"{base_url}?fast#/")
    wait_ready(bob)
    store(bob, "sequence", in_progress("sequence").save_text())  # Ann's game against an AI, on Bob's phone
    kept = bob.evaluate(SAVED)
    open_invitation(bob, invitation)
    paste_reply(host, reply_text(bob))
    expect(bob.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    expect(bob.locator("#seq-grid")).to_be_visible(timeout=PAIR_TIMEOUT)  # the host's game, at Bob's seat
    assert bob.evaluate(SAVED) == kept, "joining a table replaced the game in progress on this device"
    bob.goto(f"{base_url}?fast#/")
    bob.reload()
    wait_ready(bob)
    expect(bob.locator("#resume-sequence")).to_contain_text("In progress: Ann", timeout=PAIR_TIMEOUT)
    assert bob.evaluate(SAVED) == kept
    assert bob.console_errors == [] and host.console_errors == []  # type: ignore[attr-defined]
