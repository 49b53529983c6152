"""#/sequitur: the setup screen (the shared form of web/table/setup_form.py
with Sequitur's own option).

Choose 1 to 5 players (one is solo play: two goal cards per draw, keep one,
and the score ladder; rulebook "Solo play"), each one's name and whether a
person or an AI level plays; under "More options", the house rule (the
table may accept a word the dictionary lacks; RULINGS Sequitur 8), the
language of the words (English or another of `dictionary.LANGUAGES`: the app's language if Sequitur
has words in it, else English; docs/languages.md) and a link to today's
deal (daily_view).
"""
from __future__ import annotations

from typing import Any

from engine.sequitur import dictionary
from engine.sequitur.state import MAX_PLAYERS, MIN_PLAYERS
from web.page import dom
from web.games.sequitur import GAME
from web.games.sequitur import words as dictionaries
from web.device.saves import Saves
from web.table.setup_form import Choice, SetupForm, Toggle
from web.page import words
from web.page.tasks import spawn
from web.page.words import N_, _, ngettext

HOUSE_RULE = Toggle("house_rule",
                    # Translators: a setting of Sequitur's setup (a switch): the house rule
                    N_("House rule"),
                    N_("The table may accept a word the dictionary lacks (the log records it)"))
DEFAULTS = {"players": 2}
# each language of the words by its own name, as Settings' picker lists the app's (web/page/words.py)
NAMES = dict(words.LANGUAGES)


def words_language() -> Choice:
    """The language of the words: the app's if Sequitur has words in it, else English."""
    return Choice("language", N_("Language of the words"),
                  tuple((code, NAMES[code]) for code in dictionary.LANGUAGES), dictionaries.default_language())


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    form = SetupForm(view, GAME, Saves(GAME.id), "sr", max_seats=MAX_PLAYERS, defaults=DEFAULTS,
                     player_choices=[(n,
                                      # Translators: a choice of Sequitur's setup: one person alone (solo play)
                                      _("1 player (solo)") if n == 1
                                      else ngettext("{count} player", "{count} players", n, count=n))
                                     for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
    solo_note = dom.element("p", _("Solo play: each goal draw is two cards of that colour; you keep one. "
                                   "After three rounds your points place you on the ladder (5 good start … 25 Sequitur master)."),
                            cls="seq-hint-text", attrs={"id": "sr-solo-note"})
    form.colour_seats()
    # today's deal: one solo game a day, the same deal everywhere (web/games/sequitur/daily_view.py)
    daily = form.panel(_("Today's deal"), dom.element("p", cls="rules-links", children=[
        dom.element("a", _("Today's deal"), cls="nav-link", attrs={"href": "#/sequitur/daily", "id": "sr-daily-link"}),
        dom.element("span", _("one solo game a day, the same for everyone"), cls="seq-hint-text")]))

    def refresh() -> None:
        solo_note.hidden = form.count != 1

    def read() -> tuple[dict[str, Any], dict[str, Any]]:
        config: dict[str, Any] = {"players": form.count}
        if form.count > 1:
            config["one_sitting"] = True  # steps 1 and 2 in one sitting: fewer hand-offs (docs/rules.md)
        if form.value(HOUSE_RULE.key):
            config["house_rule"] = True
        language = form.value("language")
        if language != dictionary.ENGLISH:  # an English game's config stays as it was
            config["language"] = language
        return config, {}

    async def prepare() -> None:
        """The chosen language's words on this page before its game starts (downloaded once)."""
        await dictionaries.fetch_for_game(form.value("language"), lambda text: dom.set_text(form.error, text))

    def chosen(_event: Any = None) -> None:
        """A language of the words chosen: its words start downloading (a failure is said on Start)."""
        language = form.value("language")
        if language != dictionary.ENGLISH:
            spawn(fetch_ahead(language))

    async def fetch_ahead(language: str) -> None:
        try:
            await dictionaries.ensure(language)
        except Exception:  # Start tries again, and says why if it fails
            pass

    form.on_refresh = refresh
    form.read = read
    form.prepare = prepare
    form.finish([words_language(), HOUSE_RULE, daily], note=solo_note)
    form.listeners.on(form.controls["language"], "change", chosen)
    chosen()
    return form.destroy
