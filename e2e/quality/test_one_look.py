"""End-to-end: one look for the whole app (issue 24, "A game, not a
document"): every screen of every game is drawn from the design system's
components (web/app.css), never in the browser's default look; the three
setups and the three end screens are built from the same components; an
end screen says "New game" once; the header is one line on a phone with
44 px links; the home screen's pictures are there before Python runs and
hidden from screen readers."""
from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from conftest import kept, wait_ready, watch
from memory_records import TABLES, in_progress, one_move_from_the_end, played, store

TIMEOUT = 30_000
GAMES = ("sequence", "sequoia", "sequitur")
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}

# Buttons are the app's own: the component (.button) or a game's piece drawn as a button
# (a card of the hand, a letter ball, a forest, a space's gap); never the browser's grey box.
PIECES = ("button", "seq-card", "sr-ball", "sr-gap", "sr-flip", "sr-card-face", "sq-forest", "sq-pair")

# Every visible link and button that looks like the browser's default, with why.
DEFAULT_LOOK = """(pieces) => {
  const shown = (n) => { const r = n.getBoundingClientRect(); const s = getComputedStyle(n);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !n.closest('[hidden], [aria-hidden="true"]'); };
  const out = [];
  for (const a of document.querySelectorAll('a[href]')) {
    if (!shown(a)) continue;
    const s = getComputedStyle(a);
    const text = a.textContent.trim().slice(0, 40);
    if (s.color === 'rgb(0, 0, 238)' || s.color === 'rgb(85, 26, 139)') out.push(`link "${text}": browser colour ${s.color}`);
    if (s.textDecorationLine.includes('underline')) out.push(`link "${text}": browser underline`);
  }
  for (const b of document.querySelectorAll('button, input[type=submit], input[type=button]')) {
    if (!shown(b)) continue;
    const s = getComputedStyle(b);
    const text = (b.textContent || b.value || b.getAttribute('aria-label') || '').trim().slice(0, 40);
    if (!pieces.some((c) => b.classList.contains(c))) out.push(`button "${text}": no component class (${b.className})`);
    if (s.backgroundColor === 'rgb(239, 239, 239)' || s.borderStyle.includes('outset')) out.push(`button "${text}": browser look`);
  }
  return out;
}"""

# The component classes a screen part is built from (the same set for the three games).
SETUP_PARTS = (".seq-setup", "fieldset.panel.setup-panel", ".setup-field", ".seq-seat-row", ".seq-seat-list",
               ".seat-badge", "button.button.primary.big[type=submit]", ".setup-start-bar", ".seq-import.panel",
               "a.nav-link.help#how-to-play", "a.button.quiet[href='#/']")
END_PARTS = (".end-screen", ".end-screen > h2.end-title:first-child", ".end-screen .end-scores", ".end-screen .end-decided",
             ".end-screen .end-actions", ".end-actions button.button.primary", ".end-actions button.button.secondary",
             ".end-actions a.button.secondary")
PARTS = """(parts) => parts.filter((p) => document.querySelector(p) !== null)"""


def finished_with_two(game: str) -> Any:
    """A finished game of Ann against an AI (Sequitur's memory table is solo: here two play, as in
    the other games, so each side has a score)."""
    table = TABLES[game]
    saved = dict(table["config"])
    table["config"] = {**saved, "players": 2}
    try:
        return played(game, 2, lambda session: False)
    finally:
        table["config"] = saved


def no_default_look(page: Page, where: str) -> None:
    found = page.evaluate(DEFAULT_LOOK, list(PIECES))
    assert found == [], f"{where}: {found}"


def open_screen(page: Page, base_url: str, route: str) -> None:
    page.goto(base_url + "?fast" + route)
    page.reload()  # the same address as the screen before (a table after its save changed)
    wait_ready(page)


@pytest.fixture
def phone(browser: Browser) -> Any:
    yield from kept(browser, viewport={"width": 390, "height": 844}, device_scale_factor=1)


def test_no_screen_of_any_game_looks_like_a_browser_default(phone: Page, base_url: str) -> None:
    page = phone
    for route, ready in (("#/", "#card-sequence"), ("#/stats", "#view h1"), ("#/about", "#about-version"),
                         ("#/settings", "#set-speed"), ("#/join", "#net-again-paste")):
        open_screen(page, base_url, route)
        expect(page.locator(ready).first).to_be_visible(timeout=TIMEOUT)
        no_default_look(page, route)
    for game in GAMES:
        prefix = PREFIX[game]
        open_screen(page, base_url, f"#/{game}")
        expect(page.locator(f"#{prefix}-start")).to_be_visible(timeout=TIMEOUT)
        no_default_look(page, f"{game} setup")
        open_screen(page, base_url, f"#/rules/{game}")
        expect(page.locator("#rules-back")).to_be_visible(timeout=TIMEOUT)
        no_default_look(page, f"{game} rules")
        store(page, game, in_progress(game).save_text())
        open_screen(page, base_url, f"#/{game}/play")
        expect(page.locator(f"#{prefix}-menu")).to_be_visible(timeout=TIMEOUT)
        page.wait_for_timeout(300)  # the AI's reply, if any, drawn
        no_default_look(page, f"{game} table")
        store(page, game, one_move_from_the_end(game)[2].save_text())
        open_screen(page, base_url, f"#/{game}/play")
        expect(page.locator(f"#{prefix}-end")).to_be_visible(timeout=TIMEOUT)
        no_default_look(page, f"{game} end")
    assert page.console_errors == []


def test_the_three_setups_are_built_from_the_same_components(phone: Page, base_url: str) -> None:
    found = {}
    for game in GAMES:
        open_screen(phone, base_url, f"#/{game}")
        expect(phone.locator(f"#{PREFIX[game]}-start")).to_be_visible(timeout=TIMEOUT)
        found[game] = phone.evaluate(PARTS, list(SETUP_PARTS))
        # one primary action: Start the game
        expect(phone.locator("#view .button.primary")).to_have_count(1)
        expect(phone.locator("#view .button.primary")).to_have_text("Start the game")
        # each seat is a card with its letter or team chip, its name and who plays it
        row = phone.locator(".seq-seat-row").first
        expect(row.locator(".seat-badge > *").first).to_be_visible()
        assert row.evaluate("(n) => getComputedStyle(n).getPropertyValue('--seat').trim()") != ""
    assert found["sequence"] == found["sequoia"] == found["sequitur"] == list(SETUP_PARTS), found
    assert phone.console_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_end_screen_shows_the_result_first_and_new_game_once(phone: Page, base_url: str, game: str) -> None:
    """Sequence's game ends at the table by Ann's last move (a card and a space: two taps); the others
    open on their finished save, as a table reloaded after its end does."""
    page, prefix = phone, PREFIX[game]
    open_screen(page, base_url, "#/")
    text, action, end = one_move_from_the_end(game)
    if game != "sequence":
        end = finished_with_two(game)
    store(page, game, text if game == "sequence" else end.save_text())
    open_screen(page, base_url, f"#/{game}/play")
    if game == "sequence":
        page.click(f"#seq-hand .seq-card[data-card='{action.card}']", timeout=TIMEOUT)
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")  # two taps: the move is played
    screen = page.locator(".end-screen")
    expect(screen).to_be_visible(timeout=TIMEOUT)
    expect(screen).to_have_count(1)
    assert screen.get_attribute("id") == f"{prefix}-end"
    # the result first: the first heading, big, in the winner's colour
    title = screen.locator("h2").first
    expect(title).to_have_class("end-title")
    result = end.state.result()
    expect(title).to_have_text(end.spec.ending(end)[0])
    size = float(title.evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)"))
    assert size >= 24, size
    winner = screen.evaluate("(n) => n.style.getPropertyValue('--winner')")
    if len({end.spec.colour(end, seat)[2] for seat in result.winners}) == 1:
        assert winner == end.spec.colour(end, result.winners[0])[2]
    assert screen.get_attribute("data-winner") == " ".join(str(s) for s in result.winners)
    # then the scores and the actions (one result card, issue 65), then what decided it, with New game
    # exactly once on the whole screen
    order = screen.evaluate("""(n) => [...n.querySelectorAll('.end-title, .end-scores, .end-decided, .end-actions')]
        .map((e) => e.className.split(' ').find((c) => c.startsWith('end-')))""")
    assert order == ["end-title", "end-scores", "end-actions", "end-decided"], order
    expect(page.get_by_role("link", name="New game")).to_have_count(1)
    expect(page.locator(f"#{prefix}-new")).to_be_visible()
    assert sorted(page.evaluate(PARTS, list(END_PARTS))) == sorted(END_PARTS)
    assert page.console_errors == []


@pytest.mark.parametrize("width", [320, 390])
def test_the_header_is_one_line_with_44_px_links_on_a_phone(browser: Browser, base_url: str, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 700}, device_scale_factor=1)
    page = context.new_page()
    watch(context, page)
    page.goto(base_url)
    wait_ready(page)
    boxes = page.evaluate("""() => [...document.querySelectorAll('.app-header a')].map((a) => {
        const r = a.getBoundingClientRect(); return {text: a.textContent.trim(), top: r.top, height: r.height, right: r.right}; })""")
    assert [b["text"] for b in boxes][-2:] == ["Settings", "About"]
    for box in boxes:
        assert box["height"] >= 44, box
        assert box["right"] <= width, box
    assert max(b["top"] for b in boxes) - min(b["top"] for b in boxes) < 2, boxes  # one row
    header = page.locator(".app-header").bounding_box()
    assert header["height"] <= 64, header
    # the brand keeps its name for screen readers, whatever shows
    expect(page.locator(".app-header .brand")).to_have_accessible_name("Sequence · Sequoia · Sequitur")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert page.console_errors == []
    context.close()


def test_home_pictures_show_before_python_and_are_hidden_from_screen_readers(context: BrowserContext,
                                                                              base_url: str) -> None:
    held: list[Route] = []  # the app's pack held: the page's MicroPython cannot start the app without it
    context.route("**/web/app-files.txt", lambda route: held.append(route))
    page = context.new_page()
    watch(context, page)
    page.goto(base_url)
    expect(page.locator("#card-sequoia")).to_be_visible()
    assert page.evaluate("document.documentElement.dataset.appReady") is None  # Python is not running
    for game in GAMES:
        box = page.locator(f"#picture-{game}")
        assert box.get_attribute("aria-hidden") == "true"
        drawn = box.evaluate("""(n) => { const r = n.firstElementChild && n.firstElementChild.getBoundingClientRect();
            return r ? [r.width, r.height] : [0, 0]; }""")
        assert drawn[0] > 100 and drawn[1] > 30, (game, drawn)  # a picture, not an empty box
    assert page.locator("#picture-sequence svg path").count() > 20  # the board's cards and chips
    assert page.locator("#picture-sequoia svg path").count() > 10  # the forests
    expect(page.locator("#picture-sequoia .sq-die")).to_have_count(5)
    expect(page.locator("#picture-sequitur .sr-ball")).to_have_count(8)
    # each card reads as its game's name and description, never the picture's letters and digits
    expect(page.locator("#card-sequoia")).to_have_accessible_name(
        "Sequoia Roll dice pairs, plant trees in numbered forests, and be tallest where it scores.")
    expect(page.locator("#card-sequitur")).to_have_accessible_name(
        "Sequitur Rearrange the letters on your rack and spell words that meet goal cards.")
    for route in held:
        route.continue_()
    context.unroute("**/web/app-files.txt")
    wait_ready(page)
    page.wait_for_timeout(300)
    for game in GAMES:  # Python leaves the pictures as they are
        assert page.locator(f"#picture-{game} > *").count() >= 1
    expect(page.locator("#card-sequoia")).to_have_accessible_name(
        "Sequoia Roll dice pairs, plant trees in numbered forests, and be tallest where it scores.")
    assert page.console_errors == []
