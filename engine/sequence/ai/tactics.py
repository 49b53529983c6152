"""The tactical one-ply policy: line building scored with threat counting and a jack economy.

On top of the line evaluation's build and block scores (`policy`), each move
is judged by the threats it leaves on the board (`threats`):

- a move completing the sequences a team needs to win (RULINGS Sequence 10)
  is played at once;
- each opposing team's threats left open cost what its next sequence is
  worth, times the chance that its seats, before this team moves again,
  hold a card for one of their open spaces or a wild card;
- the team's own threats are worth its next sequence times the chance to
  complete one next turn: certain when the hand keeps a card for an open
  space (or a wild card), less when it must be drawn; a single threat is
  blocked by the card of its space, a wild or a remove card, a fork (two
  open spaces) only by a remove card;
- jacks (RULINGS Sequence 5) are worth keeping: a wild card is spent only
  where it completes a sequence, blocks, or makes a threat worth more than
  the jack, a remove card only where it breaks more than it costs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from engine.core.value import Value
from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.heuristic import WIN, Lines
from engine.sequence.ai.policy import best_first
from engine.sequence.ai.threats import Odds, Threats, fills, infer_last_move
from engine.sequence.rules import NORMAL, REMOVE, WILD
from engine.sequence.sequences import EMPTY

if TYPE_CHECKING:
    from engine.sequence.ai.view import Position, Table

TURN_IN = 1e9
FINISH = WIN  # a move that wins


class Tactics(Value):
    """The tactical policy's weights, in the line evaluation's units (a four is 90)."""

    FIELDS = (
        "sequence: float",     # a team's next sequence when it does not win yet
        "winning: float",      # a team's next sequence when it wins the game
        "wild_keep: float",    # a wild card kept in hand
        "remove_keep: float",  # a remove card kept in hand
        "draw: float",         # chance to complete a threat whose space the hand cannot fill yet
        "build: float",
        "block: float",
    )
    DEFAULTS = {"sequence": 600.0, "winning": 3000.0, "wild_keep": 150.0, "remove_keep": 90.0, "draw": 0.25,
                "build": 1.0, "block": 1.0}


TACTICS = Tactics()


class Seats:
    """Who moves before the team's next turn, and the sequences each team has."""

    __slots__ = ("teams", "to_win", "sequences", "hands_before")

    def __init__(self, teams: int, to_win: int, sequences: Sequence[int], hands_before: Sequence[int]) -> None:
        self.teams = teams
        self.to_win = to_win
        self.sequences = sequences
        # each opposing team's cards in the hands that move before this team's next turn
        self.hands_before = hands_before


def seats_for(team: int, seat: int, teams: int, players: int, to_win: int, sequences: Sequence[int],
              hand_sizes: Sequence[int]) -> Seats:
    """The Seats view of a table: seats after `seat` up to the next seat of `team` (RULINGS Sequence 2)."""
    before = [0] * teams
    s = (seat + 1) % players
    while s % teams != team:
        before[s % teams] += hand_sizes[s]
        s = (s + 1) % players
    return Seats(teams, to_win, sequences, before)


def _worth(seats: Seats, team: int, tactics: Tactics) -> float:
    return tactics.winning if seats.sequences[team] + 1 >= seats.to_win else tactics.sequence


def tactical_scores(
    lines: Lines,
    team: int,
    legal: Sequence[Any],
    kind: dict[str, int],
    hand: Sequence[str],
    odds: Odds,
    seats: Seats,
    cells_of: dict[str, tuple[int, ...]],
    tactics: Tactics = TACTICS,
    held: set[int] | frozenset[int] = frozenset(),
    scarce: set[int] | frozenset[int] = frozenset(),
) -> list[tuple[float, Any]]:
    """(score, action) for every legal action, best first."""
    threats = Threats(lines)
    scored: list[tuple[float, Any]] = []
    opp_hands = sum(seats.hands_before)
    worth_mine = _worth(seats, team, tactics)
    worth_theirs = [_worth(seats, t, tactics) for t in range(seats.teams)]
    have_seq = seats.sequences[team]
    hand = list(hand)
    for action in legal:
        if type(action) is TurnIn:
            scored.append((TURN_IN, action))
            continue
        if type(action) is not Play:
            scored.append((0.0, action))
            continue
        card, cell = action
        k = kind.get(card, NORMAL)
        rest = hand[:]
        if card in rest:
            rest.remove(card)
        has_wild = any(kind.get(c) == WILD for c in rest)
        if k == REMOVE:
            loss, gain = lines.remove_gain(cell, team)
            base = tactics.block * loss + tactics.build * gain - tactics.remove_keep
            spaces, fives = threats.after(cell, EMPTY)
        else:
            own, blk, _ = lines.place_gain(cell, team, held, scarce)
            spaces, fives = threats.after(cell, team)
            if fives and have_seq + fives >= seats.to_win:
                scored.append((FINISH + (0 if k == WILD else 1), action))
                continue
            base = tactics.build * own + tactics.block * blk
            if k == WILD and not fives:
                base -= tactics.wild_keep
        # the opposing teams' threats left open
        danger = 0.0
        for t in range(seats.teams):
            if t == team or not spaces[t]:
                continue
            danger += worth_theirs[t] * odds.fill_chance(spaces[t], seats.hands_before[t])
        # the team's own threats
        mine = spaces[team]
        threat = 0.0
        if mine:
            fill = 1.0 if has_wild or fills(rest, kind, cells_of, mine) else tactics.draw
            if len(mine) >= 2:
                stop = odds.jack_chance(opp_hands)
            else:
                stop = odds.fill_chance(mine, opp_hands, blockers=odds.remove)
            threat = worth_mine * fill * (1.0 - stop)
        scored.append((base + threat - danger, action))
    if not scored:
        scored = [(0.0, action) for action in legal]
    return best_first(scored)


def position_odds(table: "Table", position: "Position", *, inference: bool = True) -> Odds:
    """The odds of a seat's view: the unseen cards (deck less its hand and the discards),
    narrowed by what the seat that moved last did not do (`threats.infer_last_move`)."""
    obs = position.obs
    seen = list(position.hand)
    for pile in obs["discards"]:
        seen.extend(pile)
    odds = Odds.from_seen(table.rules.deck, seen, table.kind, table.rules.board.codes)
    if inference and obs["turn"] > 0:
        previous = (position.seat - 1) % table.players
        pile = obs["discards"][previous]
        played = pile[-1] if pile else None
        # a card's chip lies on one of the spaces it pictures; a jack's may lie anywhere
        last = table.cells_of.get(played) if played is not None and table.kind.get(played) == NORMAL else None
        infer_last_move(odds, Threats(position.lines), previous % table.teams, obs["hand_sizes"][previous], last)
    return odds


def score_position(table: "Table", position: "Position", legal: Sequence[Any], tactics: Tactics = TACTICS,
                   *, inference: bool = True, odds: Odds | None = None) -> list[tuple[float, Any]]:
    """The tactical policy's (score, action) pairs, best first, for one seat's view."""
    obs = position.obs
    seats = seats_for(position.team, position.seat, table.teams, table.players, table.to_win,
                      obs["sequences"], obs["hand_sizes"])
    if odds is None:
        odds = position_odds(table, position, inference=inference)
    return tactical_scores(position.lines, position.team, legal, table.kind, position.hand, odds, seats,
                           table.cells_of, tactics, position.held, position.scarce)


__all__ = ["Tactics", "TACTICS", "Seats", "seats_for", "tactical_scores", "position_odds", "score_position"]
