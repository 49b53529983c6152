"""The dictionary (RULINGS Sequitur 8): the built file is what `in` bisects over, so its order is
a rule of its own, and `in` over the lines answers as a set of the words does."""

from __future__ import annotations

import gzip
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.sequitur import dictionary
from engine.sequitur.dictionary import Dictionary, in_sorted_lines

WORDS = dictionary.load()
TEXT = gzip.decompress(open(dictionary.DATA_PATH, "rb").read()).decode("ascii")
LIST = TEXT.split()
SET = frozenset(LIST)


def test_the_built_file_is_sorted_lowercase_words_of_three_letters_or_more() -> None:
    """RULINGS Sequitur 8 (lowercase a to z, 3 letters or more); sorted and each once, as the
    bisection over the lines needs (tools/dictionary.py writes it so)."""
    assert len(LIST) > 100_000
    assert all(re.fullmatch(r"[a-z]{3,}", word) for word in LIST)
    assert all(LIST[i] < LIST[i + 1] for i in range(len(LIST) - 1))
    assert TEXT == "\n".join(LIST) + "\n"


def test_every_word_of_the_file_is_in_and_its_neighbours_answer_as_a_set() -> None:
    lines = ("\n" + "\n".join(LIST) + "\n").encode()
    for word in LIST[::7] + LIST[:50] + LIST[-50:]:
        assert in_sorted_lines(lines, word.encode())
        for near in (word[:-1], word + "s", word[1:], "a" + word, word.upper()):
            assert in_sorted_lines(lines, near.encode()) == (near in SET), near


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz\n QU", max_size=9))
def test_in_over_the_lines_answers_as_a_set_of_the_words(word: str) -> None:
    """The bisection MicroPython's page uses for `in` (CPython and Pyodide use a set)."""
    assert in_sorted_lines(WORDS.lines, word.encode()) == (word in SET)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(alphabet="abcz", min_size=1, max_size=4), max_size=12),
       st.text(alphabet="abcz", max_size=5))
def test_a_small_dictionary_in_any_order_answers_alike_before_and_after_its_tuple(words: list[str],
                                                                                     probe: str) -> None:
    made = Dictionary.of(words)
    before = in_sorted_lines(made.lines, probe.encode()) if probe else False
    assert made.ordered == tuple(sorted(words))
    assert before == (probe in made) == (probe in set(words) and probe != "")
    assert len(made) == len(words)


def test_a_file_out_of_order_is_sorted_when_its_words_are_first_read() -> None:
    """A text out of order (not the built file) is sorted as the tuple is made, its lines too,
    so `in` and `ordered` agree from then on."""
    made = Dictionary(b"dog\ncat\nant\n")
    assert made.ordered == ("ant", "cat", "dog")
    assert all(word in made for word in ("ant", "cat", "dog")) and "cow" not in made
    assert made.lines == b"\nant\ncat\ndog\n"


def test_bad_lookups_answer_no() -> None:
    for bad in (None, 3, b"cat", "", "\n", "cat\ndog", "caté"):
        assert bad not in WORDS


# each language's built file (docs/rules.md): its most letters, how many words at least, words it has,
# words it has not
BUILT = {
    # "Sequitur in Spanish": accents dropped (canción is CANCION), ñ its own letter (AÑO and NIÑO; NINO is
    # no word), no K or W (no ball has them), the forms with enclitic pronouns and the future
    # subjunctive left out
    "es": ("abcdefghijlmnñopqrstuvxyz", 200_000,
           ("casa", "casas", "perro", "cancion", "arbol", "año", "niño", "comio", "quiero", "cantase", "hablamos",
            "verguenza", "cigueña", "ñandu"),
           ("nino", "manana", "madrid", "espana", "comerlo", "decirte", "cantaremos", "comiere", "kilo", "whisky",
            "zurrón")),
    # "Sequitur in French": accents, the cedilla and the diaeresis dropped (été is ETE, garçon GARCON), Œ
    # two letters (COEUR), the 26 letters, the classical spellings and the 1990 reform's (OIGNON, OGNON),
    # verbs conjugated; no elided form, symbol or bound prefix
    "fr": ("abcdefghijklmnopqrstuvwxyz", 150_000,
           ("maison", "maisons", "ete", "garcon", "coeur", "oeuvre", "naif", "chantames", "mangeait", "oignon",
            "ognon", "kayak", "wagon", "kilometre", "qui", "hmm"),
           ("france", "lyon", "marseille", "leau", "jusqu", "lorsqu", "ppm", "kth", "anti", "semi", "http",
            "cœur", "été", "kilometres")),
    # "Sequitur in German": nouns kept (written with a capital in the dictionary), Ä, Ö, Ü letters of their
    # own (GRUEN is no word), ß written SS (STRASSE), other accents dropped (CAFE), verbs conjugated; no
    # abbreviation, no proper noun given only a genitive s, no other accent, no ß
    "de": ("abcdefghijklmnopqrstuvwxyzäöü", 100_000,
           ("haus", "häuser", "strasse", "fluss", "fuss", "gehen", "ging", "gegangen", "schön", "kinder", "züge",
            "öffnen", "mädchen", "grün", "cafe", "quark"),
           ("goethe", "mozart", "irkutsk", "kfz", "pkw", "gmbh", "usa", "gruen", "café", "straße")),
    # "Sequitur in Italian": accents dropped (città is CITTA, perché PERCHE), the 21 letters of its balls,
    # verbs conjugated (AMAVI, an imperfect, kept); no elided form, no form with an enclitic pronoun
    # (AMARLO, VEDERLA; the few it lists whole stay: DAMMI), no Roman numeral, no J, K, W, X, Y (no ball has them)
    "it": ("abcdefghilmnopqrstuvz", 120_000,
           ("casa", "case", "citta", "perche", "caffe", "amavi", "mangiando", "parlai", "acqua", "qui", "zio",
            "uomini", "gioia", "duemila", "dammi"),
           ("roma", "amarlo", "vederla", "amiamoci", "mangiandolo", "xii", "taxi", "jazz", "kiwi", "yoga",
            "città", "lamico")),
    # "Sequitur in Brazilian Portuguese": Ç a letter of its own (LIÇAO; LICAO is no word), other accents
    # dropped (você is VOCE), the 24 letters of its balls, verbs conjugated; cut to the forms wordfreq sees
    # once in ten million words and the dictionary's stems wordfreq knows at all, so the rare vós forms and
    # pluperfects are out, and the stems no reader knows (OCTA, from octã; PLOCEIDEO, AQUIMOSIA, ZUNAR);
    # no K, W, Y (no ball has them), no hyphenated form, no proper noun
    "pt-BR": ("abcdefghijlmnopqrstuvxzç", 50_000,
              ("casa", "casas", "liçao", "liçoes", "voce", "coraçao", "agua", "pao", "maes", "falou", "cantava",
               "fizemos", "queijo", "xadrez", "abacaxi", "cachaça"),
              ("licao", "lição", "você", "amavamos", "cantaramos", "falasseis", "cantardes", "kiwi", "whisky",
               "yoga", "amalo", "sairdes", "octa", "ploceideo", "aquimosia", "zunar", "meriones", "vibidea")),
    # "Sequitur in Dutch": the ligature ĳ written I and J (IJS), accents and the diaeresis dropped (EEN, RUINE,
    # CAFE), verbs conjugated; no proper noun, no initialism (OpenTaal's Cl: BTW, DVD), no abbreviation it lists
    # with a period too (APR beside APR.: the months' short names; AMBT, a word with flags, stays), no word
    # without a vowel; the short words kept (MEI, JAN, AAP, OOK)
    "nl": ("abcdefghijklmnopqrstuvwxyz", 90_000,
           ("huis", "huizen", "ijs", "vijf", "zijn", "lopen", "liep", "gelopen", "een", "ruine", "cafe", "kinderen",
            "koffie", "vrouw", "quiz", "ambt", "mei", "jan", "maart", "aap", "ook", "dag", "oog", "uur"),
           ("amsterdam", "rotterdam", "btw", "dvd", "hbo", "pvc", "kgm", "ĳs", "één", "ruïne", "café", "apr", "aug",
            "okt", "sept", "feb", "lic", "get")),
    # "Sequitur in Polish": its own letters, every form of 3 to 7 letters (the longer left out for the file's
    # size); no proper noun, no word without a vowel, no abbreviation (tools/abbreviations-pl.txt: ADM, GODZ,
    # PROF; DR and MGR inflected: DRA, MGRA); the short words kept, those Polish's rule for abbreviations would
    # also find among them (NAD, POD, SKĄD, CIUT, FUJ)
    "pl": ("aąbcćdeęfghijklłmnńoóprsśtuwyzźż", 200_000,
           ("dom", "domy", "kota", "mąż", "żona", "być", "jestem", "zrobił", "książka", "źródło", "gęś", "łódź",
            "nad", "pod", "skąd", "ciut", "fuj", "bodaj", "obok", "wraz", "już", "dziś", "ale", "lub", "kot", "oko"),
           ("warszawa", "gdańsk", "bhp", "zolw", "książeczka", "zrobiliśmy", "quiz", "adm", "godz", "prof", "itd",
            "biol", "chem", "tys", "dra", "mgra", "płka", "abpa")),
}


@pytest.mark.parametrize("language", sorted(BUILT))
def test_a_languages_file_is_sorted_words_of_its_balls_as_its_scrabble_writes_them(language: str) -> None:
    """docs/rules.md: only the letters of the language's balls, 3 letters or more, no longer than a rack
    can spell (nine balls, ten letters with QU), lowercase stems only (no proper nouns); sorted by code
    point, as the bisection over its UTF-8 lines needs."""
    from tools.dictionary import HUNSPELLED

    letters, most, has, lacks = BUILT[language]
    built = next(hunspelled for hunspelled in HUNSPELLED if hunspelled.code == language)
    text = gzip.decompress(built.output.read_bytes()).decode("utf-8")
    words = text.split()
    assert len(words) > most and text == "\n".join(words) + "\n"
    assert all(words[i] < words[i + 1] for i in range(len(words) - 1))
    assert all(re.fullmatch(f"[{letters}]{{3,}}", w) and len(w) - ("qu" in w) <= 9 for w in words)
    found = frozenset(words)
    assert [word for word in has if word not in found] == [] and [word for word in lacks if word in found] == []
    lines = ("\n" + text).encode("utf-8")
    for word in words[::997] + list(has + lacks):
        assert in_sorted_lines(lines, word.encode("utf-8")) == (word in found), word


def test_hunspell_reads_two_character_flags_a_stem_that_needs_an_affix_and_a_prefixs_own_suffixes() -> None:
    """tools/hunspell.py on a small dictionary written as French's is (FLAG long): "œuvre/S.()" is a word
    only with one of S.'s suffixes (the empty one too), a prefix's own flags name the suffixes that follow
    it ("kilo/S.()": KILOMETRE, KILOMETRES, not KILOMETRE's stem alone), a suffix whose own flags need one
    more ("ant/()S.": CHANTANT by S.'s empty suffix); a forbidden stem and one `keep_stem` refuses are left
    out, a capitalised stem (a proper noun) too."""
    from tools import hunspell

    aff = "\n".join(["SET UTF-8", "FLAG long", "NEEDAFFIX ()", "FORBIDDENWORD {}",
                     "SFX S. Y 2", "SFX S. 0 0 [^sxz]", "SFX S. 0 s [^sxz]",
                     "PFX Um Y 2", "PFX Um 0 0/S. .", "PFX Um 0 kilo/S.() .",
                     "SFX a0 Y 2", "SFX a0 er ant/()S. er", "SFX a0 er ons er"])
    dic = "\n".join(["6", "œuvre/S.() po:nom", "mètre/Um() po:nom", "chanter/a0() po:v1", "bof/{} po:interj",
                     "cd/S.|| po:nom", "Paris/S. po:npr"])
    words = hunspell.expand(aff, dic, keep_stem=lambda stem, flags, fields: "||" not in flags)
    assert words == {"œuvre", "œuvres", "mètre", "mètres", "kilomètre", "kilomètres", "chantons", "chantant",
                     "chantants"}


def test_hunspell_reads_nouns_with_a_capital_and_leaves_out_what_only_a_compound_holds() -> None:
    """tools/hunspell.py on a small dictionary written as German's is (ISO 8859-1 decoded by the caller):
    with `capitals` a stem written with a capital is a word ("Tag", not "GmbH"); a stem or a suffix
    marked ONLYINCOMPOUND ("eibe/No", the "s" joint's "Aufstiegs/hj") and a CIRCUMFIX affix alone are
    left out; a NEEDAFFIX stem is a word only with one more affix; `keep_stem` sees the stem."""
    from tools import hunspell

    aff = "\n".join(["SET ISO8859-1", "NEEDAFFIX h", "ONLYINCOMPOUND o", "CIRCUMFIX f",
                     "SFX N Y 1", "SFX N 0 n .", "SFX S Y 1", "SFX S 0 s .", "SFX T Y 1", "SFX T 0 es .",
                     "SFX j Y 1", "SFX j 0 0/o .", "PFX i Y 1", "PFX i 0 ge/f .", "SFX t Y 1", "SFX t en t/f en"])
    dic = "\n".join(["7", "Tag/ST", "eibe/No", "Aufstiegs/hj", "GmbH/S", "Goethe/S", "spielen/it", "Eibe/N"])
    words = hunspell.expand(aff, dic, capitals=True, keep_stem=lambda stem, flags, fields: stem != "Goethe")
    assert words == {"Tag", "Tags", "Tages", "Eibe", "Eiben", "spielen"}
    assert hunspell.expand(aff, dic) == {"spielen"}


def test_hunspell_leaves_out_the_rules_keep_rule_refuses_and_italians_enclitic_pronouns() -> None:
    """tools/hunspell.py's `keep_rule` on a small dictionary written as Italian's is: a flag mixing a verb's
    endings with the same form and its enclitic pronouns ("amarlo", "amarmi") keeps the endings, the
    imperfect's -vi among them ("amavi"), and leaves out the pronouns; tools/dictionary.py's Italian rule does
    that (five pronouns or more on one form make them enclitic)."""
    from tools import dictionary as built, hunspell

    pronouns = ("mi", "ti", "ci", "vi", "si", "lo", "la", "li", "le", "ne", "gli")
    aff = "\n".join(["SET UTF-8", f"SFX A Y {5 + len(pronouns)}", "SFX A re 0 re", "SFX A re vo re", "SFX A re vi re",
                     "SFX A re va re", "SFX A re to re"] + [f"SFX A e {p} re" for p in pronouns])
    dic = "\n".join(["1", "amare/A"])
    assert {"amarlo", "amarmi"} <= hunspell.expand(aff, dic)
    words = hunspell.expand(aff, dic, keep_rule=built.ITALIAN.keep_rule)
    assert words == {"amare", "ama", "amavo", "amavi", "amava", "amato"}


def test_a_common_cut_keeps_the_forms_wordfreq_sees_often_enough_and_the_stems_it_knows(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """tools/dictionary.py's `Common` (Brazilian Portuguese's cut, docs/rules.md): of a stem's forms, those
    wordfreq's list sees at least once in 10 ** (most / 100) words; the stem itself however rare where the
    list holds it at all (FALAR, once in a hundred million words), not where it never saw it (ZUNAR, whose
    form ZUNO it saw: a stem is judged alone); a form wordfreq never saw left out. And tools/wordfreq.py reads a cBpack (gzip of MessagePack: a header, then
    each centibel's words) as wordfreq writes it."""
    from tools import dictionary as built, hunspell, wordfreq

    aff = "\n".join(["SET UTF-8", "SFX A Y 4", "SFX A r 0 r", "SFX A ar o ar", "SFX A ar ais ar", "SFX A ar ara ar"])
    dic = "\n".join(["2", "falar/A", "zunar/A"])
    words = hunspell.expand(aff, dic)
    assert words == {"falar", "fala", "falo", "falais", "falara", "zunar", "zuna", "zuno", "zunais", "zunara"}
    seen = {"falar": 799, "falo": 350, "fala": 320, "falara": 690, "falais": 701, "zuno": 790}
    monkeypatch.setattr(wordfreq, "centibels", lambda language: seen)
    assert built.common(words, dic, built.Common("pt", 700)) == {"falar", "fala", "falo", "falara"}
    seen["zunar"] = 780
    assert built.common(words, dic, built.Common("pt", 700)) == {"falar", "zunar", "fala", "falo", "falara"}
    assert built.common(words - {"zunar"}, dic, built.Common("pt", 700)) == {"falar", "fala", "falo", "falara"}
    # a cBpack: [{"format": "cB", "version": 1}, [], ["fala"], ["falo", "zuno"]] in MessagePack
    packed = bytes([0x94, 0x82, 0xA6]) + b"format" + bytes([0xA2]) + b"cB" + bytes([0xA7]) + b"version" + bytes(
        [0x01, 0x90, 0x91, 0xA4]) + b"fala" + bytes([0x92, 0xA4]) + b"falo" + bytes([0xA4]) + b"zuno"
    assert wordfreq._unpack(packed) == [{"format": "cB", "version": 1}, [], ["fala"], ["falo", "zuno"]]
