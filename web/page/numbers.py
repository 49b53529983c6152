"""Numbers written the same on every Python (pure, tested on CPython).

MicroPython's float formatting rounds twice ("%.1f" % 0.225 is "0.3" there,
"0.2" on CPython, whose rounding is exact), so a number shown with a fixed
count of decimals goes through `fixed`, which rounds the float's exact value
with integers, as CPython does; `decimal` writes it as the player's language does.
"""
from __future__ import annotations

import math

from web.page.words import language

# the languages that write a decimal comma (CLDR: "14,2"); the others a point
DECIMAL_COMMA = ("es", "fr", "de", "it", "pt-BR", "nl", "pl")


def fixed(x: float, places: int = 1) -> str:
    """`f"{x:.{places}f}"` as CPython writes it: `x`'s exact binary value rounded
    to `places` decimals, a tie to the even digit."""
    x = float(x)
    if x != x or x in (math.inf, -math.inf):
        return "nan" if x != x else ("inf" if x > 0 else "-inf")
    mantissa, exponent = math.frexp(x)  # x == mantissa * 2**exponent, 0.5 <= |mantissa| < 1
    whole = int(mantissa * 2**53)  # exact: 53 bits
    shift = exponent - 53
    numerator = abs(whole) * 10**places
    denominator = 1
    if shift >= 0:
        numerator <<= shift
    else:
        denominator <<= -shift
    quotient, remainder = divmod(numerator, denominator)
    if 2 * remainder > denominator or (2 * remainder == denominator and quotient % 2):
        quotient += 1
    digits = str(quotient)
    if places:
        digits = "0" * (places + 1 - len(digits)) + digits
        digits = digits[:-places] + "." + digits[-places:]
    negative = whole < 0 or (x == 0 and math.copysign(1.0, x) < 0)
    return "-" + digits if negative else digits


def decimal(x: float, places: int = 1) -> str:
    """`fixed(x, places)` with the player's language's decimal sign: '14.2' in English, '14,2' in German."""
    text = fixed(x, places)
    return text.replace(".", ",") if language() in DECIMAL_COMMA else text
