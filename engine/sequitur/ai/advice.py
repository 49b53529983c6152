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
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.ai.anagrams import letters_of, moves_needed
from engine.sequitur.ai.expert import (DISCOUNT, FUTURE, GOAL_BIT, MOVE_CARDS, STEPS_AFTER, ExpertSeat, goal_mask,
                                       value_of, worth)
from engine.sequitur.ai.seat import words_of
from engine.sequitur.cards import INSERT, SHIFT, SWAP, Play, capitalized, rearranged
from engine.sequitur.goals import BY_ID, POINTS, deck
from engine.sequitur.letters import BLANK, Q, upper
from engine.sequitur.rack import place
from engine.sequitur.spelling import NOTHING, Spell, read_word
from engine.sequitur.wording import ball_text, inserted_text, play_text


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _goal(goal: str) -> str:
    return f"“{BY_ID[goal].text}”"


def goals_of(mask: int, obs: dict[str, Any]) -> list[list[str]]:
    """The goals in play (the seat's secret goal, the public goals) a word with these goal bits meets,
    as codes: [["secret", "R05"], ["public", "G12"]]."""
    met = []
    secret = obs.get("secret")
    if secret and mask & GOAL_BIT[secret]:
        met.append(["secret", secret])
    met += [["public", g] for g in obs.get("public", []) if mask & GOAL_BIT[g]]
    return met


def goals_english(goals: list[list[str]], voice: Voice = YOU) -> list[str]:
    """The goals of `goals_of` in the engine's English, the seat's secret goal said in `voice`:
    ["their secret goal “...”", "the public goal “...”"]."""
    return [f"{voice.possessive} secret goal {_goal(g)}" if kind == "secret" else f"the public goal {_goal(g)}"
            for kind, g in goals]


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
            mask = goal_mask(word, expert.catalog, expert.words)
            value = worth(mask, word.score, value_of(word, goals.own, expert.catalog, expert.words), goals)
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


def plan_reason(expert: ExpertSeat, rack: Sequence[str], obs: dict[str, Any], cards: Sequence[str]) -> dict[str, Any]:
    """The plan from `rack` as codes: {"code": "sets-up", "word": "LEER", "moves": 1, "goals": [...]}
    (`goals_of`), or "future" / "any" when no word in reach meets a goal in play."""
    found = plan_word(expert, rack, obs, cards)
    if found is None:
        return {"code": "future" if FUTURE.get(obs["step"]) else "any"}
    text, needed, mask = found
    return {"code": "sets-up", "word": upper(text), "moves": needed, "goals": goals_of(mask, obs)}


def _plan_english(plan: dict[str, Any], voice: Voice) -> str:
    if plan["code"] == "future":
        return ("orders the letters best for the goals still to be drawn this round, "
                "as no word in reach meets a goal in play yet")
    if plan["code"] == "any":
        return "is as good as any, as no word in reach meets a goal in play yet"
    needed = plan["moves"]
    # (no f-string inside an f-string: MicroPython misreads it)
    steps = "" if needed == 0 else (
        " with " + ("one more move" if needed == 1 else f"{needed} more moves") + " of Swap or Shift")
    met = goals_english(plan["goals"], voice)
    return f"sets up {plan['word']}{steps}" + (f", to meet {_and(met)}" if met else "")


def plan_text(expert: ExpertSeat, rack: Sequence[str], obs: dict[str, Any], cards: Sequence[str], *,
              voice: Voice = YOU) -> str:
    """The plan from `rack` as a verb phrase: 'sets up LEER, to meet your secret goal “...”'."""
    return _plan_english(plan_reason(expert, rack, obs, cards), voice)


def _within_reach(expert: ExpertSeat, obs: dict[str, Any], goal: str) -> str | None:
    """The word (upper case) the plan with `goal` in play aims at when it meets that goal, else None."""
    secret_draw = obs["step"] == "letters"
    seen = dict(obs, secret=goal if secret_draw else obs["secret"],
                public=list(obs["public"]) + ([] if secret_draw else [goal]))
    found = plan_word(expert, obs["rack"], seen, obs.get("cards") or [])
    if found is None or not found[2] & GOAL_BIT[goal]:
        return None
    return upper(found[0])


def _placed(rack: Sequence[str], ball: str, end: str) -> list[str]:
    after = list(rack)
    place(after, ball, end)
    return after


def reason(expert: ExpertSeat, obs: dict[str, Any], action: Any) -> dict[str, Any]:
    """What `action` is and why, from the seat's observation, as codes with their facts (JSON), as
    Sequence's `reason` says them: {"move": {"code": "end", "ball": "E", "end": "left"}, "why": {"code":
    "sets-up", "word": "LEER", "moves": 0, "goals": [["secret", "R05"]]}}. `english` says it; the page
    says it in the player's words (web/games/sequitur/reasons.py). Moves: colour, end, place (the rack
    before and where), discard, keep (solo), public, pass, play (the card, its positions and `to`, the
    rack), spell, spell-nothing, claim, other; reasons: colour, the plan's (sets-up, future, any),
    discard, keeps-more and likely (with the word within `reach`), pass (with the rack's `plan`),
    draws-letter, draws-letters, spell-nothing, meets, scores, claim, none."""
    rack = list(obs["rack"])
    cards = list(obs.get("cards") or [])
    expert.read_words(obs)
    words = expert.words
    if isinstance(action, Colour):
        colour = action.colour
        found = [w for w, _ in words_of(rack, words)]
        deck_cards = deck(obs["catalog"], words.language)[colour]
        met = sum(any(BY_ID[g].is_met(w, words) for w in found) for g in deck_cards)
        return {"move": {"code": "colour", "colour": colour},
                "why": {"code": "colour", "colour": colour, "points": POINTS[colour], "met": met,
                        "count": len(deck_cards)}}
    if isinstance(action, End):
        ball = obs["drawn"]
        return {"move": {"code": "end", "ball": ball, "end": action.end},
                "why": plan_reason(expert, _placed(rack, ball, action.end), obs, cards)}
    if isinstance(action, Place):
        ball = obs["drawn"]
        after = rack[:action.to] + [ball] + rack[action.to:]
        return {"move": {"code": "place", "ball": ball, "rack": rack, "to": action.to},
                "why": plan_reason(expert, after, obs, cards)}
    if isinstance(action, Keep):
        drawn = obs["drawn_goals"]
        if action.index is None:
            return {"move": {"code": "discard"}, "why": {"code": "discard"}}
        goal = drawn[action.index]
        solo = obs["players"] == 1
        move = {"code": "keep" if solo else "public", "goal": goal}
        reach = _within_reach(expert, obs, goal)
        if solo and len(drawn) > 1:
            return {"move": move, "why": {"code": "keeps-more", "reach": reach}}
        return {"move": move, "why": {"code": "likely", "points": BY_ID[goal].points, "reach": reach}}
    if isinstance(action, Play):
        if action.card is None:
            return {"move": {"code": "pass"}, "why": {"code": "pass", "plan": plan_reason(expert, rack, obs, cards)}}
        move = {"code": "play", "card": action.card, "positions": list(action.positions), "to": action.to,
                "rack": rack}
        left = [card for card in cards if card != action.card]
        if action.card in (SWAP, SHIFT):
            return {"move": move, "why": plan_reason(expert, rearranged(rack, action), obs, left)}
        return {"move": move, "why": {"code": "draws-letter" if action.card == INSERT else "draws-letters"}}
    if isinstance(action, Spell):
        if action.is_nothing:
            return {"move": {"code": "spell-nothing"}, "why": {"code": "spell-nothing"}}
        word = read_word(rack, action, words.letters)
        met = goals_of(goal_mask(word, obs["catalog"], words), obs)
        return {"move": {"code": "spell", "word": upper(action.word)},
                "why": {"code": "meets", "goals": met} if met else {"code": "scores", "score": word.score}}
    if isinstance(action, Claim):
        return {"move": {"code": "claim", "goal": action.goal},
                "why": {"code": "claim", "points": BY_ID[action.goal].points}}
    return {"move": {"code": "other", "text": capitalized(str(action))}, "why": {"code": "none"}}


def _move_english(move: dict[str, Any], voice: Voice) -> str:
    code = move["code"]
    if code == "colour":
        return f"Choose {move['colour']} for {voice.possessive} secret goal"
    if code == "end":
        return f"Put {ball_text(move['ball'])} on the {move['end']} end"
    if code == "place":
        return f"Put {ball_text(move['ball'])} {inserted_text(move['rack'], move['ball'], move['to'])}"
    if code == "discard":
        return "Discard the drawn goal"
    if code in ("keep", "public"):
        return f"Keep {_goal(move['goal'])}" if code == "keep" else f"Make {_goal(move['goal'])} public"
    if code == "pass":
        return "Pass"
    if code == "play":
        play = Play(move["card"], tuple(move["positions"]), move["to"])
        return play_text(play, move["rack"]).replace("played", "Play", 1)
    if code == "spell-nothing":
        return "Spell nothing"
    if code == "spell":
        return f"Spell {move['word']}"
    if code == "claim":
        return f"Claim {_goal(move['goal'])}"
    return str(move.get("text", ""))


def _reach_english(reach: str | None, voice: Voice) -> str:
    return "" if reach is None else f", and {reach}, within reach of {voice.possessive} rack, meets it"


def _why_english(why: dict[str, Any], voice: Voice) -> str:
    code = why["code"]
    mine = voice.possessive
    if code == "colour":
        return (f"brings a goal worth {_points(why['points'])}, and the words {mine} letters spell now "
                f"already meet {why['met']} of the {why['count']} {why['colour']} goals")
    if code in ("sets-up", "future", "any"):
        return _plan_english(why, voice)
    if code == "discard":
        return (f"gives up a goal {voice.is_()} not likely to meet by the round's "
                "end; once public, anyone who meets it could claim it")
    if code == "keeps-more":
        return (f"keeps the goal worth more within reach of {mine} letters and cards"
                + _reach_english(why["reach"], voice))
    if code == "likely":
        return (f"is a goal {voice.is_()} likely to meet by the round's end, for {_points(why['points'])}"
                + _reach_english(why["reach"], voice))
    if code == "pass":
        return f"keeps {mine} cards, as none makes the plan better: the rack " + _plan_english(why["plan"], voice)
    if code == "draws-letter":
        return f"draws a letter that on average makes a better word for {mine} goals than the rack can reach"
    if code == "draws-letters":
        return f"draws letters that on average make a better word for {mine} goals than the rack can reach"
    if code == "spell-nothing":
        return f"loses nothing, as no word {mine} rack spells meets a goal in play"
    if code == "meets":
        return f"meets {_and(goals_english(why['goals'], voice))}"
    if code == "scores":
        return f"scores {why['score']}, as no word meets a goal in play"
    if code == "claim":
        return (f"is worth {_points(why['points'])} and, of {mine} claims, leaves {voice.object} "
                "the most goal points once every player has claimed")
    return ""


def english(said: dict[str, Any], *, voice: Voice = YOU) -> tuple[str, str]:
    """A `reason` in the engine's English, in two parts: ("Put E on the left end", "sets up LEER, to
    meet your secret goal “...”"): the reason a verb phrase whose subject is the decision, speaking of
    the seat in `voice` (bots and the arena read it; the page says the codes in its own words)."""
    return _move_english(said["move"], voice), _why_english(said["why"], voice)


def explain(expert: ExpertSeat, obs: dict[str, Any], action: Any, *, voice: Voice = YOU) -> tuple[str, str]:
    """What `action` is and why, from the seat's observation, in the engine's English (`english` of its
    `reason`): the reason a verb phrase whose subject is the decision, speaking of the seat in `voice`."""
    return english(reason(expert, obs, action), voice=voice)


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
