"""The shared part of the table and the summaries (rulebook "Playing the
game", steps 6-8, and the end): the seats as pills (points, the goals each
player has claimed as a small pile, the cards played this round as
pictograms, the secret goal's colour once revealed, the word once spelled);
the bag and the goal decks as piles with their counts; the public goals in
play as cards; after every round a
summary of the words, secret goals met and claims; the game's result with
the solo ladder rank. The players' stacks pile the goal cards each claimed.
Built only from the public view and the round
summaries of the public events, never from a rack. Names go in as text.
"""
from __future__ import annotations

from typing import Any

from engine.core.events import GameOver
from engine.sequitur.events import Claimed
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import ROUNDS
from engine.sequitur.letters import upper
from web.page import dom
from web.page.jsvalue import found
from web.games.sequitur.cards_view import PICTOGRAMS, goal_list
from web.games.sequitur.ladder import rungs, you_are_here
from web.games.sequitur.preview import WORDS_IN, language_name
from web.games.sequitur.rack_view import rack_row
from web.games.sequitur.card_words import card_name, goal_words, points_text
from web.games.sequitur.narration import RoundSummary, round_words, rounds
from web.model.colours import seat_colour
from web.model.stacks import layout
from web.ui.pill import mark_thinking, seat_letter, session_pill
from web.ui.stacks import Stacks
from web.model.session import Session
from web.model.wording import SEATS, progress
from web.page.words import N_, NP_, _, ngettext, pgettext

# the secret goal's colour on a seat, the decks' names and what each pile holds
SECRET_MARK = {
    # Translators: Sequitur: a mark on a seat: its secret goal card is red
    "red": N_("Secret goal: red"),
    # Translators: Sequitur: a mark on a seat: its secret goal card is yellow
    "yellow": N_("Secret goal: yellow"),
    # Translators: Sequitur: a mark on a seat: its secret goal card is green
    "green": N_("Secret goal: green")}
DECK_NAMES = {
    # Translators: the name of Sequitur's red deck of goal cards, beside its pile (a colour word)
    "red": NP_("a deck of goal cards", "red"),
    # Translators: the name of Sequitur's yellow deck of goal cards, beside its pile (a colour word)
    "yellow": NP_("a deck of goal cards", "yellow"),
    # Translators: the name of Sequitur's green deck of goal cards, beside its pile (a colour word)
    "green": NP_("a deck of goal cards", "green")}


def deck_said(colour: str, count: int) -> str:
    """'21 goals in the red deck', for a screen reader."""
    if colour == "red":
        return ngettext("{count} goal in the red deck", "{count} goals in the red deck", count, count=count)
    if colour == "yellow":
        return ngettext("{count} goal in the yellow deck", "{count} goals in the yellow deck", count, count=count)
    return ngettext("{count} goal in the green deck", "{count} goals in the green deck", count, count=count)

STACK_ROOM = 150.0  # CSS px: the tallest stack of points at the end
ROUND_ROOM = 90.0  # CSS px: the tallest stack between rounds (the round's table and Continue under it)
STACK_LEAST = 16.0  # CSS px: the least part that shows its number (12 px text)


def chip(session: Session, seat: int) -> Any:
    """A seat's colour letter and name."""
    return dom.element("span", cls="sr-who", children=[
        seat_letter(seat_colour(seat)),
        dom.element("span", session.name(seat), cls="sr-name")])


def table_box(table: Any, label: str) -> Any:
    """A table in a box of its own that scrolls sideways when the screen is narrower than the table;
    a tab stop, so the keyboard can scroll it too (axe: scrollable-region-focusable)."""
    return dom.element("div", cls="sr-table-wrap", attrs={"tabindex": "0", "role": "region", "aria-label": label},
                       children=[table])


def seat_strip(session: Session, thinking: int | None = None, driver: Any = None) -> Any:
    """The seats as pills, the same strip as the other games' (web/ui/pill.py): each seat's name
    and AI level, its points, the goals it claimed as a small stack of cards in their colours,
    the cards it played this round as pictograms, its secret colour once shown and its word once
    spelled; the seats still deciding ringed, an AI's "thinking…"."""
    view = session.public()
    strip = dom.element("ol", cls="table-seat-list sr-seats", attrs={"id": "sr-seats", "aria-label": _(SEATS)})
    # while a round's summary waits for Continue, nobody is deciding yet
    deciding = set() if session.view.get("summary_open") or session.is_over else set(view["deciding"])
    last = last_claim(session)
    for seat in range(len(session.seats)):
        item = session_pill(session, seat, tag="li")  # letter, name, AI level
        item.classList.add("table-seat", "sr-seat")
        item.setAttribute("data-seat", seat)
        # "3 points"; a short phone's strip of three or more shows the number alone (sequitur.css, `data-count`)
        points = view["points"][seat]
        item.append(dom.element("span", cls="table-seat-score", attrs={"data-count": points}, children=[
            dom.element("span", points_text(points), cls="sr-points-said")]))
        stack = view["stacks"][seat]
        if stack:  # the goals claimed, a small pile of cards in their colours
            pile = dom.element("span", cls="sr-claimed", children=[
                # Translators: Sequitur: a seat's goal cards claimed, before the list
                dom.element("span", _("claimed {count}:", count=len(stack)) + " ", cls="visually-hidden")])
            for g in stack:
                goal = BY_ID[g]
                fresh = " fresh" if (seat, g) == last else ""
                pile.append(dom.element("span", str(goal.points), cls=f"sr-chip {goal.colour}{fresh}", attrs={
                    # Translators: Sequitur: a goal card's tooltip: its text, claimed just now
                    "title": _("{text} (just claimed)", text=goal_words(g)) if fresh else goal_words(g), "data-goal": g, "data-seat": seat}))
            item.append(pile)
        played = view["played"][seat]
        if played:  # this round's cards, as their pictograms
            item.append(dom.element("span", cls="sr-played", children=[
                # Translators: read by a screen reader before the Sequitur cards a seat played this round
                dom.element("span", _("played") + " ", cls="visually-hidden")] + [
                dom.element("span", PICTOGRAMS.get(c, "?"), cls="sr-played-card", attrs={
                    "title": card_name(c), "data-card": c, "aria-label": card_name(c), "role": "img"})
                for c in played]))
        colour = view["secret_colours"][seat]
        if colour:
            item.append(dom.element("span", cls=f"sr-secret-mark {colour}", attrs={"title": _(SECRET_MARK[colour])},
                                    children=[dom.element("span", _(SECRET_MARK[colour]), cls="visually-hidden")]))
        word = view["words"][seat]
        if word is not None:
            # Translators: Sequitur: a round's table: the seat spelled no word
            text = _("no word") if word["word"] is None else f"{upper(word['word'])} {word['score']}"
            item.append(dom.element("span", text, cls="table-seat-meta sr-seat-word"))
        if seat in deciding:
            item.classList.add("to-move")
            item.setAttribute("aria-current", "true")
            # Translators: read by a screen reader after the name of the seat whose decision it is
            item.append(dom.element("span", _("deciding"), cls="visually-hidden sr-deciding"))
        if seat == thinking:
            mark_thinking(item, "sr", driver)
        strip.append(item)
    return strip


def piles(view: dict[str, Any], language: str = "en") -> Any:
    """The bag and the three goal decks as piles, each with its count on it and its name under it
    ("56 letters in the bag", "21 goals in the red deck" for a screen reader), and the language of
    the words where they are not English ("ES", "Spanish")."""
    box = dom.element("ul", cls="sr-piles", attrs={"id": "sr-piles", "aria-label": _("The bag and the goal decks")})

    bag = view["bag"]
    # Translators: the bag of letter balls, under its count: '56 bag'
    bag_name = _("bag")
    box.append(pile("bag", bag, bag_name, ngettext("{count} letter in the bag", "{count} letters in the bag", bag, count=bag),
                    {"id": "sr-bag", "data-count": bag}))
    for colour in ("red", "yellow", "green"):
        left = view["decks"][colour]
        name = pgettext("a deck of goal cards", DECK_NAMES[colour])
        box.append(pile(f"deck {colour}", left, name, deck_said(colour, left), {"data-colour": colour, "data-count": left}))
    if language in WORDS_IN:
        box.append(words_pile(language))
    return box


def pile(cls: str, count: int | str, name: str, said: str, attrs: dict[str, Any]) -> Any:
    """A pile on the table: its count on it, its name under it, `said` for a screen reader."""
    return dom.element("li", cls=f"sr-pile {cls}", attrs=attrs, children=[
        dom.element("span", str(count), cls="sr-pile-count", attrs={"aria-hidden": "true"}),
        dom.element("span", cls="sr-pile-name", children=[
            dom.element("span", name, attrs={"aria-hidden": "true"}),
            dom.element("span", said, cls="visually-hidden")])])


def words_pile(language: str, ident: str = "sr-words-language") -> Any:
    """The language of the words (not English) as the table shows it beside the piles: "ES", "Spanish"."""
    code, _name, said = WORDS_IN[language]
    return pile("words-language", code, language_name(language), _(said), {"id": ident})


def goal_slots(view: dict[str, Any], before: list[str]) -> list[str]:
    """The places of this round's public goals (`view`: the public view), in the order they came:
    those of `before` still public or claimed this round, then the new ones (a claimed goal keeps
    its place, empty, until the round ends)."""
    claimed = [g for _seat, g in view["claims"]]
    kept = [g for g in before if g in view["public"] or g in claimed]
    return kept + [g for g in view["public"] if g not in kept]


def public_area(session: Session, final: tuple[list[str], list[list[str]]] | None = None,
                slots: list[str] | None = None) -> list[Any]:
    """The stage: the bag and the goal decks as piles, the public goals as cards (in their
    `slots`, goal_slots, a claimed one's place left empty), with room kept for the goals a
    round can hold, a goal of each colour from each seat (on a phone, two to a row); at the end
    (`final`: `final_table`) each seat's rack and the goals as the last move found them."""
    view = session.public()
    if final is None:
        public = view["public"]
        goals = goal_list(public if slots is None else slots, "sr-public",
                          _("No public goals yet: a drawn goal made public shows here."),
                          gone=[] if slots is None else [g for g in slots if g not in public])
        goals.classList.add("sr-goal-room")
        room = 3 * len(session.seats)
        goals.style.setProperty("--sr-goal-count", str(room))
        goals.style.setProperty("--sr-goal-rows", str((room + 1) // 2))
        # Translators: Sequitur: the heading of the goal cards face up for everyone (the public goals)
        return [piles(view, session.state.language), dom.element("h2", _("Public goals"), cls="sr-stage-label", attrs={"id": "sr-public-title"}),
                goals]
    goals, racks = final  # the racks first, the goals under them: the piles (the bag full again) step aside
    parts: list[Any] = []
    if any(racks):
        parts.append(dom.element("h2", _("Racks at the end"), cls="sr-stage-label", attrs={"id": "sr-racks-title"}))
        listeners = dom.Listeners()  # balls that are not buttons: nothing to listen to
        for seat, rack in enumerate(racks):
            row = rack_row(rack, listeners, row_id=f"sr-end-rack-{seat}")
            row.setAttribute("aria-label", _("{name}'s rack, left to right", name=session.name(seat)))
            parts.append(dom.element("div", cls="sr-end-rack", children=[chip(session, seat), row]))
    return parts + [dom.element("h2", _("Public goals at the end"), cls="sr-stage-label", attrs={"id": "sr-public-title"}),
                    goal_list(goals, "sr-public", _("No public goals were left on the table."))]


def final_table(session: Session) -> tuple[list[str], list[list[str]]] | None:
    """The public goals and each seat's rack just before the game's last move (the last round's
    end discards the goals and bags the letters; issue 54: the end keeps the final position);
    None if not over or not known here (a guest's copy, what the table saw: no rack in it)."""
    if not session.is_over or not hasattr(session, "at") or not session.state.history:
        return None
    history = session.state.history
    try:
        before = session.at(len(history) - 1)
        return list(before.public()["public"]), [list(before.private(seat)["rack"]) for seat in range(len(session.seats))]
    except (LookupError, ValueError):
        return None


def last_claim(session: Session) -> tuple[int, str] | None:
    """The goal claimed by the last move, marked until the next move."""
    for _at, event in reversed(session.events):
        if isinstance(event, Claimed):
            return event.seat, event.goal
        if not isinstance(event, GameOver):
            return None
    return None


def round_table(session: Session, summary: RoundSummary, *, alone: bool = True) -> Any:
    """One finished round: word and score, secret goal, goals claimed, points after. Beside the
    stacks of the points so far (between rounds, `alone` False) it has no heading and no total:
    the box's title names the round and the stacks carry the totals."""
    box = dom.element("section", cls="sr-round", attrs={"data-round": summary.number})
    title = progress("Round", summary.number, ROUNDS)
    if alone:
        box.append(dom.element("h3", title))
    heads = (
        # Translators: a column head of a Sequitur round's table and of the points table: the player (their seat)
        _("Seat"),
        # Translators: a column head of a Sequitur round's table: the word the player spelled and its score
        _("Word"),
        # Translators: a column head of a Sequitur round's table: the player's secret goal card, met or not
        _("Secret goal"),
        # Translators: a column head of a Sequitur round's table: the goal cards the player claimed
        _("Claimed"))
    # Translators: a column head of Sequitur's round and points tables: the points in all
    heads += (_("Total"),) if alone else ()
    table = dom.element("table", cls="sr-players")
    table.append(dom.element("tr", children=[column_head(t, first=i == 0) for i, t in enumerate(heads)]))
    for seat in range(len(session.seats)):
        word_text, secret_text, claimed = round_words(summary, seat)
        points = summary.points[seat] if summary.points else 0
        cells = [dom.element("th", attrs={"scope": "row"}, children=[chip(session, seat)]),
                 dom.element("td", word_text), dom.element("td", secret_text, cls="sr-goal-cell"),
                 dom.element("td", claimed, cls="sr-goal-cell")]
        if alone:
            cells.append(dom.element("td", str(points)))
        table.append(dom.element("tr", children=cells))
    box.append(table_box(table, title))
    return box


def gained(session: Session) -> list[list[int]]:
    """The points each player gained in each finished round (a list a seat, round 1 first)."""
    out = [[] for _ in session.seats]
    before = [0] * len(session.seats)
    for r in rounds(session):
        if r.over:
            for seat, points in enumerate(r.points):
                out[seat].append(points - before[seat])
            before = list(r.points)
    return out


def game_table(session: Session) -> Any:
    """The game summary in words: points each player gained in each round, and the total
    (for a screen reader: the eye has the stacks, `points_stacks`)."""
    table = dom.element("table", cls="sr-players", attrs={"id": "sr-game-summary"})
    finished = [r for r in rounds(session) if r.over]
    table.append(dom.element("caption", _("Points gained each round")))
    table.append(dom.element("tr", children=[dom.element("th", t, attrs={"scope": "col"}) for t in
                                             [_("Seat")]
                                             # Translators: a column head of Sequitur's points table: a round's points
                                             + [_("Round {number}", number=r.number) for r in finished]
                                             + [_("Total")]]))
    for seat, points in enumerate(gained(session)):
        cells = [dom.element("th", attrs={"scope": "row"}, children=[chip(session, seat)])]
        cells += [dom.element("td", f"+{p}") for p in points]
        cells.append(dom.element("td", str(sum(points))))
        table.append(dom.element("tr", children=cells))
    return dom.element("div", cls="visually-hidden", children=[table])


def claimed(session: Session) -> list[list[tuple[int, str]]]:
    """The goals each player added to their stack in the finished rounds, as (round, goal) in the
    order they came: each round's secret goal met (step 6), then its claims (step 7)."""
    out: list[list[tuple[int, str]]] = [[] for _ in session.seats]
    for r in rounds(session):
        if r.over:
            for seat, goal in r.secrets:
                if goal:
                    out[seat].append((r.number, goal))
            for seat, goal in r.claims:
                out[seat].append((r.number, goal))
    return out


def points_stacks(session: Session, ident: str = "sr-points-stacks", tallest: float = STACK_ROOM) -> Any:
    """The players' stacks (web/ui/stacks.py) of goal cards: the goals each claimed, a card a goal in
    its colour with its points (as the seat pills show them), round 1 at the bottom, each round in
    its shade, the points on top ("no goal" over an empty shelf); at the end and between rounds."""
    goals = claimed(session)
    finished = len([r for r in rounds(session) if r.over])
    points = [[BY_ID[g].points for _n, g in mine] for mine in goals]
    room = tallest if any(points) else 0.0  # no goal: a bare shelf
    stacks = Stacks([(seat_colour(s), session.name(s)) for s in range(len(session.seats))], room,
                    ident=ident, legend=[_("Round {number}", number=n) for n in range(1, finished + 1)])
    for seat, parts in enumerate(layout(points, room, STACK_LEAST)):
        for (number, goal), part in zip(goals[seat], parts):
            stacks.add(seat, part, {"data-round": number, "data-seat": seat, "data-goal": goal},
                       shade=number - 1, kind=f"sr-goal-part {BY_ID[goal].colour}")
        total = sum(points[seat])
        # Translators: Sequitur: a seat with no secret goal
        stacks.total(seat, total, None if goals[seat] else _("no goal"))
    return stacks.element


def ladder_part(points: int, ladder: list[tuple[int, str]]) -> Any:
    """The solo score ladder (RULINGS Sequitur 7) as a ladder: its rungs from Sequitur master down,
    the ones the score reaches lit, and "You are here" with the points at the score's place."""
    steps = dom.element("ol", cls="sr-ladder", attrs={"id": "sr-ladder", "aria-labelledby": "sr-ladder-title"})
    you = dom.element("li", cls="sr-you", attrs={"id": "sr-you", "data-points": points}, children=[
        # Translators: Sequitur: a mark on the points' stacks: the round being played
        dom.element("span", _("You are here"), cls="sr-you-mark"), dom.element("span", points_text(points), cls="sr-you-points")])
    you.style.setProperty("--seat", seat_colour(0)[2])
    here = you_are_here(points, ladder)
    for i, rung in enumerate(rungs(points, ladder)):
        if i == here:
            steps.append(you)
        steps.append(dom.element("li", cls="sr-rung" + " reached" * rung.reached + " yours" * rung.yours, attrs={
            "data-floor": rung.floor, "aria-current": "true" if rung.yours else None}, children=[
                dom.element("span", str(rung.floor), cls="sr-rung-floor"),
                # Translators: read by a screen reader between a rung of the ladder of today's deal and its points
                dom.element("span", " " + _("points:") + " ", cls="visually-hidden"),
                dom.element("span", _(rung.title), cls="sr-rung-title")]))
    if here == len(ladder):
        steps.append(you)
    return dom.element("section", cls="sr-ladder-box", attrs={"id": "sr-ladder-box"}, children=[
        # Translators: Sequitur: the name of the solo score ladder
        dom.element("h2", _("The score ladder"), attrs={"id": "sr-ladder-title"}), steps])


def mark_par(parts: list[Any], par: int) -> None:
    """Today's deal: par (the expert AI's points on the same deal) marked where its points stand,
    beside "You are here", on the ladder among the end's `parts` (`result_extras`), not yet in the page."""
    steps = next((part for part in parts if part.id == "sr-ladder-box"), None)
    steps = steps.querySelector("#sr-ladder") if steps is not None else None
    if not found(steps):
        return
    old = steps.querySelector(".sr-par")
    if found(old):
        old.remove()
    mark = dom.element("li", cls="sr-par", attrs={"id": "sr-par", "data-points": par}, children=[
        # Translators: today's deal: the score a good player reaches (as in golf), marked on the ladder
        dom.element("span", _("Par"), cls="sr-par-mark"),
        dom.element("span", _("{points} (the expert AI)", points=points_text(par)))])
    for child in steps.children:  # the first rung or mark below par: the rungs run from the top down
        rung = child.classList.contains("sr-rung") and par >= int(child.getAttribute("data-floor"))
        you = child.id == "sr-you" and par > int(child.getAttribute("data-points"))
        if rung or you:
            steps.insertBefore(mark, child)
            return
    steps.append(mark)


def summaries(session: Session) -> list[Any]:
    """Every finished round, newest first."""
    return [round_table(session, r) for r in reversed(rounds(session)) if r.over]


def result_extras(session: Session) -> list[Any]:
    """What the end box adds in Sequitur: the goals each player claimed as the players' stacks (the
    points each round in a table for a screen reader), and the ladder in solo play."""
    # Translators: Sequitur: a heading: the goal cards a player claimed
    parts: list[Any] = [dom.element("h2", _("Goals claimed")), points_stacks(session), game_table(session)]
    ladder = session.state.setup_info()["ladder"]
    if ladder:
        parts.append(ladder_part(session.public()["points"][0], [(floor, title) for floor, title in ladder]))
    return parts


def column_head(text: str, *, first: bool = False) -> Any:
    """A round table's column head; the seats' (`first`) in a span of its own, which a small phone
    reads and does not show (each seat is its letter there: sequitur.css)."""
    if first:
        return dom.element("th", attrs={"scope": "col"}, children=[dom.element("span", text, cls="sr-seat-head")])
    return dom.element("th", text, attrs={"scope": "col"})
