"""A person's decision once done, in the player's words, after the player's name: the undo's line
("Undone: Ann played Insert and put E between A and R."; web/model/session.py `undo_line`, through
`GameSpec.done`). The same facts as the engine's English (engine/sequitur/state.py `describe`),
each a whole catalog sentence; the letters and the goal cards' texts stay the English game's."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.goals import BY_ID
from engine.sequitur.spelling import Spell
from engine.sequitur.letters import upper
from web.device.names import and_list
from web.games.sequitur.card_words import card_name, goal_words
from web.games.sequitur.narration import ball_said
from web.page.words import N_, _, ngettext

if TYPE_CHECKING:
    from web.model.session import Session

CHOSE = {"red": N_("chose red for the secret goal"), "yellow": N_("chose yellow for the secret goal"),
         "green": N_("chose green for the secret goal")}


def ball(letter: str | None) -> str:
    """'E', 'the blank' (as the table's prompts say it); 'a letter' when it is not known."""
    # Translators: Sequitur: a ball not yet known, in the log ("drew a letter")
    return _("a letter") if letter is None else ball_said(letter)


def letters(rack: list[str], positions: tuple[int, ...]) -> str:
    """The letters at `positions`: 'E', 'E and R', 'E, R and the blank'."""
    if not positions or not all(type(p) is int and 0 <= p < len(rack) for p in positions):
        # Translators: what a Sequitur card moved, when the letters cannot be named: 'Ann played Swap on letters'
        return (_("letters") if len(positions) != 1
                # Translators: what a Sequitur card moved, when the letter cannot be named: 'Ann played Replace on a letter'
                else _("a letter"))
    return and_list([ball(rack[p]) for p in positions])


def put(what: str, rack: list[str], index: int) -> str:
    """'put E between A and R': `what` at `index` of `rack` (as it is once put there)."""
    if type(index) is not int or not 0 <= index < len(rack):
        return _("put {ball} on the rack", ball=what)
    if index == 0:
        return _("put {ball} at the left end", ball=what)
    if index == len(rack) - 1:
        return _("put {ball} at the right end", ball=what)
    return _("put {ball} between {left} and {right}", ball=what, left=ball(rack[index - 1]), right=ball(rack[index + 1]))


def played(play: Play, rack: list[str]) -> str:
    """'passed', 'played Swap (E and R trade places)', 'played Shift (E moves to the left end)'."""
    card, positions = play.card, tuple(play.positions)
    if card is None:
        # Translators: a seat's Sequitur card step, done: it played no card (shown after the seat's name)
        return _("passed")
    if card == SWAP and len(positions) == 2:
        return _("played {card} ({letters} trade places)", card=card_name(card), letters=letters(rack, positions))
    if card == SHIFT and len(positions) == 1 and 0 <= positions[0] < len(rack):
        after = list(rack)
        to = play.to if type(play.to) is int and 0 <= play.to < len(rack) else None
        if to is not None:
            after.insert(to, after.pop(positions[0]))
            moved = ball(rack[positions[0]])
            if to == 0:
                return _("played {card} ({ball} moves to the left end)", card=card_name(card), ball=moved)
            if to == len(after) - 1:
                return _("played {card} ({ball} moves to the right end)", card=card_name(card), ball=moved)
            return _("played {card} ({ball} moves between {left} and {right})", card=card_name(card), ball=moved,
                     left=ball(after[to - 1]), right=ball(after[to + 1]))
    if card in (REPLACE, REDRAW) and positions:
        return ngettext("played {card} ({letters} goes back to the bag)", "played {card} ({letters} go back to the bag)",
                        len(positions), card=card_name(card), letters=letters(rack, positions))
    # Translators: Sequitur: a seat's decision done, in the log: played the card {card}
    return _("played {card}", card=card_name(card))


def done(session: "Session", seat: int, action: Any) -> str:
    """A decision done, after its player's name, said from the table just before it."""
    mine = session.private(seat)
    rack = list(mine.get("rack") or [])
    drawn = mine.get("drawn")
    if isinstance(action, Colour):
        return _(CHOSE[action.colour]) if action.colour in CHOSE else str(action)
    if isinstance(action, End):
        return _("put {ball} on the left end of the rack", ball=ball(drawn)) if action.end == "left" else \
            _("put {ball} on the right end of the rack", ball=ball(drawn))
    if isinstance(action, Place):
        to = action.to if type(action.to) is int and 0 <= action.to <= len(rack) else None
        return put(ball(drawn), [] if to is None else rack[:to] + [drawn or ""] + rack[to:], -1 if to is None else to)
    if isinstance(action, Keep):
        goals = list(mine.get("drawn_goals") or [])
        if action.index is None:
            return _("discarded the drawn goal")
        kept = goals[action.index] if type(action.index) is int and 0 <= action.index < len(goals) else None
        return _("kept the drawn goal “{text}”", text=goal_words(kept)) if kept in BY_ID else _("kept a drawn goal")
    if isinstance(action, Spell):
        if action.is_nothing:
            # Translators: Sequitur: a seat's decision done: spelled no word
            return _("spelled nothing")
        if action.house:
            return _("spelled {word} (accepted by the house rule)", word=upper(action.word))
        # Translators: Sequitur: a seat's decision done, in the log: spelled the word {word}
        return _("spelled {word}", word=upper(action.word))
    if isinstance(action, Claim):
        if action.goal in BY_ID:
            # Translators: Sequitur: a seat's decision done: claimed the goal card whose text is {text}
            return _("claimed “{text}”", text=goal_words(action.goal))
        return str(action)
    if isinstance(action, Play):
        return played(action, rack)
    return str(action)
