"""The Sequoia log in words, from the engine's public events (pure Python):
each simultaneous reveal (EACH TURN 2-3), the scoring and the ties that
lead to tiebreaker turns (TIES, TIEBREAKER TURNS; RULINGS Sequoia 5).
Never a roll or a stored choice: those are not events."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.events import Event, GameOver
from engine.sequoia.events import DiceRolled, Revealed, ScoringBegan, TieBegun, TokenAwarded, TreesRemoved
from engine.sequoia.forests import FORESTS
from engine.sequoia.state import TURNS
from web.device.names import and_list
from web.model.colours import colour_word
from web.model.wording import result_headline, seat_label, standing
from web.page.words import _, ngettext

if TYPE_CHECKING:
    from web.model.session import Session


def label(session: "Session", seat: int) -> str:
    """'Ann (blue)'."""
    return f"{session.seats[seat].name} ({colour_word(seat)})"


def end_label(session: "Session", seat: int) -> str:
    """'Bob (green, AI: Hard)': a seat on the players list and at the end."""
    return seat_label(session.seats[seat], colour_word(seat))


def grew(pair: tuple[int, int], grown: tuple[int, ...], name: str, tiebreak: bool) -> str:
    """What a revealed pair grew, said of its player (the reveal's row beside their pill, the undo's
    line after their name). On a tiebreaker turn a pair counts only in a forest where that player is
    tied (TIEBREAKER TURNS: "some pairs of dice will have no effect"; RULINGS Sequoia 5), so some
    pairs grow nothing."""
    a, b = pair
    if len(grown) == 2 or not tiebreak:
        return _("grew two trees in forest {forest}", forest=a) if a == b else \
            _("grew trees in forests {first} and {second}", first=a, second=b)
    if a == b:
        return _("grew no tree: {name} is not tied in forest {forest}", name=name, forest=a)
    if not grown:
        return _("grew no tree: {name} is tied in neither forest {first} nor forest {second}", name=name, first=a,
                 second=b)
    other = b if grown[0] == a else a
    return _("grew a tree in forest {forest} and none in forest {other}, where {name} is not tied", forest=grown[0],
             other=other, name=name)


def grew_line(player: str, pair: tuple[int, int], grown: tuple[int, ...], name: str, tiebreak: bool) -> str:
    """`grew` as a whole clause of the log, `player` its subject: 'Ann (blue) grew trees in forests 5 and 9'."""
    a, b = pair
    said = dict(player=player, name=name)
    if len(grown) == 2 or not tiebreak:
        return _("{player} grew two trees in forest {forest}", forest=a, **said) if a == b else \
            _("{player} grew trees in forests {first} and {second}", first=a, second=b, **said)
    if a == b:
        return _("{player} grew no tree: {name} is not tied in forest {forest}", forest=a, **said)
    if not grown:
        return _("{player} grew no tree: {name} is tied in neither forest {first} nor forest {second}", first=a,
                 second=b, **said)
    other = b if grown[0] == a else a
    return _("{player} grew a tree in forest {forest} and none in forest {other}, where {name} is not tied",
             forest=grown[0], other=other, **said)


def reveal_line(session: "Session", event: Revealed) -> str:
    parts = "; ".join(grew_line(label(session, seat), pair, event.grown[seat], session.seats[seat].name,
                                bool(event.tiebreak))
                      for seat, pair in enumerate(event.pairs) if pair is not None)
    if event.tiebreak:
        return _("Tiebreaker turn {number}: {moves}.", number=event.tiebreak, moves=parts)
    return _("Turn {number}: {moves}.", number=event.turn, moves=parts)


def reveal(session: "Session", events: list[Event]) -> tuple[str, list[tuple[int, str]]] | None:
    """The reveal screen (web/ui/reveal.py): every pair chosen this turn and what it grew (EACH TURN 2-3)."""
    for event in events:
        if isinstance(event, Revealed):
            title = _("Tiebreaker turn {number}: the pairs", number=event.tiebreak) if event.tiebreak else \
                _("Turn {number}: the pairs", number=event.turn)
            rows = [(seat, pair_name(pair) if not event.tiebreak else
                     f"{pair_name(pair)}: {grew(pair, event.grown[seat], session.seats[seat].name, True)}")
                    for seat, pair in enumerate(event.pairs) if pair is not None]
            return title, rows
    return None


def pair_name(pair: tuple[int, int]) -> str:
    """(5, 9) -> '5 and 9'; (7, 7) -> '7 twice'."""
    a, b = pair
    return _("{total} twice", total=a) if a == b else _("{first} and {second}", first=a, second=b)


def narrate(session: "Session", events: list[Event]) -> list[str]:
    """The log lines of one choice's (or roll's) events: the reveal, then the
    scoring (awards forest by forest, then the ties), then who won and the final scores."""
    lines: list[str] = []
    awards: dict[int, list[str]] = {}
    ties: list[str] = []
    for event in events:
        if isinstance(event, Revealed):
            lines.append(reveal_line(session, event))
        elif isinstance(event, ScoringBegan):
            lines.append(_("Scoring every forest."))
        elif isinstance(event, TokenAwarded):
            awards.setdefault(event.forest, []).append(takes(session.seats[event.seat].name, event.token, event.points))
        elif isinstance(event, TieBegun):
            ties.append(tie_line(session, event, events))
    lines += [_("Forest {forest}: {awards}.", forest=forest, awards=", ".join(got)) for forest, got in sorted(awards.items())]
    lines += ties
    if any(isinstance(event, GameOver) for event in events):
        scores = session.state.scores()
        lines.append(result_headline(session))
        lines.append(_("Final scores: {scores}.",
                       scores=", ".join(f"{seat.name} {scores[s]}" for s, seat in enumerate(session.seats))))
    return lines


def takes(name: str, token: str, points: int) -> str:
    """'Ann takes the first token (5)': a token awarded (SCORING)."""
    if token == "first":
        return _("{name} takes the first token ({points})", name=name, points=points)
    return _("{name} takes the second token ({points})", name=name, points=points)


def tie_line(session: "Session", tie: TieBegun, events: list[Event]) -> str:
    """A tie as the scoring finds it (TIES), and what it settles at once: whose trees come off
    for a tie for first, whose first token is settled beside a tie for second (issue 67)."""
    name = lambda seat: session.seats[seat].name  # noqa: E731
    said = dict(forest=tie.forest, names=and_list([name(s) for s in tie.seats]))
    if tie.token == "first":
        off = [name(e.seat) for e in events
               if isinstance(e, TreesRemoved) and e.forest == tie.forest and e.seat not in tie.seats]
        if off:
            return _("Forest {forest} is tied for the first token between {names}, so {others}'s trees come off: "
                     "tiebreaker turns until it is settled.", others=and_list(off), **said)
        return _("Forest {forest} is tied for the first token between {names}: tiebreaker turns until it is settled.",
                 **said)
    first = [e.seat for e in events if isinstance(e, TokenAwarded) and e.forest == tie.forest and e.token == "first"]
    if first:
        return _("Forest {forest} is tied for the second token between {names} (the first token is settled at once: "
                 "{name}'s): tiebreaker turns until it is settled.", name=name(first[0]), **said)
    return _("Forest {forest} is tied for the second token between {names}: tiebreaker turns until it is settled.",
             **said)


def result_lines(session: "Session") -> list[str]:
    """The end: the winner (or a shared victory), each seat's points, best first."""
    result = session.state.result()
    if result is None:
        return []
    return [result_headline(session)] + score_lines(session) + unsettled_lines(session)


def score_lines(session: "Session") -> list[str]:
    """Each seat's points, best first: 'Bob (red, AI: Easy): 12 points'."""
    result = session.state.result()
    scores = (result.scores if result is not None else None) or ()
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))  # ties in seat order (a sort that never ties)
    return [ngettext("{player}: {count} point", "{player}: {count} points", scores[s], player=end_label(session, s),
                     count=scores[s]) for s in order]


def unsettled_lines(session: "Session") -> list[str]:
    """The forests still tied when the trees ran out, their tokens left unawarded (RULINGS Sequoia 5)."""
    result = session.state.result()
    unsettled = result.details.get("unsettled", []) if result is not None else []
    if not unsettled:
        return []
    return [ngettext("Still tied, unawarded: forest {forests}.", "Still tied, unawarded: forests {forests}.",
                     len(unsettled), forests=", ".join(map(str, unsettled)))]


def turn_label(session: "Session") -> str:
    """'Turn 3 of 10', 'Tiebreaker 2' or 'Game over': as short as 'Turn 10 of 10', so the table's
    bar keeps its one line of status beside "?" and Menu on a phone (issue 65: 'Tiebreaker turn 1'
    took a second line there and pushed the forests 13 px down)."""
    return standing(at(session))


def at(session: "Session") -> dict[str, Any] | None:
    """Where the game stands, as facts (web/model/wording.py `standing` says them): a turn of ten,
    or a tiebreaker turn; None once the game is over."""
    if session.is_over:
        return None
    public = session.public()
    if public["phase"] == "tiebreak":
        return {"unit": "Tiebreaker", "number": public["turn"] - TURNS + 1}
    return {"unit": "Turn", "number": public["turn"] + 1, "total": TURNS}


def tie_text(session: "Session") -> str:
    """Which forests are tied and who plays the tiebreaker turn (empty if none)."""
    ties = session.public()["ties"]
    if not ties:
        return ""
    parts = []
    for forest, tie in sorted(ties.items(), key=lambda item: int(item[0])):  # forest by forest, 2 first
        who = and_list([session.seats[s].name for s in tie["seats"]])
        parts.append(_("forest {forest} (first token): {names}", forest=forest, names=who) if tie["token"] == "first"
                     else _("forest {forest} (second token): {names}", forest=forest, names=who))
    return _("Tiebreaker: only the tied players roll, and a pair counts only in a forest where that player is "
             "tied. Tied now — {ties}.", ties="; ".join(parts))


def takings(session: "Session") -> list[tuple[int, list[tuple[str, int, int]]]]:
    """Each forest 2..12 and the tokens taken there, as (token, seat, value): "first"
    for the most trees, "second" for the next (SCORING), from what everyone sees."""
    public = session.public()
    out = []
    for forest in FORESTS:
        key = str(forest)
        awarded = public["awarded"][key]
        values = public["tokens"][key] if public["tokens"] else (0, 0)
        out.append((forest, [(token, awarded[token], value) for token, value in zip(("first", "second"), values)
                             if awarded[token] is not None]))
    return out


def forest_awards(session: "Session") -> list[tuple[int, str]]:
    """Each forest and, in one line, who took which of its tokens and why (SCORING, TIES,
    TIEBREAKER TURNS; issue 67): the trees each player had when the scoring began, a tie and the
    trees it took off, a first token settled at once beside a tie for second, the tiebreaker turn
    that broke a tie; from what everyone sees (the public events)."""
    stories = _forest_stories(session)
    result = session.state.result()
    unsettled = result.details.get("unsettled", []) if result is not None else []
    return [(forest, _("Forest {forest}: {story}.", forest=forest,
                       story=_story_line(session, stories[forest], forest in unsettled)))
            for forest in FORESTS]


def _forest_stories(session: "Session") -> dict[int, dict[str, Any]]:
    """Each forest's story from the events: `trees` per seat as the scoring began, and its
    `steps` in the order they came: ("award", token, seat, points, turn), ("tie", token, seats,
    turn), ("off", seat, turn), where `turn` is the tiebreaker turn (0: the scoring itself)."""
    players = len(session.seats)
    stories = {forest: {"trees": [0] * players, "steps": []} for forest in FORESTS}
    counts = {forest: [0] * players for forest in FORESTS}
    tiebreak, scoring = 0, False
    for _at, event in session.events:
        if isinstance(event, Revealed):
            tiebreak = event.tiebreak or 0
            for seat, grown in enumerate(event.grown):
                for forest in grown:
                    counts[forest][seat] += 1
        elif isinstance(event, ScoringBegan) and not scoring:
            scoring = True
            for forest in FORESTS:
                stories[forest]["trees"] = counts[forest][:]
        elif isinstance(event, TreesRemoved):
            stories[event.forest]["steps"].append(("off", event.seat, tiebreak))
        elif isinstance(event, TieBegun):
            stories[event.forest]["steps"].append(("tie", event.token, tuple(event.seats), tiebreak))
        elif isinstance(event, TokenAwarded):
            stories[event.forest]["steps"].append(("award", event.token, event.seat, event.points, tiebreak))
    if not scoring:  # not scored yet: the trees as they stand
        for forest in FORESTS:
            stories[forest]["trees"] = counts[forest][:]
    return stories


def _story_line(session: "Session", story: dict[str, Any], unsettled: bool) -> str:
    """'Ann 4 trees, Bob 2, Cy 2: Ann takes the first token (5) at once; Bob and Cy tie for the
    second token; tiebreaker turn 1 breaks it: Bob takes the second token (1)'."""
    name = lambda seat: session.seats[seat].name  # noqa: E731
    trees, steps = story["trees"], story["steps"]
    order = sorted([seat for seat in range(len(trees)) if trees[seat]], key=lambda seat: (-trees[seat], seat))
    if not order and not steps:
        return _("no trees, no token")
    head = ", ".join([ngettext("{name} {count} tree", "{name} {count} trees", trees[seat], name=name(seat),
                               count=trees[seat]) if i == 0 else f"{name(seat)} {trees[seat]}"
                      for i, seat in enumerate(order)])
    tied = any(step[0] == "tie" for step in steps)
    parts: list[str] = []
    taken: list[str] = []  # the awards of one moment, said together
    turn_of = -1
    for index, step in enumerate(steps):
        if step[0] == "award":
            _kind, token, seat, points, turn = step
            if not taken:
                turn_of = turn
            taken.append(takes(name(seat), token, points))
            if index + 1 < len(steps) and steps[index + 1][0] == "award" and steps[index + 1][4] == turn:
                continue
            said = ", ".join(taken)
            parts.append(_("tiebreaker turn {number} breaks it: {awards}", number=turn_of, awards=said) if turn_of
                         else _("{awards} at once", awards=said) if tied else said)
            taken = []
        elif step[0] == "tie":
            _kind, token, seats, turn = step
            off = [name(seat) for kind, seat, *_rest in steps if kind == "off" and seat not in seats]
            names = and_list([name(seat) for seat in seats])
            if token != "first":
                parts.append(_("{names} tie for the second token", names=names))
            elif off:
                parts.append(_("{names} tie for the first token, so {others}'s trees come off", names=names,
                               others=and_list(off)))
            else:
                parts.append(_("{names} tie for the first token", names=names))
    if unsettled:
        parts.append(_("still tied, so its tokens left stay unawarded"))
    elif [step[1] for step in steps if step[0] == "award"] == ["first"]:
        parts[-1] = _("{awards}, no one takes the second", awards=parts[-1])
    return (head + ": " if head else "") + "; ".join(parts)


def points_through(session: "Session", forests: int) -> list[int]:
    """Each seat's points from the tokens of the first `forests` forests (2, 3, ...):
    the running total while the final scoring is shown."""
    points = [0] * len(session.seats)
    for _forest, taken in takings(session)[:forests]:
        for _token, seat, value in taken:
            points[seat] += value
    return points


def ending(session: "Session") -> tuple[str, list[str], str]:
    """The end box: the winner(s), each player's points, what decided it (GAME END, TIEBREAKER TURNS)."""
    result = session.state.result()
    ties = result.details.get("tiebreak_turns", 0) if result is not None else 0
    decided = [ngettext("Most points after the ten turns and {count} tiebreaker turn.",
                        "Most points after the ten turns and {count} tiebreaker turns.", ties, count=ties) if ties
               else _("Most points after the ten turns.")]
    if result is not None and len(result.winners) > 1:
        decided.append(_("Tied players share the victory."))
    return result_headline(session), score_lines(session), " ".join(decided + unsettled_lines(session))


# the end's sound is the winner's moment's (web/model/moment.py), not an event's
SOUNDS = {DiceRolled: "dice", Revealed: "grow", TokenAwarded: "token"}


def sound(event: Event) -> str | None:
    """The sound of a public event (web/page/sound.py)."""
    return SOUNDS.get(type(event))


def action_text(session: "Session", seat: int, action: Any) -> str:
    """A person's pair in words, to confirm it: 'Grow trees in forests 5 and 9'."""
    a, b = action
    return _("Grow two trees in forest {forest}", forest=a) if a == b else \
        _("Grow trees in forests {first} and {second}", first=a, second=b)


def done(session: "Session", seat: int, action: Any) -> str:
    """A pair chosen, after its player's name (the undo's line): 'grew trees in forests 5 and 9'."""
    a, b = action
    return _("grew two trees in forest {forest}", forest=a) if a == b else \
        _("grew trees in forests {first} and {second}", first=a, second=b)


def pair_dice(roll: list[int], pair: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int], int] | None:
    """Which dice of `roll` make the two totals of `pair`, and the die left out
    (EACH TURN 2: two pairs, one die left out); None for a Sequoia (five equal
    dice make any two totals: RULINGS Sequoia 3) or a pair the roll cannot make."""
    if len(set(roll)) == 1:
        return None
    dice = list(roll)
    for i in range(5):
        for j in range(i + 1, 5):
            if dice[i] + dice[j] != pair[0]:
                continue
            rest = [d for k, d in enumerate(dice) if k not in (i, j)]
            for k in range(3):
                for m in range(k + 1, 3):
                    if rest[k] + rest[m] == pair[1]:
                        left = [d for n, d in enumerate(rest) if n not in (k, m)][0]
                        return ((dice[i], dice[j]), (rest[k], rest[m]), left)
    return None


def fresh_trees(session: "Session") -> dict[int, list[int]]:
    """The trees grown at the last reveal: forest -> a seat per tree (marked until the next reveal)."""
    for _at, event in reversed(session.events):
        if isinstance(event, Revealed):
            grown: dict[int, list[int]] = {}
            for seat, forests in enumerate(event.grown):
                for forest in forests:
                    grown.setdefault(forest, []).append(seat)
            return grown
    return {}
