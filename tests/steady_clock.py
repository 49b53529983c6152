"""A clock for tests of searches that stop at a deadline: it moves a fixed
step per reading, so a deadline falls after the same work every time and
two runs (a position and its scrambled twin) can be compared."""
from __future__ import annotations

import importlib
from typing import Any, Iterable


class SteadyClock:
    """Stands in for the `time` module of the searching modules (only `perf_counter`):
    reading n is n * step, exactly (no sum of rounded steps), so a deadline a
    given time ahead falls after the same number of readings wherever it starts
    (with a step such as 2**-13 that no budget is a whole multiple of)."""

    def __init__(self, step: float = 1e-4) -> None:
        self.step = step
        self.ticks = 0

    def perf_counter(self) -> float:
        self.ticks += 1
        return self.ticks * self.step


def steady(monkeypatch: Any, modules: Iterable[str], step: float = 1e-4) -> SteadyClock:
    """One clock for every module named (a deadline set by one is read by another)."""
    clock = SteadyClock(step)
    for name in modules:
        module = importlib.import_module(name)
        # a module reads `time.perf_counter`, or a `clock` function of its own (Sequitur's AI:
        # SEQUITUR_AI_CLOCK), or both; one that reads neither is a mistake in the list
        if not (hasattr(module, "time") or callable(getattr(module, "clock", None))):
            raise AttributeError(f"{name} reads no clock a test could steady")
        if hasattr(module, "time"):
            monkeypatch.setattr(module, "time", clock)
        if callable(getattr(module, "clock", None)):
            monkeypatch.setattr(module, "clock", clock.perf_counter)
    return clock
