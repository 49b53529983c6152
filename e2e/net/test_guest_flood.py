"""A guest's device runs code its owner controls (issue 51): a guest that floods
the host, or sends a message as large as its channel lets a browser send, is
limited before the host's Python reads a byte of it (web/boot.js
`seqgamesGate`, web/net/protocol.py `GUEST_RATE`), told so, and disconnected;
its seat is offered as when a guest leaves, and the game is as it was.

The host's page runs with its CPU slowed 4x, as a phone's, and its long tasks
are recorded through the flood. The test holds a loose bound on the longest
(a busy test machine adds its own); bench/guest_flood.py measures it."""
from __future__ import annotations

import json

from playwright.sync_api import Browser, Page, expect

from net_page import PAIR_TIMEOUT, flood, paired_sequence, received

FLOOD = 10_000
LARGEST = 256 * 1024 - 1  # Chromium's data channel message limit (its maxMessageSize is 256 KiB)
LOOSE_STALL_MS = 1_000  # before the gate: 9.1 to 22.6 s


def saved_game(host: Page) -> str:
    return host.evaluate("localStorage.getItem('seqgames.sequence.game')") or ""


def test_a_flooding_guest_is_disconnected_and_the_host_never_stalls(browser: Browser, base_url: str) -> None:
    host, guest = paired_sequence(browser, base_url)
    before = saved_game(host)
    log_before = host.locator("#seq-log li").count()
    sent, long_tasks = flood(host, guest, FLOOD, LARGEST, 4.0)
    assert sent >= FLOOD // 2, f"the guest's channel took only {sent} messages"
    # the guest was told why, then disconnected; the host offers its seat as when a guest leaves
    expect(host.locator("#net-news")).to_contain_text("Bea's device sent")
    expect(host.locator("#net-news")).to_contain_text("was disconnected")
    guest.wait_for_function("() => window.__net.received.some((t) => t.includes('\"closed\"'))", timeout=PAIR_TIMEOUT)
    closed = [json.loads(t) for t in received(guest) if '"closed"' in t][-1]
    assert "so the host disconnected it" in closed["text"], closed
    # the game is as it was: nothing the guest sent moved it
    assert host.locator("#seq-log li").count() == log_before
    assert saved_game(host) == before
    longest = max(long_tasks, default=0.0)
    assert longest < LOOSE_STALL_MS, f"the host's page stalled {longest:.0f} ms under the flood"
    # the seat is offered as when a guest leaves: the AI takes it, and the game goes on
    host.click("#net-ai-1")
    expect(host.locator("#net-news")).to_contain_text("Bea's seat is now played by the AI")
    expect(host.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=PAIR_TIMEOUT)
    assert host.console_errors == [], host.console_errors
