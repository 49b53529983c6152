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

from net_page import PAIR_TIMEOUT, host_a_sequence_for, new_device, open_invitation, paste_reply, received, reply_text

FLOOD = 10_000
LARGEST = 256 * 1024 - 1  # Chromium's data channel message limit (its maxMessageSize is 256 KiB)
LOOSE_STALL_MS = 1_000  # before the gate: 9.1 to 22.6 s

WATCH_LONG_TASKS = """() => {
    window.__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); })
        .observe({type: "longtask"});
}"""

# Everything a tampered client can send, as fast as its channel takes it: one message as large as
# the channel allows, then FLOOD small ones (syncs, an action for the host's seat, nonsense).
FLOOD_SCRIPT = """([count, largest]) => {
    const channel = window.__net.channels.at(-1);
    let sent = 0;
    const kinds = [JSON.stringify({v: 1, type: "sync"}),
                   JSON.stringify({v: 1, type: "act", id: 7, game_no: 0, action: {card: "2C", cell: [0, 1]}}),
                   "{not json", JSON.stringify({v: 1, type: "hello", table: "x", seat: 0})];
    try { channel.send("x".repeat(largest)); sent += 1; } catch (error) { }
    for (let i = 0; i < count; i++) {
        try { channel.send(kinds[i % kinds.length]); sent += 1; } catch (error) { break; }
    }
    return sent;
}"""


def paired_sequence(browser: Browser, base_url: str) -> tuple[Page, Page]:
    _, host = new_device(browser)
    _, guest = new_device(browser)
    open_invitation(guest, host_a_sequence_for(host, base_url, "Bea"))
    paste_reply(host, reply_text(guest))
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    return host, guest


def saved_game(host: Page) -> str:
    return host.evaluate("localStorage.getItem('seqgames.sequence.game')") or ""


def test_a_flooding_guest_is_disconnected_and_the_host_never_stalls(browser: Browser, base_url: str) -> None:
    host, guest = paired_sequence(browser, base_url)
    expect(guest.locator("#seq-grid")).to_be_visible(timeout=PAIR_TIMEOUT)
    host.click("#seq-cut-ok")
    expect(host.locator("#seq-hand .seq-card").first).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-status")).not_to_have_text("", timeout=PAIR_TIMEOUT)
    before = saved_game(host)
    log_before = host.locator("#seq-log li").count()
    cdp = host.context.new_cdp_session(host)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    host.evaluate(WATCH_LONG_TASKS)
    sent = guest.evaluate(FLOOD_SCRIPT, [FLOOD, LARGEST])
    assert sent >= FLOOD // 2, f"the guest's channel took only {sent} messages"
    # the guest is told why, then disconnected; the host offers its seat as when a guest leaves
    expect(host.locator("#net-state-1")).to_have_text("Left the table", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-news")).to_contain_text("Bea's device sent")
    expect(host.locator("#net-news")).to_contain_text("was disconnected")
    guest.wait_for_function("() => window.__net.received.some((t) => t.includes('\"closed\"'))", timeout=PAIR_TIMEOUT)
    closed = [json.loads(t) for t in received(guest) if '"closed"' in t][-1]
    assert "so the host disconnected it" in closed["text"], closed
    host.wait_for_timeout(2_000)  # whatever the gate let through has been answered by now
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    # the game is as it was: nothing the guest sent moved it
    assert host.locator("#seq-log li").count() == log_before
    assert saved_game(host) == before
    longest = max(host.evaluate("window.__long"), default=0.0)
    assert longest < LOOSE_STALL_MS, f"the host's page stalled {longest:.0f} ms under the flood"
    # the seat is offered as when a guest leaves: the AI takes it, and the game goes on
    host.click("#net-ai-1")
    expect(host.locator("#net-news")).to_contain_text("Bea's seat is now played by the AI")
    expect(host.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=PAIR_TIMEOUT)
    assert host.console_errors == [], host.console_errors
