"""A guest's reply is made before Python runs (issue 66): web/boot.js has web/answer.mjs answer the
invitation as the page starts, shows the reply as the guest's screen does, and the devices
connect while Python's files are still coming; then web/net/guest.py takes that connection
over, with what its channel received meanwhile, and draws the table. One connection, one answer:
when Python asks first, the module answers nothing."""
from __future__ import annotations

from playwright.sync_api import Browser, Route, expect

from e2e.net.test_net_play import setup
from e2e.quality.test_before_engine import WASM, release
from net_page import PAIR_TIMEOUT, invitation_text, new_device, paste_reply, reply_text
from one_screen import TURN_TIMEOUT

CHANNEL_OPEN = "window.__net.channels.some((channel) => channel.readyState === 'open')"
WORKER_STARTED = "performance.getEntriesByName('worker-start').length > 0"
QUIET_MS = 2500  # web/page/workers.py
# every frame until the table: a frame whose reply (text or QR code) is missing, as a host's camera would meet it
WATCH_REPLY = """() => { window.__gone = [];
  const look = () => {
    if (document.querySelector('#sq-pairs .sq-pair') || document.getElementById('net-table')?.childElementCount) return;
    const text = document.getElementById('net-answer-text');
    const qr = document.querySelector('#net-answer-qr[data-version]');
    if (!text || !text.value.includes('#/reply/') || !qr || qr.hidden) window.__gone.push(Math.round(performance.now()));
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look); }"""


def test_the_reply_is_made_and_connects_before_python_runs(browser: Browser, base_url: str) -> None:
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    guest_context, guest = new_device(browser)
    held: list[Route] = []
    guest_context.route(WASM, lambda route: held.append(route))  # MicroPython's download waits
    guest.goto(invitation_text(host, "Bea"))
    expect(guest.locator("#net-answer-qr[data-version]")).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-join-intro")).to_have_text("You are invited to play Sequoia as Bea.")
    expect(guest.locator("#net-status")).to_have_text("Waiting for the host to read your reply…")
    reply = reply_text(guest)
    assert held and guest.evaluate("document.documentElement.dataset.appReady") is None  # no Python yet
    paste_reply(host, reply)
    guest.wait_for_function(CHANNEL_OPEN, timeout=PAIR_TIMEOUT)  # connected, Python still held
    assert guest.evaluate("document.documentElement.dataset.appReady") is None

    guest.evaluate(WATCH_REPLY)
    release(guest_context, guest, held)
    expect(guest.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
    assert guest.evaluate("window.__gone") == [], "the reply left the screen as Python took over"
    assert guest.evaluate("window.__net.connections.length") == 1  # Python took it over, made none
    hellos = [text for text in guest.evaluate("window.__net.sent") if '"hello"' in text]
    assert len(hellos) == 1, hellos
    assert guest.console_errors == [] and host.console_errors == []


def test_python_answers_when_it_comes_before_the_module(browser: Browser, base_url: str) -> None:
    """The answering module held back until Python has answered: it then answers nothing (Python
    asked before it came), even where the device's memory of answered invitations is gone."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    guest_context, guest = new_device(browser)
    held: list[Route] = []
    guest_context.route("**/web/answer.mjs", lambda route: held.append(route))
    guest.goto(invitation_text(host, "Bea"))
    reply = reply_text(guest)  # Python's
    expect(guest.locator("#net-answer-qr[data-version]")).to_be_visible()
    assert held
    # what this device remembers answering would stop the module too: gone, so the test sees the one rule
    guest.evaluate("localStorage.removeItem('seqgames.net.guest')")
    for route in held:
        route.continue_()
    guest_context.unroute("**/web/answer.mjs")
    guest.wait_for_function("import('./web/answer.mjs').then(() => true)")
    guest.wait_for_timeout(500)
    assert guest.evaluate("window.__net.connections.length") == 1
    assert reply_text(guest) == reply
    paste_reply(host, reply)
    expect(guest.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
    assert guest.console_errors == [] and host.console_errors == []


def test_the_worker_waits_until_the_guests_table_is_drawn(browser: Browser, base_url: str) -> None:
    """The guest's screen is still while its reply waits for the host, the moment the background
    worker would start (web/page/workers.py, QUIET_MS): its start took the CPU the table's drawing
    needed when the table came meanwhile. It waits until the table is drawn."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    _, guest = new_device(browser)
    # the background start as a player's page has it (the tests' mode starts the worker only when asked)
    guest.goto(invitation_text(host, "Bea").replace("?fast", "?fast&quiet=2.5", 1))
    reply = reply_text(guest)
    guest.wait_for_function("document.documentElement.dataset.appReady === 'true'")
    guest.wait_for_timeout(QUIET_MS + 1500)
    assert guest.evaluate(WORKER_STARTED) is False
    paste_reply(host, reply)
    expect(guest.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    guest.wait_for_function(WORKER_STARTED, timeout=PAIR_TIMEOUT)
    assert guest.console_errors == [] and host.console_errors == []
