"""A game's stylesheet: each game keeps its CSS in its own package (a
constant, never user data) and adds it to the page once, when it opens."""
from __future__ import annotations

import js

from web.page.jsvalue import found


def install(style_id: str, css: str) -> None:
    """Add a <style id=style_id> holding `css` to the page, unless it is there already."""
    if found(js.document.getElementById(style_id)):
        return
    node = js.document.createElement("style")
    node.id = style_id
    node.textContent = css
    js.document.head.append(node)
