"""The AI's reasons in the player's words (pure Python): the engine says a move and its reason as
codes with their facts (engine/sequence/ai/suggest.py `reason`), and this says them as the catalogs'
whole phrases, in the voice of the screen that shows them (engine/core/voice.py): "you" for "Suggest
a move" (the move as an order: "Play the 3 of hearts on row 6, column 6"), "they" for a review's
"Better: …" (the order after "Better:"), "it" for "Why?" on an AI's move (the move done: "played the
…"), "with" for a rival's winning move in a review's "could win with …" (the move as what it
wins with: "the 9 of spades on row 2, column 3"). Each reason is a verb phrase whose subject is the move; a team's colour and the seat's "your",
"their", "its" are each a phrase of their own, so that no word needs agreeing. In English they are
the engine's own words (`english`), which bots and the arena read."""
from __future__ import annotations

from typing import Any

from web.games.sequence.card_words import card_name, space_words
from web.model.spec import found_reason, reasons_from
from web.page.words import N_, _

VOICES = ("you", "they", "it", "with")
COLOURS = ("blue", "green", "red")

# each move by its code and the voice: an order ("you", "they": after "Better:") or done ("it")
PASS = {"you": N_("Pass"), "they": N_("pass"), "it": N_("passed")}
TURN_IN = {"you": N_("Turn in the dead {card}"), "they": N_("turn in the dead {card}"),
           "it": N_("turned in the dead {card}")}
PLAY = {"you": N_("Play the {card} on {space}"), "they": N_("play the {card} on {space}"),
        "it": N_("played the {card} on {space}"), "with": N_("the {card} on {space}")}
PLAY_WILD = {"you": N_("Play the {card} as a wild card on {space}"),
             "they": N_("play the {card} as a wild card on {space}"),
             "it": N_("played the {card} as a wild card on {space}")}
REMOVE = {"you": N_("Remove the chip on {space} with the {card}"),
          "they": N_("remove the chip on {space} with the {card}"),
          "it": N_("removed the chip on {space} with the {card}")}
REMOVE_TEAM = {
    ("you", 0): N_("Remove the blue chip on {space} with the {card}"),
    ("you", 1): N_("Remove the green chip on {space} with the {card}"),
    ("you", 2): N_("Remove the red chip on {space} with the {card}"),
    ("they", 0): N_("remove the blue chip on {space} with the {card}"),
    ("they", 1): N_("remove the green chip on {space} with the {card}"),
    ("they", 2): N_("remove the red chip on {space} with the {card}"),
    ("it", 0): N_("removed the blue chip on {space} with the {card}"),
    ("it", 1): N_("removed the green chip on {space} with the {card}"),
    ("it", 2): N_("removed the red chip on {space} with the {card}"),
}

# a line's direction, filled into a reason (an adverb: it agrees with nothing)
DIRECTIONS = {"across": N_("across"), "down": N_("down"), "diagonally": N_("diagonally")}

# the reasons that speak of the seat ("your", "their", "its"), by code and voice
OWN = {
    ("fresh-card", "you"): N_("trades a card whose two spaces are covered for a fresh one in your hand"),
    ("fresh-card", "they"): N_("trades a card whose two spaces are covered for a fresh one in their hand"),
    ("fresh-card", "it"): N_("trades a card whose two spaces are covered for a fresh one in its hand"),
    ("opens-space", "you"): N_("opens the space for your lines"),
    ("opens-space", "they"): N_("opens the space for their lines"),
    ("opens-space", "it"): N_("opens the space for its lines"),
    ("builds", "you"): N_("builds your line {direction} to {count} of 5"),
    ("builds", "they"): N_("builds their line {direction} to {count} of 5"),
    ("builds", "it"): N_("builds its line {direction} to {count} of 5"),
}
# the reasons that speak of another team's line, by code and team
TEAMS = {
    ("breaks", 0): N_("breaks the blue line of {count} {direction}"),
    ("breaks", 1): N_("breaks the green line of {count} {direction}"),
    ("breaks", 2): N_("breaks the red line of {count} {direction}"),
    ("blocks", 0): N_("blocks the blue line of {count} {direction}"),
    ("blocks", 1): N_("blocks the green line of {count} {direction}"),
    ("blocks", 2): N_("blocks the red line of {count} {direction}"),
}
# the reasons said the same in every voice (a review's, found by rule: web/model/spec.py FOUND_REASONS)
PLAIN = {
    "nothing-else": N_("is all that is left: no card is playable"),
    "completes": N_("completes a sequence {direction}"),
    "starts": N_("starts a new line there"),
}


def _move(move: dict[str, Any], voice: str) -> str | None:
    code = move.get("code")
    if voice == "with" and code != "play":  # only a card played wins
        return None
    if code == "pass":
        return _(PASS[voice])
    card = card_name(str(move.get("card")))
    if code == "turn-in":
        return _(TURN_IN[voice], card=card)
    space = space_words(int(move.get("row", 0)) + 1, int(move.get("col", 0)) + 1)
    if code == "play":
        wild = move.get("wild") and voice != "with"  # what it wins with: the card and the space
        return _((PLAY_WILD if wild else PLAY)[voice], card=card, space=space)
    if code == "remove":
        team = move.get("team")
        if team is None:
            return _(REMOVE[voice], card=card, space=space)
        if (voice, team) in REMOVE_TEAM:
            return _(REMOVE_TEAM[(voice, team)], card=card, space=space)
    return None


def _why(why: dict[str, Any], voice: str) -> str | None:
    code = why.get("code")
    direction = DIRECTIONS.get(str(why.get("direction")))
    facts = {"count": why.get("count"), "direction": _(direction) if direction else ""}
    if (code, voice) in OWN:
        return _(OWN[(code, voice)], **facts)
    if (code, why.get("team")) in TEAMS:
        return _(TEAMS[(code, why.get("team"))], **facts)
    if code in PLAIN:
        return _(PLAIN[code], **facts)
    return found_reason(code)


# A move and its reason (the engine's codes, `said`) in the player's words and `voice`'s form
# ("you", "they", "it", "with"): ('Play the 3 of hearts on row 6, column 6', 'builds your line across to
# 3 of 5'); None for codes this does not know (the page then shows the engine's English).
reasons = reasons_from(VOICES, _move, _why)
