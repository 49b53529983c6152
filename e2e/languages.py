"""What the language tests compare (issue 69, docs/languages.md): the English strings of the
translated screens, by the files their strings are marked in, looked for in a screen's visible
text where the player's catalog says otherwise (e2e/shell/test_languages.py for the home, Settings,
About and the setups; e2e/table/test_table_languages.py for the tables; e2e/shell/test_rules.py for
How to play and today's deal, by RULES_AND_DAILY)."""
from __future__ import annotations

import re

from typing import Any

from playwright.sync_api import Page, expect

from axe_source import axe_source, axe_violations
from one_screen import fits
from waits import drawn
from tools import words as catalogs

# the screens translated so far, by the files their strings are marked in: the first step's
# screens, then the tables' shared chrome (the bar, the menu, the tray's tools, the cover, the end)
# and the statistics, then Sequence's whole table (its prompts, refusals, narration, cards, cut); play
# across devices (web/net: the join screen, the pairing panel, the guest's screens, the online panel
# and the connection settings); the guided games' panel and Sequence's and Sequoia's lessons, the
# replay's and the review's own words
TRANSLATED = ("index.html", "web/boot.js", "web/shell/home.py", "web/shell/settings.py", "web/ui/links.py",
              "web/device/settings.py", "web/table/setup_form.py", "web/table/screens.py", "web/table/history_view.py",
              "web/model/wording.py", "web/games/sequence/setup_view.py", "web/games/sequoia/setup_view.py",
              "web/games/sequitur/setup_view.py", "engine/core/levels.py", "web/shell/about.py",
              "web/ui/table_layout.py", "web/ui/cover.py", "web/ui/view.py", "web/ui/confirm.py", "web/ui/reveal.py",
              "web/ui/log_view.py", "web/ui/end_view.py", "web/ui/undo.py", "web/ui/suggest.py", "web/ui/why.py",
              "web/ui/pill.py", "web/device/names.py",
              "web/table/driver.py", "web/games/sequence/narration.py", "web/games/sequoia/narration.py",
              "web/games/sequitur/narration.py", "web/games/sequence/play_view.py", "web/games/sequitur/play_view.py",
              "web/shell/statistics.py", "web/ui/chart.py", "web/ui/exports.py", "web/model/colours.py",
              "web/model/spec.py", "web/model/refusals.py", "web/games/sequence/card_words.py",
              "web/games/sequence/refusals.py", "web/games/sequence/hand_view.py", "web/games/sequence/board_view.py",
              "web/games/sequence/cut_view.py", "web/games/sequence/__init__.py",
              "web/games/sequoia/play_view.py", "web/games/sequoia/refusals.py", "web/games/sequoia/forest_view.py",
              "web/games/sequoia/scoring_view.py", "web/games/sequoia/__init__.py",
              "web/games/sequoia/reasons.py",
              "web/net/code_form.py", "web/net/code_view.py", "web/net/guest.py",
              "web/net/host.py", "web/net/host_panel.py", "web/net/mirror.py", "web/net/online_guest.py",
              "web/net/online_host.py", "web/net/online_invite.py", "web/net/online_settings_view.py",
              "web/net/protocol.py", "web/net/qr.py",
              "web/games/sequitur/card_words.py", "web/games/sequitur/refusals.py", "web/games/sequitur/cards_view.py",
              "web/games/sequitur/decide_view.py", "web/games/sequitur/rack_view.py", "web/games/sequitur/spell_view.py",
              "web/games/sequitur/preview.py", "web/games/sequitur/summary_view.py", "engine/sequitur/state.py",
              "web/table/guide.py", "web/games/sequence/walkthrough.py",
              "web/games/sequoia/walkthrough.py", "web/games/sequitur/lesson_guide.py", "web/table/replay.py",
              "web/table/review_view.py",
              "web/model/review_series.py", "web/table/play_on.py", "web/model/catalog.py")
# How to play (the three rules sheets) and today's deal (its screen, its result, its statistics)
RULES_AND_DAILY = ("web/games/sequence/rules.py", "web/games/sequoia/rules.py", "web/games/sequitur/rules.py",
                   "web/ui/rules_view.py", "web/shell/rules.py", "web/games/sequitur/daily.py",
                   "web/games/sequitur/daily_view.py", "web/shell/statistics.py")
PLACEHOLDER = re.compile(r"\{\w*\}")
_LOOKED_FOR: dict[tuple[str, str, tuple[str, ...]], list[str]] = {}  # (code, source, files): what must not show
_CATALOGS: dict[str, dict[str, Any]] = {}  # code: its compiled catalog's strings, read once
_TEMPLATE: list[Any] = []  # Babel's extraction, once (it takes a second)


def english_left(text: str, code: str, files: tuple[str, ...] = TRANSLATED) -> list[str]:
    """The English strings marked in `files` (the translated screens') found in `text`, where
    `code`'s catalog says otherwise (the words before a placeholder, for one that has any)."""
    return strings_left(text, code, "en", files)


def strings_left(text: str, code: str, source: str, files: tuple[str, ...] = TRANSLATED) -> list[str]:
    """The strings marked in `files` as the language `source` says them (English: as written) found in
    `text`, where `code`'s catalog says otherwise (the longest words between placeholders): a device's
    screen showing another device's language (a host's) is found as English is."""
    if (code, source, files) not in _LOOKED_FOR:
        if not _TEMPLATE:
            _TEMPLATE.append({m.id if isinstance(m.id, str) else m.id[0]: m for m in catalogs.extract() if m.id})
        template = _TEMPLATE[0]
        theirs = " ".join(v if isinstance(v, str) else " ".join(v) for v in catalog(code).values())
        found = []
        for msgid, message in template.items():
            if not any(path in files for path, _line in message.locations):
                continue
            forms = catalog(source).get(msgid, ()) if source != "en" else msgid
            for form in [forms] if isinstance(forms, str) else forms:
                words = max(PLACEHOLDER.split(form), key=len).strip(" .,:()")
                if len(words) >= 4 and words not in theirs:
                    found.append(words)
        _LOOKED_FOR[(code, source, files)] = found
    return [words for words in _LOOKED_FOR[(code, source, files)]  # (`in` first: a thousand regexes are slow)
            if words in text and re.search(rf"\b{re.escape(words)}\b", text)]


def catalog(code: str) -> dict[str, Any]:
    """`code`'s compiled catalog's translated strings (read once)."""
    if code not in _CATALOGS:
        _CATALOGS[code] = catalogs.compiled(code)["messages"] if code != "en" else {}
    return _CATALOGS[code]


# English words a table in another language never shows, whether or not a catalog marks them: a
# string the code forgot to mark is found too (Sequence's cards, spaces, moves and prompts; Sequoia's
# forests, trees, tokens, rolls and pairs)
ENGLISH_WORDS = ("the", "of", "row", "column", "played", "removed", "hearts", "spades", "diamonds", "clubs", "jack",
                 "queen", "king", "ace", "card", "cards", "turn", "your", "choose", "wild", "dead", "empty",
                 "waiting", "with", "and", "you", "space", "sequence", "sequences", "discard", "pile", "hand", "Why",
                 "forest", "forests", "tree", "trees", "token", "tokens", "grew", "tied", "roll", "pair", "pairs",
                 "point", "points", "scoring", "twice")
# the language's own words too: Dutch "of" (or), "hand"; French "point(s)"
OWN_WORDS = {"nl": ("of", "hand"), "fr": ("point", "points")}


def english_words(text: str, code: str) -> list[str]:
    """ENGLISH_WORDS found in `text` as words, as English writes them mid-sentence (lower case:
    'Sequence', capitalised, is the game's name; the log's "Why?" button), but those `code` writes
    too."""
    return sorted({word for word in ENGLISH_WORDS if word not in OWN_WORDS.get(code, ())
                   and re.search(rf"(?<![\w-]){word}(?![\w-])", text)})


def without_game_words(text: str, spelled: list[str] = ()) -> str:
    """`text` without Sequitur's own English words, which stay English in every language (docs/languages.md
    "Sequitur's words"): each word a player spelled (in capitals), narrowly: nothing else of the screen is
    left out (the goal cards' texts are the player's language's, issue 84)."""
    for word in spelled:
        text = re.sub(rf"(?<![\w-]){re.escape(word.upper())}(?![\w-])", "", text)
    return text


def english_goal_texts(text: str) -> list[str]:
    """Each Sequitur goal card's English text found in `text` (none on a table in another language)."""
    from engine.sequitur.goals import BY_ID

    return sorted({goal.text for goal in BY_ID.values() if goal.text in text})


def phone_in(browser: Any, code: str, size: tuple[int, int], name: str) -> tuple[Any, Any]:
    """A watched touch page in the language `code` at `size`, named `name` for the one-screen
    checks' messages: (its context, the page)."""
    from conftest import kept_page

    width, height = size
    page = kept_page(browser, {"locale": code, "viewport": {"width": width, "height": height}, "is_mobile": True,
                               "has_touch": True})  # as new, kept from an earlier test when it can be
    page.size_name = name
    return page.context, page


# the screen's words: its visible text, and the names of what a screen reader reads out (aria-label,
# title), of the elements shown or inside `also` (a board's cells, drawn on a canvas)
SAID = """also => {
  const shown = el => el.checkVisibility();
  const text = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title]'))
    if (shown(el) || (also && el.closest(also))) text.push(el.getAttribute('aria-label') || '', el.getAttribute('title') || '');
  return text.join('\\n');
}"""


def no_english(page: Page, code: str, moment: str, game: str, names: tuple[str, ...], also: str = "", *,
               spelled: tuple[str, ...] = (), foreign: str = "", axe: bool = True, cut: bool = False) -> None:
    """Nothing English on the screen at `moment` (the catalog's strings and ENGLISH_WORDS, in the text
    and the accessible names, the seats' `names` aside; at Sequitur's table its own English words,
    `without_game_words`, with the words `spelled`), nor of the language `foreign` (a host's, at a
    guest's table), `lang` right; axe clean and one screen (each unless told otherwise); with `cut`,
    nothing sticks out of the screen or is cut (`overflowing`)."""
    shown = page.evaluate(SAID, also)
    if game == "sequitur":
        shown = without_game_words(shown, list(spelled))
    for name in names:
        shown = shown.replace(name, "")
    assert (left := english_left(shown, code)) == [], f"{moment}: {left} in {shown}"
    assert (left := english_words(shown, code)) == [], f"{moment}: {left} in {shown}"
    if foreign and foreign != code:
        assert (left := strings_left(shown, code, foreign)) == [], f"{moment}, {foreign}'s {left} in {code}: {shown}"
    expect(page.locator("html")).to_have_attribute("lang", code)
    if axe:
        assert axe_violations(page, axe_source()) == [], moment
    fits(page, game, f"{moment} in {code}")
    if cut:
        assert (cut_off := overflowing(page, game)) == [], f"{moment} in {code}: {cut_off}"


# the two phones a whole game is seen at (issue 69): a page played at one is looked at at the other too
PHONES = {"390x844": {"width": 390, "height": 844}, "320x640": {"width": 320, "height": 640}}


def no_english_at_both_sizes(page: Page, code: str, moment: str, game: str, names: tuple[str, ...], also: str = "",
                             *, spelled: tuple[str, ...] = (), foreign: str = "", axe: bool = True) -> None:
    """`no_english` at `moment` at the page's phone size (PHONES), then at the other phone's, the same page
    resized as a phone turned is (a game played whole at one size is seen at both), then back at its own and
    settled before the game goes on: at each size no English and one screen, at 320x640 nothing cut
    (`overflowing`); axe-core (costly) at the page's own size only."""
    own = "{width}x{height}".format(**page.viewport_size)
    assert own in PHONES, f"{moment}: a page at {own}, no phone's size"
    for size in (own, *(size for size in PHONES if size != own)):
        if size != own:
            page.set_viewport_size(PHONES[size])
            drawn(page)
        page.size_name = size  # type: ignore[attr-defined]  # (the one-screen checks' messages)
        try:
            no_english(page, code, moment if size == own else f"{moment}, at {size}", game, names, also,
                       spelled=spelled, foreign=foreign, axe=axe and size == own,
                       cut=size == "320x640")
        finally:
            page.size_name = own  # type: ignore[attr-defined]
            if size != own:
                page.set_viewport_size(PHONES[own])
                drawn(page)


def said(code: str, msgid: str, **values: Any) -> str:
    """`msgid` as the page says it in `code` (English where the catalog has no translation), filled in
    with `values`: what a test waits for on a page in any language."""
    text = catalog(code).get(msgid, msgid)
    return text.format(**values) if values else text


def spelled_words(page: Page) -> tuple[str, ...]:
    """The words spelled so far in the Sequitur game `page` keeps (its autosave: the host's, or a
    device playing alone), the game's own English words."""
    from web.games.sequitur import GAME
    from web.games.sequitur.narration import rounds
    from web.model.session import Session

    text = page.evaluate("localStorage.getItem('seqgames.sequitur.game')")
    if not text:
        return ()
    session = Session.from_save(GAME, text)
    return tuple(word for r in rounds(session) for _seat, word, _score, _house in r.words if word)


# what sticks out of a phone's screen or is cut: an element of #view past the viewport's right edge
# (but inside a box that scrolls on purpose, Sequitur's goal table), a button, link or heading wider
# than its box, words wider than a box that hides what overflows, or than their own box (a card's name);
# not what a screen reader only reads (inside a clip: Sequitur's table of points at the end, a secret
# goal's mark turned a quarter, 1.4 px wide)
OVERFLOWING = """() => [...document.querySelectorAll('#view *')].filter(e => {
    if (e.closest('.rules-scroll') && !e.classList.contains('rules-scroll')) return false;
    const box = e.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;  // none, or a screen reader's only (1 px, clipped)
    for (let n = e; n && n !== document.body; n = n.parentElement)
      if (getComputedStyle(n).clip !== 'auto' || getComputedStyle(n).clipPath !== 'none') return false;
    const style = getComputedStyle(e), hides = ['hidden', 'clip'].includes(style.overflowX);
    const cut = [...e.children].some(c => c.getBoundingClientRect().right > box.right + 1);
    const clamped = style.webkitLineClamp !== 'none' && e.scrollHeight > e.clientHeight + 1;  // lines cut off under
    return box.right > innerWidth + 0.5 || (e.matches('button, a, h1, h2, summary') && e.scrollWidth > e.clientWidth + 1)
        || clamped || (hides && (e.scrollWidth > e.clientWidth + 1 || cut))
        || (!e.children.length && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1);
}).map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40))"""


# words cut on the screen (issue 69, "nothing is cut or overflowing"): of the visible elements of #view (not a
# screen reader's only, inside a clip), one past the screen's sides; one that hides what overflows it, cut short
# with an ellipsis or with words of its own or of an element in it past its side or foot; a button, label,
# heading or cell, or an element of words of its own, wider than its box; and words that a box scrolling on its
# own cuts, past its side (a table wider than its box) or, outside the tray (which scrolls on a small phone by
# design: e2e/one_screen.py holds its choices in sight), astride its top or foot at rest (a line half shown);
# but the parts `shortened` (a selector) names, one line by design and said whole elsewhere
CUT = """(shortened) => {
  const vw = innerWidth, found = [], style = new Map(), hid = new Map(), box = new Map();
  const css = e => { if (!style.has(e)) style.set(e, getComputedStyle(e)); return style.get(e); };
  const name = e => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${typeof e.className === 'string' && e.className.trim()
    ? '.' + e.className.trim().split(/\\s+/).join('.') : ''} "${(e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40)}"`;
  const unseen = e => {  // inside a clip (a screen reader's only)
    if (!e || e === document.body) return false;
    if (!hid.has(e)) hid.set(e, css(e).clip !== 'auto' || css(e).clipPath !== 'none' || unseen(e.parentElement));
    return hid.get(e);
  };
  const clipper = e => {  // the nearest box around `e` that does not show what overflows it
    if (!box.has(e)) {
      const n = e.parentElement;
      box.set(e, !n || n === document.documentElement ? null
        : (css(n).overflowX !== 'visible' || css(n).overflowY !== 'visible') ? n : clipper(n));
    }
    return box.get(e);
  };
  const clip = e => {  // the part of the window the boxes around `e` let show
    let top = 0, left = 0, bottom = innerHeight, right = vw;
    for (let n = clipper(e); n; n = clipper(n)) {
      const b = n.getBoundingClientRect();
      top = Math.max(top, b.top + n.clientTop); left = Math.max(left, b.left + n.clientLeft);
      bottom = Math.min(bottom, b.top + n.clientTop + n.clientHeight); right = Math.min(right, b.left + n.clientLeft + n.clientWidth);
    }
    return {top, left, bottom, right};
  };
  const own = e => [...e.childNodes].some(c => c.nodeType === 3 && c.textContent.trim());
  const WORDS = 'button, label, th, td, a, summary, h1, h2, h3, [role=button]';
  const hides = axis => ['hidden', 'clip'].includes(axis);
  const shown = [...document.querySelectorAll('#view *')].filter(e =>
    !['SCRIPT', 'STYLE', 'CANVAS', 'SELECT', 'OPTION', 'INPUT', 'TEXTAREA'].includes(e.tagName) && !e.closest('svg')
    && !(shortened && e.closest(shortened)) && e.checkVisibility({visibilityProperty: true}) && !unseen(e));
  const texts = shown.filter(own);
  const spills = (e, side) => {  // words of its own, or of an element it holds (no box between them), past its side or foot
    if (own(e)) return side ? e.scrollWidth > e.clientWidth + 1 : e.scrollHeight > e.clientHeight + 1;
    const b = e.getBoundingClientRect();
    const right = b.left + e.clientLeft + e.clientWidth, bottom = b.top + e.clientTop + e.clientHeight;
    return texts.some(c => clipper(c) === e
      && (side ? c.getBoundingClientRect().right > right + 1 : c.getBoundingClientRect().bottom > bottom + 1));
  };
  for (const e of shown) {
    const r = e.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    const s = css(e), words = own(e) || e.matches(WORDS);
    if (r.right > vw + 0.5 || r.left < -0.5) { found.push(`${name(e)} past the screen's side`); continue; }
    if (s.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1) found.push(`${name(e)} cut short with an ellipsis`);
    else if (hides(s.overflowX) && spills(e, true)) found.push(`${name(e)} cut at its side`);
    else if (hides(s.overflowY) && spills(e, false)) found.push(`${name(e)} cut at its foot`);
    else if (words && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) found.push(`${name(e)} wider than its box`);
    else if (own(e)) {
      const c = clip(e), seen = r.bottom > c.top + 1 && r.top < c.bottom - 1;
      if (seen && (r.right > c.right + 1 || r.left < c.left - 1)) found.push(`${name(e)} past the side of its box`);
      else if (seen && !e.closest('.table-tray') && (r.top < c.top - 1 || r.bottom > c.bottom + 1))
        found.push(`${name(e)} half in sight in its box`);
    }
  }
  const page = document.documentElement.scrollWidth;
  if (page > vw) found.push(`the page is ${page} px wide in a ${vw} px screen`);
  return found;
}"""


def cut_words(page: Page, shortened: str = "") -> list[str]:
    """What CUT finds on the screen now, but in `shortened` (a selector): every word whole and on the screen is []."""
    drawn(page)  # a resize observer has run
    return page.evaluate(CUT, shortened)


# what is cut at a table on purpose or known and being fixed apart, left out of `overflowing` narrowly, by
# a pattern of what OVERFLOWING names ("TAG.class text"): Sequence's note under a hand of six at 320 px is
# one line with an ellipsis in every language, English too (the board keeps the height); the board's last
# column and row number, "10", is a pixel wider than its tenth of a board a guest's phone draws smaller, and
# shows whole (nothing hides it); Sequitur's and Sequoia's news strip's lines are one line by design at 320
# px, said whole in the log (as e2e/table/test_words_fit.py's SHORTENED; Sequoia's kept there since issue 80),
# and so are the lines a glimpse tells one at a time in those rooms (Sequence's last move's, Sequitur's news
# strip's: issue 80); Sequence's last move's line itself is whole (two lines on a phone upright, issue 80)
KNOWN_CUT: dict[str, str] = {"sequence": r"P\.seq-hand-note |LI\. 10$|SPAN\.table-reveal-text table-glimpse-told ",
                             "sequitur": r"P\.table-news-line |SPAN\.table-reveal-text table-glimpse-told ",
                             "sequoia": r"P\.table-news-line "}


def overflowing(page: Page, game: str) -> list[str]:
    """What sticks out of the screen or is cut on `page` (OVERFLOWING), but `game`'s KNOWN_CUT."""
    known = KNOWN_CUT.get(game)
    return [item for item in page.evaluate(OVERFLOWING) if not (known and re.match(known, item))]
