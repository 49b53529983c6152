"""Playing for the win (rulebook: "the player with the most total points
from Goal Cards in their stack wins the game"): the expert's chance to win
from the points it may still earn this round.

Points are not what wins; more points than every rival is. Ahead by five in
the last round, a sure two is worth more than a likely three; behind by two,
the other way round. The expert weighs each option by its chance to win
rather than its points: `Standing.chance(v)` is the chance to finish ahead
of every rival if the rest of this round brings `v` (its own goals, and what
its claims keep from the rivals: `rivals.claimed`), and `Standing.points`
turns a mean chance back into points (the sure points as good as a gamble).

From a seat's own view (nothing hidden is read), each rival's lead is on the
table (`points`), and what the rest of the round brings a rival on its own
is modelled as in `engine.sequitur.ai.rivals`: its secret goal (its colour once
shown, else `SECRET_COLOURS`) met with `SECRET_MET`'s chance, each public
goal in play met with `RIVAL_MEETS`'s, and of each colour still to be drawn,
its own draw made public and met (`MADE_PUBLIC_MET`) and every other seat's
made public (`MADE_PUBLIC`) and met. Each round still to come adds a
difference between two seats drawn from `ROUND_LEADS`, the same either way.

Measured on 2-seat games of the hard and expert levels with goal catalog 2
(200 games of seeds 2000-2199 at a tenth of the page's budgets; docs/ai.md,
"Sequitur").
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Sequence

from engine.core.portable import bisect_left, memoize
from engine.sequitur.goals import BY_ID, COLOURS, POINTS
from engine.sequitur.ai.rivals import RIVAL_MEETS
from engine.sequitur.state import ROUNDS

SECRET_COLOURS = {"red": 0.13, "yellow": 0.82, "green": 0.05}  # the colour a rival's secret goal is drawn from
SECRET_MET = {"red": 0.56, "yellow": 0.85, "green": 0.61}  # a rival's word meets its secret goal of this colour
MADE_PUBLIC = {"red": 0.34, "yellow": 0.74, "green": 0.70}  # a seat makes its drawn goal of this colour public
MADE_PUBLIC_MET = {"red": 0.20, "yellow": 0.66, "green": 0.54}  # ...and its own word meets it
# one round's difference in points between two seats (either way: the same chance for -d and d)
ROUND_LEADS = {0: 0.147, 1: 0.160, 2: 0.135, 3: 0.066, 4: 0.0425, 5: 0.015, 6: 0.006, 7: 0.001, 8: 0.0015}
TIEBREAK = 0.01  # a point still counts a little where the chance to win no longer moves (a game won or lost)
LOW, HIGH = -10, 40  # the points a rest of round is weighed at; beyond, the chance is flat

Pmf = tuple  # (points, chance), points ascending: tuple[tuple[int, float], ...]
# The distributions below are OrderedDicts: a chance summed from several terms adds them in
# the order they come, and MicroPython's plain dicts iterate in hash order.


def _add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    """The distribution of the sum of two independent counts."""
    out: dict[int, float] = OrderedDict()
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


def _met(points: int, chance: float) -> dict[int, float]:
    return OrderedDict([(0, 1.0 - chance), (points, chance)])


@memoize
def rival_gain(colour: str | None, public: tuple[int, ...], to_draw: tuple[str, ...], players: int) -> Pmf:
    """What the rest of the round brings a rival on its own: its secret goal
    (of `colour`, None while unshown), the public goals in play (per colour
    of COLOURS, how many) and those still to be drawn (`to_draw`'s colours,
    one draw a seat)."""
    if colour is None:
        dist: dict[int, float] = OrderedDict()
        for c in COLOURS:  # SECRET_COLOURS's order
            share = SECRET_COLOURS[c]
            for x, p in _met(POINTS[c], SECRET_MET[c]).items():
                dist[x] = dist.get(x, 0.0) + share * p
    else:
        dist = _met(POINTS[colour], SECRET_MET[colour])
    for c, count in zip(COLOURS, public):
        for _ in range(count):
            dist = _add(dist, _met(POINTS[c], RIVAL_MEETS[c]))
    for c in to_draw:
        dist = _add(dist, _met(POINTS[c], MADE_PUBLIC_MET[c]))
        for _ in range(players - 1):
            dist = _add(dist, _met(POINTS[c], MADE_PUBLIC[c] * RIVAL_MEETS[c]))
    return tuple(sorted(dist.items()))


@memoize
def later_rounds(rounds: int) -> Pmf:
    """One seat's points less another's over `rounds` whole rounds."""
    leads = sorted(ROUND_LEADS)  # 0 to 8, ROUND_LEADS's order
    one = OrderedDict([(d, ROUND_LEADS[d]) for d in leads] + [(-d, ROUND_LEADS[d]) for d in leads if d])
    total = sum(one.values())
    one = OrderedDict([(d, p / total) for d, p in one.items()])
    dist = OrderedDict([(0, 1.0)])
    for _ in range(rounds):
        dist = _add(dist, one)
    return tuple(sorted(dist.items()))


def _beats(lead: int, gain: Pmf, later: Pmf, v: int) -> float:
    """The chance that `lead + v` plus the later rounds' difference beats a
    rival's `gain` (a tie counts half: a shared victory)."""
    out = 0.0
    for x, p in gain:
        for d, q in later:
            margin = lead + v + d - x
            if margin > 0:
                out += p * q
            elif margin == 0:
                out += 0.5 * p * q
    return out


class Standing:
    """A seat's chance to win as a function of what the rest of the round brings it."""

    def __init__(self, leads: Sequence[tuple[int, Pmf]], later: Pmf, key: tuple = ()) -> None:
        """`leads`: per rival, this seat's lead over it and the rival's gain;
        `key`: what it was made from (equal keys, equal standings)."""
        self.key = key
        chances = []
        for v in range(LOW, HIGH + 1):
            chance = 1.0
            for lead, gain in leads:
                chance *= _beats(lead, gain, later, v)
            chances.append(chance + TIEBREAK * v)
        self._chances = chances

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Standing) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def chance(self, v: float) -> float:
        """The chance to win (plus `TIEBREAK` a point) if the rest of the round brings `v` points."""
        at = min(max(v, LOW), HIGH - 1e-9) - LOW
        i = int(at)
        low = self._chances[i]
        return low + (at - i) * (self._chances[i + 1] - low) + TIEBREAK * (v - LOW - at)

    def points(self, chance: float) -> float:
        """The points whose `chance` this is (the inverse of `chance`)."""
        table = self._chances
        if chance <= table[0]:
            return LOW + (chance - table[0]) / TIEBREAK
        if chance >= table[-1]:
            return HIGH + (chance - table[-1]) / TIEBREAK
        i = bisect_left(table, chance)
        low, high = table[i - 1], table[i]
        return LOW + i - 1 + (chance - low) / (high - low)

    def mean(self, values: Sequence[float]) -> float:
        """The sure points as good as an even gamble on `values`: their mean chance, in points."""
        return self.points(sum(self.chance(v) for v in values) / len(values))


def standing(obs: dict[str, Any], to_draw: Sequence[str]) -> Standing | None:
    """The Standing of `obs`'s seat, with `to_draw` the colours of the public
    goals still to be drawn this round; None in solo play (every point counts
    the same)."""
    if obs["players"] == 1:
        return None
    me = obs["seat"]
    points = obs["points"]
    public = tuple(sum(1 for g in obs["public"] if BY_ID[g].colour == c) for c in COLOURS)
    key = (tuple(points[me] - points[s] for s in range(obs["players"]) if s != me),
           tuple(obs["secret_colours"][s] for s in range(obs["players"]) if s != me),
           public, tuple(to_draw), obs["players"], ROUNDS - obs["round"])
    return _standing(*key)


@memoize
def _standing(leads: tuple[int, ...], colours: tuple[str | None, ...], public: tuple[int, ...],
              to_draw: tuple[str, ...], players: int, rounds_left: int) -> Standing:
    return Standing([(lead, rival_gain(colour, public, to_draw, players)) for lead, colour in zip(leads, colours)],
                    later_rounds(rounds_left), (leads, colours, public, to_draw, players, rounds_left))
