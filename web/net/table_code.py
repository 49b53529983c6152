"""A table's code for online play (issue 68): short enough to say aloud.

Six characters from an alphabet without look-alikes (no O, 0, I, L, 1, S,
B nor 8), read back whatever the case and with spaces or dashes, so "k3m-9qx"
typed on a phone is the code K3M9QX. The code names the table and is its
key: web/online.mjs derives the room's name and the handshake's key from it.
"""
from __future__ import annotations

from web.page.words import N_, SaidError

ALPHABET = "ACDEFGHJKMNPQRTUVWXYZ2345679"
LENGTH = 6
ROUTE = "table"  # `#/table/<code>`: a guest's device joins the table
MAX_TYPED = 40  # what is read of a typed code or a link's address


class CodeError(SaidError):
    """A text that is not a table's code, and why (said to the person: "This is not a table's
    code: {problem}.")."""


def new_code(random: bytes) -> str:
    """A code from LENGTH random bytes (each picks a character; the small bias of 256 % 28 is harmless
    next to the room's slow key derivation)."""
    if len(random) < LENGTH:
        raise ValueError("a code needs one random byte a character")
    return "".join(ALPHABET[b % len(ALPHABET)] for b in random[:LENGTH])


def read_code(text: str) -> str:
    """The code in `text` (typed, or a link ending in `#/table/<code>`), or CodeError saying what is wrong."""
    if not isinstance(text, str) or len(text) > 2000:
        raise CodeError(N_("it is far longer than a table's code"))
    marker = f"#/{ROUTE}/"
    if marker in text:
        text = text.split(marker, 1)[1]
    text = text.strip()[:MAX_TYPED + 1]
    code = "".join(ch for ch in text.upper() if ch not in " -.")
    if len(text) > MAX_TYPED or len(code) != LENGTH:
        raise CodeError(N_("a table's code is {count} characters, like {example}"), count=LENGTH, example=example())
    wrong = [ch for ch in code if ch not in ALPHABET]
    if wrong:
        raise CodeError(N_("a table's code has no {character}: its letters and digits are {alphabet}"),
                        character=repr(wrong[0]), alphabet=ALPHABET)
    return code


def example() -> str:
    return "K3M-9QX"


def spoken(code: str) -> str:
    """The code as shown: two groups of three, easier to read aloud."""
    return f"{code[:3]}-{code[3:]}"


def link(base: str, code: str) -> str:
    """The table's link: the app's address with `#/table/<code>`."""
    return f"{base.split('#', 1)[0]}#/{ROUTE}/{code}"
