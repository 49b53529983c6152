"""#/settings: the player's settings, kept on this device (web/device/settings.py):
sound, animation speed, and confirming a move before it is played. Each
change is kept at once; the next table opened uses it."""
from __future__ import annotations

from typing import Any

from web.page import dom, sound
from web.device import settings
from web.ui.links import back_to_games


def mount(view: Any, args: list[str]) -> Any:
    listeners = dom.Listeners()
    current = settings.load()
    sound_box = dom.element("input", attrs={"type": "checkbox", "id": "set-sound", "checked": current.sound})
    speed = dom.element("select", attrs={"id": "set-speed"})
    chosen = current.speed or ("off" if current.factor(reduced_motion=_reduced()) == 0 else "normal")
    for value in settings.SPEED_ORDER:
        speed.append(dom.element("option", settings.SPEED_LABELS[value], attrs={"value": value, "selected": value == chosen}))
    confirm = dom.element("input", attrs={"type": "checkbox", "id": "set-confirm", "checked": current.confirm})
    status = dom.element("p", "", cls="seq-hint-text", attrs={"id": "set-status", "role": "status"})
    try_sound = dom.element("button", "Play a sound", cls="button secondary", attrs={"type": "button", "id": "set-try"})
    view.append(
        dom.element("h1", "Settings", attrs={"tabindex": "-1"}),
        dom.element("p", "Kept on this device, for every game."),
        dom.element("form", cls="seq-setup", attrs={"id": "settings", "novalidate": True}, children=[
            dom.element("fieldset", cls="panel", children=[
                dom.element("legend", "Sound"),
                dom.element("div", cls="seq-radio", children=[
                    sound_box, dom.element("label", "Short sounds for moves, rolls and the end of a game",
                                           attrs={"for": "set-sound"})]),
                try_sound]),
            dom.element("fieldset", cls="panel", children=[
                dom.element("legend", "Animations"),
                dom.element("div", cls="setup-field", children=[dom.element("label", "Speed", attrs={"for": "set-speed"}), speed]),
                dom.element("p", "With your system's “reduce motion” on, animations are off until you choose a speed here.",
                            cls="seq-hint-text")]),
            dom.element("fieldset", cls="panel", children=[
                dom.element("legend", "Moves"),
                dom.element("div", cls="seq-radio", children=[
                    confirm, dom.element("label", "Confirm a move before it is played (otherwise Undo takes it back)",
                                         attrs={"for": "set-confirm"})])]),
            status]),
        back_to_games(quiet=True))

    def keep(event: Any) -> None:
        fresh = settings.Settings(sound=bool(sound_box.checked), speed=str(speed.value), confirm=bool(confirm.checked))
        dom.set_text(status, "Saved." if settings.save(fresh) else "This browser did not let the settings be kept.")
        sound.enabled = fresh.sound

    def play(event: Any) -> None:
        sound.enabled = bool(sound_box.checked)
        sound.play("sequence")

    listeners.on(view.querySelector("#settings"), "change", keep)
    listeners.on(try_sound, "click", play)
    return listeners.clear


def _reduced() -> bool:
    import js

    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
