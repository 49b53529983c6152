"""What went wrong outside the app's own words, in the player's language (issue 69).

A browser says its errors in its own words and language ("NotAllowedError:
Permission denied"), and so does a library or a module that did not load.
A kind this app knows (a camera refused, missing or busy: the
DOMException's `name`; no WebRTC; a STUN server the browser refuses) is
said by its own sentence. Anything else is said by a general sentence, and
the outside text is kept apart as its `detail` (one line, at most
`DETAIL_CHARS`, shown as text under the sentence as "Details: …":
`show`), never inside a translated sentence.
"""
from __future__ import annotations

from typing import Any

from web.page.words import N_, _

DETAIL_CHARS = 160


class Said:
    """A sentence in the player's words and, apart, the outside text it could not say (or "")."""

    def __init__(self, text: str, detail: Any = "") -> None:
        self.text = text
        self.detail = clean(detail)

    def __bool__(self) -> bool:
        return bool(self.text)

    def __str__(self) -> str:
        return self.text


def clean(detail: Any) -> str:
    """Outside text as one short line: control characters as spaces, at most DETAIL_CHARS."""
    text = " ".join("".join(ch if ch >= " " and ch != "\x7f" else " " for ch in str(detail)).split())
    return text if len(text) <= DETAIL_CHARS else text[:DETAIL_CHARS - 1] + "…"


def text_and_detail(said: Any) -> tuple[str, str]:
    """A sentence (a str, or a Said) and its detail ("" for a str)."""
    return (said.text, said.detail) if isinstance(said, Said) else (str(said), "")


def show(node: Any, said: Any) -> None:
    """Put a sentence (a str, or a Said) in `node`, its detail as a small "Details: …" line of
    text under it (never markup: the detail is outside text)."""
    from web.page import dom  # the page's: this module's rules are read by tests without a browser

    text, detail = text_and_detail(said)
    dom.set_text(node, text)
    if detail:
        # Translators: under a problem's sentence: the browser's own words
        node.append(dom.element("small", _("Details: {detail}", detail=detail), cls="net-detail"))


class PeerProblem(Exception):
    """A connection this browser cannot make, of a kind said in words: `code` "no-webrtc" (it has
    no RTCPeerConnection) or "stun-refused" (it refused the STUN server in Connection settings)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def error_name(error: Any, names: Any) -> str:
    """Which of `names` (JavaScript errors' names) `error` is: its `name` (Pyodide's JsException),
    else the first named in its text ("NotAllowedError: …", web/page/ffi.py JsError's and
    MicroPython's), else ""."""
    name = getattr(error, "name", None)
    if isinstance(name, str) and name in names:
        return name
    text = str(error)
    for known in names:
        if known in text:
            return known
    return ""


def detail_of(error: Any) -> str:
    """An error's outside text: its own words, else its name, else its class's. MicroPython's
    JsException holds (the JavaScript error, its name, its message): said "name: message", never the
    tuple with the proxy's address."""
    args = getattr(error, "args", ())
    if isinstance(args, tuple) and len(args) == 3 and isinstance(args[1], str) and isinstance(args[2], str):
        return f"{args[1]}: {args[2]}" if args[2] else args[1]
    text = str(error)
    return text or str(getattr(error, "name", "") or "") or type(error).__name__


# getUserMedia's refusals (the DOMException's name), each said by what the player can do
CAMERA = {
    "NotAllowedError": N_("The camera was not allowed: allow it in this browser's settings for the page, or paste "
                          "the code instead."),
    "SecurityError": N_("The camera was not allowed: allow it in this browser's settings for the page, or paste "
                        "the code instead."),
    "NotFoundError": N_("This device has no camera the page can use: choose a picture of the code, or paste it "
                        "instead."),
    "OverconstrainedError": N_("This device has no camera the page can use: choose a picture of the code, or "
                               "paste it instead."),
    "NotReadableError": N_("The camera is in use or could not start: close the other apps using it and try "
                           "again, or paste the code instead."),
    "AbortError": N_("The camera is in use or could not start: close the other apps using it and try again, or "
                     "paste the code instead."),
}
CAMERA_ELSE = N_("The camera could not be opened: paste the code instead.")


def camera(error: Any) -> Said:
    """Why the camera could not be opened."""
    name = error_name(error, list(CAMERA))
    return Said(_(CAMERA[name])) if name else Said(_(CAMERA_ELSE), detail_of(error))


# a connection this browser cannot make, by where it was asked for and `PeerProblem.code`
PEER = {
    ("invite", "no-webrtc"): N_("This browser cannot prepare an invitation: it has no WebRTC, which connects "
                                "devices. Chrome, Edge, Firefox and Safari have it."),
    ("invite", "stun-refused"): N_("This browser refused the STUN server in Connection settings, so it cannot "
                                   "prepare an invitation: correct the server or turn it off."),
    ("invite", ""): N_("This browser could not prepare an invitation."),
    ("answer", "no-webrtc"): N_("This browser cannot answer the invitation: it has no WebRTC, which connects "
                                "devices. Chrome, Edge, Firefox and Safari have it."),
    ("answer", "stun-refused"): N_("This browser refused the STUN server in Connection settings, so it cannot "
                                   "answer the invitation: correct the server or turn it off."),
    ("answer", ""): N_("This browser could not answer the invitation: ask the host for a new one."),
    ("reply", ""): N_("The reply could not be used; a new invitation is on screen."),
}


def peer(doing: str, error: Any) -> Said:
    """Why a connection could not be made (`doing`: "invite", "answer" or "reply")."""
    code = error.code if isinstance(error, PeerProblem) else ""
    if (doing, code) in PEER and code:
        return Said(_(PEER[doing, code]))
    return Said(_(PEER[doing, ""]), detail_of(error))


def not_loaded(error: Any) -> Said:
    """The game's own part (Sequitur's dictionary, say) did not load."""
    return Said(_("The game could not be loaded. Reload to try again."), detail_of(error))


# why online play could not start (web/net/online.py Room.open), by code
ONLINE = {
    "no-module": N_("Online play could not start: its part of the app did not load. Check this device's internet "
                    "connection, then reload."),
    "insecure": N_("Online play could not start: it needs the app opened over https (or on localhost)."),
}


def online(problem: str) -> Said:
    """Room.open's problem: a code of `ONLINE`, or the online module's own words."""
    if problem in ONLINE:
        return Said(_(ONLINE[problem]))
    return Said(_("Online play could not start."), problem)


def host_words(sentence: str, text: Any, fallback: str) -> Said:
    """A host's notice said in this device's language (`sentence`), or, for an older host's or
    one this version cannot say, `fallback` with the host's own `text` apart."""
    return Said(sentence) if sentence else Said(_(fallback), text)


HOST_ERROR = N_("The host could not read a message from this device; nothing changed.")
HOST_CLOSED = N_("The host ended this device's connection.")
