"""The player's settings, kept on this device (localStorage
`seqgames.settings`): the player's name (every game's first seat takes it:
web/table/setup_form.py), sound on or off, the animation speed, and whether a
move waits for a confirmation before it is played (handy on touch screens,
where a finger can land on the wrong space). The language picked is kept
apart, as its code alone (`seqgames.lang`), because web/boot.js reads it
before Python starts to fetch that language's words.

Read with the same care as saves: anything unreadable gives the defaults.
With the system's "reduce motion" set and no speed chosen, animations are off.
"""
from __future__ import annotations

import json
from typing import Any

from web.device import keys
from web.page.words import CODES, N_

KEY = keys.SETTINGS
# animation speed: a factor on every animation's length (0: none)
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
SPEED_LABELS = {
    # Translators: a choice of Settings' animation speed (a radio button): animations off
    "off": N_("No animations"),
    # Translators: a choice of Settings' animation speed (a radio button): the animations fast
    "fast": N_("Fast"),
    # Translators: a choice of Settings' animation speed (a radio button): the animations at their usual speed
    "normal": N_("Normal"),
    # Translators: a choice of Settings' animation speed (a radio button): the animations slowed down
    "slow": N_("Slow")}
SPEED_ORDER = ("off", "fast", "normal", "slow")  # as the settings list them (a dict keeps no order everywhere)
MAX_BYTES = 4_096


class Settings:
    """Sound on or off, the animation speed, whether a move waits for a confirmation, and the
    player's name ("" until one is given: a new game's first seat is then "Player 1")."""

    def __init__(self, sound: bool = True, speed: str = "", confirm: bool = False, name: str = "") -> None:
        self.sound = sound
        self.speed = speed  # "" until the player chooses: then "normal", or "off" with reduced motion
        self.confirm = confirm
        self.name = name

    def as_dict(self) -> dict[str, Any]:
        return {"sound": self.sound, "speed": self.speed, "confirm": self.confirm, "name": self.name}

    def __eq__(self, other: object) -> bool:
        return type(other) is Settings and self.as_dict() == other.as_dict()  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return (f"Settings(sound={self.sound!r}, speed={self.speed!r}, confirm={self.confirm!r}, "
                f"name={self.name!r})")

    def factor(self, reduced_motion: bool) -> float:
        """How long animations last, relative to normal (0: no animation)."""
        if not self.speed:
            return 0.0 if reduced_motion else 1.0
        return SPEEDS[self.speed]


def parse(text: str | None) -> Settings:
    """The settings stored as `text`; the defaults for anything missing or unreadable."""
    from engine.core import jsonlimits

    try:
        data: Any = jsonlimits.loads(text or "{}", max_bytes=MAX_BYTES, max_depth=4)
    except ValueError:
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    speed = data.get("speed")
    return Settings(sound=data.get("sound") is not False,
                    speed=speed if isinstance(speed, str) and speed in SPEEDS else "",
                    confirm=data.get("confirm") is True, name=own_name(data.get("name")))


def own_name(raw: Any) -> str:
    """The player's name as a game keeps one (web/device/names.py: no invisible or direction-changing
    characters, spaces made one, at most MAX_NAME characters), or "" for none."""
    from web.device.names import cleaned

    return cleaned(raw) if isinstance(raw, str) else ""


def remember_name(name: str) -> str:
    """The player's name: the one kept, or else `name` (the first a person gave a new game's first
    seat here, unless it is the default "Player 1"), kept from now on; Settings changes it."""
    from web.page.words import _

    current = load()
    given = own_name(name)
    # Translators: a player's default name ("Player 2")
    if current.name or not given or given in ("Player 1", _("Player {number}", number=1)):
        return current.name
    current.name = given
    save(current)
    return given


def dumps(settings: Settings) -> str:
    return json.dumps(settings.as_dict(), separators=(",", ":"))


def load() -> Settings:
    """This device's settings."""
    from web.device import storage

    return parse(storage.get(KEY))


def save(settings: Settings) -> bool:
    """Keep the settings; False if the browser refused."""
    from web.device import storage

    return storage.put(KEY, dumps(settings))


def language() -> str:
    """The language picked on this device ('' if none: the browser's is used); a
    value that is not one of web/page/words.py's codes counts as none."""
    from web.device import storage

    kept = storage.get(keys.LANGUAGE) or ""
    return kept if len(kept) <= 8 and kept in CODES else ""


def keep_language(code: str) -> bool:
    """Keep `code` (one of web/page/words.py's) as this device's language; False if refused."""
    from web.device import storage

    return code in CODES and storage.put(keys.LANGUAGE, code)
