"""Sequoia at the table: `#/sequoia` is the setup screen, `#/sequoia/play`
the table (web/shell/router.py imports this package on the first visit).

`GAME` registers the game with the table (web/model/spec.py); the views are
setup_view (the form), play_view (the roll, the pairs, the reveal, the
final scoring) and forest_view (the canvas of forests and its keyboard
twin); narration writes the log; reasons says the AI's reasons ("Suggest
a move", "Why?", the review's "Better") in the player's words;
sequoia.css is its look (linked from index.html).
"""
from __future__ import annotations

from typing import Any

from engine.sequoia.state import SequoiaState
from web.games.sequoia import narration, reasons, refusals
from web.model.hints import check_hints
from web.model.spec import GameSpec
from web.page.words import N_, _


def _stored(session: Any) -> list[int]:
    """The seats that have chosen this turn, not yet revealed (EACH TURN 2)."""
    return list(session.public()["chosen"]) if not session.is_over else []


def _hidden(session: Any, seat: int) -> str:
    """A seat's roll, for a replay's "Reveal all"."""
    roll = session.private(seat)["roll"]
    # Translators: Sequoia: the dice a seat rolled ("rolled 3 5 6 2")
    return (_("rolled {dice}", dice=" ".join(map(str, roll))) if roll
            # Translators: Sequoia: a seat that has rolled no dice yet
            else _("no dice rolled"))


def _guest_state(state: Any) -> None:
    state.scores = lambda: list(state._public["scores"])


GAME = GameSpec(
    id="sequoia", name="Sequoia", state_class=SequoiaState, narrate=narration.narrate, ending=narration.ending,
    sound=narration.sound, reveal=narration.reveal, action_text=narration.action_text, done=narration.done, label=narration.label, check_options=check_hints, stored=_stored, think_s=0.0,
    at=narration.at, refuse=refusals.sentence, hidden=_hidden, reshuffled=N_("The dice rolled stay as they were."),
    # Translators: what a saved whole game shows ("Save (shows {secrets})") (Sequoia): every player's roll
    secrets=N_("every roll"), guest_state=_guest_state,
    reasons=reasons.reasons,
)


def mount(view: Any, args: list[str]) -> Any:
    """Show the setup screen, or the table for `#/sequoia/play`."""
    from web.table.screens import game_mount

    return game_mount(view, args, "sequoia")
