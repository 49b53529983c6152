"""The pairing screens' two pieces: a code shown three ways (a QR code of
its link, the link, and the text with a Copy button), and a code read
three ways (pasted, scanned with the camera, or read from a picture). Their
look is web/net/pairing.css."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import js

from engine.core.jsonlimits import MB, size_text
from web.page import dom
from web.page.words import _
from web.page.tasks import spawn
from web.net import ice, problems, qr

if TYPE_CHECKING:  # MicroPython's typing stand-in has no Awaitable
    from typing import Awaitable

# A phone's photo is a few MB; a file far larger is refused before the browser decodes it.
MAX_PICTURE_BYTES = 30 * MB


class CodeCard:
    """A code to pass on: its link as a QR code, as a link, and as text to copy."""

    def __init__(self, prefix: str, qr_label: str, text_label: str, link_text: str) -> None:
        """`qr_label`, `text_label`, `link_text`: the QR code's, the text's and the link's words (translated)."""
        self.link_text = link_text
        self.canvas = dom.element("canvas", attrs={"id": f"{prefix}-qr", "role": "img", "aria-label": qr_label,
                                                   "data-min-font": "none"})  # modules only, no text (e2e/quality/test_phone_sizes.py)
        self.link = dom.element("a", "", attrs={"id": f"{prefix}-link"})
        self.text = dom.element("textarea", attrs={"id": f"{prefix}-text", "readonly": True, "rows": 3,
                                                   "aria-label": text_label, "spellcheck": "false"})
        # Translators: a button: copy the invitation's or reply's text to the clipboard
        self.copy = dom.element("button", _("Copy the text"), cls="button secondary", attrs={"type": "button", "id": f"{prefix}-copy"})
        self.note = dom.element("span", "", attrs={"id": f"{prefix}-copied", "role": "status"})
        self.listeners = dom.Listeners()
        self.listeners.on(self.copy, "click", lambda event: spawn(self.on_copy()))
        # the QR code first, in sight with what reads the other side's code (issue 53); the link and
        # the text, for a device with no camera at hand, one tap away
        self.more = dom.element("details", cls="net-code-more", attrs={"id": f"{prefix}-more"}, children=[
            dom.element("summary", _("Its link or its text")), self.link, self.text,
            dom.element("div", cls="seq-actions", children=[self.copy, self.note])])
        self.element = dom.element("div", cls="net-code", children=[self.canvas, self.more])
        self.version = 0

    def show(self, url: str) -> None:
        """Show `url` (a pairing link) three ways: the link and the text at once, the QR code once drawn."""
        self.link.href = url
        dom.set_text(self.link, self.link_text)
        self.text.value = url
        dom.set_text(self.note, "")
        self.canvas.hidden = True
        self.canvas.removeAttribute("data-version")
        module = qr.loaded()
        if module is not None:  # drawn in this task: no frame without it
            self.paint(module, url)
        else:
            spawn(self.draw(url))

    async def draw(self, url: str) -> None:
        try:
            module = await qr.ready()
        except Exception as error:  # no QR code: the link and the text still work
            js.console.warn(f"QR code not drawn: {error}")
            return
        if str(self.text.value) == url:  # else another code came meanwhile
            self.paint(module, url)

    def paint(self, module: Any, url: str) -> None:
        try:
            self.version = int(module.draw(self.canvas, url, qr.SCALE))
            self.canvas.dataset.version = str(self.version)
            self.canvas.hidden = False
        except Exception as error:  # no QR code: the link and the text still work
            js.console.warn(f"QR code not drawn: {error}")
            self.canvas.hidden = True

    def clear(self) -> None:
        self.text.value = ""
        self.link.removeAttribute("href")
        self.canvas.hidden = True

    async def on_copy(self) -> None:
        text = str(self.text.value)
        try:
            await js.navigator.clipboard.writeText(text)
            # Translators: a status after the "Copy the text" button: the text is on the clipboard
            dom.set_text(self.note, _("Copied."))
        except Exception:  # no clipboard access (not https): select it for the person to copy
            self.text.focus()
            self.text.select()
            dom.set_text(self.note, _("Selected: copy it with your device's copy command."))

    def destroy(self) -> None:
        self.listeners.clear()


class CodeReader:
    """Reading a code the other device shows: scanned with this device's
    camera, read from a picture of it, or pasted. `accept(text)` returns a
    problem to show, or "" once the code is taken. `reply`: the code is a guest's
    reply (at the host), else the host's invitation (at a guest): whole sentences
    for each, as a translation needs them."""

    def __init__(self, prefix: str, reply: bool, accept: Callable[[str], Awaitable[str | problems.Said]]) -> None:
        self.accept = accept
        self.listeners = dom.Listeners()
        if reply:
            scan, picture, paste = (_("Scan the reply with the camera"), _("Or a picture of the reply:"),
                                    _("Or paste the reply (its link or its text):"))
        else:
            scan, picture, paste = (_("Scan the host's invitation with the camera"),
                                    _("Or a picture of the host's invitation:"),
                                    _("Or paste the host's invitation (its link or its text):"))
        self.scan = dom.element("button", scan, cls="button",
                                attrs={"type": "button", "id": f"{prefix}-scan"})
        # Translators: a button: stop the camera (reading a QR code)
        self.stop = dom.element("button", _("Stop the camera"), cls="button secondary",
                                attrs={"type": "button", "id": f"{prefix}-stop", "hidden": True})
        self.video = dom.element("video", attrs={"id": f"{prefix}-video", "hidden": True, "muted": True,
                                                 "playsinline": True, "aria-label": _("What the camera sees")})
        self.picture = dom.element("input", attrs={"type": "file", "accept": "image/*", "id": f"{prefix}-picture"})
        self.paste = dom.element("textarea", attrs={"id": f"{prefix}-paste", "rows": 3, "spellcheck": "false",
                                                    "autocomplete": "off", "aria-describedby": f"{prefix}-problem"})
        # Translators: a button: connect to the table whose code was typed in
        self.go = dom.element("button", _("Connect"), cls="button", attrs={"type": "button", "id": f"{prefix}-go"})
        self.problem = dom.element("p", "", cls="seq-error", attrs={"id": f"{prefix}-problem", "role": "alert"})
        self.camera_status = dom.element("p", "", cls="seq-hint-text", attrs={"id": f"{prefix}-camera", "role": "status"})
        self.scanner = qr.Scanner(self.video, self.camera_status, self._scanned)
        self.listeners.on(self.scan, "click", lambda event: spawn(self.start_camera()))
        self.listeners.on(self.stop, "click", lambda event: self.stop_camera())
        self.listeners.on(self.go, "click", lambda event: spawn(self.submit(str(self.paste.value))))
        self.listeners.on(self.picture, "change", lambda event: spawn(self.from_picture()))
        camera = [self.scan, self.stop] if qr.camera_possible() else []
        self.element = dom.element("div", cls="net-read", children=[
            dom.element("div", cls="seq-actions", children=camera), self.video, self.camera_status,
            dom.element("label", picture + " ", attrs={"for": f"{prefix}-picture"}), self.picture,
            dom.element("label", paste, attrs={"for": f"{prefix}-paste"}),
            self.paste, self.go, self.problem])

    async def start_camera(self) -> None:
        self.scan.hidden, self.stop.hidden = True, False
        await self.scanner.start()
        self.scan.hidden, self.stop.hidden = False, True

    def stop_camera(self) -> None:
        self.scanner.stop()
        dom.set_text(self.camera_status, "")
        self.scan.hidden, self.stop.hidden = False, True

    async def _scanned(self, text: str) -> str | problems.Said:
        return await self.submit(text)

    async def from_picture(self) -> None:
        files = self.picture.files
        if files is None or not files.length:
            return
        picked = files.item(0)
        self.picture.value = ""
        # refused before it is decoded (the size capped in JS: MicroPython's bridge carries 32 bits of an integer)
        if int(js.Math.min(picked.size, MAX_PICTURE_BYTES + 1)) > MAX_PICTURE_BYTES:
            dom.set_text(self.problem, _("That file is larger than {size}: choose a picture of the code, or paste "
                                         "the code.", size=size_text(MAX_PICTURE_BYTES)))
            return
        try:
            text = await qr.read(picked)
        except Exception:  # the reader did not load: the code can still be pasted
            text = ""
        if not text:
            dom.set_text(self.problem, _("No QR code was found in that file: choose a picture of the code, or paste it."))
            return
        await self.submit(text)

    async def submit(self, text: str) -> str | problems.Said:
        """Take a code; the problem shown, or "" if it was taken."""
        dom.set_text(self.problem, "")
        problem = await self.accept(text)
        problems.show(self.problem, problem)
        if not problem:
            self.paste.value = ""
        return problem

    def destroy(self) -> None:
        self.scanner.stop()
        self.listeners.clear()


class StunSettings:
    """The connection setting: an optional STUN server (web/net/ice.py), off by default."""

    def __init__(self, prefix: str) -> None:
        self.listeners = dom.Listeners()
        self.on = dom.element("input", attrs={"type": "checkbox", "id": f"{prefix}-stun-on", "checked": bool(ice.stun_url())})
        self.url = dom.element("input", attrs={"type": "text", "id": f"{prefix}-stun-url", "placeholder": ice.EXAMPLE,
                                               "autocomplete": "off", "spellcheck": "false", "maxlength": 300})
        self.url.value = ice.saved_url()
        self.status = dom.element("p", "", cls="seq-hint-text", attrs={"id": f"{prefix}-stun-status", "role": "status"})
        # Translators: a button: keep the STUN server typed in
        save = dom.element("button", _("Keep this setting"), cls="button secondary", attrs={"type": "button", "id": f"{prefix}-stun-save"})
        self.listeners.on(save, "click", self.keep)
        self.element = dom.element("details", cls="seq-import", attrs={"id": f"{prefix}-settings"}, children=[
            # Translators: a heading: the online connection's settings
            dom.element("summary", _("Connection settings")),
            dom.element("p", _("With no STUN server (the default) devices connect only on the same network, "
                               "and nothing is sent anywhere else. A STUN server tells each device its address as "
                               "seen from the internet, which may connect devices on two networks; it also learns "
                               "that address. Both devices should use the same setting. It applies to the next "
                               "invitation or reply."), cls="seq-hint-text"),
            # the shared form components (web/app.css): the whole tile is the checkbox's label, 44 px fields
            dom.element("label", cls="seq-radio", attrs={"for": f"{prefix}-stun-on"}, children=[
                self.on, dom.element("span", _("Use a STUN server"))]),
            dom.element("div", cls="seq-setup", children=[dom.element("div", cls="setup-field", children=[
                # Translators: a field's label of the online settings: a STUN server's address
                dom.element("label", _("STUN server"), attrs={"for": f"{prefix}-stun-url"}), self.url])]),
            save, self.status])

    def keep(self, event: Any) -> None:
        on, url = bool(self.on.checked), str(self.url.value)
        if on:
            try:
                url = ice.check(url)
            except ValueError:  # ice's own words are English: say it here
                dom.set_text(self.status, _("A STUN server is written like {example}.", example=ice.EXAMPLE))
                return
        ok = ice.save(on, url)
        if not ok:
            dom.set_text(self.status, _("This browser did not let the setting be kept."))
        elif on:
            dom.set_text(self.status, _("Kept: STUN server {url}.", url=url))
        else:
            dom.set_text(self.status, _("Kept: no STUN server."))

    def destroy(self) -> None:
        self.listeners.clear()
