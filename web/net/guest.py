"""The guest's screens: `#/join/<invitation>` and `#/reply/<reply>`.

`#/join/<code>` is where a guest's phone lands from the host's QR code or
link: it answers the invitation (a WebRTC answer, shown as a reply: QR
code, link and text), and once the host has read it and the devices are
connected it shows the game's own table screen, drawn from what the host
sends this seat (web/net/mirror.py). The guest's clicks become `act`
messages; the host plays them or refuses them with the rule's code, which
the game's screen phrases as it does for a person at the host's device.

The device remembers which invitations it answered and its seat
(`seqgames.net.guest`), never the game in play (once it is over, the host
sends its record: the end's Replay and Review open it in a tab of their
own, and the game history keeps it): after a reload, or when the
connection is lost (the phone slept), it says so and reads the host's new
invitation (camera, picture or pasted), which the host's screen shows by
itself for this seat.

`#/reply/<code>` is the reply opened as a link on the host's own device
(sent through a chat, say): it hands the reply to the table open in
another tab of that browser.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

import js

from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.portable import fresh_seed
from web.page.dom import release
from web.page.jsvalue import found
from web.page.ffi import JsError, attempt_new, create_proxy, to_js
from web.page.imports import import_module, import_table
from web.page.tasks import spawn
from web.model.catalog import GAMES_BY_ID
from web.page import dom, sound, workers
from web.page import navigation
from web.device import keys
from web.device import finish, settings, storage
from web.device.names import and_list
from web.device.saves import Saves
from web.net import ice, pairing, problems, protocol
from web.net.code_form import code_form, join_by_code
from web.net.code_view import CodeCard, CodeReader, StunSettings
from web.net.early import claim, shown_reply
from web.net.host import CHANNEL
from web.net.mirror import NOT_HERE, GuestSession
from web.net.pairing import PairingError, Reply
from web.net.peer import Peer
from web.net.protocol import ProtocolError, message
from web.ui.confirm import Confirm
from web.ui.cover import Cover
from web.page.modes import fast_mode, reduced_motion
from web.ui.log_view import LogView
from web.ui.message import Message
from web.ui.table_layout import TableLayout
from web.ui.view import TableView
from web.ui.links import back_to_games
from web.page.words import N_, _

MEMORY = keys.GUEST
MAX_USED = 20
REPLY_WAIT_S = 1.5  # how long a reply opened in a tab waits for a table of this browser to take it
ANSWER_WAIT_S = 12.0  # then for that table's answer (it may wait for the guest's device: web/net/knocks.py)


REPLIED_AGAIN = N_("This device answered this invitation before (its page was reloaded or opened again), so the reply "
                 "it showed then no longer works. Show the host this new reply; waiting for the host to read it…")
PAUSED_START = N_("Please wait: the host has not dealt yet. The game starts when the host's table goes on.")
PAUSED_ROUND = N_("Please wait: the host's table is showing the round's end; the game goes on from there.")


def memory() -> dict[str, Any]:
    data = storage.get_object(MEMORY) or {}
    def nonces(key: str) -> list[str]:
        found = data.get(key)
        return [u for u in found if isinstance(u, str)][-MAX_USED:] if isinstance(found, list) else []

    return {"table": data.get("table") if isinstance(data.get("table"), str) else "",
            "seat": data.get("seat") if type(data.get("seat")) is int else -1,
            "name": data.get("name") if isinstance(data.get("name"), str) else "",
            "used": nonces("used"), "answered": nonces("answered")}


def remember(invitation: pairing.Invitation, *, used: bool) -> None:
    """That this device answered an invitation; once connected, that it is used
    and this device's seat (what "Welcome back" reads). No game data."""
    data = memory()
    nonce = invitation.nonce.hex()
    key = "used" if used else "answered"
    if nonce not in data[key]:
        data[key] = (data[key] + [nonce])[-MAX_USED:]
    if used:
        data.update(table=invitation.table.hex(), seat=invitation.seat, name=invitation.name[:60], game=invitation.game)
    storage.put(MEMORY, json.dumps(data))


async def _table_ahead(game: str) -> None:
    """Import `game`'s table ahead (web/page/imports.py); a failure is left to the table's own import."""
    try:
        await import_table(game)
        js.performance.mark("guest:table-ahead")
    except Exception as error:
        js.console.warn(f"The table's modules were not imported ahead ({error}).")


def table_view_class(game: str) -> type[TableView]:
    """The game's table screen (the TableView subclass of its play_view module)."""
    module = import_module(f"web.games.{game}.play_view")
    for name in sorted(module.__dict__):  # by name: a module's dict has no order on MicroPython
        value = module.__dict__[name]
        if isinstance(value, type) and issubclass(value, TableView) and value.__module__ == module.__name__:
            return value
    raise LookupError(f"{game} has no table screen")


class GuestDriver:
    """What a game's table screen asks of its driver, on a guest's device:
    no turn loop here (the host runs it), clicks go to the host."""

    read_only = False
    keeps_game = False  # the host's device holds the game: no export on this menu

    def __init__(self, screen: "JoinScreen", session: GuestSession, prefix: str) -> None:
        self.screen = screen
        self.session = session
        self.table = f"{session.spec.id}/play"  # How to play's way back, as at every table (web/ui/table_layout.py)
        self.fast = fast_mode()
        self.settings = settings.load()  # this device's own: sound, animation speed, confirming a move
        sound.enabled = self.settings.sound and not self.fast
        self.pace = 0.0 if self.fast else self.settings.factor(reduced_motion())
        self.instant = self.pace == 0
        self.over_at_start = session.is_over  # no winner's moment for a game over before (web/ui/celebration.py)
        self.counted = False  # in this device's statistics (`count_game`)
        self.view: Any = None
        self.token = 0
        self.thinking: int | None = session.thinking
        self.covered: int | None = None
        self.alive = True
        self.news = ""
        self.asked: Any = None
        self.sent = 0  # the id of the last action sent
        self.pending = False  # an action is with the host
        self.cover = Cover(prefix, lambda: None)
        self.log = LogView(f"{prefix}-log")
        self.message = Message(f"{prefix}-message")
        self.confirm = Confirm(prefix)

    @property
    def viewer(self) -> int | None:
        """The seat whose private part is on screen: this device's, once the host has dealt. Until
        then (the host's table waits at its cut) nothing private is shown, only why it waits: the
        hand the host has not dealt yet, beside "not dealt yet", was a hand to play."""
        return None if self.waits_for_the_deal() else self.session.seat

    def waits_for_the_deal(self) -> bool:
        """Whether the host's table waits before its first deal (Sequence's cut)."""
        return self.session.paused and not self.session.state.history

    def start(self, view: Any) -> None:
        self.view = view
        self.log.show(self.session.log)
        self.render()
        self.step()

    def destroy(self) -> None:
        self.alive = False
        self.token += 1
        self.cover.destroy()
        self.confirm.destroy()
        if self.view is not None:
            self.view.destroy()

    def render(self) -> None:
        if self.view is not None and self.alive:
            self.view.render()

    def update(self, events: list[Event], lines: list[str]) -> None:
        """A `table` message was applied to the session: show what happened."""
        self.thinking = self.session.thinking
        self.pending = False
        if lines:
            self.log.add(lines)
            self.news = " ".join(lines)
        if events:
            self.confirm.cancel()
            self.session.spec.after(self.session, events)
        self.render()
        if events and self.view is not None:
            played: list[str] = []  # each sound once, in the events' order
            for name in filter(None, map(self.session.spec.sound, events)):
                if name not in played:
                    played.append(name)
                    sound.play(name)
            self.view.show(events)
        self.step()

    async def run(self) -> None:
        """What the screens call as the host's driver's loop (after the cut, a round's summary)."""
        self.step()

    def step(self) -> None:
        """Show this seat's controls when it has a new decision (the host's loop asks, this answers)."""
        view, session = self.view, self.session
        if view is None or not self.alive:
            return
        if view.holding():
            self.render()
            return
        # the host's table waits for its people (its cut before the first deal, a round's summary)
        if session.paused and self.message.said != self.paused_text():
            self.message.say(self.paused_text())
        elif not session.paused and self.message.said in (PAUSED_START, PAUSED_ROUND):
            self.message.say("")
        if session.is_over:
            self.count_game()
            spawn(view.finish())
            return
        seat = session.seat
        if seat in session.waiting() and self.thinking is None and not session.paused:
            key = (session.game_no, json.dumps(session.state.stage), session.acted)
            if key != self.asked:
                self.asked = key
                self.render()
                view.ask(seat)

    def paused_text(self) -> str:
        """Why the host's table is not going on: before the first deal, or between rounds."""
        return _(PAUSED_START) if self.waits_for_the_deal() else _(PAUSED_ROUND)

    def why_not(self, seat: int | None) -> str | None:
        session = self.session
        if session.is_over:
            return _("The game is over.")
        if not self.screen.connected:
            return _("This device is not connected to the host.")
        if self.pending:
            return _("Please wait: the host is playing your move.")
        if self.thinking is not None:
            return _("Please wait: {name} is thinking.", name=session.name(self.thinking))
        if session.paused:
            return self.paused_text()
        waiting = session.waiting()
        if seat is None or seat != self.viewer or seat not in waiting:
            return (_("It is {names}'s turn.", names=and_list([session.name(s) for s in waiting])) if waiting
                    # Translators: a guest's status while the host or another seat decides
                    else _("Please wait."))
        return None

    def submit(self, seat: int | None, action: Any) -> bool:
        """This seat's action: sent to the host (after its confirmation, if this
        device asks for one), which plays it or says why not."""
        problem = self.why_not(seat)
        if problem:
            self.message.say(problem)
            return False
        assert seat is not None
        if self.settings.confirm:
            if not self.confirm.element.isConnected:
                self.message.element.after(self.confirm.element)
            self.confirm.ask(self.session.spec.action_text(self.session, seat, action),
                             lambda: self._send(seat, action), lambda: self.view and self.view.declined(seat, action))
            return True
        return self._send(seat, action)

    def _send(self, seat: int, action: Any) -> bool:
        if self.why_not(seat) is not None:
            return False
        self.sent += 1
        data = message("act", id=self.sent, game_no=self.session.game_no,
                       action=self.session.state.action_to_json(action))
        if not self.screen.send(data):
            self.message.say(_("This device is not connected to the host: the move was not sent."))
            return False
        self.pending = True
        if self.view is not None:
            self.view.taken(seat, action)
        return True

    def refused(self, msg: protocol.Message) -> None:
        """The host did not play this seat's action: say why, and ask again."""
        if msg["id"] != self.sent:
            return
        self.pending = False
        facts = {k: v for k, v in msg.get("facts", {}).items() if _identifier(k) and k != "code"}
        error = IllegalAction(self.session.seat, None, msg["reason"], code=msg["code"], **facts)
        try:
            text = self.view.refusal(error)
        except Exception:  # facts this screen cannot phrase: the host's own words
            text = _("That is not allowed: {reason}.", reason=msg["reason"])
        self.message.say(text)
        self.asked = None
        self.render()
        self.step()

    def count_game(self) -> None:
        """The game ended: this seat's person's statistics count it, and once the host has sent the
        game's record the game history keeps it (web/device/finish.py; once per game, a reconnection
        included)."""
        if self.counted:
            return
        self.counted = True
        session = self.session
        problem = finish.game_over(session) if session.final_record is not None else finish.count(session)
        if problem:
            self.message.say(problem)

    @property
    def replay(self) -> Callable[..., None] | None:
        """The end's Replay and Review (web/ui/end_view.py), once the host has sent the finished game's
        record: in a tab of their own, so this one stays at the table for the host's rematch."""
        return self.open_record if self.session.final_record is not None else None

    def open_record(self, *, review: bool = False) -> None:
        from web.ui.open_replay import open_replay

        spec = self.session.spec
        problem = open_replay(spec, self.session.record(), Saves(spec.id), review=review, tab=True)
        if problem:
            self.message.say(problem)

    def save(self) -> None:
        """Nothing of the game is kept on a guest's device."""

    def undo(self) -> None:
        self.message.say(_(NOT_HERE))

    def take_back(self, seat: int) -> None:
        self.message.say(_("Only the host's device can change a choice."))

    def rematch(self) -> None:
        self.message.say(_("The host starts the rematch; this screen follows it."))

    async def prepare(self, worker: Any) -> None:
        if self.view is not None:
            await self.view.prepare_worker(worker)


def _identifier(text: str) -> bool:
    """Whether `text` is an ASCII identifier, a fact's name (MicroPython's str has no isidentifier)."""
    head = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
    return bool(text) and text[0] in head and all(ch in head or "0" <= ch <= "9" for ch in text)


class JoinScreen:
    """`#/join/<invitation>`: answer, connect, play."""

    def __init__(self, view: Any, code: str) -> None:
        self.root = view
        self.peer: Peer | None = None
        self.connected = False
        self.bad = 0  # messages from the host refused in a row
        self.troubled = False  # the status line says a problem (cleared by the next good table)
        self.invitation: pairing.Invitation | None = None
        self.session: GuestSession | None = None
        self.driver: GuestDriver | None = None
        self.waiting: list[dict[str, Any]] | None = None  # tables come while the game's words load (`table_message`)
        self.listeners = dom.Listeners()
        # Translators: a link of the home screen and the heading of its page: join a game hosted on another device
        self.heading = dom.element("h1", _("Join a game"), attrs={"tabindex": "-1", "id": "net-join-title"})
        # Translators: a guest's status while it reads the invitation
        self.intro = dom.element("p", _("Reading the invitation…"), attrs={"id": "net-join-intro"})
        self.status = dom.element("p", "", cls="net-status", attrs={"id": "net-status", "role": "status"})
        self.card = CodeCard("net-answer", _("QR code: your reply to the host"), _("Your reply to the host, as text to copy"),
                             _("The reply as a link (for the host's device)"))
        self.reply_box = dom.element("section", attrs={"id": "net-reply-box", "hidden": True, "aria-labelledby": "net-reply-title"},
                                     # Translators: a heading while joining: the reply to show the host
                                     children=[dom.element("h2", _("Your reply"), attrs={"id": "net-reply-title"}),
                                               dom.element("p", _("Show this code to the host's device: it scans it. Or "
                                                                  "send the host the link or the text to paste.")),
                                               self.card.element])
        self.reader = CodeReader("net-again", False, self.accept_invitation)
        # Translators: a heading: a guest asks to rejoin a table after the connection dropped
        self.again_title = dom.element("h2", _("Connect again"), attrs={"id": "net-again-title"})
        self.again_text = dom.element("p", _("The host's screen shows a new invitation for you: scan it with this "
                                             "device's camera, choose a picture of it, or paste it. Or scan it with your "
                                             "camera app."), attrs={"id": "net-again-text"})
        self.again = dom.element("section", cls="net-again", attrs={"id": "net-again", "hidden": True,
                                                                   "aria-labelledby": "net-again-title"},
                                 children=[self.again_title, self.again_text, self.reader.element])
        # Translators: a button: a guest leaves the table
        self.leave = dom.element("button", _("Leave the table"), cls="button secondary", attrs={"type": "button", "id": "net-leave",
                                                                                             "hidden": True})
        self.listeners.on(self.leave, "click", lambda event: self.leave_table())
        self.table = dom.element("div", cls="net-guest", attrs={"id": "net-table"})
        self.back = back_to_games(element_id="net-back")
        # going back mid-game ends the connection: asked first (issue 28, 2)
        self.back_confirm = Confirm("net-back")
        self.listeners.on(self.back, "click", self.on_back)
        self.settings = StunSettings("net-guest")
        self.actions = dom.element("div", cls="seq-actions", children=[self.leave, self.back])
        # any way home from the table (its bar's ‹ Games, the menu's, the end's) asks first mid-game
        self.listeners.on(self.table, "click", self.on_table_click)
        view.append(dom.element("div", cls="net-join", children=[
            self.heading, self.intro, self.status, self.reply_box, self.again, self.table, self.actions,
            self.back_confirm.element, self.settings.element]))
        shown = shown_reply(code) if code.strip() else ""
        if shown:  # web/answer.mjs's reply, on screen before Python: it stays there as this screen takes over
            self.show_reply(shown, False)
        spawn(self.start(code))

    # --- pairing ---------------------------------------------------------------------------------
    async def start(self, code: str) -> None:
        if code.strip():  # the host's table may come any moment: the worker's start waits until it is drawn
            workers.hold_warm_up(True)
        if not code.strip():  # "Join a game" on the home screen (issue 28, 4): no address bar needed
            self.heading.after(code_form(self.listeners, join_by_code))
            dom.set_text(self.intro, _("The host's screen shows an invitation for each player who joins from "
                                       "another device. Open yours here."))
            # Translators: a heading: the host's invitation to read
            dom.set_text(self.again_title, _("The host's invitation"))
            dom.set_text(self.again_text, _("Scan it with this device's camera, choose a picture of it, or paste its "
                                            "link or text."))
            self.ask_again()
            return
        try:
            invitation = pairing.read_invitation(code)
        except PairingError as error:
            dom.set_text(self.intro, _("This invitation cannot be read: {problem}.", problem=error.words()))
            self.ask_again()
            return
        game = GAMES_BY_ID[invitation.game].name
        known = memory()
        back = known["table"] == invitation.table.hex() and known["seat"] == invitation.seat
        if invitation.nonce.hex() in known["used"]:
            dom.set_text(self.intro, _("You were playing {game} as {name}. This invitation was used already, so it "
                                       "cannot connect again.", game=game, name=invitation.name))
            self.ask_again()
            return
        dom.set_text(self.intro, _("Welcome back, {name}: this reconnects you to your seat at the {game} table.",
                                     name=invitation.name, game=game) if back
                     else _("You are invited to play {game} as {name}.", game=game, name=invitation.name))
        # issue 28, 6: the reply shown before this page reloaded cannot connect any more (its connection went with it)
        again = invitation.nonce.hex() in known["answered"]
        self.invitation = invitation
        # the reply web/answer.mjs made as the page started (issue 66): shown already, perhaps connected
        early = await claim(code, invitation)
        if early is not None:
            self.show_reply(early.url, False)  # this page's own reply, though it marked the invitation answered
        else:
            # Translators: a guest's status while it prepares its reply
            dom.set_text(self.status, _("Preparing your reply…"))
        ready = GAMES_BY_ID[invitation.game].ready if invitation.game in GAMES_BY_ID else ""
        if ready:
            try:
                await import_module(ready).ensure()
            except Exception as error:
                problems.show(self.status, problems.not_loaded(error))
                if early is not None:
                    early.close()
                return
        try:
            peer = Peer(ice.servers(), on_text=lambda text: self.on_text(peer, text), on_open=lambda: self.opened(peer),
                        on_close=lambda: self.closed(peer), adopt=early)
            self.peer = peer
            if early is not None:  # in this task, with the Peer's listeners on: nothing received is lost
                received = early.release()
            else:
                answer = await peer.answer(invitation.description)
        except Exception as error:  # a description this browser refuses, no WebRTC
            problems.show(self.status, problems.peer("answer", error))
            self.ask_again()
            return
        remember(invitation, used=False)
        if early is not None:
            peer.catch_up(received)
        else:
            reply = Reply(invitation.seat, invitation.table, invitation.nonce, answer)
            self.show_reply(pairing.link(str(js.location.href), pairing.REPLY_ROUTE,
                                         pairing.code(pairing.reply_bytes(reply))), again)
        # the table's modules are imported while the host reads the reply, in short steps (issue 66):
        # the table the host sends is drawn without that wait
        if self.session is None:
            spawn(_table_ahead(invitation.game))

    def show_reply(self, url: str, again: bool) -> None:
        """The reply, as a QR code, a link and text, for the host to read."""
        self.reply_box.hidden = False
        self.card.show(url)
        if not self.connected:
            dom.set_text(self.status, _(REPLIED_AGAIN) if again else _("Waiting for the host to read your reply…"))

    def ask_again(self) -> None:
        self.again.hidden = False
        workers.hold_warm_up(False)

    async def accept_invitation(self, text: str) -> str:
        try:
            invitation = pairing.read_invitation(text)
        except PairingError as error:
            return _("This is not an invitation: {problem}.", problem=error.words())
        navigation.go(f"{pairing.JOIN}/{pairing.code(pairing.invitation_bytes(invitation))}")
        return ""

    def opened(self, peer: Peer) -> None:
        if peer is not self.peer or self.invitation is None:
            return
        self.connected = True
        remember(self.invitation, used=True)
        self.send(message("hello", table=self.invitation.table.hex(), seat=self.invitation.seat))
        self.reply_box.hidden = True
        self.again.hidden = True
        self.leave.hidden = False
        self.say(_("Connected to the host."), "connected")

    def closed(self, peer: Peer) -> None:
        if peer is not self.peer:
            return
        was = self.connected
        self.connected = False
        peer.close()
        self.peer = None
        if self.driver is not None:
            self.driver.pending = False
            self.playable(False)
        self.say(_("The connection to the host was lost.") if was else _("The connection to the host could not be made."),
                 "lost")
        self.ask_again()

    def send(self, data: dict[str, Any]) -> bool:
        return self.peer is not None and self.connected and self.peer.send(json.dumps(data, separators=(",", ":")))

    def on_back(self, event: Any) -> None:
        """"Back to the games" while connected to a game in play: ask, since it leaves the table."""
        if not self.connected or self.session is None or self.session.is_over:
            return
        event.preventDefault()

        def leave() -> None:
            self.leave_table()
            navigation.go("")

        layout = self.layout()
        if layout is not None:  # the question stands in the menu's sheet, under "Back to the games"
            layout.open_menu()
        self.back_confirm.ask(_("Leave the table and go back to the games? The host will need to pair this device "
                                "again for you to come back"), leave, lambda: self.back.focus())

    def on_table_click(self, event: Any) -> None:
        link = event.target.closest("a[href='#/']")
        if found(link) and not link == self.back:  # the menu's own link asks by itself
            self.on_back(event)

    def leave_table(self) -> None:
        self.send(message("leave"))
        if self.peer is not None:
            self.peer.close()
            self.peer = None
        self.connected = False
        self.leave.hidden = True
        self.playable(False)
        self.say(_("You left the table. The host may give your seat to the AI or to a person there."), "left")

    # --- what the host sends ----------------------------------------------------------------------
    def on_text(self, peer: Peer, text: str) -> None:
        if peer is not self.peer:
            return
        players = len(self.session.seats) if self.session is not None else None
        try:
            msg = protocol.read_host(text, players=players)
            if msg.type == "table":
                self.table_message(msg.data)
                if self.troubled:  # a good table after a problem: its line is over
                    self.say(_("Connected to the host."), "connected")
                    self.troubled = False
                self.bad = 0
            elif msg.type == "refused":
                if self.driver is not None:
                    self.driver.refused(msg)
            elif msg.type == "error":
                self.say(problems.host_words(protocol.error_words(msg), msg["text"], problems.HOST_ERROR), "problem")
                self.troubled = True
            elif msg.type == "closed":
                self.say(problems.host_words(protocol.words(msg), msg["text"], problems.HOST_CLOSED), "left")
                self.connected = False
                peer.close()
                self.peer = None
                self.playable(False)
                self.leave.hidden = True
            else:
                self.on_message(peer, msg)
        except (ProtocolError, LookupError, TypeError, ValueError, AttributeError) as error:
            self.refuse(error)

    def on_message(self, peer: Any, msg: protocol.Message) -> None:
        """A message of the online way (web/net/online_guest.py): none over a paired connection."""

    def refuse(self, error: Exception) -> None:
        """A message from the host this device cannot use: ignored, and said (why, by the protocol's
        code; an error of another kind, in its own words apart)."""
        js.console.warn(f"refused a message from the host: {error}")
        if isinstance(error, ProtocolError):
            said = problems.Said(_("The host sent a message this device cannot use ({problem}); it was ignored.",
                                   problem=error.words()))
        else:
            said = problems.Said(_("The host sent a message this device cannot use; it was ignored."),
                                 problems.detail_of(error))
        self.say(said, "problem")
        self.troubled = True
        self.bad += 1
        if self.bad <= 3:
            self.send(message("sync"))  # ask for the whole table again

    def table_message(self, data: dict[str, Any]) -> None:
        if self.waiting is not None:  # the game's words still loading: the tables after it wait in order
            self.waiting.append(data)
            return
        if data["full"]:
            session = GuestSession(data, self.invitation.table.hex())
            ready = GAMES_BY_ID[session.spec.id].ready if session.spec.id in GAMES_BY_ID else ""
            loads = import_module(ready).missing_for(session.state) if ready else None
            if loads is not None:  # words this device has not fetched yet (a host's Sequitur in Spanish, French, German, Italian or Brazilian Portuguese)
                self.waiting = []
                spawn(self.mount_when_loaded(session, loads))
                return
            self.mount(session)
            return
        if self.session is None or self.driver is None:
            raise ProtocolError("part-first")
        events, lines = self.session.apply(data)
        self.driver.update(events, lines)

    async def mount_when_loaded(self, session: GuestSession, loads: Any) -> None:
        """Show the table once what it needs is loaded (`loads`), then the tables that came meanwhile."""
        try:
            await loads
        except Exception as error:
            self.waiting = None
            self.say(problems.not_loaded(error), "problem")
            self.troubled = True
            return
        self.mount(session)
        waiting, self.waiting = self.waiting or [], None
        for data in waiting:
            try:
                self.table_message(data)
            except (ProtocolError, LookupError, TypeError, ValueError, AttributeError) as error:
                self.refuse(error)

    def mount(self, session: GuestSession) -> None:
        """Show the game's own table screen for this seat."""
        game = session.spec.id
        view_class = table_view_class(game)
        if self.driver is not None:
            self.driver.destroy()
        dom.clear(self.table)
        self.table.inert = False
        self.session = session
        self.driver = GuestDriver(self, session, GAMES_BY_ID[game].prefix if game in GAMES_BY_ID else game)
        self.heading.hidden = True
        self.intro.hidden = True
        view = view_class(self.table, self.driver)
        self.frame(view.layout)
        self.driver.start(view)
        workers.hold_warm_up(False)  # drawn: the worker may start in the next quiet moment

    def frame(self, layout: TableLayout) -> None:
        """The guest's table is the host's one screen (web/ui/table_layout.py): the connection's
        state in the seats' strip, where a seat's "thinking…" is; Leave the table, Back to the
        games and the connection settings in the menu; a lost connection's way back (the host's
        new invitation, read here) in the tray's place, so the table stays where it is."""
        layout.seats.append(self.status)
        rules = layout.menu_items.querySelector("#how-to-play")
        if found(rules):  # going there would leave this page, and its connection with it: a tab of its own
            rules.setAttribute("target", "_blank")
            rules.setAttribute("rel", "noopener")
            rules.setAttribute("title", _("Opens in a new tab: this table stays connected"))
        layout.menu_items.append(self.leave, self.back)
        layout.menu_items.after(self.back_confirm.element, self.settings.element)
        layout.tray.after(self.again)
        self.actions.hidden = True
        layout.fit()

    def layout(self) -> TableLayout | None:
        """The table's one screen, once the host's table is shown."""
        view = self.driver.view if self.driver is not None else None
        return view.layout if view is not None else None

    def playable(self, yes: bool) -> None:
        """Whether this seat's table takes taps (not once the connection is gone); its menu stays
        usable (leave, back to the games, the connection settings)."""
        layout = self.layout()
        if layout is None:
            self.table.inert = not yes
            return
        layout.seats.inert = layout.stage.inert = layout.tray.inert = not yes

    def say(self, text: str | problems.Said, state: str) -> None:
        """The connection's state, in words (`state`: connected, lost, left or problem, for its look)."""
        problems.show(self.status, text)
        self.status.setAttribute("data-state", state)

    def destroy(self) -> None:
        workers.hold_warm_up(False)
        if self.peer is not None:
            self.peer.close()
        if self.driver is not None:
            self.driver.destroy()
        self.listeners.clear()
        self.back_confirm.destroy()
        self.card.destroy()
        self.reader.destroy()
        self.settings.destroy()


def mount_join(view: Any, args: list[str]) -> Any:
    """`#/join/<invitation>`."""
    screen = JoinScreen(view, args[0] if args else "")
    return screen.destroy


def mount_reply(view: Any, args: list[str]) -> Any:
    """`#/reply/<reply>`: hand the reply to the table in another tab of this browser."""
    code = args[0] if args else ""
    status = dom.element("p", _("Passing the reply to the table in your other tab…"), cls="net-status",
                         attrs={"id": "net-reply-status", "role": "status"})
    text = dom.element("textarea", attrs={"id": "net-reply-as-text", "readonly": True, "rows": 3, "hidden": True,
                                          "aria-label": _("The reply, as text to copy")})
    text.value = str(js.location.href)
    view.append(dom.element("div", cls="net-join", children=[
        dom.element("h1", _("A reply to an invitation"), attrs={"tabindex": "-1"}), status, text,
        back_to_games()]))
    state: dict[str, Any] = {"alive": True, "channel": None, "proxy": None, "answers": [], "seen": False}
    ident = 1 + fresh_seed(2**30)  # this tab's request, among the answers of any other tab

    def on_message(event: Any) -> None:
        data = event.data
        try:
            if str(data.type) == "answer" and int(data.id) == ident:
                state["answers"].append(str(data.problem))
            elif str(data.type) == "seen" and int(data.id) == ident:
                state["seen"] = True
        except Exception:
            return

    async def ask() -> None:
        if pairing.kind_of(code) != "reply":
            dom.set_text(status, _("This link holds no reply this app can read."))
            return
        try:
            channel = attempt_new(js.BroadcastChannel, CHANNEL)
        except (AttributeError, JsError):  # no BroadcastChannel here
            channel = None
        if channel is not None:
            state["channel"], state["proxy"] = channel, create_proxy(on_message)
            channel.addEventListener("message", state["proxy"])
            channel.postMessage(to_js({"type": "reply", "code": code, "id": ident}))
            waited = 0.0
            while state["alive"] and not state["answers"] and waited < REPLY_WAIT_S + (ANSWER_WAIT_S if state["seen"] else 0):
                await asyncio.sleep(0.1)
                waited += 0.1
        if not state["alive"]:
            return
        answers = state["answers"]
        if "" in answers:
            dom.set_text(status, _("Done: the table in your other tab is connecting to the guest's device. "
                                   "You can close this tab."))
        elif answers:
            dom.set_text(status, answers[0])
        else:
            dom.set_text(status, _("No table in this browser is waiting for this reply. Open this link on the device "
                                   "that hosts the table, or paste it there:"))
            text.hidden = False

    def cleanup() -> None:
        state["alive"] = False
        if state["channel"] is not None:
            state["channel"].removeEventListener("message", state["proxy"])
            state["channel"].close()
            release(state["proxy"])

    spawn(ask())
    return cleanup
