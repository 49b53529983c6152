""""Suggest a move" for a person's seat in Sequoia: the pair the hard level
(the strongest) chooses, from the seat's start message, observation and
legal pairs only, and why, in the game's words: for each forest of the pair,
the tokens at stake there (when they can be seen) and where the seat stands
against the best other player before and after its trees grow (EACH TURN
2-3, SCORING; in a tiebreaker turn, the tie it can break: TIEBREAKER TURNS).
Every reason is read from the observation, never made up, and is a verb
phrase whose subject is the pair (engine/core/voice.py): "takes the lead in
forest 8 (tokens 5 and 1) and breaks the tie in forest 6".
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.voice import YOU, Voice
from engine.sequoia.actions import Sums
from engine.sequoia.ai.levels import make_seat
from engine.sequoia.ai.view import Position, read_position
from engine.sequoia.forests import FOREST_BASE

SUGGEST_SECONDS = 0.15  # CPython seconds of the hard level's search behind a hint


def pair_text(a: int, b: int) -> str:
    """The pair as its button reads: '6 and 8', '8 twice'."""
    return f"{a} twice" if a == b else f"{a} and {b}"


def forest_reason(position: Position, forest: int, trees: int, *, tokens_seen: bool, voice: Voice = YOU) -> str:
    """Why grow `trees` tree(s) in `forest`, from what the seat can see, as a verb phrase:
    'widens your lead in forest 8 (tokens 5 and 1) from 1 to 3'."""
    f = forest - FOREST_BASE
    row = position.counts[f]
    seat = position.seat
    mine = row[seat]
    best = max((count for s, count in enumerate(row) if s != seat), default=0)
    where = f"forest {forest}"
    if position.tiebreak:
        if seat in position.tied[f]:
            token = "first" if position.tie_first[f] else "second"
            return f"can break the tie for the {token} token of {where}"
        return f"changes nothing in {where}, where {voice.is_()} not tied"
    if tokens_seen:
        where += f" (tokens {position.first_value[f]:g} and {position.second_value[f]:g})"
    after = mine + trees
    if mine == best == 0:
        return f"takes the lead in {where}, empty so far"
    if mine > best:
        return f"widens {voice.possessive} lead in {where} from {mine - best} to {after - best}"
    if mine == best:
        return f"breaks the tie for the lead in {where}"
    if after > best:
        return f"takes the lead in {where}, where {voice.is_()} {best - mine} behind"
    if after == best:
        return f"draws level in {where}, where {voice.is_()} {best - mine} behind"
    return f"closes the gap in {where} from {best - mine} to {best - after}"


def explain(position: Position, pair: tuple[int, int], *, tokens_seen: bool, voice: Voice = YOU) -> tuple[str, str]:
    """What the pair is and why, from the seat's position (the reason a verb phrase: see the module)."""
    a, b = pair
    what = f"Choose {pair_text(a, b)}"
    if a == b:
        why = forest_reason(position, a, 2, tokens_seen=tokens_seen, voice=voice)
    else:
        parts = [forest_reason(position, forest, 1, tokens_seen=tokens_seen, voice=voice) for forest in (b, a)]
        why = " and ".join(parts) if all("," not in part for part in parts) else "; it also ".join(parts)
    if not position.tiebreak and position.turns_left == 1:
        why += ", on the last turn"
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
    return (Sums(a, b),) + explain(position, (a, b), tokens_seen=tokens_seen)
