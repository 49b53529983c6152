"""What goes wrong across devices, said wholly in the player's language (issue 69): a message the
protocol refused by its code (web/net/protocol.py `PROBLEMS`, sent by a host as `key` and `values`
of its `error`, said by the guest in its own language), a camera the browser refused by its
DOMException's name, a connection it cannot make (no WebRTC, a STUN server refused), online play
that cannot start, a host's refusal of a guest's move (web/model/refusals.py `HOST_CODES`); the
browser's or an older host's own words only apart, as a short one-line detail
(web/net/problems.py)."""
from __future__ import annotations

import importlib
import json
import re
from typing import Any, Iterator

import pytest

from engine.core.errors import IllegalAction
from tools import words as catalogs
from web.model.refusals import HOST_CODES, sentence
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.net import problems, protocol
from web.net.mirror import GuestSession
from web.net.protocol import NOTICES, PROBLEMS, ProtocolError
from web.page import words

# English words none of these sentences keeps in another language (names like JSON, WebRTC, STUN,
# https, the browsers' and the protocol's field names aside; not "browser", "invitation", "is",
# "was" nor "of", which German, Italian, French or Dutch say too)
ENGLISH = re.compile(r"\b(the|this|that|could|not|please|wait|device|reply|nothing|changed|"
                     r"ignored|paste|instead|allowed|again|reload|settings|whole|number|missing|valid|larger|"
                     r"nested|deeper|levels|unknown|protocol|first|seat|record|finished|keep|view|follow|last|"
                     r"before|came|earlier|move|ready|starting|failed|stale|worker|background|computing|random|"
                     r"frames|painted|meanwhile|loaded|connection|ended|screen|use|has|have|it|or)\b")
LANGUAGES = words.CODES[1:]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    words.install(request.param, catalogs.compiled(request.param))
    yield request.param
    words.install("en", None)


def guest(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


def refusals() -> dict[str, ProtocolError]:
    """A ProtocolError of every code, each met as a guest's or a host's message meets it."""
    found: dict[str, ProtocolError] = {}

    def catch(call: Any, *args: Any, **kwargs: Any) -> None:
        with pytest.raises(ProtocolError) as error:
            call(*args, **kwargs)
        found.setdefault(error.value.code, error.value)

    catch(protocol.read_guest, 7)
    catch(protocol.read_guest, "{not json")
    catch(protocol.read_guest, guest(type="act", id=1, game_no=0, action="x" * 20_000))
    catch(protocol.read_guest, "[" * 5000 + "]" * 5000)
    catch(protocol.read_guest, "[1, 2]")
    catch(protocol.read_guest, json.dumps({"v": 2, "type": "sync"}))
    catch(protocol.read_guest, guest(type="shout"))
    catch(protocol.read_guest, guest(type="act", id=0, game_no=0, action=1))
    catch(protocol.read_guest, guest(type="act", id=1, game_no=0))
    catch(protocol.read_host, guest(type="seat", seat=1, table="0a0b0c0d", key="a" * 32, game="chess", name="Ann"))
    catch(protocol.event_from_wire, "sequence", {"event": "zzz"})
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=7)
    from web.net.feed import SeatFeed

    first = SeatFeed(1).next(session, game_no=0, thinking=None)
    catch(protocol.read_host, json.dumps({**first, "full": False}))  # part of a table before the whole
    mirror = GuestSession(protocol.read_host(json.dumps(first)).data)
    catch(mirror.apply, {**first, "full": False, "events_from": 99})
    catch(mirror.apply, {**first, "private": {**first["private"], "seat": 0}})
    from web.net.mirror import guest_record

    catch(guest_record, {"game": "sequoia", "table": {"seats": [{}, {}]}}, "sequence", 1, 2)
    catch(guest_record, {"game": "sequence", "table": {"seats": [{}, {}]}, "padding": "x" * 300_000}, "sequence", 1, 2)
    catch(lambda: (_ for _ in ()).throw(ProtocolError("knock-first")))  # what web/net/online_host.py raises
    return found


def test_every_protocol_problem_is_met_by_a_message() -> None:
    assert sorted(refusals()) == sorted(PROBLEMS)
    assert not set(PROBLEMS) & set(NOTICES)  # a host's `error` key is one or the other


def test_each_problem_is_said_whole_in_each_language_and_reaches_the_guest_so(language: str) -> None:
    for code, error in refusals().items():
        english = str(error)
        said = error.words()
        assert said and said != english and not ENGLISH.search(said), (language, code, said)
        # what the guest reads: the host's `error`, by its code, said in the guest's language
        msg = protocol.read_host(json.dumps(protocol.unread(error)))
        assert msg["text"] == f"{english}; nothing changed"  # for a guest of an older version
        sentence_said = protocol.error_words(msg)
        assert said in sentence_said and not ENGLISH.search(sentence_said), (language, code, sentence_said)


def test_in_english_a_problem_reads_as_before() -> None:
    found = refusals()
    assert str(found["version"]) == ("the message has protocol version 2, not 1: reload both devices so they run "
                                     "the same version of the app")
    assert str(found["number"]) == "the message's field 'id' must be a whole number from 1 to 2147483647"
    assert str(found["over-size"]) == "the message is larger than 16 KB"
    assert protocol.error_words(protocol.read_host(json.dumps(protocol.unread(found["not-json"])))) == \
        "The host could not read a message from this device (the message is not JSON); nothing changed."


def test_a_hosts_values_are_outside_text_kept_short() -> None:
    error = ProtocolError("unknown-type", type="x" * 500)
    assert len(error.values["type"]) <= 40
    with pytest.raises(ProtocolError):  # a host's values past the limit: the message is refused whole
        protocol.read_host(guest(type="error", text="x", key="unknown-type", values={"type": "y" * 301}))
    msg = protocol.read_host(guest(type="error", text="x", key="unknown-type", values={"type": "<b>x</b>"}))
    assert "<b>x</b>" in protocol.error_words(msg)  # shown as text (a text node), never markup


class DOMException(Exception):
    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"{name}: {message}")
        self.name = name


@pytest.mark.parametrize("name", sorted(problems.CAMERA))
def test_a_camera_refused_is_said_by_its_kind(language: str, name: str) -> None:
    for error in (DOMException(name, "Permission denied by system"), Exception(f"{name}: Permission denied")):
        said = problems.camera(error)  # Pyodide's JsException has `name`; a JsError's text starts with it
        assert said.text == words._(problems.CAMERA[name]) and said.detail == ""
        assert said.text != problems.CAMERA[name] and not ENGLISH.search(said.text), (language, said.text)


def test_an_unknown_browser_error_is_a_sentence_and_its_own_words_apart(language: str) -> None:
    raw = "TypeError: Failed to execute 'getUserMedia' on 'MediaDevices':\n<script>x</script> " + "y" * 400
    for said in (problems.camera(Exception(raw)), problems.peer("invite", Exception(raw)),
                 problems.peer("answer", Exception(raw)), problems.peer("reply", Exception(raw)),
                 problems.not_loaded(Exception(raw)), problems.online(raw)):
        assert said.text and not ENGLISH.search(said.text) and "getUserMedia" not in said.text, (language, said.text)
        assert said.detail.startswith("TypeError: Failed to execute") and "\n" not in said.detail
        assert len(said.detail) == problems.DETAIL_CHARS and said.detail.endswith("…")
    assert words._("Details: {detail}", detail="x") != "Details: x"


def test_micropythons_javascript_error_is_said_by_its_name_and_message(language: str) -> None:
    """MicroPython's JsException: (the JavaScript error's proxy, its name, its message), shown as
    "Error: …", not as the tuple with "<JsProxy 39>" (seen at the join screen's camera)."""
    error = Exception(object(), "Error", "Something happened")
    said = problems.camera(error)
    assert said.detail == "Error: Something happened" and "JsProxy" not in said.detail and "object" not in said.detail
    assert problems.camera(Exception(object(), "NotAllowedError", "Permission denied")).detail == ""


def test_a_connection_this_browser_cannot_make_is_said_by_its_kind(language: str) -> None:
    for doing in ("invite", "answer"):
        for code in ("no-webrtc", "stun-refused"):
            said = problems.peer(doing, problems.PeerProblem(code, "SyntaxError: bad URL"))
            assert said.detail == "" and said.text == words._(problems.PEER[doing, code])
            assert not ENGLISH.search(said.text), (language, said.text)
    for code in problems.ONLINE:
        said = problems.online(code)
        assert said.detail == "" and not ENGLISH.search(said.text), (language, said.text)


def test_a_hosts_refusal_of_a_guests_move_is_said_in_the_guests_language(language: str) -> None:
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=7)
    for code in HOST_CODES:
        said = sentence(session, IllegalAction(1, None, "the host's English", code=code))
        assert said == words._(HOST_CODES[code]) and not ENGLISH.search(said), (language, said)
    said = sentence(session, IllegalAction(1, None, "please wait: Host is thinking", code="thinking", thinking=0))
    assert said == words._("Please wait: {name} is thinking.", name="Host")
    # facts a hostile host made up fall back to the game's own sentence, never an error
    assert sentence(session, IllegalAction(1, None, "x", code="thinking", thinking=9))


def test_english_says_the_host_codes() -> None:
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=7)
    assert sentence(session, IllegalAction(1, None, "x", code="stale")) == "That move was for an earlier game."
    assert sentence(session, IllegalAction(1, None, "x", code="game-over")) == "The game is over."
