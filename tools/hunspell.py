"""Expand a Hunspell dictionary (.aff and .dic) into its words, for a Sequitur word list
(tools/dictionary.py).

Hunspell keeps a stem with flags, each flag a set of prefix or suffix rules (`PFX`/`SFX flag
strip add[/flags] condition`); a word is a stem, a stem with one suffix (and the suffixes the
suffix's own flags add), a stem with a prefix, or, where both rules allow it ("cross product"),
with both; a prefix's own flags may name suffixes that follow it. Only what a word list needs is
read: `SET` (the caller decodes the files), one-character flags (`FLAG UTF-8` or none) or
two-character ones (`FLAG long`), `PFX`, `SFX`, `NEEDAFFIX` (a stem or an affix with that flag is a
word only with one more affix: French's "œuvre/S.()" is "œuvre" by S.'s empty suffix),
`FORBIDDENWORD` (left out), `ONLYINCOMPOUND` (a stem or affix only inside a compound: left out,
German's "eibe/Nozm"), `CIRCUMFIX` (an affix that needs its other half: left out alone; German's
are hyphenated forms only). Compounding (`COMPOUNDBEGIN`... ) is not read: only the compounds the
.dic lists are words. A stem starting with a capital (a proper noun) is left out, but with
`capitals` (German, whose nouns are written so) where the rest is lowercase ("Haus", not "GmbH").

`drop_flag(rules)` says which flags to leave out whole (Spanish: the flags whose every suffix is
an enclitic pronoun, "dámelo"); `keep_rule(rule, rules)` which rules of a flag to read (Italian: not
those adding an enclitic pronoun, "amarlo", in flags that mix them with a verb's endings);
`keep_form(stem, form, forms)` which forms of one stem and flag to keep (Spanish: the future
subjunctive, which has an imperfect twin in -se); `keep_stem(stem, flags, fields)` which stems of the .dic to read (French: not its symbols nor its bound prefixes;
German: not its proper nouns).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable


@dataclass(frozen=True)
class Rule:
    """One affix rule: strip `strip`, add `add`, where the stem matches `condition`."""
    prefix: bool
    strip: str
    add: str
    flags: str  # the continuation flags of the added affix
    condition: re.Pattern[str]

    def apply(self, stem: str) -> str | None:
        if not self.condition.search(stem):
            return None
        if self.prefix:
            return self.add + stem[len(self.strip):] if stem.startswith(self.strip) else None
        if self.strip and not stem.endswith(self.strip):
            return None
        return stem[:len(stem) - len(self.strip)] + self.add


@dataclass
class Affixes:
    rules: dict[str, list[Rule]]
    cross: dict[str, bool]  # whether a flag's rules combine with the other kind's
    long: bool = False  # FLAG long: each flag two characters
    need_affix: str | None = None  # NEEDAFFIX's flag
    forbidden: str | None = None  # FORBIDDENWORD's flag
    not_alone: tuple[str, ...] = ()  # the flags of a form that is no word as it is
    only_in_compound: str | None = None  # ONLYINCOMPOUND's flag: a stem and its forms only in compounds

    def flags(self, text: str) -> list[str]:
        """The flags written in `text`, each one character or, with FLAG long, two."""
        return [text[i:i + 2] for i in range(0, len(text), 2)] if self.long else list(text)


def read_affixes(text: str) -> Affixes:
    """The prefix and suffix rules of an .aff file's text."""
    rules: dict[str, list[Rule]] = {}
    cross: dict[str, bool] = {}
    settings: dict[str, str] = {}
    for line in text.splitlines():
        part = line.split()
        if len(part) == 2 and part[0] in ("FLAG", "NEEDAFFIX", "FORBIDDENWORD", "ONLYINCOMPOUND", "CIRCUMFIX"):
            settings[part[0]] = part[1]
        if len(part) < 4 or part[0] not in ("PFX", "SFX"):
            continue
        prefix, flag = part[0] == "PFX", part[1]
        if len(part) == 4 and part[2] in ("Y", "N"):  # the header: cross product, rule count
            cross[flag] = part[2] == "Y"
            rules.setdefault(flag, [])
            continue
        add, _, flags = part[3].partition("/")
        condition = part[4] if len(part) > 4 else "."
        rules.setdefault(flag, []).append(Rule(
            prefix, "" if part[2] == "0" else part[2], "" if add == "0" else add, flags,
            re.compile("^" + condition if prefix else condition + "$")))
    not_alone = tuple(settings[name] for name in ("NEEDAFFIX", "ONLYINCOMPOUND", "CIRCUMFIX") if name in settings)
    return Affixes(rules, cross, settings.get("FLAG") == "long", settings.get("NEEDAFFIX"),
                   settings.get("FORBIDDENWORD"), not_alone, settings.get("ONLYINCOMPOUND"))


def stems(text: str) -> Iterable[tuple[str, str, list[str]]]:
    """Each stem of a .dic file's text with its flags and its other fields (French's "po:nom"; the
    first line, the count, skipped)."""
    for line in text.splitlines()[1:]:
        entry = line.split()
        if not entry:
            continue
        stem, _, flags = entry[0].partition("/")
        yield stem, flags, entry[1:]


KeepForm = Callable[[str, str, "set[str]"], bool]
KeepStem = Callable[[str, list[str], list[str]], bool]


def expand(aff: str, dic: str, *, drop_flag: Callable[[list[Rule]], bool] = lambda rules: False,
           keep_rule: Callable[[Rule, list[Rule]], bool] = lambda rule, rules: True,
           keep_form: KeepForm = lambda stem, form, forms: True,
           keep_stem: KeepStem = lambda stem, flags, fields: True, capitals: bool = False) -> set[str]:
    """Every word of the dictionary whose stem starts in lowercase (or, with `capitals`, in either
    case but written in lowercase after its first letter: German's nouns)."""
    affixes = read_affixes(aff)
    rules = {flag: [rule for rule in listed if keep_rule(rule, listed)]
             for flag, listed in affixes.rules.items() if not drop_flag(listed)}
    split = affixes.flags
    words: set[str] = set()

    def alone(flags: str) -> bool:
        """Whether a form with these flags is a word as it is (not NEEDAFFIX's, ONLYINCOMPOUND's
        nor half a CIRCUMFIX)."""
        return not set(affixes.not_alone) & set(split(flags))

    def read(stem: str) -> bool:
        """Whether a stem is read: lowercase, or with `capitals` a capital and lowercase after it."""
        return stem[:1].islower() or (capitals and stem[:1].isupper() and stem[1:] == stem[1:].lower())

    def suffixed(stem: str, flags: str, twice: bool) -> list[tuple[str, str, bool]]:
        """(form, its suffix's flag, whether it is a word as it is) of each suffix of `flags`."""
        found = []
        for flag in split(flags):
            forms: list[tuple[str, str, bool]] = []
            for rule in rules.get(flag, ()):
                form = None if rule.prefix else rule.apply(stem)
                if form is None:
                    continue
                forms.append((form, flag, alone(rule.flags)))
                if twice and rule.flags:
                    forms += [(more, flag, word) for more, _, word in suffixed(form, rule.flags, False)]
            made = {form for form, _, _ in forms}
            found += [made_form for made_form in forms if keep_form(stem, made_form[0], made)]
        return found

    for stem, flags, fields in stems(dic):
        if (not read(stem) or {affixes.forbidden, affixes.only_in_compound} & set(split(flags))
                or not keep_stem(stem, split(flags), fields)):
            continue
        forms = [(stem, "", alone(flags))] + suffixed(stem, flags, True)
        words.update(form for form, _, word in forms if word)
        for flag in split(flags):
            for rule in rules.get(flag, ()):
                if not rule.prefix:
                    continue
                made = rule.apply(stem)
                if made is None:
                    continue
                if alone(rule.flags):
                    words.add(made)
                words.update(form for form, _, word in suffixed(made, rule.flags, False) if word)
                if affixes.cross.get(flag):
                    words.update(rule.add + form[len(rule.strip):] for form, suffix, word in forms[1:]
                                 if word and affixes.cross.get(suffix) and form.startswith(rule.strip))
    return words
