"""bench/sequitur_goals_met.py (docs/ai.md, "How far from 20 points"): its
goals met add up to the games' points, and a solo round has one public goal
of each colour (rulebook "Solo play", steps 2-5)."""
from __future__ import annotations

from bench.sequitur_goals_met import COLOURS, count, main
from engine.sequitur.goals import POINTS


def test_the_goals_met_are_the_points_scored(monkeypatch, capsys):
    monkeypatch.setenv("SEQUITUR_AI_PLAYS", "3")
    counts, scores = count("expert", 3, 5)
    assert sum(counts[f"{kind} {c} met"] * POINTS[c] for kind in ("secret", "public") for c in COLOURS) == sum(scores)
    assert all(counts[f"public {c}"] == 3 * 3 for c in COLOURS)
    assert sum(counts[f"secret {c}"] for c in COLOURS) == 3 * 3
    assert main(["--level", "greedy", "--games", "1"]) == 0
    assert "| public, red | 3.00 |" in capsys.readouterr().out
