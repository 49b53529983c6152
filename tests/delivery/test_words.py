"""The catalogs of the app's words (docs/languages.md, issue 69): every string
marked in the code (Babel's extraction, tools/words.py) is in every
language's catalog and translated, no catalog keeps a string the code no
longer marks, a translation has its source's placeholders, each language's
plural rule is CLDR's, every catalog passes GNU gettext's `msgfmt -c`
(issue 84: no message wrongly flagged python-format), and web/page/words.py picks the right form."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tools import words as catalogs
from web.device import keys
from web.page import words

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


@pytest.fixture(scope="module")
def marked() -> dict[str, object]:
    """A message's key (its msgid, a plural's singular; after its context if it has one) -> the id as
    marked (a tuple for a plural)."""
    return {catalogs.key(m): m.id for m in catalogs.extract() if m.id}


def entries(code: str) -> dict[str, object]:
    return {catalogs.key(m): m for m in catalogs.read(code) if m.id}


def test_the_extraction_finds_every_kind_of_mark(marked: dict[str, object]) -> None:
    """Python's `_`, `N_` and `ngettext`, boot.js's `t`, index.html's `data-t` and `data-t-attrs`."""
    assert "Settings" in marked and "Fast" in marked and marked["{count} move played"] == (
        "{count} move played", "{count} moves played")
    assert "Loading… {percent}%" in marked and "Choose a game" in marked
    assert "Three tabletop games in your browser, offline after the first visit." in marked


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_every_marked_string_is_translated_in_every_catalog(code: str, marked: dict[str, object]) -> None:
    found = entries(code)
    missing = sorted(set(marked) - set(found))
    assert not missing, f"{catalogs.po_path(code)} lacks {missing}: run python3 tools/words.py update"
    untranslated = sorted(key for key, m in found.items()
                          if key in marked and (m.fuzzy or not (all(m.string) if isinstance(m.id, tuple) else m.string)))
    assert not untranslated, f"{catalogs.po_path(code)}: not translated (or fuzzy): {untranslated}"
    plural_kind = sorted(key for key, m in found.items() if key in marked and isinstance(m.id, tuple) != isinstance(marked[key], tuple))
    assert not plural_kind, f"{catalogs.po_path(code)}: marked otherwise as plural or not: {plural_kind}"


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_no_catalog_string_is_unused(code: str, marked: dict[str, object]) -> None:
    unused = sorted(set(entries(code)) - set(marked))
    assert not unused, f"{catalogs.po_path(code)} keeps strings no code marks: {unused}"


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_every_translation_has_its_sources_placeholders(code: str) -> None:
    wrong = []
    for key, m in entries(code).items():
        sources = m.id if isinstance(m.id, tuple) else (m.id,)
        wanted = set(PLACEHOLDER.findall(sources[0]))
        assert all(set(PLACEHOLDER.findall(s)) == wanted for s in sources), f"the English forms of {key!r} differ"
        for text in (m.string if isinstance(m.id, tuple) else (m.string,)):
            if text and set(PLACEHOLDER.findall(text)) != wanted:
                wrong.append((key, text))
    assert not wrong, f"{catalogs.po_path(code)}: placeholders unlike the source's: {wrong}"


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_each_catalog_passes_msgfmt_checks(code: str) -> None:
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "msgfmt is missing: tools/test.py installs Debian's gettext"
    done = subprocess.run([msgfmt, "-c", "-o", "/dev/null", str(catalogs.po_path(code))], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, f"msgfmt -c {catalogs.po_path(code)}:\n{done.stderr}"
    # Babel's own check reads any "%" as %-format (its checker looks at the id, not the flags): the brace
    # placeholders are checked above (test_every_translation_has_its_sources_placeholders)
    # (read from the file: Babel's reader flags such an id again by itself)
    flagged = [line for line in catalogs.po_path(code).read_text(encoding="utf-8").splitlines()
               if line.startswith("#,") and "python-format" in line.replace(",", " ").split()]
    assert not flagged, f"{catalogs.po_path(code)}: flagged python-format, but the words are filled by str.format: {flagged}"


def cldr_form(code: str, n: int) -> int:
    """The gettext form of `n` in `code` from Babel's CLDR data: the categories in
    CLDR's order, 'many' of a million and more counted as 'other' (gettext's)."""
    from babel import Locale

    locale = Locale.parse(catalogs.BABEL_CODES[code])
    category = locale.plural_form(n)
    forms = [c for c in ("one", "few", "many", "other") if c in locale.plural_form.tags | {"other"}]
    if code != "pl":
        forms = ["one", "other"]
        category = category if category in forms else "other"
    return forms.index(category)


@pytest.mark.parametrize("code", sorted(catalogs.BABEL_CODES))
def test_each_languages_plural_rule_is_cldrs(code: str) -> None:
    rule = words.RULES[catalogs.compiled(code)["plural"]]
    assert [rule(n) for n in range(1001)] == [cldr_form(code, n) for n in range(1001)]


def test_a_catalog_compiles_to_the_translated_strings_and_their_rule() -> None:
    compiled = catalogs.compiled("pl")
    assert compiled["plural"] == "polish"
    assert compiled["messages"]["Settings"] == "Ustawienia"
    assert len(compiled["messages"]["{count} move played"]) == 3


def test_words_translate_fill_placeholders_and_pick_the_plural_form() -> None:
    catalog = catalogs.compiled("pl")
    try:
        assert words.install("pl", catalog) == "pl" and words.language() == "pl"
        assert words._("Settings") == "Ustawienia"
        assert words._("Resume the game of {game} ({names})", game="Sequoia", names="Ann") == "Wznów grę Sequoia (Ann)"
        said = [words.ngettext("{count} move played", "{count} moves played", n, count=n) for n in (1, 3, 5, 22, 112)]
        assert said == ["1 ruch wykonany", "3 ruchy wykonane", "5 ruchów wykonanych", "22 ruchy wykonane",
                        "112 ruchów wykonanych"]
        assert words._("Not in any catalog {x}", x=1) == "Not in any catalog 1"  # English, the source, when missing
    finally:
        words.install("en", None)
    assert words._("Settings") == "Settings"
    assert words.ngettext("{count} move played", "{count} moves played", 2, count=2) == "2 moves played"


CONTEXTS = (("one move back, in a replay", "Back"), ("away from the chosen card, to choose again", "Back"))


def test_a_word_said_two_ways_is_a_message_per_context(marked: dict[str, object]) -> None:
    """`pgettext`: one English word that another language says two ways ("Back" a step through a replay's
    moves, or away from a chosen Sequitur card) is one message per context, each translated on its own
    and looked up by its context in the compiled catalog; an unknown context says the English."""
    assert {f"{context}{catalogs.CONTEXT}{msgid}" for context, msgid in CONTEXTS} <= set(marked)
    catalog = catalogs.compiled("fr")
    try:
        words.install("fr", catalog)
        step, away = (words.pgettext(context, msgid) for context, msgid in CONTEXTS)
        assert step == "Reculer" and away == "Retour" and words._("Forward") == "Avancer"
        assert words.pgettext("no such context", "Back") == "Back"
    finally:
        words.install("en", None)
    assert [words.pgettext(context, msgid) for context, msgid in CONTEXTS] == ["Back", "Back"]


def test_an_unknown_code_or_a_damaged_catalog_gives_english() -> None:
    try:
        assert words.install("xx", catalogs.compiled("de")) == "en"
        assert words.install("de", {"plural": "polish", "messages": "no"}) == "en"
        assert words.install("de", {"plural": "eval(n)", "messages": {"Settings": "Einstellungen"}}) == "en"
        assert words._("Settings") == "Settings"
    finally:
        words.install("en", None)


def test_boot_js_offers_the_same_languages_and_reads_the_kept_one() -> None:
    """web/boot.js chooses the language before Python runs: its list is words.py's,
    and it reads the key web/device/keys.py names."""
    boot = (ROOT / "web" / "boot.js").read_text()
    listed = re.search(r"const LANGUAGES = \[([^\]]*)\]", boot)
    assert listed is not None
    assert tuple(re.findall(r'"([^"]+)"', listed.group(1))) == words.CODES
    assert f'localStorage.getItem("{keys.LANGUAGE}")' in boot
    assert set(catalogs.BABEL_CODES) == set(words.CODES) - {words.SOURCE}


def test_boot_js_carries_every_language_s_first_screen_words(tmp_path: Path, marked: dict[str, object]) -> None:
    """The build writes into web/boot.js each language's translation of every string boot.js and
    index.html mark (tools/words.py `boot_words`), so the first screen needs no catalog's request;
    a boot.js without its one marker stops the build."""
    first = {m.id for m in catalogs.extract(catalogs.BOOT_SOURCES) if m.id}
    assert "Choose a game" in first and "Loading… {percent}%" in first and "Start the game" not in first
    found = catalogs.boot_words()
    assert set(found) == set(catalogs.BABEL_CODES)
    for code, messages in found.items():
        assert set(messages) == first, code  # every one, translated (each catalog is complete)
        assert messages["Choose a game"] == catalogs.compiled(code)["messages"]["Choose a game"]
    script = tmp_path / "boot.js"
    script.write_text((ROOT / "web" / "boot.js").read_text())
    catalogs.write_boot_words(script)
    written = re.search(r"const BOOT_WORDS = (\{.*\});\n", script.read_text())
    assert written is not None and json.loads(written.group(1)) == found
    with pytest.raises(SystemExit):
        catalogs.write_boot_words(script)  # the marker is gone: a second fill is refused


def test_an_update_that_changes_no_string_leaves_the_catalog_and_its_date(tmp_path: Path) -> None:
    """`tools/words.py update` rewrites a PO only when more than its POT-Creation-Date differs."""
    po = tmp_path / "messages.po"
    before = b'msgid ""\nmsgstr ""\n"POT-Creation-Date: 2026-11-27 06:46+0000\\n"\n\nmsgid "Menu"\nmsgstr "Men\xc3\xbc"\n'
    po.write_bytes(before)
    catalogs._write(po, before.replace(b"06:46", b"07:10"))
    assert po.read_bytes() == before
    changed = before.replace(b"06:46", b"07:10") + b'\nmsgid "Close"\nmsgstr ""\n'
    catalogs._write(po, changed)
    assert po.read_bytes() == changed
