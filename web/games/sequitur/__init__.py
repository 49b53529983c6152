"""Sequitur at the table: `#/sequitur` is the setup screen, `#/sequitur/play`
the table (web/shell/router.py imports this package on the first visit).

`GAME` registers the game with the table (web/model/spec.py). The dictionary
is fetched first (words.py): the rules check every spelled word against it.
The views are setup_view, play_view (the shared table, the round summaries,
the end), decide_view (one seat's private panel for each kind of decision),
spell_view and preview (the word being spelled), rack_view (letter balls),
cards_view (goal and Sequitur cards) and summary_view; narration writes
the log; sequitur.css is its look (linked from index.html).
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.events import Event
from engine.sequitur.events import RoundEnded
from engine.sequitur.state import SequiturState
from web.games.sequitur import daily, decisions_done, narration, reasons, refusals
from web.model.spec import GameSpec
from web.page.words import N_, _


def _fresh(state: SequiturState) -> dict[str, Any]:
    return {"flipped": [False] * state.players, "summary_open": False}


def _view(view: dict[str, Any], session: Any) -> dict[str, Any]:
    """Which racks are turned around on screen (RULINGS Sequitur 3), and whether a
    round's summary waits for "Continue" (saves from before that: it was read)."""
    flipped = view.get("flipped")
    players = session.state.players
    ok = isinstance(flipped, list) and len(flipped) == players and all(isinstance(f, bool) for f in flipped)
    return {"flipped": list(flipped) if ok else [False] * players,
            "summary_open": view.get("summary_open") is True and narration.between_rounds(session)}


def _events(session: Any, events: list[Event]) -> None:
    """A round just ended with a person at the table: its summary waits for "Continue"."""
    if any(isinstance(e, RoundEnded) for e in events) and not session.is_over and session.people_here:
        session.view["summary_open"] = True


def _hidden(session: Any, seat: int) -> str:
    """A seat's rack and secret goal, for a replay's "Reveal all"."""
    mine = session.private(seat)
    rack = " ".join(mine["rack"])
    if mine.get("secret"):
        return _("rack: {rack}; secret goal: {goal}", rack=rack, goal=narration.goal_text(mine["secret"])) if rack \
            else _("rack empty; secret goal: {goal}", goal=narration.goal_text(mine["secret"]))
    # Translators: Sequitur: a seat's rack of letter balls ("rack: A E T")
    return (_("rack: {rack}", rack=rack) if rack
            # Translators: Sequitur: a seat whose rack holds no letter ball
            else _("rack empty"))


def _guest_state(state: Any) -> None:
    state.house_rule = state._setup.get("house_rule") is True
    state.language = state._setup.get("language", "en")  # the language of the words (engine/sequitur/dictionary.py)


GAME = GameSpec(
    id="sequitur", name="Sequitur", state_class=SequiturState, narrate=narration.narrate, ending=narration.ending,
    sound=narration.sound, reveal=narration.reveal, action_text=narration.action_text, done=decisions_done.done,
    check_options=daily.check_options, fresh_view=_fresh, check_view=_view, after=_events,
    think_s=0.7, at=narration.at, refuse=refusals.sentence, hidden=_hidden,
    reshuffled=N_("The letters drawn stay; those in the bag are mixed again."),
    secrets=N_("every rack and secret goal"), explains_openly=False,  # the reasons speak of the AI's rack and secret goal
    guest_state=_guest_state, reasons=reasons.reasons,
)


def mount(view: Any, args: list[str]) -> Callable[[], None] | None:
    """Load the dictionary, then show the table (`#/sequitur/play`) or the setup screen."""
    from web.games.sequitur import words
    from web.table.screens import game_mount

    return game_mount(view, args, "sequitur", ready=words.ready, loading="Loading the dictionary…")
