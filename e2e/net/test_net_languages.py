"""Play across devices in the player's language (issue 69, docs/languages.md): in German at
390x844 and in Polish at 320x640 (touch), the join screen (and why a mistyped table's code or a
text that is no invitation cannot be read, the details too), a host's pairing panel with its
connection settings, "Invite friends anywhere" with the table's code and the online settings,
and a guest joining by the code over the local relay (e2e/local_relay.py): each screen with no
English of web/net left (e2e/languages.py), nothing wider than the screen, axe-core clean; the
guest's table and the host's, once connected, one screen (e2e/one_screen.py). A third device
knocks at the full table: the host sends the notice by key (its text English, whatever the
host's language) and that device says it in its own."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from languages import english_left
from net_page import PAIR_TIMEOUT, new_device, received
from one_screen import fits
from tools import words as catalogs
from web.net import protocol, table_code

# in `parts`: a shown element wider than the screen, or whose text does not fit its own box
OVERFLOW = """(parts) => {
  const vw = innerWidth, problems = [];
  if (document.scrollingElement.scrollWidth > vw) problems.push('the page scrolls sideways');
  const inside = [...document.querySelectorAll(parts)];
  for (const el of document.querySelectorAll('h1, h2, h3, p, li, label, summary, button, a, strong, span')) {
    if (!inside.some(part => part.contains(el))) continue;
    if (el.closest('.skip-link, [hidden], details:not([open]) > :not(summary)') || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    if (r.width < 1 || s.visibility === 'hidden') continue;
    if (r.left < -0.5 || r.right > vw + 0.5 || el.scrollWidth > el.clientWidth + 1 && s.display !== 'inline')
      problems.push(`${el.tagName.toLowerCase()}#${el.id} "${el.textContent.trim().slice(0, 30)}" ` +
                    `${r.left.toFixed(0)}-${r.right.toFixed(0)}, content ${el.scrollWidth} in ${el.clientWidth}`);
  }
  return problems;
}"""


# web/net's parts of a table's screen (the table itself is its game's: e2e/table/test_table_languages.py)
NET_PARTS = "#net-panel, #net-host-status, #net-status, #net-leave, #net-again, [id^=net-guest-], [id^=net-back]"


def in_the_language(page: Page, code: str, moment: str, parts: str = "body") -> None:
    """No English of the translated screens in `parts`, nothing overflowing, axe-core clean."""
    text = "\n".join(page.locator(parts).all_inner_texts())
    assert text.strip() and english_left(text, code) == [], moment
    assert page.evaluate(OVERFLOW, parts) == [], moment
    assert axe_violations(page, axe_source()) == [], moment


@pytest.mark.parametrize("locale,code,width,height", [("de-DE", "de", 390, 844), ("pl-PL", "pl", 320, 640)])
def test_a_table_across_devices_in_the_players_language(browser: Browser, base_url: str, nostr_relay: str,
                                                        locale: str, code: str, width: int, height: int) -> None:
    words = catalogs.compiled(code)["messages"]
    options = {"locale": locale, "viewport": {"width": width, "height": height}, "is_mobile": True,
               "has_touch": True}
    _, host = new_device(browser, relay=nostr_relay, **options)
    _, guest = new_device(browser, relay=nostr_relay, **options)
    host.size_name = guest.size_name = f"{width}x{height}"
    # the join screen
    host.goto(f"{base_url}?fast#/join")
    wait_ready(host)
    expect(host.locator("#net-code-go")).to_have_text(words["Join the table"])
    expect(host.locator("html")).to_have_attribute("lang", code)
    in_the_language(host, code, "join")
    # a mistyped code and a text that is no invitation: why, in the language, the details too
    host.fill("#net-code", "K3M9Q0")
    host.click("#net-code-go")
    expect(host.locator("#net-code-problem")).to_have_text(words["This is not a table's code: {problem}."].format(
        problem=words["a table's code has no {character}: its letters and digits are {alphabet}"].format(
            character="'0'", alphabet=table_code.ALPHABET)))
    host.fill("#net-again-paste", "bis acht!")
    host.click("#net-again-go")
    expect(host.locator("#net-again-problem")).to_have_text(words["This is not an invitation: {problem}."].format(
        problem=words["it holds characters no code of this app has"]))
    in_the_language(host, code, "join, mistaken")
    # a table for another device: the pairing panel, its connection settings open
    host.goto(f"{base_url}?fast#/sequence")
    expect(host.locator("#seq-start")).to_be_visible(timeout=PAIR_TIMEOUT)
    host.select_option("#seq-players", "2")
    host.fill("#seq-name-0", "Hal")
    host.fill("#seq-name-1", "Bea")
    host.select_option("#seq-kind-1", "@away")
    host.click("#seq-start")
    expect(host.locator("#net-invite-text")).not_to_have_value("", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text(words["Waiting to pair"])
    host.click("#net-settings > summary")
    in_the_language(host, code, "pairing", NET_PARTS)
    # online: the table's code, the online settings open
    host.click("#net-online-start")
    expect(host.locator("#net-online-status")).to_have_attribute("data-state", "connected", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text(words["Waiting for a device to join by the code"])
    host.click("#net-host-online-settings > summary")
    in_the_language(host, code, "online", NET_PARTS)
    table = host.locator("#net-online-code").inner_text()
    # the guest types the code under "Join a game"
    guest.goto(f"{base_url}?fast#/join")
    wait_ready(guest)
    guest.fill("#net-code", table)
    guest.click("#net-code-go")
    expect(guest.locator("#net-status")).to_have_text(words["Connected to the host."], timeout=PAIR_TIMEOUT)
    expect(guest.locator("#seq-hand .seq-card")).to_have_count(7, timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text(words["Connected"], timeout=PAIR_TIMEOUT)
    in_the_language(guest, code, "guest", NET_PARTS)
    fits(guest, "sequence", f"guest-{code}")
    expect(host.locator("#net-host-status")).to_have_text(words["Connected: {names}"].format(names="Bea"))
    in_the_language(host, code, "host connected", NET_PARTS)
    fits(host, "sequence", f"host-{code}")
    # a third device at the full table: the host's notice by key, said in this device's language
    _, late = new_device(browser, relay=nostr_relay, **options)
    late.goto(host.locator("#net-online-text").input_value())
    wait_ready(late)
    expect(late.locator("#net-status")).to_have_text(words[protocol.NOTICES["full"]], timeout=PAIR_TIMEOUT)
    closed = [json.loads(text) for text in received(late) if '"closed"' in text]
    assert closed and closed[0]["key"] == "full" and closed[0]["text"].startswith("This table is full"), closed
    in_the_language(late, code, "full table")
    assert all(not page.console_errors for page in (host, guest, late)), [p.console_errors for p in (host, guest, late)]
