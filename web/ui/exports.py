"""The table menu's two exports, made once for every game (issue 41).

- "Share what happened" (`#<prefix>-share`): what the table saw, every
  seat's public view and nothing any seat holds alone; it replays and
  cannot be continued (web/table/seen.py, docs/records.md).
- "Save to go on elsewhere (shows every hand)" (`#<prefix>-export`): the
  whole game, which says at its top what it shows. While other people's
  hidden cards, dice or letters are in play, it asks first
  (`#<prefix>-export-confirm`): whoever opens the file sees them.
"""
from __future__ import annotations

from typing import Any

from web.page import files
from web.page.modes import later
from web.model.records import export_text
from web.ui.question import Answer, Question
from web.page.words import N_, _

# Translators: a button: share the game's story
SHARE = N_("Share what happened")
SHARED = N_("What the table saw was saved as a file: it replays, and cannot be continued.")


def download_seen(game: str, record: dict[str, Any]) -> None:
    """Download a "Share what happened" record (web/table/seen.py makes it)."""
    files.download(f"{game}-{files.stamp()}-seen.json", export_text(record))



def whole_label(secrets: str) -> str:
    """The whole game's button: what it shows, on the button itself (`secrets`: the game's, marked N_)."""
    return _("Save to go on elsewhere (shows {secrets})", secrets=_(secrets))


class ExportTools:
    """The two menu items and the question the whole game's export asks first."""

    def __init__(self, view: Any) -> None:
        self.view = view
        driver, prefix = view.driver, view.prefix
        self.prefix = prefix
        self.secrets = driver.session.spec.secrets
        self.share = view.tool(_(SHARE), "share", lambda event: view.driver.share())
        self.share.title = _("What the table saw: it replays, and cannot be continued")
        self.whole = view.tool(whole_label(self.secrets), "export", self.on_whole)
        self.whole.title = _("The whole game, to go on from another device")
        self.question = Question(f"{prefix}-export-confirm", view.listeners)
        self.items = [self.share, self.whole]

    def on_whole(self, event: Any) -> None:
        driver = self.view.driver
        if not driver.export_asks():
            driver.export()
            return
        later(self.ask)  # once the menu has closed (it gives the focus back to its button)

    def ask(self) -> None:
        driver = self.view.driver
        if any(seat.is_ai for seat in driver.session.seats):
            text = _("This file shows {secrets} of every player, the AI's too, to whoever opens it. "
                     "To show what happened without them, choose “{share}”.", secrets=_(self.secrets), share=_(SHARE))
        else:
            text = _("This file shows {secrets} of every player, to whoever opens it. "
                     "To show what happened without them, choose “{share}”.", secrets=_(self.secrets), share=_(SHARE))
        self.question.ask(text, [
            Answer(f"{self.prefix}-export-yes", _("Make the file, it shows everything"), lambda: self.then(driver.export)),
            Answer(f"{self.prefix}-export-share", _(SHARE), lambda: self.then(driver.share), True),
            Answer(f"{self.prefix}-export-no", _("Cancel"), lambda: self.then(lambda: None), True)])

    def then(self, step: Any) -> None:
        """An answer given: do it, and the keyboard goes back to the menu's button."""
        step()
        self.view.layout.menu_button.focus()
