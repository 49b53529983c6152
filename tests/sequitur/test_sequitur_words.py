"""Sequitur's table in the player's language (issue 69, docs/languages.md "Sequitur's words"):
the log, the reveal, the end's lines and the refusals are whole sentences of the catalogs, so a
whole game played in German or Polish leaves no English of the table's own, while the game's
English words (the spelled words, the letters, the goal cards' texts) stay as they are."""
from __future__ import annotations

import re
from itertools import combinations
from typing import Iterator

import pytest

from engine.core.errors import IllegalAction
from engine.core.seats import Decision
from engine.sequitur import dictionary
from engine.sequitur.actions import Claim
from engine.sequitur.ai import make_seat
from engine.sequitur.cards import SWAP, Play
from engine.sequitur.letters import BLANK, Q
from engine.sequitur.spelling import Spell
from tools import words as catalogs
from web.games.sequitur import GAME
from web.games.sequitur.narration import action_text, ending, reveal
from web.games.sequitur.refusals import sentence
from web.model.seats import Seat
from web.model.session import Session
from web.page import words

# the table's own English words, as its lines and refusals wrote them before they were translated
ENGLISH = ("spells", "plays", "passes", "claims", "goals", "goal", "Round", "Points", "Actions", "order", "secret",
           "draws", "meets", "point", "points", "End", "dictionary", "turn", "nothing", "Most", "Put", "letter",
           "Keep", "Play", "the")


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def english(text: str) -> list[str]:
    """The table's English words in `text`, once the goal cards' own (English) texts, quoted, are taken out."""
    text = re.sub(r"[„“«‘][^”“»’]*[”“»’]", "", text)  # a goal's text, in any language's quotes
    return sorted({w for w in ENGLISH if re.search(rf"(?<![\w-]){w}(?![\w-])", text)})


def played_out(players: int, seed: int, *, translated: bool = True) -> Session:
    """A whole game of easy AIs; with `translated`, every decision's confirmation is in the language in use."""
    seats = [Seat(name) for name in ("Ann", "Bob", "Cy")[:players]]
    session = Session.new(GAME, {"players": players}, seats, {}, seed)
    ais = [make_seat("easy", seed * 7 + s, time_limit=0.01) for s in range(players)]
    while not session.is_over:
        seat = session.waiting()[0]
        state = session.state
        decision = Decision(seat, state.legal_actions(seat), state.observation, default=state.unlisted_default(seat))
        action = ais[seat].act(decision)
        said = action_text(session, seat, action)
        assert not translated or english(said) == [], said
        session.apply(seat, action)
    return session


@pytest.mark.parametrize("code, players, seed", [("de", 2, 5), ("pl", 3, 8), ("es", 1, 3)])
def test_a_whole_game_is_told_in_the_players_language(speaking: None, code: str, players: int, seed: int) -> None:
    words.install(code, catalogs.compiled(code))
    session = played_out(players, seed)
    assert len(session.log) > 10
    for line in session.log:
        assert english(line) == [], line
    title, scores, decided = ending(session)
    for line in [title, *scores, decided]:
        assert english(line) == [], line
    shown = reveal(session, [event for _at, event in session.events][-6:])
    if shown is not None:
        assert english(shown[0] + " ".join(row for _seat, row in shown[1])) == [], shown


def test_the_english_lines_are_the_games_words(speaking: None) -> None:
    session = played_out(2, 5, translated=False)
    assert any(line.startswith("Claiming order: ") for line in session.log)
    assert sum(line.startswith("End of round ") for line in session.log) == 3


def refused(session: Session, seat: int, action: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        session.state.check(seat, action)
    return caught.value


def test_refusals_are_whole_sentences_in_the_players_language(speaking: None) -> None:
    """A word the dictionary lacks, a card already played, a goal the word does not meet, another's
    turn: each a sentence of the catalog, naming the word, the card or the player."""
    session = Session.new(GAME, {"players": 1}, [Seat("Ann")], {}, 2)
    ai = make_seat("medium", 1)
    played_swap = False
    while session.state.step != "spell":
        seat = session.waiting()[0]
        state = session.state
        legal = state.legal_actions(seat)
        swap = [a for a in legal if isinstance(a, Play) and a.card == SWAP]
        action = swap[0] if swap and not played_swap else ai.act(
            Decision(seat, legal, state.observation, default=state.unlisted_default(seat)))
        played_swap = played_swap or bool(swap and action == swap[0])
        session.apply(seat, action)
    rack = session.state.racks[0]
    positions = next(p for p in combinations(range(len(rack)), 3)
                     if not {BLANK, Q} & {rack[i] for i in p}
                     and "".join(rack[i] for i in p).lower() not in dictionary.load())
    word = "".join(rack[i] for i in positions).lower()
    error = refused(session, 0, Spell(word, positions))
    assert sentence(session, error) == f"{word.upper()} is not in the dictionary."
    words.install("de", catalogs.compiled("de"))
    assert sentence(session, error) == f"{word.upper()} steht nicht im Wörterbuch."
    words.install("pl", catalogs.compiled("pl"))
    assert sentence(session, refused(session, 0, Spell(word[:2], positions[:2]))) == \
        "Słowo musi mieć co najmniej 3 litery."
    assert english(sentence(session, refused(session, 0, Claim("R01")))) == []
    if played_swap:
        words.install("de", catalogs.compiled("de"))
        assert english(sentence(session, refused(session, 0, Play(SWAP, (0, 1))))) == []


def test_a_replay_reveals_a_rack_and_a_secret_goal_in_the_player_s_words() -> None:
    """A replay's "Reveal all" (GameSpec.hidden): the rack (its balls as they show, the blank a
    "?") and the secret goal in the player's words, the letters themselves the English game's."""
    session = Session.new(GAME, {"players": 2}, [Seat("Ann"), Seat("Bob")], {}, 4)
    session.state.racks[0] = ["E", BLANK, "T"]
    try:
        words.install("de", catalogs.compiled("de"))
        german = GAME.hidden(session, 0)
    finally:
        words.install("en", None)
    english = GAME.hidden(session, 0)
    assert english.startswith("rack: E ? T"), english
    assert german.startswith("Bank: E ? T"), german
    assert not re.search(r"\b(rack|secret|goal|empty|the)\b", german), german
