"""What public goals are worth to a player with rivals (rulebook step 7;
RULINGS Sequitur 6): the expert's model of claiming.

Players claim from the highest word score down, one goal a turn, round and
round. So a public goal a word meets is worth its points only if no rival
who claims earlier takes it, and a word's score decides who claims earlier.
The model, from a seat's own view (nothing hidden is read):

- each rival's word score follows `RIVAL_SCORES`, and an equal score is a
  toss (the tie's letter draw);
- each rival meets each public goal of a colour with `RIVAL_MEETS`'s
  chance, each goal on its own;
- every player, in turn, claims the most valuable goal it meets that is
  left, a goal its rivals also meet before one they do not.

Both tables were measured on 2-seat games of the hard and expert levels
with goal catalog 2 (120 rounds of seeds 1000-1039; docs/ai.md, "Sequitur").
`claimed` is what a word's public goals are expected to bring, given how
many rivals claim before it; `ahead` is how likely each count is for a word
score. A seat's estimate of a word's public goals is their sum over counts.
"""

from __future__ import annotations

from engine.core.portable import memoize, product
from engine.core.rng import Rng
from engine.sequitur.goals import COLOURS, POINTS

# how often a rival's word scores each score (length and skill points), and a higher one
RIVAL_SCORES = {3: 2, 4: 16, 5: 20, 6: 39, 7: 53, 8: 34, 9: 23, 10: 21, 11: 15, 12: 10, 13: 3, 14: 2, 15: 1, 17: 1}
RIVAL_MEETS = {"red": 0.55, "yellow": 0.8, "green": 0.75}  # a rival's word meets a public goal of this colour
PATTERNS = 256  # rivals' goals met: every pattern up to this many, else this many sampled

# per colour of COLOURS: (public goals in play, how many of them the word meets)
Slots = tuple  # tuple[tuple[int, int], ...]


@memoize
def ahead(score: int, rivals: int) -> tuple[float, ...]:
    """The chance that k of `rivals` claim before a word of `score`, for k = 0..rivals."""
    total = sum(RIVAL_SCORES.values())
    before = sum(n for s, n in RIVAL_SCORES.items() if s > score) + 0.5 * RIVAL_SCORES.get(score, 0)
    p = before / total
    return tuple(_binomial(rivals, k) * p ** k * (1 - p) ** (rivals - k) for k in range(rivals + 1))


def _binomial(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


@memoize
def claimed(slots: Slots, rivals: int) -> tuple[float, ...]:
    """What a word meeting these public goals is expected to bring when k of
    `rivals` claim before it, for k = 0..rivals: the points it claims, and a
    rival's share (1 / `rivals`) of the points its claims keep from the
    rivals (who wins is who has the most points)."""
    goals = []  # (points, met by the word)
    chances = []  # a rival meets it
    for colour, (count, met) in zip(COLOURS, slots):
        goals += [(POINTS[colour], True)] * met + [(POINTS[colour], False)] * (count - met)
        chances += [RIVAL_MEETS[colour]] * count
    if not any(mine for _, mine in goals):
        return (0.0,) * (rivals + 1)
    cells = len(goals) * rivals
    if 2 ** cells <= PATTERNS:
        patterns = [(bits, _weight(bits, chances, rivals)) for bits in product((0, 1), repeat=cells)]
    else:  # the same sample for the same question: every seat, run and Python (the page's too) agree
        rng = Rng(int("".join(f"{count}{met}" for count, met in slots)) * 8 + rivals)
        patterns = [(tuple(int(rng.random() < chances[i % len(goals)]) for i in range(cells)), 1.0 / PATTERNS)
                    for _ in range(PATTERNS)]
    totals = [0.0] * (rivals + 1)
    for bits, weight in patterns:
        met = [{i for i in range(len(goals)) if bits[r * len(goals) + i]} for r in range(rivals)]
        alone = sum(_claims(goals, met, 0, mine=False)[1:])
        for k in range(rivals + 1):
            mine, *theirs = _claims(goals, met, k)
            totals[k] += weight * (mine + (alone - sum(theirs)) / rivals)
    return tuple(totals)


def _weight(bits: tuple[int, ...], chances: list[float], rivals: int) -> float:
    weight = 1.0
    for i, bit in enumerate(bits):
        p = chances[i % len(chances)]
        weight *= p if bit else 1 - p
    return weight


def _claims(goals: list[tuple[int, bool]], rivals_met: list[set[int]], k: int, mine: bool = True) -> list[int]:
    """The points the word claims, then each rival's, when the first k rivals
    claim before it and the others after (with `mine` False, the word claims
    nothing: what the rivals would take without it)."""
    left = set(range(len(goals)))
    ours = {i for i, (_, met) in enumerate(goals) if met} if mine else set()
    order = [("rival", r) for r in range(k)] + [("me", 0)] + [("rival", r) for r in range(k, len(rivals_met))]
    contested: set[int] = set()
    for met in rivals_met:
        contested |= met
    points = [0] * (len(rivals_met) + 1)
    while True:
        claimed_any = False
        for who, r in order:
            # in index order: MicroPython's sets iterate in hash order, and `max` keeps the first of equals
            options = sorted((ours if who == "me" else rivals_met[r]) & left)
            if not options:
                continue
            # the most valuable; of equal goals, one the others also meet
            if who == "me":
                choice = max(options, key=lambda i: (goals[i][0], i in contested))
                points[0] += goals[choice][0]
            else:
                choice = max(options, key=lambda i: (goals[i][0], i in ours))
                points[1 + r] += goals[choice][0]
            left.discard(choice)
            claimed_any = True
        if not claimed_any:
            return points


@memoize
def public_worth(slots: Slots, score: int, rivals: int) -> float:
    """The points a word of `score` meeting these public goals is expected to claim."""
    return sum(p * c for p, c in zip(ahead(score, rivals), claimed(slots, rivals)))
