"""The expert Sequitur player: the hard level's card search, planning the
round's remaining action steps (rulebook "Playing the game", steps 3-5;
RULINGS Sequitur 2).

Each round gives three action steps, one card each. The hard level values a
rack by the best word it spells now, so it never starts a plan that needs
two cards, and it passes whenever no single card helps. The expert values a
rack by the best word it can spell *by the end of the round*: a word made of
the rack's letters but out of order counts when the Swap and Shift cards
still in hand, one per action step left, can move enough balls into place
(`anagrams.moves_needed`), a little less for each move it still needs. Every
card play, pass, end and insert position is weighed by that value, and so is
each goal it may keep.

With rivals, a public goal a word meets is worth what the word is expected
to claim of it (`engine.sequitur.ai.rivals`): a rival who claims first, having
spelled a higher-scoring word, may take it. So the word's score counts as
the claiming order makes it count. And with rivals it plays for the win,
not for points (`engine.sequitur.ai.winning`): a gamble (a chance card's
draws, the letters and goals still to come) is worth the sure points with
the same chance to finish ahead, from the lead on the table.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Sequence

from engine.sequitur.dictionary import Dictionary
from engine.sequitur.actions import Claim, Colour, Keep
from engine.sequitur.ai.anagrams import index, is_spelled, letters_of, moves_needed, sub_anagrams
from engine.sequitur.ai.rivals import public_worth
from engine.core.portable import sorted_stable
from engine.sequitur.ai.seat import CARD_ORDER, SequiturSeat, clock, onto_better_ends, unseen, words_of
from engine.sequitur.ai.winning import Standing, standing
from engine.sequitur.cards import REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.goals import BY_ID, CATALOG, COLOURS, POINTS, catalog_goals, deck
from engine.sequitur.letters import BLANK, Q, LetterSet, lower
from engine.sequitur.spelling import NOTHING, Spell, Word
from engine.sequitur.state import END_DRAWS, FIRST_DRAW

# action steps still to come after a decision made in this step
STEPS_AFTER = {"letters": 3, "red-goal": 3, "red-action": 2, "yellow-goal": 2, "yellow-action": 1,
               "green-goal": 1, "green-action": 0}
MOVE_CARDS = (SWAP, SHIFT)
EXPERT_TIME = 0.5  # seconds of card search per action step (the page's budget: under 1 s in its worker)
DISCOUNT = 0.95  # a word still a move away is worth a little less than one on the rack
SAMPLES = 6  # sampled draws per chance card
# the public goals still to be drawn this round after a decision in this step
FUTURE = {"letters": ("red", "yellow", "green"), "red-goal": ("yellow", "green"), "red-action": ("yellow", "green"),
          "yellow-goal": ("green",), "yellow-action": ("green",)}
# sampled secret-goal draws per colour, as many as the time limit allows; in solo play (two
# goals drawn, the better kept) six did no better than three, but with rivals three let the
# noise make red look best too often (2 seats against hard at a tenth of the page's budgets,
# untimed: 68.5% with three, 71.9% with eight; docs/ai.md, "Sequitur")
COLOUR_SAMPLES = {"solo": 3, "rivals": 12}
FUTURE_SAMPLES = 6  # sampled draws of the public goals still to come
KEEP_SHARE = 0.3  # with rivals, a goal goes public when it should bring at least this share of its points
GOAL_BIT = {goal_id: 1 << i for i, goal_id in enumerate(sorted(BY_ID))}  # every catalog's cards
_masks: dict[tuple, int] = {}


def goal_mask(word: Word, catalog: int, words: Dictionary) -> int:
    """The goals of this catalog (for the language of `words`) that `word` meets, one bit per goal
    card (cached)."""
    key = (word.text, word.letter_points, catalog, words.language)
    mask = _masks.get(key)
    if mask is None:
        mask = 0
        for goal in catalog_goals(catalog, words.language):
            if goal.test(word, words):
                mask |= GOAL_BIT[goal.id]
        if len(_masks) > 200_000:
            _masks.clear()
        _masks[key] = mask
    return mask


Weights = tuple  # each goal as (its bit, its points): tuple[tuple[int, float], ...]


def weights(secret: str | None, public: Sequence[str]) -> Weights:
    """Each goal as (its bit, its points)."""
    found = [(GOAL_BIT[secret], float(BY_ID[secret].points))] if secret is not None else []
    found += [(GOAL_BIT[g], float(BY_ID[g].points)) for g in public]
    return tuple(found)


class Goals(namedtuple("Goals", ("own", "public", "rivals"))):
    """The goals in play as the expert weighs a word: `own` (Weights), the goals
    whose points a word that meets them earns (the secret goal; in solo play the
    public goals too), and with `rivals` (how many; 0 in solo play) the public
    goals' bits by colour (of COLOURS, `public`), whose points a word earns as
    far as it claims them first."""

    __slots__ = ()

    def all_bits(self) -> int:
        bits = 0
        for bit, _ in self.own:
            bits |= bit
        for colour in self.public:
            for bit in colour:
                bits |= bit
        return bits


def goals_in_play(secret: str | None, public: Sequence[str], players: int) -> Goals:
    """The goals in play for a seat at a table of `players`."""
    if players == 1:
        return Goals(weights(secret, public), (), 0)
    by_colour = tuple(tuple(GOAL_BIT[g] for g in public if BY_ID[g].colour == colour) for colour in COLOURS)
    return Goals(weights(secret, ()), by_colour, players - 1)


def public_slots(mask: int, goals: Goals) -> tuple[tuple[int, int], ...]:
    """Per colour: (public goals in play, how many of them a word with goal bits `mask` meets)."""
    return tuple((len(bits), sum(1 for bit in bits if mask & bit)) for bits in goals.public)


def worth(mask: int, score: int, value: float, goals: Goals, sample: Any = (),
          slots: tuple[tuple[int, int], ...] | None = None) -> float:
    """What a word is worth: `value` (its own goals, `value_of`), and the
    public goals it meets, of `goals` and of a sampled draw of those still to
    come ((bits, worth, colour index) each): in solo play their worth; with
    rivals what it is expected to claim of them (`rivals.public_worth`)."""
    if not goals.rivals:
        for bits, points, _ in sample:
            if mask & bits:
                value += points
        return value
    if slots is None:
        slots = public_slots(mask, goals)
    for bits, _, colour in sample:
        if mask & bits:  # a goal still to come it meets goes public
            goals_of_colour, met = slots[colour]
            slots = slots[:colour] + ((goals_of_colour + 1, met + 1),) + slots[colour + 1:]
    for _, met in slots:
        if met:
            return value + public_worth(slots, score, goals.rivals)
    return value


def revealed(shown: dict[str, Any] | None, letters: LetterSet) -> Word | None:
    """The Word of a word an observation shows revealed (None for no word): its
    letters score their skill points, but a blank (the first letter it names)
    and QU score none (RULINGS Sequitur 4)."""
    if not shown or not shown.get("word"):
        return None
    text = shown["word"]
    scored = [letters.letter_points[c] for c in text]
    if shown.get("blank") and lower(shown["blank"]) in text:
        scored[text.index(lower(shown["blank"]))] = 0
    if shown.get("qu"):
        at = text.find("qu")
        if at >= 0:
            scored[at] = scored[at + 1] = 0
    return Word(text, sum(scored), tuple(scored))


def value_of(word: Word, goals: Weights, catalog: int, words: Dictionary) -> float:
    """Goal points `word` earns (the goals in play are this catalog's, for the language of
    `words`), and a little for its score (claiming priority)."""
    mask = goal_mask(word, catalog, words)
    value = 0.01 * word.score
    for bit, worth in goals:
        if mask & bit:
            value += worth
    return value


def prepare(words: Dictionary) -> None:
    """Build what the expert's first decision would otherwise build: the index of
    `words` by their letters (the page's worker does it on receiving the words)."""
    index(words)


def best_of(values: dict[Any, float], legal: Sequence[Any]) -> Any:
    """The first of `legal` with the highest value (a later one must beat it by more than 1e-9)."""
    best, choice = -1.0, legal[0]
    for option in legal:
        if values[option] > best + 1e-9:
            best, choice = values[option], option
    return choice


class ExpertSeat(SequiturSeat):
    """The expert level (see the module's text)."""

    def __init__(self, seed: int, time_limit: float | None = None, max_plays: int | None = None) -> None:
        super().__init__("hard", seed, EXPERT_TIME if time_limit is None else time_limit, max_plays)
        self.name = "ai:expert"
        self.level = "expert"
        self.samples = SAMPLES
        self._planned_cache: dict[tuple, float] = {}
        self._candidates_cache: dict[tuple, list[tuple[float, float, int, str, int]]] = {}
        self._future_key: tuple | None = None
        self._needed: dict[tuple[str, str], int] = {}
        self._to_come_key: tuple | None = None
        self._to_come: list[list[str]] = []
        self._future_draws: tuple = ()
        self.catalog = CATALOG  # the game's goal catalog, as each observation names it
        self._standing: Standing | None = None  # the chance to win, per decision (None in solo play)

    def start(self, info: dict[str, Any]) -> None:
        super().start(info)
        self.catalog = info.get("catalog", CATALOG)
        self._planned_cache = {}
        self._candidates_cache = {}
        self._needed = {}

    def _forget_words(self) -> None:
        super()._forget_words()
        self._planned_cache = {}
        self._candidates_cache = {}
        self._needed = {}

    def act(self, decision: Any) -> Any:
        obs = decision.observation
        self.read_words(obs)
        self.catalog = obs["catalog"]
        self._stand(obs)
        if obs["decision"] == "secret-colour":
            return self._secret_colour(obs, decision.legal)
        if obs["decision"] == "claim" and len(decision.legal) > 1:
            return self._claim(obs, decision.legal)
        if obs["decision"] == "spell":
            return self.spell_values(obs)[1]
        return super().act(decision)

    def _stand(self, obs: dict[str, Any]) -> None:
        """What a gamble is worth from here (`_mean`): in the decisions before the
        word, as the chance to win makes it; the spelling and the claims are sure."""
        self._standing = None if obs["decision"] in ("spell", "claim") else standing(obs, FUTURE.get(obs["step"], ()))

    def spell_values(self, obs: dict[str, Any]) -> tuple[float, Spell]:
        """The word to spell (rulebook step 6) and its worth: its goals, and
        with rivals what it is expected to claim (spelling nothing is worth 0)."""
        best: tuple[float, Spell] = (0.0, NOTHING)
        for word, spell in words_of(obs["rack"], self.words):
            value = self.word_worth(word, obs)
            if value > best[0]:
                best = (value, spell)
        return best

    def word_worth(self, word: Word, obs: dict[str, Any]) -> float:
        """What spelling `word` is worth to the seat of `obs` (`worth`)."""
        goals, catalog = self._goals(obs), obs["catalog"]
        words = self.words
        return worth(goal_mask(word, catalog, words), word.score, value_of(word, goals.own, catalog, words), goals)

    def _keep(self, obs: dict[str, Any], legal: list[Keep]) -> Keep:
        """With rivals, a drawn goal goes public only if it should bring this
        seat more than its rivals (`keep_gain`): whoever meets it may claim it."""
        if Keep(None) not in legal:
            return super()._keep(obs, legal)
        return Keep(0) if self.keep_gain(obs, obs["drawn_goals"][0]) >= 0 else Keep(None)

    def keep_gain(self, obs: dict[str, Any], goal: str) -> float:
        """With rivals, what making `goal` public is worth: the points this
        seat's word should claim of it and keep from the rivals
        (`rivals.claimed`), less `KEEP_SHARE` of its points (a rival who
        meets it may take it)."""
        without = self._reach(obs["rack"], obs["secret"], obs["public"], obs)
        with_it = self._reach(obs["rack"], obs["secret"], list(obs["public"]) + [goal], obs)
        return with_it - without - KEEP_SHARE * BY_ID[goal].points

    def _claim(self, obs: dict[str, Any], legal: list[Claim]) -> Claim:
        """The claim that leaves this seat the most goal points (`claim_values`)."""
        values = self.claim_values(obs, legal)
        return max(legal, key=lambda c: (values[c], BY_ID[c.goal].points, c.goal))

    def claim_values(self, obs: dict[str, Any], legal: list[Claim]) -> dict[Claim, float]:
        """The goal points each claim leaves this seat once every
        claim of the round is made (rulebook step 7: one goal a turn, round
        and round): the words are revealed, so which goals each seat can still
        take is known; the other seats are expected to take their most
        valuable goal first."""
        words = self.words
        met = {}
        for seat, shown in enumerate(obs["words"]):
            word = revealed(shown, words.letters)
            met[seat] = frozenset(g for g in obs["public"] if word is not None and BY_ID[g].is_met(word, words))
        order, me = obs["order"], obs["seat"]

        def gained(public: frozenset[str], turn: int) -> int:
            """The points this seat still takes from `public`, claims resuming at `turn`."""
            for k in range(len(order)):
                seat = order[(turn + k) % len(order)]
                options = met.get(seat, frozenset()) & public
                if not options:
                    continue
                after = (turn + k + 1) % len(order)
                if seat != me:
                    taken = max(options, key=lambda g: (BY_ID[g].points, g))
                    return gained(public - {taken}, after)
                return max(BY_ID[g].points + gained(public - {g}, after) for g in options)
            return 0

        start = order.index(me)
        public = frozenset(obs["public"])
        return {c: BY_ID[c.goal].points + gained(public - {c.goal}, start + 1) for c in legal}

    def _secret_colour(self, obs: dict[str, Any], legal: list[Colour]) -> Colour:
        """The colour whose secret goal is worth most by the round's end (`colour_values`)."""
        return best_of(self.colour_values(obs, legal), legal)

    def colour_values(self, obs: dict[str, Any], legal: list[Colour]) -> dict[Colour, float]:
        """What each colour's secret goal is worth by the round's end (the mean over the samples), with
        the public goals to come: for each colour, sampled draws of its goals
        not seen yet (two in solo play, keeping the better, as `_keep` will),
        each valued like a goal to keep. The colours take turns, a sampled
        draw each; another turn starts only if it should end within the time
        limit (with `max_plays`, every turn is played: the clock never counts)."""
        started = clock()
        self._stand(obs)  # as the expert's own choice weighs them (the review asks here directly)
        seen = self._seen_goals(obs)
        draws = 2 if obs["players"] == 1 else 1
        cards = deck(obs["catalog"], self.words.language)
        left = {option: [g for g in cards[option.colour] if g not in seen] or list(cards[option.colour])
                for option in legal}
        totals: dict[Colour, list[float]] = {option: [] for option in legal}
        for turn in range(COLOUR_SAMPLES["solo" if obs["players"] == 1 else "rivals"]):
            elapsed = clock() - started
            if turn and self.max_plays is None and elapsed * (turn + 1) / turn > self.time_limit:
                break
            for option in legal:
                drawn = self.rng.sample(left[option], draws)
                totals[option].append(max(self._reach(obs["rack"], goal, obs["public"], obs) for goal in drawn))
        return {option: self._mean(values) for option, values in totals.items()}

    # --- values --------------------------------------------------------------------------
    def _future(self, obs: dict[str, Any]) -> tuple[tuple[tuple[int, float, int], ...], ...]:
        """Sampled draws of the public goals still to come this round, the same
        for every option weighed in one decision: per sample, each colour's
        drawn goals (two in solo play, one with rivals) as (bits, worth,
        colour index): with rivals the worth is the most a word may claim."""
        key = (obs["round"], obs["step"], obs["decision"], tuple(obs["rack"]), obs["drawn"])
        if self._future_key == key:
            return self._future_draws
        colours = FUTURE.get(obs["step"], ())
        seen = self._seen_goals(obs)
        draws = 2 if obs["players"] == 1 else 1
        samples = []
        for _ in range(FUTURE_SAMPLES if colours else 0):
            sample = []
            for colour in colours:
                bits = 0
                for goal in self.rng.sample([g for g in deck(obs["catalog"], self.words.language)[colour] if g not in seen], draws):
                    bits |= GOAL_BIT[goal]
                sample.append((bits, float(POINTS[colour]), COLOURS.index(colour)))
            samples.append(tuple(sample))
        self._future_key, self._future_draws = key, tuple(samples)
        return self._future_draws

    @staticmethod
    def _seen_goals(obs: dict[str, Any]) -> set[str]:
        """The goal cards the seat sees: public, in any stack, its secret goal and its draw."""
        seen = set(obs["public"]) | set(obs["drawn_goals"]) | {obs["secret"]}
        for stack in obs["stacks"]:
            seen.update(stack)
        return seen

    def _candidates(self, letters: str, goals: Goals, future: Any) -> list[tuple[float, float, int, str, int]]:
        """Words of these letters in any order worth something, most promising
        first: (upper bound, value of its own goals, goal bits, word, score)."""
        key = ("".join(sorted(letters)), goals, future)
        found = self._candidates_cache.get(key)
        if found is None:
            found = []
            reach: list[tuple[int, float]] = [  # with rivals, every public goal at its full points
                (bit, float(POINTS[colour])) for colour, bits in zip(COLOURS, goals.public) for bit in bits]
            if future:
                for i in range(len(future[0])):
                    bits = 0
                    for sample in future:
                        bits |= sample[i][0]
                    reach.append((bits, future[0][i][1]))
            words = self.words
            points = words.letters.letter_points
            for text in sub_anagrams(letters, words):
                scored = tuple(points[c] for c in text)
                word = Word(text, sum(scored), scored)
                mask = goal_mask(word, self.catalog, words)
                value = value_of(word, goals.own, self.catalog, words)
                bound = value + sum(points for bits, points in reach if mask & bits)
                if bound >= 1.0:
                    found.append((bound, value, mask, text, word.score))
            found.sort(reverse=True)
            if len(self._candidates_cache) > 5000:
                self._candidates_cache.clear()
            self._candidates_cache[key] = found
        return found

    def _planned(self, rack: Sequence[str], goals: Goals, cards: Sequence[str], steps: int,
                 future: Any = ()) -> float:
        """What `rack` is worth by the round's end with `cards` in hand and
        `steps` action steps to come: per sampled draw of the goals still to
        come, the best word now, or a word of its letters that the Swap and
        Shift still in hand can put in order; the mean over the samples."""
        moves = min(steps, sum(card in cards for card in MOVE_CARDS))
        key = (tuple(rack), goals, moves, future, self._standing)
        cached = self._planned_cache.get(key)
        if cached is not None:
            return cached
        samples = future or ((),)
        best = [0.0] * len(samples)
        drawn = [0] * len(samples)  # each sample's goal bits: a word meeting none is worth the same in all
        for i, sample in enumerate(samples):
            for bits, _, _ in sample:
                drawn[i] |= bits

        def count(mask: int, value: float, factor: float, score: int) -> None:
            slots = public_slots(mask, goals) if goals.rivals else None
            # what the word is worth by the sampled goals it meets (their bits: the same goals met,
            # the same worth); key 0: the samples whose goals it meets none of, its worth without them
            by_met: dict[int, float] = {}
            for i, sample in enumerate(samples):
                met = mask & drawn[i]
                v = by_met.get(met)
                if v is None:
                    v = by_met[met] = worth(mask, score, value, goals, sample if met else (), slots) * factor
                if v > best[i]:
                    best[i] = v

        special = BLANK in rack or Q in rack
        if special:  # the blank's letters and QU: every word the rack spells now, as the rules read it
            for word in self._words(rack):
                count(goal_mask(word, self.catalog, self.words), value_of(word, goals.own, self.catalog, self.words),
                      1.0, word.score)
        letters = letters_of(rack)
        needed_of = self._needed
        for bound, value, mask, text, score in self._candidates(letters, goals, future):
            if bound <= min(best):
                break
            key_needed = (text, letters)
            needed = needed_of.get(key_needed)
            if needed is None:
                needed = moves_needed(text, letters) if moves else (0 if is_spelled(text, letters) else 9)
                if moves or not needed:  # exact: a count of moves, or spelled as it stands
                    if len(needed_of) > 200_000:
                        needed_of.clear()
                    needed_of[key_needed] = needed
            if needed <= moves and not (special and needed == 0):
                count(mask, value, DISCOUNT ** needed, score)
        result = self._mean(best)
        if len(self._planned_cache) > 50000:
            self._planned_cache.clear()
        self._planned_cache[key] = result
        return result

    def _ordered(self, legal: list[Play], obs: dict[str, Any]) -> list[Play]:
        """Certain plays first, then Insert, then the plays that return balls,
        those returning the balls the most valuable words need least first."""
        goals, future = self._goals(obs), self._future(obs)
        rack = obs["rack"]
        need: dict[str, float] = {}
        for bound, _value, _mask, text, _score in self._candidates(letters_of(rack), goals, future):
            for c in set(text):
                need[c] = max(need.get(c, 0.0), bound)
        worth = [need.get(lower(ball), 0.0) if ball != BLANK else 99.0 for ball in rack]
        return sorted_stable(legal, lambda p: (
            CARD_ORDER[p.card] if p.card not in (REPLACE, REDRAW) else 4,
            sum(worth[i] for i in p.positions) if p.card in (REPLACE, REDRAW) else 0))

    def _goals(self, obs: dict[str, Any]) -> Goals:
        return goals_in_play(obs["secret"], obs["public"], obs["players"])

    def _after(self, rack: Sequence[str], obs: dict[str, Any], cards: Sequence[str]) -> float:
        return self._planned(rack, self._goals(obs), cards, STEPS_AFTER[obs["step"]], self._future(obs))

    def _reach(self, rack: list[str], secret: str | None, public: Sequence[str], obs: dict[str, Any]) -> float:
        """What these goals are worth by the round's end from `rack`: with
        letters still to come in step 1, the mean over sampled unseen letters,
        each put on its better end."""
        goals = goals_in_play(secret, public, obs["players"])
        cards, steps = obs["cards"], STEPS_AFTER[obs["step"]]
        future = self._future(obs)
        to_come = END_DRAWS - (len(rack) - FIRST_DRAW) if obs["step"] == "letters" else 0
        if to_come <= 0:
            return self._planned(rack, goals, cards, steps, future)
        values = []
        for balls in self._letters_to_come(obs, to_come):
            after = onto_better_ends(rack, balls, lambda r: self._planned(r, goals, cards, steps, future))
            values.append(self._planned(after, goals, cards, steps, future))
        return self._mean(values)

    def _mean(self, values: Sequence[float]) -> float:
        """What a gamble on `values`, each as likely, is worth: with rivals,
        the sure points as good as its chance to win (`winning.Standing`)."""
        if self._standing is None:
            return sum(values) / len(values)
        return self._standing.mean(values)

    def _letters_to_come(self, obs: dict[str, Any], count: int) -> list[list[str]]:
        """Sampled letters still to be drawn in step 1, from the balls the seat
        cannot see: the same samples for every option of one decision."""
        key = (obs["round"], obs["decision"], tuple(obs["rack"]), count)
        if self._to_come_key != key:
            pool = unseen(obs)
            self._to_come_key, self._to_come = key, [self.rng.sample(pool, count) for _ in range(self.samples)]
        return self._to_come
