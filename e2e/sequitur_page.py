"""Helpers for the Sequitur page's browser tests: open the setup, start a
table, and make one decision by clicking as a person would. Words are
found with the engine on the test's side (the same dictionary the page
loads) and spelled by clicking their balls."""
from __future__ import annotations

import json
import re
import sys
from itertools import combinations
from pathlib import Path

from playwright.sync_api import Page, expect

from conftest import more_options, wait_ready

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.sequitur import dictionary  # noqa: E402
from engine.sequitur.spelling import best_words  # noqa: E402

TIMEOUT = 30_000
EVIL = "<img src=x onerror=alert(1)>"
# one visible control per kind of moment, in the order they are checked
ANY = ("#sr-cover-ok:visible, #sr-reveal-ok:visible, #sr-continue:visible, #sr-winner:visible, #sr-colour-green:visible, "
       "#sr-end-right:visible, #sr-keep-0:visible, #sr-pass:visible, #sr-confirm:visible, .sr-gap:visible, "
       "#sr-spell:visible, .sr-claim:visible")

# what the spelling decision needs whole in the window and on top (issue 80, e2e/one_screen.py `in_view`): the
# goals (there when the round has them; rounded cards), the rack's band, the word's line and Spell (a rounded button)
SPELLING = [("public goal", "#sr-public [data-goal]", False, True), ("secret goal", "#sr-secret .sr-goal", False, True),
            ("rack", "#sr-private .sr-rack-box", True, False), ("word", "#sr-private .sr-word-line", True, False),
            ("Spell", "#sr-spell", True, True)]


def open_setup(page: Page, base_url: str, query: str = "") -> None:
    """Sequitur's setup in the tests' mode, with `query` added to the address ("&quiet=2.5")."""
    page.goto(base_url + "?fast" + query + "#/sequitur")
    wait_ready(page)
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)


def start(page: Page, seats: list[tuple[str, str]], *, house_rule: bool = False, started: bool = True,
          words_in: str | None = None) -> None:
    """Start a table of (name, '' for a person or an AI level), with the words of `words_in` chosen
    (None: as the setup offers them); with `started` False, only press Start."""
    page.select_option("#sr-players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#sr-name-{i}", name)
        page.select_option(f"#sr-kind-{i}", kind)
    if house_rule or words_in is not None:
        more_options(page, "sr")
    if house_rule:
        page.check("#sr-house-rule")
    if words_in is not None:
        page.check(f"#sr-language-{words_in}")
    page.click("#sr-start")
    if started:
        expect(page.locator("#sr-status")).to_be_visible(timeout=TIMEOUT)


def rack(page: Page) -> list[str]:
    """The balls on screen, left to right ('?' for the blank)."""
    letters = page.locator("#sr-rack .sr-ball .sr-letter").all_text_contents()
    return [letter.strip() or "?" for letter in letters]


def press(page: Page, selector: str, tap: bool = False) -> None:
    """Click `selector`, or with `tap` tap it as a finger does (touch events, on a page with touch)."""
    if tap:
        page.locator(selector).tap()
    else:
        page.click(selector)


def spell_best(page: Page, *, keyboard: bool = False, english: bool = True, words_in: str = dictionary.ENGLISH,
               tap: bool = False) -> str:
    """Click (with `tap`, tap) the balls of the rack's highest-scoring word (reading left to right) of the language
    `words_in` (a word English lacks first, where the words are another language's) and spell it; or
    spell nothing. With `keyboard`, walk the rack with the arrow keys and press Enter on each ball
    instead. The verdict's words are checked in English only (`english`); in any language, it is a yes."""
    balls = rack(page)
    words = [(w, s) for w, s in best_words(balls, dictionary.load(language=words_in))
             if list(s.positions) == sorted(s.positions)]
    if words_in != dictionary.ENGLISH:
        english_words = dictionary.load()
        words.sort(key=lambda found: found[0].text in english_words)  # (a stable sort: by score next)
    if not words:
        press(page, "#sr-nothing", tap)
        return ""
    word, spell = words[0]
    if keyboard:
        page.focus("#sr-ball-0")
        for p in range(max(spell.positions) + 1):
            if p in spell.positions:
                page.keyboard.press("Enter")
                expect(page.locator(f"#sr-ball-{p}")).to_have_attribute("aria-pressed", "true")
            expect(page.locator(f"#sr-ball-{p}")).to_be_focused()
            page.keyboard.press("ArrowRight")
    else:
        for p in spell.positions:
            press(page, f"#sr-ball-{p}", tap)
    if spell.blank is not None:
        page.select_option("#sr-blank", spell.blank)
    if spell.qu is not None:
        page.select_option("#sr-qu", "qu" if spell.qu else "q")
    expect(page.locator("#sr-word-text")).to_have_text(word.text.upper())
    expect(page.locator("#sr-verdict")).to_have_class(re.compile(r"\bok\b"))
    if english:
        expect(page.locator("#sr-verdict")).to_contain_text("is in the dictionary")
    if keyboard:
        page.focus("#sr-spell")
        page.keyboard.press("Enter")
    else:
        press(page, "#sr-spell", tap)
    return word.text


def unlisted(balls: list[str]) -> tuple[int, ...] | None:
    """Three balls of `balls` (no blank, no Q) that read no dictionary word, left to right, or None."""
    words = dictionary.load()
    for positions in combinations(range(len(balls)), 3):
        letters = [balls[p] for p in positions]
        if "?" not in letters and "Q" not in letters and "".join(letters).lower() not in words:
            return positions
    return None


def spell_unlisted(page: Page) -> str:
    """Choose three balls that read no dictionary word and have the table accept them (house rule)."""
    balls = rack(page)
    positions = unlisted(balls)
    if positions is None:
        return spell_best(page)
    text = "".join(balls[p] for p in positions).lower()
    for p in positions:
        page.click(f"#sr-ball-{p}")
    expect(page.locator("#sr-verdict")).to_contain_text("may accept it (house rule)")
    expect(page.locator("#sr-spell")).to_be_disabled()
    page.check("#sr-house")
    expect(page.locator("#sr-verdict")).to_contain_text("the table accepts it")
    page.click("#sr-spell")
    return text


def act(page: Page, *, swap: bool = False, keyboard: bool = False, house: bool = False, english: bool = True,
        words_in: str = dictionary.ENGLISH, tap: bool = False) -> str:
    """Make the next decision on screen; the kind of moment it was ('over' at the end); `english`: the
    page speaks English, `words_in`: the language of the game's words (spell_best); `tap`: by touch."""
    page.locator(ANY).first.wait_for(timeout=TIMEOUT)
    if page.locator("#sr-winner").is_visible():
        return "over"
    for selector, kind in (("#sr-cover-ok", "cover"), ("#sr-reveal-ok", "reveal"), ("#sr-continue", "continue"), ("#sr-colour-green", "colour"),
                           ("#sr-end-right", "end"), ("#sr-keep-0", "goal"), ("#sr-confirm", "confirm"),
                           (".sr-gap", "insert"), ("#sr-spell", "spell"), (".sr-claim", "claim")):
        target = page.locator(selector).first
        if target.is_visible():
            if kind == "spell" and house:
                spell_unlisted(page)
            elif kind == "spell":
                spell_best(page, keyboard=keyboard, english=english, words_in=words_in, tap=tap)
            elif tap:
                target.tap()
            else:
                target.click()
            return kind
    if swap and page.locator("#sr-play-swap").is_visible():
        page.click("#sr-play-swap")
        page.click("#sr-ball-0")
        page.click("#sr-ball-1")
        expect(page.locator("#sr-after")).to_be_visible()
        page.click("#sr-confirm")
        return "swap"
    press(page, "#sr-pass", tap)
    return "pass"


LOCAL_DAY = """() => { const d = new Date(); const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`; }"""


def todays_deal_over(page: Page) -> str:
    """The autosave of today's deal (the page's own calendar day) played to its end by the easy AI for Ann,
    the day marked in the page's storage as dealt here as today's (web/games/sequitur/daily_view.py
    `STARTED`), as Start marks it: its end says "today's deal", not a past day's."""
    from web.device import keys

    day = page.evaluate(LOCAL_DAY)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [keys.SEQUITUR_DAILY, json.dumps({"day": day})])
    return deal_played(day)


def nearly_over(day: str) -> str:
    """The save of `day`'s deal with all but the last of the easy AI's decisions for Ann taken."""
    return deal_played(day, left=1)


def deal_played(day: str, left: int = 0) -> str:
    """The save of `day`'s deal played by the easy AI for Ann, its last `left` decisions not taken."""
    from engine.core.seats import Decision
    from engine.sequitur.ai import make_seat
    from engine.sequitur.daily import CONFIG, seed_of
    from web.games.sequitur import GAME
    from web.games.sequitur.daily import OPTION
    from web.model.seats import Seat
    from web.model.session import Session

    def new() -> Session:
        return Session.new(GAME, dict(CONFIG), [Seat("Ann")], {"hints": True, OPTION: day}, seed_of(day))

    session, chooser, actions = new(), make_seat("easy", 1), []
    while not session.is_over:
        state = session.state
        actions.append(chooser.act(Decision(0, state.legal_actions(0), state.observation,
                                            default=state.unlisted_default(0))))
        session.apply(0, actions[-1])
    if not left:
        return session.save_text()
    again = new()
    for action in actions[:-left]:
        again.apply(0, action)
    assert not again.is_over
    return again.save_text()
