"""The catalogs of the app's words (docs/languages.md), with Babel.

    python3 tools/words.py update   # extract the marked strings, update every PO

- `extract()`: Babel's extractors read the marks: `_`, `N_`, `ngettext`,
  and `pgettext`/`NP_` (a message with its context: one English word that
  another language says two ways) in the web layer's Python (web/page/words.py), `N_` in the engine's
  (engine/core/marks.py), `t` in web/boot.js, and
  the elements of index.html with `data-t` (their text) or `data-t-attrs`
  (the attributes it names), read by `extract_html` below, and every line of
  the games' sentence files (web/games/<game>/*.txt: rules, refusals, reasons,
  guided steps; web/page/sentences.py), read by `extract_sentences`;
- `update()`: locales/messages.pot, and each language's
  locales/<lang>/LC_MESSAGES/messages.po merged with it (new strings
  untranslated, strings no longer marked dropped), as `pybabel update` does;
- `compile_catalogs(dest)`: the build's step: `<dest>/<code>.json` per
  language but English, `{"plural": rule, "messages": {key: msgstr or
  [forms]}}`, translated strings only, a message's key its msgid, or its
  context, "\x04" and its msgid (`key`, as gettext's own files join them); the catalog's Plural-Forms becomes the
  name of a rule of web/page/words.py `RULES` (a form not listed stops the build).

Babel is pinned in pyproject.toml (test and build groups): installed for the
tests, read from its downloaded wheel by the build (tools/wheels.py).
"""
from __future__ import annotations

import io
import json
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
CONTEXT = "\x04"  # between a message's context and its msgid (web/page/words.py's CONTEXT)
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "messages.pot"
DOMAIN = "messages"
# web/page/words.py's codes but English (the source), as Babel spells a locale
BABEL_CODES = {"es": "es", "fr": "fr", "de": "de", "it": "it", "pt-BR": "pt_BR", "nl": "nl", "pl": "pl"}
PYTHON_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
ENGINE_KEYWORDS = {"N_": None}  # the engine only marks (engine/core/marks.py)
JS_KEYWORDS = {"t": None}
SENTENCES = ".txt"  # a game's sentence files (web/page/sentences.py), beside the module that says them
# the catalog's Plural-Forms expression (Babel's, per language) -> web/page/words.py RULES
PLURAL_RULES = {
    "(n != 1)": "one",
    "(n > 1)": "zero-one",
    "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)": "polish",
}


def babel() -> None:
    """Make Babel importable: installed (the tests), or the pinned wheel unpacked into build/."""
    sys.path.insert(0, str(ROOT / "tools"))
    from wheels import importable

    importable("babel", "babel")


def sources() -> list[tuple[Path, str]]:
    """(file, Babel's extraction method) of every file whose strings are marked."""
    web = sorted(p for p in (ROOT / "web").rglob("*.py") if "vendor" not in p.parts)
    engine = sorted((ROOT / "engine").rglob("*.py"))
    said = sorted((ROOT / "web" / "games").glob(f"*/*{SENTENCES}"))
    return ([(p, "python") for p in web] + [(p, "engine") for p in engine] + [(p, "sentences") for p in said]
            + [(ROOT / "web" / "boot.js", "javascript"), (ROOT / "index.html", "html")])


class _Marked(HTMLParser):
    """The text of each element marked `data-t` and the attributes named by `data-t-attrs`, each with
    the translators' comment (`<!-- Translators: ... -->`) written just before its element, if any."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str, list[str]]] = []
        self.open: list[tuple[str, int, list[str], list[str]]] = []  # (tag, line, text so far, comments)
        self.comments: list[str] = []  # the comments waiting for the next element

    def handle_comment(self, data: str) -> None:
        said = " ".join(data.split())
        if said.startswith("Translators:"):
            self.comments.append(said)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        line = self.getpos()[0]
        marked = "data-t" in named or "data-t-attrs" in named
        comments, self.comments = (self.comments, []) if marked else ([], self.comments)
        for name in (named.get("data-t-attrs") or "").split():
            if named.get(name):
                self.found.append((line, str(named[name]), comments))
        if "data-t" in named:
            self.open.append((tag, line, [], comments))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][2].append(data)

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag:
            _tag, line, text, comments = self.open.pop()
            self.found.append((line, " ".join("".join(text).split()), comments))


def extract_html(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extraction method for index.html's marked elements (text without markup inside)."""
    parser = _Marked()
    parser.feed(fileobj.read().decode("utf-8"))
    for line, text, comments in parser.found:
        yield line, None, text, comments


def extract_sentences(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """Babel extraction method for a sentence file (web/page/sentences.py): every line under a key,
    read by the page's own parser (the repo's root importable when this runs as a script)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from web.page.sentences import parse

    for line, _key, text, comments in parse(fileobj.read().decode("utf-8")):
        yield line, None, text, comments


def extract(only: tuple[str, ...] = ()) -> Any:
    """A Babel catalog of every marked string (of the files `only` names, if any), with where each is used."""
    babel()
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract as run

    catalog = Catalog(domain=DOMAIN, project="seqgames", charset="utf-8", fuzzy=False)
    for path, method in sources():
        if only and str(path.relative_to(ROOT)) not in only:
            continue
        with path.open("rb") as file:
            if method in ("html", "sentences"):
                read = extract_html if method == "html" else extract_sentences
                found = ((line, text, comments, None) for line, _f, text, comments in read(file, None, None, None))
            else:
                keywords = {"javascript": JS_KEYWORDS, "engine": ENGINE_KEYWORDS}.get(method, PYTHON_KEYWORDS)
                found = run("javascript" if method == "javascript" else "python", file, keywords=keywords,
                            comment_tags=("Translators:",))
            for line, message, comments, context in found:
                if message:
                    catalog.add(message, locations=[(str(path.relative_to(ROOT)), line)], auto_comments=comments,
                                context=context)
    return catalog


def po_path(code: str) -> Path:
    return LOCALES / BABEL_CODES[code] / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(code: str) -> Any:
    babel()
    from babel.messages.pofile import read_po

    with po_path(code).open("rb") as file:
        return read_po(file, locale=BABEL_CODES[code], domain=DOMAIN)


def update() -> None:
    """Write the template and merge every language's PO with it."""
    babel()
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    template = extract()
    brace_only(template)
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, template, width=100, omit_header=False, sort_output=True)
    _write(TEMPLATE, out.getvalue())
    for code in BABEL_CODES:
        path = po_path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog = read(code) if path.exists() else Catalog(locale=BABEL_CODES[code], domain=DOMAIN, fuzzy=False)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        brace_only(catalog)
        out = io.BytesIO()
        write_po(out, catalog, width=100, sort_output=True, ignore_obsolete=True)
        _write(path, out.getvalue())


def brace_only(catalog: Any) -> None:
    """The words are filled by `str.format` (web/page/words.py), never by `%`: Babel flags a message
    `python-format` wherever a `%` reads as a conversion ("{percent}% less": `% le`), and `msgfmt -c` then
    refuses each translation that words it otherwise ("{percent} % weniger"). Only the brace flag is true."""
    for message in catalog:
        message.flags.discard("python-format")


def _undated(text: bytes) -> bytes:
    return b"\n".join(line for line in text.split(b"\n") if not line.startswith(b'"POT-Creation-Date:'))


def _write(path: Path, text: bytes) -> None:
    """Write `text` unless the file says the same but for its POT-Creation-Date line (an update
    that changed nothing leaves every file as it was, its date too)."""
    if not path.exists() or _undated(path.read_bytes()) != _undated(text):
        path.write_bytes(text)


def key(message: Any) -> str:
    """What the page looks a message up by (web/page/words.py): its msgid (a plural's singular), after
    its context and gettext's separator when it has one."""
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return f"{message.context}{CONTEXT}{msgid}" if message.context else msgid


def compiled(code: str) -> dict[str, Any]:
    """What the page reads of `code`'s catalog: its plural rule and its translated strings."""
    catalog = read(code)
    rule = PLURAL_RULES.get(catalog.plural_expr)
    if rule is None:
        sys.exit(f"[build] {po_path(code)}: no rule in web/page/words.py for Plural-Forms {catalog.plural_expr!r}")
    messages: dict[str, Any] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            forms = list(message.string)
            if all(forms):
                messages[key(message)] = forms
        elif message.string:
            messages[key(message)] = message.string
    return {"plural": rule, "messages": messages}


BOOT_SOURCES = ("web/boot.js", "index.html")  # what web/boot.js translates before any catalog arrives
BOOT_MARKER = "const BOOT_WORDS = {};"  # in web/boot.js: the build writes every language's words there


def boot_words() -> dict[str, dict[str, str]]:
    """Each language's translations of the strings of BOOT_SOURCES (boot.js's `t` and
    index.html's marked elements): the page's first screen in the player's language without
    waiting for its catalog's request, a round trip on a phone's network (issue 69: a first
    visit in another language within 10% of English). Every language's, a few kB in all."""
    ids = {message.id for message in extract(BOOT_SOURCES) if message.id and isinstance(message.id, str)}
    found = {}
    for code in BABEL_CODES:
        messages = compiled(code)["messages"]
        found[code] = {msgid: messages[msgid] for msgid in sorted(ids) if isinstance(messages.get(msgid), str)}
    return found


def write_boot_words(script: Path) -> None:
    """`script` (a copy of web/boot.js) with BOOT_MARKER filled in by boot_words()."""
    text = script.read_text(encoding="utf-8")
    if text.count(BOOT_MARKER) != 1:
        sys.exit(f"[build] {script}: `{BOOT_MARKER}` must be there once (tools/words.py write_boot_words)")
    filled = json.dumps(boot_words(), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    script.write_text(text.replace(BOOT_MARKER, f"const BOOT_WORDS = {filled};"), encoding="utf-8")


def compile_catalogs(dest: Path) -> list[str]:
    """Write `<dest>/<code>.json` for every language but English; the files written."""
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for code in BABEL_CODES:
        text = json.dumps(compiled(code), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        (dest / f"{code}.json").write_text(text, encoding="utf-8")
        written.append(f"{code}.json")
    return written


if __name__ == "__main__":
    if sys.argv[1:] != ["update"]:
        sys.exit("usage: python3 tools/words.py update")
    update()
    print(f"[words] {TEMPLATE.relative_to(ROOT)} and {len(BABEL_CODES)} catalogs updated")
