"""The actions of Sequitur's decisions and their JSON forms (docs/bot-protocol.md,
"Sequitur"): the secret goal's colour, the end a drawn letter goes to, which
drawn goal to keep, a Sequitur card or a pass (engine.sequitur.cards.Play),
where an inserted letter goes, the word to spell
(engine.sequitur.spelling.Spell) and the goal to claim.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Union

from engine.sequitur.cards import Play
from engine.sequitur.spelling import NOTHING, Spell


class Colour(namedtuple("Colour", ("colour",))):
    """Step 1: the colour of this round's secret goal."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"colour": self.colour}

    def __str__(self) -> str:
        return f"secret goal {self.colour}"


class End(namedtuple("End", ("end",))):
    """Which end of the rack a drawn letter goes onto ("left" or "right")."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"end": self.end}

    def __str__(self) -> str:
        return f"{self.end} end"


class Keep(namedtuple("Keep", ("index",))):
    """Which drawn goal to keep (index into the drawn cards), or None to discard it."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"keep": self.index}

    def __str__(self) -> str:
        return "discard" if self.index is None else f"keep {self.index}"


class Place(namedtuple("Place", ("to",))):
    """Insert: the position the drawn letter takes (0 = left end, rack size = right end)."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"to": self.to}

    def __str__(self) -> str:
        return f"insert at {self.to}"


class Claim(namedtuple("Claim", ("goal",))):
    """Step 7: claim one public goal."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"goal": self.goal}

    def __str__(self) -> str:
        return f"claim {self.goal}"


Action = Union[Colour, End, Keep, Play, Place, Spell, Claim]


def _shown(value: Any, limit: int = 40) -> str:
    """A short repr of a value from outside (a bot's reply, a record), for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _int(value: Any, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name} must be an integer, not {_shown(value)}")
    return value


def _positions(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ValueError(f"positions must be a list of integers, not {_shown(value)}")
    return tuple(_int(p, "a position") for p in value)


def action_from_json(data: Any) -> Action:
    """Parse any Sequitur action; raise ValueError saying what is wrong.

    The form tells the kind: {"colour"}, {"end"}, {"keep"}, {"card"}, {"to"},
    {"word"}, {"goal"}. Whether it fits the decision is checked when played.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is a JSON object, not {type(data).__name__}")
    if "card" in data:
        card = data["card"]
        if card is not None and not isinstance(card, str):
            raise ValueError(f"card must be a card name or null, not {_shown(card)}")
        positions = _positions(data.get("positions", []))
        to = data.get("to")
        return Play(card, positions, None if to is None else _int(to, "to"))
    if "word" in data:
        word = data["word"]
        if word is None:
            return NOTHING
        if not isinstance(word, str) or not word:
            raise ValueError(f"word must be a text or null, not {_shown(word)}")
        blank = data.get("blank")
        if blank is not None and not isinstance(blank, str):
            raise ValueError(f"blank must be a letter or null, not {_shown(blank)}")
        qu = data.get("qu")
        if qu is not None and not isinstance(qu, bool):
            raise ValueError(f"qu must be true, false or null, not {_shown(qu)}")
        house = data.get("house", False)
        if not isinstance(house, bool):
            raise ValueError(f"house must be true or false, not {_shown(house)}")
        return Spell(word, _positions(data.get("positions")), blank, qu, house)
    if "colour" in data:
        if not isinstance(data["colour"], str):
            raise ValueError(f"colour must be a text, not {_shown(data['colour'])}")
        return Colour(data["colour"])
    if "end" in data:
        if not isinstance(data["end"], str):
            raise ValueError(f"end must be 'left' or 'right', not {_shown(data['end'])}")
        return End(data["end"])
    if "keep" in data:
        keep = data["keep"]
        return Keep(None if keep is None else _int(keep, "keep"))
    if "to" in data:
        return Place(_int(data["to"], "to"))
    if "goal" in data:
        if not isinstance(data["goal"], str):
            raise ValueError(f"goal must be a goal id, not {_shown(data['goal'])}")
        return Claim(data["goal"])
    raise ValueError(f"not a Sequitur action: {_shown(data)}")
