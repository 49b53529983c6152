"""Sequence at the table: `#/sequence` is the setup screen, `#/sequence/play`
the table (web/shell/router.py imports this package on the first visit).

`GAME` registers the game with the table (web/model/spec.py); the views are
setup_view (the form), cut_view (the cut and the deal), play_view (the
board, the hand and their controls), board_view (canvas + accessible
grid), hand_view, refusals (a refused move in the player's words) and
narration (the log); sequence.css is its look (linked from index.html).
"""
from __future__ import annotations

from typing import Any

from web.games.sequence.card_words import card_name
from engine.sequence.state import SequenceState
from web.games.sequence import narration, reasons, refusals
from web.model.spec import GameSpec
from web.model.hints import check_hints
from web.page.words import N_, _


def _view(view: dict[str, Any], session: Any) -> dict[str, Any]:
    """Whether the cut and the deal have been shown (a reload skips them then; an
    imported game starts at its table)."""
    return {"cut_seen": view.get("cut_seen", True) is not False}


TEAM_CSS = ("#2f6fd6", "#2e8b57", "#d9483b")  # blue, green, red: the chips' colours (--seq-team-N in sequence.css)
TEAM_LETTERS = ("B", "G", "R")


def _colour(session: Any, seat: int) -> tuple[str, str, str]:
    """A seat's team colour: name, letter, CSS (seat pills, the end screen's winner colour)."""
    team = session.state.team(seat)
    return narration.TEAM_COLOURS[team], TEAM_LETTERS[team], TEAM_CSS[team]


def _hidden(session: Any, seat: int) -> str:
    """A seat's hand, for a replay's "Reveal all"."""
    hand = session.private(seat)["hand"]
    # Translators: Sequence: a hand with no card
    return ", ".join(card_name(card) for card in hand) or _("no cards")


def _guest_state(state: Any) -> None:
    from engine.sequence.rules import rules_for

    board = state.config.get("board")
    state.rules = rules_for(str(state.config.get("variant", "classic")), board if isinstance(board, str) else None)
    state.to_win = state._setup["to_win"]
    cols = state.rules.board.cols
    state._to_json = lambda action: action.to_json(cols)


GAME = GameSpec(
    id="sequence", name="Sequence", state_class=SequenceState, narrate=narration.narrate, ending=narration.ending,
    sound=narration.sound, action_text=narration.action_text, label=narration.label,
    check_options=check_hints, fresh_view=lambda state: {"cut_seen": False}, check_view=_view,
    at=narration.at, refuse=refusals.sentence, hidden=_hidden, reshuffled=N_("The cards drawn stay; the draw pile is shuffled again."),
    done=narration.done, colour=_colour,
    guest_state=_guest_state, guest_view={"cut_seen": True}, reasons=reasons.reasons,
)


def mount(view: Any, args: list[str]) -> Any:
    """Show the setup screen, or the table for `#/sequence/play`."""
    from web.table.screens import game_mount

    return game_mount(view, args, "sequence")
