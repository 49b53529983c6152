"""Sequoia's table in the player's language (issue 69, Sequoia's second part): the log's lines (each
reveal, the scoring, the ties and what they settle, the final scores), the reveal screen's rows,
the final scoring's story of each forest, the end's score lines and what decided it, the undo's
and the confirm bar's words, a replay's "Reveal all" and the forests' accessible names, in every
language, with no English word of the table's left; English reads as it always did."""
from __future__ import annotations

import importlib
import random
import re
from typing import Iterator

import pytest

from engine.sequoia.events import Revealed, TieBegun, TreesRemoved
from tests.browser_stand_ins import browser_stand_ins
from tools import words as catalogs
from web.games.sequoia import GAME, narration
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.page import words

CODES = ("de", "es", "fr", "it", "nl", "pl", "pt-BR")
# the table's English words, as a sentence of it has them (never a name: the seats are P0, P1, P2)
ENGLISH = re.compile(r"\b(forests?|trees?|tokens?|grew|grow|tied|ties?|turns?|tiebreaker|takes|scoring|scores|"
                     r"unawarded|settled|rolled|dice|the|and|where|none|neither|nor|new|pairs|twice)\b", re.I)


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


@pytest.fixture(scope="module")
def games() -> list[Session]:
    """Three-seat games played with random pairs to their end, among them ties for the first token
    that take trees off, ties for the second beside a first settled at once, and tiebreaker turns
    whose pairs grow nothing."""
    out = []
    for seed in range(1, 41):
        seats = [Seat("P0"), Seat("P1", SeatKind.AI, "easy"), Seat("P2", SeatKind.AI, "easy")]
        session = Session.new(GAME, {"players": 3, "tokens": "face-down" if seed % 2 else "face-up"}, seats, {}, seed)
        rng = random.Random(seed)
        while not session.state.is_over:
            for seat in session.waiting():
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        out.append(session)
    events = [e for s in out for _at, e in s.events]
    assert any(isinstance(e, TreesRemoved) for e in events)
    assert any(isinstance(e, TieBegun) and e.token == "second" for e in events)
    assert any(isinstance(e, Revealed) and e.tiebreak and any(len(g) < 2 for g in e.grown) for e in events)
    return out


def table_words(session: Session, fv: object) -> list[str]:
    """Every sentence of Sequoia's own the table shows for a finished game."""
    events = [e for _at, e in session.events]
    said = narration.narrate(session, events) + [text for _forest, text in narration.forest_awards(session)]
    title, scores, decided = narration.ending(session)
    said += [title, decided] + scores + narration.result_lines(session)
    for event in events:
        if isinstance(event, Revealed):
            shown = narration.reveal(session, [event])
            assert shown is not None
            said += [shown[0]] + [row for _seat, row in shown[1]]
    for seat, action in session.state.history:
        if isinstance(seat, int):
            said += [narration.action_text(session, seat, action), narration.done(session, seat, action)]
    said += [GAME.hidden(session, 0)]
    said += [fv.forest_label(session, forest) for forest in range(2, 13)]  # type: ignore[attr-defined]
    said += [fv.trees_text("P0", n) for n in (0, 1, 2, 5)] + [fv.new_trees(session, [0, 1, 1])]  # type: ignore[attr-defined]
    return said


def test_english_reads_as_it_always_did(games: list[Session]) -> None:
    session = games[0]
    first = next(e for _at, e in session.events if isinstance(e, Revealed))
    a, b = first.pairs[0]
    grew = f"grew two trees in forest {a}" if a == b else f"grew trees in forests {a} and {b}"
    assert narration.reveal_line(session, first).startswith(f"Turn 1: P0 (blue) {grew}; P1 (red) grew ")
    assert narration.ending(session)[2].startswith("Most points after the ten turns")


@pytest.mark.parametrize("code", CODES)
def test_every_line_of_the_table_is_in_the_players_language(games: list[Session], speaking: None, code: str) -> None:
    with browser_stand_ins():
        fv = importlib.import_module("web.games.sequoia.forest_view")
    words.install(code, catalogs.compiled(code))
    left = sorted({f"{m.group(0)!r} in {line!r}" for session in games for line in table_words(session, fv)
                   for m in ENGLISH.finditer(line)})
    assert not left, left[:10]


def test_the_german_log_and_end_read_naturally(games: list[Session], speaking: None) -> None:
    session = games[0]
    first = next(e for _at, e in session.events if isinstance(e, Revealed))
    words.install("de", catalogs.compiled("de"))
    a, b = first.pairs[0]
    grew = f"pflanzte zwei Bäume in Wald {a}" if a == b else f"pflanzte Bäume in den Wäldern {a} und {b}"
    assert narration.reveal_line(session, first).startswith(f"Zug 1: P0 (Blau) {grew}; P1 (Rot) pflanzte ")
    assert narration.ending(session)[2].startswith("Die meisten Punkte nach den zehn Zügen")
    words.install("pl", catalogs.compiled("pl"))
    points = session.state.scores()
    line = narration.score_lines(session)[0]
    best = max(points)
    form = "punkt" if best == 1 else "punkty" if 2 <= best % 10 <= 4 and not 12 <= best % 100 <= 14 else "punktów"
    assert line.endswith(f": {best} {form}"), line
