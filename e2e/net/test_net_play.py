"""Play across devices with no server (issue 18), in headless Chromium: a
host and two guests, each a browser context, connected over WebRTC on the
loopback with no STUN server. The invitation and the reply pass as text
(read from their text boxes, as a person copies them), once as a picture
of the QR code (read by the vendored library).

- a whole Sequence game (an AI at the host, two guests), a whole Sequoia
  game (a person at the host, two guests) and a whole Sequitur game (an AI
  and one guest) are played to the end, with
  `?fast`; every guest sees only its own hand or roll: in its DOM, in its
  storage, and in every message it received (checked against the host's
  game replayed by the engine); one guest of each game speaks its own
  language to the English host (issue 69: Sequence's in Brazilian
  Portuguese, Sequoia's in Dutch, Sequitur's in Spanish) and shows no
  English at its first turn, mid-game and the end, at its size and turned
  to the other phone's;
- a tampered or garbage message from a guest is refused and changes
  nothing; a garbage message from the host is refused by the guest;
- a guest's reload mid-game comes back to its seat by a new invitation and
  reply; a host's reload resumes and re-pairs; a guest who leaves is
  replaced by the AI;
- the host reads a reply with its camera (Chromium's fake camera, fed a
  video of the guest's QR code).
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from conftest import CHROMIUM, CHROMIUM_ARGS, wait_ready
from engine.core import record as records
from languages import no_english_at_both_sizes, spelled_words
from net_page import (
    PAIR_TIMEOUT, invitation_text, new_device, open_invitation, pair, pair_again, play_sequence_to_the_end, play_sequitur_to_the_end,
    received, reply_text, same_end,
    send_raw, storage_text, tables, wait_said, walk, watch_status,
)

TURN_TIMEOUT = 60_000
SMALL_QR = re.compile(r"^(8|9|10)$")
# What a seat's observation adds to the public view, by game: never outside a message's `private`
# (events are public by the engine's own tests; `start` is the bot protocol's set-up)
PRIVATE_KEYS = {"sequence": {"hand", "dead"}, "sequoia": {"roll", "sequoia", "tied"},
                "sequitur": {"rack", "secret", "drawn", "drawn_goals", "chosen"}}
FUTURE = {"seed", "rng"}  # a game's seed or generator: what the deck, the dice and the bag will give


def setup(host: Page, base_url: str, game: str, prefix: str, seats: list[tuple[str, str]]) -> None:
    host.goto(f"{base_url}?fast#/{game}")
    wait_ready(host)
    expect(host.locator(f"#{prefix}-start")).to_be_visible(timeout=30_000)
    host.select_option(f"#{prefix}-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        host.fill(f"#{prefix}-name-{i}", name)
        host.select_option(f"#{prefix}-kind-{i}", kind)
    expect(host.locator(f"#{prefix}-desc-1")).to_contain_text("own phone or tablet")
    host.click(f"#{prefix}-start")
    expect(host.locator("#net-panel")).to_be_visible(timeout=20_000)


def host_record(host: Page, game: str) -> dict[str, Any]:
    return json.loads(host.evaluate(f"localStorage.getItem('seqgames.{game}.game')"))["record"]


def state_at(record: dict[str, Any], at: int) -> Any:
    """The host's game after its first `at` actions (chance follows by itself)."""
    return records.loads({**record, "actions": record["actions"][:at]})


def speaks(guest: Page, code: str, game: str, moment: str, names: tuple[str, ...],
           spelled: tuple[str, ...] = ()) -> None:
    """A guest's screen at `moment` in its own language `code` (the host's is English), at its size and turned
    to the other phone's: no English of it (e2e/languages.py; Sequitur's own words, its `spelled` words,
    aside), `lang` right, one screen; at 320 px nothing cut."""
    no_english_at_both_sizes(guest, code, moment, game, names, "#seq-grid" if game == "sequence" else "",
                             spelled=spelled, axe=False)


def check_guest_saw_only_its_seat(guest: Page, seat: int, record: dict[str, Any], players: int) -> int:
    """Every table the guest received shows its own seat's part only; the
    other seats' hands (Sequence) at that moment are nowhere in it, and
    nothing says what chance will bring (no seed, whose generator gives the
    deck, the dice and the bag), until the game is over: then, and only then, the game's record
    comes, the host's own. Returns how many tables were checked."""
    messages = tables(received(guest))
    assert messages, "the guest received no table"
    private = PRIVATE_KEYS[record["game"]]
    for data in messages:
        if "private" not in data:
            continue  # the garbage this test sent from the host
        if "record" in data:
            assert data["result"] is not None, "the game's record before its end"
            final = data.pop("record")
            assert {k: v for k, v in final.items() if k != "table"} == {k: v for k, v in record.items() if k != "table"}
        own = ("private", "legal", "events", "start")  # the seat's observation and its own legal actions
        for path, _value in walk({k: v for k, v in data.items() if k not in own}):
            assert not (path and path[-1] in private), f"a private key outside the seat's own part: {'/'.join(path)}"
        for path, value in walk(data):
            assert not (path and path[-1] in FUTURE), f"what chance will bring, in a message: {'/'.join(path)}"
            assert not (path and path[-1] == "deck" and type(value) is not int), f"the deck's order: {'/'.join(path)}"
        assert data["private"]["seat"] == seat
        state = state_at(record, data["at"])
        assert data["private"] == json.loads(json.dumps(state.observation(seat)))
        if data["legal"]:  # the seat's own choices, as the host's engine lists them: a turn-in names its dead card
            assert data["legal"] == json.loads(json.dumps([state.action_to_json(a) for a in state.legal_actions(seat)]))
        text = json.dumps(data)
        if record["game"] == "sequence":
            for other in range(players):
                if other != seat:
                    hand = state.observation(other)["hand"]
                    assert json.dumps(hand) not in text, f"seat {other}'s hand in a message to seat {seat}"
    return len(messages)


def check_guest_storage(guest: Page, game: str) -> None:
    """No game in play on the guest's device; the finished one in its history only, whole."""
    kept = json.loads(storage_text(guest))
    history = dict(kept[0]).pop(f"seqgames.{game}.history")
    assert [item["id"][:6] for item in json.loads(history)["games"]] == ["guest-"]
    rest = json.dumps([[entry for entry in kept[0] if entry[0] != f"seqgames.{game}.history"], kept[1]])
    assert f"seqgames.{game}.game" not in rest and '"hand' not in rest and "roll" not in rest


def guest_hand(guest: Page) -> list[str]:
    return guest.evaluate("[...document.querySelectorAll('[data-card]')].map(n => n.dataset.card)")


def test_sequence_with_two_guests_to_the_end(browser: Browser, base_url: str) -> None:
    """An AI at the host, Ann and Bob on their own devices: pairing (Bob's reply read from a picture of
    its QR code), tampered messages refused both ways, the game played to the end by clicking on the guests."""
    _, host = new_device(browser)
    setup(host, base_url, "sequence", "seq", [("Robot", "easy"), ("Ann", "@away"), ("Bob", "@away")])
    expect(host.locator("#net-state-1")).to_have_text("Waiting to pair", timeout=PAIR_TIMEOUT)
    _, ann = new_device(browser)
    _, bob = new_device(browser, viewport={"width": 390, "height": 844}, is_mobile=True, locale="pt-BR")
    pair(host, ann, "Ann", 1)
    # Bob's reply, read by the host from a picture of its QR code
    open_invitation(bob, invitation_text(host, "Bob"))
    reply_text(bob)
    # one QR code of version 8 to 10 (one or two candidates, the page's address)
    expect(bob.locator("#net-answer-qr")).to_have_attribute("data-version", SMALL_QR, timeout=PAIR_TIMEOUT)
    picture = bob.locator("#net-answer-qr").screenshot()
    host.set_input_files("#net-reply-picture", files=[{"name": "reply.png", "mimeType": "image/png", "buffer": picture}])
    expect(host.locator("#net-state-2")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
    expect(host.locator("#net-pairing")).to_be_hidden()
    expect(host.locator("#net-invite-qr")).to_have_attribute("data-version", SMALL_QR)
    # the host's cut plays by itself: the guests wait for it
    for guest in (ann, bob):
        expect(guest.locator("#seq-grid")).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(host.locator("#seq-cut")).to_have_count(0, timeout=PAIR_TIMEOUT)

    # a guest sending garbage, or an action that is not its own to play, changes nothing
    expect(ann.locator("#seq-status")).not_to_have_text("", timeout=TURN_TIMEOUT)
    before = host.evaluate("localStorage.getItem('seqgames.sequence.game')")
    send_raw(ann, "{not json")
    send_raw(ann, json.dumps({"v": 1, "type": "act", "id": 900, "game_no": 0, "action": {"card": "XX", "cell": [0, 0]}}))
    send_raw(ann, json.dumps({"v": 9, "type": "act"}))
    expect(host.locator("#net-news")).to_contain_text("could not be read", timeout=10_000)
    ann.wait_for_function("window.__net.received.filter(t => t.includes('\"type\":\"error\"')).length >= 2")
    ann.wait_for_function("window.__net.received.some(t => t.includes('\"refused\"') && t.includes('\"id\":900'))")
    assert host.evaluate("localStorage.getItem('seqgames.sequence.game')") == before
    # and a host sending garbage is refused by the guest, which asks for the whole table again
    watch_status(ann)  # the line goes once the whole table follows (issue 28, 7): every text it showed is kept
    host.evaluate("""window.__net.channels.filter(c => c.readyState === 'open')
                     .forEach(c => c.send('{"v": 1, "type": "table", "full": false}'))""")
    wait_said(ann, "cannot use")
    ann.wait_for_function("window.__net.sent.some(t => t.includes('\"type\":\"sync\"'))")

    names = ("Robot", "Ann", "Bob")

    def looks(guest: Page, turn: int) -> None:  # Bob's phone speaks Brazilian Portuguese to an English host
        if guest is bob and turn in (0, 3):
            speaks(bob, "pt-BR", "sequence", "its first turn" if turn == 0 else "mid-game", names)

    turns = play_sequence_to_the_end(host, (ann, bob), looks)
    for guest in (ann, bob):
        expect(guest.locator("#seq-end")).to_be_visible(timeout=TURN_TIMEOUT)
        expect(guest.locator("#seq-reveal")).to_be_hidden()  # nobody else's hand, not even at the end
    same_end(host, [ann, bob], "seq", names)
    speaks(bob, "pt-BR", "sequence", "the end", names)
    record = host_record(host, "sequence")
    for seat, guest in ((1, ann), (2, bob)):
        assert check_guest_saw_only_its_seat(guest, seat, record, 3) > 10
        check_guest_storage(guest, "sequence")
        state = state_at(record, len(record["actions"]))
        assert sorted(guest_hand(guest)) in ([], sorted(state.observation(seat)["hand"]))
    assert turns >= 4
    assert all(not page.console_errors for page in (host, ann, bob)), [p.console_errors for p in (host, ann, bob)]


def play_sequoia_turn(page: Page) -> bool:
    pairs = page.locator("#sq-pairs .sq-pair, #sq-no-effect")  # a tiebreaker roll that changes nothing: Continue
    if pairs.count():
        try:
            pairs.first.click(timeout=3_000)
        except PlaywrightTimeoutError:  # gone meanwhile: a roll that changes nothing passes by itself (issue 54)
            return False
        return True
    return False


def sequoia_with_two_guests(browser: Browser, base_url: str, **bob_device: Any) -> tuple[Page, Page, Page]:
    """A Sequoia table hosted with Hal here, Ann and Bob paired on their own devices (Bob's with
    `bob_device`'s options: a language, a size)."""
    _, host = new_device(browser)
    setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Ann", "@away"), ("Bob", "@away")])
    _, ann = new_device(browser)
    _, bob = new_device(browser, **bob_device)
    pair(host, ann, "Ann", 1)
    pair(host, bob, "Bob", 2)
    return host, ann, bob


def test_sequoia_with_a_person_here_and_two_guests_and_a_guest_reload(browser: Browser, base_url: str) -> None:
    """Hal at the host, Ann and Bob on their devices, all choosing at once each turn; Ann's page
    reloads mid-game and comes back to her seat by a new invitation and reply. Bob's phone speaks
    Dutch (320x640) to an English host: at his first roll, his fifth and the end, no English."""
    host, ann, bob = sequoia_with_two_guests(browser, base_url, locale="nl", viewport={"width": 320, "height": 640},
                                             is_mobile=True, has_touch=True)
    names = ("Hal", "Ann", "Bob")
    rolls = 0  # Bob's
    expect(ann.locator("#sq-roll")).to_contain_text("Ann, your roll", timeout=TURN_TIMEOUT)
    # each sees its own roll only; the host's person sees theirs
    assert ann.locator("#sq-dice").inner_text() != "" and host.locator("#sq-roll").count() == 1
    reloaded = False
    clicks = 0
    while not host.locator("#sq-end:not([hidden])").count():
        moved = False
        if rolls in (0, 4) and bob.locator("#sq-pairs .sq-pair").count():
            speaks(bob, "nl", "sequoia", "his first roll" if rolls == 0 else "mid-game", names)
        for page in (host, ann, bob):
            if play_sequoia_turn(page):
                rolls += 1 if page is bob else 0
                moved = True
        if not moved:
            host.wait_for_timeout(100)
        else:
            clicks += 1
        if clicks == 6 and not reloaded:
            reloaded = True
            before = len(tables(received(ann)))
            assert before > 2
            ann.reload()
            wait_ready(ann)
            expect(ann.locator("#net-join-intro")).to_contain_text("used already", timeout=PAIR_TIMEOUT)
            expect(host.locator("#net-state-1")).to_have_text("Connection lost: pair again", timeout=PAIR_TIMEOUT)
            pair_again(host, ann, "Ann")
            expect(ann.locator("#sq-canvas")).to_be_visible(timeout=PAIR_TIMEOUT)
        assert clicks < 150, "the game did not end"
    same_end(host, [ann, bob], "sq", names)
    speaks(bob, "nl", "sequoia", "the end", names)
    record = host_record(host, "sequoia")
    assert check_guest_saw_only_its_seat(ann, 1, record, 3) > 5  # since the reload
    assert check_guest_saw_only_its_seat(bob, 2, record, 3) > 10
    for guest in (ann, bob):
        check_guest_storage(guest, "sequoia")
    assert all(not page.console_errors for page in (host, ann, bob)), [p.console_errors for p in (host, ann, bob)]


def test_a_host_that_reloads_resumes_and_re_pairs_and_a_guest_who_leaves_is_replaced(browser: Browser,
                                                                                      base_url: str) -> None:
    host, ann, bob = sequoia_with_two_guests(browser, base_url)
    for page in (host, ann, bob):
        expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TURN_TIMEOUT)
        play_sequoia_turn(page)
    expect(host.locator("#sq-turn")).to_have_text("Turn 2 of 10", timeout=TURN_TIMEOUT)
    table_id = json.loads(host.evaluate("localStorage.getItem('seqgames.sequoia.net')"))["table"]
    host.reload()
    wait_ready(host)
    expect(host.locator("#net-state-1")).to_have_text("Waiting to pair", timeout=PAIR_TIMEOUT)
    assert json.loads(host.evaluate("localStorage.getItem('seqgames.sequoia.net')"))["table"] == table_id
    for guest in (ann, bob):
        expect(guest.locator("#net-status")).to_have_text("The connection to the host was lost.", timeout=PAIR_TIMEOUT)
    pair_again(host, ann, "Ann")
    expect(ann.locator("#sq-turn")).to_have_text("Turn 2 of 10", timeout=PAIR_TIMEOUT)
    # Bob leaves for good: the AI takes his seat, and the game goes on
    host.click("#net-seat-2 summary")
    host.click("#net-ai-2")
    expect(host.locator("#net-news")).to_contain_text("Bob's seat is now played by the AI")
    for device in (host, ann):
        bob = device.locator("#sq-scores .seat-pill").nth(2)
        expect(bob.locator(".seat-name")).to_have_text("Bob")
        expect(bob.locator(".level-badge")).to_have_text("AI: Medium", timeout=PAIR_TIMEOUT)
    for _ in range(300):  # a click while the AI still chooses is refused ("Please wait"): click again
        if host.locator("#sq-turn").inner_text() == "Turn 3 of 10":
            break
        for page in (host, ann):
            play_sequoia_turn(page)
        host.wait_for_timeout(200)
    expect(host.locator("#sq-turn")).to_have_text("Turn 3 of 10")
    expect(ann.locator("#sq-turn")).to_have_text("Turn 3 of 10", timeout=TURN_TIMEOUT)
    # what Ann received, before the host's reload, after her re-pairing and with Bob's seat an AI's
    assert check_guest_saw_only_its_seat(ann, 1, host_record(host, "sequoia"), 3) > 5
    assert all(not page.console_errors for page in (host, ann)), [p.console_errors for p in (host, ann)]


def test_sequitur_with_a_guest_to_the_end(browser: Browser, base_url: str) -> None:
    """An AI at the host and Ann on her device: every step's panel on the guest (the dictionary loaded
    there too), each round's summary waiting for her "Continue", the end. Ann's phone speaks Spanish
    (320x640) to an English host: at her first decision, the first round's summary and the end, no
    English but the game's own words."""
    _, host = new_device(browser)
    setup(host, base_url, "sequitur", "sr", [("Robot", "easy"), ("Ann", "@away")])
    _, ann = new_device(browser, locale="es", viewport={"width": 320, "height": 640}, is_mobile=True, has_touch=True)
    pair(host, ann, "Ann", 1)
    expect(ann.locator("#sr-private")).to_be_visible(timeout=PAIR_TIMEOUT)
    # the game is on the host's device: the host's menu saves and shares it, a guest's has no export
    # that could only answer "only the host can" (issue 41)
    expect(host.locator("#sr-share, #sr-export")).to_have_count(2)
    expect(ann.locator("#sr-share, #sr-export")).to_have_count(0)
    names = ("Robot", "Ann")
    seen: set[str] = set()

    def looks(guest: Page, asks: str, decision: int) -> None:
        moment = "her first decision" if asks == "decision" and decision == 0 else \
            "a round's summary" if asks == "continue" else ""
        if moment and moment not in seen:
            seen.add(moment)
            speaks(ann, "es", "sequitur", moment, names, spelled_words(host))

    decisions = play_sequitur_to_the_end(host, (ann,), TURN_TIMEOUT, looks)
    same_end(host, [ann], "sr", names)
    speaks(ann, "es", "sequitur", "the end", names, spelled_words(host))
    assert decisions >= 20
    record = host_record(host, "sequitur")
    assert check_guest_saw_only_its_seat(ann, 1, record, 2) > 20
    check_guest_storage(ann, "sequitur")
    assert all(not page.console_errors for page in (host, ann)), [p.console_errors for p in (host, ann)]


def y4m_of(pixels: list[int], size: int, width: int = 640, height: int = 480) -> bytes:
    """One grey video frame (Y4M, 4:2:0) with a `size` x `size` picture in its middle."""
    luma = bytearray([255]) * (width * height)
    left, top = (width - size) // 2, (height - size) // 2
    for y in range(size):
        row = (top + y) * width + left
        luma[row:row + size] = bytes(pixels[y * size:(y + 1) * size])
    chroma = bytes([128]) * (width * height // 4)
    return f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode() + b"FRAME\n" + luma + chroma + chroma


def test_the_host_reads_a_reply_with_its_camera(browser: Browser, base_url: str, tmp_path: Path) -> None:
    """The camera path: Chromium's fake camera plays a video of the guest's reply QR code; the host's
    "Scan the reply with the camera" reads it (no BarcodeDetector on Linux: the vendored library)."""
    video = tmp_path / "camera.y4m"
    video.write_bytes(y4m_of([255] * 100, 10))
    camera = browser.browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + [
        "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    try:
        host_context, host = new_device(camera)
        host_context.grant_permissions(["camera"])
        setup(host, base_url, "sequoia", "sq", [("Hal", ""), ("Ann", "@away")])
        _, ann = new_device(camera)
        open_invitation(ann, invitation_text(host, "Ann"))
        reply_text(ann)
        expect(ann.locator("#net-answer-qr")).to_have_attribute("data-version", re.compile(r"\d+"), timeout=PAIR_TIMEOUT)
        size = ann.evaluate("document.getElementById('net-answer-qr').width")
        pixels = ann.evaluate("""() => { const c = document.getElementById('net-answer-qr');
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            return Array.from({length: c.width * c.height}, (_, i) => d[4 * i]); }""")
        assert size <= 470
        video.write_bytes(y4m_of(pixels, size))
        host.click("#net-reply-scan")
        expect(host.locator("#net-state-1")).to_have_text("Connected", timeout=PAIR_TIMEOUT)
        expect(host.locator("#net-reply-video")).to_be_hidden()  # the camera is released once read
        expect(ann.locator("#sq-canvas")).to_be_visible(timeout=PAIR_TIMEOUT)
        assert not host.console_errors and not ann.console_errors, (host.console_errors, ann.console_errors)
    finally:
        camera.close()


# a guest's download of a table's words is one code for every language (web/games/sequitur/words.py `URLS`): played
# in Spanish, in Brazilian Portuguese (a code with a region, "pt-BR") and in Polish (its own letters, three plural
# forms); every language's words at a table on one device: e2e/sequitur/test_sequitur_spanish.py
@pytest.mark.parametrize("code", ["es", "pt-BR", "pl"])
def test_a_guest_of_a_sequitur_table_in_other_words_gets_them_and_spells_one(browser: Browser, base_url: str,
                                                                             code: str) -> None:
    """An English host's table in Spanish (Brazilian Portuguese, Polish) words (issue 84): the guest's phone in that language
    fetches the words before it shows the table (its spelling's preview judges with them), says the words'
    language and spells a word of it, which the host's table takes."""
    from conftest import more_options
    from sequitur_page import ANY, TIMEOUT, act

    from engine.sequitur import dictionary
    from web.games.sequitur.preview import WORDS_IN

    _, host = new_device(browser)
    host.goto(f"{base_url}?fast#/sequitur")
    wait_ready(host)
    host.select_option("#sr-players", "2")
    for i, (name, kind) in enumerate([("Robot", "easy"), ("Ann", "@away")]):
        host.fill(f"#sr-name-{i}", name)
        host.select_option(f"#sr-kind-{i}", kind)
    more_options(host, "sr")
    host.check(f"#sr-language-{code}")
    host.click("#sr-start")
    expect(host.locator("#net-panel")).to_be_visible(timeout=20_000)
    _, ann = new_device(browser, locale=code, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    pair(host, ann, "Ann", 1)
    expect(ann.locator("#sr-private")).to_be_visible(timeout=PAIR_TIMEOUT)
    expect(ann.locator("#sr-words-language")).to_contain_text(WORDS_IN[code][0])
    kinds: list[str] = []
    own = dictionary.load(language=code)
    words: list = []
    while not any(words):  # until a word is spelled (a rack that reads none of the language's spells nothing)
        ann.locator(ANY).first.wait_for(timeout=TURN_TIMEOUT)
        kinds.append(act(ann, english=False, words_in=code))
        assert len(kinds) < 60 and kinds[-1] != "over", kinds
        if kinds[-1] != "spell":
            continue
        for _ in range(100):  # the host's record takes the word when it comes (10 s at most)
            words = [a["action"].get("word") for a in host_record(host, "sequitur")["actions"]
                     if a["seat"] == 1 and isinstance(a["action"], dict)]
            if any(words):
                break
            host.wait_for_timeout(100)
    assert all(w in own for w in words if w), words
    assert ann.console_errors == [], ann.console_errors  # type: ignore[attr-defined]
