"""A refused Sequitur decision in the player's words (pure Python): the
engine says which rule refused it (IllegalAction.code, with the action),
and this says it with names, letters and goals, never a seat number
(rulebook "Playing the game"; RULINGS Sequitur 2-7), each a whole sentence
of the catalogs (the engine's own message stays English): those of one
shape in refusals.txt beside this module."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import IllegalAction
from engine.sequitur import dictionary
from engine.sequitur.goals import BY_ID
from engine.sequitur.letters import upper, with_ss
from engine.sequitur.spelling import MIN_LENGTH, Spell, SpellingError, read_word
from web.games.sequitur.card_words import card_name, goal_text
from web.model.refusals import REFUSALS, refusals_from
from web.page.sentences import Table
from web.page.words import _, ngettext

if TYPE_CHECKING:
    from web.model.session import Session

USED_UP = Table(__file__, REFUSALS, "used-up")  # no goal card left, by colour (refusals.txt)


def _own(session: "Session", error: IllegalAction, advice: bool) -> str | None:
    """The sentences that name a player, a word, a goal, a card or a colour."""
    code, facts, action = error.code, error.facts, error.action
    if code == "not-your-turn":
        return _("It is {name}'s turn to claim.", name=session.name(facts["to_move"]))
    if code == "nothing-to-decide":
        return _("There is nothing to decide now. Wait for the other players.") if advice else \
            _("There is nothing to decide now.")
    if code == "word-refused":
        return _word_refused(session, error.seat, action)
    if code == "goal-not-met" and getattr(action, "goal", None) in BY_ID:
        return _("Your word does not meet {goal}.", goal=goal_text(action.goal))
    if code == "card-not-playable" and isinstance(getattr(action, "card", None), str):
        left = session.private(error.seat)["cards"] if isinstance(error.seat, int) else ()
        if action.card not in left:
            return _("You have already played {card} this round.", card=card_name(action.card))
        return _("Those letters do not suit {card}.", card=card_name(action.card))
    if code == "colour-used-up" and getattr(action, "colour", None) in USED_UP:
        return _(USED_UP[action.colour])
    return None


# Why `error`'s decision is not allowed.
sentence = refusals_from(__file__, _own)


def _word_refused(session: "Session", seat: Any, spell: Any) -> str:
    """Why a word was refused: too short, not in the dictionary, the house rule."""
    try:
        words = dictionary.load(language=session.state.language)
        word = read_word(session.private(seat)["rack"], spell, words.letters).text
    except (SpellingError, TypeError, KeyError, IndexError):
        if isinstance(getattr(spell, "word", None), str) and len(spell.word) < MIN_LENGTH:
            return ngettext("A word needs at least {count} letter.", "A word needs at least {count} letters.",
                            MIN_LENGTH, count=MIN_LENGTH)
        read = _with_ss(session, seat, spell)
        if read is not None:
            # Translators: a word typed with ß (STRAßE) whose balls spell it with SS (STRASSE), as German Scrabble writes it
            return _("Those balls spell {word} (ß is written SS).", word=upper(read))
        return _("Those balls do not spell that word.")
    if word in words:
        return _("{word} is in the dictionary: no house rule is needed.", word=upper(word))
    if getattr(spell, "house", False):
        return _("{word} is not in the dictionary, and this table plays without the house rule.", word=upper(word))
    return _("{word} is not in the dictionary.", word=upper(word))


def _with_ss(session: "Session", seat: Any, spell: Any) -> str | None:
    """The word the balls of `spell` read where it was typed with ß (or its capital ẞ) and spells with SS,
    as the balls do (docs/rules.md, "Sequitur in German"); else None."""
    typed = getattr(spell, "word", None)
    written = with_ss(typed) if isinstance(typed, str) else None
    if written is None:
        return None
    try:
        words = dictionary.load(language=session.state.language)
        return read_word(session.private(seat)["rack"], Spell(written, spell.positions, spell.blank, spell.qu, spell.house),
                         words.letters).text
    except (SpellingError, TypeError, KeyError, IndexError, AttributeError):
        return None
