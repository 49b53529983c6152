"""Shared fixtures for the end-to-end tests (headless Debian Chromium via
Playwright's sync API, against serve.py on a free loopback port).

Fixtures for game tests:

- `base_url`: URL of the session's server (serving dist/, built once).
- `browser`: the session's Chromium.
- `context`: a fresh context. `page` (and `phone`, at PHONE): a page as new, kept
  from an earlier test when it can be (`kept_page`), else in a fresh context (that
  `context` when the test asks for it too). Each page records
  `page.console_errors` (console errors and uncaught exceptions, also from
  workers) and `page.requests` (every URL the context requested).
- `app`: `page` opened on the home screen, with Python ready.
- `start_server()`: a factory for a private server (for tests that stop it).
- `wait_ready(page)`: wait until <html data-app-ready="true">.
- `more_options(page, prefix)`: open a setup's "More options" (its game's options, hints,
  import and finished games), as a player does.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

# one copy of what tests share, whichever way a module reaches it (pytest imports this file by
# its path, a test module `from conftest import ...` by its name: two modules, two sets of globals)
from kept_pages import KEPT_CONTEXTS, LENT, SERVICE_WORKERS, give_back, kept, kept_page, watch  # noqa: F401
# every test's time limit (pyproject.toml) raised where the test sees it, never inside Playwright's event loop
from time_limit import pytest_runtest_setup, pytest_runtest_teardown, pytest_timeout_set_timer  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent
# Debian's headless shell of its Chromium (package chromium-headless-shell, the same release; what
# Playwright's own headless Chromium is), which tools/test.py installs: a third less CPU than the
# full browser for the same tests (docs/benchmarks.md). SEQGAMES_CHROMIUM chooses another, e.g.
# /usr/bin/chromium; without the shell, the full browser is used.
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
CHROMIUM = os.environ.get("SEQGAMES_CHROMIUM") or (
    HEADLESS_SHELL if os.path.exists(HEADLESS_SHELL) else "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# a phone held upright, with touch (the size the phone tests and the `phone` fixture use)
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
# Python start-up in a cold browser takes ~3-4 s here; allow for a slow CI box.
READY_TIMEOUT_MS = 60_000
# Playwright's expect() waits 5 s by default: on a loaded 2-core machine (issue 41: load 13-17)
# the page's answer can take longer, so every expect waits up to this unless a test says otherwise
expect.set_options(timeout=15_000)


class Server:
    """serve.py in a subprocess, on a free loopback port."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "serve.py"), "--no-build", "--port", "0", "--quiet"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
        )
        line = self.proc.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if not match:
            self.stop()
            raise RuntimeError(f"serve.py did not print its URL: {line!r} {self.proc.stderr.read()!r}")
        self.url = match.group(1)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


@pytest.fixture(scope="session")
def built() -> None:
    """dist/ exists (the test command builds it; build here if it does not)."""
    from os import environ

    if not (Path(environ.get("SEQGAMES_DIST") or ROOT / "dist") / "index.html").is_file():
        sys.path.insert(0, str(ROOT))
        from tools import build

        build.build()


@pytest.fixture(scope="session")
def base_url(built: None) -> Iterator[str]:
    server = Server()
    yield server.url
    server.stop()


@pytest.fixture
def start_server(built: None) -> Iterator[Callable[[], Server]]:
    servers: list[Server] = []

    def start() -> Server:
        servers.append(Server())
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def nostr_relay() -> Iterator[str]:
    """A real Nostr relay on this machine (e2e/local_relay.py): its ws:// address."""
    from local_relay import Relay

    relay = Relay()
    yield relay.url
    relay.stop()


@pytest.fixture(params=["pairing", "online"])
def transport(request: pytest.FixtureRequest) -> str:
    """Both ways to play across devices: "" (paired by codes passed each way, e2e/net_page.py) or the
    local relay's address (online by the table's code, issue 68)."""
    return request.getfixturevalue("nostr_relay") if request.param == "online" else ""


# The whole standard library beside the shipped cut (tools/stdlib.py): the
# page fetches it only when an import misses the cut, which must never happen.
FULL_STDLIB = "python_stdlib_full.zip"




@pytest.fixture(autouse=True)
def service_workers(request: pytest.FixtureRequest) -> Iterator[None]:
    SERVICE_WORKERS[0] = "allow" if request.node.get_closest_marker("service_worker") else "block"
    yield
    SERVICE_WORKERS[0] = "block"


def watch_stdlib(browser: Browser, missed: list[str]) -> None:
    """Record, in every context `browser` opens, a fetch of the whole standard library; each context
    lets the page register its service worker only in a test marked `service_worker`."""
    def watching(open_context: Callable) -> Callable:
        def opened(*args, **kwargs):
            kwargs.setdefault("service_workers", SERVICE_WORKERS[0])
            made = open_context(*args, **kwargs)
            context = made if isinstance(made, BrowserContext) else made.context
            context.on("request", lambda request: request.url.endswith(FULL_STDLIB) and missed.append(request.url))
            return made
        return opened

    browser.new_context = watching(browser.new_context)  # type: ignore[method-assign]
    browser.new_page = watching(browser.new_page)  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    missed: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        watch_stdlib(browser, missed)
        yield browser
        browser.close()
    assert not missed, (f"a page imported a module the shipped standard library lacks ({len(missed)} times): "
                        "see the console error naming it, and tools/stdlib.py")


@pytest.fixture(autouse=True)
def closes_what_it_opened(request: pytest.FixtureRequest) -> Iterator[None]:
    """Close every browser context a test opened on the session's browser and left open (a device of
    a net test, a page of each language...): each holds its renderers, and a worker's browser that
    kept them all grew to 181 renderers and 18 GB over a run and the machine ran out of memory."""
    if "browser" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("browser")
    before = set(browser.contexts)
    yield
    for page in list(LENT):  # (a page a helper took, e2e/net_page.py `new_device`)
        give_back(page)
    for context in browser.contexts:
        if context not in before and context not in KEPT_CONTEXTS:
            try:
                context.close()
            except Exception:  # closed meanwhile, or its browser gone: nothing left to free
                pass


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    yield context
    context.close()


def page_for(request: pytest.FixtureRequest, browser: Browser, options: dict) -> Iterator[Page]:
    """The page of a test: a kept one (`kept_page`), or in a test that asked for `context` too, a page
    of that context."""
    if "context" in request.fixturenames:
        context = request.getfixturevalue("context")
        page = context.new_page()
        watch(context, page)
        yield page
        return
    yield from kept(browser, **options)


@pytest.fixture
def phone(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A page at phone size (PHONE), watched like `page`."""
    yield from page_for(request, browser, PHONE)


@pytest.fixture
def page(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A watched page (`watch`) of its own, at the default desktop size."""
    yield from page_for(request, browser, {})


# what a page that never became ready shows, for the failure's message (a rare stall, issue 79)
STALLED = """() => ({url: location.href, state: document.readyState, words: document.documentElement.dataset.words,
  shown: (document.querySelector('#view, main, body') || document.body).innerText.slice(0, 300),
  scripts: [...document.scripts].map((s) => s.src.split('/').pop()).filter(Boolean).slice(0, 12)})"""


def wait_ready(page: Page, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until Python runs and the home screen accepts clicks; past `timeout`, fail saying what
    the page showed and its console's errors (a stall is then read, not guessed)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_selector("html[data-app-ready='true']", state="attached", timeout=timeout)
    except PlaywrightTimeout:
        try:
            shown: Any = page.evaluate(STALLED)
        except Exception as error:  # the page itself is stuck: say that
            shown = f"(the page did not answer: {error})"
        errors = getattr(page, "console_errors", None)
        raise AssertionError(f"the app was not ready within {timeout / 1000:.0f} s: {shown}; "
                             f"console errors: {errors}") from None


def more_options(page: Page, prefix: str) -> None:
    """Open a setup's "More options" (`#<prefix>-more`: the game's options, hints, import,
    finished games) if it is closed, as a player does, by its summary."""
    more = page.locator(f"#{prefix}-more")
    if more.get_attribute("open") is None:
        page.locator(f"#{prefix}-more > summary").click()
    expect(more).to_have_attribute("open", "")


@pytest.fixture
def app(page: Page, base_url: str) -> Page:
    page.goto(base_url)
    wait_ready(page)
    return page


# why each test that was run again failed the first time (the run's summary says only that it was)
RERUN_WHY: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.outcome == "rerun":
        RERUN_WHY.append(f"{report.nodeid} ({report.when}):\n{report.longreprtext[-3000:]}")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The first failure of each test run again, its last lines: a flaky test's cause is in the log."""
    if RERUN_WHY:
        terminalreporter.section("why the tests run again failed first")
        for text in RERUN_WHY:
            terminalreporter.write_line(text)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser tests race a real page on a shared 2-core machine: a failure is
    run once more before it counts (a real bug fails both times). Engine tests
    under tests/ are never rerun."""
    here = Path(__file__).resolve().parent
    for item in items:
        if Path(str(item.fspath)).resolve().is_relative_to(here):
            item.add_marker(pytest.mark.flaky(reruns=1))

