"""The app's pages in headless Chromium, for the page benchmarks and the
screenshots: serve dist/ (SEQGAMES_DIST honoured) on a free loopback port,
launch Debian's Chromium, open the app, and summarise measured times."""
from __future__ import annotations

import contextlib
import statistics
import sys
import threading
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
READY = "html[data-app-ready='true']"
# the screens the screenshots are taken on (keyword arguments of browser.new_context)
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1366, "height": 900}, "device_scale_factor": 1, "is_mobile": False, "has_touch": False}
SCREENS = {"phone": PHONE, "desktop": DESKTOP}


@contextlib.contextmanager
def app_in_chromium(build: bool = True) -> Iterator[tuple[Any, str]]:
    """Build dist/ (unless `build` is False: serve it as it is), serve it and
    launch headless Chromium; yield (playwright browser, the app's URL)."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import serve
    from tools import build as builder

    if build:
        builder.build()
    server = serve.make_server("127.0.0.1", 0, serve.DIST, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                yield browser, f"http://127.0.0.1:{server.server_address[1]}/"
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def open_app(context: Any, url: str) -> Any:
    """A new page of `context` (a browser or a browser context) on `url`, once Python runs."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    return page


def save_screenshot(page: Any, name: str, *, full_page: bool = False) -> Path:
    """Write docs/screenshots/NAME.png from `page` and say so."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1000} kB)")
    return path


def timing_summary(times: list[float]) -> str:
    """"N decisions: mean .. ms, p95 .. ms, max .. ms" of round trips in ms."""
    times = sorted(times)
    return (f"{len(times)} decisions: mean {statistics.mean(times):.0f} ms, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.0f} ms, max {times[-1]:.0f} ms")
