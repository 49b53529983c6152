""""Suggest a move" for a person's seat in Sequoia: the pair the hard level
(the strongest) chooses, from the seat's start message, observation and
legal pairs only, and why, in the game's words: for each forest of the pair,
the tokens at stake there (when they can be seen) and where the seat stands
against the best other player before and after its trees grow (EACH TURN
2-3, SCORING; in a tiebreaker turn, the tie it can break: TIEBREAKER TURNS).
Every reason is read from the observation, never made up.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.sequoia.actions import Sums
from engine.sequoia.ai.levels import make_seat
from engine.sequoia.ai.view import Position, read_position
from engine.sequoia.forests import FOREST_BASE

SUGGEST_SECONDS = 0.15  # CPython seconds of the hard level's search behind a hint


def pair_text(a: int, b: int) -> str:
    """The pair as its button reads: '6 and 8', '8 twice'."""
    return f"{a} twice" if a == b else f"{a} and {b}"


def forest_reason(position: Position, forest: int, trees: int, *, tokens_seen: bool) -> str:
    """Why grow `trees` tree(s) in `forest`, from what the seat can see:
    'forest 8 (tokens 5 and 1): you lead by 1, this makes it 3'."""
    f = forest - FOREST_BASE
    row = position.counts[f]
    seat = position.seat
    mine = row[seat]
    best = max((count for s, count in enumerate(row) if s != seat), default=0)
    where = f"forest {forest}"
    if position.tiebreak:
        if seat in position.tied[f]:
            token = "first" if position.tie_first[f] else "second"
            return f"{where}: you are tied there for the {token} token, and this can break the tie"
        return f"{where}: you are not tied there, so it changes nothing"
    if tokens_seen:
        where += f" (tokens {position.first_value[f]:g} and {position.second_value[f]:g})"
    after = mine + trees
    if mine == best == 0:
        return f"{where}: no trees yet, this puts you in the lead"
    if mine > best:
        return f"{where}: you lead by {mine - best}, this makes it {after - best}"
    if mine == best:
        return f"{where}: tied for the lead, this breaks the tie"
    if after > best:
        return f"{where}: {best - mine} behind, this puts you in the lead"
    if after == best:
        return f"{where}: {best - mine} behind, this draws level"
    return f"{where}: {best - mine} behind, this closes the gap to {best - after}"


def explain(position: Position, pair: tuple[int, int], *, tokens_seen: bool) -> tuple[str, str]:
    """What the pair is and why, from the seat's position."""
    a, b = pair
    what = f"Choose {pair_text(a, b)}"
    if a == b:
        why = forest_reason(position, a, 2, tokens_seen=tokens_seen)
    else:
        why = "; ".join(forest_reason(position, forest, 1, tokens_seen=tokens_seen) for forest in (b, a))
    if not position.tiebreak and position.turns_left == 1:
        why += "; this is the last turn"
    return what, why


def suggest(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any], seed: int,
            *, time_limit: float = SUGGEST_SECONDS) -> tuple[Sums, str, str]:
    """The pair the hard level chooses for this seat, what it is and why (`explain`)."""
    seat = make_seat("hard", seed, time_limit=time_limit)
    seat.start(info)
    pairs = [(a, b) for a, b in legal]
    a, b = seat.choose(observation, pairs)
    position = read_position(observation, seat.tokens)
    tokens_seen = bool(observation.get("tokens") or seat.tokens)
    return (Sums(a, b), *explain(position, (a, b), tokens_seen=tokens_seen))
