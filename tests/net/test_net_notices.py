"""What a host tells a guest in words (web/net/protocol.py `NOTICES`): a
`closed` or `error` goes by key and named values, so the guest reads it in
its own language, not the host's (issue 69); a message of an older host
(its English `text` alone), or a key this version does not know, is read as
its text; malformed keys or values are refused like any bad message."""
from __future__ import annotations

import json

import pytest

from tools import words as catalogs
from web.net import problems, protocol
from web.net.protocol import ProtocolError
from web.page import words


@pytest.fixture
def german():
    words.install("de", catalogs.compiled("de"))
    yield
    words.install("en", None)


def wire(data: dict) -> protocol.Message:
    return protocol.read_host(json.dumps(data))


def test_a_full_table_reads_in_the_guests_language_whatever_the_hosts(german: None) -> None:
    sent = protocol.notice("closed", "full")  # made at a host: its text is English whatever its language
    assert sent["text"].startswith("This table is full")
    said = protocol.words(wire(sent))
    assert said == catalogs.compiled("de")["messages"][protocol.NOTICES["full"]]
    assert "Tisch" in said and "table" not in said


def test_named_values_are_filled_in_the_guests_sentence(german: None) -> None:
    said = protocol.words(wire(protocol.notice("closed", "too-large", size=16)))
    assert "16 KB" in said and "Gastgeber" in said


def test_every_notice_is_translated_in_every_catalog() -> None:
    for code in words.CODES[1:]:
        messages = catalogs.compiled(code)["messages"]
        assert all(messages.get(msgid) for msgid in protocol.NOTICES.values()), code


def test_an_older_hosts_text_and_an_unknown_key_are_shown_apart(german: None) -> None:
    """No notice this device can say: a sentence of its own, the host's text apart as its detail
    (web/net/problems.py `host_words`), never inside a translated sentence."""
    old = {"v": 1, "type": "closed", "text": "The host gave your seat to the AI."}
    later = {"v": 1, "type": "closed", "text": "A reason of a later version.", "key": "later", "values": {}}
    unfilled = {"v": 1, "type": "closed", "text": "Over the limit.", "key": "too-large", "values": {}}
    for data in (old, later, unfilled):
        msg = wire(data)
        assert protocol.words(msg) == ""
        said = problems.host_words(protocol.words(msg), msg["text"], problems.HOST_CLOSED)
        assert said.text == "Der Gastgeber hat die Verbindung dieses Geräts beendet." and said.detail == data["text"]
    error = wire({"v": 1, "type": "error", "text": "the guest's message is not JSON; nothing changed"})
    said = problems.host_words(protocol.error_words(error), error["text"], problems.HOST_ERROR)
    assert said.text.startswith("Der Gastgeber konnte eine Nachricht") and "JSON" not in said.text
    assert said.detail == "the guest's message is not JSON; nothing changed"


@pytest.mark.parametrize("extra", [{"key": 3}, {"values": []}, {"values": {"size": 16}},
                                   {"values": {str(n): "x" for n in range(5)}}, {"values": {"size": "x" * 301}}])
def test_malformed_keys_or_values_are_refused(extra: dict) -> None:
    with pytest.raises(ProtocolError):
        wire({"v": 1, "type": "closed", "text": "Closed.", **extra})
