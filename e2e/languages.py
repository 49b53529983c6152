"""What the language tests compare (issue 69, docs/languages.md): the English strings of the
translated screens, by the files their strings are marked in, looked for in a screen's visible
text where the player's catalog says otherwise (e2e/shell/test_languages.py for the home, Settings,
About and the setups; e2e/table/test_table_languages.py for the tables)."""
from __future__ import annotations

import re

from typing import Any

from conftest import watch
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
              "web/table/driver.py", "web/games/sequence/narration.py", "web/games/sequoia/narration.py",
              "web/games/sequitur/narration.py", "web/games/sequence/play_view.py", "web/games/sequitur/play_view.py",
              "web/shell/statistics.py", "web/ui/chart.py", "web/ui/exports.py", "web/model/colours.py",
              "web/model/spec.py", "web/model/refusals.py", "web/games/sequence/card_words.py",
              "web/games/sequence/refusals.py", "web/games/sequence/hand_view.py", "web/games/sequence/board_view.py",
              "web/games/sequence/cut_view.py", "web/games/sequence/__init__.py",
              "web/games/sequoia/play_view.py", "web/games/sequoia/refusals.py",
              "web/net/code_form.py", "web/net/code_view.py", "web/net/guest.py",
              "web/net/host.py", "web/net/host_panel.py", "web/net/mirror.py", "web/net/online_guest.py",
              "web/net/online_host.py", "web/net/online_invite.py", "web/net/online_settings_view.py",
              "web/net/protocol.py", "web/net/qr.py", "web/table/guide.py", "web/games/sequence/walkthrough.py",
              "web/games/sequoia/walkthrough.py", "web/table/replay.py", "web/table/review_view.py",
              "web/model/review_series.py", "web/table/play_on.py", "web/model/catalog.py")
PLACEHOLDER = re.compile(r"\{\w*\}")
_LOOKED_FOR: dict[str, list[str]] = {}  # a language code: the English words its screens must not show


def english_left(text: str, code: str) -> list[str]:
    """The translated screens' English strings found in `text`, where `code`'s
    catalog says otherwise (the words before a placeholder, for one that has any)."""
    if code not in _LOOKED_FOR:  # Babel's extraction takes a second: once per language
        template = {m.id if isinstance(m.id, str) else m.id[0]: m for m in catalogs.extract() if m.id}
        translated = catalogs.compiled(code)["messages"]
        theirs = " ".join(v if isinstance(v, str) else " ".join(v) for v in translated.values())
        found = []
        for msgid, message in template.items():
            if not any(path in TRANSLATED for path, _line in message.locations):
                continue
            words = max(PLACEHOLDER.split(msgid), key=len).strip(" .,:()")
            if len(words) >= 4 and words not in theirs:
                found.append(words)
        _LOOKED_FOR[code] = found
    return [words for words in _LOOKED_FOR[code] if re.search(rf"\b{re.escape(words)}\b", text)]


# English words a table in another language never shows, whether or not a catalog marks them: a
# string the code forgot to mark is found too (Sequence's cards, spaces, moves and prompts)
ENGLISH_WORDS = ("the", "of", "row", "column", "played", "removed", "hearts", "spades", "diamonds", "clubs", "jack",
                 "queen", "king", "ace", "card", "cards", "turn", "your", "choose", "wild", "dead", "empty",
                 "waiting", "with", "and", "you", "space", "sequence", "sequences", "discard", "pile", "hand", "Why")
OWN_WORDS = {"nl": ("of", "hand")}  # the language's own words too: Dutch "of" (or), "hand"


def english_words(text: str, code: str) -> list[str]:
    """ENGLISH_WORDS found in `text` as words, as English writes them mid-sentence (lower case:
    'Sequence', capitalised, is the game's name; the log's "Why?" button), but those `code` writes
    too."""
    return sorted({word for word in ENGLISH_WORDS if word not in OWN_WORDS.get(code, ())
                   and re.search(rf"(?<![\w-]){word}(?![\w-])", text)})


def phone_in(browser: Any, code: str, size: tuple[int, int], name: str) -> tuple[Any, Any]:
    """A watched touch page in the language `code` at `size`, named `name` for the one-screen
    checks' messages: (its context, the page)."""
    width, height = size
    context = browser.new_context(locale=code, viewport={"width": width, "height": height}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    watch(context, page)
    page.size_name = name
    return context, page
