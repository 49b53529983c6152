"""The page's one door to JavaScript's values, the same on Pyodide and MicroPython.

Every other module of web/ imports these, never `pyodide.ffi` or `jsffi`
(docs/architecture.md, "One Python"): the page's thread is moving to
MicroPython (issue 49) while the worker stays on Pyodide.

- `create_proxy(fn)`: a JS function calling `fn`, kept until dropped;
- `create_once_callable(fn)`: one that is called once (a timer, a frame);
- `to_js(value)`: a Python value as JS data, a dict as a plain object
  (Pyodide's own default is a Map);
- `to_py(value)`: JS data (an object, an array, numbers and text) as
  Python's dicts, lists and scalars;
- `attempt(target, name, *args)`: `target.name(*args)` for a call that can
  throw (storage that is full, a closed channel): MicroPython cannot catch
  a JavaScript exception, so web/boot.js's `seqgamesTry` catches it and
  this raises it as `JsError`; `attempt_new(cls, *args)` likewise for `new`.
"""
from __future__ import annotations

from typing import Any, Callable

import js

try:
    from pyodide.ffi import create_once_callable, create_proxy
    from pyodide.ffi import to_js as _to_js

    def to_js(value: Any) -> Any:
        """A Python value as JS data; a dict becomes a plain object."""
        return _to_js(value, dict_converter=js.Object.fromEntries)

    def to_py(value: Any) -> Any:
        """JS data as Python's dicts, lists and scalars."""
        return value.to_py() if hasattr(value, "to_py") else value

except ImportError:  # MicroPython (PyScript's build): its jsffi
    import json

    from jsffi import create_proxy, to_js  # type: ignore[import-not-found,no-redef]  # dicts become objects

    def create_once_callable(fn: Callable[..., Any]) -> Any:  # type: ignore[misc]
        """A JS function calling `fn` (MicroPython's proxies need no freeing)."""
        return create_proxy(fn)

    def to_py(value: Any) -> Any:  # type: ignore[misc]
        """JS data as Python's dicts, lists and scalars (through JSON: plain data only)."""
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        return json.loads(js.JSON.stringify(value))


class JsError(Exception):
    """A JavaScript call made through `attempt` threw; the text is its name and message."""


def attempt(target: Any, name: str | None, *args: Any) -> Any:
    """`target[name](*args)` (`new target(*args)` when `name` is None); JsError if it throws."""
    answer = js.seqgamesTry(target, name, *args)
    if not answer[0]:
        raise JsError(str(answer[1]))
    return answer[1]


def attempt_new(cls: Any, *args: Any) -> Any:
    """`new cls(*args)`; JsError if it throws."""
    return attempt(cls, None, *args)
