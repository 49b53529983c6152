"""A day's result shared (Sequitur's today's deal, Sequence's today's puzzle): the Web Share API
where the browser has it, else the clipboard, with a line saying which; and the streak's words."""
from __future__ import annotations

import json
from typing import Any

import js

from web.page import dom
from web.page.ffi import attempt
from web.page.words import _, ngettext


async def share_text(text: str, status: Any) -> None:
    """The Web Share API where the browser has it, else the clipboard; a line says what happened."""
    navigator = js.navigator
    data = js.JSON.parse(json.dumps({"text": text}))
    try:
        if hasattr(navigator, "share") and hasattr(navigator, "canShare") and attempt(navigator, "canShare", data):
            await navigator.share(data)
            # Translators: a status after the Share button: shared
            dom.set_text(status, _("Shared."))
            return
        await navigator.clipboard.writeText(text)
        dom.set_text(status, _("Copied to the clipboard: paste it where you like."))
    except Exception as error:
        if "AbortError" in str(error):
            # Translators: a status after the Share button: sharing was cancelled
            dom.set_text(status, _("Not shared."))
            return
        dom.set_text(status, _("This browser did not let the app copy it: select the text above and copy it."))


def streak_words(current: int, best: int) -> str:
    """'Streak: 3 days in a row (best: 5).' (engine/core/daily.py `streaks`)."""
    return ngettext("Streak: {count} day in a row (best: {best}).", "Streak: {count} days in a row (best: {best}).",
                    current, count=current, best=best)
