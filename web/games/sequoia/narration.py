"""The Sequoia log in words, from the engine's public events (pure Python):
each simultaneous reveal (EACH TURN 2-3), the scoring and the ties that
lead to tiebreaker turns (TIES, TIEBREAKER TURNS; RULINGS Sequoia 5), each
forest's outcome in whole sentences ("Ann has the most trees and takes the
first token, worth 5."), the same in the log and at the end. The seat a
guided game calls "You" has sentences of its own ("You take", "you are not
tied"). Never a roll or a stored choice: those are not events."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.events import Event, GameOver
from engine.sequoia.events import DiceRolled, Revealed, ScoringBegan, TieBegun, TokenAwarded, TreesRemoved
from engine.sequoia.forests import FORESTS
from engine.sequoia.state import TURNS
from web.device.names import and_list
from web.model.colours import colour_word
from web.model.wording import is_you, result_headline, seat_label, standing
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
    pairs grow nothing. The seat a guided game calls "You" is "you are", not "You is"."""
    a, b = pair
    if len(grown) == 2 or not tiebreak:
        return _("grew two trees in forest {forest}", forest=a) if a == b else \
            _("grew trees in forests {first} and {second}", first=a, second=b)
    you = is_you(name)
    if a == b:
        return _("grew no tree: you are not tied in forest {forest}", forest=a) if you else \
            _("grew no tree: {name} is not tied in forest {forest}", name=name, forest=a)
    if not grown:
        return _("grew no tree: you are tied in neither forest {first} nor forest {second}", first=a, second=b) \
            if you else _("grew no tree: {name} is tied in neither forest {first} nor forest {second}", name=name,
                          first=a, second=b)
    other = b if grown[0] == a else a
    if you:
        return _("grew a tree in forest {forest} and none in forest {other}, where you are not tied",
                 forest=grown[0], other=other)
    return _("grew a tree in forest {forest} and none in forest {other}, where {name} is not tied", forest=grown[0],
             other=other, name=name)


def grew_line(player: str, pair: tuple[int, int], grown: tuple[int, ...], name: str, tiebreak: bool) -> str:
    """`grew` as a whole clause of the log, `player` its subject: 'Ann (blue) grew trees in forests 5 and 9'."""
    a, b = pair
    said = dict(player=player)
    if len(grown) == 2 or not tiebreak:
        return _("{player} grew two trees in forest {forest}", forest=a, **said) if a == b else \
            _("{player} grew trees in forests {first} and {second}", first=a, second=b, **said)
    you = is_you(name)
    if a == b:
        return _("{player} grew no tree: you are not tied in forest {forest}", forest=a, **said) if you else \
            _("{player} grew no tree: {name} is not tied in forest {forest}", forest=a, name=name, **said)
    if not grown:
        return _("{player} grew no tree: you are tied in neither forest {first} nor forest {second}", first=a,
                 second=b, **said) if you else \
            _("{player} grew no tree: {name} is tied in neither forest {first} nor forest {second}", first=a,
              second=b, name=name, **said)
    other = b if grown[0] == a else a
    if you:
        return _("{player} grew a tree in forest {forest} and none in forest {other}, where you are not tied",
                 forest=grown[0], other=other, **said)
    return _("{player} grew a tree in forest {forest} and none in forest {other}, where {name} is not tied",
             forest=grown[0], other=other, name=name, **said)


def reveal_line(session: "Session", event: Revealed) -> str:
    parts = "; ".join(grew_line(label(session, seat), pair, event.grown[seat], session.seats[seat].name,
                                bool(event.tiebreak))
                      for seat, pair in enumerate(event.pairs) if pair is not None)
    if event.tiebreak:
        return _("Tiebreaker turn {number}: {moves}.", number=event.tiebreak, moves=parts)
    # Translators: Sequoia's log: a turn's moves
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
    # Translators: Sequoia: a dice pair whose two dice show the same total ("7 twice")
    return (_("{total} twice", total=a) if a == b
            # Translators: Sequoia: a dice pair's two totals ("5 and 9")
            else _("{first} and {second}", first=a, second=b))


def narrate(session: "Session", events: list[Event]) -> list[str]:
    """The log lines of one choice's (or roll's) events: the reveal, then the scoring forest by
    forest (each forest's line in sentences: who takes which token, a tie and whose trees come off;
    after a tiebreaker turn, a tie it left as it was), then who won and the final scores."""
    lines: list[str] = []
    name = lambda seat: session.seats[seat].name  # noqa: E731
    moments: dict[int, dict[str, Any]] = {}  # forest -> its awards, trees taken off and tie in these events
    tiebreak = False
    tied: list[int] = []  # the forests tied as this tiebreaker turn was played
    for event in events:
        if isinstance(event, Revealed):
            lines.append(reveal_line(session, event))
            if event.tiebreak:
                tiebreak = True
                tied = sorted({forest for forests in event.tied for forest in forests})
        elif isinstance(event, ScoringBegan):
            # Translators: Sequoia's log: every forest is scored
            lines.append(_("Scoring every forest."))
        elif isinstance(event, (TokenAwarded, TreesRemoved, TieBegun)):
            moment = moments.setdefault(event.forest, {"awards": [], "off": [], "tie": None})
            if isinstance(event, TokenAwarded):
                moment["awards"].append((event.token, event.seat, event.points))
            elif isinstance(event, TreesRemoved):
                moment["off"].append(event.seat)
            else:
                moment["tie"] = (event.token, tuple(event.seats))
    for forest in sorted(set(moments) | set(tied)):
        if forest in moments:
            moment = moments[forest]
            story = " ".join(moment_sentences(name, moment["awards"], moment["off"], moment["tie"], tiebreak=tiebreak))
            # Translators: Sequoia's log: what happened in a forest at scoring
            lines.append(_("Forest {forest}: {story}", forest=forest, story=story))
        else:  # a tiebreaker turn that changed nothing there
            lines.append(_("Forest {forest} is still tied.", forest=forest))
    if any(isinstance(event, GameOver) for event in events):
        lines += final_lines(session)
    return lines


def final_lines(session: "Session") -> list[str]:
    """The log's last lines: who won and the final scores (held back while the end counts them up:
    web/games/sequoia/play_view.py `counted_at_end`)."""
    scores = session.state.scores()
    return [result_headline(session),
            # Translators: Sequoia's log at the end: each player's final score
            _("Final scores: {scores}.", scores=", ".join(f"{seat.name} {scores[s]}" for s, seat in enumerate(session.seats)))]


def moment_sentences(name: Any, awards: list[tuple[str, int, int]], off: list[int], tie: tuple[str, tuple[int, ...]] | None,
                     *, tiebreak: bool) -> list[str]:
    """What one scoring of a forest does, in sentences (SCORING, TIES, TIEBREAKER TURNS; RULINGS
    Sequoia 4-5): the tokens taken, then a tie and the trees it takes off. `name(seat)` names a seat;
    `awards` are (token, seat, points), `off` the seats whose trees come off, `tie` (token, seats)."""
    sentences: list[str] = []
    firsts = [seat for token, seat, _points in awards if token == "first"]
    alone = not tiebreak and tie is None and len(awards) == 1 and bool(firsts)
    for token, seat, points in awards:
        sentences.append(took(name(seat), token, points, "alone" if alone else
                              ("with" if token == "second" and firsts else "breaks") if tiebreak else "most"))
    if tie is not None:
        token, seats = tie
        names = and_list([name(seat) for seat in seats])
        sentences.append(_("{names} tie for the most trees and play tiebreaker turns for both tokens.", names=names)
                         if token == "first" else
                         _("{names} tie for the next most trees and play tiebreaker turns for the second token.",
                           names=names))
    if off:
        others = [name(seat) for seat in off]
        sentences.append(_("You are not in the tie, so your trees come off.") if len(others) == 1 and is_you(others[0]) else
                         ngettext("{others} is not in the tie, so their trees come off.",
                                  "{others} are not in the tie, so their trees come off.", len(others),
                                  others=and_list(others)))
    return sentences


def took(name: str, token: str, points: int, how: str) -> str:
    """A token taken, as a sentence of its taker (SCORING, TIES): `how` is "most" (the most trees, or
    for the second token the next most, at the scoring), "alone" (the only trees there: the first
    token, no one the second), "breaks" (a tiebreaker turn broke the tie), "with" (the second token,
    taken as a tie for both breaks). The seat a guided game calls "You" takes: 'You take the first
    token, worth 6.'"""
    you = is_you(name)
    if how == "alone":
        return _("You alone have trees here and take the first token, worth {points}; no one takes the second.",
                 points=points) if you else \
            _("{name} alone has trees here and takes the first token, worth {points}; no one takes the second.",
              name=name, points=points)
    if token == "first":
        if how == "breaks":
            return _("You break the tie and take the first token, worth {points}.", points=points) if you else \
                _("{name} breaks the tie and takes the first token, worth {points}.", name=name, points=points)
        return _("You have the most trees and take the first token, worth {points}.", points=points) if you else \
            _("{name} has the most trees and takes the first token, worth {points}.", name=name, points=points)
    if how == "breaks":
        return _("You break the tie and take the second token, worth {points}.", points=points) if you else \
            _("{name} breaks the tie and takes the second token, worth {points}.", name=name, points=points)
    if how == "with":
        return _("You take the second token, worth {points}.", points=points) if you else \
            _("{name} takes the second token, worth {points}.", name=name, points=points)
    return _("You have the next most trees and take the second token, worth {points}.", points=points) if you else \
        _("{name} has the next most trees and takes the second token, worth {points}.", name=name, points=points)


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
    # Translators: Sequoia's log: a player's points
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
    """Each forest and, in sentences, who took which of its tokens and why (SCORING, TIES,
    TIEBREAKER TURNS; issues 67, 80): the trees each player had when the scoring began, a tie and
    the trees it took off, each tiebreaker turn that changed something there with the tied players'
    trees after it; from what everyone sees (the public events)."""
    stories = _forest_stories(session)
    result = session.state.result()
    unsettled = result.details.get("unsettled", []) if result is not None else []
    return [(forest, _story_line(session, forest, stories[forest], forest in unsettled)) for forest in FORESTS]


def _forest_stories(session: "Session") -> dict[int, dict[str, Any]]:
    """Each forest's story from the events: `trees` per seat as the scoring began, and its
    `moments` in the order they came: (turn, awards, off, tie, trees), where `turn` is the
    tiebreaker turn (0: the scoring itself), `awards` (token, seat, points), `off` the seats
    whose trees came off, `tie` (token, seats) or None, `trees` per seat then."""
    players = len(session.seats)
    stories: dict[int, dict[str, Any]] = {forest: {"trees": [0] * players, "moments": []} for forest in FORESTS}
    counts = {forest: [0] * players for forest in FORESTS}
    tiebreak, scoring = 0, False

    def moment(forest: int) -> dict[str, Any]:
        moments = stories[forest]["moments"]
        if not moments or moments[-1]["turn"] != tiebreak:
            moments.append({"turn": tiebreak, "awards": [], "off": [], "tie": None, "trees": counts[forest][:]})
        return moments[-1]

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
            moment(event.forest)["off"].append(event.seat)
            counts[event.forest][event.seat] = 0
        elif isinstance(event, TieBegun):
            moment(event.forest)["tie"] = (event.token, tuple(event.seats))
        elif isinstance(event, TokenAwarded):
            moment(event.forest)["awards"].append((event.token, event.seat, event.points))
    if not scoring:  # not scored yet: the trees as they stand
        for forest in FORESTS:
            stories[forest]["trees"] = counts[forest][:]
    return stories


def _story_line(session: "Session", forest: int, story: dict[str, Any], unsettled: bool) -> str:
    """'Forest 8 (trees: Ann 3, Bob 1, Cy 1): Ann has the most trees and takes the first token, worth 5.
    Bob and Cy tie for the next most trees and play tiebreaker turns for the second token. Tiebreaker
    turn 3 (trees: Bob 2, Cy 1): Bob breaks the tie and takes the second token, worth 1.'"""
    name = lambda seat: session.seats[seat].name  # noqa: E731
    trees, moments = story["trees"], story["moments"]
    if not any(trees) and not moments:
        return _("Forest {forest}: {story}", forest=forest, story=_("No trees, no token."))
    parts: list[str] = []
    tied: tuple[int, ...] = ()  # the players tied there before this moment: their trees are named
    for moment in moments:
        said = " ".join(moment_sentences(name, moment["awards"], moment["off"], moment["tie"],
                                         tiebreak=moment["turn"] > 0))
        if moment["turn"]:
            seats = list(tied) + [seat for _token, seat, _points in moment["awards"]] + list(moment["off"])
            parts.append(_("Tiebreaker turn {number} (trees: {counts}): {story}", number=moment["turn"],
                           counts=tree_counts(session, moment["trees"], seats), story=said))
        else:
            parts.append(said)
        tied = moment["tie"][1] if moment["tie"] else ()
    if unsettled:
        parts.append(_("Still tied when the tiebreaker turns ran out: its tokens left stay unawarded."))
    counts = tree_counts(session, trees, [seat for seat in range(len(trees)) if trees[seat]])
    return _("Forest {forest} (trees: {counts}): {story}", forest=forest, counts=counts, story=" ".join(parts))


def tree_counts(session: "Session", trees: list[int], seats: list[int]) -> str:
    """'Ann 4, Bob 2, Cy 2': each of `seats` once with its trees, most first (then in seat order)."""
    order = sorted(set(seats), key=lambda seat: (-trees[seat], seat))
    return ", ".join(f"{session.seats[seat].name} {trees[seat]}" for seat in order)


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
