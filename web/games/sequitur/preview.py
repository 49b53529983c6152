"""What the page shows while a player picks balls (pure Python, tested on
CPython): the rack as it stands on screen (turned around or not: RULINGS
Sequitur 3), the word the chosen balls read and its score, and the
dictionary's verdict before the word is spelled (rulebook "Spelling a
word", "Word score", "Special balls"; RULINGS Sequitur 4, 5 and 8).

The words and balls are those of the table on screen's language (`play_in`, which its view sets:
English's, Spanish's with its Ñ, French's, German's with Ä, Ö and Ü, Italian's, or Brazilian Portuguese's with Ç, each with its own skill points; engine/sequitur/letters.py).

Screen positions count from the left of the rack as drawn; rack positions
(the engine's) count from the left end of the rack as it stands. When the
rack is turned around on screen, screen position d is rack position n-1-d.
"""
from __future__ import annotations

from typing import Sequence

from engine.core.value import Value
from engine.sequitur import dictionary
from engine.sequitur.dictionary import Dictionary
from engine.sequitur.goals import BY_ID
from engine.sequitur.letters import BLANK, Q, LetterSet, letter_set, lower, upper
from engine.sequitur.spelling import MIN_LENGTH, Spell, SpellingError, check_spelling, read_word
from web.device.names import and_list
from web.games.sequitur.card_words import goal_text, points_text
from web.page.words import N_, NP_, _, ngettext, pgettext


# what the spell step asks, by the language of the words (a whole sentence each)
SPELL_PROMPTS = {"en": N_("Spell an English word: tap the balls you keep, read left to right"),
                 "es": N_("Spell a Spanish word: tap the balls you keep, read left to right"),
                 "fr": N_("Spell a French word: tap the balls you keep, read left to right"),
                 "de": N_("Spell a German word: tap the balls you keep, read left to right"),
                 "it": N_("Spell an Italian word: tap the balls you keep, read left to right"),
                 "pt-BR": N_("Spell a Brazilian Portuguese word: tap the balls you keep, read left to right"),
                 "nl": N_("Spell a Dutch word: tap the balls you keep, read left to right"),
                 "pl": N_("Spell a Polish word: tap the balls you keep, read left to right")}
# a table whose words are not English says their language beside the piles (summary_view) and in a shared
# deal (daily.py): its code, its name (`language_name`) and what a screen reader says
WORDS = "the language of Sequitur's words"  # the names' context (written out in each NP_: Babel reads literals)
WORDS_IN = {"es": ("ES", NP_("the language of Sequitur's words", "Spanish"), N_("The words are Spanish words")),
            "fr": ("FR", NP_("the language of Sequitur's words", "French"), N_("The words are French words")),
            "de": ("DE", NP_("the language of Sequitur's words", "German"), N_("The words are German words")),
            "it": ("IT", NP_("the language of Sequitur's words", "Italian"), N_("The words are Italian words")),
            "pt-BR": ("PT", NP_("the language of Sequitur's words", "Brazilian Portuguese"), N_("The words are Brazilian Portuguese words")),
            "nl": ("NL", NP_("the language of Sequitur's words", "Dutch"), N_("The words are Dutch words")),
            "pl": ("PL", NP_("the language of Sequitur's words", "Polish"), N_("The words are Polish words"))}
_table = {"language": dictionary.ENGLISH}  # the language of the words of the table on screen


def language_name(code: str) -> str:
    """The name of the language of a table's words (`code`, not English) in the player's language: "Spanish"."""
    return pgettext(WORDS, WORDS_IN[code][1])


def play_in(language: str) -> None:
    """The table on screen plays words of `language` (its view says so as it opens)."""
    _table["language"] = language


def table_words() -> Dictionary:
    """The dictionary of the table on screen."""
    return dictionary.load(language=_table["language"])


def table_letters() -> LetterSet:
    """The balls of the table on screen: their letters and skill points."""
    return letter_set(_table["language"])


def to_rack(index: int, size: int, flipped: bool) -> int:
    """The rack position of screen position `index`."""
    return size - 1 - index if flipped else index


def to_gap(gap: int, size: int, flipped: bool) -> int:
    """The rack position an inserted letter takes for screen gap `gap` (0 = before the first ball)."""
    return size - gap if flipped else gap


def end_of(screen_end: str, flipped: bool) -> str:
    """The rack end ('left'/'right') of the screen's left or right end."""
    if not flipped:
        return screen_end
    return "right" if screen_end == "left" else "left"


def shown(rack: Sequence[str], flipped: bool) -> list[str]:
    """The balls in screen order."""
    return list(reversed(rack)) if flipped else list(rack)


def ball_points(ball: str) -> int:
    """The skill points printed on a ball (the blank has none)."""
    return table_letters().skill_points.get(ball, 0)


def ball_label(ball: str) -> str:
    """A ball in words for screen readers: 'K, 4 skill points', 'blank'."""
    if ball == BLANK:
        return _("blank ball (any letter, no skill points)")
    if ball == Q:
        return _("Q ball (Q for {points} skill points, or QU with none)", points=ball_points(Q))
    points = ball_points(ball)
    return ngettext("{letter}, {count} skill point", "{letter}, {count} skill points", points, letter=ball,
                    count=points) if points else ball


class Preview(Value):
    """The chosen balls as a word: its text, score, whether it can be spelled (`ok`),
    the verdict in words (`message`), the Spell to play (or None), and whether only
    the house rule could accept it (`needs_house`)."""

    FIELDS = ("text: str", "score: int", "ok: bool", "message: str", "spell: Spell | None", "needs_house: bool")
    DEFAULTS = {"needs_house": False}


def preview(rack: Sequence[str], positions: Sequence[int], blank: str | None, qu: bool | None, *,
            house_rule: bool, house: bool = False) -> Preview:
    """Read the balls at rack `positions` (in reading order) as a word and judge it."""
    if not positions:
        return Preview("", 0, False, _("Choose the balls you keep, in reading order."), None)
    uses_blank = any(rack[p] == BLANK for p in positions)
    uses_q = any(rack[p] == Q for p in positions)
    # every field given, and each change a new Spell (MicroPython's namedtuple has no defaults, no _replace)
    blank, qu = blank if uses_blank else None, qu if uses_q else None
    spell = Spell("", tuple(positions), blank, qu, False)
    words = table_words()
    try:
        word = read_word(rack, Spell(_letters(rack, spell), spell.positions, blank, qu, False), words.letters)
    except SpellingError as error:
        return Preview(upper(_letters(rack, spell)), 0, False, _why(rack, spell, _letters(rack, spell)), None)
    spell = Spell(word.text, spell.positions, blank, qu, False)
    capitals = upper(word.text)
    try:
        check_spelling(rack, spell, words, house_rule=house_rule)
    except SpellingError as error:
        if house_rule and word.text not in words:
            accepted = Spell(word.text, spell.positions, blank, qu, True)
            if house:
                return Preview(capitals, word.score, True,
                               _("{word} is not in the dictionary; the table accepts it (house rule).", word=capitals),
                               accepted, True)
            return Preview(capitals, word.score, False,
                           _("{word} is not in the dictionary. The table may accept it (house rule).", word=capitals),
                           None, True)
        return Preview(capitals, word.score, False, _why(rack, spell, word.text), None)
    return Preview(capitals, word.score, True, _("{word} is in the dictionary.", word=capitals), spell)


def changed_letters(before: Sequence[str], after: Sequence[str]) -> set[int]:
    """The rack positions of `after` holding letters that are new or moved since
    `before` (the rack as its player last saw it): the last move, marked."""
    same = set()
    for _i, j, size in matching_blocks(list(before), list(after)):
        same.update(range(j, j + size))
    return set(range(len(after))) - same


def matching_blocks(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int, int]]:
    """The blocks (i, j, size) where `a[i:i + size] == b[j:j + size]`, as difflib's
    `SequenceMatcher(a=a, b=b, autojunk=False).get_matching_blocks()` finds them, without
    its final empty block (MicroPython has no difflib; a rack is a dozen balls): the longest
    common run (the earliest in `a`, then in `b`, on a tie), then the same on each side of it."""
    found: list[tuple[int, int, int]] = []
    todo = [(0, len(a), 0, len(b))]
    while todo:
        alo, ahi, blo, bhi = todo.pop()
        best_i, best_j, best = alo, blo, 0
        for i in range(alo, ahi):
            for j in range(blo, bhi):
                size = 0
                while i + size < ahi and j + size < bhi and a[i + size] == b[j + size]:
                    size += 1
                if size > best:
                    best_i, best_j, best = i, j, size
        if best:
            found.append((best_i, best_j, best))
            if alo < best_i and blo < best_j:
                todo.append((alo, best_i, blo, best_j))
            if best_i + best < ahi and best_j + best < bhi:
                todo.append((best_i + best, ahi, best_j + best, bhi))
    return sorted(found)


def goals_met(rack: Sequence[str], spell: Spell | None, goals: Sequence[str], *, house_rule: bool) -> list[str]:
    """The goals of `goals` (ids) that the word `spell` reads meets, judged by the
    goals' own rules (engine/sequitur/goals.py): none for a word that cannot be spelled."""
    if spell is None or spell.is_nothing:
        return []
    words = table_words()
    try:
        word = check_spelling(rack, spell, words, house_rule=house_rule)
    except SpellingError:
        return []
    return [g for g in goals if BY_ID[g].is_met(word, words)]


def met_text(met: Sequence[str], secret: str | None) -> str:
    """The goals a word being spelled meets (`goals_met`), in one sentence: 'This word meets “A word
    that ends in ER” (red, 3 points) and your secret goal.'; each public goal by what it asks."""
    if not met:
        return _("This word meets no goal in play.")
    # Translators: Sequitur: your own secret goal card
    named = [_("your secret goal") if g == secret else goal_text(g) for g in met]
    return _("This word meets {goals}.", goals=and_list(named))


def met_line(met: Sequence[str]) -> str:
    """The goals a word being spelled meets, short enough for one line of a phone: 'Meets 2 goals
    (5 points)', the secret goal among them. The goals themselves light up (the public ones on the
    stage, the secret one in the tray); `met_text` names each for a screen reader."""
    if not met:
        return _("This word meets no goal in play.")
    points = sum(BY_ID[g].points for g in met)
    return ngettext("Meets {count} goal ({points})", "Meets {count} goals ({points})", len(met), count=len(met),
                    points=points_text(points))


def _letters(rack: Sequence[str], spell: Spell) -> str:
    """The letters the balls show so far (an unstated blank as '?')."""
    out = []
    for p in spell.positions:
        ball = rack[p]
        if ball == BLANK:
            out.append(lower(spell.blank or "?"))
        elif ball == Q:
            out.append("qu" if spell.qu else "q")
        else:
            out.append(lower(ball))
    return "".join(out)


def _why(rack: Sequence[str], spell: Spell, text: str) -> str:
    """Why the balls chosen cannot be spelled yet, in the player's words (the spelling rules of
    engine/sequitur/spelling.py, in their order)."""
    positions = list(spell.positions)
    balls = [rack[p] for p in positions]
    rising = all(a < b for a, b in zip(positions, positions[1:]))
    falling = all(a > b for a, b in zip(positions, positions[1:]))
    if not (rising or falling):
        return _("Letters cannot be rearranged: read the balls left to right, or turn the rack around.")
    if BLANK in balls and spell.blank is None:
        return _("Say which letter the blank ball stands for.")
    if Q in balls and spell.qu is None:
        return _("Say whether the Q ball is used as Q or as QU.")
    if len(text) < MIN_LENGTH:
        return ngettext("A word needs at least {count} letter.", "A word needs at least {count} letters.",
                        MIN_LENGTH, count=MIN_LENGTH)
    if text not in table_words():
        return _("{word} is not in the dictionary.", word=upper(text))
    return _("Those balls do not spell that word.")


__all__ = ["MIN_LENGTH", "Preview", "ball_label", "ball_points", "end_of", "goals_met", "met_line", "met_text", "play_in",
           "preview", "shown", "table_letters", "table_words", "to_gap", "to_rack"]
