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


# a line's direction, by the step between its spaces: the code a reason carries ("across")
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


def reason(table: Table, position: Position, action: Any) -> dict[str, Any]:
    """What `action` is and why, as codes with their facts (JSON), as a refusal's rule code is:
    {"move": {"code": "play", "card": "3H", "row": 5, "col": 5, "wild": False}, "why": {"code": "builds",
    "direction": "across", "count": 3}}. `english` says it; the page says it in the player's words
    (web/games/sequence/reasons.py). Moves: turn-in, pass, remove (a `team`'s chip or none), play;
    reasons: fresh-card, nothing-else, opens-space, breaks (a team's line of `count`), completes,
    blocks (a team's line of `count`), builds (the seat's line, to `count` of 5), starts."""
    cols = table.geo.cols
    lines = position.lines
    team = position.team
    if isinstance(action, TurnIn):
        return {"move": {"code": "turn-in", "card": action.card}, "why": {"code": "fresh-card"}}
    if not isinstance(action, Play):
        return {"move": {"code": "pass"}, "why": {"code": "nothing-else"}}
    card, cell = action
    row, col = divmod(cell, cols)
    kind = table.kind.get(card)
    if kind == REMOVE:
        count, window, whose = _best_window(lines, cell, team, own=False)
        if window is None:
            return {"move": {"code": "remove", "card": card, "row": row, "col": col, "team": None},
                    "why": {"code": "opens-space"}}
        return {"move": {"code": "remove", "card": card, "row": row, "col": col, "team": whose},
                "why": {"code": "breaks", "team": whose, "count": count, "direction": _direction(window, cols)}}
    own, own_window, _ = _best_window(lines, cell, team, own=True)
    block, block_window, whose = _best_window(lines, cell, team, own=False)
    move = {"code": "play", "card": card, "row": row, "col": col, "wild": kind == WILD}
    if own >= 4 and own_window is not None:
        why: dict[str, Any] = {"code": "completes", "direction": _direction(own_window, cols)}
    elif block_window is not None and block >= 3 and block >= own:
        why = {"code": "blocks", "team": whose, "count": block, "direction": _direction(block_window, cols)}
    elif own_window is not None and own >= 1:
        why = {"code": "builds", "direction": _direction(own_window, cols), "count": own + 1}
    else:
        why = {"code": "starts"}
    return {"move": move, "why": why}


def _colour(team: Any) -> str:
    return _TEAM_NAMES[team] if type(team) is int and 0 <= team < len(_TEAM_NAMES) else "the other"


def english(said: dict[str, Any], *, voice: Voice = YOU) -> tuple[str, str]:
    """A `reason` in the engine's English, in two parts: ("Play the 3 of hearts on row 6, column 6",
    "builds your line across to 3 of 5"): the reason a verb phrase whose subject is the move, speaking
    of the seat in `voice` (bots and the arena read it; the page says the codes in its own words)."""
    move, why = said["move"], said["why"]
    mine = voice.possessive
    code = move["code"]
    if code == "turn-in":
        what = f"Turn in the dead {card_name(move['card'])}"
    elif code == "pass":
        what = "Pass"
    else:
        where = f"row {move['row'] + 1}, column {move['col'] + 1}"
        if code == "remove":
            colour = "" if move["team"] is None else _colour(move["team"]) + " "
            what = f"Remove the {colour}chip on {where} with the {card_name(move['card'])}"
        else:
            what = f"Play the {card_name(move['card'])}" + (" as a wild card" if move["wild"] else "") + f" on {where}"
    reasons = {
        "fresh-card": f"trades a card whose two spaces are covered for a fresh one in {mine} hand",
        "nothing-else": "is all that is left: no card is playable",
        "opens-space": f"opens the space for {mine} lines",
        "breaks": f"breaks the {_colour(why.get('team'))} line of {why.get('count')} {why.get('direction')}",
        "completes": f"completes a sequence {why.get('direction')}",
        "blocks": f"blocks the {_colour(why.get('team'))} line of {why.get('count')} {why.get('direction')}",
        "builds": f"builds {mine} line {why.get('direction')} to {why.get('count')} of 5",
        "starts": "starts a new line there",
    }
    return what, reasons[why["code"]]


def explain(table: Table, position: Position, action: Any, *, voice: Voice = YOU) -> tuple[str, str]:
    """What `action` is and why, in the engine's English (`english` of its `reason`): ("Play the 3 of
    hearts on row 6, column 6", "builds your line across to 3 of 5")."""
    return english(reason(table, position, action), voice=voice)


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
