"""Sequitur's part of a game review (engine/core/review.py).

Values: from the whole state (every rack, secret goal, drawn letter and
stored choice: the game is over). Each player's points by the game's end
are its points so far, what this round is expected to bring it (the
expert's own valuation, engine/sequitur/ai/expert.py, of that player's letters,
cards and goals as they stand; once the words are spelled, the goals they
meet), and ROUND_MEAN per round still to come. With rivals, each
player's chance to win is drawn from there with the spread still to come
(ROUND_SPREAD per round left, STEP_SPREAD for what is left of this one);
in solo play the measure is the expected final score.

Advice: the expert's decision from the seat's observation only, made and
said as "Suggest a move" makes and says it (engine/sequitur/ai/advice.py), and what the played decision cost in
goal points, by the expert's own valuation of both (the word at the end of
the round its letters, cards and goals make likely); for the word spelled,
the best word the rack allowed and the goals it would have met (the word
the player missed). A word the player spelled later that round is never
called missed, nor suggested back (`settle_advice`).

Exact (issue 40; engine/sequitur/wins.py): on the last round's claims, the
claim that makes the seat the sure winner whatever the claims left do is
found by rule ("missed a win" when another was made; "let the opponent
win" when the claim made a rival sure to win and another would not have);
for the word spelled, the best word of the rack from the dictionary by the
goal points it meets (the secret goal and the public goals in play), and
the points the word spelled fell short of it are the decision's loss.
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from engine.core import review as core
from engine.core.seats import Decision
from engine.core.voice import IT, THEY, Voice
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.ai.advice import english, explain, goals_english, goals_of, plan_word, reason
from engine.sequitur.ai.expert import STEPS_AFTER, ExpertSeat, best_of, goal_mask, revealed
from engine.sequitur.ai.seat import unseen
from engine.sequitur.dictionary import for_game
from engine.sequitur.cards import Play, plays
from engine.sequitur.goals import BY_ID, CATALOG, COLOURS
from engine.sequitur.rack import place
from engine.sequitur.letters import upper
from engine.sequitur.spelling import NOTHING, Spell, read_word
from engine.sequitur.state import CLAIM_STEP, ORDER_STEP, ROUNDS, SPELL_STEP, SequiturState
from engine.sequitur.wins import best_word, claim_outcomes, goal_points, spell_outcomes

# Measured by bench/review_calibration.py (docs/ai.md, "Reviews"). With rivals: goal points a
# round brings a player (AI seats of mixed levels), their spread, and the spread of what the rest
# of this round brings against its projection, by step. Solo: the expert's points per round (the
# solo measure is the score expected if the expert played the rest of the game).
ROUND_MEAN = {1: 5.2, 2: 1.5}  # solo; with rivals (per player)
ROUND_SPREAD = 1.8
STEP_SPREAD = {"letters": 1.9, "red-goal": 1.5, "red-action": 1.5, "yellow-goal": 1.5, "yellow-action": 1.4,
               "green-goal": 1.3, "green-action": 0.9, "spell": 1.1, "order": 0.6, "claim": 0.0, "over": 0.0}
# the chances sharpened in log-odds, and a floor share spread evenly (engine/core/review.py `calibrated`)
SLOPE = 1.1
FLOOR = 0.0
VALUE_SAMPLES = 2  # sampled letters still to come in step 1, behind a value (the expert's own decisions: 6)
JUDGE_SECONDS = 0.6  # the expert's time behind 'Why?' when it checks a judgment of worth

_caches: dict[str, Any] = {}


def kind(state: SequiturState, seat: int, action: Any) -> str:
    """The decision's kind, as the observation names it ('letter-end', 'action', 'spell', ...)."""
    return str(state.decision(seat) or "decision")


def side_label(team: int, names: Sequence[str]) -> str:
    return names[0]


def _expert(seed: int, seen: dict[str, Any], time_limit: float | None = None) -> ExpertSeat:
    """An expert for the game `seen` (an observation) is of, its goal catalog and words, sharing the
    word caches of earlier ones of the same words (they depend only on the letters and goals);
    without `time_limit`, it weighs a fixed number of plays (no clock)."""
    expert = ExpertSeat(seed, time_limit, None if time_limit is not None else 64)
    expert.catalog = seen.get("catalog", CATALOG)
    expert.read_words(seen)
    kept = _caches.get(expert.words.language)
    if kept:
        expert._found, expert._candidates_cache, expert._needed = kept["found"], kept["candidates"], kept["needed"]
    else:
        _caches[expert.words.language] = {"found": expert._found, "candidates": expert._candidates_cache,
                                          "needed": expert._needed}
    return expert


def _round_gain(state: SequiturState, seat: int, expert: ExpertSeat) -> float:
    """The goal points this round is expected to bring `seat`, from the whole state."""
    step = state.step
    words = state.dictionary()
    if step in STEPS_AFTER:
        obs = state.observation(seat)
        rack = list(state.racks[seat])
        if state.held_ball[seat] is not None:  # a drawn letter not yet placed: on its better end
            ball = state.held_ball[seat]
            rack = max(([ball] + rack, rack + [ball]), key=lambda r: expert._after(r, obs, obs["cards"]))
        public = list(obs["public"])
        return expert._reach(rack, obs["secret"], public, obs) if obs["secret"] or public else 0.0
    if step == SPELL_STEP:
        spell = state.choices.get(seat)
        rack = state.racks[seat]
        if isinstance(spell, Spell):
            word = None if spell.is_nothing else read_word(rack, spell, words.letters)
            return 0.0 if word is None else expert.word_worth(word, state.observation(seat))
        return expert.spell_values(state.observation(seat))[0]
    if step in (ORDER_STEP, CLAIM_STEP):
        word = state.words[seat]
        if word is None:
            return 0.0
        gain = 0.0
        for goal in state.public:
            if BY_ID[goal].is_met(word, words):
                rivals = sum(1 for w in state.words if w is not None and BY_ID[goal].is_met(w, words))
                gain += BY_ID[goal].points / rivals
        return gain
    return 0.0


def chances(state: SequiturState, sides: list[list[int]], rng: Any, budget_s: float) -> list[float]:
    """Each player's chance to win, or in solo play the expected final score."""
    expert = _expert(rng.getrandbits(31), state.public_observation())
    expert.samples = VALUE_SAMPLES
    rounds_left = ROUNDS - state.round
    mean = ROUND_MEAN[1 if state.solo else 2]
    if state.step == CLAIM_STEP:  # the words and the claiming order are known: the claims played out
        points, step_spread = _claimed(state), 0.0
    else:
        points = [p + _round_gain(state, s, expert) for s, p in enumerate(state.points())]
        step_spread = STEP_SPREAD.get(str(state.step), 0.0)
    expected = [p + rounds_left * mean for p in points]
    if state.solo:
        return expected
    spread = math.sqrt(step_spread ** 2 + rounds_left * ROUND_SPREAD ** 2)
    if spread <= 0:
        top = max(expected)
        winners = [s for s, e in enumerate(expected) if e >= top - 1e-9]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.n)]
    return core.calibrated(win_shares(expected, spread), SLOPE, FLOOR)


def win_shares(expected: Sequence[float], spread: float) -> list[float]:
    """Each player's chance to win when each final score is its `expected` points and a normal
    deviation of `spread` (> 0), rounded to whole points, ties sharing the win: worked out exactly
    (the figures 600 sampled outcomes a chance estimated before, without their noise)."""
    reach = 8 * spread
    low, high = int(math.floor(min(expected) - reach)), int(math.ceil(max(expected) + reach))
    below = [[_normal((v - 0.5 - e) / spread) for v in range(low, high + 2)] for e in expected]
    shares = [0.0] * len(expected)
    for i in range(high - low + 1):
        at = [cdf[i + 1] - cdf[i] for cdf in below]  # each player's chance of ending on low + i points
        for s, p in enumerate(at):
            if p <= 0.0:
                continue
            ties = [1.0]  # the chances that 0, 1, 2... rivals end on the same points, none above
            for o, cdf in enumerate(below):
                if o != s:
                    under, same = cdf[i], at[o]
                    ties = [a * under + (ties[k - 1] * same if k else 0.0) for k, a in enumerate(ties + [0.0])]
            shares[s] += p * sum(t / (k + 1) for k, t in enumerate(ties))
    return shares


def _normal(x: float) -> float:
    """The standard normal distribution's chance of a value below `x` (math.erf where the Python has
    it; else Abramowitz and Stegun's 7.1.26, within 1e-7)."""
    erf = getattr(math, "erf", None)
    if erf is not None:
        return 0.5 * (1.0 + erf(x / math.sqrt(2.0)))
    z = abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    tail = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    half = 0.5 * tail * math.exp(-z * z)
    return 1.0 - half if x >= 0 else half


def _claimed(state: SequiturState) -> list[int]:
    """The points once this round's claims are made, each claimer taking its most valuable goal."""
    s = state.clone()
    while s.step == CLAIM_STEP:
        seat = s.order[s.claim_index]
        legal = s.legal_actions(seat)
        s._apply(seat, max(legal, key=lambda c: (BY_ID[c.goal].points, c.goal)))
    return s.points()


# --- advice -------------------------------------------------------------------------------------
def _value(expert: ExpertSeat, obs: dict[str, Any], action: Any) -> float:
    """What `action` is worth to the seat by the round's end, by the expert's valuation (goal points)."""
    rack = list(obs["rack"])
    cards = list(obs.get("cards") or [])
    if isinstance(action, End):
        after = rack[:]
        place(after, obs["drawn"], action.end)
        return expert._after(after, obs, cards)
    if isinstance(action, Place):
        return expert._after(rack[:action.to] + [obs["drawn"]] + rack[action.to:], obs, cards)
    if isinstance(action, Play):
        if action.card is None:
            return expert._after(rack, obs, cards)
        found = expert._play_value(action, rack, unseen(obs), obs)
        return 0.0 if found is None else found
    if isinstance(action, Spell):
        if action.is_nothing:
            return 0.0
        return expert.word_worth(read_word(rack, action, expert.words.letters), obs)
    if isinstance(action, Keep):
        drawn = obs["drawn_goals"]
        if obs["players"] == 1 or action.index is not None and obs["step"] == "letters":
            goal = drawn[action.index]
            secret_draw = obs["step"] == "letters"
            secret = goal if secret_draw else obs["secret"]
            public = list(obs["public"]) if secret_draw else list(obs["public"]) + [goal]
            return expert._reach(rack, secret, public, obs)
        if action.index is None:
            return 0.0
        return expert.keep_gain(obs, drawn[action.index])
    raise TypeError(action)


def advise(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any] | None, played: Any, seed: int,
           budget_s: float) -> dict[str, Any] | None:
    """The expert's decision from this seat's observation (as "Suggest a move" makes it) and what the
    played one cost in goal points by the round's end; None when the played decision is the expert's."""
    expert = _expert(seed, observation, budget_s / 2)
    decision = Decision(int(observation.get("seat", 0)), None if legal is None else list(legal),
                        lambda _seat: observation, default=NOTHING if legal is None else None)
    kind = observation["decision"]
    values: dict[Any, float] | None = None
    if kind == "secret-colour":
        values = expert.colour_values(observation, decision.legal)
        best = best_of(values, decision.legal)
    elif kind == "claim" and len(decision.legal) > 1:
        values = expert.claim_values(observation, decision.legal)
        best = max(decision.legal, key=lambda c: (values[c], BY_ID[c.goal].points, c.goal))
    else:
        best = expert.act(decision)
    if best == played or (isinstance(best, Spell) and isinstance(played, Spell) and best.word == played.word):
        return None
    said = reason(expert, observation, best)  # the codes, for the page's words
    what, why = english(said, voice=THEY)  # of the player reviewed
    if values is not None:
        worth = [values[best], values[played]]
    else:
        worth = [_value(expert, observation, best), _value(expert, observation, played)]
    cost = max(0.0, worth[0] - worth[1])
    marks = _marks(expert, observation, best)
    cost_said = {"code": "cost-round", "points": cost}
    return {"action": best, "what": what, "why": why, "said": said, "cost": cost, "unit": "points",
            "cost_text": core.cost_english(cost_said), "cost_said": cost_said, "marks": marks,
            "values": [float(worth[0]), float(worth[1])]}


def goals_marked(goals: list[list[str]]) -> dict[str, Any]:
    """The goals a word meets as a review's marks carry them: as codes ("goals_said": `goals_of`'s
    [["secret", "R05"], ["public", "G12"]], a goal by its id; the secret goal is the reviewed seat's
    own) and in the engine's English, said of the player reviewed ("goals": ["their secret goal
    “...”", "the public goal “...”"]), what bots read and the page shows for codes it does not know."""
    return {"goals": goals_english(goals, THEY), "goals_said": goals}


def _marks(expert: ExpertSeat, obs: dict[str, Any], best: Any) -> dict[str, Any]:
    """The word the expert's choice aims at and the goals in play it meets (`goals_marked`)."""
    rack = list(obs["rack"])
    if isinstance(best, Spell):
        if best.is_nothing:
            return {"word": None, "goals": [], "goals_said": []}
        word = read_word(rack, best, expert.words.letters)
        return dict(goals_marked(goals_of(goal_mask(word, expert.catalog, expert.words), obs)), word=upper(word.text),
                    score=word.score)
    if isinstance(best, (End, Place)):
        after = rack[:]
        if isinstance(best, End):
            place(after, obs["drawn"], best.end)
        else:
            after.insert(best.to, obs["drawn"])
        rack = after
    if isinstance(best, Claim):
        return dict(goals_marked([["public", best.goal]]), word=None, goal=best.goal)
    found = plan_word(expert, rack, obs, obs.get("cards") or []) if obs["step"] in STEPS_AFTER else None
    if found is None:
        return {"word": None, "goals": [], "goals_said": []}
    text, needed, mask = found
    return dict(goals_marked(goals_of(mask, obs)), word=upper(text), moves=needed)


def _legal(observation: dict[str, Any]) -> list[Any] | None:
    """The seat's legal actions, read from its observation, for the decisions whose reason is a
    judgment of worth (a claim, a goal kept, a card, the secret colour); None for the others."""
    kind = observation["decision"]
    if kind == "claim":
        words = for_game(observation)
        word = revealed(observation["words"][observation["seat"]], words.letters)
        return [Claim(g) for g in observation["public"] if word is not None and BY_ID[g].is_met(word, words)]
    if kind == "goal":
        held = len(observation["drawn_goals"])
        return [Keep(i) for i in range(held)] + ([] if observation["players"] == 1 else [Keep(None)])
    if kind == "action":
        return plays(observation["cards"], len(observation["rack"]))
    if kind == "secret-colour":
        return [Colour(c) for c in COLOURS if observation["decks"].get(c, 0) + observation["discards"].get(c, 0)]
    return None


_judged: list[Any] = []  # (observation, action, codes) of the last `reason_judged`


def reason_judged(info: dict[str, Any], observation: dict[str, Any], action: Any) -> dict[str, Any]:
    """'Why did the AI do that?' as codes (engine/sequitur/ai/advice.py `reason`), from the seat's
    observation. Where that reason is a judgment of worth (a claim, a goal kept or made public, a card,
    the secret colour) and the expert would have decided otherwise, by more than a review's margin,
    the reason says so and why ({"code": "not-expert", "move": ..., "why": ...}: the expert's decision
    and its reason), rather than credit the decision with the expert's reasons. The last answer is
    kept, so that `explain_action` and the worker's codes of the same question judge once."""
    if _judged and _judged[0] is observation and _judged[1] == action:
        return _judged[2]
    expert = _expert(0, observation)
    said = reason(expert, observation, action)
    legal = _legal(observation)
    if legal and len(legal) > 1 and action in legal:
        advice = advise(info, observation, legal, action, 0, JUDGE_SECONDS)
        if advice is not None and advice["cost"] > core.BEST_MARGIN[core.POINTS]:
            best = reason(expert, observation, advice["action"])
            said = {"move": said["move"], "why": {"code": "not-expert", "move": best["move"], "why": best["why"]}}
    _judged[:] = [observation, action, said]
    return said


def explain_action(info: dict[str, Any], observation: dict[str, Any], action: Any, *,
                   voice: Voice = IT) -> tuple[str, str]:
    """'Why did the AI do that?': a decision in the words of "Suggest a move", from the seat's
    observation (`reason_judged`, in the engine's English)."""
    said = reason_judged(info, observation, action)
    if said["why"]["code"] != "not-expert":
        return english(said, voice=voice)
    what = english(said, voice=voice)[0]
    best, because = english(said["why"], voice=voice)
    return what, (f"is not what the strongest level would do; it would rather {best[0].lower()}{best[1:]}, "
                  f"which {because}")


def reason_action(info: dict[str, Any], observation: dict[str, Any], action: Any) -> dict[str, Any]:
    """A decision's `reason` (codes and facts) as "Suggest a move" gives it, from the seat's
    observation: what the page phrases in the player's words (web/table/ai_worker.py)."""
    return reason(_expert(0, observation), observation, action)


def explain_state(state: SequiturState, seat: int, action: Any) -> tuple[str, str]:
    """A decision in the words of "Suggest a move", from `seat`'s observation of `state`, said of the
    player reviewed."""
    expert = _expert(0, state.public_observation())
    return explain(expert, state.observation(seat), action, voice=THEY)


def reason_state(state: SequiturState, seat: int, action: Any) -> dict[str, Any]:
    """A decision's `reason` (codes and facts), from `seat`'s observation of `state`."""
    return reason(_expert(0, state.public_observation()), state.observation(seat), action)


AVOID_WHY = "keeps every rival from a sure win"


def _meets_points(points: int) -> str:
    # (no f-string inside an f-string: MicroPython misreads it)
    return "meets " + ("1 goal point" if points == 1 else f"{points} goal points")


def reason_why(why: str) -> dict[str, Any] | None:
    """A reason `exact` found by rule, as codes the page phrases (engine/core/review.py `_said`):
    {"code": "no-rival-sure-win"}, {"code": "meets-points", "points": 3}; None for another."""
    if why == AVOID_WHY:
        return {"code": "no-rival-sure-win"}
    parts = why.split(" ")
    if len(parts) == 4 and parts[1].isdigit() and _meets_points(int(parts[1])) == why:
        return {"code": "meets-points", "points": int(parts[1])}
    return None


# --- exact: found by rule (engine/sequitur/wins.py) ------------------------------------------------
def exact(before: SequiturState, seat: int, action: Any, after: SequiturState, *,
          later: Sequence[tuple[int, Any]] = ()) -> dict[str, Any]:
    """What the rules say of `seat`'s decision: on the last round's claims, the claims that make it the
    sure winner ("wins"), whether the played one did ("won"), the rival the played one made sure to win
    ("threats") and a claim that would not have ("avoid"), and the same of the last round's words; for
    every word, its shortfall in goal points against the best word of the rack ("loss", "better").
    Solo, no choice wins or loses (the score is the measure, docs/rules.md): no verdict of a win."""
    rivals = before.n > 1
    if isinstance(action, Claim):
        return _decided(claim_outcomes(before, seat), seat, action) if rivals else {}
    if isinstance(action, Spell) and before.step == SPELL_STEP:
        rack, secret, public = before.racks[seat], before.secret[seat], list(before.public)
        words = before.dictionary()
        best, spell = best_word(rack, secret, public, words)
        played = 0 if action.is_nothing else goal_points(read_word(rack, action, words.letters), secret, public, words)
        out = _decided(spell_outcomes(before, seat, action, later), seat, action) if rivals else {}  # the last round's words
        out.update(loss=float(max(0, best - played)), unit=core.POINTS)
        if best > played:
            out["better"] = spell
            out["better_why"] = _meets_points(best)
        return out
    return {}


def _decided(found: dict[Any, int | None] | None, seat: int, action: Any) -> dict[str, Any]:
    """The exact verdicts from each choice's sure winner (engine/sequitur/wins.py)."""
    if not found or action not in found:
        return {}
    winner = found[action]
    out: dict[str, Any] = {"wins": [c for c, w in found.items() if w == seat], "won": winner == seat,
                           "threats": {}, "wins_why": "wins the game", "won_why": "wins the game"}
    if winner is not None and winner != seat:
        out["threats"] = {winner: []}
        avoid = [c for c, w in found.items() if w is None or w == seat]
        out["avoidable"] = bool(avoid)
        if avoid:
            out["avoid"] = avoid[0]
            out["avoid_why"] = AVOID_WHY
    return out


def marks(state: SequiturState, action: Any, *, seat: int | None = None) -> dict[str, Any]:
    """What the review says of a word found by rule: the word and the goals in play it meets
    (`goals_marked`), of the player reviewed (the word "missed")."""
    if not isinstance(action, Spell) or action.is_nothing or seat is None:
        return {}
    words = state.dictionary()
    word = read_word(state.racks[seat], action, words.letters)
    return dict(goals_marked(goals_of(goal_mask(word, state.catalog, words), state.observation(seat))),
                word=upper(word.text), score=word.score)


def _spelled_in_round(full: SequiturState, states: Sequence[SequiturState], at: int, seat: int) -> str | None:
    """The word `seat` spelled in the round of move `at` (from that move on), upper case; None if none."""
    round_ = states[at].round
    for i in range(at, len(full.history)):
        if states[i].round != round_:
            break
        who, action = full.history[i]
        if who == seat and isinstance(action, Spell):
            return upper(action.word) or None
    return None


def settle_advice(full: SequiturState, states: Sequence[SequiturState], at: int, seat: int,
                  advice: dict[str, Any]) -> dict[str, Any] | None:
    """The advice, or None when the word it aims at is the word the player spelled that round (issue 40:
    a word spelled is never "missed", nor suggested back): the player reached the expert's word."""
    spelled = _spelled_in_round(full, states, at, seat)
    if spelled is None:
        return advice
    aimed = (advice.get("marks") or {}).get("word")
    best = advice.get("action")
    if (aimed and upper(str(aimed)) == spelled) or (isinstance(best, Spell) and upper(best.word) == spelled):
        return None
    return advice
