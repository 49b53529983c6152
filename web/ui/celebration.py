"""The winner's moment on screen, the same in every game: the end box
(web/ui/end_view.py) calls `celebrate(box)` once its result is shown.

What it does for the people at this device comes from web/model/moment.py:
the box takes the class `end-moment` and the winner's colour; its sound
plays (web/page/sound.py: silent when sound is off or with `?fast`); and, unless
animations are off (`driver.pace` is 0: reduced motion, the player's
setting, `?fast`: the same switch as every other animation), the box rises
in, its heading pops, and for a person's victory a short burst of confetti
falls over the page (pieces of a layer that takes no taps and is removed
after about two seconds). Its look is the design system's (web/app.css:
`.end-moment`, `.moment-confetti`). Only for a game that ended at this
table: not in a replay, not for a game already over when the table opened.
"""
from __future__ import annotations

import math
import random
from typing import Any

import js

from web.page import dom, sound
from web.page.ffi import create_once_callable
from web.page.jsvalue import found
from web.model.moment import Moment, moment_for
from web.page.motion import animate

RISE_MS = 520.0
POP_MS = 640.0
CONFETTI_MS = 1500.0  # the longest piece falls this long (times the pace)
PIECES = 36
GOLD = "#e0a800"
PALETTE = ("#e0a800", "#3b82f6", "#e05252", "#3fae5a", "#a66be0", "#1f5c4a")


def ended_here(driver: Any) -> bool:
    """The game ended at this table, now: not a replay, not a game already over when the table opened."""
    return (not driver.read_only and driver.session.is_over
            and not driver.over_at_start)


def celebrate(box: Any) -> Moment | None:
    """The winner's moment on the end box `box` (an EndBox); the moment played, or None."""
    driver = box.driver
    if not ended_here(driver):
        return None
    session = driver.session
    result = session.state.result()
    if result is None:
        return None
    moment = moment_for(result, list(session.people_here), solo=len(session.seats) == 1)
    panel = box.element
    panel.classList.add("end-moment")
    panel.setAttribute("data-moment", moment.kind)
    panel.style.setProperty("--moment-colour", moment.colour)
    sound.play(moment.sound)
    pace = float(driver.pace)
    if pace <= 0:
        return moment  # no motion: the result as it stands
    animate(panel, [{"transform": "translateY(28px) scale(0.96)"}, {"transform": "none"}], RISE_MS, pace,
            easing="cubic-bezier(.2, .9, .25, 1.15)")
    heading = panel.querySelector("h2[id$='-winner']")
    if found(heading):
        animate(heading, [{"transform": "scale(0.85)", "opacity": 0.3}, {"transform": "scale(1.06)", "opacity": 1},
                          {"transform": "none", "opacity": 1}], POP_MS, pace)
    if moment.confetti:
        confetti(heading if found(heading) else panel, moment.colour, pace)
    return moment


def confetti(origin: Any, colour: str, pace: float) -> None:
    """A burst of pieces from `origin` (the result's heading), falling over the page, then gone."""
    layer = dom.element("div", cls="moment-confetti", attrs={"aria-hidden": "true", "id": "moment-confetti"})
    old = js.document.getElementById("moment-confetti")
    if found(old):
        old.remove()
    js.document.body.append(layer)
    box = origin.getBoundingClientRect()
    width, height = float(js.window.innerWidth), float(js.window.innerHeight)
    x0 = min(max(float(box.left) + float(box.width) / 2, 0.0), width)
    y0 = min(max(float(box.top), height * 0.15), height * 0.6)
    longest = 0.0
    for k in range(PIECES):
        piece = dom.element("span")
        piece.style.left = f"{x0:.0f}px"
        piece.style.top = f"{y0:.0f}px"
        piece.style.background = colour if k % 3 == 0 else GOLD if k % 3 == 1 else random.choice(PALETTE)
        layer.append(piece)
        angle = random.uniform(-math.pi * 0.95, -math.pi * 0.05)  # upwards and to the sides
        speed = random.uniform(0.25, 0.5) * min(width, 700.0)
        dx, rise = math.cos(angle) * speed, math.sin(angle) * speed * 0.6
        fall = random.uniform(0.45, 0.8) * height
        spin = random.uniform(-720.0, 720.0)
        longest = max(longest, animate(piece, [
            {"transform": "translate(0, 0) rotate(0deg)", "opacity": 1},
            {"transform": f"translate({dx * 0.7:.0f}px, {rise:.0f}px) rotate({spin / 2:.0f}deg)", "opacity": 1, "offset": 0.3},
            {"opacity": 1, "offset": 0.75},
            {"transform": f"translate({dx:.0f}px, {fall:.0f}px) rotate({spin:.0f}deg)", "opacity": 0}],
            CONFETTI_MS * random.uniform(0.7, 1.0), pace, easing="cubic-bezier(.2, .6, .4, 1)", fill="forwards"))
    js.setTimeout(create_once_callable(lambda: layer.remove()), longest + 100)
