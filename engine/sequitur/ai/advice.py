""""Suggest a move" for a person's seat in Sequitur: what the expert level
(the strongest: it plans the whole round) decides, from the seat's start
message, observation and legal actions only, and why, in the game's words
(rulebook "Playing the game", steps 1-7).

Where a decision is one step of a plan (an end for a drawn letter, a card,
where an inserted letter goes), the reason says the plan: the word the
expert's planning aims at with the letters and the Swap and Shift cards the
seat will still hold, and the goals in play that word meets ("Play Swap (E
and R trade places)", "sets up LEER, to meet your secret goal “...”").
Every reason is read from what the seat sees, and is a verb phrase whose
subject is the decision (engine/core/voice.py); a chance card's reason says
only what is known: that the draw is worth more on average than the rack.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.seats import Decision
from engine.core.voice import YOU, Voice
from engine.sequitur import dictionary
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.ai.anagrams import letters_of, moves_needed
from engine.sequitur.ai.expert import (DISCOUNT, FUTURE, GOAL_BIT, MOVE_CARDS, STEPS_AFTER, ExpertSeat, goal_mask,
                                       value_of, worth)
from engine.sequitur.ai.seat import words_of
from engine.sequitur.cards import INSERT, SHIFT, SWAP, Play, capitalized, rearranged
from engine.sequitur.goals import BY_ID, POINTS, deck
from engine.sequitur.letters import BLANK, Q
from engine.sequitur.rack import place
from engine.sequitur.spelling import NOTHING, Spell, read_word
from engine.sequitur.wording import ball_text, inserted_text, play_text


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _goal(goal: str) -> str:
    return f"“{BY_ID[goal].text}”"


def goals_met(mask: int, obs: dict[str, Any], voice: Voice = YOU) -> list[str]:
    """The goals in play (the seat's secret goal, the public goals) a word with these goal bits meets, in words."""
    met = []
    secret = obs.get("secret")
    if secret and mask & GOAL_BIT[secret]:
        met.append(f"{voice.possessive} secret goal {_goal(secret)}")
    met += [f"the public goal {_goal(g)}" for g in obs.get("public", []) if mask & GOAL_BIT[g]]
    return met


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def plan_word(expert: ExpertSeat, rack: Sequence[str], obs: dict[str, Any],
              cards: Sequence[str]) -> tuple[str, int, int] | None:
    """The word the expert's planning values most for `rack` (as `_planned`
    does, without the goals still to be drawn): (word, moves still needed,
    goal bits), or None when no word in reach meets a goal in play."""
    goals = expert._goals(obs)
    in_play = goals.all_bits()
    moves = min(STEPS_AFTER[obs["step"]], sum(card in cards for card in MOVE_CARDS))
    best: tuple[float, tuple[str, int, int] | None] = (0.0, None)
    special = BLANK in rack or Q in rack
    if special:
        for word in expert._words(rack):
            mask = goal_mask(word, expert.catalog)
            value = worth(mask, word.score, value_of(word, goals.own, expert.catalog), goals)
            if value > best[0] and mask & in_play:
                best = (value, (word.text, 0, mask))
    letters = letters_of(rack)
    for bound, value, mask, text, score in expert._candidates(letters, goals, ()):
        if bound <= best[0]:
            break
        needed = moves_needed(text, letters)
        if needed > moves or (special and needed == 0):
            continue
        value = worth(mask, score, value, goals) * DISCOUNT ** needed
        if value > best[0] and mask & in_play:
            best = (value, (text, needed, mask))
    return best[1]


def plan_text(expert: ExpertSeat, rack: Sequence[str], obs: dict[str, Any], cards: Sequence[str], *,
              voice: Voice = YOU) -> str:
    """The plan from `rack` as a verb phrase: 'sets up LEER, to meet your secret goal “...”'."""
    found = plan_word(expert, rack, obs, cards)
    if found is None:
        if FUTURE.get(obs["step"]):
            return ("orders the letters best for the goals still to be drawn this round, "
                    "as no word in reach meets a goal in play yet")
        return "is as good as any, as no word in reach meets a goal in play yet"
    text, needed, mask = found
    # (no f-string inside an f-string: MicroPython misreads it)
    steps = "" if needed == 0 else (
        " with " + ("one more move" if needed == 1 else f"{needed} more moves") + " of Swap or Shift")
    met = goals_met(mask, obs, voice)
    return f"sets up {text.upper()}{steps}" + (f", to meet {_and(met)}" if met else "")


def _within_reach(expert: ExpertSeat, obs: dict[str, Any], goal: str, voice: Voice = YOU) -> str:
    """', and LEER, within reach of your rack, meets it' when the plan with `goal`
    in play aims at a word that meets it, else ''."""
    secret_draw = obs["step"] == "letters"
    seen = dict(obs, secret=goal if secret_draw else obs["secret"],
                public=list(obs["public"]) + ([] if secret_draw else [goal]))
    found = plan_word(expert, obs["rack"], seen, obs.get("cards") or [])
    if found is None or not found[2] & GOAL_BIT[goal]:
        return ""
    return f", and {found[0].upper()}, within reach of {voice.possessive} rack, meets it"


def _placed(rack: Sequence[str], ball: str, end: str) -> list[str]:
    after = list(rack)
    place(after, ball, end)
    return after


def explain(expert: ExpertSeat, obs: dict[str, Any], action: Any, *, voice: Voice = YOU) -> tuple[str, str]:
    """What `action` is and why, from the seat's observation: the reason a verb phrase whose subject is
    the decision, speaking of the seat in `voice`."""
    rack = list(obs["rack"])
    cards = list(obs.get("cards") or [])
    words = dictionary.load()
    mine = voice.possessive
    if isinstance(action, Colour):
        colour = action.colour
        found = [w for w, _ in words_of(rack)]
        cards = deck(obs["catalog"])[colour]
        met = sum(any(BY_ID[g].is_met(w, words) for w in found) for g in cards)
        return (f"Choose {colour} for {mine} secret goal",
                f"brings a goal worth {_points(POINTS[colour])}, and the words {mine} letters spell now "
                f"already meet {met} of the {len(cards)} {colour} goals")
    if isinstance(action, End):
        ball = obs["drawn"]
        return (f"Put {ball_text(ball)} on the {action.end} end",
                plan_text(expert, _placed(rack, ball, action.end), obs, cards, voice=voice))
    if isinstance(action, Place):
        ball = obs["drawn"]
        after = rack[:action.to] + [ball] + rack[action.to:]
        return (f"Put {ball_text(ball)} {inserted_text(rack, ball, action.to)}",
                plan_text(expert, after, obs, cards, voice=voice))
    if isinstance(action, Keep):
        drawn = obs["drawn_goals"]
        if action.index is None:
            return "Discard the drawn goal", (f"gives up a goal {voice.is_()} not likely to meet by the round's "
                                             "end; once public, anyone who meets it could claim it")
        goal = drawn[action.index]
        solo = obs["players"] == 1
        what = f"Keep {_goal(goal)}" if solo else f"Make {_goal(goal)} public"
        why = (f"keeps the goal worth more within reach of {mine} letters and cards"
               if solo and len(drawn) > 1 else
               f"is a goal {voice.is_()} likely to meet by the round's end, for {_points(BY_ID[goal].points)}")
        return what, why + _within_reach(expert, obs, goal, voice)
    if isinstance(action, Play):
        if action.card is None:
            return "Pass", (f"keeps {mine} cards, as none makes the plan better: the rack "
                            + plan_text(expert, rack, obs, cards, voice=voice))
        what = play_text(action, rack).replace("played", "Play", 1)
        left = [card for card in cards if card != action.card]
        if action.card in (SWAP, SHIFT):
            return what, plan_text(expert, rearranged(rack, action), obs, left, voice=voice)
        if action.card == INSERT:
            return what, f"draws a letter that on average makes a better word for {mine} goals than the rack can reach"
        return what, (f"draws letters that on average make a better word for {mine} goals "
                      "than the rack can reach")
    if isinstance(action, Spell):
        if action.is_nothing:
            return "Spell nothing", f"loses nothing, as no word {mine} rack spells meets a goal in play"
        word = read_word(rack, action)
        met = goals_met(goal_mask(word, obs["catalog"]), obs, voice)
        return (f"Spell {action.word.upper()}",
                f"meets {_and(met)}" if met else f"scores {word.score}, as no word meets a goal in play")
    if isinstance(action, Claim):
        return (f"Claim {_goal(action.goal)}",
                f"is worth {_points(BY_ID[action.goal].points)} and, of {mine} claims, leaves {voice.object} "
                "the most goal points once every player has claimed")
    return capitalized(str(action)), ""


def suggest(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any] | None, seed: int,
            *, time_limit: float | None = None) -> tuple[Any, str, str]:
    """The expert level's decision for this seat (`legal` None: the word to
    spell), what it is and why (`explain`)."""
    expert = ExpertSeat(seed, time_limit)
    expert.start(info)
    seat = int(observation.get("seat", 0))
    decision = Decision(seat, None if legal is None else list(legal), lambda _seat: observation,
                        default=NOTHING if legal is None else None)
    action = expert.act(decision)
    return (action,) + tuple(explain(expert, observation, action))
