"""Sequoia's part of a game review (engine/core/review.py).

Chances: from the whole state (every roll and stored choice of the turn,
face-down tokens too: the game is over), FUTURES futures played to the final
scoring with the dice still to roll drawn anew and every seat choosing by
the hard level's playout heuristic (engine/sequoia/ai/search.py `choose`);
each seat's chance is its share of the wins (a shared victory split). In
tiebreaker turns the futures are played by the rules themselves, each tied
player growing where it is tied.

Advice: the hard level's pair from the seat's observation only ("Suggest a
move", engine/sequoia/ai/suggest.py), and what the played pair cost: both
are played into the same imagined futures (search.futures), from what the
seat could see; the cost is the chance to win it lost, and the points
expected with each are said.

Exact (issue 40; engine/sequoia/wins.py): on a turn that scoring follows
(the tenth, or a tiebreaker turn), what every pair of the seat's roll leads
to is found by rule, with the others' choices of that turn as they were
revealed: a pair that makes the seat the sure winner "wins", another pair
played then "missed a win"; a pair after which a rival is the sure winner
"let the opponent win" when another pair would have kept every rival from
it. The forests whose first token a pair wins are said with it.
"""
from __future__ import annotations

from typing import Any, Sequence

from engine.core.review import calibrated, cost_english, round1
from engine.core.voice import IT, THEY, Voice
from engine.core.rng import Rng
from engine.sequoia.actions import Sums
from engine.sequoia.ai.greedy import pair_gain
from engine.sequoia.ai.search import ROLLS, choose, clock, final_points, futures, outcome, pairs_by_roll
from engine.sequoia.ai.suggest import explain, reason, suggest
from engine.sequoia.ai.view import read_position
from engine.sequoia.dice import reachable_pairs
from engine.sequoia.forests import FOREST_BASE
from engine.sequoia.state import REGULAR, TURNS, SequoiaState
from engine.sequoia.wins import outcomes

# Fitted by bench/review_calibration.py (docs/ai.md, "Reviews"): the futures' win shares,
# sharpened by SLOPE in log-odds and
# a FLOOR share spread evenly (engine/core/review.py `calibrated`).
SLOPE = 0.68
FLOOR = 0.08
FUTURES = 80  # per estimate, whatever the budget: a review is calibrated as the benchmark measured it
# how often a player in the futures picks any pair of its roll rather than the heuristic's: players
# err, and a future in which nobody does is too sure of itself (fitted with SLOPE)
ERR = 0.25  # at least, at most per estimate (within the budget)
TIEBREAK_FUTURES = 24
ADVICE_FUTURES = 16  # at least, per advice
# a played move costing less than this is as good as the expert's: the cost's own noise (in
# bench runs the estimate rated the played move above the expert's by up to 5 to 7 points)
BEST_MARGINS = {"chance": 0.05}
SUGGEST_SHARE = 0.4  # of the advice's budget, the hard level's own search


def kind(state: SequoiaState, seat: int, action: Any) -> str:
    """'pairs', or 'tiebreak' on a tiebreaker turn."""
    return "pairs" if state.phase == REGULAR else "tiebreak"


def side_label(team: int, names: Sequence[str]) -> str:
    return names[0]


def _pairs(dice: Sequence[int]) -> tuple[tuple[int, int], ...]:
    return tuple((a - FOREST_BASE, b - FOREST_BASE) for a, b in reachable_pairs(tuple(sorted(dice))))


def chances(state: SequoiaState, sides: list[list[int]], rng: Rng, budget_s: float) -> list[float]:
    """Each seat's chance to win from the whole `state` (every seat is a side)."""
    raw = _regular_chances(state, rng) if state.phase == REGULAR else _tiebreak_chances(state, rng)
    return calibrated(raw, SLOPE, FLOOR)


def _regular_chances(state: SequoiaState, rng: Rng) -> list[float]:
    n = state.n
    table = pairs_by_roll()
    fv = [float(a) for a, _ in state.tokens]
    sv = [float(b) for _, b in state.tokens]
    counts0 = [row[:] for row in state.trees]
    later = TURNS - state.turn - 1  # whole turns after this one
    memo: dict[bytes, float] = {}
    # this turn: the choices already stored stand; a seat with its roll chooses by the heuristic
    fixed: dict[int, tuple[int, int]] = {}
    for seat, pair in state.choices.items():
        fixed[seat] = (pair.a - FOREST_BASE, pair.b - FOREST_BASE)
    rolled = {seat: _pairs(state.rolls[seat]) for seat in state.to_choose
              if state.rolled and state.rolls[seat] is not None}
    wins = [0.0] * n
    count = 0
    randbelow = rng.randrange
    chance = rng.random

    def pick(counts: list[list[int]], seat: int, pairs: Sequence[tuple[int, int]], left: int) -> tuple[int, int]:
        if chance() < ERR:
            return pairs[randbelow(len(pairs))]
        return choose(counts, seat, pairs, fv, sv, left, memo)

    while count < FUTURES:
        counts = [row[:] for row in counts0]
        for seat in state.to_choose:
            pair = fixed.get(seat)
            if pair is None:
                pair = pick(counts0, seat, rolled.get(seat) or table[randbelow(ROLLS)], later)
            counts[pair[0]][seat] += 1
            counts[pair[1]][seat] += 1
        for left in range(later - 1, -1, -1):
            moves = [pick(counts, s, table[randbelow(ROLLS)], left) for s in range(n)]
            for s, (ga, gb) in enumerate(moves):
                counts[ga][s] += 1
                counts[gb][s] += 1
        points = final_points(counts, n, fv, sv)
        for s in range(n):
            wins[s] += outcome(points, s, margin=0.0)
        count += 1
    return [w / count for w in wins]


def _tiebreak_chances(state: SequoiaState, rng: Rng) -> list[float]:
    """Tiebreaker turns played by the rules: each tied player grows where it is tied, if its roll can."""
    n = state.n
    wins = [0.0] * n
    count = 0
    while count < TIEBREAK_FUTURES:
        count += 1
        s = state.clone()
        s.rng = Rng(rng.getrandbits(63))
        s._forget_chance()
        while not s.is_over:
            if not s.rolled:
                s._resolve_chance()
                continue
            for seat in s.acting.seats:
                tied = set(s.tied_forests(seat))
                legal = s.legal_actions(seat)
                best = max(legal, key=lambda p: ((p.a in tied) + (p.b in tied), rng.random()))
                s._apply(seat, best)
        scores = [float(x) for x in s.scores()]
        for seat in range(n):
            wins[seat] += outcome(scores, seat, margin=0.0)
    return [w / count for w in wins]


def advise(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any], played: Any, seed: int,
           budget_s: float) -> dict[str, Any] | None:
    """The hard level's pair from this seat's observation, and what the played pair cost against it
    (the chance to win and the points expected); on a tiebreaker turn (where only growing in a tied
    forest counts), the points it gains at once; None when the played pair is the expert's, or on a
    tiebreaker turn gains more at once."""
    started = clock()
    best, what, why = suggest(info, observation, legal, seed, time_limit=budget_s * SUGGEST_SHARE)
    if best == played:
        return None
    tokens = (info.get("setup") or {}).get("tokens")
    position = read_position(observation, tokens)
    tokens_seen = bool(observation.get("tokens") or tokens)
    said = reason(position, (best.a, best.b), tokens_seen=tokens_seen)  # the codes, for the page's words
    what, why = explain(position, (best.a, best.b), tokens_seen=tokens_seen, voice=THEY)  # of the player reviewed
    if observation["phase"] != REGULAR:  # a tiebreaker turn: the points a pair gains at once
        gains = [pair_gain(position, pair.a, pair.b) for pair in (best, played)]
        cost = gains[0] - gains[1]
        if cost < 0:
            return None  # the hard level doubled in a tie against the rival's odds: the played pair gains more at once
        cost_said: dict[str, Any] = {"code": "cost-tied", "points": cost}
        return {"action": best, "what": what, "why": why, "said": said, "cost": cost, "unit": "points",
                "cost_text": cost_english(cost_said), "cost_said": cost_said, "values": gains,
                "marks": {"pair": [best.a, best.b], "forests": sorted({best.a, best.b}),
                          "points": round1(gains[0]), "played_points": round1(gains[1])}}
    pairs = [(best.a, best.b), (played.a, played.b)]
    rng = Rng(seed)
    found = futures(position, pairs, rng, started + budget_s)  # until the budget is spent
    if found.count < ADVICE_FUTURES:  # too few to compare (the budget went on the search): a few whole ones
        found = futures(position, pairs, rng, 0.0, limit=ADVICE_FUTURES)
    count = found.count
    # the cost is the chance to win lost, the one measure of the grade and the words (issue 81); the
    # search's own (the chance and a little for each point of margin) only chose the pair
    values = [found.wins[k] / count for k in range(2)]
    cost = values[0] - values[1]
    expected = [found.points[k] / count for k in range(2)]
    cost_said = {"code": "cost-expected", "percent": round(100 * cost) if cost >= 0.005 else None,
                 "played": expected[1], "best": expected[0]}
    return {"action": best, "what": what, "why": why, "said": said, "cost": cost, "cost_text": cost_english(cost_said),
            "cost_said": cost_said, "values": values,
            "marks": {"pair": [best.a, best.b], "forests": sorted({best.a, best.b}), "points": round1(expected[0]),
                      "played_points": round1(expected[1])}}


def explain_action(info: dict[str, Any], observation: dict[str, Any], action: Sums, *,
                   voice: Voice = IT) -> tuple[str, str]:
    """'Why did the AI do that?': a pair in the words of "Suggest a move", from the seat's observation,
    said of the AI."""
    tokens = (info.get("setup") or {}).get("tokens")
    position = read_position(observation, tokens)
    tokens_seen = bool(observation.get("tokens") or tokens)
    return explain(position, (action.a, action.b), tokens_seen=tokens_seen, voice=voice)


def explain_state(state: SequoiaState, seat: int, action: Sums) -> tuple[str, str]:
    """A pair in the words of "Suggest a move", from `seat`'s observation of `state`, said of the player
    reviewed."""
    info = state.start_message(seat)
    info.pop("type", None)
    return explain_action(info, state.observation(seat), action, voice=THEY)


def reason_action(info: dict[str, Any], observation: dict[str, Any], action: Sums) -> dict[str, Any]:
    """A pair's `reason` (codes and facts) from the seat's observation: what the page phrases in the
    player's words for "Suggest a move" and "Why?" (web/table/ai_worker.py)."""
    tokens = (info.get("setup") or {}).get("tokens")
    position = read_position(observation, tokens)
    return reason(position, (action.a, action.b), tokens_seen=bool(observation.get("tokens") or tokens))


def reason_state(state: SequoiaState, seat: int, action: Sums) -> dict[str, Any]:
    """A pair's `reason` (codes and facts), from `seat`'s observation of `state`."""
    info = state.start_message(seat)
    info.pop("type", None)
    return reason_action(info, state.observation(seat), action)


# the reasons `exact` finds by rule, beyond engine/core/review.py's CORE_REASONS: codes and their English
KEEPS_RIVALS = "keeps every rival from a sure win"
_WINS = (("wins-forests", " and the game"), ("wins-forests-safe", ", so that no rival wins at once"))


def why_english(why: dict[str, Any]) -> str:
    """A reason found by rule (`reason_why`'s codes) in the engine's English: 'wins forests 8 and 12
    and the game', 'wins forest 9, so that no rival wins at once', 'keeps every rival from a sure win'."""
    if why["code"] == "no-rival-sure-win":
        return KEEPS_RIVALS
    tail = next(tail for code, tail in _WINS if code == why["code"])
    return f"wins {_forests_text(why['forests'])}{tail}"


def reason_why(why: str) -> dict[str, Any] | None:
    """One of `exact`'s reasons (its English) as codes, for the page's words (engine/core/review.py
    `_said`): {"code": "wins-forests", "forests": [8, 12]}; None for another."""
    if why == KEEPS_RIVALS:
        return {"code": "no-rival-sure-win"}
    for code, tail in _WINS:
        if why.startswith("wins forest") and why.endswith(tail):
            names = why[len("wins forest"):len(why) - len(tail)].lstrip("s ").replace(" and ", ", ").split(", ")
            if names and all(name.isdigit() for name in names):
                said = {"code": code, "forests": [int(name) for name in names]}
                return said if why_english(said) == why else None
    return None


def _forests_text(forests: Sequence[int]) -> str:
    """'forest 12', 'forests 8 and 12'."""
    names = [str(f) for f in forests]
    if len(names) == 1:
        return f"forest {names[0]}"
    return "forests " + ", ".join(names[:-1]) + " and " + names[-1]


def exact(before: SequoiaState, seat: int, action: Any, after: SequoiaState, *,
          later: Sequence[tuple[int, Any]] = ()) -> dict[str, Any]:
    """What the rules say of `seat`'s pair on a turn that scoring follows (engine/sequoia/wins.py): the
    pairs that win at once ("wins"), whether the played one did ("won"), the rival it made the sure
    winner ("threats": {seat: [that rival's pair]}), and a pair that kept every rival from it ("avoid")."""
    found = outcomes(before, seat, later)
    if not found or action not in found:
        return {}
    played = found[action]
    wins = [pair for pair, o in found.items() if o.winner == seat]
    out: dict[str, Any] = {"wins": wins, "won": played.winner == seat, "threats": {}}
    if wins:
        gained = [f for f in found[wins[0]].forests if f not in played.forests]
        out["wins_why"] = why_english({"code": "wins-forests", "forests": gained}) if gained else "wins the game"
    if out["won"]:
        out["won_why"] = "wins the game"
    rival = played.winner
    if rival is not None and rival != seat:
        revealed = dict(before.choices)
        for s, a in later:
            if s in before.to_choose and s not in revealed:
                revealed[s] = a
        out["threats"] = {rival: [revealed[rival]] if rival in revealed else []}
        avoid = [pair for pair, o in found.items() if o.winner is None or o.winner == seat]
        out["avoidable"] = bool(avoid)
        if avoid:
            out["avoid"] = avoid[0]
            gained = [f for f in found[avoid[0]].forests if f not in played.forests]
            out["avoid_why"] = (why_english({"code": "wins-forests-safe", "forests": gained}) if gained
                                else KEEPS_RIVALS)
    return out
