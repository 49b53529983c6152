"""Sequitur in Spanish, French, German, Italian and Brazilian Portuguese (issue 84; docs/rules.md, "Sequitur in
Spanish", "Sequitur in French", "Sequitur in German", "Sequitur in Italian", "Sequitur in Brazilian
Portuguese" and "The letter balls of a language", the rulings proposed there): the words' language is
a setup option (English by default, and an English game's config, record and deals stay as they
were); the Spanish balls spell the Spanish dictionary's words, accents not written and Ñ a letter
of its own, the French balls the French dictionary's, accents and the cedilla not written and Œ
two letters, the German balls the German dictionary's, Ä, Ö, Ü balls of their own and ß written SS,
the Italian balls the Italian dictionary's, accents not written and no J, K, W, X, Y, the Brazilian
Portuguese balls the Portuguese dictionary's common words, Ç a ball of its own and no K, W, Y
(RULINGS Sequitur 4 and 8 in each); each deck holds the cards that read its language,
calibrated on its racks (docs/goals.md); a tie is broken in the Spanish alphabet's order (RULINGS
Sequitur 6)."""

from __future__ import annotations

import pytest

from engine.core import record
from engine.core.errors import SetupError
from engine.sequitur import dictionary, letters
from engine.sequitur.claiming import _break_tie
from engine.sequitur.goals import BY_ID, COLOURS, ENGLISH_ONLY, LANGUAGE_EXAMPLES, OWN_LANGUAGE, catalog_goals, deck
from engine.sequitur.letters import alphabet_key, letter_set, upper
from engine.sequitur.spelling import Spell, SpellingError, Word, check_spelling
from engine.sequitur.state import SequiturState
from tests.sequitur.test_sequitur_properties import play_game

SPANISH = dictionary.load(language="es")
FRENCH = dictionary.load(language="fr")
GERMAN = dictionary.load(language="de")
ITALIAN = dictionary.load(language="it")
PORTUGUESE = dictionary.load(language="pt-BR")
DUTCH = dictionary.load(language="nl")
POLISH = dictionary.load(language="pl")
LANGUAGES = ("es", "fr", "de", "it", "pt-BR", "nl", "pl")
# the catalog a new game of each language's words is dealt (docs/goals.md, "Catalog versions"): 3 where the
# language has cards written for it or a deck made again for it (Brazilian Portuguese's, `goals.REMADE`), else
# (`DEALT.get(language, 2)`) its deck's catalog 2
DEALT = {"es": 3, "fr": 3, "de": 3, "it": 3, "pt-BR": 3}
DEALT.update({"nl": 3, "pl": 3})


def spanish(players: int = 1, seed: int = 1) -> SequiturState:
    return SequiturState.new({"players": players, "language": "es"}, seed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_language_is_a_setup_option_the_game_keeps(language: str) -> None:
    state = SequiturState.new({"players": 2, "language": language}, 1)
    assert state.config == {"players": 2, "catalog": DEALT.get(language, 2), "language": language}
    assert state.public_observation()["language"] == language and state.observation(1)["language"] == language
    info = state.setup_info()
    assert info["language"] == language and set(info["letters"]) == set(letter_set(language).letters)
    assert SequiturState.rematch_config(state.config)["language"] == language
    assert sorted(state.bag + [b for rack in state.racks for b in rack]) == sorted(letter_set(language).full_bag())


def test_an_english_game_names_no_language_and_an_old_config_plays_english() -> None:
    """Saves and records made before the option name none: they are English games, dealt as before."""
    state = SequiturState.new({"players": 2}, 9)
    old = SequiturState.new({"players": 2, "catalog": 2}, 9)  # a config as saved before
    assert state.config == {"players": 2, "catalog": 3} and old.config == {"players": 2, "catalog": 2}
    assert "language" not in state.public_observation() and state.setup_info()["language"] == "en"
    assert state.bag == old.bag and "Ñ" not in state.bag and state.letters is letter_set("en")


@pytest.mark.parametrize("config, problem", [
    ({"players": 1, "language": "xx"}, "no words in 'xx'"),
    ({"players": 1, "language": 3}, "no words in '3'"),
    ({"players": 1, "language": "es", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "fr", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "de", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "it", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "pt-BR", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "nl", "catalog": 1}, "catalog 1 has no deck"),
    ({"players": 1, "language": "pl", "catalog": 1}, "catalog 1 has no deck"),
])
def test_a_language_without_words_or_a_deck_is_refused(config: dict, problem: str) -> None:
    with pytest.raises(SetupError, match=problem):
        SequiturState.new(config, 1)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_language_whose_words_are_not_on_the_device_is_refused(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A page that does not ship a language's words (a save, a record or a guest's table naming them): refused
    with a clear reason, never a game that fails at its first word; English is always at hand."""
    from engine.sequitur import dictionary

    monkeypatch.setattr(dictionary, "DATA_PATHS", dict(dictionary.DATA_PATHS, **{language: "/nowhere/words.txt.gz"}))
    monkeypatch.setattr(dictionary, "_loaded", {})
    with pytest.raises(SetupError, match=f"words in '{language}' are not on this device"):
        SequiturState.new({"players": 1, "language": language}, 1)
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


def test_the_balls_spell_french_words_without_accents_and_with_oe_as_two_letters() -> None:
    """docs/rules.md, "Sequitur in French": é is E, ç is C (ETE, GARCON), Œ is O and E (COEUR); every
    letter has a ball, K and W too (KAYAK, WAGON); an elided form is no word."""
    points = letter_set("fr").skill_points
    coeur = check_spelling(list("COEUR"), Spell("coeur", tuple(range(5)), None, None, False), FRENCH)
    assert coeur == Word("coeur", 3, (1, 1, 0, 1, 0)) and coeur.score == 8
    for word in ("ete", "garcon", "naif", "oeuvre", "kayak", "wagon", "chantames", "mangeait", "oignon", "ognon"):
        assert check_spelling(list(word.upper()), Spell(word, tuple(range(len(word))), None, None, False), FRENCH)
    with pytest.raises(SpellingError, match="those balls read GARCON, not GARÇON"):
        check_spelling(list("GARCON"), Spell("garçon", tuple(range(6)), None, None, False), FRENCH)
    with pytest.raises(SpellingError, match="WHAT is not in the dictionary"):
        check_spelling(list("WHAT"), Spell("what", (0, 1, 2, 3), None, None, False), FRENCH)
    assert points["K"] > points["E"] == 0 and all(word not in FRENCH for word in ("leau", "jusqu", "lyon", "ppm"))


def test_the_balls_spell_german_words_with_umlauts_and_ss() -> None:
    """docs/rules.md, "Sequitur in German": Ä, Ö, Ü balls of their own (GRÜN; GRUEN is no word), ß written
    SS (STRASSE), nouns spelled as any word (HAUS), verbs conjugated (GING); the blank may be Ü."""
    points = letter_set("de").skill_points
    grün = check_spelling(list("GRÜN"), Spell("grün", (0, 1, 2, 3), None, None, False), GERMAN)
    assert grün == Word("grün", points["G"] + points["Ü"], (points["G"], 0, points["Ü"], 0))
    for word in ("strasse", "haus", "häuser", "ging", "gegangen", "mädchen", "öffnen", "fuss"):
        assert check_spelling(list(word.upper()), Spell(word, tuple(range(len(word))), None, None, False), GERMAN)
    assert check_spelling(["G", "R", "?", "N"], Spell("grün", (0, 1, 2, 3), "ü", None, False), GERMAN).score == 5
    with pytest.raises(SpellingError, match="GRUEN is not in the dictionary"):
        check_spelling(list("GRUEN"), Spell("gruen", tuple(range(5)), None, None, False), GERMAN)
    with pytest.raises(SpellingError, match="those balls read STRASSE, not "):
        check_spelling(list("STRASSE"), Spell("straße", tuple(range(7)), None, None, False), GERMAN)
    assert all(word not in GERMAN for word in ("goethe", "kfz", "gmbh", "straße"))


def test_a_word_typed_with_sharp_s_is_refused_saying_what_was_typed() -> None:
    """ß typed where the balls spell SS: the refusal shows the word as typed (CPython's str.upper writes ß
    as SS, which read "those balls read STRASSE, not STRASSE") and says how ß is played."""
    for typed in ("straße", "STRAßE", "STRA\u1e9eE"):
        with pytest.raises(SpellingError) as refused:
            check_spelling(list("STRASSE"), Spell(typed, tuple(range(7)), None, None, False), GERMAN)
        assert str(refused.value) == f"those balls read STRASSE, not {letters.upper(typed)} (ß is written SS)"
    assert letters.upper("straße") == "STRAßE" and letters.upper("fuß") == "FUß" and letters.upper("grüße") == "GRÜßE"
    assert letters.upper("strasse") == "STRASSE" and letters.upper("\ufb01n") == "\ufb01N"  # (ﬁ: no capital of one letter)
    with pytest.raises(SpellingError, match="^those balls read GARCON, not GARÇON$"):
        check_spelling(list("GARCON"), Spell("garçon", tuple(range(6)), None, None, False), FRENCH)


def test_the_balls_spell_italian_words_without_accents_and_without_j_k_w_x_y() -> None:
    """docs/rules.md, "Sequitur in Italian": accents not written (CITTA, PERCHE), the 21 letters of Italian
    Scrabble's balls (no J, K, W, X, Y: the blank stands for none of them), verbs conjugated (PARLAI)."""
    points = letter_set("it").skill_points
    città = check_spelling(list("CITTA"), Spell("citta", tuple(range(5)), None, None, False), ITALIAN)
    assert città == Word("citta", points["C"], (points["C"], 0, 0, 0, 0))
    for word in ("perche", "caffe", "parlai", "amavi", "gioia", "uomini", "zucchero"):
        assert check_spelling(list(word.upper()), Spell(word, tuple(range(len(word))), None, None, False), ITALIAN)
    with pytest.raises(SpellingError, match="those balls read CITTA, not "):
        check_spelling(list("CITTA"), Spell("città", tuple(range(5)), None, None, False), ITALIAN)
    with pytest.raises(SpellingError, match="the blank must stand for one letter"):
        check_spelling(["T", "A", "?", "I"], Spell("taxi", (0, 1, 2, 3), "x", None, False), ITALIAN)
    assert not {"J", "K", "W", "X", "Y"} & set(points)
    assert all(word not in ITALIAN for word in ("amarlo", "vederla", "roma", "xii", "lamico"))


def test_the_balls_spell_brazilian_portuguese_words_with_c_cedilla_and_without_k_w_y() -> None:
    """docs/rules.md, "Sequitur in Brazilian Portuguese": Ç a ball of its own (LIÇAO; LICAO is no word), other
    accents not written (VOCE, PAO), no K, W, Y (the blank stands for none of them), verbs conjugated."""
    points = letter_set("pt-BR").skill_points
    lição = check_spelling(list("LIÇAO"), Spell("liçao", tuple(range(5)), None, None, False), PORTUGUESE)
    assert lição == Word("liçao", points["L"] + points["Ç"], (points["L"], 0, points["Ç"], 0, 0))
    for word in ("voce", "pao", "coraçao", "falou", "janela", "abacaxi"):
        assert check_spelling(list(letters.upper(word)), Spell(word, tuple(range(len(word))), None, None,
                                                                         False), PORTUGUESE)
    with pytest.raises(SpellingError, match="those balls read LIÇAO, not "):
        check_spelling(list("LIÇAO"), Spell("lição", tuple(range(5)), None, None, False), PORTUGUESE)
    with pytest.raises(SpellingError, match="the blank must stand for one letter"):
        check_spelling(["?", "O", "G", "A"], Spell("yoga", (0, 1, 2, 3), "y", None, False), PORTUGUESE)
    blank_ç = check_spelling(["P", "E", "?", "A"], Spell("peça", (0, 1, 2, 3), "ç", None, False), PORTUGUESE)
    assert blank_ç.text == "peça" and blank_ç.points == points["P"]
    assert not {"K", "W", "Y"} & set(points) and "licao" not in PORTUGUESE
    assert all(word not in PORTUGUESE for word in ("lição", "você", "amavamos", "cantardes"))


def test_the_balls_spell_dutch_words_with_ij_as_two_letters_and_no_accents() -> None:
    """docs/rules.md, "Sequitur in Dutch": IJ spelled with the I and J balls (IJS, VIJF; Dutch Scrabble has no IJ
    tile), accents and the diaeresis not written (EEN, RUINE), verbs conjugated (LIEP); no proper noun, no
    initialism."""
    points = letter_set("nl").skill_points
    ijs = check_spelling(list("IJS"), Spell("ijs", (0, 1, 2), None, None, False), DUTCH)
    assert ijs == Word("ijs", points["I"] + points["J"] + points["S"], (points["I"], points["J"], points["S"]))
    for word in ("vijf", "een", "ruine", "liep", "gelopen", "huizen", "kinderen", "cafe"):
        assert check_spelling(list(word.upper()), Spell(word, tuple(range(len(word))), None, None, False), DUTCH)
    assert check_spelling(["V", "?", "J", "F"], Spell("vijf", (0, 1, 2, 3), "i", None, False), DUTCH)
    with pytest.raises(SpellingError, match="those balls read EEN, not "):
        check_spelling(list("EEN"), Spell("één", (0, 1, 2), None, None, False), DUTCH)
    assert all(word not in DUTCH for word in ("amsterdam", "btw", "dvd", "ĳs", "één"))


def test_the_balls_spell_polish_words_with_their_own_letters() -> None:
    """docs/rules.md, "Sequitur in Polish": Ą Ć Ę Ł Ń Ó Ś Ź Ż balls of their own (ŻÓŁW; ZOLW is no word), no
    Q, V or X ball, words of 3 to 7 letters (the longer left out for the file's size), inflected (KOTA, DOMY);
    Y a vowel for the cards (BYĆ has one vowel); the blank may be Ż."""
    points = letter_set("pl").skill_points
    żółw = check_spelling(list("ŻÓŁW"), Spell("żółw", (0, 1, 2, 3), None, None, False), POLISH)
    assert żółw == Word("żółw", points["Ż"] + points["Ó"] + points["Ł"] + points["W"],
                        (points["Ż"], points["Ó"], points["Ł"], points["W"]))
    for word in ("kota", "domy", "być", "gęś", "łódź", "książka", "źródło", "mąż"):
        assert check_spelling(list(upper(word)), Spell(word, tuple(range(len(word))), None, None, False), POLISH)
    blank = check_spelling(["?", "Ó", "Ł", "W"], Spell("żółw", (0, 1, 2, 3), "ż", None, False), POLISH)
    assert blank.score == 4 + points["Ó"] + points["Ł"] + points["W"]
    with pytest.raises(SpellingError, match="ZOLW is not in the dictionary"):
        check_spelling(list("ZOLW"), Spell("zolw", tuple(range(4)), None, None, False), POLISH)
    assert all(word not in POLISH for word in ("warszawa", "bhp", "kowalski", "książeczka"))
    assert all(len(word) <= 7 for word in POLISH.ordered) and {"ą", "y", "ó"} <= letter_set("pl").vowels
    assert BY_ID["G15"].is_met(Word("być", 0, (0, 0, 0)), POLISH)  # a word with exactly one vowel: Y


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


@pytest.mark.parametrize("language, sizes", [("es", {"red": 20, "yellow": 17, "green": 21}),
                                             ("fr", {"red": 27, "yellow": 21, "green": 20}),
                                             ("de", {"red": 20, "yellow": 18, "green": 20}),
                                             ("it", {"red": 14, "yellow": 15, "green": 15}),
                                             ("pt-BR", {"red": 16, "yellow": 14, "green": 12}),
                                             ("nl", {"red": 27, "yellow": 18, "green": 17}),
                                             ("pl", {"red": 24, "yellow": 19, "green": 13})])
def test_a_languages_deck_holds_only_cards_that_read_it_with_examples_in_it(language: str, sizes: dict) -> None:
    """docs/goals.md, "The Spanish deck", "The French deck", "The German deck", "The Italian deck", "The Brazilian Portuguese deck": no card asking for English endings; each
    card's colour band met on that language's racks; no card twice in two colours; every example a word
    of the language that meets its card (of its catalog 2 deck and of the cards written for it)."""
    words = dictionary.load(language=language)
    cards = deck(2, language)
    assert {colour: len(cards[colour]) for colour in COLOURS} == sizes
    ids = {g.id for g in catalog_goals(2, language)}
    assert not ids & set(ENGLISH_ONLY) and all(BY_ID[g].colour == c for c in COLOURS for g in cards[c])
    assert not {g for g in ids if g in OWN_LANGUAGE}  # catalog 2's deck never changes
    ids |= {g for g, own in OWN_LANGUAGE.items() if own == language}
    ids |= {g for cards_of in deck(DEALT.get(language, 2), language).values() for g in cards_of}  # a deck made again
    assert len({BY_ID[g].text for g in ids}) == len(ids)
    points = letter_set(language).letter_points
    assert set(LANGUAGE_EXAMPLES[language]) == ids
    for goal_id, examples in LANGUAGE_EXAMPLES[language].items():
        assert goal_id in ids
        for text in examples:
            scored = []
            for i, c in enumerate(text):  # QU from the Q ball scores nothing
                scored.append(0 if text[max(0, i - 1):i + 1] == "qu" or text[i:i + 2] == "qu" else points[c])
            assert text in words and BY_ID[goal_id].is_met(Word(text, sum(scored), tuple(scored)), words), text


@pytest.mark.parametrize("language, players, seed", [("es", 1, 4), ("es", 2, 11), ("es", 3, 23), ("fr", 1, 6),
                                                     ("fr", 3, 17), ("de", 1, 8), ("de", 3, 19),
                                                     ("it", 1, 9), ("it", 5, 21), ("pt-BR", 1, 10),
                                                     ("pt-BR", 4, 25),
                                                     ("nl", 1, 5), ("nl", 3, 13), ("pl", 1, 7), ("pl", 5, 29)])
def test_random_games_with_ai_seats_play_the_languages_words_to_the_end_and_replay(language: str, players: int,
                                                                                  seed: int) -> None:
    """The built-in seats of every level play the language's words (test_sequitur_properties' `play_game`:
    every word spelled is in its dictionary, every action legal, its 72 balls and the deck's goal cards
    all accounted for at every step, nothing hidden leaks), the goals claimed are its deck's, and the
    record replays exactly."""
    state = play_game(players, seed, check_every=7, language=language, levels=("easy", "medium", "hard", "expert"))
    dealt = {g for ids in deck(state.catalog, language).values() for g in ids}
    assert state.catalog == DEALT.get(language, 2)
    assert state.round == 3 and len(state.bag) == 72 and sorted(state.bag) == sorted(letter_set(language).full_bag())
    assert any(state.stacks) and all(g in dealt for stack in state.stacks for g in stack)
    text = record.dumps(state)
    assert record.dumps(record.loads(text, game="sequitur")) == text
