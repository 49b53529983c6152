"""Codes refused with why (web/page/words.py `SaidError`: web/net/pairing.py's PairingError and
web/net/table_code.py's CodeError), one line each: the error's class, its English, its marked
sentence, its named values and the sentence in German (de.json beside this script: the
catalog as the build compiles it). Run on CPython and MicroPython by
tests/micropython/test_said_errors_mp.py."""
import json
import sys

from web.net import pairing, table_code
from web.page import words

DESCRIPTION = pairing.Description("abcd", "p" * 22, "sha-256", bytes(32), "active", ())
REPLY = pairing.code(pairing.reply_bytes(pairing.Reply(1, b"\x01\x02\x03\x04", b"\x05\x06\x07\x08", DESCRIPTION)))
INVITATIONS = ["", "x" * 5000, "not a code!", "A", "AAAA", REPLY, REPLY[:-3] + "AAA", REPLY[:-1] + "x", 7]
TABLE_CODES = ["", "K3M9Q", "K3M9Q0", "SEQ123", "y" * 5000]


def said(error):
    values = ",".join(key + "=" + str(error.values[key]) for key in sorted(error.values))
    return "|".join([type(error).__name__, str(error), error.message, values, error.words()])


here = "/script/" if sys.implementation.name == "micropython" else ""  # tools/micropython.mjs
with open(here + "de.json", encoding="utf-8") as catalog:
    words.install("de", json.load(catalog))
for text in INVITATIONS:
    try:
        pairing.read_invitation(text)
        print("read")
    except pairing.PairingError as error:
        print(said(error))
for text in TABLE_CODES:
    try:
        table_code.read_code(text)
        print("read")
    except table_code.CodeError as error:
        print(said(error))
from web.net import problems, protocol  # noqa: E402  (after the catalog: the words are German)

for text in ["{not json", '{"v": 2, "type": "sync"}', '{"v": 1, "type": "act", "id": 0, "game_no": 0, "action": 1}']:
    try:
        protocol.read_guest(text)
        print("read")
    except protocol.ProtocolError as error:
        print(said(error) + "|" + error.code)


class Refused(Exception):
    name = "NotAllowedError"


for error in (Refused("Permission denied"), Exception("NotFoundError: no camera"), Exception("Odd\nthing " + "z" * 300)):
    camera = problems.camera(error)
    print("camera|" + camera.text + "|" + camera.detail + "|" + str(bool(camera)) + "|" + str(bool(problems.Said(""))))
