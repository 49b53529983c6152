"""The links every screen ends with: "Back to the games", home (`#/`)."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.page.words import N_, _

BACK = N_("Back to the games")


def back_to_games(*, quiet: bool = False, element_id: str | None = None) -> Any:
    """The link home: a secondary button, or a `quiet` one under a form (setup, settings)."""
    return dom.element("a", _(BACK), cls="button quiet" if quiet else "button secondary",
                       attrs={"href": "#/", "id": element_id})
