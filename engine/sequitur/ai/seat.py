"""Built-in Sequitur players: the seat of the hard level (the expert,
engine/sequitur/ai/expert.py, builds on it; easy and medium are the casual
player of engine/sequitur/ai/casual.py) and the level descriptions. They
see only their observation (their own rack, secret goal and draws; the
public goals), like any bot.

- hard: plans toward the best word for its secret goal and the public
  goals: it values a rack by the best goal points a reachable word earns,
  scores each card play by that value (exactly for Swap and Shift, over
  sampled draws for Insert, Replace and Redraw from the balls its seat
  cannot see: the 72-ball bag minus every ball its observation shows),
  chooses ends and positions the same way, and picks the secret goal colour
  by how many goals of each colour its first letters can already meet. In
  solo play it keeps, of two drawn goals, the one worth most together with
  the goals it already has within reach: after sampled letters still to
  come in step 1, else on its rack or one Swap or Shift away.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Sequence

from engine.core.portable import environ, perf_counter, process_time, sorted_stable
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequitur.actions import Colour, Keep
from engine.sequitur.cards import INSERT, PASS, REDRAW, REPLACE, SHIFT, SWAP, Play, rearranged, shift, swap
from engine.sequitur.goals import BY_ID, POINTS, deck
from engine.sequitur.ai.greedy import DESCRIPTION as GREEDY_DESCRIPTION, GameWords
from engine.sequitur.dictionary import Dictionary, for_game
from engine.sequitur.letters import BLANK, lower, upper
from engine.sequitur.rack import place
from engine.sequitur.state import END_DRAWS, FIRST_DRAW
from engine.sequitur.spelling import NOTHING, Spell, Word, reachable_spells, word_of

# weakest first (an OrderedDict: MicroPython's dicts iterate in hash order)
LEVELS = OrderedDict([
    ("easy", "plays as a casual player does, but about one choice in five at random"),
    ("medium", "plays as a casual player does: the word meeting the most goal points now; "
               "Swap or Shift only for a better word at once"),
    ("hard", "plans its cards, ends and colour toward the best word for its goals"),
    ("expert", "plans the whole round: the words its cards can still put in order, every goal in reach; "
               "plays for the win"),
])
# the arena's baseline bots (engine.core.levels), name -> what it does: engine/sequitur/ai/greedy.py
BASELINES = {"greedy": GREEDY_DESCRIPTION}
DEFAULT_TIME = 0.3  # seconds of card search per decision for the hard level (under 1 s in the browser)
SAMPLES = 4  # sampled draws per chance card
# a fixed number of card plays to weigh per decision instead of the time limit, so
# that benchmark figures do not move with the machine's load (like SEQUENCE_AI_SAMPLES)
PLAYS_ENV = "SEQUITUR_AI_PLAYS"
# SEQUITUR_AI_CLOCK=cpu times the search by this process's CPU time instead of the wall
# clock: a benchmark on a busy machine then gives each decision the work the time limit
# buys on an idle one (docs/ai.md, "Sequitur")
CLOCK_ENV = "SEQUITUR_AI_CLOCK"
clock: Callable[[], float] = process_time if environ(CLOCK_ENV) == "cpu" else perf_counter
CARD_ORDER = {None: 0, SWAP: 1, SHIFT: 2, INSERT: 3, REPLACE: 4, REDRAW: 5}


def word_balls(word: dict[str, Any] | None) -> list[str]:
    """The balls a revealed word (an entry of the observation's "words") was
    spelled with: its letters as balls, the blank's letter as the blank ball,
    QU as the Q ball alone."""
    if not word or not word.get("word"):
        return []
    letters = list(lower(word["word"]))
    balls: list[str] = []
    blank = word.get("blank")
    if blank and lower(blank) in letters:
        letters.remove(lower(blank))
        balls.append(BLANK)
    if word.get("qu") and "q" in letters and "u" in letters:
        letters.remove("u")
    text = lower(word["word"])
    firsts = [c for i, c in enumerate(text) if c not in text[:i]]  # grouped as Counter.elements() gives them
    balls.extend(upper(c) for c in firsts for _ in range(letters.count(c)))
    return balls


def unseen(obs: dict[str, Any]) -> list[str]:
    """The balls `obs`'s seat cannot see, sorted: the full 72-ball bag minus its
    own rack, the ball it holds, and the balls of every word revealed this
    round (still on the other racks until the letters return in step 8).
    Nothing else in an observation shows a ball: the other racks, the balls
    they returned with Replace or Redraw and the bag stay hidden, and the
    letters drawn to break a tie go back into the bag. With no word revealed
    (every step with a draw) this is the bag and the other racks together; in
    solo play exactly the bag. A draw is uniform over these balls as far as
    the seat can tell."""
    left: dict[str, int] = {}
    for ball in for_game(obs).letters.full_bag():
        left[ball] = left.get(ball, 0) + 1
    seen = list(obs["rack"])
    if obs.get("drawn"):
        seen.append(obs["drawn"])
    for seat, word in enumerate(obs.get("words") or []):
        if seat != obs["seat"]:  # its own word's balls are on its rack
            seen.extend(word_balls(word))
    for ball in seen:
        if left.get(ball, 0) > 0:
            left[ball] -= 1
    return [ball for ball in sorted(left) for _ in range(left[ball])]


def words_of(rack: Sequence[str], words: Dictionary) -> list[tuple[Word, Spell]]:
    """Every word of `words` that `rack` can spell, with its spelling."""
    return [(word_of(rack, spell, words.letters), spell) for spell in reachable_spells(rack, words)]


def word_value(word: Word, secret: str | None, public: Sequence[str], words: Dictionary, *,
               share: float = 0.6) -> float:
    """Goal points `word` earns: its secret goal, the public goals it meets
    (counted at `share`: others may claim them first; 1 in solo play), and a
    little for the score (claiming priority)."""
    value = 0.0
    if secret is not None and BY_ID[secret].is_met(word, words):
        value += BY_ID[secret].points
    for g in public:
        if BY_ID[g].is_met(word, words):
            value += share * BY_ID[g].points
    return value + 0.01 * word.score


def best_spell(rack: Sequence[str], secret: str | None, public: Sequence[str], words: Dictionary, *,
               share: float = 0.6) -> tuple[float, Spell]:
    """The most valuable word of `rack` and its value (spelling nothing is worth 0)."""
    best: tuple[float, Spell] = (0.0, NOTHING)
    for word, spell in words_of(rack, words):
        v = word_value(word, secret, public, words, share=share)
        if v > best[0]:
            best = (v, spell)
    return best


class SequiturSeat(GameWords):
    """A built-in player of the hard level (the expert's base)."""

    def __init__(self, level: str, seed: int, time_limit: float | None = None,
                 max_plays: int | None = None) -> None:
        if level != "hard":
            raise ValueError(f"unknown Sequitur level {level!r} for this seat (levels: {', '.join(LEVELS)}; "
                             "easy and medium: engine.sequitur.ai.casual)")
        self.name = f"ai:{level}"
        self.level = level
        self.rng = Rng(seed)
        self.time_limit = DEFAULT_TIME if time_limit is None else time_limit
        if max_plays is None and environ(PLAYS_ENV):
            max_plays = int(environ(PLAYS_ENV))
        self.max_plays = max_plays
        self._cache: dict[tuple, float] = {}
        self._found: dict[tuple, list[Word]] = {}
        self.samples = SAMPLES

    def start(self, info: dict[str, Any]) -> None:
        self._cache = {}
        self._found = {}

    def end(self, result: dict[str, Any], final: dict[str, Any]) -> None:
        pass

    # --- decisions -------------------------------------------------------------------------
    def act(self, decision: Decision) -> Any:
        obs = decision.observation
        self.read_words(obs)
        kind = obs["decision"]
        legal = decision.legal
        if kind == "spell":
            return self._spell(obs)
        assert legal
        if kind == "claim":
            return max(legal, key=lambda c: (BY_ID[c.goal].points, c.goal))
        if kind == "goal":
            return self._keep(obs, legal)
        if kind == "secret-colour":
            return self._colour(obs, legal)
        if kind == "action":
            return self._play(obs, legal)
        if kind == "letter-end":
            return max(legal, key=lambda e: self._after(self._placed(obs["rack"], obs["drawn"], e), obs, obs["cards"]))
        if kind == "insert-position":
            return max(legal, key=lambda p: self._after(obs["rack"][:p.to] + [obs["drawn"]] + obs["rack"][p.to:], obs,
                                                        obs["cards"]))
        return legal[0]

    def _forget_words(self) -> None:
        self._cache = {}
        self._found = {}

    def _spell(self, obs: dict[str, Any]) -> Spell:
        rack = obs["rack"]
        return best_spell(rack, obs["secret"], obs["public"], self.words, share=self._share(obs))[1]

    def _keep(self, obs: dict[str, Any], legal: list[Keep]) -> Keep:
        if Keep(None) not in legal and len(legal) > 1:
            return self._keep_within_reach(obs, legal)
        rack = obs["rack"]
        drawn = obs["drawn_goals"]
        words = self.words
        found = [w for w, _ in words_of(rack, words)]
        met = [any(BY_ID[g].is_met(w, words) for w in found) for g in drawn]
        if Keep(None) in legal:  # a public goal: keep it if our rack can meet it now
            return Keep(0) if met[0] else Keep(None)
        for i, ok in enumerate(met):
            if ok:
                return Keep(i)
        return Keep(0)

    def _keep_within_reach(self, obs: dict[str, Any], legal: list[Keep]) -> Keep:
        """Solo play, one goal of two: the one whose goals together (with the
        secret goal and the public goals in play) are worth most within reach."""
        drawn = obs["drawn_goals"]
        secret_draw = obs["step"] == "letters"
        best, choice = -1.0, legal[0]
        for option in legal:
            goal = drawn[option.index]  # type: ignore[index]
            secret = goal if secret_draw else obs["secret"]
            public = list(obs["public"]) if secret_draw else list(obs["public"]) + [goal]
            value = self._reach(obs["rack"], secret, public, obs)
            if value > best + 1e-9:
                best, choice = value, option
        return choice

    def _words(self, rack: Sequence[str]) -> list[Word]:
        """The words `rack` can spell (cached per rack)."""
        key = tuple(rack)
        found = self._found.get(key)
        if found is None:
            found = [word for word, _ in words_of(rack, self.words)]
            if len(self._found) > 5000:
                self._found.clear()
            self._found[key] = found
        return found

    def _goal_value(self, rack: Sequence[str], secret: str | None, public: Sequence[str], obs: dict[str, Any]) -> float:
        share = self._share(obs)
        return max((word_value(w, secret, public, self.words, share=share) for w in self._words(rack)), default=0.0)

    def _reach(self, rack: list[str], secret: str | None, public: Sequence[str], obs: dict[str, Any]) -> float:
        """What these goals are worth within reach of `rack`: with letters still
        to come in step 1, the mean over sampled unseen letters, each put on its
        better end; later, the best of the rack and every rack one Swap or
        Shift away (for the cards still in hand)."""
        to_come = END_DRAWS - (len(rack) - FIRST_DRAW) if obs["step"] == "letters" else 0
        if to_come > 0:
            pool = unseen(obs)
            total = 0.0
            for _ in range(SAMPLES):
                after = onto_better_ends(rack, self.rng.sample(pool, to_come),
                                         lambda r: self._goal_value(r, secret, public, obs))
                total += self._goal_value(after, secret, public, obs)
            return total / SAMPLES
        best = self._goal_value(rack, secret, public, obs)
        size = len(rack)
        for i in range(size):
            for j in range(size):
                if i == j or (j < i and SHIFT not in obs["cards"]):
                    continue
                if j > i and SWAP in obs["cards"]:
                    after = rack[:]
                    swap(after, i, j)
                    best = max(best, self._goal_value(after, secret, public, obs))
                if SHIFT in obs["cards"]:
                    after = rack[:]
                    shift(after, i, j)
                    best = max(best, self._goal_value(after, secret, public, obs))
        return best

    def _colour(self, obs: dict[str, Any], legal: list[Colour]) -> Colour:
        """The colour whose goals the first letters meet best, weighted by points."""
        words = self.words
        found = [w for w, _ in words_of(obs["rack"], words)]
        best, choice = -1.0, legal[0]
        for option in legal:
            ids = deck(obs["catalog"], words.language)[option.colour]
            met = sum(any(BY_ID[g].is_met(w, words) for w in found) for g in ids) / len(ids)
            # three more letters and three cards lift every chance; harder colours lift least
            lifted = min(1.0, met + {"green": 0.3, "yellow": 0.25, "red": 0.15}[option.colour])
            value = POINTS[option.colour] * lifted
            if value > best:
                best, choice = value, option
        return choice

    @staticmethod
    def _share(obs: dict[str, Any]) -> float:
        """How much a public goal is worth to us: all of it alone, less when others may claim it first."""
        return 1.0 if obs["players"] == 1 else 0.6

    # --- the hard level's planning -------------------------------------------------------------
    def _value(self, rack: Sequence[str], obs: dict[str, Any]) -> float:
        key = (tuple(rack), obs["secret"], tuple(obs["public"]))
        cached = self._cache.get(key)
        if cached is None:
            cached = best_spell(rack, obs["secret"], obs["public"], self.words, share=self._share(obs))[0]
            if len(self._cache) > 20000:
                self._cache.clear()
            self._cache[key] = cached
        return cached

    @staticmethod
    def _placed(rack: list[str], ball: str, end: Any) -> list[str]:
        out = rack[:]
        place(out, ball, end.end)
        return out

    def _play(self, obs: dict[str, Any], legal: list[Play]) -> Play:
        deadline = clock() + self.time_limit
        rack = obs["rack"]
        base = self._after(rack, obs, obs["cards"])
        pool = unseen(obs)
        best, choice = base, PASS
        weighed = 0
        for play in self._ordered(legal, obs):
            if play.card is None:
                continue
            if self.max_plays is not None:
                if weighed >= self.max_plays:
                    break
            elif clock() > deadline:
                break
            weighed += 1
            value = self._play_value(play, rack, pool, obs, None if self.max_plays is not None else deadline)
            if value is None:  # the time ran out while weighing it: dropped
                break
            if value > best + 1e-9:
                best, choice = value, play
        return choice

    def _ordered(self, legal: list[Play], obs: dict[str, Any]) -> list[Play]:
        """The plays in the order they are weighed, within the time limit:
        cheap, certain plays first, then chance plays."""
        return sorted_stable(legal, lambda p: CARD_ORDER[p.card])

    def _after(self, rack: Sequence[str], obs: dict[str, Any], cards: Sequence[str]) -> float:
        """What `rack` is worth with `cards` still in hand after this decision:
        for this level, its best word now."""
        return self._value(rack, obs)

    def _play_value(self, play: Play, rack: list[str], hidden: list[str], obs: dict[str, Any],
                    deadline: float | None = None) -> float | None:
        """What `play` is worth: the rack it makes, or the mean over sampled
        draws for a chance card; None if `deadline` passes before every sample
        is weighed."""
        cards = [card for card in obs["cards"] if card != play.card]
        if play.card in (SWAP, SHIFT):
            return self._after(rearranged(rack, play), obs, cards)
        values = []
        for balls in self._draws(play, hidden, obs):
            if deadline is not None and clock() > deadline:
                return None
            after = rack[:]
            if play.card == INSERT:
                values.append(max(self._after(after[:p] + [balls[0]] + after[p:], obs, cards)
                                  for p in range(len(after) + 1)))
            elif play.card == REPLACE:
                after[play.positions[0]] = balls[0]
                values.append(self._after(after, obs, cards))
            else:
                for i in sorted(play.positions, reverse=True):
                    after.pop(i)
                after = onto_better_ends(after, balls, lambda r: self._after(r, obs, cards))
                values.append(self._after(after, obs, cards))
        return self._mean(values)

    def _mean(self, values: Sequence[float]) -> float:
        """What a gamble on `values`, each as likely, is worth: for this level, their mean."""
        return sum(values) / len(values)

    def _draws(self, play: Play, hidden: list[str], obs: dict[str, Any]) -> list[list[str]]:
        """Sampled letters a chance card draws: `self.samples` draws from the
        balls the seat cannot see, as many letters each as the card draws."""
        count = len(play.positions) if play.card == REDRAW else 1
        return [self.rng.sample(hidden, count) for _ in range(self.samples)]


def onto_better_ends(rack: Sequence[str], balls: Sequence[str], value: Callable[[list[str]], float]) -> list[str]:
    """`rack` with each of `balls`, drawn in turn, put on the end where `value`
    rates the rack higher (the left end on a tie): step 1's last letters and
    Redraw's (rulebook steps 1 and 3)."""
    after = list(rack)
    for ball in balls:
        left, right = [ball] + after, after + [ball]
        after = left if value(left) >= value(right) else right
    return after
