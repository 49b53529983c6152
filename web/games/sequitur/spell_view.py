"""Spelling a word on the private panel (rulebook step 6, "Spelling a
word", "Special balls"; RULINGS Sequitur 4, 5 and 8): choose the balls you
keep, in reading order as the rack is drawn; the word, its score and the
dictionary's verdict show at once; the blank's letter and Q or QU are
chosen in a list; with the house rule the table may accept a word the list
lacks. A mixin of decide_view.Panel (it uses the panel's state and buttons).
"""
from __future__ import annotations

from typing import Any

from engine.sequitur.letters import BLANK, Q, alphabet_key, upper
from engine.sequitur.spelling import NOTHING, Spell
from web.page import dom
from web.page.words import _
from web.games.sequitur.preview import SPELL_PROMPTS, Preview, ball_points, goals_met, met_line, met_text, preview, shown, table_letters, to_rack
from web.games.sequitur.rack_view import rack_row, rechoose
from web.page.jsvalue import found


def spelling_choices(uses: list[str], view: Preview) -> tuple[bool, bool, bool]:
    """The choices the spell step asks besides the balls: the blank's letter, Q or QU, the house
    rule's acceptance (each shown or not)."""
    return BLANK in uses, Q in uses, view.needs_house


def spell_label(button: Any, word: str) -> None:
    """Spell's label: "Spell CAM", the word in a part of its own (on a short phone, where Spell shares its
    row with Clear and Spell nothing, the word above it says it and a screen reader hears it whole:
    sequitur.css), or "Spell" while no word is made."""
    if not word:
        dom.set_text(button, _("Spell"))
        return
    before, _mark, after = _("Spell {word}", word="\x00").partition("\x00")
    dom.clear(button)
    button.append(before, dom.element("span", word, cls="sr-spell-word"), after)


class Spelling:
    """The spell step of a Panel."""

    seat: int
    picks: list[int]
    blank: str | None
    qu: bool
    house: bool
    focus_id: str | None
    spelled: dict[str, Any] | None  # the spell step's controls on screen (`respell`), None: not shown
    spell_now: Spell | None  # what its Spell button plays

    def spell_step(self, obs: dict[str, Any], rack_box: Any, prompt: Any) -> None:
        rack = obs["rack"]
        picks, uses, view = self.word_view(rack)
        row = rack_row(shown(rack, self.flipped), self.listeners, chosen=picks, on_ball=self.toggle_letter)
        rack_box.append(row)
        prompt.append(dom.element("h3", _(SPELL_PROMPTS[self.session.state.language])))
        text = dom.element("strong", attrs={"id": "sr-word-text"})
        score = dom.element("span", attrs={"id": "sr-word-score"})
        word = dom.element("p", cls="sr-word", attrs={"id": "sr-word", "aria-live": "polite"}, children=[text, score])
        verdict = dom.element("p", attrs={"id": "sr-verdict"})
        met = self.goals_box(obs, rack, view.spell, self.session.state.house_rule)
        actions = dom.element("div", cls="seq-actions sr-spell-actions")
        spell = self.button(_("Spell"), lambda: self.choose(self.spell_now), element_id="sr-spell")
        # Translators: Sequitur: a button: take back every letter chosen for the word
        actions.append(spell, self.button(_("Clear"), self.clear_letters, element_id="sr-clear", cls="button secondary"),
                       self.button(_("Spell nothing"), lambda: self.choose(NOTHING), element_id="sr-nothing",
                                   cls="button secondary"))
        # the word and its verdict in lines of their own height, then the buttons; what comes and goes
        # (the goals it meets, lit on the stage too; a blank's or a Q's choice; the house rule) under
        # them, so a tap never moves a button (issue 65)
        # a blank's or a Q's choice beside the goals the word meets (`sr-met-row`): on a short phone the row
        # keeps one line, so that a choice come with a tap pushes nothing of the decision out of the tray
        choices = dom.element("div", cls="sr-met-row", children=[met])
        prompt.append(dom.element("div", cls="sr-word-line", children=[word, verdict]), actions, choices)
        if BLANK in uses:
            select = dom.element("select", attrs={"id": "sr-blank"})
            # Translators: the first option of the list of letters a blank ball may stand for
            select.append(dom.element("option", _("choose…"), attrs={"value": ""}))
            for small in sorted(table_letters().alphabet, key=alphabet_key):  # what the blank may be in this language (Ñ)
                select.append(dom.element("option", upper(small), attrs={"value": small, "selected": self.blank == small}))
            self.listeners.on(select, "change", lambda event: self.set_blank(str(event.target.value)))
            choices.append(dom.element("p", cls="sr-choice", children=[
                dom.element("label", _("The blank ball stands for") + " ", attrs={"for": "sr-blank"}), select]))
        if Q in uses:
            select = dom.element("select", attrs={"id": "sr-qu"})
            select.append(dom.element("option", _("Q ({points} skill points)", points=ball_points(Q)),
                                      attrs={"value": "q", "selected": not self.qu}))
            select.append(dom.element("option", _("QU (two letters, no points)"), attrs={"value": "qu", "selected": self.qu}))
            self.listeners.on(select, "change", lambda event: self.set_qu(str(event.target.value) == "qu"))
            choices.append(dom.element("p", cls="sr-choice", children=[
                dom.element("label", _("The Q ball is used as") + " ", attrs={"for": "sr-qu"}), select]))
        if view.needs_house:
            box = dom.element("input", attrs={"type": "checkbox", "id": "sr-house", "checked": self.house})
            self.listeners.on(box, "change", lambda event: self.set_house(bool(event.target.checked)))
            prompt.append(dom.element("p", cls="seq-radio", children=[box, dom.element(
                "label", _("The table accepts this word (house rule; the log will say so)"), attrs={"for": "sr-house"})]))
        # what a tap on a ball changes, set here and in place (`respell`); what it cannot, a new panel
        self.spelled = {"row": row, "text": text, "score": score, "verdict": verdict, "met": met, "spell": spell,
                        "choices": spelling_choices(uses, view)}
        self.show_word(view)

    def word_view(self, rack: list[str]) -> tuple[list[int], list[str], Preview]:
        """The balls chosen (screen indices, left to right), the rack's balls they are, and the
        word they make."""
        picks = sorted(self.picks)
        positions = [to_rack(i, len(rack), self.flipped) for i in picks]
        return picks, [rack[p] for p in positions], preview(
            rack, positions, self.blank, self.qu, house_rule=self.session.state.house_rule, house=self.house)

    def show_word(self, view: Preview) -> None:
        """The word being spelled on the panel `spell_step` built: its text, score, verdict and
        Spell button (and what that button plays)."""
        nodes = self.spelled
        dom.set_text(nodes["text"], view.text or "—")
        # Translators: Sequitur: the word being spelled and its score ("score 12")
        dom.set_text(nodes["score"], "  " + _("score {score}", score=view.score) if view.text else "")
        dom.set_text(nodes["verdict"], view.message)
        nodes["verdict"].className = f"sr-verdict {'ok' if view.ok else 'bad'}"
        spell_label(nodes["spell"], view.text if view.ok else "")
        nodes["spell"].disabled = not view.ok
        self.spell_now = view.spell

    def respell(self) -> bool:
        """The balls chosen changed: show it on the panel built by `spell_step` without building it
        again, if the same controls serve (no blank, Q or house rule's choice comes or goes); False
        when the panel must be built anew."""
        obs = self.session.private(self.seat)
        if self.spelled is None or obs["decision"] != "spell":
            return False
        rack = obs["rack"]
        picks, uses, view = self.word_view(rack)
        if spelling_choices(uses, view) != self.spelled["choices"]:
            return False
        size = len(rack)
        rechoose(self.spelled["row"], shown(rack, self.flipped), picks,
                 fresh={i for i in range(size) if to_rack(i, size, self.flipped) in self.fresh})
        self.show_word(view)
        met = self.goals_box(obs, rack, view.spell, self.session.state.house_rule)
        self.spelled["met"].replaceWith(met)
        self.spelled["met"] = met
        secret = self.box.querySelector("#sr-secret")
        if found(secret):
            secret.firstChild.classList.toggle("met", self.met_secret)
        house = dom.document.getElementById("sr-house")
        if found(house):
            house.checked = self.house
        self.restore_focus()
        return True

    def goals_box(self, obs: dict[str, Any], rack: list[str], spell: Spell | None, house_rule: bool) -> Any:
        """Which goals the word meets as it stands, in one line of a height kept (their count and
        points; each named to a screen reader): the public goals (lit on the stage as well, `on_met`)
        and your secret goal (lit in the tray)."""
        secret = obs["secret"]
        goals = list(obs["public"]) + ([secret] if secret else [])
        met = goals_met(rack, spell, goals, house_rule=house_rule) if spell else []
        if self.on_met is not None:
            self.on_met([g for g in met if g != secret])
        self.met_secret = bool(secret) and secret in met
        box = dom.element("p", cls="sr-met", attrs={"id": "sr-met", "aria-live": "polite"})
        if not spell:
            return box
        if not met:
            box.append(dom.element("span", met_text(met, secret), cls="sr-none"))
            return box
        # one short line a phone shows whole ("Meets 2 goals (5 points)": the goals light up themselves),
        # the sentence naming each goal for a screen reader
        box.append(dom.element("span", met_line(met), attrs={"aria-hidden": "true"}),
                   dom.element("span", met_text(met, secret), cls="visually-hidden"))
        return box

    def toggle_letter(self, index: int) -> None:
        if index in self.picks:
            self.picks.remove(index)
        else:
            self.picks.append(index)
        self.house = False
        self.focus_id = f"sr-ball-{index}"
        if not self.respell():
            self.render()

    def clear_letters(self) -> None:
        self.picks, self.house, self.focus_id = [], False, None
        self.render()

    def set_blank(self, letter: str) -> None:
        self.blank, self.house, self.focus_id = letter or None, False, "sr-blank"
        self.render()

    def set_qu(self, qu: bool) -> None:
        self.qu, self.house, self.focus_id = qu, False, "sr-qu"
        self.render()

    def set_house(self, accepted: bool) -> None:
        self.house, self.focus_id = accepted, "sr-house"
        self.render()
