"""A game of Sequence in progress: the cut, the deal, turns, jacks, dead
cards, drawing, sequences and the win.

Configuration (`SequenceState.new(config, seed)`):
`players` (RULINGS Sequence 2), `teams` (2 or 3 where the table allows
both; default the first choice), `variant` (`classic` or `custom`,
RULINGS Sequence 12), `board` (the text of a board file, optional) and
`turn_limit` (matches between programs only, RULINGS Sequence 13).
"""

from __future__ import annotations

from typing import Any

from engine.core.config import players_of
from engine.core.errors import IllegalAction, SetupError
from engine.core.result import SEQUENCES, TURN_LIMIT, Result
from engine.core.rng import Rng
from engine.core.state import ACTING_OVER, CHANCE_SLOTS, SEAT, Acting, GameState, Outcome, taker
from engine.sequence.actions import PASS, Action, Pass, Play, TurnIn, action_from_json
from engine.sequence.cards import card_name, cut_value, distinct
from engine.sequence.events import (
    ChipPlaced, ChipRemoved, DeadCardTurnedIn, DrawPileReshuffled, Passed, SequenceCompleted,
)
from engine.sequence.rules import NORMAL, REMOVE, VARIANTS, WILD, rules_for
from engine.sequence.sequences import EMPTY, FREE, bit_count, new_sequences
from engine.sequence.table import (
    HAND_SIZE, TABLE_SIZES, TEAM_COLOURS, check_table, default_teams, sequences_to_win, team_choices, team_of,
)

CHIP_MARK = {EMPTY: ".", FREE: "*", 0: "0", 1: "1", 2: "2"}
_SEAT_ACTING = tuple(Acting(SEAT, (seat,)) for seat in range(max(HAND_SIZE) + 1))


class SequenceState(GameState):
    """The whole state of one game of Sequence."""

    GAME = "sequence"
    TURN_LIMITED = True
    BY_TEAM = True

    __slots__ = (
        "rules", "seed", "config", "rng", "n", "teams", "to_win", "chips", "locked", "sequences",
        "hands", "deck", "discards", "chips_left", "to_move", "turn", "dead_turned_in", "winner",
        "reason", "turn_limit", "cut", "dealer", "history", "owned", "reshuffles",
    ) + CHANCE_SLOTS
    # Chance: a card cut for the deal, a card dealt or drawn (each seen by its seat).
    CHANCE_KINDS = ("cut", "card")
    CARD_MAX = 8  # characters of a card's code in a record ("10H" and the like)

    # --- set-up ---------------------------------------------------------------
    @classmethod
    def new(cls, config: dict[str, Any], seed: int, tape: tuple[Outcome, ...] | list[Outcome] = ()) -> "SequenceState":
        """Seat the table, cut for the dealer, shuffle and deal (RULINGS Sequence 2-4)."""
        players = players_of(config)
        teams = config.get("teams")
        if teams is None:
            teams = default_teams(players)
        if not isinstance(teams, int) or isinstance(teams, bool):
            raise SetupError(f"teams must be a number, not {teams!r}")
        check_table(players, teams)
        variant = config.get("variant", "classic")
        board_text = config.get("board")
        if board_text is not None and not isinstance(board_text, str):
            raise SetupError("board must be the text of a board file")
        turn_limit = config.get("turn_limit")
        if turn_limit is not None and (not isinstance(turn_limit, int) or isinstance(turn_limit, bool) or turn_limit < 1):
            raise SetupError("turn_limit must be a positive number")
        rules = rules_for(variant, board_text)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("the seed must be an integer")

        self = object.__new__(cls)  # MicroPython's classes have no __new__ attribute
        self.rules = rules
        self.seed = seed
        self.config = {"players": players, "teams": teams, "variant": variant}
        if board_text is not None:
            self.config["board"] = board_text
        if turn_limit is not None:
            self.config["turn_limit"] = turn_limit
        self.rng = Rng(seed)
        self.n = players
        self.teams = teams
        self.to_win = sequences_to_win(teams)
        board = rules.board
        self.chips = [EMPTY] * len(board.codes)
        for cell in board.free:
            self.chips[cell] = FREE
        self.locked = bytearray(len(board.codes))
        # owned[team]: bit mask of the team's chips and the free spaces
        self.owned = [board.free_mask] * teams
        self.sequences: list[list[tuple[int, ...]]] = [[] for _ in range(teams)]
        self.chips_left = list(rules.chips[:teams])
        self.discards: list[list[str]] = [[] for _ in range(players)]
        self.turn = 0
        self.dead_turned_in = False
        self.winner: int | None = None
        self.reason: str | None = None
        self.turn_limit = turn_limit
        self.history: list[tuple[int, Action]] = []
        self._open_chance(tape)

        # The cut: everyone cuts, lowest deals, aces high, ties cut again.
        deck = list(rules.deck)
        below = self.rng.below
        contenders = list(range(players))
        self.cut: list[list[tuple[int, str]]] = []
        while True:
            round_ = [(seat, self._chance("cut", lambda: deck.pop(below(len(deck))), taker(deck)))
                      for seat in contenders]
            self.cut.append(round_)
            low = min(cut_value(card) for _, card in round_)
            contenders = [seat for seat, card in round_ if cut_value(card) == low]
            if len(contenders) == 1:
                break
        self.dealer = contenders[0]
        # The dealer shuffles the whole deck and deals from the seat after.
        deck = list(rules.deck)
        self.rng.shuffle(deck)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.deck = deck
        for _ in range(HAND_SIZE[players]):
            for i in range(players):
                self._deal((self.dealer + 1 + i) % players)
        self.to_move = (self.dealer + 1) % players
        return self

    @classmethod
    def example_configs(cls) -> list[dict[str, Any]]:
        """Every table and team choice in both variants, a board file 8 spaces by
        13 (the classic cards, reflowed), and the turn cap of matches."""
        wide = list(rules_for("classic").board.codes) + ["XX"] * 4
        board = "\n".join(" ".join(wide[r * 13:(r + 1) * 13]) for r in range(8)) + "\n"
        tables = [{"players": p, "teams": t, "variant": v} for v in VARIANTS for p in TABLE_SIZES for t in team_choices(p)]
        return tables + [{"players": 3, "board": board}, {"players": 2, "turn_limit": 40}]

    def sync_derived(self) -> None:
        """Recompute what is derived from `chips` (the per-team masks), after
        code outside the rules (a test scenario, a sampled state) set chips."""
        board = self.rules.board
        self.owned = [board.free_mask | sum(1 << c for c, v in enumerate(self.chips) if v == t)
                      for t in range(self.teams)]

    def clone(self) -> "SequenceState":
        twin = object.__new__(SequenceState)
        twin.rules = self.rules
        twin.seed = self.seed
        twin.config = self.config
        twin.rng = self.rng.clone()
        twin.n = self.n
        twin.teams = self.teams
        twin.to_win = self.to_win
        twin.chips = self.chips[:]
        twin.locked = self.locked[:]
        twin.owned = self.owned[:]
        twin.sequences = [s[:] for s in self.sequences]
        twin.hands = [h[:] for h in self.hands]
        twin.deck = self.deck[:]
        twin.discards = [d[:] for d in self.discards]
        twin.chips_left = self.chips_left[:]
        twin.to_move = self.to_move
        twin.turn = self.turn
        twin.dead_turned_in = self.dead_turned_in
        twin.winner = self.winner
        twin.reason = self.reason
        twin.turn_limit = self.turn_limit
        twin.cut = self.cut
        twin.dealer = self.dealer
        twin.history = self.history[:]
        twin.reshuffles = self.reshuffles
        self._clone_chance(twin)
        return twin

    # --- who acts ---------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def acting(self) -> Acting:
        if self.reason is not None:
            return ACTING_OVER
        return _SEAT_ACTING[self.to_move]

    @property
    def is_over(self) -> bool:
        return self.reason is not None

    def team(self, seat: int) -> int:
        return team_of(seat, self.teams)

    # --- legal actions ------------------------------------------------------------
    def is_dead(self, card: str) -> bool:
        """A board card whose spaces are all covered (RULINGS Sequence 6)."""
        if self.rules.kind.get(card) != NORMAL:
            return False
        chips = self.chips
        for cell in self.rules.board.cells_of.get(card, ()):
            if chips[cell] == EMPTY:
                return False
        return True

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action, one per card code and target, in hand order."""
        if self.reason is not None or seat != self.to_move:
            return []
        rules = self.rules
        kind = rules.kind
        chips = self.chips
        team = seat % self.teams  # team_of, inlined: the playouts' hot path
        can_place = self.chips_left[team] > 0
        actions: list[Action] = []
        append = actions.append
        normal_targets = rules.targets
        pairs = rules.pairs
        for card in distinct(self.hands[seat]):
            pair = pairs.get(card)
            if pair is not None:
                c0, p0, c1, p1 = pair
                open0 = chips[c0] == EMPTY
                open1 = chips[c1] == EMPTY
                if open0 or open1:
                    if can_place:
                        if open0:
                            append(p0)
                        if open1:
                            append(p1)
                elif not self.dead_turned_in:
                    append(rules.turn_ins[card])
                continue
            targets = normal_targets.get(card)
            if targets is not None:
                dead = True
                for cell, play in targets:
                    if chips[cell] == EMPTY:
                        dead = False
                        if can_place:
                            append(play)
                if dead and not self.dead_turned_in:
                    append(rules.turn_ins[card])
            elif kind[card] == WILD:
                if can_place:
                    actions.extend([play for play, v in zip(rules.plays[card], chips) if v == EMPTY])
            else:
                row = rules.plays[card]
                locked = self.locked
                if self.teams == 2:
                    other = 1 - team
                    actions.extend([p for p, v in zip(row, chips) if v == other and not locked[p.cell]])
                else:
                    actions.extend([row[c] for c, v in enumerate(chips) if v >= 0 and v != team and not locked[c]])
        if not actions:
            append(PASS)
        return actions

    def check(self, seat: int, action: Any) -> None:
        """Raise IllegalAction with the rule that forbids `action` now (its
        `code` names the rule; see docs/rules.md for the list)."""
        if self.reason is not None:
            raise IllegalAction(seat, action, "the game is over", code="game-over")
        if seat != self.to_move:
            raise IllegalAction(seat, action, f"it is seat {self.to_move}'s turn", code="not-your-turn",
                                to_move=self.to_move)
        hand = self.hands[seat]
        if isinstance(action, Play):
            card, cell = action
            if card not in hand:
                raise IllegalAction(seat, action, f"{card} is not in your hand", code="card-not-in-hand", card=card)
            if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < len(self.chips):
                raise IllegalAction(seat, action, "that space is off the board", code="off-board")
            code = self.rules.board.codes[cell]
            chip = self.chips[cell]
            team = seat % self.teams  # team_of, inlined
            k = self.rules.kind[card]
            if chip == FREE:
                raise IllegalAction(seat, action, "a free corner takes no chip and cannot be removed",
                                    code="free-corner", cell=cell)
            if k == REMOVE:
                if chip == EMPTY:
                    raise IllegalAction(seat, action, "a remove card needs an opponent's chip on that space",
                                        code="remove-needs-chip", card=card, cell=cell)
                if chip == team:
                    raise IllegalAction(seat, action, "a remove card cannot take your own team's chip",
                                        code="remove-own-chip", card=card, cell=cell)
                if self.locked[cell]:
                    raise IllegalAction(seat, action, "that chip is part of a completed sequence",
                                        code="chip-in-sequence", card=card, cell=cell)
                return
            if self.chips_left[team] <= 0:
                raise IllegalAction(seat, action, "your team has no chips left", code="no-chips-left", team=team)
            if k == NORMAL and self.is_dead(card):
                raise IllegalAction(seat, action, f"{card} is dead: every space showing it is covered",
                                    code="dead-card", card=card)
            if chip != EMPTY:
                raise IllegalAction(seat, action, "that space is already covered", code="space-covered",
                                    card=card, cell=cell)
            if k == NORMAL and code != card:
                raise IllegalAction(seat, action, f"that space shows {code}, not {card}", code="wrong-space",
                                    card=card, cell=cell, shows=code)
            return
        if isinstance(action, TurnIn):
            card = action.card
            if card not in hand:
                raise IllegalAction(seat, action, f"{card} is not in your hand", code="card-not-in-hand", card=card)
            if self.dead_turned_in:
                raise IllegalAction(seat, action, "only one dead card may be turned in per turn",
                                    code="one-dead-card-a-turn", card=card)
            if not self.is_dead(card):
                raise IllegalAction(seat, action, f"{card} is not dead: a space for it is still open",
                                    code="card-not-dead", card=card)
            return
        if isinstance(action, Pass):
            if self.legal_actions(seat) != [PASS]:
                raise IllegalAction(seat, action, "you may pass only when nothing else is legal", code="pass-not-allowed")
            return
        raise IllegalAction(seat, action, "this is not a Sequence action", code="not-an-action")

    # --- playing ----------------------------------------------------------------------
    def _draw(self, seat: int) -> None:
        """Draw one card; an empty pile is refilled from all discards (RULINGS Sequence 8)."""
        deck = self.deck
        if not deck:
            for pile in self.discards:
                deck.extend(pile)
                pile.clear()
            self.rng.shuffle(deck)
            if self._events is not None and deck:
                self._events.append(DrawPileReshuffled())
            if not deck:
                return
        self._deal(seat)

    def _deal(self, seat: int) -> None:
        """The top card of the pile to `seat`'s hand (or the card already seen
        there, when one is pinned: GameState._chance)."""
        deck = self.deck
        self.hands[seat].append(self._chance("card", deck.pop, taker(deck)))

    @classmethod
    def _chance_value(cls, kind: str, value: Any) -> Any:
        if not isinstance(value, str) or not 0 < len(value) <= cls.CARD_MAX:
            raise ValueError(f"a {kind} must be a card's code, not {str(value)[:20]!r}")
        return value

    def _reshuffle(self) -> None:
        """The draw pile is shuffled anew (its order is the only thing no seat has seen)."""
        self.rng.shuffle(self.deck)

    def _apply(self, seat: int, action: Action) -> None:
        self.history.append((seat, action))
        events = self._events
        if type(action) is Play:
            card, cell = action
            self.hands[seat].remove(card)
            self.discards[seat].append(card)
            chips = self.chips
            rules = self.rules
            if rules.kind[card] == REMOVE:
                owner = chips[cell]
                chips[cell] = EMPTY
                self.owned[owner] &= ~(1 << cell)
                self.chips_left[owner] += 1  # the chip goes back to its team's supply
                if events is not None:
                    events.append(ChipRemoved(seat, owner, card, cell))
            else:
                team = seat % self.teams  # team_of, inlined: the playouts' hot path
                if events is not None:
                    events.append(ChipPlaced(seat, team, card, cell))
                chips[cell] = team
                self.chips_left[team] -= 1
                owned = self.owned[team] | (1 << cell)
                self.owned[team] = owned
                board = rules.board
                spans = board.spans[cell]
                for span in spans:
                    if bit_count(owned & span) >= 5:  # else no line of five can pass here
                        break
                else:
                    spans = ()
                found = spans and new_sequences(chips, cell, team, board.lines[cell], self.sequences[team], owned, spans)
                if found:
                    mine = self.sequences[team]
                    locked = self.locked
                    for sequence in found:
                        mine.append(sequence)
                        for c in sequence:
                            if chips[c] != FREE:
                                locked[c] = 1
                        if events is not None:
                            events.append(SequenceCompleted(team, tuple(sequence)))
                    if len(mine) >= self.to_win:
                        self.winner = team
                        self.reason = SEQUENCES
            self._draw(seat)
        elif type(action) is TurnIn:
            self.hands[seat].remove(action.card)
            self.discards[seat].append(action.card)
            if events is not None:
                events.append(DeadCardTurnedIn(seat, action.card))
            self._draw(seat)
            self.dead_turned_in = True
            return
        elif events is not None:
            events.append(Passed(seat))
        # a play or a pass ends the turn
        self.turn += 1
        self.to_move = (seat + 1) % self.n
        self.dead_turned_in = False
        if self.turn_limit is not None and self.reason is None and self.turn >= self.turn_limit:
            self.reason = TURN_LIMIT

    # --- JSON -------------------------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.rules.board.cols, self.rules.board.rows)

    @classmethod
    def action_reader(cls, start: dict[str, Any]) -> Any:
        board = start["setup"]["board"]
        rows, cols = len(board), len(board[0])
        return lambda data: action_from_json(data, cols, rows)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_json(self.rules.board.cols)

    def describe(self, seat: int, action: Action) -> str:
        """A move in words: 'played 7 of hearts on row 3, column 5'."""
        if isinstance(action, Play):
            r, c = self.rules.board.row_col(action.cell)
            where = f"row {r + 1}, column {c + 1}"
            k = self.rules.kind.get(action.card)
            if k == REMOVE:
                return f"removed the chip on {where} with the {card_name(action.card)}"
            return f"played the {card_name(action.card)} on {where}"
        if isinstance(action, TurnIn):
            return f"turned in the dead {card_name(action.card)}"
        return "passed (no legal move)"

    def cells_json(self, cells: Any) -> list[list[int]]:
        cols = self.rules.board.cols
        return [list(divmod(c, cols)) for c in cells]

    def locked_cells(self) -> list[list[int]]:
        """The spaces of completed sequences' chips, in board order, as [row, col]."""
        locked = self.locked
        return self.cells_json([c for c in range(len(locked)) if locked[c]])

    def chips_rows(self) -> list[str]:
        cols = self.rules.board.cols
        marks = "".join(map(CHIP_MARK.__getitem__, self.chips))
        return [marks[i:i + cols] for i in range(0, len(marks), cols)]

    def setup_info(self) -> dict[str, Any]:
        return {
            "board": self.rules.board.grid(),
            "to_win": self.to_win,
            "wild": list(self.rules.wild),
            "remove": list(self.rules.remove),
            "hand_size": HAND_SIZE[self.n],
            "colours": list(TEAM_COLOURS[:self.teams]),
            "dealer": self.dealer,
            "cut": [[[seat, card] for seat, card in round_] for round_ in self.cut],
        }

    def public_observation(self) -> dict[str, Any]:
        """What the whole table sees: the board, sequences, hand sizes, the
        draw pile's size and every face-up discard pile (never a hand)."""
        return {
            "seat": None,
            "turn": self.turn,
            "to_move": None if self.reason else self.to_move,
            "chips": self.chips_rows(),
            "locked": self.locked_cells(),
            "sequences": [len(s) for s in self.sequences],
            "sequence_cells": [[self.cells_json(s) for s in team] for team in self.sequences],
            "chips_left": self.chips_left[:],
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "discards": [pile[:] for pile in self.discards],
            "dead_turned_in": self.dead_turned_in,
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may know: the public observation, its own hand and which of
        its cards are dead (RULINGS Sequence 6)."""
        seen = self.public_observation()
        seen["seat"] = seat
        seen["team"] = team_of(seat, self.teams)
        seen["hand"] = self.hands[seat][:]
        seen["dead"] = [card for card in distinct(self.hands[seat]) if self.is_dead(card)]
        seen["dead_turned_in"] = self.dead_turned_in if seat == self.to_move else False
        return seen

    def scrambled(self, viewer: int | None, rng: Rng) -> "SequenceState":
        """A copy with every hand but `viewer`'s and the draw pile's order dealt anew."""
        twin = self.clone()
        pool = list(twin.deck)
        others = [s for s in range(twin.n) if s != viewer]
        for other in others:
            pool.extend(twin.hands[other])
        rng.shuffle(pool)
        for other in others:
            size = len(twin.hands[other])
            twin.hands[other], pool = pool[:size], pool[size:]
        twin.deck = pool
        twin._forget_chance()
        return twin

    def result(self) -> Result | None:
        if self.reason is None:
            return None
        winners = () if self.winner is None else tuple(s for s in range(self.n) if team_of(s, self.teams) == self.winner)
        return Result(self.reason, winners, tuple(self.team_list()), self.turn, by_team=True)

    @property
    def stage(self) -> int:
        return self.turn

    def turns_played(self) -> int:
        return self.turn

    def team_list(self) -> list[int]:
        return [team_of(s, self.teams) for s in range(self.n)]

    @property
    def variant(self) -> str:
        return self.rules.variant

    def forced_action(self, seat: int, legal: list[Action] | None) -> Action | None:
        """A seat with no legal action passes without being asked (RULINGS Sequence 11)."""
        return PASS if legal is not None and len(legal) == 1 and legal[0] == PASS else None

    def final(self) -> dict[str, Any]:
        return {
            "chips": self.chips_rows(),
            "locked": self.locked_cells(),
            "sequences": [[self.cells_json(s) for s in team] for team in self.sequences],
            "hands": [h[:] for h in self.hands],
            "deck": len(self.deck),
            "discards": [pile[:] for pile in self.discards],
        }

