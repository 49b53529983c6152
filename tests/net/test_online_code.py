"""Online play's doors (issue 68): the table's code as typed or linked
(web/net/table_code.py), the two messages it adds to the protocol (`knock`,
`seat`), the relays and STUN servers read back from this device's storage,
and the guest's kept seat (web/net/online_settings.py, online_guest.py),
each within its limits and refused with a reason a person can act on."""
from __future__ import annotations

import json
from typing import Any

import pytest

from tests.browser_stand_ins import browser_stand_ins
from web.net import protocol, table_code
from web.net.protocol import ProtocolError
from web.net.table_code import ALPHABET, CodeError, read_code


def test_a_code_is_six_characters_without_look_alikes() -> None:
    assert len(ALPHABET) == len(set(ALPHABET)) == 28
    assert not set("OI0L1SB8") & set(ALPHABET)
    code = table_code.new_code(bytes(range(200, 206)))
    assert len(code) == 6 and set(code) <= set(ALPHABET)
    assert table_code.spoken(code) == f"{code[:3]}-{code[3:]}"
    with pytest.raises(ValueError):
        table_code.new_code(b"abc")


@pytest.mark.parametrize("typed", ["K3M9QX", "k3m-9qx", " K3M 9QX ", "k3m.9qx",
                                   "https://example.org/app/?fast#/table/K3M9QX"])
def test_a_code_is_read_as_a_person_types_or_links_it(typed: str) -> None:
    assert read_code(typed) == "K3M9QX"


@pytest.mark.parametrize("typed, said", [
    ("", "6 characters"), ("K3M9Q", "6 characters"), ("K3M9QXX", "6 characters"),
    ("K3M9Q0", "no '0'"), ("SEQ123", "no 'S'"), ("x" * 41, "6 characters"),
    ("y" * 5000, "far longer than a table's code"),
    ("K3M9Q\u00e9", "no"),
])
def test_a_bad_code_is_refused_with_why(typed: str, said: str) -> None:
    with pytest.raises(CodeError, match=said):
        read_code(typed)


def test_the_tables_link() -> None:
    assert table_code.link("https://example.org/app/?fast#/join", "K3M9QX") == "https://example.org/app/?fast#/table/K3M9QX"


KEY = "0123456789abcdef" * 2


def host_message(kind: str, **fields: Any) -> str:
    return json.dumps(protocol.message(kind, **fields))


def test_knock_and_seat_are_read_and_checked() -> None:
    assert protocol.read_guest(host_message("knock", key="")).data["key"] == ""
    assert protocol.read_guest(host_message("knock", key=KEY)).data["key"] == KEY
    seat = protocol.read_host(host_message("seat", table="0a1b2c3d", seat=1, name="Bea", game="sequence", key=KEY))
    assert (seat.type, seat["seat"], seat["name"]) == ("seat", 1, "Bea")


@pytest.mark.parametrize("fields", [{}, {"key": 5}, {"key": "x" * 32}, {"key": KEY + "0"}, {"key": KEY.upper()}])
def test_a_bad_knock_is_refused(fields: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError, match="key"):
        protocol.read_guest(host_message("knock", **fields))


@pytest.mark.parametrize("change", [{"table": "nope"}, {"key": ""}, {"seat": 300}, {"seat": -1}, {"game": "chess"},
                                    {"name": ""}, {"name": "n" * 101}, {"name": 7}])
def test_a_bad_seat_is_refused(change: dict[str, Any]) -> None:
    fields = {"table": "0a1b2c3d", "seat": 1, "name": "Bea", "game": "sequence", "key": KEY, **change}
    with pytest.raises(ProtocolError):
        protocol.read_host(host_message("seat", **fields))


class Storage:
    """A stand-in for web/device/storage.py: what is kept, by key."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def get_object(self, key: str, *, max_bytes: int = 256 * 1024) -> dict[str, Any] | None:
        text = self.items.get(key)
        if text is None or len(text) > max_bytes:
            return None
        data = json.loads(text)
        return data if isinstance(data, dict) else None

    def put(self, key: str, text: str) -> bool:
        self.items[key] = text
        return True


def test_relays_and_stun_servers_are_read_back_within_limits() -> None:
    with browser_stand_ins():
        from web.net import online_settings as online

        kept = Storage()
        online.storage = kept
        assert online.relays() == list(online.DEFAULT_RELAYS) and online.stun() == list(online.DEFAULT_STUN)
        online.save(["ws://127.0.0.1:7000"], [])
        assert online.relays() == ["ws://127.0.0.1:7000"] and online.ice_servers() == []
        # what another script left there: bad entries dropped, at most MAX_SERVERS, never no relay at all
        kept.items[online.KEY] = json.dumps({"relays": ["ws://evil.example.org", "javascript:x", 5] +
                                             [f"wss://r{i}.example.org" for i in range(20)], "stun": "stun:x"})
        assert online.relays() == [f"wss://r{i}.example.org" for i in range(5)]
        assert online.stun() == list(online.DEFAULT_STUN)
        kept.items[online.KEY] = json.dumps({"relays": ["http://x.org"]})
        assert online.relays() == list(online.DEFAULT_RELAYS)
        assert online.read_list("wss://a.org, wss://b.org\nwss://a.org", online.valid_relay, "relay") == \
            ["wss://a.org", "wss://b.org"]
        with pytest.raises(ValueError, match="not a relay"):
            online.read_list("wss://a.org ws://b.org", online.valid_relay, "relay")


def test_the_guests_kept_seat_is_read_back_within_limits() -> None:
    with browser_stand_ins():
        from web.net import online_guest

        kept = Storage()
        online_guest.storage = kept
        assert online_guest.memory() == {}
        online_guest.remember("K3M9QX", KEY, 2, "0a1b2c3d")
        assert online_guest.memory() == {"code": "K3M9QX", "key": KEY, "seat": 2, "table": "0a1b2c3d"}
        for damaged in ({"code": "K3M9Q0"}, {"key": "x"}, {"seat": 999}, {"seat": "2"}, {"table": 1}):
            kept.items[online_guest.MEMORY] = json.dumps({"code": "K3M9QX", "key": KEY, "seat": 2,
                                                          "table": "0a1b2c3d", **damaged})
            assert online_guest.memory() == {}
        kept.items[online_guest.MEMORY] = json.dumps({"code": "K3M9QX", "key": KEY, "seat": 2, "table": "0a1b2c3d",
                                                      "pad": "x" * online_guest.MEMORY_BYTES})
        assert online_guest.memory() == {}
        online_guest.forget()
        assert online_guest.memory() == {}


def test_a_replaced_code_is_read_and_checked() -> None:
    """`code` (online_host.replace_code): the host's new code for a seated guest, as written only."""
    assert protocol.read_host(host_message("code", code="K3M9QX"))["code"] == "K3M9QX"
    for bad in ("k3m9qx", "K3M-9QX", "K3M9Q0", "", 6, None):
        with pytest.raises(ProtocolError):
            protocol.read_host(host_message("code", code=bad))
