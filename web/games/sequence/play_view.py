"""#/sequence/play: the Sequence table's drawing and controls.

The table's driver (web/table/driver.py) runs the turns: AI seats in the
background worker, people at this device behind the pass-the-device cover,
autosave, undo and rematch. This view draws the board and the scores from
the public view, the hand from the viewer's own observation (only that
seat's cards are ever in the page), and turns clicks into actions. A
refused click is explained from the engine's rule code (refusals.py).
"""
from __future__ import annotations

from typing import Any


from engine.core.events import Event
from engine.sequence.actions import Play, TurnIn
from engine.sequence.events import ChipPlaced, ChipRemoved, DeadCardTurnedIn, Passed, SequenceCompleted
from engine.sequence.sequences import EMPTY, FREE
import js

from web.page import dom
from web.page.jsvalue import found
from web.page.motion import flight
from web.page.tasks import spawn
from web.games.sequence.rules import RULES
from web.games.sequence import GAME, cut_view
from web.games.sequence.board_view import BoardView
from web.games.sequence.hand_view import HandView, card_face
from web.games.sequence.card_words import card_name
from web.games.sequence.narration import capital, colour, last_move_parts, move_parts, where
from web.device.saves import Saves
from web.table.driver import Driver
from web.ui.end_view import EndBox
from web.ui.pill import mark_thinking, session_pill
from web.table.screens import table_screen
from web.ui.suggest import SuggestTool
from web.ui.undo import UndoTool
from web.ui.view import TableView
from web.model.wording import SEATS_IN_ORDER, status_line
from web.page.words import _, ngettext

CHIP_MARKS = {".": EMPTY, "*": FREE, "0": 0, "1": 1, "2": 2}
CARD_FLIGHT_MS = 520.0  # another seat's card, from its seat to its space


class SequenceTable(TableView):
    """The play screen of one game of Sequence."""

    rules = RULES  # the "?" at the table opens them (web/ui/table_layout.py)

    def __init__(self, view: Any, driver: Driver) -> None:
        super().__init__(view, driver, "seq")
        self.info = self.session.state.setup_info()
        self.cols = len(self.info["board"][0])
        self.selected: int | None = None  # the card chosen in the viewer's hand
        self.suggested: int | None = None  # the space of the move last suggested
        self.advised: int | None = None  # a review's advice: the space the expert would have played
        self.pending: int | None = None  # the space of a move waiting for its confirmation
        self.enlarged: int | None = None  # the space a tap on a small board chose, in the loupe until confirmed
        self.told_cells: list[int | None] = []  # the spaces of the moves "Since your turn" tells (since_lines)
        self.ringed: int | None = None  # the space of the one it tells now, while not the last (ring_told)
        self.cut: cut_view.CutShow | None = None
        self.shown: dict[str, Any] = {}  # what render last put on the page: a tap redraws only what changed
        self.body = dom.element("div", cls="seq-game", attrs={"id": "seq-game"})
        self.layout.stage.append(self.body)
        # the table stands from the start: the cut plays over it, so nothing moves when it goes
        self.build_table()
        if not self.session.view.get("cut_seen"):
            self.cut = cut_view.CutShow(self.layout.element, self.session, self.after_cut, pace=driver.pace)
            driver.log.announce(cut_view.deal_text(self.session))

    # --- building -------------------------------------------------------------------
    def after_cut(self) -> None:
        """The cut has played: the game begins (the driver held it until now)."""
        self.cut = None
        self.session.view["cut_seen"] = True
        self.driver.save()
        self.driver.render()
        self.hand.focus_selected()  # the keyboard goes on in the hand, not the page top
        spawn(self.driver.run())

    def build_table(self) -> None:
        driver = self.driver
        self.status = dom.element("p", "", cls="seq-status", attrs={"id": "seq-status"})
        self.scores = dom.element("p", "", cls="seq-scores", attrs={"id": "seq-scores"})
        # the last move in words where the eye is, at the tray's top (the log says it to screen readers):
        # one line kept for it from the start (who plays first, until the first move), so nothing moves
        self.last = dom.element("p", "", cls="seq-last", attrs={"id": "seq-last", "aria-hidden": "true"})
        self.seats = dom.element("ol", cls="seq-seats", attrs={"id": "seq-seats", "aria-label": _(SEATS_IN_ORDER)})
        self.board = BoardView(self.info["board"], self.on_cell, on_tap=lambda cell: self.on_cell(cell, True),
                               on_loupe=lambda: self.driver.confirm.answer(True))
        self.hand = HandView(self.on_select, self.on_turn_in)
        self.suggester = SuggestTool(self, self.mark_suggestion)
        self.suggest_button = self.suggester.button
        # Undo, the same in every game (web/ui/undo.py); Sequence undoes a move at a shared device too
        self.undoer = UndoTool(self, at_shared_device=True)
        self.undo_button = self.undoer.button
        exports = self.export_items()  # Share what happened, Save to go on elsewhere (web/ui/exports.py)
        # the end box has its own New game (#seq-new): this one goes while it shows
        # Translators: a button or link: set up a new game of this game
        self.new_game = dom.element("a", _("New game"), cls="button secondary",
                                    attrs={"href": "#/sequence", "id": "seq-tools-new"})
        self.end = EndBox("seq", driver)
        # the one screen (web/ui/table_layout.py): whose turn in the bar, the seats and the sequences
        # in the strip, the board on the stage, the hand and this move's tools in the tray; the message
        # line (a refusal, a dead card turned in, a suggestion) on the stage, floating over its top edge
        # (sequence.css) so that it pushes neither the board nor the hand, and the confirmation bar,
        # which the driver would put after it, in the tray beforehand
        self.body.append(self.board.element)
        confirm = getattr(driver, "confirm", None)  # a replay confirms nothing
        self.layout.fill(status=[self.status], seats=[self.seats, self.scores], stage=[driver.message.element],
                         tray=[self.end.element, self.last, self.hand.element] + ([confirm.element] if confirm else []),
                         tools=[self.suggest_button, self.undo_button], menu=list(exports) + [self.new_game])

    @property
    def built(self) -> bool:
        return hasattr(self, "board")

    def destroy(self) -> None:
        super().destroy()
        if self.built:
            self.end.destroy()
        if self.cut is not None:
            self.cut.close()
        if self.built:
            self.board.destroy()
            self.hand.destroy()

    # --- what the driver asks ------------------------------------------------------------
    def take(self, session: Any) -> bool:
        return self.cut is None and super().take(session)  # the cut shows on a table built for it

    def fresh_step(self) -> None:
        self.selected = self.suggested = self.advised = self.pending = self.enlarged = self.ringed = None
        self.told_cells = []

    def holding(self) -> bool:
        return not self.session.view.get("cut_seen")

    def glimpse_room(self, glimpse: Any) -> Any:
        """Sequence's glimpse ("Since your turn") is told a move at a time in the last move's line,
        the board ringing each move's space as it is told (issue 80: the board takes the news strip's
        room, and the seats stay in sight); the last move's ring again at the end."""
        if not glimpse.element.isConnected:
            glimpse.element.classList.add("table-glimpse-ticker")
            self.last.before(glimpse.element)
            glimpse.on_tell = self.ring_told
        return self.last.parentElement

    def since_lines(self, lines: list[str], events: list[Any]) -> list[str]:
        """Each move since, as the last move's line says it: 'Computer 1 played 2♠ on row 9, column 7.'"""
        told = [(move_parts(self.session, event, self.card_text), getattr(event, "cell", None)) for _at, event in events]
        told = [(parts, cell) for parts, cell in told if parts is not None]
        self.told_cells = [cell for _parts, cell in told]
        return ["".join(parts) for parts, _cell in told] or lines

    def ring_told(self, index: int | None) -> None:
        """The board rings the space of the move told now (`since_lines`' `index`-th), as it rings the
        last move's; None: the last move's again."""
        cells = self.told_cells
        ringed = cells[index] if index is not None and index < len(cells) - 1 else None
        if ringed != self.ringed:
            self.ringed = ringed
            self.render()

    def cover_text(self, seat: int) -> tuple[str, str]:
        name = self.session.name(seat)
        return (_("{name} plays next. Everyone else, please look away.", name=self.session.label(seat)),
                _("I am {name}: show my cards", name=name))

    def ask(self, seat: int) -> None:
        if self.session.is_hot_seat:
            self.driver.log.announce(_("{name}, your turn. Your cards are shown.", name=self.session.label(seat)))
            self.hand.focus_selected()

    def show(self, events: list[Event]) -> float:
        """Animate the chip a move placed or removed (render marks it as the last move),
        then the line of each sequence it completed, growing along its chips."""
        self.undoer.close()  # an undo asked about before this move no longer applies
        self.suggested = None
        chip = 0.0
        for event in events:
            if isinstance(event, (ChipPlaced, ChipRemoved)):
                flight = self.fly_card(event)  # another seat's card, from its seat to the space
                # the chip on its way first: the board's layer of still chips is drawn once, without it
                chip = max(flight, self.board.animate(event.cell, event.team, appearing=isinstance(event, ChipPlaced),
                                                      pace=self.driver.pace))
                self.render()
                break
        return max([chip] + [self.board.grow_line(list(e.cells), after_ms=chip, pace=self.driver.pace)
                             for e in events if isinstance(e, SequenceCompleted)])

    def fly_card(self, event: Any) -> float:
        """Another seat's move seen where it lands (issue 65): the card it played flies from that
        seat's pill to the space, face up, as the chip comes; none with reduced motion (the ring and
        the news strip say it), nor for the move of the hand on screen. Its milliseconds."""
        pace = float(self.driver.pace)
        if pace <= 0 or event.seat == self.driver.viewer:
            return 0.0
        seat = self.seats.querySelector(f"[data-seat='{event.seat}']")
        space = js.document.querySelector(f"#seq-grid .seq-cell[data-cell='{event.cell}']")
        if not found(seat) or not found(space):
            return 0.0
        face, _note, colour = card_face(event.card, tuple(self.info["wild"]), tuple(self.info["remove"]))
        card = dom.element("span", face, cls=f"seq-card seq-flying-card {colour}", attrs={"aria-hidden": "true"})
        return flight(card, seat, space, CARD_FLIGHT_MS, pace)

    @property
    def last_cell(self) -> int | None:
        """The space of the last move, if it placed or removed a chip (marked until the next move);
        while "Since your turn" tells an earlier move, that move's (`ring_told`)."""
        if self.ringed is not None:
            return self.ringed
        for _at, event in reversed(self.session.events):
            if isinstance(event, (ChipPlaced, ChipRemoved)):
                return event.cell
            if isinstance(event, (DeadCardTurnedIn, Passed)):
                return None
        return None

    async def finish(self) -> None:
        if not self.built or self.end.shown:
            return
        # Translators: shown in place of the hand or as a status when a game has ended
        self.hand.clear(_("Game over"), "")
        self.hand.element.hidden = True  # the end box says it all; "Reveal every hand" shows the cards
        # Translators: Sequence: a button at the end: show every player's hand
        reveal = dom.element("button", _("Reveal every hand"), cls="button secondary", attrs={"type": "button", "id": "seq-reveal"})
        self.reveal_list = dom.element("ul", cls="seq-reveal", attrs={"id": "seq-reveal-list"})
        self.end.listeners.on(reveal, "click", self.on_reveal)
        self.end.show([reveal, self.reveal_list])


    # --- drawing ---------------------------------------------------------------------------
    def cell(self, row_col: list[int]) -> int:
        return row_col[0] * self.cols + row_col[1]

    def status_text(self, public: dict[str, Any]) -> str:
        if self.session.is_over:  # where it stands, as every game's bar says it; who won is the end card's
            return _("Game over")
        seat = public["to_move"]
        # Translators: Sequence: a status: a seat is choosing its move
        who = (_("{name} is thinking…", name=self.session.label(seat)) if self.driver.thinking is not None
               # Translators: Sequence: the status: whose turn it is ("Ann to play")
               else _("{name} to play", name=self.session.label(seat)))
        return status_line(where(self.session), who)

    def render(self) -> None:
        """Redraw the table from the public view and the viewer's own hand."""
        if not self.built:
            return
        session, driver = self.session, self.driver
        public = session.public()
        over = session.is_over
        self.change("status", self.status_text(public), lambda text: dom.set_text(self.status, text))
        self.change("thinking", driver.thinking is not None, lambda on: self.status.classList.toggle("thinking", on))
        to_win = self.info["to_win"]
        self.change("scores", " · ".join(
            [ngettext("{colour}: {count} of {total} sequence", "{colour}: {count} of {total} sequences", to_win,
                      colour=capital(colour(t)), count=count, total=to_win)
             # Translators: Sequence: the draw pile and how many cards it holds
             for t, count in enumerate(public["sequences"])] + [_("Draw pile: {count}", count=public["deck"])]),
            lambda text: dom.set_text(self.scores, text))
        self.render_seats(public)
        self.change("last", self.last_line(over), self.show_last)
        viewer = driver.viewer
        to_move = public["to_move"]
        active = viewer is not None and not over and to_move == viewer and driver.thinking is None
        mine = session.private(viewer) if viewer is not None else None
        hand = mine["hand"] if mine is not None else []
        if self.selected is not None and (not active or self.selected >= len(hand)):
            self.selected = None
        if self.selected is None and self.enlarged is None:
            self.pending = None  # played, or the moment passed (another move, a cover)
        if self.selected is None or not active:
            self.enlarged = None
        targets: set[int] = set()
        remove_mode = False
        if self.selected is not None:
            card = hand[self.selected]
            remove_mode = card in self.info["remove"]
            targets = {a.cell for a in session.state.legal_actions(viewer) if isinstance(a, Play) and a.card == card}
        # a tap on a small board snaps to the card's legal spaces, or with no card chosen to the hand's
        reachable = targets if self.selected is not None or not active else \
            {a.cell for a in session.state.legal_actions(viewer) if isinstance(a, Play)}
        result = session.state.result()
        winning: set[int] = set()
        if result is not None and result.winners:
            winning = {self.cell(rc) for seq in public["sequence_cells"][result.winner_teams[0]] for rc in seq}
        chips = [CHIP_MARKS[mark] for row in public["chips"] for mark in row]
        self.board.update(chips, {self.cell(rc) for rc in public["locked"]},
                          [(t, [self.cell(rc) for rc in seq]) for t, seqs in enumerate(public["sequence_cells"])
                           for seq in seqs],
                          targets=targets, remove_mode=remove_mode, last=self.last_cell, winning=winning,
                          suggested=self.suggested if active else self.advised,
                          ghost=None if self.pending is None else (self.pending, session.state.team(viewer)),
                          reachable=reachable, enlarged=self.enlarged)
        if mine is None:
            if session.is_hot_seat and not over:
                self.hand.clear(
                    # Translators: Sequence: in place of the hand when the players play on their own devices
                    _("Hands are hidden"),
                    _("Each person sees their cards only on their own turn."),
                                backs=public["hand_sizes"][to_move] if to_move is not None else 0)
            elif not session.people_here:
                away = any(not seat.is_ai for seat in session.seats)  # players on their own devices
                self.hand.clear(_("Hands are hidden") if away
                                # Translators: Sequence: in place of the hand when only AIs play at this device
                                else _("AI table"),
                                _("Each player sees their hand on their own device.") if away
                                else _("Every seat is played by the computer."))
            else:
                self.hand.clear(_("Hands are hidden"), "")
        else:
            note = ""
            if active:
                note = _("Choose a card, then a highlighted space.") if self.selected is None \
                    else self.selection_note(hand[self.selected], mine)
                waiting = self.enlarged if self.enlarged is not None else self.pending
                if self.selected is not None and waiting is not None:  # the move waiting, in the note's
                    # words too: on a small phone the note beside the cards asks it (sequence.css)
                    note = session.spec.action_text(session, viewer, Play(hand[self.selected], waiting)) + "?"
            elif not over:
                note = self.waiting_note(to_move)
            # Translators: Sequence: the heading of a named player's hand
            self.hand.show(viewer, _("Your hand, {name}", name=session.name(viewer)), hand, dead=set(mine["dead"]),
                           selected=self.selected, wild=tuple(self.info["wild"]), remove=tuple(self.info["remove"]),
                           can_turn_in=not mine["dead_turned_in"], active=active, note=note)
        self.undoer.update()
        self.new_game.hidden = over
        self.suggester.update()

    def rules_topic(self) -> str:
        """The rules' part for the decision at hand (the table's "?"): the card chosen (a two-eyed
        or one-eyed jack, a dead card), else a dead card in the viewer's hand, else the turn."""
        session, viewer = self.session, self.driver.viewer
        if session.is_over:
            return "end"
        mine = session.private(viewer) if viewer is not None else None
        if mine is None:
            return "turn"
        hand = mine["hand"]
        card = hand[self.selected] if self.selected is not None and self.selected < len(hand) else None
        if card is not None:
            return "wild" if card in self.info["wild"] else "remove" if card in self.info["remove"] else \
                "dead" if card in mine["dead"] else "turn"
        return "dead" if mine["dead"] and not mine["dead_turned_in"] else "turn"

    def card_text(self, card: str) -> str:
        """A card's face as its button shows it: '9♥', 'J♠'."""
        return card_face(card, tuple(self.info["wild"]), tuple(self.info["remove"]))[0]

    def last_line(self, over: bool) -> tuple[str, str, bool]:
        """(who, what and where, whether it is a move): the last move, or before the first one
        who plays first; nothing once the game is over (the end says it all)."""
        if over:
            return "", "", False
        move = last_move_parts(self.session, self.card_text)
        return (move[0], move[1], True) if move else cut_view.deal_parts(self.session) + (False,)

    def show_last(self, parts: tuple[str, str, bool]) -> None:
        """The last move's line (who, shortened if long, sequence.css; what and where), or before
        the first move who plays first; ringed as the move's space is only for a move."""
        who, rest, is_move = parts
        dom.clear(self.last)
        self.last.append(dom.element("span", who, cls="seq-last-who"), dom.element("span", rest, cls="seq-last-what"))
        self.last.classList.toggle("seq-last-move", is_move)

    def waiting_note(self, to_move: int) -> str:
        """Under the viewer's hand while another seat is to play."""
        # Translators: Sequence: a status: waiting for a seat to play
        return _("Waiting for {name}.", name=self.session.name(to_move))

    def selection_note(self, card: str, mine: dict[str, Any]) -> str:
        """The chosen card's hint, short enough for its one line (the card's face, as the hand shows it)."""
        face = self.card_text(card)
        if card in self.info["remove"]:
            return _("{card} removes a chip: choose one with a cross.", card=face)
        if card in mine["dead"]:  # one dead card a turn is turned in (RULINGS Sequence 6)
            return _("{card} is dead: turn it in on your next turn.", card=face) if mine["dead_turned_in"] \
                else _("{card} is dead: turn it in.", card=face)
        if card in self.info["wild"]:
            return _("{card} is wild: choose any open space.", card=face)
        return _("Choose a highlighted space for {card}.", card=face)

    def change(self, part: str, value: Any, put: Any) -> None:
        """`put(value)` on the page unless `part` already shows it."""
        if part not in self.shown or self.shown[part] != value:
            put(value)
            self.shown[part] = value

    def render_seats(self, public: dict[str, Any]) -> None:
        """The seats' strip, built anew only when something it shows changed."""
        session, driver = self.session, self.driver
        shows = (tuple((who.name, who.level if who.is_ai else None, session.state.team(seat),
                        tuple(public["discards"][seat][-1:]), public["hand_sizes"][seat])
                       for seat, who in enumerate(session.seats)),
                 None if session.is_over else public["to_move"], driver.thinking,
                 bool(getattr(driver, "warming", False)))
        self.change("seats", shows, lambda _: self.build_seats(public))

    def build_seats(self, public: dict[str, Any]) -> None:
        session, driver = self.session, self.driver
        dom.clear(self.seats)
        for seat in range(len(session.seats)):
            team = session.state.team(seat)
            pile = public["discards"][seat]
            top = card_face(pile[-1], tuple(self.info["wild"]), tuple(self.info["remove"])) if pile else None
            discard = dom.element("span", top[0] if top else "–", cls=f"seq-discard {top[2] if top else 'empty'}",
                                  # Translators: Sequence: the name (tooltip) of the discard pile
                                  attrs={"title": _("Discard pile"), "aria-label": _(
                                      "discard pile: {card} on top", card=card_name(pile[-1])) if pile
                                      # Translators: Sequence: the discard pile holds no card
                                      else _("discard pile: empty")})
            item = session_pill(session, seat, tag="li")  # letter, name, AI level: web/ui/pill.py
            item.classList.add("seq-seat", f"team-{team}")
            item.setAttribute("data-seat", seat)
            cards = public["hand_sizes"][seat]
            item.append(dom.element("span", ngettext("{colour} · {count} card", "{colour} · {count} cards", cards,
                                                     colour=colour(team), count=cards),
                                    cls="seq-seat-meta"))
            item.append(discard)
            if not session.is_over and seat == public["to_move"]:
                item.classList.add("to-move")
                item.setAttribute("aria-current", "true")
            if seat == driver.thinking:
                mark_thinking(item, "seq", driver)
            self.seats.append(item)

    # --- the person's input ----------------------------------------------------------------
    def on_select(self, index: int, by_keyboard: bool = False) -> None:
        problem = self.driver.why_not(self.driver.viewer)
        if problem:
            self.driver.message.say(problem)
            return
        self.selected = None if self.selected == index else index
        if self.enlarged is not None:  # another card: the enlarged move is off
            self.driver.confirm.cancel()
            self.pending = self.enlarged = None
        self.driver.message.say("")
        self.render()
        if by_keyboard and self.selected is not None and self.board.targets:
            self.board.focus_target()  # the arrow keys now move between the card's legal spaces
        else:
            self.hand.focus_selected()

    def on_cell(self, cell: int, enlarge: bool = False) -> None:
        """A space chosen: the move is played (two taps, a card and a space; Undo takes it
        back). With "Confirm a move" on (web/device/settings.py) it waits for its
        confirmation, and a tap on a board too small to touch a space (`enlarge`) shows
        the space in the loupe until then."""
        driver = self.driver
        problem = driver.why_not(driver.viewer)
        if problem:
            driver.message.say(problem)
            return
        hand = self.session.private(driver.viewer)["hand"]
        if self.selected is None and enlarge:  # no card chosen yet: the first card (jacks last) that plays there
            legal = {a.card for a in self.session.state.legal_actions(driver.viewer) if isinstance(a, Play) and a.cell == cell}
            order = sorted(range(len(hand)), key=lambda i: (hand[i] in self.info["wild"] or hand[i] in self.info["remove"], i))
            self.selected = next((i for i in order if hand[i] in legal), None)
        if self.selected is None:
            driver.message.say(_("Choose a card from your hand first, then a space for it."))
            return
        card = hand[self.selected]
        enlarge = enlarge and driver.settings.confirm
        if driver.submit(driver.viewer, Play(card, cell)) and not driver.confirm.element.hidden:
            if card not in self.info["remove"]:
                self.pending = cell  # a ghost chip there until the move is confirmed or cancelled
            self.enlarged = cell if enlarge else None
            self.render()
            if enlarge:
                self.board.loupe_space.focus()  # the enlarged space, not the confirmation bar below the board

    def on_turn_in(self, card: str) -> None:
        self.driver.submit(self.driver.viewer, TurnIn(card))

    def taken(self, seat: int, action: Any) -> None:
        self.selected = None
        self.pending = self.enlarged = None
        if isinstance(action, TurnIn):
            self.driver.message.say(_("You turned in the dead {card} and drew a new card. Now play a card.",
                                      card=card_name(action.card)))
            self.hand.focus_selected()
        else:
            self.driver.message.say("")

    def declined(self, seat: int, action: Any) -> None:
        self.pending = self.enlarged = None
        self.render()

    def mark_suggestion(self, seat: int, action: Any) -> None:
        """A suggested play: its card chosen in the hand, its space marked on the board."""
        if isinstance(action, Play):
            self.selected = self.session.private(seat)["hand"].index(action.card)
            self.suggested = action.cell
            self.render()
            self.board.move_focus(action.cell, focus=False)

    def mark_advice(self, marks: dict[str, Any]) -> None:
        """A review's advice: the space the expert would have played, marked as a suggestion is."""
        cell = marks.get("cell")
        if type(cell) is int and 0 <= cell < len(self.board.cells):
            self.advised = cell
            self.render()

    def undo(self) -> None:
        self.selected = None
        self.suggested = None
        self.driver.undo()

    def on_reveal(self, event: Any) -> None:
        dom.clear(self.reveal_list)
        try:
            hands = self.session.state.final()["hands"]
        except LookupError:  # what the table saw (a shared record, a guest's copy) holds no hand
            self.reveal_list.append(dom.element("li", _("Only what the table saw is here: the hands stay hidden.")))
            return
        for seat, hand in enumerate(hands):
            cards = ", ".join(card_name(c) for c in hand) or _("no cards")
            self.reveal_list.append(dom.element("li", f"{self.session.label(seat)}: {cards}"))


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game (autosave), or say there is none or why it cannot be resumed."""
    return table_screen(view, GAME, Saves(GAME.id), "seq", SequenceTable, args)
