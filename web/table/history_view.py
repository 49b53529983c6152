"""The game history on screen, one list for every game (web/device/history.py holds
the store): a collapsible panel "Finished games" listing a game's last
finished games, newest first, each with the day, the players, the result
(and "Assisted" when a person used Undo or a suggestion), Replay (the
replay screen, web/table/replay.py), Review (the same with the review with
the AI, web/table/review_view.py), Share (what the table saw, as the
table's "Share what happened" writes it) and Save (the whole game, which
says on its button what it shows). Shown on each game's setup screen and, one per
game, on the statistics screen.

Stored items that cannot be read are not listed; the panel says so once.
A game is kept as it ends at the table (web/device/finish.py, from Driver.count_game).
"""
from __future__ import annotations

from typing import Any


from web.page import dom, files
from web.page.imports import import_module
from web.page.dates import day_text
from web.device.finish import load_history
from web.device.history import MAX_GAMES, Item
from web.page.words import N_, _, ngettext
from engine.core.errors import RecordError
from web.model.refusals import problem_words
from web.model.records import whole_text
from web.ui.exports import SHARED, download_seen

# Translators: a game played with help (Suggest or Undo), in the list of past games
ASSISTED = N_("Assisted")


def history_panel(game: str, listeners: dom.Listeners, *, title: str = N_("Finished games")) -> Any:
    """The <details> listing `game`'s finished games (`#<game>-history`), each with Replay and Export."""
    spec = import_module(f"web.games.{game}").GAME
    history = load_history(game)
    status = dom.element("p", "", cls="seq-message", attrs={"id": f"{game}-history-status", "role": "status"})
    items = list(reversed(history.items))
    panel = dom.element("details", cls="seq-history panel", attrs={"id": f"{game}-history"}, children=[
        # Translators: a list's heading and how many it holds ("Finished games (12)")
        dom.element("summary", _("{title} ({count})", title=_(title), count=len(items)))])
    panel.append(dom.element("p", _("The last {count} games finished on this device are kept here.", count=MAX_GAMES),
                             cls="seq-hint-text"))
    if history.skipped:
        panel.append(dom.element("p", ngettext("{count} stored game could not be read (damaged or from elsewhere) and "
                                               "is not listed.",
                                               "{count} stored games could not be read (damaged or from elsewhere) and "
                                               "are not listed.", history.skipped, count=history.skipped),
                                 cls="seq-error", attrs={"id": f"{game}-history-skipped"}))
    if not items:
        panel.append(dom.element("p", _("No finished game yet."), attrs={"id": f"{game}-history-empty"}))
    listing = dom.element("ol", cls="seq-history-list")
    for number, item in enumerate(items):
        listing.append(_row(spec, game, item, number, listeners, status))
    panel.append(listing, status)
    return panel


def _row(spec: Any, game: str, item: Item, number: int, listeners: dom.Listeners, status: Any) -> Any:
    what = f"{day_text(item.day)}: {item.players}. {item.result}"
    row = dom.element("li", cls="seq-history-item", attrs={"data-game-id": item.id}, children=[
        dom.element("p", children=[dom.element("span", what, cls="seq-history-what")]
                    + ([dom.element("span", _(ASSISTED), cls="level-badge seq-assisted")] if item.assisted else []))])
    # Translators: a button at a game's end and in the list of finished games: replay the game move by move
    replay = dom.element("button", _("Replay"), cls="button secondary",
                         attrs={"type": "button", "id": f"{game}-history-replay-{number}",
                                # Translators: a button's name for screen readers in the list of finished games: replay this game ({what} names it)
                                "aria-label": _("Replay: {what}", what=what)})
    # Translators: a button at a game's end and in the list of finished games: review the game with the AI
    review = dom.element("button", _("Review"), cls="button secondary",
                         attrs={"type": "button", "id": f"{game}-history-review-{number}",
                                # Translators: a button's name for screen readers in the list of finished games: review this game ({what} names it)
                                "aria-label": _("Review: {what}", what=what)})
    # Translators: a button: share the game's result
    share = dom.element("button", _("Share"), cls="button secondary", attrs={
        "type": "button", "id": f"{game}-history-share-{number}", "aria-label": _("Share what happened: {what}", what=what),
        "title": _("What the table saw: it replays, and cannot be continued")})
    # Translators: a button: save the whole game as a file, which shows {secrets}
    export = dom.element("button", _("Save (shows {secrets})", secrets=_(spec.secrets)), cls="button secondary", attrs={
        "type": "button", "id": f"{game}-history-export-{number}",
        "aria-label": _("Save the whole game, which shows {secrets}: {what}", secrets=_(spec.secrets), what=what)})

    def on_replay(event: Any, review: bool = False) -> None:
        from web.device.saves import Saves
        from web.ui.open_replay import open_replay

        open_replay(spec, item.record, Saves(game), review=review)  # the replay screen checks the record

    def on_export(event: Any) -> None:
        files.download(f"{game}-{item.day}-{item.id[:6]}.json", whole_text(item.record, spec.secrets))
        dom.set_text(status, _("The whole game was saved as a file: it shows {secrets}.", secrets=_(spec.secrets)))

    listeners.on(replay, "click", on_replay)
    listeners.on(review, "click", lambda event: on_replay(event, review=True))
    def on_share(event: Any) -> None:
        from web.model.session import Session
        from web.table.seen import seen_record

        try:
            record = seen_record(Session.from_record(spec, item.record))
        except RecordError as error:
            dom.set_text(status, _("This game could not be shared: {problem}", problem=problem_words(error)))
            return
        download_seen(game, record)
        dom.set_text(status, _(SHARED))

    listeners.on(export, "click", on_export)
    listeners.on(share, "click", on_share)
    row.append(dom.element("div", cls="seq-history-actions", children=[replay, review, share, export]))
    return row
