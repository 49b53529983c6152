"""The browser tests' pages kept between tests (e2e/conftest.py's fixtures and the helpers that open
pages: e2e/one_screen.py, e2e/net_page.py), with `watch` and whether a test's contexts let the
page's service worker register. A module of its own: pytest imports conftest.py by its path and a
test module `from conftest import ...` by its name, two modules with two sets of globals, and the
pool must be one."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterator

from playwright.sync_api import Browser, BrowserContext, Page

# Whether the current test's contexts let the page register its service worker: only a test marked
# `service_worker` (offline play, the policy, a new release, the animated whole games), as each
# context's worker precached the whole release anew, about 0.7 s of CPU a page, a fifth of the
# average test's; the page works the same without it, as it does in a browser that has none.
SERVICE_WORKERS = ["block"]


def watch(context: BrowserContext, page: Page) -> None:
    """Record console errors, uncaught exceptions and requested URLs on `page`."""
    page.console_errors = []  # type: ignore[attr-defined]
    page.requests = []  # type: ignore[attr-defined]
    page.on("console", lambda msg: (msg.type == "error" or msg.text.startswith("AI seat ")) and
            page.console_errors.append(f"console: {msg.text}"))  # an AI that failed in the worker is an error too
    page.on("pageerror", lambda exc: page.console_errors.append(f"exception: {exc}"))
    page.on("worker", lambda worker: worker.on(
        "console", lambda msg: msg.type == "error" and page.console_errors.append(f"worker: {msg.text}")))
    context.on("request", lambda request: page.requests.append(request.url))


# --- pages kept between tests ------------------------------------------------------------------
# A test's fresh context and page cost about 0.95 s of CPU beyond the app's own start (the context, a
# new renderer, the HTTP and code caches filled anew): a fifth of the average browser test. The
# `page`, `app` and `phone` fixtures hand out a page kept from an earlier test of this process instead,
# made as new: on about:blank, its origins' storage cleared (local, session, IndexedDB, caches, service
# workers), its own size, no other page in its context. A page or context a test changed in a way that
# cannot be undone (an init script, a route, a listener, permissions, offline, a CDP session, emulated
# media, another timeout) is closed instead, as is every page of a test marked `service_worker` (its
# context lets the worker register) or that asked for `context` (its page is that context's).
KEPT: dict[str, list[Page]] = {}  # idle pages, by their context's options
IDLE_MOST = 8  # idle pages kept at most (each holds a renderer): the longest idle is closed first
IDLE: list[Page] = []  # the idle pages, the longest idle first
KEPT_CONTEXTS: set[BrowserContext] = set()  # never closed by `closes_what_it_opened`
LENT: list[Page] = []  # the kept pages the current test has: given back at its end
PAGE_CHANGES = ("add_init_script", "expose_function", "expose_binding", "route", "route_from_har",
                "route_web_socket", "set_default_timeout", "set_default_navigation_timeout", "on", "once",
                "emulate_media", "set_extra_http_headers", "add_locator_handler")
CONTEXT_CHANGES = ("add_init_script", "expose_function", "expose_binding", "route", "route_from_har",
                   "route_web_socket", "grant_permissions", "set_offline", "set_geolocation",
                   "set_extra_http_headers", "add_cookies", "set_default_timeout",
                   "set_default_navigation_timeout", "on", "once", "new_cdp_session")


def _marks_changes(thing: object, names: tuple[str, ...]) -> None:
    """`thing.changed` becomes True once a test calls one of its methods `names`."""
    thing.changed = False  # type: ignore[attr-defined]

    def marking(method: Callable) -> Callable:
        def called(*args, **kwargs):
            thing.changed = True  # type: ignore[attr-defined]
            return method(*args, **kwargs)
        return called

    for name in names:
        setattr(thing, name, marking(getattr(thing, name)))


def kept_page(browser: Browser, options: dict, scripts: tuple[str, ...] = ()) -> Page:
    """A watched page of a context made with `options` and the init `scripts`: a kept one made as
    new, else a new one (in a test marked `service_worker`, always a new one, closed by `give_back`)."""
    key = repr((id(browser), sorted(options.items()), scripts))  # (a test may launch a browser of its own)
    idle = KEPT.setdefault(key, [])
    while idle and idle[-1].is_closed():  # its browser closed since
        IDLE.remove(idle.pop())
    if idle and SERVICE_WORKERS[0] == "block":
        page = idle.pop()
        IDLE.remove(page)
    else:
        context = browser.new_context(**options)
        for script in scripts:
            context.add_init_script(script)
        page = context.new_page()
        watch(context, page)
        if SERVICE_WORKERS[0] == "block":
            KEPT_CONTEXTS.add(context)
        _marks_changes(page, PAGE_CHANGES)
        _marks_changes(context, CONTEXT_CHANGES)
    page.console_errors = []  # type: ignore[attr-defined]
    page.requests = []  # type: ignore[attr-defined]
    page.kept = (key, options.get("viewport") or {"width": 1280, "height": 720})  # type: ignore[attr-defined]
    LENT.append(page)
    return page


def give_back(page: Page) -> None:
    """Keep `page` for a later test, made as new; or close its context when that cannot be done."""
    if page not in LENT:
        return  # given back already
    LENT.remove(page)
    key, size = page.kept  # type: ignore[attr-defined]
    context = page.context
    origins = {match.group(0) for match in (re.match(r"https?://[^/]+", url) for url in page.requests)  # type: ignore[attr-defined]
               if match}
    try:
        if context not in KEPT_CONTEXTS or page.is_closed() or page.changed or context.changed:  # type: ignore[attr-defined]
            raise LookupError("not to be kept")
        for other in context.pages:
            if other is not page:
                other.close()
        if page.url.startswith("http"):  # the tab's session storage (a wait, unlike evaluate, gives up)
            page.wait_for_function("() => { try { sessionStorage.clear(); } catch (e) {} return true; }",
                                   timeout=5_000)
        page.goto("about:blank")  # (the app's own handlers run as it leaves, before its storage goes)
        cdp = BrowserContext.new_cdp_session(context, page)
        for origin in origins:
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        cdp.detach()
        if page.viewport_size != size:
            page.set_viewport_size(size)
    except Exception:
        KEPT_CONTEXTS.discard(context)
        try:
            context.close()
        except Exception:  # closed already
            pass
        return
    KEPT[key].append(page)
    IDLE.append(page)
    while len(IDLE) > IDLE_MOST:
        oldest = IDLE.pop(0)
        KEPT[oldest.kept[0]].remove(oldest)  # type: ignore[attr-defined]
        KEPT_CONTEXTS.discard(oldest.context)
        try:
            oldest.context.close()
        except Exception:  # its browser gone
            pass


def kept(browser: Browser, scripts: tuple[str, ...] = (), **options: Any) -> Iterator[Page]:
    """`kept_page` for a fixture to yield from, given back at the test's end."""
    page = kept_page(browser, options, scripts)
    try:
        yield page
    finally:
        give_back(page)


