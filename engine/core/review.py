"""A review of a finished game with the AI, the same for every game (issue 27).

For every move of a finished game the review estimates each side's chance
of winning before and after it (or, in Sequitur's solo play, the expected
final score: `measure` "score"), and, for the seats the viewer played, says
whether it was the expert's move and, if not, what the expert would have
played and what the played move cost.

Two kinds of knowledge, kept apart:

- The values (`before`, `after`) are worked out from the whole state, hidden
  parts included: the game is over, so nothing is left to hide (each move's
  `hidden_used` says so). Only what nobody knew yet (the draw pile's order,
  dice still to roll, letters still in the bag) is drawn anew.
- The advice is worked out from that seat's observation at that moment and
  nothing else, exactly what "Suggest a move" gets: it judges a move by what
  its player could see then (tests/review/test_review.py holds it to that with
  scrambled twins).

Every decision is graded (issue 40; docs/ai.md, "Grades"): best, good,
inaccuracy, mistake or blunder by what it lost (the advice's cost from the
seat's view where advice was worked out, else the fall of its side's value
from before the move to just after it), and the exact verdicts a game finds
by rule beat that estimate: "missed a win" (a win in one was there and
another move was played), "let the opponent win" (after the move a rival can
win at once with what it holds, and another move would have prevented it),
"forced" (one legal move, or every move as good: all lose at once).

The per-game parts live with each game's AI (`engine.games.review_module`):
`chances(state, rng, budget_s)`, `advise(info, observation, legal, played,
seed, budget_s)`, `kind(state, seat, action)` and `side_label(...)`; and,
where a game has them, `exact(before, seat, action, after)` (the verdicts
found by rule), `certain(state, sides)` (values known for sure, e.g. the seat
to move wins at once) and `undrawn(before, after, seat, action)` (the state
just after a move, the luck that followed it in the same step taken back).
A review reads the record and never changes it.
"""
from __future__ import annotations

import json
import math
from typing import Any, Collection, Sequence

from engine.core.errors import IllegalAction
from engine.core.portable import perf_counter, sha256_hex
from engine.core.record import advance_chance, loads
from engine.core.rng import Rng
from engine.core.state import CHANCE as CHANCE_KIND, GameState
from engine.games import review_module

clock = perf_counter  # the review's budgets are read on this clock (tests steady it: tests/steady_clock.py)
CHANCE, SCORE = "chance", "score"
POINTS = "points"
# a move costing less than this (by the advice's unit) is as good as the expert's; a game whose
# estimate of the cost is noisier says its own (its review module's BEST_MARGINS, by unit)
BEST_MARGIN = {CHANCE: 0.02, POINTS: 0.25}
TURNING_POINTS = 5  # at most this many turning points are marked on the graph
TURN_MIN = {CHANCE: 0.08, SCORE: 1.0}  # a swing smaller than this is no turning point
# about the share of a move's budget an estimate of values takes (each game's estimate does a fixed
# amount of work, whatever the budget, so that it is calibrated as bench/review_calibration.py measured)
VALUE_SHARE = 0.2
# Grades (docs/ai.md, "Grades"): a decision's loss below the game's best margin (BEST_MARGIN, or its
# review module's BEST_MARGINS) is "best"; else below GRADE_LIMITS' first figure "good", second
# "inaccuracy", third "mistake"; at or above the third, "blunder". A loss of chance to win (0 to 1), of
# goal points (Sequitur's advice) or of expected score (Sequitur solo).
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
GRADE_LIMITS = {CHANCE: (0.10, 0.20, 0.30), POINTS: (1.0, 2.0, 4.0), SCORE: (1.0, 2.0, 4.0)}
MISSED_WIN, LET_WIN, FORCED = "missed a win", "let the opponent win", "forced"
_CACHE_RECORDS = 4  # reviews kept (the worker reviews one game at a time)


class _Game:
    """One record's game: its final state, the state before each move, the values found so far."""

    __slots__ = ("game", "full", "states", "moved", "values", "module", "sides", "measure")

    def __init__(self, game: str, record: dict[str, Any]) -> None:
        self.game = game
        self.full = loads(record, game=game)
        if not self.full.is_over:
            raise ValueError("only a finished game can be reviewed")
        self.module = review_module(game)
        self.states, self.moved = _states(self.full)
        undrawn = getattr(self.module, "undrawn", None)
        if undrawn is not None:  # a move whose luck came in the same step (Sequence's draw)
            for at, (seat, action) in enumerate(self.full.history):
                if at not in self.moved:
                    state = undrawn(self.states[at], self.states[at + 1], seat, action)
                    if state is not None:
                        self.moved[at] = state
        teams = self.full.team_list()
        order = sorted(set(teams))
        self.sides = [[s for s, t in enumerate(teams) if t == team] for team in order]
        self.measure = SCORE if self.full.players == 1 else CHANCE
        self.values: dict[Any, list[float]] = {}


_games: dict[str, _Game] = {}


def _key(game: str, record: dict[str, Any]) -> str:
    text = json.dumps([game, record.get("config"), record.get("seed"), record.get("chance"), record.get("actions")],
                      sort_keys=True, separators=(",", ":"))
    return sha256_hex(text.encode())


def _load(game: str, record: dict[str, Any]) -> _Game:
    key = _key(game, record)
    found = _games.get(key)
    if found is None:
        found = _Game(game, record)
        if len(_games) >= _CACHE_RECORDS:
            _games.pop(next(iter(_games)))
        _games[key] = found
    return found


def _states(full: GameState) -> tuple[list[GameState], dict[int, GameState]]:
    """The state after each count of actions, 0 to len(history): the game as
    web/model/session.py `Session.at(count)` shows it (the reshuffles made
    before that count, the chance that follows resolved); and, for each move
    followed by chance (a roll, a draw), the state just after it, before that
    chance: a move is judged by what it did, not by the luck that followed."""
    state = full.fresh()
    pending = sorted(full.reshuffles, key=lambda item: item[0])
    states: list[GameState] = []
    moved: dict[int, GameState] = {}
    for index, (seat, action) in enumerate(full.history):
        snap = state.clone()
        advance_chance(snap)
        states.append(snap)
        if index and state.acting.kind == CHANCE_KIND:
            moved[index - 1] = state.clone()
        while pending and pending[0][0] <= index:
            state.reshuffle(*pending.pop(0)[1:])
        advance_chance(state)
        state.apply(seat, action)
    if full.history and state.acting.kind == CHANCE_KIND:
        moved[len(full.history) - 1] = state.clone()
    advance_chance(state)
    states.append(state)
    return states, moved


def _names(record: dict[str, Any], players: int) -> list[str]:
    seats = record.get("table", {}).get("seats") if isinstance(record.get("table"), dict) else None
    names = []
    for i in range(players):
        seat = seats[i] if isinstance(seats, list) and i < len(seats) and isinstance(seats[i], dict) else {}
        name = seat.get("name")
        names.append(name.strip() if isinstance(name, str) and name.strip() else f"Player {i + 1}")
    return names


def and_list(items: Sequence[str]) -> str:
    """'Ann', 'Ann and Cy', 'Ann, Bob and Cy' (as the table says a team: web/device/names.py `and_list`)."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def review_plan(game: str, record: dict[str, Any], *, names: Sequence[str] | None = None) -> dict[str, Any]:
    """What a review of `record` (a finished game) goes through: its sides,
    its steps (Session.at's indexing: the state after `n` actions), the
    moves worth reviewing and what is measured. `names`: the seats' names
    as the app says them (default: the record's table, else "Player N")."""
    loaded = _load(game, record)
    full = loaded.full
    names = list(names) if names is not None else _names(record, full.players)
    sides = []
    for team, seats in enumerate(loaded.sides):
        label = loaded.module.side_label(team, [names[s] for s in seats]) if full.BY_TEAM else names[seats[0]]
        sides.append({"label": label, "seats": seats})
    moves = []
    for at, (seat, action) in enumerate(full.history):
        before = loaded.states[at]
        legal = before.legal_actions(seat)
        forced = legal is not None and len(legal) == 1
        moves.append({"at": at, "seat": seat, "kind": loaded.module.kind(before, seat, action), "forced": forced,
                      "what": f"{names[seat]} {before.describe(seat, action)}", "luck": at in loaded.moved})
    return {"game": game, "sides": sides, "steps": len(full.history), "moves": moves, "measure": loaded.measure}


def _seed(seed: int, at: int) -> int:
    return (seed * 1_000_003 + at * 7919) % (2**63)


def values_at(loaded: _Game, at: int, seed: int, budget_s: float, *, moved: bool = False) -> list[float]:
    """The values per side at step `at` (the same for the same step and seed,
    whichever move asked first); `moved`: just after move `at`, before the
    chance that followed it (the same as step at + 1 when none followed)."""
    if moved and at not in loaded.moved:
        moved, at = False, at + 1
    key = ("moved", at) if moved else at
    found = loaded.values.get(key)
    if found is None:
        state = loaded.moved[at] if moved else loaded.states[at]
        certain = getattr(loaded.module, "certain", None)
        sure = None if state.is_over or certain is None else certain(state, loaded.sides)
        if state.is_over:
            found = final_values(state, loaded.sides, loaded.measure)
        elif sure is not None:  # found by rule: it beats any estimate
            found = sure
        else:
            rng = Rng(_seed(seed, at) + moved)
            found = loaded.module.chances(state, loaded.sides, rng, budget_s)
        loaded.values[key] = found = [float(v) for v in found]
    return found


def final_values(state: GameState, sides: list[list[int]], measure: str) -> list[float]:
    """The values of a finished game: the winners' sides share the win; a solo game its score."""
    result = state.result()
    assert result is not None
    if measure == SCORE:
        return [float(state.scores_now()[0])]
    winners = set(result.winners)
    won = [1.0 if any(s in winners for s in seats) else 0.0 for seats in sides]
    total = sum(won)
    if not total:
        return [1.0 / len(sides)] * len(sides)
    return [w / total for w in won]


def review_move(game: str, record: dict[str, Any], at: int, *, advise_seats: Collection[int] = (), seed: int = 0,
                budget_s: float = 0.3) -> dict[str, Any]:
    """The review of the move taking step `at` to `at + 1` (see the module's text).
    `budget_s`: about the seconds this call may spend: the estimates of the
    values not yet cached do a fixed amount of work (about VALUE_SHARE of a
    move's budget), the advice (for a seat in `advise_seats`) the rest.
    Its "grade" (`grade_move`) grades the move whoever played it."""
    loaded = _load(game, record)
    full = loaded.full
    if type(at) is not int or not 0 <= at < len(full.history):
        raise ValueError(f"there is no move {at!r} in this game of {len(full.history)} moves")
    started = clock()
    seat, action = full.history[at]
    before_state = loaded.states[at]
    advising = seat in set(advise_seats)
    before = values_at(loaded, at, seed, budget_s * VALUE_SHARE)
    after = values_at(loaded, at, seed, budget_s * VALUE_SHARE, moved=True)
    out: dict[str, Any] = {
        "at": at, "seat": seat, "before": before, "after": after,
        "played": {"what": before_state.describe(seat, action), "action": full.action_to_json(action)},
        "advice": None, "best_move": None, "hidden_used": True,
    }
    exact_of = getattr(loaded.module, "exact", None)
    # the moves after this one (the finished game's: the review may read them) tell a game whose choices
    # are revealed together (Sequoia's pairs) what the others chose at the same time
    exact = exact_of(before_state, seat, action, loaded.moved.get(at, loaded.states[at + 1]),
                     later=full.history[at + 1:]) if exact_of else None
    advice = None
    if advising:
        left = max(0.05, budget_s - (clock() - started))
        advice = _advice(loaded, at, seat, action, exact, before, after, seed=seed, budget_s=left)
        out["best_move"] = advice is None
        if advice is not None:
            advice["action"] = full.action_to_json(advice["action"])
            out["advice"] = advice
    out["grade"] = grade_move(loaded, at, before, after, advice if advising else None, exact, advised=advising)
    if out["advice"] is not None and out["grade"].get("grade") == GRADES[0]:
        # a move graded best (a win, or a loss within the best margin as written) has no better move to
        # tell of: no "Better:" and no cost beside "Grade: best" (issue 81)
        out.update(advice=None, best_move=True)
    if out["advice"] is not None:
        one_measure(out["advice"], out["grade"])
    return out


def _advice(loaded: _Game, at: int, seat: int, action: Any, exact: dict[str, Any] | None, before: Sequence[float],
            after: Sequence[float], *, seed: int, budget_s: float) -> dict[str, Any] | None:
    """The advice for `seat`'s `action` in place of move `at` (the move played, or one tried again): the
    expert's from that seat's view, after what the rules say (`exact`: a win in one missed, a rival's win
    left open, a better word by the dictionary); None when `action` is as good as the best."""
    game, state = loaded.game, loaded.states[at]
    advice = advice_at(game, state, seat, action, seed=_seed(seed, at) ^ 0x5EED, budget_s=budget_s)
    if exact and exact.get("wins") and not exact.get("won") and exact.get("ends_turn", True):
        advice = _winning_advice(loaded, state, seat, exact["wins"][0], advice, before, after,
                                 why=exact.get("wins_why"))
    elif exact and exact.get("threats") and exact.get("avoid") is not None:
        advice = _winning_advice(loaded, state, seat, exact["avoid"], advice, before, after,
                                 why=exact.get("avoid_why") or "leaves no rival a win at once")
    elif exact and exact.get("loss") is not None:  # a loss found by rule (Sequitur's word) beats the advice's
        margin = grade_limits(game, exact.get("unit", POINTS))[0]
        if exact.get("better") is not None and exact["loss"] > margin:
            advice = _winning_advice(loaded, state, seat, exact["better"], advice, before, after,
                                     why=exact.get("better_why"), cost=float(exact["loss"]),
                                     unit=exact.get("unit", POINTS))
        elif exact["loss"] <= margin:
            advice = None  # as good as the best the rules allow
    settle = getattr(loaded.module, "settle_advice", None)
    if settle is not None and advice is not None:  # e.g. Sequitur: no word "missed" that was spelled anyway
        advice = settle(loaded.full, loaded.states, at, seat, advice)
    return advice


def try_move(game: str, record: dict[str, Any], at: int, action_json: Any, *, seed: int = 0,
             budget_s: float = 0.3) -> dict[str, Any]:
    """A move tried again in place of move `at` of a finished game (issue 81, "Try again"), judged as
    `review_move` judges the seat's own move (`_advice`: the expert's advice from that seat's view only,
    the same seed, after what the rules say), its loss graded by the same limits: a win in one missed
    or a rival's win left open is a blunder, as `grade_move` has it. The others' choices of a turn
    chosen at once (Sequoia's pairs, Sequitur's words) are read from the finished game, as the review
    reads them (`later`). {"at", "seat", "what", "grade", "loss" (None for a verdict), "unit", "won"
    (it wins the game), "verdict", "better" and "threats" (as `grade_move`'s), "advice" (the better move
    and its words, or None: as good as the best)}. A move the seat could not make there is refused
    with ValueError, saying which and why."""
    loaded = _load(game, record)
    full = loaded.full
    if type(at) is not int or not 0 <= at < len(full.history):
        raise ValueError(f"there is no move {at!r} in this game of {len(full.history)} moves")
    seat = full.history[at][0]
    state = loaded.states[at]
    action = state.action_from_json(action_json)
    try:
        state.check(seat, action)
    except IllegalAction as error:
        raise ValueError(f"not a move to try in place of move {at + 1}: {error}") from None
    out: dict[str, Any] = {"at": at, "seat": seat, "what": state.describe(seat, action), "grade": GRADES[0],
                           "loss": 0.0, "unit": CHANCE if loaded.measure == CHANCE else POINTS, "won": False,
                           "advice": None}
    after = state.clone()
    after.apply(seat, action)
    exact_of = getattr(loaded.module, "exact", None)
    exact = (exact_of(state, seat, action, after, later=full.history[at + 1:]) if exact_of else None) or {}
    result = after.result() if after.is_over else None
    if loaded.measure == CHANCE and (exact.get("won") or result is not None and seat in result.winners):
        out["won"] = True  # a win is the best move, the only one or not
        return out
    # what the rules say first, as `grade_move` reads them: a win in one missed, a rival's win left open
    if exact.get("wins") and exact.get("ends_turn", True):
        out.update(grade=GRADES[-1], verdict=MISSED_WIN, exact=True, loss=None,
                   better=_better(loaded, state, seat, exact["wins"][0], exact.get("wins_why") or "wins the game"))
        return out
    if exact.get("threats") and exact.get("avoidable", True):
        out.update(grade=GRADES[-1], verdict=LET_WIN, exact=True, loss=None,
                   threats=[_threat(loaded, at, after, rival, wins, later=bool(exact.get("threats_later")))
                            for rival, wins in sorted(exact["threats"].items())])
        if exact.get("avoid") is not None:
            out["better"] = _better(loaded, state, seat, exact["avoid"],
                                    exact.get("avoid_why") or "leaves no rival a win at once")
        return out
    before = values_at(loaded, at, seed, budget_s * VALUE_SHARE)
    advice = _advice(loaded, at, seat, action, exact, before, before, seed=seed, budget_s=budget_s)
    if exact.get("loss") is not None:  # a loss found by rule (Sequitur's word) beats the estimate
        loss, unit = max(0.0, float(exact["loss"])), exact.get("unit", POINTS)
    elif advice is None:
        return out
    else:
        unit = advice.get("unit", CHANCE)
        seen = advice.get("values")
        loss = fall(seen[0], seen[1], unit) if seen is not None else max(0.0, float(advice["cost"]))
    out.update(grade=grade_of(loss, grade_limits(game, unit)), loss=round(loss, 4), unit=unit)
    if out["grade"] != GRADES[0] and advice is not None:
        advice["action"] = full.action_to_json(advice["action"])
        one_measure(advice, out)
        out["advice"] = advice
    return out

def fall(x: float, y: float, unit: str) -> float:
    """What a value lost from `x` to `y` as the page writes them (issue 81: the stated figures and the
    grade agree to the digit): a chance in whole percents, points and scores in tenths; never below 0."""
    if unit == CHANCE:
        return max(0, round(100 * x) - round(100 * y)) / 100
    return max(0, tenths(x) - tenths(y)) / 10


def one_measure(advice: dict[str, Any], grade: dict[str, Any]) -> None:
    """The advice's stated cost made the grade's loss (issue 81: the cost a player reads is the number the
    grade was given for), in the advice's own words (its "cost_said" code) where the units agree."""
    if grade.get("unit") != advice.get("unit", CHANCE) or grade.get("loss") is None:
        return
    loss = float(grade["loss"])
    said = dict(advice.get("cost_said") or {"code": "cost-chance"})
    code = said.get("code")
    if code in ("cost-chance", "cost-same"):
        said = chance_cost(loss)
    elif code == "cost-expected":
        said["percent"] = round(100 * loss) if loss >= 0.005 else None
    else:
        said["points"] = loss
    advice.update(cost=loss, cost_said=said, cost_text=cost_english(said))


def _winning_advice(loaded: _Game, state: GameState, seat: int, win: Any, advice: dict[str, Any] | None,
                    before: Sequence[float], after: Sequence[float], *, why: str | None = None,
                    cost: float | None = None, unit: str = CHANCE) -> dict[str, Any]:
    """The advice when `seat` had a win in one (or a move that kept every rival from one, or a better
    word by the dictionary) and played another move: that move, found by rule, whatever the sampled
    advice said (`why`: its reason; `cost`, `unit`: what the played move lost, found by rule)."""
    if advice is not None and advice["action"] == win and cost is None:
        return advice
    side = _side_of(loaded, seat)
    explain = getattr(loaded.module, "explain_state", None)
    what, said = explain(state, seat, win) if explain else (state.describe(seat, win), "wins at once")
    codes = _said(loaded, state, seat, win, why)
    why = why or said
    marks = loaded.module.marks(state, win, seat=seat) if hasattr(loaded.module, "marks") else {}
    if cost is None:  # the fall across the move, as its line shows it (issue 81): a chance held can only be lost
        cost = fall(before[side], after[side], loaded.measure) if loaded.measure == CHANCE else 0.0
        cost_said: dict[str, Any] = {"code": "cost-chance", "percent": round(100 * cost)}
    else:
        cost_said = {"code": "cost-word", "points": cost}
    out = {"action": win, "what": what, "why": why, "cost": cost, "unit": unit, "cost_text": cost_english(cost_said),
           "cost_said": cost_said, "marks": marks}
    if codes is not None:
        out["said"] = codes
    return out


def chance_cost(cost: float) -> dict[str, Any]:
    """What a move cost in chance to win (0 to 1), as a code with its facts: {"code": "cost-chance",
    "percent": 12}, or {"code": "cost-same"} under half a percent."""
    return {"code": "cost-chance", "percent": round(100 * cost)} if cost >= 0.005 else {"code": "cost-same"}


def cost_english(said: dict[str, Any]) -> str:
    """What a move cost (an advice's "cost_said") in the engine's English, its "cost_text" (bots and
    the CLI read it; the page says the codes in the player's words: web/model/review_words.py):
    cost-chance "about 12% less chance to win", cost-same; cost-word (a better word's goal points);
    Sequoia's cost-tied (the points a tiebreaker turn's pair gains at once) and cost-expected (the
    chance, or the same, and the points expected with each pair); Sequitur's cost-round (goal points
    by the round's end)."""
    code = said.get("code")
    if code == "cost-chance":
        return f"about {said['percent']}% less chance to win"
    if code == "cost-same":
        return "about the same chance to win"
    if code == "cost-tied":
        points = said["points"]
        amount = "1 point" if abs(points - 1) < 0.05 else f"{text1(points)} points".replace(".0 points", " points")
        return f"{amount} fewer at once where they are tied"
    if code == "cost-expected":
        chance = "about the same chance to win" if said.get("percent") is None else \
            f"about {said['percent']}% less chance to win"
        return f"{chance}; {text1(said['played'])} points expected, against {text1(said['best'])} with this pair"
    points = said["points"]
    if code == "cost-round":
        amount = "1 goal point" if tenths(points) == 10 else f"{text1(points)} goal points"
        return f"about {amount} less by the round's end"
    return f"{points:g} goal point{'' if points == 1 else 's'} fewer than the best word of the rack meets"


def tenths(x: float) -> int:
    """x * 10 rounded to a whole number exactly, an exact half to even: how CPython rounds a float to
    one decimal in `round(x, 1)` and f"{x:.1f}" (MicroPython's differ on some values, 0.45 or 2.25)."""
    m, e = math.frexp(abs(x))
    scaled = int(m * (1 << 53)) * 10  # abs(x) * 10 == scaled * 2**(e - 53), exactly
    shift = 53 - e
    if shift <= 0:
        q = scaled << -shift
    else:
        q, r = divmod(scaled, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
    return -q if x < 0 else q


def round1(x: float) -> float:
    """`round(x, 1)` as CPython gives it, on every Python."""
    return tenths(x) / 10


def text1(x: float) -> str:
    """f"{x:.1f}" as CPython writes it, on every Python."""
    q = tenths(x)
    return f"{'-' if x < 0 else ''}{abs(q) // 10}.{abs(q) % 10}"


# the reasons said here, by rule, as codes the page phrases (a game's own `reason` says the rest)
CORE_REASONS = {"wins at once": "wins-at-once", "wins the game": "wins-game",
                "leaves no rival a win at once": "no-rival-win"}


def _said(loaded: _Game, state: GameState, seat: int, action: Any, why: str | None) -> dict[str, Any] | None:
    """The move's reason as codes (the game's `reason_state`: {"move", "why"}), its "why" the one found
    by rule when `why` is given (CORE_REASONS, or the game's `reason_why`); None when the game has no
    codes or `why` is a game's own English it has no codes for."""
    reason_state = getattr(loaded.module, "reason_state", None)
    if reason_state is None:
        return None
    said = reason_state(state, seat, action)
    if why is not None:
        own = getattr(loaded.module, "reason_why", None)  # a game's own reasons found by rule, as codes
        found = {"code": CORE_REASONS[why]} if why in CORE_REASONS else own(why) if own is not None else None
        if found is None:
            return None
        said["why"] = found
    return said


def _side_of(loaded: _Game, seat: int) -> int:
    return next(i for i, seats in enumerate(loaded.sides) if seat in seats)


def grade_limits(game: str, unit: str) -> tuple[float, float, float, float]:
    """The losses at which a move stops being best, good, an inaccuracy and a mistake (docs/ai.md, "Grades")."""
    margin = getattr(review_module(game), "BEST_MARGINS", {}).get(unit, BEST_MARGIN.get(unit, BEST_MARGIN[POINTS]))
    return (margin,) + tuple(GRADE_LIMITS[unit])


def grade_of(loss: float, limits: Sequence[float]) -> str:
    """The grade of a decision that lost `loss` (see GRADES and grade_limits)."""
    if loss <= limits[0]:
        return GRADES[0]
    return next((GRADES[i + 1] for i, limit in enumerate(limits[1:]) if loss < limit), GRADES[-1])


def move_score(loss: float, limits: Sequence[float]) -> float:
    """A decision's score for accuracy, 0 to 100, from the same loss its grade was given for (issue 81),
    by lichess's curve of accuracy against the win chance lost (in percent): 103.1668 * exp(-0.04354 *
    lost) - 3.1669; 100 up to the best margin. A loss in points counts as the share of the chance
    grades' blunder limit that it is of its own unit's (4 goal points as 30%). An exact "missed a win"
    or "let the opponent win" scores 0."""
    if loss <= limits[0]:
        return 100.0
    lost = 100.0 * loss * GRADE_LIMITS[CHANCE][-1] / limits[-1]
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * lost) - 3.1669))


def grade_move(loaded: _Game, at: int, before: Sequence[float], after: Sequence[float],
               advice: dict[str, Any] | None, exact: dict[str, Any] | None, *, advised: bool) -> dict[str, Any]:
    """Move `at` graded: {"grade" (GRADES, None when forced), "verdict" (MISSED_WIN, LET_WIN, FORCED or
    None), "loss", "unit", "score" (for accuracy; None when forced), "exact" (found by rule; on a
    winning move, "won" and "ended": whether the game ended with it, else it made the win sure), "better"
    (the winning move missed: {"what", "action"}), "threats" (the rivals' winning moves left open:
    [{"seat", "what"}])}. The loss is the advice's cost where advice was worked out (the seat's own
    view), else the fall of the mover's side's value across the move (the whole state)."""
    full = loaded.full
    seat, action = full.history[at]
    state = loaded.states[at]
    legal = state.legal_actions(seat)
    side = _side_of(loaded, seat)
    # one measure (issue 81): the loss is the fall its line shows, from one view: the advice's values
    # (the seat's own view: the best move's and the played one's) where advice was worked out, else the
    # values before and after the move (the whole state); in the figures the page writes (`fall`)
    if advised:
        loss = 0.0 if advice is None else max(0.0, float(advice["cost"]))
        unit = CHANCE if advice is None else advice.get("unit", CHANCE)
        if advice is None and loaded.measure == SCORE:
            unit = POINTS
        seen = None if advice is None else advice.get("values")
        if seen is not None:
            loss = fall(seen[0], seen[1], unit)
    else:
        loss = fall(before[side], after[side], loaded.measure)
        unit = loaded.measure
    moved = fall(before[side], after[side], loaded.measure) if loaded.measure == CHANCE else loss
    out: dict[str, Any] = {"grade": None, "verdict": None, "loss": round(loss, 4), "unit": unit, "score": None,
                           "exact": False, "better": None, "threats": []}
    exact = exact or {}
    result = full.result()
    if exact.get("won") and loaded.measure == CHANCE and result is not None and seat in result.winners:
        # a win is the best move, the only one or not: "won" only where its seat's side won the game (issue
        # 81), "ended" where the game ended with it (else its win was made sure and the game went on)
        out.update(grade=GRADES[0], score=100.0, exact=True, loss=0.0, won=True, ended=at == len(full.history) - 1)
        if exact.get("won_why"):
            out["why"] = exact["won_why"]
        return out
    if legal is not None and len(legal) == 1:
        out["verdict"] = FORCED
        return out
    if exact.get("wins") and exact.get("ends_turn", True):
        win = exact["wins"][0]
        out.update(grade=GRADES[-1], verdict=MISSED_WIN, score=0.0, exact=True,
                   better=_better(loaded, state, seat, win, exact.get("wins_why") or "wins the game"),
                   loss=round(moved, 4), unit=loaded.measure if loaded.measure == CHANCE else unit)
        return out
    threats = exact.get("threats") or {}
    if threats:
        after_state = loaded.moved.get(at, loaded.states[at + 1])
        out["threats"] = [_threat(loaded, at, after_state, rival, wins, later=bool(exact.get("threats_later")))
                          for rival, wins in sorted(threats.items())]
        out["exact"] = True
        if exact.get("avoidable", True):
            out.update(grade=GRADES[-1], verdict=LET_WIN, score=0.0,
                       loss=round(moved, 4), unit=loaded.measure if loaded.measure == CHANCE else unit)
            avoid = exact.get("avoid")
            if avoid is not None:
                out["better"] = _better(loaded, state, seat, avoid, exact.get("avoid_why") or "leaves no rival a win at once")
        else:
            out["verdict"] = FORCED  # every move left a rival its win: the game was lost already
        return out
    if exact.get("loss") is not None:  # a loss found by rule (Sequitur's best word): it beats the estimate
        loss, unit = max(0.0, float(exact["loss"])), exact.get("unit", unit)
        out.update(loss=round(loss, 4), unit=unit, exact=True)
        if exact.get("better") is not None and loss > 0:
            out["better"] = _better(loaded, state, seat, exact["better"], exact.get("better_why") or "")
    limits = grade_limits(loaded.game, unit)
    out["grade"] = grade_of(loss, limits)
    out["score"] = round(move_score(loss, limits), 1)
    return out


def _threat(loaded: _Game, at: int, state: GameState, rival: int, wins: Sequence[Any], *,
            later: bool) -> dict[str, Any]:
    """A rival's win left open by move `at` (`state`: just after it), with its code: "could-win" (a
    move to come, `later`: Sequence's; "said": the move as codes where the game has them), "wins-with"
    (a choice made at the same time, Sequoia's pair; "chosen": where the game's history holds it) or
    "sure-to-win" (no move needed); "what": the move in the engine's English."""
    out: dict[str, Any] = {"seat": rival, "what": state.describe(rival, wins[0]) if wins else "",
                           "action": loaded.full.action_to_json(wins[0]) if wins else None}
    if not wins:
        out["code"] = "sure-to-win"
    elif later:
        out["code"] = "could-win"
        reason_state = getattr(loaded.module, "reason_state", None)
        if reason_state is not None:
            out["said"] = reason_state(state, rival, wins[0])["move"]
    else:
        out["code"] = "wins-with"
        history = loaded.full.history
        chosen = next((i for i in range(at + 1, len(history)) if history[i] == (rival, wins[0])), None)
        if chosen is not None:
            out["chosen"] = chosen
    return out


def _better(loaded: _Game, state: GameState, seat: int, action: Any, why: str) -> dict[str, Any]:
    """A move found by rule that `seat` should have made: {"what" (as a hint says it: "Play the 9 of
    spades on row 2, column 3", "Choose 8 and 12"), "why" (a verb phrase: "wins the game"), "action"}."""
    explain = getattr(loaded.module, "explain_state", None)
    what = explain(state, seat, action)[0] if explain else state.describe(seat, action)
    out = {"what": what, "why": why, "action": loaded.full.action_to_json(action)}
    codes = _said(loaded, state, seat, action, why)
    if codes is not None:
        out["said"] = codes
    return out


def summary(moves: Collection[dict[str, Any]], seats: Sequence[int]) -> dict[int, dict[str, Any]]:
    """Per seat of `seats`, from reviewed moves (`review_move`'s answers): how many of each grade and
    verdict, its decisions graded, and its accuracy (`accuracy`: the mean of their scores, `move_score`,
    rounded down; None before any graded decision)."""
    out: dict[int, dict[str, Any]] = {}
    for seat in seats:
        counts = {grade: 0 for grade in GRADES}
        verdicts = {MISSED_WIN: 0, LET_WIN: 0, FORCED: 0}
        scores = []
        for move in moves:
            grade = move.get("grade")
            if int(move.get("seat", -1)) != seat or not grade:
                continue
            if grade.get("grade") in counts:
                counts[grade["grade"]] += 1
            if grade.get("verdict") in verdicts:
                verdicts[grade["verdict"]] += 1
            if grade.get("score") is not None:
                scores.append(float(grade["score"]))
        out[seat] = {"counts": counts, "verdicts": verdicts, "graded": len(scores),
                     "accuracy": accuracy(scores) if scores else None}
    return out


def accuracy(scores: Sequence[float]) -> int:
    """A seat's accuracy: the mean of its decisions' scores, rounded down to a whole percent, so that
    100% means every decision was best (issue 81: a seat with a mistake never reads 100%)."""
    return int(sum(scores) / len(scores))


def advice_at(game: str, state: GameState, seat: int, played: Any, *, seed: int, budget_s: float) -> dict[str, Any] | None:
    """The advice for `seat`'s move `played` in `state`, worked out from what
    `seat` sees there (its start message, observation and legal actions) and
    nothing else; None when the move is forced, the expert's, or as good."""
    legal = state.legal_actions(seat)
    if legal is not None and len(legal) == 1:
        return None
    info = state.start_message(seat)
    info.pop("type", None)
    return advice_for(game, info, state.observation(seat), legal, played, seed, budget_s)


def advice_for(game: str, info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any] | None,
               played: Any, seed: int, budget_s: float) -> dict[str, Any] | None:
    """The expert's advice for a move `played` from this seat's observation only:
    None when the played move is the expert's or costs under BEST_MARGIN,
    else {"action", "what", "why", "cost", "cost_text", "marks"}."""
    module = review_module(game)
    advice = module.advise(info, observation, legal, played, seed, budget_s)
    if advice is None:
        return None
    advice.setdefault("unit", CHANCE)
    unit = advice["unit"]
    if advice["cost"] <= getattr(module, "BEST_MARGINS", {}).get(unit, BEST_MARGIN[unit]):
        return None
    return advice


# --- the graph ------------------------------------------------------------------------------
def _swing(values: Sequence[Sequence[float] | None], after: Sequence[Sequence[float] | None] | None,
           at: int) -> tuple[Sequence[float], Sequence[float]] | None:
    """The values before and after move `at`: after it (before the chance that followed) when known."""
    a = values[at]
    b = after[at] if after is not None and at < len(after) and after[at] is not None else values[at + 1]
    return None if a is None or b is None else (a, b)


def turning_points(values: Sequence[Sequence[float] | None], *, measure: str = CHANCE,
                   after: Sequence[Sequence[float] | None] | None = None, limit: int = TURNING_POINTS) -> list[int]:
    """The moves (`at`: from step at to at + 1) where the values swung most: at
    most `limit`, each a swing of at least TURN_MIN, in the game's order.
    `values[n]` are the values per side at step n (a move's "before"; the
    last, the result; None where not known). With `after` (each move's
    "after", before the chance that followed), a move is judged by its own
    swing, not by the luck of the draw or roll after it."""
    swings = []
    for at in range(len(values) - 1):
        pair = _swing(values, after, at)
        if pair is None:
            continue
        swing = max(abs(y - x) for x, y in zip(*pair))
        if swing >= TURN_MIN[measure]:
            swings.append((swing, at))
    swings.sort(key=lambda item: (-item[0], item[1]))
    return sorted(at for _, at in swings[:limit])


def turns_said(plan: dict[str, Any], values: Sequence[Sequence[float] | None], points: Sequence[int], *,
               after: Sequence[Sequence[float] | None] | None = None) -> list[dict[str, Any]]:
    """The turning points `points` as codes with their facts, one per point whose values are known:
    {"code": "turn", "at": 4, "side": 0, "from": 0.4, "to": 0.62, "verb": "rose", "measure": "chance"}:
    after move `at` + 1 the value of `side` (the mover's, unless another side's swung more) went
    `from` `to` (a chance, 0 to 1; or an expected score: `measure`). `turn_english` says one."""
    sides = plan["sides"]
    moves = {move["at"]: move for move in plan["moves"]}
    out = []
    for at in points:
        pair = _swing(values, after, at)
        if pair is None:
            continue
        a, b = pair
        seat = moves.get(at, {}).get("seat")
        mover = next((i for i, side in enumerate(sides) if seat in side["seats"]), None)
        deltas = [abs(y - x) for x, y in zip(a, b)]
        side = mover if mover is not None and deltas[mover] >= max(deltas) - 1e-9 else deltas.index(max(deltas))
        x, y = a[side], b[side]
        out.append({"code": "turn", "at": at, "side": side, "from": x, "to": y, "verb": "rose" if y > x else "fell",
                    "measure": plan["measure"]})
    return out


def turn_english(said: dict[str, Any], label: str, what: str = "") -> str:
    """A turning point (`turns_said`) in the engine's English: 'After move 23 Ann (blue)'s chance fell
    from 61% to 38%: Ann played ...' (`label`: its side; `what`: the move, after its player's name)."""
    number, verb, x, y = said["at"] + 1, said["verb"], said["from"], said["to"]
    if said["measure"] == SCORE:
        text = f"After move {number} the expected score {verb} from {x:.1f} to {y:.1f} points"
    else:
        text = f"After move {number} {label}'s chance {verb} from {round(100 * x)}% to {round(100 * y)}%"
    return f"{text}: {what}." if what else f"{text}."


def describe(plan: dict[str, Any], values: Sequence[Sequence[float] | None], points: Sequence[int], *,
             after: Sequence[Sequence[float] | None] | None = None) -> list[str]:
    """The graph in words for screen readers, one sentence per turning point:
    'After move 23 Ann (blue)'s chance fell from 61% to 38%: Ann played ...'
    (`after` as for turning_points; the codes: `turns_said`)."""
    moves = {move["at"]: move for move in plan["moves"]}
    return [turn_english(said, plan["sides"][said["side"]]["label"], moves.get(said["at"], {}).get("what", ""))
            for said in turns_said(plan, values, points, after=after)]


def logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def softmax(values: Sequence[float], scale: float) -> list[float]:
    """Chances from values: exp(v * scale), normalised."""
    top = max(values)
    weights = [math.exp((v - top) * scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def calibrated(chances: Sequence[float], slope: float, floor: float = 0.0) -> list[float]:
    """Chances sharpened (slope > 1) or softened (slope < 1) in log-odds and
    normalised again, then a `floor` share spread evenly (the upsets no
    estimate sees coming: players err): the monotone calibration each game
    fits (bench/review_calibration.py)."""
    if len(chances) == 1:
        return list(chances)
    if slope != 1.0:
        weights = [math.exp(slope * math.log(min(max(p, 1e-6), 1.0))) for p in chances]
        total = sum(weights)
        chances = [w / total for w in weights]
    if floor:
        even = floor / len(chances)
        chances = [even + (1.0 - floor) * p for p in chances]
    return list(chances)
