"""The goal catalog (RULINGS Sequitur 1): 24 cards per colour, every example
word satisfies its goal and is in the dictionary, and every goal is
reachable: some dictionary word that the 72 balls can spell fulfils it."""

from __future__ import annotations

from collections import Counter

from engine.core.rng import Rng
from engine.sequitur import dictionary
from engine.sequitur.goals import COLOURS, GOALS, POINTS
from engine.sequitur.letters import LETTER_POINTS, LETTERS
from engine.sequitur.spelling import Spell, Word, reachable_words, read_word

WORDS = dictionary.load()
BAG = Counter({letter.lower(): count for letter, (count, _) in LETTERS.items()})


def spellable(text: str) -> Word | None:
    """The word as the bag's balls spell it (Q as QU where a U follows, else Q;
    one letter the bag lacks may be the blank), or None."""
    need: Counter[str] = Counter()
    scored: list[int] = []
    i = 0
    while i < len(text):
        if text.startswith("qu", i) and need["q"] < BAG["q"]:
            need["q"] += 1
            scored += [0, 0]  # QU: two letters, no skill points
            i += 2
            continue
        c = text[i]
        need[c] += 1
        scored.append(LETTER_POINTS[c])
        i += 1
    short = sum(max(0, n - BAG[c]) for c, n in need.items())
    if short > 1:
        return None
    if short == 1:  # the blank stands in for one letter (its last use): it scores no points
        c = next(c for c, n in need.items() if n > BAG[c])
        scored[text.rindex(c)] = 0
    return Word(text, sum(scored), tuple(scored))


def test_catalog_shape():
    """RULINGS Sequitur 1: 24 green (1 point), 24 yellow (2), 24 red (3), unique ids and texts."""
    assert len(GOALS) == 72
    for colour in COLOURS:
        assert sum(g.colour == colour for g in GOALS) == 24
    assert POINTS == {"green": 1, "yellow": 2, "red": 3}
    assert len({g.id for g in GOALS}) == 72 and len({g.text for g in GOALS}) == 72


def test_examples_are_words_that_meet_their_goal():
    """RULINGS Sequitur 1: each goal has example words; each is in the dictionary and meets the goal."""
    for g in GOALS:
        assert g.examples, g.id
        for example in g.examples:
            assert example in WORDS, (g.id, example)
            word = spellable(example)
            assert word is not None, (g.id, example)
            assert g.is_met(word, WORDS), (g.id, g.text, example)


def test_published_examples():
    """RULINGS Sequitur 1: AIR (green), STAIR to STAR (yellow), ADDER (red)."""
    by_text = {g.colour: g for g in GOALS if g.id in ("G01", "Y01", "R01")}
    assert by_text["green"].is_met(Word("air", 0), WORDS)
    assert by_text["yellow"].is_met(Word("stair", 0), WORDS)
    assert by_text["red"].is_met(Word("adder", 2), WORDS)
    assert not by_text["red"].is_met(Word("ladder", 2), WORDS)


def test_every_goal_is_reachable_with_the_dictionary():
    """RULINGS Sequitur 1: every goal must be reachable with the dictionary (and the bag's letters)."""
    candidates = [w for w in map(spellable, WORDS.ordered) if w is not None]
    missing = [g.id for g in GOALS if not any(g.is_met(w, WORDS) for w in candidates)]
    assert missing == []


def test_harder_colours_are_rarer():
    """RULINGS Sequitur 1: harder colours must be rarer in practice (docs/goals.md has the full table)."""
    rng = Rng(5)
    met = Counter()
    racks = 150
    for _ in range(racks):
        bag = [letter for letter, (count, _) in LETTERS.items() for _ in range(count)] + ["?"]
        rng.shuffle(bag)
        rack = bag[:8]
        found = [read_word(rack, s) for s in reachable_words(rack, WORDS).values()]
        for g in GOALS:
            if any(g.test(w, WORDS) for w in found):
                met[g.colour] += 1
    assert met["green"] > 1.5 * met["yellow"] > 1.5 * 1.5 * met["red"] > 0


def test_missing_dictionary_says_how_to_build_it(tmp_path):
    """RULINGS Sequitur 8: the list is built at set-up time; a missing file names the fix."""
    import pytest

    with pytest.raises(FileNotFoundError, match="tools/build.py to build the dictionary"):
        dictionary.load(str(tmp_path / "words.txt.gz"))


def test_dictionary_is_filtered():
    """RULINGS Sequitur 8: lowercase a-z, 3 letters or more, minus the blocklist; English and American."""
    from pathlib import Path

    assert all(len(w) >= 3 and w.isascii() and w.isalpha() and w.islower() for w in WORDS.ordered[::97])
    blocked = [line for line in Path("engine/sequitur/blocklist.txt").read_text().splitlines()
               if line and not line.startswith("#")]
    assert blocked and not any(w in WORDS for w in blocked)
    assert "color" in WORDS and "stair" in WORDS and "colour" not in WORDS  # American spellings, not British


def test_a_letter_worth_skill_points_is_one_that_scores_them():
    """RULINGS Sequitur 4 and the rulebook's "Special balls": QU counts two letters but no
    skill points, and the blank gains no letter's points, so neither meets a goal about a
    letter worth skill points (the hard AI once claimed Y07 with SQUAME spelled with QU)."""
    y07 = next(g for g in GOALS if g.id == "Y07")  # four letters or more, a letter worth 3 or more
    assert "3 skill points or more" in y07.text
    squame = read_word(["S", "Q", "A", "M", "E"], Spell("squame", (0, 1, 2, 3, 4), None, True))
    assert squame.letter_points == (0, 0, 0, 0, 2, 0) and squame.points == 2
    assert not y07.is_met(squame, WORDS)
    qadi = read_word(["Q", "A", "D", "I"], Spell("qadi", (0, 1, 2, 3), None, False))
    assert qadi.points == 8 and y07.is_met(qadi, WORDS)
    fans_blank = read_word(["?", "A", "N", "S"], Spell("fans", (0, 1, 2, 3), "f", None))
    assert fans_blank.points == 0 and not y07.is_met(fans_blank, WORDS)
    assert y07.is_met(read_word(["F", "A", "N", "S"], Spell("fans", (0, 1, 2, 3))), WORDS)
    g03 = next(g for g in GOALS if g.id == "G03")  # ends in a letter worth 2 or more
    assert not g03.is_met(read_word(["L", "A", "M", "?"], Spell("lamb", (0, 1, 2, 3), "b")), WORDS)
    assert g03.is_met(read_word(["L", "A", "M", "B"], Spell("lamb", (0, 1, 2, 3))), WORDS)
