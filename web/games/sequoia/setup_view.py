"""#/sequoia: the setup screen (the shared form of web/table/setup_form.py
with Sequoia's own option).

Choose 2 to 5 players, each one's name and whether a person or an AI level
plays; under "More options", face-up or face-down tokens (SETUP; RULINGS
Sequoia 1).
"""
from __future__ import annotations

from typing import Any

from engine.sequoia.forests import FACE_DOWN, FACE_UP
from engine.sequoia.state import MAX_PLAYERS, MIN_PLAYERS
from web.games.sequoia import GAME
from web.device.saves import Saves
from web.table.setup_form import Choice, SetupForm
from web.page.words import N_, ngettext

# the tokens' setting (remembered as "variant", as earlier releases kept it)
TOKENS = Choice("variant",
                # Translators: a setting of Sequoia's setup (a choice's label): how the tokens lie (face up or down)
                N_("Tokens"),
                ((FACE_UP, N_("Face up: every token's value is known")),
                 (FACE_DOWN, N_("Face down: values are hidden until scoring"))), FACE_UP,
                name="tokens")
DEFAULTS = {"players": 2}


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    form = SetupForm(view, GAME, Saves(GAME.id), "sq", max_seats=MAX_PLAYERS, defaults=DEFAULTS,
                     player_choices=[(n, ngettext("{count} player", "{count} players", n, count=n))
                                     for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
    form.colour_seats()

    def read() -> tuple[dict[str, Any], dict[str, Any]]:
        return {"players": form.count, "tokens": form.value(TOKENS.key)}, {}

    form.read = read
    form.finish([TOKENS])
    return form.destroy
