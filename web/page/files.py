"""Record files on this device: offer a text as a download, read the file a
player picked. Every game's export and import goes through here."""
from __future__ import annotations

from typing import Any

import js

from web.page.ffi import to_js
from web.page.jsvalue import found


def download(filename: str, text: str) -> None:
    """Offer `text` as a JSON file download (a game record)."""
    blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = filename
    link.hidden = True
    js.document.body.append(link)
    link.click()
    link.remove()
    # Free the file a second later. A bound JS function, not a Python callback
    # (nothing to release), not `new Function` (the app itself needs no eval).
    js.setTimeout(js.URL.revokeObjectURL.bind(js.URL, url), 1000)


async def read_file(input_element: Any) -> str | None:
    """The text of the file chosen in an <input type=file>, or None."""
    files = input_element.files
    if not found(files) or files.length == 0:
        return None
    return str(await files.item(0).text())


def stamp() -> str:
    """The time in a file's name: 2026-11-24-0957."""
    return str(js.Date.new().toISOString())[:16].replace(":", "").replace("T", "-")
