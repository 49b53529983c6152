"""Sequoia's AI reasons in the player's words (pure Python), as Sequence's (web/games/sequence/reasons.py):
the engine says a pair and its reason as codes with their facts (engine/sequoia/ai/suggest.py `reason`;
the review's reasons found by rule, engine/sequoia/ai/review.py `reason_why`), and this says them as
the catalogs' whole phrases, in the voice of the screen that shows them (engine/core/voice.py): "you"
for "Suggest a move" ("Choose 6 and 8"), "they" for a review's "Better: 6 and 8", "it" for "Why?" on an
AI's move ("chose 6 and 8"). Each forest's reason is a verb phrase whose subject is the pair; "your",
"their", "its" and "you are", "they are", "it is" are each a phrase of their own. In English they are
the engine's own words (`english`), which bots and the arena read."""
from __future__ import annotations

from typing import Any

from web.device.names import and_list
from web.model.spec import REASONS, found_reason, reasons_from
from web.page.sentences import Table
from web.page.words import N_, _, ngettext

VOICES = ("you", "they", "it")
WORDS = Table(__file__, REASONS)  # its moves and reasons, by table and key: reasons.txt beside this module


# a forest with its tokens when the seat can see them, filled into a reason's {forest}
FOREST_TOKENS = N_("{forest} (tokens {first} and {second})")

# two forests' reasons, joined ("; it also" when one has a clause of its own: CLAUSED, the engine's
# engine/sequoia/ai/suggest.py's, not imported so that the page loads no AI), and the last turn
CLAUSED = ("lead-empty", "not-tied", "takes-lead", "draws-level")
# Translators: Sequoia: the AI's two reasons joined
BOTH = N_("{reason} and {other}")
ALSO = N_("{reason}; it also {other}")
LAST_TURN = N_("{reason}, on the last turn")


def _move(move: dict[str, Any], voice: str) -> str | None:
    a, b = move.get("a"), move.get("b")
    if move.get("code") != "pair" or type(a) is not int or type(b) is not int:
        return None
    return WORDS.said("twice", voice, total=a) if a == b else WORDS.said("pair", voice, first=a, second=b)


def _number(value: Any) -> str:
    return f"{float(value):g}"


def _forest(said: Any, voice: str) -> str | None:
    if not isinstance(said, dict) or type(said.get("forest")) is not int:
        return None
    code = said.get("code")
    tokens = said.get("tokens")
    forest: Any = said["forest"]
    if isinstance(tokens, list) and len(tokens) == 2:
        forest = _(FOREST_TOKENS, forest=forest, first=_number(tokens[0]), second=_number(tokens[1]))
    facts = {"forest": forest, "before": said.get("before"), "after": said.get("after"), "behind": said.get("behind")}
    if code == "tie-token" and ("tie-token", said.get("token")) in WORDS:
        return WORDS.said("tie-token", said["token"], **facts)
    if ("own", code, voice) in WORDS:
        return WORDS.said("own", code, voice, **facts)
    if ("plain", code) in WORDS:
        return WORDS.said("plain", code, **facts)
    return None


def _found(why: dict[str, Any]) -> str | None:
    """A reason the review found by rule: the forests a pair wins, and the game or a rival's win kept off."""
    code = why.get("code")
    found = found_reason(code)  # the reasons every game's review finds (web/model/spec.py FOUND_REASONS)
    if found is not None:
        return found
    forests = why.get("forests")
    if not isinstance(forests, list) or not forests:
        return None
    named = and_list([str(f) for f in forests])
    if code == "wins-forests":
        return ngettext("wins forest {forests} and the game", "wins forests {forests} and the game",
                        len(forests), forests=named)
    if code == "wins-forests-safe":
        return ngettext("wins forest {forests}, so that no rival wins at once",
                        "wins forests {forests}, so that no rival wins at once", len(forests), forests=named)
    return None


def _why(why: dict[str, Any], voice: str) -> str | None:
    if why.get("code") != "forests":
        return _found(why)
    forests = why.get("forests")
    if not isinstance(forests, list) or len(forests) not in (1, 2):
        return None
    parts = [_forest(part, voice) for part in forests]
    if None in parts:
        return None
    text = parts[0]
    if len(parts) == 2:
        claused = any(part.get("code") in CLAUSED for part in forests)
        text = _(ALSO if claused else BOTH, reason=parts[0], other=parts[1])
    return _(LAST_TURN, reason=text) if why.get("last_turn") else text


# A pair and its reason (the engine's codes, `said`) in the player's words and `voice`'s form
# ("you", "they", "it"): ('Choose 6 and 8', 'takes the lead in forest 8, empty so far'); None for
# codes this does not know (the page then shows the engine's English).
reasons = reasons_from(VOICES, _move, _why)
