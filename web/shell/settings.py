"""#/settings: the player's settings, kept on this device (web/device/settings.py):
the player's name, the language, sound, animation speed, and confirming a move before it is
played. Each change is kept at once; the next table opened uses it. A new
language is fetched (web/boot.js `seqgamesWords.use`) and shown at once,
this screen drawn again in it: nothing reloads, so no game is touched."""
from __future__ import annotations

import json
from typing import Any

from web.page import dom, sound, words
from web.page.jsvalue import found
from web.page.navigation import redraw
from web.page.tasks import spawn
from web.page.words import _
from web.device import settings
from web.device.names import MAX_NAME
from web.ui.links import back_to_games


def mount(view: Any, args: list[str]) -> Any:
    listeners = dom.Listeners()
    current = settings.load()
    sound_box = dom.element("input", attrs={"type": "checkbox", "id": "set-sound", "checked": current.sound})
    speed = dom.element("select", attrs={"id": "set-speed"})
    chosen = current.speed or ("off" if current.factor(reduced_motion=_reduced()) == 0 else "normal")
    for value in settings.SPEED_ORDER:
        speed.append(dom.element("option", _(settings.SPEED_LABELS[value]), attrs={"value": value, "selected": value == chosen}))
    language = dom.element("select", attrs={"id": "set-language"})
    for code, name in words.LANGUAGES:
        language.append(dom.element("option", name, attrs={"value": code, "lang": code, "selected": code == words.language()}))
    confirm = dom.element("input", attrs={"type": "checkbox", "id": "set-confirm", "checked": current.confirm})
    name = dom.element("input", attrs={"type": "text", "id": "set-name", "maxlength": MAX_NAME, "autocomplete": "nickname",
                                       "aria-describedby": "set-name-hint"})
    name.value = current.name
    status = dom.element("p", "", cls="seq-hint-text", attrs={"id": "set-status", "role": "status"})
    # Translators: a button of Settings: play a sound to try the volume
    try_sound = dom.element("button", _("Play a sound"), cls="button secondary", attrs={"type": "button", "id": "set-try"})
    view.append(
        # Translators: a header link and the page's heading: the app's settings
        dom.element("h1", _("Settings"), attrs={"tabindex": "-1"}),
        dom.element("p", _("Kept on this device, for every game.")),
        dom.element("form", cls="seq-setup", attrs={"id": "settings", "novalidate": True}, children=[
            dom.element("fieldset", cls="panel", children=[
                # Translators: a heading of a section of Settings: your name
                dom.element("legend", _("Your name")),
                dom.element("div", cls="setup-field", children=[
                    # Translators: a field's label: a player's name
                    dom.element("label", _("Name"), attrs={"for": "set-name"}), name]),
                dom.element("p", _("The first seat of every new game takes it."), cls="seq-hint-text",
                            attrs={"id": "set-name-hint"})]),
            dom.element("fieldset", cls="panel", children=[
                # Translators: a heading of a section of Settings: the app's language
                dom.element("legend", _("Language")),
                dom.element("div", cls="setup-field", children=[
                    dom.element("label", _("Language of the app"), attrs={"for": "set-language"}), language])]),
            dom.element("fieldset", cls="panel", children=[
                # Translators: a heading of a section of Settings: the sound
                dom.element("legend", _("Sound")),
                dom.element("div", cls="seq-radio", children=[
                    sound_box, dom.element("label", _("Short sounds for moves, rolls and the end of a game"),
                                           attrs={"for": "set-sound"})]),
                try_sound]),
            dom.element("fieldset", cls="panel", children=[
                # Translators: a heading of a section of Settings: the animations
                dom.element("legend", _("Animations")),
                # Translators: a field's label of Settings: the animations' speed
                dom.element("div", cls="setup-field", children=[dom.element("label", _("Speed"), attrs={"for": "set-speed"}), speed]),
                dom.element("p", _("With your system's “reduce motion” on, animations are off until you choose a speed here."),
                            cls="seq-hint-text")]),
            dom.element("fieldset", cls="panel", children=[
                # Translators: a heading of Settings: the moves' settings (the confirm bar)
                dom.element("legend", _("Moves")),
                dom.element("div", cls="seq-radio", children=[
                    confirm, dom.element("label", _("Confirm a move before it is played (otherwise Undo takes it back)"),
                                         attrs={"for": "set-confirm"})])]),
            status]),
        back_to_games(quiet=True))

    def keep(event: Any) -> None:
        fresh = settings.Settings(sound=bool(sound_box.checked), speed=str(speed.value), confirm=bool(confirm.checked),
                                  name=settings.own_name(str(name.value)))
        name.value = fresh.name  # as kept: cleaned (web/device/names.py)
        dom.set_text(status,
                     # Translators: a status of Settings: the settings are kept
                     _("Saved.") if settings.save(fresh)
                     else _("This browser did not let the settings be kept."))
        sound.enabled = fresh.sound

    def play(event: Any) -> None:
        sound.enabled = bool(sound_box.checked)
        sound.play("sequence")

    def pick(event: Any) -> None:
        event.stopPropagation()  # the other settings are not touched
        spawn(use_language(str(language.value), status))

    listeners.on(language, "change", pick)
    listeners.on(view.querySelector("#settings"), "change", keep)
    # Enter in the name keeps it (its change), and never submits the form (a reload)
    listeners.on(view.querySelector("#settings"), "submit", lambda event: event.preventDefault())
    listeners.on(try_sound, "click", play)
    return listeners.clear


async def use_language(code: str, status: Any) -> None:
    """Keep `code`, fetch its words and draw the screen again in them (a failed fetch changes nothing)."""
    import js

    shared = js.window.seqgamesWords
    used = await shared.use(code)
    if not used:
        dom.set_text(status, _("This language could not be loaded. Check the connection and try again."))
        return
    text = str(shared.text or "")
    words.install(str(used), json.loads(text) if text else None)
    settings.keep_language(code)
    redraw()
    picker = js.document.getElementById("set-language")
    if found(picker):
        picker.focus()


def _reduced() -> bool:
    import js

    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
