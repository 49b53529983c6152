#!/usr/bin/env python3
"""A casual Sequitur player, the yardstick of the AI's levels (issue 82; docs/ai.md "The ladder").

Written apart from the levels it measures: it imports nothing of the engine and reads only what
any bot reads (docs/bot-protocol.md: the start message, its seat's observation, its legal actions
as JSON) and the word list the app ships (engine/sequitur/data/words.txt.gz, built by
tools/dictionary.py; the page's web/data/sequitur-words.txt.gz is the same file), as a player with
a dictionary at the table does ("You may use a dictionary at any point in the game", the
rulebook). It reads each goal's text as a person does (the start message's `goals`), so a level
can never be tuned to it by sharing its code. One word ahead, from the advice players give:

1. the word it aims at is the one it can spell now (letters dropped, none reordered, the rack
   read either way) that meets the most goal points among its secret goal and the public ones,
   then the highest word score (letters plus skill points: "higher-scoring words give you
   priority in claiming goals");
2. a drawn goal it can meet with a word it can spell now goes public, else it is discarded (so a
   rival does not get it); solo, it keeps the one of the two it can meet (then the first);
3. its secret colour is the one whose goals the words of its five letters meet most, times the
   colour's points;
4. it plays a Sequitur card only when it makes a clearly better word at once: a Swap or a Shift
   whose best word meets more goal points (or scores two more); the cards that draw letters are
   chance, and it plays them only when it can spell no word at all (a Redraw, else an Insert);
5. a letter drawn (step 1, Insert, Redraw) goes to the end or place that makes the best word;
6. it claims the goal worth most points first (the claim's legal list is what its word meets).

    python3 bench/casual/sequitur.py   (a bot: one JSON message a line on stdin, answers on stdout)
"""
from __future__ import annotations

import gzip
import json
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
# the word list any bot can read: the one the app ships (RULINGS Sequitur 8)
WORD_FILES = (ROOT / "engine" / "sequitur" / "data" / "words.txt.gz",
              ROOT / "dist" / "web" / "data" / "sequitur-words.txt.gz")
VOWELS = set("AEIOU")
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
BLANK = "?"

_words: set[str] | None = None
_prefixes: set[str] | None = None


def load_words() -> tuple[set[str], set[str]]:
    """The shipped word list (capitals) and every prefix of its words."""
    global _words, _prefixes
    if _words is None or _prefixes is None:
        path = os.environ.get("SEQUITUR_WORDS") or next((str(p) for p in WORD_FILES if p.exists()), "")
        with gzip.open(path, "rt") as source:
            words = {line.strip().upper() for line in source if line.strip()}
        prefixes = set()
        for word in words:
            for k in range(1, len(word)):
                prefixes.add(word[:k])
        _words, _prefixes = words, prefixes
    return _words, _prefixes


class Word:
    """A word as spelled: its letters, score (length plus skill points) and the balls used."""

    def __init__(self, text: str, score: int, positions: list[int], blank: str | None, qu: bool | None):
        self.text, self.score, self.positions, self.blank, self.qu = text, score, positions, blank, qu

    def action(self) -> dict[str, Any]:
        return {"word": self.text.lower(), "positions": self.positions, "blank": self.blank and self.blank.lower(),
                "qu": self.qu}


def spellable(rack: list[str], points: dict[str, int]) -> list[Word]:
    """Every dictionary word the rack spells, read left to right or turned around."""
    words, prefixes = load_words()
    found: dict[str, Word] = {}
    for order in (list(range(len(rack))), list(range(len(rack) - 1, -1, -1))):
        def walk(start: int, text: str, score: int, used: list[int], blank: str | None, qu: bool | None) -> None:
            if len(text) >= 3 and text in words:
                if text not in found or score > found[text].score:
                    found[text] = Word(text, score, list(used), blank, qu)
            for k in range(start, len(order)):
                ball = rack[order[k]]
                if ball == BLANK:
                    options = [(chr(c), 0, chr(c), None) for c in range(65, 91)]
                elif ball == "Q":
                    options = [("Q", points.get("Q", 0), None, False), ("QU", 0, None, True)]
                else:
                    options = [(ball, points.get(ball, 0), None, None)]
                for letters, worth, as_blank, as_qu in options:
                    nxt = text + letters
                    if nxt not in prefixes and nxt not in words:
                        continue
                    used.append(order[k])
                    walk(k + 1, nxt, score + 1 + (len(letters) - 1) + worth,
                         used, as_blank or blank, as_qu if as_qu is not None else qu)
                    used.pop()
        walk(0, "", 0, [], None, None)
    return list(found.values())


Test = Callable[[str, int], bool]  # (the word in capitals, its score) -> whether it meets the goal


def _letters(spec: str) -> set[str]:
    return set(re.findall(r"\b([A-Z])\b", spec))


def _pts(letter: str, points: dict[str, int]) -> int:
    return points.get(letter, 0)


def read_goal(text: str, points: dict[str, int]) -> Test | None:
    """What a goal's text asks, read as a player reads it: every clause must hold. None if no
    clause is understood."""
    words, _ = load_words()
    t = text.rstrip(".")
    tests: list[Test] = []
    add = tests.append
    vow = lambda w: sum(1 for c in w if c in VOWELS)  # noqa: E731
    m = re.search(r"\b(three|four|five)-letter word", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: len(w) == n)
    m = re.search(r"of exactly (\w+) letters", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: len(w) == n)
    m = re.search(r"of (\w+) letters or more", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: len(w) >= n)
    m = re.search(r"(\w+) (vowels|consonants) in a row", t)
    if m:
        n, want_vowel = NUMBERS[m.group(1)], m.group(2) == "vowels"
        add(lambda w, s, n=n, v=want_vowel: any(all((c in VOWELS) == v for c in w[i:i + n])
                                                for i in range(len(w) - n + 1)))
    if re.search(r"end(s|ing)? (with|in) a vowel", t) and "starts and ends" not in t:
        add(lambda w, s: w[-1] in VOWELS)
    m = re.search(r"(\w+) different vowels", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: len(set(w) & VOWELS) >= n)
    m = re.search(r"using a letter worth (\d+) skill points or more", t)
    if m:
        n = int(m.group(1))
        add(lambda w, s, n=n: any(_pts(c, points) >= n for c in w))
    if "more vowels than consonants" in t:
        add(lambda w, s: vow(w) > len(w) - vow(w))
    if "as many vowels as consonants" in t:
        add(lambda w, s: vow(w) == len(w) - vow(w))
    m = re.search(r"score of (\d+) or more", t)
    if m:
        n = int(m.group(1))
        add(lambda w, s, n=n: s >= n)
    m = re.search(r"with (\d+) skill points or more", t)
    if m:
        n = int(m.group(1))
        add(lambda w, s, n=n: s - len(w) >= n)
    if re.search(r"letters or more with skill points", t):
        add(lambda w, s: s > len(w))
    m = re.search(r"^A word that (starts|ends) (?:in|with) a letter worth (?:(\d+) )?skill points", t)
    if m:
        end, n = m.group(1), int(m.group(2) or 1)
        add(lambda w, s, e=end, n=n: _pts(w[0] if e == "starts" else w[-1], points) >= n)
    if "starts and ends with letters worth skill points" in t:
        add(lambda w, s: _pts(w[0], points) > 0 and _pts(w[-1], points) > 0)
    m = re.search(r"containing (?:the letter )?((?:[A-Z], )*[A-Z](?: or [A-Z])?)\b", t)
    if m:
        group = _letters(m.group(1))
        add(lambda w, s, g=group: bool(g & set(w)))
    m = re.search(r"with exactly (\w+) vowels", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: vow(w) == n)
    m = re.search(r"with (\w+) vowels or more", t)
    if m:
        n = NUMBERS[m.group(1)]
        add(lambda w, s, n=n: vow(w) >= n)
    if "only vowel is in the middle" in t:
        add(lambda w, s: len(w) == 3 and [c in VOWELS for c in w] == [False, True, False])
    if "starts with a consonant" in t:
        add(lambda w, s: w[0] not in VOWELS)
    if "starts with a vowel" in t:
        add(lambda w, s: w[0] in VOWELS)
    if "ends with a consonant" in t:
        add(lambda w, s: w[-1] not in VOWELS)
    if "second letter is a vowel" in t:
        add(lambda w, s: len(w) > 1 and w[1] in VOWELS)
    m = re.search(r"(ends|ending) in ((?:[A-Z], )*[A-Z]+(?: or [A-Z])?)$", t)
    if m:
        spec = m.group(2)
        if re.fullmatch(r"[A-Z]{2,}", spec):
            add(lambda w, s, x=spec: w.endswith(x))
        else:
            group = _letters(spec)
            add(lambda w, s, g=group: w[-1] in g)
    m = re.search(r"starts with ((?:[A-Z], )*[A-Z](?: or [A-Z])?)$", t)
    if m:
        group = _letters(m.group(1))
        add(lambda w, s, g=group: w[0] in g)
    if "still a word with one letter removed" in t:
        add(lambda w, s: any(w[:i] + w[i + 1:] in words for i in range(len(w))))
    if "still a word with its last letter removed" in t:
        add(lambda w, s: w[:-1] in words)
    if "another word of three letters or more inside it" in t:
        add(lambda w, s: any(w[i:j] in words for i in range(len(w)) for j in range(i + 3, len(w) + 1)
                             if j - i < len(w)))
    if "spells another word backwards" in t:
        add(lambda w, s: w[::-1] in words and w[::-1] != w)
    m = re.search(r"without an? ([A-Z]) or an? ([A-Z])", t)
    if m:
        group = {m.group(1), m.group(2)}
        add(lambda w, s, g=group: not g & set(w))
    if "without a vowel" in t:
        add(lambda w, s: not VOWELS & set(w))
    if "no letter used twice" in t:
        add(lambda w, s: len(set(w)) == len(w))
    if "ends with two consonants" in t:
        add(lambda w, s: len(w) >= 2 and w[-1] not in VOWELS and w[-2] not in VOWELS)
    if "in alphabetical order" in t:
        add(lambda w, s: list(w) == sorted(w))
    if "reverse alphabetical order" in t:
        add(lambda w, s: list(w) == sorted(w, reverse=True))
    m = re.search(r"with both ([A-Z]) and ([A-Z])", t)
    if m:
        group = {m.group(1), m.group(2)}
        add(lambda w, s, g=group: g <= set(w))
    if "starts and ends with the same letter" in t:
        add(lambda w, s: w[0] == w[-1])
    if "starts and ends with a vowel" in t:
        add(lambda w, s: w[0] in VOWELS and w[-1] in VOWELS)
    m = re.search(r"only letters from ([A-Z]) to ([A-Z])", t)
    if m:
        low, high = m.group(1), m.group(2)
        add(lambda w, s, lo=low, hi=high: all(lo <= c <= hi for c in w))
    if "double letter" in t:
        add(lambda w, s: any(a == b for a, b in zip(w, w[1:])))
    if "only one vowel" in t:
        add(lambda w, s: vow(w) == 1)
    if "starting with two consonants" in t:
        add(lambda w, s: len(w) >= 2 and w[0] not in VOWELS and w[1] not in VOWELS)
    if "reads the same backwards" in t:
        add(lambda w, s: w == w[::-1])
    if not tests:
        return None
    return lambda w, s: all(test(w, s) for test in tests)


class Table:
    """What the start message tells: the letters' skill points and each goal read from its text."""

    def __init__(self, start: dict[str, Any]) -> None:
        setup = start.get("setup", {})
        self.points = {letter: info["points"] for letter, info in setup.get("letters", {}).items()}
        self.goals = {goal["id"]: goal for goal in setup.get("goals", [])}
        self.tests = {gid: read_goal(goal["text"], self.points) for gid, goal in self.goals.items()}
        self.solo = bool(setup.get("solo"))

    def worth(self, gid: str) -> int:
        goal = self.goals.get(gid)
        return goal["points"] if goal else {"R": 3, "Y": 2, "G": 1}.get(gid[:1], 0)

    def meets(self, gid: str, word: Word) -> bool:
        test = self.tests.get(gid)
        return bool(test and test(word.text, word.score))

    def value(self, word: Word, goals: list[str]) -> tuple[int, int]:
        """Rule 1: the goal points the word meets among `goals`, then its score."""
        return sum(self.worth(g) for g in goals if self.meets(g, word)), word.score

    def best(self, rack: list[str], goals: list[str]) -> tuple[tuple[int, int], Word | None]:
        found = spellable(rack, self.points)
        if not found:
            return (-1, -1), None
        word = max(found, key=lambda w: (self.value(w, goals), w.text))
        return self.value(word, goals), word


_tables: dict[int, Table] = {}


def table_of(start: dict[str, Any]) -> Table:
    key = id(start)
    if key not in _tables:
        _tables.clear()
        _tables[key] = Table(start)
    return _tables[key]


def aimed_goals(observation: dict[str, Any]) -> list[str]:
    """Its secret goal and the public ones."""
    goals = list(observation.get("public") or [])
    if observation.get("secret"):
        goals.append(observation["secret"])
    return goals


def after(rack: list[str], action: dict[str, Any]) -> list[str] | None:
    """The rack after a Swap or a Shift (None for the cards that draw)."""
    card = action.get("card")
    new = list(rack)
    if card == "swap":
        i, j = action["positions"]
        new[i], new[j] = new[j], new[i]
        return new
    if card == "shift":
        letter = new.pop(action["positions"][0])
        new.insert(action["to"], letter)
        return new
    return None


def choose(start: dict[str, Any], observation: dict[str, Any], legal: list[dict[str, Any]] | None) -> Any:
    """The casual player's move: an index in `legal`, or for the spell decision (sent without a
    legal list) the action itself."""
    table = table_of(start)
    rack = list(observation["rack"])
    goals = aimed_goals(observation)
    kind = observation.get("decision")
    if kind == "spell":
        _, word = table.best(rack, goals)
        return word.action() if word else {"word": None}
    assert legal is not None
    if kind == "claim":  # rule 6
        return max(range(len(legal)), key=lambda i: (table.worth(legal[i]["goal"]), -i))
    if kind == "secret-colour":  # rule 3
        found = spellable(rack, table.points)
        def colour_worth(i: int) -> tuple[float, int]:
            colour = legal[i]["colour"]
            ids = [g for g, goal in table.goals.items() if goal["colour"] == colour]
            met = sum(1 for g in ids if any(table.meets(g, w) for w in found))
            return (table.worth(ids[0]) if ids else 0) * met / max(1, len(ids)), -i
        return max(range(len(legal)), key=colour_worth)
    if kind == "goal":  # rule 2
        drawn = observation.get("drawn_goals") or []
        found = spellable(rack, table.points)
        def reachable(index: int) -> bool:
            keep = legal[index].get("keep")
            return keep is not None and any(table.meets(drawn[keep], w) for w in found)
        for index in range(len(legal)):
            if reachable(index):
                return index
        if table.solo or not any(a.get("keep") is None for a in legal):
            return 0
        return next(i for i, a in enumerate(legal) if a.get("keep") is None)
    if kind == "letter-end":  # rule 5
        letter = observation.get("drawn")
        options = [[letter] + rack if a["end"] == "left" else rack + [letter] for a in legal]
        return max(range(len(legal)), key=lambda i: (table.best(options[i], goals)[0], -i))
    if kind == "insert-position":  # rule 5
        letter = observation.get("drawn")
        return max(range(len(legal)),
                   key=lambda i: (table.best(rack[:legal[i]["to"]] + [letter] + rack[legal[i]["to"]:], goals)[0], -i))
    if kind == "action":  # rule 4
        now, word = table.best(rack, goals)
        pass_index = next((i for i, a in enumerate(legal) if a.get("card") is None), 0)
        best_index, best_value = pass_index, now
        for index, action in enumerate(legal):
            new = after(rack, action)
            if new is None:
                continue
            value = table.best(new, goals)[0]
            if value[0] > best_value[0] or (value[0] == best_value[0] and value[1] >= best_value[1] + 2):
                best_index, best_value = index, value
        if best_index != pass_index or word is not None:
            return best_index
        for card in ("redraw", "insert"):  # no word at all: chance cards
            options = [i for i, a in enumerate(legal) if a.get("card") == card]
            if options:
                return options[-1] if card == "redraw" else options[0]
        return pass_index
    return 0


def main() -> None:
    start: dict[str, Any] = {}
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            start = message
            load_words()
        elif kind == "act":
            move = choose(start, message["observation"], message.get("legal"))
            reply = {"id": message["id"], "index": move} if isinstance(move, int) else \
                {"id": message["id"], "action": move}
            print(json.dumps(reply), flush=True)
        elif kind == "end":
            break


if __name__ == "__main__":
    main()
