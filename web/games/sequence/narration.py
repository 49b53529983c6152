"""The Sequence log in words, from the engine's public events (pure Python):
"Ann (blue) played the 7 of hearts on row 3, column 5, completing a
sequence." Only what everyone at the table sees; never a hand."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.events import Event, GameOver
from engine.sequence.actions import Play, TurnIn
from engine.sequence.events import (
    ChipPlaced, ChipRemoved, DeadCardTurnedIn, DrawPileReshuffled, Passed, SequenceCompleted,
)
from engine.sequence.table import TEAM_COLOURS
from web.device.names import and_list
from web.games.sequence.card_words import card_name, space_words
from web.model.colours import COLOUR_WORDS
from web.model.wording import result_headline, seat_label, standing
from web.page.words import N_, _, ngettext

if TYPE_CHECKING:
    from web.model.session import Session


def colour(team: int) -> str:
    """A team's colour in the player's language (the seats' colour words, web/model/colours.py)."""
    return _(COLOUR_WORDS[TEAM_COLOURS[team]])


def label(session: "Session", seat: int) -> str:
    """'Ann (blue)': a seat by name and team colour (the colour in the player's language)."""
    return f"{session.seats[seat].name} ({colour(session.state.team(seat))})"


def space_name(session: "Session", cell: int) -> str:
    """'row 3, column 5'."""
    row, col = session.state.rules.board.row_col(cell)
    return space_words(row + 1, col + 1)


def at(session: "Session") -> dict[str, Any] | None:
    """Where the game stands, as facts (web/model/wording.py `standing` says them): every player's
    play is a turn (a dead card turned in is part of one); a game of people has no last turn
    (RULINGS Sequence 13), so no total. None once the game is over."""
    return None if session.is_over else {"unit": "Turn", "number": session.public()["turn"] + 1}


def where(session: "Session") -> str:
    """'Turn 7', or 'Game over'."""
    return standing(at(session))


def outcome(session: "Session") -> str:
    """Who won, in the words of every game's end: 'Ann and Cy (blue) win.' (web/model/wording.py)."""
    return result_headline(session, colour)


def narrate(session: "Session", events: list[Event]) -> list[str]:
    """The log lines of one move's events."""
    lines: list[str] = []
    completed = sum(isinstance(e, SequenceCompleted) for e in events)
    for event in events:
        if isinstance(event, ChipPlaced):
            said = dict(player=label(session, event.seat), card=card_name(event.card),
                        space=space_name(session, event.cell))
            if completed == 1:
                lines.append(_("{player} played the {card} on {space}, completing a sequence.", **said))
            elif completed:
                lines.append(ngettext("{player} played the {card} on {space}, completing {count} sequence.",
                                      "{player} played the {card} on {space}, completing {count} sequences.",
                                      completed, count=completed, **said))
            else:
                lines.append(_("{player} played the {card} on {space}.", **said))
        elif isinstance(event, ChipRemoved):
            lines.append(_("{player} removed the chip on {space} with the {card}.", player=label(session, event.seat),
                           space=space_name(session, event.cell), card=card_name(event.card)))
        elif isinstance(event, DeadCardTurnedIn):
            lines.append(_("{player} turned in the dead {card} and drew a replacement.",
                           player=label(session, event.seat), card=card_name(event.card)))
        elif isinstance(event, Passed):
            lines.append(_("{player} passed (no legal move).", player=label(session, event.seat)))
        elif isinstance(event, DrawPileReshuffled):
            lines.append(_("The draw pile ran out: every discard pile was shuffled into a new one."))
        elif isinstance(event, GameOver):
            lines.append(outcome(session))
    return lines


def last_move(session: "Session", card: Any = None) -> str:
    """The last move in one short line for the table, beside the orange ring on its space (issue
    54): 'Computer 1 played the 9 of hearts on row 3, column 9.', or with `card` (a card's short
    face, '9♥') 'Computer 1 played 9♥ on row 3, column 9.'; '' before the first move."""
    return "".join(last_move_parts(session, card) or ("", ""))


def last_move_parts(session: "Session", card: Any = None) -> tuple[str, str] | None:
    """`last_move` as (who, the rest: ' played 9♥ on row 3, column 9.'), so that the table's one
    line can shorten a long name and keep the move whole (a language that words the sentence
    without the name first gives ('', the sentence)); None before the first move."""
    for _at, event in reversed(session.events):
        parts = move_parts(session, event, card)
        if parts is not None:
            return parts
    return None


def move_parts(session: "Session", event: Any, card: Any = None) -> tuple[str, str] | None:
    """A move's event as `last_move_parts` words it; None for an event that is not a move (a card
    drawn, a sequence made), and for a dead card turned in, which the move after it tells."""
    name = session.seats[event.seat].name if hasattr(event, "seat") else ""
    if isinstance(event, (ChipPlaced, ChipRemoved)):
        said = dict(player=name, space=space_name(session, event.cell))
        if isinstance(event, ChipPlaced):
            text = _("{player} played {card} on {space}.", card=card(event.card), **said) if card is not None \
                else _("{player} played the {card} on {space}.", card=card_name(event.card), **said)
        else:
            text = _("{player} took the chip off {space} with {card}.", card=card(event.card), **said) \
                if card is not None else _("{player} took the chip off {space} with the {card}.",
                                           card=card_name(event.card), **said)
        return name_first(name, text)
    if isinstance(event, Passed):
        return name_first(name, _("{player} passed (no legal move).", player=name))
    return None


def name_first(name: str, text: str) -> tuple[str, str]:
    """(the name, the rest) of a sentence that starts with the name, else ('', the sentence)."""
    return (name, text[len(name):]) if name and text.startswith(name) else ("", text)


def capital(word: str) -> str:
    """'blue' -> 'Blue' (MicroPython's str has no capitalize)."""
    return word[:1].upper() + word[1:]


def team_names(session: "Session", team: int) -> str:
    """'Ann and Cy (AI: Hard)': the seats of a team."""
    return and_list([seat_label(s) for i, s in enumerate(session.seats) if session.state.team(i) == team])


def ending(session: "Session") -> tuple[str, list[str], str]:
    """The end box: who won, each team's sequences, what decided it (RULINGS Sequence 10, 13)."""
    result = session.state.result()
    public = session.public()
    to_win = session.state.to_win
    scores = [ngettext("{colour}: {names}, {count} sequence", "{colour}: {names}, {count} sequences", count,
                       colour=capital(colour(t)), names=team_names(session, t), count=count)
              for t, count in enumerate(public["sequences"])]
    if result is not None and result.winners:
        won = dict(colour=colour(result.winner_teams[0]), count=to_win, turn=public["turn"])
        if to_win == 2:
            decided = _("Two sequences win with two teams: {colour} reached {count} on turn {turn}.", **won)
        else:
            decided = _("One sequence wins with three players or teams: {colour} reached {count} on turn {turn}.",
                        **won)
    else:
        decided = _("The turn limit for matches between programs was reached: nobody won.")
    return outcome(session), scores, decided


# the end's sound is the winner's moment's (web/model/moment.py), not an event's
SOUNDS = {ChipPlaced: "place", ChipRemoved: "remove", DeadCardTurnedIn: "card", SequenceCompleted: "sequence"}


def sound(event: Event) -> str | None:
    """The sound of a public event (web/page/sound.py)."""
    return SOUNDS.get(type(event))


# a move in words, by what it does: done, after its player's name (the undo's line), and as an order
# (to confirm it)
DONE = {"remove": N_("removed the chip on {space} with the {card}"), "play": N_("played the {card} on {space}"),
        "turn-in": N_("turned in the dead {card}"), "pass": N_("passed (no legal move)")}
ORDER = {"remove": N_("Remove the chip on {space} with the {card}"), "play": N_("Play the {card} on {space}"),
         "turn-in": N_("Turn in the dead {card}"),
         # Translators: a decision: pass (Sequence: no card can be played; Sequitur: play no card): a button, the log
         "pass": N_("Pass")}


def _said(session: "Session", action: Any, words: dict[str, str]) -> str:
    """`action` in `words` (DONE or ORDER), with its card and space in the player's words."""
    # each phrase looked up before _(): the catalogs' extraction reads the strings inside _() as words
    if isinstance(action, Play):
        phrase = words["remove" if action.card in session.state.rules.remove else "play"]
        return _(phrase, card=card_name(action.card), space=space_name(session, action.cell))
    if isinstance(action, TurnIn):
        phrase = words["turn-in"]
        return _(phrase, card=card_name(action.card))
    phrase = words["pass"]
    return _(phrase)


def done(session: "Session", seat: int, action: Any) -> str:
    """A move done, after its player's name (the undo's line): 'played the 7 of hearts on row 3, column 5'."""
    return _said(session, action, DONE)


def action_text(session: "Session", seat: int, action: Any) -> str:
    """A person's move in words, to confirm it: 'Play the 7 of hearts on row 3, column 5'."""
    return _said(session, action, ORDER)
