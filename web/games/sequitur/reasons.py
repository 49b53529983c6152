"""Sequitur's AI reasons in the player's words (pure Python): the engine says a decision and its reason
as codes with their facts (engine/sequitur/ai/advice.py `reason`), and this says them as the catalogs'
whole phrases, in the voice of the screen that shows them (engine/core/voice.py), as Sequence's do
(web/games/sequence/reasons.py): "you" for "Suggest a move" (an order: "Put E on the left end"),
"they" for a review's "Better: …" (after "Better:"), "it" for "Why?" on an AI's decision (done). The
letters, the spelled words and the goal cards' texts stay the English game's; they fill the phrases.

In English the phrases are the engine's own (`english`), but for two: after "Better:" a letter is
"placed" ("Better: place E on the left end"), as "put" is already the decision done ("Ann put E
between A and R"), and Shift's letter is said as the undo's line says it ("E moves to the left end")."""
from __future__ import annotations

from typing import Any

from web.device.names import and_list
from web.games.sequitur.card_words import card_name, goal_words, points_text
from web.games.sequitur.decisions_done import ball, letters, played, put
from engine.sequitur.cards import INSERT, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.goals import BY_ID
from web.model.spec import REASONS, found_reason, reasons_from
from web.page.sentences import Table
from web.page.words import N_, _, ngettext

VOICES = ("you", "they", "it")
WORDS = Table(__file__, REASONS)  # its moves and reasons, by table and key: reasons.txt beside this module


# the goals a word meets, each a phrase of its own ("your", "their", "its" secret goal)
PUBLIC_GOAL = N_("the public goal “{text}”")

# the plan a rack sets up (the same in every voice but for the goals it names)
PLAN_FUTURE = N_("orders the letters best for the goals still to be drawn this round, as no word in reach meets "
                 "a goal in play yet")
PLAN_ANY = N_("is as good as any, as no word in reach meets a goal in play yet")
SETS_UP = (
    # Translators: Sequitur: the AI's reason: the decision prepares the word {word}
    N_("sets up {word}"),
    N_("sets up {word}, to meet {goals}"))
SETS_UP_ONE = (N_("sets up {word} with one more move of Swap or Shift"),
               N_("sets up {word} with one more move of Swap or Shift, to meet {goals}"))

# Translators: Sequitur: the AI's reason: a word meets the goal cards {goals}
MEETS = N_("meets {goals}")
SCORES = N_("scores {score}, as no word meets a goal in play")
NOT_EXPERT = N_("is not what the strongest level would do; it would rather {what}, which {why}")


def _goal_text(goal: Any) -> str | None:
    return goal_words(goal) if goal in BY_ID else None


def _rack(move: dict[str, Any]) -> list[str] | None:
    rack = move.get("rack")
    return [str(b) for b in rack] if isinstance(rack, list) else None


def _place(move: dict[str, Any], voice: str) -> str | None:
    rack, to = _rack(move), move.get("to")
    if rack is None or type(to) is not int or not 0 <= to <= len(rack):
        return None
    drawn = str(move.get("ball"))
    after = rack[:to] + [drawn] + rack[to:]
    if voice == "it":
        return put(ball(drawn), after, to)
    where = "left" if to == 0 else "right" if to == len(after) - 1 else "between"
    if where != "between":
        return WORDS.said("place", voice, where, ball=ball(drawn))
    return WORDS.said("place", voice, where, ball=ball(drawn), left=ball(after[to - 1]), right=ball(after[to + 1]))


def _play(move: dict[str, Any], voice: str) -> str | None:
    rack, card, positions = _rack(move), move.get("card"), move.get("positions")
    if rack is None or card not in (SWAP, SHIFT, INSERT, REPLACE, REDRAW) or not isinstance(positions, list):
        return None
    play = Play(card, tuple(positions), move.get("to"))
    if voice == "it":
        return played(play, rack)
    name = card_name(card)
    if card == SWAP and len(positions) == 2:
        return WORDS.said("play-swap", voice, card=name, letters=letters(rack, play.positions))
    if card == SHIFT and len(positions) == 1 and type(positions[0]) is int and 0 <= positions[0] < len(rack):
        to = play.to if type(play.to) is int and 0 <= play.to < len(rack) else None
        if to is not None:
            after = list(rack)
            after.insert(to, after.pop(positions[0]))
            moved = ball(rack[positions[0]])
            where = "left" if to == 0 else "right" if to == len(after) - 1 else "between"
            if where != "between":
                return WORDS.said("play-shift", voice, where, card=name, ball=moved)
            return WORDS.said("play-shift", voice, where, card=name, ball=moved, left=ball(after[to - 1]),
                     right=ball(after[to + 1]))
    if card in (REPLACE, REDRAW) and positions:
        said = letters(rack, play.positions)
        if voice == "you":
            return ngettext("Play {card} ({letters} goes back to the bag)",
                            "Play {card} ({letters} go back to the bag)", len(positions), card=name, letters=said)
        return ngettext("play {card} ({letters} goes back to the bag)", "play {card} ({letters} go back to the bag)",
                        len(positions), card=name, letters=said)
    return WORDS.said("play", voice, card=name)


def _move(move: dict[str, Any], voice: str) -> str | None:
    code = move.get("code")
    order = "they" if voice == "rather" else voice  # the AI's decision it would rather make: an order
    if code == "colour":
        phrase = WORDS.get(("colour", voice, move.get("colour")))
        return None if phrase is None else _(phrase)
    if code == "end":
        phrase = WORDS.get(("end", order, move.get("end")))
        return None if phrase is None else _(phrase, ball=ball(str(move.get("ball"))))
    if code == "place":
        return _place(move, order)
    if ("plain-moves", order, code) in WORDS:
        return WORDS.said("plain-moves", order, code)
    if ("goal-moves", order, code) in WORDS:
        text = _goal_text(move.get("goal"))
        return None if text is None else WORDS.said("goal-moves", order, code, text=text)
    if code == "spell":
        return WORDS.said("spell", order, word=str(move.get("word")))
    if code == "play":
        return _play(move, order)
    return None


def _goals(goals: Any, voice: str) -> str | None:
    """The goals a word meets: 'your secret goal “…” and the public goal “…”'; None if none is known."""
    if not isinstance(goals, list) or not goals:
        return None
    parts = []
    for goal in goals:
        kind, text = (goal[0], _goal_text(goal[1])) if isinstance(goal, list) and len(goal) == 2 else (None, None)
        if text is None or kind not in ("secret", "public"):
            return None
        parts.append(WORDS.said("secret-goal", voice, text=text) if kind == "secret" else _(PUBLIC_GOAL, text=text))
    return and_list(parts)


def _plan(why: dict[str, Any], voice: str) -> str | None:
    code = why.get("code")
    if code == "future":
        return _(PLAN_FUTURE)
    if code == "any":
        return _(PLAN_ANY)
    if code != "sets-up" or type(why.get("moves")) is not int:
        return None
    goals = _goals(why.get("goals"), voice) if why.get("goals") else ""
    if goals is None:
        return None
    met = 1 if goals else 0
    word, moves = str(why.get("word")), why["moves"]
    if moves == 0:
        return _(SETS_UP[met], word=word, goals=goals)
    if moves == 1:
        return _(SETS_UP_ONE[met], word=word, goals=goals)
    if met:
        return ngettext("sets up {word} with {count} more move of Swap or Shift, to meet {goals}",
                        "sets up {word} with {count} more moves of Swap or Shift, to meet {goals}", moves,
                        count=moves, word=word, goals=goals)
    return ngettext("sets up {word} with {count} more move of Swap or Shift",
                    "sets up {word} with {count} more moves of Swap or Shift", moves, count=moves, word=word)


def _why(why: dict[str, Any], voice: str) -> str | None:
    code = why.get("code")
    if code in ("sets-up", "future", "any"):
        return _plan(why, voice)
    if code == "colour":
        phrase = WORDS.get(("colour-why", voice, why.get("colour")))
        return None if phrase is None else _(phrase, points=points_text(int(why.get("points", 0))),
                                             met=why.get("met"), count=why.get("count"))
    if code == "pass":
        plan = _plan(why.get("plan") or {}, voice)
        return None if plan is None else WORDS.said("own", "pass", voice, plan=plan)
    if code in ("keeps-more", "likely"):
        facts = {"points": points_text(int(why.get("points", 0))), "word": why.get("reach")}
        return WORDS.said("reach" if why.get("reach") else "own", code, voice, **facts)
    if code == "claim":
        return WORDS.said("own", code, voice, points=points_text(int(why.get("points", 0))))
    if ("own", code, voice) in WORDS:
        return WORDS.said("own", code, voice)
    if code == "meets":
        goals = _goals(why.get("goals"), voice)
        return None if goals is None else _(MEETS, goals=goals)
    if code == "goals":  # the goals alone (a review's word missed, "meeting {goals}": its marks' "goals_said")
        return _goals(why.get("goals"), voice)
    if code == "scores":
        return _(SCORES, score=why.get("score"))
    found = found_reason(code)  # found by rule, said alike in every game (web/model/spec.py FOUND_REASONS)
    if found is not None:
        return found
    if code == "meets-points" and type(why.get("points")) is int:
        return ngettext("meets {count} goal point", "meets {count} goal points", why["points"], count=why["points"])
    if code == "not-expert" and isinstance(why.get("move"), dict) and isinstance(why.get("why"), dict):
        what, because = _move(why["move"], "rather"), _why(why["why"], "it")  # the AI's own, in its voice
        return None if what is None or because is None else _(NOT_EXPERT, what=what, why=because)
    return None


# A decision and its reason (the engine's codes, `said`) in the player's words and `voice`'s form
# ("you", "they", "it"): ('Put E on the left end', 'sets up LEER, to meet your secret goal “…”');
# None for codes this does not know (the page then shows the engine's English).
reasons = reasons_from(VOICES, _move, _why)
