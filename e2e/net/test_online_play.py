"""Online play (issue 68) in headless Chromium: a host and its guests as
browser contexts, finding each other through a real Nostr relay on this
machine (e2e/local_relay.py) and connected by WebRTC on the loopback, with
no STUN server. No reply code: the host shows the table's code, each guest
opens its link or types it.

- a whole game of each of the three games, four players: a host and three
  guest devices joining its table by its one code at once (by its link, or
  for Sequence and Sequitur one phone by the code typed under "Join a
  game"), each taking the first free seat and playing it from its own page
  (Sequence: an AI at the host, two teams of two; Sequoia: a person at the
  host; Sequitur: an AI at the host); every guest is shown the end and has
  received only its own seat's view (checked against the host's game
  replayed by the engine, as over a paired table); each device is a phone
  in its own language (issue 69: Spanish, French, Italian, Brazilian
  Portuguese, Dutch, at 390x844 and 320x640, DEVICES), and at its first
  turn, mid-game and the end shows no English (e2e/languages.py), nor
  the host's language, and at 320 px nothing cut, at its size and turned
  to the other phone's;
- a guest's reload comes back to its seat with no tap at the host; a host's
  reload resumes the game in the same room, and its guest is back by itself;
- a code that names no table, a full table, and no relay answering are said;
- a device without the code reads nothing of what the relay carries.
"""
from __future__ import annotations

import json
import re
import time

from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import wait_ready
from languages import no_english_at_both_sizes, said, spelled_words
from waits import within
from local_relay import free_port
from net_page import (
    host_online, join_by_link, new_device, play_sequence_to_the_end, play_sequitur_to_the_end, same_end,
)

TIMEOUT = 30_000
TURN_TIMEOUT = 60_000
CODE = re.compile(r"^[ACDEFGHJKMNPQRTUVWXYZ2345679]{3}-[ACDEFGHJKMNPQRTUVWXYZ2345679]{3}$")


def online_device(browser: Browser, relay: str, **options) -> tuple[BrowserContext, Page]:
    return new_device(browser, relay=relay, **options)


def hal_and_bea(browser: Browser, base_url: str, relay: str) -> tuple[Page, Page, str]:
    """Hal hosts a Sequence table online; Bea joins it by the link and holds her hand: (host, Bea, code)."""
    _, host = online_device(browser, relay)
    code = host_online(host, base_url, [("Hal", ""), ("Bea", "@away")])
    _, bea = online_device(browser, relay)
    join_by_link(bea, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#seq-hand .seq-card")).to_have_count(7, timeout=TIMEOUT)
    return host, bea, code


def join_by_typing(guest: Page, base_url: str, code: str) -> None:
    open_join(guest, base_url)
    type_code(guest, code)


def open_join(guest: Page, base_url: str) -> None:
    """The guest opens "Join a game" (its page loads on while the test goes on)."""
    guest.goto(f"{base_url}?fast#/join", wait_until="commit")


def type_code(guest: Page, code: str) -> None:
    """The guest, at "Join a game", types the table's code."""
    wait_ready(guest)
    guest.fill("#net-code", code.lower().replace("-", " "))  # as a person types it, in any case
    guest.click("#net-code-go")


# Each device's language and size at the three games' tables (issue 69): the host, then the guests in
# the order they open the table (with `typed`, the last types its code). Across the three games each of
# es, fr, it, pt-BR and nl plays at 390x844 and at 320x640, as far as four seats allow (Sequence
# without pt-BR, Sequoia without nl, Sequitur without es: e2e/net/test_net_play.py's games have them).
#                 host            1st guest        2nd guest        3rd guest
DEVICES = {"sequence": (("es", 390), ("fr", 320), ("it", 390), ("nl", 320)),
           "sequoia": (("pt-BR", 390), ("es", 320), ("fr", 390), ("it", 320)),
           "sequitur": (("nl", 390), ("pt-BR", 320), ("it", 390), ("fr", 320))}
PHONES = {390: (390, 844), 320: (320, 640)}


def phone(browser: Browser, relay: str, code: str, width: int) -> Page:
    """A touch device in the language `code` at PHONES[width] (its `code` and `size_name` kept on the page)."""
    width, height = PHONES[width]
    _, page = online_device(browser, relay, locale=code, viewport={"width": width, "height": height},
                            is_mobile=True, has_touch=True)
    page.code, page.size_name = code, f"{width}x{height}"  # type: ignore[attr-defined]
    return page


def speaks(page: Page, game: str, moment: str, names: tuple[str, ...], host: Page,
           spelled: tuple[str, ...] = ()) -> None:
    """The device's screen at `moment` in its own language, at its size and turned to the other phone's: no
    English of it (e2e/languages.py), nor the host's language at a guest's, `lang` right, one screen; at
    320 px nothing sticks out or is cut."""
    no_english_at_both_sizes(page, page.code, moment, game, names, "#seq-grid" if game == "sequence" else "",
                             spelled=spelled, foreign="" if page is host else host.code, axe=False)


def three_guests_by_one_code(browser: Browser, base_url: str, relay: str, host_seat: tuple[str, str], game: str,
                             prefix: str, typed: bool = False) -> tuple[Page, list[Page]]:
    """A table of `game` for four set up at the host (its own seat `host_seat`, the others "a person on
    another device", Ann, Bob and Cy), and three devices at once by its one code, each a phone in its
    own language (DEVICES): each opens the table's link, or (with `typed`) the third types the code
    under "Join a game", opened while the host set up. Each takes the first free seat as it comes:
    (host, the guests in seat order), all connected."""
    (host_code, host_width), *guests = DEVICES[game]
    devices = [phone(browser, relay, code, width) for code, width in guests]
    if typed:
        open_join(devices[2], base_url)
    host = phone(browser, relay, host_code, host_width)
    code = host_online(host, base_url, [host_seat, ("Ann", "@away"), ("Bob", "@away"), ("Cy", "@away")], game, prefix)
    assert CODE.match(code), code
    expect(host.locator("#net-state-1")).to_have_text(said(host.code, "Waiting for a device to join by the code"))
    link = host.locator("#net-online-text").input_value()
    for guest in devices[:2] if typed else devices:
        guest.goto(link, wait_until="commit")  # the three pages load together, as friends open it together
    for guest in devices:
        wait_ready(guest)
    if typed:
        type_code(devices[2], code)
    for seat in (1, 2, 3):
        expect(host.locator(f"#net-state-{seat}")).to_have_text(said(host.code, "Connected"), timeout=TIMEOUT)
    seats = {}
    for guest in devices:
        expect(guest.locator("#net-status")).to_have_text(said(guest.code, "Connected to the host."), timeout=TIMEOUT)
        seats[json.loads(guest.evaluate("localStorage.getItem('seqgames.net.seat')"))["seat"]] = guest
    assert sorted(seats) == [1, 2, 3], seats
    return host, [seats[seat] for seat in (1, 2, 3)]


def test_sequence_with_three_guests_by_one_code_to_the_end(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """An AI at the host and three guests at once by the one code (two by its link, a phone by the code
    typed): two teams of two, each guest at its seat with no reply to hand back, the game played to the
    end by clicking on each guest's page, every guest shown the end and having received only its own
    seat's view. Each device in its own language (DEVICES): at its first turn, a turn mid-game (the
    host's screen then too) and the end, no English on its screen, nor the host's language."""
    from net.test_net_play import check_guest_saw_only_its_seat, host_record

    names = ("Robot", "Ann", "Bob", "Cy")
    host, guests = three_guests_by_one_code(browser, base_url, nostr_relay, ("Robot", "easy"), "sequence", "seq",
                                            typed=True)
    for guest in guests:
        expect(guest.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)

    def looks(guest: Page, turn: int) -> None:
        if turn == 0:
            speaks(guest, "sequence", "its first turn", names, host)
        elif turn == 3:
            speaks(guest, "sequence", "mid-game", names, host)
            if guest is guests[0]:
                speaks(host, "sequence", "mid-game", names, host)

    turns = play_sequence_to_the_end(host, tuple(guests), looks)
    for guest in guests:
        expect(guest.locator("#seq-end")).to_be_visible(timeout=TURN_TIMEOUT)
    same_end(host, guests, "seq", names)
    for page in [host] + guests:
        speaks(page, "sequence", "the end", names, host)
    assert turns >= 8
    record = host_record(host, "sequence")
    assert record["config"]["players"] == 4 and record["config"]["teams"] == 2, record["config"]
    for seat, guest in enumerate(guests, start=1):
        assert check_guest_saw_only_its_seat(guest, seat, record, 4) > 5
    assert all(not page.console_errors for page in [host] + guests), [p.console_errors for p in [host] + guests]


def test_sequoia_with_three_guests_by_one_code_to_the_end(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """Hal at the host, Ann, Bob and Cy on their devices by the same link: the whole game, and every table
    each guest received shows its own seat's part only. Each device in its own language (DEVICES): at
    its first roll, its fifth and the end card, no English on its screen, nor the host's language."""
    from net.test_net_play import check_guest_saw_only_its_seat, check_guest_storage, host_record, play_sequoia_turn

    names = ("Hal", "Ann", "Bob", "Cy")
    host, guests = three_guests_by_one_code(browser, base_url, nostr_relay, ("Hal", ""), "sequoia", "sq")
    pages = [host] + guests
    rolls = {id(page): 0 for page in pages}  # each device's own choices so far
    clicks = 0
    while not host.locator("#sq-end:not([hidden])").count():
        moved = False
        for page in pages:
            if rolls[id(page)] in (0, 4) and page.locator("#sq-pairs .sq-pair").count():
                speaks(page, "sequoia", "its first roll" if rolls[id(page)] == 0 else "mid-game", names, host)
            if play_sequoia_turn(page):
                rolls[id(page)] += 1
                moved = True
        if moved:
            clicks += 1
        else:
            host.wait_for_timeout(100)
        assert clicks < 200, "the game did not end"
    same_end(host, guests, "sq", names)
    for page in pages:
        speaks(page, "sequoia", "the end", names, host)
    record = host_record(host, "sequoia")
    for seat, guest in enumerate(guests, start=1):
        assert check_guest_saw_only_its_seat(guest, seat, record, 4) > 10
        check_guest_storage(guest, "sequoia")
    assert all(not page.console_errors for page in pages), [p.console_errors for p in pages]


def test_sequitur_with_three_guests_by_one_code_to_the_end(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """An AI at the host and three guests at once by the one code (two by its link, a phone by the code
    typed): every decision of each guest's seat on its own device, to the end, which every guest is shown;
    each received only its own seat's view. Each device in its own language (DEVICES): at its first
    decision, the first round's summary (the host's screen then too) and the end, no English on its
    screen but the game's own words (the goal cards, the spelled words), nor the host's language."""
    from net.test_net_play import check_guest_saw_only_its_seat, host_record

    names = ("Robot", "Ann", "Bob", "Cy")
    host, guests = three_guests_by_one_code(browser, base_url, nostr_relay, ("Robot", "easy"), "sequitur", "sr",
                                            typed=True)
    for guest in guests:
        expect(guest.locator("#sr-private")).to_be_visible(timeout=TIMEOUT)
    seen: set[tuple[int, str]] = set()

    def looks(guest: Page, asks: str, decision: int) -> None:
        moment = "its first decision" if asks == "decision" and decision == 0 else \
            "a round's summary" if asks == "continue" else ""
        if moment and (id(guest), moment) not in seen:
            seen.add((id(guest), moment))
            speaks(guest, "sequitur", moment, names, host, spelled_words(host))
            if guest is guests[0] and asks == "continue":
                speaks(host, "sequitur", moment, names, host, spelled_words(host))

    decisions = play_sequitur_to_the_end(host, tuple(guests), TURN_TIMEOUT, looks)
    record = host_record(host, "sequitur")
    same_end(host, guests, "sr", names)
    for page in [host] + guests:
        speaks(page, "sequitur", "the end", names, host, spelled_words(host))
    for seat, guest in enumerate(guests, start=1):
        assert check_guest_saw_only_its_seat(guest, seat, record, 4) > 20
    assert decisions >= 60
    assert all(not page.console_errors for page in [host] + guests), [p.console_errors for p in [host] + guests]


def test_the_online_module_loads_while_a_code_is_typed_and_contacts_no_one(browser: Browser, base_url: str,
                                                                          nostr_relay: str) -> None:
    """"Join a game" loads the online module ahead (at 4x CPU it took about 1 s of the 3 s from the code to
    the table), and no connection to a relay is made until a code is opened."""
    context, page = online_device(browser, nostr_relay)
    context.add_init_script("""(() => { window.__sockets = 0; const WS = window.WebSocket;
        window.WebSocket = class extends WS { constructor(...a) { super(...a); window.__sockets += 1; } }; })();""")
    page.goto(f"{base_url}?fast#/join")
    wait_ready(page)
    expect(page.locator("#net-code")).to_be_visible()
    page.wait_for_function("typeof window.seqgamesOnline?.open === 'function'", timeout=TIMEOUT)
    page.wait_for_timeout(500)
    assert page.evaluate("window.__sockets") == 0


def test_a_guest_reloads_and_is_back_at_its_seat(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """A reload of the guest's page: back at its seat, the table as it is, with no tap at the host."""
    _, host = online_device(browser, nostr_relay)
    host_online(host, base_url, [("Hal", ""), ("Bea", "@away")])
    _, bea = online_device(browser, nostr_relay)
    join_by_link(bea, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
    bea.reload()
    wait_ready(bea)
    expect(bea.locator("#net-join-intro")).to_contain_text("Coming back to the table")
    expect(bea.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    expect(bea.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#seq-hand .seq-card")).to_have_count(7)  # its own hand, as the host dealt it


# each text the guest's status line takes, kept in window.__statuses (a MutationObserver on the page)
STATUSES_KEPT = """() => { window.__statuses = []; const keep = () => { const el = document.getElementById('net-status');
  const text = el ? el.textContent : ''; if (window.__statuses[window.__statuses.length - 1] !== text) window.__statuses.push(text); };
  keep(); new MutationObserver(keep).observe(document.body, {subtree: true, childList: true, characterData: true}); }"""


def test_the_host_reloads_and_its_guest_is_back(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """The host's reload resumes the game with the same code; the guest, told the connection went, is back
    at its seat with no tap on either device."""
    host, bea, code = hal_and_bea(browser, base_url, nostr_relay)
    hand = sorted(bea.evaluate("[...document.querySelectorAll('#seq-hand [data-card]')].map(n => n.dataset.card)"))
    bea.evaluate(STATUSES_KEPT)  # every line the guest's status shows from now: the lost connection's may be brief
    host.reload()
    wait_ready(host)
    expect(host.locator("#net-online-code")).to_have_text(code, timeout=TIMEOUT)
    # told the connection went (a line that may have come and gone before a look at the status found it)
    bea.wait_for_function("() => window.__statuses.some((t) => t.includes('reconnecting by itself'))", timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    expect(bea.locator("#seq-hand .seq-card")).to_have_count(7, timeout=TIMEOUT)
    assert sorted(bea.evaluate("[...document.querySelectorAll('#seq-hand [data-card]')].map(n => n.dataset.card)")) == hand


def test_the_host_replaces_the_code(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """A new code, once confirmed: the old one names no table any more, the new one seats a new device,
    and the guest already seated stays, learns the new code, and comes back by it after a reload."""
    _, host = online_device(browser, nostr_relay)
    old = host_online(host, base_url, [("Hal", ""), ("Bea", "@away"), ("Cy", "@away")])
    _, bea = online_device(browser, nostr_relay)
    join_by_link(bea, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    hand = sorted(bea.evaluate("[...document.querySelectorAll('#seq-hand [data-card]')].map(n => n.dataset.card)"))
    host.click("#net-online-replace")
    expect(host.locator("#net-online-confirm-text")).to_have_text("Replace the code? Guests already at the table stay; the old code stops working.")
    host.click("#net-online-confirm-yes")
    expect(host.locator("#net-online-code")).not_to_have_text(old, timeout=TIMEOUT)
    new = host.locator("#net-online-code").inner_text()
    assert CODE.match(new), new
    expect(host.locator("#net-online-text")).to_have_value(re.compile(f"#/table/{new.replace('-', '')}$"))
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    assert json.loads(bea.evaluate("localStorage.getItem('seqgames.net.seat')"))["code"] == new.replace("-", "")
    _, stale = online_device(browser, nostr_relay)
    stale.goto(f"{base_url}?fast#/table/{old}")
    wait_ready(stale)
    expect(stale.locator("#net-status")).to_contain_text("No table answers the code", timeout=15_000)
    _, cy = online_device(browser, nostr_relay)
    join_by_typing(cy, base_url, new)
    expect(host.locator("#net-state-2")).to_have_text("Connected", timeout=TIMEOUT)
    expect(cy.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    # (a page that reloads makes Trystero log an error on the others: checked before)
    assert all(not page.console_errors for page in (host, bea, cy)), [p.console_errors for p in (host, bea, cy)]
    bea.reload()
    wait_ready(bea)
    expect(bea.locator("#net-join-intro")).to_contain_text(f"Coming back to the table {new}")
    expect(bea.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    expect(bea.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    assert sorted(bea.evaluate("[...document.querySelectorAll('#seq-hand [data-card]')].map(n => n.dataset.card)")) == hand
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    host.reload()  # the new code is kept with the table
    wait_ready(host)
    expect(host.locator("#net-online-code")).to_have_text(new, timeout=TIMEOUT)


HAND = "[...document.querySelectorAll('#seq-hand [data-card]')].map(n => n.dataset.card).sort()"


def test_the_host_moves_a_guest_to_another_seat_before_the_first_move(browser: Browser, base_url: str,
                                                                      nostr_relay: str) -> None:
    """Ann's device took Bea's seat (the first free one) but she is Cy: the host moves it to Cy's seat,
    then swaps it with the device that came next; each guest's table follows its seat (its hand, its
    kept seat). Once a move is played, the control is gone."""
    from sequence_page import play_turn_away

    _, host = online_device(browser, nostr_relay)
    host_online(host, base_url, [("Hal", ""), ("Bea", "@away"), ("Cy", "@away")])
    _, ann = online_device(browser, nostr_relay)
    join_by_link(ann, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(ann.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    bea_hand = ann.evaluate(HAND)
    host.click("#net-move-1 summary")
    host.click("#net-move-1-2")  # "To Cy's seat"
    expect(host.locator("#net-state-2")).to_have_text("Connected", timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Waiting for a device to join by the code")
    expect(ann.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    expect(ann.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    ann.wait_for_function(f"JSON.stringify({HAND}) !== {json.dumps(json.dumps(bea_hand, separators=(',', ':')))}",
                          timeout=TIMEOUT)
    cy_hand = ann.evaluate(HAND)
    assert json.loads(ann.evaluate("localStorage.getItem('seqgames.net.seat')"))["seat"] == 2
    _, bob = online_device(browser, nostr_relay)
    join_by_link(bob, host)  # takes the free seat: Bea's
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bob.locator("#seq-hand .seq-card")).to_have_count(6, timeout=TIMEOUT)
    assert bob.evaluate(HAND) == bea_hand
    host.click("#seq-menu")  # every seat connected: the list of seats is in the menu
    host.click("#net-move-2 summary")
    host.click("#net-move-2-1")  # "Swap with Bea"
    for guest, hand in ((ann, bea_hand), (bob, cy_hand)):
        guest.wait_for_function(f"JSON.stringify({HAND}) === {json.dumps(json.dumps(hand, separators=(',', ':')))}",
                                timeout=TIMEOUT)
        expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(host.locator("#net-state-2")).to_have_text("Connected", timeout=TIMEOUT)
    expect(host.locator("#net-move-1")).to_be_attached()
    for page in (host, ann, bob):  # one move, whoever's turn it is
        if page.locator("#seq-hand .seq-card:not([aria-disabled=true])").count():
            if page is host:
                host.keyboard.press("Escape")
            play_turn_away(page)
            break
    else:
        raise AssertionError("no one's turn")
    expect(host.locator("#net-move-1")).to_have_count(0, timeout=TIMEOUT)
    expect(host.locator("#net-move-2")).to_have_count(0)
    assert all(not page.console_errors for page in (host, ann, bob)), [p.console_errors for p in (host, ann, bob)]


def test_a_guest_gone_for_good_is_said_and_its_seat_goes_to_the_ai(browser: Browser, base_url: str,
                                                                  nostr_relay: str) -> None:
    """Bea's page closes for good: the host's list says Reconnecting…, then Gone (after a minute; the
    test shortens it with `?fast&gone=3`), and her seat is handed to the AI: the game goes on to its end."""
    _, host = online_device(browser, nostr_relay)
    host_online(host, base_url, [("Robot", "easy"), ("Bea", "@away")], query="fast&gone=3")
    bea_context, bea = online_device(browser, nostr_relay)
    join_by_link(bea, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    expect(bea.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
    bea_context.close()
    expect(host.locator("#net-state-1")).to_have_text("Reconnecting…", timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Gone", timeout=TIMEOUT)
    host.click("#net-other-1 summary")
    host.click("#net-ai-1")
    expect(host.locator("#net-news")).to_contain_text("Bea's seat is now played by the AI")
    expect(host.locator("#seq-end")).to_be_visible(timeout=TURN_TIMEOUT)
    assert not host.console_errors, host.console_errors


def test_a_code_of_no_table_and_a_full_table_are_said(browser: Browser, base_url: str, nostr_relay: str) -> None:
    """A code no table has: said within 15 s. A third device at a table with one seat for another device:
    told the table is full (and only that, however long it stays)."""
    _, host = online_device(browser, nostr_relay)
    code = host_online(host, base_url, [("Hal", ""), ("Bea", "@away")])
    _, nobody = online_device(browser, nostr_relay)
    other = "KKKKKK" if code.replace("-", "") != "KKKKKK" else "MMMMMM"
    nobody.goto(f"{base_url}?fast#/table/{other}")
    wait_ready(nobody)
    started = time.monotonic()  # the others join meanwhile: the wrong code's wait is the page's own
    _, bea = online_device(browser, nostr_relay)
    join_by_link(bea, host)
    expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    _, third = online_device(browser, nostr_relay)
    join_by_link(third, host)
    expect(third.locator("#net-status")).to_contain_text("This table is full", timeout=TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
    expect(nobody.locator("#net-status")).to_contain_text("No table answers the code",
                                                          timeout=max(1, 15_000 - 1000 * (time.monotonic() - started)))
    expect(third.locator("#net-status")).to_contain_text("This table is full")  # not "no table" once told


def test_no_relay_answering_is_said_on_both_sides(browser: Browser, base_url: str) -> None:
    """The relays named do not answer (here a port nothing listens on): the host and a guest are told
    within 15 s what is wrong and what to check. Once the relay answers, the message goes on both, and
    the guest, which kept looking, is at its seat."""
    from local_relay import Relay

    port = free_port()
    dead = f"ws://127.0.0.1:{port}"
    _, host = online_device(browser, dead)
    host.goto(f"{base_url}?fast#/sequence")
    wait_ready(host)
    host.select_option("#seq-players", "2")
    host.select_option("#seq-kind-1", "@away")
    host.click("#seq-start")
    host.click("#net-online-start")
    expect(host.locator("#net-online-status")).to_contain_text("No relay answers", timeout=15_000)
    _, guest = online_device(browser, dead)
    guest.goto(f"{base_url}?fast#/table/{host.locator('#net-online-code').inner_text()}")
    wait_ready(guest)
    expect(guest.locator("#net-status")).to_contain_text("No relay answers", timeout=15_000)
    relay = Relay(port)
    try:
        expect(host.locator("#net-online-status")).to_contain_text("type this code", timeout=TIMEOUT)
        expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
        expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=TIMEOUT)
    finally:
        relay.stop()


# A strict router, as a test makes one: every candidate a page receives names an address nothing answers
# (192.0.2.1, TEST-NET-1), so the devices find each other through the relay but ICE fails (tests only).
UNREACHABLE_CANDIDATES = """
(() => {
  const away = (text) => text.replace(/(candidate:\\S+ \\d+ \\S+ \\d+ )\\S+( \\d+ typ)/g, "$1192.0.2.1$2");
  const Base = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Base {
    setRemoteDescription(d) { return super.setRemoteDescription(d && d.sdp ? { type: d.type, sdp: away(d.sdp) } : d); }
    addIceCandidate(c) {
      const plain = c && typeof c.toJSON === "function" ? c.toJSON() : c;
      return super.addIceCandidate(plain && plain.candidate ? { ...plain, candidate: away(plain.candidate) } : c);
    }
  };
})();
"""


def test_devices_that_cannot_reach_each_other_are_told_what_to_try(browser: Browser, base_url: str,
                                                                   nostr_relay: str) -> None:
    """The guest finds the table through the relay, but no connection between the two devices gets
    through (a strict router): both are told so within 15 s, with what to try."""
    host_context, host = online_device(browser, nostr_relay)
    host_context.add_init_script(UNREACHABLE_CANDIDATES)
    host_online(host, base_url, [("Hal", ""), ("Bea", "@away")])
    bea_context, bea = online_device(browser, nostr_relay)
    bea_context.add_init_script(UNREACHABLE_CANDIDATES)
    join_by_link(bea, host)
    started = time.monotonic()
    expect(bea.locator("#net-status")).to_contain_text("cannot connect to the host's directly", timeout=15_000)
    expect(bea.locator("#net-status")).to_contain_text("mobile data")
    expect(host.locator("#net-news")).to_contain_text("cannot connect to this one directly",
                                                      timeout=max(1, 15_000 - 1000 * (time.monotonic() - started)))
    expect(host.locator("#net-state-1")).to_have_text("Waiting for a device to join by the code")


# Everything the relay passes on, as any client of it sees it: a page of the app that knows no code
# subscribes to every event (tests only).
LISTEN = """(url) => new Promise((resolve, reject) => {
    window.__heard = [];
    const socket = new WebSocket(url);
    socket.onmessage = (event) => window.__heard.push(String(event.data));
    socket.onerror = () => reject(new Error("the relay refused the listener"));
    socket.onopen = () => { socket.send(JSON.stringify(["REQ", "all", {"since": Math.floor(Date.now() / 1000) - 60}])); resolve(true); };
})"""


def test_a_device_without_the_code_reads_nothing_from_the_relay(browser: Browser, base_url: str,
                                                                nostr_relay: str) -> None:
    """What the relay carries while a guest joins and plays is the devices' handshake, encrypted: no session
    description, no address, no name, no code, no message of the game."""
    stranger = browser.new_context().new_page()
    stranger.goto(base_url)
    within(stranger, LISTEN, nostr_relay, what="the relay's welcome of a listener")
    host, bea, code = hal_and_bea(browser, base_url, nostr_relay)
    heard = stranger.evaluate("window.__heard")
    events = [json.loads(text)[2] for text in heard if text.startswith('["EVENT"')]
    assert len(events) >= 2, heard  # the host's and the guest's handshakes went through it
    carried = json.dumps([event["content"] for event in events]) + json.dumps([event["tags"] for event in events])
    for secret in ("v=0", "ice-ufrag", "fingerprint", "a=candidate", "typ host", "127.0.0.1", ".local", "Bea", "Hal",
                   code, code.replace("-", ""), "knock", "hello", "sequence"):
        # as a word: "Bea" turns up by chance inside the ciphertext's base64 ("...gbea/zk..."), a leak does not
        word = re.compile(f"(?<![A-Za-z0-9+/]){re.escape(secret)}(?![A-Za-z0-9+/=])", re.IGNORECASE)
        assert not word.search(carried), f"the relay carried {secret!r}"
