"""A guest's table comes at once after its reply is read (issue 66): while the reply is shown,
the guest's page imports the table's modules in short steps (web/net/guest.py `_table_ahead`),
so the table the host sends is drawn without that wait; the host reads a reply's device's
checks at once (web/net/host.py `Link.heard`), not at its listening pace. The invitation's page
asks for Python's files and the QR code's drawing as web/boot.js runs (web/qr.mjs imports its
reader only to read a code)."""
from __future__ import annotations

from playwright.sync_api import Browser, expect

from e2e.net.test_net_play import setup
from e2e.quality.test_before_engine import RECORD_PRELOADS
from net_page import PAIR_TIMEOUT, invitation_text, new_device, open_invitation, paste_reply, reply_text
from one_screen import TURN_TIMEOUT


def test_the_guest_imports_its_table_while_its_reply_is_read(browser: Browser, base_url: str) -> None:
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Bea", "@away")])
    guest_context, guest = new_device(browser)
    guest_context.add_init_script(RECORD_PRELOADS)
    requested: list[str] = []
    guest.on("request", lambda request: requested.append(request.url))
    open_invitation(guest, invitation_text(host, "Bea"))
    reply = reply_text(guest)
    # Python's files and the QR code's drawing were asked for as web/boot.js ran, before the page's
    # markup was parsed (False: no #view yet); the reply's QR code is drawn without the QR reader
    preloads = dict(guest.evaluate("window.__preloads"))
    for href in ("web/app-files.txt", "web/vendor/micropython/micropython.wasm", "web/qr.mjs",
                 "web/vendor/qr/index.js"):
        assert preloads.get(href) is False, (href, preloads)
    expect(guest.locator("#net-answer-qr[data-version]")).to_be_visible()
    assert not [url for url in requested if url.endswith("/vendor/qr/decode.js")], requested
    guest.wait_for_function("performance.getEntriesByName('guest:table-ahead').length === 1", timeout=PAIR_TIMEOUT)
    paste_reply(host, reply)
    expect(guest.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
