"""A game of Sequoia in progress: set-up, secret rolls, simultaneous
choices, planting trees, scoring, tiebreaker turns and the end
(rulebook: SETUP, EACH TURN, SCORING, TIES, TIEBREAKER TURNS, GAME END;
RULINGS Sequoia 1-6).

Each turn is two steps: chance (the state's generator rolls the dice of
every seat that plays the turn: `resolve_chance`), then a simultaneous step
(each of those seats chooses its pairs with `apply`; a stored choice shows
nowhere; when the last one has chosen, all are revealed and applied
together). After the tenth turn every forest is scored; tied players then
play tiebreaker turns, with scoring after each, until every token still in
play is awarded.

Configuration (`SequoiaState.new(config, seed)`): `players` (2 to 5),
`tokens` ("face-up", the default, or "face-down"; `variant` is accepted as
a synonym, as the bot protocol's `start.variant` names it), and
`tiebreak_limit` (default TIEBREAK_LIMIT): the safety cap on tiebreaker
turns, see docs/rules.md.
"""

from __future__ import annotations

from typing import Any

from engine.core.config import players_of
from engine.core.errors import IllegalAction, SetupError
from engine.core.result import SCORES, Result
from engine.core.rng import Rng
from engine.core.state import ACTING_CHANCE, ACTING_OVER, CHANCE_SLOTS, SIMULTANEOUS, Acting, GameState, Outcome
from engine.sequoia.actions import Sums, action_from_json
from engine.sequoia.dice import DICE, FACES, is_sequoia, reachable_pairs, roll
from engine.sequoia.events import (
    DiceRolled, PairsChosen, Revealed, ScoringBegan, TieBegun, TieUnsettled, TokenAwarded, TreesRemoved,
)
from engine.sequoia.forests import (
    FACE_DOWN, FACE_UP, FIRST, FIRST_TOKENS, FOREST_BASE, FORESTS, SECOND, SECOND_TOKENS, TOKEN_SETTINGS,
    deal_tokens, tokens_json,
)
from engine.sequoia.scoring import score_forest, winners

MIN_PLAYERS = 2
MAX_PLAYERS = 5
TREES = 20
TURNS = 10
REGULAR = "regular"
TIEBREAK = "tiebreak"
# The safety cap on tiebreaker turns (docs/rules.md, "Sequoia"): a tie can
# last forever only if tied players keep declining to grow there (a total
# such as 7 can always be avoided); players who try break a tie within a few
# turns, so 100 is never reached in play. Tokens still tied then stay unawarded.
TIEBREAK_LIMIT = 100
_NO_FOREST = len(FORESTS)


def _forest_key(forest: int) -> str:
    return str(forest)


class SequoiaState(GameState):
    """The whole state of one game of Sequoia."""

    GAME = "sequoia"

    __slots__ = (
        "seed", "config", "rng", "n", "face_down", "tokens", "trees", "trees_left", "removed",
        "reserve", "turn", "phase", "to_choose", "rolled", "rolls", "choices", "first", "second",
        "tied", "tie_token", "scored", "revealed", "tiebreak_turns", "tiebreak_limit", "unsettled",
        "history", "reshuffles",
    ) + CHANCE_SLOTS

    # --- set-up ---------------------------------------------------------------
    # Chance: the tokens dealt face up (seen by all), a seat's roll. Face-down
    # tokens are seen by nobody until the first scoring turns them up: they are
    # an outcome from then on (a record that travels keeps them from there).
    CHANCE_KINDS = ("tokens", "roll")

    @classmethod
    def new(cls, config: dict[str, Any], seed: int, tape: tuple[Outcome, ...] | list[Outcome] = ()) -> "SequoiaState":
        """Deal the tokens onto the forests and give every player trees and dice (SETUP)."""
        players = players_of(config, low=MIN_PLAYERS, high=MAX_PLAYERS, game="Sequoia")
        tokens = config.get("tokens")
        variant = config.get("variant")
        for name, value in (("tokens", tokens), ("variant", variant)):
            if value is not None and (not isinstance(value, str) or value not in TOKEN_SETTINGS):
                raise SetupError(f"{name} must be 'face-up' or 'face-down', not {value!r}")
        if tokens is not None and variant is not None and tokens != variant:
            raise SetupError(f"tokens {tokens!r} and variant {variant!r} disagree")
        setting = tokens or variant or FACE_UP
        limit = config.get("tiebreak_limit", TIEBREAK_LIMIT)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise SetupError(f"tiebreak_limit must be a positive number, not {limit!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("the seed must be an integer")

        self = object.__new__(cls)  # MicroPython's classes have no __new__ attribute
        self.seed = seed
        self.config = {"players": players, "tokens": setting}
        if limit != TIEBREAK_LIMIT:
            self.config["tiebreak_limit"] = limit
        self.rng = Rng(seed)
        self.n = players
        self.face_down = setting == FACE_DOWN
        self._open_chance(tape)
        if self.face_down:
            self.tokens = deal_tokens(self.rng)
        else:
            self.tokens = list(self._chance("tokens", lambda: tuple(deal_tokens(self.rng)), _fits))
        self.trees = [[0] * players for _ in FORESTS]
        self.trees_left = [TREES] * players
        self.removed = [0] * players  # trees taken off by the tie rules
        self.reserve = [0] * players  # trees from the unlimited reserve (tiebreaker turns)
        self.turn = 0
        self.phase = REGULAR
        self.to_choose: tuple[int, ...] = tuple(range(players))
        self.rolled = False
        self.rolls: list[tuple[int, ...] | None] = [None] * players
        self.choices: dict[int, Sums] = {}
        self.first: list[int | None] = [None] * len(FORESTS)
        self.second: list[int | None] = [None] * len(FORESTS)
        self.tied: list[tuple[int, ...]] = [()] * len(FORESTS)
        self.tie_token: list[str | None] = [None] * len(FORESTS)
        self.scored = False
        self.revealed: list[Sums | None] = [None] * players
        self.tiebreak_turns = 0
        self.tiebreak_limit = limit
        self.unsettled: list[int] = []  # forests still tied when the cap ended the game
        self.history: list[tuple[int, Sums]] = []
        return self

    @classmethod
    def example_configs(cls) -> list[dict[str, Any]]:
        """Every table size with both token settings, and a tiebreak cap of one turn."""
        return [{"players": p, "tokens": t} for t in TOKEN_SETTINGS for p in range(MIN_PLAYERS, MAX_PLAYERS + 1)] + [
            {"players": 3, "tiebreak_limit": 1}]

    def clone(self) -> "SequoiaState":
        twin = object.__new__(SequoiaState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.clone()
        twin.trees = [row[:] for row in self.trees]
        twin.trees_left = self.trees_left[:]
        twin.removed = self.removed[:]
        twin.reserve = self.reserve[:]
        twin.rolls = self.rolls[:]
        twin.choices = dict(self.choices)
        twin.first = self.first[:]
        twin.second = self.second[:]
        twin.tied = self.tied[:]
        twin.tie_token = self.tie_token[:]
        twin.revealed = self.revealed[:]
        twin.unsettled = self.unsettled[:]
        twin.history = self.history[:]
        self._clone_chance(twin)
        return twin

    # --- who acts ---------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def acting(self) -> Acting:
        if self.phase == "over":
            return ACTING_OVER
        if not self.rolled:
            return ACTING_CHANCE
        choices = self.choices
        return Acting(SIMULTANEOUS, tuple(s for s in self.to_choose if s not in choices))

    @property
    def variant(self) -> str:
        return FACE_DOWN if self.face_down else FACE_UP

    def _resolve_chance(self) -> None:
        """Roll the dice of every seat that plays this turn, in secret (EACH TURN 1)."""
        if self.phase == "over" or self.rolled:
            raise IllegalAction(None, "roll", "no roll is pending", code="no-chance")
        for seat in self.to_choose:
            self.rolls[seat] = self._chance("roll", lambda: roll(self.rng), _fits)
        self.rolled = True
        if self._events is not None:
            self._events.append(DiceRolled(self.to_choose))

    @classmethod
    def _chance_value(cls, kind: str, value: Any) -> Any:
        if kind == "roll":
            if (not isinstance(value, list) or len(value) != DICE
                    or not all(type(d) is int and 1 <= d <= FACES for d in value)):
                raise ValueError(f"a roll must be {DICE} dice from 1 to {FACES}, not {str(value)[:40]}")
            return tuple(value)
        pairs = value if isinstance(value, list) and len(value) == len(FORESTS) else []
        if not all(isinstance(p, list) and len(p) == 2 and all(type(t) is int for t in p) for p in pairs) or (
                sorted(p[0] for p in pairs) != sorted(FIRST_TOKENS)
                or sorted(p[1] for p in pairs) != sorted(SECOND_TOKENS)):
            raise ValueError(f"the tokens must be the game's {len(FORESTS)} pairs of tokens, one per forest, "
                             f"not {str(value)[:40]}")
        return tuple((a, b) for a, b in pairs)

    def _reshuffle(self) -> None:
        """Nothing lies in a hidden order: the dice still to roll come from the
        new generator. Face-down tokens stay where they were dealt: no move
        shows them before the final scoring, so an undo cannot have taught
        anyone where they lie."""

    # --- legal actions ------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Sums]:
        """Every pair of totals `seat`'s roll can make, once each, in order."""
        if self.phase == "over" or not self.rolled or seat in self.choices:
            return []
        dice = self.rolls[seat] if 0 <= seat < self.n else None
        if dice is None:
            return []
        return [Sums(a, b) for a, b in reachable_pairs(dice)]

    def check(self, seat: int, action: Any) -> None:
        """Raise IllegalAction with the rule that forbids `action` for `seat` now."""
        if self.phase == "over":
            raise IllegalAction(seat, action, "the game is over", code="game-over")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise IllegalAction(seat, action, "there is no such seat at this table", code="no-such-seat")
        if not self.rolled:
            raise IllegalAction(seat, action, "the dice have not been rolled yet", code="not-rolled")
        if seat not in self.to_choose:
            raise IllegalAction(seat, action, "only players tied in a forest play tiebreaker turns",
                                code="not-tied")
        if seat in self.choices:
            raise IllegalAction(seat, action, "you have already chosen your pairs this turn",
                                code="already-chosen")
        if not isinstance(action, Sums):
            raise IllegalAction(seat, action, "this is not a Sequoia action", code="not-an-action")
        a, b = action
        if not (type(a) is int and type(b) is int):
            raise IllegalAction(seat, action, "the totals must be whole numbers", code="not-an-action")
        if a > b:
            raise IllegalAction(seat, action, f"write the smaller total first ({b}+{a})", code="totals-order")
        dice = self.rolls[seat]
        assert dice is not None
        if (a, b) not in reachable_pairs(dice):
            shown = " ".join(map(str, dice))
            raise IllegalAction(seat, action, f"two pairs of your roll {shown} cannot make totals {a} and {b}",
                                code="pairs-not-in-roll", roll=tuple(dice), totals=(a, b))

    # --- playing --------------------------------------------------------------------
    def _apply(self, seat: int, action: Sums) -> None:
        """Store `seat`'s secret choice; when every seat has chosen, reveal them all."""
        self.history.append((seat, action))
        self.choices[seat] = action
        if self._events is not None:
            self._events.append(PairsChosen(seat))
        if len(self.choices) == len(self.to_choose):
            self._reveal()

    def _reveal(self) -> None:
        """Everyone reveals at once and grows their trees (EACH TURN 2-3), then scoring if due."""
        trees = self.trees
        tiebreak = self.phase == TIEBREAK
        events = self._events
        if events is not None:
            tied_as_chosen = tuple(tuple(self.tied_forests(s)) if tiebreak else () for s in range(self.n))
            grown: list[list[int]] = [[] for _ in range(self.n)]
        for seat in self.to_choose:
            for total in self.choices[seat]:
                f = total - FOREST_BASE
                if tiebreak:
                    # a pair counts only where this player is tied (RULINGS Sequoia 5)
                    if seat in self.tied[f]:
                        trees[f][seat] += 1
                        self.reserve[seat] += 1
                    else:
                        continue
                else:
                    trees[f][seat] += 1
                    self.trees_left[seat] -= 1
                if events is not None:
                    grown[seat].append(total)
        self.revealed = [self.choices.get(seat) for seat in range(self.n)]
        if events is not None:
            events.append(Revealed(
                self.turn + 1 if not tiebreak else TURNS, self.tiebreak_turns + 1 if tiebreak else 0,
                tuple(None if p is None else (p.a, p.b) for p in self.revealed),
                tuple(tuple(g) for g in grown), tied_as_chosen))
        self.choices = {}
        self.rolls = [None] * self.n
        self.rolled = False
        self.turn += 1
        if tiebreak:
            self.tiebreak_turns += 1
            self._score()
        elif self.turn == TURNS:
            self.scored = True
            if self.face_down:  # turned up: what chance dealt is seen from now on
                shown = [tuple(pair) for pair in self._chance("tokens", lambda: tuple(self.tokens), _fits)]
                if shown != self.tokens:  # a record's tokens (the object is shared by clones: replaced, not changed)
                    self.tokens = shown
            if events is not None:
                events.append(ScoringBegan())
            self._score()

    def _score(self) -> None:
        """Score every forest not yet settled; tied players play on, or the game ends."""
        first_scoring = self.phase == REGULAR
        events = self._events
        for f in range(len(FORESTS)):
            if first_scoring:
                outcome = score_forest(self.trees[f])
            elif self.tied[f]:
                outcome = score_forest(self.trees[f], token=self.tie_token[f] or FIRST, tied=self.tied[f])
            else:
                continue
            forest = FORESTS[f]
            if outcome.first is not None:
                self.first[f] = outcome.first
                if events is not None:
                    events.append(TokenAwarded(forest, FIRST, outcome.first, self.tokens[f][0]))
            if outcome.second is not None:
                self.second[f] = outcome.second
                if events is not None:
                    events.append(TokenAwarded(forest, SECOND, outcome.second, self.tokens[f][1]))
            for seat in outcome.removed:
                if events is not None and self.trees[f][seat]:
                    events.append(TreesRemoved(forest, seat, self.trees[f][seat]))
                self.removed[seat] += self.trees[f][seat]
                self.trees[f][seat] = 0
            if events is not None and outcome.tied and (outcome.tied, outcome.token) != (self.tied[f], self.tie_token[f]):
                events.append(TieBegun(forest, outcome.token or FIRST, outcome.tied))
            self.tied[f] = outcome.tied
            self.tie_token[f] = outcome.token
        playing = sorted({seat for seats in self.tied for seat in seats})
        if not playing:
            self.phase = "over"
            self.to_choose = ()
        elif self.tiebreak_turns >= self.tiebreak_limit:
            # the safety cap: the tokens still tied stay unawarded
            self.unsettled = [FORESTS[f] for f in range(len(FORESTS)) if self.tied[f]]
            if events is not None:
                events.append(TieUnsettled(tuple(self.unsettled)))
            self.tied = [()] * len(FORESTS)
            self.tie_token = [None] * len(FORESTS)
            self.phase = "over"
            self.to_choose = ()
        else:
            self.phase = TIEBREAK
            self.to_choose = tuple(playing)

    # --- points -------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Points from the tokens won so far."""
        points = [0] * self.n
        for f, (first, second) in enumerate(self.tokens):
            if self.first[f] is not None:
                points[self.first[f]] += first
            if self.second[f] is not None:
                points[self.second[f]] += second
        return points

    def tied_forests(self, seat: int) -> list[int]:
        """The forests where `seat` is tied now (where its tiebreaker pairs count)."""
        return [FORESTS[f] for f in range(len(FORESTS)) if seat in self.tied[f]]

    # --- JSON ---------------------------------------------------------------------------
    def action_from_json(self, data: Any) -> Sums:
        return action_from_json(data)

    @classmethod
    def action_reader(cls, start: dict[str, Any]) -> Any:
        return action_from_json

    def action_to_json(self, action: Sums) -> dict[str, Any]:
        return action.to_json()

    def describe(self, seat: int, action: Sums) -> str:
        """A choice in words: 'grew trees in forests 5 and 9'."""
        a, b = action
        if a == b:
            return f"grew two trees in forest {a}"
        return f"grew trees in forests {a} and {b}"

    def _trees_json(self) -> dict[str, list[int]]:
        return {_forest_key(forest): row[:] for forest, row in zip(FORESTS, self.trees)}

    def _awarded_json(self) -> dict[str, dict[str, int | None]]:
        return {
            _forest_key(forest): {FIRST: self.first[f], SECOND: self.second[f]}
            for f, forest in enumerate(FORESTS)
        }

    def _ties_json(self) -> dict[str, dict[str, Any]]:
        return {
            _forest_key(FORESTS[f]): {"token": self.tie_token[f], "seats": list(seats)}
            for f, seats in enumerate(self.tied) if seats
        }

    def tokens_visible(self) -> bool:
        """Face-up tokens are always visible; face-down ones from the first scoring on."""
        return not self.face_down or self.scored

    def setup_info(self) -> dict[str, Any]:
        return {
            "tokens": None if self.face_down else tokens_json(self.tokens),
            "trees": TREES,
            "turns": TURNS,
        }

    def public_observation(self) -> dict[str, Any]:
        """What the whole table sees: the trees standing, tokens (face up, or
        once scored), points, every tie, who plays this turn and who has
        chosen already (never a roll or what was chosen), and last turn's reveal.

        Beyond the protocol's fields: `tokens` (null while face down and not
        yet scored), `scores`, `ties` (every forest in a tie: the token and the
        seats), `playing` (the seats that play this turn), `chosen` (those of
        them who have chosen) and `revealed` (the pairs everyone revealed last turn)."""
        return {
            "seat": None,
            "turn": self.turn,
            "phase": REGULAR if self.phase == REGULAR else TIEBREAK,
            "trees": self._trees_json(),
            "trees_left": self.trees_left[:],
            "awarded": self._awarded_json(),
            "tokens": tokens_json(self.tokens) if self.tokens_visible() else None,
            "scores": self.scores(),
            "ties": self._ties_json(),
            "playing": list(self.to_choose),
            "chosen": sorted(self.choices),
            "revealed": [None if s is None else [s.a, s.b] for s in self.revealed],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may know: the public observation, its own roll (never
        another's, never a stored choice) and the forests where it is tied."""
        dice = self.rolls[seat] if self.phase != "over" else None
        seen = self.public_observation()
        seen["seat"] = seat
        seen["roll"] = list(dice) if dice is not None else None
        seen["sequoia"] = dice is not None and is_sequoia(dice)
        seen["tied"] = [_forest_key(forest) for forest in self.tied_forests(seat)]
        return seen

    def scrambled(self, viewer: int | None, rng: Rng) -> "SequoiaState":
        """A copy with every roll but `viewer`'s rolled anew, every stored
        choice but `viewer`'s changed, the generator moved on, and face-down
        tokens dealt anew while unseen."""
        twin = self.clone()
        for seat in range(twin.n):
            if seat == viewer:
                continue
            if twin.rolls[seat] is not None:
                twin.rolls[seat] = roll(rng)
            if seat in twin.choices:
                a, b = rng.below(11) + 2, rng.below(11) + 2
                twin.choices[seat] = Sums(min(a, b), max(a, b))
        twin.rng = Rng(rng.below(2**31))
        if not twin.tokens_visible():
            twin.tokens = deal_tokens(rng)
        twin._forget_chance()
        return twin

    def result(self) -> Result | None:
        """Scores and the winners once the game is over (GAME END: tied players share the victory)."""
        if self.phase != "over":
            return None
        scores = self.scores()
        return Result(SCORES, tuple(winners(scores)), tuple(self.team_list()), self.turn, tuple(scores),
                      details={"tiebreak_turns": self.tiebreak_turns, "unsettled": self.unsettled[:]})

    @property
    def stage(self) -> int:
        return self.turn

    def turns_played(self) -> int:
        return self.turn

    def scores_now(self) -> tuple[int, ...]:
        return tuple(self.scores())

    def final(self) -> dict[str, Any]:
        return {
            "trees": self._trees_json(),
            "tokens": tokens_json(self.tokens),
            "awarded": self._awarded_json(),
            "scores": self.scores(),
            "removed": self.removed[:],
            "reserve": self.reserve[:],
            "unsettled": self.unsettled[:],
        }


def _fits(value: Any) -> bool:
    """A pinned roll or deal always fits (its shape was checked when it was read)."""
    return True
