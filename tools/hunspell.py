"""Expand a Hunspell dictionary (.aff and .dic) into its words, for a Sequitur word list
(tools/dictionary.py).

Hunspell keeps a stem with flags, each flag a set of prefix or suffix rules (`PFX`/`SFX flag
strip add[/flags] condition`); a word is a stem, a stem with one suffix (and the suffixes the
suffix's own flags add), a stem with a prefix, or, where both rules allow it ("cross product"),
with both. Only what a word list needs is read: `SET UTF-8`, one-character flags (`FLAG UTF-8`
or none), `PFX`, `SFX`; a stem starting with a capital (a proper noun) is left out.

`drop_flag(rules)` says which flags to leave out whole (Spanish: the flags whose every suffix is
an enclitic pronoun, "dámelo"); `keep_form(stem, form, forms)` which forms of one stem and flag
to keep (Spanish: the future subjunctive, which has an imperfect twin in -se).
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


def read_affixes(text: str) -> Affixes:
    """The prefix and suffix rules of an .aff file's text."""
    rules: dict[str, list[Rule]] = {}
    cross: dict[str, bool] = {}
    for line in text.splitlines():
        part = line.split()
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
    return Affixes(rules, cross)


def stems(text: str) -> Iterable[tuple[str, str]]:
    """Each stem of a .dic file's text with its flags (the first line, the count, skipped)."""
    for line in text.splitlines()[1:]:
        entry = line.split()
        if not entry:
            continue
        stem, _, flags = entry[0].partition("/")
        yield stem, flags


KeepForm = Callable[[str, str, "set[str]"], bool]


def expand(aff: str, dic: str, *, drop_flag: Callable[[list[Rule]], bool] = lambda rules: False,
           keep_form: KeepForm = lambda stem, form, forms: True) -> set[str]:
    """Every word of the dictionary whose stem starts in lowercase."""
    affixes = read_affixes(aff)
    rules = {flag: listed for flag, listed in affixes.rules.items() if not drop_flag(listed)}
    words: set[str] = set()

    def suffixed(stem: str, flags: str, twice: bool) -> list[tuple[str, str]]:
        found = []
        for flag in flags:
            forms: list[tuple[str, str]] = []
            for rule in rules.get(flag, ()):
                form = None if rule.prefix else rule.apply(stem)
                if form is None:
                    continue
                forms.append((form, flag))
                if twice and rule.flags:
                    forms += [(more, flag) for more, _ in suffixed(form, rule.flags, False)]
            made = {form for form, _ in forms}
            found += [(form, flag) for form, flag in forms if keep_form(stem, form, made)]
        return found

    for stem, flags in stems(dic):
        if not stem[:1].islower():
            continue
        forms = [(stem, "")] + suffixed(stem, flags, True)
        words.update(form for form, _ in forms)
        for flag in flags:
            for rule in rules.get(flag, ()):
                if not rule.prefix:
                    continue
                made = rule.apply(stem)
                if made is None:
                    continue
                words.add(made)
                if affixes.cross.get(flag):
                    words.update(rule.add + form[len(rule.strip):] for form, suffix in forms[1:]
                                 if affixes.cross.get(suffix) and form.startswith(rule.strip))
    return words
