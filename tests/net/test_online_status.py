"""What a device at an online table says of its search (web/net/online_status.py, issue 68)."""
from __future__ import annotations

from web.net.online_status import RELAY_S, TABLE_S, UNREACHABLE, guest_problem, handshake_problem, no_relay


def test_every_relay_failed_is_said_at_once() -> None:
    assert no_relay("failed", 0.0)
    assert guest_problem("failed", 0.0) == "no-relay"


def test_a_relay_that_neither_answers_nor_fails_is_said_after_a_wait() -> None:
    assert not no_relay("trying", RELAY_S - 0.5) and no_relay("trying", RELAY_S)
    assert guest_problem("trying", TABLE_S) == ""  # no relay yet: not "no table"
    assert guest_problem("trying", RELAY_S) == "no-relay"


def test_a_relay_answering_is_never_no_relay_and_no_table_waits() -> None:
    assert not no_relay("open", 100.0)
    assert guest_problem("open", TABLE_S - 0.5) == ""
    assert guest_problem("open", TABLE_S) == "no-table"


def test_a_relay_that_opens_later_takes_the_message_back() -> None:
    assert guest_problem("failed", 1.0) == "no-relay" and guest_problem("open", 1.5) == ""


def test_each_problem_is_said_within_the_issues_15_s() -> None:
    """The bound a person waits for (issue 68), with a second for the page to start looking."""
    assert RELAY_S + 1 <= 15 and TABLE_S + 1 <= 15 and TABLE_S < RELAY_S


def test_a_failed_handshake_is_named_for_what_to_try() -> None:
    """web/online.mjs says UNREACHABLE when the devices found each other but ICE failed (a strict router:
    try another network); anything Trystero says otherwise is a failed handshake."""
    assert handshake_problem(UNREACHABLE) == "unreachable"
    assert handshake_problem("incorrect password") == handshake_problem("") == "handshake"


def test_a_table_found_but_unreachable_is_said_before_no_table() -> None:
    assert guest_problem("open", 1.0, "unreachable") == "unreachable"
    assert guest_problem("open", TABLE_S + 1, "unreachable") == "unreachable"  # found: not "no table"
    assert guest_problem("failed", 1.0, "unreachable") == "no-relay"
