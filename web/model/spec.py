"""How a game plugs into the table: one `GameSpec`, registered as
`web.games.<id>.GAME` (pure Python).

Everything here is what differs between games; what they share (the turn
loop, seats, saves, the cover, the log) lives in web/table/.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.state import GameState
from engine.core.value import Value
from web.model.wording import standing
from web.page.words import N_, _, in_sentence

# A game at this device (web/model/session.py `Session`), which holds its game's
# spec: the spec's hooks receive it, and the spec does not import it.
Session = Any


def _name(session: Session, seat: int) -> str:
    return session.seats[seat].name


def _no_options(options: dict[str, Any]) -> dict[str, Any]:
    return {}


def _no_view(state: GameState) -> dict[str, Any]:
    return {}


def _keep_no_view(view: dict[str, Any], session: Session) -> dict[str, Any]:
    return {}


def _nothing_stored(session: Session) -> list[int]:
    return []


def _nothing_after(session: Session, events: list[Event]) -> None:
    return None


def _no_sound(event: Event) -> str | None:
    return None


def _no_reveal(session: Session, events: list[Event]) -> tuple[str, list[tuple[int, str]]] | None:
    return None


def _described(session: Session, seat: int, action: Any) -> str:
    text = session.state.describe(seat, action)
    return text[:1].upper() + text[1:]


def _done(session: Session, seat: int, action: Any) -> str:
    return session.state.describe(seat, action)


def _reason(session: Session, error: IllegalAction, *, advice: bool = True) -> str:
    return f"That is not allowed: {error.reason}."


def _no_reasons(said: Any, voice: str) -> tuple[str, str] | None:
    return None


# the reasons a review finds by rule, said alike in every game and voice: engine/core/review.py's
# CORE_REASONS, and "no-rival-sure-win" of the reviews that find it (engine/sequoia/ai/review.py,
# engine/sequitur/ai/review.py `reason_why`)
FOUND_REASONS = {
    # Translators: a review's reason a move is best (after the move's name): it wins the game on the spot
    "wins-at-once": N_("wins at once"),
    # Translators: a review's reason a move is best (after the move's name): it wins the game
    "wins-game": N_("wins the game"),
                 "no-rival-win": N_("leaves no rival a win at once"),
                 "no-rival-sure-win": N_("keeps every rival from a sure win")}


def found_reason(code: Any) -> str | None:
    """A reason the review found by rule (`FOUND_REASONS`, by its code) in the player's words; None
    for another code."""
    return _(FOUND_REASONS[code]) if isinstance(code, str) and code in FOUND_REASONS else None


REASONS = "reasons.txt"  # a game's AI reasons, beside its reasons.py (web/page/sentences.py)


def reasons_from(voices: tuple[str, ...], move: Callable[[dict, str], str | None],
                 why: Callable[[dict, str], str | None]) -> Callable[[Any, str], tuple[str, str] | None]:
    """A game's `reasons(said, voice)` from its words for the move's codes and the reason's (`move`,
    `why`, each given a code's dict and a voice of `voices`; None for a code they do not know): the
    pair in the player's words, or None when `said` is not the engine's {"move": ..., "why": ...},
    the voice is not the game's, or either part is unknown (the page then shows the engine's English)."""
    def reasons(said: Any, voice: str) -> tuple[str, str] | None:
        if not isinstance(said, dict) or voice not in voices:
            return None
        codes, because = said.get("move"), said.get("why")
        if not isinstance(codes, dict) or not isinstance(because, dict):
            return None
        what, reason = move(codes, voice), why(because, voice)
        if what is None or reason is None:
            return None
        return what, reason
    return reasons


def _nothing_hidden(session: Session, seat: int) -> str:
    return ""


def _no_guest_extras(state: Any) -> None:
    return None


def _seat_colour(session: Session, seat: int) -> tuple[str, str, str]:
    from web.model.colours import seat_colour

    return seat_colour(seat)


class GameSpec(Value):
    """A game at the table.

    - `narrate(session, events)`: the log lines of the events of one action
      or chance move, in the players' words (only public events reach it);
    - `ending(session)`: the end box's heading, each side's score, and what
      decided the game;
    - `label(session, seat)`: how screens and the log name a seat;
    - `check_options(options)`: the table's options (not rules: Sequence's
      hints) kept from a setup or a record's `table`, cleaned;
    - `fresh_view(state)` / `check_view(view, session)`: the game's own view
      state a reload restores (which racks are turned around...), new and as
      read back from a save;
    - `stored(session)`: the seats holding a choice not yet revealed
      (simultaneous steps), which an export leaves out and a player may
      take back;
    - `after(session, events)`: what the events of a move played now (not
      replayed from a record) change in the view state (Sequitur: a round's
      summary waits for "Continue");
    - `sound(event)`: the sound an event makes (web/page/sound.py), or None;
    - `reveal(session, events)`: when the events turn up choices made at
      once, the reveal screen's title and each seat's choice in words
      (`(seat, text)`, from public events only), else None
      (web/ui/reveal.py);
    - `action_text(session, seat, action)`: a person's move in words, to
      confirm it ("Play the 7 of hearts on row 3, column 5");
    - `think_s`: the least time an AI's move stays announced as "thinking"
      before a move everyone sees at once (not for secret choices);
    - `at(session)`: where the game stands, as facts: the rulebook's unit and
      its numbers ({"unit": "Turn", "number": 3, "total": 10}; the units
      web/model/wording.py `progress` says), None once it is over; the
      autosave keeps them for the home screen's "Resume", which says them
      in the player's language (`where` says them in a sentence);
    - `refuse(session, error, advice=True)`: a refused action (its rule
      `code` and `facts`) in the screen's words: seat names, rows and
      columns, card names; `advice` adds what to do instead (on the table,
      not when a record file is refused);
    - `hidden(session, seat)`: what `seat` holds that the others do not see
      (a hand, a roll, a rack), in words, for a replay's "Reveal all";
    - `secrets`: what the whole game's export shows that the table does not
      see, in words ("every hand"), on its button and in the file;
    - `done(session, seat, action)`: a move done, in words, after its player's name ("played the 7
      of hearts on row 3, column 5"), in the undo's line; the session as it stood before the move;
    - `reshuffled`: what an undo shuffled anew, said after "Undone: ..." (marked with `N_`);
    - `colour(session, seat)`: the colour a seat plays in, as (name, letter,
      CSS colour): its own (web/model/colours.py) or its team's; for seat
      pills and the end screen's winner colour;
    - `guest_state(state)`: what the game's screens ask of a guest's copy of
      its state (web/net/mirror.py `GuestState`) beyond the protocol, all
      public (Sequence: its rules and board; Sequoia: the scores);
      `guest_view`: the view state a guest's table starts from, if not
      `fresh_view`'s (Sequence: the cut already seen);
    - `explains_openly`: whether the log's "Why?" may explain an AI's move
      while the game goes on; False when the reasons speak of what only that
      AI sees (Sequitur: its rack and secret goal), so they wait for the end;
    - `reasons(said, voice)`: an AI's move and its reason (the engine's codes, `said`, carried by
      the worker) in the player's words, for "Suggest a move" ("you"), the review's "Better: …"
      ("they") and "Why?" ("it"): (the move, the reason), or None to show the engine's English
      (Sequitur's reason "goals", the goals alone, says the goals of the review's word missed).
    """

    FIELDS = ("id: str", "name: str", "state_class: type[GameState]",
              "narrate: Callable[[Session, list[Event]], list[str]]",
              "ending: Callable[[Session], tuple[str, list[str], str]]",
              "label: Callable[[Session, int], str]",
              "check_options: Callable[[dict[str, Any]], dict[str, Any]]",
              "fresh_view: Callable[[GameState], dict[str, Any]]",
              "check_view: Callable[[dict[str, Any], Session], dict[str, Any]]",
              "stored: Callable[[Session], list[int]]",
              "after: Callable[[Session, list[Event]], None]",
              "sound: Callable[[Event], str | None]",
              "reveal: Callable[[Session, list[Event]], tuple[str, list[tuple[int, str]]] | None]",
              "action_text: Callable[[Session, int, Any], str]", "done: Callable[[Session, int, Any], str]",
              "think_s: float", "at: Callable[[Session], dict[str, Any] | None]", "refuse: Callable[..., str]",
              "hidden: Callable[[Session, int], str]", "secrets: str", "reshuffled: str",
              "colour: Callable[[Session, int], tuple[str, str, str]]", "explains_openly: bool",
              "guest_state: Callable[[Any], None]", "guest_view: dict[str, Any] | None",
              "reasons: Callable[[Any, str], tuple[str, str] | None]")
    DEFAULTS = {"label": _name, "check_options": _no_options, "fresh_view": _no_view, "check_view": _keep_no_view,
                "stored": _nothing_stored, "after": _nothing_after, "sound": _no_sound, "reveal": _no_reveal,
                "action_text": _described, "done": _done, "think_s": 0.5, "refuse": _reason,
                # Translators: what a saved whole game shows ("Save (shows {secrets})"): every player's hand
                "hidden": _nothing_hidden, "secrets": N_("every hand"), "reshuffled": "", "colour": _seat_colour,
                "explains_openly": True, "guest_state": _no_guest_extras, "guest_view": None,
                "reasons": _no_reasons}

    def where(self, session: Session) -> str:
        """Where the game stands as it reads inside a sentence ("turn 3 of 10", "game over"; German's
        "Zug 3 von 10" keeps its capital), in the player's language: its `at`, said."""
        return in_sentence(standing(self.at(session)))
