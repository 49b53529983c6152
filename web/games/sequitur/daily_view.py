"""#/sequitur/daily: today's deal (docs/rules.md, "Today's deal").

The screen the home screen's and the setup's "Today's deal" open. Once the
day's deal is finished here, it shows the result to share (the day's entry
in the statistics) instead of a new game; a game of the day's deal in
progress resumes at its table (`#/sequitur/play/today`); otherwise it says
what the deal is and starts it. The deal keeps an autosave of its own
(`seqgames.sequitur.today`, web/device/keys.py): a Sequitur game in progress
waits in its own, untouched, and resumes after (issue 80). Starting asks
first only when an earlier day's deal is unfinished there (it would replace
it). A deal started here before the deal had a save of its own, and replaced
by another game before its end, is not dealt again that day.
The result part is the same on this screen and at the end of the game:
the points, the ladder title, par once the expert has played the same deal
(web/games/sequitur/par.py: "Working out par…" until then), and the text to
share, shown selectable, shared with the Web Share API where the browser
has it and else copied to the clipboard, with a line saying which.

The deal is in the words of the player's language, as the setup's default
picks it (web/games/sequitur/words.py `default_language`: the app's language if
Sequitur has words in it, else English): the same deal for everyone of that
language on that day, its words downloaded before Start as the setup does,
its par worked out on them, and the screen shows which ("ES", "Spanish").
The result and the streak count per day, whatever the language.

A past day's deal (`#/sequitur/daily/<day>`, from its past days at `#/sequitur/past`: the shared
archive, web/table/archive.py) is played the same way, in the same save of its own; its result is
kept apart in the statistics (`late`) and changes no streak. A deal counts for the streak when it
was dealt as today's (`STARTED`). Today's deal unfinished is never replaced by a past day's.
"""
from __future__ import annotations

import json
from typing import Any, Callable

import js

from engine.core.daily import streaks
from engine.core.errors import SetupError
from engine.sequitur.daily import config_of, seed_of
from engine.sequitur.dictionary import ENGLISH
from engine.sequitur.state import END_DRAWS, FIRST_DRAW
from web.page import dom
from web.page.dates import day_text
from web.page.tasks import spawn
from web.device import keys
from web.device import storage
from web.device.finish import stored_stats, today, update_stats
from web.games.sequitur import GAME, daily, par, summary_view, words
from web.device.names import clean_name
from web.device.saves import Saves, unfinished_daily
from web.device.stats import DailyResult, StatsError, add_daily, daily_results
from web.model.hints import HINTS_DEFAULT
from web.model.seats import Seat
from web.model.session import Session
from web.ui.keep_game import replace_or_ask
from web.page.words import N_, _, ngettext
from web.ui.question import Question
from web.ui.links import back_to_games
from web.ui.share import share_text, streak_words
from web.table import archive

INTRO = N_("One solo game a day: the same letters and goals for everyone, on any device.")
PAR_LATER = N_("At the end: the ladder, par (the expert AI's score on this deal) and a result to share.")
WORKING = N_("Working out par (the expert AI plays the same deal)…")
# the last day whose deal was started here: once a day (before its own save, another game could replace it)
STARTED = keys.SEQUITUR_DAILY
TABLE = "#/" + Saves(GAME.id, keys.TODAY).table  # today's deal's table, played from its own autosave
PLAYED = N_("Today's deal has been played on this device. A new deal comes tomorrow.")
NOT_A_DAY = N_("“{text}” is not a day of the archive (a date from {first} to today): here is today's deal.")
# Translators: a link of the home screen: Sequitur's deals of past days
PAST_TITLE = N_("Sequitur's past deals")
PAST_INTRO = N_("Play the deal of any day. Its result is kept on this device, but a past day never changes your "
                "streak: only a deal played on its own day counts.")
# a day's mark in the past days (web/table/archive.py): its result kept, or its deal begun here
MARKS = {"solved": N_("Played on its day"),
         # Translators: Sequitur's archive of deals: a day's deal played on a later day
         "late": N_("Played later"),
         # Translators: Sequitur's archive of deals: a day's deal started, not finished
         "missed": N_("Started, not finished"),
         # Translators: Sequitur's archive of deals: a day's deal not started
         "": N_("Not started")}


def results(part: str = "daily") -> list[DailyResult] | None:
    """The days' results kept in the statistics, oldest first (`part` "late": the past days' played
    from the archive); None if the store is damaged."""
    try:
        return daily_results(stored_stats(), part)
    except StatsError:
        return None


def kept_result(day: str) -> dict[str, Any] | None:
    """`day`'s result as the statistics keep it (`as_result`), "late" if played from the archive."""
    for part in ("daily", "late"):
        kept = next((r for r in results(part) or [] if r.day == day), None)
        if kept is not None:
            return dict(as_result(kept), late=part == "late")
    return None


def started() -> str | None:
    """The last day whose deal was dealt here as today's."""
    day = (storage.get_object(STARTED) or {}).get("day")
    return day if isinstance(day, str) else None


def keep(session: Any) -> str:
    """The deal ended at the table: keep its result in the statistics, a past day's apart (no streak
    counts it: only a deal dealt as today's does); "" or why not."""
    result = daily.result_of(session)
    if result is None:
        return ""
    late = result["day"] != started()
    known = par.result(result["day"], result.get("language", ENGLISH))
    return update_stats(lambda data: add_daily(data, result, known, late=late))


def past(view: Any) -> Any:
    """#/sequitur/past: the past days' deals, each marked from the statistics and the deal's save."""
    marks = {r.day: "solved" for r in results() or []}
    marks.update({r.day: "late" for r in results("late") or []})
    for day in (unfinished_daily(GAME.id, keys.TODAY), started()):
        if day is not None and day not in marks:
            marks[day] = "missed"
    return archive.screen(view, GAME.id, _(PAST_TITLE), _(PAST_INTRO), marks, MARKS)


def as_result(kept: DailyResult) -> dict[str, Any]:
    out = {"day": kept.day, "points": kept.points, "title": kept.title, "assisted": kept.assisted,
           "picture": list(kept.picture)}
    if kept.language != ENGLISH:
        out["language"] = kept.language
    return out


def score_line(result: dict[str, Any]) -> str:
    """'12 points (Moving up).', each case a whole sentence; the title in the player's language."""
    points, title = result["points"], daily.title_words(result["title"])
    if result["assisted"]:
        if title:
            return ngettext("{count} point ({title}), assisted (Undo or a suggestion was used).",
                            "{count} points ({title}), assisted (Undo or a suggestion was used).", points,
                            count=points, title=title)
        return ngettext("{count} point, assisted (Undo or a suggestion was used).",
                        "{count} points, assisted (Undo or a suggestion was used).", points, count=points)
    if title:
        # Translators: Sequitur's daily deal: the score and its title, a sentence
        return ngettext("{count} point ({title}).", "{count} points ({title}).", points, count=points, title=title)
    # Translators: Sequitur's daily deal: the score, a sentence
    return ngettext("{count} point.", "{count} points.", points, count=points)


def result_part(result: dict[str, Any], listeners: dom.Listeners, on_par: Callable[[int], None] | None = None,
                *, ladder: Any = None) -> Any:
    """The day's result: points and title, par (worked out if need be), the text to share and Share;
    `on_par(par)` once par is known (the end screen marks it on the ladder). At the end, `ladder` (the
    score ladder) goes under par, then Share, then the text it shares; what the end says already (the
    day, in the table's bar; the points and title, in its heading; par, on the ladder) is for a screen
    reader only: one screen on a phone (issue 80)."""
    end = " daily-end" + " assisted" * bool(result["assisted"]) if ladder is not None else ""
    box = dom.element("section", cls="panel daily-result" + end, attrs={
        "id": "daily-result", "aria-labelledby": "daily-result-title"})
    day, language = result["day"], result.get("language", ENGLISH)
    par_line = dom.element("p", "", attrs={"id": "daily-par", "role": "status"})
    text = dom.element("pre", "", cls="daily-share-text", attrs={"id": "daily-share-text"})
    status = dom.element("p", "", cls="seq-hint-text", attrs={"id": "daily-share-status", "role": "status"})
    # Translators: a button: share today's deal's result
    share = dom.element("button", _("Share the result"), cls="button primary",
                        attrs={"type": "button", "id": "daily-share"})
    shared = [dom.element("p", _("The result to share (it names no letter, word or goal):"), cls="seq-hint-text"), text]
    sharing = [dom.element("div", cls="seq-actions", children=[share]), status]
    heading = (_("Sequitur: the deal of {date}", date=day_text(day)) if is_late(result)
               # Translators: Sequitur: today's deal and its date
               else _("Today's deal, {date}", date=day_text(day)))
    box.append(dom.element("h2", heading, attrs={"id": "daily-result-title"},
                           cls="visually-hidden" if ladder is not None else None),
               dom.element("p", score_line(result), attrs={"id": "daily-score"}), par_line,
               *(shared + sharing if ladder is None else [ladder] + sharing + shared))

    def show(value: int | None) -> None:
        dom.set_text(par_line, _(WORKING) if value is None else _("Par (the expert AI on the same deal): {par}.", par=value))
        box.setAttribute("data-par", "" if value is None else str(value))
        dom.set_text(text, daily.share_text(result, value, past=is_late(result)))
        if value is not None and on_par is not None:
            on_par(value)

    async def wait_for_par() -> None:
        try:
            value = await par.par_of(day, language)
        except Exception as error:  # the worker failed: the result stands without par
            js.console.warn(f"par: {error}")
            dom.set_text(par_line, _("Par could not be worked out on this device."))
            return
        show(value)

    known = par.result(day, language)
    show(known)
    if known is None:
        spawn(wait_for_par())
    listeners.on(share, "click", lambda event: spawn(share_text(str(text.textContent), status)))
    return box


def player_name() -> str:
    """The player's name (Settings), else the one the setup last gave its first seat, if a person
    played it."""
    from web.device import settings

    name = settings.load().name
    if name:
        return name
    setup = Saves(GAME.id).load_setup() or {}
    seats = setup.get("seats")
    first = seats[0] if isinstance(seats, list) and seats and isinstance(seats[0], dict) else {}
    name = first.get("name") if first.get("ai", "") == "" else None
    return clean_name(name if isinstance(name, str) else "", 0)


async def start(day: str, saves: Saves, error: Any) -> None:
    """Deal the day's game in the player's words and open its table (the setup's way: the words
    downloaded, a new autosave, then the table)."""
    language = words.default_language()
    try:
        await words.fetch_for_game(language, lambda text: dom.set_text(error, text))
    except SetupError as problem:
        # Translators: Sequitur's daily deal: why it cannot start (a sentence)
        dom.set_text(error, _("Cannot start: {problem}.", problem=problem))  # the setup's words (web/table/setup_form.py)
        return
    session = Session.new(GAME, config_of(language), [Seat(player_name())],
                          {"hints": HINTS_DEFAULT, daily.OPTION: day}, seed_of(day))
    if not saves.save_game(session.save_text(), replace=True):
        # Translators: Sequitur's daily deal: why it cannot start (a heading's status)
        dom.set_text(error, _("Cannot start: {problem}", problem=saves.problem))
        return
    if day == today():  # (a past day's deal, from the archive, may be dealt again: it counts for no streak)
        storage.put(STARTED, json.dumps({"day": day}))
    js.location.replace(TABLE)  # Back from the table leads home, not here again


def mount(view: Any, args: list[str]) -> Any:
    """Today's deal, or a past day's (`#/sequitur/daily/<day>`): its result, its game in progress, or a
    new game of it."""
    listeners = dom.Listeners()
    day, note = archive.asked(args, NOT_A_DAY)
    now = day == today()
    saves = Saves(GAME.id, keys.TODAY)
    session = Session.autosaved(GAME, saves)
    mine = session is not None and daily.day_of(session) == day
    # Translators: a game card of the home screen: Sequitur's deal of the day
    view.append(dom.element("h1", _("Sequitur: today's deal") if now else
                            _("Sequitur: the deal of {date}", date=day_text(day)), attrs={"tabindex": "-1"}))
    if note:
        view.append(dom.element("p", note, cls="notice", attrs={"id": "daily-address", "role": "status"}))
    elif mine and not session.is_over:
        js.location.replace(TABLE)  # a game of the day's deal in progress resumes
        return listeners.clear
    before = Session.autosaved(GAME, Saves(GAME.id)) if now else None  # a deal started before it had a save of its own
    if before is not None and not before.is_over and daily.day_of(before) == day:
        js.location.replace("#/sequitur/play")
        return listeners.clear
    kept = kept_result(day)
    finished = kept if kept is not None else daily.result_of(session) if mine else None
    if finished is not None:
        view.append(result_part(finished, listeners))
        after = _("A new deal comes tomorrow.") if now else _("A past day leaves the streak as it was.") if is_late(finished) else ""
        if after:
            view.append(dom.element("p", after, cls="seq-hint-text", attrs={"id": "daily-tomorrow"}))
    elif mine:  # (an address that named no day: today's deal in progress, one tap away)
        view.append(dom.element("p", cls="seq-actions", children=[dom.element(
            # Translators: a button: resume the game or deal in progress
            "a", _("Resume"), cls="button primary big", attrs={"href": TABLE, "id": "daily-resume"})]))
    elif now and started() == day:
        # started here (before the deal had its own save) and replaced before its end: not dealt twice
        view.append(dom.element("p", _(PLAYED), cls="notice", attrs={"id": "daily-played"}))
    elif not now and session is not None and not session.is_over and daily.day_of(session) == today():
        # today's deal unfinished in the deal's save: a past day's never replaces it
        view.append(dom.element("p", _("Today's deal is in progress: finish it, then play this one."), cls="notice",
                                attrs={"id": "daily-today-first"}),
                    dom.element("p", cls="seq-actions", children=[dom.element(
                        "a", _("Resume"), cls="button primary big", attrs={"href": TABLE, "id": "daily-resume"})]))
    else:
        door(view, listeners, day, now, saves, session)
    streak = streak_line(results() or [], today())
    view.append(dom.element("p", streak, attrs={"id": "daily-streak"}),
                dom.element("p", cls="seq-actions daily-links", children=[
                    # Translators: a link on Sequitur's screen of today's deal to the deals of the days before
                    dom.element("a", _("Past deals"), cls="nav-link", attrs={"href": "#/sequitur/past", "id": "daily-past-link"}),
                    # Translators: a link of the home screen and the page's heading: the statistics
                    dom.element("a", _("Statistics"), cls="nav-link", attrs={"href": "#/stats"}),
                    back_to_games()]))
    return listeners.clear


def is_late(result: dict[str, Any]) -> bool:
    """Whether a result is a past day's, played from the archive (kept so, or, at the table's end, a
    deal not dealt as today's: `keep`'s rule)."""
    return bool(result["late"]) if "late" in result else result["day"] != started()


def door(view: Any, listeners: dom.Listeners, day: str, now: bool, saves: Saves, session: Session | None) -> None:
    """The day's deal waiting on the table, what it is, and Start (which asks before replacing an
    earlier day's deal unfinished in the deal's save)."""
    error = dom.element("p", "", cls="seq-error", attrs={"id": "daily-error", "role": "alert"})
    # Translators: a button: start Sequitur's deal of the day
    start_words = (_("Start today's deal") if now
                   else _("Start the deal of {date}", date=day_text(day)))
    button = dom.element("button", start_words,
                         cls="button primary big", attrs={"type": "button", "id": "daily-start"})
    parts = [dom.element("p", _(INTRO), cls="daily-intro-text"),
             dom.element("p", _(PAR_LATER), cls="daily-par-later", attrs={"id": "daily-par-later"})]
    if not now:
        parts.append(dom.element("p", _("A past day leaves the streak as it was."), cls="daily-par-later",
                                 attrs={"id": "daily-past"}))
    earlier = daily.day_of(session) if session is not None and not session.is_over else None
    if earlier is not None:  # an earlier day's deal, unfinished in the deal's own save
        round_ = session.public()["round"]
        said = (_("The deal of {date} is not finished (round {round} of 3): "
                  "starting today's deal replaces it.", date=day_text(earlier), round=round_)
                if now else _("The deal of {date} is not finished (round {round} of 3): starting this "
                              "one replaces it.", date=day_text(earlier), round=round_))
        parts.append(in_its_words(said, session.state.language))
    # the notice says it, and the button asks too: a game is never lost to one tap (issue 41)
    replace = Question("daily-start-choice", listeners, question_id="daily-start-question")
    # one screen, as a game's door: the deal waiting on the table, then what it is and Start
    # Translators: Sequitur's daily deal: a link, a heading and a heading of How to play
    label = (_("Today's deal") if now
             else _("Sequitur: the deal of {date}", date=day_text(day)))
    view.append(dom.element("section", cls="daily-intro", attrs={"id": "daily-intro", "aria-label": label},
                            children=[deal_table(day), dom.element("div", cls="daily-door", children=parts + [
                                error, replace.element, button])]))

    def on_start(event: Any) -> None:
        replace_or_ask(replace, GAME, saves, ids="daily-start",
                       doing=_("Starting today's deal replaces it.") if now else _("Starting this deal replaces it."),
                       replace=lambda: spawn(start(day, saves, error)), keep=lambda: button.focus())

    listeners.on(button, "click", on_start)


def in_its_words(said: str, language: str) -> Any:
    """The notice of a deal in progress (`said`), with the language of its words beside it ("ES", "Spanish")
    where they are not those the deal on the felt gets (the app's language changed since it was dealt)."""
    apart = language != words.default_language() and language in summary_view.WORDS_IN
    notice = dom.element("p", said, cls=None if apart else "notice", attrs={"id": "daily-replaces"})
    if not apart:
        return notice
    return dom.element("div", cls="notice daily-in-progress", children=[
        dom.element("ul", cls="sr-piles daily-words", children=[summary_view.words_pile(language, "daily-replaces-words")]),
        notice])


def deal_table(day: str) -> Any:
    """The day's deal as it waits on the table: the rack's letter balls face down (rulebook "Playing
    the game", step 1: five letters, then three onto the ends), none of them shown before Start."""
    count, language = FIRST_DRAW + END_DRAWS, words.default_language()
    rack = dom.element("span", cls="sr-rack picture-rack daily-rack", attrs={
        "id": "daily-rack", "role": "img", "aria-label": ngettext(
        "Your rack: {count} letter ball, face down until you start",
        "Your rack: {count} letter balls, face down until you start", count, count=count)},
        children=[dom.element("span", cls="sr-ball back") for _ball in range(count)])
    felt = dom.element("div", cls="game-picture daily-felt", children=[
        rack, dom.element("p", _("The deal of {date}.", date=day_text(day)), cls="daily-day", attrs={"id": "daily-day"})])
    if language != ENGLISH:  # its words, as the table shows them beside the piles ("ES", "Spanish")
        felt.append(dom.element("ul", cls="sr-piles daily-words", children=[summary_view.words_pile(language)]))
    return felt


def streak_line(kept: list[DailyResult], day: str) -> str:
    """'Streak: 3 days in a row (best: 5).'"""
    current, best = streaks([r.day for r in kept], day)
    if not best:
        return _("No day's deal played yet: a streak counts the days in a row.")
    return streak_words(current, best)
