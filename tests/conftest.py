"""Hypothesis's properties run without a deadline: timing belongs in the benchmarks (bench/), and on a
loaded machine (CI's workers beside browser tests) a first example once took 0.3 s, Hypothesis's own
lazy imports included, and failed the run. Each property's size is its `max_examples`."""
from hypothesis import settings

settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")
