"""A day's puzzle at the real table (`#/<game>/daily`, issue 83: Sequence's and Sequoia's today's puzzle), the
same for every game that has one: the position from the puzzle's record, played with the game's
own driver and views; what a game supplies is a `DayPuzzle` (the seat, its answers, the question
and why a try misses, in the player's words) and its table view with the panel placed.

- `PuzzleDriver`: the table's driver at a puzzle. The person's move is checked by the rules as in a
  game; a legal move that is not an answer is not played: it is told why (`DayPuzzle.why`), counted
  as a try, and the position stays for another. An answer is played as a move is (its chip, its
  line), and the day is solved. The other seats never move. Nothing goes into the game's autosave
  or the statistics: the tries, the hint and the days solved are kept in the puzzles' own store
  (web/device/puzzles.py), so a reload finds the day as it was left, and a game in progress waits
  untouched.
- `PuzzlePanel`: the question, why the last try missed, the tries, Hint, and once solved the result,
  the streak and the text to share (no space, card or move of the puzzle in it); in the guided
  game's place on the one screen (web/table/guide.py `place`).
- A past day (`#/<game>/daily/<day>`, from the archive: web/table/archive.py) is played the same way,
  its puzzle made and proved as today's; solved, it is kept apart (`late`) and changes no streak.
"""
from __future__ import annotations

from typing import Any, Callable

import js

from engine.core import jsonlimits
from web.device import puzzles
from web.device.finish import today
from web.device.saves import Saves
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.catalog import GAMES_BY_ID
from web.page import dom
from web.page.dates import day_text
from web.page.ffi import create_once_callable
from web.page.tasks import spawn
from web.page.words import N_, _, ngettext
from web.table import archive, guide
from web.table.driver import Driver
from web.table.screens import when_loaded
from web.table.puzzle_store import Store, made_in_worker
from web.ui.share import share_text, streak_words

WRONG = "\U0001F7E5"  # a try that missed, in the shared text
HINT = "\U0001F7E8"  # a hint taken
RIGHT = "\U0001F7E9"  # the answer
AGAIN = N_("Try again: nothing is lost.")
LOADING = N_("Setting out today's puzzle…")
# past days' puzzles made in this visit of the page ("<game> <day>": its text), so that a day opened again
# from the archive is drawn at once (made anew it took seconds at 4x); at most MADE_MOST, the device's store
# keeping only today's
MADE: dict[tuple[str, str], str] = {}
MADE_MOST = 31
NOT_A_DAY = N_("“{text}” is not a day of the archive (a date from {first} to today): here is today's puzzle.")


class DayPuzzle:
    """A game's puzzle of `day`, in the player's words: the `seat` to move, every move that answers
    it (`answers`), what it asks (`title`, `text`), `why(action)` a legal move misses, the
    longest of those words (`longest`: the panel keeps its room from the start, so that no why
    moves the board), and what the result adds once solved (`after`: Sequoia's margin)."""

    def __init__(self, day: str, seat: int, answers: list[Any], title: str, text: str,
                 why: Callable[[Any], str], longest: str, after: str = "") -> None:
        self.day, self.seat, self.answers, self.title, self.text, self.why = day, seat, answers, title, text, why
        self.longest, self.after = longest, after


class PuzzleDriver(Driver):
    """The table's driver, at a day's puzzle."""

    def __init__(self, session: Session, puzzle: DayPuzzle, prefix: str) -> None:
        super().__init__(session, Saves(session.spec.id), prefix)
        self.puzzle = puzzle
        self.store = Store(session.spec.id)
        data = self.store.load()
        self.entry = puzzles.solved(data, puzzle.day)  # [day, tries, hint, answer] once solved here
        self.past = puzzle.day != today()  # a past day, from the archive: its result changes no streak
        self.tries, self.hinted = puzzles.progress(data, puzzle.day)
        self.missed = ""  # why the last try missed
        # what an address that named no day of the archive says (`set_out`'s note), in the why's room until the
        # first try or NOTE_S; the room keeps its length the whole visit, so the board never moves when it goes
        self.note = self.noted = ""
        self.table = f"{session.spec.id}/daily" + ("/" + puzzle.day if self.past else "")  # "How to play" returns here (web/shell/rules.py)
        self.since.read(len(session.state.history))  # the moves before the puzzle are its position, not news
        self.on_hint: Callable[[], None] = lambda: None  # the view marks the hint
        self.log_solved = self.solved  # the result was announced (a day solved before: on screen already)

    @property
    def solved(self) -> bool:
        return self.entry is not None

    def save(self) -> None:
        """A puzzle is never the game's autosave: its own store keeps it (`keep`)."""

    def count_game(self) -> None:
        """A puzzle counts in no game's statistics nor history."""

    async def ai_turn(self, seat: int, token: int) -> bool:
        """The other seats never move: the position waits for the person's answer."""
        self.render()
        return False

    def keep(self, change: Callable[[dict[str, Any]], Any]) -> None:
        """Make `change` to the store as it is now (another tab may have written it) and write it;
        a refusal is said on the message line."""
        data = self.store.load()
        change(data)
        if not self.store.write(data):
            self.message.say(_("This browser did not let the puzzle be saved; it will not survive a reload."))

    def why_not(self, seat: int | None) -> str | None:
        if self.solved:
            return self.solved_words() if self.past else _("Today's puzzle is solved. A new one comes tomorrow.")
        return super().why_not(seat)

    def solved_words(self) -> str:
        """'Today's puzzle is solved.', or the past day's."""
        return (_("The puzzle of {date} is solved.", date=day_text(self.puzzle.day)) if self.past
                else _("Today's puzzle is solved."))

    def submit(self, seat: int | None, action: Any) -> bool:
        """An answer is played as a move is; another legal move is told why it misses and counted."""
        if (seat == self.puzzle.seat and self.why_not(seat) is None and action not in self.puzzle.answers
                and self.session.state.is_legal(seat, action)):
            if self.settings.confirm:  # a try is confirmed as a move is, when the player asked for it
                if not self.confirm.element.isConnected:
                    self.message.element.after(self.confirm.element)
                self.confirm.ask(self.session.spec.action_text(self.session, seat, action),
                                 lambda: self.miss(action), lambda: self.view and self.view.declined(seat, action))
                return True
            self.miss(action)
            return False
        return super().submit(seat, action)

    def miss(self, action: Any) -> None:
        """A try that is not an answer: why, and the position stays."""
        self.tries = min(self.tries + 1, puzzles.MAX_TRIES)
        self.missed, self.note = self.puzzle.why(action), ""
        self.keep(lambda data: puzzles.tried(data, self.puzzle.day))
        if self.view is not None:
            self.view.declined(self.puzzle.seat, action)
        self.log.announce(f"{self.missed} {_(AGAIN)}".strip())
        self.render()

    def hint(self) -> None:
        """Mark what the hint shows (the view's `on_hint`); the day's result says a hint was taken."""
        if self.solved:
            return
        if not self.hinted:
            self.hinted = True
            self.keep(lambda data: puzzles.tried(data, self.puzzle.day, hint=True))
        self.on_hint()
        self.render()

    async def play(self, seat: int, action: Any, *, forced: bool = False) -> None:
        if seat == self.puzzle.seat and not self.solved and action in self.puzzle.answers:
            answer = self.puzzle.answers.index(action)
            self.missed = ""
            self.keep(lambda data: puzzles.solve(data, self.puzzle.day, answer, late=self.past))
            self.entry = [self.puzzle.day, min(self.tries + 1, puzzles.MAX_TRIES), self.hinted, answer]
        solving = self.entry is not None and not self.log_solved
        await super().play(seat, action, forced=forced)
        if solving:  # the move's own line, then the result
            self.log_solved = True
            self.log.announce(f"{self.news} {self.puzzle.after} {result_line(self.entry[1], self.entry[2])}".strip())


def result_line(tries: int, hinted: bool) -> str:
    """'Solved in 3 tries, with a hint.', each case a whole sentence."""
    if tries == 1:
        return _("Solved at the first try, with a hint.") if hinted else _("Solved at the first try.")
    if hinted:
        return ngettext("Solved in {count} try, with a hint.", "Solved in {count} tries, with a hint.", tries,
                        count=tries)
    return ngettext("Solved in {count} try.", "Solved in {count} tries.", tries, count=tries)


def share_words(name: str, entry: list[Any], *, past: bool = False) -> str:
    """What a person shares: the game, the day (`past`: a past day's puzzle), the tries and the hint
    as words and squares, no space, card or move of the puzzle."""
    day, tries, hinted = entry[0], entry[1], entry[2]
    head = [_("{game} · puzzle of {date}", game=name, date=day) if past else
            _("{game} · today's puzzle {date}", game=name, date=day),
            # Translators: a daily puzzle's result: the number of tries
            ngettext("{count} try", "{count} tries", tries, count=tries)]
    if hinted:
        # Translators: a daily puzzle's result: played with a hint (after the date and tries)
        head.append(_("a hint"))
    return " · ".join(head) + "\n" + (HINT if hinted else "") + WRONG * (tries - 1) + RIGHT


class PuzzlePanel:
    """The puzzle's words on the table's screen (ids `puzzle`, `puzzle-step`, `puzzle-title`,
    `puzzle-text`, `puzzle-why`, `puzzle-hint`, `puzzle-done`, `puzzle-after`, `puzzle-result`,
    `puzzle-streak`, `puzzle-share-text`, `puzzle-share`, `puzzle-share-status`)."""

    def __init__(self, name: str, listeners: dom.Listeners, on_hint: Callable[[], None]) -> None:
        self.name = name
        # "Today's puzzle", or once a try missed, how many (one short line beside Hint at 320 px)
        self.step = dom.element("p", "", cls="guide-step", attrs={"id": "puzzle-step"})
        self.title = dom.element("h2", "", cls="guide-title", attrs={"id": "puzzle-title"})
        self.text = dom.element("p", "", cls="guide-text", attrs={"id": "puzzle-text"})
        # why the last try missed, in the question's place; the room of the longest why is kept from
        # the start (an unseen copy in the same cell: table.css), so the board never moves
        self.why = dom.element("p", "", cls="guide-move puzzle-why", attrs={"id": "puzzle-why"})
        self.room = dom.element("p", "", cls="guide-move puzzle-room", attrs={"aria-hidden": "true"})
        self.words = dom.element("div", cls="puzzle-words", children=[self.text, self.why, self.room])
        # Translators: a button of a daily puzzle: show a hint (a clue toward the answer, not the help pages)
        self.hint = dom.element("button", _("Hint"), cls="button secondary guide-leave",
                                attrs={"type": "button", "id": "puzzle-hint"})
        listeners.on(self.hint, "click", lambda event: on_hint())
        self.result = dom.element("span", "", attrs={"id": "puzzle-result"})
        self.streak = dom.element("span", "", attrs={"id": "puzzle-streak"})
        self.after = dom.element("p", "", cls="guide-text", attrs={"id": "puzzle-after"})
        self.share_text = dom.element("pre", "", cls="daily-share-text", attrs={"id": "puzzle-share-text"})
        self.status = dom.element("p", "", cls="seq-hint-text", attrs={"id": "puzzle-share-status", "role": "status"})
        share = dom.element("button", _("Share the result"), cls="button primary",
                            attrs={"type": "button", "id": "puzzle-share"})
        listeners.on(share, "click", lambda event: spawn(share_text(str(self.share_text.textContent), self.status)))
        # solved: the result and the streak, the text to share beside its button (the bar's "Games" leads home)
        self.done = dom.element("div", cls="puzzle-done", attrs={"id": "puzzle-done", "hidden": True}, children=[
            self.after, dom.element("p", cls="guide-text", children=[self.result, dom.element("span", " "), self.streak]),
            dom.element("div", cls="puzzle-share", children=[self.share_text, share]), self.status])
        head = dom.element("div", cls="guide-head", children=[
            dom.element("div", cls="guide-heading", children=[
                self.step, self.title]), self.hint])
        # what changes is said once, by the table's announcements (PuzzleDriver: the why, the result)
        self.element = dom.element("section", cls="table-guide table-puzzle", attrs={
            "id": "puzzle", "aria-labelledby": "puzzle-title"},
            children=[head, self.words, self.done])

    def show(self, driver: PuzzleDriver) -> None:
        """The words of where the puzzle stands: the question and the last try's why, or the result."""
        puzzle = driver.puzzle
        self.element.setAttribute("data-day", puzzle.day)
        self.element.setAttribute("data-solved", "true" if driver.solved else "false")
        tries = 0 if driver.entry is not None else driver.tries  # (once solved, the result says them)
        # Translators: a daily puzzle: how many tries missed
        dom.set_text(self.step, ngettext("{count} try missed", "{count} tries missed", tries, count=tries) if tries
                     # Translators: a past daily puzzle's heading ("Puzzle of 2026-11-29")
                     else _("Puzzle of {date}", date=day_text(puzzle.day)) if driver.past
                     # Translators: a daily puzzle's heading: today's puzzle
                     else _("Today's puzzle"))
        self.hint.hidden = driver.solved
        self.hint.setAttribute("aria-pressed", "true" if driver.hinted else "false")
        if driver.entry is None:
            dom.set_text(self.title, puzzle.title)
            dom.set_text(self.text, puzzle.text)
            why = f"{driver.missed} {_(AGAIN)}".strip() if driver.missed else driver.note
            dom.set_text(self.why, why)
            dom.set_text(self.room, max(f"{puzzle.longest} {_(AGAIN)}", driver.noted, key=len))
            self.words.classList.toggle("missed", bool(why))
            self.done.hidden = True
            return
        # Translators: today's puzzle's heading once the player found the answer
        dom.set_text(self.title, _("Solved"))
        self.words.hidden = True
        self.done.hidden = False
        dom.set_text(self.after, puzzle.after)
        self.after.hidden = not puzzle.after
        dom.set_text(self.result, result_line(driver.entry[1], driver.entry[2]))
        data = driver.store.load()
        current, best = puzzles.streak(data, today())
        # a past day solved from the archive is said so: the streak stays as it was
        if puzzles.is_late(data, puzzle.day):  # (the streak said only while one runs)
            late = _("A past day leaves the streak as it was.")
            dom.set_text(self.streak, f"{late} {streak_words(current, best)}" if current else late)
        else:
            dom.set_text(self.streak, streak_words(current, best))
        dom.set_text(self.share_text, share_words(self.name, driver.entry, past=driver.past))


def panel_for(table: Any, driver: PuzzleDriver, name: str) -> PuzzlePanel:
    """A game's puzzle table's panel (placed with `guide.place` once the table is built): the table
    keeps the driver as `puzzle`, and its `hint` is what Hint marks."""
    table.puzzle = driver
    driver.on_hint = table.hint
    return PuzzlePanel(name, driver.listeners, driver.hint)


PUZZLE_DEPTH = 8  # a puzzle's JSON: its record's actions, an action, its parts


def read_puzzle(text: str, from_json: Callable[[Any], Any]) -> Any:
    """A puzzle's text (the worker's, or the one kept here: outside data) read within limits and
    proved by the engine's `from_json`; ValueError if it is not one."""
    try:
        return from_json(jsonlimits.loads(text, max_bytes=puzzles.MAX_PUZZLE, max_depth=PUZZLE_DEPTH))
    except ValueError:
        raise
    except Exception as error:  # any other fault of a damaged text is a refusal too
        raise ValueError(str(error)) from None


async def _worked_out(game: str, day: str, on_page: Callable[[], str]) -> str:
    """The day's puzzle's text from the background worker, or, if the worker fails, worked out on the
    page (`on_page()`: the same puzzle, in seconds rather than a fraction of one)."""
    try:
        return await made_in_worker(game, day)
    except Exception as error:
        js.console.warn(f"The worker did not make the day's puzzle ({error}): the page makes it.")
        return on_page()


def asked(args: list[str]) -> tuple[str, str]:
    """The day `#/<game>/daily/<day>` asks for, and what to say if it is none of the archive's
    (web/table/archive.py `asked`): today's puzzle then."""
    return archive.asked(args, NOT_A_DAY)


NOTE_S = 10  # how long the note on an address that names no day stands in the why's room (or until a try)


def set_out(view: Any, game: str, day: str, on_page: Callable[[], str], read: Callable[[str], Any],
            draw: Callable[[Any], Callable[[], None]]) -> Callable[[], None]:
    """The day's puzzle on the screen: its text kept on the device (today's: made ahead, web/table/puzzle_store.py,
    or at an earlier visit; a past day's made earlier in this visit of the page, MADE; `read(text)` proves it,
    or raises ValueError) drawn at once by `draw`; else worked out in the background worker while a line
    says so (`_worked_out`), kept (today's in the store, a past day's in MADE), then drawn. The cleanup
    when the screen goes."""
    store = Store(game)
    made_here = (game, day)
    kept = puzzles.kept_puzzle(store.load(), day)
    kept = MADE.get(made_here) if kept is None else kept
    if kept is not None:
        try:
            return draw(read(kept))
        except ValueError as error:  # outside data: worked out again, and kept anew
            js.console.warn(f"The day's puzzle kept here is refused ({error}).")

    async def made() -> Any:
        text = await _worked_out(game, day, on_page)
        try:
            puzzle = read(text)
        except ValueError as error:  # a worker of another release, say: the page's own is the one proved
            js.console.warn(f"The worker's puzzle is refused ({error}): the page makes it.")
            text = on_page()
            puzzle = read(text)
        if day == today():
            data = store.load()
            puzzles.keep_puzzle(data, day, text)
            store.write(data)  # (a refusal: worked out again at the next visit)
        else:
            if len(MADE) >= MADE_MOST:
                MADE.clear()
            MADE[made_here] = text
        return puzzle

    loading = _(LOADING) if day == today() else _("Setting out the puzzle of {date}…", date=day_text(day))
    return when_loaded(view, GAMES_BY_ID[game].name, "puzzle-loading", loading, made, draw)


def puzzle_mount(game: str, puzzle_json: Callable[[str], str], from_json: Callable[[Any], Any],
                 table: Callable[[Any, str, Any, str], Callable[[], None]]) -> Callable[[Any, list[str]], Any]:
    """A game's `mount(view, args)` for #/<game>/daily (today's puzzle) and #/<game>/daily/<day> (a past
    day's, from the archive: `asked`, an address that names no day said so over today's): its text kept
    here for the day or made by `puzzle_json(day)` (in the background worker, else on the page: `set_out`),
    proved by the engine's `from_json` (`read_puzzle`), and drawn at the game's table by `table(view, day,
    puzzle, note)` (`note`: what the address asked that is not a day, said in the panel: `start`)."""
    def mount(view: Any, args: list[str]) -> Any:
        day, note = asked(args)
        return set_out(view, game, day, lambda: puzzle_json(day), lambda text: read_puzzle(text, from_json),
                       lambda puzzle: table(view, day, puzzle, note))
    return mount


def session_of(spec: Any, record: dict[str, Any], seat: int) -> Session:
    """The puzzle's game from its record, the person in `seat` ("You"), a Robot in each other."""
    seats = [Seat(_("You")) if s == seat else Seat(_("Robot"), SeatKind.AI, "medium")
             for s in range(record["config"]["players"])]
    record = dict(record)
    record["table"] = {"seats": [one.to_json() for one in seats]}
    return Session.from_record(spec, record, {"cut_seen": True})


def start(view: Any, session: Session, puzzle: DayPuzzle, prefix: str,
          make_table: Callable[[Any, PuzzleDriver], Any], note: str = "") -> Callable[[], None]:
    """The puzzle at the table `make_table(view, driver)` builds (a game's table view with the
    panel placed), `note` said in the panel's room for why a try missed; once solved here, the
    position after the answer played; the cleanup."""
    data = Store(session.spec.id).load()
    entry = puzzles.solved(data, puzzle.day)
    if entry is not None and entry[3] < len(puzzle.answers) and session.state.is_legal(puzzle.seat, puzzle.answers[entry[3]]):
        session.apply(puzzle.seat, puzzle.answers[entry[3]])  # the day as it was left: solved
    driver = PuzzleDriver(session, puzzle, prefix)
    driver.note = driver.noted = note
    table = make_table(view, driver)
    driver.start(table)
    table.layout.fit()  # the table is the screen, the panel in it
    if driver.note:
        driver.log.announce(driver.note)

        def gone() -> None:
            if driver.note and driver.view is not None:
                driver.note = ""
                driver.render()

        js.setTimeout(create_once_callable(gone), NOTE_S * 1000)
    return driver.destroy
