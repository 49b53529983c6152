"""Sequitur's goal cards in the player's language (issue 84): every goal card's text, of every
catalog and every language's deck, is marked in the engine (engine/sequitur/goals.py, `N_`),
reaches the catalogs and is translated in each, with the glossary's one word for "word",
"letter", "vowel", "consonant", "skill points" and a word's "score"; and `goal_words`, the one
place a card, a log line, a summary, a review or the rules' table takes a goal's words from,
says it in the player's language. Each card's short form (web/games/sequitur/short_goals.py, what a tight table's
small card shows) is translated in each catalog too, shorter than the card's whole words there, with the same
terms, and no two cards' short forms read the same."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine.sequitur.goals import BY_ID, CATALOGS, LANGUAGE_DECKS
from tools import words as catalogs
from web.games.sequitur.card_words import goal_gained, goal_short, goal_words
from web.games.sequitur.short_goals import SHORT
from web.page import words

ROOT = Path(__file__).resolve().parent.parent.parent
GLOSSARY = json.loads((ROOT / "locales" / "glossary.json").read_text(encoding="utf-8"))
CODES = tuple(GLOSSARY["languages"])  # every language but English: es, fr, de, it, pt-BR, nl, pl
# how each language's cards start: "A word", "A three-letter word"... said as that language's word game does
STARTS = {"es": "Una palabra", "fr": "Un mot", "de": "Ein Wort", "it": "Una parola", "pt-BR": "Uma palavra",
          "nl": "Een woord", "pl": "Słowo"}
SOFT_HYPHEN = "\u00ad"  # where a long word may break on a narrow card: "Geschicklichkeits-punkte"
TERMS = ("letter", "vowel", "consonant", "skill points", "score (a word's)")


def every_goal() -> list[str]:
    """Every goal card's id of every catalog and of every language's deck."""
    ids = {gid for cards in CATALOGS.values() for deck in cards.values() for gid in deck}
    ids |= {gid for decks in LANGUAGE_DECKS.values() for cards in decks.values() for deck in cards.values()
            for gid in deck}
    return sorted(ids)


def test_every_goal_text_reaches_the_catalogs() -> None:
    with open(ROOT / "locales" / "messages.pot", "rb") as f:
        template = {m.id for m in read_po(f) if m.id}
    assert set(every_goal()) <= set(BY_ID)
    assert [BY_ID[gid].text for gid in every_goal() if BY_ID[gid].text not in template] == []


@pytest.mark.parametrize("code", CODES)
def test_every_goal_text_is_translated(code: str) -> None:
    said = catalogs.compiled(code)["messages"]
    texts = {BY_ID[gid].text for gid in every_goal()}
    assert sorted(t for t in texts if not said.get(t) or said[t] == t) == []
    assert sorted(said[t] for t in texts if not said[t].startswith(STARTS[code])) == []


@pytest.mark.parametrize("code", CODES)
def test_goal_texts_say_each_term_with_the_glossarys_word(code: str) -> None:
    said = catalogs.compiled(code)["messages"]
    wrong = []
    for term in (t for t in GLOSSARY["terms"] if t["term"] in TERMS):
        english = re.compile(term["english"])
        wrong += [said[t] for t in {BY_ID[gid].text for gid in every_goal()}
                  if english.search(t) and stem(term["say"][code]) not in said[t].replace(SOFT_HYPHEN, "").lower()]
    assert wrong == []


def test_goal_words_says_a_goal_in_the_players_language() -> None:
    try:
        words.install("es", catalogs.compiled("es"))
        assert goal_words("G01") == "Una palabra de tres letras con dos vocales seguidas"
        assert goal_gained("R29") == "“Una palabra con una puntuación de 10 o más” (+3)"
        words.install("de", catalogs.compiled("de"))
        assert goal_words("G28") == "Ein Wort aus vier oder mehr Buchstaben"
        assert goal_short("G28") == "4+ Buchstaben" and goal_short("R17") == "5+ Buchstaben, ohne E"
    finally:
        words.install("en", None)
    assert goal_words("G01") == "A three-letter word with two vowels in a row"


def stem(say: str) -> str:
    """The part of the glossary's word every form of it keeps: "Vokalen", "vogais", "liter" (Polish's genitive)."""
    word = say.split()[0].lower()
    return word[:-2] if len(word) > 5 else word[:-1] if len(word) == 5 else word


@pytest.mark.parametrize("code", CODES)
def test_every_short_form_is_translated_shorter_with_the_glossarys_terms(code: str) -> None:
    said = catalogs.compiled(code)["messages"]
    texts = {BY_ID[gid].text for gid in every_goal()}
    assert sorted(SHORT[t] for t in texts if not said.get(SHORT[t])) == []
    assert sorted(said[SHORT[t]] for t in texts if len(said[SHORT[t]]) >= len(said[t])) == []
    shorts: dict[str, str] = {}
    assert [t for t in texts if shorts.setdefault(said[SHORT[t]], t) != t] == []  # no two cards read the same
    wrong = []
    for term in (t for t in GLOSSARY["terms"] if t["term"] in TERMS):
        english = re.compile(term["english"])
        wrong += [said[SHORT[t]] for t in texts if english.search(SHORT[t])
                  and stem(term["say"][code]) not in said[SHORT[t]].replace(SOFT_HYPHEN, "").lower()]
    assert wrong == []
