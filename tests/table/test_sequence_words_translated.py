"""Sequence's table words in the player's language (issue 69, third step): each card by its own
name in the catalog ('Herz-Bube', 'walet pik'), the log's lines, the refusals (from the engine's
rule codes), the undo's line and the counts by each language's plural rule; English reads as
it always did. Then Sequoia's refusals and its seats' counts."""
from __future__ import annotations

from typing import Iterator

import pytest

from engine.core.errors import IllegalAction
from engine.core.levels import LEVEL_ORDER
from engine.sequence.actions import Play
from engine.sequence.cards import ALL_CARDS
from engine.sequence.events import ChipPlaced
from tools import words as catalogs
from web.games.sequence import GAME
from web.games.sequence import narration, refusals
from web.games.sequence.card_words import CARD_NAMES, card_name
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.page import words
from web.page.words import ngettext


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def session_with_a_move() -> tuple[Session, ChipPlaced]:
    """Ann (a person) and an AI: Ann's first play of a card that is not a jack, then the AI's answer."""
    seats = [Seat("Ann"), Seat("Robot", SeatKind.AI, LEVEL_ORDER[0])]
    session = Session.new(GAME, {"players": 2, "teams": 2, "variant": "classic"}, seats, {}, 11)
    while True:
        seat = sorted(session.waiting())[0]
        legal = session.state.legal_actions(seat)
        plain = [a for a in legal if isinstance(a, Play) and a.card not in ("JC", "JD", "JH", "JS")]
        session.apply(seat, (plain or legal)[0])
        placed = [e for _at, e in session.events if isinstance(e, ChipPlaced) and e.seat == 0]
        if placed and seat == 1:
            return session, placed[0]


def test_every_card_has_its_own_name_in_every_language(speaking: None) -> None:
    assert set(CARD_NAMES) >= set(ALL_CARDS)
    assert [card_name(c) for c in ("7H", "JD", "QS", "AC")] == ["7 of hearts", "jack of diamonds", "queen of spades",
                                                                 "ace of clubs"]
    expected = {"de": ["Herz 7", "Karo-Bube", "Pik-Dame", "Kreuz-Ass"], "fr": ["7 de cœur", "valet de carreau",
                "dame de pique", "as de trèfle"], "nl": ["harten 7", "ruitenboer", "schoppenvrouw", "klaverenaas"],
                "pl": ["7 kier", "walet karo", "dama pik", "as trefl"], "es": ["7 de corazones", "jota de diamantes",
                "reina de picas", "as de tréboles"], "it": ["7 di cuori", "fante di quadri", "donna di picche",
                "asso di fiori"], "pt-BR": ["7 de copas", "valete de ouros", "dama de espadas", "ás de paus"]}
    for code, names in expected.items():
        words.install(code, catalogs.compiled(code))
        assert [card_name(c) for c in ("7H", "JD", "QS", "AC")] == names, code
        assert len({card_name(c) for c in ALL_CARDS}) == len(ALL_CARDS), code  # no two cards alike


def test_the_log_says_a_move_in_the_players_words(speaking: None) -> None:
    session, event = session_with_a_move()
    row, col = session.state.rules.board.row_col(event.cell)
    line = narration.narrate(session, [event])[0]
    assert line == f"Ann (blue) played the {card_name(event.card)} on row {row + 1}, column {col + 1}."
    words.install("de", catalogs.compiled("de"))
    line = narration.narrate(session, [event])[0]
    assert line == f"Ann (Blau) spielte {card_name(event.card)} auf Zeile {row + 1}, Spalte {col + 1}."
    assert narration.last_move_parts(session) is not None


def test_a_refusal_is_said_from_the_engines_rule_code(speaking: None) -> None:
    session, _event = session_with_a_move()
    hand = session.private(0)["hand"]
    card = next(c for c in hand if c[0] != "J")
    shows = next(code for code in session.state.rules.board.codes if code not in (card, "XX"))
    error = IllegalAction(0, Play(card, 0), "wrong space", code="wrong-space", card=card, shows=shows)
    english = refusals.sentence(session, error, advice=False)
    assert english == f"That space shows the {card_name(shows)}, not the {card_name(card)}."
    words.install("de", catalogs.compiled("de"))
    assert refusals.sentence(session, error, advice=False) == f"Dieses Feld zeigt {card_name(shows)}, nicht {card_name(card)}."
    corner = IllegalAction(0, Play(card, 0), "free corner", code="free-corner")
    assert refusals.sentence(session, corner).startswith("Die freien Ecken zählen")


def test_the_undo_is_said_in_the_players_words(speaking: None) -> None:
    english = session_with_a_move()[0].undo(seed=5)
    assert english.startswith("Undone: Ann played the ") and "and 1 move of the other players" in english, english
    words.install("pl", catalogs.compiled("pl"))
    line = session_with_a_move()[0].undo(seed=5)
    assert line.startswith("Cofnięto: Ann zagrywa kartę: "), line
    assert "1 ruch pozostałych graczy" in line and "talia zostaje potasowana" in line, line


def test_counts_follow_each_languages_plural_rule(speaking: None) -> None:
    said = [ngettext("{colour} · {count} card", "{colour} · {count} cards", n, colour="x", count=n) for n in (1, 3, 5)]
    assert said == ["x · 1 card", "x · 3 cards", "x · 5 cards"]
    words.install("pl", catalogs.compiled("pl"))
    said = [ngettext("{colour} · {count} card", "{colour} · {count} cards", n, colour="x", count=n) for n in (1, 3, 5)]
    assert said == ["x · 1 karta", "x · 3 karty", "x · 5 kart"]


def test_sequoia_s_refusals_and_prompts_are_whole_sentences(speaking: None) -> None:
    from web.games.sequoia import refusals as sequoia_refusals
    error = IllegalAction(0, (5, 9), "not in roll", code="pairs-not-in-roll", roll=[1, 2, 3, 4, 6], totals=[5, 9])
    assert sequoia_refusals.sentence(None, error) == "The roll 1 2 3 4 6 cannot make 5 and 9."  # type: ignore[arg-type]
    words.install("de", catalogs.compiled("de"))
    assert sequoia_refusals.sentence(None, error) == "Der Wurf 1 2 3 4 6 ergibt nicht 5 und 9."  # type: ignore[arg-type]
    words.install("pl", catalogs.compiled("pl"))
    assert [ngettext("{count} tree left", "{count} trees left", n, count=n) for n in (1, 3, 12)] == \
        ["zostało 1 drzewo", "zostały 3 drzewa", "zostało 12 drzew"]
