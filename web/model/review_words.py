"""The review's sentences that the engine says as codes with their facts, in the player's words
(pure Python): what a move cost (an advice's "cost_said": engine/core/review.py `cost_english` says
it in English), the turning points (`turns_said`, `turn_english`) and a rival's win left open (a
grade's "threats"). Each is a whole sentence of the catalogs with its numbers filled in: a chance as
a whole percent, a score with the language's decimal sign (web/page/numbers.py `decimal`). In
English each is the engine's own sentence, word for word (tests/review/test_review_words_said.py)."""
from __future__ import annotations

from typing import Any, Callable

from web.page.numbers import decimal
from web.page.words import N_, _, ngettext

# a turning point's sentence, by measure, verb and whether the moves are named
TURNS = {
    ("chance", "rose", True): N_("After move {number} {name}'s chance rose from {before}% to {after}%: {moves}."),
    ("chance", "fell", True): N_("After move {number} {name}'s chance fell from {before}% to {after}%: {moves}."),
    ("chance", "rose", False): N_("After move {number} {name}'s chance rose from {before}% to {after}%."),
    ("chance", "fell", False): N_("After move {number} {name}'s chance fell from {before}% to {after}%."),
    ("score", "rose", True):
        N_("After move {number} the expected score rose from {before} to {after} points: {moves}."),
    ("score", "fell", True):
        N_("After move {number} the expected score fell from {before} to {after} points: {moves}."),
    ("score", "rose", False): N_("After move {number} the expected score rose from {before} to {after} points."),
    ("score", "fell", False): N_("After move {number} the expected score fell from {before} to {after} points."),
}


def cost_words(said: Any, english: str = "") -> str:
    """What a move cost, from its codes (engine/core/review.py `cost_english`): 'about 12% less chance
    to win', 'about the same chance to win', '2 goal points fewer than the best word of the rack
    meets', Sequoia's and Sequitur's own; `english` (the engine's "cost_text") for codes this does not
    know, or none."""
    code = said.get("code") if isinstance(said, dict) else None
    if code == "cost-chance":
        return _("about {percent}% less chance to win", percent=said.get("percent"))
    if code == "cost-same":
        return _("about the same chance to win")
    if code == "cost-word":
        points = float(said.get("points") or 0)
        whole = points == int(points)
        return ngettext("{count} goal point fewer than the best word of the rack meets",
                        "{count} goal points fewer than the best word of the rack meets", round(points),
                        count=str(int(points)) if whole else decimal(points))
    if code == "cost-tied":  # Sequoia's tiebreaker turn
        points = float(said.get("points") or 0)
        one = abs(points - 1) < 0.05
        count = "1" if one else decimal(points)
        count = count[:-2] if count[-2:] in (".0", ",0") else count
        return ngettext("{count} point fewer at once where they are tied",
                        "{count} points fewer at once where they are tied", 1 if one else _many(points), count=count)
    if code == "cost-expected":  # Sequoia: the chance, and the points expected with each pair
        played, best = decimal(float(said.get("played") or 0)), decimal(float(said.get("best") or 0))
        if said.get("percent") is None:
            return _("about the same chance to win; {played} points expected, against {best} with this pair",
                     played=played, best=best)
        return _("about {percent}% less chance to win; {played} points expected, against {best} with this pair",
                 percent=said.get("percent"), played=played, best=best)
    if code == "cost-round":  # Sequitur: goal points by the round's end
        points = float(said.get("points") or 0)
        one = decimal(points) in ("1.0", "1,0")
        return ngettext("about {count} goal point less by the round's end",
                        "about {count} goal points less by the round's end", 1 if one else _many(points),
                        count="1" if one else decimal(points))
    return english


def _many(points: float) -> int:
    """The count a plural form is chosen by for an amount that is not one: a whole amount itself,
    else 5 (a fraction takes a language's form for many)."""
    return int(points) if points == int(points) and int(points) != 1 else 5


def turn_words(said: dict[str, Any], name: str, moves: str) -> str:
    """A turning point (engine/core/review.py `turns_said`) as its sentence: 'After move 23 Ann
    (blue)'s chance fell from 61% to 38%: Ann played …' (`name`: its side; `moves`: its moves, each
    after its player's name)."""
    score = said.get("measure") == "score"
    verb = "rose" if said.get("verb") == "rose" else "fell"
    x, y = float(said["from"]), float(said["to"])
    before, after = (decimal(x), decimal(y)) if score else (round(100 * x), round(100 * y))
    return _(TURNS[("score" if score else "chance", verb, bool(moves))], number=int(said["at"]) + 1, name=name,
             before=before, after=after, moves=moves)


def threat_words(threat: dict[str, Any], rival: str, did: Callable[[int], str] | None = None,
                 reasons: Callable[[Any, str], tuple[str, str] | None] | None = None) -> str:
    """A rival's win left open (a grade's threat): 'Bob could win with the 9 of spades on row 2,
    column 3' (a move to come: "could-win", its move by the game's `reasons` in the "with" form),
    'Bob, who grew trees in forests 6 and 8, wins at once' (a choice made at the same time:
    "wins-with", `did(at)` of the move chosen), 'Bob is sure to win' (no move needed). Without the
    codes, or where the game has no words for them: the engine's English move ("what")."""
    what = str(threat.get("what") or "")
    code = threat.get("code") or ("could-win" if what.startswith("played ") else "wins-with" if what
                                  else "sure-to-win")
    if code == "sure-to-win":
        return _("{name} is sure to win", name=rival)
    if code == "could-win":
        said = reasons({"move": threat["said"], "why": {"code": "wins-at-once"}}, "with") \
            if reasons is not None and isinstance(threat.get("said"), dict) else None
        move = said[0] if said is not None else what[len("played "):] if what.startswith("played ") else what
        return _("{name} could win with {move}", name=rival, move=move)
    chosen = threat.get("chosen")
    done = did(int(chosen)) if did is not None and isinstance(chosen, int) else what
    return _("{name}, who {did}, wins at once", name=rival, did=done)
