"""What a device at an online table says of its search (issue 68): each problem within 15 s.

Pure, so tests/net hold every case. A relay's socket that failed (refused,
closed, errored) is known at once, so "no relay answers" is said at once;
a relay that neither answers nor fails (a network that drops the packets)
is said after RELAY_S. A relay answering but no table there is said after
TABLE_S: a host's device may just be slow (a table is found in about 3 s
at 4x CPU, docs/benchmarks.md), and a guest goes on looking after saying
it, so the table that answers later takes the message away.
"""
from __future__ import annotations

RELAY_S = 10.0  # no relay answered nor failed this long: said
TABLE_S = 8.0  # a relay answers, no table this long: said
POLL_S = 0.5  # how often the relays' state is read


def no_relay(reach: str, waited: float) -> bool:
    """Whether to say no relay answers, given web/net/online.py `Room.reach()` and the seconds waited."""
    return reach == "failed" or (reach != "open" and waited >= RELAY_S)


def guest_problem(reach: str, waited: float) -> str:
    """What a guest not seated yet says: "no-relay", "no-table", or "" (still looking)."""
    if no_relay(reach, waited):
        return "no-relay"
    return "no-table" if reach == "open" and waited >= TABLE_S else ""
