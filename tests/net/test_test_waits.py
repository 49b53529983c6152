"""A wait the e2e tests shorten (web/page/modes.py `fast_seconds`): only in their `?fast` mode."""
from __future__ import annotations

import types

import pytest

from tests.browser_stand_ins import browser_stand_ins


@pytest.mark.parametrize(("search", "seconds"), [
    ("", 60.0), ("?gone=2", 60.0),  # no ?fast: a link cannot change a player's waits
    ("?fast", 60.0), ("?fast&gone=2", 2.0), ("?gone=3&fast", 3.0), ("?fast&gone=0.5", 0.5),
    ("?fast&gone=x", 60.0), ("?fast&gone=0", 60.0), ("?fast&gone=1e9", 60.0), ("?fast&goner=2", 60.0),
])
def test_a_wait_is_shortened_only_in_the_tests_mode(search: str, seconds: float) -> None:
    with browser_stand_ins() as js:
        js.location = types.SimpleNamespace(search=search)
        from web.page.modes import fast_seconds

        assert fast_seconds("gone", 60.0) == seconds
