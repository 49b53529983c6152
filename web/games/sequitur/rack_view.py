"""A rack drawn as a row of letter balls (rulebook "Components", "Letter
counts"): each ball a button showing its letter and skill points, so it can
be clicked, tabbed to and pressed with Enter or Space; the arrow keys move
between balls. Optional gap buttons between balls say where a drawn letter
goes (Insert). Letters go in as text; a ball's spoken label names its
points and, when chosen, its place in the word. The rack is one row at
every width, so its letters read in order: each ball and gap is a 44 px
target where they fit, and they shrink together where they do not
(sequitur.css), never wrapping to a second row.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from web.page import dom
from web.games.sequitur.preview import ball_label, ball_points
from web.page.jsvalue import found
from web.page.words import N_, _

# a ball's place among those chosen, as an ordinal (each language writes its own)
CHOSEN = {
    # Translators: Sequitur: a letter ball's name for screen readers: chosen first for the word
    1: N_("{ball}, chosen 1st"),
    # Translators: Sequitur: a letter ball's name for screen readers: chosen second for the word
    2: N_("{ball}, chosen 2nd"),
    # Translators: Sequitur: a letter ball's name for screen readers: chosen third for the word
    3: N_("{ball}, chosen 3rd")}
# Translators: Sequitur: a letter ball's name for screen readers: chosen {order}th for the word
NTH = N_("{ball}, chosen {order}th")


def ball(letter: str, *, cls: str = "", attrs: dict[str, Any] | None = None, tag: str = "span") -> Any:
    """One letter ball (a button when `tag` is 'button')."""
    points = ball_points(letter)
    children = [dom.element("span", letter if letter != "?" else " ", cls="sr-letter")]
    if points:
        children.append(dom.element("span", str(points), cls="sr-points"))
    base = {"aria-label": ball_label(letter)} if tag == "button" else {"title": ball_label(letter)}
    base.update(attrs or {})
    return dom.element(tag, cls=f"sr-ball{' blank' if letter == '?' else ''} {cls}".strip(),
                       attrs=base, children=children)


def rack_row(balls: Sequence[str], listeners: dom.Listeners, *, chosen: Sequence[int] = (),
             roles: Sequence[str] = (), on_ball: Callable[[int], None] | None = None,
             on_gap: Callable[[int], None] | None = None, row_id: str = "sr-rack") -> Any:
    """The balls in screen order. `chosen`: screen indices picked, in order
    (numbered 1, 2, ... on screen); `roles`: what each number means, said to
    screen readers (Shift: the letter to move, where it goes).
    With `on_ball` the balls are buttons; with `on_gap` gap buttons sit
    between them (gap g = before screen ball g)."""
    row = dom.element("ol", cls="sr-rack with-gaps" if on_gap is not None else "sr-rack",
                      attrs={"id": row_id, "aria-label": _("Your rack, left to right"), "data-size": len(balls)})
    # one row of --balls columns, 44 px each where they fit, narrower where they do not (sequitur.css)
    row.style.setProperty("--balls", str(max(1, len(balls))))

    def gap(g: int) -> Any:
        label = _("Put the letter at the left end") if g == 0 else _("Put the letter at the right end") \
            if g == len(balls) else _("Put the letter between {left} and {right}", left=balls[g - 1], right=balls[g])
        button = dom.element("button", "+", cls="sr-gap", attrs={"type": "button", "data-gap": g,
                                                                   "aria-label": label})
        listeners.on(button, "click", lambda event, g=g: on_gap(g))  # type: ignore[misc]
        return dom.element("li", cls="sr-gap-slot", children=[button])

    for i, letter in enumerate(balls):
        if on_gap is not None:
            row.append(gap(i))
        order, label = chosen_state(letter, i, chosen, roles)
        attrs: dict[str, Any] = {"data-index": i}
        cls = "chosen" if order else ""
        if on_ball is not None:
            attrs.update({"type": "button", "id": f"{row_id}-ball-{i}" if row_id != "sr-rack" else f"sr-ball-{i}", "aria-pressed": "true" if order else "false"})
            attrs["aria-label"] = label
            node = ball(letter, cls=cls, attrs=attrs, tag="button")
            listeners.on(node, "click", lambda event, i=i: on_ball(i))  # type: ignore[misc]
            listeners.on(node, "keydown", _arrows)
        else:
            node = ball(letter, cls=cls, attrs=attrs)
        if order:
            node.append(dom.element("span", str(order), cls="sr-order", attrs={"aria-hidden": "true"}))
        row.append(dom.element("li", children=[node]))
    if on_gap is not None:
        row.append(gap(len(balls)))
    return row


def chosen_state(letter: str, i: int, chosen: Sequence[int], roles: Sequence[str] = ()) -> tuple[int, str]:
    """Screen ball `i`'s place among the `chosen` (1, 2, ...; 0: not chosen) and its spoken label."""
    order = list(chosen).index(i) + 1 if i in chosen else 0
    role = roles[order - 1] if 0 < order <= len(roles) else ""
    if not order:
        return order, ball_label(letter)
    if role:
        # Translators: Sequitur: a letter ball's name for screen readers while a card picks: its order and role
        return order, _("{ball}, {order}: {role}", ball=ball_label(letter), order=order, role=role)
    return order, _(CHOSEN.get(order, NTH), ball=ball_label(letter), order=order)


def rechoose(row: Any, balls: Sequence[str], chosen: Sequence[int], *, fresh: set[int] = frozenset()) -> None:
    """What `rack_row(balls, chosen=chosen, on_ball=...)` shows of the choice, set in place on the
    buttons of `row` (a tap on a ball while spelling: the rack, its focus and its listeners stay;
    rebuilding the panel took a phone 30 ms): each ball's mark, pressed state, label ("new" kept
    for the `fresh` screen indices, as the panel's mark_fresh words it) and number."""
    changes: list[list[Any]] = []
    for i, letter in enumerate(balls):
        order, label = chosen_state(letter, i, chosen)
        changes += [[i, ".chosen", bool(order)], [i, "aria-pressed", "true" if order else "false"],
                    [i, "aria-label", _("{ball}, new", ball=label) if i in fresh else label]]
    dom.set_each(row, "data-index", changes)
    for badge in list(row.querySelectorAll(".sr-order")):
        badge.remove()
    for order, i in enumerate(chosen, 1):
        node = row.querySelector(f".sr-ball[data-index='{i}']")
        if found(node):
            node.append(dom.element("span", str(order), cls="sr-order", attrs={"aria-hidden": "true"}))


def _arrows(event: Any) -> None:
    """Left and right arrows move the focus along the rack."""
    key = str(event.key)
    if key not in ("ArrowLeft", "ArrowRight"):
        return
    item = event.currentTarget.parentElement
    sibling = item.previousElementSibling if key == "ArrowLeft" else item.nextElementSibling
    while found(sibling) and not found(sibling.querySelector(".sr-ball")):
        sibling = sibling.previousElementSibling if key == "ArrowLeft" else sibling.nextElementSibling
    if found(sibling):
        sibling.querySelector(".sr-ball").focus()
        event.preventDefault()
