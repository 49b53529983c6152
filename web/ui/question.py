"""The question in the page: a sentence and its answers, asked where the
thing it is about stands (clear the statistics, replace the game in
progress, what to do with a record file, undo a move in a hot-seat game).
Nothing happens until one of its buttons is pressed; Escape gives the last
answer, the way out ("Keep my game", "Cancel")."""
from __future__ import annotations

from typing import Any, Callable

from engine.core.value import Value
from web.page import dom
from web.page.jsvalue import found


class Answer(Value):
    """One button of a question: its `id`, its words (`label`), what it does (`then`:
    the question is closed first), and whether it is the quiet way out (`secondary`)."""

    FIELDS = ("id: str", "label: str", "then: Callable[[], None]", "secondary: bool")
    DEFAULTS = {"secondary": False}


class Question:
    """A `div.dialog.seq-confirm` with the id `element_id`, hidden until
    `ask()`; its sentence is the `<p>` `question_id` (`<element_id>-text` by
    default) that labels the group. Its two listeners (the buttons' clicks,
    Escape) join `listeners`, so the screen that owns it drops them."""

    def __init__(self, element_id: str, listeners: dom.Listeners, *, question_id: str | None = None) -> None:
        self.question_id = question_id or f"{element_id}-text"
        self.element = dom.element("div", cls="dialog seq-confirm", attrs={
            "id": element_id, "hidden": True, "role": "group", "aria-labelledby": self.question_id})
        self.answers: dict[str, Answer] = {}  # by id
        self.last: str | None = None  # the last answer's id: Escape's (a dict keeps no order on MicroPython)
        listeners.on(self.element, "click", self._on_click)
        listeners.on(self.element, "keydown", self._on_key)

    @property
    def is_open(self) -> bool:
        return bool(self.answers)

    def ask(self, text: str, answers: list[Answer]) -> None:
        """Show `text` (plain text) with a button for each answer, and focus the first."""
        dom.clear(self.element)
        self.answers = {answer.id: answer for answer in answers}
        self.last = answers[-1].id if answers else None
        buttons = [dom.element("button", answer.label, cls="button secondary" if answer.secondary else "button",
                               attrs={"type": "button", "id": answer.id}) for answer in answers]
        self.element.append(dom.element("p", text, attrs={"id": self.question_id}),
                            dom.element("div", cls="seq-actions", children=buttons))
        self.element.hidden = False
        if buttons:
            buttons[0].focus()

    def close(self) -> None:
        """Nothing is asked any more (the moment passed, or it was answered)."""
        self.answers = {}
        self.last = None
        dom.clear(self.element)
        self.element.hidden = True

    def answer(self, answer_id: str) -> None:
        """Press the answer `answer_id`, as its button does (nothing if it is not asked)."""
        answer = self.answers.get(answer_id)
        if answer is None:
            return
        self.close()
        answer.then()

    def _on_click(self, event: Any) -> None:
        button = event.target.closest("button")
        if found(button) and str(button.id) in self.answers:
            self.answer(str(button.id))

    def _on_key(self, event: Any) -> None:
        if event.key == "Escape" and self.last is not None:
            event.preventDefault()
            self.answer(self.last)
