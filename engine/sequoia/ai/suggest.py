""""Suggest a move" for a person's seat in Sequoia: the pair the hard level
(the strongest) chooses, from the seat's start message, observation and
legal pairs only, and why, in the game's words: for each forest of the pair,
the tokens at stake there (when they can be seen) and where the seat stands
against the best other player before and after its trees grow (EACH TURN
2-3, SCORING; in a tiebreaker turn, the tie it can break: TIEBREAKER TURNS).
Every reason is read from the observation, never made up, and is a verb
phrase whose subject is the pair (engine/core/voice.py): "takes the lead in
forest 8 (tokens 5 and 1) and breaks the tie in forest 6". The pair and its
reasons are codes with their facts (`reason`, JSON, as Sequence's); `english`
says them in the engine's English (what bots, the arena and the tests read),
web/games/sequoia/reasons.py in the player's language.
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


# the forest reasons that end in a clause of their own (", where you are 1 behind"): two of them are
# joined by "; it also", the others by "and"
CLAUSED = ("lead-empty", "not-tied", "takes-lead", "draws-level")


def _number(value: float) -> Any:
    """A token's value for the codes: a whole number as an int (JSON's 5, not 5.0)."""
    return int(value) if value == int(value) else value


def forest_said(position: Position, forest: int, trees: int, *, tokens_seen: bool) -> dict[str, Any]:
    """Why grow `trees` tree(s) in `forest`, from what the seat can see, as a code with its facts:
    {"code": "widens", "forest": 8, "tokens": [5, 1], "before": 1, "after": 3} ("tokens" only when they
    can be seen). Codes: tie-token ("token": "first" or "second"), not-tied (tiebreaker turns);
    lead-empty, widens, breaks-tie, takes-lead ("behind"), draws-level ("behind"), closes-gap."""
    f = forest - FOREST_BASE
    row = position.counts[f]
    seat = position.seat
    mine = row[seat]
    best = max((count for s, count in enumerate(row) if s != seat), default=0)
    if position.tiebreak:
        if seat in position.tied[f]:
            return {"code": "tie-token", "forest": forest, "token": "first" if position.tie_first[f] else "second"}
        return {"code": "not-tied", "forest": forest}
    said: dict[str, Any] = {"forest": forest}
    if tokens_seen:
        said["tokens"] = [_number(position.first_value[f]), _number(position.second_value[f])]
    after = mine + trees
    if mine == best == 0:
        said["code"] = "lead-empty"
    elif mine > best:
        said["code"], said["before"], said["after"] = "widens", mine - best, after - best
    elif mine == best:
        said["code"] = "breaks-tie"
    elif after > best:
        said["code"], said["behind"] = "takes-lead", best - mine
    elif after == best:
        said["code"], said["behind"] = "draws-level", best - mine
    else:
        said["code"], said["before"], said["after"] = "closes-gap", best - mine, best - after
    return said


def reason(position: Position, pair: tuple[int, int], *, tokens_seen: bool) -> dict[str, Any]:
    """What the pair is and why, as codes with their facts (JSON), as Sequence's `reason`:
    {"move": {"code": "pair", "a": 6, "b": 8}, "why": {"code": "forests", "forests": [the reason of
    forest 8, of forest 6] (`forest_said`; one for a pair twice), "last_turn": False}}. `english`
    says it; the page says it in the player's words (web/games/sequoia/reasons.py)."""
    a, b = pair
    if a == b:
        forests = [forest_said(position, a, 2, tokens_seen=tokens_seen)]
    else:
        forests = [forest_said(position, forest, 1, tokens_seen=tokens_seen) for forest in (b, a)]
    return {"move": {"code": "pair", "a": a, "b": b},
            "why": {"code": "forests", "forests": forests,
                    "last_turn": not position.tiebreak and position.turns_left == 1}}


def forest_english(said: dict[str, Any], *, voice: Voice = YOU) -> str:
    """A forest's reason (`forest_said`) in the engine's English, a verb phrase:
    'widens your lead in forest 8 (tokens 5 and 1) from 1 to 3'."""
    code = said["code"]
    where = f"forest {said['forest']}"
    if code == "tie-token":
        return f"can break the tie for the {said['token']} token of {where}"
    if code == "not-tied":
        return f"changes nothing in {where}, where {voice.is_()} not tied"
    if "tokens" in said:
        first, second = said["tokens"]
        where += f" (tokens {float(first):g} and {float(second):g})"
    if code == "lead-empty":
        return f"takes the lead in {where}, empty so far"
    if code == "widens":
        return f"widens {voice.possessive} lead in {where} from {said['before']} to {said['after']}"
    if code == "breaks-tie":
        return f"breaks the tie for the lead in {where}"
    if code == "takes-lead":
        return f"takes the lead in {where}, where {voice.is_()} {said['behind']} behind"
    if code == "draws-level":
        return f"draws level in {where}, where {voice.is_()} {said['behind']} behind"
    return f"closes the gap in {where} from {said['before']} to {said['after']}"


def english(said: dict[str, Any], *, voice: Voice = YOU) -> tuple[str, str]:
    """A `reason` in the engine's English, in two parts: ("Choose 6 and 8", "closes the gap in forest 8
    from 2 to 1 and widens your lead in forest 6 from 1 to 2"), speaking of the seat in `voice` (bots
    and the arena read it; the page says the codes in its own words)."""
    move, why = said["move"], said["why"]
    what = f"Choose {pair_text(move['a'], move['b'])}"
    forests = why["forests"]
    parts = [forest_english(part, voice=voice) for part in forests]
    claused = any(part["code"] in CLAUSED for part in forests)
    text = ("; it also " if claused else " and ").join(parts)
    if why.get("last_turn"):
        text += ", on the last turn"
    return what, text


def explain(position: Position, pair: tuple[int, int], *, tokens_seen: bool, voice: Voice = YOU) -> tuple[str, str]:
    """What the pair is and why, from the seat's position, in the engine's English (`english` of its
    `reason`; the reason a verb phrase: see the module)."""
    return english(reason(position, pair, tokens_seen=tokens_seen), voice=voice)


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
