"""Sequoia's scoring told in sentences a player follows (issue 80), scenario by scenario from the
rulebook (seeds/sequoia-rules.txt) and RULINGS Sequoia 4-5: the log's line of each forest as the
scoring finds it, and the end's story of each forest (web/games/sequoia/narration.py). The seat a
guided game calls "You" agrees with its verb: "You take the first token", never "You takes"."""
from __future__ import annotations

from engine.sequoia.events import Revealed, ScoringBegan, TieBegun, TokenAwarded, TreesRemoved
from web.games.sequoia import GAME
from web.games.sequoia.narration import forest_awards, grew, narrate
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.wording import headline

NO_PAIRS = (None, None, None)


def table(first: str = "Ann") -> Session:
    """Three seats: `first` (a person; the guided games' "You"), Bob and Cy (AIs)."""
    seats = [Seat(first), Seat("Bob", SeatKind.AI, "easy"), Seat("Cy", SeatKind.AI, "easy")]
    return Session.new(GAME, {"players": 3, "tokens": "face-up"}, seats, {}, 1)


def grown(trees: dict[int, int]) -> list[Revealed]:
    """Reveals growing `trees[seat]` trees in forest 7 for each seat (the ten turns, in short)."""
    most = max(trees.values())
    return [Revealed(1, 0, NO_PAIRS, tuple((7,) if trees.get(seat, 0) > turn else () for seat in range(3)),
                     ((), (), ())) for turn in range(most)]


def said(session: Session, events: list) -> tuple[list[str], str]:
    """The log's lines of `events` (the scoring's, or a tiebreaker turn's), and forest 7's story at
    the end once every event so far is the session's."""
    lines = [line for line in narrate(session, events) if line.startswith("Forest 7")]
    session.events += [(0, event) for event in events]
    return lines, dict(forest_awards(session))[7]


def test_most_trees_take_the_first_token_the_next_most_the_second() -> None:
    """SCORING: "the 1st and 2nd place point tokens go to the players with the 1st and 2nd most tree
    tokens in that forest"."""
    session = table()
    session.events = [(0, event) for event in grown({0: 4, 1: 2, 2: 1})]
    lines, story = said(session, [ScoringBegan(), TokenAwarded(7, "first", 0, 5), TokenAwarded(7, "second", 1, 1)])
    assert lines == ["Forest 7: Ann has the most trees and takes the first token, worth 5. Bob has the next most "
                     "trees and takes the second token, worth 1."]
    assert story == ("Forest 7 (trees: Ann 4, Bob 2, Cy 1): Ann has the most trees and takes the first token, worth 5. "
                     "Bob has the next most trees and takes the second token, worth 1.")


def test_you_take_the_first_token() -> None:
    """SCORING, said to the guided game's person: "You take", "You have", never "You takes"."""
    session = table("You")
    session.events = [(0, event) for event in grown({0: 4, 1: 2})]
    lines, story = said(session, [ScoringBegan(), TokenAwarded(7, "first", 0, 6), TokenAwarded(7, "second", 1, 1)])
    assert lines == ["Forest 7: You have the most trees and take the first token, worth 6. Bob has the next most "
                     "trees and takes the second token, worth 1."]
    assert "You takes" not in story and "You has" not in story
    session = table("You")
    session.events = [(0, event) for event in grown({0: 3, 1: 5})]
    lines, _story = said(session, [ScoringBegan(), TokenAwarded(7, "first", 1, 6), TokenAwarded(7, "second", 0, 1)])
    assert lines == ["Forest 7: Bob has the most trees and takes the first token, worth 6. You have the next most "
                     "trees and take the second token, worth 1."]
    assert headline(["You"]) == "You win."


def test_one_player_alone_takes_the_first_token_and_no_one_the_second() -> None:
    """RULINGS Sequoia 4: "A forest with one player's trees gives that player the first token and no
    one the second"."""
    session = table("You")
    session.events = [(0, event) for event in grown({0: 2})]
    lines, story = said(session, [ScoringBegan(), TokenAwarded(7, "first", 0, 4)])
    assert lines == ["Forest 7: You alone have trees here and take the first token, worth 4; no one takes the second."]
    assert story == ("Forest 7 (trees: You 2): You alone have trees here and take the first token, worth 4; no one "
                     "takes the second.")


def test_an_empty_forest_gives_no_token() -> None:
    """RULINGS Sequoia 4: "an empty forest gives none"."""
    session = table()
    assert dict(forest_awards(session))[7] == "Forest 7: No trees, no token."


def test_a_tie_for_first_takes_the_others_trees_off_and_a_tiebreaker_turn_breaks_it() -> None:
    """TIES: "If there is a tie for 1st place, remove all tree tokens from the players not tied for
    1st place"; TIEBREAKER TURNS: "Score after every tiebreaker turn" (RULINGS Sequoia 5: the tied
    players play on for both tokens)."""
    session = table()
    session.events = [(0, event) for event in grown({0: 3, 1: 3, 2: 1})]
    lines, _story = said(session, [ScoringBegan(), TreesRemoved(7, 2, 1), TieBegun(7, "first", (0, 1))])
    assert lines == ["Forest 7: Ann and Bob tie for the most trees and play tiebreaker turns for both tokens. "
                     "Cy is not in the tie, so their trees come off."]
    # tiebreaker turn 1 changes nothing there: the log says so
    turn = Revealed(10, 1, ((3, 4), (5, 6), None), ((), ()), ((7,), (7,), ()))
    assert narrate(session, [turn])[1:] == ["Forest 7 is still tied."]
    session.events.append((0, turn))
    # tiebreaker turn 2: Bob grows a tree there and breaks it
    turn = Revealed(10, 2, ((3, 4), (3, 4), None), ((), (7,), ()), ((7,), (7,), ()))
    lines, story = said(session, [turn, TokenAwarded(7, "first", 1, 5), TokenAwarded(7, "second", 0, 1)])
    assert lines == ["Forest 7: Bob breaks the tie and takes the first token, worth 5. Ann takes the second token, "
                     "worth 1."]
    assert story == ("Forest 7 (trees: Ann 3, Bob 3, Cy 1): Ann and Bob tie for the most trees and play tiebreaker "
                     "turns for both tokens. Cy is not in the tie, so their trees come off. Tiebreaker turn 2 (trees: "
                     "Bob 4, Ann 3): Bob breaks the tie and takes the first token, worth 5. Ann takes the second "
                     "token, worth 1.")


def test_a_tie_for_second_gives_the_first_token_at_once() -> None:
    """TIES: "If there is a tie for 2nd place, give the 1st place token to the 1st place player, then
    remove all tree tokens from players not tied for 2nd place"."""
    session = Session.new(GAME, {"players": 4, "tokens": "face-up"},
                          [Seat("You"), Seat("Bob", SeatKind.AI, "easy"), Seat("Cy", SeatKind.AI, "easy"),
                           Seat("Di", SeatKind.AI, "easy")], {}, 1)
    reveals = [Revealed(1, 0, (None,) * 4, tuple((7,) if n > turn else () for n in (4, 2, 2, 1)), ((),) * 4)
               for turn in range(4)]
    session.events = [(0, event) for event in reveals]
    scoring = [ScoringBegan(), TokenAwarded(7, "first", 0, 6), TreesRemoved(7, 3, 1), TieBegun(7, "second", (1, 2))]
    lines = [line for line in narrate(session, scoring) if line.startswith("Forest 7")]
    assert lines == ["Forest 7: You have the most trees and take the first token, worth 6. Bob and Cy tie for the "
                     "next most trees and play tiebreaker turns for the second token. Di is not in the tie, so "
                     "their trees come off."]
    session.events += [(0, event) for event in scoring]
    turn = Revealed(10, 1, (None, (3, 4), (3, 4), None), ((), (), (7,), ()), ((), (7,), (7,), ()))
    breaks = [turn, TokenAwarded(7, "second", 2, 1)]
    assert narrate(session, breaks)[1:] == ["Forest 7: Cy breaks the tie and takes the second token, worth 1."]
    session.events += [(0, event) for event in breaks]
    assert dict(forest_awards(session))[7].endswith(
        "Tiebreaker turn 1 (trees: Cy 3, Bob 2): Cy breaks the tie and takes the second token, worth 1.")


def test_your_trees_come_off_and_you_break_a_tie() -> None:
    """TIES, said to the guided game's person: "You are not in the tie, so your trees come off";
    "You break the tie and take the first token"."""
    session = table("You")
    session.events = [(0, event) for event in grown({0: 1, 1: 3, 2: 3})]
    lines, _story = said(session, [ScoringBegan(), TreesRemoved(7, 0, 1), TieBegun(7, "first", (1, 2))])
    assert lines[0].endswith("You are not in the tie, so your trees come off.")
    session = table("You")
    session.events = [(0, event) for event in grown({0: 3, 1: 3})]
    said(session, [ScoringBegan(), TieBegun(7, "first", (0, 1))])
    turn = Revealed(10, 1, ((3, 4), (5, 6), None), ((7,), (), ()), ((7,), (7,), ()))
    lines, _story = said(session, [turn, TokenAwarded(7, "first", 0, 6), TokenAwarded(7, "second", 1, 1)])
    assert lines == ["Forest 7: You break the tie and take the first token, worth 6. Bob takes the second token, "
                     "worth 1."]
    turn = Revealed(10, 1, ((3, 4), (5, 6), None), ((), (7,), ()), ((7,), (7,), ()))
    session = table("You")
    session.events = [(0, event) for event in grown({0: 2, 1: 2})] + [(0, ScoringBegan()), (0, TieBegun(7, "first", (0, 1)))]
    lines, _story = said(session, [turn, TokenAwarded(7, "first", 1, 6), TokenAwarded(7, "second", 0, 1)])
    assert lines == ["Forest 7: Bob breaks the tie and takes the first token, worth 6. You take the second token, "
                     "worth 1."]


def test_a_tiebreaker_pair_that_grows_nothing_says_you_are_not_tied() -> None:
    """TIEBREAKER TURNS: "New tokens can only be added where a player is tied; therefore, some pairs of
    dice will have no effect": said of the guided game's person as "you are", never "You is"."""
    assert grew((5, 5), (), "You", True) == "grew no tree: you are not tied in forest 5"
    assert grew((5, 8), (), "You", True) == "grew no tree: you are tied in neither forest 5 nor forest 8"
    assert grew((5, 8), (5,), "You", True) == "grew a tree in forest 5 and none in forest 8, where you are not tied"
    assert grew((5, 5), (), "Ann", True) == "grew no tree: Ann is not tied in forest 5"
