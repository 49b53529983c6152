"""#/stats: each player's statistics on this device, and counting a game
as it ends (web/device/stats.py holds what is counted and how the store is read);
the assisted games (Undo or a suggestion) said apart; under them each
game's finished games with Replay and Export (web/table/history_view.py).

A damaged store is reported here with a way on (clear it) and changes
nothing else: games go on, and a game that ends while the store is damaged
is simply not counted (the store is left as it was for the player to see).
A full storage is said on the table's message line, never a crash.
"""
from __future__ import annotations

from typing import Any


from engine.core.levels import LEVEL_ORDER, level_label
from web.page import dom
from web.page.dates import day_text
from web.page.numbers import fixed
from web.model.catalog import GAMES, GAMES_BY_ID
from web.device import storage
from web.device.finish import stored_stats
from web.device.stats import KEY, LANGUAGES_KEY, StatsError, daily_results, dumps, empty, lines
from web.table.history_view import history_panel
from web.ui.question import Answer, Question
from web.ui.chart import Bar, bar_chart
from web.ui.links import back_to_games
from web.model.wording import LEVEL_WORDS
from web.page.words import N_, _, ngettext

ASSISTED_NOTE = N_("A game in which a person used Undo or a suggestion, or played on from a replay, is counted as "
                    "assisted; an assisted solo game enters no solo score, so the best scores are played unaided.")
COLUMNS = (  # the table's heads; Solo only where a game has one
    # Translators: the statistics table's column head: the game's name
    N_("Game"),
    # Translators: the statistics table's column head: the number of games played
    N_("Played"),
    # Translators: the statistics table's column head: the number of games won
    N_("Won"),
    # Translators: the statistics table's column head: the number of solo games played (one person alone)
    N_("Solo"))


SHOWN_DAYS = 30  # the latest days drawn and listed (all 366 are kept)
SHOWN_PUZZLES = 7  # the latest puzzles solved listed (a year is kept)
SHOWN_SCORES = 20  # the latest solo scores drawn and listed (200 are kept)


def daily_section(body: Any, data: dict[str, Any]) -> None:
    """Sequitur's today's deal: the streaks and the latest days' results as a chart (web/ui/chart.py),
    in words under it (date, score, title, par)."""
    from web.games.sequitur.daily import title_words
    from web.games.sequitur.daily_view import streak_line
    from web.device.finish import today

    kept = daily_results(data)
    late = daily_results(data, "late")
    if not kept and not late:
        return

    def facts(r: Any) -> str:
        """A day in words: its points, title, par and whether it was assisted, as a list."""
        said = [ngettext("{count} point", "{count} points", r.points, count=r.points)]
        said += [title_words(r.title)] if r.title else []
        said += [_("par {par}", par=r.par)] if r.par is not None else []
        said += [_("assisted")] if r.assisted else []
        # Translators: Statistics: a day's facts (points, title, par)
        return _("{date}: {facts}", date=day_text(r.day), facts=", ".join(said))

    days = [bar_chart("stats-daily-chart", _("Today's deal, the latest days"), [
        Bar(r.points, facts(r), r.assisted) for r in kept[-SHOWN_DAYS:]], kind="days")] if kept else []
    body.append(dom.element("section", cls="stats-player panel", attrs={"id": "stats-daily",
                                                                        "aria-labelledby": "stats-daily-title"}, children=[
        dom.element("h2", _("Sequitur: today's deal"), attrs={"id": "stats-daily-title"}),
        dom.element("p", streak_line(kept, today()) + " " + ngettext(
            "Played on {count} day.", "Played on {count} days.", len(kept), count=len(kept)),
                    attrs={"id": "stats-daily-streak"})] + days + played_later("stats-daily", [facts(r) for r in late])))


def played_later(ids: str, said: list[str]) -> list[Any]:
    """The past days played from the archive, apart from the streak (issue 83): their count and the
    latest in words, or nothing if there are none."""
    if not said:
        return []
    return [dom.element("h3", ngettext("Played later, from the past days: {count} day",
                                       "Played later, from the past days: {count} days", len(said),
                                       count=len(said)), attrs={"id": f"{ids}-late-title"}),
            dom.element("ul", attrs={"id": f"{ids}-late", "aria-labelledby": f"{ids}-late-title"}, children=[
                dom.element("li", line) for line in reversed(said[-SHOWN_PUZZLES:])])]


def puzzle_section(body: Any, game: Any) -> None:
    """A game's today's puzzle (its own store, web/device/puzzles.py; Clear the statistics leaves
    it): the streaks, the days solved, and the latest days' results in words."""
    from web.device import puzzles
    from web.device.finish import today
    from web.table.puzzle import result_line
    from web.ui.share import streak_words

    try:
        data = puzzles.parse(storage.get(puzzles.key(game.id)))
    except puzzles.PuzzlesError:
        return
    days = data["days"]
    if not days and not data["late"]:
        return
    current, best = puzzles.streak(data, today())
    # Sequence's ids as they were (stats-puzzle-…), another game's with its id in them
    ids = "stats-puzzle" if game.id == "sequence" else f"stats-{game.id}-puzzle"
    body.append(dom.element("section", cls="stats-player panel", attrs={"id": ids,
                                                                        "aria-labelledby": f"{ids}-title"}, children=[
        # Translators: Statistics: a game's puzzle of the day
        dom.element("h2", _("{game}: today's puzzle", game=game.name), attrs={"id": f"{ids}-title"}),
        dom.element("p", streak_words(current, best) + " " + ngettext(
            "Solved on {count} day.", "Solved on {count} days.", len(days), count=len(days)),
                    attrs={"id": f"{ids}-streak"}),
        dom.element("ul", attrs={"id": f"{ids}-days"}, children=[
            dom.element("li", _("{date}: {facts}", date=day_text(day), facts=result_line(tries, hinted)))
            for day, tries, hinted, _answer in reversed(days[-SHOWN_PUZZLES:])])]
        + played_later(ids, [_("{date}: {facts}", date=day_text(day), facts=result_line(tries, hinted))
                             for day, tries, hinted, _answer in data["late"]])))


def ai_level(level: str) -> str:
    """A level's name as the setup says it ('Hard', 'Schwer')."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level_label(level)


def figures(played: int, won: int) -> str:
    """'3 played, 1 won'."""
    return _("{played} played, {won} won", played=played, won=won)


def has_solo(game: str) -> bool:
    """Whether `game` has a game of one player (a Solo column in the statistics)."""
    return game in GAMES_BY_ID and GAMES_BY_ID[game].solo


def mount(view: Any, args: list[str]) -> Any:
    """The statistics screen."""
    listeners = dom.Listeners()
    view.append(dom.element("h1", _("Statistics"), attrs={"tabindex": "-1"}),
                dom.element("p", _("Kept on this device for each player's name: a game counts when it ends here."),
                            cls="seq-hint-text"),
                dom.element("p", _(ASSISTED_NOTE), cls="seq-hint-text", attrs={"id": "stats-assisted-note"}))
    body = dom.element("div", attrs={"id": "stats-body"})
    view.append(body)
    # Translators: a button of Statistics: clear every player's statistics
    clear = dom.element("button", _("Clear the statistics"), cls="button secondary",
                        attrs={"type": "button", "id": "stats-clear"})
    confirm = Question("stats-confirm", listeners)
    status = dom.element("p", "", cls="seq-message", attrs={"id": "stats-status", "role": "status"})
    games = dom.element("section", attrs={"id": "stats-history", "aria-labelledby": "stats-history-title"}, children=[
        # Translators: a heading of Statistics: the list of finished games
        dom.element("h2", _("Finished games"), attrs={"id": "stats-history-title"})])
    for game in GAMES:
        games.append(history_panel(game.id, listeners, title=game.name))
    view.append(games)
    view.append(status, dom.element("div", cls="seq-actions", children=[
        clear, back_to_games()]), confirm.element)

    def show() -> None:
        dom.clear(body)
        try:
            data = stored_stats()
        except StatsError as problem:
            body.append(dom.element("p", _("The statistics on this device cannot be read: {problem}. Games go on as "
                                           "usual; clear the statistics to count again.", problem=str(problem)[:200]),
                                    cls="seq-error", attrs={"id": "stats-problem"}))
            return
        daily_section(body, data)
        for game in GAMES:
            if game.puzzle:
                puzzle_section(body, game)
        players = lines(data, LEVEL_ORDER, [game.id for game in GAMES])
        if not players:
            body.append(dom.element("p", _("No game has been counted yet."), attrs={"id": "stats-empty"}))
            return
        drawn = 0  # the solo charts so far, for their ids
        for name, games in players:
            charts: list[Any] = []
            section = dom.element("section", cls="stats-player panel", attrs={"aria-label": name})
            section.append(dom.element("h2", name))
            table = dom.element("table", cls="stats-table")
            # a Solo column only where a game played has a solo mode (web/model/catalog.py)
            solo_column = any(has_solo(line.game) for line in games)
            table.append(dom.element("tr", children=[dom.element("th", _(t), attrs={"scope": "col"})
                                                     for t in COLUMNS if t != "Solo" or solo_column]))
            notes = dom.element("ul", cls="stats-notes")
            for line in games:
                title = GAMES_BY_ID[line.game].name if line.game in GAMES_BY_ID else line.game
                table.append(dom.element("tr", children=[dom.element("th", title, attrs={"scope": "row"}),
                                                         dom.element("td", str(line.played)),
                                                         dom.element("td", str(line.won))]
                                         + ([dom.element("td", str(len(line.scores)) if has_solo(line.game) else "–")]
                                            if solo_column else [])))
                if line.tables:
                    # Translators: Statistics: a table size and its figures
                    sizes = "; ".join(ngettext("{count} player: {figures}", "{count} players: {figures}", size,
                                               count=size, figures=figures(p, w)) for size, p, w in line.tables)
                    notes.append(dom.element("li", _("{game} by table size: {figures}.", game=title, figures=sizes)))
                if line.levels:
                    notes.append(dom.element("li", _("{game} against the AI, by level: {figures}.", game=title,
                                                     figures="; ".join(f"{ai_level(level)}, {figures(p, w)}"
                                                                       for level, p, w in line.levels))))
                if line.assisted:
                    notes.append(dom.element("li", ngettext(
                        "{game}: {count} assisted game (Undo, a suggestion or a play-on).",
                        "{game}: {count} assisted games (Undo, a suggestion or a play-on).", line.assisted,
                        game=title, count=line.assisted), cls="stats-assisted"))
                if line.scores:
                    notes.append(dom.element("li", ngettext(
                        "{game} solo: best {best}, average {average} over {count} game.",
                        "{game} solo: best {best}, average {average} over {count} games.", len(line.scores),
                        game=title, best=line.best, average=fixed(line.average), count=len(line.scores))))
                    drawn += 1
                    charts.append(bar_chart(f"stats-solo-{drawn}", _("{game} solo scores, the latest games", game=title), [
                        # Translators: Statistics: a day's score
                        Bar(score.points, ngettext("{date}: {count} point", "{date}: {count} points", score.points,
                                                   date=day_text(score.day), count=score.points)
                            + (f", {score.title}" if score.title else "")) for score in line.scores[-SHOWN_SCORES:]],
                        kind="games"))
            section.append(table, notes, *charts)
            body.append(section)

    def on_yes() -> None:
        storage.remove(LANGUAGES_KEY)
        if storage.put(KEY, dumps(empty())):
            dom.set_text(status, _("The statistics were cleared."))
        else:
            storage.remove(KEY)
            dom.set_text(status, _("The statistics were cleared."))
        show()
        clear.focus()

    listeners.on(clear, "click", lambda event: confirm.ask(
        _("Clear every player's statistics on this device? This cannot be undone."),
        # Translators: a button answering "Clear every player's statistics?": yes, clear the statistics
        [Answer("stats-clear-yes", _("Clear them"), on_yes),
         # Translators: an answer to "Clear every player's statistics?": no, keep the statistics
         Answer("stats-clear-no", _("Keep them"), lambda: clear.focus(), True)]))
    show()
    return listeners.clear
