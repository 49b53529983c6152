"""Words typed with ß, one line each: Sequitur's capitals of it (engine/sequitur/letters.py `upper`) and
the engine's refusal when the balls spell it with SS. Run on CPython and MicroPython by
tests/micropython/test_sharp_s_mp.py."""
from engine.sequitur.letters import letter_set, upper
from engine.sequitur.spelling import Spell, SpellingError, read_word

GERMAN = letter_set("de")
for typed in ("straße", "STRAßE", "STRA\u1e9eE", "strasse", "fuß", "grüße", "\ufb01n"):
    try:
        said = read_word(list("STRASSE"), Spell(typed, (0, 1, 2, 3, 4, 5, 6), None, None, False), GERMAN).text
    except SpellingError as error:
        said = str(error)
    print(typed + "|" + upper(typed) + "|" + said)
