"""The smoke suite in every browser the README names (issue 41; docs/browsers.md): Chromium,
Firefox ESR and WebKitGTK (Safari's engine), through e2e/browser_drivers.py.

In each, as a first visit: every game starts its default table, the person makes their first
decisions and the game goes on; a reload resumes the same game; then, with the server stopped,
the page reloads from the service worker and the game is still there. The steps are written
once, in e2e/browsers/smoke.js. A browser that is missing fails the test (the test command
installs all three from Debian)."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browser_drivers import DRIVERS, Driver
from conftest import Server
from web.net import pairing

GAMES = ("sequence", "sequoia", "sequitur")


@pytest.fixture(params=list(DRIVERS))
def driver(request: pytest.FixtureRequest) -> Iterator[Driver]:
    opened = DRIVERS[request.param]()
    yield opened
    opened.quit()


def _ready_and(driver: Driver, game: str, phase: str) -> dict[str, Any]:
    driver.smoke(game, "ready")
    return driver.smoke(game, phase)


def test_each_game_plays_resumes_and_works_offline(driver: Driver, start_server: Callable[[], Server]) -> None:
    server = start_server()
    seen: dict[str, list[str]] = {}
    for game in GAMES:
        driver.goto(f"{server.url}?fast#/{game}")
        played = _ready_and(driver, game, "play")
        assert played["log"] >= 2, (driver.name, game, played)  # the game went on past the person's decisions
        driver.smoke(game, "settled")  # Firefox reports a download the reload aborts as the page's error
        driver.reload()
        resumed = _ready_and(driver, game, "resumed")
        assert resumed["lines"][:played["log"]] == played["lines"], (driver.name, game, played, resumed)
        seen[game] = resumed["lines"]
    assert driver.smoke(GAMES[-1], "cached")["cached"] > 10
    server.stop()  # no network from here on: the service worker serves the page
    driver.reload()
    offline = _ready_and(driver, GAMES[-1], "resumed")
    assert offline["lines"][:len(seen[GAMES[-1]])] == seen[GAMES[-1]], (driver.name, offline)
    assert driver.errors() == [], (driver.name, driver.errors())


def test_each_browsers_invitation_fits_a_small_qr_code(driver: Driver, start_server: Callable[[], Server]) -> None:
    """The invitation carries only candidates that can connect (no TCP 'active' ones: Firefox
    gathers two) and fits a QR code of version 10 or below (docs/play-across-devices.md). A browser
    without WebRTC (Debian's WebKitGTK is built without it; Safari has it) says so in words
    instead of "Preparing an invitation..." for ever."""
    server = start_server()
    driver.goto(f"{server.url}?fast#/sequence")
    driver.smoke("sequence", "ready")
    shown = driver.smoke("sequence", "invitation")
    server.stop()
    if not shown["webrtc"]:
        assert driver.name == "webkit", shown  # Chromium and Firefox have WebRTC
        assert "has no WebRTC" in shown["problem"] and "Safari" in shown["problem"], shown
        return
    invitation = pairing.read_invitation(shown["link"].split("#/join/", 1)[1])
    candidates = invitation.description.candidates
    assert candidates and not [c for c in candidates if c.protocol == "tcp" and c.tcptype == "active"], (driver.name, candidates)
    assert 1 <= shown["version"] <= 10, (driver.name, shown)
