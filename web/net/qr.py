"""QR codes: drawing a pairing code, reading one from the camera or a picture.

The work is done by web/qr.mjs (the browser's BarcodeDetector where it
reads QR codes, else the vendored `qr` library), loaded once as a
same-origin module when a pairing screen first needs it. The camera is
opened only when the person asks ("Scan with the camera"), and stopped as
soon as a code is read or the person cancels; it needs a secure context
(https, or localhost), so elsewhere the screens offer pasting instead.
"""
from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Callable

import js

from web.page import dom
from web.page.ffi import to_js
from web.page.jsvalue import found
from web.net import problems
from web.page.words import _

if TYPE_CHECKING:  # MicroPython's typing stand-in has no Awaitable
    from typing import Awaitable

MODULE = "web/qr.mjs"
LOAD_S = 10.0
SCALE = 5  # pixels a module: a version-10 code (57 modules + quiet zone) is 325 px
SCAN_EVERY_S = 0.25


def loaded() -> Any:
    """globalThis.seqgamesQR if web/qr.mjs has loaded already, else None."""
    module = getattr(js, "seqgamesQR", None)
    return module if found(module) else None


async def ready() -> Any:
    """globalThis.seqgamesQR, loading web/qr.mjs the first time; RuntimeError if it does not load."""
    if not found(getattr(js, "seqgamesQR", None)):
        if not found(js.document.querySelector(f'script[src="{MODULE}"]')):
            js.document.head.append(dom.element("script", attrs={"type": "module", "src": MODULE}))
        waited = 0.0
        while not found(getattr(js, "seqgamesQR", None)):
            if waited > LOAD_S:
                raise RuntimeError("the QR code module did not load")
            await asyncio.sleep(0.05)
            waited += 0.05
    return js.seqgamesQR


async def read(source: Any) -> str:
    """The text of the QR code in a video, canvas or image file, or ""."""
    return str(await (await ready()).read(source))


def camera_possible() -> bool:
    """Whether this page may ask for the camera (a secure context with mediaDevices)."""
    return bool(js.window.isSecureContext) and found(getattr(js.navigator, "mediaDevices", None))


class Scanner:
    """The camera in a <video>, read a few times a second until a code
    `accept(text)` takes is seen (it returns a problem to show, or "")."""

    def __init__(self, video: Any, status: Any, accept: Callable[[str], Awaitable[str | problems.Said]]) -> None:
        self.video = video
        self.status = status
        self.accept = accept
        self.stream: Any = None
        self.running = False

    async def start(self) -> None:
        if self.running:
            return
        if not camera_possible():
            dom.set_text(self.status, _("This page cannot use the camera here (it needs https): paste the code instead."))
            return
        self.running = True
        # Translators: a status while the camera starts (to read a QR code)
        dom.set_text(self.status, _("Opening the camera…"))
        try:
            constraints = to_js({"video": {"facingMode": "environment"}, "audio": False})
            self.stream = await js.navigator.mediaDevices.getUserMedia(constraints)
        except Exception as error:  # refused, or no camera: said by its kind (web/net/problems.py)
            self.running = False
            problems.show(self.status, problems.camera(error))
            return
        if not self.running:  # cancelled while the browser asked
            self.stop()
            return
        self.video.srcObject = self.stream
        self.video.hidden = False
        try:
            await self.video.play()
        except Exception:
            pass
        dom.set_text(self.status, _("Point the camera at the code."))
        await ready()
        while self.running:
            text = await read(self.video) if int(self.video.readyState) >= 2 else ""
            if text and self.running:
                problem = await self.accept(text)
                if not problem:
                    self.stop()
                    return
                problems.show(self.status, problem)
            await asyncio.sleep(SCAN_EVERY_S)

    def stop(self) -> None:
        """Stop reading and release the camera."""
        self.running = False
        if self.stream is not None:
            for track in self.stream.getTracks():
                track.stop()
            self.stream = None
        self.video.srcObject = None
        self.video.hidden = True
