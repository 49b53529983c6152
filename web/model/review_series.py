"""What the review screen draws and says, worked out from the worker's
answers (pure Python, tested on CPython; web/table/review_view.py draws it).

The worker's plan (web/table/ai_worker.py `review_plan`) names the sides
and the moves; each move's review (`review_move`) gives every side's value
before and after the move (a chance from 0 to 1, or Sequitur solo's
expected score) and, for the viewer's own seats, the expert's advice. Step
`n` is the game after its first `n` moves (Session.at, the replay's "Move n
of N"); move `at` takes step `at` to `at + 1`.

A review is read from one side, as a chess site shows its evaluation
(issue 65): the side of the seat it is for (`Review(plan, seat=...)`: the
person who played here, web/table/review_view.py), so the graph is one line,
that side's chance to win after each move, and its words, the move's values
and the turning points all speak of that side's chance.

The graph is drawn by points (`Point`, `graph_points`): the start, then one
per decision, or one per turn of choices made at once (the plan's "turn"),
at the step where they are revealed. A point keeps what its moves did (from
each move's "before" to its "after") apart from the chance that followed
them (the draw, the roll, the bag: the rest of the way to the next step),
and turning points are chosen by what the moves did alone.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.portable import sha256_hex
from engine.core.review import FORCED, GRADES, LET_WIN, MISSED_WIN, TURN_MIN, TURNING_POINTS, summary, turns_said
from engine.core.value import Value
from web.device.names import and_list
from web.model.canonical import canonical_json
from web.model.catalog import GAMES_BY_ID, Game
from web.model.wording import better_text
from web.model.review_words import cost_words, threat_words, turn_words
from web.page.numbers import decimal
from web.page.words import N_, _, ngettext

def catalog_game(game: str) -> Game:
    """The game's line in the catalog (a game it does not know: the catalog's defaults)."""
    return GAMES_BY_ID.get(game) or Game(game, game, "", prefix="", review_budget=0)


def chance_words(game: str) -> str:
    """The luck between two decisions in the game's words ("the roll"): the graph draws it apart."""
    return _(catalog_game(game).chance)


def hidden_note(game: str) -> str:
    """The screen's honest line on what the review used."""
    return _("The game is over, so to weigh each side's chances the review looks at {seen}. "
             "Its advice judges each move only by what its player could see then.", seen=_(catalog_game(game).hidden))


def review_seat(seats: list[Any]) -> int:
    """The seat a review is for, whose side it is read from: the first person who played at this
    device (the one its advice is for), else the first seat (a table of AIs or of players away)."""
    return next((index for index, seat in enumerate(seats) if seat.is_here), 0)


def own_parts(full: Any, session: Any, count: int, seat: int) -> list[str]:
    """What `seat` alone saw at step `count` of the game `full` (`session`: `full.at(count)`): its hand,
    roll or rack (`GameSpec.hidden`), as the review shows it; and, where move `count` changed it, what
    it was before that move, which the move's advice speaks of:
    ['Ann (blue) after move 20: 10 of hearts, …', 'Ann (blue) before move 20: 7 of clubs, …']."""
    spec = full.spec
    part = spec.hidden(session, seat)
    if not part:
        return []
    who = session.label(seat)
    if count == 0:
        return [_("{name} at the start: {part}", name=who, part=part)]
    lines = [_("{name} after move {number}: {part}", name=who, number=count, part=part)]
    before = spec.hidden(full.at(count - 1), seat)
    if before and before != part:
        lines.append(_("{name} before move {number}: {part}", name=who, number=count, part=before))
    return lines


def review_key(game: str, record: dict[str, Any]) -> str:
    """Names a record's review (the same game reviewed again is not worked out again)."""
    text = canonical_json([game, record.get("config"), record.get("seed"), record.get("chance"), record.get("actions")],
                          compact=True)  # the text json.dumps(sort_keys=True, separators=(",", ":")) wrote
    return sha256_hex(text.encode())[:24]


class Review:
    """A review as far as it went: the plan and each move's answer by its `at`, read from the side of
    `seat` (the seat the review is for; the first side when `seat` is on none)."""

    def __init__(self, plan: dict[str, Any], moves: dict[int, dict[str, Any]] | None = None, *,
                 seat: int = 0) -> None:
        self.plan = plan
        self.labels: list[str] | None = None  # each side as the screen names it, in the player's words
        self.moves: dict[int, dict[str, Any]] = {} if moves is None else moves
        self._points: tuple[tuple[int, ...], list[Point]] | None = None
        side = self.side_of(seat)
        self.side = 0 if side is None else side

    def __eq__(self, other: object) -> bool:
        return type(other) is Review and (self.plan, self.moves) == (other.plan, other.moves)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"Review(plan={self.plan!r}, moves={self.moves!r})"

    @property
    def steps(self) -> int:
        return int(self.plan["steps"])

    @property
    def measure(self) -> str:
        return str(self.plan.get("measure", "chance"))

    def todo(self) -> list[int]:
        """The moves still to review, in the game's order."""
        return [int(move["at"]) for move in self.plan["moves"] if int(move["at"]) not in self.moves]

    @property
    def done(self) -> bool:
        return not self.todo()

    def values(self) -> list[list[float] | None]:
        """Each side's value at every step 0..steps (None where not reviewed yet): a move's
        "before" at its step, and the last move's "after" at the end."""
        out: list[list[float] | None] = [None] * (self.steps + 1)
        for at, move in self.moves.items():
            out[at] = list(move["before"])
            if at + 1 == self.steps:  # the last move: its "after" is the result
                out[at + 1] = list(move["after"])
        return out

    def after(self) -> list[list[float] | None]:
        """Each move's "after" (just after it, before the chance that followed)."""
        return [list(self.moves[at]["after"]) if at in self.moves else None for at in range(self.steps)]

    def points(self) -> list[Point]:
        """The graph's points (`graph_points`): the start, then one per decision or turn of choices
        (worked out again only when a move's review comes in: the screen asks often)."""
        key = tuple(sorted(self.moves))
        if self._points is None or self._points[0] != key:
            self._points = (key, graph_points(self.plan, self.values(), self.after()))
        return self._points[1]

    def turning_points(self) -> list[int]:
        """The moves where the game turned (`at`: the graph's point after move at), chosen among the
        decisions only: a point's swing is what its moves did, never the luck that followed them."""
        return [point.moves[-1] for point in self.turning()]

    def turning(self) -> list[Point]:
        """The turning points (at most TURNING_POINTS, each a swing of the review's side of at least
        TURN_MIN: engine/core/review.py) among the points whose play is known, in the game's order."""
        swings = [(swing, point.index) for point in self.points()[1:]
                  if (swing := point.swing(self.side)) is not None and swing >= TURN_MIN[self.measure]]
        chosen = {index for _, index in sorted(swings, key=lambda item: (-item[0], item[1]))[:TURNING_POINTS]}
        return [point for point in self.points() if point.index in chosen]

    def biggest_turn(self) -> int | None:
        """The step (moves played) just after the biggest turning point, the earliest of equals,
        where the review opens (issue 54); None without a turning point."""
        points = self.turning()
        if not points:
            return None
        best = points[0]
        for point in points[1:]:
            if (point.swing(self.side) or 0.0) > (best.swing(self.side) or 0.0):
                best = point
        return best.moves[-1] + 1

    def line(self) -> list[tuple[int, float | None, float | None, bool]]:
        """The graph's one line, the review's side: per point (index, its value just after the point's
        moves, its value once the chance that followed them is in, whether chance followed)."""
        side = self.side
        return [(point.index, None if point.played is None else point.played[side],
                 None if point.value is None else point.value[side], point.chance) for point in self.points()]

    def sentences(self, names: list[str] | None = None, did: Callable[[int], str] | None = None) -> list[str]:
        """The graph in words, one sentence per turning point, each of the review's side's chance, as the
        line is drawn (engine/core/review.py `turns_said`, said by review_words `turn_words`; a turn of
        choices made at once is said as one, at the move that reveals them). Each move is its player's
        name (`names`) and `did(at)`, the move in the player's words; else the plan's, the engine's."""
        chosen = self.turning()
        side = self.side
        values: list[list[float] | None] = [None] * (self.steps + 1)
        after: list[list[float] | None] = [None] * self.steps
        moves, said_moves = [], {}
        for point in chosen:
            assert point.start is not None and point.played is not None
            at = point.moves[-1]
            values[at], after[at] = [point.start[side]], [point.played[side]]
            moves.append({"at": at, "seat": self.plan["sides"][side]["seats"][0]})
            said_moves[at] = "; ".join(self._move_said(m, names, did) for m in point.moves)
        plan = {"measure": self.measure, "moves": moves, "sides": [self.plan["sides"][side]]}
        return [turn_words(said, self.label, said_moves[said["at"]])
                for said in turns_said(plan, values, [point.moves[-1] for point in chosen], after=after)]

    def _move_said(self, at: int, names: list[str] | None, did: Callable[[int], str] | None) -> str:
        """Move `at` after its player's name: 'Ann played the 7 of hearts' (the plan's, without `did`)."""
        if did is None or names is None:
            return str(self.plan["moves"][at].get("what", ""))
        seat = int(self.plan["moves"][at]["seat"])
        name = names[seat] if 0 <= seat < len(names) else _("Player {number}", number=seat + 1)
        return name + " " + did(at).rstrip(".")

    def scale(self) -> tuple[float, float]:
        """The graph's value range: 0 to 1 for chances, 0 to the best score (rounded up) for a score."""
        if self.measure == "chance":
            return 0.0, 1.0
        rows = self.values() + [point.played for point in self.points()]
        top = max((v for row in rows if row for v in row), default=1.0)
        return 0.0, float(max(1, int(top) + 1))

    def side_of(self, seat: int) -> int | None:
        return next((i for i, side in enumerate(self.plan["sides"]) if seat in side["seats"]), None)

    @property
    def label(self) -> str:
        """The review's side as the table names it: 'Ann (blue)' (`labels`, the screen's, in the
        player's language; else the plan's, the worker's English)."""
        if self.labels is not None and self.side < len(self.labels):
            return self.labels[self.side]
        return str(self.plan["sides"][self.side]["label"])

    def figure(self, values: list[float]) -> str:
        """The review's side's value: '61%' (its chance to win), or '14.2 points' (an expected score)."""
        value = values[self.side]
        # Translators: the review: a measure in points ("2.5 points")
        return f"{round(100 * value)}%" if self.measure == "chance" else _("{value} points", value=decimal(value))

    def value_text(self, values: list[float]) -> str:
        """'Ann (blue) 61%' (the review's side's chance to win), or 'expected score 14.2 points'."""
        if self.measure != "chance":
            # Translators: the review: the expected score
            return _("expected score {value}", value=self.figure(values))
        return f"{self.label} {self.figure(values)}"

    def change_text(self, before: list[float], after: list[float]) -> str:
        """How a move changed the review's side's value: "Ann (blue)'s chance to win: 51% before, 57% after."."""
        if self.measure == "chance":
            return _("{name}'s chance to win: {before} before, {after} after.", name=self.label,
                     before=self.figure(before), after=self.figure(after))
        return _("Expected score: {before} before, {after} after.", before=self.figure(before),
                 after=self.figure(after))

    def step_text(self, count: int) -> str:
        """The graph's value at step `count`, for its accessible name: 'Move 23: Ann (blue) 61%.'; with the
        chance that followed the play apart: 'Move 23: the play left Ann (blue) 61%; then the draw (luck,
        not a move) made it 55%.'"""
        # Translators: the review: where a chance was measured, before the first move
        where = (_("The start") if count == 0
                 # Translators: the review: where a chance was measured, the move's number ("Move 12")
                 else _("Move {number}", number=count))
        point = next((p for p in self.points() if p.step == count), None)
        if point is None:  # a choice made at once with others, not revealed yet
            later = next((p.step for p in self.points() if p.step > count), self.steps)
            return _("{where}: a choice made at once with others; the graph moves when all are revealed, at move "
                     "{number}.", where=where, number=later)
        if point.value is None:
            return _("{where}: not reviewed yet.", where=where)
        if not point.chance or point.played is None:
            return f"{where}: {self.value_text(point.value)}."
        return _("{where}: the play left {value}; then {luck} (luck, not a move) made it {after}.", where=where,
                 value=self.value_text(point.played), luck=chance_words(self.plan.get('game', '')),
                 after=self.figure(point.value))

    def move_lines(self, count: int, names: list[str], did: Callable[[int], str] | None = None,
                   reasons: Callable[[Any, str], tuple[str, str] | None] | None = None) -> list[str]:
        """What the review says of the move shown at step `count` (move count - 1): how the
        values moved and, for the viewer's own seat, the expert's move and what the played one cost.
        `did(at)`: move `at` in the player's words ('played the 7 of hearts on row 3, column 5'); else
        the worker's description, the engine's English."""
        at = count - 1
        move = self.moves.get(at)
        if at < 0:
            return [_("The start of the game: choose a move, or a point on the graph, to see its review.")]
        if move is None:
            return [_("Move {number} is not reviewed yet.", number=count)]
        seat = int(move["seat"])
        name = names[seat] if 0 <= seat < len(names) else _("Player {number}", number=seat + 1)
        said = did(at) if did is not None else str(move['played']['what'])
        advice = move.get("advice")
        seen = seen_text(advice, move.get("grade"), name)
        lines = [_("Move {number}: {name} {did}.", number=count, name=name, did=said.rstrip('.'))
                 + " " + (seen or self.change_text(move['before'], move['after']))]
        plan_move = next((m for m in self.plan["moves"] if int(m["at"]) == at), {})
        graded = grade_line(move.get("grade"), name, names, better=not advice, reasons=reasons, did=did,
                            cost_shown=bool(advice))
        if graded:
            lines.append(graded)
        if advice:
            lines.append(better_text(str(advice.get("what", "")), str(advice.get("why", "")),
                                     said=_said(reasons, advice)))
            lines.append(_("What {name}'s move cost: {cost}.", name=name,
                           cost=cost_words(advice.get("cost_said"), str(advice.get("cost_text", "")))))
            missed = missed_word(advice.get("marks") or {}, name, reasons)
            if missed:
                lines.append(missed)
        elif move.get("best_move") is True:
            lines.append(_("{name} made the expert's choice (or one as good).", name=name))
        elif plan_move.get("forced"):
            lines.append(_("It was the only legal move."))
        return lines


    def grade_of(self, at: int) -> str | None:
        """Move `at`'s grade (engine/core/review.py GRADES; None: not reviewed, or not graded)."""
        move = self.moves.get(at)
        grade = (move.get("grade") or {}).get("grade") if move else None
        return str(grade) if grade else None

    def marked(self) -> list[tuple[int, str]]:
        """(at, grade) of every move graded an inaccuracy, a mistake or a blunder, in the game's order:
        what the graph and the move list mark (issue 81), each seat's, as lichess marks both players'."""
        return [(at, grade) for at in sorted(self.moves) if (grade := self.grade_of(at) or "") in MARKED]

    def marks(self) -> list[tuple[Point, int, str]]:
        """The graph's marks: each point with a marked move (`marked`), by its worst such grade and that
        move (a turn of choices made at once is one point)."""
        out = []
        for point in self.points()[1:]:
            found = [(MARKED.index(grade), at, grade) for at in point.moves if (grade := self.grade_of(at) or "") in MARKED]
            if found and point.played is not None:
                worst = max(found)
                out.append((point, worst[1], worst[2]))
        return out

    def mark_near(self, index: float, reach: float) -> int | None:
        """The step of the mark nearest the graph's point `index` within `reach` points (a tap near a mark
        lands on it, as a finger is wider than a point); None: no mark that near."""
        near = [(abs(point.index - index), at + 1) for point, at, _grade in self.marks()
                if abs(point.index - index) <= reach]
        return min(near)[1] if near else None

    def mistakes(self, seats: list[int]) -> list[int]:
        """The steps showing the moves of `seats` graded a mistake or a blunder (a missed win, a win given
        away: blunders too), in the game's order: where "Next mistake" and "Previous mistake" go, as
        lichess's review does (issue 81)."""
        return [at + 1 for at in sorted(self.moves) if int(self.moves[at]["seat"]) in seats
                and (self.moves[at].get("grade") or {}).get("grade") in MISTAKES]

    def next_mistake(self, count: int, seats: list[int]) -> int | None:
        """The step of the first mistake of `seats` after step `count` (None: none after it)."""
        return next((step for step in self.mistakes(seats) if step > count), None)

    def previous_mistake(self, count: int, seats: list[int]) -> int | None:
        """The step of the last mistake of `seats` before step `count` (None: none before it)."""
        earlier = [step for step in self.mistakes(seats) if step < count]
        return earlier[-1] if earlier else None

    def summary(self) -> dict[int, dict[str, Any]]:
        """Each seat's grades and accuracy so far (engine/core/review.py `summary`)."""
        seats = sorted({int(m["seat"]) for m in self.plan["moves"]})
        return summary([self.moves[at] for at in sorted(self.moves)], seats)

    def summary_lines(self, names: list[str]) -> list[str]:
        """One line per seat: 'Ann: accuracy 84%; 12 best, 3 good, 1 blunder (1 missed win).'"""
        lines = []
        found_by_seat = self.summary()
        for seat in sorted(found_by_seat):  # the summary's dicts are read in their own order, not in a dict's
            found = found_by_seat[seat]
            if not found["graded"] and not found["verdicts"][FORCED]:
                continue
            name = names[seat] if 0 <= seat < len(names) else _("Player {number}", number=seat + 1)
            counts = [counted(grade, found["counts"][grade]) for grade in GRADES
                      if found["counts"].get(grade)]
            special = [counted(verdict, found["verdicts"][verdict]) for verdict in VERDICTS
                       if found["verdicts"].get(verdict) and verdict != FORCED]
            # Translators: the review's summary: a player's accuracy
            text = (_("{name}: accuracy {percent}%", name=name, percent=found["accuracy"])
                    if found["accuracy"] is not None else _("{name}: no move graded", name=name))
            text += f"; {', '.join(counts)}" if counts else ""
            if special:
                text += f" ({', '.join(special)})"
            lines.append(text + ".")
        return lines


def seen_text(advice: dict[str, Any] | None, grade: dict[str, Any] | None, name: str) -> str | None:
    """A move graded by what its player could see (its advice's "values": the best move's and the played
    one's, from that seat's view), said in that view, as its grade and cost are (issue 81: one line
    compares like with like): 'By what Ann could see: 61% with the best move, 39% with this one.'; None
    for a move graded otherwise (by rule, or by the values across it: the line says those)."""
    values = (advice or {}).get("values")
    if not values or not grade or grade.get("verdict") or grade.get("exact"):
        return None
    unit = str((advice or {}).get("unit", "chance"))
    if grade.get("unit") != unit:
        return None
    best, played = (f"{round(100 * float(v))}%" if unit == "chance" else _("{value} points", value=decimal(float(v)))
                    for v in values[:2])
    return _("By what {name} could see: {best} with the best move, {played} with this one.", name=name, best=best,
             played=played)


# the engine's grades (engine/core/review.py GRADES) in the player's words, marked here
GRADE_WORDS = {
    # Translators: a move's grade ("Grade: best"); agrees with the word for a move (locales/glossary.json)
    "best": N_("best"),
    # Translators: a move's grade ("Grade: good"); agrees with the word for a move
    "good": N_("good"),
    # Translators: a move's grade, a small slip
    "inaccuracy": N_("inaccuracy"),
    # Translators: a move's grade, worse than an inaccuracy
    "mistake": N_("mistake"),
    # Translators: a move's grade, the worst: it loses the game or misses a win
    "blunder": N_("blunder")}
MISTAKES = ("mistake", "blunder")  # the grades "Next mistake" stops at
MARKED = ("inaccuracy", "mistake", "blunder")  # the grades the graph and the move list mark, least first
SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess annotates them (lichess's marks)
VERDICTS = (MISSED_WIN, LET_WIN, FORCED)  # in the order engine/core/review.py `summary` counts them


def tried_lines(tried: dict[str, Any], played: dict[str, Any] | None, name: str, names: list[str], did: str,
                reasons: Callable[[Any, str], tuple[str, str] | None] | None = None) -> list[str]:
    """A move tried again in place of a mistake ("Try again", issue 81; engine/core/review.py `try_move`),
    judged by the review's measure against the best move and against the move played there (its review's
    grade, `played`): 'As good as the best move.', 'Better than your move, not the best.', 'No better
    than your move.' or 'Worse than your move.'; then its figures from the seat's view, its grade and the
    better move, in the words of the move's own review. `did`: the move tried, in the player's words."""
    advice = tried.get("advice")
    played = played or {}
    # by grade first; within one grade by the loss, unless either is a verdict of the rules
    rank = [GRADES.index(grade.get("grade")) if grade.get("grade") in GRADES else len(GRADES) for grade in (tried, played)]
    if rank[0] == rank[1] and not tried.get("verdict") and not played.get("verdict"):
        rank = [float(tried.get("loss") or 0.0), float(played.get("loss") or 0.0)]
    if tried.get("grade") == GRADES[0]:
        verdict = _("As good as the best move.")
    elif rank[0] < rank[1]:
        verdict = _("Better than your move, not the best.")
    elif rank[0] > rank[1]:
        verdict = _("Worse than your move.")
    else:
        verdict = _("No better than your move.")
    lines = [_("Tried instead: {name} {did}.", name=name, did=did.rstrip(".")) + " " + verdict]
    if tried.get("won"):
        lines.append(_("Grade: best: it won the game."))
        return lines
    if tried.get("grade") == GRADES[0]:
        return lines
    seen = seen_text(advice, tried, name)
    if seen:
        lines.append(seen)
    graded = grade_line(tried, name, names, reasons=reasons)
    if graded:
        lines.append(graded)
    if advice:
        lines.append(better_text(str(advice.get("what", "")), str(advice.get("why", "")), said=_said(reasons, advice)))
    return lines



def answer_lines(found: dict[str, Any], at: int, name: str,
                 reasons: Callable[[Any, str], tuple[str, str] | None] | None = None) -> list[str]:
    """"Show the answer" at a mistake tried again (issue 81): the review's better move for move `at`
    (its advice, or the move the rules found: `found`), marked at the table, in the review's words."""
    return [_("Move {number}: the best move for {name}, marked at the table.", number=at + 1, name=name),
            better_text(str(found.get("what", "")), str(found.get("why", "")), said=_said(reasons, found))]

def counted(kind: str, n: int) -> str:
    """A player's count of a grade or a verdict in the player's language and plural: '3 mistakes'."""
    if kind == "best":
        # Translators: the review: how many moves were graded best
        return ngettext("{count} best", "{count} best", n, count=n)
    if kind == "good":
        # Translators: the review: how many moves were graded good
        return ngettext("{count} good", "{count} good", n, count=n)
    if kind == "inaccuracy":
        # Translators: the review: how many moves were graded inaccuracies
        return ngettext("{count} inaccuracy", "{count} inaccuracies", n, count=n)
    if kind == "mistake":
        # Translators: the review: how many moves were graded mistakes
        return ngettext("{count} mistake", "{count} mistakes", n, count=n)
    if kind == "blunder":
        # Translators: the review: how many moves were graded blunders
        return ngettext("{count} blunder", "{count} blunders", n, count=n)
    if kind == MISSED_WIN:
        # Translators: the review's count of a player's moves that missed a win at once ("2 missed wins")
        return ngettext("{count} missed win", "{count} missed wins", n, count=n)
    # Translators: the review's count of a player's moves that let an opponent win at once ("2 wins given away")
    return ngettext("{count} win given away", "{count} wins given away", n, count=n)


def _said(reasons: Callable[[Any, str], tuple[str, str] | None] | None, advice: dict[str, Any]) -> tuple[str, str] | None:
    """Advice's move and reason in the player's words, from the engine's codes (`GameSpec.reasons`,
    said of the player reviewed), or None: the engine's English."""
    return reasons(advice.get("said"), "they") if reasons is not None and advice.get("said") else None


def missed_word(marks: dict[str, Any], name: str,
                reasons: Callable[[Any, str], tuple[str, str] | None] | None = None) -> str | None:
    """The word the expert aimed at (an advice's marks: Sequitur's), the word `name` missed, and the
    goals it would have met: 'The word Ann missed: LEER, meeting their secret goal “…”.'; None
    without a word. The goals in the player's words from the engine's codes (the marks'
    "goals_said", said of the player reviewed by `GameSpec.reasons`' "goals"); without them (an
    older review's marks) or with codes the game does not know: the engine's English ("goals")."""
    word = marks.get("word")
    if not word:
        return None
    codes, said = marks.get("goals_said"), None
    if reasons is not None and isinstance(codes, list) and codes:
        said = reasons({"move": {"code": "spell", "word": str(word)}, "why": {"code": "goals", "goals": codes}},
                       "they")
    english = marks.get("goals") or []
    goals = said[1] if said is not None else _and(english) if english else ""
    if not goals:
        return _("The word {name} missed: {word}.", name=name, word=word)
    return _("The word {name} missed: {word}, meeting {goals}.", name=name, word=word, goals=goals)


def grade_line(grade: dict[str, Any] | None, name: str, names: list[str], *, better: bool = True,
               reasons: Callable[[Any, str], tuple[str, str] | None] | None = None,
               did: Callable[[int], str] | None = None, cost_shown: bool = False) -> str | None:
    """A move's grade in words: 'Grade: mistake, about 24% less chance to win than the best move.'
    (the cost against the best move, not the change across the move, which luck and what the player
    could not see move too: issue 81), 'A blunder: Ann missed a win. Better: the 9 of spades on row 2,
    column 3, which completes a sequence across.' (`better`: with the move found by rule that was
    better, when there is one; `did`, `reasons`: a rival's winning move in the player's words,
    review_words `threat_words`; `cost_shown`: the move's cost has a line of its own, so the grade
    says none: one number, never two that differ)."""
    if not grade:
        return None
    verdict = grade.get("verdict")
    if verdict == FORCED:
        return (_("Forced: every move left a rival a win at once.") if grade.get("threats")
                else _("Forced: it was the only legal move."))
    words = GRADE_WORDS.get(str(grade.get("grade")))
    if words is None:
        return None
    found = grade.get("better") or {}
    then = (f" {better_text(str(found.get('what', '')), str(found.get('why', '')), said=_said(reasons, found))}"
            if better and found else "")
    if verdict == MISSED_WIN:
        return _("A blunder: {name} missed a win.", name=name) + then
    if verdict == LET_WIN:
        threats = grade.get("threats") or []
        # Translators: the review: an opponent not named ("leaves a rival a win")
        said = [threat_words(t, names[t["seat"]] if 0 <= t["seat"] < len(names) else _("a rival"), did, reasons)
                for t in threats]
        return (_("A blunder: {name} let the opponent win: {threat}.", name=name, threat=said[0]) if said
                else _("A blunder: {name} let the opponent win.", name=name)) + then
    kind = str(grade.get("grade"))
    if kind == "best":
        if not grade.get("won"):  # a best move (a best word found by rule too) that won nothing by itself
            # Translators: a review's grade of a move: the best move
            return _("Grade: best.")
        # the game won by it, or the win made sure with moves still to come (a read of the rules)
        return _("Grade: best: it won the game.") if grade.get("ended") else _("Grade: best: it made the win sure.")
    loss = float(grade.get("loss") or 0.0)
    if cost_shown:
        # Translators: the review's grade of a move ("Grade: mistake.")
        return _("Grade: {grade}.", grade=_(words))
    if grade.get("unit") == "chance":
        return _("Grade: {grade}, about {percent}% less chance to win than the best move.", grade=_(words),
                 percent=round(100 * loss))
    return _("Grade: {grade}, about {points} points less than the best move.", grade=_(words), points=decimal(loss))


def _and(items: list[str]) -> str:
    return and_list([str(item) for item in items])


def nearest_step(x: float, width: float, steps: int, pad: float) -> int:
    """The step nearest a tap at `x` on a graph `width` wide with `pad` on each side."""
    if steps <= 0 or width <= 2 * pad:
        return 0
    fraction = (x - pad) / (width - 2 * pad)
    return max(0, min(steps, round(fraction * steps)))


# --- the graph's points ----------------------------------------------------------------------------------
class Point(Value):
    """One point of the graph: the start (no moves), one decision, or a turn of choices made at once
    (Sequoia's pairs, a step of Sequitur's round: the plan's moves sharing a "turn"), shown once they
    are all revealed. `start`: the values before its moves; `played`: after them, before the luck
    that followed (`start` plus what each move did); `value`: at `step`, after that luck. Luck is
    the difference `value - played`: drawn apart on the graph, never part of a turning point."""

    FIELDS = ("index: int", "step: int", "moves: tuple[int, ...]", "start: list[float] | None",
              "played: list[float] | None", "value: list[float] | None", "chance: bool")

    def swing(self, side: int | None = None) -> float | None:
        """What the point's moves did: the change of `side`'s value, or without one the largest change
        of a side's (None: not reviewed yet)."""
        if self.start is None or self.played is None:
            return None
        if side is not None:
            return abs(self.played[side] - self.start[side])
        return max(abs(b - a) for a, b in zip(self.start, self.played))

    def luck(self) -> float | None:
        """What the chance after the moves did, the same way (0 without chance)."""
        if self.played is None or self.value is None:
            return None
        return max(abs(b - a) for a, b in zip(self.played, self.value))


def turns(plan: dict[str, Any]) -> list[list[int]]:
    """The plan's moves by graph point: consecutive moves sharing a "turn" (choices made at once)
    are one point; a move without one is its own."""
    out: list[list[int]] = []
    last: Any = object()
    for move in plan["moves"]:
        turn = move.get("turn", ("move", move["at"]))
        if out and turn == last:
            out[-1].append(int(move["at"]))
        else:
            out.append([int(move["at"])])
        last = turn
    return out


def graph_points(plan: dict[str, Any], values: list[list[float] | None],
                 after: list[list[float] | None]) -> list[Point]:
    """The graph's points from the values at each step (`Review.values`) and each move's "after"
    (`Review.after`): the start, then one per turn (`turns`), at the step after its last move."""
    luck = {int(move["at"]): bool(move.get("luck")) for move in plan["moves"]}
    points = [Point(0, 0, (), None, values[0], values[0], False)]
    for group in turns(plan):
        first, last = group[0], group[-1]
        start = values[first]
        played: list[float] | None = list(start) if start is not None else None
        for at in group:  # what each move did, its own luck left out
            if played is None or values[at] is None or after[at] is None:
                played = None
                break
            played = [p + (a - v) for p, v, a in zip(played, values[at], after[at])]
        chance = any(luck.get(at) for at in group)
        value = values[last + 1] if last + 1 < len(values) else None
        if played is not None and value is not None and not chance:
            played = list(value)  # nothing but the moves happened: the same values (no rounding apart)
        points.append(Point(len(points), last + 1, tuple(group), start, played, value, chance))
    return points


def point_of_step(points: list[Point], count: int) -> float:
    """Where step `count` sits along the graph's points (a fraction between two points while a turn's
    choices are coming in)."""
    for point in points[1:]:
        if count <= point.step:
            first = point.moves[0]
            if count <= first:
                return float(point.index - 1)
            return point.index - 1 + (count - first) / (point.step - first)
    return float(len(points) - 1)


def tick_points(count: int, most: int = 6) -> list[int]:
    """The points (0 to `count`) labelled under the graph: about `most` at round intervals, the last
    always."""
    if count <= 0:
        return [0]
    every = next(n for n in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if count / n <= most - 1 or n == 1000)
    marks = list(range(0, count + 1, every))
    if count - marks[-1] < every / 2 and marks[-1] != count and len(marks) > 1:
        marks[-1] = count
    elif marks[-1] != count:
        marks.append(count)
    return marks

