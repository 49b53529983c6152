"""The invitation and the reply: what two devices exchange to connect (pure Python).

A WebRTC session description is some 780 bytes of SDP, too much for a QR
code a phone reads at a glance. All but a few of its lines are the same in
every data-channel-only description, so only what differs is kept: the ICE
user fragment and password, the DTLS certificate's fingerprint, the DTLS
role, and the candidates (address, port, transport, type, priority). An
mDNS host name (`<uuid>.local`, what browsers show instead of a local
address) takes 16 bytes, an IPv4 address 4. The other side rebuilds a
standard SDP from that (`sdp_text`).

An invitation (host to guest) adds the game, the seat, its player's name,
the table's id and the invitation's nonce; a reply (guest to host) names
the seat, the table and the nonce it answers. Both end with a CRC-16 of
the rest, so a character mistyped, misread or lost is caught when the code
is read, before any connection is tried. Both are bytes in base64url
(`code`), shown as a link (`#/join/<code>`, `#/reply/<code>`) in a QR code
and as text. Measured with Chromium's two mDNS candidates: an invitation
is 128 bytes (171 characters), a reply 123 (164); with one candidate 23
bytes less. With the page's address the link makes one QR code of version
8 to 10 at the low error-correction level.

Everything read comes from outside (a scanned code, pasted text): each
length is checked against the bytes left, counts and sizes are capped, and
anything wrong is one `PairingError` saying what.
"""
from __future__ import annotations

import binascii
import struct
from typing import Any

from engine.core.value import Value, replaced
from web.device.names import clean_name
from web.net import addresses
from web.page.utf8 import utf8_text
from web.page.words import N_, SaidError

FORMAT = 2  # the first byte of every code; another value is refused (1: before the check)
CHECK_BYTES = 2  # a CRC-16 (CCITT) of the rest, last: a mistyped or misread character is caught
INVITATION = 1
REPLY = 2

GAME_IDS = ("sequence", "sequoia", "sequitur")  # a game's number in a code (append only)
MAX_CODE_CHARS = 2000  # a pasted code longer than this is refused unread
MAX_CANDIDATES = 16
MAX_NAME_BYTES = 160  # a cleaned name is at most 40 characters
ID_BYTES = 4  # the table's id and an invitation's nonce

SETUPS = ("actpass", "active", "passive")
KINDS = ("host", "srflx", "prflx", "relay")
TCP_TYPES = ("", "active", "passive", "so")
# Fingerprint algorithms and their digest sizes (RFC 8122); sha-256 is what browsers use
HASHES = {"sha-256": 32, "sha-1": 20, "sha-384": 48, "sha-512": 64}
HASH_NAMES = ("sha-256", "sha-1", "sha-384", "sha-512")  # an algorithm's number in a code (append only)

ADDRESS_MDNS, ADDRESS_IPV4, ADDRESS_IPV6, ADDRESS_TEXT = range(4)
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
ICE_CHARS = _ALNUM + "+/"  # RFC 8839 ice-char
HOST_CHARS = _ALNUM + ".:-"  # a host name or an IP address
CODE_CHARS = _ALNUM + "_-"  # base64url
_LOWER_HEX = "0123456789abcdef"
MDNS_PARTS = (8, 4, 4, 4, 12)  # hex digits of each part of `<uuid>.local`
JOIN = "join"
REPLY_ROUTE = "reply"
# what a code of one kind, read as the other, is (the screen's sentence names what it wanted)
MIXED_UP = {(REPLY, INVITATION): N_("it is a reply, not an invitation"),
            (INVITATION, REPLY): N_("it is an invitation, not a reply")}


class PairingError(SaidError):
    """An invitation or reply that cannot be read, and why, in words a person can act on: a
    whole sentence about the code ("it is cut short": the screen's own sentence names it, "This
    invitation cannot be read: {problem}.")."""


def _only(text: str, allowed: str, most: int = 0) -> bool:
    """Whether `text` has at least one character (at most `most`, if given), all of them `allowed`."""
    return bool(text) and (not most or len(text) <= most) and all(ch in allowed for ch in text)


def _mdns_hex(address: str) -> str | None:
    """The 32 hex digits of an mDNS name `<uuid>.local` (lower case), or None for another address."""
    if not address.endswith(".local"):
        return None
    parts = address[:-len(".local")].split("-")
    if len(parts) != len(MDNS_PARTS) or any(len(p) != n or not _only(p, _LOWER_HEX) for p, n in zip(parts, MDNS_PARTS)):
        return None
    return "".join(parts)


class Candidate(Value):
    """One ICE candidate: where the other device may reach this one."""

    FIELDS = ("address: str", "port: int", "protocol: str", "kind: str", "priority: int", "tcptype: str")
    DEFAULTS = {"protocol": "udp", "kind": "host", "priority": 0, "tcptype": ""}


class Description(Value):
    """What differs between two data-channel session descriptions."""

    FIELDS = ("ufrag: str", "pwd: str", "hash: str", "fingerprint: bytes", "setup: str",
              "candidates: tuple[Candidate, ...]")
    DEFAULTS = {"candidates": ()}


class Invitation(Value):
    """The host's invitation to one seat."""

    FIELDS = ("game: str", "seat: int", "name: str", "table: bytes", "nonce: bytes", "description: Description")


class Reply(Value):
    """A guest's reply to one invitation."""

    FIELDS = ("seat: int", "table: bytes", "nonce: bytes", "description: Description")


class _Reader:
    def __init__(self, data: bytes, at: int = 0) -> None:
        self.data = data
        self.at = at

    def take(self, count: int) -> bytes:
        if count < 0 or self.at + count > len(self.data):
            raise PairingError(N_("it is cut short"))
        chunk = self.data[self.at:self.at + count]
        self.at += count
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def short(self) -> int:
        return struct.unpack(">H", self.take(2))[0]

    def long(self) -> int:
        return struct.unpack(">I", self.take(4))[0]

    def text(self, *, limit: int) -> str:
        size = self.byte()
        if size > limit:
            raise PairingError(N_("it holds a field longer than {limit} bytes"), limit=limit)
        try:
            return utf8_text(self.take(size), "strict")
        except UnicodeError:
            raise PairingError(N_("it holds text that is not UTF-8")) from None

    def end(self) -> None:
        if self.at != len(self.data):
            raise PairingError(N_("it has bytes too many at its end"))


# --- SDP ----------------------------------------------------------------------------------------
def description_from_sdp(sdp: str) -> Description:
    """The parts of a browser's data-channel session description that differ;
    PairingError if one is missing or cannot be carried."""
    ufrag = pwd = setup = ""
    hash_name, fingerprint = "", b""
    candidates: list[Candidate] = []
    for raw in sdp.splitlines():
        line = raw.strip()
        if line.startswith("a=ice-ufrag:") and not ufrag:
            ufrag = line.split(":", 1)[1]
        elif line.startswith("a=ice-pwd:") and not pwd:
            pwd = line.split(":", 1)[1]
        elif line.startswith("a=setup:") and not setup:
            setup = line.split(":", 1)[1]
        elif line.startswith("a=fingerprint:") and not fingerprint:
            parts = line.split(":", 1)[1].split()
            if len(parts) == 2 and parts[0].lower() in HASHES:
                hash_name = parts[0].lower()
                try:
                    fingerprint = bytes.fromhex(parts[1].replace(":", ""))
                except ValueError:
                    raise PairingError(N_("its certificate fingerprint is not hexadecimal")) from None
        elif line.startswith("a=candidate:"):
            candidate = _candidate(line[len("a=candidate:"):])
            if candidate is not None and candidate not in candidates and len(candidates) < MAX_CANDIDATES:
                candidates.append(candidate)
    description = Description(ufrag, pwd, hash_name, fingerprint, setup, tuple(candidates))
    _check_description(description)
    return description


def waiting_setup(sdp: str) -> str:
    """An answer's SDP with this side as the DTLS server (`a=setup:passive`).

    Every device that opened the invitation knows the offer's ICE password
    and reaches the host before the host has read any reply (the host's
    browser answers connectivity checks from an answer it has not seen).
    As the DTLS server (Chromium's default answer is `active`) the host
    took the handshake of whichever device reached it, and failed when that
    certificate was not the reply's: with two devices on one invitation,
    neither connected (issue 28, 1). As the DTLS client the host starts one
    handshake, over the path its own checks proved with the reply it read
    (the others' ICE passwords are unknown to it), so that device connects.
    """
    lines = sdp.split("\n")
    for i, line in enumerate(lines):  # re.sub(r"^a=setup:\w+", ..., flags=re.MULTILINE), without re
        if line.startswith("a=setup:"):
            end = len("a=setup:")
            while end < len(line) and (line[end] in _ALNUM or line[end] == "_"):
                end += 1
            if end > len("a=setup:"):
                lines[i] = "a=setup:passive" + line[end:]
    return "\n".join(lines)


def reachable(description: Description) -> Description:
    """The description without its TCP "active" candidates (Firefox gathers two, on the
    placeholder port 9: RFC 6544): they only connect out, to a peer's passive TCP candidate,
    which the browsers do not gather, so an invitation or reply leaves them out. Firefox's
    invitation is then 187 characters (QR version 9), not 277 (version 11)."""
    kept = tuple(c for c in description.candidates if not (c.protocol == "tcp" and c.tcptype == "active"))
    return replaced(description, candidates=kept)


def _candidate(text: str) -> Candidate | None:
    """A candidate line's parts; None for one this format leaves out (RTCP's
    component 2, which bundled data channels never use)."""
    parts = text.split()
    if len(parts) < 8 or parts[6] != "typ":
        raise PairingError(N_("a candidate line is malformed"))
    _foundation, component, protocol, priority, address, port, _typ, kind = parts[:8]
    if component != "1":
        return None
    tcptype = ""
    if protocol.lower() == "tcp" and "tcptype" in parts[8:]:
        index = parts.index("tcptype", 8)
        tcptype = parts[index + 1] if index + 1 < len(parts) else ""
    try:
        return Candidate(address, int(port), protocol.lower(), kind, int(priority), tcptype)
    except ValueError:
        raise PairingError(N_("a candidate's port or priority is not a number")) from None


def _check_description(d: Description) -> None:
    if not (4 <= len(d.ufrag) <= 255 and _only(d.ufrag, ICE_CHARS)):
        raise PairingError(N_("it has no usable ICE user fragment"))
    if not (22 <= len(d.pwd) <= 255 and _only(d.pwd, ICE_CHARS)):
        raise PairingError(N_("it has no usable ICE password"))
    if d.hash not in HASHES or len(d.fingerprint) != HASHES[d.hash]:
        raise PairingError(N_("it has no usable certificate fingerprint"))
    if d.setup not in SETUPS:
        raise PairingError(N_("it has no usable DTLS role"))
    if len(d.candidates) > MAX_CANDIDATES:
        raise PairingError(N_("it has more than {count} candidates"), count=MAX_CANDIDATES)
    for c in d.candidates:
        if c.protocol not in ("udp", "tcp") or c.kind not in KINDS or c.tcptype not in TCP_TYPES \
                or (c.protocol == "udp" and c.tcptype):
            raise PairingError(N_("a candidate has an unknown transport or type"))
        if not (0 <= c.port <= 65535 and 0 <= c.priority <= 0xFFFFFFFF):
            raise PairingError(N_("a candidate's port or priority is out of range"))
        if not _only(c.address, HOST_CHARS, 253):
            raise PairingError(N_("a candidate's address is not a host name or an IP address"))


def sdp_text(d: Description, *, session: int = 0) -> str:
    """A standard SDP for `d` (what setRemoteDescription takes)."""
    lines = [
        "v=0", f"o=- {session or 1} 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
        "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    ]
    for i, c in enumerate(d.candidates):
        line = f"a=candidate:{i + 1} 1 {c.protocol} {c.priority} {c.address} {c.port} typ {c.kind}"
        if c.kind != "host":
            line += " raddr 0.0.0.0 rport 0"
        if c.protocol == "tcp":
            line += f" tcptype {c.tcptype or 'active'}"
        lines.append(line + " generation 0")
    lines += [
        f"a=ice-ufrag:{d.ufrag}", f"a=ice-pwd:{d.pwd}", "a=ice-options:trickle",
        f"a=fingerprint:{d.hash} " + ":".join(f"{b:02X}" for b in d.fingerprint),
        f"a=setup:{d.setup}", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"


# --- bytes --------------------------------------------------------------------------------------
def _pack_address(address: str) -> tuple[int, bytes]:
    mdns = _mdns_hex(address)
    if mdns is not None:
        return ADDRESS_MDNS, bytes.fromhex(mdns)
    ip = addresses.packed(address)
    if ip is None:
        raw = address.encode("ascii")
        return ADDRESS_TEXT, bytes([len(raw)]) + raw
    return (ADDRESS_IPV4 if len(ip) == 4 else ADDRESS_IPV6), ip


def _read_address(form: int, reader: _Reader) -> str:
    if form == ADDRESS_MDNS:
        h = reader.take(16).hex()
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
    if form in (ADDRESS_IPV4, ADDRESS_IPV6):
        return addresses.text(reader.take(4 if form == ADDRESS_IPV4 else 16))
    address = reader.text(limit=253)
    if not _only(address, HOST_CHARS, 253):
        raise PairingError(N_("a candidate's address is not a host name or an IP address"))
    return address


def _pack_description(d: Description) -> bytes:
    out = bytearray()
    for text in (d.ufrag, d.pwd):
        raw = text.encode("ascii")
        out += bytes([len(raw)]) + raw
    out += bytes([HASH_NAMES.index(d.hash)]) + d.fingerprint
    out += bytes([SETUPS.index(d.setup) | len(d.candidates) << 2])
    for c in d.candidates:
        form, raw = _pack_address(c.address)
        flags = KINDS.index(c.kind) | (c.protocol == "tcp") << 2 | form << 3 | TCP_TYPES.index(c.tcptype) << 5
        out += bytes([flags]) + struct.pack(">HI", c.port, c.priority) + raw
    return bytes(out)


def _read_description(reader: _Reader) -> Description:
    ufrag = reader.text(limit=255)
    pwd = reader.text(limit=255)
    algorithm = reader.byte()
    if algorithm >= len(HASH_NAMES):
        raise PairingError(N_("it names an unknown fingerprint algorithm"))
    hash_name = HASH_NAMES[algorithm]
    fingerprint = reader.take(HASHES[hash_name])
    packed = reader.byte()
    setup, count = packed & 3, packed >> 2
    if setup >= len(SETUPS):
        raise PairingError(N_("it has no usable DTLS role"))
    if count > MAX_CANDIDATES:
        raise PairingError(N_("it has more than {count} candidates"), count=MAX_CANDIDATES)
    candidates = []
    for _ in range(count):
        flags = reader.byte()
        if flags & 0x80:
            raise PairingError(N_("it holds a candidate this version cannot read"))
        port, priority = struct.unpack(">HI", reader.take(6))
        address = _read_address(flags >> 3 & 3, reader)
        candidates.append(Candidate(address, port, "tcp" if flags & 4 else "udp", KINDS[flags & 3], priority,
                                    TCP_TYPES[flags >> 5 & 3]))
    description = Description(ufrag, pwd, hash_name, fingerprint, SETUPS[setup], tuple(candidates))
    _check_description(description)
    return description


def _header(kind: int, seat: int, table: bytes, nonce: bytes) -> bytes:
    if not 0 <= seat <= 255 or len(table) != ID_BYTES or len(nonce) != ID_BYTES:
        raise ValueError("a seat number fits one byte; a table id and a nonce are 4 bytes")
    return bytes([FORMAT, kind]) + table + nonce + bytes([seat])


def _check(data: bytes) -> bytes:
    """The CRC-16/CCITT of `data`'s length and bytes (the length, so that
    bytes added or lost at the end are caught too)."""
    return struct.pack(">H", crc_ccitt(struct.pack(">H", len(data)) + data))


def crc_ccitt(data: bytes, crc: int = 0xFFFF) -> int:
    """CRC-16/CCITT, `binascii.crc_hqx(data, crc)` (MicroPython's binascii has none)."""
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def _sealed(data: bytes) -> bytes:
    """`data` with its check appended."""
    return data + _check(data)


def _unsealed(data: bytes) -> bytes:
    """`data` without its check; PairingError if the check fails (a typo).
    A code of format 1 (no check yet) is let through, for its version to be
    named; any later format keeps the check, so a typo in the format byte
    is a mistake, not "another version"."""
    if data[:1] == b"\x01":
        return data
    if len(data) <= CHECK_BYTES or _check(data[:-CHECK_BYTES]) != data[-CHECK_BYTES:]:
        raise PairingError(N_("it has a mistake in it: a character is wrong, missing or extra. Check it against "
                              "the other device, or scan its QR code"))
    return data[:-CHECK_BYTES]


def invitation_bytes(invitation: Invitation) -> bytes:
    name = invitation.name.encode("utf-8")
    if len(name) > MAX_NAME_BYTES:  # never cut a character in half
        end = MAX_NAME_BYTES
        while end > 0 and name[end] & 0xC0 == 0x80:  # the first byte left out continues a character
            end -= 1
        name = name[:end]
    return _sealed(_header(INVITATION, invitation.seat, invitation.table, invitation.nonce)
                   + bytes([GAME_IDS.index(invitation.game), len(name)]) + name
                   + _pack_description(invitation.description))


def reply_bytes(reply: Reply) -> bytes:
    return _sealed(_header(REPLY, reply.seat, reply.table, reply.nonce) + _pack_description(reply.description))


def _read_header(data: bytes, kind: int) -> tuple[_Reader, int, bytes, bytes]:
    reader = _Reader(_unsealed(data))
    version, found = reader.byte(), reader.byte()
    if version != FORMAT:
        raise PairingError(N_("it was made by another version of the app (format {version}): reload both devices "
                              "so they run the same version"), version=version)
    if found != kind:
        raise PairingError(MIXED_UP.get((found, kind), N_("it is something else")))
    table, nonce = reader.take(ID_BYTES), reader.take(ID_BYTES)
    return reader, reader.byte(), table, nonce


def read_invitation_bytes(data: bytes) -> Invitation:
    reader, seat, table, nonce = _read_header(data, INVITATION)
    game = reader.byte()
    if game >= len(GAME_IDS):
        raise PairingError(N_("it is for a game this version of the app does not have"))
    # a name from another device is cleaned as at every door (bidi and invisible characters)
    name = clean_name(reader.text(limit=MAX_NAME_BYTES), seat)
    description = _read_description(reader)
    reader.end()
    return Invitation(GAME_IDS[game], seat, name, table, nonce, description)


def read_reply_bytes(data: bytes) -> Reply:
    reader, seat, table, nonce = _read_header(data, REPLY)
    description = _read_description(reader)
    reader.end()
    return Reply(seat, table, nonce, description)


# --- text and links -----------------------------------------------------------------------------
def code(data: bytes) -> str:
    """Bytes as base64url text without padding (safe in a URL's fragment); written with
    binascii: MicroPython's base64 has no working urlsafe functions."""
    text = binascii.b2a_base64(data).decode("ascii").strip()
    return text.replace("+", "-").replace("/", "_").rstrip("=")


def code_bytes(text: str) -> bytes:
    """The bytes of a code pasted or scanned: a bare code or a whole link
    (`...#/join/<code>`), whitespace ignored; PairingError if it is not one."""
    if not isinstance(text, str):
        # Translators: why a pasted invitation or reply could not be read: it is not text
        raise PairingError(N_("it is not text"))
    if len(text) > MAX_CODE_CHARS:
        raise PairingError(N_("it is longer than any code this app makes"))
    text = "".join(text.split())
    for route in (JOIN, REPLY_ROUTE):
        marker = f"#/{route}/"
        if marker in text:
            text = text.split(marker, 1)[1]
    text = text.split("?", 1)[0].split("/", 1)[0]
    if not text:
        # Translators: why a pasted invitation or reply could not be read: it is empty
        raise PairingError(N_("it is empty"))
    if not _only(text, CODE_CHARS):
        raise PairingError(N_("it holds characters no code of this app has"))
    if len(text) % 4 == 1:  # no bytes make such a code
        raise PairingError(N_("it is cut short or has a character too many"))
    try:
        data = binascii.a2b_base64((text.replace("-", "+").replace("_", "/") + "=" * (-len(text) % 4)).encode("ascii"))
    except Exception:  # binascii.Error on CPython, ValueError on MicroPython
        raise PairingError(N_("it is cut short or has a character too many")) from None
    if code(data) != text:  # the last character's unused bits changed: still a typo
        raise PairingError(N_("it has a mistake in its last character"))
    return data


def read_invitation(text: str) -> Invitation:
    """An invitation from its code or link; PairingError saying what is wrong."""
    return read_invitation_bytes(code_bytes(text))


def read_reply(text: str) -> Reply:
    """A reply from its code or link; PairingError saying what is wrong."""
    return read_reply_bytes(code_bytes(text))


def kind_of(text: str) -> str:
    """"invitation", "reply" or "" for text that is neither (what a camera saw)."""
    try:
        data = code_bytes(text)
    except PairingError:
        return ""
    if len(data) < 2 or data[0] != FORMAT:
        return ""
    return {INVITATION: "invitation", REPLY: "reply"}.get(data[1], "")


def link(base: str, route: str, text: str) -> str:
    """The page's address (without its fragment) with `#/<route>/<code>`."""
    return f"{base.split('#', 1)[0]}#/{route}/{text}"


def new_id(size: int = ID_BYTES) -> bytes:
    """A random table id or nonce, or `size` random bytes (from the browser's cryptographic
    generator on MicroPython, which has no `secrets`)."""
    try:
        import secrets
    except ImportError:
        import js

        from web.page.ffi import to_py

        chosen: Any = js.crypto.getRandomValues(js.Uint8Array.new(size))
        return bytes(to_py(getattr(js.Array, "from")(chosen)))
    return secrets.token_bytes(size)
