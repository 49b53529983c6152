"""Today's deal at the table (pure Python, tested on CPython): which game is
today's deal and the result a person can share (the streaks: engine/core/daily.py).

A game is today's deal of day D when its table's options say `"daily": D`
and it is the deal of that day: solo, with the engine's default rules, in
the words of any language, from the seed of D (engine/sequitur/daily.py). A rematch, or a game imported from
a file without its seed (dealt anew), is not, whatever its table says.
The share text holds the date, the points, the ladder title, par and one
row of coloured squares per round (a goal met in its colour, one missed
grey or black): no letter, word or goal a player could use (docs/rules.md);
the language of the words where it is not English.
"""
from __future__ import annotations

from typing import Any

from engine.core.state import CHANCE
from engine.sequitur.daily import check_day, language_of, seed_of
from engine.sequitur.dictionary import ENGLISH
from engine.sequitur.events import Claimed, GoalsShown, SecretColoursShown, SecretGoalLost, SecretGoalWon
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import SequiturState
from web.games.sequitur.preview import WORDS_IN, language_name
from web.model.hints import check_hints
from web.page.words import N_, _, ngettext

OPTION = "daily"  # the table's option naming the day of the deal (in the save and the record's `table`)
SQUARES = {"red": "\U0001F7E5", "yellow": "\U0001F7E8", "green": "\U0001F7E9"}
MISSED_PUBLIC = "\u2B1C"  # a public goal not met
MISSED_SECRET = "\u2B1B"  # the secret goal not met (or none drawn)
# the solo ladder's titles (engine/sequitur/state.py LADDER, the rulebook's "Solo play"), as a player reads them
TITLES = {"Sequitur master": N_("Sequitur master"), "Impressive": N_("Impressive"), "Getting good": N_("Getting good"),
          "Moving up": N_("Moving up"), "Good start": N_("Good start")}


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """Sequitur's table options: hints (web/model/hints.py) and the day of today's deal, if any."""
    out = check_hints(options)
    try:
        out[OPTION] = check_day(options.get(OPTION))
    except ValueError:
        pass
    return out


def day_of(session: Any) -> str | None:
    """The day whose deal `session` plays, or None for any other game."""
    day = (getattr(session, "options", None) or {}).get(OPTION)  # a guest's copy of a table has none
    if not isinstance(day, str):
        return None
    state = session.state
    # any goal catalog: the day's deal is its seed at a solo table (a release's new catalog keeps it), in any language's words
    if language_of(state.rematch_config(state.config)) is None or state.tape:
        return None
    return day if state.seed == seed_of(day) else None


def picture(session: Any) -> list[str]:
    """One row of squares per round played: the secret goal (its colour if met,
    black if not), then each public goal in the order drawn (its colour if
    claimed, white if not)."""
    rows: list[list[str]] = []
    public: dict[str, str] = {}
    for _at, event in session.events:
        if isinstance(event, SecretColoursShown):
            rows.append([MISSED_SECRET])
            public = {}
        elif not rows:
            continue
        elif isinstance(event, SecretGoalWon):
            rows[-1][0] = SQUARES.get(BY_ID[event.goal].colour, MISSED_SECRET)
        elif isinstance(event, SecretGoalLost):
            rows[-1][0] = MISSED_SECRET
        elif isinstance(event, GoalsShown):
            for goal in event.public:
                if goal is not None:
                    public[goal] = str(len(rows[-1]))
                    rows[-1].append(MISSED_PUBLIC)
        elif isinstance(event, Claimed) and event.goal in public:
            rows[-1][int(public[event.goal])] = SQUARES.get(BY_ID[event.goal].colour, MISSED_PUBLIC)
    return [row[0] + " " + "".join(row[1:]) for row in rows]


def result_of(session: Any) -> dict[str, Any] | None:
    """A finished deal's result, as the statistics keep it, or None."""
    day, result = day_of(session), session.state.result()
    if day is None or result is None or result.scores is None:
        return None
    kept = {"day": day, "points": int(result.scores[0]), "title": str(result.details.get("rank") or ""),
            "assisted": bool(session.assisted), "picture": picture(session)}
    language = language_of(session.state.rematch_config(session.state.config))
    if language != ENGLISH:  # (an English deal's result stays as it always was)
        kept["language"] = language
    return kept


def title_words(title: str) -> str:
    """A ladder title (kept in the statistics as the engine names it) in the player's language."""
    return _(TITLES[title]) if title in TITLES else title


def share_text(result: dict[str, Any], par: int | None, *, past: bool = False) -> str:
    """What a person shares, in their language (`past`: a past day's deal, played from the archive):
    no letter, word or goal of the deal, so it spoils nothing."""
    points, title = result["points"], title_words(result["title"])
    head = [_("Sequitur · the deal of {date}", date=result["day"]) if past else
            _("Sequitur · today's deal {date}", date=result["day"])]
    language = result.get("language", ENGLISH)
    if language in WORDS_IN:  # a deal in words other than English names them, as the table does ("Spanish")
        head.append(language_name(language))
    # Translators: Sequitur's daily deal: the score and its title
    head.append(ngettext("{count} point ({title})", "{count} points ({title})", points, count=points, title=title)
                if title else ngettext("{count} point", "{count} points", points, count=points))
    if result.get("assisted"):
        # Translators: a daily deal's result played with help (Suggest or Undo), after its score
        head.append(_("assisted"))
    if par is not None:
        # Translators: Sequitur's daily deal: the par score ("par 20")
        head.append(_("par {par}", par=par))
    return "\n".join([" · ".join(head)] + list(result.get("picture", [])))


def to_decision(state: SequiturState) -> tuple[SequiturState, int | None]:
    """Par's game (web/games/sequitur/par.py): play chance and forced moves up to
    the expert's next decision; (state, the deciding seat, or None once over)."""
    while not state.is_over:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        forced = state.forced_action(seat, legal) if legal is not None and len(legal) == 1 else None
        if forced is not None:
            state.apply(seat, forced)  # taken without asking, as the table takes a forced move
            continue
        return state, seat
    return state, None
