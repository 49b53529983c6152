""""Suggest a move" for a person's seat: the expert level's search (shorter), the
move in words and the reason, naming the line it builds or blocks: a verb
phrase whose subject is the move (engine/core/voice.py), said by the table as
"Suggestion: <what>, which <why>." (web/model/wording.py)."""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.rng import Rng
from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.heuristic import MIXED, Lines
from engine.sequence.ai.levels import EXPERT_PARAMS
from engine.sequence.ai.search import clock, search
from engine.sequence.ai.view import Position, Table
from engine.core.voice import YOU, Voice
from engine.sequence.cards import card_name
from engine.sequence.rules import REMOVE, WILD
from engine.sequence.sequences import EMPTY

SUGGEST_SECONDS = 0.2  # CPython seconds of search behind a hint
_TEAM_NAMES = ("blue", "green", "red")


def _where(cell: int, cols: int) -> str:
    r, c = divmod(cell, cols)
    return f"row {r + 1}, column {c + 1}"


def _direction(window: tuple[int, ...], cols: int) -> str:
    step = window[1] - window[0]
    if step == 1:
        return "across"
    if step == cols:
        return "down"
    return "diagonally"


def _best_window(lines: Lines, cell: int, team: int, *, own: bool) -> tuple[int, tuple[int, ...] | None, int]:
    """The longest window through `cell`: of `team` (own) or of another team; (count, window, team)."""
    best, found, whose = -1, None, -1
    for w in lines.geo.through[cell]:
        o = lines.owner[w]
        if own:
            if (o == team or o == EMPTY) and w not in lines.dead[team] and lines.count[w] > best:
                best, found, whose = lines.count[w], lines.geo.windows[w], team
        elif o not in (team, EMPTY, MIXED) and w not in lines.dead[o] and lines.count[w] > best:
            best, found, whose = lines.count[w], lines.geo.windows[w], o
    return best, found, whose


def explain(table: Table, position: Position, action: Any, *, voice: Voice = YOU) -> tuple[str, str]:
    """What `action` is and why, in two parts: ("Play the 3 of hearts on row 6,
    column 6", "builds your line across to 3 of 5"): the reason a verb phrase
    whose subject is the move, speaking of the seat in `voice`."""
    cols = table.geo.cols
    lines = position.lines
    team = position.team
    mine = voice.possessive
    if isinstance(action, TurnIn):
        return (f"Turn in the dead {card_name(action.card)}",
                f"trades a card whose two spaces are covered for a fresh one in {mine} hand")
    if not isinstance(action, Play):
        return "Pass", "is all that is left: no card is playable"
    card, cell = action
    where = _where(cell, cols)
    kind = table.kind.get(card)
    if kind == REMOVE:
        count, window, whose = _best_window(lines, cell, team, own=False)
        colour = _TEAM_NAMES[whose] if 0 <= whose < len(_TEAM_NAMES) else "the other"
        if window is None:
            return f"Remove the chip on {where} with the {card_name(card)}", f"opens the space for {mine} lines"
        return (f"Remove the {colour} chip on {where} with the {card_name(card)}",
                f"breaks the {colour} line of {count} {_direction(window, cols)}")
    own, own_window, _ = _best_window(lines, cell, team, own=True)
    block, block_window, whose = _best_window(lines, cell, team, own=False)
    what = f"Play the {card_name(card)}" + (" as a wild card" if kind == WILD else "") + f" on {where}"
    if own >= 4 and own_window is not None:
        return what, f"completes a sequence {_direction(own_window, cols)}"
    if block_window is not None and block >= 3 and block >= own:
        colour = _TEAM_NAMES[whose] if 0 <= whose < len(_TEAM_NAMES) else "the other"
        return what, f"blocks the {colour} line of {block} {_direction(block_window, cols)}"
    if own_window is not None and own >= 1:
        return what, f"builds {mine} line {_direction(own_window, cols)} to {own + 1} of 5"
    return what, "starts a new line there"


def suggest(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any], seed: int,
            *, time_limit: float = SUGGEST_SECONDS) -> tuple[Any, str, str]:
    """The move the expert level would play (with a shorter search) for this seat,
    what it is and why, in words (`explain`)."""
    table = Table(info)
    position = Position(table, observation)
    legal = list(legal)
    if len(legal) == 1:
        action = legal[0]
    else:
        rng = Rng(seed * 1_000_003 + observation["turn"])
        action = search(table, position, legal, rng, clock() + time_limit, EXPERT_PARAMS)[0]
    return (action,) + explain(table, position, action)
