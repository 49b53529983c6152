"""The games' sentences kept as text (web/page/sentences.py, issue 80): each file beside its module reads
as the page reads it, a key names one entry (a second would hide the first from a lookup), and each
game's rules have the parts the table's "?" opens by id."""
from __future__ import annotations

from pathlib import Path

import pytest

from web.page import sentences

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "web" / "games").glob("*/*.txt"))
LISTS = {"section", "card", "ruling", "goals"}  # the rules' kinds said in order, one entry after another


def test_every_game_keeps_its_four_kinds_of_sentences() -> None:
    assert [f"{path.parent.name}/{path.name}" for path in FILES] == [
        f"{game}/{name}.txt" for game in ("sequence", "sequitur", "sequoia")
        for name in ("reasons", "refusals", "rules", "walkthrough")]


@pytest.mark.parametrize("path", FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_a_key_names_one_entry_of_whole_sentences(path: Path) -> None:
    beside = str(path.with_suffix(".py"))
    found = sentences.entries(beside, path.name)
    keys = [key for key, _lines in found if key[0] not in LISTS]
    assert found and len(keys) == len(set(keys)), sorted({key for key in keys if keys.count(key) > 1})
    assert all(key and lines for key, lines in found)
    assert all(line == line.strip() and "  " not in line for _key, lines in found for line in lines)


def test_the_rules_parts_have_ids_the_table_opens() -> None:
    for path in (p for p in FILES if p.name == "rules.txt"):
        parts = [key[1] for key, _lines in sentences.entries(str(path), path.name) if key[0] == "part"]
        assert "goal" in parts and "turn" in parts and "end" in parts, path
        assert all(len(lines) >= 2 for key, lines in sentences.entries(str(path), path.name) if key[0] == "part")


def test_a_table_reads_keys_of_several_words_numbers_and_kinds(tmp_path: Path) -> None:
    (tmp_path / "said.txt").write_text("# Translators: a comment\n[own builds you]\nbuilds your line\n\n"
                                       "[team you 0]\nthe blue chip\n[step swap]\nSwap\nwhy\n")
    module = str(tmp_path / "said.py")
    words = sentences.Table(module, "said.txt")
    assert words["own", "builds", "you"] == "builds your line" and ("team", "you", 0) in words
    assert ("team", "you", "0") not in words and words.get(("own", "x")) is None
    assert sentences.Table(module, "said.txt", "step", single=False)["swap"] == ("Swap", "why")
    assert [key for key in words] == [("own", "builds", "you"), ("team", "you", 0), ("step", "swap")]
    assert words.said("own", "builds", "you") == "builds your line"
    assert [comments for *_rest, comments in sentences.parse((tmp_path / "said.txt").read_text())][0] == [
        "Translators: a comment"]
