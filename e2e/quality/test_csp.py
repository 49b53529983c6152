"""End-to-end: the app runs under the Content-Security-Policy serve.py sends
(the policy a static host should send: docs/deploying.md, "Security headers").

One page opens each game's setup and starts a table with an AI seat (so the
Python worker runs), exports a record (a download through a blob: URL), then
reloads from the service worker's cache; then it visits every other kind of
screen: the home screen, About, each game's How to play with its picture,
the statistics, the settings, joining a game, a table of two people at this
device up to the reveal of their choices, and both sides of pairing a device
(the host's panel, the guest's answer). Not one violation may be reported,
neither as a `securitypolicyviolation` event in the page nor as a console
error (the browser logs every refusal, the worker's too): styles are files
only (`style-src 'self'`), so a <style> element or a style attribute
anywhere would fail here. Last checks prove the policy is enforced (an
inline script, a <style> element and a style attribute are refused, and the
listener hears each refusal) while styles set through the CSSOM still apply.
"""
from __future__ import annotations

import pytest

import sys

from playwright.sync_api import Page, expect

from conftest import ROOT, wait_ready
from net_page import host_a_sequence_for, reply_text
from sequence_page import configure, play_turn, start as start_sequence, wait_my_turn_or_end
from sequitur_page import act, start as start_sequitur
from waits import within

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import serve  # noqa: E402

# Runs in the page before its own scripts, at every load (reloads included):
# report each refusal, and note each object URL the app revokes.
INIT_SCRIPT = """
document.addEventListener("securitypolicyviolation", (e) => window.reportViolation(
    `${e.effectiveDirective} refused ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`));
window.revoked = [];
const revoke = URL.revokeObjectURL;
URL.revokeObjectURL = (url) => { window.revoked.push(url); return revoke.call(URL, url); };
"""
TIMEOUT = 30_000


def play_each_game(page: Page, base_url: str, violations: list[str], *, from_cache: bool = True) -> None:
    """Each game's setup, a table with an AI started and one move; the
    violations so far are checked after each game, to name the culprit."""
    response = page.goto(base_url + "?fast#/sequence")
    assert response is not None
    assert response.headers["content-security-policy"] == serve.CONTENT_SECURITY_POLICY
    wait_ready(page)

    # Sequence: Ann's move, the AI's answer from the worker, then a record download.
    expect(page.locator("#seq-start")).to_be_visible(timeout=TIMEOUT)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start_sequence(page)
    wait_my_turn_or_end(page)
    play_turn(page)
    wait_my_turn_or_end(page)
    expect(page.locator("#seq-message")).not_to_contain_text("could not move")
    page.click("#seq-menu")
    page.click("#seq-export")  # the whole game: asked first, the AI's hand is in play (web/ui/exports.py)
    with page.expect_download():
        page.click("#seq-export-yes")
    # web/page/files.py frees the download's object URL a second later.
    page.wait_for_function("window.revoked.length === 1 && window.revoked[0].startsWith('blob:')")
    assert violations == []

    # Sequoia: one turn against the AI (the reveal is logged).
    page.goto(base_url + "?fast#/sequoia")
    expect(page.locator("#sq-start")).to_be_visible(timeout=TIMEOUT)
    page.select_option("#sq-players", "2")
    page.fill("#sq-name-0", "Ann")
    page.select_option("#sq-kind-0", "")
    page.fill("#sq-name-1", "Robot")
    page.select_option("#sq-kind-1", "easy")
    page.click("#sq-start")
    page.locator("#sq-pairs .sq-pair").first.click(timeout=TIMEOUT)
    expect(page.locator("#sq-log li").first).to_contain_text("Robot (red) grew", timeout=TIMEOUT)
    # the forests' buttons are laid over the board through the CSSOM, which the policy allows
    assert page.eval_on_selector("#sq-forests .sq-forest", "b => b.style.left.endsWith('%') && getComputedStyle(b).left !== 'auto'")
    assert violations == []

    # Sequitur: the dictionary loads, the table starts, one decision is made.
    page.goto(base_url + "?fast#/sequitur")
    expect(page.locator("#sr-start")).to_be_visible(timeout=TIMEOUT)
    start_sequitur(page, [("Ann", ""), ("Robot", "easy")])
    act(page)
    assert violations == []
    if not from_cache:
        return

    # A start from the service worker's cache: its stored answers carry the policy too.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.reload()
    wait_ready(page)
    expect(page.locator("#view h1")).to_contain_text("Sequitur", timeout=TIMEOUT)


def visit_every_other_screen(page: Page, base_url: str, violations: list[str]) -> None:
    """The screens no game's table with an AI shows, each checked for violations as it opens."""
    for route, heading in (("#/", "#home-title"), ("#/about", "#view h1"), ("#/rules/sequence", ".rules-picture canvas"),
                           ("#/rules/sequoia", ".rules-picture canvas"), ("#/rules/sequitur", ".rules-picture .sr-ball"),
                           ("#/stats", "#view h1"), ("#/settings", "#view h1"), ("#/join", "#view h1")):
        page.goto(base_url + "?fast" + route)
        wait_ready(page)
        expect(page.locator(heading).first).to_be_visible(timeout=TIMEOUT)
        assert violations == [], route

    # Two people at this device: the cover, each one's choice, then both revealed at once
    # (a row each, appearing in turn: web/ui/reveal.py sets the turn through the CSSOM).
    page.goto(base_url + "?fast#/sequoia")
    expect(page.locator("#sq-start")).to_be_visible(timeout=TIMEOUT)
    page.select_option("#sq-players", "2")
    for seat, name in enumerate(("Ann", "Bob")):
        page.fill(f"#sq-name-{seat}", name)
        page.select_option(f"#sq-kind-{seat}", "")
    page.click("#sq-start")
    page.click("#sq-start-replace", timeout=TIMEOUT)  # the table with an AI above is still in progress: Start asks
    for _ in range(2):
        page.click("#sq-cover-ok", timeout=TIMEOUT)
        page.locator("#sq-pairs .sq-pair").first.click(timeout=TIMEOUT)
    expect(page.locator("#sq-reveal-rows li")).to_have_count(2, timeout=TIMEOUT)
    # a seat's colour and a row's turn, set through the CSSOM, apply under the policy
    assert page.eval_on_selector_all("#sq-reveal-rows li", """rows => rows.map((row) => getComputedStyle(row).getPropertyValue("--i").trim()
        + " " + getComputedStyle(row.querySelector(".seat-pill")).getPropertyValue("--seat").trim())""") == \
        [f"{i} {colour}" for i, colour in enumerate(page.eval_on_selector_all(
            "#sq-reveal-rows .seat-pill", "pills => pills.map((pill) => pill.style.getPropertyValue('--seat'))"))]
    page.click("#sq-reveal-ok")
    assert violations == []

    # Pairing: the host's panel with its invitation's QR code, then the guest's screen answering it.
    invitation = host_a_sequence_for(page, base_url, "Bea")
    page.goto(invitation)
    wait_ready(page)
    reply_text(page)
    assert violations == []


@pytest.mark.service_worker
def test_every_game_starts_and_plays_under_the_policy(page: Page, base_url: str) -> None:
    violations: list[str] = []
    page.expose_function("reportViolation", lambda text: violations.append(text))
    page.add_init_script(INIT_SCRIPT)
    try:
        play_each_game(page, base_url, violations)
        visit_every_other_screen(page, base_url, violations)
    except Exception as error:  # a refusal often shows as a timeout later on: name it
        raise AssertionError(f"{error}\nCSP violations: {violations}") from error
    assert page.console_errors == []  # type: ignore[attr-defined]
    assert page.evaluate("crossOriginIsolated") is True  # serve.py's COOP and COEP

    # The policy is enforced and each refusal is heard: an injected inline script never
    # runs, an injected <style> element and a style attribute never apply.
    directive = within(page, """() => new Promise((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), {once: true});
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.head.append(script);
    })""", what="the policy's refusal of an inline script")
    assert directive == "script-src-elem"
    assert page.evaluate("window.injected") is None
    refused = within(page, """() => new Promise((resolve) => {
        const heard = [];
        document.addEventListener("securitypolicyviolation", (e) => {
            heard.push(e.effectiveDirective);
            if (heard.length === 2) resolve(heard.sort());
        });
        const style = document.createElement("style");
        style.textContent = "body { min-width: 12345px; }";
        document.head.append(style);
        document.body.setAttribute("style", "min-height: 12345px");
    })""", what="the policy's two refusals of styles")
    assert refused == ["style-src-attr", "style-src-elem"]
    assert "12345px" not in page.evaluate("[getComputedStyle(document.body).minWidth, getComputedStyle(document.body).minHeight].join()")
    assert "frame-ancestors 'none'" in serve.CONTENT_SECURITY_POLICY
    assert "unsafe-inline" not in serve.CONTENT_SECURITY_POLICY


def test_a_host_that_sends_no_isolation_headers_runs_every_game(browser, base_url: str) -> None:
    """Not every static host can send COOP and COEP (docs/deploying.md, "Security headers"): without
    them the page is not cross-origin isolated, PyScript's worker talks without SharedArrayBuffer, and
    every game still starts and plays with its AI."""
    def without_isolation(route) -> None:
        response = route.fetch()
        dropped = {"cross-origin-opener-policy", "cross-origin-embedder-policy", "content-encoding", "content-length"}
        route.fulfill(response=response, headers={k: v for k, v in response.headers.items() if k.lower() not in dropped})

    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        context.route("**/*", without_isolation)
        violations: list[str] = []
        page.expose_function("reportViolation", lambda text: violations.append(text))
        page.add_init_script(INIT_SCRIPT)
        play_each_game(page, base_url, violations, from_cache=False)
        assert page.evaluate("crossOriginIsolated") is False
        assert errors == []
    finally:
        context.close()
