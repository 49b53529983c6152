"""Accessibility audit (issue 24): axe-core, the version pinned in
package-lock.json (e2e/axe_source.py), run in Debian's Chromium on every
screen of every game at 390x844 and 1280x800: home, How to play (its
"More details" unfolded; the table's rules sheet: e2e/table/test_rules_at_the_table.py), About,
statistics, settings, Sequitur's today's deal (before, at the end of and
after the day's game); each game's setup, its table mid-game (a person
against an AI, and a hot seat behind its cover and after it), its end
screen, its review with the AI (with the replay, the advice and "Play on"); the host's pairing panel, the guest's join screen and the guest's
table (the app's and the games' screens in one window, audited at each
size in turn as it is resized). Every screen is
audited in the light scheme and, at 390 px, in the dark one too (issue 65: the page follows
the system's `prefers-color-scheme`; the page's media emulated dark on the same screen, then light
again: the page's colours are CSS, which follows at once), the dark
audit with the rules a colour decides (axe_source.COLOUR_RULES: the
light audit ran the others on the same screen). Any violation of impact serious or critical fails the test, with
the rule, the elements and axe's advice.

The page's Content-Security-Policy allows no inline script, so axe is not
added as a <script>: its text is evaluated through the DevTools protocol,
which the policy does not govern (the app's own policy is unchanged).
No rule is switched off; on Sequoia's pair buttons one of axe's experimental rules,
off unless asked, is switched on too (label-content-name-mismatch).
"""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from axe_source import COLOUR_RULES, axe_source, axe_violations
import sequitur_page
from conftest import kept
from memory_page import open_route
from memory_records import in_progress, one_move_from_the_end, played, review_of, stop_a_review, store
from net_page import host_a_sequence_for, new_device, open_invitation, paste_reply, reply_text
from waits import settled, within
from web.model.catalog import GAMES as CATALOG
from web.model.seats import Seat

SIZES = {"390": (390, 844), "1280": (1280, 800)}
GAMES = ("sequence", "sequoia", "sequitur")
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
TIMEOUT = 30_000


@pytest.fixture(scope="session")
def axe() -> str:
    return axe_source()


def sized(browser: Browser, key: str) -> Iterator[Page]:
    """A watched page at SIZES[key] in a context of its own (the light scheme), keeping what axe
    finds (`found`)."""
    width, height = SIZES[key]
    for page in kept(browser, viewport={"width": width, "height": height}, color_scheme="light"):
        page.found = []  # type: ignore[attr-defined]
        yield page


@pytest.fixture(params=sorted(SIZES), ids=lambda key: f"{key}px")
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized(browser, request.param)


def audit(page: Page, axe: str, where: str, extra: tuple[str, ...] = ()) -> None:
    """Run axe on the screen as it is now (with its `extra` rules on too); its serious and critical
    violations are kept on the page. At a phone's width the same screen again in the dark scheme
    (the rules a colour decides: the dark scheme changes only colours), then light again."""
    page.wait_for_timeout(200)  # a redraw after the last change settles
    settled(page)  # and every colour's transition ended (the light scheme's back from the dark audit's:
    # under load the next size's audit saw Menu's light text on its dark background still fading out)
    found = [f"{where} (light): {text}" for text in axe_violations(page, axe, extra)]
    if page.viewport_size and page.viewport_size["width"] == SIZES["390"][0]:
        page.emulate_media(color_scheme="dark")
        assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
        settled(page)  # the new colours drawn, a button's colour transition ended (axe saw one mid-way)
        found += [f"{where} (dark): {text}" for text in axe_violations(page, axe, extra, only=COLOUR_RULES)]
        page.emulate_media(color_scheme="light")
        settled(page)  # light again, drawn and settled before the next screen or size
    page.found.extend(found)  # type: ignore[attr-defined]


@pytest.fixture
def both(browser: Browser) -> Iterator[Page]:
    """A page audited at each of SIZES at every screen (resized there and back: `audit_each`)."""
    yield from sized(browser, "390")


def audit_each(page: Page, axe: str, where: str) -> None:
    """`audit` at each of SIZES, the screen as it is (a window resized keeps what it shows): the
    dark scheme at the phone's size only (the same tokens colour every width: the light scheme's
    audit at 1280 px sees the wide layout)."""
    for key, (width, height) in sorted(SIZES.items(), key=lambda item: item[1]):
        page.set_viewport_size({"width": width, "height": height})
        audit(page, axe, f"{where} at {key}px")
    width, height = SIZES["390"]
    page.set_viewport_size({"width": width, "height": height})


def passed(page: Page) -> None:
    found = page.found  # type: ignore[attr-defined]
    assert not found, f"{len(found)} serious or critical violations:\n" + "\n".join(found)
    assert page.console_errors == []  # type: ignore[attr-defined]


def open_screen(page: Page, base_url: str, route: str, ready: str) -> None:
    """`route` shown, `ready` visible: in the app already running on the page, as a player's tap
    shows a screen (`memory_page.show`: mounted anew, even at the address before, a table after its
    save changed), else the app opened there."""
    open_route(page, base_url, route, ready)


def open_stored(page: Page, base_url: str, game: str, text: str, route: str, ready: str, key: str = "game") -> None:
    """`text` stored as `game`'s `key` (its autosave, its replay) while the home screen shows, then
    `route` shown, `ready` visible: a table or replay opened on it, the app going on."""
    open_route(page, base_url, "#/", "#card-sequence")
    store(page, game, text, key)
    open_screen(page, base_url, route, ready)


def test_the_app_s_own_screens(both: Page, base_url: str, axe: str) -> None:
    page = both
    for route, ready in (("#/", "#card-sequence"), ("#/stats", "#view h1"), ("#/about", "#about-version"),
                         ("#/settings", "#set-speed")):
        open_screen(page, base_url, route, ready)
        audit_each(page, axe, route)
    for game in GAMES:
        open_screen(page, base_url, f"#/rules/{game}", "#rules-back")
        page.click("#rules-more > summary")  # its "More details" unfolded: the whole page audited
        expect(page.locator("#rules-rulings")).to_be_visible()
        audit_each(page, axe, f"How to play {game}")
    # Sequitur's today's deal: its screen before the game, the end of the game, its screen after it
    open_screen(page, base_url, "#/sequitur/daily", "#daily-start")
    audit_each(page, axe, "today's deal")
    open_stored(page, base_url, "sequitur", sequitur_page.todays_deal_over(page), "#/sequitur/play/today", "#daily-result",
                "today")
    audit_each(page, axe, "today's deal, its end")
    open_screen(page, base_url, "#/sequitur/daily", "#daily-result")
    audit_each(page, axe, "today's deal, its result")
    passed(page)


def test_the_guided_games(both: Page, base_url: str, axe: str) -> None:
    """Each game's guided game (web/table/guide.py) at its first step, the guide's words over the
    table and the thing to tap marked."""
    page = both
    for game in (game.id for game in CATALOG if game.walkthrough):
        open_screen(page, base_url, f"#/{game}/learn", "[data-guide-target]")
        audit_each(page, axe, f"{game} guided game")
    passed(page)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_s_screens(both: Page, base_url: str, axe: str, game: str) -> None:
    page, prefix = both, PREFIX[game]
    open_screen(page, base_url, f"#/{game}", f"#{prefix}-start")
    audit_each(page, axe, f"{game} setup")
    open_stored(page, base_url, game, in_progress(game).save_text(), f"#/{game}/play", f"#{prefix}-menu")
    audit_each(page, axe, f"{game} table, Ann against an AI")
    page.click(f"#{prefix}-menu")  # the menu's sheet: How to play, Export, New game, the log
    expect(page.locator(f"#{prefix}-sheet")).to_be_visible()
    audit_each(page, axe, f"{game} table, its menu")
    page.keyboard.press("Escape")
    hot_seat = played(game, 5, lambda s: len(s.state.history) >= 4 and bool(s.waiting()),
                      seats=[Seat("Ann"), Seat("Bob")])
    open_stored(page, base_url, game, hot_seat.save_text(), f"#/{game}/play", f"#{prefix}-cover")
    audit_each(page, axe, f"{game} table, hot seat behind the cover")
    page.click(f"#{prefix}-cover-ok")
    expect(page.locator(f"#{prefix}-cover")).to_be_hidden()
    audit_each(page, axe, f"{game} table, hot seat after the cover")
    open_stored(page, base_url, game, one_move_from_the_end(game)[2].save_text(), f"#/{game}/play", f"#{prefix}-end")
    audit_each(page, axe, f"{game} end screen")
    open_stored(page, base_url, game, review_of(game), f"#/{game}/review", "#review-graph", "replay")
    stop_a_review(page)
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    audit_each(page, axe, f"{game} review (stopped after a few moves), its replay, advice and play on")
    passed(page)



def test_pairing_screens(screen: Page, browser: Browser, base_url: str, axe: str) -> None:
    host = screen
    invitation = host_a_sequence_for(host, base_url, "Bob")
    audit(host, axe, "host's pairing panel")
    context, guest = new_device(browser, viewport=host.viewport_size, color_scheme="light")
    guest.found = []  # type: ignore[attr-defined]
    try:
        open_invitation(guest, invitation)
        reply = reply_text(guest)
        audit(guest, axe, "guest's join screen")
        paste_reply(host, reply)
        expect(guest.locator("#net-status")).to_have_text("Connected to the host.", timeout=TIMEOUT)
        audit(host, axe, "host's table, Bob connected")
        audit(guest, axe, "guest's table")
        host.found.extend(guest.found)  # type: ignore[attr-defined]
        passed(host)
        assert guest.console_errors == []  # type: ignore[attr-defined]
    finally:
        context.close()


def test_an_ai_s_thinking_mark_keeps_its_words_contrast(screen: Page, base_url: str, axe: str) -> None:
    """The mark of a seat whose AI is deciding (web/ui/pill.py `mark_thinking`) pulses, but
    only its dot: its words are never faded, so axe finds their contrast whatever the moment
    it looks (a pulse of the words' opacity once failed it mid-fade)."""
    page = screen
    open_stored(page, base_url, "sequoia", in_progress("sequoia").save_text(), "#/sequoia/play", "#sq-menu")
    page.locator("#sq-pairs .sq-pair").first.wait_for(timeout=TIMEOUT)  # Ann's turn: the strip stands still
    page.wait_for_timeout(1000)
    page.evaluate("""() => { const seat = document.querySelector('#sq-scores .table-seat');
        seat.classList.add('thinking');
        const mark = document.createElement('span');
        mark.className = 'seat-thinking'; mark.id = 'probe-thinking'; mark.textContent = 'thinking…';
        seat.append(mark); }""")
    faded = within(page, """() => new Promise(done => {
        const mark = document.querySelector('#probe-thinking'), seen = [];
        const faded = el => { if (!el.isConnected) return 'gone';
                              for (let n = el; n; n = n.parentElement) if (+getComputedStyle(n).opacity < 1) return n.tagName;
                              return false; };
        let k = 0;
        const look = () => { seen.push(faded(mark)); if (++k < 12) setTimeout(look, 100); else done(seen); };
        look(); })""", what="twelve looks at the thinking mark")
    assert faded == [False] * 12
    assert page.evaluate("getComputedStyle(document.querySelector('#probe-thinking'), '::before').animationName") == "seq-pulse"
    audit(page, axe, "sequoia table, an AI's seat thinking")
    passed(page)


def pairs_to_choose(*, sequoia: bool) -> Any:
    """A game of Ann and an AI at Ann's choice of a pair, her roll five equal dice (a Sequoia) or not."""
    def choosing(session: Any) -> bool:
        own = session.private(0)
        return 0 in session.waiting() and own["roll"] is not None and own["sequoia"] == sequoia \
            and bool(session.state.legal_actions(0))

    for seed in range(1, 200):
        session = played("sequoia", seed, choosing)
        if not session.is_over and choosing(session):
            return session
    raise LookupError("no seed rolls what is asked")


def test_sequoia_s_pair_buttons_are_named_by_what_they_show(screen: Page, base_url: str, axe: str) -> None:
    """Issue 65: a pair's button shows "10 & 11" and was named "10 and 11: 4 and 6 make 10, ...", so
    someone who says what they see ("click 10 & 11", voice control) could not press it. axe's
    label-content-name-mismatch (experimental: off unless asked) runs here, with every other rule,
    on a table whose pairs are shown, a roll of different dice and a Sequoia (any two totals)."""
    page = screen
    named = 0
    for roll in ("different dice", "a Sequoia"):
        open_stored(page, base_url, "sequoia", pairs_to_choose(sequoia=roll == "a Sequoia").save_text(),
                    "#/sequoia/play", "#sq-pairs .sq-pair")
        audit(page, axe, f"sequoia table, pairs of {roll}", ("label-content-name-mismatch",))
        for button in page.locator("#sq-pairs .sq-pair").all():  # each name starts with the button's words
            shown, name = button.locator(".sq-pair-totals").inner_text(), button.get_attribute("aria-label") or ""
            if not name.startswith(shown):
                page.found.append(f"{roll}: the button showing {shown!r} is named {name!r}")  # type: ignore[attr-defined]
            named += 1
    assert named >= 2
    passed(page)
