"""The three browsers the README names, each behind the same small driver (docs/browsers.md):
Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi: e2e/browsers/firefox.mjs)
and WebKitGTK, Safari's engine (Selenium and Debian's WebKitWebDriver, on an Xvfb screen of its
own). A driver opens a page, goes to an address, reloads, and runs one step of
e2e/browsers/smoke.js (written once for all three). Used by e2e/browsers/test_browsers.py and
bench/browsers.py; every browser comes from Debian, never from a test tool's download."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable
from typing import Any, Protocol

from conftest import CHROMIUM, CHROMIUM_ARGS, ROOT

HERE = ROOT / "e2e" / "browsers"
SMOKE = (HERE / "smoke.js").read_text(encoding="utf-8")
STEP_TIMEOUT_S = 150  # one smoke step: smoke.js waits at most 90 s for any one thing
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


class Driver(Protocol):
    name: str

    def goto(self, url: str) -> None: ...
    def reload(self) -> None: ...
    def smoke(self, game: str, phase: str) -> dict[str, Any]: ...
    def errors(self) -> list[str]: ...
    def quit(self) -> None: ...


def _call(game: str, phase: str) -> str:
    return f"({SMOKE})({json.dumps(game)}, {json.dumps(phase)})"


class Chromium:
    name = "chromium"

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        self._pw = sync_playwright().start()
        self._browser = self._pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self._page = self._browser.new_context().new_page()
        self._errors: list[str] = []
        self._page.on("pageerror", lambda exc: self._errors.append(str(exc)))

    def goto(self, url: str) -> None:
        self._page.goto(url)

    def reload(self) -> None:
        self._page.reload()

    def smoke(self, game: str, phase: str) -> dict[str, Any]:
        self._page.set_default_timeout(STEP_TIMEOUT_S * 1000)
        return self._page.evaluate(_call(game, phase))

    def errors(self) -> list[str]:
        return self._errors

    def quit(self) -> None:
        self._browser.close()
        self._pw.stop()


class Firefox:
    """e2e/browsers/firefox.mjs in a Node process: one JSON command and answer a line."""

    name = "firefox"

    def __init__(self) -> None:
        self._proc = subprocess.Popen(["node", str(HERE / "firefox.mjs")], cwd=ROOT, text=True,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.version = self._answer()["ok"]
        self._errors: list[str] = []

    def _answer(self) -> dict[str, Any]:
        line = self._proc.stdout.readline()
        if not line:
            raise RuntimeError(f"firefox.mjs stopped: {self._proc.stderr.read()[-2000:]}")
        answer = json.loads(line)
        self._errors = answer.get("errors", [])
        if "error" in answer:
            raise RuntimeError(f"Firefox: {answer['error']}")
        return answer

    def _send(self, command: dict[str, Any]) -> Any:
        self._proc.stdin.write(json.dumps(command) + "\n")
        self._proc.stdin.flush()
        return self._answer()["ok"]

    def goto(self, url: str) -> None:
        self._send({"goto": url})

    def reload(self) -> None:
        self._send({"reload": True})

    def smoke(self, game: str, phase: str) -> dict[str, Any]:
        return self._send({"smoke": [game, phase]})

    def errors(self) -> list[str]:
        return self._errors

    def quit(self) -> None:
        if self._proc.poll() is None:
            self._proc.stdin.write(json.dumps({"quit": True}) + "\n")
            self._proc.stdin.flush()
            try:
                self._proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._proc.kill()


class WebKit:
    """MiniBrowser, WebKitGTK's test browser, through WebKitWebDriver on an Xvfb screen of its own
    (WebKitGTK's headless mode hung here)."""

    name = "webkit"

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self._screen = _Xvfb()
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = Service(executable_path=shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver",
                          env={**os.environ, "DISPLAY": self._screen.display})
        try:
            self._driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            self._screen.stop()
            raise
        self._driver.set_script_timeout(STEP_TIMEOUT_S)
        self._driver.set_page_load_timeout(STEP_TIMEOUT_S)

    def goto(self, url: str) -> None:
        self._driver.get(url)

    def reload(self) -> None:
        self._driver.refresh()

    def smoke(self, game: str, phase: str) -> dict[str, Any]:
        answer = self._driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"{_call(game, phase)}.then(done, (e) => done({{error: String(e && e.message || e)}}));")
        if isinstance(answer, dict) and "error" in answer:
            raise RuntimeError(f"WebKit: {answer['error']}")
        return answer

    def errors(self) -> list[str]:
        return []  # WebDriver classic has no page-error events; a thrown step fails the test

    def quit(self) -> None:
        try:
            self._driver.quit()
        finally:
            self._screen.stop()


class _Xvfb:
    """A virtual screen on a free display number (Xvfb -displayfd)."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self._proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                      pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self._proc.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        self._proc.terminate()
        self._proc.wait(timeout=10)


DRIVERS: dict[str, Callable[[], Driver]] = {"chromium": Chromium, "firefox": Firefox, "webkit": WebKit}
