"""Words typed with ß or accents, one line each: Sequitur's capitals of it (engine/sequitur/letters.py `upper`) and
the engine's refusal when the balls spell it with SS. Run on CPython and MicroPython by
tests/micropython/test_sharp_s_mp.py."""
from engine.sequitur.letters import letter_set, lower, upper
from engine.sequitur.spelling import Spell, SpellingError, read_word

GERMAN = letter_set("de")
for typed in ("straße", "STRAßE", "STRA\u1e9eE", "strasse", "fuß", "grüße", "\ufb01n"):
    try:
        said = read_word(list("STRASSE"), Spell(typed, (0, 1, 2, 3, 4, 5, 6), None, None, False), GERMAN).text
    except SpellingError as error:
        said = str(error)
    print(typed + "|" + upper(typed) + "|" + said)
for typed in ("canción", "café", "perché", "coração", "œuvre", "Ÿ", "łódź", "×÷"):  # Latin-1's accents, Œ, Polish
    print(typed + "|" + upper(typed) + "|" + lower(upper(typed)))
