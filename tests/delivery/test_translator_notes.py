"""What a translator reads beside a message (issue 84): a short label ("Back", "Seat", "Hint") says
little by itself, so every msgid of 14 characters or fewer, or of three words or fewer (a placeholder
counted as a word), carries a translators' comment (where it shows, what it names) or a context (`pgettext`: one English word said two ways), and a comment speaks
of one message: Babel gives a `# Translators:` comment to the first string of the line under it only,
so a comment above a tuple of several marks left the others bare and a comment on two lines ran into
one (docs/languages.md)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import words as catalogs

ROOT = Path(__file__).resolve().parents[2]
SHORT = 14  # a msgid this long or shorter, or of as many words as WORDS or fewer, is a label,
WORDS = 3  # whose use the translator cannot guess
MARK = re.compile(r"(?<![\w.])(?:_|N_|ngettext|pgettext|NP_)\(\s*[\"']")  # a mark of a string written there
TAG = "Translators:"


@pytest.fixture(scope="module")
def extracted() -> list:
    return [m for m in catalogs.extract() if m.id]


def msgid(message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


def test_every_short_label_has_a_translators_comment_or_a_context(extracted: list) -> None:
    bare = [f"{msgid(m)!r} ({m.locations[0][0]}:{m.locations[0][1]})" for m in extracted
            if (len(msgid(m)) <= SHORT or len(msgid(m).split()) <= WORDS) and not m.context and not m.auto_comments]
    assert not bare, f"{len(bare)} short labels with no translators' comment or context: {bare}"


def test_a_message_has_at_most_one_translators_comment_per_use(extracted: list) -> None:
    """Two comments on one message come from two places that use it, each saying its own."""
    crowded = [(msgid(m), m.auto_comments) for m in extracted
               if sum(c.startswith(TAG) for c in m.auto_comments) > len(m.locations)]
    assert not crowded


def comment_blocks(lines: list[str]):
    """(line number of the line after it, its text) of each `# Translators:` comment block."""
    i = 0
    while i < len(lines):
        if lines[i].strip().startswith("# " + TAG):
            start = i
            while i + 1 < len(lines) and lines[i + 1].strip().startswith("#"):
                i += 1
            yield i + 2, " ".join(line.strip() for line in lines[start:i + 1])
        i += 1


def test_each_translators_comment_sits_above_one_marked_string() -> None:
    """The line under a `# Translators:` comment marks one string: the comment goes to that one only
    (Babel), so a line of several marks (a tuple, a one-line dict, `a if x else b`) is split, one
    mark and its comment a line, and a comment with no mark under it (inside another mark's call,
    where Babel does not read comments) reaches no catalog."""
    wrong = []
    for path in sorted([*(ROOT / "web").rglob("*.py"), *(ROOT / "engine").rglob("*.py")]):
        if "vendor" in path.parts:
            continue
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, text in comment_blocks(lines):
            marks = len(MARK.findall(lines[number - 1])) if number <= len(lines) else 0
            if marks != 1:
                wrong.append(f"{path.relative_to(ROOT)}:{number}: {marks} marks under {text[:70]!r}")
    assert not wrong, "\n".join(wrong)
