"""Playing a table's session on in tests: random legal actions, as the
page's loop would take them (AI seats first in a step)."""
from __future__ import annotations

import random

from web.model.session import Session


def play_on(session: Session, rng: random.Random, until: int) -> None:
    """Random legal actions (AI seats first in a step) until `until` actions are in the history."""
    while len(session.state.history) < until and not session.is_over:
        seat = sorted(session.waiting(), key=lambda s: (not session.seats[s].is_ai, s))[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, rng.choice(legal) if legal else session.state.unlisted_default(seat))
