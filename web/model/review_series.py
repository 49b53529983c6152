"""What the review screen draws and says, worked out from the worker's
answers (pure Python, tested on CPython; web/table/review_view.py draws it).

The worker's plan (web/table/ai_worker.py `review_plan`) names the sides
and the moves; each move's review (`review_move`) gives every side's value
before and after the move (a chance from 0 to 1, or Sequitur solo's
expected score) and, for the viewer's own seats, the expert's advice. Step
`n` is the game after its first `n` moves (Session.at, the replay's "Move n
of N"); move `at` takes step `at` to `at + 1`.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.review import FORCED, GRADES, LET_WIN, MISSED_WIN, describe, summary, turning_points
from web.model.wording import better_text

# what a review may look at that its players could not, in each game's words
HIDDEN = {
    "sequence": "every hand and the draw pile",
    "sequoia": "every roll and the face-down tokens",
    "sequitur": "every rack, the bag and the secret goals",
}


def hidden_note(game: str) -> str:
    """The screen's honest line on what the review used."""
    seen = HIDDEN.get(game, "everything that was hidden")
    return (f"The game is over, so to weigh each side's chances the review looks at {seen}. "
            "Its advice judges each move only by what its player could see then.")


def review_key(game: str, record: dict[str, Any]) -> str:
    """Names a record's review (the same game reviewed again is not worked out again)."""
    text = json.dumps([game, record.get("config"), record.get("seed"), record.get("chance"), record.get("actions")],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@dataclass
class Review:
    """A review as far as it went: the plan and each move's answer by its `at`."""

    plan: dict[str, Any]
    moves: dict[int, dict[str, Any]] = field(default_factory=dict)

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

    def turning_points(self) -> list[int]:
        return turning_points(self.values(), measure=self.measure, after=self.after())

    def sentences(self) -> list[str]:
        """The graph in words, one sentence per turning point (engine/core/review.py `describe`)."""
        return describe(self.plan, self.values(), self.turning_points(), after=self.after())

    def scale(self) -> tuple[float, float]:
        """The graph's value range: 0 to 1 for chances, 0 to the best score (rounded up) for a score."""
        if self.measure == "chance":
            return 0.0, 1.0
        top = max((v for row in self.values() if row for v in row), default=1.0)
        return 0.0, float(max(1, int(top) + 1))

    def side_of(self, seat: int) -> int | None:
        return next((i for i, side in enumerate(self.plan["sides"]) if seat in side["seats"]), None)

    def value_text(self, values: list[float]) -> str:
        """'Ann (blue) 61%, Bob (red) 39%' (or 'expected score 14.2 points')."""
        if self.measure != "chance":
            return f"expected score {values[0]:.1f} points"
        return ", ".join(f"{side['label']} {round(100 * v)}%" for side, v in zip(self.plan["sides"], values))

    def step_text(self, count: int) -> str:
        """The graph's value at step `count`, for its accessible name: 'Move 23: Ann (blue) 61%, Bob (red) 39%.'"""
        row = self.values()[count] if 0 <= count <= self.steps else None
        where = "The start" if count == 0 else f"Move {count}"
        return f"{where}: {self.value_text(row)}." if row else f"{where}: not reviewed yet."

    def move_lines(self, count: int, names: list[str]) -> list[str]:
        """What the review says of the move shown at step `count` (move count - 1): how the
        values moved and, for the viewer's own seat, the expert's move and what the played one cost."""
        at = count - 1
        move = self.moves.get(at)
        if at < 0:
            return ["The start of the game: choose a move, or a point on the graph, to see its review."]
        if move is None:
            return [f"Move {count} is not reviewed yet."]
        seat = int(move["seat"])
        name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
        lines = [f"Move {count}: {name} {str(move['played']['what']).rstrip('.')}. "
                 f"Before: {self.value_text(move['before'])}; after: {self.value_text(move['after'])}."]
        advice = move.get("advice")
        plan_move = next((m for m in self.plan["moves"] if int(m["at"]) == at), {})
        graded = grade_line(move.get("grade"), name, names, better=not advice)
        if graded:
            lines.append(graded)
        if advice:
            lines.append(better_text(str(advice.get("what", "")), str(advice.get("why", ""))))
            lines.append(f"What {name}'s move cost: {advice.get('cost_text', '')}.")
            marks = advice.get("marks") or {}
            if marks.get("word"):
                goals = marks.get("goals") or []
                lines.append(f"The word {name} missed: {marks['word']}" +
                             (f", meeting {_and(goals)}." if goals else "."))
        elif move.get("best_move") is True:
            lines.append(f"{name} made the expert's choice (or one as good).")
        elif plan_move.get("forced"):
            lines.append("It was the only legal move.")
        return lines


    def summary(self) -> dict[int, dict[str, Any]]:
        """Each seat's grades and accuracy so far (engine/core/review.py `summary`)."""
        seats = sorted({int(m["seat"]) for m in self.plan["moves"]})
        return summary(list(self.moves.values()), seats)

    def summary_lines(self, names: list[str]) -> list[str]:
        """One line per seat: 'Ann: accuracy 84%; 12 best, 3 good, 1 blunder (1 missed a win).'"""
        lines = []
        for seat, found in self.summary().items():
            if not found["graded"] and not found["verdicts"][FORCED]:
                continue
            name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
            counts = [f"{n} {_plural(grade, n)}" for grade, n in found["counts"].items() if n]
            special = [f"{n} {verdict}" for verdict, n in found["verdicts"].items() if n and verdict != FORCED]
            accuracy = f"accuracy {found['accuracy']}%" if found["accuracy"] is not None else "no move graded"
            text = f"{name}: {accuracy}" + (f"; {', '.join(counts)}" if counts else "")
            if special:
                text += f" ({', '.join(special)})"
            lines.append(text + ".")
        return lines


GRADE_WORDS = {grade: grade for grade in GRADES}


def _plural(grade: str, n: int) -> str:
    return grade if n == 1 or grade in ("best", "good") else grade.replace("y", "ie") + "s" if grade.endswith(
        "y") else grade + "s"


def grade_line(grade: dict[str, Any] | None, name: str, names: list[str], *, better: bool = True) -> str | None:
    """A move's grade in words: 'Grade: mistake, about 24% less chance to win.', 'A blunder: Ann
    missed a win. Better: the 9 of spades on row 2, column 3, which completes a sequence across.'
    (`better`: with the move found by rule that was better, when there is one)."""
    if not grade:
        return None
    verdict = grade.get("verdict")
    if verdict == FORCED:
        return ("Forced: every move left a rival a win at once." if grade.get("threats")
                else "Forced: it was the only legal move.")
    words = GRADE_WORDS.get(str(grade.get("grade")))
    if words is None:
        return None
    found = grade.get("better") or {}
    then = f" {better_text(str(found.get('what', '')), str(found.get('why', '')))}" if better and found else ""
    if verdict == MISSED_WIN:
        return f"A blunder: {name} missed a win.{then}"
    if verdict == LET_WIN:
        threats = grade.get("threats") or []
        said = [_threat(names[t["seat"]] if 0 <= t["seat"] < len(names) else "a rival", str(t.get("what") or ""))
                for t in threats]
        return f"A blunder: {name} let the opponent win" + (f": {said[0]}." if said else ".") + then
    kind = str(grade.get("grade"))
    if kind == "best":
        return "Grade: best: it won the game." if grade.get("exact") else "Grade: best."
    loss = float(grade.get("loss") or 0.0)
    cost = (f"about {round(100 * loss)}% less chance to win" if grade.get("unit") == "chance"
            else f"about {loss:.1f} points less")
    return f"Grade: {kind}, {cost}."


def _threat(rival: str, what: str) -> str:
    """A rival's win left open: 'Bob could win with the 9 of spades on row 2, column 3' (a move to
    come), 'Bob, who grew trees in forests 6 and 8, wins at once' (a choice made at the same time),
    'Bob is sure to win' (no move needed)."""
    if what.startswith("played "):
        return f"{rival} could win with {_move(what)}"
    return f"{rival}, who {what}, wins at once" if what else f"{rival} is sure to win"


def _move(what: str) -> str:
    """'played the 9 of spades on row 2, column 3' as 'the 9 of spades on row 2, column 3'."""
    return what[len("played "):] if what.startswith("played ") else what


def _and(items: list[str]) -> str:
    items = [str(item) for item in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def nearest_step(x: float, width: float, steps: int, pad: float) -> int:
    """The step nearest a tap at `x` on a graph `width` wide with `pad` on each side."""
    if steps <= 0 or width <= 2 * pad:
        return 0
    fraction = (x - pad) / (width - 2 * pad)
    return max(0, min(steps, round(fraction * steps)))
