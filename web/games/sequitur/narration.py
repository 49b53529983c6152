"""The Sequitur log and round summaries in words, from the engine's public
events (pure Python). They say only what everyone at the table may know,
at the moment the rules reveal it (rulebook "Playing the game"): the secret
goals' colours once step 1 is over, the public goals when every draw is
decided, the cards played (by name; for Redraw, how many letters: RULINGS
Sequitur 9) when every seat has chosen, the words when everyone has
spelled, then each claim in turn. Never a rack, a secret goal or an
undecided draw.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.events import Event, GameOver
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import REDRAW, Play
from engine.sequitur.spelling import Spell
from engine.sequitur.events import (
    CardsPlayed, ClaimingOrder, Claimed, GoalsShown, NothingToClaim, RoundEnded, SecretColoursShown,
    SecretGoalLost, SecretGoalWon, WordSpelled,
)
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import ROUNDS, ladder_rank
from web.model.wording import progress, result_headline, seat_label, standing, status_line
from engine.sequitur.letters import BLANK, upper
from web.device.names import and_list
from web.games.sequitur.card_words import card_name, goal_gained, goal_text, points_text
from web.page.words import N_, _, ngettext

if TYPE_CHECKING:
    from web.model.session import Session


# the draws' and the reveal's words, one whole string a goal colour
GOALS_DRAWN = {
               # Translators: Sequitur's log: the red goal cards drawn
               "red": N_("Red goals: {draws}."),
               # Translators: Sequitur's log: the yellow goal cards drawn
               "yellow": N_("Yellow goals: {draws}."),
               # Translators: Sequitur's log: the green goal cards drawn
               "green": N_("Green goals: {draws}.")}
NONE_LEFT = {"red": N_("No red goal card was left to draw."), "yellow": N_("No yellow goal card was left to draw."),
             "green": N_("No green goal card was left to draw.")}
SECRET_COLOUR = {
    # Translators: a seat's name and the colour of its secret goal card, in the log of a Sequitur round
    "red": N_("{name} red"),
    # Translators: a seat's name and the colour of its secret goal card, in the log of a Sequitur round
    "yellow": N_("{name} yellow"),
    # Translators: a seat's name and the colour of its secret goal card, in the log of a Sequitur round
    "green": N_("{name} green")}  # a secret goal's
HAS_SECRET = {"red": N_("has a red secret goal"), "yellow": N_("has a yellow secret goal"),
              "green": N_("has a green secret goal")}
DISCARDS = {"red": N_("discards the red draw"), "yellow": N_("discards the yellow draw"),
            "green": N_("discards the green draw")}


def card_text(card: str | None, returned: int) -> str:
    """A card played, as the table sees it: which card; for Redraw, how many letters."""
    if card is None:
        # Translators: Sequitur: a seat's log line: it passes (plays no card)
        return _("passes")
    if card == REDRAW:
        return ngettext("plays Redraw ({count} letter)", "plays Redraw ({count} letters)", returned, count=returned)
    # Translators: Sequitur: a seat's log line: it plays the card {card}
    return _("plays {card}", card=card_name(card))


def played_text(name: str, card: str | None, returned: int) -> str:
    """'Ann passes', 'Ann plays Swap', 'Ann plays Redraw (2 letters)': one seat's card in the log."""
    if card is None:
        # Translators: Sequitur: the log: a seat passes
        return _("{name} passes", name=name)
    if card == REDRAW:
        return ngettext("{name} plays Redraw ({count} letter)", "{name} plays Redraw ({count} letters)", returned,
                        name=name, count=returned)
    # Translators: Sequitur's log: a seat plays the card {card}
    return _("{name} plays {card}", name=name, card=card_name(card))


def _line(session: "Session", event: Event) -> list[str]:
    name = session.name
    if isinstance(event, SecretColoursShown):
        colours = ", ".join(_(SECRET_COLOUR[c], name=name(s))
                            for s, c in enumerate(event.colours) if c)
        return [_("Round {round}: secret goal colours: {colours}.", round=event.round, colours=colours)]
    if isinstance(event, GoalsShown):
        parts = [_("{name} discards the draw", name=name(s)) if goal is None else
                 _("{name} makes {goal} public", name=name(s), goal=goal_text(goal))
                 for s, (drew, goal) in enumerate(zip(event.drew, event.public)) if drew]
        if not parts:
            return [_(NONE_LEFT[event.colour])]
        return [_(GOALS_DRAWN[event.colour], draws="; ".join(parts))]
    if isinstance(event, CardsPlayed):
        # Translators: Sequitur's log: the cards each seat played this round
        return [_("Actions: {plays}.", plays="; ".join(played_text(name(s), card, event.returned[s])
                                                       for s, card in enumerate(event.cards)))]
    if isinstance(event, WordSpelled):
        if event.word is None:
            # Translators: Sequitur's log: a seat spells no word
            return [_("{name} spells nothing.", name=name(event.seat))]
        said = dict(name=name(event.seat), word=upper(event.word), score=event.score)
        if event.house:
            return [_("{name} spells {word}, score {score} (not in the dictionary: accepted by the table, house rule).",
                      **said)]
        return [_("{name} spells {word}, score {score}.", **said)]
    if isinstance(event, SecretGoalWon):
        return [_("{name} meets the secret goal {goal}.", name=name(event.seat), goal=goal_text(event.goal))]
    if isinstance(event, SecretGoalLost):
        return [_("{name} does not meet the secret goal (discarded unseen).", name=name(event.seat))]
    if isinstance(event, NothingToClaim):
        return [_("No public goal can be claimed.")]
    if isinstance(event, ClaimingOrder):
        lines = [_("{name} draws {letters} to break a tie at score {score}.", name=name(s), letters=", ".join(draws),
                   score=event.scores[s]) for s, draws in enumerate(event.draws) if draws]
        order = ", ".join(f"{name(s)} ({event.scores[s]})" for s in event.order)
        # Translators: Sequitur's log: the order in which seats claim goals this round
        return lines + [_("Claiming order: {order}.", order=order)]
    if isinstance(event, Claimed):
        # Translators: Sequitur's log: a seat claims the goal card {goal}
        return [_("{name} claims {goal}.", name=name(event.seat), goal=goal_text(event.goal))]
    if isinstance(event, RoundEnded):
        points = ", ".join(f"{name(s)} {p}" for s, p in enumerate(event.points))
        return [_("End of round {round}. Points: {points}.", round=event.round, points=points)]
    if isinstance(event, GameOver):
        return result_lines(session)
    return []


REVEALS = {
    # Translators: what a step of a Sequitur round shows (in the log and a replay): the colours of the secret goals
    SecretColoursShown: N_("the secret goals' colours"),
    # Translators: what a step of a Sequitur round shows (in the log and a replay): the cards the seats played
    CardsPlayed: N_("the actions"),
    # Translators: what a step of a Sequitur round shows (in the log and a replay): the words the seats spelled
    WordSpelled: N_("the words")}
REVEAL_GOALS = {
    # Translators: what a step of a Sequitur round shows: the red goal cards (plural)
    "red": N_("the red goals"),
    # Translators: what a step of a Sequitur round shows: the yellow goal cards (plural)
    "yellow": N_("the yellow goals"),
    # Translators: what a step of a Sequitur round shows: the green goal cards (plural)
    "green": N_("the green goals")}


def reveal(session: "Session", events: list[Event]) -> tuple[str, list[tuple[int, str]]] | None:
    """The reveal screen (web/ui/reveal.py): what each player chose in the step
    just turned up (goals made public or discarded, cards played, words spelled)."""
    parts: dict[int, list[str]] = {}
    shown: list[str] = []
    for event in events:
        if isinstance(event, GoalsShown):
            what = _(REVEAL_GOALS[event.colour])
        else:
            what = _(REVEALS[type(event)]) if type(event) in REVEALS else ""
        if what and what not in shown:
            shown.append(what)
        if isinstance(event, SecretColoursShown):
            for seat, colour in enumerate(event.colours):
                if colour:
                    parts.setdefault(seat, []).append(_(HAS_SECRET[colour]))
        elif isinstance(event, GoalsShown):
            for seat, (drew, goal) in enumerate(zip(event.drew, event.public)):
                if drew:
                    parts.setdefault(seat, []).append(
                        _(DISCARDS[event.colour]) if goal is None
                        # Translators: Sequitur's log: a seat makes the goal card {goal} public
                        else _("makes {goal} public", goal=goal_text(goal)))
        elif isinstance(event, CardsPlayed):
            for seat, card in enumerate(event.cards):
                parts.setdefault(seat, []).append(card_text(card, event.returned[seat]))
        elif isinstance(event, (WordSpelled, SecretGoalWon, SecretGoalLost)):
            parts.setdefault(event.seat, []).extend(_line(session, event))
    if not shown:
        return None
    rows = [(seat, "; ".join(_without(p, session.name(seat) + " ").rstrip(".") for p in said))
            for seat, said in sorted(parts.items())]
    ended = [event.round for event in events if isinstance(event, RoundEnded)]
    # Translators: Sequitur: a step's heading in the log and a replay: the round and what it shows ("Round 2: the words")
    title = _("Round {round}: {what}", round=ended[0] if ended else session.public()["round"], what=and_list(shown))
    return title, rows


def _without(text: str, prefix: str) -> str:
    """`text.removeprefix(prefix)` (MicroPython's str has no removeprefix)."""
    return text[len(prefix):] if text.startswith(prefix) else text


def narrate(session: "Session", events: list[Event]) -> list[str]:
    """The log lines of one decision's (or draw's) events."""
    return [line for event in events for line in _line(session, event)]


def result_lines(session: "Session") -> list[str]:
    """The winner (or shared victory, or the solo ladder's title) and the points, best first."""
    result = session.state.result()
    if result is None or result.scores is None:
        return []
    scores = result.scores
    if len(scores) == 1:
        rank = ladder_rank(scores[0])
        said = dict(name=session.name(0), points=points_text(scores[0]))
        return [_("{name}: {points} — {rank}!", rank=_(rank), **said) if rank else
                _("{name}: {points} (the ladder starts at 5 points: Good start).", **said)]
    return [result_headline(session)] + score_lines(session, list(scores))


def score_lines(session: "Session", scores: list[int]) -> list[str]:
    """The points, best first, a line a score: players on equal points share one line, so a shared
    victory reads as one result ('Ann and Bob: 4 points each'), not as the same number twice."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))  # ties in seat order (a sort that never ties)
    groups: list[list[int]] = []
    for seat in order:
        if groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    lines = []
    for group in groups:
        names, count = and_list([seat_label(session.seats[s]) for s in group]), scores[group[0]]
        if len(group) > 1:
            lines.append(ngettext("{names}: {count} point each", "{names}: {count} points each", count,
                                  names=names, count=count))
        else:
            # Translators: Sequitur's log: the seats who got points and how many
            lines.append(ngettext("{names}: {count} point", "{names}: {count} points", count, names=names, count=count))
    return lines


class RoundSummary:
    """What everyone saw of one round: words, secret goals met, claims, points after."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.words: list[tuple[int, str | None, int, bool]] = []  # seat, word, score, house
        self.secrets: list[tuple[int, str | None]] = []  # seat, goal met (None: not met)
        self.claims: list[tuple[int, str]] = []
        self.points: list[int] = []
        self.over = False
        self.ended_at = 0  # how many actions had been played when the round ended


def round_words(summary: RoundSummary, seat: int) -> tuple[str, str, str]:
    """What a finished round's table says of `seat`: its word and score, its secret goal met or not,
    the goals it claimed; each goal by what it asks, quoted, with its points ('met: “…” (+2)')."""
    words = {s: (w, score, house) for s, w, score, house in summary.words}
    word, score, house = words.get(seat, (None, 0, False))
    # Translators: what a seat spelled when it spelled no word
    word_text = (_("nothing") if word is None
                 else _("{word} ({score}) house rule", word=upper(word), score=score) if house
                 else f"{upper(word)} ({score})")
    secret = dict(summary.secrets).get(seat)
    # Translators: Sequitur: a round's end: the secret goal card {goal} was met
    secret_text = (_("met: {goal}", goal=goal_gained(secret)) if secret
                   # Translators: Sequitur: a round's end: the secret goal card was not met
                   else _("not met"))
    claimed = ", ".join(goal_gained(g) for s, g in summary.claims if s == seat) or "—"
    return word_text, secret_text, claimed


def rounds(session: "Session") -> list[RoundSummary]:
    """Every round so far, from the public events (the last one may still be going)."""
    out = [RoundSummary(1)]
    for at, event in session.events:
        current = out[-1]
        if isinstance(event, WordSpelled):
            current.words.append((event.seat, event.word, event.score, event.house))
        elif isinstance(event, SecretGoalWon):
            current.secrets.append((event.seat, event.goal))
        elif isinstance(event, SecretGoalLost):
            current.secrets.append((event.seat, None))
        elif isinstance(event, Claimed):
            current.claims.append((event.seat, event.goal))
        elif isinstance(event, RoundEnded):
            current.points, current.over, current.ended_at = list(event.points), True, at
            if not session.is_over or event.round < 3:
                out.append(RoundSummary(event.round + 1))
    if session.is_over and not out[-1].over:
        out.pop()
    return out


STEP_NAMES = {
    "letters": "Step 1: letters and the secret goal",
    "red-goal": "Step 2: red goal draw", "red-action": "Step 3: an action card or a pass",
    "yellow-goal": "Step 4: yellow goal draw", "yellow-action": "Step 4: an action card or a pass",
    "green-goal": "Step 5: green goal draw", "green-action": "Step 5: an action card or a pass",
    "spell": "Step 6: spell a word", "order": "Step 7: claiming order", "claim": "Step 7: claiming public goals",
    "over": "Game over",
}


STEPS = 7  # the rulebook's steps of a round


def at(session: "Session") -> dict[str, Any] | None:
    """Where the game stands, as facts (web/model/wording.py `standing` says them): the rulebook
    counts rounds. None once the game is over."""
    return None if session.is_over else {"unit": "Round", "number": session.public()["round"], "total": ROUNDS}


def where(session: "Session") -> str:
    """'Round 2 of 3', or 'Game over'."""
    return standing(at(session))


def step_number(session: "Session", seat: int | None = None) -> int:
    """The rulebook's step (1 to 7) the round is at, for `seat` (the one on screen)
    if given: at a table of two or more, steps 1 and 2 are played in one sitting, so
    a seat choosing its red goal is at step 2 while the table's step is still 1 (the
    seat's observation says so)."""
    seen = session.public() if seat is None else session.private(seat)
    return int(STEP_NAMES.get(seen["step"], "Step 1:").split(":")[0].split()[-1])


def status(session: "Session", seat: int | None = None) -> str:
    """The table's short line: 'Round 2 of 3 · Step 6 of 7', at the step of `seat`
    (the one on screen), if given (what the step asks is the tray's prompt; who has
    yet to decide, the seats strip)."""
    if session.is_over:
        return _("Game over")
    return status_line(where(session), progress("Step", step_number(session, seat), STEPS))


def between_rounds(session: "Session") -> bool:
    """A round has ended, the game has not, a person is at the table, and nobody
    has decided anything in the next round yet (its summary may wait on screen)."""
    finished = [r for r in rounds(session) if r.over]
    return (not session.is_over and bool(session.people_here) and bool(finished)
            and len(session.state.history) == finished[-1].ended_at)


def ending(session: "Session") -> tuple[str, list[str], str]:
    """The end box: the winner(s) and goal points, or in solo play the ladder's title (RULINGS Sequitur 7)."""
    title, *scores = result_lines(session)
    result = session.state.result()
    if result is not None and result.scores is not None and len(result.scores) == 1:
        # Undo or a suggestion: the score is not the player's own (web/device/stats.py); a guest's mirror knows no aids
        if getattr(session, "assisted", False):
            return title, scores, _("Solo play, assisted (Undo, a suggestion or a play-on): this score does not "
                                    "enter the statistics' solo scores.")
        return title, scores, _("Solo play: three rounds' goal points place you on the ladder.")
    if result is not None and len(result.winners) > 1:
        return title, scores, _("Most goal points after three rounds. Tied players share the victory.")
    return title, scores, _("Most goal points after three rounds.")


# the end's sound is the winner's moment's (web/model/moment.py), not an event's
SOUNDS = {CardsPlayed: "card", WordSpelled: "word", Claimed: "token"}


def sound(event: Event) -> str | None:
    """The sound of a public event (web/page/sound.py)."""
    return SOUNDS.get(type(event))


SECRET_CHOICE = {"red": N_("Choose red for your secret goal"), "yellow": N_("Choose yellow for your secret goal"),
                 "green": N_("Choose green for your secret goal")}


def place_said(rack: list[str], ball: str | None, to: Any) -> str:
    """Where a drawn letter goes, by its neighbours: 'Put the letter between E and R'."""
    if type(to) is not int or not 0 <= to <= len(rack):
        return _("Put the letter on the rack")
    if to == 0:
        return _("Put the letter at the left end")
    if to == len(rack):
        return _("Put the letter at the right end")
    return _("Put the letter between {left} and {right}", left=ball_said(rack[to - 1]), right=ball_said(rack[to]))


def ball_said(ball: str) -> str:
    """A ball by what it shows: 'E', or the blank."""
    # Translators: Sequitur: the blank letter ball (a ball with no letter)
    return _("the blank") if ball == BLANK else str(ball)


def action_text(session: "Session", seat: int, action: Any) -> str:
    """A person's decision in words, to confirm it: 'Keep “A word that ends in ER” (red, 3 points)', 'Spell STAR'."""
    if isinstance(action, Colour):
        return _(SECRET_CHOICE[action.colour]) if action.colour in SECRET_CHOICE else str(action)
    if isinstance(action, End):
        return _("Put the letter on the left end") if action.end == "left" else _("Put the letter on the right end")
    if isinstance(action, Keep):
        drawn = session.private(seat)["drawn_goals"]
        if action.index is None or not 0 <= action.index < len(drawn):
            return _("Discard the drawn goal")
        # Translators: Sequitur: a decision named in the log and a replay: keep the goal card {goal}
        return _("Keep {goal}", goal=goal_text(drawn[action.index]))
    if isinstance(action, Place):
        mine = session.private(seat)
        return place_said(list(mine["rack"]), mine["drawn"], action.to)
    if isinstance(action, Spell):
        # Translators: Sequitur: a button and a decision named in the log: spell no word this round
        return (_("Spell nothing") if action.is_nothing
                # Translators: Sequitur: a button and a decision named in the log: spell the word {word}
                else _("Spell {word}", word=upper(action.word)))
    if isinstance(action, Claim):
        # Translators: Sequitur: a decision named in the log and a replay: claim the goal card {goal}
        return _("Claim {goal}", goal=goal_text(action.goal))
    if isinstance(action, Play):
        return _("Pass") if action.card is None else _("Play {card}", card=card_name(action.card))
    return str(action)
