"""Saved games crafted with the engine for the browser tests of what is
remembered from game to game (e2e/table/test_replay_undo_import.py): Ann (a person here)
against an AI, one move from the end, where Ann's own move ends the game,
so the page plays that move by a click and the game ends at the table.
"""
from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.record import to_record  # noqa: E402
from web.model.seats import Seat, SeatKind  # noqa: E402
from web.model.session import Session  # noqa: E402

TABLES: dict[str, dict[str, Any]] = {
    "sequence": {"config": {"players": 2, "teams": 2, "variant": "classic"}, "options": {"hints": False}},
    "sequoia": {"config": {"players": 2, "tokens": "face-up"}, "options": {}},
    "sequitur": {"config": {"players": 1}, "options": {}},
}


def spec_of(game: str) -> Any:
    import importlib

    return importlib.import_module(f"web.games.{game}").GAME


def seats_of(game: str) -> list[Seat]:
    players = TABLES[game]["config"]["players"]
    return [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "medium") for i in range(1, players)]


def played(game: str, seed: int, until: Any, *, seats: list[Seat] | None = None,
           options: dict[str, Any] | None = None, config: dict[str, Any] | None = None) -> Session:
    """A session of `game` played by a seeded random chooser (AI seats first in
    a step, as the table asks them) until `until(session)` or the end; `seats`
    (Ann and an AI by default) may make another table, its size the players';
    `options` replace the table's (hints); `config` changes the table's (Sequence's variant)."""
    config = {**TABLES[game]["config"], **(config or {})}
    if seats is not None:
        config["players"] = len(seats)
    session = Session.new(spec_of(game), config, seats or seats_of(game),
                          TABLES[game]["options"] if options is None else options, seed)
    if "cut_seen" in session.view:
        session.view["cut_seen"] = True  # Sequence: the cut and the deal were shown
    rng = random.Random(seed)
    while not session.is_over and not until(session):
        waiting = session.waiting()
        seat = sorted(waiting, key=lambda s: (not session.seats[s].is_ai, s))[0]
        legal = session.state.legal_actions(seat)
        action = rng.choice(legal) if legal is not None else session.state.unlisted_default(seat)
        session.apply(seat, action)
    return session


def one_move_from_the_end(game: str, seat: int = 0, seats: list[Seat] | None = None,
                          options: dict[str, Any] | None = None,
                          seeds: Any = range(1, 400)) -> tuple[str, Any, Session]:
    """(the autosave's text, the last action, the finished session) of a game of `seats` (Ann and
    an AI by default; with the table's `options`, if given) whose last action is `seat`'s and ends it,
    the table waiting for that seat only; in Sequitur that action spells nothing (a click on its
    button). The first of `seeds` that makes one (a test that reviews the game names a short one: a
    review's work grows with the moves)."""
    spec = spec_of(game)
    for seed in seeds:
        end = played(game, seed, lambda s: False, seats=seats, options=options)
        last_seat, action = end.state.history[-1]
        if last_seat != seat or (game == "sequitur" and not action.is_nothing):
            continue
        record = to_record(end.state)
        record["actions"] = record["actions"][:-1]
        record["table"] = end.table_json()
        before = Session.from_record(spec, record)
        if before.waiting() == [seat]:
            return before.save_text(), action, end
    raise LookupError(f"no seed ends with seat {seat}'s move")


def in_progress(game: str, moves: int = 4, seed: int = 3) -> Session:
    """A game a few actions in, waiting for Ann."""
    return played(game, seed, lambda s: len(s.state.history) >= moves and 0 in s.waiting())


def record_file(session: Session) -> str:
    """The export file of a session."""
    return session.record_text()


def store(page: Any, game: str, text: str, key: str = "game") -> None:
    """Put `text` in the page's localStorage as `seqgames.<game>.<key>`."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"seqgames.{game}.{key}", text])


def saved_record(page: Any, game: str) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('seqgames.{game}.game')"))["record"]


def review_of(game: str, seed: int = 2) -> str:
    """A stored replay (`seqgames.<game>.replay`) of a finished game of Ann and an AI,
    for the replay and review screens."""
    from web.model.replay_file import Replay, replay_text

    return replay_text(game, Replay(played(game, seed, lambda s: False).record(), 0))


def stop_a_review(page: Any, timeout: float = 60_000) -> None:
    """Cancel the review under way on the page (if it has not finished already) and wait until it stands."""
    from playwright.sync_api import expect

    expect(page.locator("#review-status")).to_contain_text("Review", timeout=timeout)
    page.evaluate("() => document.querySelector('#review-cancel').click()")  # hidden once it is done: no harm
    expect(page.locator("#review-status")).to_have_text(re.compile(r"^(Review stopped|Reviewed all)"), timeout=timeout)
