"""A test run leaves the tree as it found it: no end-to-end test writes a screenshot into
docs/screenshots/ (a CI clone's tree would change at each run). A test saves its screens only where
SHOTS=<dir> says (e2e/one_screen.py `shot`); the committed screenshots are taken by bench/'s tools
(bench/puzzle_screenshots.py, bench/screens.py, ...) or by a test run with SHOTS=docs/screenshots on
purpose."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# a path into docs/screenshots made in code: "docs" / "screenshots", or a literal "docs/screenshots/..."
INTO_DOCS = re.compile(r"""["']docs["']\s*/\s*["']screenshots["']|\(\s*path\s*=\s*["'][^"']*docs/screenshots""")


def writers(folder: Path) -> list[str]:
    """The Python files under `folder` that make a path into docs/screenshots/, relative to it."""
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*.py") if INTO_DOCS.search(path.read_text()))


def test_no_e2e_test_writes_into_docs_screenshots() -> None:
    assert writers(ROOT / "e2e") == []


def test_the_check_finds_a_writer(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('SHOTS = ROOT / "docs" / "screenshots"\n')
    (tmp_path / "b.py").write_text('page.screenshot(path="docs/screenshots/home.png")\n')
    (tmp_path / "c.py").write_text('shot(page, "home")  # docs/screenshots/ holds the tool\'s\n')
    assert writers(tmp_path) == ["a.py", "b.py"]
