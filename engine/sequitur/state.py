"""A game of Sequitur in progress: set-up, the three rounds with their eight
steps, solo mode and the end (rulebook: "Setup", "Playing the game", "Solo
play"; RULINGS Sequitur 1-8).

Every step except claiming is played by all players at once. Each seat has
a queue of tasks for the step: draws (chance: `resolve_chance` makes every
pending draw with the state's generator) and decisions (the seats with a
decision at the head of their queue act simultaneously). Choices others
must not see before everyone is done (which drawn goal goes public, the
card played, the word spelled) are stored and revealed together when the
last seat has chosen. Claiming (step 7) is one seat at a time.

Configuration: `players` (1 to 5; 1 is solo play), `house_rule`
(default false): whether the table may accept a word the dictionary lacks
(a `Spell` with `house: true`; the record and the observations say so), and
`one_sitting` (default false, no effect in solo play): each player draws and
chooses step 2's red goal right after their own step 1, so that nothing is
shown between them and one device need not change hands; the secret goals'
colours are then shown with the red goals (docs/rules.md, "Sequitur"), and
`catalog`, the goal catalog's version (engine.sequitur.goals.CATALOGS; new
games get `CATALOG`, a language with no deck at it its newest deck's
catalog (`goals.dealt_catalog`), and the configuration always names it, so a record
does: a record that names none was made with catalog 1, `recorded_config`).
"""

from __future__ import annotations

from typing import Any

from engine.core.config import players_of
from engine.core.errors import IllegalAction, SetupError
from engine.core.result import SCORES, Result
from engine.core.marks import N_
from engine.core.rng import Rng
from engine.core.state import (
    ACTING_CHANCE, ACTING_OVER, CHANCE, CHANCE_SLOTS, SEAT, SIMULTANEOUS, Acting, GameState, Outcome, taker,
)
from engine.sequitur import dictionary
from engine.sequitur.actions import Action, Claim, Colour, End, Keep, Place, action_from_json
from engine.sequitur.wording import ball_text, inserted_text, play_text
from engine.sequitur.cards import (
    CARD_TEXT, CARDS, INSERT, REDRAW, REPLACE, SHIFT, SWAP, Play, play_problem, plays, public_play, shift, swap,
)
from engine.sequitur.events import (
    CardsPlayed, ClaimingOrder, Claimed, Decided, GoalsShown, NothingToClaim, RoundEnded, SecretColoursShown,
    SecretGoalLost, SecretGoalWon, WordSpelled,
)
from engine.sequitur.claiming import claim_order, next_claimer
from engine.sequitur.goals import (
    BY_ID, CATALOGS, COLOURS, LANGUAGE_DECKS, POINTS, RECORDED_CATALOG, catalog_goals, dealt_catalog, deck,
)
from engine.sequitur.letters import is_any_ball, letter_set, upper
from engine.sequitur.rack import ENDS, place
from engine.sequitur.spelling import NOTHING, Spell, SpellingError, check_spelling

MIN_PLAYERS, MAX_PLAYERS = 1, 5
ROUNDS = 3
FIRST_DRAW = 5  # letters drawn in the order drawn (step 1)
END_DRAWS = 3  # then three, one at a time, onto either end
# the titles marked for the catalogs: the web layer says them in the player's language
# Translators: a title for a score of 25 or more in Sequitur's today's deal (the highest)
LADDER = ((25, N_("Sequitur master")),
          # Translators: a title for a score of 20 or more in Sequitur's today's deal (the highest but one)
          (20, N_("Impressive")),
          # Translators: a title for a score of 15 or more in Sequitur's today's deal
          (15, N_("Getting good")),
          # Translators: a title for a score of 10 or more in Sequitur's today's deal
          (10, N_("Moving up")),
          # Translators: a title for a score of 5 or more in Sequitur's today's deal (the lowest)
          (5, N_("Good start")))



class Ask:
    """The kinds of decision a seat makes (the observation's "decision"): texts,
    so each is its own JSON form."""

    SECRET_COLOUR = "secret-colour"      # step 1: the secret goal's colour
    LETTER_END = "letter-end"            # which end a drawn letter goes onto
    GOAL = "goal"                        # which drawn goal to keep or make public
    ACTION = "action"                    # steps 3-5: a Sequitur card or a pass
    INSERT_POSITION = "insert-position"  # where an inserted letter goes
    SPELL = "spell"                      # step 6: the word
    CLAIM = "claim"                      # step 7: the goal to claim


class Step:
    """The steps of a round (rulebook "Playing the game"), in order: texts, so
    each is its own JSON form (`step_colour`, `is_goal_step`, `is_action_step`
    tell them apart)."""

    LETTERS = "letters"              # 1: letters and the secret goal
    RED_GOAL = "red-goal"            # 2
    RED_ACTION = "red-action"        # 3
    YELLOW_GOAL = "yellow-goal"      # 4 (a goal draw, then an action)
    YELLOW_ACTION = "yellow-action"
    GREEN_GOAL = "green-goal"        # 5
    GREEN_ACTION = "green-action"
    SPELL = "spell"                  # 6
    ORDER = "order"                  # 7: the claiming order (chance)
    CLAIM = "claim"                  # 7: claims, one seat at a time
    OVER = "over"                    # the game has ended


def step_colour(step: str) -> str | None:
    """The goal colour of a goal or action step."""
    head = step.split("-")[0]
    return head if head in POINTS else None


def is_goal_step(step: str) -> bool:
    return step.endswith("-goal")


def is_action_step(step: str) -> bool:
    return step.endswith("-action")


DECISIONS = (Ask.SECRET_COLOUR, Ask.LETTER_END, Ask.GOAL, Ask.ACTION, Ask.INSERT_POSITION, Ask.SPELL, Ask.CLAIM)
SECRET_COLOUR, LETTER_END, GOAL, ACTION, INSERT_POSITION, SPELL, CLAIM = DECISIONS
LETTERS_STEP, SPELL_STEP, ORDER_STEP, CLAIM_STEP, OVER = Step.LETTERS, Step.SPELL, Step.ORDER, Step.CLAIM, Step.OVER
STEPS = (Step.LETTERS, Step.RED_GOAL, Step.RED_ACTION, Step.YELLOW_GOAL, Step.YELLOW_ACTION, Step.GREEN_GOAL,
         Step.GREEN_ACTION, Step.SPELL, Step.ORDER, Step.CLAIM)  # every step but OVER, in order
assert [step_colour(s) for s in STEPS if is_goal_step(s)] == list(COLOURS)  # the draws go red, yellow, green

# task kinds; every task but DECIDE is a draw
DRAW, DRAW_END, DRAW_INSERT, DRAW_AT, DRAW_GOAL, DECIDE = "draw", "draw-end", "draw-insert", "draw-at", "draw-goal", "decide"


def ladder_rank(points: int) -> str | None:
    """The solo score ladder's title for `points` (RULINGS Sequitur 7), None below 5."""
    for floor, title in LADDER:
        if points >= floor:
            return title
    return None


class SequiturState(GameState):
    """The whole state of one game of Sequitur."""

    GAME = "sequitur"

    __slots__ = (
        "seed", "config", "rng", "n", "solo", "house_rule", "one_sitting", "catalog", "language", "letters", "round", "step", "resolved", "bag", "racks",
        "decks", "discards", "counts_before_secrets", "secret", "secret_colour", "colours_shown", "public",
        "stacks", "cards_left", "played", "plays", "tasks", "held_ball", "held_goals", "choices", "words",
        "spells", "order", "tie_draws", "claim_index", "claims", "history", "reshuffles",
    ) + tuple(CHANCE_SLOTS)
    # Chance: a letter drawn from the bag, a goal card drawn from its deck, a
    # letter drawn to break a tie in the claiming order (it goes back).
    CHANCE_KINDS = ("letter", "goal", "tie")

    # --- set-up ---------------------------------------------------------------------------
    @classmethod
    def new(cls, config: dict[str, Any], seed: int, tape: tuple[Outcome, ...] | list[Outcome] = ()) -> "SequiturState":
        """Racks, cards, goal decks by colour and the bag (Setup), then round 1."""
        players = players_of(config, low=MIN_PLAYERS, high=MAX_PLAYERS, game="Sequitur")
        house = config.get("house_rule", False)
        if not isinstance(house, bool):
            raise SetupError(f"house_rule must be true or false, not {house!r}")
        sitting = config.get("one_sitting", False)
        if not isinstance(sitting, bool):
            raise SetupError(f"one_sitting must be true or false, not {sitting!r}")
        variant = config.get("variant")
        if variant not in (None, "standard"):
            raise SetupError(f"Sequitur has no variant {variant!r}")
        language = config.get("language", dictionary.ENGLISH)
        if language not in dictionary.LANGUAGES:
            raise SetupError(f"Sequitur has no words in {str(language)[:20]!r} "
                             f"(this app has {', '.join(dictionary.LANGUAGES)})")
        catalog = config.get("catalog", dealt_catalog(language))
        if type(catalog) is not int or catalog not in CATALOGS:
            raise SetupError(f"Sequitur has no goal catalog {str(catalog)[:20]!r} "
                             f"(this app has {', '.join(map(str, CATALOGS))})")
        if not dictionary.at_hand(language):
            raise SetupError(f"Sequitur's words in {language!r} are not on this device")
        if language != dictionary.ENGLISH and catalog not in LANGUAGE_DECKS[language]:
            raise SetupError(f"Sequitur's goal catalog {catalog} has no deck for words in {language!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("the seed must be an integer")
        self = object.__new__(cls)  # MicroPython's classes have no __new__ attribute
        self.seed = seed
        self.config = {"players": players, "catalog": catalog}
        self.catalog = catalog
        self.language = language
        self.letters = letter_set(language)
        if language != dictionary.ENGLISH:  # an English game's config (and record) stays as it was
            self.config["language"] = language
        if house:
            self.config["house_rule"] = True
        self.one_sitting = sitting and players > 1
        if self.one_sitting:
            self.config["one_sitting"] = True
        self.rng = Rng(seed)
        self.n = players
        self.solo = players == 1
        self.house_rule = house
        self.round = 0
        self.bag = self.letters.full_bag()
        self.racks = [[] for _ in range(players)]
        self.decks = {colour: list(cards) for colour, cards in deck(catalog, language).items()}
        self.discards = {colour: [] for colour in COLOURS}
        self.secret = [None] * players
        self.stacks = [[] for _ in range(players)]
        self.public = []
        self.history = []
        self._open_chance(tape)
        self._start_round()
        return self

    @classmethod
    def recorded_config(cls, config: Any) -> Any:
        """A record's configuration as the rules read it: one that names no
        goal catalog was made before catalog 2, with catalog 1."""
        if isinstance(config, dict) and "catalog" not in config:
            named = dict(config)
            named["catalog"] = RECORDED_CATALOG
            return named
        return config

    @classmethod
    def rematch_config(cls, config: dict[str, Any]) -> dict[str, Any]:
        """A new game at the same table gets the catalog of new games."""
        return {key: value for key, value in config.items() if key != "catalog"}

    @classmethod
    def example_configs(cls) -> list[dict[str, Any]]:
        """Solo play, every table size, the house rule, one sitting, the games of goal catalog 1, and
        Spanish, French, German, Italian, Brazilian Portuguese, Dutch and Polish words."""
        return ([{"players": p} for p in range(MIN_PLAYERS, MAX_PLAYERS + 1)] + [{"players": 3, "house_rule": True}]
                + [{"players": 2, "one_sitting": True}, {"players": 4, "one_sitting": True}]
                + [{"players": 1, "catalog": 1}, {"players": 3, "catalog": 1}]
                + [{"players": 1, "language": "es"}, {"players": 3, "language": "es"}, {"players": 2, "language": "fr"},
                   {"players": 2, "language": "de"}]
                + [{"players": 2, "language": "it"}, {"players": 2, "language": "pt-BR"},
                   {"players": 2, "language": "nl"}, {"players": 3, "language": "pl"}])

    def clone(self) -> "SequiturState":
        twin = object.__new__(SequiturState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.clone()
        twin.bag = self.bag[:]
        twin.racks = [r[:] for r in self.racks]
        twin.decks = {c: d[:] for c, d in self.decks.items()}
        twin.discards = {c: d[:] for c, d in self.discards.items()}
        twin.counts_before_secrets = dict(self.counts_before_secrets)
        twin.secret = self.secret[:]
        twin.secret_colour = self.secret_colour[:]
        twin.public = self.public[:]
        twin.stacks = [s[:] for s in self.stacks]
        twin.cards_left = [c[:] for c in self.cards_left]
        twin.played = [p[:] for p in self.played]
        twin.plays = self.plays[:]
        twin.tasks = [t[:] for t in self.tasks]
        twin.held_ball = self.held_ball[:]
        twin.held_goals = [g[:] for g in self.held_goals]
        twin.choices = dict(self.choices)
        twin.words = self.words[:]
        twin.spells = self.spells[:]
        twin.order = self.order[:]
        twin.tie_draws = [d[:] for d in self.tie_draws]
        twin.claims = self.claims[:]
        twin.history = self.history[:]
        self._clone_chance(twin)
        return twin

    def _start_round(self) -> None:
        """Step 1: cards to hand, 5 letters, the secret goal's colour, its draw, 3 letters onto the ends."""
        n = self.n
        self.round += 1
        self.step = LETTERS_STEP
        self.resolved = False
        self.secret_colour = [None] * n
        self.colours_shown = False
        self.counts_before_secrets = self._goal_counts()
        self.cards_left = [list(CARDS) for _ in range(n)]
        self.played = [[] for _ in range(n)]
        self.plays = [None] * n
        first = [(DRAW,)] * FIRST_DRAW + [(DECIDE, SECRET_COLOUR), (DRAW_GOAL, "secret")] + [(DRAW_END,)] * END_DRAWS
        if self.one_sitting:
            first.append((DRAW_GOAL, step_colour(Step.RED_GOAL)))  # step 2's draw, in the same sitting
        self.tasks = [list(first) for _ in range(n)]
        self.held_ball = [None] * n
        self.held_goals = [[] for _ in range(n)]
        self.choices = {}
        self.words = [None] * n
        self.spells = [None] * n
        self.order = []
        self.tie_draws = [[] for _ in range(n)]
        self.claim_index = 0
        self.claims = []

    # --- who acts ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def acting(self) -> Acting:
        step = self.step
        if step == OVER:
            return ACTING_OVER
        if step == ORDER_STEP:
            return ACTING_CHANCE
        if step == CLAIM_STEP:
            return Acting(SEAT, (self.order[self.claim_index],))
        deciding = []
        for seat, queue in enumerate(self.tasks):
            if queue:
                if queue[0][0] != DECIDE:
                    return ACTING_CHANCE
                deciding.append(seat)
        return Acting(SIMULTANEOUS, tuple(deciding))

    def decision(self, seat: int) -> str | None:
        """The kind of decision `seat` must make now, or None."""
        if self.step == CLAIM_STEP:
            return CLAIM if self.order[self.claim_index] == seat else None
        if self.step in (OVER, ORDER_STEP) or not 0 <= seat < self.n:
            return None
        queue = self.tasks[seat]
        if not queue or queue[0][0] != DECIDE or self.acting.kind != SIMULTANEOUS:
            return None
        return queue[0][1]

    def current_colour(self) -> str | None:
        """The colour of the current goal or action step."""
        return step_colour(self.step)

    # --- chance -------------------------------------------------------------------------------
    def _resolve_chance(self) -> None:
        """Make every pending draw (letters and goals), or settle the claiming order."""
        if self.step == ORDER_STEP:
            scores = [None if w is None else w.score for w in self.words]
            self.order, self.tie_draws = claim_order(scores, self.bag, self.rng, self._tie_ball)
            self.step = CLAIM_STEP
            self.claim_index = 0
            if self._events is not None:
                if any(self._can_claim(s) for s in self.order):
                    self._events.append(ClaimingOrder(tuple(self.order), tuple(scores),
                                                      tuple(tuple(d) for d in self.tie_draws)))
                elif self.order:
                    self._events.append(NothingToClaim())
            self._settle_claims(0)
            return
        if self.acting.kind != CHANCE:
            raise IllegalAction(None, "draw", "no draw is pending", code="no-chance")
        for seat, queue in enumerate(self.tasks):
            while queue and queue[0][0] != DECIDE:
                task = queue.pop(0)
                self._draw(seat, task, queue)
        self._advance()

    def _reshuffle(self) -> None:
        """Nothing lies in a hidden order: every letter and goal card is drawn
        at random from the bag or its deck when it is drawn, so the new
        generator is a new bag."""

    def _draw_ball(self) -> str | None:
        bag = self.bag
        if not bag:
            return None
        return self._chance("letter", lambda: bag.pop(self.rng.below(len(bag))), taker(bag))

    def _tie_ball(self, pool: list[str]) -> str:
        """A letter drawn to break a tie (from a copy of the bag: it goes back)."""
        return self._chance("tie", lambda: pool.pop(self.rng.below(len(pool))), taker(pool))

    @classmethod
    def _chance_value(cls, kind: str, value: Any) -> Any:
        if kind == "goal":
            if not isinstance(value, str) or value not in BY_ID:
                raise ValueError(f"a goal must be a goal card's id, not {str(value)[:20]!r}")
        elif not is_any_ball(value):
            raise ValueError(f"a {kind} must be a letter ball, not {str(value)[:20]!r}")
        return value

    def _draw(self, seat: int, task: tuple, queue: list) -> None:
        kind = task[0]
        if kind == DRAW_GOAL:
            purpose = task[1]
            colour = self.secret_colour[seat] if purpose == "secret" else purpose or self.current_colour()
            assert colour is not None
            count = 2 if self.solo else 1
            drawn = [g for g in (self._draw_goal(colour) for _ in range(count)) if g is not None]
            if not drawn:
                return  # no card of that colour is left anywhere: nothing to draw (docs/rules.md)
            if purpose == "secret" and len(drawn) == 1:
                self.secret[seat] = drawn[0]
                return
            self.held_goals[seat] = drawn
            queue.insert(0, (DECIDE, GOAL))
            return
        ball = self._draw_ball()
        if ball is None:
            return
        rack = self.racks[seat]
        if kind == DRAW:
            rack.append(ball)
        elif kind == DRAW_AT:
            rack.insert(task[1], ball)
        else:
            self.held_ball[seat] = ball
            queue.insert(0, (DECIDE, LETTER_END if kind == DRAW_END else INSERT_POSITION))

    def _draw_goal(self, colour: str) -> str | None:
        deck = self.decks[colour]
        if not deck:
            # the deck ran out: its discards are shuffled into a new deck (docs/rules.md)
            deck.extend(sorted(self.discards[colour]))
            self.discards[colour].clear()
        if not deck:
            return None
        return self._chance("goal", lambda: deck.pop(self.rng.below(len(deck))), taker(deck))

    def _available(self, colour: str) -> int:
        return len(self.decks[colour]) + len(self.discards[colour])

    # --- legal actions ------------------------------------------------------------------------------
    def unlisted_default(self, seat: int) -> Action | None:
        """Spelling nothing is always allowed (RULINGS Sequitur 4)."""
        return NOTHING if self.decision(seat) == SPELL else None

    def legal_actions(self, seat: int) -> list[Action] | None:
        """Every legal action of `seat` now, in order; None for the word to spell (too many to list)."""
        kind = self.decision(seat)
        if kind is None:
            return []
        if kind == SECRET_COLOUR:
            return [Colour(c) for c in COLOURS if self._available(c)]
        if kind == LETTER_END:
            return [End(e) for e in ENDS]
        if kind == GOAL:
            held = len(self.held_goals[seat])
            return [Keep(i) for i in range(held)] + ([] if self.solo else [Keep(None)])
        if kind == ACTION:
            return plays(self.cards_left[seat], len(self.racks[seat]))
        if kind == INSERT_POSITION:
            return [Place(i) for i in range(len(self.racks[seat]) + 1)]
        if kind == SPELL:
            return None
        words = self.dictionary()
        word = self.words[seat]
        return [Claim(g) for g in self.public if BY_ID[g].is_met(word, words)]

    def check(self, seat: int, action: Any) -> None:
        """Raise IllegalAction with the rule that forbids `action` for `seat` now."""
        if self.step == OVER:
            raise IllegalAction(seat, action, "the game is over", code="game-over")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise IllegalAction(seat, action, "there is no such seat at this table", code="no-such-seat")
        kind = self.decision(seat)
        if kind is None:
            if self.acting.kind == CHANCE:
                raise IllegalAction(seat, action, "letters or goals must be drawn first", code="draw-first")
            if self.step == CLAIM_STEP:
                claimer = self.order[self.claim_index]
                raise IllegalAction(seat, action, f"it is seat {claimer}'s turn to claim", code="not-your-turn",
                                    to_move=claimer)
            raise IllegalAction(seat, action, "you have nothing to decide now; wait for the other players",
                                code="nothing-to-decide")
        expected = {SECRET_COLOUR: Colour, LETTER_END: End, GOAL: Keep, ACTION: Play, INSERT_POSITION: Place,
                    SPELL: Spell, CLAIM: Claim}[kind]
        if not isinstance(action, expected):
            raise IllegalAction(seat, action, f"the decision now is {kind!r}, which takes a {expected.__name__} action",
                                code="wrong-decision", decision=kind)
        problem = self._problem(seat, kind, action)
        if problem:
            code, reason = problem
            raise IllegalAction(seat, action, reason, code=code, decision=kind)

    def _problem(self, seat: int, kind: str, action: Any) -> tuple[str, str] | None:
        """(rule code, why) if `action` does not fit decision `kind`, else None."""
        if kind == SECRET_COLOUR:
            if action.colour not in POINTS:
                return "no-such-colour", f"the colours are {', '.join(COLOURS)}, not {action.colour!r}"
            if not self._available(action.colour):
                return "colour-used-up", f"no {action.colour} goal card is left"
            return None
        if kind == LETTER_END:
            return None if action.end in ENDS else (
                "no-such-end", f"a letter goes on the 'left' or 'right' end, not {action.end!r}")
        if kind == GOAL:
            held = len(self.held_goals[seat])
            if action.index is None:
                return ("solo-keeps-one", "in solo play you keep one of the two goals (RULINGS Sequitur 7)") \
                    if self.solo else None
            if type(action.index) is not int or not 0 <= action.index < held:
                return "no-such-goal", f"keep one of the {held} drawn goal(s) (index 0 to {held - 1})"
            return None
        if kind == ACTION:
            problem = play_problem(action, self.cards_left[seat], len(self.racks[seat]))
            return None if problem is None else ("card-not-playable", problem)
        if kind == INSERT_POSITION:
            size = len(self.racks[seat])
            ok = type(action.to) is int and 0 <= action.to <= size
            return None if ok else ("no-such-position", f"the letter goes at a position from 0 to {size}")
        if kind == SPELL:
            try:
                check_spelling(self.racks[seat], action, self.dictionary(), house_rule=self.house_rule)
            except SpellingError as error:
                return "word-refused", str(error)
            return None
        if action.goal not in BY_ID:
            return "no-such-goal", f"there is no goal card {action.goal!r}"
        if action.goal not in self.public:
            return "goal-not-public", f"{action.goal} is not a public goal in play"
        if not BY_ID[action.goal].is_met(self.words[seat], self.dictionary()):
            return "goal-not-met", f"your word does not fulfil {action.goal} ({BY_ID[action.goal].text})"
        return None

    # --- playing -------------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> None:
        self.history.append((seat, action))
        if self.step == CLAIM_STEP:
            self._claim(seat, action)  # type: ignore[arg-type]
            return
        queue = self.tasks[seat]
        kind = queue.pop(0)[1]
        if kind == SECRET_COLOUR:
            self.secret_colour[seat] = action.colour  # type: ignore[union-attr]
        elif kind == LETTER_END:
            place(self.racks[seat], self.held_ball[seat], action.end)  # type: ignore[union-attr, arg-type]
            self.held_ball[seat] = None
        elif kind == INSERT_POSITION:
            self.racks[seat].insert(action.to, self.held_ball[seat])  # type: ignore[union-attr, arg-type]
            self.held_ball[seat] = None
        elif kind == GOAL and self.step == LETTERS_STEP and self.solo:
            # solo: the secret goal is one of two drawn (RULINGS Sequitur 7)
            held = self.held_goals[seat]
            kept = held.pop(action.index)  # type: ignore[union-attr, arg-type]
            self.secret[seat] = kept
            for g in held:
                self.discards[BY_ID[g].colour].append(g)
            self.held_goals[seat] = []
        else:
            self.choices[seat] = action  # revealed when every seat has chosen
        if self._events is not None:
            self._events.append(Decided(seat))
        self._advance()

    def _advance(self) -> None:
        """Resolve a finished step and start the next while nothing is left to do."""
        while self.step not in (OVER, ORDER_STEP, CLAIM_STEP) and not any(self.tasks):
            if not self.resolved:
                self.resolved = True
                self._resolve_step()
                continue
            self._next_step()

    def _resolve_step(self) -> None:
        step = self.step
        events = self._events
        if step == LETTERS_STEP:
            self.colours_shown = True
            if events is not None:
                events.append(SecretColoursShown(self.round, tuple(self.secret_colour)))
            if self.one_sitting:
                self._show_goals(Step.RED_GOAL)
        elif is_goal_step(step):
            self._show_goals(step)
        elif is_action_step(step):
            for seat in range(self.n):
                self._play(seat, self.choices.get(seat))
            if events is not None:
                shown = [public_play(p) for p in self.plays]
                events.append(CardsPlayed(step_colour(step) or "", tuple(s["card"] for s in shown),
                                          tuple(s.get("count", 0) for s in shown)))
        elif step == SPELL_STEP:
            words = self.dictionary()
            for seat in range(self.n):
                spell = self.choices.get(seat)
                self.spells[seat] = spell
                if spell is not None and not spell.is_nothing:
                    self.words[seat] = check_spelling(self.racks[seat], spell, words, house_rule=self.house_rule)
                word = self.words[seat]
                if events is not None:
                    events.append(WordSpelled(seat, None if word is None else word.text,
                                              0 if word is None else word.score, bool(spell and spell.house)))
                secret = self.secret[seat]
                if secret is not None:
                    # step 6: the secret goal is won or discarded
                    if BY_ID[secret].is_met(self.words[seat], words):
                        self.stacks[seat].append(secret)
                        if events is not None:
                            events.append(SecretGoalWon(seat, secret))
                    else:
                        self.discards[BY_ID[secret].colour].append(secret)
                        if events is not None:
                            events.append(SecretGoalLost(seat))
                    self.secret[seat] = None
        self.choices = {}

    def _show_goals(self, step: str) -> None:
        """Everyone placed the drawn goal face down; now all are turned face up (step 2)."""
        events = self._events
        drew = tuple(bool(held) for held in self.held_goals)
        made_public: list[str | None] = [None] * self.n
        for seat in range(self.n):
            held = self.held_goals[seat]
            choice = self.choices.get(seat)
            for i, g in enumerate(held):
                if choice is not None and choice.index == i:
                    self.public.append(g)
                    made_public[seat] = g
                else:
                    self.discards[BY_ID[g].colour].append(g)
            self.held_goals[seat] = []
        if events is not None:
            events.append(GoalsShown(step_colour(step) or "", drew, tuple(made_public)))

    def _play(self, seat: int, play: Play | None) -> None:
        """Play a Sequitur card (returned letters go back before any draw)."""
        self.plays[seat] = play
        if play is None or play.card is None:
            return
        self.played[seat].append(play.card)
        self.cards_left[seat].remove(play.card)
        rack = self.racks[seat]
        queue = self.tasks[seat]
        if play.card == SWAP:
            swap(rack, *play.positions)
        elif play.card == SHIFT:
            shift(rack, play.positions[0], play.to)  # type: ignore[arg-type]
        elif play.card == INSERT:
            queue.append((DRAW_INSERT,))
        elif play.card == REPLACE:
            i = play.positions[0]
            self.bag.append(rack.pop(i))
            queue.append((DRAW_AT, i))
        elif play.card == REDRAW:
            for i in sorted(play.positions, reverse=True):
                self.bag.append(rack.pop(i))
            queue.extend([(DRAW_END,)] * len(play.positions))

    def _next_step(self) -> None:
        i = STEPS.index(self.step)
        self.step = STEPS[i + 1]
        if self.one_sitting and self.step == Step.RED_GOAL:
            self.step = Step.RED_ACTION  # its draws and choices were made in step 1's sitting
        self.resolved = False
        if is_goal_step(self.step):
            self.tasks = [[(DRAW_GOAL, None)] for _ in range(self.n)]
            self.plays = [None] * self.n
        elif is_action_step(self.step):
            self.tasks = [[(DECIDE, ACTION)] for _ in range(self.n)]
        elif self.step == SPELL_STEP:
            self.tasks = [[(DECIDE, SPELL)] for _ in range(self.n)]
            self.plays = [None] * self.n

    def _can_claim(self, seat: int) -> bool:
        word = self.words[seat]
        if word is None:
            return False
        words = self.dictionary()
        return any(BY_ID[g].is_met(word, words) for g in self.public)

    def _settle_claims(self, start: int) -> None:
        """Find the next seat that can claim, or end the round (step 8)."""
        if self.order:
            found = next_claimer(self.order, start, self._can_claim)
            if found is not None:
                self.claim_index = found
                return
        self._end_round()

    def _claim(self, seat: int, action: Claim) -> None:
        self.public.remove(action.goal)
        self.stacks[seat].append(action.goal)
        self.claims.append((seat, action.goal))
        if self._events is not None:
            self._events.append(Claimed(seat, action.goal))
        self._settle_claims((self.claim_index + 1) % len(self.order))

    def _end_round(self) -> None:
        """Step 8: discard unclaimed public goals, return all letters to the bag."""
        for g in self.public:
            self.discards[BY_ID[g].colour].append(g)
        self.public = []
        for rack in self.racks:
            self.bag.extend(rack)
            rack.clear()
        if self._events is not None:
            self._events.append(RoundEnded(self.round, tuple(self.points())))
        if self.round == ROUNDS:
            self.step = OVER
            self.tasks = [[] for _ in range(self.n)]
            return
        self._start_round()

    # --- points --------------------------------------------------------------------------------------
    def points(self) -> list[int]:
        """Points from the goal cards in each stack."""
        return [sum(BY_ID[g].points for g in stack) for stack in self.stacks]

    # --- JSON ------------------------------------------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    @classmethod
    def action_reader(cls, start: dict[str, Any]) -> Any:
        return action_from_json

    def action_to_json(self, action: Action) -> Any:
        return action.to_json()

    def describe(self, seat: int, action: Action) -> str:
        """An action in words, for logs, said from this state, the one just before
        it: letters and places on the rack in the game's words (engine.sequitur.wording)."""
        known = type(seat) is int and 0 <= seat < self.n
        rack, ball, held = (self.racks[seat], self.held_ball[seat], self.held_goals[seat]) if known else ([], None, [])
        if isinstance(action, Colour):
            return f"chose {action.colour} for the secret goal"
        if isinstance(action, End):
            return f"put {ball_text(ball)} on the {action.end} end of the rack"
        if isinstance(action, Place):
            return f"put {ball_text(ball)} {inserted_text(rack, ball, action.to)}"
        if isinstance(action, Keep):
            if action.index is None:
                return "discarded the drawn goal"
            kept = held[action.index] if type(action.index) is int and 0 <= action.index < len(held) else None
            return f"kept the drawn goal “{BY_ID[kept].text}”" if kept in BY_ID else "kept a drawn goal"
        if isinstance(action, Spell):
            if action.is_nothing:
                return "spelled nothing"
            note = " (accepted by the house rule)" if action.house else ""
            return f"spelled {upper(action.word)}{note}"
        if isinstance(action, Claim):
            return f"claimed “{BY_ID[action.goal].text}”" if action.goal in BY_ID else str(action)
        if isinstance(action, Play):
            return play_text(action, rack)
        return str(action)

    def _word_json(self, seat: int) -> dict[str, Any] | None:
        spell = self.spells[seat]
        if spell is None:
            return None
        word = self.words[seat]
        if word is None:
            return {"word": None, "score": 0, "house": False}
        return {"word": word.text, "score": word.score, "points": word.points, "house": spell.house,
                "positions": list(spell.positions), "blank": spell.blank, "qu": spell.qu}

    def setup_info(self) -> dict[str, Any]:
        return {
            "rounds": ROUNDS,
            "solo": self.solo,
            "house_rule": self.house_rule,
            "language": self.language,
            "letters": {letter: {"count": count, "points": pts} for letter, (count, pts) in self.letters.letters.items()},
            "blank": 1,
            "cards": dict(CARD_TEXT),
            "catalog": self.catalog,
            "goals": [g.to_json(self.language) for g in catalog_goals(self.catalog, self.language)],
            "ladder": [[floor, title] for floor, title in reversed(LADDER)] if self.solo else None,
        }

    def public_observation(self) -> dict[str, Any]:
        """What the whole table sees: rack sizes, public goals, stacks, points,
        the cards each seat played (by name, and a Redraw's count: RULINGS
        Sequitur 9), revealed words, the claiming order, who still decides
        (`deciding`) and whose claim it is (`to_claim`); secret colours once
        shown. Never a rack, a secret goal, a draw in hand or a stored choice."""
        acting = self.acting
        seen = {
            "seat": None,
            "players": self.n,
            "catalog": self.catalog,
            "round": self.round,
            "step": self.step,
            "rack_sizes": [len(r) for r in self.racks],
            "bag": len(self.bag),
            "secret_colours": [c if self.colours_shown else None for c in self.secret_colour],
            "public": self.public[:],
            "stacks": [s[:] for s in self.stacks],
            "points": self.points(),
            "played": [p[:] for p in self.played],
            "plays": [None if p is None else public_play(p) for p in self.plays],
            "words": [self._word_json(s) for s in range(self.n)],
            "order": self.order[:],
            "tie_draws": [d[:] for d in self.tie_draws],
            "claims": [[s, g] for s, g in self.claims],
            "deciding": list(acting.seats) if acting.kind in (SEAT, SIMULTANEOUS) else [],
            "to_claim": self.order[self.claim_index] if self.step == CLAIM_STEP else None,
            "decks": self._deck_sizes(None),
            "discards": self._discard_sizes(None),
        }
        if self.language != dictionary.ENGLISH:  # what the AIs spell with (an English game's: as before)
            seen["language"] = self.language
        return seen

    def dictionary(self) -> dictionary.Dictionary:
        """The words of this game's language, with its balls."""
        return dictionary.load(language=self.language)

    def _goal_counts(self) -> dict[str, tuple[int, int]]:
        """Each colour's cards in its deck and in its discards."""
        return {c: (len(self.decks[c]), len(self.discards[c])) for c in COLOURS}

    def _deck_sizes(self, seat: int | None) -> dict[str, int]:
        """Cards left in each goal deck as `seat` (None: everyone) may know them: while
        the secret colours are hidden (step 1), the secret goals other seats drew
        are counted as still in their decks, or the counts would show the colours;
        the table (None) sees the decks as step 1 began, so its counts stay steady
        while a secret goal is drawn and chosen (a solo player keeps one of two)."""
        if not self.colours_shown and seat is None:
            return {c: decks for c, (decks, _discards) in self.counts_before_secrets.items()}
        sizes = {c: len(self.decks[c]) for c in COLOURS}
        if not self.colours_shown:
            for other, colour in enumerate(self.secret_colour):
                if colour is not None and other != seat and self.secret[other] is not None:
                    sizes[colour] += 1
        return sizes

    def _discard_sizes(self, seat: int | None) -> dict[str, int]:
        """Cards in each discard pile as `seat` (None: everyone) may know them (see _deck_sizes)."""
        if not self.colours_shown and seat is None:
            return {c: discards for c, (_decks, discards) in self.counts_before_secrets.items()}
        return {c: len(self.discards[c]) for c in COLOURS}

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may know: the public observation plus its own rack,
        secret goal and colour, drawn letter or goals, cards in hand and stored
        choice; never another seat's rack, secret goal, undecided draw or
        stored choice."""
        seen = self.public_observation()
        choice = self.choices.get(seat)
        seen["seat"] = seat
        seen["decision"] = self.decision(seat)
        if seen["decision"] == GOAL and self.step == LETTERS_STEP and not self.solo:
            seen["step"] = Step.RED_GOAL  # one sitting: this seat has reached step 2's red goal
        seen["rack"] = self.racks[seat][:]
        seen["drawn"] = self.held_ball[seat]
        seen["drawn_goals"] = self.held_goals[seat][:]
        seen["secret"] = self.secret[seat]
        seen["secret_colours"][seat] = self.secret_colour[seat]
        seen["decks"] = self._deck_sizes(seat)
        seen["discards"] = self._discard_sizes(seat)
        seen["cards"] = self.cards_left[seat][:]
        seen["chosen"] = None if choice is None else choice.to_json()
        return seen

    def scrambled(self, viewer: int | None, rng: Rng) -> "SequiturState":
        """A copy in which every other seat's rack letters, secret goal (and its
        colour while unshown), letter or goals in hand and stored choice are
        changed at random, and the bag's and the goal decks' order too. (For
        leak tests: the copy need not be a state the rules could reach, but
        the rules can play on from it: a stored choice stays one of its step.)"""
        twin = self.clone()
        ids = [g.id for g in catalog_goals(self.catalog, self.language)]
        letters = "".join(sorted(self.letters.letters)) + "?"
        for other in range(twin.n):
            if other == viewer:
                continue
            twin.racks[other] = [rng.choice(letters) for _ in twin.racks[other]]
            hidden_colour = not twin.colours_shown and twin.secret_colour[other] is not None
            if hidden_colour and twin.secret[other] is not None:
                # another colour's goal, drawn from its deck and the old one put back: the decks'
                # sizes change as a real draw of that colour would have changed them
                colour = rng.choice([c for c in COLOURS if twin.decks[c]] or [twin.secret_colour[other]])
                old = twin.secret[other]
                twin.decks[BY_ID[old].colour].append(old)
                deck = twin.decks[colour]
                twin.secret[other] = deck.pop(rng.below(len(deck)))
                twin.secret_colour[other] = colour
            elif hidden_colour:
                twin.secret_colour[other] = rng.choice(COLOURS)
            elif twin.secret[other] is not None:
                twin.secret[other] = rng.choice(ids)
            if twin.held_ball[other] is not None:
                twin.held_ball[other] = rng.choice(letters)
            twin.held_goals[other] = [rng.choice(ids) for _ in twin.held_goals[other]]
            choice = twin.choices.get(other)
            if isinstance(choice, Play):  # a choice of the same kind, so the copy plays on
                twin.choices[other] = rng.choice(plays(twin.cards_left[other], len(twin.racks[other])))
            elif isinstance(choice, Keep):
                twin.choices[other] = Keep(rng.choice([None] + list(range(len(twin.held_goals[other])))))
            elif choice is not None:
                twin.choices[other] = NOTHING  # its letters changed: no stored word would fit them
        rng.shuffle(twin.bag)
        for colour in COLOURS:  # in a fixed order: MicroPython's dicts iterate in hash order
            rng.shuffle(twin.decks[colour])
        twin.rng = Rng(rng.below(2**31))
        twin._forget_chance()
        return twin

    def result(self) -> Result | None:
        """Points and the winners once the game is over (most points; ties share the victory)."""
        if self.step != OVER:
            return None
        scores = self.points()
        best = max(scores)
        details = {"rank": ladder_rank(scores[0])} if self.solo else {}
        return Result(SCORES, tuple(s for s, p in enumerate(scores) if p == best), tuple(self.team_list()),
                      self.round, tuple(scores), details=details)

    @property
    def stage(self) -> tuple[int, str]:
        return (self.round, self.step)

    def turns_played(self) -> int:
        return self.round

    def scores_now(self) -> tuple[int, ...]:
        return tuple(self.points())

    def final(self) -> dict[str, Any]:
        return {
            "racks": [r[:] for r in self.racks],
            "secret": self.secret[:],
            "stacks": [s[:] for s in self.stacks],
            "points": self.points(),
            "words": [self._word_json(s) for s in range(self.n)],
            "bag": sorted(self.bag),
            "decks": {c: sorted(self.decks[c]) for c in COLOURS},
            "discards": {c: sorted(self.discards[c]) for c in COLOURS},
        }

    # --- invariants (tests) -------------------------------------------------------------------------
    def ball_count(self) -> int:
        """Balls in the bag, on racks and in hand: always 72."""
        return len(self.bag) + sum(map(len, self.racks)) + sum(b is not None for b in self.held_ball)

    def goal_count(self) -> int:
        """Goal cards in decks, discards, play, hands and stacks: always the deck's (72 in English)."""
        return (sum(map(len, self.decks.values())) + sum(map(len, self.discards.values())) + len(self.public)
                + sum(g is not None for g in self.secret) + sum(map(len, self.held_goals)) + sum(map(len, self.stacks)))

