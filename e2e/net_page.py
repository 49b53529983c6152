"""Helpers for the tests of play across devices: a host and its guests as
browser contexts of one Chromium, pairing by copying the invitation and the
reply as text (as a person would copy them), and what each page sent and
received on its data channels, recorded by an init script."""
from __future__ import annotations

import json
import re
import time
from typing import Any, Callable, Iterator

from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import wait_ready
from languages import said
from waits import within
from local_relay import settings_script
from web.net import pairing

PAIR_TIMEOUT = 30_000

# Every data channel's traffic, kept in the page (tests only: Playwright adds
# it before the page's own scripts; the app never reads it).
RECORD_CHANNELS = """
(() => {
  const net = { received: [], sent: [], channels: [], connections: [] };
  Object.defineProperty(window, "__net", { value: net });
  window.RTCPeerConnection = class extends RTCPeerConnection {
    constructor(...args) { super(...args); net.connections.push(this); }
  };
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    net.channels.push(channel);
    channel.addEventListener("message", (event) => net.received.push(String(event.data)));
    return channel;
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) { net.sent.push(String(data)); return send.call(this, data); };
})();
"""


# Online (issue 68), every message of the table's room instead, kept in the same shape: what the page's
# Python sent and received through web/online.mjs, and for each device of the room a `channel` whose
# send() goes to that device as the page's own messages do (Trystero's own data channels carry its
# wire format, not the app's messages: they are not recorded).
RECORD_ROOMS = """
(() => {
  const net = { received: [], sent: [], channels: [], connections: [] };
  Object.defineProperty(window, "__net", { value: net });
  let wrapped;
  // defined once the page asks for web/online.mjs (before, the page must find no module there)
  const hook = () => Object.defineProperty(globalThis, "seqgamesOnline", {
    configurable: true,
    get() { return wrapped; },
    set(module) {
      wrapped = { ...module, open: async (code, relays, ice, join, leave, problem) => {
        let handle = null;
        const joined = (peer, channel) => {
          channel.addEventListener("message", (event) => net.received.push(String(event.data)));
          net.channels.push({ peer, send: (text) => handle.send(peer, text) });
          join(peer, channel);
        };
        handle = await module.open(code, relays, ice, joined, leave, problem);
        const send = handle.send;
        handle.send = (peer, text) => { net.sent.push(String(text)); return send.call(handle, peer, text); };
        return handle;
      } };
    },
  });
  new MutationObserver((changes, observer) => {
    if (document.querySelector('script[src="web/online.mjs"]')) {
      observer.disconnect();
      hook();
    }
  }).observe(document, { childList: true, subtree: true });
})();
"""


def new_device(browser: Browser, *, relay: str = "", **options: Any) -> tuple[BrowserContext, Page]:
    """A device (a browser context) recording its messages; with `relay`, one that plays online through
    it. Its page is as new, kept from an earlier test when it can be (conftest.kept_page)."""
    from conftest import kept_page

    page = kept_page(browser, options, (RECORD_ROOMS, settings_script([relay])) if relay else (RECORD_CHANNELS,))
    return page.context, page


def host_online(host: Page, base_url: str, seats: list[tuple[str, str]], game: str = "sequence",
                prefix: str = "seq", query: str = "fast") -> str:
    """Set up a table of `game` with `seats` and invite friends anywhere: the table's code as shown."""
    host.goto(f"{base_url}?{query}#/{game}")
    wait_ready(host)
    expect(host.locator(f"#{prefix}-start")).to_be_visible(timeout=PAIR_TIMEOUT)
    host.select_option(f"#{prefix}-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        host.fill(f"#{prefix}-name-{i}", name)
        host.select_option(f"#{prefix}-kind-{i}", kind)
    host.click(f"#{prefix}-start")
    expect(host.locator("#net-online-start")).to_be_visible(timeout=PAIR_TIMEOUT)
    host.click("#net-online-start")
    expect(host.locator("#net-online-status")).to_have_attribute("data-state", "connected", timeout=PAIR_TIMEOUT)
    return host.locator("#net-online-code").inner_text()


def join_by_link(guest: Page, host: Page) -> None:
    """The guest opens the table's link shown at the host."""
    guest.goto(host.locator("#net-online-text").input_value())
    wait_ready(guest)


def invitation_text(host: Page, name: str) -> str:
    """The invitation on the host's screen for `name`, as its text box holds it."""
    expect(host.locator("#net-pair-title")).to_contain_text(f"{name}'s device", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-invite-text")).to_have_value(re.compile(r"#/join/"), timeout=PAIR_TIMEOUT)
    return host.locator("#net-invite-text").input_value()


def reply_text(guest: Page) -> str:
    expect(guest.locator("#net-answer-text")).to_have_value(re.compile(r"#/reply/"), timeout=PAIR_TIMEOUT)
    return guest.locator("#net-answer-text").input_value()


# The remote ports from which the page's connections have heard connectivity checks.
HEARD_PORTS = """async () => {
  const ports = [];
  for (const connection of window.__net.connections) {
    const stats = await connection.getStats();
    const remote = new Map();
    stats.forEach((r) => { if (r.type === "remote-candidate") remote.set(r.id, r.port); });
    stats.forEach((r) => {
      if (r.type === "candidate-pair" && r.requestsReceived > 0 && remote.has(r.remoteCandidateId)) {
        ports.push(remote.get(r.remoteCandidateId));
      }
    });
  }
  return ports;
}"""


def wait_heard(host: Page, reply: str) -> None:
    """Wait until the host's browser has heard the device that shows `reply`
    check its path (as web/net/knocks.py reads it): on a loaded machine a
    page can take seconds to start checking."""
    ports = {candidate.port for candidate in pairing.read_reply(reply).description.candidates}
    deadline = time.monotonic() + PAIR_TIMEOUT / 1000
    while not ports & set(within(host, HEARD_PORTS, what="the connections' statistics")):
        assert time.monotonic() < deadline, f"the host never heard the device of the reply (ports {sorted(ports)})"
        host.wait_for_timeout(250)


def open_invitation(guest: Page, text: str) -> None:
    """The guest opens the invitation's link (as the phone's camera would)."""
    guest.goto(text)
    wait_ready(guest)


def paste_reply(host: Page, text: str) -> None:
    host.fill("#net-reply-paste", text)
    host.click("#net-reply-go")
    expect(host.locator("#net-reply-problem")).to_have_text("")


def pair(host: Page, guest: Page, name: str, seat: int) -> None:
    """One pairing: invitation to the guest, reply to the host, connected."""
    open_invitation(guest, invitation_text(host, name))
    paste_reply(host, reply_text(guest))
    expect(host.locator(f"#net-state-{seat}")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text(said(language(guest), "Connected to the host."),
                                                      timeout=PAIR_TIMEOUT)


def language(page: Page) -> str:
    """The language the page speaks (its `lang`)."""
    return page.evaluate("document.documentElement.lang")


def pair_again(host: Page, guest: Page, name: str, seat: int = 1) -> None:
    """A guest whose connection was lost reads the host's new invitation where the table was
    ("Welcome back"), and the host reads the reply: connected again."""
    guest.fill("#net-again-paste", invitation_text(host, name))
    guest.click("#net-again-go")
    expect(guest.locator("#net-join-intro")).to_contain_text(f"Welcome back, {name}", timeout=PAIR_TIMEOUT)
    paste_reply(host, reply_text(guest))
    expect(host.locator(f"#net-state-{seat}")).to_have_text("Connected", timeout=PAIR_TIMEOUT)


def watch_status(page: Page) -> None:
    """Keep every text the guest's status line shows from now on (a problem's line
    goes as soon as a good table follows, too fast to be seen by polling)."""
    page.evaluate("""() => {
        const status = document.getElementById("net-status");
        window.__said = [];
        new MutationObserver(() => window.__said.push(status.textContent)).observe(status, {childList: true,
            characterData: true, subtree: true});
    }""")


def wait_said(page: Page, text: str) -> None:
    """Wait until the status line watched by `watch_status` has shown `text`."""
    page.wait_for_function("(text) => window.__said.some((t) => t.includes(text))", arg=text, timeout=PAIR_TIMEOUT)


def received(page: Page) -> list[str]:
    return page.evaluate("window.__net.received.slice()")


def sent(page: Page) -> list[str]:
    return page.evaluate("window.__net.sent.slice()")


def send_raw(page: Page, text: str) -> None:
    """Send `text` as it is on the page's newest data channel (a tampered client)."""
    page.evaluate("(text) => window.__net.channels.at(-1).send(text)", text)


def tables(texts: list[str]) -> list[dict[str, Any]]:
    """The `table` messages among received texts."""
    out = []
    for text in texts:
        try:
            data = json.loads(text)
        except ValueError:
            continue
        if isinstance(data, dict) and data.get("type") == "table":
            out.append(data)
    return out


def walk(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every (path, value) in a JSON value."""
    yield path, value
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from walk(inner, path + (str(key),))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from walk(inner, path + (str(i),))


def storage_text(page: Page) -> str:
    """Everything this page keeps in localStorage and sessionStorage."""
    return page.evaluate("""() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])""")


def host_a_sequence_for(host: Page, base_url: str, name: str) -> str:
    """Host a Sequence table of the host's person and `name` on another device; the invitation."""
    host.goto(f"{base_url}?fast#/sequence")
    wait_ready(host)
    expect(host.locator("#seq-start")).to_be_visible(timeout=PAIR_TIMEOUT)
    host.select_option("#seq-players", "2")
    host.fill("#seq-name-1", name)
    host.select_option("#seq-kind-1", "@away")
    host.click("#seq-start")
    # a game still in progress on this device: Start asks before it replaces it (issue 41)
    expect(host.locator("#net-panel, #seq-start-replace").first).to_be_visible(timeout=PAIR_TIMEOUT)
    if host.locator("#seq-start-replace").is_visible():
        host.click("#seq-start-replace")
    expect(host.locator("#net-panel")).to_be_visible(timeout=PAIR_TIMEOUT)
    return invitation_text(host, name)


def paired_sequence(browser: Browser, base_url: str, name: str = "Bea", *, relay: str = "") -> tuple[Page, Page]:
    """A Sequence table of the host's person and `name` on a second device, paired (online by its
    code through `relay`, if given), past the cut."""
    _, host = new_device(browser, relay=relay)
    _, guest = new_device(browser, relay=relay)
    if relay:
        host_online(host, base_url, [("Hal", ""), (name, "@away")])
        join_by_link(guest, host)
    else:
        open_invitation(guest, host_a_sequence_for(host, base_url, name))
        paste_reply(host, reply_text(guest))
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-grid")).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(host.locator("#seq-cut")).to_have_count(0, timeout=PAIR_TIMEOUT)  # the cut plays by itself
    expect(host.locator("#seq-hand .seq-card").first).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-status")).not_to_have_text("", timeout=PAIR_TIMEOUT)
    return host, guest


# Everything a tampered client can send, as fast as its channel takes it: one message of `largest`
# characters, then `count` small ones (syncs, an action for the host's seat, nonsense, a false hello).
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


def flood(host: Page, guest: Page, count: int, largest: int, throttle: float) -> tuple[int, list[float]]:
    """The guest floods the host, whose CPU runs `throttle` times slower meanwhile, until the host
    has disconnected it: how many messages the guest's channel took, and the host's long tasks (ms)."""
    cdp = host.context.new_cdp_session(host)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    host.evaluate("""() => {
        window.__long = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); })
            .observe({type: "longtask"});
    }""")
    sent = guest.evaluate(FLOOD_SCRIPT, [count, largest])
    expect(host.locator("#net-state-1")).to_have_text("Left the table", timeout=PAIR_TIMEOUT)
    host.wait_for_timeout(2_000)  # whatever the gate let through has been answered by now
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    return sent, host.evaluate("window.__long")


def play_sequence_to_the_end(host: Page, guests: tuple[Page, ...],
                             looks: Callable[[Page, int], None] | None = None) -> int:
    """The guests of a Sequence table play each turn of theirs as it comes (the host's seats are AIs)
    until the game ends; how many turns they played. `looks(guest, n)`, if given, is called before a
    guest plays its own `n`th turn (from 0)."""
    from sequence_page import play_turn_away

    turns = 0
    own = {id(guest): 0 for guest in guests}
    while not host.locator("#seq-end:not([hidden])").count():
        moved = False
        for guest in guests:
            if guest.locator("#seq-hand .seq-card:not([aria-disabled=true])").count() and \
                    not guest.locator("#seq-end:not([hidden])").count():
                if looks is not None:
                    looks(guest, own[id(guest)])
                own[id(guest)] += 1
                play_turn_away(guest)
                moved = True
                turns += 1
        if not moved:
            host.wait_for_timeout(100)
        assert turns < 200, "the game did not end"
    return turns


# What a Sequitur guest's page asks of it now, in one look: "end", "continue" (a round's summary), the
# index among the decision's enabled buttons of the one to take (a pass: Pass, Spell nothing, Discard
# it, by their ids in any language; or else the first), or null.
SEQUITUR_ASKS = """() => {
    if (document.querySelector("#sr-end:not([hidden])")) return "end";
    const go = document.querySelector("#sr-continue");
    if (go && go.checkVisibility()) return "continue";
    const ids = [...document.querySelectorAll("#sr-decision button:not([disabled])")].map((b) => b.id);
    if (!ids.length) return null;
    return Math.max(0, ids.findIndex((id) => ["sr-pass", "sr-nothing", "sr-discard"].includes(id)));
}"""


def play_sequitur_to_the_end(host: Page, guests: tuple[Page, ...], turn_ms: int = 60_000,
                             looks: Callable[[Page, str, int], None] | None = None) -> int:
    """The guests of a Sequitur table (the host's seats are AIs) each pass their decision (or take its
    first choice) as it comes, until the game ends on every guest's page; how many decisions they made.
    A table that asks none of them anything for `turn_ms` fails then. `looks(guest, asks, n)`, if
    given, is called before a guest answers what it is asked (a "decision", its own `n`th from 0, or a
    round's summary, "continue")."""
    decisions = 0
    own = {id(guest): 0 for guest in guests}
    playing = list(guests)
    asked = time.monotonic()
    while playing:
        moved = False
        for guest in list(playing):
            asks = guest.evaluate(SEQUITUR_ASKS)
            if looks is not None and asks not in (None, "end"):
                looks(guest, "continue" if asks == "continue" else "decision", own[id(guest)])
                asks = guest.evaluate(SEQUITUR_ASKS)  # as it is now, after the look
            if asks == "end":
                playing.remove(guest)
            elif asks == "continue":
                guest.click("#sr-continue")
                moved = True
            elif asks is not None:
                own[id(guest)] += 1
                guest.locator("#sr-decision button:not([disabled])").nth(asks).click()
                moved = True
                decisions += 1
                assert decisions < 120 * len(guests), "the game did not end"
        if moved:
            asked = time.monotonic()
            continue
        # a table that never asks a guest again fails here, not at CI's time limit
        assert time.monotonic() - asked < turn_ms / 1000, (f"no guest was asked anything for {turn_ms // 1000} s",
                                                          [p.console_errors for p in (host, *guests)])
        host.wait_for_timeout(100)
    return decisions


def winners(page: Page, prefix: str, names: tuple[str, ...]) -> list[str]:
    """Whom the end card's headline names, in any language."""
    text = page.locator(f"#{prefix}-winner").inner_text()
    return [name for name in names if re.search(rf"\b{re.escape(name)}\b", text)]


def same_end(host: Page, guests: list[Page], prefix: str, names: tuple[str, ...]) -> None:
    """Every guest is shown the end, its headline naming whom the host's names (no one, for a game no
    one wins), each in its language."""
    named = winners(host, prefix, names)
    for guest in guests:
        expect(guest.locator(f"#{prefix}-winner")).not_to_be_empty(timeout=2 * PAIR_TIMEOUT)
        for name in named:
            expect(guest.locator(f"#{prefix}-winner")).to_contain_text(name, timeout=2 * PAIR_TIMEOUT)
        assert winners(guest, prefix, names) == named
