"""A clock for tests of searches that stop at a deadline: it moves a fixed
step per reading, so a deadline falls after the same work every time and
two runs (a position and its scrambled twin) can be compared."""
from __future__ import annotations

import importlib
from typing import Any, Iterable


class SteadyClock:
    """Stands in for the `time` module of the searching modules (only `perf_counter`)."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 1e-4
        return self.now


def steady(monkeypatch: Any, modules: Iterable[str]) -> SteadyClock:
    """One clock for every module named (a deadline set by one is read by another)."""
    clock = SteadyClock()
    for name in modules:
        monkeypatch.setattr(importlib.import_module(name), "time", clock)
    return clock
