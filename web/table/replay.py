"""#/<game>/replay: step through a finished game, or an imported record,
move by move and back (First, Back, Forward, Last; the arrow keys, Home and
End too).

A replay is built on the table: each step is a `Session` rebuilt from the
record's first actions (Session.at), drawn by the game's own table view
(its TableView subclass) with a `ReplayDriver`, which is read only: no turn
loop, no AI, no autosave, and every click on the table is answered "this is
a replay". What a seat hides (a hand, a roll, a rack) stays hidden until the
last move unless the viewer ticks "Reveal all"; but a review is read from
the side of the seat it is for (the person who played here: review_view's
`seat`), so there that seat's own part is shown at every move, as they saw
it then (and, where the move shown changed it, as it was before the move,
which the move's advice speaks of), the others' still hidden until "Reveal
all" (issue 65). A plain replay keeps every part hidden (it may be shown to
anyone) until it becomes a review: "Review with the AI", or a review of the
game already worked out on this page. The line under the board
(and, in a review, under the graph: web/table/review_view.py) says what the
last move did in the log's public words, so the board never moves with it.

A record of what the table saw ("Share what happened", web/table/seen.py)
replays the same way, step by step, from what everyone saw: nothing is
hidden in it to reveal, it has no review and no "Play on from here" (it
holds no hand to go on with).

The replay (its record, the move shown, "Reveal all") is kept in
`seqgames.<game>.replay` (web/model/replay_file.py), so a reload comes back
to the same move; a damaged one is refused with the reason and a way on.
"""
from __future__ import annotations

from typing import Any, Callable

import js

from engine.core.errors import IllegalAction, RecordError
from web.model.refusals import problem_words
from web.page import dom, files
from web.page import navigation
from web.page.modes import later
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.device import settings
from web.device.saves import Saves
from web.ui.cover import Cover
from web.ui.log_view import LogView
from web.ui.message import Message
from web.table.play_on import PlayOn
from web.model.replay_file import Replay, read_replay, replay_text
from web.model.review_series import own_parts
from web.table.review_view import ReviewPanel
from web.model.session import Session
from web.model.spec import GameSpec
from web.ui.exports import SHARED, download_seen
from web.model.wording import replay_progress
from web.ui.why import Why
from web.ui.links import back_to_games
from web.table.seen import SeenGame, read_game, seen_record, undrawable
from web.ui.open_replay import unsaved
from web.page.words import N_, _, pgettext

NOT_HERE = N_("This is a replay: nothing can be played here.")

class ReplayDriver:
    """What a table view asks of its driver, read only (see web/table/driver.py)."""

    read_only = True
    keeps_game = True  # the record replayed is on this device: it can be saved or shared again
    over_at_start = True  # a replay has no winner's moment

    def __init__(self, session: Any, prefix: str, seen: SeenGame | None = None) -> None:
        self.session = session  # a Session, or for a record of what the table saw a SeenSession
        self.seen = seen
        self.prefix = prefix
        self.table = f"{session.spec.id}/play"  # How to play returns to the game in progress
        self.view: Any = None
        self.viewer: int | None = None
        self.thinking: int | None = None
        self.covered: int | None = None
        self.alive = True
        self.instant = True  # no animation: each step is drawn as it stands
        self.pace = 0.0
        self.fast = True
        self.was_over = True
        self.token = 0
        self.news = ""
        self.cover = Cover(prefix, lambda: None)
        self.log = LogView(f"{prefix}-log", Why(self))
        self.message = Message(f"{prefix}-message")

    def start(self, view: Any, events: list[Any] = ()) -> None:
        """Draw the step; `events` (the last move's) are marked as the table marks a move."""
        self.view = view
        self.log.show(self.session.log)
        self.render()
        if events:
            view.show(list(events))
        if self.session.is_over:
            spawn(view.finish())

    def render(self) -> None:
        if self.view is not None and self.alive:
            self.view.render()

    def destroy(self) -> None:
        self.token += 1
        self.log.destroy()
        if self.view is not None:
            self.view.destroy()
            self.view = None

    def why_not(self, seat: int | None) -> str | None:
        return _(NOT_HERE)

    def submit(self, seat: int | None, action: Any) -> bool:
        self.message.say(_(NOT_HERE))
        return False

    async def run(self) -> None:
        return None

    async def prepare(self, worker: Any) -> None:
        """What the game's AI needs in the worker first (Sequitur's words), for "Why?" in the log."""
        if self.view is not None:
            await self.view.prepare_worker(worker)

    def save(self) -> None:
        return None

    def count_game(self) -> None:
        return None

    def undo(self) -> None:
        self.message.say(_(NOT_HERE))

    def take_back(self, seat: int) -> None:
        self.message.say(_(NOT_HERE))

    def rematch(self) -> None:
        self.message.say(_(NOT_HERE))

    def replay(self, *, review: bool = False) -> None:
        return None

    def export(self) -> None:
        """Download the whole record being replayed (a record of what the table saw has no whole game)."""
        if self.seen is not None:
            self.message.say(_("This replay holds only what the table saw: no hand, rack or roll, "
                               "so there is no whole game to save."))
            return
        files.download(f"{self.session.spec.id}-{files.stamp()}.json", self.session.record_text())

    def export_asks(self) -> bool:
        return False  # a replay is of a finished game or of a file someone already had

    def share(self) -> None:
        """Download what the table saw of the game replayed."""
        record = self.seen.record if self.seen is not None else seen_record(self.session)
        download_seen(self.session.spec.id, record)
        self.message.say(_(SHARED))


class TryDriver(ReplayDriver):
    """A review's mistake tried again (issue 81; review_view `ReviewPanel.try_again`): the position
    before it at the table, from its seat's side only (its own hand, roll or rack, as it saw it then;
    nobody else's, nor the others' choices of that turn); a move tapped there
    is checked as the table checks it and handed to the review to judge (`judge`), never played. Not
    read only: the views draw the decision as in play (Sequitur's rack panel as compact as at the table)."""

    read_only = False

    def __init__(self, session: Any, prefix: str, seat: int, judge: Callable[[Any, str], None]) -> None:
        super().__init__(session, prefix)
        self.viewer = seat
        self.judge = judge
        self.settings = settings.load()  # "Confirm a move": a space tapped on a small board is enlarged first

    def start(self, view: Any, events: list[Any] = ()) -> None:
        """The position drawn, then the seat's decision asked as the table asks it (Sequoia's roll and
        pairs, Sequitur's panel; Sequence's hand is drawn with the table)."""
        super().start(view, events)
        view.ask(self.viewer)

    def why_not(self, seat: int | None) -> str | None:
        return None

    def submit(self, seat: int | None, action: Any) -> bool:
        if seat != self.viewer:
            return False
        try:
            self.session.check(seat, action)
        except IllegalAction as error:
            self.message.say(self.view.refusal(error))
            return False
        self.message.say("")
        self.judge(self.session.state.action_to_json(action),
                   self.session.spec.done(self.session, seat, action))
        return False


def step_text(session: Session, count: int, reveal: bool) -> str:
    """What move `count` did, in the log's public words (and, revealed, in full)."""
    if count == 0:
        return _("The start of the game, before the first move.")
    lines = session.spec.narrate(session, [event for at, event in session.events if at == count])
    seat, action = session.state.history[count - 1]
    said = " ".join(lines) or _("{name} made a choice, hidden until it is revealed.", name=session.name(seat))
    if reveal:
        # a choice the log keeps hidden until it is revealed, in the player's words where the game has
        # them (`done`; else the engine's English, which the log then speaks too)
        did = session.spec.done(session.at(count - 1), seat, action)
        if did not in said and session.described(count - 1) not in said:
            # Translators: a replay's line: what a seat did, in brackets after the step ("(Ann played the 7 of hearts.)")
            said += " " + _("({name} {did}.)", name=session.name(seat), did=did)
    return said


def replay_screen(view: Any, spec: GameSpec, saves: Saves, prefix: str,
                  make_view: Callable[[Any, Any], Any], *, review: bool = False) -> Callable[[], None]:
    """The replay screen of the replay kept for `spec`'s game; `review`: the review with the AI starts at once."""
    listeners = dom.Listeners()
    # Translators: the heading of a game's review: "Review: Sequence"
    heading = (_("Review: {game}", game=spec.name) if review
               # Translators: the heading of a game's replay: "Replay: Sequence"
               else _("Replay: {game}", game=spec.name))
    text = saves.load_replay() or unsaved.get(spec.id)
    back = back_to_games()
    if not text:
        view.append(dom.element("h1", heading, attrs={"tabindex": "-1", "id": "replay-title"}),
                    dom.element("p", _("There is no replay open. A finished game offers “Replay” at its end, "
                                       "and a record file can be replayed from the game's setup screen.")),
                    # Translators: a button: open the game's setup
                    dom.element("a", _("Set up a game"), cls="button", attrs={"href": f"#/{spec.id}"}), back)
        return listeners.clear
    try:
        replay = read_replay(text, spec.id)
        game = read_game(spec, replay.record, {})
        seen = game if isinstance(game, SeenGame) else None
        full = game if seen is None else None
    except (RecordError, Exception) as problem:  # stored data is untrusted: say why, change nothing else
        view.append(dom.element("h1", heading, attrs={"tabindex": "-1", "id": "replay-title"}))
        return _damaged(view, spec, saves, listeners, problem_words(problem))
    total = seen.total if seen is not None else len(full.state.history)
    state = {"at": total if replay.at is None else min(replay.at, total), "reveal": replay.reveal,
             "driver": None}

    def button(mark: str, label: str, key: str, ident: str) -> Any:
        return dom.element("button", mark, cls="button secondary replay-step", attrs={
            "type": "button", "id": f"replay-{ident}", "aria-keyshortcuts": key, "aria-label": label, "title": label})

    # Translators: a replay's button (its name for screen readers and its tooltip): go back to the first move
    first = button("«", _("First move"), "Home", "first")
    back_one = button("‹", pgettext("one move back, in a replay", "Back"), "ArrowLeft", "back")
    # Translators: a replay's button (its name for screen readers and its tooltip): one move forward
    forward = button("›", _("Forward"), "ArrowRight", "forward")
    # Translators: a replay's button (its name for screen readers and its tooltip): go to the last move
    last = button("»", _("Last move"), "End", "last")
    where = dom.element("p", "", cls="table-status replay-where", attrs={"id": "replay-where", "aria-live": "polite"})
    reveal = dom.element("input", attrs={"type": "checkbox", "id": "replay-reveal", "checked": replay.reveal})
    said = dom.element("p", "", cls="replay-move", attrs={"id": "replay-move"})
    note = dom.element("p", "", cls="seq-message", attrs={"id": "replay-note", "role": "status"})
    hidden = dom.element("ul", cls="replay-hidden", attrs={"id": "replay-hidden", "aria-label": _("What each seat hides")})
    own = dom.element("ul", cls="replay-own", attrs={"id": "replay-own", "hidden": True})
    table = dom.element("div", cls="replay-table", attrs={"id": "replay-table"})
    # Translators: a button: leave the replay
    close = dom.element("button", _("Close the replay"), cls="button secondary",
                        attrs={"type": "button", "id": "replay-close"})
    play_on = PlayOn(spec, saves, "replay", listeners, lambda: (full, state["at"]))
    panel = ReviewPanel(full, replay.record, lambda count: go(count), lambda worker: state["driver"].prepare(worker),
                        listeners, asked=review) if full is not None and full.is_over else None
    seen_note = dom.element("p", _("What the table saw (“Share what happened”): nobody's hand, rack or roll is in "
                                   "this file, so it replays and cannot be continued."), cls="seq-hint-text",
                            attrs={"id": "replay-seen"})
    # the table's one screen (web/ui/table_layout.py): its bar says where the replay stands in the
    # table's words; its seats and board; in its tray the replay's controls first, then in a review
    # the graph and the move's review (its grade, its words, Previous and Next mistake: one screen
    # with the board, issue 81), then the seat's own part, each player's grades, every move with its
    # grade's mark, the rest below
    # Translators: the name for screen readers of a replay's buttons
    controls = dom.element("div", cls="replay-bar", attrs={"role": "group", "aria-label": _("Replay controls")},
                           children=[first, back_one, forward, last])
    top = [controls] + ([panel.shown, panel.advice, own, panel.summary, panel.move_list] if panel else []) + [said]
    below = [note, hidden, seen_note if seen is not None else dom.element("p", cls="replay-reveal", children=[
        reveal, dom.element("label", " " + _("Reveal all (hands, rolls and racks)"), attrs={"for": "replay-reveal"})])] \
        + ([panel.element, panel.notes] if panel else []) + ([play_on.element] if seen is None else []) \
        + [dom.element("div", cls="seq-actions replay-actions", children=[close, back])]
    view.append(table)

    def place(layout: Any) -> None:
        """The replay's parts in the step's table: the title and the count in its bar (the game's own
        line, who is to play, gives way), the controls in its tray; one screen."""
        dom.set_text(layout.title, heading)
        layout.title.id = "replay-title"
        layout.status.hidden = True
        layout.status.after(where)
        layout.tray.prepend(*top)
        layout.tray.append(*below)
        layout.fit()

    def show(count: int) -> None:
        count = max(0, min(count, total))
        state["at"] = count
        session: Any = None
        table_view: Any = None
        try:
            session = seen.at(count) if seen is not None else full.at(count)
            events = [event for at, event in session.events if at == count] if count else []
            driver = state["driver"]
            trying = panel is not None and panel.trying == count
            if type(driver) is ReplayDriver and not trying and driver.view is not None and driver.view.take(session):
                driver.session = session  # the same table, another step: nothing built anew (`TableView.take`)
                table_view = driver.view
                table_view.layout.scrolled_to_start()
                driver.start(table_view, events)
            else:
                if driver is not None:
                    driver.destroy()
                    state["driver"] = None
                dom.clear(table)
                driver = TryDriver(session, prefix, panel.seat, panel.judge) if trying else ReplayDriver(session, prefix, seen)
                state["driver"] = driver
                table_view = make_view(table, driver)
                place(table_view.layout)
                driver.start(table_view, events)
        except Exception as problem:  # a shared file is outside data: a step its game cannot draw is said
            if seen is None:
                raise
            if state["driver"] is not None:
                state["driver"].destroy()
                state["driver"] = None
            dom.clear(table)
            table.append(dom.element("h1", heading, attrs={"tabindex": "-1", "id": "replay-title"}),
                         dom.element("p", _("This step of the file cannot be drawn: {problem}",
                                            problem=problem_words(undrawable(count, problem))),
                                     cls="seq-error", attrs={"id": "replay-problem"}), where, *top, *below)
        at_end = count == total
        trying = panel is not None and panel.trying == count  # a try shows its seat's own view only
        revealing = seen is None and not trying and (state["reveal"] or (at_end and session.is_over))
        dom.set_text(where, replay_progress(standing(session), count, total))
        dom.set_text(said, seen.said(count) if seen is not None else step_text(session, count, revealing))
        list_hidden(session, count, revealing)
        first.disabled = back_one.disabled = count == 0
        forward.disabled = last.disabled = at_end
        if seen is None:
            play_on.update(session)
        if panel is not None:
            panel.update(count, table_view)
        kept = saves.save_replay(replay_text(spec.id, Replay(replay.record, count, state["reveal"])))
        dom.set_text(note, "" if kept else _("This browser did not let the replay be kept: it will not survive a reload."))

    def list_hidden(session: Any, count: int, revealing: bool) -> None:
        """The review's seat's own part (`own_parts`), and every other seat's when revealing."""
        mine = panel.seat if panel is not None and panel.asked and session is not None else None
        dom.clear(own)
        if mine is not None:
            own.setAttribute("aria-label", _("What only {name} saw", name=session.name(mine)))
            for line in own_parts(full, session, count, mine):
                own.append(dom.element("li", line))
        own.hidden = not own.childElementCount
        dom.clear(hidden)
        if revealing:
            for seat in range(len(session.seats)):
                part = spec.hidden(session, seat)
                if part and seat != mine:
                    hidden.append(dom.element("li", f"{session.label(seat)}: {part}"))
        hidden.hidden = not hidden.childElementCount

    def standing(session: Any) -> str:
        """The table's count of the step shown ('turn 9 of 10'); none for a shared file's step it cannot draw."""
        try:
            return spec.where(session) if session is not None else ""
        except Exception:  # a shared file is outside data
            if seen is None:
                raise
            return ""

    def go(count: int, focus: Any = None) -> None:
        had = js.document.activeElement  # the review's graph, a move's button: moved into the step's new tray
        show(count)
        active = js.document.activeElement
        if focus is not None and not focus.disabled:
            focus.focus()
        elif found(had) and had != active and bool(had.isConnected) and not bool(had.matches(":disabled")) \
                and had != js.document.body:
            had.focus()  # the focus stays where it was (a key on the graph moves on from there)
        elif not found(active) or bool(active.matches("button:disabled")) or active == js.document.body:
            (forward if not forward.disabled else back_one).focus()  # the focus never falls to the page

    def on_key(event: Any) -> None:
        target = event.target
        if str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return
        if found(target.closest("#replay-table .table-stage, #replay-table .table-sheet")):
            return  # the table's own keys (a board's arrows, the menu's), not the replay's
        moves = {"ArrowLeft": -1, "ArrowRight": 1}
        if event.key in moves:
            go(state["at"] + moves[event.key])
        elif event.key == "Home":
            go(0)
        elif event.key == "End":
            go(total)
        else:
            return
        event.preventDefault()

    def on_reveal(event: Any) -> None:
        state["reveal"] = bool(reveal.checked)
        show(state["at"])

    def on_close(event: Any) -> None:
        saves.clear_replay()
        unsaved.pop(spec.id, None)

        later(lambda: navigation.go(spec.id))

    listeners.on(first, "click", lambda e: go(0, first))
    listeners.on(back_one, "click", lambda e: go(state["at"] - 1, back_one))
    listeners.on(forward, "click", lambda e: go(state["at"] + 1, forward))
    listeners.on(last, "click", lambda e: go(total, last))
    listeners.on(reveal, "change", on_reveal)
    listeners.on(close, "click", on_close)
    if panel is not None:  # a replay becomes a review: its seat's own part shows from now on
        listeners.on(panel.start_button, "click", lambda e: list_hidden(
            state["driver"].session if state["driver"] is not None else None, state["at"],
            state["reveal"] or state["at"] == total))
    listeners.on(js.document, "keydown", on_key)
    show(state["at"])
    if panel is not None and review:
        if state["at"] == total:  # opened at the end: the biggest turning point once known (issue 54)
            panel.arrive = total
        panel.start()

    def cleanup() -> None:
        listeners.clear()
        play_on.destroy()
        if panel is not None:
            panel.destroy()
        if state["driver"] is not None:
            state["driver"].destroy()

    return cleanup


def _damaged(view: Any, spec: GameSpec, saves: Saves, listeners: dom.Listeners, problem: str) -> Callable[[], None]:
    """Why the kept replay cannot be shown, and a way on: close it."""
    close = dom.element("button", _("Close the replay"), cls="button secondary",
                        attrs={"type": "button", "id": "replay-close"})

    def on_close(event: Any) -> None:
        saves.clear_replay()
        unsaved.pop(spec.id, None)

        later(lambda: navigation.go(spec.id))

    listeners.on(close, "click", on_close)
    view.append(dom.element("p", _("This replay cannot be shown: {problem}.", problem=problem[:300]), cls="seq-error",
                            attrs={"id": "replay-problem"}),
                dom.element("div", cls="seq-actions", children=[
                    close, back_to_games()]))
    return listeners.clear
