"""The end screen, the same in every game: one result card, whose top is in
sight at every size without a scroll (issue 65): who won (big, in the
winner's colour), each side's score and what to do next (Rematch, Replay,
Review with the AI, New game: the only New game on
the screen, the tools bar hides its own; none of them in a replay, whose
driver is read only; a guided game's own instead, "Play a real game" and "Read the rules", never a
rematch of the lesson; on a guest's device, which keeps no game in play, that
the host starts the rematch, Replay and Review in a tab of their own once
the host has sent the finished game's record, and the way back to the games); then what decided it, and what a game adds
of its own under the buttons (Sequoia's forest-by-forest scoring, Sequitur's rounds and ladder,
Sequence's "Reveal every hand"), read by scrolling the card's box. The result comes with the winner's moment
(web/ui/celebration.py). Its DOM stays simple for what hooks into it:
one root `.end-screen` (`#<prefix>-end`) whose first heading is
`.end-title`, with `data-winner` the winning seats and `--winner` their
colour. Its look is the design system's (web/app.css).
"""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.ui.celebration import celebrate
from web.ui.keep_game import replace_or_ask
from web.page.words import _
from web.ui.links import back_to_games
from web.ui.question import Question


class EndBox:
    """The end box of a table (ids `<prefix>-end`, `-winner`, `-final`, `-decided`, `-rematch`, `-replay`,
    `-review`, `-new`; `-rematch-choice`, the question before a rematch replaces another game in progress)."""

    def __init__(self, prefix: str, driver: Any) -> None:
        self.prefix = prefix
        self.driver = driver
        self.listeners = dom.Listeners()
        self.element = dom.element("section", cls="end-screen", attrs={
            "id": f"{prefix}-end", "hidden": True, "aria-labelledby": f"{prefix}-winner"})

    @property
    def shown(self) -> bool:
        return not self.element.hidden

    def start(self) -> Any:
        """Open the box (empty); returns it, for a game that shows something first (a final scoring)."""
        self.listeners.clear()
        dom.clear(self.element)
        self.element.hidden = False
        return self.element

    def show(self, extra: list[Any] = (), *, focus: bool = True, rematch: bool = True) -> None:
        """The result: the heading (focused, so keyboard and screen-reader users land on
        it), the scores, what decided it, then what the game showed first (`start`), the
        game's `extra` parts, then Rematch (unless not `rematch`: a deal played once,
        Sequitur's today's deal), Replay and New game."""
        session = self.driver.session
        title, scores, decided = session.spec.ending(session)
        heading = dom.element("h2", title, cls="end-title", attrs={"id": f"{self.prefix}-winner", "tabindex": "-1"})
        result = session.state.result()
        winners = list(result.winners) if result is not None else []
        self.element.setAttribute("data-winner", " ".join(str(seat) for seat in winners))
        colours = [session.spec.colour(session, seat) for seat in winners]
        if colours and len({css for _, _, css in colours}) == 1:
            self.element.style.setProperty("--winner", colours[0][2])
        else:  # no one, or sides of several colours: the table's gold
            self.element.style.removeProperty("--winner")
        board = dom.element("ol", cls="end-scores", attrs={"id": f"{self.prefix}-final"})
        for line in scores:
            board.append(dom.element("li", line))
        read_only = self.driver.read_only
        # Translators: a button at a game's end: play again with the same players
        again = dom.element("button", _("Rematch"), cls="button primary", attrs={"type": "button", "id": f"{self.prefix}-rematch"})
        replay = dom.element("button", _("Replay"), cls="button secondary", attrs={"type": "button", "id": f"{self.prefix}-replay"})
        review = dom.element("button", _("Review"), cls="button secondary", attrs={
            "type": "button", "id": f"{self.prefix}-review", "aria-label": _("Review the game with the AI")})
        # a rematch replaces this finished game; if another tab started a game since, it asks first
        self.rematch_choice = Question(f"{self.prefix}-rematch-choice", self.listeners,
                                       question_id=f"{self.prefix}-rematch-question")
        self.listeners.on(again, "click", lambda event: self.on_rematch(again))
        replays = getattr(self.driver, "replay", None)  # a guest's device: None until the host sent the record
        if replays is not None:
            self.listeners.on(replay, "click", lambda event: replays())
            self.listeners.on(review, "click", lambda event: replays(review=True))
        offers = getattr(self.driver, "end_offers", None)  # a guided game's own next steps (web/table/guide.py)
        if read_only:
            steps: list[Any] = []
        elif offers is not None:
            steps = offers()  # a scripted lesson: a real game next, no rematch of it
        elif not getattr(self.driver, "keeps_game", True):
            # a guest's device (web/net/guest.py): the host's table starts the rematch and this screen
            # follows it; Replay and Review open in a tab of their own, once the host has sent the record
            steps = [dom.element("p", _("The host's device starts a rematch: this screen follows it."), cls="end-note",
                                 attrs={"id": f"{self.prefix}-rematch-note"})]
            if replays is not None:
                steps += [replay, review]
                for button, label in ((replay, _("Replay the game (opens in a new tab)")),
                                      (review, _("Review the game with the AI (opens in a new tab)"))):
                    button.setAttribute("aria-label", label)
                    button.setAttribute("title", _("Opens in a new tab: this table stays connected"))
            steps.append(back_to_games())
        else:
            steps = ([again] if rematch else []) + ([replay, review] if replays is not None else []) + [
                dom.element("a", _("New game"), cls="button secondary",
                            attrs={"href": f"#/{session.spec.id}", "id": f"{self.prefix}-new"})]
        self.actions = dom.element("div", cls="seq-actions end-actions", children=steps)
        # one result card: who won, the scores and what to do next first, in sight without a scroll;
        # then what decided it and the details (what the game showed first: Sequoia's final scoring)
        self.element.prepend(heading, *([board] if scores else []), self.actions, self.rematch_choice.element,
                             dom.element("p", decided, cls="end-decided", attrs={"id": f"{self.prefix}-decided"}))
        self.element.append(*extra)
        self.element.hidden = False
        self.driver.log.announce(f"{self.driver.news} " * bool(self.driver.news) + f"{title} {decided}")
        self.driver.news = ""
        if focus and not read_only:
            heading.focus()
        celebrate(self)  # the winner's moment (web/ui/celebration.py), for a game that ended here

    def on_rematch(self, again: Any) -> None:
        saves = getattr(self.driver, "saves", None)  # a guest's device keeps no game: the host starts it
        if saves is None:
            self.driver.rematch()
            return
        replace_or_ask(self.rematch_choice, self.driver.session.spec, saves, ids=f"{self.prefix}-rematch",
                       doing=_("A rematch replaces it."), replace=self.driver.rematch, keep=lambda: again.focus())

    def destroy(self) -> None:
        self.listeners.clear()
