"""Which devices that answered an invitation are still there (pure Python).

Every device that opened an invitation and answered it sends connectivity
checks to the host's addresses every few seconds (about 2.5 s in
Chromium), from the ports its reply names, before the host reads any
reply. The host's browser counts them per port of the other side
(`Peer.knocks`). So when a reply is read, the host can tell at once:

- its device is knocking: connect it;
- another device is knocking but not this reply's: the reply is from a
  page that has since been reloaded or closed (its new page answered with
  a new reply), or a second device answered the same invitation and this
  reply's is gone; the invitation stays open for the reply on screen now;
- nothing knocks: no answer is known to be alive (a STUN server's other
  network, a page still loading): connect and wait, as before.
"""
from __future__ import annotations

from typing import Iterable

FRESH_S = 8.0  # a port heard within this is a device still there (Chromium checks every 2.5 s, Firefox every 4 to 6)
RECENT_S = 3.5  # a reply's device heard within this, and no other device heard: there now
WAIT_S = 8.0  # how long a reply read may wait for its own device's next check


class Knocks:
    """The last time each port of the other side was heard checking its path."""

    def __init__(self) -> None:
        self.counts: dict[int, int] = {}
        self.heard: dict[int, float] = {}  # port -> the reading that found it had checked again
        self.since: dict[int, float] = {}  # port -> the reading before: its last check came after this
        self.updated = -1e9  # when the counts were last read

    def update(self, counts: dict[int, int], now: float) -> None:
        """Counts of checks per port, as the browser reports them when asked
        at `now` (the time before asking: the counts are of that time or later)."""
        for port, count in counts.items():
            if count > self.counts.get(port, 0):
                self.heard[port] = now
                self.since[port] = self.updated
        self.counts = dict(counts)
        self.updated = now

    def alive(self, now: float, within: float = FRESH_S) -> set[int]:
        """The ports heard within `within` seconds of `now`."""
        return {port for port, at in self.heard.items() if now - at <= within}

    def others(self, ports: Iterable[int], now: float) -> bool:
        """Whether a device other than the one with these ports is knocking."""
        return bool(self.alive(now) - set(ports))

    def verdict(self, ports: Iterable[int], read_at: float, now: float) -> str | None:
        """Whether the device of a reply read at `read_at` is there: "here",
        "gone" (others knock, not it: its page was reloaded or closed),
        "unknown" (nothing knocks), or None: not known yet, ask again.

        With no other device knocking, a check heard lately will do. With
        others, the reply's own device must be heard after the reply was
        read: a page that reloaded a moment ago was heard lately too. So a
        check counts as after the reply only if the reading before the one
        that found it came after the reply was read (a check the page made
        just before it reloaded is often found by the first reading after
        the reply: it failed in CI). Either way the counts must have been
        read again since the reply was: until then a device that began
        knocking a moment ago is not known yet, and a reply read at once
        after its page reloaded would pass as "here".
        """
        ports = set(ports)
        if any(self.since.get(port, -1e9) >= read_at for port in ports):
            return "here"
        known = self.updated > read_at  # every device knocking now is known
        if known and not self.others(ports, now) and self.alive(now, RECENT_S) & ports:
            return "here"
        if now - read_at < WAIT_S:
            return None
        return "gone" if self.others(ports, now) else "unknown"
