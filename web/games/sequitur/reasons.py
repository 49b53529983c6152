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
from web.model.spec import found_reason, reasons_from
from web.page.words import N_, _, ngettext

VOICES = ("you", "they", "it")

# the decisions, by code and voice: an order ("you"; "they" after "Better:"; "rather": after "it would
# rather", of the AI) or done ("it"); the "rather" forms are the "they" forms but where they name the seat
COLOUR = {
    ("you", "red"): N_("Choose red for your secret goal"), ("you", "yellow"): N_("Choose yellow for your secret goal"),
    ("you", "green"): N_("Choose green for your secret goal"),
    ("they", "red"): N_("choose red for their secret goal"),
    ("they", "yellow"): N_("choose yellow for their secret goal"),
    ("they", "green"): N_("choose green for their secret goal"),
    ("rather", "red"): N_("choose red for its secret goal"),
    ("rather", "yellow"): N_("choose yellow for its secret goal"),
    ("rather", "green"): N_("choose green for its secret goal"),
    ("it", "red"): N_("chose red for its secret goal"), ("it", "yellow"): N_("chose yellow for its secret goal"),
    ("it", "green"): N_("chose green for its secret goal"),
}
END = {("you", "left"): N_("Put {ball} on the left end"), ("you", "right"): N_("Put {ball} on the right end"),
       ("they", "left"): N_("place {ball} on the left end"), ("they", "right"): N_("place {ball} on the right end"),
       ("it", "left"): N_("put {ball} on the left end"), ("it", "right"): N_("put {ball} on the right end")}
# a drawn letter put in the rack (Insert), by where; "it" says it as the undo's line does (decisions_done.put)
PLACE = {("you", "left"): N_("Put {ball} at the left end"), ("you", "right"): N_("Put {ball} at the right end"),
         ("you", "between"): N_("Put {ball} between {left} and {right}"),
         ("they", "left"): N_("place {ball} at the left end"), ("they", "right"): N_("place {ball} at the right end"),
         ("they", "between"): N_("place {ball} between {left} and {right}")}
PLAIN_MOVES = {
    ("you", "discard"): N_("Discard the drawn goal"), ("they", "discard"): N_("discard the drawn goal"),
    ("it", "discard"): N_("discarded the drawn goal"),
    ("you", "pass"): N_("Pass"), ("they", "pass"): N_("pass"), ("it", "pass"): N_("passed"),
    ("you", "spell-nothing"): N_("Spell nothing"), ("they", "spell-nothing"): N_("spell nothing"),
    ("it", "spell-nothing"): N_("spelled nothing"),
}
# a goal by its card's (English) text
GOAL_MOVES = {
    ("you", "keep"): N_("Keep “{text}”"), ("they", "keep"): N_("keep “{text}”"),
    ("it", "keep"): N_("kept “{text}”"),
    ("you", "public"): N_("Make “{text}” public"), ("they", "public"): N_("make “{text}” public"),
    ("it", "public"): N_("made “{text}” public"),
    ("you", "claim"): N_("Claim “{text}”"), ("they", "claim"): N_("claim “{text}”"),
    ("it", "claim"): N_("claimed “{text}”"),
}
SPELL = {"you": N_("Spell {word}"), "they": N_("spell {word}"), "it": N_("spelled {word}")}
# a card played ("it": the undo line's own words, decisions_done.played)
PLAY_SWAP = {"you": N_("Play {card} ({letters} trade places)"), "they": N_("play {card} ({letters} trade places)")}
PLAY_SHIFT = {("you", "left"): N_("Play {card} ({ball} moves to the left end)"),
              ("you", "right"): N_("Play {card} ({ball} moves to the right end)"),
              ("you", "between"): N_("Play {card} ({ball} moves between {left} and {right})"),
              ("they", "left"): N_("play {card} ({ball} moves to the left end)"),
              ("they", "right"): N_("play {card} ({ball} moves to the right end)"),
              ("they", "between"): N_("play {card} ({ball} moves between {left} and {right})")}
PLAY = {"you": N_("Play {card}"), "they": N_("play {card}")}

# the goals a word meets, each a phrase of its own ("your", "their", "its" secret goal)
SECRET_GOAL = {"you": N_("your secret goal “{text}”"), "they": N_("their secret goal “{text}”"),
               "it": N_("its secret goal “{text}”")}
PUBLIC_GOAL = N_("the public goal “{text}”")

# the plan a rack sets up (the same in every voice but for the goals it names)
PLAN_FUTURE = N_("orders the letters best for the goals still to be drawn this round, as no word in reach meets "
                 "a goal in play yet")
PLAN_ANY = N_("is as good as any, as no word in reach meets a goal in play yet")
SETS_UP = (N_("sets up {word}"), N_("sets up {word}, to meet {goals}"))
SETS_UP_ONE = (N_("sets up {word} with one more move of Swap or Shift"),
               N_("sets up {word} with one more move of Swap or Shift, to meet {goals}"))

# the reasons that speak of the seat ("your", "their", "its"), by code and voice
OWN = {
    ("discard", "you"): N_("gives up a goal you are not likely to meet by the round's end; once public, anyone who "
                           "meets it could claim it"),
    ("discard", "they"): N_("gives up a goal they are not likely to meet by the round's end; once public, anyone "
                            "who meets it could claim it"),
    ("discard", "it"): N_("gives up a goal it is not likely to meet by the round's end; once public, anyone who "
                          "meets it could claim it"),
    ("keeps-more", "you"): N_("keeps the goal worth more within reach of your letters and cards"),
    ("keeps-more", "they"): N_("keeps the goal worth more within reach of their letters and cards"),
    ("keeps-more", "it"): N_("keeps the goal worth more within reach of its letters and cards"),
    ("likely", "you"): N_("is a goal you are likely to meet by the round's end, for {points}"),
    ("likely", "they"): N_("is a goal they are likely to meet by the round's end, for {points}"),
    ("likely", "it"): N_("is a goal it is likely to meet by the round's end, for {points}"),
    ("draws-letter", "you"): N_("draws a letter that on average makes a better word for your goals than the rack "
                                "can reach"),
    ("draws-letter", "they"): N_("draws a letter that on average makes a better word for their goals than the rack "
                                 "can reach"),
    ("draws-letter", "it"): N_("draws a letter that on average makes a better word for its goals than the rack "
                               "can reach"),
    ("draws-letters", "you"): N_("draws letters that on average make a better word for your goals than the rack "
                                 "can reach"),
    ("draws-letters", "they"): N_("draws letters that on average make a better word for their goals than the "
                                  "rack can reach"),
    ("draws-letters", "it"): N_("draws letters that on average make a better word for its goals than the rack "
                                "can reach"),
    ("spell-nothing", "you"): N_("loses nothing, as no word your rack spells meets a goal in play"),
    ("spell-nothing", "they"): N_("loses nothing, as no word their rack spells meets a goal in play"),
    ("spell-nothing", "it"): N_("loses nothing, as no word its rack spells meets a goal in play"),
    ("claim", "you"): N_("is worth {points} and, of your claims, leaves you the most goal points once every "
                         "player has claimed"),
    ("claim", "they"): N_("is worth {points} and, of their claims, leaves them the most goal points once every "
                          "player has claimed"),
    ("claim", "it"): N_("is worth {points} and, of its claims, leaves it the most goal points once every player "
                        "has claimed"),
    ("pass", "you"): N_("keeps your cards, as none makes the plan better: the rack {plan}"),
    ("pass", "they"): N_("keeps their cards, as none makes the plan better: the rack {plan}"),
    ("pass", "it"): N_("keeps its cards, as none makes the plan better: the rack {plan}"),
}
# a goal kept with the word that meets it within reach, by code and voice
REACH = {
    ("keeps-more", "you"): N_("keeps the goal worth more within reach of your letters and cards, and {word}, within "
                              "reach of your rack, meets it"),
    ("keeps-more", "they"): N_("keeps the goal worth more within reach of their letters and cards, and {word}, "
                               "within reach of their rack, meets it"),
    ("keeps-more", "it"): N_("keeps the goal worth more within reach of its letters and cards, and {word}, within "
                             "reach of its rack, meets it"),
    ("likely", "you"): N_("is a goal you are likely to meet by the round's end, for {points}, and {word}, within "
                          "reach of your rack, meets it"),
    ("likely", "they"): N_("is a goal they are likely to meet by the round's end, for {points}, and {word}, within "
                           "reach of their rack, meets it"),
    ("likely", "it"): N_("is a goal it is likely to meet by the round's end, for {points}, and {word}, within "
                         "reach of its rack, meets it"),
}
# the secret colour's reason, by voice and colour
COLOUR_WHY = {
    ("you", "red"): N_("brings a goal worth {points}, and the words your letters spell now already meet {met} of "
                       "the {count} red goals"),
    ("you", "yellow"): N_("brings a goal worth {points}, and the words your letters spell now already meet {met} "
                          "of the {count} yellow goals"),
    ("you", "green"): N_("brings a goal worth {points}, and the words your letters spell now already meet {met} "
                         "of the {count} green goals"),
    ("they", "red"): N_("brings a goal worth {points}, and the words their letters spell now already meet {met} "
                        "of the {count} red goals"),
    ("they", "yellow"): N_("brings a goal worth {points}, and the words their letters spell now already meet {met} "
                           "of the {count} yellow goals"),
    ("they", "green"): N_("brings a goal worth {points}, and the words their letters spell now already meet {met} "
                          "of the {count} green goals"),
    ("it", "red"): N_("brings a goal worth {points}, and the words its letters spell now already meet {met} of "
                      "the {count} red goals"),
    ("it", "yellow"): N_("brings a goal worth {points}, and the words its letters spell now already meet {met} of "
                         "the {count} yellow goals"),
    ("it", "green"): N_("brings a goal worth {points}, and the words its letters spell now already meet {met} of "
                        "the {count} green goals"),
}
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
        return _(PLACE[(voice, where)], ball=ball(drawn))
    return _(PLACE[(voice, where)], ball=ball(drawn), left=ball(after[to - 1]), right=ball(after[to + 1]))


def _play(move: dict[str, Any], voice: str) -> str | None:
    rack, card, positions = _rack(move), move.get("card"), move.get("positions")
    if rack is None or card not in (SWAP, SHIFT, INSERT, REPLACE, REDRAW) or not isinstance(positions, list):
        return None
    play = Play(card, tuple(positions), move.get("to"))
    if voice == "it":
        return played(play, rack)
    name = card_name(card)
    if card == SWAP and len(positions) == 2:
        return _(PLAY_SWAP[voice], card=name, letters=letters(rack, play.positions))
    if card == SHIFT and len(positions) == 1 and type(positions[0]) is int and 0 <= positions[0] < len(rack):
        to = play.to if type(play.to) is int and 0 <= play.to < len(rack) else None
        if to is not None:
            after = list(rack)
            after.insert(to, after.pop(positions[0]))
            moved = ball(rack[positions[0]])
            where = "left" if to == 0 else "right" if to == len(after) - 1 else "between"
            if where != "between":
                return _(PLAY_SHIFT[(voice, where)], card=name, ball=moved)
            return _(PLAY_SHIFT[(voice, where)], card=name, ball=moved, left=ball(after[to - 1]),
                     right=ball(after[to + 1]))
    if card in (REPLACE, REDRAW) and positions:
        said = letters(rack, play.positions)
        if voice == "you":
            return ngettext("Play {card} ({letters} goes back to the bag)",
                            "Play {card} ({letters} go back to the bag)", len(positions), card=name, letters=said)
        return ngettext("play {card} ({letters} goes back to the bag)", "play {card} ({letters} go back to the bag)",
                        len(positions), card=name, letters=said)
    return _(PLAY[voice], card=name)


def _move(move: dict[str, Any], voice: str) -> str | None:
    code = move.get("code")
    order = "they" if voice == "rather" else voice  # the AI's decision it would rather make: an order
    if code == "colour":
        phrase = COLOUR.get((voice, move.get("colour")))
        return None if phrase is None else _(phrase)
    if code == "end":
        phrase = END.get((order, move.get("end")))
        return None if phrase is None else _(phrase, ball=ball(str(move.get("ball"))))
    if code == "place":
        return _place(move, order)
    if (order, code) in PLAIN_MOVES:
        return _(PLAIN_MOVES[(order, code)])
    if (order, code) in GOAL_MOVES:
        text = _goal_text(move.get("goal"))
        return None if text is None else _(GOAL_MOVES[(order, code)], text=text)
    if code == "spell":
        return _(SPELL[order], word=str(move.get("word")))
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
        parts.append(_(SECRET_GOAL[voice], text=text) if kind == "secret" else _(PUBLIC_GOAL, text=text))
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
        phrase = COLOUR_WHY.get((voice, why.get("colour")))
        return None if phrase is None else _(phrase, points=points_text(int(why.get("points", 0))),
                                             met=why.get("met"), count=why.get("count"))
    if code == "pass":
        plan = _plan(why.get("plan") or {}, voice)
        return None if plan is None else _(OWN[("pass", voice)], plan=plan)
    if code in ("keeps-more", "likely"):
        facts = {"points": points_text(int(why.get("points", 0))), "word": why.get("reach")}
        return _((REACH if why.get("reach") else OWN)[(code, voice)], **facts)
    if code == "claim":
        return _(OWN[(code, voice)], points=points_text(int(why.get("points", 0))))
    if (code, voice) in OWN:
        return _(OWN[(code, voice)])
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
