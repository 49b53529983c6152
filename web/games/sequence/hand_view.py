"""The hand of the seat whose cards are on screen, as DOM buttons.

Each card shows its rank and suit (red suits in red, black in black), wild
and remove cards say so in a word short enough for a phone's card ("wild",
"clear": "remove" at the 12 px floor was wider than the card; every language's
word at most the card's 40 px, e2e/table/test_words_fit.py `card_words_cut`), and a dead
card (RULINGS Sequence 6) is marked "dead"; while it may be turned in it
says "swap" ("turn in" was wider than the card), and a tap on it turns it in: one action, in the card's own
place (a button of its own under it would make the hand taller). Arrow keys
move between cards, Enter or Space selects one. Only one seat's cards are
ever in the DOM, and `clear()` removes them before the device changes hands.
"""
from __future__ import annotations

from typing import Any, Callable

from web.games.sequence.card_words import card_name
from web.page import dom
from web.page.jsvalue import found
from web.page.words import N_, _

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT = {"T": "10"}
# a remove card clears a space of another team's chip
# Translators: under a one-eyed jack's face, about five letters (40 px): it removes a chip
REMOVE_WORD = N_("clear")
# Translators: under a two-eyed jack's face, about five letters (40 px): it goes on any open space
WILD_WORD = N_("wild")
# Translators: under a dead card's face, about five letters (40 px): both its spaces are covered
DEAD_WORD = N_("dead")
# Translators: the button under a dead card's face, about five letters (40 px): turns it in for a new card
TURN_IN_WORD = N_("swap")


def card_face(card: str, wild: tuple[str, ...], remove: tuple[str, ...]) -> tuple[str, str, str]:
    """(big text, small text, CSS class) for a card button."""
    if card == "PW":
        return "★", _(WILD_WORD), "bordered wild"
    if card == "OR":
        return "✕", _(REMOVE_WORD), "bordered remove"
    suit = card[1]
    colour = "red" if suit in "HD" else "black"
    note = _(WILD_WORD) if card in wild else _(REMOVE_WORD) if card in remove else ""
    return f"{RANK_TEXT.get(card[0], card[0])}{SUIT_SYMBOL[suit]}", note, colour


def card_label(card: str, wild: tuple[str, ...], remove: tuple[str, ...]) -> str:
    """'jack of diamonds, wild: place a chip on any open space' (the word on the card first)."""
    name = card_name(card)
    if card in wild:
        return _("{card}, wild: place a chip on any open space", card=name)
    if card in remove:
        return _("{card}, clear: remove an opponent's chip from the board", card=name)
    return name


# a card button's attributes, set in place when only they change (`card_specs`, `changes`)
ATTRS = ("class", "aria-label", "aria-pressed", "tabindex", "aria-disabled")


def card_specs(hand: list[str], *, dead: set[str], selected: int | None, wild: tuple[str, ...],
               remove: tuple[str, ...], can_turn_in: bool, active: bool) -> list[tuple[tuple[Any, ...], list[Any]]]:
    """Each card of the hand as (shape, attributes): the shape (the card, its two texts,
    whether it has a Turn in button) changes only with a new button; the attributes
    (ATTRS' values, None: absent) can be set on the button in place."""
    specs = []
    for index, card in enumerate(hand):
        big, small, cls = card_face(card, wild, remove)
        label = card_label(card, wild, remove)
        is_dead = card in dead
        turn_in = is_dead and can_turn_in and active
        if is_dead:
            label = (_("{card}, dead card: turn it in for a new card", card=label) if turn_in
                     # Translators: Sequence: a card of the hand whose two spaces are taken (a dead card), for screen readers
                     else _("{card}, dead card", card=label))
            cls += " dead"
        if index == selected:
            cls += " selected"
        shape = (card, big, _(TURN_IN_WORD if turn_in else DEAD_WORD) if is_dead else small, turn_in)
        specs.append((shape, [f"seq-card {cls}", label, "true" if index == selected else "false",
                              "0" if index == (selected if selected is not None else 0) else "-1",
                              None if active else "true"]))  # still clickable: the click is explained
    return specs


def changes(old: list[tuple[tuple[Any, ...], list[Any]]] | None,
            new: list[tuple[tuple[Any, ...], list[Any]]]) -> list[tuple[int, str, Any]] | None:
    """What turns the hand shown as `old` into `new` in place: (card index, attribute,
    value; None removes it), in order; None when a card or its texts differ, or
    nothing is shown: the hand is built anew."""
    if old is None or [shape for shape, _ in old] != [shape for shape, _ in new]:
        return None
    return [(index, name, after[k]) for index, ((_, before), (_, after)) in enumerate(zip(old, new))
            for k, name in enumerate(ATTRS) if before[k] != after[k]]


class HandView:
    """The hand area: title, card buttons, turn-in buttons."""

    def __init__(self, on_select: Callable[[int, bool], None], on_turn_in: Callable[[str], None]) -> None:
        self.on_select = on_select
        self.on_turn_in = on_turn_in
        self.listeners = dom.Listeners()
        # Translators: Sequence: the heading of your cards (your hand)
        self.title = dom.element("h2", _("Your hand"), cls="seq-hand-title", attrs={"id": "seq-hand-title"})
        self.cards = dom.element("div", cls="seq-hand", attrs={
            "id": "seq-hand", "role": "group", "aria-labelledby": "seq-hand-title"})
        self.note = dom.element("p", "", cls="seq-hand-note", attrs={"id": "seq-hand-note"})
        self.element = dom.element("section", cls="seq-hand-area", children=[self.title, self.cards, self.note])
        self.shown: list[tuple[tuple[Any, ...], list[Any]]] | None = None  # the buttons' specs (`card_specs`)
        self.buttons: list[Any] = []
        self.texts: dict[str, str] = {}  # the title's, the note's and the seat's text as set
        self.listeners.on(self.cards, "click", self._click)
        self.listeners.on(self.cards, "keydown", self._key)

    def destroy(self) -> None:
        self.listeners.clear()

    def _texts(self, title: str, note: str, seat: str) -> None:
        """Set the title, the note and the seat shown, where they changed."""
        for key, node, text in (("title", self.title, title), ("note", self.note, note)):
            if self.texts.get(key) != text:
                dom.set_text(node, text)
                self.texts[key] = text
        if self.texts.get("seat") != seat:
            self.element.dataset.seat = seat
            self.texts["seat"] = seat

    def clear(self, title: str, note: str = "", backs: int = 0) -> None:
        """Show no cards (nothing private stays in the DOM): `backs` cards face down in their
        place, as many as the hand holds (public), so that the hand keeps its room and the board
        stands still while the device changes hands (issue 80)."""
        self._texts(title, note, "")
        if self.shown != [] or self.texts.get("backs") != str(backs):
            dom.clear(self.cards)
            for _back in range(backs):
                self.cards.append(dom.element("div", cls="seq-card-slot", attrs={"aria-hidden": "true"},
                                              children=[dom.element("span", cls="seq-card-back")]))
        self.texts["backs"] = str(backs)
        self.shown, self.buttons = [], []

    def show(self, seat: int, title: str, hand: list[str], *, dead: set[str], selected: int | None,
             wild: tuple[str, ...], remove: tuple[str, ...], can_turn_in: bool, active: bool, note: str = "") -> None:
        """Show one seat's cards; `active` when it is that seat's turn. The buttons shown
        are changed in place where only their attributes differ (a card chosen)."""
        self._texts(title, note, str(seat))
        specs = card_specs(hand, dead=dead, selected=selected, wild=wild, remove=remove,
                           can_turn_in=can_turn_in, active=active)
        if self.texts.get("hand") != str(seat):  # another seat's hand: never patched into this one's buttons
            self.shown = None
        self.texts["hand"] = str(seat)
        had_focus = bool(self.cards.contains(dom.document.activeElement))  # kept across a redraw
        patch = changes(self.shown, specs)
        if patch is None or self.texts.get("backs") not in (None, "0"):
            self.texts["backs"] = "0"
            self._build(specs)
        else:
            for index, name, value in patch:
                self._set(index, name, value)
        self.shown = specs
        if had_focus:
            self.focus_selected()

    def _build(self, specs: list[tuple[tuple[Any, ...], list[Any]]]) -> None:
        dom.clear(self.cards)
        self.buttons = []
        for index, ((card, big, small, turn_in), values) in enumerate(specs):
            attrs = {"type": "button", "data-index": index, "data-card": card}
            if turn_in:  # a tap on it turns it in (`_click`)
                attrs["data-turn-in"] = card
            attrs.update((name, value) for name, value in zip(ATTRS[1:], values[1:]))
            button = dom.element("button", cls=values[0], attrs=attrs)
            button.append(dom.element("span", big, cls="seq-card-big", attrs={"aria-hidden": "true"}))
            if small:
                button.append(dom.element("span", small, cls="seq-card-small", attrs={"aria-hidden": "true"}))
            self.cards.append(dom.element("div", cls="seq-card-slot", children=[button]))
            self.buttons.append(button)

    def _set(self, index: int, name: str, value: Any) -> None:
        """One attribute of a card button shown, kept in `shown`."""
        if value is None:
            self.buttons[index].removeAttribute(name)
        else:
            self.buttons[index].setAttribute(name, value)
        if self.shown is not None:
            self.shown[index][1][ATTRS.index(name)] = value

    def focus_selected(self) -> None:
        """Put the keyboard focus on the selected (or first) card."""
        button = self.cards.querySelector(".seq-card[tabindex='0']")
        if found(button):
            button.focus()

    def _click(self, event: Any) -> None:
        turn_in = event.target.closest("[data-turn-in]")
        if found(turn_in):
            self.on_turn_in(str(turn_in.dataset.turnIn))
            return
        button = event.target.closest(".seq-card")
        if found(button):  # out of turn too: the table says why nothing happens
            # a click from Enter or Space (no pointer) has detail 0: the focus then goes to the board
            self.on_select(int(button.dataset.index), int(event.detail or 0) == 0)

    def _key(self, event: Any) -> None:
        if event.key not in ("ArrowLeft", "ArrowRight", "Home", "End"):
            return
        buttons = list(self.cards.querySelectorAll(".seq-card"))
        if not buttons:
            return
        current = js_index(buttons, event.target)
        if current is None:
            return
        step = {"ArrowLeft": -1, "ArrowRight": 1}.get(event.key)
        if step is None:
            target = 0 if event.key == "Home" else len(buttons) - 1
        else:
            target = (current + step) % len(buttons)
        event.preventDefault()
        for i in range(len(buttons)):
            self._set(i, "tabindex", "0" if i == target else "-1")
        buttons[target].focus()


def js_index(nodes: list[Any], node: Any) -> int | None:
    """The position of `node` among `nodes` (DOM identity)."""
    for i, candidate in enumerate(nodes):
        if candidate.isSameNode(node):
            return i
    return None
