"""The parts of every game's setup screen, one layout for the three games,
made to fit a phone's screen (issue 39): the heading and the resume notice,
then "Who plays" (the number of players and one card per seat: its letter
in its colour, a name and who plays it: a person here, an AI level or a
person on another device, with what that means: an AI level's promise,
the same in every game, engine/core/levels.py `PROMISES`, or what it was
measured to win at the table's size, `MEASURED_AT`; a level the game withdrew
is not offered, `WITHDRAWN`), the error line
and one big "Start the game"; everything else folds under "More options"
(one <details>, `#<prefix>-more`): the game's options, built here from the
list the game gives (`Toggle`, `Choice`, or a part it made itself), "Help"
(allow hints), loading a record file and the finished games
(web/table/history_view.py). The remembered setup, and starting the game.

A game's setup screen lists its own options (Sequence's teams and board,
Sequoia's tokens, Sequitur's house rule and today's deal) and says how a
setup becomes a configuration. The AI levels come from the game's AI
module, imported once the form is on screen (it is big); until then the
levels seen on the last visit are offered (remembered on the device).
Every game seats its AIs at the one default level and offers the levels
it has, without a word on those it lacks.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Awaitable, Callable, Iterable, Union

from engine.core.errors import SetupError
from engine.core.portable import fresh_seed
from engine.core.record import SEED_LIMIT  # a new game's seed: 63 bits, too many to search
from engine.core.levels import DEFAULT_LEVEL, LEVEL_ORDER, PROMISES, current_level, games_in_ten, offered, offered_instead
from engine.core.value import Value
from engine.games import ai_module
from web.page import dom
from web.page import navigation
from web.device import keys, lookalike, settings
from web.device.names import MAX_NAME, clean_name, name_clash
from web.device.saves import Saves
from web.device.storage import get_object, put
from web.table.history_view import history_panel
from web.ui.keep_game import replace_or_ask
from web.table.screens import import_section, resume_notice
from web.model.colours import seat_colour
from web.model.hints import HINTS_DEFAULT
from web.ui.pill import seat_letter
from web.ui.question import Question
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.spec import GameSpec
from web.model.wording import ALLOW_HINTS, ai_text
from web.ui.links import back_to_games
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.page.words import N_, _, in_sentence, ngettext

PERSON = ""  # the value of "Person" in a seat's player list
PERSON_TEXT = N_("A person at this device.")
AWAY = "@away"  # the value of "A person on another device" (web/net: paired when the table opens)
AWAY_TEXT = N_("A person on their own phone or tablet: the table shows a code to pair it.")
# remembered AI levels (issue 31, 4): a game has five at most; a stored list
# of thousands made the setup take 15 s to open
MAX_LEVELS = 16
MAX_KEY = 40
MAX_DESCRIPTION = 200
# Translators: a summary of the setup: open the setup's other options
MORE = N_("More options")


class Toggle(Value):
    """A yes-or-no option under "More options": a checkbox tile in a titled panel,
    `#<prefix>-<key>` (underscores as hyphens), remembered under `key`."""
    FIELDS = ("key: str", "title: str", "label: str", "default: bool")
    DEFAULTS = {"default": False}

    def control_id(self, prefix: str) -> str:
        return f"{prefix}-{self.key.replace('_', '-')}"


class Choice(Value):
    """One of a few values under "More options": radio tiles in a titled panel,
    `#<prefix>-<name>-<value>` in the group `<prefix>-<name>` (`name` is the key
    unless given), remembered under `key`; `choices` are (value, what a player reads)."""
    FIELDS = ("key: str", "title: str", "choices: tuple[tuple[str, str], ...]", "default: str", "name: str")
    DEFAULTS = {"name": ""}

    def group(self, prefix: str) -> str:
        return f"{prefix}-{(self.name or self.key).replace('_', '-')}"


Option = Union[Toggle, Choice]
# every game's "Help": hints allowed at the table (web/ui/suggest.py), kept in the table's options
# Translators: a setting of the setup (a switch): whether people may ask for suggestions (hints) at this table
HINTS = Toggle("hints", N_("Help"), ALLOW_HINTS, HINTS_DEFAULT)


def levels_key(game: str) -> str:
    return keys.game_key(game, keys.LEVELS)


def default_seats(count: int) -> list[dict[str, str]]:
    """A new setup's seats: a person (the player's name, if one is kept: "" stands for it), then AIs
    at the default level (the form every save writes)."""
    return [{"name": "" if settings.load().name else _("Player {number}", number=1), "ai": PERSON}] + [
        # Translators: an AI seat's default name in the setup ("Computer 2")
        {"name": _("Computer {number}", number=i), "ai": DEFAULT_LEVEL} for i in range(1, count)]


def level_order(levels: Iterable[str]) -> list[str]:
    """The levels in the scheme's order, weakest first (engine/core/levels.py), any other name
    after them in alphabetical order: a dict's own order is not kept on MicroPython."""
    names = list(levels)
    return [level for level in LEVEL_ORDER if level in names] + sorted(n for n in names if n not in LEVEL_ORDER)


def remembered_levels(game: str) -> dict[str, str]:
    """The AI levels seen on the last visit (level -> description) but any the game has withdrawn since, or {}."""
    data = get_object(levels_key(game)) or {}
    # a game has a handful of levels: more stored than MAX_LEVELS is not the app's, and is not read
    return offered(game, {str(k)[:MAX_KEY]: v[:MAX_DESCRIPTION] for k, v in list(data.items())[:MAX_LEVELS]
                          if isinstance(v, str)})


class SeatRow:
    """A seat's row of the list: its item, badge, name input, player list and description."""

    def __init__(self, item: Any, badge: Any, name: Any, kind: Any, desc: Any) -> None:
        self.item, self.badge, self.name, self.kind, self.desc = item, badge, name, kind, desc


class SeatList:
    """One row per seat: a badge the game fills (colour, team), the name and
    who plays it. A row is made when the number of players first reaches it
    (`show`: Sequence's twelve rows made at once held its setup 0.3 s at 4x,
    issue 66); rows past the number of players are hidden, and keep what was
    typed in them; a seat not shown yet keeps its remembered values."""

    def __init__(self, prefix: str, listeners: dom.Listeners, max_seats: int, seats: list[dict[str, Any]],
                 levels: dict[str, str], game: str = "") -> None:
        self.prefix = prefix
        self.levels = levels
        self.game = game  # its levels' measured wins (engine/core/levels.py `MEASURED_AT`)
        self.players = 2  # the table's size the rows describe their levels at (`show`)
        self.max_seats = max_seats
        self.remembered = [seats[i] if i < len(seats) and isinstance(seats[i], dict) else {} for i in range(max_seats)]
        self.element = dom.element("ol", cls="seq-seat-list", attrs={"id": f"{prefix}-seats"})
        self.rows: list[SeatRow] = []
        self.on_row: Callable[[int, SeatRow], None] | None = None  # the game's badge for a row made
        listeners.on(self.element, "change", self.on_change)

    def initial(self, i: int) -> dict[str, str]:
        """Seat i's name and player as remembered (or the defaults), before its row is made; the
        first seat's name remembered as "" is the player's (Settings), whatever it is now."""
        seat = self.remembered[i]
        name = str(seat.get("name", ""))[:MAX_NAME] if isinstance(seat.get("name"), str) else ""
        if i == 0 and not name:
            name = settings.load().name
        wanted = current_level(seat.get("ai", PERSON if i == 0 else DEFAULT_LEVEL))
        return {"name": name, "ai": offered_instead(self.game, wanted) if isinstance(wanted, str) else DEFAULT_LEVEL}

    def grow(self, count: int) -> None:
        """Make the rows up to `count` seats."""
        prefix = self.prefix
        for i in range(len(self.rows), min(count, self.max_seats)):
            seat = self.initial(i)
            badge = dom.element("span", cls="seat-badge")
            name = dom.element("input", attrs={"type": "text", "id": f"{prefix}-name-{i}", "maxlength": MAX_NAME,
                                               # Translators: a field's name for screen readers in the setup: the name of a seat
                                               "autocomplete": "off", "aria-label": _("Seat {number} name", number=i + 1)})
            name.value = seat["name"]
            kind = dom.element("select", attrs={"id": f"{prefix}-kind-{i}", "aria-label": _("Seat {number} is played by", number=i + 1),
                                                "aria-describedby": f"{prefix}-desc-{i}"})
            desc = dom.element("span", "", cls="seq-level-desc", attrs={"id": f"{prefix}-desc-{i}"})
            item = dom.element("li", cls="seq-seat-row", children=[
                badge, dom.element("label", _("Name"), cls="visually-hidden", attrs={"for": f"{prefix}-name-{i}"}), name,
                kind, desc])
            row = SeatRow(item, badge, name, kind, desc)
            self.rows.append(row)
            self.element.append(item)
            self.fill(i, seat["ai"])
            if self.on_row is not None:
                self.on_row(i, row)

    def fill(self, i: int, wanted: str) -> None:
        """The options of seat i's player list: a person, then each AI level."""
        kind = self.rows[i].kind
        dom.clear(kind)
        # Translators: a seat played by a person at this device (the other choices: an AI level)
        kind.append(dom.element("option", _("Person"), attrs={"value": PERSON, "selected": wanted == PERSON}))
        kind.append(dom.element("option", _("A person on another device"), attrs={"value": AWAY, "selected": wanted == AWAY}))
        names = level_order(self.levels)
        if wanted not in (PERSON, AWAY) and wanted not in self.levels:
            names.append(wanted)
        for level in names:
            kind.append(dom.element("option", ai_text(level), attrs={"value": level, "selected": wanted == level}))
        self.describe(i)

    def describe(self, i: int) -> None:
        value = str(self.rows[i].kind.value)
        # an AI level says what it promises, the same words in every game, or what it was measured to win
        text = (_(PERSON_TEXT) if value == PERSON else _(AWAY_TEXT) if value == AWAY
                else _(PROMISES[value]) if value in PROMISES else self.levels.get(value, ""))
        wins = games_in_ten(self.game, value, self.players) if value in PROMISES else None
        # what the ladder measured instead, at this table's size, where it did (issue 82), in every game's words
        if wins is not None and self.players == 2:
            text = ngettext("Wins about {count} game in 10 against a casual player.",
                            "Wins about {count} games in 10 against a casual player.", wins, count=wins)
        elif wins is not None:
            # Translators: under an AI level's picker at a table of three: how many games in ten it won when
            # it played beside two casual players (a fair share is a third)
            text = ngettext("Wins about {count} game in 10 against two casual players.",
                            "Wins about {count} games in 10 against two casual players.", wins, count=wins)
        dom.set_text(self.rows[i].desc, text[:1].upper() + text[1:])

    def on_change(self, event: Any) -> None:
        target = event.target
        if str(target.id).startswith(f"{self.prefix}-kind-"):
            self.describe(int(str(target.id).rsplit("-", 1)[1]))

    def show(self, players: int) -> None:
        """Show the first `players` rows, each level described at this table's size."""
        described, self.players = self.players, players
        if described != players:  # a row hidden now is described again when it is shown
            for i in range(min(players, len(self.rows))):
                self.describe(i)
        self.grow(players)
        for i, row in enumerate(self.rows):
            row.item.hidden = i >= players

    def values(self, players: int) -> list[dict[str, str]]:
        return [{"name": str(row.name.value), "ai": str(row.kind.value)} for row in self.rows[:players]]

    def all_values(self) -> list[dict[str, str]]:
        """Every seat's values: its row's, or for a row not made yet, what it remembered."""
        return self.values(len(self.rows)) + [self.initial(i) for i in range(len(self.rows), self.max_seats)]

    def update_levels(self, levels: dict[str, str]) -> None:
        """The AI module is loaded: offer its levels (keeping what each row shows
        and whatever is being typed into a name)."""
        self.levels = levels
        for i, row in enumerate(self.rows):
            wanted = str(row.kind.value)
            self.fill(i, wanted if wanted in (PERSON, AWAY) or wanted in levels else DEFAULT_LEVEL)


class SetupForm:
    """A game's setup screen: heading, resume, who plays, the error line and
    Start, then "More options" (the game's options, help, import, finished games)."""

    def __init__(self, view: Any, spec: GameSpec, saves: Saves, prefix: str, *, player_choices: list[tuple[int, str]],
                 max_seats: int, defaults: dict[str, Any]) -> None:
        self.view = view
        self.spec = spec
        self.saves = saves
        self.prefix = prefix
        self.listeners = dom.Listeners()
        self.alive = True
        stored = saves.load_setup()
        self.remembered: dict[str, Any] = stored if isinstance(stored, dict) else {}
        self.defaults = defaults
        levels = remembered_levels(spec.id)
        # Translators: the heading of a game's setup: "Sequence: setup"
        view.append(dom.element("h1", _("{game}: setup", game=spec.name), cls="setup-title", attrs={"tabindex": "-1"}))
        resume_notice(view, spec, saves, progress, prefix)
        self.folded = [import_section(spec, prefix, self.listeners, saves), history_panel(spec.id, self.listeners)]
        self.options: list[Option] = []
        self.controls: dict[str, Any] = {}  # an option's key -> its checkbox, or its panel of radios
        self.form = dom.element("form", cls="seq-setup", attrs={"id": f"{prefix}-setup", "novalidate": True})
        wanted = self.stored("players", int)
        choices = [value for value, _ in player_choices]
        players = wanted if wanted in choices else defaults["players"]
        self.players = dom.element("select", attrs={"id": f"{prefix}-players"})
        for value, label in player_choices:
            self.players.append(dom.element("option", label, attrs={"value": value, "selected": value == players}))
        seats = self.remembered.get("seats")
        self.seats = SeatList(prefix, self.listeners, max_seats,
                              seats if isinstance(seats, list) else default_seats(max_seats), levels, spec.id)
        self.error = dom.element("p", "", cls="seq-error", attrs={"id": f"{prefix}-error", "role": "alert"})
        # Translators: a button of the setup: start the game
        self.start = dom.element("button", _("Start the game"), cls="button primary big",
                                 attrs={"type": "submit", "id": f"{prefix}-start"})
        # Start never throws a game away: with one in progress, it asks first (issue 41)
        self.replace = Question(f"{prefix}-start-choice", self.listeners, question_id=f"{prefix}-start-question")
        self.listeners.on(self.players, "change", lambda event: self.refresh())
        spawn(self._load_levels())

    def stored(self, key: str, kind: type) -> Any:
        """A value of the remembered setup if it has the right type, else the default."""
        value = self.remembered.get(key)
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        return value if ok else self.defaults.get(key)

    def colour_seats(self) -> None:
        """Each seat's colour and letter (games played seat against seat: web/model/colours.py), on
        each row as it is made."""
        def colour(i: int, row: SeatRow) -> None:
            row.badge.append(seat_letter(seat_colour(i)))
            row.item.style.setProperty("--seat", seat_colour(i)[2])

        self.seats.on_row = colour
        for i, row in enumerate(self.seats.rows):
            colour(i, row)

    def panel(self, title: str, *children: Any, panel_id: str | None = None) -> Any:
        """One of the setup's panels: a titled group of controls (a fieldset, for screen readers)."""
        return dom.element("fieldset", cls="panel setup-panel", attrs={"id": panel_id},
                           children=[dom.element("legend", title)] + list(children))

    def field(self, label: str, control: Any, *extra: Any) -> Any:
        """A labelled control on one line (the number of players, Sequoia's tokens)."""
        return dom.element("div", cls="setup-field", children=[
            dom.element("label", label, attrs={"for": str(control.id)}), control] + list(extra))

    def remembered_option(self, option: Option) -> Any:
        """The option's value in the remembered setup, if it is one it can take, else its default."""
        value = self.remembered.get(option.key)
        if isinstance(option, Toggle):
            return value if isinstance(value, bool) else option.default
        return value if value in [choice for choice, _ in option.choices] else option.default

    def option_panel(self, option: Option) -> Any:
        """An option's panel under "More options": a checkbox tile, or a radio tile per value."""
        wanted = self.remembered_option(option)
        if isinstance(option, Toggle):
            box_id = option.control_id(self.prefix)
            box = dom.element("input", attrs={"type": "checkbox", "id": box_id, "checked": wanted})
            self.controls[option.key] = box
            return self.panel(_(option.title), dom.element("div", cls="seq-radio", children=[
                box, dom.element("label", _(option.label), attrs={"for": box_id})]))
        group = option.group(self.prefix)
        panel = self.panel(_(option.title), panel_id=f"{group}-choice")
        for value, text in option.choices:
            radio = dom.element("input", attrs={"type": "radio", "name": group, "value": value,
                                                "id": f"{group}-{value}", "checked": value == wanted})
            panel.append(dom.element("div", cls="seq-radio", children=[
                radio, dom.element("label", _(text), attrs={"for": f"{group}-{value}"})]))
        self.controls[option.key] = panel
        return panel

    def value(self, key: str) -> Any:
        """An option's value as the form shows it now (a Toggle's True or False, a Choice's value)."""
        option = next(option for option in self.options if option.key == key)
        control = self.controls[key]
        if isinstance(option, Toggle):
            return bool(control.checked)
        checked = control.querySelector("input:checked")
        return str(checked.value) if found(checked) else option.default

    def more(self, parts: Iterable[Any]) -> Any:
        """"More options" (`#<prefix>-more`, a <details> closed at first): the game's
        options (a Toggle, a Choice or a part the game built), help, import, finished games."""
        body = dom.element("div", cls="setup-more-body")
        titles = []
        for part in list(parts) + [HINTS]:
            if isinstance(part, (Toggle, Choice)):
                self.options.append(part)
                titles.append(_(part.title))
                part = self.option_panel(part)
            else:  # a panel the game built: its title is listed too
                legend = part.querySelector(":scope > legend")
                if found(legend):
                    titles.append(str(legend.textContent))
            body.append(part)
        body.append(*self.folded)
        listed = ", ".join([titles[0]] + [in_sentence(title) for title in titles[1:]])
        what = _("{options}, a record file, finished games", options=listed)
        return dom.element("details", cls="setup-more", attrs={"id": f"{self.prefix}-more"}, children=[
            dom.element("summary", children=[dom.element("span", _(MORE), cls="setup-more-title"),
                                             dom.element("span", what, cls="setup-more-list")]),
            body])

    def finish(self, options: Iterable[Any] = (), *, note: Any = None) -> None:
        """Put the screen together: who plays (the number of players, the game's
        `note` on it, the seats), the error line and Start, then "More options"
        holding `options` (see `more`)."""
        # Translators: a field's label in the setup: how many players
        players = self.field(_("Players"), self.players)
        # Translators: a heading of the setup: the players at the table
        who = self.panel(_("Who plays"), players, *([note] if note is not None else []),
                         self.seats.element, panel_id=f"{self.prefix}-who")
        self.form.append(who, self.error, dom.element("div", cls="setup-start-bar", children=[
            self.replace.element, self.start]), self.more(options))
        self.view.append(self.form, back_to_games(quiet=True))
        self.listeners.on(self.form, "submit", self.on_submit)
        self.refresh()

    @property
    def count(self) -> int:
        return int(self.players.value)

    def refresh(self) -> None:
        """Show as many seat rows as players (games add their own refresh)."""
        self.seats.show(self.count)
        if self.on_refresh is not None:
            self.on_refresh()

    on_refresh: Callable[[], None] | None = None
    # set by the game: its configuration from the form, and what else to remember (its options are remembered here)
    read: Callable[[], tuple[dict[str, Any], dict[str, Any]]]
    # set by a game whose chosen options need a download before its game can start (Sequitur's words
    # in another language): awaited on Start; what it raises is said on the error line
    prepare: Callable[[], Awaitable[None]] | None = None

    def seat_values(self) -> list[Seat]:
        """The seats of a new game, names cleaned (web/device/names.py)."""
        out = []
        for i, raw in enumerate(self.seats.values(self.count)):
            name = clean_name(raw["name"], i)
            if raw["ai"] == AWAY:
                out.append(Seat(name, SeatKind.AWAY))
            else:
                out.append(Seat(name) if raw["ai"] == PERSON else Seat(name, SeatKind.AI, raw["ai"]))
        return out

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        if self.prepare is None:
            self.begin(ask=True)
        else:
            spawn(self._prepared())

    async def _prepared(self) -> None:
        """Start once what the options chosen need is here (`prepare`), or say why it is not."""
        assert self.prepare is not None
        try:
            await self.prepare()
        except Exception as problem:  # a download that failed: offline, or the server's error
            dom.set_text(self.error, _("Cannot start: {problem}.", problem=problem))
            return
        if self.alive:
            self.begin(ask=True)

    def begin(self, *, ask: bool) -> None:
        """Start the game the form describes; with `ask`, first ask before it
        replaces an unfinished game (a finished one, or none, is replaced at once)."""
        self.replace.close()
        try:
            config, remember = self.read()
        except SetupError as problem:
            dom.set_text(self.error, _("Cannot start: {problem}.", problem=problem))
            return
        options = {"hints": self.value(HINTS.key)}
        seats = self.seat_values()
        clash = name_clash(seat.name for seat in seats)
        if clash:
            dom.set_text(self.error, clash)
            return
        try:
            # a seed from 1 to SEED_LIMIT - 1 (MicroPython's randrange is 32-bit)
            session = Session.new(self.spec, config, seats, options, fresh_seed(SEED_LIMIT) or 1)
        except SetupError as problem:
            dom.set_text(self.error, _("Cannot start: {problem}.", problem=problem))
            return
        dom.set_text(self.error, "")
        if not ask:
            self.keep_and_play(session, remember)
            return
        asked = False

        def replace() -> None:
            # no unfinished game: the game just made; a "Replace" answered later: the form as it is then
            if asked:
                self.begin(ask=False)
            else:
                self.keep_and_play(session, remember)

        # the one question before a new game replaces an unfinished one (web/ui/keep_game.py)
        replace_or_ask(self.replace, self.spec, self.saves, ids=f"{self.prefix}-start", doing=_("Starting a new game replaces it."),
                       replace=replace, keep=lambda: self.start.focus())
        asked = True

    def keep_and_play(self, session: Session, remember: dict[str, Any]) -> None:
        """Keep the new game (the autosave) and the form's choices for next time, and go to its table."""
        if not self.saves.save_game(session.save_text(), replace=True):
            # the game could not be kept (a full storage): say so and leave everything as it was
            dom.set_text(self.error, _("Cannot start: {problem}.", problem=str(self.saves.problem).rstrip(".")))
            return
        chosen = {option.key: self.value(option.key) for option in self.options}
        setup = dict(remember)
        setup.update(chosen)
        seats = self.seats.all_values()
        if seats[0]["ai"] == PERSON:
            # the player's name, kept the first time (the setup asks once), stands for itself as "": a
            # name changed in Settings is every game's first seat's
            mine = settings.remember_name(seats[0]["name"])
            if mine and clean_name(seats[0]["name"], 0) == mine:
                seats[0] = {"name": "", "ai": PERSON}
        setup.update({"players": self.count, "seats": seats})
        self.saves.save_setup(setup)
        navigation.go(f"{self.spec.id}/play")

    async def _load_levels(self) -> None:
        await asyncio.sleep(0.05)  # let the form paint first
        if not self.alive:
            return
        module = ai_module(self.spec.id)
        fresh = offered(self.spec.id, module.LEVELS)  # not a level the game withdrew (engine/core/levels.py)
        if fresh != self.seats.levels:
            self.seats.update_levels(fresh)
            put(levels_key(self.spec.id), json.dumps(fresh))
        await lookalike.prepare()  # Start compares the names: its tap need not read their table

    def destroy(self) -> None:
        self.alive = False
        self.listeners.clear()


def progress(session: Session) -> str:
    """The resume notice's sentence: who plays, and where the game stands ("turn 3 of 10"), said
    from the saved game replayed, in the player's language."""
    return _("A game is in progress ({names}, {where}).", names=", ".join(s.name for s in session.seats),
             where=session.spec.where(session))
