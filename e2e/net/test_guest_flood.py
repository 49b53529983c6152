"""A guest's device runs code its owner controls (issue 51): a guest that floods
the host, or sends a message as large as its channel lets a browser send, is
limited before the host's Python reads a byte of it (web/boot.js
`seqgamesGate`, web/net/protocol.py `GUEST_RATE`), told so, and disconnected;
its seat is offered as when a guest leaves, and the game is as it was.

The host's page runs with its CPU slowed 4x, as a phone's, and its long tasks
are recorded through the flood. The test holds a loose bound on the longest, one that
only a missing gate breaks (a busy test machine adds its own); bench/guest_flood.py measures it.

One message over the size limit (16 KB and a byte) is answered too: the
guest is told and disconnected, never dropped unsaid (issue 68); drops for
the rate are forgiven after a quiet spell, so a person who taps fast now and
then over a long game is never cut off. Both ways to play across devices:
paired, and online by the table's code."""
from __future__ import annotations

import json

from playwright.sync_api import Browser, Page, expect

from net_page import PAIR_TIMEOUT, flood, paired_sequence, received, send_raw
from web.net.protocol import GUEST_MAX_BYTES, GUEST_RATE

FLOOD = 10_000
LARGEST = 256 * 1024 - 1  # Chromium's data channel message limit (its maxMessageSize is 256 KiB)
# whether the gate is there at all, not how fast it is (bench/guest_flood.py measures that): before the
# gate the host stalled 9.1 to 22.6 s; with it, 1.0-1.4 s beside a CPU hog per core, far less idle
LOOSE_STALL_MS = 4_000


def saved_game(host: Page) -> str:
    return host.evaluate("localStorage.getItem('seqgames.sequence.game')") or ""


def test_a_flooding_guest_is_disconnected_and_the_host_never_stalls(browser: Browser, base_url: str,
                                                                   transport: str) -> None:
    host, guest = paired_sequence(browser, base_url, relay=transport)
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


def closed_text(guest: Page) -> str:
    guest.wait_for_function("() => window.__net.received.some((t) => t.includes('\"closed\"'))", timeout=PAIR_TIMEOUT)
    return [json.loads(t) for t in received(guest) if '"closed"' in t][-1]["text"]


def test_one_message_over_the_limit_is_answered(browser: Browser, base_url: str, transport: str) -> None:
    """16 KB and one byte: the guest is told why and disconnected, the host says so and offers the seat."""
    host, guest = paired_sequence(browser, base_url, relay=transport)
    before = saved_game(host)
    send_raw(guest, "x" * (GUEST_MAX_BYTES + 1))
    expect(host.locator("#net-state-1")).to_have_text("Left the table", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-news")).to_contain_text("Bea's device sent a message over the size limit (16 KB)")
    assert "over the size limit" in closed_text(guest)
    assert saved_game(host) == before
    expect(host.locator("#net-ai-1")).to_be_visible()


BURST = """(count) => {
    const channel = window.__net.channels.at(-1);
    for (let i = 0; i < count; i++) channel.send(JSON.stringify({v: 1, type: "sync"}));
}"""


def test_drops_for_the_rate_are_forgiven_after_a_quiet_spell(browser: Browser, base_url: str) -> None:
    """Three bursts, each dropping more than a third of the drops allowed, seconds apart: still connected
    (counted over the whole connection, as before issue 68, the third cut the guest off)."""
    host, guest = paired_sequence(browser, base_url)
    per_burst = GUEST_RATE.burst + GUEST_RATE.max_drops // 2 - 1  # about max_drops / 2 dropped each
    for _ in range(3):
        guest.evaluate(BURST, per_burst)
        host.wait_for_timeout(int(1000 * GUEST_RATE.burst / GUEST_RATE.per_second) + 1000)  # the bucket full again
    expect(host.locator("#net-state-1")).to_have_text("Connected")
    assert '"closed"' not in "".join(received(guest))
