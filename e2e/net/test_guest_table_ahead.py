"""A guest's table comes at once after its reply is read (issue 66): while the reply is shown,
the guest's page imports the table's modules in short steps (web/net/guest.py `_table_ahead`),
so the table the host sends is drawn without that wait; the host reads a reply's device's
checks at once (web/net/host.py `Link.heard`), not at its listening pace."""
from __future__ import annotations

from playwright.sync_api import Browser, expect

from e2e.net.test_net_play import setup
from net_page import PAIR_TIMEOUT, invitation_text, new_device, open_invitation, paste_reply, reply_text
from one_screen import TURN_TIMEOUT


def test_the_guest_imports_its_table_while_its_reply_is_read(browser: Browser, base_url: str) -> None:
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    _, guest = new_device(browser)
    open_invitation(guest, invitation_text(host, "Bea"))
    reply = reply_text(guest)
    guest.wait_for_function("performance.getEntriesByName('guest:table-ahead').length === 1", timeout=PAIR_TIMEOUT)
    paste_reply(host, reply)
    expect(guest.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
