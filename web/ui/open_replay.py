"""Opening the replay screen (web/table/replay.py) on a game record: from the end's Replay and
Review, the game history, an imported record, and a guest's end (in a tab of its own). The record
is kept as the replay (`seqgames.<game>.replay`, web/model/replay_file.py), which the screen reads;
where the browser refuses to keep it, in this page's memory (`unsaved`), for this page only.
"""
from __future__ import annotations

from typing import Any

import js

from web.device.saves import Saves
from web.model.replay_file import Replay, replay_text
from web.model.spec import GameSpec
from web.page import navigation
from web.page.modes import later

# a replay kept in memory when the browser refused to store it (it then does not survive a reload)
unsaved: dict[str, str] = {}
NOT_KEPT = "This browser's storage is full or disabled, so the replay cannot open in another tab."


def open_replay(spec: GameSpec, record: dict[str, Any], saves: Saves, *, review: bool = False,
                tab: bool = False) -> str:
    """Open the replay screen on `record`, at its start (after the current click is handled);
    `review`: with the review with the AI under way (`#/<game>/review`, web/table/review_view.py),
    at the end, from where it goes to the game's biggest turning point once the review knows it.
    `tab`: in a tab of its own, opened in this click (a guest's device: its table stays connected
    for the host's rematch). "", or why it could not open."""

    text = replay_text(spec.id, Replay(record, None if review else 0))
    route = f"{spec.id}/{'review' if review else 'replay'}"
    if saves.save_replay(text):
        unsaved.pop(spec.id, None)
    elif tab:  # another tab reads the replay from this browser's storage only
        return NOT_KEPT
    else:
        unsaved[spec.id] = text
    if tab:
        js.window.open(f"#/{route}", "_blank", "noopener")
    else:
        later(lambda: navigation.go(route))
    return ""
