"""A marked string is one Babel can extract (issue 69, docs/languages.md): a `_("...")` written
inside an f-string's braces is skipped by the extractor, so it never reaches a catalog and the page
shows it in English whatever the language (Sequoia's "{name} is choosing…" did)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# an f-string whose braces call a marking function on a literal: f"{_('...')}", f'{ngettext("...", ...)}'
MARK_IN_FSTRING = re.compile(r"""\bf(["'])[^\n]*?\{\s*(_|N_|ngettext)\(\s*["']""")


def test_no_marked_string_hides_inside_an_f_string() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}"
             for path in sorted((ROOT / "web").rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if MARK_IN_FSTRING.search(line)]
    assert found == [], "mark these strings outside the f-string (Babel does not extract them): " + ", ".join(found)
