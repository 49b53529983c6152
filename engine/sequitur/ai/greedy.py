"""The greedy baseline (issue 42): Sequitur as a casual adult plays it, one
move deep, from its own observation only.

A word is worth the goal points it meets now, its secret goal and every
public goal in play counted whole (a casual player does not discount what a
rival may claim first), then its word score (rulebook "Word score"; it
decides who claims first). Every decision takes what is worth most *at
once*:

- the secret colour (step 1): the colour whose goals the five letters'
  words already meet most, weighted by the colour's points; on a tie the
  cheaper colour;
- a drawn letter's end, an inserted letter's place: where the rack's best
  word is worth most (the left end, the lower place on a tie);
- a drawn goal: made public (or, in solo play, kept of the two) when the
  rack's best word is worth more with it; otherwise discarded (solo: the
  first);
- an action step: Swap or Shift, whichever makes the best word worth
  strictly more at once; never a card that draws (Insert, Replace, Redraw:
  whether they make a better word is not known until the draw), and no card
  at all when none helps (RULINGS Sequitur 2);
- the word (step 6): the rack's best; the claim (step 7): the goal worth
  the most points.

No randomness: the same observation gives the same decision.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.seats import Decision
from engine.sequitur import dictionary
from engine.sequitur.dictionary import Dictionary, for_game
from engine.sequitur.actions import Colour, End, Keep
from engine.sequitur.ai.anagrams import is_spelled, letters_of, sub_anagrams
from engine.sequitur.cards import PASS, SHIFT, SWAP, Play, rearranged
from engine.sequitur.goals import BY_ID, POINTS, deck
from engine.sequitur.letters import BLANK, Q, lower
from engine.sequitur.rack import place
from engine.sequitur.spelling import NOTHING, Spell, Word, reachable_spells, word_of

# as the setup words a level (engine.sequitur.ai.LEVELS)
DESCRIPTION = ("the baseline: spells the word meeting the most goal points now; "
               "Swap or Shift only for a better word at once")

Worth = tuple  # (goal points met, word score), tuple[int, int]: compared in that order
NONE_WORTH: Worth = (0, 0)  # spelling nothing


class GameWords:
    """A seat's words: those of the game each decision's observation is of (`read_words`), English
    until one is read (a seat asked directly, as the tests and benchmarks do)."""

    _game_words: Any = None

    @property
    def words(self) -> Dictionary:
        if self._game_words is None:
            self._game_words = dictionary.load()
        return self._game_words

    def read_words(self, obs: dict[str, Any]) -> None:
        """Take the words of `obs`'s game; another language's forgets what was found in the last."""
        words = for_game(obs)
        if words is not self._game_words:
            self._game_words = words
            self._forget_words()

    def _forget_words(self) -> None:
        """Drop what was found with other words (each seat its own caches)."""


class GreedySeat(GameWords):
    """The greedy baseline in one seat (engine.sequitur.ai.make_seat("greedy", seed))."""

    def __init__(self, seed: int) -> None:
        self.name = "greedy"
        self.seed = seed  # no randomness: kept for the seat interface
        self._met: dict[tuple[str, tuple[int, ...], str], bool] = {}
        self._best: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[Worth, Spell]] = {}

    def start(self, info: dict[str, Any]) -> None:
        self._best = {}

    def end(self, result: Any, final: dict[str, Any]) -> None:
        pass

    # --- what a word is worth ----------------------------------------------------------------
    def _meets(self, word: Word, goal: str) -> bool:
        key = (word.text, word.letter_points, goal)
        met = self._met.get(key)
        if met is None:
            met = BY_ID[goal].is_met(word, self.words)
            if len(self._met) > 100_000:
                self._met.clear()
            self._met[key] = met
        return met

    def worth(self, word: Word, goals: Sequence[str]) -> Worth:
        """The goal points `word` meets of `goals`, then its score."""
        return sum(BY_ID[g].points for g in goals if self._meets(word, g)), word.score

    def best(self, rack: Sequence[str], goals: Sequence[str]) -> tuple[Worth, Spell]:
        """The rack's best word by `worth` and its spelling (nothing, worth (0, 0), if none)."""
        key = (tuple(rack), tuple(goals))
        found = self._best.get(key)
        if found is None:
            found = (NONE_WORTH, NOTHING)
            for spell in reachable_spells(rack, self.words):
                value = self.worth(word_of(rack, spell, self.words.letters), goals)
                if value > found[0] or (value == found[0] and spell.word < found[1].word):
                    found = (value, spell)
            if len(self._best) > 5000:
                self._best.clear()
            self._best[key] = found
        return found

    def _choose(self, options: Sequence[Any], value: Any) -> Any:
        """The option with the highest `value`; the baseline takes the first on a tie."""
        return _first_best(options, value)

    # --- decisions -----------------------------------------------------------------------------
    def _forget_words(self) -> None:
        self._met = {}
        self._best = {}

    def act(self, decision: Decision) -> Any:
        obs = decision.observation
        self.read_words(obs)
        kind = obs["decision"]
        legal = decision.legal
        goals = _in_play(obs)
        if kind == "spell":
            return self.best(obs["rack"], goals)[1]
        assert legal
        if kind == "secret-colour":
            return self._colour(obs, legal)
        if kind == "letter-end":
            return self._choose(legal, lambda e: self.best(_onto(obs["rack"], obs["drawn"], e), goals)[0])
        if kind == "insert-position":
            rack = obs["rack"]
            return self._choose(legal, lambda p: self.best(rack[:p.to] + [obs["drawn"]] + rack[p.to:], goals)[0])
        if kind == "goal":
            return self._keep(obs, legal)
        if kind == "action":
            return self._play(obs, legal, goals)
        if kind == "claim":
            return max(legal, key=lambda c: (BY_ID[c.goal].points, c.goal))
        return legal[0]

    def _colour(self, obs: dict[str, Any], legal: list[Colour]) -> Colour:
        """The colour whose goals the rack's words meet most now, times its points."""
        found = [word_of(obs["rack"], spell, self.words.letters) for spell in reachable_spells(obs["rack"], self.words)]
        cards = deck(obs["catalog"], self.words.language)

        def expected(option: Colour) -> tuple[float, int]:
            ids = cards[option.colour]
            met = sum(any(self._meets(w, g) for w in found) for g in ids) / len(ids)
            return POINTS[option.colour] * met, -POINTS[option.colour]

        return self._choose(legal, expected)

    def _keep(self, obs: dict[str, Any], legal: list[Keep]) -> Keep:
        """A drawn public goal goes public when the best word meets more goal
        points with it; in solo play, of the two drawn, the one with which it
        meets the most (the secret goal in step 1, else a public goal)."""
        rack = obs["rack"]
        drawn = obs["drawn_goals"]
        in_play = _in_play(obs)

        def points(goals: list[str]) -> int:
            return self.best(rack, goals)[0][0]

        if Keep(None) in legal:
            return Keep(0) if points(in_play + [drawn[0]]) > points(in_play) else Keep(None)
        if obs["step"] == "letters":  # solo play's secret goal
            return self._choose(legal, lambda k: points([drawn[k.index]] + list(obs["public"])))
        return self._choose(legal, lambda k: points(in_play + [drawn[k.index]]))

    def _play(self, obs: dict[str, Any], legal: list[Play], goals: list[str]) -> Play:
        """The Swap or Shift that makes the best word worth most, if it is worth
        more than the word the rack spells now; else a pass."""
        rack = list(obs["rack"])
        now = self.best(rack, goals)[0]
        moves = [play for play in legal if play.card in (SWAP, SHIFT)]
        if not moves:
            return PASS
        if BLANK in rack or Q in rack:  # the blank and the Q's two readings: every rack in full
            return self._choose([PASS] + moves, lambda p: now if p is PASS else self.best(rearranged(rack, p), goals)[0])
        # Only words worth more than `now` matter; they are made of the rack's letters in
        # some order, and a rearranged rack is worth the first of them (best first) it spells.
        better = []
        points = self.words.letters.letter_points
        for text in sub_anagrams(letters_of(rack), self.words):
            scored = tuple(points[c] for c in text)
            value = self.worth(Word(text, sum(scored), scored), goals)
            if value > now:
                better.append((value, text))
        if not better:
            return PASS
        better.sort(key=lambda pair: (-pair[0][0], -pair[0][1], pair[1]))
        choice, top = PASS, now
        for play in moves:
            letters = lower("".join(rearranged(rack, play)))
            for value, text in better:
                if value <= top:
                    break
                if is_spelled(text, letters):
                    choice, top = play, value
                    break
        return choice


def _in_play(obs: dict[str, Any]) -> list[str]:
    """The goals a word of this seat can meet: its secret goal and the public goals."""
    return ([obs["secret"]] if obs.get("secret") else []) + list(obs.get("public") or [])


def _onto(rack: Sequence[str], ball: str, end: End) -> list[str]:
    after = list(rack)
    place(after, ball, end.end)
    return after


def _first_best(options: Sequence[Any], value: Any) -> Any:
    """The first of `options` with the highest `value`."""
    best, choice = None, options[0]
    for option in options:
        v = value(option)
        if best is None or v > best:
            best, choice = v, option
    return choice
