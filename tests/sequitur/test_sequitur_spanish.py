"""Sequitur in Spanish (issue 84; docs/rules.md, "Sequitur in Spanish" and "The letter balls of a
language", the rulings proposed there): the words' language is a setup option (English by
default, and an English game's config, record and deals stay as they were); the Spanish balls
spell the Spanish dictionary's words, accents not written and Ñ a letter of its own (RULINGS
Sequitur 4 and 8 in Spanish); the deck holds the cards that read Spanish, calibrated on Spanish
racks (docs/goals.md); a tie is broken in the Spanish alphabet's order (RULINGS Sequitur 6)."""

from __future__ import annotations

import pytest

from engine.core import record
from engine.core.errors import SetupError
from engine.sequitur import dictionary
from engine.sequitur.claiming import _break_tie
from engine.sequitur.goals import BY_ID, COLOURS, ENGLISH_ONLY, LANGUAGE_EXAMPLES, catalog_goals, deck
from engine.sequitur.letters import alphabet_key, letter_set
from engine.sequitur.spelling import Spell, SpellingError, Word, check_spelling
from engine.sequitur.state import SequiturState
from tests.sequitur.test_sequitur_properties import play_game

SPANISH = dictionary.load(language="es")


def spanish(players: int = 1, seed: int = 1) -> SequiturState:
    return SequiturState.new({"players": players, "language": "es"}, seed)


def test_the_words_language_is_a_setup_option_the_game_keeps() -> None:
    state = spanish(2)
    assert state.config == {"players": 2, "catalog": 2, "language": "es"}
    assert state.public_observation()["language"] == "es" and state.observation(1)["language"] == "es"
    info = state.setup_info()
    assert info["language"] == "es" and set(info["letters"]) == set(letter_set("es").letters)
    assert SequiturState.rematch_config(state.config)["language"] == "es"
    assert sorted(state.bag + [b for rack in state.racks for b in rack]) == sorted(letter_set("es").full_bag())


def test_an_english_game_names_no_language_and_an_old_config_plays_english() -> None:
    """Saves and records made before the option name none: they are English games, dealt as before."""
    state = SequiturState.new({"players": 2}, 9)
    old = SequiturState.new({"players": 2, "catalog": 2}, 9)  # a config as saved before
    assert state.config == old.config == {"players": 2, "catalog": 2}
    assert "language" not in state.public_observation() and state.setup_info()["language"] == "en"
    assert state.bag == old.bag and "Ñ" not in state.bag and state.letters is letter_set("en")


@pytest.mark.parametrize("config, problem", [
    ({"players": 1, "language": "fr"}, "no words in 'fr'"),
    ({"players": 1, "language": 3}, "no words in '3'"),
    ({"players": 1, "language": "es", "catalog": 1}, "catalog 1 has no deck"),
])
def test_a_language_without_words_or_a_deck_is_refused(config: dict, problem: str) -> None:
    with pytest.raises(SetupError, match=problem):
        SequiturState.new(config, 1)


def test_a_language_whose_words_are_not_on_the_device_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page that does not ship Spanish's words (a save, a record or a guest's table naming them): refused
    with a clear reason, never a game that fails at its first word; English is always at hand."""
    from engine.sequitur import dictionary

    monkeypatch.setattr(dictionary, "DATA_PATHS", dict(dictionary.DATA_PATHS, es="/nowhere/words-es.txt.gz"))
    monkeypatch.setattr(dictionary, "_loaded", {})
    with pytest.raises(SetupError, match="words in 'es' are not on this device"):
        SequiturState.new({"players": 1, "language": "es"}, 1)
    assert SequiturState.new({"players": 1}, 1).language == "en"


def test_the_balls_spell_spanish_words_with_n_tilde_and_no_accents() -> None:
    """docs/rules.md: á is A (CANCION), Ñ its own ball (AÑO is not ANO: both are words)."""
    año = check_spelling(["A", "Ñ", "O"], Spell("año", (0, 1, 2), None, None, False), SPANISH)
    assert año == Word("año", 5, (0, 5, 0)) and año.score == 8
    assert check_spelling(list("CANCION"), Spell("cancion", tuple(range(7)), None, None, False), SPANISH)
    with pytest.raises(SpellingError, match="those balls read CANCION, not CANCIÓN"):
        check_spelling(list("CANCION"), Spell("canción", tuple(range(7)), None, None, False), SPANISH)
    with pytest.raises(SpellingError, match="THE is not in the dictionary"):
        check_spelling(list("THE"), Spell("the", (0, 1, 2), None, None, False), SPANISH)


def test_the_blank_stands_for_a_letter_of_the_games_balls() -> None:
    """RULINGS Sequitur 4: the blank is any letter, no points; in Spanish Ñ and not K or W."""
    blank_ñ = check_spelling(["A", "?", "O"], Spell("año", (0, 1, 2), "ñ", None, False), SPANISH)
    assert blank_ñ == Word("año", 0, (0, 0, 0))
    with pytest.raises(SpellingError, match="the blank must stand for one letter"):
        check_spelling(["?", "I", "L", "O"], Spell("kilo", (0, 1, 2, 3), "k", None, False), SPANISH)
    with pytest.raises(SpellingError, match="the blank must stand for one letter"):
        check_spelling(["A", "?", "O"], Spell("año", (0, 1, 2), "ñ", None, False), dictionary.load())


def test_a_tie_is_broken_in_the_spanish_alphabets_order() -> None:
    """RULINGS Sequitur 6: earliest in the alphabet first; Ñ comes between N and O."""
    assert sorted(["O", "Ñ", "Z", "N"], key=alphabet_key) == ["N", "Ñ", "O", "Z"]
    drawn = iter(["O", "Ñ"])
    draws: list[list[str]] = [[], []]
    assert _break_tie([0, 1], ["O", "Ñ"], lambda pool: next(drawn), draws) == [1, 0]


def test_the_spanish_deck_holds_only_cards_that_read_spanish_with_spanish_examples() -> None:
    """docs/goals.md, "The Spanish deck": no card asking for English endings; each card's colour
    band met on Spanish racks; every example a Spanish word that meets its card."""
    cards = deck(2, "es")
    assert {colour: len(cards[colour]) for colour in COLOURS} == {"red": 20, "yellow": 17, "green": 21}
    ids = {g.id for g in catalog_goals(2, "es")}
    assert not ids & set(ENGLISH_ONLY) and all(BY_ID[g].colour == c for c in COLOURS for g in cards[c])
    points = letter_set("es").letter_points
    for goal_id, examples in LANGUAGE_EXAMPLES["es"].items():
        assert goal_id in ids
        for text in examples:
            scored = []
            for i, c in enumerate(text):  # QU from the Q ball scores nothing
                scored.append(0 if text[max(0, i - 1):i + 1] == "qu" or text[i:i + 2] == "qu" else points[c])
            assert text in SPANISH and BY_ID[goal_id].is_met(Word(text, sum(scored), tuple(scored)), SPANISH), text


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 11), (3, 23)])
def test_random_spanish_games_with_ai_seats_play_to_the_end_and_replay(players: int, seed: int) -> None:
    """The built-in seats of every level play Spanish words (test_sequitur_properties' `play_game`:
    every word spelled is in the Spanish dictionary, every action legal, the 72 Spanish balls and
    the deck's goal cards all accounted for at every step, nothing hidden leaks), the goals claimed
    are the Spanish deck's, and the record replays exactly."""
    state = play_game(players, seed, check_every=7, language="es", levels=("easy", "medium", "hard", "expert"))
    dealt = {g for ids in deck(2, "es").values() for g in ids}
    assert state.round == 3 and len(state.bag) == 72 and "Ñ" in state.bag
    assert any(state.stacks) and all(g in dealt for stack in state.stacks for g in stack)
    text = record.dumps(state)
    assert record.dumps(record.loads(text, game="sequitur")) == text
