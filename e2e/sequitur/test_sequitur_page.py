"""The Sequitur page in a browser (issue 7, "## Page"): a solo game played
to the end by clicking balls and buttons as a person would, a two-person
hot-seat round whose cover hides the other seat's rack and secret goal
(two seats with one name refused first; a reload on the round's summary
shows it again), a reload that resumes exactly, a name that looks like
markup shown as text, a record export (named as Sequence's) refused once
tampered with, a tab left behind that does not save over the game another
tab went on with, the result heading focused at the end, Rematch and New
game after the end, Shift's numbered balls, and a table of AIs only that
plays through without a click.

The page is opened with `?fast` (short AI time limits, no pauses).
"""
from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from conftest import more_options, wait_ready
from memory_page import show
from memory_records import played, store
from one_screen import assert_cover_hides_only_the_private
from sequitur_page import ANY, EVIL, TIMEOUT, act, open_setup, rack, start

from engine.sequitur.cards import shift
from web.model.seats import Seat, SeatKind


def test_solo_game_to_the_end_with_the_ladder(page: Page, base_url: str) -> None:
    """Solo play: three rounds of eight steps by clicking; the end gives the points and the ladder rank
    (rulebook "Solo play"; RULINGS Sequitur 7)."""
    open_setup(page, base_url)
    start(page, [("Ann", "")])
    # keyboard play: the first choice has the focus; Enter takes it
    expect(page.locator("#sr-colour-red")).to_be_focused(timeout=TIMEOUT)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    expect(page.locator("#sr-colour-green")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#sr-status")).to_contain_text("Step 1")
    expect(page.locator("#sr-drawn-goals [data-goal^='G']")).to_have_count(2)  # solo: keep one of two green
    kinds: list[str] = []
    while (kind := act(page, swap=len(kinds) < 20, keyboard=kinds.count("spell") == 0)) != "over":
        kinds.append(kind)
        assert len(kinds) < 200, "the game did not end"
    assert kinds.count("continue") == 2 and kinds.count("spell") == 3
    assert "swap" in kinds
    expect(page.locator("#sr-winner")).to_contain_text("Ann:")
    expect(page.locator("#sr-winner")).to_be_focused()  # the keyboard lands on the result, not <body>
    expect(page.locator("#sr-ladder .sr-rung")).to_have_count(5)
    expect(page.locator("#sr-game-summary tr")).to_have_count(2)  # the heading row and Ann's (for a screen reader)
    expect(page.locator("#sr-points-stacks .stack")).to_have_count(1)  # and Ann's stack for the eye
    expect(page.locator("#sr-summary .sr-round")).to_have_count(3)
    expect(page.locator("#sr-log")).to_contain_text("End of round 3.")
    # Rematch: a new game for the same table, from round 1, waiting for Ann's colour
    page.click("#sr-rematch")
    expect(page.locator("#sr-colour-green")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#sr-status")).to_contain_text("Round 1")
    expect(page.locator("#sr-winner")).to_have_count(0)
    expect(page.locator("#sr-log")).not_to_contain_text("End of round")
    expect(page.locator("#sr-seats .seat-name").first).to_have_text("Ann")
    # New game: the setup screen, the last table remembered
    page.click("#sr-menu")  # the menu's sheet holds New game (web/ui/table_layout.py)
    page.click("#sr-tools-new")
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#sr-name-0")).to_have_value("Ann")
    assert not page.console_errors, page.console_errors


def test_shift_numbers_its_two_balls(page: Page, base_url: str) -> None:
    """Shift (RULINGS Sequitur 2): the ball to move is numbered 1 and the place it goes 2, on screen and
    for screen readers; the rack shown before playing is the rack after it."""
    open_setup(page, base_url)
    start(page, [("Ann", "")])
    for _ in range(10):  # the colour, the secret goal, three ends, the red goal: the first action step
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        if page.locator("#sr-pass").is_visible():
            break
        act(page)
    before = rack(page)
    page.click("#sr-play-shift")
    expect(page.locator("#sr-hint")).to_contain_text("(1)")
    page.click("#sr-ball-4")
    expect(page.locator("#sr-ball-4 .sr-order")).to_have_text("1")
    expect(page.locator("#sr-ball-4")).to_have_attribute("aria-label", re.compile("1: the letter to move"))
    expect(page.locator("#sr-confirm")).to_be_disabled()
    page.click("#sr-ball-1")
    expect(page.locator("#sr-ball-1 .sr-order")).to_have_text("2")
    expect(page.locator("#sr-ball-1")).to_have_attribute("aria-label", re.compile("2: where it goes"))
    expect(page.locator("#sr-ball-4 .sr-order")).to_have_text("1")
    after = before[:]
    shift(after, 4, 1)
    expect(page.locator("#sr-after")).to_have_text(
        "Your rack will read: " + " ".join("(blank)" if b == "?" else b for b in after))
    page.click("#sr-confirm")
    expect(page.locator("#sr-keep-0")).to_be_visible(timeout=TIMEOUT)  # the yellow goal draw
    assert rack(page) == after
    expect(page.locator("#sr-log")).to_contain_text("Shift")
    assert not page.console_errors, page.console_errors


def test_a_table_of_ais_plays_through(page: Page, base_url: str) -> None:
    """With no person at the table nothing waits for a click: three rounds are played to the end, each
    round's summary shown as it comes."""
    open_setup(page, base_url)
    start(page, [("Ada", "easy"), ("Bo", "easy")])
    expect(page.locator("#sr-winner")).to_be_visible(timeout=120_000)
    expect(page.locator("#sr-summary .sr-round")).to_have_count(3)
    expect(page.locator("#sr-round-end")).to_be_hidden()
    assert page.locator("#sr-continue").count() == 0
    expect(page.locator("#sr-log")).to_contain_text("End of round 3.")
    assert not page.console_errors, page.console_errors


def test_the_expert_plays_a_table_through_at_the_page_budget(page: Page, base_url: str) -> None:
    """The expert level (issue 17) thinks in the page's worker with its real time budget (no ?fast)
    and plays a table's last round through against the hard level, to the end's round summaries;
    the worker has the words and the expert's index before the table opens. (The rounds before are
    played here by the engine: each round asks the levels the same kinds of decision, and a whole
    table at the real budget took 85 s of a loaded machine.)"""
    seats = [Seat("Ada", SeatKind.AI, "expert"), Seat("Bo", SeatKind.AI, "hard")]
    last_round = played("sequitur", 5, lambda session: session.state.round == 3, seats=seats)
    assert last_round.state.round == 3 and not last_round.is_over
    page.goto(base_url + "#/sequitur")
    wait_ready(page)
    expect(page.locator("#sr-kind-1 option[value=expert]")).to_have_text("AI: Expert")
    # the one default level of every setup
    expect(page.locator("#sr-kind-1")).to_have_value("medium")
    # once the worker has warmed up (the setup screen still), it gets the dictionary and prepares the AI
    expect(page.locator("html")).to_have_attribute("data-worker-words", "ready", timeout=60_000)
    store(page, "sequitur", last_round.save_text())
    show(page, "#/sequitur/play")
    expect(page.locator("#sr-winner")).to_be_visible(timeout=600_000)
    expect(page.locator("#sr-summary .sr-round")).to_have_count(3)
    kinds = set((page.get_attribute("html", "data-ai-kinds") or "").split(","))
    assert {"secret-colour", "action", "spell"} <= kinds, kinds
    assert not page.console_errors, page.console_errors


def test_two_people_pass_the_device_and_racks_stay_private(page: Page, base_url: str) -> None:
    """Hot-seat privacy (issue 7): while the cover is up no rack or secret goal is in the page; each
    person then sees only their own; a whole round, claiming included, is played this way, with the
    house rule accepting words the dictionary lacks."""
    open_setup(page, base_url)
    # two seats with one name would make two identical covers: refused until one is renamed
    start(page, [("Ann", ""), (" ann ", "")], house_rule=True, started=False)
    expect(page.locator("#sr-error")).to_have_text("Two players are both called “Ann”: give each a different name.")
    assert page.locator("#sr-status").count() == 0
    page.fill("#sr-name-1", "Bob")
    page.click("#sr-start")
    expect(page.locator("#sr-cover-title")).to_have_text("Pass the device to Ann", timeout=TIMEOUT)
    assert page.locator("#sr-rack, #sr-secret").count() == 0
    page.click("#sr-cover-ok")
    expect(page.locator("#sr-private-title")).to_have_text("Ann: your rack")
    expect(page.locator("#sr-status")).to_have_text("Round 1 of 3 · Step 1 of 7")
    page.click("#sr-colour-green")
    ann_secret = page.locator("#sr-secret [data-goal]").get_attribute("data-goal")
    assert ann_secret
    for _ in range(3):  # step 1: three letters, one at a time, onto either end
        page.click("#sr-end-right")
    # Ann chooses her red goal: step 2 (issue 65: the status said step 1, the table's step)
    expect(page.locator("#sr-status")).to_have_text("Round 1 of 3 · Step 2 of 7")
    page.click("#sr-keep-0")  # step 2's red goal, in the same sitting (docs/rules.md, one sitting)
    expect(page.locator("#sr-cover-title")).to_have_text("Pass the device to Bob")
    assert page.locator("#sr-rack, #sr-secret, #sr-decision").count() == 0
    assert page.locator(f"[data-goal='{ann_secret}']").count() == 0
    assert_cover_hides_only_the_private(page, "sr", "#sr-public")  # the goals stay in sight
    page.click("#sr-cover-ok")
    expect(page.locator("#sr-private-title")).to_have_text("Bob: your rack")
    assert page.locator(f"#sr-secret [data-goal='{ann_secret}']").count() == 0
    covers = 2
    for _ in range(80):
        page.locator(ANY).first.wait_for(timeout=TIMEOUT)
        if page.locator("#sr-continue").is_visible():
            break
        kind = act(page, house=True)  # the table accepts words the list lacks (RULINGS Sequitur 8)
        if kind == "cover":
            covers += 1
    else:
        raise AssertionError("round 1 did not end")
    assert covers == 8  # one per step: its first player held the device through the reveal before it
    expect(page.locator("#sr-log")).to_contain_text("End of round 1.")
    expect(page.locator("#sr-log")).to_contain_text("accepted by the table, house rule")
    expect(page.locator("#sr-summary .sr-round")).to_have_count(1)
    # a reload on the round's summary shows it again, still waiting for Continue
    summary = page.locator("#sr-round-end").inner_text()
    page.reload()
    wait_ready(page)
    expect(page.locator("#sr-continue")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#sr-continue")).to_be_focused()
    expect(page.locator("#sr-status")).to_have_text("Round 1 of 3 is over")
    assert page.locator("#sr-round-end").inner_text() == summary
    assert page.locator("#sr-cover-title:visible, #sr-rack").count() == 0
    page.click("#sr-continue")
    expect(page.locator("#sr-cover-title")).to_have_text("Pass the device to Ann", timeout=TIMEOUT)
    expect(page.locator("#sr-status")).to_contain_text("Round 2 of 3")
    page.reload()  # continued: the summary is not shown again
    wait_ready(page)
    expect(page.locator("#sr-cover-title")).to_have_text("Pass the device to Ann", timeout=TIMEOUT)
    expect(page.locator("#sr-round-end")).to_be_hidden()
    assert not page.console_errors, page.console_errors


def test_markup_name_is_text_and_reload_resumes(page: Page, base_url: str) -> None:
    """Names are text, never markup; the autosave resumes the same decision after a reload."""
    alerts: list[str] = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    page.set_viewport_size({"width": 390, "height": 844})  # a phone held upright
    open_setup(page, base_url)
    start(page, [(EVIL, ""), ("Robot", "easy")])
    for _ in range(5):  # the colour, three ends, the red goal: now the first action step
        act(page)
    expect(page.locator("#sr-decision")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#sr-private-title")).to_have_text(f"{EVIL}: your rack")
    expect(page.locator("#sr-seats .seat-name").first).to_have_text(EVIL)
    assert page.locator("#sr-seats img, #sr-table img, #sr-log img, #sr-private img").count() == 0
    # Escape puts a card being played back in the hand
    page.click("#sr-play-replace")
    expect(page.locator("#sr-confirm")).to_be_disabled()
    page.keyboard.press("Escape")
    expect(page.locator("#sr-pass")).to_be_visible()
    # turning the rack around (RULINGS Sequitur 3) reverses the balls on screen, and is kept
    before = page.locator("#sr-rack .sr-ball").all_text_contents()
    page.click("#sr-flip")
    expect(page.locator("#sr-rack .sr-ball").first).to_have_text(before[-1])
    assert page.locator("#sr-rack .sr-ball").all_text_contents() == before[::-1]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
    status = page.locator("#sr-status").text_content()
    log = page.locator("#sr-log li").all_text_contents()
    balls = page.locator("#sr-rack .sr-ball").all_text_contents()
    decision = page.locator("#sr-decision h3").first.text_content()
    page.reload()
    wait_ready(page)
    expect(page.locator("#sr-decision h3").first).to_have_text(decision, timeout=TIMEOUT)
    assert page.locator("#sr-status").text_content() == status
    assert page.locator("#sr-log li").all_text_contents() == log
    assert page.locator("#sr-rack .sr-ball").all_text_contents() == balls
    assert not alerts
    assert not page.console_errors, page.console_errors


def test_export_then_a_tampered_import_is_refused_and_the_game_kept(page: Page, base_url: str, tmp_path) -> None:
    """Export and import of the record: an altered file is refused with a clear message and the game in
    progress is untouched; the untouched file loads."""
    open_setup(page, base_url)
    start(page, [("Ann", ""), ("Robot", "easy")])
    for _ in range(5):
        act(page)
    expect(page.locator("#sr-decision")).to_be_visible(timeout=TIMEOUT)
    status = page.locator("#sr-status").text_content()
    page.click("#sr-menu")
    page.click("#sr-export")  # the whole game: asked first, the AI's rack is in play
    with page.expect_download() as download:
        page.click("#sr-export-yes")
    assert re.fullmatch(r"sequitur-\d{4}-\d\d-\d\d-\d{4}\.json", download.value.suggested_filename)  # as Sequence's
    expect(page.locator("#sr-message")).to_have_text(
        "The whole game was saved as a file: it shows every rack and secret goal.")
    path = tmp_path / "record.json"
    download.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == "sequitur" and record["table"]["seats"][0]["name"] == "Ann"
    record["actions"][0]["action"] = {"colour": "purple"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    page.goto(base_url + "?fast#/sequitur")
    expect(page.locator("#sr-resume")).to_be_visible(timeout=TIMEOUT)
    more_options(page, "sr")
    page.click(".seq-import summary")
    page.set_input_files("#sr-import", str(bad))
    expect(page.locator("#sr-import-msg")).to_contain_text("cannot be loaded")
    expect(page.locator("#sr-import-msg")).to_contain_text("altered")
    page.click("#sr-resume")
    expect(page.locator("#sr-status")).to_have_text(status, timeout=TIMEOUT)
    page.goto(base_url + "?fast#/sequitur")
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    more_options(page, "sr")
    page.click(".seq-import summary")
    page.set_input_files("#sr-import", str(path))
    page.click("#sr-import-load")  # asked first: it replaces the game in progress
    expect(page.locator("#sr-status")).to_have_text(status, timeout=TIMEOUT)
    # the game goes on in a second tab: this tab's next move is not saved over it, and it says why
    other = page.context.new_page()
    other.goto(base_url + "?fast#/sequitur/play")
    wait_ready(other)
    expect(other.locator("#sr-status")).to_have_text(status, timeout=TIMEOUT)
    act(other)
    other.locator(ANY).first.wait_for(timeout=TIMEOUT)  # the AI has decided too: Ann's next decision
    saved = page.evaluate("localStorage.getItem('seqgames.sequitur.game')")
    act(page)
    expect(page.locator("#sr-message")).to_contain_text("went on in another tab")
    assert page.evaluate("localStorage.getItem('seqgames.sequitur.game')") == saved
    expect(other.locator("#sr-message")).to_have_text("")
    assert not page.console_errors, page.console_errors


# the words of a table's texts that the browser broke across two lines
BROKEN_WORDS = """table => {
  const broken = [];
  const walker = document.createTreeWalker(document.querySelector(table), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}"""


def test_names_wrap_between_words_only_at_320_px(page: Page, base_url: str) -> None:
    """Issue 24: 'Compu / ter 1' in the players table at 320 px; the table scrolls in its own box."""
    page.set_viewport_size({"width": 320, "height": 640})
    open_setup(page, base_url)
    start(page, [(f"Computer {n}", "") for n in range(1, 6)], started=False)
    page.click("#sr-cover-ok", timeout=TIMEOUT)
    expect(page.locator("#sr-seats")).to_be_visible(timeout=TIMEOUT)
    assert page.locator("#sr-seats .seat-name").first.inner_text() == "Computer 1"
    assert page.evaluate(BROKEN_WORDS, "#sr-seats") == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert page.console_errors == []


def test_the_setup_opens_before_the_dictionary_and_the_table_waits_for_it(page: Page, base_url: str) -> None:
    """The setup screen needs no dictionary: it opens while the dictionary is still on its way, and the
    table (where Start leads) shows only once it has come; a failed download is said at the table.
    Pyodide's worker, megabytes on a first visit, starts its download only once the dictionary has
    come (web/page/workers.py `goes_first`: on a phone's network they would share it)."""
    held: list = []
    page.route("**/sequitur-words.txt.gz", lambda route: held.append(route))
    # the worker's start after quiet seconds as a player's page has it (the tests' mode: only when asked);
    # Start is visible with the dictionary still held back
    open_setup(page, base_url, "&quiet=2.5")
    assert len(held) == 1  # the setup asked for it at once
    start(page, [("Ann", "")], started=False)
    expect(page.locator("#sequitur-loading")).to_contain_text("Loading the dictionary")
    expect(page.locator("#sr-status")).to_have_count(0)
    page.wait_for_timeout(3500)  # past the worker's warm-up (web/page/workers.py QUIET_MS after Start's change of screen)
    worker_started = "performance.getEntriesByName('worker-start').length"
    assert page.evaluate(worker_started) == 0, "Pyodide's worker started before the dictionary came"
    held.pop().continue_()
    expect(page.locator("#sr-status")).to_be_visible(timeout=TIMEOUT)
    page.wait_for_function(f"() => {worker_started} === 1", timeout=TIMEOUT)
    # a download that fails: the table says so (a first visit, the file refused)
    failing = page.context.browser.new_context(service_workers="block")
    other = failing.new_page()
    other.route("**/sequitur-words.txt.gz", lambda route: route.fulfill(status=503, body=""))
    open_setup(other, base_url)
    other.click("#sr-start")
    expect(other.locator("#sequitur-loading")).to_contain_text("could not be loaded (HTTP 503)", timeout=TIMEOUT)
    failing.close()


def test_the_seats_fit_their_strip_at_a_desktop(page: Page, base_url: str) -> None:
    """Issue 24, then issue 50: at 1280x800 five players with their AI levels, their points and claimed
    goals, each a pill of the seats' strip, whole in its column, never clipped, no name broken."""
    page.set_viewport_size({"width": 1280, "height": 800})
    seats = [Seat("Ann")] + [Seat(f"Computer {n}", SeatKind.AI, "expert") for n in range(1, 5)]
    session = played("sequitur", 5, lambda s: len(s.state.history) >= 12 and 0 in s.waiting(), seats=seats)
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    store(page, "sequitur", session.save_text())
    page.goto(base_url + "?fast#/sequitur/play")
    page.reload()
    wait_ready(page)
    expect(page.locator("#sr-seats .level-badge")).to_have_count(4, timeout=TIMEOUT)
    expect(page.locator("#sr-seats .level-badge").first).to_have_text("AI: Expert")
    expect(page.locator("#sr-seats .table-seat-score")).to_have_count(5)
    outside = page.evaluate("""() => { const strip = document.querySelector('#sr-seats').getBoundingClientRect();
        return [...document.querySelectorAll('#sr-seats > li')].filter(pill => {
          const r = pill.getBoundingClientRect();
          return r.left < strip.left - 0.5 || r.right > strip.right + 0.5; }).length; }""")
    assert outside == 0, f"{outside} seats' pills stand outside their strip"
    assert page.evaluate(BROKEN_WORDS, "#sr-seats") == []
    assert page.console_errors == []
