"""A guest acts only for its own seat, at its own turn, with a legal action (issue 51).

A paired Sequence table (the host's person and Bea on a second device), and
Bea's device tampered with: each forged message goes through the real
channel, one at a time, and the host answers each with a refusal (`refused`,
the rule's code) or an `error` naming what is wrong; the host's game and its
save do not change, and the guest stays connected (one bad message is not a
flood: e2e/net/test_guest_flood.py). What the guest's screen shows of a
refusal to a move it really sent is e2e/net/test_net_play.py's. Both ways to
play across devices: paired, and online by the table's code (issue 68).
"""
from __future__ import annotations

import json
from typing import Any, Callable

from playwright.sync_api import Browser, Page, expect

from net_page import PAIR_TIMEOUT, paired_sequence, received, send_raw, sent
from sequence_page import play_turn_away

TURN_TIMEOUT = 60_000

SAVE = "seqgames.sequence.game"

def host_turn(host: Page) -> bool:
    return host.locator("#seq-hand .seq-card:not([aria-disabled=true])").count() > 0


def answer_to(guest: Page, text: str) -> dict[str, Any]:
    """Send `text` from the guest's channel; the host's next refusal or error."""
    before = len(received(guest))
    send_raw(guest, text)
    guest.wait_for_function(
        """(n) => window.__net.received.slice(n).some(t => t.includes('"refused"') || t.includes('"error"'))""",
        arg=before, timeout=PAIR_TIMEOUT)
    return next(m for m in map(json.loads, received(guest)[before:]) if m["type"] in ("refused", "error"))


def last_act(guest: Page) -> dict[str, Any]:
    return [m for m in map(json.loads, sent(guest)) if m.get("type") == "act"][-1]


def test_forged_messages_are_refused_with_a_reason_and_change_nothing(browser: Browser, base_url: str,
                                                                     transport: str) -> None:
    host, guest = paired_sequence(browser, base_url, relay=transport)
    if not host_turn(host):  # Bea plays first: her move, so that one is there to replay
        expect(guest.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=TURN_TIMEOUT)
        play_turn_away(guest)
    else:  # the host's move, then Bea's
        host_move(host)
        expect(guest.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=TURN_TIMEOUT)
        play_turn_away(guest)
    expect(host.locator("#seq-hand .seq-card:not([aria-disabled=true])").first).to_be_visible(timeout=TURN_TIMEOUT)
    played = last_act(guest)  # Bea's real move, played; now it is the host's turn
    hello = next(m for m in map(json.loads, sent(guest)) if m.get("type") == "hello")
    save = host.evaluate(f"localStorage.getItem('{SAVE}')")
    log = host.locator("#seq-log li").count()

    def act(**changes: Any) -> str:
        return json.dumps(dict(played, **changes))

    deep = '{"v": 1, "type": "act", "action": ' + "[" * 5000 + "]" * 5000 + "}"
    forged: list[tuple[str, str, Callable[[dict[str, Any]], bool]]] = [
        ("the move it played, sent again", act(), lambda m: m["type"] == "refused" and m["id"] == played["id"]),
        ("a move out of its turn", act(id=played["id"] + 1),
         lambda m: m["type"] == "refused" and m["code"] not in ("", "malformed")),
        ("a move for another seat", act(id=played["id"] + 2, seat=0),
         lambda m: m["type"] == "refused" and m["code"] != "malformed"),
        ("a move of another game", act(id=played["id"] + 3, game_no=played["game_no"] + 1),
         lambda m: m["type"] == "refused" and m["code"] == "stale"),
        ("a move that is no action", act(id=played["id"] + 4, action={"card": "XX", "cell": [99, 0]}),
         lambda m: m["type"] == "refused" and m["code"] == "malformed"),
        ("an undo", json.dumps({"v": 1, "type": "undo"}), lambda m: m["type"] == "error" and "type" in m["text"]),
        ("another version", json.dumps({"v": 2, "type": "sync"}), lambda m: m["type"] == "error" and "version" in m["text"]),
        ("not JSON", "{not json", lambda m: m["type"] == "error"),
        ("JSON nested 5,000 deep", deep, lambda m: m["type"] == "error" and "deep" in m["text"]),
        ("a hello for another seat", json.dumps(dict(hello, seat=0)),
         lambda m: m["type"] == "error" and "another table or seat" in m["text"]),
    ]
    for what, text, expected in forged:
        answer = answer_to(guest, text)
        assert expected(answer), (what, answer)
        guest.wait_for_timeout(300)  # a person's pace: the gate lets 4 a second through
    assert host.evaluate(f"localStorage.getItem('{SAVE}')") == save
    assert host.locator("#seq-log li").count() == log
    assert host_turn(host)
    expect(host.locator("#net-state-1")).to_have_text("Connected")
    # the guest's screen says what the host could not read, and the game goes on from there
    expect(guest.locator("#net-status")).to_contain_text("The host could not read a message from this device")
    host_move(host)
    expect(guest.locator("#seq-log li")).to_have_count(log + 1, timeout=TURN_TIMEOUT)


def host_move(host: Page) -> None:
    play_turn_away(host)  # the same clicks at the host's own screen
