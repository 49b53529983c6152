"""The host's side: one connection per seat played on another device.

A `Host` lives as long as the page, one per game, so a rematch (a new
driver for the same table) and leaving the table screen and coming back
keep the connections; the table's id is kept on the device with the
game's seed (`seqgames.<game>.net`), so a host that reloads and resumes
invites each guest back to the same table. For each away seat a `Link`
makes an invitation (a WebRTC offer), takes the guest's reply, and, once
the guest's `hello` names this table and that seat, is connected.

Everything a guest sends is read with protocol.read_guest; an action goes
to the driver (`Driver.play_away`) only from the connection of the seat it
is for, so one guest can never move for another. What goes back is the
seat's feed (web/net/feed.py): its own observation, the public view, the
public events and the log, after every change the driver renders.

A lost connection (a reload, a phone asleep, out of range) makes a fresh
invitation for that seat at once: pairing again is the same exchange, and
the guest's device, remembering its seat, goes straight to its reply.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

import js

from engine.core.portable import perf_counter
from web.page.ffi import attempt_new, create_proxy, to_js
from web.page.modes import fast_seconds
from web.page.tasks import spawn
from web.device import keys
from web.device import storage
from web.net import ice, pairing, problems, protocol, table_code
from web.net.feed import SeatFeed
from web.net.knocks import Knocks
from web.net.pairing import Invitation, PairingError
from web.net.peer import Peer
from web.net.protocol import ProtocolError, message, short
from web.model.seats import Seat, SeatKind
from web.model.wording import LEVEL_WORDS
from web.page.words import _

CONNECT_S = 30.0  # after a reply is read, how long the connection may take to open
HEAR_S = 0.25  # while a reply is read, how often its device's checks are counted again
GONE_S = 60.0  # online: a guest's device not back this long after it went is said to be gone
CHANNEL = "seqgames-net"  # where a reply opened as a link in another tab of this browser reaches the table

HOSTS: dict[str, "Host"] = {}


def store_key(game: str) -> str:
    return keys.game_key(game, keys.NET)


class Link:
    """One away seat: its invitation, its connection and what it was sent."""

    def __init__(self, host: "Host", seat: int, name: str) -> None:
        self.host = host
        self.seat = seat
        self.name = name
        self.state = "new"  # preparing, inviting, connecting, connected, left
        self.peer: Peer | None = None
        self.code = ""
        self.nonce = b""
        self.feed = SeatFeed(seat)
        self.problem: str | problems.Said = ""  # the last thing that went wrong, for the panel
        self.was_connected = False
        self.knocks = Knocks()  # which devices that answered this invitation are still there
        self.reading = False  # a reply is being read
        self.shared = False  # another device answered the invitation this seat connected with
        self.key = ""  # online: the seat's key, held by its guest's device (web/net/online_host.py)
        self.gone = False  # online: its device went and has not come back within GONE_S

    async def invite(self) -> None:
        """A fresh invitation (a new offer) for this seat; online, the seat waits for its guest in the room."""
        self.close_peer()
        if self.host.online is not None:
            self.state, self.code = "inviting", ""
            self.host.changed()
            return
        self.state, self.code = "preparing", ""
        self.host.changed()
        try:
            peer = Peer(ice.servers(), on_text=lambda text: self.host.on_text(self, peer, text),
                        on_open=lambda: None, on_close=lambda: self.lost(peer),
                        rate=protocol.GUEST_RATE, max_chars=protocol.GUEST_MAX_BYTES,
                        on_over=lambda why: self.flooded(peer, why))
            self.peer = peer
            description = await peer.offer()
        except Exception as error:  # the browser could not make an offer (no WebRTC?)
            self.problem = problems.peer("invite", error)
            self.state = "new"
            self.host.changed()
            return
        if self.peer is not peer:
            return  # superseded meanwhile
        self.nonce = pairing.new_id()
        invitation = Invitation(self.host.game, self.seat, self.name, self.host.table, self.nonce, description)
        self.code = pairing.code(pairing.invitation_bytes(invitation))
        self.state = "inviting"
        self.knocks = Knocks()
        self.host.changed()
        spawn(self.listen(peer))

    async def listen(self, peer: Peer) -> None:
        """While the invitation waits: hear which devices that answered it are there."""
        while self.peer is peer and self.state == "inviting":
            try:
                asked = perf_counter()  # the counts are of this moment or later
                self.knocks.update(await peer.knocks(), asked)
            except Exception:  # no statistics in this browser: replies are tried as before
                return
            await asyncio.sleep(1.0)

    async def heard(self, peer: Peer, ports: set[int]) -> str:
        """Whether the device of a reply with these ports is there: see web/net/knocks.py. The
        counts are read again at once and every HEAR_S, not at `listen`'s pace: the reply's own
        device is usually heard a moment after the reply is read (issue 66: the guest's table
        waited up to 1.5 s here)."""
        read_at = perf_counter()  # one steady clock for every time the knocks compare
        while True:
            try:
                asked = perf_counter()
                self.knocks.update(await peer.knocks(), asked)
            except Exception:  # no statistics in this browser: the verdict comes by the clock
                pass
            verdict = self.knocks.verdict(ports, read_at, perf_counter())
            if verdict is not None or self.peer is not peer:
                return verdict or "unknown"
            await asyncio.sleep(HEAR_S)

    async def accept(self, reply: pairing.Reply) -> str | problems.Said:
        """The guest's reply: connect; the problem, or ""."""
        if self.state != "inviting" or self.peer is None or reply.nonce != self.nonce:
            return _("This reply answers an earlier invitation for {name}: {name} should open the invitation on "
                     "screen now.", name=self.name)
        if self.reading:
            return _("A reply for {name} is being read: wait a moment.", name=self.name)
        peer = self.peer
        ports = {candidate.port for candidate in reply.description.candidates}
        self.reading = True
        try:
            heard = await self.heard(peer, ports)
        finally:
            self.reading = False
        if self.peer is not peer or self.state != "inviting":
            return _("The invitation for {name} changed meanwhile: read the reply to the one on screen now.",
                     name=self.name)
        if heard == "gone":  # issue 28, 6: the invitation stays open for the reply of the page there now
            return _("This reply is from a page that has since been reloaded or closed, so it cannot connect. "
                     "{name}'s device shows a new reply to the same invitation: read that one.", name=self.name)
        # issue 28, 1: two devices opened this invitation; the one read connects, and the host is told
        self.shared = self.knocks.others(ports, perf_counter())
        self.state = "connecting"  # before the await: on a fast network the guest's hello may come first
        self.problem = ""
        try:
            await peer.accept(reply.description)
        except Exception as error:
            spawn(self.invite())
            return problems.peer("reply", error)
        self.host.changed()
        spawn(self.watch(peer))
        return ""

    async def watch(self, peer: Peer) -> None:
        """Give up on a connection that does not open, and invite again."""
        await asyncio.sleep(CONNECT_S)
        if self.peer is peer and self.state == "connecting":
            self.problem = _("{name}'s device did not answer. Was its page reloaded or closed after it showed "
                             "the reply? Otherwise, are both devices on the same network (the same Wi-Fi)? "
                             "A new invitation is on screen.", name=self.name)
            await self.invite()

    def lost(self, peer: Peer) -> None:
        """The connection closed or failed: invite again at once."""
        if peer is not self.peer or self.state in ("left", "preparing"):
            return
        if self.state == "connected" and self.host.online is not None:
            self.problem = ""
            self.host.say(_("{name}'s device lost the connection: waiting for it to come back by itself.", name=self.name))
            spawn(self.wait_back(peer))
        elif self.state == "connected":
            self.problem = _("{name}'s device lost the connection (a reload, or the screen went to sleep).", name=self.name)
            self.host.say(_("{name}'s device lost the connection: pair it again.", name=self.name))  # never a stale "is connected"
        spawn(self.invite())

    async def wait_back(self, went: Any) -> None:
        """Online: a device not back within GONE_S is gone (its seat can go to the AI or a person here)."""
        await asyncio.sleep(fast_seconds("gone", GONE_S))  # the tests shorten it: `?fast&gone=2`
        if self.state == "inviting" and self.peer is None and self.host.online is not None:
            self.gone = True
            self.problem = _("{name}'s device has not come back: give the seat to the AI or to a person here, "
                             "or wait for it.", name=self.name)
            self.host.changed()

    def flooded(self, peer: Peer, why: str) -> None:
        """The guest's device sent more, or larger, messages than a person's play ever does
        (web/boot.js's gate dropped them unread): tell it, disconnect it, and offer its seat
        as when a guest leaves (issue 51)."""
        if peer is not self.peer or self.state == "left":
            return
        size = protocol.GUEST_MAX_BYTES // 1024
        if why == "too-large":
            self.send(protocol.notice("closed", "too-large", size=size))
            said = _("{name}'s device sent a message over the size limit ({size} KB) and was disconnected.",
                     name=self.name, size=size)
        else:
            self.send(protocol.notice("closed", "too-many"))
            said = _("{name}'s device sent too many messages and was disconnected.", name=self.name)
        self.close_peer()
        self.state = "left"
        self.problem = said + " " + _("Give the seat to the AI or to a person here, or invite {name} again.",
                                      name=self.name)
        self.host.say(said)

    def connected(self) -> None:
        self.state = "connected"
        self.gone = False
        self.was_connected = True
        self.problem = ""
        self.feed.reset()
        self.host.changed()

    def send(self, data: dict[str, Any]) -> bool:
        if self.peer is None:
            return False
        text = json.dumps(data, separators=(",", ":"))
        if len(text.encode("utf-8")) > protocol.HOST_MAX_BYTES:
            js.console.warn(f"a message to seat {self.seat} is over the protocol's limit: not sent")
            return False
        return self.peer.send(text)

    def close(self, why: str = "") -> None:
        """End this seat's connection for good (telling the guest why: a key of protocol.NOTICES)."""
        if why and self.state == "connected":
            self.send(protocol.notice("closed", why))
        self.close_peer()
        self.state = "left"

    def close_peer(self) -> None:
        if self.peer is not None:
            self.peer.close()
            self.peer = None


class Host:
    """The connections of one game's table in this page."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.table = pairing.new_id()
        self.links: dict[int, Link] = {}
        self.driver: Any = None
        self.game_no = 0
        self.seed: int | None = None
        self.news = ""  # the last thing that happened, for the panel's status line
        self.watchers: list[Callable[[], None]] = []
        self.online: Any = None  # web/net/online_host.py's OnlineDoor, once the host invites friends anywhere
        self.movable = False  # online, before the first move: guests may be moved between seats
        self._channel: Any = None
        self._proxy: Any = None
        try:
            self._channel = attempt_new(js.BroadcastChannel, CHANNEL)
            self._proxy = create_proxy(self._on_broadcast)
            self._channel.addEventListener("message", self._proxy)
        except Exception:  # no BroadcastChannel: pasting and scanning still work
            self._channel = None

    # --- the table ------------------------------------------------------------------------------
    def attach(self, driver: Any) -> None:
        """Play `driver`'s session with the guests (a new table screen, a rematch, a resumed game)."""
        session = driver.session
        seed = session.state.seed
        resumed: dict[str, Any] = {}
        if self.seed is None:
            stored = storage.get_object(store_key(self.game)) or {}
            table = stored.get("table")
            if stored.get("seed") == seed and isinstance(table, str) and len(table) == 2 * pairing.ID_BYTES:
                try:
                    self.table = bytes.fromhex(table)
                    resumed = stored
                except ValueError:
                    pass
        elif seed != self.seed:
            self.game_no += 1  # a rematch or another game at this table
        self.seed = seed
        away = {i: s for i, s in enumerate(session.seats) if s.kind == SeatKind.AWAY}
        for seat, link in list(self.links.items()):
            if seat not in away or away[seat].name != link.name:
                link.close("other-game")
                del self.links[seat]
        kept = resumed.get("keys") if isinstance(resumed.get("keys"), dict) else {}
        for seat in sorted(away):  # invited in seat order
            if seat not in self.links:
                self.links[seat] = Link(self, seat, away[seat].name)
                key = kept.get(str(seat))
                self.links[seat].key = key if protocol.is_key(key) else ""
                if self.online is None:
                    spawn(self.links[seat].invite())
        for link in self.links.values():
            link.feed.reset()
        code = resumed.get("code")
        if self.online is None and isinstance(code, str) and len(code) <= table_code.MAX_TYPED:
            try:  # a host that reloads opens its table's room again: its guests come back by themselves
                online_host().start(self, table_code.read_code(code))
            except table_code.CodeError:
                pass
        self.keep()
        self.driver = driver
        driver.remote = self
        self.changed()
        self.sync()

    def keep(self) -> None:
        """Keep the table's id, seed and, online, its code and the seats' keys (to resume after a reload)."""
        data: dict[str, Any] = {"table": self.table.hex(), "seed": self.seed}
        if self.online is not None:
            data["code"] = self.online.code
            data["keys"] = {str(seat): link.key for seat, link in self.links.items() if link.key}
        storage.put(store_key(self.game), json.dumps(data))

    def detach(self, driver: Any) -> None:
        """The table screen closed (the connections stay for when it opens again)."""
        if self.driver is driver:
            driver.remote = None
            self.driver = None

    def sync(self, only: Link | None = None) -> None:
        """Send each connected guest (or `only` that one) what changed (the driver calls this when it renders)."""
        driver = self.driver
        if driver is None:
            return
        movable = self.online is not None and online_host().can_move(self)
        if movable != self.movable:  # the first move takes the panel's "Move to another seat" away
            self.movable = movable
            self.changed()
        for link in self.links.values():
            if link.state == "connected" and (only is None or link is only):
                paused = driver.view is not None and driver.view.holding()
                data = link.feed.next(driver.session, game_no=self.game_no, thinking=driver.thinking, paused=paused)
                if data is not None:
                    link.send(data)

    def changed(self) -> None:
        for watcher in list(self.watchers):
            watcher()

    def say(self, text: str) -> None:
        self.news = text
        self.changed()

    # --- what guests send -----------------------------------------------------------------------
    def on_text(self, link: Link, peer: Peer, text: str) -> None:
        if peer is not link.peer or link.state not in ("connecting", "connected"):
            return
        try:
            msg = protocol.read_guest(text)
        except ProtocolError as error:
            link.send(protocol.unread(error))
            news = _("{name}'s device sent a message that could not be read ({problem}); nothing changed.",
                     name=link.name, problem=error.words())
            if news != self.news:  # the same bad message again redraws nothing
                self.say(news)
            return
        if msg.type == "hello":
            if msg["table"] != self.table.hex() or msg["seat"] != link.seat:
                link.send(protocol.notice("error", "other-seat"))
                return
            link.connected()
            self.say(_("{name}'s device is connected. Another device also answered this invitation: it is not "
                       "connected (only the reply read connects).", name=link.name) if link.shared
                     else _("{name}'s device is connected.", name=link.name))
            self.sync()
        elif link.state != "connected":
            link.send(protocol.notice("error", "hello-first"))
        elif msg.type == "act":
            self.act(link, msg)
        elif msg.type == "sync":
            link.feed.reset()
            self.sync(link)  # that guest's table again, not every guest's
        elif msg.type == "leave":
            link.close_peer()
            link.state = "left"
            link.problem = _("{name} left the table: give the seat to the AI or to a person here, or invite {name} "
                             "again.", name=link.name)
            self.say(_("{name} left the table.", name=link.name))

    def act(self, link: Link, msg: protocol.Message) -> None:
        """A guest's action: played if that seat may play it now, else refused with the rule's code."""

        def refuse(code: str, reason: str, facts: dict[str, Any] | None = None) -> None:
            safe = protocol.plain_json(facts or {})
            link.send(message("refused", id=msg["id"], code=code, reason=short(reason), facts=safe))

        driver = self.driver
        if driver is None or not driver.alive:
            refuse("not-now", "the host's table is not on screen")
            return
        if msg["game_no"] != self.game_no:
            refuse("stale", "that move was for an earlier game")
            return
        state = driver.session.state
        try:
            action = state.action_from_json(msg["action"])
        except Exception as error:  # any malformed action, whatever the game's parser raises
            refuse("malformed", f"the action is malformed: {short(str(error), 120)}")  # its English, for a bot
            self.say(_("{name}'s device sent an action that could not be read; nothing changed.", name=link.name))
            return
        error = driver.play_away(link.seat, action)
        if error is not None:
            refuse(error.code, error.reason, error.facts)

    # --- replies and seats ---------------------------------------------------------------------
    async def accept_reply(self, text: str) -> str | problems.Said:
        """A guest's reply (pasted, scanned, or from another tab): the problem, or ""."""
        try:
            reply = pairing.read_reply(text)
        except PairingError as error:
            return _("This is not a reply this table can read: {problem}.", problem=error.words())
        if reply.table != self.table:
            return _("This reply is for another table (an invitation from another game or another device).")
        link = self.links.get(reply.seat)
        if link is None or link.state == "left":
            return _("This reply is for a seat that is not waiting for another device.")
        if link.state == "connected":
            return _("{name}'s device is already connected.", name=link.name)
        return await link.accept(reply)

    def replace(self, seat: int, level: str) -> None:
        """Give an away seat to the AI at `level`, or ("") to a person at this device."""
        driver = self.driver
        link = self.links.pop(seat, None)
        if driver is None:
            return
        session = driver.session
        name = session.seats[seat].name
        session.seats[seat] = Seat(name, SeatKind.AI, level) if level else Seat(name)
        if link is not None:
            link.close("to-ai" if level else "to-person")
        for other in self.links.values():
            other.feed.reset()  # every guest's table shows who plays each seat
        driver.save()
        driver.render()
        spawn(driver.run())
        self.say(_("{name}'s seat is now played by the AI ({level}).", name=name, level=_(LEVEL_WORDS.get(level, level)))
                 if level else _("{name}'s seat is now played at this device.", name=name))

    async def reinvite(self, seat: int) -> None:
        """A new invitation for a seat (the person chose to pair it again)."""
        link = self.links.get(seat)
        if link is not None:
            link.problem = ""
            await link.invite()

    def _on_broadcast(self, event: Any) -> None:
        data = event.data
        try:
            kind, code, ident = str(data.type), str(data.code), int(data.id)
        except Exception:
            return
        if kind == "reply" and pairing.kind_of(code) == "reply":
            spawn(self._answer_broadcast(code, ident))

    async def _answer_broadcast(self, code: str, ident: int) -> None:
        try:
            if pairing.read_reply(code).table != self.table:
                return  # another table's reply: another tab's host answers
        except PairingError:
            return
        # taken at once; the answer may wait for the guest's device to be heard (web/net/knocks.py)
        self._channel.postMessage(to_js({"type": "seen", "id": ident}))
        problem = await self.accept_reply(code)
        self._channel.postMessage(to_js({"type": "answer", "id": ident, "problem": str(problem)}))


def online_host() -> Any:
    """web/net/online_host.py, imported when online play is first chosen (it is not needed before)."""
    from web.page.imports import import_module

    return import_module("web.net.online_host")


def host_for(game: str) -> Host:
    if game not in HOSTS:
        HOSTS[game] = Host(game)
    return HOSTS[game]
