"""A game at this device, for any game (pure Python, tested on CPython).

A `Session` holds the engine state, the seats, the table's options (a
game's settings that are not rules, such as Sequence's hints), the public
events so far and the log they read as, when each seat's private part
(hand, roll, rack) was last on screen, and the game's own view state. It
says what happens next (`next_turn`), plays actions, takes back moves, and
writes and reads the save and the record file. The game-specific parts come
from its `GameSpec` (web/model/spec.py): how events read in the log, a
seat's label, the options and view state it keeps.

The log holds only public events (engine/<game>/events.py), phrased by the
game; a reload rebuilds it by replaying the record once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from engine.core.errors import SetupError
from engine.core.events import Event
from engine.core.portable import fresh_seed, sha256_hex
from engine.core.record import SEED_LIMIT, loads, public_record
from engine.core.rng import Rng
from engine.core.state import CHANCE, OVER, SIMULTANEOUS, GameState, Who
from engine.core.value import Value
from engine.games import ai_module
from web.model import envelope
from web.model.canonical import canonical_json
from web.model.records import (PLAY_ON, UNDOS, read_play_on, read_record, read_undos, record_with_table,
                               whole_text)
from web.device.names import and_list
from web.page.words import _, ngettext
from web.model.seats import Seat, SeatKind, seats_from_table

if TYPE_CHECKING:
    from web.model.spec import GameSpec


class Turn(Value):
    """What happens next at the table (`Session.next_turn`).

    `kind` is one of: "over"; "chance" (the state's generator moves);
    "forced" (`seat` takes `action` without being asked, e.g. a pass with no
    legal move); "ai" (an AI seat decides); "person" (a person here decides);
    "away" (a person on another device decides)."""

    FIELDS = ("kind: str", "seat: int | None", "action: Any")
    DEFAULTS = {"seat": None, "action": None}


# what a person can use that marks a game as assisted (docs/records.md): Undo, "Suggest a move",
# and playing on from a move of a replay
AIDS = ("undo", "suggest", "play_on")


class Session:
    """The game at this device: state, seats, events, log, view state."""

    def __init__(self, spec: "GameSpec", state: GameState, seats: list[Seat], options: dict[str, Any],
                 view: dict[str, Any] | None = None) -> None:
        self.spec = spec
        self.state = state
        self.seats = seats
        self.options = options
        self.view: dict[str, Any] = dict(view or {})
        self.events: list[tuple[int, Event]] = []  # (len(history) when it happened, event)
        self.log: list[str] = []
        self.log_at: list[int] = []  # for each log line, len(history) when it was written
        self.forced: set[int] = set()  # indices in the history of actions taken without asking
        # before each action of the history: who acted (a Who) and the state's stage
        self.steps: list[tuple[Who, Any]] = []
        self.undos = 0  # how many times a person here took moves back (the game was assisted)
        shown = self.view.pop("shown_at", None)
        players = state.players
        if isinstance(shown, list) and len(shown) == players and all(type(x) is int for x in shown):
            self.shown_at = shown
        else:
            self.shown_at = [-1] * players
        aids = self.view.pop("aids", None)
        # the aids a person used in this game (Undo, Suggest): an assisted game (web/device/stats.py)
        self.aids = [aid for aid in AIDS if isinstance(aids, list) and aid in aids]
        self.played_on: dict[str, Any] | None = None  # the record's `play_on`: a game played on from another

    # --- creating -----------------------------------------------------------------
    @classmethod
    def new(cls, spec: "GameSpec", config: dict[str, Any], seats: list[Seat], options: dict[str, Any],
            seed: int) -> "Session":
        """A new game; SetupError if the rules cannot start it."""
        if len(seats) != config.get("players"):
            raise SetupError("every seat needs a name and a player")
        state = spec.state_class.new(config, seed)
        session = cls(spec, state, seats, spec.check_options(options), spec.fresh_view(state))
        session._settle()
        return session

    @classmethod
    def from_record(cls, spec: "GameSpec", text: str | bytes | dict[str, Any],
                    view: dict[str, Any] | None = None, *, seed: int | None = None) -> "Session":
        """A game from a record file (or a save's record); RecordError saying
        what is wrong (a malformed, altered or foreign file). A record without
        a seed deals what it has not shown from `seed` (random if None)."""
        data = read_record(text)
        state = loads(data, game=spec.id, seed=seed)
        table = data.get("table")
        seats = seats_from_table(table, state.players, ai_module(spec.id).LEVELS)
        options = spec.check_options(table if isinstance(table, dict) else {})
        session = cls(spec, state.fresh(), seats, options, view)
        session.undos = read_undos(table)
        if session.undos:
            session.note_aid("undo")
        session.played_on = read_play_on(table)
        if session.played_on is not None:
            session.note_aid("play_on")
        session._replay(state.history, state.reshuffles)
        session.view = spec.check_view(session.view, session)
        return session

    @classmethod
    def from_save(cls, spec: "GameSpec", text: str) -> "Session":
        """Resume an autosave of any release exactly; RecordError if it is damaged."""
        record, view = envelope.read_save(text, spec.id)
        return cls.from_record(spec, record, view)

    @classmethod
    def autosaved(cls, spec: "GameSpec", saves: Any) -> "Session | None":
        """The game `saves` (web/device/saves.py) holds, or None if there is none or it is damaged."""
        text = saves.load_game()
        if not text:
            return None
        try:
            return cls.from_save(spec, text)
        except Exception:  # localStorage is untrusted input: a damaged save is simply not offered
            return None

    def _replay(self, history: list[tuple[int, Any]], reshuffles: tuple[tuple[int, int, tuple], ...] = (), *,
                settle: bool = True) -> None:
        """Play `history` on this (fresh) session with its reshuffles where they
        happened (before the chance that follows), rebuilding events, log and
        forced moves; `settle` resolves the chance pending at the end."""
        pending = list(reshuffles)
        for index, (seat, action) in enumerate(history):
            while pending and pending[0][0] <= index:
                self.state.reshuffle(*pending.pop(0)[1:])
            self._settle()
            forced = self._forced_action(seat)
            if forced is not None and forced == action:
                self.forced.add(len(self.state.history))
            self._note_step()
            self._record(self.state.apply(seat, action))
        for _position, seed, keep in pending:
            self.state.reshuffle(seed, keep)
        if settle:
            self._settle()

    def _note_step(self) -> None:
        """Note who acts and the stage before the action about to be played."""
        self.steps.append((self.state.acting.kind, self.state.stage))

    # --- who acts -------------------------------------------------------------------
    @property
    def people_here(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_here]

    @property
    def is_hot_seat(self) -> bool:
        """Two or more people share this device: private parts hide behind a cover."""
        return len(self.people_here) >= 2

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def waiting(self) -> list[int]:
        """The seats that must decide now (one, or several at once)."""
        acting = self.state.acting
        return [] if acting.kind in (OVER, CHANCE) else list(acting.seats)

    def _forced_action(self, seat: int) -> Any:
        legal = self.state.legal_actions(seat)
        if legal is not None and len(legal) == 1:
            return self.state.forced_action(seat, legal)
        return None

    def next_turn(self, prefer: int | None = None) -> Turn:
        """What happens next: AI seats first, then `prefer` (the person whose
        private part is on screen) if they still decide, then the first person.
        In a step of choices made at once the AI seats go after the people here:
        nobody sees the others' choices before the reveal, so the order changes
        nothing anyone sees, and a person starts deciding at once instead of
        waiting for an AI to decide or its worker to arrive (issue 49)."""
        acting = self.state.acting
        if acting.kind == OVER:
            return Turn("over")
        if acting.kind == CHANCE:
            return Turn("chance")
        seats = list(acting.seats)
        for seat in seats:
            forced = self._forced_action(seat)
            if forced is not None:
                return Turn("forced", seat, forced)
        here = [s for s in seats if self.seats[s].is_here]
        ais = [s for s in seats if self.seats[s].is_ai]
        later = ais if here and acting.kind == SIMULTANEOUS else []
        for seat in ais:
            if seat not in later:
                return Turn("ai", seat)
        if here:
            return Turn("person", prefer if prefer in here else here[0])
        if later:
            return Turn("ai", later[0])
        return Turn("away", seats[0])

    # --- playing -------------------------------------------------------------------------
    def check(self, seat: int, action: Any) -> None:
        """Raise IllegalAction (with its rule code) if `seat` may not play `action`."""
        self.state.check(seat, action)

    def apply(self, seat: int, action: Any, *, forced: bool = False) -> list[Event]:
        """Play a checked action (IllegalAction: nothing changed), then any chance
        that follows; the public events, also added to the log."""
        index = len(self.state.history)
        self._note_step()
        try:
            events = self.state.apply(seat, action)
        except Exception:
            self.steps.pop()
            raise
        if forced:
            self.forced.add(index)
        self._record(events)
        events += self._settle()
        self.spec.after(self, events)
        return events

    def settle(self) -> list[Event]:
        """Resolve the chance a state starts with (a guided game's first rolls: web/table/guide.py)."""
        return self._settle()

    def _settle(self) -> list[Event]:
        """Resolve pending chance (draws, dice): its events, also logged."""
        events: list[Event] = []
        while self.state.acting.kind == CHANCE:
            step = self.state.resolve_chance()
            self._record(step)
            events += step
        return events

    def _record(self, events: list[Event]) -> None:
        at = len(self.state.history)
        self.events.extend((at, event) for event in events)
        lines = self.spec.narrate(self, events)
        self.log.extend(lines)
        self.log_at.extend([at] * len(lines))

    def public(self) -> dict[str, Any]:
        """What the whole table sees (the engine's public observation)."""
        return self.state.public_observation()

    def private(self, seat: int) -> dict[str, Any]:
        """What `seat` sees (its observation): only for that seat's own screen."""
        return self.state.observation(seat)

    def mark_shown(self, seat: int) -> None:
        """The private part of `seat` is on screen now (its draws are seen)."""
        self.shown_at[seat] = len(self.state.history)

    def label(self, seat: int) -> str:
        """How the screens name a seat: 'Ann (blue)' in games with colours."""
        return self.spec.label(self, seat)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def note_aid(self, aid: str) -> None:
        """A person used `aid` (one of AIDS): the game is assisted from now on, kept in the autosave."""
        self.aids = [a for a in AIDS if a in self.aids or a == aid]

    @property
    def assisted(self) -> bool:
        """Whether a person used Undo or a suggestion in this game (it then enters no solo ladder);
        an undo is also counted in the record (`undos`), so a record says it too."""
        return bool(self.aids)

    # --- taking back ---------------------------------------------------------------------
    def step_start(self, index: int) -> int:
        """Where the step of the action at `index` began: the action itself,
        or, for a choice made by several seats at once, the first choice of
        that step (the others' choices were revealed with it, so they go
        back too)."""
        kind, stage = self.steps[index]
        if kind != SIMULTANEOUS:
            return index
        while index > 0 and self.steps[index - 1] == (kind, stage):
            index -= 1
        return index

    def undo_target(self) -> tuple[int | None, str]:
        """How many actions an undo keeps, or None and why it is not allowed (in the player's words).

        With one person at the device (alone, or among AIs), undo takes back
        that person's last move, every move after it, and every choice made
        at once with it. At a shared device only the last move can be
        undone, only while its player has not seen their private part again
        (the card drawn for it), and never a choice made by several people
        at once (all of them would have seen it). An undo reshuffles what
        nobody has seen (Session.undo), so it teaches nothing of what comes.
        At a table with players on other devices nothing is undone: they saw
        their draws at once."""
        history = self.state.history
        people = self.people_here
        if any(seat.kind == SeatKind.AWAY for seat in self.seats):
            return None, _("Moves cannot be undone at a table with players on other devices.")
        if not people:
            return None, _("There is no person's move to undo.")
        if self.is_over:
            return None, _("The game is over.")
        moves = [i for i, (seat, _action) in enumerate(history) if seat in people and i not in self.forced]
        if not moves:
            return None, _("There is no move to undo yet.")
        if not self.is_hot_seat:
            return self.step_start(moves[-1]), ""
        last = len(history) - 1
        seat = history[last][0]
        if moves[-1] != last:
            return None, _("Only a person's last move can be undone.")
        if self.steps[last][0] == SIMULTANEOUS:
            return None, _("At a shared device a choice everyone has seen revealed cannot be undone.")
        if self.shown_at[seat] > last:
            return None, _("{name} has already seen the card drawn for that move, so it cannot be undone.",
                           name=self.seats[seat].name)
        return last, ""

    def undo(self, seed: int | None = None) -> str:
        """Take back moves (see undo_target), then shuffle anew what nobody has
        seen (GameState.reshuffle with `seed`, random if None), so nobody
        learns from the undone moves what comes next, while what chance
        already showed (a roll, a drawn card or letter) comes again the same:
        an undo cannot fish for luck. The record keeps the reshuffle and what
        it kept, counts the undo (`undos`) and notes the aid. The log line; ValueError if not allowed."""
        keep, reason = self.undo_target()
        if keep is None:
            raise ValueError(reason)
        history = self.state.history[:]
        line = self._undone_line(keep)
        earlier = tuple(item for item in self.state.reshuffles if item[0] < keep)
        seen = self.state.seen_chance()
        self._restart(history[:keep], earlier, settle=False)
        self.state.reshuffle(fresh_seed(2**63) if seed is None else seed, seen[self.state.draws:])
        self._settle()
        self.undos += 1
        self.note_aid("undo")
        self.shown_at = [min(s, keep) for s in self.shown_at]
        self.view = self.spec.check_view(self.view, self)
        self.log.append(line)
        self.log_at.append(-1)  # no move of its own
        return line

    def _undone_line(self, keep: int) -> str:
        """What an undo back to `keep` actions takes back, all of it: each move of
        the people here in words, and how many moves of the others went with them
        (never what those were: an AI's secret choice stays secret)."""
        history = self.state.history
        people = self.people_here
        mine: list[tuple[int, list[str]]] = []  # each person's moves, in the order they first moved
        others = 0
        for index in range(keep, len(history)):
            who = history[index][0]
            if not isinstance(who, int) or not 0 <= who < len(self.seats) or index in self.forced:
                continue  # chance, or a move the game made for a player
            if who in people:
                moves = next((moves for seat, moves in mine if seat == who), None)
                if moves is None:
                    moves = []
                    mine.append((who, moves))
                moves.append(self.spec.done(self.at(index), who, history[index][1]))
            else:
                others += 1
        said = "; ".join(f"{self.seats[who].name} {and_list(moves)}" for who, moves in mine)
        line = (ngettext("Undone: {moves}, and {count} move of the other players after it.",
                         "Undone: {moves}, and {count} moves of the other players after it.", others,
                         moves=said, count=others) if others
                # Translators: the log: the moves undone ("Undone: Ann played the 7 of hearts.")
                else _("Undone: {moves}.", moves=said))
        return f"{line} {_(self.spec.reshuffled)}" if self.spec.reshuffled else line

    def reseal(self, seed: int | None = None) -> None:
        """Deal the rest of the game from a new generator (GameState.reshuffle
        with `seed`, random if None), keeping every outcome chance has shown:
        after an export, whose outcomes came from the old generator, nothing
        in the file can compute what comes next here, not even by searching
        the seeds. Nothing on screen changes; the record keeps the reshuffle."""
        if self.is_over:
            return
        state = self.state
        at = len(state.history)
        seen = state.seen_chance()
        events, log, log_at = self.events, self.log, self.log_at
        self._restart(state.history[:], tuple(item for item in state.reshuffles if item[0] < at), settle=False)
        self.state.reshuffle(fresh_seed(2**63) if seed is None else seed, seen[self.state.draws:])
        self._settle()
        self.events, self.log, self.log_at = events, log, log_at  # the same events; the log keeps its undo lines

    def take_back(self, seat: int) -> None:
        """Withdraw `seat`'s stored choice, not yet revealed (a simultaneous
        step: nothing of it is known to anyone else). ValueError if it has none."""
        if seat not in self.spec.stored(self):
            raise ValueError(_("Only a choice not yet revealed can be changed."))
        history = self.state.history[:]
        last = max(i for i, (who, _action) in enumerate(history) if who == seat)
        reshuffles = tuple((at - (at > last), s, k) for at, s, k in self.state.reshuffles)
        self._restart(history[:last] + history[last + 1:], reshuffles)

    def _restart(self, history: list[tuple[int, Any]], reshuffles: tuple[tuple[int, int, tuple], ...] = (), *,
                 settle: bool = True) -> None:
        self.state = self.state.fresh()
        self.events, self.log, self.log_at, self.forced, self.steps = [], [], [], set(), []
        self._replay(history, reshuffles, settle=settle)

    # --- explaining the AI's moves ---------------------------------------------------------
    def explained_moves(self, line: int) -> list[int]:
        """The AI seats' moves that log line `line` reports and may explain
        ("Why?"), as indices in the history: the moves since the previous
        line's, on the first line written after them, except choices made at
        once that are still secret when the line is written (they are
        explained with their reveal; at the end nothing is secret). A move the table made for the AI
        without asking (the only one legal) is not the AI's choice.
        Explanations may speak of what only the AI saw (its rack, its secret
        goal): where the game's spec says so (`GameSpec.explains_openly`
        False) they wait for the game's end."""
        if not 0 <= line < len(self.log_at) or not (self.spec.explains_openly or self.is_over):
            return []
        at = self.log_at[line]
        history = self.state.history
        if not 0 < at <= len(history) or at in self.log_at[:line]:
            return []
        since = max((earlier for earlier in self.log_at[:line] if earlier > 0), default=0)
        after = self.steps[at] if at < len(self.steps) else (self.state.acting.kind, self.state.stage)
        secret = not self.is_over and after[0] == SIMULTANEOUS  # a step of choices made at once goes on
        return [i for i in range(since, at) if i not in self.forced and self.seats[history[i][0]].is_ai
                and not (secret and self.steps[i] == after)]

    def decision_of(self, index: int) -> tuple[int, dict[str, Any], dict[str, Any], Any]:
        """The decision the seat of action `index` faced, from that seat's own
        view then: (seat, its start message, its observation, the action's JSON)."""
        seat, action = self.state.history[index]
        then = self.at(index).state
        info = then.start_message(seat)
        info.pop("type", None)
        return seat, info, then.observation(seat), then.action_to_json(action)

    # --- replaying -------------------------------------------------------------------------
    def described(self, index: int) -> str:
        """Action `index` of the history in words, said from the game as it stood
        just before it (a rack's letters, not the positions they later moved to)."""
        seat, action = self.state.history[index]
        return self.at(index).state.describe(seat, action)

    def at(self, count: int) -> "Session":
        """This game as it stood after its first `count` actions (a replay's
        step), with the same seats and options: a new session, read only by
        convention (nothing saves it)."""
        state = self.state
        count = max(0, min(count, len(state.history)))
        copy = Session(self.spec, state.fresh(), self.seats, self.options, dict(self.view))
        copy._replay(state.history[:count], tuple(item for item in state.reshuffles if item[0] < count))
        copy.view = self.spec.check_view(copy.view, copy)
        copy.played_on = self.played_on
        return copy

    def unfold(self) -> Iterator["Session"]:
        """This game replayed from its start in one pass: one copy of the session,
        yielded at the start and again after each move (with the chance that
        follows it, and an undo's reshuffle where it happened, before that
        chance), as each step of a replay shows it (web/table/seen.py)."""
        state = self.state
        copy = Session(self.spec, state.fresh(), self.seats, self.options, dict(self.view))

        def settle(count: int) -> None:
            for at, seed, keep in state.reshuffles:
                if at == count:
                    copy.state.reshuffle(seed, keep)
            copy._settle()

        settle(0)
        yield copy
        for index, move in enumerate(state.history):
            copy._replay([move], settle=False)
            settle(index + 1)
            yield copy

    def play_on(self, count: int, seed: int | None = None) -> "Session":
        """A new game that goes on from this one as it stood after its first
        `count` actions (a replay's "Play on from here"), with the same seats
        (a person who played from another device sits at this device) and
        options. What chance had shown by then (the cards dealt and drawn,
        the dice rolled, the letters and goals drawn) stays; everything it had
        not shown (the draw pile's order, dice not yet rolled, the bag,
        face-down tokens) is dealt anew from `seed` (random if None): the
        record of a game in progress that travels (engine.core.record.public_record),
        so the original game's future teaches nothing, as with an undo. Its own
        game id (`play_on` in the record's table, with a random `branch`), and
        assisted: its players saw how the game went on."""
        here = self.at(count)
        rng = Rng(fresh_seed() if seed is None else seed)
        seats = [Seat(seat.name) if seat.kind == SeatKind.AWAY else seat for seat in self.seats]
        table: dict[str, Any] = {"seats": [seat.to_json() for seat in seats]}
        table.update(self.options)
        table[PLAY_ON] = {"from": self.game_id(), "at": len(here.state.history), "branch": rng.randrange(SEED_LIMIT)}
        record = dict(public_record(here.state))
        record["table"] = table
        return Session.from_record(self.spec, record, {}, seed=rng.randrange(SEED_LIMIT))

    def game_id(self) -> str:
        """Names this game among all games played on this device: the same for
        every reload, replay and undo of it, another for a rematch (a new
        seed). From the game, the seed, the configuration and the seats; for a
        game imported from a record without a seed, its outcomes of chance in
        place of the seed (drawn anew at each import)."""
        state = self.state
        origin: Any = [list(outcome) for outcome in state.tape] if state.tape else state.seed
        setup = [self.spec.id, origin, state.config, [seat.to_json() for seat in self.seats]]
        if self.played_on is not None:  # each play-on from a move is a game of its own
            setup.append(self.played_on)
        return sha256_hex(canonical_json(setup).encode())[:20]  # the text json.dumps(sort_keys=True) wrote

    # --- saving --------------------------------------------------------------------------
    def table_json(self) -> dict[str, Any]:
        """The record's `table`: the seats and the table's options, and how
        many undos the game had (`undos`, only when there were any)."""
        table: dict[str, Any] = {"seats": [seat.to_json() for seat in self.seats]}
        table.update(self.options)
        if self.undos:
            table[UNDOS] = self.undos
        if self.played_on is not None:
            table[PLAY_ON] = self.played_on
        return table

    def record(self) -> dict[str, Any]:
        """The record as the autosave keeps it: with the seed (a reload replays it exactly)."""
        return record_with_table(self.state, self.table_json())

    def record_text(self) -> str:
        """The export file, "Save to go on elsewhere" (docs/records.md): the whole
        game, which says at its top (`shows`) that it shows every hidden part. A game in progress travels
        without its seed: what happened and the outcomes of chance so far
        (engine.core.record.public_record), so the file computes nothing of
        what comes; a finished game keeps its seed. Choices stored but not yet
        revealed stay out of it: they are secret (the players choose again
        after an import)."""
        if self.is_over:
            record = self.record()
        else:
            record = dict(public_record(self.state))
            record["table"] = self.table_json()
        hidden = len(self.spec.stored(self))
        if hidden:
            record["actions"] = record["actions"][:-hidden]
        return whole_text(record, self.spec.secrets)

    def others_hide(self) -> bool:
        """Whether an export of the whole game would show someone at the table what
        another seat hides from them now: two seats or more, and some seat's own
        part (a hand, a roll not yet revealed, a rack, a secret goal) holds something."""
        if self.state.players < 2:
            return False
        public = self.public()
        for seat in range(self.state.players):
            own = self.private(seat)
            if any(value not in (None, False, "", [], {}) for key, value in own.items()
                   if key != "seat" and public.get(key, own) != value):
                return True
        return False

    def save_text(self) -> str:
        """The autosave: the record and the view state a reload restores, with
        `progress` (whether the game is over; where it stands as the spec's `at` facts,
        {"unit": "Turn", "number": 3, "total": 10}) for the home screen, which reads
        it without replaying the game and says it in the player's language then (an
        earlier release kept `where` as text, in the language the game was played in)."""
        at = None if self.is_over else self.spec.at(self)
        progress: dict[str, Any] = {"over": self.is_over}
        if at is not None:
            progress["at"] = at
        view: dict[str, Any] = {"shown_at": self.shown_at, "aids": self.aids}
        view.update(self.view)
        view["progress"] = progress
        return envelope.save_text(self.spec.id, self.record(), view)

    def setup(self) -> dict[str, Any]:
        """This table's setup (config, seats, options), for a rematch."""
        return {"config": self.state.rematch_config(self.state.config), "seats": list(self.seats), "options": dict(self.options)}

    def rematch(self, seed: int) -> "Session":
        """A new game at the same table."""
        setup = self.setup()
        return Session.new(self.spec, setup["config"], setup["seats"], setup["options"], seed)


def ai_seed(state: GameState, seat: int) -> int:
    """The seed of an AI decision: the same position always gets the same
    seed, whichever game and however the page got there."""
    return (state.seed * 1_000_003 + len(state.history) * 31 + seat) % 2_147_483_647
