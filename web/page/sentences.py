"""Sentences kept as data (issue 80): what a game says in tables of whole sentences (its rules, its
refusals, its AI's reasons, its guided game's steps) lives in a small text file beside the module
that says them (web/games/<game>/<module>.txt), read by that module when first needed and by the
catalogs' extraction (tools/words.py `extract_sentences`), so that every sentence reaches the
catalogs with its place and the code keeps only what is each game's own.

The format, a line at a time:

    # a comment; "# Translators: ..." goes to the catalogs with the next sentence
    [part goal]          a key: its words, split by spaces (a word of digits reads as a number)
    The goal             each line after a key one sentence (a msgid), until the next key

Blank lines are passed over. A file is read once (MicroPython has no `__loader__`: its files are
plain files; Pyodide's come from web/app.zip, whose zipimporter reads them).
"""
from __future__ import annotations

from typing import Any, Iterator

from web.page.words import _

_READ: dict[str, list[tuple[tuple, tuple[str, ...]]]] = {}


def read_beside(module_file: str, name: str) -> bytes:
    """The bytes of data file `name` beside the module whose `__file__` is `module_file`: in the
    source tree, or in web/app.zip (its zipimporter reads it)."""
    path = module_file.rpartition("/")[0] + "/" + name
    loader = globals().get("__loader__")
    if loader is not None and hasattr(loader, "get_data"):
        return loader.get_data(path)
    with open(path, "rb") as file:
        return file.read()


def _word(word: str) -> Any:
    return int(word) if word.isdigit() else word


def parse(text: str) -> Iterator[tuple[int, tuple, str, list[str]]]:
    """(line number, key, sentence, its translators' comments) of each sentence of `text`."""
    key: tuple = ()
    comments: list[str] = []
    for number, line in enumerate(text.split("\n"), 1):  # not splitlines: U+2028 is no line's end here
        line = line.rstrip("\r")
        if not line.strip():
            continue
        if line.startswith("#"):
            said = line[1:].strip()
            if said.startswith("Translators:"):
                comments.append(said)
            continue
        if line.startswith("[") and line.endswith("]"):
            key = tuple(_word(word) for word in line[1:-1].split())
            continue
        yield number, key, line, comments
        comments = []


def entries(module_file: str, name: str) -> list[tuple[tuple, tuple[str, ...]]]:
    """Each key of the file and its sentences, in the file's order."""
    path = module_file.rpartition("/")[0] + "/" + name
    if path not in _READ:
        found: list[tuple[tuple, list[str]]] = []
        for _number, key, sentence, _comments in parse(read_beside(module_file, name).decode("utf-8")):
            if not found or found[-1][0] is not key:
                found.append((key, []))
            found[-1][1].append(sentence)
        _READ[path] = [(key, tuple(lines)) for key, lines in found]
    return _READ[path]


class Table:
    """A file's sentences by key, a mapping read at its first use: every key (one word: the word
    itself; more: a tuple, `WORDS["own", code, voice]`), or, given `kind`, the keys whose first word
    it is, by the rest (a guided game's steps by their kind). `single`: each key's one sentence;
    else the tuple of its sentences (a step's title and why)."""

    def __init__(self, module_file: str, name: str, kind: str | None = None, *, single: bool = True) -> None:
        self.module_file, self.name, self.kind, self.single = module_file, name, kind, single
        self._found: dict[Any, Any] | None = None
        self._order: list[Any] = []

    def _table(self) -> dict[Any, Any]:
        if self._found is None:
            found: dict[Any, Any] = {}
            for key, lines in entries(self.module_file, self.name):
                if self.kind is not None:
                    if not key or key[0] != self.kind:
                        continue
                    key = key[1:]
                rest = key[0] if len(key) == 1 else key
                found[rest] = lines[0] if self.single else lines
                self._order.append(rest)
            self._found = found
        return self._found

    def __getitem__(self, key: Any) -> Any:
        return self._table()[key]

    def __contains__(self, key: Any) -> bool:
        return key in self._table()

    def __iter__(self) -> Iterator[Any]:
        self._table()
        return iter(self._order)  # the file's order (a MicroPython dict keeps none)

    def __len__(self) -> int:
        return len(self._table())

    def said(self, *key: Any, **facts: Any) -> str:
        """The sentence of `key` (its words as arguments) in the player's language, `facts` filled in
        (a sentence given to `_` by its key: the catalogs' extraction would read the key's words)."""
        return _(self[key if len(key) > 1 else key[0]], **facts)

    def get(self, key: Any, default: Any = None) -> Any:
        return self._table().get(key, default)

    def keys(self) -> list[Any]:
        return list(self)

    def values(self) -> list[Any]:
        return [self[key] for key in self]

    def items(self) -> list[tuple[Any, Any]]:
        return [(key, self[key]) for key in self]


def sentences(module_file: str, name: str, kind: str) -> tuple[str, ...]:
    """Every sentence under the keys of `kind` (the first word of each key), in the file's order."""
    return tuple(line for key, lines in entries(module_file, name) if key and key[0] == kind for line in lines)
