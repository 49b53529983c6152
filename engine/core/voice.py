"""Who a reason speaks of (issue 40): a hint speaks to its player ("builds your line"), a review's
advice of the player it reviews ("builds their line"), "Why?" of an AI ("builds its line").

Every game's reason for a move is a verb phrase whose subject is the move, so that it reads after
"which" ("Better: 8 and 12, which takes the lead in forest 12") and after "it" ("Computer 1 played
the 9 of spades on row 1, column 9: it builds its line across to 4 of 5"), never in parentheses.
"""
from __future__ import annotations

from collections import namedtuple


class Voice(namedtuple("Voice", ("subject", "object", "possessive", "be"))):
    """The player a reason speaks of: 'you' / 'your', 'they' / 'their', 'it' / 'its'."""

    # subject, object, possessive: the pronouns; be: the verb "to be" after the subject
    __slots__ = ()

    def is_(self) -> str:
        """'you are', 'they are', 'it is'."""
        return f"{self.subject} {self.be}"


YOU = Voice("you", "you", "your", "are")  # a hint, to the player who asked
THEY = Voice("they", "them", "their", "are")  # a review's advice, of the person reviewed
IT = Voice("it", "it", "its", "is")  # "Why?", of an AI seat
