"""The page's JavaScript reads an invitation and writes a reply exactly as web/net/pairing.py does:
web/pairing.mjs (a guest's answer made before Python runs, web/answer.mjs, issue 66) is held to
the Python codec over thousands of random codes, links, session descriptions and addresses, in
Node: the same fields or the same refusal (Python's English sentence), byte for byte the same
reply, the same DTLS role, the same addresses."""
from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path
from typing import Any

from web.device.names import clean_name
from web.net import addresses, pairing
from web.net.pairing import Candidate, Description, Invitation, PairingError, Reply

RUNNER = Path(__file__).with_name("pairing_twin.mjs")
SDP = json.loads((Path(__file__).parent.parent / "data" / "net" / "chromium-sdp.json").read_text())
NAMES = ["Ann", "Zoë Ånd Ünïcode", "\u202eAnn", "A\u200bn\u200dn", " ", "", "Ｓam", "李小龙", "🎲 Dice 🎲", "x" * 60,
         "é" * 80, "\u2066Bob\u2069 ", "Tab\there", "a\u0301b"]


def random_description(rng: random.Random) -> Description:
    hash_name = rng.choice(pairing.HASH_NAMES)
    candidates = []
    for _ in range(pairing.MAX_CANDIDATES if rng.random() < 0.05 else rng.randrange(0, 6)):  # the most a code holds too
        form = rng.randrange(4)
        if form == 0:
            h = "".join(rng.choice("0123456789abcdef") for _ in range(32))
            address = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
        elif form == 1:
            address = ".".join(str(rng.randrange(256)) for _ in range(4))
        elif form == 2:
            raw = bytes(rng.choice((0, 0, rng.randrange(256))) for _ in range(16))
            address = addresses.text(raw)
        else:
            address = "".join(rng.choice(pairing.HOST_CHARS) for _ in range(rng.randrange(1, 40)))
        tcp = rng.random() < 0.3
        candidates.append(Candidate(address, rng.randrange(65536), "tcp" if tcp else "udp", rng.choice(pairing.KINDS),
                                    rng.randrange(2**32), rng.choice(pairing.TCP_TYPES) if tcp else ""))
    return Description("".join(rng.choice(pairing.ICE_CHARS) for _ in range(rng.randrange(4, 12))),
                       "".join(rng.choice(pairing.ICE_CHARS) for _ in range(rng.randrange(22, 40))), hash_name,
                       bytes(rng.randrange(256) for _ in range(pairing.HASHES[hash_name])), rng.choice(pairing.SETUPS),
                       tuple(candidates))


def mutated_text(rng: random.Random, text: str, alphabet: str) -> str:
    chars = list(text)
    for _ in range(rng.randrange(1, 4)):
        at = rng.randrange(len(chars) + 1)
        what = rng.randrange(3)
        if what == 0 and at < len(chars):
            del chars[at]
        elif what == 1:
            chars.insert(at, rng.choice(alphabet))
        elif at < len(chars):
            chars[at] = rng.choice(alphabet)
    return "".join(chars)


def codes(rng: random.Random) -> list[str]:
    """Invitations and replies, whole, in links, wrapped, mistyped, cut, and bytes that pass the check."""
    found: list[str] = []
    for i in range(1500):
        d = random_description(rng)
        table, nonce = bytes(rng.randrange(256) for _ in range(4)), bytes(rng.randrange(256) for _ in range(4))
        if i % 2:
            data = pairing.invitation_bytes(Invitation(rng.choice(pairing.GAME_IDS), rng.randrange(256), rng.choice(NAMES),
                                                       table, nonce, d))
        else:
            data = pairing.reply_bytes(Reply(rng.randrange(256), table, nonce, d))
        text = pairing.code(data)
        way = i % 10
        if way == 1:
            text = pairing.link("https://games.example/app/?x#/old", "join" if i % 4 == 1 else "reply", text)
        elif way == 2:
            text = "  " + text[:30] + "\n" + text[30:] + "\u3000"
        elif way == 3:
            text = mutated_text(rng, text, pairing.CODE_CHARS + " #/?!é")
        elif way in (4, 5):  # the bytes under the check changed and sealed again: the parser itself is tried
            body = bytearray(data[:-pairing.CHECK_BYTES])
            for _ in range(rng.randrange(1, 4)):
                body[rng.randrange(len(body))] = rng.randrange(256)
            cut = body[:rng.randrange(len(body) + 1)] if way == 5 else body
            text = pairing.code(pairing._sealed(bytes(cut)))
        elif way == 6:
            text = pairing.code(bytes(rng.randrange(256) for _ in range(rng.randrange(0, 120))))
        elif way == 7:
            text = pairing.code(pairing._sealed(bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40)))))
        found.append(text)
    found += ["", "x" * 5000, "not a code!", "A", "AQ", pairing.code(b"\x01\x02"), "#/join/", "#/reply/abc?x=1"]
    return found


def sdps(rng: random.Random) -> list[str]:
    """Session descriptions: Chromium's, rebuilt ones, and each mutated line by line."""
    found = [SDP["offer"], SDP["answer"]]
    for i in range(1200):
        sdp = pairing.sdp_text(random_description(rng)) if i % 3 else rng.choice([SDP["offer"], SDP["answer"]])
        lines = sdp.split("\r\n")
        way = i % 6
        if way == 1:
            del lines[rng.randrange(len(lines))]
        elif way == 2:
            at = rng.randrange(len(lines))
            lines[at] = mutated_text(rng, lines[at], "ab1:_- \t.+/Z9")
        elif way == 3:
            lines.insert(rng.randrange(len(lines)), rng.choice([
                "a=candidate:1 2 udp 5 1.2.3.4 9 typ host", "a=candidate:7 1 TCP 3 h.example 9 typ host tcptype",
                "a=candidate:x 1 tcp 3 10.0.0.1 9 typ srflx raddr 0.0.0.0 tcptype passive",
                "a=candidate:x 1 udp 1_0 10.0.0.1 9 typ host", "a=candidate:x 1 udp +5 ::1 9 typ host",
                "a=candidate:x 1 udp 5 ::ffff:1.2.3.4 99999 typ host", "a=fingerprint:SHA-1 " + "AB:" * 19 + "CD",
                "a=fingerprint:sha-256 xyz", "a=setup:actpass", "a=ice-ufrag:ab", " a=ice-pwd:" + "p" * 30 + " "]))
        elif way == 4:
            lines = [line + rng.choice(["", " ", "\t"]) for line in lines]
        found.append(rng.choice(["\r\n", "\n"]).join(lines))
    return found


def ip_texts(rng: random.Random) -> list[str]:
    found = ["::", "::1", "1::", "fe80::1%eth0", "::ffff:1.2.3.4", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
             "1.2.3.4", "01.2.3.4", "256.1.1.1", "1::2::3", ":::", "1.2.3.4%:", "a:b:c:d:e:f:1.2.3.4", "12345::"]
    for _ in range(2000):
        found.append("".join(rng.choice("0123456789abcdefABCDEF:.%::") for _ in range(rng.randrange(0, 30))))
        found.append(mutated_text(rng, addresses.text(bytes(rng.choice((0, rng.randrange(256))) for _ in range(16))),
                                  "0123456789abcdef:.%"))
    return found


def outcome(work: Any) -> dict[str, Any]:
    try:
        return {"ok": work()}
    except PairingError as error:
        return {"error": str(error)}


def as_json(d: Description) -> dict[str, Any]:
    return {"ufrag": d.ufrag, "pwd": d.pwd, "hash": d.hash, "fingerprint": d.fingerprint.hex(), "setup": d.setup,
            "candidates": [{"address": c.address, "port": c.port, "protocol": c.protocol, "kind": c.kind,
                            "priority": c.priority, "tcptype": c.tcptype} for c in d.candidates]}


def test_the_pages_javascript_reads_and_writes_the_codes_as_python_does() -> None:
    rng = random.Random(66)
    texts, descriptions = codes(rng), sdps(rng)
    answers = [{"sdp": sdp, "seat": rng.randrange(256), "table": rng.randbytes(4).hex(), "nonce": rng.randbytes(4).hex()}
               for sdp in descriptions]
    setups = [mutated_text(rng, sdp, "a=setup:passive_x\n") for sdp in descriptions[:300]]
    ips = ip_texts(rng)
    raw = [rng.randbytes(rng.choice((4, 16))).hex() for _ in range(300)] + [bytes(16).hex(), (bytes(15) + b"\x01").hex()]
    cases = {"codes": texts, "answers": answers, "setups": setups, "addresses": ips, "raw": raw}
    done = subprocess.run(["node", str(RUNNER)], input=json.dumps(cases), capture_output=True, text=True, timeout=120,
                          check=True)
    js = json.loads(done.stdout)

    read, refused = 0, 0
    for text, theirs in zip(texts, js["invitations"]):
        ours = outcome(lambda: pairing.read_invitation(text))
        if "error" in ours:
            refused += 1
            assert theirs == ours, (text, theirs, ours)
            continue
        read += 1
        invitation = ours["ok"]
        got = theirs["ok"]
        assert clean_name(got["name"], got["seat"]) == invitation.name, text
        assert (got["game"], got["seat"], got["table"], got["nonce"]) == (
            invitation.game, invitation.seat, invitation.table.hex(), invitation.nonce.hex()), text
        assert got["description"] == as_json(invitation.description), text
        assert got["sdp"] == pairing.sdp_text(invitation.description), text
    assert read > 300 and refused > 800, (read, refused)

    for text, theirs in zip(texts, js["replies"]):
        ours = outcome(lambda: pairing.read_reply(text))
        if "ok" in ours:
            reply = ours["ok"]
            ours = {"ok": {"seat": reply.seat, "table": reply.table.hex(), "nonce": reply.nonce.hex(),
                           "description": as_json(reply.description)}}
        assert theirs == ours, text

    made = 0
    for case, theirs in zip(answers, js["answers"]):
        def reply_link(case: dict[str, Any] = case) -> str:
            description = pairing.reachable(pairing.description_from_sdp(case["sdp"]))
            data = pairing.reply_bytes(Reply(case["seat"], bytes.fromhex(case["table"]), bytes.fromhex(case["nonce"]),
                                             description))
            return pairing.link("https://x.example/a/?q#/join/old", pairing.REPLY_ROUTE, pairing.code(data))
        ours = outcome(reply_link)
        made += "ok" in ours
        assert theirs == ours, case["sdp"]
    assert 200 < made < len(answers), made

    assert js["setups"] == [pairing.waiting_setup(sdp) for sdp in setups]
    ours_packed = [addresses.packed(text) for text in ips]
    assert js["packed"] == [None if p is None else p.hex() for p in ours_packed]
    assert sum(p is not None for p in ours_packed) > 100
    assert js["texts"] == [addresses.text(bytes.fromhex(r)) for r in raw]
