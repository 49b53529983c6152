"""A guest's device at an online table (issue 68): `#/table/<code>`.

The guest opens the table's link, or types its code under "Join a game":
this page joins the room the code names (web/net/online.py) and knocks at
each device there; the host answers with this device's seat and its key
(web/net/online_host.py), and from there the table is the paired guest's
(web/net/guest.py's `JoinScreen`): hello, the host's tables, this seat's
moves. No reply to hand back.

The device keeps the code and its seat's key (`seqgames.net.seat`, read
back within limits), never the game: after a reload, or when the host's
device went and came back, it knocks again with the key and is at its seat
with no tap anywhere. When the host replaces the code, the host sends the
new one (`code`): the device keeps it instead, knocks in the new code's
room with its key, takes its seat's connection from there and leaves the
old room, so a reload after a replace comes back too. It says within 15 s what is wrong when no table
answers: no relay reached, or no table with this code
(web/net/online_status.py), and takes it back when that changes.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

from web.device import keys, storage
from web.model.catalog import GAMES_BY_ID
from web.page import dom, navigation
from web.page.imports import import_module
from web.page.tasks import spawn
from web.page.words import _
from web.net import online_status, problems, protocol, table_code
from web.net.guest import JoinScreen
from web.net.online import Room, RoomPeer
from web.net.online_settings_view import OnlineSettings
from web.net.protocol import ProtocolError, message
from web.net.code_form import code_form, join_by_code
from web.net.table_code import CodeError

MEMORY = keys.ONLINE_GUEST
MEMORY_BYTES = 1024  # what is read back: a code, a key, a seat and a table's id


def memory() -> dict[str, Any]:
    """This device's seat at an online table: {code, key, seat, table}, or {} (absent, damaged, too large)."""
    data = storage.get_object(MEMORY, max_bytes=MEMORY_BYTES) or {}
    try:
        code = table_code.read_code(data.get("code") if isinstance(data.get("code"), str) else "")
    except CodeError:
        return {}
    seat = data.get("seat")
    if not protocol.is_key(data.get("key")) or type(seat) is not int or not 0 <= seat <= 255 \
            or not protocol.is_table_id(data.get("table")):
        return {}
    return {"code": code, "key": data["key"], "seat": seat, "table": data["table"]}


def remember(code: str, key: str, seat: int, table: str) -> None:
    storage.put(MEMORY, json.dumps({"code": code, "key": key, "seat": seat, "table": table}))


def forget() -> None:
    storage.put(MEMORY, "{}")


class Seated:
    """The seat the host gave this device (what `JoinScreen` reads of an invitation)."""

    def __init__(self, game: str, seat: int, name: str, table: bytes) -> None:
        self.game, self.seat, self.name, self.table = game, seat, name, table


class OnlineJoinScreen(JoinScreen):
    """`#/table/<code>`: find the table, take the seat the host gives, play; come back by itself."""

    def __init__(self, view: Any, code: str) -> None:
        self.room: Room | None = None
        self.old_room: Room | None = None  # a replaced code's room, left once seated through the new one
        self.code = ""
        self.key = ""
        self.devices: dict[str, RoomPeer] = {}
        self.answered = False  # the host gave this device a seat, or said the table is full
        self.failed = ""  # a handshake that failed (web/net/online_status.py handshake_problem)
        self.online_settings = OnlineSettings("net-guest")
        super().__init__(view, code)
        self.settings.element.after(self.online_settings.element)  # beside the paired way's STUN setting

    async def start(self, code: str) -> None:
        # Translators: the heading while joining an online table
        dom.set_text(self.heading, _("Join a table"))
        try:
            self.code = table_code.read_code(code)
        except CodeError as error:
            dom.set_text(self.intro, _("This link holds no table's code: {problem}.", problem=error.words()))
            self.intro.after(code_form(self.listeners, join_by_code))
            return
        known = memory()
        back = known.get("code") == self.code
        self.key = known["key"] if back else ""
        spoken = table_code.spoken(self.code)
        dom.set_text(self.intro, _("Coming back to the table {code}.", code=spoken) if back
                     else _("Joining the table {code}.", code=spoken))
        self.say(_("Looking for the table online…"), "")
        self.room = self.new_room(self.code)
        problem = await self.room.open()
        if problem and problem != "closed":
            self.say(problems.online(problem), "problem")
            return
        spawn(self.watch())

    async def watch(self) -> None:
        """Say what is wrong while the host has not answered this device, and take it back when it is not."""
        waited, said = 0.0, ""
        while self.room is not None and not self.room.closed and not self.answered:
            problem = online_status.guest_problem(self.room.reach(), waited, self.failed)
            if problem != said:
                said = problem
                if problem == "unreachable":
                    self.say(_("The table was found, but this device cannot connect to the host's directly: one of "
                               "their networks blocks connections between devices. Try another network, such as "
                               "the phone's mobile data."), "problem")
                elif problem == "handshake":
                    self.say(_("The table was found, but the connection to the host's device failed. Try again, "
                               "or another network, such as the phone's mobile data."), "problem")
                elif problem == "no-relay":
                    self.say(_("No relay answers, so no table can be found: check this device's internet "
                               "connection, or the relays in Connection settings."), "problem")
                elif problem == "no-table":
                    self.say(_("No table answers the code {code}: check it with the host, and that the host's "
                               "table is open on screen.", code=table_code.spoken(self.code)), "problem")
                else:
                    self.say(_("Looking for the table online…"), "")
            await asyncio.sleep(online_status.POLL_S)
            waited += online_status.POLL_S

    def handshake_failed(self, text: str) -> None:
        """A handshake with a device of the room failed: said by `watch` while the host has not answered."""
        self.failed = online_status.handshake_problem(text)

    def new_room(self, code: str) -> Room:
        room = Room(code, on_join=lambda peer_id, channel: self.joined(room, peer_id, channel),
                    on_leave=lambda peer_id: self.left(room, peer_id), on_problem=self.handshake_failed)
        return room

    def joined(self, room: Room, peer_id: str, channel: Any) -> None:
        """A device of the room: knock (the host answers with a seat, other guests stay silent)."""
        peer = RoomPeer(room, peer_id, channel, on_text=lambda text: self.on_text(peer, text),
                        on_close=lambda: self.closed(peer))
        self.devices[peer_id] = peer  # one id a device: a page is one peer in every room
        peer.send(json.dumps(message("knock", key=self.key), separators=(",", ":")))

    def left(self, room: Room, peer_id: str) -> None:
        peer = self.devices.get(peer_id)
        if peer is not None and peer.room is room:
            del self.devices[peer_id]
            peer.left()

    def on_text(self, peer: Any, text: str) -> None:
        if peer is self.peer:
            JoinScreen.on_text(self, peer, text)
            return
        try:  # not the seat's connection: only the host's answer to a knock is read (a guest's knock is not for us)
            msg = protocol.read_host(text)
        except ProtocolError:
            return
        if msg.type == "seat":
            spawn(self.seated(peer, msg))
        elif msg.type == "closed" and self.peer is None:
            self.answered = True
            self.say(problems.host_words(protocol.words(msg), msg["text"], problems.HOST_CLOSED), "left")

    def on_message(self, peer: Any, msg: protocol.Message) -> None:
        """The host moved this device to another seat (before the first move): take it, and its table
        follows. The host replaced the table's code: keep the new one and move to its room."""
        if msg.type == "seat":
            spawn(self.seated(peer, msg))
        elif msg.type == "code" and msg["code"] != self.code and self.invitation is not None:
            self.code = msg["code"]
            remember(self.code, self.key, self.invitation.seat, self.invitation.table.hex())
            navigation.rename(f"{table_code.ROUTE}/{self.code}")  # a reload opens the new code
            if self.old_room is not None:
                self.old_room.close()
            self.old_room, self.room = self.room, self.new_room(self.code)
            spawn(self.room.open())

    async def seated(self, peer: RoomPeer, msg: protocol.Message) -> None:
        """The host gave this device a seat: keep its key, say hello, and the table follows. A seated
        device is given its seat again through a replaced code's room: its connection moves there."""
        if self.peer is not None:
            if self.invitation is None or msg["table"] != self.invitation.table.hex() or peer.room is not self.room:
                return
            if peer is not self.peer:
                self.peer.close()
        self.peer = peer
        if self.old_room is not None and peer.room is not self.old_room:
            self.old_room.close()  # seated through the new code's room: the old one is left
            self.old_room = None
        self.answered = True
        self.key = msg["key"]
        self.invitation = Seated(msg["game"], msg["seat"], msg["name"], bytes.fromhex(msg["table"]))
        remember(self.code, self.key, msg["seat"], msg["table"])
        ready = GAMES_BY_ID[msg["game"]].ready if msg["game"] in GAMES_BY_ID else ""
        if ready:
            await import_module(ready).ensure()
        if self.peer is not peer:
            return
        self.connected = True
        self.send(message("hello", table=msg["table"], seat=msg["seat"]))
        self.leave.hidden = False
        self.say(_("Connected to the host."), "connected")
        self.playable(True)

    def closed(self, peer: Any) -> None:
        """The host's device went (a reload, its network): wait for it to come back, then knock again."""
        if peer is not self.peer:
            return
        self.connected = False
        self.peer = None
        if self.driver is not None:
            self.driver.pending = False
            self.playable(False)
        self.say(_("The connection to the host was lost: reconnecting by itself…"), "lost")

    def frame(self, layout: Any) -> None:
        """The paired guest's table (web/net/guest.py), the online settings in its menu with the others."""
        super().frame(layout)
        self.settings.element.after(self.online_settings.element)

    def leave_table(self) -> None:
        super().leave_table()
        forget()
        self.key = ""
        if self.room is not None:
            self.room.close()

    def destroy(self) -> None:
        super().destroy()
        self.online_settings.destroy()
        for peer in self.devices.values():
            peer.close()
        for room in (self.room, self.old_room):
            if room is not None:
                room.close()


def mount(view: Any, args: list[str]) -> Any:
    """`#/table/<code>`."""
    screen = OnlineJoinScreen(view, args[0] if args else "")
    return screen.destroy
