"""What players' names need of Unicode, on every Python.

CPython and Pyodide read `unicodedata`. MicroPython has none, so there the
browser's own Unicode answers: `String.prototype.normalize` and regular
expressions of Unicode properties (`\\p{Cf}`, `\\p{Variation_Selector}`),
through `js`, which MicroPython has in the page and in Node alike
(tests/micropython/ compares both on hostile names). The browser may follow
a newer Unicode than the Python: a character assigned since is the only
name that can clean otherwise.

- `normalize(form, text)`: "NFKC" or "NFD";
- `casefold(text)`: `str.casefold` (MicroPython: upper then lower case,
  with the four exceptions Unicode's case folding makes: "Straße" is
  "strasse" on both);
- `is_hidden(char)`: a format, control, surrogate, private-use or
  unassigned character, or a line or paragraph separator;
- `is_space(char)`: a space separator (Zs);
- `is_variation_selector(char)`.
"""
from __future__ import annotations

try:
    import unicodedata
except ImportError:  # MicroPython
    unicodedata = None  # type: ignore[assignment]

_HIDDEN = ("Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp")

if unicodedata is not None:
    def normalize(form: str, text: str) -> str:
        return unicodedata.normalize(form, text)

    def casefold(text: str) -> str:
        return text.casefold()

    def is_hidden(char: str) -> bool:
        return unicodedata.category(char) in _HIDDEN

    def is_space(char: str) -> bool:
        return unicodedata.category(char) == "Zs"

    def is_variation_selector(char: str) -> bool:
        return "VARIATION SELECTOR" in unicodedata.name(char, "")

else:
    import js

    _HIDDEN_RE = js.RegExp.new("^[" + "".join("\\p{%s}" % category for category in _HIDDEN) + "]$", "u")
    _SPACE_RE = js.RegExp.new("^\\p{Zs}$", "u")
    _SELECTOR_RE = js.RegExp.new("^\\p{Variation_Selector}$", "u")

    def normalize(form: str, text: str) -> str:  # type: ignore[misc]
        return str(js.String.new(text).normalize(form))

    def _cherokee_small(char: str) -> bool:
        return "\uab70" <= char <= "\uabbf" or "\u13f8" <= char <= "\u13fd"

    def casefold(text: str) -> str:  # type: ignore[misc]
        # upper then lower case folds ß, ﬁ, ſ and µ as casefold does; the dotless ı, which
        # upper case would make an i, stays as it is (casefold keeps it); the capital ẞ folds to
        # "ss"; a final ς is σ (lower case writes ς at a word's end); Cherokee folds to its
        # capitals (Unicode's CaseFolding.txt)
        text = text.replace("\u1e9e", "ss")
        folded = "\u0131".join(str(js.String.new(str(js.String.new(part).toUpperCase())).toLowerCase())
                                for part in text.split("\u0131")).replace("\u03c2", "\u03c3")
        if any(_cherokee_small(char) for char in folded):
            folded = "".join(str(js.String.new(char).toUpperCase()) if _cherokee_small(char) else char
                             for char in folded)
        return folded

    def is_hidden(char: str) -> bool:  # type: ignore[misc]
        return bool(_HIDDEN_RE.test(char))

    def is_space(char: str) -> bool:  # type: ignore[misc]
        return bool(_SPACE_RE.test(char))

    def is_variation_selector(char: str) -> bool:  # type: ignore[misc]
        return bool(_SELECTOR_RE.test(char))
