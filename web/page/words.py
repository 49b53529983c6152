"""The player's language: every word the page shows goes through here.

Strings are marked where they are written, whole sentences with NAMED
placeholders, never pieced together from fragments:

    _("Settings")
    _("Resume the game of {game}", game=name)
    ngettext("{count} point", "{count} points", n, count=n)
    N_("Fast")  # a constant: marked for extraction, translated where it is shown
    pgettext("one move back, in a replay", "Back")  # one English word another language says two ways
    NP_("a pile of goal cards", "red")  # a constant with its context: pgettext(that context, it) where shown

Babel extracts the marks into locales/<lang>/LC_MESSAGES/messages.po
(tools/words.py, docs/languages.md); the build compiles each catalog to
dist/web/words/<lang>.json, and web/boot.js fetches the chosen language's
alone (none for English) before the page shows its words; `install` takes
it in. `_` is called when a screen is drawn, never at import time (a
module's constants would stay in the language of the page's start): use
`N_` for those and `_` on the constant where it is shown.

Plurals follow each language's CLDR rule, compiled by the build into the
name of one of `RULES` (the catalog's Plural-Forms, checked against Babel's
CLDR data in tests/delivery/test_words.py): nothing is evaluated from the
catalog at runtime. Pure Python, the same on MicroPython, Pyodide and
CPython (the build's prerendering and the tests see English).
"""
from __future__ import annotations

from typing import Any

# (code, the language's own name), as the picker lists them; "en" needs no catalog
LANGUAGES = (
    ("en", "English"),
    ("es", "Español"),
    ("fr", "Français"),
    ("de", "Deutsch"),
    ("it", "Italiano"),
    ("pt-BR", "Português (Brasil)"),
    ("nl", "Nederlands"),
    ("pl", "Polski"),
)
CODES = tuple(code for code, _name in LANGUAGES)
SOURCE = "en"  # the language the strings are written in


def _one(n: int) -> int:
    """en, de, es, it, nl: 'one' for 1, else 'other'."""
    return 0 if n == 1 else 1


def _zero_one(n: int) -> int:
    """fr, pt-BR: 'one' for 0 and 1, else 'other'."""
    return 0 if n <= 1 else 1


def _polish(n: int) -> int:
    """pl: 'one' for 1, 'few' for 2-4, 22-24... (not 12-14), 'many' for the rest."""
    if n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


RULES = {"one": _one, "zero-one": _zero_one, "polish": _polish}

_state: dict[str, Any] = {"code": SOURCE, "messages": {}, "plural": _one}


def install(code: str, catalog: dict[str, Any] | None) -> str:
    """Use `code`'s compiled catalog (None: the English source). Returns the code
    in use: an unknown code or a catalog that cannot be read gives English."""
    messages: Any = catalog.get("messages") if isinstance(catalog, dict) else None
    rule = RULES.get(catalog.get("plural", "")) if isinstance(catalog, dict) else None
    if code not in CODES or code == SOURCE or not isinstance(messages, dict) or rule is None:
        _state.update(code=SOURCE, messages={}, plural=_one)
    else:
        _state.update(code=code, messages=messages, plural=rule)
    return _state["code"]


def language() -> str:
    """The code of the language in use ('en', 'pt-BR'...)."""
    return _state["code"]


def _fill(text: str, names: dict[str, Any]) -> str:
    return text.format(**names) if names else text


def _(msgid: str, **names: Any) -> str:
    """`msgid` in the player's language, its {placeholders} filled from `names`."""
    found = _state["messages"].get(msgid)
    return _fill(found if isinstance(found, str) and found else msgid, names)


def ngettext(singular: str, plural: str, n: int, **names: Any) -> str:
    """The form of `singular`/`plural` for the number `n` in the player's language."""
    forms = _state["messages"].get(singular)
    if isinstance(forms, list) and forms:
        index = _state["plural"](n)
        text = forms[index] if index < len(forms) else forms[-1]
    else:
        text = singular if n == 1 else plural
    return _fill(text, names)


CONTEXT = "\x04"  # between a message's context and its msgid in a compiled catalog (tools/words.py `key`)


def pgettext(context: str, msgid: str, **names: Any) -> str:
    """`msgid` as said in `context`: where one English word (a label, a colour) reads two ways in
    another language ("Back" a step through the moves or away from a chosen card; a seat's colour or a
    pile's, whose gender differs), each use is its own message. The context also tells the translator."""
    found = _state["messages"].get(context + CONTEXT + msgid)
    return _fill(found if isinstance(found, str) and found else msgid, names)


def NP_(context: str, msgid: str) -> str:  # noqa: N802 - gettext's name for the mark
    """Mark `msgid` with its `context` for the catalogs without translating it: `pgettext(context, it)`
    where it is shown."""
    return msgid


def in_sentence(title: str) -> str:
    """A title as it reads inside a sentence ('Tokens, help, ...'): its first letter
    lower-cased, but German nouns keep their capital."""
    return title if _state["code"] == "de" else title[:1].lower() + title[1:]


def N_(msgid: str) -> str:
    """Mark `msgid` for the catalogs without translating it (a constant: `_` it where shown)."""
    return msgid


class SaidError(ValueError):
    """Something from outside (a pasted code, a typed one) refused with why, for a person: a
    whole sentence marked with N_ and its named values. `words()` says it in the player's
    language, where a screen shows it; str() is the English (the console, the tests)."""

    def __init__(self, message: str, **values: Any) -> None:
        super().__init__(_fill(message, values) if values else message)
        self.message = message
        self.values = values

    def words(self) -> str:
        return _(self.message, **self.values)
