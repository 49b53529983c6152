"""The contract between a table's view and its driver, both ways.

`TableView` is what a game's table screen does for the driver, with the
defaults most games keep: a game's play view subclasses it, draws the table
from the session's public view and the viewer's own observation, and turns
clicks into actions through `driver.submit`. `TableDriver` is what a view
may use of its driver; four drivers keep it: the table's
(web/table/driver.py), the replay's (web/table/replay.py, with its review's
`TryDriver`, which judges a move instead of playing it), the guest's
(web/net/guest.py) and the guided game's
(web/table/guide.py). A view touches nothing else of them.
"""
from __future__ import annotations

from typing import Any, Protocol

from engine.core.errors import IllegalAction
from engine.core.events import Event
from web.page import dom
from web.ui.exports import ExportTools
from web.ui.table_layout import TableLayout
from web.page.words import _


class TableDriver(Protocol):
    """What a table view may use of the driver that runs it."""

    session: Any  # the game at this device (web/model/session.py), or the guest's copy (web/net/mirror.py)
    viewer: int | None  # the seat whose private part is on screen
    thinking: int | None  # the AI seat deciding now
    news: str  # what was last announced, said again on the cover
    token: int  # bumped whenever the position changes under the loop (undo, leaving)
    pace: float  # the animations' speed factor: 0 means none (reduced motion, "No animations", ?fast)
    instant: bool  # pace == 0
    alive: bool  # False once the screen went away
    read_only: bool  # a replay: nothing can be played
    keeps_game: bool  # this device holds the whole game, so it can save or share it (a guest's does not)
    over_at_start: bool  # the game was over when the table opened (no winner's moment)
    table: str  # the route "How to play" returns to ("sequitur/play", today's deal's "sequitur/play/today")
    message: Any  # the message line (web/ui/message.py)
    log: Any  # the game log (web/ui/log_view.py)
    cover: Any  # the pass-the-device cover (web/ui/cover.py)
    confirm: Any  # the confirmation bar (web/ui/confirm.py)

    def submit(self, seat: int | None, action: Any) -> bool:
        """Play `action` for `seat` (after the player's confirmation if asked); False if refused."""

    def why_not(self, seat: int | None) -> str | None:
        """Why `seat` cannot act now, or None if it can."""

    def render(self) -> None:
        """Draw the table again."""

    async def run(self) -> None:
        """Go on: chance, AIs, then ask the next person."""

    def save(self) -> None:
        """Autosave."""

    def undo(self) -> None:
        """Take back the last move of the person here."""

    def take_back(self, seat: int) -> None:
        """Take back `seat`'s choice still secret (a choice made at once)."""

    def export(self) -> None:
        """Download the whole game ("Save to go on elsewhere")."""

    def export_asks(self) -> bool:
        """Whether the whole game's export asks first (others' hidden parts are in play)."""

    def share(self) -> None:
        """Download what the table saw ("Share what happened")."""

    def rematch(self) -> None:
        """A new game at the same table."""


class TableView:
    """The base of every game's table screen; `rules`, the game's rules for players
    (web/games/<game>/rules.py `RULES`), gives the bar its "?" (web/ui/table_layout.py)."""

    rules: Any = None

    def __init__(self, root: Any, driver: TableDriver, prefix: str) -> None:
        self.driver = driver
        self.session = driver.session
        self.prefix = prefix
        self.listeners = dom.Listeners()
        # the one screen every game's table shares (web/ui/table_layout.py): the bar with the
        # title (`#<prefix>-title`) and the menu, the seats, the stage, the tray; the log in the
        # menu's sheet; the cover over the tray (what is private), the rest in sight and inert
        # while it is up; the announcements beside the screen
        spec = driver.session.spec
        self.layout = TableLayout(root, prefix, spec.id, spec.name, self.rules, table=driver.table)
        self.layout.topic = self.rules_topic
        self.layout.add_log(driver.log.element, driver.log.news)
        self.layout.element.append(driver.cover.element)
        driver.cover.behind = self.layout.behind
        root.append(driver.log.live)

    def tool(self, text: str, name: str, handler: Any) -> Any:
        """A secondary button of the table's tools (id `<prefix>-<name>`) that calls `handler(event)`."""
        button = dom.element("button", text, cls="button secondary", attrs={"type": "button", "id": f"{self.prefix}-{name}"})
        self.listeners.on(button, "click", handler)
        return button

    def export_items(self) -> list[Any]:
        """The menu's two exports, the same in every game (web/ui/exports.py); the
        question the whole game's export asks goes at the top of the tray. None on a guest's
        device, which holds only its own seat's view: the host saves the game."""
        if not self.driver.keeps_game:
            return []
        tools = ExportTools(self)
        self.layout.tray.append(tools.question.element)
        return tools.items

    def undo(self) -> None:
        """Take back the person's last move (Undo, web/ui/undo.py): what the view has open
        for the move goes first, then the driver takes it back."""
        self.driver.undo()

    def render(self) -> None:
        """Redraw from the public view and, if any, the viewer's private part."""

    def ask(self, seat: int) -> None:
        """The person at `seat` decides now (their private part is on screen): show their controls."""

    def show(self, events: list[Event]) -> float:
        """What just happened (public events): mark and animate it; the animation's milliseconds."""
        return 0.0

    def counted_at_end(self, lines: list[str]) -> list[str]:
        """Of the log's `lines` just added as the game ended, the last ones the log holds back until
        the end has counted the result up (`LogView.hold`): by default none."""
        return []

    def glimpse_room(self, glimpse: Any) -> Any:
        """Where `glimpse` (web/ui/reveal.py `Glimpse`: a reveal at a table of one person, "Since
        your turn") shows, in a room this table keeps for it, never over the seats (issue 80): by
        default the table's screen, whose news strip gives it its room (web/table/table.css); None where
        the table keeps none (the news says it all), and then no glimpse shows."""
        return self.layout.element

    def since_lines(self, lines: list[str], events: list[Any]) -> list[str]:
        """"Since your turn"'s lines: the log's `lines` written since the person's last move (by
        default), or the table's own words for those `events` ((at, event) pairs)."""
        return lines

    def rules_topic(self) -> str:
        """The part of the rules (web/games/<game>/rules.py `PARTS`) for the decision in front of
        the player, which the table's "?" opens (web/ui/table_layout.py): by default the turn."""
        return "turn"

    def holding(self) -> bool:
        """Whether the table waits for a person before going on (a round's summary)."""
        return False

    def needs_cover(self, seat: int) -> bool:
        """Whether `seat`'s decision shows a private part, so a shared device is covered first."""
        return True

    def cover_text(self, seat: int) -> tuple[str, str]:
        """(what the cover says under "Pass the device to NAME", its button's text)."""
        name = self.session.name(seat)
        return _("Only you should see what comes next."), _("I am {name}: show me", name=name)

    def taken(self, seat: int, action: Any) -> None:
        """A person's action is being played (after its confirmation, if asked): its controls go."""

    def declined(self, seat: int, action: Any) -> None:
        """The person did not confirm the action: their controls stay as they were."""

    async def prepare_worker(self, worker: Any) -> None:
        """What the game's AI needs in the background worker before it decides."""

    def mark_advice(self, marks: dict[str, Any]) -> None:
        """A review's advice for the move shown (web/table/review_view.py): mark on the table what
        the expert would have played, if the game draws it (Sequence: the space)."""

    def take(self, session: Any) -> bool:
        """Show a replay's other step, `session`, on this table as it stands instead of a table
        built anew (web/table/replay.py: a step within a tap's time, issue 81): True if it did
        (its own marks of a decision cleared, `fresh_step`; the driver then draws it), False where
        this table cannot (a game over on either side, whose end box a new table shows or drops)."""
        if self.session.is_over or session.is_over:
            return False
        self.session = session
        self.fresh_step()
        return True

    def fresh_step(self) -> None:
        """Clear what the table marks of a decision in progress (a card chosen, a suggestion), as
        a table built for the step starts: a replay's step shown in place (`take`)."""

    async def finish(self) -> None:
        """The game is over: show the end."""

    def refusal(self, error: IllegalAction) -> str:
        """A refused action, in the player's words."""
        from web.model.refusals import sentence

        return sentence(self.session, error)

    def destroy(self) -> None:
        """The screen is going away."""
        self.listeners.clear()
        self.layout.destroy()
