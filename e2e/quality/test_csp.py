"""End-to-end: the app runs under the Content-Security-Policy serve.py sends
(the policy a static host should send: docs/deploying.md, "Security headers").

One page opens each game's setup and starts a table with an AI seat (so the
Python worker runs), exports a record (a download through a blob: URL), then
reloads from the service worker's cache: not one violation may be reported,
neither as a `securitypolicyviolation` event in the page nor as a console
error (the browser logs every refusal, the worker's too). A last check
proves the policy is enforced and that the listener hears a refusal.
"""
from __future__ import annotations

import sys

from playwright.sync_api import Page, expect

from conftest import ROOT, wait_ready
from sequence_page import configure, play_turn, start as start_sequence, wait_my_turn_or_end
from sequitur_page import act, start as start_sequitur

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
    with page.expect_download():
        page.click("#seq-export")
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


def test_every_game_starts_and_plays_under_the_policy(page: Page, base_url: str) -> None:
    violations: list[str] = []
    page.expose_function("reportViolation", lambda text: violations.append(text))
    page.add_init_script(INIT_SCRIPT)
    try:
        play_each_game(page, base_url, violations)
    except Exception as error:  # a refusal often shows as a timeout later on: name it
        raise AssertionError(f"{error}\nCSP violations: {violations}") from error
    assert page.console_errors == []  # type: ignore[attr-defined]
    assert page.evaluate("crossOriginIsolated") is True  # serve.py's COOP and COEP

    # The policy is enforced and a refusal is heard: an injected inline script never runs.
    directive = page.evaluate("""() => new Promise((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), {once: true});
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.head.append(script);
    })""")
    assert directive == "script-src-elem"
    assert page.evaluate("window.injected") is None
    assert "frame-ancestors 'none'" in serve.CONTENT_SECURITY_POLICY


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
