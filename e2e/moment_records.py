"""Saved games crafted with the engine for the winner's moment's browser
tests (e2e/table/test_winner_moment.py): Ann (a person here) one move from a
victory of her own, and a solo Sequitur game where Ann is to claim a goal; and
Sequitur's moments of decision (`deciding`, e2e/sequitur/test_sequitur_decisions_fit.py,
e2e/table/test_words_fit.py).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.record import to_record  # noqa: E402
from engine.core.seats import Decision  # noqa: E402
from memory_records import TABLES, played, seats_of, spec_of  # noqa: E402
from web.model.seats import Seat  # noqa: E402
from web.model.session import Session  # noqa: E402


def one_move_from_a_win(game: str) -> tuple[str, Any, Session]:
    """(the autosave's text, Ann's last action, the finished session) of a game
    whose last action is Ann's, ends it, and makes Ann the only winner."""
    spec = spec_of(game)
    for seed in range(1, 600):
        end = played(game, seed, lambda s: False)
        seat, action = end.state.history[-1]
        result = end.state.result()
        if seat != 0 or result is None or 0 not in result.winners or len(result.winner_teams) != 1:
            continue
        record = to_record(end.state)
        record["actions"] = record["actions"][:-1]
        record["table"] = end.table_json()
        before = Session.from_record(spec, record)
        if before.waiting() == [0]:
            return before.save_text(), action, end
    raise LookupError("no seed ends with Ann's winning move")


def deciding(kind: str, *, step: str | None = None, cards: int | None = None) -> Any:
    """Until Ann decides `kind` in Sequitur (at `step`, with `cards` Sequitur cards in hand)."""
    def until(session: Any) -> bool:
        if 0 not in session.waiting():
            return False
        obs = session.state.observation(0)
        return obs["decision"] == kind and (step is None or session.state.step == step) \
            and (cards is None or len(obs["cards"]) == cards)
    return until


def sequitur_by_ai(seed: int, until: Any, seats: list[Seat] | None = None, *,
                   config: dict[str, Any] | None = None) -> Session:
    """A Sequitur game (solo unless `seats` are given) whose every seat the medium AI
    plays, until `until(session)` or its end; `config` changes the table's (its words' language)."""
    from engine.sequitur.ai import make_seat

    spec = spec_of("sequitur")
    seats = seats or seats_of("sequitur")
    config = {**TABLES["sequitur"]["config"], **(config or {}), "players": len(seats)}
    session = Session.new(spec, config, seats, {}, seed)
    state = session.state
    ais = [make_seat("medium", seed + seat, max_plays=8) for seat in range(len(seats))]
    for seat, ai in enumerate(ais):
        ai.start(state.start_message(seat))
    while not session.is_over and not until(session):
        seat = session.waiting()[0]
        legal = state.legal_actions(seat)
        decision = Decision(seat, legal, state.observation, state.check, state.action_to_json,
                            state.action_from_json, state.unlisted_default(seat) if legal is None else None)
        session.apply(seat, ais[seat].act(decision))
    return session


def solo_claim(seed_from: int = 1) -> tuple[str, list[str]]:
    """(the autosave's text, the goals she may claim) of a solo Sequitur game
    played by the medium AI for Ann until she is to claim a public goal."""
    claiming = lambda session: session.state.observation(0).get("decision") == "claim"  # noqa: E731
    for seed in range(seed_from, seed_from + 40):
        session = sequitur_by_ai(seed, claiming)
        if not session.is_over:
            return session.save_text(), [str(a.goal) for a in session.state.legal_actions(0)]
    raise LookupError("no seed lets Ann claim a goal")
