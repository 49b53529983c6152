"""#/rules/<game>[/play]: how to play a game, in the rulebook's words, with
the game's own picture (the one the home screen draws), then the rulings
this app applies; Sequitur adds its five cards and the 72 goals. Reached
from the game's setup screen and from its table; "Back" returns there
(`/play`: the table, where the autosaved game waits as it was)."""
from __future__ import annotations

from typing import Any

from web.page.imports import import_module
from web.page import dom
from web.model.catalog import GAMES_BY_ID
from web.shell import router
from web.device.names import plural


def back_link(game: str, args: list[str]) -> tuple[str, str]:
    """Where "Back" goes and what it says: the table if the rules were opened there, else the setup."""
    if args[1:2] == ["play"]:
        return f"#/{game}/play", "Back to the game"
    return f"#/{game}", "Back to the setup"


def mount(view: Any, args: list[str]) -> None:
    game = GAMES_BY_ID.get(args[0]) if args else None
    if game is None:
        router.not_found(view, "/".join(["rules"] + list(args)))
        return None
    rules = import_module(f"web.games.{game.id}.rules")
    href, label = back_link(game.id, args)
    top = dom.element("a", label, cls="nav-link back", attrs={"href": href, "id": "rules-back"})
    picture = dom.element("div", cls="game-picture rules-picture", attrs={"aria-hidden": "true"})
    view.append(dom.element("h1", rules.TITLE, attrs={"tabindex": "-1"}), top, picture)
    if game.walkthrough:
        view.append(dom.element("p", children=[dom.element("a", "Learn by playing: a guided game", cls="nav-link", attrs={
            "href": f"#/{game.id}/learn", "id": "rules-walkthrough"})]))
    from web.shell import home

    try:
        home.draw_picture(game.id, picture)
    except Exception:  # a picture is decoration: the rules read without it
        picture.hidden = True
    for heading, paragraphs in rules.SECTIONS:
        view.append(dom.element("section", cls="rules-section", children=[
            dom.element("h2", heading)] + [dom.element("p", text) for text in paragraphs]))
    if hasattr(rules, "CARDS"):
        view.append(dom.element("section", cls="rules-section", attrs={"id": "rules-cards"}, children=[
            dom.element("h2", "The five Sequitur cards"),
            dom.element("ul", children=[dom.element("li", children=[dom.element("strong", name), f" {text}"])
                                        for name, text in rules.CARDS])]))
    view.append(dom.element("section", cls="rules-section", attrs={"id": "rules-rulings"}, children=[
        dom.element("h2", "How this app settles what the rulebook leaves open"),
        dom.element("ul", children=[dom.element("li", text) for text in rules.RULINGS])]))
    if game.id == "sequitur":
        view.append(goals_table(rules.GOALS))
    view.append(dom.element("a", label, cls="button secondary", attrs={"href": href}))
    return None


def goals_table(about: tuple[str, ...]) -> Any:
    """The 72 goal cards of new games, as the engine judges them (engine/sequitur/goals.py),
    after the paragraphs `about` them."""
    from engine.sequitur.goals import GOALS

    rows = [dom.element("tr", cls=f"rules-goal rules-{goal.colour}", children=[
        dom.element("th", goal.id, attrs={"scope": "row"}),
        dom.element("td", f"{goal.colour}, {plural(goal.points, 'point')}"),
        dom.element("td", goal.text),
        dom.element("td", ", ".join(word.upper() for word in goal.examples))]) for goal in GOALS]
    table = dom.element("table", cls="rules-goals", attrs={"id": "rules-goals"}, children=[
        dom.element("caption", f"The {len(GOALS)} goal cards"),
        dom.element("thead", children=[dom.element("tr", children=[
            dom.element("th", text, attrs={"scope": "col"}) for text in ("Goal", "Colour", "The word must be", "For example")])]),
        dom.element("tbody", children=rows)])
    return dom.element("section", cls="rules-section", children=[dom.element("h2", "The goals")]
                       + [dom.element("p", text) for text in about]
                       + [dom.element("div", cls="rules-scroll", attrs={"tabindex": "0", "role": "region",
                                                                       "aria-label": "The goal cards"}, children=[table])])
