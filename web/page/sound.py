"""Short sounds made in the page with Web Audio: no files to download, so
they work offline and cost nothing at start-up. Each is a tone or a burst
of noise shaped by an envelope; `play(name)` does nothing when sound is off
or the browser has no audio; the names asked for while sound is on are
kept in `<html data-sounds>` (the last few), which the browser tests read."""
from __future__ import annotations

import random
from typing import Any

import js

from web.page.ffi import to_js
from web.page.jsvalue import found

# name -> notes: (start s, frequency Hz (0: noise), length s, volume, wave)
SOUNDS: dict[str, tuple[tuple[float, float, float, float, str], ...]] = {
    "place": ((0.0, 440.0, 0.09, 0.25, "triangle"), (0.0, 880.0, 0.05, 0.08, "sine")),
    "remove": ((0.0, 300.0, 0.12, 0.25, "sawtooth"), (0.06, 200.0, 0.12, 0.2, "triangle")),
    "card": ((0.0, 0.0, 0.07, 0.18, "noise"),),
    "dice": tuple((0.04 * k, 0.0, 0.04, 0.22, "noise") for k in range(6)),
    "grow": ((0.0, 392.0, 0.1, 0.18, "sine"), (0.08, 523.0, 0.12, 0.18, "sine")),
    "token": ((0.0, 659.0, 0.08, 0.18, "triangle"), (0.07, 880.0, 0.14, 0.16, "triangle")),
    "word": ((0.0, 523.0, 0.08, 0.16, "sine"), (0.07, 659.0, 0.08, 0.16, "sine"), (0.14, 784.0, 0.12, 0.16, "sine")),
    "sequence": ((0.0, 523.0, 0.12, 0.2, "triangle"), (0.1, 659.0, 0.12, 0.2, "triangle"), (0.2, 784.0, 0.2, 0.2, "triangle")),
    "turn": ((0.0, 784.0, 0.12, 0.12, "sine"),),
    "award": ((0.0, 988.0, 0.07, 0.07, "sine"),),  # a forest scored at the end: a soft tick
    # everyone's choices turned up at once (web/ui/reveal.py): a short rising sweep
    "reveal": ((0.0, 0.0, 0.05, 0.12, "noise"), (0.03, 440.0, 0.08, 0.14, "triangle"),
               (0.1, 587.0, 0.08, 0.14, "triangle"), (0.17, 740.0, 0.16, 0.14, "triangle")),
    # the end of a game (web/model/moment.py says which): a fanfare when a person
    # here wins, a two-voice one for a shared victory, a bright rise for a solo
    # score, and a calm close when the people here lost or nobody won
    "win": ((0.0, 392.0, 0.12, 0.2, "triangle"), (0.12, 523.0, 0.12, 0.2, "triangle"),
            (0.24, 659.0, 0.12, 0.2, "triangle"), (0.36, 784.0, 0.16, 0.22, "triangle"),
            (0.52, 659.0, 0.1, 0.18, "triangle"), (0.62, 1047.0, 0.55, 0.22, "triangle"),
            (0.62, 523.0, 0.55, 0.1, "sine")),
    "shared": ((0.0, 523.0, 0.16, 0.16, "triangle"), (0.0, 659.0, 0.16, 0.12, "sine"),
               (0.18, 698.0, 0.16, 0.16, "triangle"), (0.18, 880.0, 0.16, 0.12, "sine"),
               (0.36, 784.0, 0.5, 0.18, "triangle"), (0.36, 1047.0, 0.5, 0.14, "sine")),
    "score": ((0.0, 659.0, 0.1, 0.16, "sine"), (0.1, 784.0, 0.1, 0.16, "sine"),
              (0.2, 1047.0, 0.35, 0.18, "triangle"), (0.3, 1319.0, 0.25, 0.08, "sine")),
    "end": ((0.0, 392.0, 0.25, 0.14, "sine"), (0.22, 523.0, 0.45, 0.14, "sine")),
}
RECENT = 12  # how many sound names <html data-sounds> keeps (the browser tests read it)

_context: Any = None
enabled = True


def _audio() -> Any:
    global _context
    if _context is None:
        constructor = getattr(js.window, "AudioContext", None) or getattr(js.window, "webkitAudioContext", None)
        if constructor is None:
            return None
        _context = constructor.new()
    if str(_context.state) == "suspended":
        _context.resume()
    return _context


def _note(name: str) -> None:
    """Keep the names of the last sounds asked for in <html data-sounds>, for the tests."""
    try:
        html = js.document.documentElement
        text = html.getAttribute("data-sounds")
        recent = str(text).split(",") if found(text) else []
        html.setAttribute("data-sounds", ",".join((recent + [name])[-RECENT:]))
    except Exception:  # a page without a document (never in the app): nothing to note
        pass


def play(name: str) -> None:
    """Play the sound `name` (a key of SOUNDS) if sound is on; never raises."""
    if not enabled or name not in SOUNDS:
        return
    _note(name)
    try:
        audio = _audio()
        if audio is None:
            return
        now = float(audio.currentTime)
        for start, frequency, length, volume, wave in SOUNDS[name]:
            gain = audio.createGain()
            gain.gain.setValueAtTime(0.0001, now + start)
            gain.gain.exponentialRampToValueAtTime(volume, now + start + 0.01)
            gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
            gain.connect(audio.destination)
            if wave == "noise":
                frames = max(1, int(float(audio.sampleRate) * length))
                buffer = audio.createBuffer(1, frames, audio.sampleRate)
                noise = [random.uniform(-1.0, 1.0) for _ in range(frames)]
                buffer.copyToChannel(js.Float32Array.new(to_js(noise)), 0)
                source = audio.createBufferSource()
                source.buffer = buffer
            else:
                source = audio.createOscillator()
                source.type = wave
                source.frequency.setValueAtTime(frequency, now + start)
            source.connect(gain)
            source.start(now + start)
            source.stop(now + start + length + 0.02)
    except Exception:  # no audio device, a browser without Web Audio: the game goes on silently
        pass
