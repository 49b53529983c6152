"""The Sequitur dictionaries in the browser (RULINGS Sequitur 8), one per language of the words
(engine/sequitur/dictionary.py `LANGUAGES`): the page fetches a language's file (`URLS`: English's
with every table, another only when a game in it is set up, resumed or replayed; each precached or,
once fetched, cached by the service worker, so it works offline), has the browser inflate it
(DecompressionStream: no bytes cross into Python one by one), installs the words in this Python,
and hands the same text to each background worker once (the light worker's MicroPython and
Pyodide's), for the AI seats.
"""
from __future__ import annotations

import json
from typing import Any

import js

from engine.sequitur import dictionary
from engine.core.errors import SetupError
from web.device import keys
from web.device.saves import Saves
from web.page import words as page_words
from web.page.words import _
from web.page import dom, light, workers
from web.page.jsvalue import found
from web.page.modes import starts_ahead
from web.page.tasks import Shared, spawn

ENGLISH = dictionary.ENGLISH
URLS = {ENGLISH: "web/data/sequitur-words.txt.gz", "es": "web/data/sequitur-words-es.txt.gz",
        "fr": "web/data/sequitur-words-fr.txt.gz", "de": "web/data/sequitur-words-de.txt.gz",
        "it": "web/data/sequitur-words-it.txt.gz", "pt-BR": "web/data/sequitur-words-pt-BR.txt.gz",
        "nl": "web/data/sequitur-words-nl.txt.gz", "pl": "web/data/sequitur-words-pl.txt.gz"}
URL = URLS[ENGLISH]
_texts: dict[str, str] = {}  # language -> its words as text, one a line
_loads: dict[str, Shared] = {}  # language -> its download


async def _fetch(language: str) -> None:
    response = await js.fetch(URLS[language])
    if not response.ok:
        raise OSError(f"the dictionary could not be loaded (HTTP {response.status})")
    inflated = response.body.pipeThrough(js.DecompressionStream.new("gzip"))
    text = str(await js.Response.new(inflated).text())
    js.performance.mark("words:fetched")
    dictionary.install(text.encode("utf-8"), language)
    _texts[language] = text
    js.performance.mark("words:installed")
    if language != ENGLISH:
        _keep(URLS[language])


_kept = dom.Listeners()


def _keep(url: str) -> None:
    """Have the service worker keep a file it does not precache (web/sw.js LAZY), for offline play: it
    keeps what it fetches, but on a first visit the page may fetch before the worker controls it, and
    then the file is fetched once more, through the worker, when it does."""
    workers_here = js.navigator.serviceWorker
    if not found(workers_here) or found(workers_here.controller):
        return

    def controlled(_event: Any) -> None:
        _kept.clear()
        js.fetch(url)

    _kept.on(workers_here, "controllerchange", controlled)


def _load(language: str) -> Shared:
    if language not in _loads:
        _loads[language] = Shared(lambda: _fetch(language))
    return _loads[language]


workers.goes_first(_load(ENGLISH))  # the table waits for the words, not for Pyodide's worker


def _installed(language: str) -> bool:
    """Whether the words of `language` are on this page, fetched and installed."""
    return language in _texts and dictionary.is_loaded(language)


async def ensure(language: str = ENGLISH) -> None:
    """Fetch and install the dictionary of `language` on this page (once: callers that come
    while it loads wait for the same load; a failed load is tried again)."""
    if _installed(language):
        return
    await _load(language).result()


def default_language() -> str:
    """The language of the words a game gets unless one is chosen (the setup's default, today's deal's):
    the app's if Sequitur has words in it, else English (docs/languages.md)."""
    app = page_words.language()
    return app if app in dictionary.LANGUAGES else ENGLISH


async def fetch_for_game(language: str, say: Any) -> None:
    """The words of `language` on this page before a game in them starts (downloaded once): `say(text)`
    tells the wait ("" once done); SetupError saying so if they cannot be downloaded."""
    if language == ENGLISH or dictionary.is_loaded(language):
        return
    # Translators: Sequitur: while its word list loads
    say(_("Loading the words…"))
    try:
        await ensure(language)
    except Exception:
        raise SetupError(_("the words ({language}) could not be downloaded: check the connection and try again",
                           language=dict(page_words.LANGUAGES)[language])) from None
    say("")


def missing_for(state: Any) -> Any:
    """The load of the words a guest's copy of a host's table `state` is in, if this page lacks them
    (web/net/guest.py waits for it before it shows the table), else None."""
    language = getattr(state, "language", ENGLISH)
    if language not in URLS or _installed(language):
        return None
    return ensure(language)


def _language_of(text: str | None) -> str:
    """The language of the words of a saved game or replay (its record's config), English if it names none."""
    try:
        language = json.loads(text or "{}")["record"]["config"].get("language", ENGLISH)
    except Exception:  # none, or damaged: the screen that reads it says so
        return ENGLISH
    return language if language in URLS else ENGLISH


def kept_languages() -> list[str]:
    """The languages of the words of the game, today's deal and the replay this device keeps, English first."""
    saves = Saves("sequitur")
    wanted = [ENGLISH]
    for text in (saves.load_game(), Saves("sequitur", keys.TODAY).load_game(), saves.load_replay()):
        language = _language_of(text)
        if language not in wanted:
            wanted.append(language)
    return wanted


def _hand_over_to(pool: Any, mark: str, language: str) -> Shared:
    """The handover of the dictionary of `language` to the worker `pool` starts (web/page/workers.py,
    or web/page/light.py); `<html data-{mark}="ready">` and a performance mark `{mark}-ready` once
    done (for the tests and benchmarks), the language's code after the mark but English's
    (`data-{mark}-es`). Pyodide's worker builds the AI's index of words by their letters then (about a
    second); the light worker a part at a time afterwards (`_index_in`), unless the page starts nothing
    ahead (web/page/modes.py `starts_ahead`: the tests' mode), where the first decision that needs the
    index builds it."""
    if language != ENGLISH:
        mark = f"{mark}-{language}"

    async def job() -> None:
        await ensure(language)
        text = _texts[language]
        worker = await pool.get()
        light_one = pool is light
        # web/table/ai_worker.py's `install_words`: the words, and but in the light worker the index
        await worker.install_words(text, not light_one, language)  # a str on both Pythons
        js.document.documentElement.setAttribute(f"data-{mark}", "ready")
        js.performance.mark(f"{mark}-ready")
        if light_one and starts_ahead():  # (else the first decision that needs the index builds it)
            spawn(_index_in(worker, language))

    return Shared(job)


async def _index_in(worker: Any, language: str) -> None:
    """The light worker builds its index a part at a time, a call each (MicroPython takes seconds
    for all of it on a phone): a decision asked meanwhile waits for one part, not for the whole.
    `<html data-light-index="ready">` once built."""
    try:
        while not await worker.prepare_words(language):
            pass
    except Exception as error:  # a decision that needs the index builds it then
        js.console.warn(f"The light worker's index was not prepared ({error}).")
        return
    js.document.documentElement.setAttribute("data-light-index", "ready")
    js.performance.mark("light-index-ready")


_handovers: dict[str, Shared] = {}  # "<mark> <language>" -> the handover


def _handover(pool: Any, mark: str, language: str) -> Shared:
    key = f"{mark} {language}"
    if key not in _handovers:
        _handovers[key] = _hand_over_to(pool, mark, language)
    return _handovers[key]


def _to_pyodide(language: str = ENGLISH) -> Shared:
    return _handover(workers, "worker-words", language)


def _to_light(language: str = ENGLISH) -> Shared:
    return _handover(light, "light-words", language)


async def hand_to(worker: Any, language: str = ENGLISH) -> None:
    """Hand the dictionary of `language` to `worker`, the light worker or Pyodide's (once per page
    load for each; again only if a try failed); await the result. The setup screen starts both,
    so they are done while people choose their seats, before any AI decides."""
    await (_to_light(language) if light.is_it(worker) else _to_pyodide(language)).result()


async def hand_to_worker(language: str = ENGLISH) -> None:
    """Hand the dictionary of `language` to Pyodide's worker (the daily par's, the suggestions', the review's)."""
    await _to_pyodide(language).result()


async def ready() -> None:
    """What Sequitur's screens need first: the dictionary on this page, English's and that of the game
    and the replay the device keeps (`kept_languages`). The light worker starts at once (it boots while
    the dictionary downloads) and gets the dictionary in the background; Pyodide's worker gets it once
    it is up (it warms up when the screens are still, web/page/workers.py; starting it here slowed a
    table opened at once by 0.5 s at 4x), or when something needs it (`hand_to`, `hand_to_worker`). In
    the tests' mode the light worker and its words wait for what needs them too (web/page/modes.py
    `starts_ahead`)."""
    ahead = starts_ahead()
    if ahead:
        light.warm_up()
    languages = kept_languages()
    for language in languages:
        await ensure(language)
    language = languages[-1]  # the game's, which its AIs want first
    if ahead:
        _to_light(language).start()
    workers.when_ready(_to_pyodide(language).start)
