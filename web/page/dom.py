"""Small DOM helpers for the web layer.

Text always goes in through `textContent`, never `innerHTML`, so names and
other user data can never become markup. Event handlers are wrapped in
`create_proxy` and kept in a `Listeners` group so a screen can drop them all
when it is unmounted.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Iterable

import js

from web.page.ffi import create_proxy, to_js
from web.page.jsvalue import found

document = js.document


def by_id(element_id: str) -> Any:
    """The element with this id; raises LookupError if the page lacks it."""
    node = document.getElementById(element_id)
    if not found(node):
        raise LookupError(f"no element with id {element_id!r} on the page")
    return node


def element(
    tag: str,
    text: str | None = None,
    *,
    cls: str | None = None,
    attrs: dict[str, Any] | None = None,
    children: Iterable[Any] = (),
) -> Any:
    """Create an element; `text` is set with textContent, attributes with setAttribute
    (never `style`: the page's Content-Security-Policy refuses a style attribute, so
    a value computed in Python goes through `node.style`, the CSSOM)."""
    node = document.createElement(tag)
    if cls:
        node.className = cls
    for name, value in (attrs or {}).items():
        if name.lower() == "style":
            raise ValueError("a style attribute is refused by the page's policy: set node.style instead")
        if value is True:
            node.setAttribute(name, "")
        elif value is not None and value is not False:
            node.setAttribute(name, str(value))
    if text is not None:
        node.textContent = str(text)
    for child in children:
        node.append(child)
    return node


def elements(parent: Any, tag: str, cls: str, attrs: list[dict[str, Any]]) -> list[Any]:
    """Append to `parent` one `tag` of class `cls` per item of `attrs` (its attributes),
    made in one call to JavaScript (web/boot.js `seqgamesElements`: each call costs far
    more than the element on MicroPython); the new elements, in order."""
    made = js.seqgamesElements(parent, tag, cls, json.dumps([{name: str(value) for name, value in each.items()}
                                                             for each in attrs]))
    return [made[i] for i in range(len(attrs))]


def set_each(root: Any, key_name: str, changes: list[list[Any]]) -> None:
    """Change many elements under `root` in one call to JavaScript (web/boot.js `seqgamesSet`):
    each change is [key, name, value] for the element whose attribute `key_name` is `key`; a
    name ".cls" turns that class on or off (value True or False), any other name is an
    attribute set to `str(value)` (None: removed). Eighty spaces relabelled one call at a time
    took a phone 20-30 ms."""
    if changes:
        js.seqgamesSet(root, key_name, json.dumps(changes))


def set_each_here(nodes: dict[str, Any], changes: str) -> None:
    """What web/boot.js `seqgamesSet` does with `set_each`'s text, in Python, for elements that
    are not the browser's (the build's prerendered screens, tests): `nodes` by their key."""
    for key, name, value in json.loads(changes):
        node = nodes.get(str(key))
        if node is None:
            continue
        if name.startswith("."):
            node.classList.toggle(name[1:], bool(value))
        elif value is None:
            node.removeAttribute(name)
        else:
            node.setAttribute(name, str(value))


# what holds the keyboard focus while the player answers it: a question, the menu, the cover
HOLDS_FOCUS = ".dialog, [role='dialog']"
# a screen whose head must stay in sight (the host's pairing codes above its table, web/net/host_panel.py):
# a decision further down takes the keyboard without scrolling the page to it
KEEPS_SCROLL = "[data-keeps-scroll]"


def take_focus(node: Any) -> None:
    """Give `node` the keyboard focus, as a new decision does, unless the player is
    answering a question or is in the menu elsewhere on the page: a redraw (an AI's
    move arriving, a roll landing) never pulls the focus out of them."""
    if not found(node):
        return
    active = document.activeElement
    holder = active.closest(HOLDS_FOCUS) if found(active) else None
    if found(holder) and not holder.contains(node):
        return
    if found(node.closest(KEEPS_SCROLL)):
        node.focus(to_js({"preventScroll": True}))
        return
    node.focus()


def set_text(node: Any, text: str) -> None:
    """Replace the node's content with plain text."""
    node.textContent = str(text)


def clear(node: Any) -> None:
    """Remove every child of the node."""
    node.replaceChildren()


def release(proxy: Any) -> None:
    """Free a `create_proxy` function (Pyodide's must be destroyed; MicroPython's have no `destroy`)."""
    destroy = getattr(proxy, "destroy", None)
    if destroy is not None:
        destroy()


class Listeners:
    """A group of event listeners that can be removed together."""

    def __init__(self) -> None:
        self._entries: list[tuple[Any, str, Any]] = []

    def on(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        """Call handler(event) on target's `event` until clear() is called."""
        proxy = create_proxy(handler)
        target.addEventListener(event, proxy)
        self._entries.append((target, event, proxy))

    def clear(self) -> None:
        """Remove and release every listener of the group."""
        for target, event, proxy in self._entries:
            target.removeEventListener(event, proxy)
            release(proxy)
        self._entries.clear()
