"""The host's door for online play (issue 68): one code, every away seat.

"Invite friends anywhere" gives the table a code (web/net/table_code.py)
and puts this page in the room it names (web/net/online.py). Each device
that comes knocks: with the key of a seat it held before, it takes that
seat back at once (a reload, a phone that slept, a host that reloaded);
with no key, it takes the first away seat no device has yet, and is
given that seat's key; with neither, the table is full and it is told so.
From there on the seat's `Link` (web/net/host.py) is as over a paired
connection: the guest says hello, the host's engine checks its every move.

The code and the seats' keys are kept with the table's id and seed
(`seqgames.<game>.net`), so a host that reloads and resumes the game opens
the same room and its guests come back by themselves.

The host may replace the code (`replace_code`): the table opens in the new
code's room, each seated guest is sent the new code over its connection
(`code`; its device keeps it with its key and knocks there, so it keeps
its seat and comes back by itself after a reload), and the old room, which
seats no one any more, is left once they have moved (RETIRE_S at most): a
device with the old code then finds no table, as with any unknown code.
"""
from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from web.page.tasks import spawn
from web.page.words import N_, _
from web.net import online_status, pairing, problems, protocol, table_code
from web.net.online import Room, RoomPeer
from web.net.protocol import ProtocolError, message

if TYPE_CHECKING:
    from web.net.host import Host, Link

KEY_BYTES = protocol.KEY_CHARS // 2
MOVABLE_TO = ("connected", "inviting", "new")  # a seat a device may be moved to (not one a device is taking)
RETIRE_S = 15.0  # a replaced code's room is left once its seated guests moved, or after this long
NO_RELAY = N_("No relay answers, so guests cannot find this table: check this device's internet connection, or "
            "the relays in Connection settings.")


class OnlineDoor:
    """The room of `host`'s table, and the devices in it not seated yet."""

    def __init__(self, host: "Host", code: str) -> None:
        self.host = host
        self.code = code
        self.state = "opening"  # opening, open, failed
        self.retired = False  # its code was replaced: it seats no one
        self.problem = ""
        self.knocking: dict[str, RoomPeer] = {}  # devices that have not knocked yet
        self.peers: dict[str, RoomPeer] = {}  # every device in the room, by its id
        self.room = Room(code, on_join=self.joined, on_leave=self.left, on_problem=self.failed_handshake)

    async def open(self) -> None:
        problem = await self.room.open()
        if problem:
            self.state, self.problem = "failed", problems.online(problem)
        else:
            self.state = "open"
        self.host.changed()
        if not problem:
            await self.watch()

    async def watch(self) -> None:
        """Say while no relay answers (at once when every relay failed, web/net/online_status.py): no guest
        could find the table; and take it back once one answers."""
        waited = 0.0
        while not self.room.closed:
            problem = _(NO_RELAY) if online_status.no_relay(self.room.reach(), waited) else ""
            if problem != self.problem:
                self.problem = problem
                self.host.changed()
            await asyncio.sleep(online_status.POLL_S)
            waited += online_status.POLL_S

    def joined(self, peer_id: str, channel: Any) -> None:
        """A device came into the room: it knocks before anything else is read from it."""
        peer = RoomPeer(self.room, peer_id, channel, on_text=lambda text: self.knocked(peer, text),
                        on_close=lambda: None, rate=protocol.GUEST_RATE, max_chars=protocol.GUEST_MAX_BYTES,
                        on_over=lambda why: peer.close())
        self.peers[peer_id] = peer
        self.knocking[peer_id] = peer

    def left(self, peer_id: str) -> None:
        self.knocking.pop(peer_id, None)
        peer = self.peers.pop(peer_id, None)
        if peer is not None:
            peer.left()

    def failed_handshake(self, text: str) -> None:
        """A device found the table but its handshake failed (web/net/online_status.py handshake_problem)."""
        if online_status.handshake_problem(text) == "unreachable":
            self.host.say(_("A device found this table but cannot connect to this one directly: one of their "
                            "networks blocks connections between devices. Try another network on either, such "
                            "as a phone's mobile data."))
        else:
            self.host.say(_("A device found this table but its connection failed: it may try again, or another "
                            "network, such as a phone's mobile data."))

    def knocked(self, peer: RoomPeer, text: str) -> None:
        if self.knocking.pop(peer.peer_id, None) is None:
            return
        if self.retired:  # an old code: no answer, as no table answers an unknown code
            peer.close()
            return
        try:
            msg = protocol.read_guest(text)
            if msg.type != "knock":
                raise ProtocolError("knock-first")
        except ProtocolError as error:
            peer.send(json.dumps(protocol.unread(error)))
            peer.close()
            return
        link = self.seat_for(msg["key"])
        if link is None:
            peer.send(json.dumps(protocol.notice("closed", "full")))
            peer.close()
            return
        self.seat(link, peer)

    def seat_for(self, key: str) -> "Link | None":
        """The seat this key holds, else the first away seat with no device yet."""
        links = self.host.links
        if key:
            for seat in sorted(links):
                if links[seat].key == key and links[seat].state != "left":
                    return links[seat]
        for seat in sorted(links):
            if not links[seat].key and links[seat].state != "left":
                return links[seat]
        return None

    def seat(self, link: "Link", peer: RoomPeer) -> None:
        """`peer` now plays `link`'s seat (another device that held it is let go)."""
        link.close_peer()
        if not link.key:
            link.key = pairing.new_id(KEY_BYTES).hex()
            self.host.keep()
        peer.on_text = lambda text: self.host.on_text(link, peer, text)
        peer.on_close = lambda: link.lost(peer)
        peer.on_over = lambda why: link.flooded(peer, why)
        link.peer = peer
        link.state = "connecting"
        link.problem = ""
        link.send(message("seat", table=self.host.table.hex(), seat=link.seat, name=link.name,
                          game=self.host.game, key=link.key))
        self.host.changed()

    def link(self, base: str) -> str:
        return table_code.link(base, self.code)

    async def retire(self) -> None:
        """The code was replaced: seat no one, and leave the room once no seat's device is on it."""
        self.retired = True
        waited = 0.0
        while waited < RETIRE_S and any(link.peer is not None and getattr(link.peer, "room", None) is self.room
                                        for link in self.host.links.values()):
            await asyncio.sleep(0.25)
            waited += 0.25
        for peer in list(self.peers.values()):
            peer.left()  # a seat's device still here (it did not move): its seat waits for it to come back
        self.close()

    def close(self) -> None:
        for peer in list(self.peers.values()):
            peer.close()
        self.peers.clear()
        self.knocking.clear()
        self.room.close()


def new_code() -> str:
    return table_code.new_code(pairing.new_id(table_code.LENGTH))


def can_move(host: "Host") -> bool:
    """Whether the host may move its guests between seats: online, before the first move is played."""
    driver = host.driver
    return host.online is not None and driver is not None and not driver.session.state.history


def move(host: "Host", seat: int, to: int) -> None:
    """Before the first move: the device at `seat` plays `to` instead, and the device at `to`, if any,
    plays `seat` (each device takes its key along, so a reload comes back to its new seat). Each is
    sent its new seat over its connection, says hello for it, and gets that seat's table."""
    links, door = host.links, host.online
    if not can_move(host) or seat == to or seat not in links or to not in links \
            or links[seat].state != "connected" or links[to].state not in MOVABLE_TO:
        return
    here, there = links[seat], links[to]
    moving = [(there, here.peer, here.key)]
    if there.state == "connected":
        moving.append((here, there.peer, there.key))
    else:
        here.peer, here.key, here.state, here.gone = None, "", "inviting", False  # free for a new device
    for link, peer, key in moving:
        link.peer = None  # the device's connection is handed over, not closed
        link.key = key
    for link, peer, key in moving:
        link.was_connected = True
        door.seat(link, peer)
    host.keep()
    if len(moving) == 2:
        host.say(_("The devices at {a}'s and {b}'s seats swapped.", a=here.name, b=there.name))
    else:
        host.say(_("The device at {a}'s seat now plays {b}.", a=here.name, b=there.name))


def replace_code(host: "Host") -> OnlineDoor:
    """A new code for `host`'s table, the old one dead (see above); the seated guests keep their seats."""
    old = host.online
    door = start(host)
    if old is not None:
        for link in host.links.values():
            if link.state == "connected":
                link.send(message("code", code=door.code))
        spawn(old.retire())
        host.say(_("The table has a new code: the old one no longer works."))
    return door


def start(host: "Host", code: str = "") -> OnlineDoor:
    """Open `host`'s table online (with its kept `code`, or a new one)."""
    door = OnlineDoor(host, code or new_code())
    host.online = door
    host.keep()
    for link in host.links.values():
        if link.state not in ("connected", "left"):
            spawn(link.invite())  # waits for its guest through the room now, no invitation made
    spawn(door.open())
    return door
