"""The way in to an online table (issue 68): its code typed, under "Join a game" on the home screen."""
from __future__ import annotations

from typing import Any, Callable

from web.page import dom, navigation
from web.page.words import _
from web.page.tasks import spawn
from web.net import table_code
from web.net.table_code import CodeError


def code_form(listeners: Any, on_code: Callable[[str], str]) -> Any:
    """The home screen's way in: a table's code typed, checked, then joined (`on_code` says a problem);
    its listener joins `listeners`."""
    field = dom.element("input", attrs={"type": "text", "id": "net-code", "autocomplete": "off", "spellcheck": "false",
                                        "autocapitalize": "characters", "maxlength": table_code.MAX_TYPED,
                                        "placeholder": table_code.example(), "enterkeyhint": "go"})
    problem = dom.element("p", "", cls="seq-error", attrs={"id": "net-code-problem", "role": "alert"})
    # Translators: a button: join the table of the code typed in
    go = dom.element("button", _("Join the table"), cls="button", attrs={"type": "submit", "id": "net-code-go"})
    form = dom.element("form", cls="seq-setup", attrs={"id": "net-code-form"}, children=[
        dom.element("div", cls="setup-field", children=[
            dom.element("label", _("The table's code (from the host's screen)"), attrs={"for": "net-code"}), field]),
        go, problem])
    def submit(event: Any) -> None:
        event.preventDefault()
        dom.set_text(problem, on_code(str(field.value)))

    listeners.on(form, "submit", submit)
    spawn(load_ahead())
    return form


async def load_ahead() -> None:
    """While a code is typed, load the online module (issue 68's 3 s from the code to the table: at 4x
    CPU it took about 1 s, Trystero's scripts and its key made as they load). Same-origin files only:
    nothing is sent to a relay until a table's code is opened."""
    from web.net import online

    try:
        await online.ready()
    except RuntimeError:
        pass  # said when the code is opened, as before


def join_by_code(text: str) -> str:
    """Go to the table a typed code names; the problem, or ""."""
    try:
        code = table_code.read_code(text)
    except CodeError as error:
        return _("This is not a table's code: {problem}.", problem=error.words())
    navigation.go(f"{table_code.ROUTE}/{code}")
    return ""
