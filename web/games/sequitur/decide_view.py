"""One seat's private panel: its rack, secret goal, Sequitur cards and the
decision it has to make now, built only from that seat's observation.

The decisions (docs/bot-protocol.md, "Sequitur"): the secret goal's colour
(step 1), the end each drawn letter goes onto (step 1, Redraw), keeping or
discarding a drawn goal (steps 2, 4, 5; in solo play one of two), a card or
a pass (steps 3-5) with the balls it acts on, where an inserted letter goes,
the word to spell (step 6, in spell_view.py) and the goal to claim (step 7). Everything is a
button: clicks and the keyboard (Tab, Enter, Space, arrows) work alike.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import (INSERT, PASS, REDRAW, REDRAW_MAX, REPLACE, SHIFT, SWAP, Play,
                                   rearranged)
from engine.sequitur.goals import POINTS
from engine.sequitur.letters import BLANK, upper
from engine.sequitur.spelling import Spell
from web.page import dom
from web.games.sequitur.cards_view import goal_card, sequitur_cards
from web.games.sequitur.preview import end_of, shown, to_gap, to_rack
from web.games.sequitur.rack_view import ball, rack_row
from web.games.sequitur.spell_view import Spelling
from web.games.sequitur.card_words import COLOUR_NAMES, END_NAMES, card_does, card_name, points_text
from web.page.words import N_, _, ngettext, pgettext
from web.model.session import Session
from web.page.jsvalue import found

PICKS = {SWAP: 2, SHIFT: 2, REPLACE: 1, REDRAW: REDRAW_MAX}
SHIFT_ROLES = (N_("the letter to move"),  # said where shown
               # Translators: Sequitur's Shift card: the second pick, the place in the rack the letter goes to
               N_("where it goes"))

# each card's line of what to tap
HINTS = {SWAP: N_("choose the two balls that trade places."),
         SHIFT: N_("choose the ball to move (1), then the ball whose place it takes (2)."),
         REPLACE: N_("choose the ball to return to the bag; a letter drawn takes its place."),
         REDRAW: N_("choose 1 to {most} balls to return to the bag; as many are drawn, each onto either end.")}
HOLE = "\x00"  # where an element goes inside a translated sentence


def around(sentence: str, node: Any) -> list[Any]:
    """A translated sentence with `node` where its HOLE is (the sentence stays whole in the catalog)."""
    before, _hole, after = sentence.partition(HOLE)
    return [part for part in (before, node, after) if part != ""] if _hole else [sentence, node]


class Panel(Spelling):
    """The private panel of `seat`; `on_decide(seat, action)` when the player chooses."""

    def __init__(self, box: Any, session: Session, seat: int, on_decide: Callable[[int, Any], None],
                 on_flip: Callable[[int], None], fresh: set[int] = frozenset(),
                 on_met: Callable[[list[str]], None] | None = None) -> None:
        self.box = box
        self.on_met = on_met  # lights the public goals the word being spelled meets, on the stage
        self.met_secret = False  # the word being spelled meets this player's secret goal
        self.fresh = fresh  # rack positions of the letters new or moved since the rack was last on screen
        self.session = session
        self.seat = seat
        self.on_decide = on_decide
        self.on_flip = on_flip
        self.listeners = dom.Listeners()
        self.card: str | None = None  # the card being played
        self.picks: list[int] = []  # screen indices
        self.blank: str | None = None
        self.qu: bool = False
        self.house = False
        self.focus_id: str | None = None
        self.spelled: dict[str, Any] | None = None  # the spell step's controls (spell_view `respell`)
        self.spell_now: Any = None
        self.keys = dom.Listeners()
        self.keys.on(box, "keydown", self.on_key)

    def on_key(self, event: Any) -> None:
        """Escape puts a card being played back in the hand, or clears the letters chosen to spell."""
        if str(event.key) != "Escape":
            return
        if self.card is not None:
            self.cancel_card()
        elif self.picks:
            self.clear_letters()

    # --- helpers -----------------------------------------------------------------------
    @property
    def flipped(self) -> bool:
        return self.session.view["flipped"][self.seat]

    def button(self, text: str, handler: Callable[[], None], *, element_id: str | None = None,
               cls: str = "button", disabled: bool = False) -> Any:
        node = dom.element("button", text, cls=cls, attrs={"type": "button", "id": element_id, "disabled": disabled})
        self.listeners.on(node, "click", lambda event: handler())
        return node

    def choose(self, action: Any) -> None:
        self.listeners.clear()
        self.on_decide(self.seat, action)

    def destroy(self) -> None:
        self.listeners.clear()
        self.keys.clear()
        dom.clear(self.box)

    def suggest(self, action: Any) -> None:
        """Mark a suggested `action` where it is tapped (web/ui/suggest.py): a word's balls chosen on
        the rack (the word, its score and the goals it meets shown), a card's balls picked; then the
        button that plays it takes the keyboard focus, ready for the player's own tap."""
        size = len(self.session.private(self.seat).get("rack") or [])

        def on_screen(position: int) -> int:
            return to_rack(position, size, self.flipped)  # its own inverse: the rack read the other way

        focus = None
        if isinstance(action, Spell):
            positions = list(action.positions)
            # a word read right to left is spelled with the rack turned around (RULINGS Sequitur 3)
            if len(positions) > 1 and (positions[0] > positions[1]) != self.flipped:
                self.on_flip(self.seat)
            self.card, self.house, self.blank, self.qu = None, False, action.blank, bool(action.qu)
            self.picks = [on_screen(p) for p in positions]
            focus = "sr-spell" if action.word else "sr-nothing"
        elif isinstance(action, Play) and action.card is None:
            focus = "sr-pass"
        elif isinstance(action, Play) and action.card == INSERT:
            focus = f"sr-play-{INSERT}"
        elif isinstance(action, Play):
            self.card = action.card
            picked = list(action.positions) + ([action.to] if action.card == SHIFT else [])
            self.picks = [on_screen(p) for p in picked]  # Shift: the letter to move, then where it goes
            focus = "sr-confirm"
        elif isinstance(action, Colour):
            focus = f"sr-colour-{action.colour}"
        elif isinstance(action, End):
            focus = f"sr-end-{'left' if end_of('left', self.flipped) == action.end else 'right'}"
        elif isinstance(action, Keep):
            focus = "sr-discard" if action.index is None else f"sr-keep-{action.index}"
        elif isinstance(action, Claim):
            focus = f"sr-claim-{action.goal}"
        elif isinstance(action, Place):
            gap = action.to if not self.flipped else size - action.to
            node = self.box.querySelector(f".sr-gap[data-gap='{gap}']")
            if found(node):
                node.focus()
            return
        self.render()
        node = dom.document.getElementById(focus) if focus else None
        if found(node):
            node.focus()

    # --- drawing -----------------------------------------------------------------------
    def render(self) -> None:
        """Redraw the whole panel (keeps the keyboard focus on the same control)."""
        active = dom.document.activeElement
        if found(active) and self.box.contains(active) and active.id:
            self.focus_id = str(active.id)
        self.listeners.clear()
        dom.clear(self.box)
        self.spelled = None
        self.met_secret = False
        obs = self.session.private(self.seat)
        name = self.session.name(self.seat)
        kind = obs["decision"]
        if kind == "claim":  # claiming is public, turn by turn: no rack on screen
            prompt = dom.element("div", cls="sr-decision", attrs={"id": "sr-decision"})
            self.box.append(dom.element("h2", _("{name}: claim a public goal", name=name), attrs={"id": "sr-private-title"}), prompt)
            self.claim_step(obs, None, prompt)
            self.box.setAttribute("data-decision", kind)
            self.restore_focus()
            return
        # the flip: a small round button beside the panel's title (named for a screen reader), so the
        # rack, the tray's hero, has the whole width
        flip = self.button("⇆", lambda: self.on_flip(self.seat), element_id="sr-flip", cls="sr-flip")
        flip.setAttribute("aria-label", _("Turn the rack around"))
        flip.setAttribute("title", _("Turn the rack around"))
        self.box.append(dom.element("div", cls="sr-panel-head", children=[
            # Translators: Sequitur: the heading of a person's rack, by name
            dom.element("h2", _("{name}: your rack", name=name), attrs={"id": "sr-private-title"}), flip]))
        secret = obs["secret"]
        if secret:  # a card of its own: only this player can claim it
            secret_box = dom.element("div", cls="sr-secret", attrs={"id": "sr-secret"}, children=[
                # Translators: Sequitur: the label above your own secret goal card, which only you see (your secret goal)
                goal_card(secret, label=_("Your secret"), short=True)])
        else:  # not drawn yet: nothing to show
            secret_box = None
        prompt = dom.element("div", cls="sr-decision", attrs={"id": "sr-decision"})
        builder = {"secret-colour": self.colour_step, "letter-end": self.end_step, "goal": self.goal_step,
                   "action": self.action_step, "insert-position": self.insert_step, "spell": self.spell_step,
                   }.get(kind)
        rack_box = dom.element("div", cls="sr-rack-box")
        self.box.append(rack_box, prompt)
        if builder is None:
            rack_box.append(rack_row(shown(obs["rack"], self.flipped), self.listeners))
            prompt.append(dom.element("p", _("Nothing to decide now.")))
        else:
            builder(obs, rack_box, prompt)
        # the rack and this decision first, in sight on a phone's tray; the secret goal under them
        # (the cards in hand show only when one may be played: the seats' pills say what was played)
        if secret_box is not None:
            if kind == "spell" and self.met_secret:
                secret_box.firstChild.classList.add("met")  # the word being spelled meets it
            self.box.append(secret_box)
        self.box.setAttribute("data-decision", kind if self.card is None else f"{kind}-{self.card}")
        self.mark_fresh(len(obs["rack"]))
        self.restore_focus()

    def mark_fresh(self, size: int) -> None:
        """Ring the letters new or moved since this rack was last on screen (the last move, marked)."""
        for node in self.box.querySelectorAll("#sr-rack .sr-ball"):
            index = node.getAttribute("data-index")
            if found(index) and to_rack(int(index), size, self.flipped) in self.fresh:
                node.classList.add("fresh")
                # a button is named by its aria-label; a plain ball (a span, which may not carry one) by its title
                name = "aria-label" if node.tagName == "BUTTON" else "title"
                # Translators: Sequitur: a letter ball's name for screen readers: the ball drawn just now ("E, new")
                node.setAttribute(name, _("{ball}, new", ball=node.getAttribute(name) or ""))

    def restore_focus(self) -> None:
        target = None
        if self.focus_id:
            target = dom.document.getElementById(self.focus_id)
        if not found(target) or getattr(target, "disabled", False):
            target = self.box.querySelector("#sr-decision button:not([disabled]), .sr-rack button")
        dom.take_focus(target)

    def plain_rack(self, obs: dict[str, Any], rack_box: Any) -> None:
        rack_box.append(rack_row(shown(obs["rack"], self.flipped), self.listeners))

    # --- step 1 ------------------------------------------------------------------------
    def colour_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        self.plain_rack(obs, rack_box)
        prompt.append(dom.element("h3", _("Choose the colour of your secret goal")))
        row = dom.element("div", cls="sr-colours")
        for action in self.session.state.legal_actions(self.seat):
            c = action.colour
            left = obs["decks"][c] + obs["discards"][c]
            button = self.button("", lambda a=action: self.choose(a), element_id=f"sr-colour-{c}",
                                 cls=f"button sr-colour {c}")
            button.append(dom.element("span", _(COLOUR_NAMES[c]), cls="sr-colour-name"),
                          dom.element("span", " " + ngettext("({points}, {count} card left)", "({points}, {count} cards left)", left, points=points_text(POINTS[c]), count=left), cls="sr-colour-more"))
            row.append(button)
        # the choices first, in sight on a phone; what the colours mean under them
        prompt.append(row, dom.element("p", _("Harder colours are worth more and are harder to meet."), cls="sr-hint-line"))

    def end_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        self.plain_rack(obs, rack_box)
        drawn = obs["drawn"]
        prompt.append(dom.element("h3", children=around(_("You drew {letter} — which end of your rack does it go on?",
                                                          letter=HOLE), ball(drawn, cls="drawn"))))
        row = dom.element("div", cls="seq-actions")
        for screen in ("left", "right"):
            row.append(self.button(_(END_NAMES[screen]), lambda s=screen: self.choose(End(end_of(s, self.flipped))),
                                   element_id=f"sr-end-{screen}"))
        prompt.append(row)

    # --- goal draws --------------------------------------------------------------------
    def goal_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        self.plain_rack(obs, rack_box)
        drawn = obs["drawn_goals"]
        secret = obs["step"] == "letters"
        solo = obs["players"] == 1
        if secret:
            prompt.append(dom.element("h3", _("Keep one as your secret goal")))
        elif solo:
            prompt.append(dom.element("h3", _("Keep one public; discard the other")))
        else:
            prompt.append(dom.element("h3", _("Make this goal public, or discard it")),
                          dom.element("p", _("Anyone may claim it. Hidden until all have chosen."), cls="sr-hint-line"))
        cards = dom.element("div", cls="sr-drawn-goals", attrs={"id": "sr-drawn-goals"})
        if solo:  # one of two: each card its own Keep
            for i, g in enumerate(drawn):
                # Translators: Sequitur: a button under one of the goal cards drawn: keep this card
                cards.append(goal_card(g, short=True, extra=[self.button(_("Keep this one"), lambda i=i: self.choose(Keep(i)),
                                                                         element_id=f"sr-keep-{i}", cls="button sr-keep")]))
            prompt.append(cards)
            return
        for g in drawn:
            cards.append(goal_card(g, short=True))
        row = dom.element("div", cls="seq-actions sr-goal-actions")
        # Translators: Sequitur: a button: put the goal card drawn among the public goals
        row.append(self.button(_("Make it public"), lambda: self.choose(Keep(0)), element_id="sr-keep-0", cls="button sr-keep"),
                   # Translators: Sequitur: a button: discard the goal card drawn (do not keep it)
                   self.button(_("Discard it"), lambda: self.choose(Keep(None)), element_id="sr-discard",
                               cls="button secondary"))
        # the card and its two answers side by side where there is room, the answers under it where not
        prompt.append(dom.element("div", cls="sr-goal-choice", children=[cards, row]))

    # --- actions -----------------------------------------------------------------------
    def action_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        rack = obs["rack"]
        screen = shown(rack, self.flipped)
        card = self.card
        if card is None:
            self.plain_rack(obs, rack_box)
            cards = sequitur_cards(obs["cards"], self.listeners, on_play=self.pick_card)
            # Pass lies with the cards: under them on a narrow screen, beside them where there is room
            cards.querySelector(".sr-card-list").append(dom.element("li", cls="sr-pass-slot", children=[
                self.button(_("Pass"), lambda: self.choose(PASS), element_id="sr-pass", cls="button secondary sr-pass")]))
            prompt.append(cards)
            return
        # Shift numbers its two balls in the order picked: 1 the letter to move, 2 where it goes
        chosen = self.picks if card == SHIFT else sorted(self.picks)
        roles = tuple(_(role) for role in SHIFT_ROLES) if card == SHIFT else ()
        rack_box.append(rack_row(screen, self.listeners, chosen=chosen, roles=roles, on_ball=self.toggle_pick))
        name = card_name(card)
        # one line: the card and what to tap (its whole text is the card's title in the row of cards)
        hint = _(HINTS[card], most=REDRAW_MAX) if card in HINTS else ""
        prompt.append(dom.element("h3", attrs={"title": card_does(card)}, children=around(
            # Translators: Sequitur: the heading while playing a card: its name and what to pick
            _("{card}: {hint}", card=name, hint=HOLE), dom.element("span", hint, attrs={"id": "sr-hint"}))))
        play = self.pending_play(len(rack))
        if play is not None and card in (SWAP, SHIFT):
            # Translators: Sequitur: the blank ball's name on the button of a Swap or Shift choice (a letter ball with no letter)
            blank = _("(blank)")
            letters = " ".join(blank if b == BLANK else b for b in shown(rearranged(rack, play), self.flipped))
            prompt.append(dom.element("p", _("Your rack will read: {letters}", letters=letters),
                                      attrs={"id": "sr-after"}))
        ready = play is not None
        row = dom.element("div", cls="seq-actions")
        # Translators: Sequitur: a button and a decision named in the log: play the card {card}
        row.append(self.button(_("Play {card}", card=name), lambda: self.choose(self.pending_play(len(rack))),
                               element_id="sr-confirm", disabled=not ready),
                   self.button(pgettext("away from the chosen card, to choose again", "Back"), self.cancel_card,
                               element_id="sr-back", cls="button secondary"))
        prompt.append(row)

    def pick_card(self, card: str) -> None:
        if card == INSERT:
            self.choose(Play(INSERT, (), None))  # every field given (MicroPython's namedtuple has no defaults)
            return
        self.card, self.picks = card, []
        self.focus_id = None
        self.render()

    def cancel_card(self) -> None:
        self.card, self.picks = None, []
        self.focus_id = None
        self.render()

    def toggle_pick(self, index: int) -> None:
        card = self.card
        if index in self.picks:
            self.picks.remove(index)
        elif card is not None and len(self.picks) < PICKS.get(card, 0):
            self.picks.append(index)
        elif card in (SWAP, SHIFT, REPLACE):
            self.picks = self.picks[:-1] + [index]
        self.focus_id = f"sr-ball-{index}"
        self.render()

    def pending_play(self, size: int) -> Play | None:
        """The play the picks describe, once complete."""
        card, picks = self.card, [to_rack(i, size, self.flipped) for i in self.picks]
        if card == SWAP and len(picks) == 2:
            return Play(SWAP, tuple(sorted(picks)), None)
        if card == SHIFT and len(picks) == 2:
            return Play(SHIFT, (picks[0],), picks[1])
        if card == REPLACE and len(picks) == 1:
            return Play(REPLACE, (picks[0],), None)
        if card == REDRAW and 1 <= len(picks) <= REDRAW_MAX:
            return Play(REDRAW, tuple(sorted(picks)), None)
        return None

    def insert_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        rack = obs["rack"]
        size = len(rack)
        rack_box.append(rack_row(shown(rack, self.flipped), self.listeners,
                                 on_gap=lambda g: self.choose(Place(to_gap(g, size, self.flipped)))))
        prompt.append(dom.element("h3", children=around(_("Insert: you drew {letter} — choose a + to put it there.",
                                                          letter=HOLE), ball(obs["drawn"], cls="drawn"))))

    # --- claiming (step 7) -----------------------------------------------------------------
    def claim_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        word = obs["words"][self.seat]
        prompt.append(dom.element("h3", _("Your word {word} (score {score}) meets these public goals: claim one",
                                          word=upper(word["word"]), score=word["score"])))
        goals = dom.element("div", cls="sr-drawn-goals", attrs={"id": "sr-claims"})
        for action in self.session.state.legal_actions(self.seat):
            goals.append(goal_card(action.goal, short=True, extra=[self.button(
                # Translators: Sequitur: a button under a public goal card: claim this goal
                _("Claim it"), lambda a=action: self.choose(a), element_id=f"sr-claim-{action.goal}", cls="button sr-claim")]))
        prompt.append(goals)

