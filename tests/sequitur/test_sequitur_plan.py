"""The expert's planning (engine/sequitur/ai/expert.py, engine/sequitur/ai/anagrams.py;
docs/ai.md "Sequitur"): the words a rack's letters make in any order, how many
balls must move for each, the words the Swap and Shift still in hand can put
in order, which public goal to claim first (rulebook step 7), which drawn goal
to make public with rivals (rulebook step 2), and the worker building the
index before any decision."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from engine.core.seats import Decision
from engine.sequitur import dictionary
from engine.sequitur.actions import Claim, Keep
from engine.sequitur.ai import anagrams, make_seat, rivals
from engine.sequitur.ai.expert import DISCOUNT, ExpertSeat, goals_in_play
from engine.sequitur.cards import INSERT, SHIFT, SWAP, shift, swap
from engine.sequitur.state import SequiturState
from tests.sequitur.test_sequitur_rules import settle, to_step

WORDS = dictionary.load()
SIX_OR_MORE = "R02"  # "A word of six letters or more" (docs/goals.md)


def common(a: str, b: str) -> int:
    """The longest common subsequence, by the textbook table."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            table[i + 1][j + 1] = table[i][j] + 1 if x == y else max(table[i][j + 1], table[i + 1][j])
    return table[-1][-1]


@settings(max_examples=400, deadline=None)
@given(st.text("aeinrst", min_size=1, max_size=9), st.text("aeinrst", min_size=1, max_size=9))
def test_moves_needed_are_the_letters_outside_the_longest_common_subsequence(word: str, rack: str) -> None:
    """Shift moves one ball anywhere (RULINGS Sequitur 2), and a word reads either
    way round (rulebook "Spelling a word"): the balls to move are the word's
    letters outside its longest run in order with the rack, read either way."""
    expected = len(word) - max(common(word, rack), common(word, rack[::-1]))
    assert anagrams.moves_needed(word, rack) == expected
    assert anagrams.is_spelled(word, rack) == (expected == 0)


@pytest.mark.parametrize("letters", ["pnasdigl", "ecleustn", "aeiouaei", "qzxjkvwy", "eeeeeeee"])
def test_sub_anagrams_are_every_word_made_of_some_of_the_letters(letters: str) -> None:
    """Every word of 3 letters or more (rulebook "Spelling a word") whose letters,
    each used once, are among the rack's: the same as a scan of the whole dictionary."""
    have, alphabet = Counter(letters), set(letters)  # the set first: it turns most words away at once
    expected = sorted(w for w in WORDS.ordered if len(w) >= 3 and alphabet.issuperset(w) and not Counter(w) - have)
    assert sorted(anagrams.sub_anagrams(letters, WORDS)) == expected


def test_a_word_counts_when_the_swap_and_shift_in_hand_can_put_it_in_order() -> None:
    """PNASDIGL holds ISLAND, LADING and ALGINS, each two balls away; no single
    Swap or Shift spells a word of six letters (checked here by trying each).
    With a red secret goal for six letters or more, the rack is worth the goal
    (a little less per move) only while two action steps and both move cards
    remain: one card, or one step, cannot do it."""
    rack = list("PNASDIGL")
    six = [w for w in anagrams.sub_anagrams("pnasdigl", WORDS) if len(w) >= 6]
    assert {"island", "lading", "algins"} <= set(six)
    for i in range(8):
        for j in range(8):
            moved = rack[:]
            if i < j:
                swap(moved, i, j)
            elif i != j:
                shift(moved, i, j)
            assert not any(anagrams.is_spelled(w, "".join(moved).lower()) for w in six), (i, j)
    goals = goals_in_play(SIX_OR_MORE, [], 1)
    seat = ExpertSeat(1)
    seat.catalog = 1  # R02 is a card of catalog 1
    assert seat._planned(rack, goals, [SWAP, SHIFT, INSERT], 2) >= 3 * DISCOUNT ** 2
    assert seat._planned(rack, goals, [SWAP, SHIFT, INSERT], 1) < 1
    assert seat._planned(rack, goals, [SWAP, INSERT], 2) < 1
    assert seat._planned(rack, goals, [], 0) < 1


def _claiming(words: list[str], public: list[str]) -> dict:
    return {"seat": 0, "players": 2, "catalog": 1, "round": 1, "step": "claim", "decision": "claim", "rack": list("PLANETSX"),
            "drawn": None, "drawn_goals": [], "secret": "G01", "public": public, "order": [0, 1],
            "stacks": [[], []], "cards": [], "words": [{"word": w, "score": len(w), "blank": None, "qu": False}
                                                      for w in words]}


def test_the_expert_claims_first_the_goal_a_rival_would_take() -> None:
    """Rulebook step 7: one goal a turn, round and round. PLANETS meets both
    "six letters or more" (3 points) and "five letters or more" (2 points); the
    rival's TABLE meets only the second. Taking the yellow goal first leaves the
    red one for the next turn: 5 points, where the bigger goal first gets 3."""
    obs = _claiming(["planets", "table"], [SIX_OR_MORE, "Y02"])
    legal = [Claim(SIX_OR_MORE), Claim("Y02")]
    assert make_seat("expert", 1).act(Decision(0, legal, lambda _seat: obs)) == Claim("Y02")
    assert make_seat("hard", 1).act(Decision(0, legal, lambda _seat: obs)) == Claim(SIX_OR_MORE)
    # with no rival for the yellow goal, the bigger one first
    obs = _claiming(["planets", "cat"], [SIX_OR_MORE, "Y02"])
    assert make_seat("expert", 1).act(Decision(0, legal, lambda _seat: obs)) == Claim(SIX_OR_MORE)


def test_claiming_is_played_out_over_what_the_rivals_may_meet() -> None:
    """Rulebook step 7 as the expert's model plays it (engine/sequitur/ai/rivals.py):
    a word meeting one yellow and one green public goal, one rival who meets
    yellow with 80% chance and green with 75%. Claiming first, the word takes
    yellow, then green if the rival did not take it: 2 + 0.25; the rival,
    who would have taken 0.8 x 2 + 0.75 x 1 alone, takes green only, 0.75:
    the word keeps 1.6 from it. Claiming second, the rival takes yellow when
    it meets it: 0.8 x 1 + 0.2 x (2 + 0.25) = 1.25, keeping 0.6 from it."""
    first, second = rivals.claimed(((0, 0), (1, 1), (1, 1)), 1)
    assert first == pytest.approx(2.25 + 1.6)
    assert second == pytest.approx(1.25 + 0.6)
    assert rivals.claimed(((1, 0), (0, 0), (1, 0)), 1) == (0.0, 0.0)  # it meets none: nothing


def test_a_higher_word_score_claims_earlier() -> None:
    """Rulebook step 7: claims go from the highest word score down; on equal
    scores a drawn letter decides (a toss as far as a seat can tell)."""
    low, high = rivals.ahead(4, 1), rivals.ahead(12, 1)
    assert high[0] > low[0] and sum(low) == pytest.approx(1) and sum(high) == pytest.approx(1)
    three = rivals.ahead(7, 2)
    assert len(three) == 3 and sum(three) == pytest.approx(1)
    top = max(rivals.RIVAL_SCORES) + 1
    assert rivals.ahead(top, 1) == (1.0, 0.0)


def test_with_rivals_the_expert_spells_the_word_that_claims_first() -> None:
    """Rulebook step 7: "Spelling higher-scoring words will give you priority
    in claiming goals". PLANETS and PLANET both meet the public goal "five
    letters or more"; with a rival the longer word (a higher score) is worth
    more, and the expert spells it, as it does alone (where the score only
    breaks the tie)."""
    obs = {"seat": 0, "players": 2, "catalog": 1, "round": 1, "step": "spell", "decision": "spell",
           "rack": list("PLANETSX"), "drawn": None, "drawn_goals": [], "secret": None, "public": ["Y02"],
           "stacks": [[], []], "cards": [], "words": [None, None]}
    expert = make_seat("expert", 1)
    planets = expert.word_worth(dictionary_word("planets"), obs)
    planet = expert.word_worth(dictionary_word("planet"), obs)
    assert planets > planet + 0.05  # far more than the 0.01 a point of score breaks ties with alone
    assert expert.act(Decision(0, None, lambda _seat: obs)).word == "planets"


def dictionary_word(text: str) -> Any:
    from engine.sequitur.spelling import Word
    from engine.sequitur.letters import LETTER_POINTS

    return Word(text, sum(LETTER_POINTS[c] for c in text))


@pytest.mark.parametrize("rack, goal, kept", [
    ("PLANETSX", SIX_OR_MORE, True),   # PLANETS meets it now
    ("AEIOUAEO", "R14", False),        # "a word without a vowel" from eight vowels
])
def test_with_rivals_the_expert_makes_public_only_a_goal_it_may_meet(rack: str, goal: str, kept: bool) -> None:
    """Rulebook step 2 (discard the drawn goal or make it public): whoever meets a
    public goal may claim it, so the expert makes public a goal its own rack is
    likely to meet by the round's end, and discards one it cannot reach."""
    state = SequiturState.new({"players": 2, "catalog": 1}, 3)  # R02 and R14 are cards of catalog 1
    to_step(state, "red-goal")
    settle(state)
    state.racks[0] = list(rack)
    state.held_goals[0] = [goal]
    legal = state.legal_actions(0)
    assert Keep(None) in legal and Keep(0) in legal
    choice = make_seat("expert", 1, max_plays=50).act(Decision(0, legal, state.observation))
    assert choice == (Keep(0) if kept else Keep(None))


def test_the_worker_builds_the_index_when_it_receives_the_words() -> None:
    """The page hands the dictionary to its AI worker while people set up the
    table (web/games/sequitur/words.py); the expert's index of words by their
    letters is built then, so its first decision does not pay for it."""
    from web.table.ai_worker import install_words

    import gzip

    with open(dictionary.DATA_PATH, "rb") as source:
        text = gzip.decompress(source.read()).decode("ascii")  # the browser inflates it (words.py)
    assert install_words(text) == len(WORDS.ordered)
    assert anagrams.is_indexed(dictionary.load())


def test_the_index_by_bisection_finds_what_the_tables_find() -> None:
    """MicroPython's index (one sorted list, anagrams.SortedKeys) answers every key as CPython's
    tables do (anagrams.ByLength): the same words in the same order, and nothing for a key no word has."""
    tables = anagrams.ByLength(WORDS.ordered)
    by_bisection = anagrams.SortedKeys.of(WORDS.ordered)
    keys = [key for table in tables.tables.values() for key in table]
    assert len(keys) > 100_000 // 2
    assert all(list(by_bisection.words(key)) == list(tables.words(key)) for key in keys)
    assert by_bisection.words("aeinrst") == list(tables.words("aeinrst")) and len(tables.words("aeinrst")) > 3
    for missing in ("qqq", "aaaaaaaa", "zzz", "", "a"):
        assert list(by_bisection.words(missing)) == list(tables.words(missing)) == []
    assert anagrams.sorted_letters("stair") == "".join(sorted("stair")) == "airst"


def test_micropython_s_index_is_built_a_part_at_a_time(monkeypatch) -> None:
    """On MicroPython (no big tables) the light worker builds the index a part a call
    (`build_some`); a decision that needs it before the end finishes it at once."""
    monkeypatch.setattr(anagrams, "_BIG_TABLES", False)
    monkeypatch.setattr(anagrams, "_index", None)
    monkeypatch.setattr(anagrams, "_partial", None)
    step = len(WORDS.ordered) // 3 + 1
    assert not anagrams.build_some(WORDS, step) and not anagrams.is_indexed(WORDS)
    assert not anagrams.build_some(WORDS, step)
    assert anagrams.build_some(WORDS, step) and anagrams.is_indexed(WORDS)
    assert isinstance(anagrams.index(WORDS), anagrams.SortedKeys)
    assert anagrams.build_some(WORDS, 1)  # built: nothing more to do
    monkeypatch.setattr(anagrams, "_index", None)
    monkeypatch.setattr(anagrams, "_found", {})
    assert not anagrams.build_some(WORDS, 10)
    found = anagrams.sub_anagrams("stair", WORDS)
    assert anagrams.is_indexed(WORDS)  # the decision finished it
    assert {"stair", "sitar", "airs", "star"} <= set(found)


@pytest.mark.parametrize("players, time_limit, max_plays, turns",
                         [(1, 0.0, None, 1), (1, 60.0, None, 3), (1, 0.0, 40, 3),
                          (2, 0.0, None, 1), (2, 60.0, None, 12), (2, 0.0, 40, 12)])
def test_the_secret_colour_keeps_to_the_time_limit(monkeypatch, players, time_limit, max_plays, turns) -> None:
    """The page's budget holds for the secret colour too (issue 17: at most 1 s a
    decision in the page): with no time left the colours get one sampled draw
    each; with time, or with a fixed number of plays (no clock), all of
    COLOUR_SAMPLES: three in solo play, twelve with rivals (issue 26: three
    let the noise make red look best too often)."""
    state = SequiturState.new({"players": players}, 8)
    settle(state)
    assert state.decision(0) == "secret-colour"
    seat = ExpertSeat(2, time_limit=time_limit, max_plays=max_plays)
    seat.start(state.start_message(0))
    weighed = []
    real = ExpertSeat._reach
    monkeypatch.setattr(ExpertSeat, "_reach", lambda self, *args: weighed.append(args[1]) or real(self, *args))
    legal = state.legal_actions(0)
    seat.act(Decision(0, legal, state.observation))
    drawn = 2 if players == 1 else 1  # solo: two goals drawn per colour, the better kept
    assert len(weighed) == turns * len(legal) * drawn
