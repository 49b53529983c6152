"""The glossary (locales/glossary.json, docs/languages.md, issue 84): each game's own terms and the
app's buttons with the one word each language uses for each, and each language's register. A
translation of a message whose English uses a term never says it with one of the term's wrong
variants seen before (Dutch "plankje" where the rack is "rek", "doelpunten" for goal points;
Italian "gettone" for Sequoia's token; "parejas" beside "pares"), and no translation leaves its
language's register (French "tu" where the player is "vous"; Polish "zagrałeś", a second person
that assumes a gender)."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterable

import pytest

from tools import words as catalogs

GLOSSARY = json.loads((Path(__file__).resolve().parents[2] / "locales" / "glossary.json").read_text(encoding="utf-8"))


def forms(message: Any) -> tuple[str, list[str]]:
    """A message's English (its forms joined) and its translated forms."""
    if isinstance(message.id, tuple):
        return " ".join(message.id), list(message.string)
    return message.id, [message.string]


def wrong_words(code: str, messages: Iterable[Any]) -> list[str]:
    """Each translation of `code`'s catalog that says a term with a wrong variant, or leaves the register."""
    found = []
    register = [re.compile(p) for p in GLOSSARY["register"][code].get("not", [])]
    terms = [(term, re.compile(term["english"]), re.compile(term["unless"]) if "unless" in term else None,
              [re.compile(p) for p in term.get("not", {}).get(code, [])]) for term in GLOSSARY["terms"]]
    for message in messages:
        if not message.id:
            continue
        english, translated = forms(message)
        for text in translated:
            found += [f"{english!r} -> {text!r}: not the register ({pattern.pattern})"
                      for pattern in register if pattern.search(text)]
            for term, uses, unless, variants in terms:
                if not variants or not uses.search(english) or (unless and unless.search(english)):
                    continue
                found += [f"{english!r} -> {text!r}: {term['term']} is {term['say'][code]!r} ({pattern.pattern})"
                          for pattern in variants if pattern.search(text)]
    return found


def test_the_glossary_says_each_term_in_every_language() -> None:
    languages = set(catalogs.BABEL_CODES)
    assert set(GLOSSARY["languages"]) == languages == set(GLOSSARY["register"])
    for term in GLOSSARY["terms"]:
        assert set(term["say"]) == languages, term["term"]
        assert set(term.get("not", {})) <= languages, term["term"]


def test_each_term_is_one_the_app_uses() -> None:
    """A term's English matches a marked string, so the glossary follows the app's words."""
    english = [forms(m)[0] for m in catalogs.extract() if m.id]
    unused = [term["term"] for term in GLOSSARY["terms"] if not any(re.search(term["english"], e) for e in english)]
    assert not unused, f"locales/glossary.json: no marked string uses {unused}"


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_the_chosen_word_is_the_catalogs(code: str) -> None:
    """The glossary's word is the one the catalog uses: some translation of a message with the term has it."""
    messages = [forms(m) for m in catalogs.read(code) if m.id]
    absent = []
    for term in GLOSSARY["terms"]:
        word = term["say"][code].split(",")[0].split()[0].lower()
        stem = word[:-2] if len(word) > 5 else word
        uses = re.compile(term["english"])
        if not any(stem in text.lower() for english, texts in messages if uses.search(english) for text in texts):
            absent.append(f"{term['term']}: {term['say'][code]!r}")
    assert not absent, f"{catalogs.po_path(code)}: the glossary's word is in no translation of its term: {absent}"


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_no_translation_says_a_term_with_a_wrong_word(code: str) -> None:
    found = wrong_words(code, catalogs.read(code))
    assert not found, f"{catalogs.po_path(code)} (locales/glossary.json):\n" + "\n".join(found)
