"""IP addresses in the pairing codes without `ipaddress` (MicroPython, the page's
Python, has none): web/net/addresses.py reads and writes them as CPython's
`ipaddress` does, here against it over thousands of addresses, and on
MicroPython in tests/micropython/test_addresses_mp.py."""
from __future__ import annotations

import ipaddress

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.net import addresses


@settings(max_examples=3000, deadline=None)
@given(st.ip_addresses())
def test_an_address_packs_and_reads_as_ipaddress_does(ip) -> None:
    for written in {str(ip), ip.exploded, ip.compressed}:
        assert addresses.packed(written) == ip.packed, written
    if ip.version == 4 or ip.ipv4_mapped is None:  # CPython's own text of a mapped address changed in 3.13
        assert addresses.text(ip.packed) == str(ip)


@pytest.mark.parametrize("text, expected", [
    ("::ffff:1.2.3.4", "::ffff:102:304"), ("::1.2.3.4", "::102:304"), ("1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304"),
    ("FE80::1%eth0", "fe80::1"), ("::", "::"), ("1::", "1::"), ("1:0:0:1:0:0:0:1", "1:0:0:1::1"),
    ("1:0:0:2:0:0:3:4", "1::2:0:0:3:4"), ("1:0:2:3:4:5:6:7", "1:0:2:3:4:5:6:7"),
])
def test_ipv6_in_its_other_forms(text: str, expected: str) -> None:
    raw = addresses.packed(text)
    assert raw == ipaddress.IPv6Address(text.partition("%")[0]).packed
    assert addresses.text(raw) == expected


@pytest.mark.parametrize("text", [
    "", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.256", "1.2.3.-1", "1.2.3.4 ", "a.b.c.d", "١.٢.٣.٤",
    ":::", "1::2::3", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "12345::", "g::", "::1.2.3", "1:2:3:4:5:6:7:1.2.3.4",
    "1:2:3:4:5:6:7:8::", "abc.local", "example.org",
])
def test_what_is_not_an_address_is_not_packed(text: str) -> None:
    assert addresses.packed(text) is None
    with pytest.raises(ValueError):
        ipaddress.ip_address(text)


def test_only_4_or_16_bytes_are_an_address() -> None:
    with pytest.raises(ValueError):
        addresses.text(b"\0" * 5)
