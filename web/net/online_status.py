"""What a device at an online table says of its search (issue 68): each problem within 15 s.

Pure, so tests/net hold every case. A relay's socket that failed (refused,
closed, errored) is known at once, so "no relay answers" is said at once;
a relay that neither answers nor fails (a network that drops the packets)
is said after RELAY_S. A relay answering but no table there is said after
TABLE_S: a host's device may just be slow (a table is found in about 3 s
at 4x CPU, docs/benchmarks.md), and a guest goes on looking after saying
it, so the table that answers later takes the message away. A table found
whose device cannot be reached (ICE fails: a strict router) is said as
that, with what to try, on both devices (web/online.mjs watches each
handshake: 10 s at most).
"""
from __future__ import annotations

RELAY_S = 10.0  # no relay answered nor failed this long: said
TABLE_S = 8.0  # a relay answers, no table this long: said
POLL_S = 0.5  # how often the relays' state is read


UNREACHABLE = "unreachable"  # web/online.mjs: the devices found each other through a relay, but ICE failed


def handshake_problem(text: str) -> str:
    """What a failed handshake (web/online.mjs `problem`) is: "unreachable" (a network between the two
    devices blocks direct connections: try another), else "handshake" (Trystero refused it)."""
    return "unreachable" if text == UNREACHABLE else "handshake"


def no_relay(reach: str, waited: float) -> bool:
    """Whether to say no relay answers, given web/net/online.py `Room.reach()` and the seconds waited."""
    return reach == "failed" or (reach != "open" and waited >= RELAY_S)


def guest_problem(reach: str, waited: float, failed: str = "") -> str:
    """What a guest not seated yet says: "no-relay", its failed handshake (`failed`, as
    `handshake_problem` names it: the table was found), "no-table", or "" (still looking)."""
    if no_relay(reach, waited):
        return "no-relay"
    if failed:
        return failed
    return "no-table" if reach == "open" and waited >= TABLE_S else ""
