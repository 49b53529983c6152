"""Marks for the app's catalogs (docs/languages.md): the engine never
translates (it never imports the page), but a string a player reads can be
marked here, `N_("...")`, so that Babel extracts it into the catalogs and
the web layer translates it where it shows it (web/page/words.py `_`)."""
from __future__ import annotations


def N_(msgid: str) -> str:
    """`msgid` itself, marked for the catalogs."""
    return msgid
