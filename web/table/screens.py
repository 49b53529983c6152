"""The screens every game shares around its table: the table screen itself
(the autosaved game, or why there is none; `#/<game>/replay` is its replay,
web/table/replay.py), the setup screen's notice offering to resume, and its
"Load a game from a record file" section (which asks before replacing a
game in progress, offers to replay a finished record, and says why a
refused file is refused in the game's own words).

A save or a file is outside data: anything wrong with it is shown with the
reason and a way on (clear the damaged save, pick another file), never a
stuck screen, and a refused file changes nothing.
"""
from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

import js

from engine.core.errors import RecordError
from engine.core.jsonlimits import size_text
from engine.core.record import prefix as record_prefix
from web.page import dom, files
from web.model.catalog import GAMES_BY_ID
from web.page import navigation
from web.page.jsvalue import found
from web.device.names import and_list, clean_name, renamed_sentence
from web.device.keys import TODAY
from web.device.saves import Saves
from web.page.modes import later
from web.page.imports import import_module, import_table
from web.page.tasks import spawn
from web.page.words import _
from web.table.driver import Driver
from web.table.seen import SeenGame, read_game
from web.ui.keep_game import KEEP, REPLACE, in_progress
from web.model.records import MAX_RECORD_BYTES, read_record
from web.model.refusals import problem_words, record_problem, sentence as refusal_sentence
from web.model.seats import SeatKind
from web.model.session import Session
from web.model.spec import GameSpec
from web.ui.question import Answer, Question



# The setup screen paints and loads its levels first, then the table's modules are imported.
TABLE_AHEAD_S = 0.3


def game_mount(view: Any, args: list[str], game: str,
               ready: Callable[[], Awaitable[None]] | None = None, loading: str = "Loading…") -> Callable[[], None] | None:
    """A game's screens: its setup screen (`#/<game>`) or its table
    (`#/<game>/play`), or its daily challenge's past days (`#/<game>/past`); `ready` is what the table must load first (Sequitur's
    dictionary), with a line saying so; the setup screen opens at once and
    starts that load. Their look is linked from index.html."""
    if args[:1] == ["past"] and GAMES_BY_ID[game].daily:  # the daily challenge's past days (web/table/archive.py)
        return (import_module("web.table.archive").mount(view, game) if GAMES_BY_ID[game].puzzle
                else import_module(f"web.games.{game}.daily_view").past(view))
    screen = "play_view" if args[:1] in (["play"], ["replay"], ["review"]) else \
        "walkthrough" if args[:1] == ["learn"] and GAMES_BY_ID[game].walkthrough else \
        "daily_view" if args[:1] == ["daily"] and GAMES_BY_ID[game].daily else "setup_view"

    def open_screen() -> Callable[[], None] | None:
        cleanup = import_module(f"web.games.{game}.{screen}").mount(view, args)
        if screen != "walkthrough":  # the guided game says what to do itself (web/table/guide.py)
            rules_link(view, game, at_table=args[:1] == ["play"], setup=screen == "setup_view",
                       today=args[:2] == ["play", TODAY])
        return cleanup

    if screen == "setup_view":
        # Choosing seats needs nothing of `ready` nor of the table's modules: they load
        # meanwhile, and the table (where Start leads) waits only for what is not done yet.
        if ready is not None:
            spawn(_quietly(ready))
        spawn(_table_ahead(game))
        return open_screen()
    if ready is None:
        return open_screen()
    name = GAMES_BY_ID[game].name
    # the screen's own heading while it loads (today's deal replays a game of it to say how it stands)
    title = {"play_view": name, "daily_view": f"{name}: today's deal"}.get(screen, f"{name}: setup")
    return when_loaded(view, title, f"{game}-loading", loading, ready, lambda _ready: open_screen(), mark=game)


def when_loaded(view: Any, title: str, loading_id: str, loading: str, ready: Callable[[], Awaitable[Any]],
                open_screen: Callable[[Any], Callable[[], None] | None], *, mark: str = "") -> Callable[[], None]:
    """A screen that needs something loaded first (Sequitur's dictionary, a day's puzzle): its
    heading `title` and a line saying so (`#<loading_id>`, `loading`) until `ready()` gives it, then
    `open_screen(what it gave)` in their place, its heading focused; if the load fails, the line says
    why and to reload. `mark`: the performance marks `<mark>:loaded` and `:opened` (bench/long_tasks.py)."""
    state: dict[str, Any] = {"alive": True, "cleanup": None}
    view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                dom.element("p", loading, attrs={"id": loading_id, "aria-live": "polite"}))

    async def show() -> None:
        try:
            got = await ready()
        except Exception as error:  # offline before the first visit finished, or a broken file
            dom.set_text(dom.by_id(loading_id), _("The game could not be loaded ({problem}). Reload to try again.",
                                                  problem=error))
            return
        if not state["alive"]:
            return
        if mark:
            js.performance.mark(f"{mark}:loaded")  # what the table needed is here (bench/long_tasks.py)
        dom.clear(view)
        state["cleanup"] = open_screen(got)
        if mark:
            js.performance.mark(f"{mark}:opened")
        heading = view.querySelector("h1")
        if found(heading):
            heading.focus()

    def cleanup() -> None:
        state["alive"] = False
        if state["cleanup"] is not None:
            state["cleanup"]()

    spawn(show())
    return cleanup


async def _table_ahead(game: str) -> None:
    """Import the table's modules while the setup screen is read (web/page/imports.py), once it
    has painted; a failure is left to the table's own import, which says it."""
    await asyncio.sleep(TABLE_AHEAD_S)
    try:
        await import_table(game)
        js.performance.mark(f"{game}:ahead")  # the table's modules are in (bench/load.py --settled)
    except Exception as error:
        js.console.warn(f"The table's modules were not imported ahead ({error}).")


async def _quietly(ready: Callable[[], Awaitable[None]]) -> None:
    """Load ahead of need; a failure is said where the load is needed (the table)."""
    try:
        await ready()
    except Exception:  # the table's own call to `ready` reports it
        pass


def rules_link(view: Any, game: str, *, at_table: bool, setup: bool = False, today: bool = False) -> None:
    """"How to play" under the screen's heading, for every game, at its setup and at its table
    (the rules screen's "Back" returns here: web/shell/rules.py), and at a `setup` the guided game
    of a game that has one ("New to Sequoia? Play a guided game": web/table/guide.py; not on today's
    deal, whose one screen is its Start); at today's deal's table (`today`), back to that table."""
    heading = view.querySelector("h1")
    if not found(heading) or found(view.querySelector("#how-to-play")):
        return
    # Translators: a link and a heading: the game's rules as a guide
    links = dom.element("p", cls="rules-links", children=[dom.element("a", _("How to play"), cls="nav-link help rules-link", attrs={
        "href": f"#/rules/{game}/{'play' if at_table else 'setup'}{'/' + TODAY if today else ''}",
        "id": "how-to-play"})])
    if setup and GAMES_BY_ID[game].walkthrough:
        # offered on every setup; on the first visit (never set up nor saved here) as a button
        saves = Saves(game)
        first = saves.load_setup() is None and saves.peek() is None
        links.append(dom.element("a", _("New to {game}? Play a guided game", game=GAMES_BY_ID[game].name),
                                 cls="button rules-link guide-link" if first else "nav-link rules-link",
                                 attrs={"href": f"#/{game}/learn", "id": "walkthrough-link"}))
    heading.after(links)


def resume_notice(view: Any, spec: GameSpec, saves: Saves, progress: Callable[[Session], str], prefix: str) -> None:
    """Offer the autosaved game to resume, unless there is none, it is damaged or over.
    `progress(session)` says where it stands ("A game is in progress (…).")."""
    session = Session.autosaved(spec, saves)
    if session is None or session.is_over:
        return
    view.append(dom.element("div", cls="notice seq-resume", children=[
        dom.element("p", progress(session)),
        dom.element("a", _("Resume the saved game"), cls="button", attrs={"href": f"#/{spec.id}/play",
                                                                        "id": f"{prefix}-resume"})]))


def names_in(text: str | bytes) -> list[str]:
    """The names a record file's table lists, cleaned as at every door (before
    look-alikes are renamed: web/model/seats.py); [] if it lists none."""
    table = read_record(text).get("table")
    seats = table.get("seats") if isinstance(table, dict) else None
    if not isinstance(seats, list):
        return []
    return [clean_name(seat.get("name") if isinstance(seat, dict) else "", i) for i, seat in enumerate(seats)]


def explain(spec: GameSpec, text: str | bytes, problem: RecordError) -> str:
    """Why a record file is refused, ending with a full stop: for a move
    against the rules, which move, who played it and why not, in the game's
    own words (names, rows and columns, cards), never a seat number or a code."""
    illegal = problem.illegal
    if illegal is None or problem.played is None:
        return record_problem(problem) + "."
    number = problem.played + 1
    try:
        before = Session.from_record(spec, record_prefix(read_record(text), problem.played), {})
        seat = illegal.seat
        # Translators: the log's subject when a move came from an unknown seat: "A player made a move"
        who = before.name(seat) if isinstance(seat, int) and 0 <= seat < len(before.seats) else _("A player")
        try:
            did = spec.done(before, seat, illegal.action)
        except Exception:  # a tampered action may have no words: say who, not what
            # Translators: the log, after "A player": the move could not be said
            did = _("made a move")
        why = refusal_sentence(before, illegal, advice=False).rstrip(".")
        return _("the record was altered (move {number} breaks the rules). {who} {did}: {why}.", number=number,
                 who=who, did=did, why=why[:1].lower() + why[1:])
    except Exception:
        return _("the record was altered (move {number} breaks the rules).", number=number)


def import_section(spec: GameSpec, prefix: str, listeners: dom.Listeners, saves: Saves,
                   confirm: Callable[[], bool] | None = None) -> Any:
    """The <details> holding the file input `#<prefix>-import` and its message
    `#<prefix>-import-msg`. A valid record file becomes the autosave and its
    table opens, after asking (`#<prefix>-import-choice`) when it would replace
    a game in progress or when names that look alike were renamed "Ann (2)"
    (saying which); a finished game may be replayed instead
    (`#<prefix>-import-replay`). A broken or altered file is refused with the
    reason, and nothing changes."""
    import_input = dom.element("input", attrs={"type": "file", "id": f"{prefix}-import", "accept": ".json,application/json"})
    import_msg = dom.element("p", "", cls="seq-error", attrs={"id": f"{prefix}-import-msg", "role": "alert"})
    choice = Question(f"{prefix}-import-choice", listeners, question_id=f"{prefix}-import-question")

    def refuse(text: str) -> None:
        dom.set_text(import_msg, text)
        import_input.value = ""

    def close_choice() -> None:
        choice.close()

    def load(session: Session) -> None:
        close_choice()
        if not saves.save_game(session.save_text(), replace=True):
            refuse(_("This file cannot be loaded: {problem}", problem=saves.problem))
            return
        navigation.go(f"{spec.id}/play")

    def replay(session: Session) -> None:
        replay_record(session.record())

    def replay_record(record: dict[str, Any]) -> None:
        from web.ui.open_replay import open_replay

        close_choice()
        open_replay(spec, record, saves)

    def offer_seen(game: SeenGame) -> None:
        """A record of what the table saw: it replays, and cannot be continued (says why)."""
        close_choice()
        names = and_list([seat.name for seat in game.seats])
        section.open = True
        choice.ask(_("This file is what the table saw of a game of {names} (“Share what happened”): it holds "
                     "nobody's hand, rack or roll, so it can be replayed but not continued.", names=names),
                   [Answer(f"{prefix}-import-replay", _("Replay it move by move"), lambda: replay_record(game.record)),
                    Answer(f"{prefix}-import-keep", _("Cancel"), keep, True)])

    def keep() -> None:
        import_input.value = ""
        dom.set_text(import_msg, "")
        import_input.focus()

    def offer(session: Session, renamed: str) -> None:
        """Load the file's game, or first ask what to do with it (and say
        which names were changed, `renamed`)."""
        current = Session.autosaved(spec, saves)
        busy = current is not None and not current.is_over
        if not session.is_over and not busy and not renamed:
            load(session)
            return
        close_choice()
        names = and_list([seat.name for seat in session.seats])
        answers: list[Answer] = []
        if not session.is_over and not busy:
            text = _("This file is a game of {names} in progress.", names=names)
            answers.append(Answer(f"{prefix}-import-load", _("Open it at the table"), lambda: load(session)))
        elif session.is_over:
            text = _("This file is a finished game of {names}: {result}", names=names, result=spec.ending(session)[0])
            answers.append(Answer(f"{prefix}-import-replay", _("Replay it move by move"), lambda: replay(session)))
            open_text = _("Open it at the table")
            if busy:
                text += " " + _("Opening it at the table replaces the game in progress ({where}).",
                                where=spec.where(current))
                open_text = _("Replace the game in progress with it")
            answers.append(Answer(f"{prefix}-import-load", open_text, lambda: load(session)))
        else:
            text = in_progress(spec, current) + " " + _("Loading this file ({names}) replaces it.", names=names)
            answers.append(Answer(f"{prefix}-import-load", _(REPLACE), lambda: load(session)))
        answers.append(Answer(f"{prefix}-import-keep", _(KEEP) if busy else _("Cancel"), keep, True))
        # the question is seen, however the file was picked: its fold and any fold around it
        # (the setup's "More options") open
        fold = section
        while found(fold):
            fold.open = True
            fold = fold.parentElement.closest("details") if found(fold.parentElement) else None
        choice.ask(f"{renamed} {text}" if renamed else text, answers)

    async def on_import() -> None:
        close_choice()
        dom.set_text(import_msg, "")
        picked = import_input.files
        if picked is not None and picked.length and picked.item(0).size > MAX_RECORD_BYTES:
            refuse(_("This file cannot be loaded: it is larger than {size}, far more than any game record.",
                     size=size_text(MAX_RECORD_BYTES)))
            return
        text = await files.read_file(import_input)
        if text is None:
            return
        try:
            session = read_game(spec, text)
        except RecordError as problem:
            refuse(_("This file cannot be loaded: {problem}", problem=explain(spec, text, problem)))
            return
        if isinstance(session, SeenGame):
            offer_seen(session)
            return
        offer(session, renamed_sentence(names_in(text), [seat.name for seat in session.seats]))

    listeners.on(import_input, "change", lambda event: spawn(on_import()))
    listeners.on(import_input, "click", lambda event: close_choice())
    section = dom.element("details", cls="seq-import panel", children=[
        dom.element("summary", _("Load a game from a record file")),
        # Translators: a field's label: the record file to load
        dom.element("label", _("Record file:") + " ", attrs={"for": f"{prefix}-import"}), import_input, import_msg, choice.element])
    return section


def table_screen(view: Any, spec: GameSpec, saves: Saves, prefix: str,
                 make_view: Callable[[Any, Driver], Any], args: list[str] | tuple[str, ...] = ()
                 ) -> Callable[[], None] | None:
    """The table screen: the autosaved game played by a `Driver` with the view
    `make_view(view, driver)` builds; with no save, "no game in progress";
    with a damaged one, what is wrong and a button that clears it. For
    `#/<game>/replay` (args ["replay"]), the replay screen with the same view;
    `#/<game>/review`, the same with the review with the AI under way; `#/<game>/play/today`, today's
    deal from its own autosave (the game in progress waits in its own)."""
    if list(args[:2]) == ["play", TODAY]:
        saves = Saves(spec.id, TODAY)
    if list(args[:1]) in (["replay"], ["review"]):
        from web.table.replay import replay_screen

        return replay_screen(view, spec, saves, prefix, make_view, review=list(args[:1]) == ["review"])
    title = spec.name
    setup_href = f"#/{spec.id}"
    text = saves.load_game()
    if not text:
        view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                    dom.element("p", _("There is no game in progress.")),
                    dom.element("a", _("Set up a game"), cls="button", attrs={"href": setup_href}))
        return None
    try:
        session = Session.from_save(spec, text)
    except Exception as problem:  # localStorage is untrusted input: say why, never crash the screen
        return damaged_screen(view, spec, saves, problem_words(problem))
    driver = Driver(session, saves, prefix)
    table_view = make_view(view, driver)
    driver.start(table_view)
    if any(seat.kind == SeatKind.AWAY for seat in session.seats):
        from web.net.host_panel import host_table

        return host_table(view, driver)  # the pairing panel; the seats' devices play through the driver
    table_view.layout.fit()  # the table is the screen: the page never scrolls (web/ui/table_layout.py)
    return driver.destroy


def damaged_screen(view: Any, spec: GameSpec, saves: Saves, problem: str) -> Callable[[], None]:
    """Why the saved game cannot be resumed, and a way on: clear it (the record
    file, if the player exported one, still has the game)."""
    listeners = dom.Listeners()
    clear = dom.element("button", _("Clear the saved game"), cls="button secondary",
                        attrs={"type": "button", "id": f"{spec.id}-clear-save"})

    def on_clear(event: Any) -> None:
        saves.clear_game()
        later(lambda: navigation.redraw(f"#/{spec.id}"))

    listeners.on(clear, "click", on_clear)
    view.append(dom.element("h1", spec.name, attrs={"tabindex": "-1"}),
                dom.element("p", _("The saved game cannot be resumed: {problem}.", problem=problem[:300]), cls="seq-error",
                            attrs={"id": f"{spec.id}-save-problem"}),
                dom.element("div", cls="seq-actions", children=[
                    dom.element("a", _("Set up a new game"), cls="button", attrs={"href": f"#/{spec.id}"}), clear]))
    return listeners.clear
