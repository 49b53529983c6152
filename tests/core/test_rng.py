"""engine/core/rng.py: `Rng.sample`, the AIs' draws of unseen balls and goal cards."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from engine.core.rng import Rng


# no deadline, as every property here: on a loaded machine a first example took 0.3 s (timing belongs in bench/)
@settings(deadline=None)
@given(st.lists(st.integers(), unique=True, max_size=30), st.integers(0, 40), st.integers(0, 2**32))
def test_sample_draws_distinct_items_and_leaves_the_list_alone(items, k, seed) -> None:
    before = items[:]
    drawn = Rng(seed).sample(items, k)
    assert items == before
    assert len(drawn) == min(k, len(items)) and len(set(drawn)) == len(drawn) and set(drawn) <= set(items)
    assert Rng(seed).sample(items, k) == drawn  # the same seed, the same draws


def test_every_item_can_be_drawn_first() -> None:
    rng = Rng(7)
    assert {rng.sample("abcde", 1)[0] for _ in range(200)} == set("abcde")
