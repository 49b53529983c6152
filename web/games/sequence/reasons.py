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
from web.model.spec import REASONS, found_reason, reasons_from
from web.page.sentences import Table
from web.page.words import _

VOICES = ("you", "they", "it", "with")
COLOURS = ("blue", "green", "red")
WORDS = Table(__file__, REASONS)  # its moves and reasons, by table and key: reasons.txt beside this module





def _move(move: dict[str, Any], voice: str) -> str | None:
    code = move.get("code")
    if voice == "with" and code != "play":  # only a card played wins
        return None
    if code == "pass":
        return WORDS.said("pass", voice)
    card = card_name(str(move.get("card")))
    if code == "turn-in":
        return WORDS.said("turn-in", voice, card=card)
    space = space_words(int(move.get("row", 0)) + 1, int(move.get("col", 0)) + 1)
    if code == "play":
        wild = move.get("wild") and voice != "with"  # what it wins with: the card and the space
        return WORDS.said("play-wild" if wild else "play", voice, card=card, space=space)
    if code == "remove":
        team = move.get("team")
        if team is None:
            return WORDS.said("remove", voice, card=card, space=space)
        if ("remove-team", voice, team) in WORDS:
            return WORDS.said("remove-team", voice, team, card=card, space=space)
    return None


def _why(why: dict[str, Any], voice: str) -> str | None:
    code = why.get("code")
    direction = WORDS.get(("directions", str(why.get("direction"))))
    facts = {"count": why.get("count"), "direction": _(direction) if direction else ""}
    if ("own", code, voice) in WORDS:
        return WORDS.said("own", code, voice, **facts)
    if ("teams", code, why.get("team")) in WORDS:
        return WORDS.said("teams", code, why.get("team"), **facts)
    if ("plain", code) in WORDS:
        return WORDS.said("plain", code, **facts)
    return found_reason(code)


# A move and its reason (the engine's codes, `said`) in the player's words and `voice`'s form
# ("you", "they", "it", "with"): ('Play the 3 of hearts on row 6, column 6', 'builds your line across to
# 3 of 5'); None for codes this does not know (the page then shows the engine's English).
reasons = reasons_from(VOICES, _move, _why)
