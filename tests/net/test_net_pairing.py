"""The invitation and the reply (web/net/pairing.py): real session
descriptions of headless Chromium (tests/data/net/) survive the compact
form, the codes fit one small QR code, and anything else pasted or scanned
is refused with a PairingError, never another exception."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from web.net import pairing
from web.net.pairing import Candidate, Description, Invitation, PairingError, Reply

DATA = Path(__file__).parent.parent / "data" / "net" / "chromium-sdp.json"
SDP = json.loads(DATA.read_text())
TABLE, NONCE = bytes.fromhex("0a0b0c0d"), bytes.fromhex("01020304")


def lines(sdp: str) -> set[str]:
    return {line for line in sdp.splitlines() if line}


@pytest.mark.parametrize("kind", ["offer", "answer"])
def test_a_browsers_description_survives_the_compact_form(kind: str) -> None:
    description = pairing.description_from_sdp(SDP[kind])
    assert description.hash == "sha-256" and len(description.candidates) == 2
    rebuilt = pairing.sdp_text(description)
    again = pairing.description_from_sdp(rebuilt)
    assert again == description
    original = lines(SDP[kind])
    for prefix in ("a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:", "a=mid:", "a=sctp-port:",
                   "m=application"):
        assert {x for x in original if x.startswith(prefix)} == {x for x in lines(rebuilt) if x.startswith(prefix)}
    ours = {tuple(x.split()[2:8]) for x in lines(rebuilt) if x.startswith("a=candidate:")}
    theirs = {tuple(x.split()[2:8]) for x in original if x.startswith("a=candidate:")}
    assert ours == theirs
    assert rebuilt.endswith("\r\n") and "\r\n\r\n" not in rebuilt


def test_an_invitation_and_a_reply_round_trip_through_text_and_links() -> None:
    offer = pairing.description_from_sdp(SDP["offer"])
    answer = pairing.description_from_sdp(SDP["answer"])
    invitation = Invitation("sequoia", 3, "Zoë Ånd Ünïcode", TABLE, NONCE, offer)
    reply = Reply(3, TABLE, NONCE, answer)
    code = pairing.code(pairing.invitation_bytes(invitation))
    back = pairing.code(pairing.reply_bytes(reply))
    assert pairing.read_invitation(code) == invitation
    assert pairing.read_invitation(pairing.link("https://games.example/app/?x#/old", "join", code)) == invitation
    assert pairing.read_invitation("  " + code[:50] + "\n" + code[50:] + " ") == invitation  # wrapped when pasted
    assert pairing.read_reply(pairing.link("http://127.0.0.1:8000/", "reply", back)) == reply
    assert pairing.kind_of(code) == "invitation" and pairing.kind_of(back) == "reply"
    assert pairing.kind_of("https://example.org/") == ""


@pytest.mark.parametrize("raw, shown", [("\u202eAnn", "Ann"), ("A\u200bn\u200dn", "Ann"), ("\u2066Bob\u2069 ", "Bob"),
                                         ("\u200b\u200b", "Player 4")])
def test_an_invitations_name_is_cleaned_where_it_comes_in(raw: str, shown: str) -> None:
    """Issue 31, 8: bidirectional controls and zero-width characters in a name
    from another device never reach the join screen."""
    offer = pairing.description_from_sdp(SDP["offer"])
    invitation = Invitation("sequoia", 3, raw, TABLE, NONCE, offer)
    assert pairing.read_invitation(pairing.code(pairing.invitation_bytes(invitation))).name == shown


def test_the_codes_are_small_enough_for_one_qr_code() -> None:
    """Measured: an invitation is 128 bytes (171 characters, its check
    included) with a short name and the two mDNS candidates Chromium
    gathers; a reply 123 (164).
    With a 40-character link base the invitation's link is about 220
    bytes: QR version 9 at the low error correction level (230 bytes)."""
    offer = pairing.description_from_sdp(SDP["offer"])
    answer = pairing.description_from_sdp(SDP["answer"])
    invitation = pairing.invitation_bytes(Invitation("sequence", 1, "Ann", TABLE, NONCE, offer))
    reply = pairing.reply_bytes(Reply(1, TABLE, NONCE, answer))
    assert len(invitation) == 128 and len(pairing.code(invitation)) == 171
    assert len(reply) == 123 and len(pairing.code(reply)) == 164
    assert len(pairing.link("https://someone.github.io/seqgames/", "join", pairing.code(invitation))) <= 230


def test_a_firefox_invitation_is_as_short_as_a_chromium_one() -> None:
    """Firefox ESR's offer (tests/data/net/firefox-sdp.json) also carries two TCP 'active'
    candidates on port 9, which never accept a connection: they are left out, so its
    invitation is Chromium's size (it was 277 characters, QR version 11, with them)."""
    sdp = json.loads((DATA.parent / "firefox-sdp.json").read_text())["offer"]
    assert sum(line.startswith("a=candidate:") for line in sdp.splitlines()) == 4
    assert len(pairing.description_from_sdp(sdp).candidates) == 4  # read faithfully
    offer = pairing.reachable(pairing.description_from_sdp(sdp))  # what web/net/peer.py sends
    assert [(c.protocol, c.kind) for c in offer.candidates] == [("udp", "host"), ("udp", "host")]
    invitation = pairing.invitation_bytes(Invitation("sequence", 1, "Ann", TABLE, NONCE, offer))
    chromium = pairing.invitation_bytes(Invitation("sequence", 1, "Ann", TABLE, NONCE,
                                                   pairing.description_from_sdp(SDP["offer"])))
    # Firefox's ICE user fragment and password are longer than Chromium's: 187 characters against 171
    assert len(pairing.code(invitation)) <= len(pairing.code(chromium)) + 16
    assert len(pairing.link("https://someone.github.io/seqgames/", "join", pairing.code(invitation))) <= 230


def test_addresses_of_every_form_survive() -> None:
    candidates = (
        Candidate("192.168.1.20", 5000, "udp", "host", 2122260223),
        Candidate("fe80::1", 5001, "udp", "host", 2122194687),
        Candidate("203.0.113.7", 62000, "udp", "srflx", 1686052607),
        Candidate("relay.example.org", 3478, "tcp", "relay", 41885439, "passive"),
        Candidate("3c513632-ff37-42bb-b050-d24b8b2805df.local", 9, "tcp", "host", 1518280447, "active"),
    )
    description = Description("abcd", "p" * 22, "sha-256", bytes(range(32)), "passive", candidates)
    reply = Reply(0, TABLE, NONCE, description)
    assert pairing.read_reply(pairing.code(pairing.reply_bytes(reply))) == reply
    assert pairing.description_from_sdp(pairing.sdp_text(description)) == description


def test_descriptions_that_cannot_be_carried_are_refused() -> None:
    good = SDP["offer"]
    for broken in (good.replace("a=ice-ufrag:", "a=ice-ufraq:"),
                   good.replace("a=fingerprint:sha-256", "a=fingerprint:md5"),
                   good.replace("a=setup:actpass", "a=setup:holdconn"),
                   good.replace(" typ host", " typ hots"),
                   good.replace(" udp ", " sctp "),
                   good.replace(" 1 udp ", " 1 udp x")):
        with pytest.raises(PairingError):
            pairing.description_from_sdp(broken)


def test_what_is_not_a_code_is_refused_with_a_reason() -> None:
    valid = pairing.code(pairing.reply_bytes(Reply(1, TABLE, NONCE, pairing.description_from_sdp(SDP["answer"]))))
    cases = {
        "": "empty", "x" * 5000: "longer than any code", "not a code!": "characters",
        "A": "cut short", valid[:-10]: "mistake", valid + "AAAA": "mistake", valid[:-1] + "x": "mistake",
    }
    for text, reason in cases.items():
        with pytest.raises(PairingError, match=reason):
            pairing.read_reply(text)
    with pytest.raises(PairingError, match="an invitation"):
        pairing.read_invitation(valid)  # a reply pasted where an invitation goes
    with pytest.raises(PairingError, match="another version"):
        pairing.read_reply(pairing.code(b"\x01" + pairing.code_bytes(valid)[1:]))  # format 1: no check
    with pytest.raises(PairingError, match="another version"):
        pairing.read_reply(pairing.code(pairing._sealed(b"\x07" + pairing.code_bytes(valid)[1:-2])))
    with pytest.raises(PairingError):
        pairing.read_reply(123)  # type: ignore[arg-type]


def test_random_bytes_and_mutated_codes_give_a_code_or_a_pairing_error() -> None:
    rng = random.Random(18)
    offer = pairing.description_from_sdp(SDP["offer"])
    # the bytes under the check: mutated, then sealed again, so that the parser itself is tried
    base = bytearray(pairing.invitation_bytes(Invitation("sequitur", 2, "Bob", TABLE, NONCE, offer))[:-pairing.CHECK_BYTES])
    outcomes = {"ok": 0, "refused": 0}
    for i in range(3000):
        if i % 3 == 0:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 200)))
        else:
            data = bytearray(base)
            for _ in range(rng.randrange(1, 4)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            data = bytes(data[:rng.randrange(len(data) + 1)] if i % 5 == 0 else data)
            if i % 7 == 1:  # mutated and not sealed again: the check refuses it
                with pytest.raises(PairingError):
                    pairing.read_invitation(pairing.code(data + bytes(2)))
            data = pairing._sealed(data)
        try:
            invitation = pairing.read_invitation(pairing.code(data))
        except PairingError:
            outcomes["refused"] += 1
            continue
        outcomes["ok"] += 1
        # whatever is read makes a description a browser can be given
        assert pairing.description_from_sdp(pairing.sdp_text(invitation.description)) == invitation.description
    assert outcomes["ok"] > 100 and outcomes["refused"] > 1000


def test_every_one_character_typo_in_a_code_is_caught() -> None:
    """Issue 28, 5: a code with one character changed passed as valid, failed
    to connect, and the host moved on to a new invitation. Now the check
    catches it when it is read, and says so."""
    offer = pairing.description_from_sdp(SDP["offer"])
    text = pairing.code(pairing.invitation_bytes(Invitation("sequoia", 2, "Ann", TABLE, NONCE, offer)))
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for i, char in enumerate(text):
        for other in alphabet[(alphabet.index(char) + 1) % 64], alphabet[(alphabet.index(char) + 17) % 64]:
            typo = text[:i] + other + text[i + 1:]
            with pytest.raises(PairingError) as refused:
                pairing.read_invitation(typo)
            assert "mistake" in str(refused.value) or "cut short" in str(refused.value), (i, str(refused.value))
    for cut in (text[:-1], text[1:], text[:40] + text[41:]):  # a character lost
        with pytest.raises(PairingError):
            pairing.read_invitation(cut)


def test_a_guest_answers_as_the_dtls_server() -> None:
    """Issue 28, 1: the guest's answer waits for the host's handshake, so two
    devices on one invitation cannot both start one with the host."""
    answer = SDP["answer"]["sdp"] if isinstance(SDP["answer"], dict) else SDP["answer"]
    passive = pairing.waiting_setup(answer)
    assert "a=setup:passive" in passive and "a=setup:active" not in passive
    assert pairing.description_from_sdp(passive).setup == "passive"
    assert passive.replace("a=setup:passive", "") == answer.replace(f"a=setup:{pairing.description_from_sdp(answer).setup}", "")
