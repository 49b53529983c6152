"""A browser test's time limit that Playwright cannot swallow (issue 79), for pytest-timeout.

pytest-timeout's `signal` method raises its failure from SIGALRM's handler in whatever the main
thread runs then. A browser test's main thread is often inside Playwright's asyncio event loop,
in a callback, and asyncio catches every exception a callback raises but SystemExit and
KeyboardInterrupt, logs it and runs on: the failure was lost, the test hung on, and its limit had
fired once (a run held 10 minutes by one test). Its `thread` method ends the worker process
instead, and under pytest-xdist the stacks it prints never reach the run's output.

So, at the limit: when the main thread is inside an event loop's callback, the failure waits a
few milliseconds and tries again, until it lands where it reaches the test (Playwright's wait for
the page's answer, the test's own code); it names the limit and the test's phase. e2e/conftest.py
takes the two hooks below; a run of tests/ alone keeps pytest-timeout's own `signal` method
(no event loop there).
"""
from __future__ import annotations

import signal
import threading
from types import FrameType
from typing import Any

import pytest

RETRY_S = 0.05  # how soon a failure that would be swallowed tries again


def _in_a_callback(frame: FrameType | None) -> bool:
    """Whether `frame` runs inside an asyncio callback (events.Handle._run), which swallows failures."""
    while frame is not None:
        code = frame.f_code
        if code.co_name == "_run" and code.co_filename.replace("\\", "/").endswith("asyncio/events.py"):
            return True
        frame = frame.f_back
    return False


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    """Take the limit over from pytest-timeout, which arms it once for a test and its reruns
    (pytest-rerunfailures runs a test again inside one protocol): a rerun had no limit at all."""
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None  # pytest-timeout's own way
    item.time_limit = float(settings.timeout)  # type: ignore[attr-defined]
    return True


def _arm(item: pytest.Item) -> None:
    limit = getattr(item, "time_limit", None)
    if not limit:
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        __tracebackhide__ = True
        if _in_a_callback(frame):
            signal.setitimer(signal.ITIMER_REAL, RETRY_S)
            return
        pytest.fail(f"Timeout: the test ran past its limit of {limit:g} s (pytest-timeout, pyproject.toml); "
                    "the traceback shows where it waited")

    signal.signal(signal.SIGALRM, handler)
    signal.setitimer(signal.ITIMER_REAL, limit)


def _disarm() -> None:
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:
    """Each run of a test (a rerun too) gets the whole limit for its setup, call and teardown."""
    _arm(item)
    yield


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Any:
    yield
    _disarm()
