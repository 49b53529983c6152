"""Sequitur's decisions in the game's words, for the log, an undo and a replay:
letters by what they show and places on the rack by their neighbours ("at
the left end", "between E and R", "at the right end"), never a position
number. Each is said from the rack as it stood just before the decision.
Also written for malformed actions (a bot's, a tampered record's) while
they are refused: nothing may be assumed in range.
"""
from __future__ import annotations

from typing import Sequence

from engine.sequitur.cards import INSERT, REDRAW, REPLACE, SHIFT, SWAP, Play, capitalized
from engine.sequitur.letters import BLANK


def ball_text(ball: str | None) -> str:
    """'E', 'the blank'; 'a letter' when it is not known."""
    if ball is None:
        return "a letter"
    return "the blank" if ball == BLANK else str(ball)


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def letters_text(rack: Sequence[str], positions: Sequence[int]) -> str:
    """The letters at `positions`: 'E', 'E and R', 'E, R and the blank'."""
    if not positions or not all(type(p) is int and 0 <= p < len(rack) for p in positions):
        return "letters" if len(positions) != 1 else "a letter"
    return _and([ball_text(rack[p]) for p in positions])


def place_text(rack: Sequence[str], index: int) -> str:
    """Where the letter at `index` of `rack` sits: 'at the left end', 'between E and R', 'at the right end'."""
    if type(index) is not int or not 0 <= index < len(rack):
        return "on the rack"
    if index == 0:
        return "at the left end"
    if index == len(rack) - 1:
        return "at the right end"
    return f"between {ball_text(rack[index - 1])} and {ball_text(rack[index + 1])}"


def inserted_text(rack: Sequence[str], ball: str | None, to: int) -> str:
    """Where a drawn letter goes when put before rack position `to` (len(rack): the right end)."""
    if type(to) is not int or not 0 <= to <= len(rack):
        return "on the rack"
    return place_text(list(rack[:to]) + [ball or ""] + list(rack[to:]), to)


def play_text(play: Play, rack: Sequence[str]) -> str:
    """'passed', 'played Swap (E and R trade places)', 'played Shift (the E moves to the left end)'."""
    card, positions = play.card, tuple(play.positions)
    if card is None:
        return "passed"
    name = capitalized(str(card))[:20]
    if card == SWAP and len(positions) == 2:
        return f"played Swap ({letters_text(rack, positions)} trade places)"
    if card == SHIFT and len(positions) == 1 and letters_text(rack, positions) != "a letter":
        after = list(rack)
        to = play.to if type(play.to) is int and 0 <= play.to < len(rack) else None
        if to is not None:
            after.insert(to, after.pop(positions[0]))
            where = place_text(after, to).replace("at the", "to the", 1)
            return f"played Shift (the {ball_text(rack[positions[0]])} moves {where})"
    if card in (REPLACE, REDRAW) and positions:
        letters = letters_text(rack, positions)
        goes = "goes" if len(positions) == 1 else "go"
        return f"played {name} ({letters} {goes} back to the bag)"
    if card == INSERT:
        return "played Insert"
    return f"played {name}"


__all__ = ["ball_text", "inserted_text", "letters_text", "place_text", "play_text"]
