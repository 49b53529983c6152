"""Every language's words fit a phone (issue 69, "Done when": in each language, nothing is cut or
overflowing): in each of the seven languages besides English, at 320x640 with touch, each game's
table at the moments that show the most words, and no button, label, heading or cell is cut
(e2e/languages.py `CUT`: past the screen's side, clipped by its box or cut short with an ellipsis,
wider than its box; the page no wider than the screen). The moments a common phone lays out
otherwise are looked at 390x844 too, the same page resized in place (a page opened anew costs more):
Sequitur's five (its cards were five to a row there, its spelling's buttons three) and the ends
(the bar's status, the end card).

The moments, games crafted with the engine, each opened on its autosave (one browser context and one
start of the app a language, each table after the first shown as a player's tap shows it: e2e/memory_page.py
`open_saved` in place; no whole game):

- Sequence: the hand and the prompt under it, a card chosen and its note, the end card;
- Sequoia: the roll and its pairs' buttons, the final scoring on the end card;
- Sequitur: the five cards and Pass, a card picked (Redraw: its hint and Back), the spelling step
  (Spell, Clear, Spell nothing; two balls picked and the verdict; a word meeting three goals, their
  count and points on one line), a round's summary (the stacks, the round's table, Continue: a goal's words in its
  table break between words and at their soft hyphens only, issue 80); in German, a game in German words (its deck, balls and "DE").

With SHOTS=<dir> in the environment each moment is saved as a screenshot there,
`words-<code>-<moment>.png` (at 390x844 `words-<code>-<moment>-390.png`).
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from languages import cut_words, phone_in, said
from memory_page import TIMEOUT, open_saved
from memory_records import one_move_from_the_end, played
from moment_records import deciding, sequitur_by_ai
from engine.sequitur import dictionary
from engine.sequitur.spelling import best_words
from web.games.sequitur import GAME
from web.games.sequitur.card_words import goal_words
from web.games.sequitur.narration import rounds
from web.games.sequitur.preview import goals_met, play_in
from web.model.session import Session
from web.model.seats import Seat, SeatKind

CODES = ("es", "fr", "de", "it", "pt-BR", "nl", "pl")
SMALL = (320, 640)
COMMON = (390, 844)
# one line by design, said whole elsewhere (the log): the news strip's lines, a glimpse's lines told one at a
# time in those rooms (issue 80), what follows a Sequitur seat's points on its line (issue 65: one line a seat);
# Sequence's last move's line is whole (two lines on a phone upright, issue 80)
SHORTENED = ".table-news-line, .table-glimpse-told, .sr-seat > :is(.sr-claimed, .sr-played, .sr-secret-mark, .sr-seat-word)"
VERSUS = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")]
# in the page: the parts of the words of a round table's goals (between soft hyphens and hyphens) that run over two
# lines: a goal's words break between words and at their soft hyphens only, never inside ("Konsonante / n", issue 80)
BROKEN_INSIDE = """() => [...document.querySelectorAll('.sr-round-end td.sr-goal-cell')].flatMap(cell => {
  const found = [], walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const part of node.textContent.matchAll(/[^\\s\\u00ad\\-\u2013]+/g)) {
      const range = document.createRange();
      range.setStart(node, part.index);
      range.setEnd(node, part.index + part[0].length);
      let rects = [...range.getClientRects()].filter(r => r.width > .5);
      if (node.textContent[part.index - 1] === '\\u00ad' && rects.length > 1 && rects[0].width < 6) rects = rects.slice(1);  // the soft
      // hyphen's dash, drawn where it broke, is counted in the part after it
      if (new Set(rects.map(r => Math.round(r.top))).size > 1) found.push(part[0]);
    }
  }
  return found;
})"""


# the phones whose Sequitur moments are played in their own words (issue 84): German's, whose deck and
# short goal cards are the longest; the other languages' moments are English words' (their seeds' spelling
# moments give a three-goal word in English)
OWN_WORDS = ("de", "nl", "pl")  # and Dutch's and Polish's, in their words (their own decks and balls)


def words_of(code: str) -> str:
    """The language of Sequitur's words at the moments a phone in `code` is shown."""
    return code if code in OWN_WORDS else dictionary.ENGLISH


@lru_cache(maxsize=None)
def moment(name: str, words: str = dictionary.ENGLISH) -> str:
    """The autosave of the moment `name` in the words of `words` (crafted once for every language that
    plays them)."""
    config = {} if words == dictionary.ENGLISH else {"language": words}
    if name == "action":
        return played("sequitur", 3, deciding("action", cards=5), seats=VERSUS, config=config).save_text()
    if name == "spell":
        return played("sequitur", 3, deciding("spell"), seats=VERSUS, config=config).save_text()
    if name == "round":  # round 1 over, its summary waiting for Continue, goals claimed in it
        session = sequitur_by_ai(1, lambda s: any(r.over for r in rounds(s)), VERSUS, config=config)
        session.view["summary_open"] = True
        return session.save_text()
    raise KeyError(name)


def pick_most_goals(page: Page, words: str) -> list[str | None]:
    """At the spelling moment (`moment("spell", words)`, its rack not turned around), tap the balls of the
    word reading left to right that meets the most goals, its blank's letter chosen: the goals it meets, the
    secret goal as None (a screen reader hears "your secret goal")."""
    obs = Session.from_save(GAME, moment("spell", words)).private(0)
    goals = list(obs["public"]) + ([obs["secret"]] if obs["secret"] else [])
    play_in(words)  # the goals judged with the table's words and balls, as its page judges them
    try:
        best = max(((goals_met(obs["rack"], spell, goals, house_rule=False), spell)
                    for _word, spell in best_words(obs["rack"], dictionary.load(language=words))
                    if list(spell.positions) == sorted(spell.positions) and spell.qu is None),
                   key=lambda pair: len(pair[0]))
    finally:
        play_in(dictionary.ENGLISH)
    met, spell = best
    assert len(met) >= 3, met  # the longest sentence a seed gives
    for p in spell.positions:
        page.click(f"#sr-ball-{p}")
    if spell.blank is not None:
        page.select_option("#sr-blank", spell.blank)
    expect(page.locator("#sr-spell")).to_be_enabled()
    return [None if goal == obs["secret"] else goal for goal in met]


@lru_cache(maxsize=None)
def last_moves(game: str) -> tuple[str, object]:
    """(the autosave, Ann's last move) of `game` one move from its end."""
    text, action, _end = one_move_from_the_end(game)
    return text, action


# the words a Sequence card of the hand may say under its face (web/games/sequence/hand_view.py), by the
# class of the card that says it (a dead card's on its striped face, kept on one line)
CARD_WORDS = {"wild": "", "clear": "", "dead": "dead", "swap": "dead"}


def card_words_cut(page: Page, code: str) -> list[str]:
    """Each of CARD_WORDS in `code` that is wider than a card of the hand: said on a copy of the hand's
    first card (the table's own CSS), then taken away. Whatever the deal, every word is seen."""
    wide = page.evaluate("""words => words.map(([word, kind]) => {
        const card = document.querySelector('#seq-hand .seq-card').cloneNode(false);
        card.removeAttribute('id'); card.className = 'seq-card black' + (kind ? ' ' + kind : '');
        const part = (cls, text) => Object.assign(document.createElement('span'), {className: cls, textContent: text});
        card.append(part('seq-card-big', 'J♦'), part('seq-card-small', word));
        document.querySelector('#seq-hand').append(card);
        const over = card.querySelector('.seq-card-small').getBoundingClientRect().width > card.clientWidth + 1;
        card.remove();
        return over ? word : null; }).filter(Boolean)""", [[said(code, msgid), kind] for msgid, kind in CARD_WORDS.items()])
    return [f"{code}: the card's word {word!r} is wider than the card" for word in wide]


def whole(page: Page, code: str, where: str, problems: list[str], shortened: str = SHORTENED) -> None:
    """Note what is cut at `where` (but in `shortened`), and keep a screenshot with SHOTS set."""
    width = page.viewport_size["width"]  # type: ignore[index]
    where = where if width == SMALL[0] else f"{where}-{width}"
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"words-{code}-{where}.png"))
    problems += [f"{code}, {where}: {cut}" for cut in cut_words(page, shortened)]


def both(page: Page, code: str, where: str, problems: list[str], shortened: str = SHORTENED) -> None:
    """`whole` at the page's size, then at the other (320x640, 390x844): the page is left at the
    other size."""
    whole(page, code, where, problems, shortened)
    size = COMMON if page.viewport_size["width"] == SMALL[0] else SMALL  # type: ignore[index]
    page.set_viewport_size({"width": size[0], "height": size[1]})  # (a kept page is given back at its own size)
    whole(page, code, where, problems, shortened)


@pytest.mark.parametrize("code", CODES)
def test_every_word_fits_a_phone(browser: Browser, base_url: str, code: str) -> None:
    context, page = phone_in(browser, code, SMALL, f"320x640-{code}")
    problems: list[str] = []
    try:
        text, action = last_moves("sequence")
        open_saved(page, base_url, "sequence", text, "#seq-hand .seq-card")
        whole(page, code, "sequence-hand", problems)
        problems += card_words_cut(page, code)
        page.click(f"#seq-hand .seq-card[data-card='{action.card}']")  # type: ignore[attr-defined]
        expect(page.locator(f"#seq-hand .seq-card[data-card='{action.card}']")).to_have_attribute(  # type: ignore[attr-defined]
            "aria-pressed", "true")
        whole(page, code, "sequence-card-chosen", problems)
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")  # type: ignore[attr-defined]
        expect(page.locator("#seq-end .end-actions")).to_be_visible(timeout=TIMEOUT)
        both(page, code, "sequence-end", problems)  # now at 390x844

        page.set_viewport_size({"width": SMALL[0], "height": SMALL[1]})
        text, action = last_moves("sequoia")
        open_saved(page, base_url, "sequoia", text, "#sq-pairs [data-pair]", in_place=True)
        whole(page, code, "sequoia-pairs", problems)
        page.click(f"#sq-pairs [data-pair='{action.a},{action.b}']")  # type: ignore[attr-defined]
        expect(page.locator("#sq-end .end-actions")).to_be_visible(timeout=TIMEOUT)
        both(page, code, "sequoia-end", problems)  # now at 390x844

        # Sequitur's moments at both sizes, each opened at the size the one before left
        words = words_of(code)
        open_saved(page, base_url, "sequitur", moment("action", words), "#sr-play-redraw", in_place=True)
        both(page, code, "sequitur-cards", problems)  # now at 320x640
        page.click("#sr-play-redraw")
        expect(page.locator("#sr-private")).to_have_attribute("data-decision", "action-redraw")
        both(page, code, "sequitur-redraw", problems)  # now at 390x844
        open_saved(page, base_url, "sequitur", moment("spell", words), "#sr-clear", in_place=True)
        both(page, code, "sequitur-spell", problems, SHORTENED)  # now at 320x640
        page.click("#sr-ball-0")
        page.click("#sr-ball-1")
        expect(page.locator("#sr-word-text")).not_to_have_text("—")
        both(page, code, "sequitur-spell-picked", problems, SHORTENED)  # now at 390x844
        page.click("#sr-clear")
        met = pick_most_goals(page, words)  # three goals: counted on one line, each named to a screen reader
        expect(page.locator("#sr-met [aria-hidden]")).to_contain_text(str(len(met)))
        for goal in [goal for goal in met if goal is not None]:  # (not your secret goal, so named)
            expect(page.locator("#sr-met .visually-hidden")).to_contain_text(said(code, goal_words(goal)))
        # (the word on Spell is cut short by design where the button has a third of the row, 390 px: the
        # word shows whole above it, web/games/sequitur/sequitur.css "spelling (issue 65)")
        both(page, code, "sequitur-spell-goals", problems, SHORTENED + ", #sr-spell")  # now at 320x640
        open_saved(page, base_url, "sequitur", moment("round", words), "#sr-continue", in_place=True)
        problems += [f"{code}, sequitur-round: {part!r} broken inside" for part in page.evaluate(BROKEN_INSIDE)]
        both(page, code, "sequitur-round", problems)
        problems += [f"{code}, sequitur-round-390: {part!r} broken inside" for part in page.evaluate(BROKEN_INSIDE)]
        assert not problems, "\n".join(problems)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
    finally:
        context.close()
